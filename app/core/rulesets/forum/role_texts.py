"""What each of M-3's roles does and when, one paragraph for a player's
phone (issue #40), made from the role's row: its team (M-1), its orders
(M-2) and its properties (M-3.1, M-3.2, M-4.2); as codes with values worded
in English here (:data:`ENGLISH`) and in the host's language by the game's
kit (issue #38, item 5)."""

from __future__ import annotations

from typing import Mapping

from ...errors import Reason
from .catalogue import BY_ID

ENGLISH: Mapping[str, str] = {
    "team.honest": "The honest team: wins when only honest players are left in play (M-1, M-9).",
    "team.mafia": "The Mafia: its members know each other; it wins when only they are left in "
                  "play (M-1, M-9).",
    "team.yakuza": "The Yakuza: its members know each other; it wins when only they are left in "
                   "play (M-1, M-9).",
    "team.loner": "A loner: plays for himself and wins when only he is left in play (M-1, M-9).",
    "action.check": "Each turn may check one player and learn his role (M-2.3).",
    "action.shot": "Each turn may shoot one player, who dies unless protected (M-2.1, M-7).",
    "action.team_shot": "Each turn names the team shot's target: the team shoots if all its "
                        "members' orders name the same player (M-2.2).",
    "action.protect": "Each turn may protect one player from every shot of the turn and from "
                      "poison due that turn (M-2.4).",
    "action.heal": "Each turn may heal one player, himself too: the patient survives the turn's "
                   "shots and poison but neither votes nor acts the next turn (M-2.5).",
    "action.distract": "Each turn may distract one player: his special actions fail that turn; "
                       "his vote stands (M-2.6).",
    "action.poison": "Each turn may poison one player, who coughs in the newspaper and dies a "
                     "turn later unless protected or healed then (M-2.7).",
    "action.guard": "Each turn may guard one player: if he is shot, the guard dies in his place "
                    "(M-2.8).",
    "action.watch": "Each turn may watch one player and learn the name of one who shot at him, or"
                    " that nobody did (M-2.9).",
    "action.freeze": "Each turn may freeze one player: one turn without his vote and his actions "
                     "(M-2.10).",
    "action.disperse": "May disperse the vote: nobody is jailed that day; at most once in two "
                       "turns (M-2.11).",
    "action.hypocrisy": "Votes openly for show and sends the host his real vote: only that one "
                        "counts (M-2.13).",
    "action.steal": "Each turn may steal one player's vote: it counts for the player the rebel "
                    "votes for (M-2.14).",
    "shooting_commissar": "Each turn checks one player; if he is not honest, it is also a shot "
                          "(M-3.1).",
    "schizophrenic": "After each turn gets an imaginary newspaper: the special actions that took "
                     "effect, some names in it replaced (M-2.12).",
    "both": "May give both orders in one turn (M-4.2).",
    "ninja": "Every check shows him as a citizen (M-2.3).",
    "no_action": "No special action: by day finds the enemies and votes to jail them (M-5).",
    "immune": "Shots of the team {team} do not kill him (M-3.2).",
    "team_name.mafia": "the Mafia",
    "team_name.yakuza": "the Yakuza",
    "team_name.honest": "the honest",
    "team_name.loner": "loners",
}
"""Each team's sentence (``team.<team>``, M-1, M-9), each order's
(``action.<order>``, M-2), the properties' (M-3.1, M-3.2, M-4.2), and a
team's name in a sentence (``team_name.<team>``)."""


def forum_role_sentences(role_id: str) -> tuple[Reason, ...]:
    """The paragraph on ``role_id`` as codes of :data:`ENGLISH`; empty for an unknown role."""
    role = BY_ID.get(role_id)
    if role is None:
        return ()
    out = [Reason(f"team.{role.team}")] if f"team.{role.team}" in ENGLISH else []
    if role.id == "shooting_commissar":
        out.append(Reason("shooting_commissar"))
    else:
        out.extend(Reason(f"action.{a}") for a in role.actions if f"action.{a}" in ENGLISH)
    if role.id == "schizophrenic":
        out.append(Reason("schizophrenic"))
    if role.both:
        out.append(Reason("both"))
    if role.immune_to:
        team = f"team_name.{role.immune_to}"
        out.append(Reason("immune", team=Reason(team) if team in ENGLISH else role.immune_to))
    if role.id == "ninja":
        out.append(Reason("ninja"))
    if not role.actions and role.id != "schizophrenic":
        out.append(Reason("no_action"))
    return tuple(out)
