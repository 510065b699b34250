"""The folded state of one OK4U game (mutable; owned by its
:class:`~app.core.rulesets.ok4u.play.Ok4uPlay`) and its records."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...events import Event
from ...inputs import Night
from ...records import Check, Elimination


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
    (shot, or the client at an attacked Beauty's home); ``checks`` in the
    game's wake order (C-7.1, ``wake_order``; by default the Don's first).
    """

    deaths: tuple[int, ...]
    attacked: frozenset[int]
    checks: tuple[Check, ...]
    saves: tuple[UsefulAction, ...]


@dataclass(frozen=True)
class NightRecord:
    """One resolved night: the host's ``actions`` and their ``outcome``."""

    night: int
    actions: Night
    outcome: NightOutcome


@dataclass
class State:
    """Everything the fold keeps; read through the views, never from outside the ruleset."""

    alive: set[int]
    fouls: dict[int, int]
    phase: str = "day"            # day | night | result | finished
    day: int = 0
    night: int = 0
    sub: str = "speeches"         # speeches | vote | justify | revote | lift | done
    first_speaker: int = 1
    order: tuple[int, ...] = ()   # today's seats in speaking order from first_speaker (C-4.1)
    spoken: set[int] = field(default_factory=set)
    speaker: int | None = None
    lost_speech: dict[int, int] = field(default_factory=dict)
    nominations: list[int] = field(default_factory=list)
    nominated_by: dict[int, int] = field(default_factory=dict)
    no_vote: bool = False
    candidates: list[int] = field(default_factory=list)
    justify: list[int] = field(default_factory=list)
    farewells: list[int] = field(default_factory=list)
    votes_today: list[tuple[str, dict[int, int]]] = field(default_factory=list)
    lift_today: int | None = None
    eliminated: list[Elimination] = field(default_factory=list)
    disqualified: dict[int, str] = field(default_factory=dict)
    gestures: list[int] = field(default_factory=list)
    bonuses: list[tuple[int, float, str]] = field(default_factory=list)
    nights: list[NightRecord] = field(default_factory=list)
    checks: list[Check] = field(default_factory=list)
    useful: list[UsefulAction] = field(default_factory=list)
    night_calls: list[str] = field(default_factory=list)          # calls tonight, in order
    night_answers: dict[str, int | None] = field(default_factory=dict)   # calls answered so far
    last_targets: dict[str, int | None] = field(default_factory=dict)   # call → last night's target
    self_used: set[str] = field(default_factory=set)   # calls that took their once-a-game self target
    transcript: list[Any] = field(default_factory=list)       # the steps behind (S.Step), printed by views
    proposed: str | None = None
    winner: str | None = None
    result_how: str | None = None   # confirm | override | end
    result_reason: str | None = None
    events: list[Event] = field(default_factory=list)
