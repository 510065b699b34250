"""Forum Mafia's role paragraphs for a player's phone in the host's
language: each code of the core's ``ENGLISH`` table
(:mod:`app.core.rulesets.forum.role_texts`, M-1, M-2, M-3), the Russian
in the .ts file (issue #38, item 5)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def role_template(code: str) -> str | None:
    """One of the core's role-paragraph codes in the host's language, or None: not one of its codes."""
    return {
        "team.honest": QCoreApplication.translate("ForumRoleTexts", "The honest team: wins when only honest players are left in play (M-1, M-9)."),
        "team.mafia": QCoreApplication.translate("ForumRoleTexts", "The Mafia: its members know each other; it wins when only they are left in play (M-1, M-9)."),
        "team.yakuza": QCoreApplication.translate("ForumRoleTexts", "The Yakuza: its members know each other; it wins when only they are left in play (M-1, M-9)."),
        "team.loner": QCoreApplication.translate("ForumRoleTexts", "A loner: plays for himself and wins when only he is left in play (M-1, M-9)."),
        "action.check": QCoreApplication.translate("ForumRoleTexts", "Each turn may check one player and learn his role (M-2.3)."),
        "action.shot": QCoreApplication.translate("ForumRoleTexts", "Each turn may shoot one player, who dies unless protected (M-2.1, M-7)."),
        "action.team_shot": QCoreApplication.translate("ForumRoleTexts", "Each turn names the team shot's target: the team shoots if all its members' orders name the same player (M-2.2)."),
        "action.protect": QCoreApplication.translate("ForumRoleTexts", "Each turn may protect one player from every shot of the turn and from poison due that turn (M-2.4)."),
        "action.heal": QCoreApplication.translate("ForumRoleTexts", "Each turn may heal one player, himself too: the patient survives the turn's shots and poison but neither votes nor acts the next turn (M-2.5)."),
        "action.distract": QCoreApplication.translate("ForumRoleTexts", "Each turn may distract one player: his special actions fail that turn; his vote stands (M-2.6)."),
        "action.poison": QCoreApplication.translate("ForumRoleTexts", "Each turn may poison one player, who coughs in the newspaper and dies a turn later unless protected or healed then (M-2.7)."),
        "action.guard": QCoreApplication.translate("ForumRoleTexts", "Each turn may guard one player: if he is shot, the guard dies in his place (M-2.8)."),
        "action.watch": QCoreApplication.translate("ForumRoleTexts", "Each turn may watch one player and learn the name of one who shot at him, or that nobody did (M-2.9)."),
        "action.freeze": QCoreApplication.translate("ForumRoleTexts", "Each turn may freeze one player: one turn without his vote and his actions (M-2.10)."),
        "action.disperse": QCoreApplication.translate("ForumRoleTexts", "May disperse the vote: nobody is jailed that day; at most once in two turns (M-2.11)."),
        "action.hypocrisy": QCoreApplication.translate("ForumRoleTexts", "Votes openly for show and sends the host his real vote: only that one counts (M-2.13)."),
        "action.steal": QCoreApplication.translate("ForumRoleTexts", "Each turn may steal one player's vote: it counts for the player the rebel votes for (M-2.14)."),
        "shooting_commissar": QCoreApplication.translate("ForumRoleTexts", "Each turn checks one player; if he is not honest, it is also a shot (M-3.1)."),
        "schizophrenic": QCoreApplication.translate("ForumRoleTexts", "After each turn gets an imaginary newspaper: the special actions that took effect, some names in it replaced (M-2.12)."),
        "both": QCoreApplication.translate("ForumRoleTexts", "May give both orders in one turn (M-4.2)."),
        "ninja": QCoreApplication.translate("ForumRoleTexts", "Every check shows him as a citizen (M-2.3)."),
        "no_action": QCoreApplication.translate("ForumRoleTexts", "No special action: by day finds the enemies and votes to jail them (M-5)."),
        "immune": QCoreApplication.translate("ForumRoleTexts", "Shots of the team %team do not kill him (M-3.2)."),
        "team_name.mafia": QCoreApplication.translate("ForumRoleTexts", "the Mafia"),
        "team_name.yakuza": QCoreApplication.translate("ForumRoleTexts", "the Yakuza"),
        "team_name.honest": QCoreApplication.translate("ForumRoleTexts", "the honest"),
        "team_name.loner": QCoreApplication.translate("ForumRoleTexts", "loners"),
    }.get(code)
