"""Mafik Raizen's role paragraphs for a player's phone in the host's
language: each code of the core's ``ENGLISH`` table
(:mod:`app.core.rulesets.raizen.role_texts`, R-1, R-2, R-6, R-13), the
Russian in the .ts file; a public role's name as the kit names roles
(issue #38, item 5)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def role_template(code: str) -> str | None:
    """One of the core's role-paragraph codes in the host's language, or None: not one of its codes."""
    if code.startswith("public_name."):          # R-2's name, as the desk names the roles
        from .words import role_name

        return role_name(code.removeprefix("public_name."))
    return {
        "secret.law": QCoreApplication.translate("RaizenRoleTexts", "The Law: wins when only the Law's players are left alive. By day votes at the вече and for the Leader; plays cards by night and by day (R-1, R-5, R-7, R-8, R-13)."),
        "secret.boss": QCoreApplication.translate("RaizenRoleTexts", "The Mafia, colour Information: knows the other two, their roles, decks and hands; each night votes the kill with weight 1.5. The Mafia wins when only its members are left alive (R-1, R-6, R-13)."),
        "secret.killer": QCoreApplication.translate("RaizenRoleTexts", "The Mafia, colour Attack: knows the other two, their roles, decks and hands; each night votes the kill with weight 2. The Mafia wins when only its members are left alive (R-1, R-6, R-13)."),
        "secret.advisor": QCoreApplication.translate("RaizenRoleTexts", "The Mafia, colour Support: knows the other two, their roles, decks and hands; each night votes the kill with weight 1. The Mafia wins when only its members are left alive (R-1, R-6, R-13)."),
        "public.alien": QCoreApplication.translate("RaizenRoleTexts", "Opening hand of 7; dies at the phase's end with 1 card or fewer in hand."),
        "public.jester": QCoreApplication.translate("RaizenRoleTexts", "In the draft keeps the first two of every five cards offered, and chooses the 6 cards of his opening hand and their order."),
        "public.businessman": QCoreApplication.translate("RaizenRoleTexts", "After a night in which he played, discarded and paid no card, gets a Жир into his sleeve."),
        "public.lazy": QCoreApplication.translate("RaizenRoleTexts", "2 armour in a night in which he plays no card."),
        "public.strongman": QCoreApplication.translate("RaizenRoleTexts", "1 armour every phase until he is first dealt damage."),
        "public.politician": QCoreApplication.translate("RaizenRoleTexts", "His вече vote, execution or beating vote and Leader vote weigh 1.5."),
        "public.paranoid": QCoreApplication.translate("RaizenRoleTexts", "In any phase may spend any number of sleeve cards for as much armour."),
        "public.avenger": QCoreApplication.translate("RaizenRoleTexts", "Mortally wounded instead of dead: lives to the end of the next phase."),
        "public.psychic": QCoreApplication.translate("RaizenRoleTexts", "Always knows the top 2 cards of his deck."),
        "public.masochist": QCoreApplication.translate("RaizenRoleTexts", "The first card he ever loses from his hand to damage: a copy goes to his sleeve."),
        "public.magician": QCoreApplication.translate("RaizenRoleTexts", "Once a game a hand card played as a copy comes back to the end of his hand instead of a draw."),
        "public.banker": QCoreApplication.translate("RaizenRoleTexts", "The first time he plays a card costing 1 or more: 3 armour that phase."),
        "public.croupier": QCoreApplication.translate("RaizenRoleTexts", "Once a game, by day, may discard a hand card and draw a new one for it."),
        "public.sociopath": QCoreApplication.translate("RaizenRoleTexts", "In the first night and day no card, kill, guess, question or vote may name him."),
        "public.monk": QCoreApplication.translate("RaizenRoleTexts", "At a day's end with exactly 1 or 2 cards in hand draws 1."),
        "public.child": QCoreApplication.translate("RaizenRoleTexts", "Opening hand of 5; 1 armour every night."),
        "public.student": QCoreApplication.translate("RaizenRoleTexts", "Names a colour on signing up: in the draft he is offered that colour's cards more often."),
        "public.lucky": QCoreApplication.translate("RaizenRoleTexts", "At the start of night 1 may once return his 6 cards, shuffle his deck and draw 6 again."),
        "public.journalist": QCoreApplication.translate("RaizenRoleTexts", "May play a sleeve card as a Вопрос."),
        "public.swindler": QCoreApplication.translate("RaizenRoleTexts", "Leader votes for him count double until he is first elected."),
        "public.hero": QCoreApplication.translate("RaizenRoleTexts", "No special ability."),
        "public_line": QCoreApplication.translate("RaizenRoleTexts", "%name: %text (R-2)"),
    }.get(code)
