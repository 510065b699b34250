"""A game's folded state under its rules (:class:`Play`), the base every
ruleset's engine extends, and :func:`fork`, the cheap copy a trial fold
("why not", the host's night trial) works on."""

from __future__ import annotations

import copy
from abc import ABC, abstractmethod
from decimal import Decimal
from enum import Enum
from typing import Any, Mapping, Protocol, Sequence

from .errors import RuleError
from .events import Event
from .inputs import HostInput
from .steps import Step
from .views import HostView, NightScript, PlayerView, PublicView


_ATOMS = (int, float, str, bool, bytes, type(None), Decimal, frozenset, range)
_SHARED: set[type] = set(_ATOMS)
"""Types :func:`fork` shares (atoms, and each frozen dataclass it has met)."""


def fork(value: Any, memo: dict[int, Any]) -> Any:
    """A copy of a fold's state that a trial fold may change without
    touching ``value``: lists, dicts, sets and mutable objects are copied,
    what cannot change is shared (numbers, text, enums, tuples of those,
    frozen dataclasses such as events and records). ``memo`` (id → copy)
    keeps aliases aliased and shares what it is seeded with (the setup).
    Anything else is deep-copied."""
    key = id(value)
    if key in memo:
        return memo[key]
    kind = type(value)
    if kind in _ATOMS or isinstance(value, Enum):
        return value
    if kind is list:
        if _SHARED.issuperset(map(type, value)):     # e.g. the events: a copy of the list only (checked in C)
            out_list: list[Any] = value[:]
            memo[key] = out_list
            return out_list
        out_list = []
        memo[key] = out_list
        out_list.extend([fork(v, memo) for v in value])
        return out_list
    if kind is dict:
        out_dict: dict[Any, Any] = {}
        memo[key] = out_dict
        for k, v in value.items():
            out_dict[k] = fork(v, memo)
        return out_dict
    if kind is set:
        out_set = set(value)        # set members are hashable: immutable here
        memo[key] = out_set
        return out_set
    if kind is tuple:
        if _SHARED.issuperset(map(type, value)):
            return value
        items = [fork(v, memo) for v in value]
        return value if all(a is b for a, b in zip(items, value)) else tuple(items)
    params = getattr(kind, "__dataclass_params__", None)
    if params is not None and params.frozen:
        _SHARED.add(kind)
        return value
    if hasattr(value, "__dict__"):
        out = copy.copy(value)
        memo[key] = out
        for name, v in vars(value).items():
            out.__dict__[name] = fork(v, memo)
        return out
    return copy.deepcopy(value, memo)


class SeatPoints(Protocol):
    """One seat's points in a finished game as every ruleset's points line
    reads (C-11, S-12.2): ``base``, ``useful`` (and ``useful_count``
    actions), ``penalty`` (≤ 0), ``bonus`` and their ``total``; floats for a
    club scheme, exact decimals for sport Mafia (S-12.6)."""

    @property
    def base(self) -> float | Decimal: ...
    @property
    def useful(self) -> float | Decimal: ...
    @property
    def useful_count(self) -> int: ...
    @property
    def penalty(self) -> float | Decimal: ...
    @property
    def bonus(self) -> float | Decimal: ...
    @property
    def total(self) -> float | Decimal: ...


class Play(ABC):
    """One game's folded state under a ruleset: mutable, owned by one
    :class:`~app.core.game.Game`, rebuilt from the inputs on undo.

    :meth:`apply` folds one input or raises :class:`RuleError` (the
    :class:`Game` then refolds, so a half-applied input leaves no trace).
    """

    events: list[Event]
    setup: Any

    @abstractmethod
    def apply(self, inp: HostInput) -> None:
        """Fold one input; raises :class:`RuleError` naming the rule."""

    @property
    @abstractmethod
    def step(self) -> Step | None:
        """What the host is doing now, or None once the game is finished."""

    @property
    @abstractmethod
    def step_no(self) -> int:
        """How many steps are behind: a step is "new" when this changes."""

    @property
    @abstractmethod
    def winner(self) -> str | None:
        """The final result once finished (a result id of the ruleset), else None."""

    @abstractmethod
    def alive(self) -> list[int]:
        """Living seats in seat order."""

    def why_not(self, inp: HostInput) -> RuleError | None:
        """Why ``inp`` would be refused now, or None if it would be taken.

        Never changes the state. This default folds ``inp`` into a fork of
        the state (:func:`fork`: what the fold keeps immutable, its events
        and records, is shared, so it costs little more at input 120 than at
        input 1, #26); a ruleset answers its frequent questions (a
        nomination, a night target) directly first."""
        trial = fork(self, {id(self.setup): self.setup})
        try:
            trial.apply(inp)
        except RuleError as err:
            return err
        return None

    @abstractmethod
    def public_view(self) -> PublicView:
        """What the room may see now: no role, target, check or immunity."""

    @abstractmethod
    def host_view(self) -> HostView:
        """Everything the host sees, including roles and the night."""

    def night_script(self) -> NightScript:
        """Tonight's calls for the voice (none by default)."""
        return NightScript()

    def player_view(self, seat: int) -> PlayerView:
        """What ``seat`` may know now (:class:`~app.core.views.PlayerView`):
        by default its own role and team, its public seat, no partners and
        no private answers. Raises ``KeyError`` for a seat not at the table."""
        public = self.public_view()
        own = next(s for s in self.host_view().seats if s.seat == seat)
        shown = next(s for s in public.seats if s.seat == seat)
        return PlayerView(seat, shown.name, own.role, own.team, shown.alive, shown.fouls, shown.out,
                          self.partners(seat), tuple(self.answers(seat)), public)

    def partners(self, seat: int) -> tuple[tuple[int, str | None], ...]:
        """The seats ``seat`` knows as its team's now (where its rules say
        they meet), with their roles where shown; none by default."""
        return ()

    def answers(self, seat: int) -> list[Mapping[str, Any]]:
        """What the rules have answered ``seat`` privately so far; none by default."""
        return []

    @abstractmethod
    def result_json(self) -> dict[str, Any]:
        """The replay output of the ruleset's script format (spec)."""

    def points(self, scheme: object = None) -> Mapping[int, float | Decimal] | None:
        """Points per seat once finished under ``scheme`` (the setup's when
        None): a float (OK4U) or an exact Decimal (FIIM, S-12.6); None while
        the game goes on or for a game without points."""
        return None

    def points_breakdown(self, scheme: object = None) -> Mapping[int, SeatPoints] | None:
        """Per seat (1-based), the ruleset's points line; None before the end."""
        return None

    def points_as_of(self, edition: int, scheme: object = None) -> Mapping[int, float | Decimal] | None:
        """The points an earlier reading of the rules (``edition``, see
        :data:`RULES_EDITION`) gave this same finished game under ``scheme``,
        where only a points rule changed since; by default today's
        :meth:`points`."""
        return self.points(scheme)

    def useful_actions(self, scheme: object = None) -> Sequence[object]:
        """The useful actions the scheme counts (C-11); none by default."""
        return []
