"""The game: a fold over the host's inputs, whatever the ruleset.

:class:`Game` holds the :class:`~app.core.setup.GameSetup` and the
append-only list of inputs; the state is the ruleset's
:class:`~app.core.ruleset.Play`, rebuilt from the inputs, so undo is "drop
the last input and fold again". :meth:`Game.push` applies one input or
raises :class:`~app.core.errors.RuleError` naming the rule and changes
nothing; it returns the :class:`~app.core.ruleset.Changes` it made.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any, Iterable, Mapping, Sequence

from .errors import RuleError
from .events import RESULT_EVENTS, SEAT_EVENTS
from .inputs import HostInput
from .play import SeatPoints
from .ruleset import Changes, Ruleset
from .setup import GameSetup
from .steps import Step
from .views import HostView, NightScript, PlayerView, PublicView


class Game:
    """One game: setup + inputs → the ruleset's state.

    ``Game(setup, inputs)`` replays ``inputs`` (raising :class:`RuleError`
    at the first illegal one). Mutators: :meth:`push`, :meth:`undo`,
    :meth:`redo`, :meth:`discard_last`. Queries: :attr:`step`,
    :attr:`status`, :attr:`winner`, :meth:`why_not`/:meth:`legal`,
    :meth:`public_view` (the room's) and :meth:`host_view`, :meth:`points`.
    """

    def __init__(self, setup: GameSetup, inputs: Iterable[HostInput] = ()) -> None:
        self.setup = setup
        self.ruleset: Ruleset = setup.rules
        self._inputs: list[HostInput] = []
        self._redo: list[HostInput] = []
        self._play = self.ruleset.start(setup)
        self._views: tuple[PublicView, HostView] | None = None
        apply = self._play.apply       # a replay: no Changes to build (#26)
        for inp in inputs:
            apply(inp)
            self._inputs.append(inp)

    # ------------------------------------------------------------ mutators
    @property
    def inputs(self) -> tuple[HostInput, ...]:
        """The inputs so far, oldest first."""
        return tuple(self._inputs)

    def push(self, inp: HostInput) -> Changes:
        """Apply one host input; returns what it changed.

        Raises :class:`RuleError` (naming the rule id) if the input is illegal
        now; the game is then unchanged. A successful push clears redo.
        """
        changes = self._push(inp)
        self._redo.clear()
        return changes

    def _push(self, inp: HostInput) -> Changes:
        play = self._play
        before_events, before_step = len(play.events), play.step_no
        try:
            play.apply(inp)
        except RuleError:
            self._refold()  # a handler may have started mutating
            raise
        self._inputs.append(inp)
        self._views = None
        events = tuple(play.events[before_events:])
        return Changes(
            events=events,
            step=play.step_no != before_step,
            seats=any(isinstance(e, SEAT_EVENTS) for e in events),
            result=any(isinstance(e, RESULT_EVENTS) for e in events),
        )

    def undo(self) -> HostInput | None:
        """Drop the last input (refolding the rest); returns it, or None if none."""
        if not self._inputs:
            return None
        inp = self._inputs.pop()
        self._redo.append(inp)
        self._refold()
        return inp

    def redo(self) -> HostInput | None:
        """Re-apply the last undone input; returns it, or None if none."""
        if not self._redo:
            return None
        inp = self._redo.pop()
        self._push(inp)
        return inp

    @property
    def redo_stack(self) -> tuple[HostInput, ...]:
        """Inputs :meth:`redo` would re-apply, next one last."""
        return tuple(self._redo)

    def discard_last(self, redo: Iterable[HostInput]) -> None:
        """Take back the last push as if it never happened, restoring the redo
        stack it cleared (the caller could not record it, e.g. a failed write)."""
        if self._inputs:
            self._inputs.pop()
        self._redo = list(redo)
        self._refold()

    def restore(self, inputs: Iterable[HostInput], redo: Iterable[HostInput]) -> None:
        """Put the game back to ``inputs`` with ``redo`` (a state it was in,
        e.g. before writes that failed): refolded, nothing checked again."""
        self._inputs = list(inputs)
        self._redo = list(redo)
        self._refold()

    @property
    def can_undo(self) -> bool:
        return bool(self._inputs)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    def _refold(self) -> None:
        self._views = None
        self._play = self.ruleset.start(self.setup)
        for inp in self._inputs:
            self._play.apply(inp)

    # ------------------------------------------------------------- queries
    @property
    def step(self) -> Step | None:
        """The current step, or None when the game is finished."""
        return self._play.step

    @property
    def step_no(self) -> int:
        """The current step's serial: it changes with every new step."""
        return self._play.step_no

    @property
    def status(self) -> str:
        """``"finished"`` or ``"in_progress"``."""
        return "in_progress" if self._play.step is not None else "finished"

    @property
    def winner(self) -> str | None:
        """The final result once finished (a result id of the ruleset), else None."""
        return self._play.winner

    @property
    def alive(self) -> list[int]:
        """Living seats in seat order."""
        return self._play.alive()

    def why_not(self, inp: HostInput) -> RuleError | None:
        """Why ``inp`` would be refused now (the error :meth:`push` would
        raise, with its rule id), or None if it would be taken. Changes nothing."""
        return self._play.why_not(inp)

    def legal(self, inp: HostInput) -> bool:
        """Whether :meth:`push` would take ``inp`` now."""
        return self.why_not(inp) is None

    def public_view(self) -> PublicView:
        """The room's view (projector, voice): no secrets."""
        return self._both()[0]

    def host_view(self) -> HostView:
        """The host's view: everything."""
        return self._both()[1]

    def night_script(self) -> NightScript:
        """What the host reads aloud tonight (the voice's script): calls in
        wake order and how many are answered; no seat, no target."""
        return self._play.night_script()

    def _both(self) -> tuple[PublicView, HostView]:
        if self._views is None:
            self._views = (self._play.public_view(), self._play.host_view())
        return self._views

    def points(self, scheme: object = None) -> Mapping[int, float | Decimal] | None:
        """Points per seat once finished, under ``scheme`` (default: the
        setup's); None before the end."""
        return self._play.points(scheme)

    def player_view(self, seat: int) -> PlayerView:
        """What ``seat`` may know now (its phone): the ruleset's
        :meth:`~app.core.ruleset.Play.player_view`. ``KeyError`` for a seat
        not at the table."""
        if not any(s.seat == seat for s in self.setup.seats):
            raise KeyError(seat)
        return self._play.player_view(seat)

    def points_as_of(self, edition: int, scheme: object = None) -> Mapping[int, float | Decimal] | None:
        """The points an earlier reading of the rules gave this finished game
        (:meth:`~app.core.ruleset.Play.points_as_of`); None before the end."""
        return self._play.points_as_of(edition, scheme)

    def points_breakdown(self, scheme: object = None) -> Mapping[int, SeatPoints] | None:
        """Per seat, the ruleset's points lines (base, useful, penalty,
        bonus, total); None before the end or without points."""
        return self._play.points_breakdown(scheme)

    def useful_actions(self, scheme: object = None) -> Sequence[Any]:
        """The useful actions so far that ``scheme`` (default: the setup's) counts."""
        return self._play.useful_actions(scheme)

    def result_json(self) -> dict[str, Any]:
        """The replay output of the ruleset's script format."""
        return self._play.result_json()
