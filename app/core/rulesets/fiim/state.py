"""What one sport Mafia game's fold keeps (S-2 … S-17): its state, its
own records and events, and the phases only sport Mafia has."""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from ... import steps as S
from ...events import Event
from ...records import Check, Elimination
from .points import ZERO

NIGHT0 = "night0"
BEST_MOVE = "best_move"
BLACK = frozenset({"mafia", "don"})
SPEAKS = ("killed", "voted", "lifted")
WORST_MOVE = Decimal("-0.3")
"""The worst-move mark's entry (худший ход, S-12.4, S-17.8)."""
"""S-7.1: who leaves this way gets a farewell; fouls and removals leave silently."""


@dataclass(frozen=True)
class BestMoveRecord:
    """The best move (S-11): the victim's ``seat``, the seats ``named`` in
    input order (empty: declined), how many are ``black``, its ``points``."""

    seat: int
    named: tuple[int, ...]
    black: int
    points: Decimal

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "named": list(self.named), "black": self.black, "points": self.points}


@dataclass(frozen=True)
class Penalty:
    """An automatic penalty (S-12.5): ``kind`` fouls/disqualified/team_defeat."""

    seat: int
    points: Decimal
    kind: str


@dataclass(frozen=True)
class PointsLine:
    """One seat's game points (S-12.2), exact: ``base`` (S-12.1), ``extra``
    ДБ with ``auto_extra`` (S-12.4), ``best_move`` ЛХ (S-12.3), ``penalty``
    (S-12.5); :attr:`total` their sum (no Ci, S-13). ``bonus``, ``useful``
    and ``useful_count`` let the shared points table read it like a club line."""

    base: Decimal
    extra: Decimal
    best_move: Decimal
    penalty: Decimal
    useful: Decimal = ZERO
    useful_count: int = 0

    @property
    def total(self) -> Decimal:
        return self.base + self.extra + self.best_move + self.penalty

    @property
    def bonus(self) -> Decimal:
        return self.extra


@dataclass(frozen=True)
class BestMoveMade(Event):
    """The night-1 victim ``seat`` named ``named`` (S-11.2; empty: declined)."""

    seat: int
    named: tuple[int, ...]


@dataclass(frozen=True)
class Night0Ended(Event):
    """Night 0 (the agreement, S-2) is over."""


@dataclass
class State:
    """Everything the fold keeps; read through the views."""

    alive: set[int]
    fouls: dict[int, int]
    phase: str = NIGHT0              # night0 | day | night | best_move | finished
    day: int = 0
    night: int = 0
    sub: str = "speeches"            # speeches | vote | justify | revote | lift | done
    openers: dict[int, int] = field(default_factory=dict)
    spoken: list[int] = field(default_factory=list)
    nominations: list[int] = field(default_factory=list)
    nominated_by: dict[int, int] = field(default_factory=dict)
    no_vote_days: set[int] = field(default_factory=set)
    candidates: list[int] = field(default_factory=list)
    justify: list[int] = field(default_factory=list)
    votes_today: list[tuple[str, dict[int, int]]] = field(default_factory=list)
    lift_today: int | None = None
    farewells: list[int] = field(default_factory=list)
    pending: list[tuple[int, str, str | None]] = field(default_factory=list)
    lost_speech: dict[int, int] = field(default_factory=dict)
    eliminated: list[Elimination] = field(default_factory=list)
    penalties: list[Penalty] = field(default_factory=list)
    bonuses: list[tuple[int, Decimal, str]] = field(default_factory=list)
    shots: list[tuple[int, int | None]] = field(default_factory=list)
    checks: list[Check] = field(default_factory=list)
    answers: dict[str, int | None] = field(default_factory=dict)
    best_move: BestMoveRecord | None = None
    draw_window: int = 1
    transcript: list[S.Step] = field(default_factory=list)       # the steps behind, printed by the result
    proposed: str | None = None
    proposed_reason: str | None = None
    winner: str | None = None
    result_how: str | None = None
    result_reason: str | None = None
    head_judge: bool = False
    events: list[Event] = field(default_factory=list)
