"""The night: who dies (C-8), check results (C-7.5, C-7.6), useful actions (C-11)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .inputs import Night
from .roles import Role


@dataclass(frozen=True)
class Check:
    """A night check: ``by`` is ``"don"`` or ``"sheriff"``; ``result`` is
    ``"yes"``/``"no"`` (Don, C-7.6) or ``"red"``/``"black"`` (Sheriff, C-7.5)."""

    night: int
    by: str
    seat: int
    result: str

    def to_json(self) -> dict[str, Any]:
        return {"night": self.night, "by": self.by, "seat": self.seat, "result": self.result}


@dataclass(frozen=True)
class UsefulAction:
    """A useful action derived from a night (C-11).

    ``what`` is ``doctor_saved``, ``beauty_saved`` or ``sheriff_found``;
    ``seat`` earned it; ``target`` is whom it concerned.
    """

    night: int
    seat: int
    what: str
    target: int

    def to_json(self) -> dict[str, Any]:
        return {"night": self.night, "seat": self.seat, "what": self.what, "target": self.target}


@dataclass(frozen=True)
class NightOutcome:
    """What a night's actions lead to in the morning.

    ``deaths`` in seat order; ``attacked`` every seat that was under attack
    (shot, or the client at an attacked Beauty's home); ``checks`` Don first.
    """

    deaths: tuple[int, ...]
    attacked: frozenset[int]
    checks: tuple[Check, ...]
    saves: tuple[UsefulAction, ...]


def resolve_night(
    night: int,
    actions: Night,
    roles: dict[int, Role],
    alive: set[int],
    immune: frozenset[int],
    beauty_seat: int | None,
    doctor_seat: int | None,
) -> NightOutcome:
    """Resolve one night's (already validated) actions.

    ``roles`` maps seat → role; ``alive`` are the seats alive at nightfall
    (after any removals during the night); ``immune`` the seats immune this
    night (C-8.4). Implements C-8.1 … C-8.5 and the checks of C-7.5/C-7.6.

    ``saves`` (C-11) holds the actions that changed the night: the Doctor
    saved his patient if the patient would have died without the heal
    (attacked at home, or at the home of an attacked Beauty), is not immune
    and lives; the Beauty saved her client if he was himself targeted, is
    not immune and lives. It also holds every check that showed black as
    ``sheriff_found``; :func:`app.core.points.counted_useful` keeps the finds
    the points scheme counts.
    """
    shots = [t for t in (actions.mafia, actions.maniac) if t is not None]
    b = beauty_seat if beauty_seat in alive and actions.beauty is not None else None
    v = actions.beauty if b is not None else None
    d = actions.doctor

    def protected(seat: int) -> bool:
        return seat == d or seat in immune  # C-8.3, C-8.4

    dead: set[int] = set()
    attacked: set[int] = set(shots)
    for target in shots:
        if target == v:
            continue  # C-8.1: the client was not at home
        if b is not None and v is not None and target == b:
            attacked.add(v)  # the client was at her home
            if protected(b):
                continue  # C-8.2 / C-8.4: both live
            dead.add(b)
            if not protected(v):
                dead.add(v)  # C-8.2 (and C-8.4 for an immune client)
            continue
        if not protected(target):
            dead.add(target)  # C-8.3; a set: C-8.5

    checks: list[Check] = []
    if actions.don is not None:
        checks.append(Check(night, "don", actions.don,
                            "yes" if roles[actions.don] is Role.SHERIFF else "no"))
    if actions.sheriff is not None:
        checks.append(Check(night, "sheriff", actions.sheriff,
                            sheriff_sees(roles[actions.sheriff], roles, alive)))

    saves: list[UsefulAction] = []
    if actions.sheriff is not None and checks[-1].result == "black":
        # every black check; which of them are "finds" is the points scheme's call
        sheriff = next(s for s, r in roles.items() if r is Role.SHERIFF)
        saves.append(UsefulAction(night, sheriff, "sheriff_found", actions.sheriff))
    if d is not None and doctor_seat is not None and d not in immune and d not in dead:
        at_home = d in shots and d != v           # targeted while not away at the Beauty's
        at_beauty = d == v and b in shots         # at the home of an attacked Beauty
        if at_home or at_beauty:
            saves.append(UsefulAction(night, doctor_seat, "doctor_saved", d))
    if b is not None and v is not None and v in shots and v not in immune and v not in dead:
        saves.append(UsefulAction(night, b, "beauty_saved", v))
    return NightOutcome(tuple(sorted(dead)), frozenset(attacked), tuple(checks), tuple(saves))


def sheriff_sees(role: Role, roles: dict[int, Role], alive: set[int]) -> str:
    """The Sheriff's check result for a player of ``role`` (C-7.5).

    Mafia and Don are ``"black"``; the Maniac is ``"red"`` while any black
    player in ``alive`` lives and ``"black"`` after; everybody else ``"red"``.
    """
    if role.is_black:
        return "black"
    if role is Role.MANIAC:
        mafia_left = any(roles[s].is_black for s in alive)
        return "red" if mafia_left else "black"
    return "red"
