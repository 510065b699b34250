"""What a Mafik Raizen player's roles do and when, one paragraph for his
phone (issue #40): his secret role (R-1, R-6, R-13) and his public role
(R-2), as codes with values worded in English here (:data:`ENGLISH`) and in
the host's language by the game's kit (issue #38, item 5)."""

from __future__ import annotations

from typing import Mapping

from ...errors import Reason
from .roles import PUBLIC_ROLES

ENGLISH: Mapping[str, str] = {
    "secret.law": "The Law: wins when only the Law's players are left alive. By day votes at the "
                  "вече and for the Leader; plays cards by night and by day (R-1, R-5, R-7, R-8, "
                  "R-13).",
    "secret.boss": "The Mafia, colour Information: knows the other two, their roles, decks and "
                   "hands; each night votes the kill with weight 1.5. The Mafia wins when only "
                   "its members are left alive (R-1, R-6, R-13).",
    "secret.killer": "The Mafia, colour Attack: knows the other two, their roles, decks and "
                     "hands; each night votes the kill with weight 2. The Mafia wins when only "
                     "its members are left alive (R-1, R-6, R-13).",
    "secret.advisor": "The Mafia, colour Support: knows the other two, their roles, decks and "
                      "hands; each night votes the kill with weight 1. The Mafia wins when only "
                      "its members are left alive (R-1, R-6, R-13).",
    "public.alien": "Opening hand of 7; dies at the phase's end with 1 card or fewer in hand.",
    "public.jester": "In the draft keeps the first two of every five cards offered, and chooses "
                     "the 6 cards of his opening hand and their order.",
    "public.businessman": "After a night in which he played, discarded and paid no card, gets a "
                          "Жир into his sleeve.",
    "public.lazy": "2 armour in a night in which he plays no card.",
    "public.strongman": "1 armour every phase until he is first dealt damage.",
    "public.politician": "His вече vote, execution or beating vote and Leader vote weigh 1.5.",
    "public.paranoid": "In any phase may spend any number of sleeve cards for as much armour.",
    "public.avenger": "Mortally wounded instead of dead: lives to the end of the next phase.",
    "public.psychic": "Always knows the top 2 cards of his deck.",
    "public.masochist": "The first card he ever loses from his hand to damage: a copy goes to his"
                        " sleeve.",
    "public.magician": "Once a game a hand card played as a copy comes back to the end of his "
                       "hand instead of a draw.",
    "public.banker": "The first time he plays a card costing 1 or more: 3 armour that phase.",
    "public.croupier": "Once a game, by day, may discard a hand card and draw a new one for it.",
    "public.sociopath": "In the first night and day no card, kill, guess, question or vote may "
                        "name him.",
    "public.monk": "At a day's end with exactly 1 or 2 cards in hand draws 1.",
    "public.child": "Opening hand of 5; 1 armour every night.",
    "public.student": "Names a colour on signing up: in the draft he is offered that colour's "
                      "cards more often.",
    "public.lucky": "At the start of night 1 may once return his 6 cards, shuffle his deck and "
                    "draw 6 again.",
    "public.journalist": "May play a sleeve card as a Вопрос.",
    "public.swindler": "Leader votes for him count double until he is first elected.",
    "public.hero": "No special ability.",
    "public_line": "{name}: {text} (R-2)",
    **{f"public_name.{role}": names[1] for role, names in PUBLIC_ROLES.items()},
}
"""R-1.1's secret roles (``secret.<role>``) and R-2's public roles
(``public.<role>``, each in a sentence: R-2's table has the whole rule),
and the line naming a public role (``public_line``)."""


def raizen_role_sentences(secret: str, public: str | None) -> tuple[Reason, ...]:
    """The paragraph on a seat's ``secret`` role and (when known) his
    ``public`` role, as codes of :data:`ENGLISH`."""
    out = [Reason(f"secret.{secret}")] if f"secret.{secret}" in ENGLISH else []
    if public is not None and f"public.{public}" in ENGLISH:
        out.append(Reason("public_line", name=Reason(f"public_name.{public}"), text=Reason(f"public.{public}")))
    return tuple(out)
