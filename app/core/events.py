"""Typed events: what happened at the table, as the fold saw it.

Every event says when (``day`` or ``night``, exactly one set). The log, the
host's notices and the change report of :meth:`Game.push` read these; match
on the class, never on a string. The City Mafia family (``ok4u``, ``fiim``)
shares them; a ruleset may add its own subclasses of :class:`Event`.
"""

from __future__ import annotations

import inspect
from dataclasses import MISSING, dataclass, field, fields
from decimal import Decimal
from typing import Any, Mapping

from .shared import Shared


@dataclass(frozen=True)
class Event:
    """Base of every event: ``day`` or ``night`` (1-based) it happened in."""

    day: int | None = field(default=None, kw_only=True)
    night: int | None = field(default=None, kw_only=True)


@dataclass(frozen=True)
class SpeechEnded(Event):
    """A speech ended: ``kind`` is speech/justification/farewell (a step
    kind); ``nominate`` the seat he nominated, or None (C-4.3)."""

    kind: str
    seat: int
    nominate: int | None = None


_SPEECHES: Shared[SpeechEnded] = Shared(
    lambda kind, seat, nominate, day: SpeechEnded(str(kind), seat, nominate, day=day))


def speech_ended(kind: str, seat: int, nominate: int | None, day: int | None) -> SpeechEnded:
    """``SpeechEnded(kind, seat, nominate, day=day)``, made once per process
    and shared (:class:`~app.core.shared.Shared`): game after game has the
    same speeches (#38). Its ``kind`` is a plain str (a step kind equals its
    name)."""
    return _SPEECHES[(kind, seat, nominate, day)]


@dataclass(frozen=True)
class VoteCounted(Event):
    """A vote or revote (``kind``) counted: candidate seat → votes (C-6.1)."""

    kind: str
    counts: Mapping[int, int]


@dataclass(frozen=True)
class Tie(Event):
    """The leaders of a vote tied (C-6.3, C-6.4)."""

    seats: tuple[int, ...]


@dataclass(frozen=True)
class NobodyLeaves(Event):
    """A vote where everybody got zero: nobody leaves (C-6.2)."""


@dataclass(frozen=True)
class LiftCounted(Event):
    """The "all leave?" vote: ``votes_for`` and whether it ``passed`` (C-6.4)."""

    votes_for: int
    passed: bool


@dataclass(frozen=True)
class NightResolved(Event):
    """A night took effect: role → target for every action taken (secret:
    the host's log only), and the ``deaths`` in seat order (C-7, C-8)."""

    actions: Mapping[str, int]
    deaths: tuple[int, ...]


@dataclass(frozen=True)
class Eliminated(Event):
    """``seat`` left the game: ``how`` is killed/voted/lifted/fouls/removed."""

    seat: int
    how: str


@dataclass(frozen=True)
class Fouled(Event):
    """``seat`` got a foul; ``count`` is his fouls now (C-5)."""

    seat: int
    count: int


@dataclass(frozen=True)
class SpeechLost(Event):
    """A 3rd foul: ``seat`` loses his speech on day ``lost_day`` (C-5.3)."""

    seat: int
    lost_day: int


@dataclass(frozen=True)
class NoVoteToday(Event):
    """A 4th foul in the day: no vote today (C-5.4)."""


@dataclass(frozen=True)
class Removed(Event):
    """The host removed (or disqualified) ``seat`` for ``reason`` (C-5.5)."""

    seat: int
    reason: str


@dataclass(frozen=True)
class BonusGiven(Event):
    """The host gave ``seat`` ``points`` (negative: a penalty) for ``reason`` (C-11)."""

    seat: int
    points: float | Decimal
    reason: str


@dataclass(frozen=True)
class ResultProposed(Event):
    """The end of the game is reached: ``winner`` is proposed (C-9.2)."""

    winner: str


@dataclass(frozen=True)
class GameFinished(Event):
    """The result is final: ``winner``, ``how`` (confirm/override/end), the
    host's ``reason`` if any (C-9)."""

    winner: str | None
    how: str
    reason: str | None = None


SEAT_EVENTS = (Eliminated, Fouled, SpeechLost, Removed, SpeechEnded, NightResolved)
"""Events after which a seat looks different (alive, fouls, nominated)."""
RESULT_EVENTS = (ResultProposed, GameFinished, BonusGiven)
"""Events after which the result or the points look different."""


def _filling_init(cls: type) -> Any:
    """An ``__init__`` for the frozen dataclass ``cls`` with the signature
    the dataclass gave it, filling every field in one update of the
    instance's dict: the generated one sets them one by one through
    ``object.__setattr__``, twice the time, and the fold makes an event at
    nearly every input (#26). Only for fields with plain defaults."""
    params = list(inspect.signature(getattr(cls, "__init__")).parameters.values())[1:]
    args, star, values = [], False, {}
    for p in params:
        if p.kind is p.KEYWORD_ONLY and not star:
            args.append("*")
            star = True
        if p.default is not p.empty:
            values[f"_d_{p.name}"] = p.default
            args.append(f"{p.name}=_d_{p.name}")
        else:
            args.append(p.name)
    fields_ = ", ".join(f"{p.name}={p.name}" for p in params)
    exec(f"def __init__(self, {', '.join(args)}):\n    self.__dict__.update({fields_})\n", values)
    return values["__init__"]


for _cls in list(globals().values()):
    if isinstance(_cls, type) and issubclass(_cls, Event) and not any(
            f.default_factory is not MISSING for f in fields(_cls)):
        setattr(_cls, "__init__", _filling_init(_cls))
