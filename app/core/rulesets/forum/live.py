"""A city at a live table (M-11): the night's wake-up calls in the order of
M-11.3, worked out from the seats' roles. The fold (:mod:`.play`) checks a
:class:`~.inputs.LiveOrder` against them; the host window walks them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

from .catalogue import BY_ID, order_keys

TURN = "turn"
"""The step kind of a forum turn (orders and votes arrive)."""
DAY_VOTE, NIGHT = "day_vote", "night_orders"
"""A live table's halves of a turn (M-11.1)."""

WAKE_ORDER: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("distract", ("girl", "thief")),
    ("poison", ("poisoner",)),
    ("protect", ("reanimator",)),
    ("heal", ("doctor",)),
    ("guard", ("soldier", "bruiser", "samurai")),
    ("freeze", ("boss", "yakuza_leader")),
    ("check", ("commissar", "shooting_commissar", "lawyer", "informer")),
    ("team_shot", ("mafia", "yakuza")),
    ("shot", ("killer", "sheriff", "detective", "maniac")),
    ("watch", ("witness",)),
)
"""M-11.3: who is woken, in order: distracters; the poisoner; the
reanimator, doctor, guards, freezers; the checkers (answered at once); the
Mafia together, the Yakuza; the killer, sheriff, detective, maniac; the
witness last. Within a group, M-3's row order. The detective, whose one
order is a check or a shot (M-3), is woken once, where M-11.3 names him,
among the shooters. Step-1 orders (``disperse``, ``hypocrisy``, ``steal``)
reach the host secretly during the day (M-11.2) and wake nobody; the
schizophrenic is passive (M-2.12)."""


@dataclass(frozen=True)
class Call:
    """One wake-up of a live night (M-11.3).

    ``id``: ``ROLE:SEAT`` for a player woken alone, ``mafia`` or ``yakuza``
    for a team woken together; ``role``: the role called (the team's id for
    a team); ``keys``: the orders the woken may give (one of them);
    ``seats``: whom the call is for, 1-based, in seat order, whether in play
    or not (the host calls a role that is out of play too, keeping the usual
    pause, so the room cannot tell)."""

    id: str
    role: str
    keys: tuple[str, ...]
    seats: tuple[int, ...]

    @property
    def team(self) -> bool:
        """Whether the call wakes a team together (one tap for every member who points)."""
        return self.role in ("mafia", "yakuza")


def night_calls(roles: Mapping[int, str], team_shot_roles: str = "listed") -> tuple[Call, ...]:
    """M-11.3: the night's calls for the seats' ``roles`` (seat → role id),
    in wake order; a team's call lists its members who may order the team
    shot (M-2.2, ``team_shot_roles``). Roles nobody holds are not called."""
    calls: list[Call] = []
    for key, group in WAKE_ORDER:
        for role in group:
            if role in ("mafia", "yakuza"):
                members = tuple(s for s in sorted(roles) if BY_ID[roles[s]].team == role
                                and "team_shot" in order_keys(roles[s], team_shot_roles))
                if members:
                    calls.append(Call(role, role, ("team_shot",), members))
                continue
            keys = ("check", "shot") if role == "detective" else (key,)
            for seat in sorted(s for s in roles if roles[s] == role):
                calls.append(Call(f"{role}:{seat}", role, keys, (seat,)))
    return tuple(calls)


__all__ = ["Call", "WAKE_ORDER", "night_calls"]
