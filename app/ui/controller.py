"""The one place the window talks to the game: host actions in, "changed" out.

:class:`GameController` owns the :class:`~app.core.game.Game`, the speech
timer (on an injected clock, :mod:`.controller_timer`) and the seat
selected. A game's state between inputs (the City Mafia family's
nomination being made, vote being entered and night's calls; a best move's
named seats; a live forum night's call) is its kit's :class:`~.rulesets.Live`
(:attr:`GameController.live`), told of every change and new step.
Widgets call its methods and redraw on its signals; no widget reaches into
another.
"""

from __future__ import annotations

import logging
import time
from decimal import Decimal
from typing import Any, Callable

from PySide6.QtCore import QObject, QSettings, Qt, QTimer, Signal

from ..core import steps as S
from ..core.errors import MafiaError
from ..core.game import Game
from ..core.inputs import (
    Bonus, Confirm, Foul, HostInput, Override, Remove,
)
from ..core import events as E
from ..core.ruleset import Changes
from ..core.setup import GameSetup
from ..core.timer import SpeechTimer
from ..service import Desk, Problem
from . import texts
from .controller_timer import TimerControl
from .later import AfterTheHost
from .rulesets import Live, kit_for

log = logging.getLogger(__name__)
"""A live forum table's step kinds (M-11): the day's jail vote, the night's orders."""


class GameController(QObject, TimerControl):
    """Host actions on the current game, and the signals views redraw on.

    Signals: ``changed`` (what changed: a :class:`~app.core.ruleset.Changes`;
    views redraw what it names), ``timerChanged`` (start,
    pause, ±10 s, new step), ``message(level, text)`` (``"info"``,
    ``"warning"``, ``"error"``: what the host must notice), ``warning``
    (10 s left, once per speech), ``expired`` (zero reached, once per speech).
    ``clock`` returns monotonic seconds; tests inject a fake one.
    """

    changed = Signal(object)
    timerChanged = Signal()
    message = Signal(str, str)
    warning = Signal()
    expired = Signal()
    savingChanged = Signal(bool)

    commit_wait: float | None = 0.03
    """Seconds an input waits for its write before the window shows it as
    pending ("saving…") and lets the host go on: a normal commit (about
    1 ms) never shows as pending; another program's lock never freezes the
    window (issue #23). None: wait until it commits (a turn desk)."""

    timed = True
    """Whether the game has a speech timer to keep in the database (a turn desk's has none)."""

    def __init__(self, clock: Callable[[], float] = time.monotonic, parent: QObject | None = None,
                 store=None, desk: Desk | None = None):
        """``desk``: the :class:`~app.service.Desk` that owns the game and the
        store (a new one over ``store`` if None); every input is written to
        the store before the change is shown (no store: nothing is kept)."""
        super().__init__(parent)
        self.clock = clock
        self.desk = desk or Desk(store)
        self.timer = SpeechTimer(0, clock)
        self.selected: int | None = None
        self.confirmed_points: dict[int, float] | None = None   # once the host confirmed them (C-11)
        self.live: Live = Live(self)           # the game's kit's state between inputs (e.g. a best move named)
        self._step_key: object = None
        self._warned = self._fired = False
        self._zero = QTimer(self)
        self._zero.setSingleShot(True)
        self._zero.setTimerType(Qt.TimerType.PreciseTimer)
        self._zero.timeout.connect(self.poll)
        # kept in the database once the window has drawn the change: the write's work on the
        # writer thread never competes with the drawing (#26)
        self._timer_save = AfterTheHost(self.save_timer, self)
        self.timerChanged.connect(self._timer_save.ask)
        self._persist = QTimer(self)
        self._persist.setInterval(2000)
        self._persist.timeout.connect(lambda: self.save_timer() if self.timer.running else None)
        self._persist.start()
        self._timer_warned = False
        self._saving = QTimer(self)        # while writes are pending: take them as they commit
        self._saving.setInterval(15)
        self._saving.timeout.connect(self.settle)
        self._heartbeat = QTimer(self)     # keep this window's hold on the game (the lease)
        self._heartbeat.setInterval(30_000)
        self._heartbeat.timeout.connect(self.heartbeat)
        self._heartbeat.start()

    # ------------------------------------------------------------- game
    @property
    def game(self) -> Game | None:
        """The game in play (the desk's)."""
        return self.desk.game

    @property
    def playing(self) -> Game:
        """The game in play, for a panel or a kit that is shown only while
        one is; raises RuntimeError when none is (a bug, never a host's error)."""
        game = self.desk.game
        if game is None:
            raise RuntimeError("no game in play")
        return game

    @property
    def game_id(self) -> int | None:
        """Its stored id, or None when nothing is kept."""
        return self.desk.game_id

    @game_id.setter
    def game_id(self, value: int | None) -> None:
        self.desk.game_id = value

    @property
    def store(self):
        """The desk's database (None: nothing is kept)."""
        return self.desk.store

    @store.setter
    def store(self, value) -> None:
        self.desk.store = value

    def emit_changed(self, changes: Changes | None = None) -> None:
        """Tell the views; ``None``: redraw everything (a new game, undo, a pick)."""
        self.changed.emit(changes or Changes(everything=True))

    def start(self, setup: GameSetup | None, inputs: tuple[HostInput, ...] = (),
              game_id: int | None = None, game: Game | None = None) -> None:
        """Start a game from ``setup`` (replaying ``inputs``, e.g. an import),
        or show ``game`` as it is (a resumed one); ``game_id`` is its stored id.
        ``setup`` None: no game.

        Raises :class:`MafiaError` if an input is illegal; nothing changes then.
        """
        if setup is None and game is None:
            self.desk.show(None)
            self._step_key = None
            self.timer.reset(0)
            self.timerChanged.emit()
            self.emit_changed()
            return
        if game is None:
            assert setup is not None
            game = Game(setup, inputs)
        setup = game.setup
        self.confirmed_points = None
        self.desk.show(game, game_id)
        self.live = kit_for(game.ruleset.id).live(self)
        self.selected = None
        self._step_key = None
        self._after_change(())
        log.info("game started: %d players, %d inputs", setup.players, len(inputs))

    def push(self, inp: Any, source: dict[str, Any] | None = None) -> bool:
        """Apply one host input (``source``: the post it was read from, kept
        with it, #43); on a broken rule show why and change nothing."""
        if self.game is None:
            return False
        try:
            changes = self.desk.push_pending(inp, source) if source else self.desk.push_pending(inp)
        except MafiaError as err:     # a rule's refusal (RuleError), or an input its game cannot read
            self.message.emit("error", texts.error_text(err))
            return False
        except Problem as err:
            self.message.emit("error", self.problem_text(err))
            self.emit_changed()
            return False
        if self.settle(self.commit_wait):     # taken back: the message belongs to the step as it is
            return False
        log.info("input %s", inp.to_json())
        self._after_change(changes, autostart=True)
        return True

    @property
    def saving(self) -> bool:
        """An input is shown but its write has not committed yet (pending)."""
        return self.desk.saving

    def settle(self, wait: float | None = 0.0) -> bool:
        """Take the writes that committed (waiting up to ``wait`` s); tell
        the window while some are pending. A failed write has been taken back
        with every input behind it: say so and redraw. Returns True then."""
        problem = self.desk.settle(wait)
        saving = self.desk.saving
        if saving != self._saving.isActive():
            if saving:
                self._saving.start()
            else:
                self._saving.stop()
            self.savingChanged.emit(saving)
        if problem is None:
            return False
        text = self.problem_text(problem)
        if problem.dropped > 1:
            text += " " + self.tr("Taken back with it: the %1 entries made after it.").replace(
                "%1", str(problem.dropped - 1))
        self.message.emit("error", text)
        self._step_key = None
        self._after_change(Changes(everything=True, step=True))
        return True

    def finish_writes(self) -> None:
        """Wait for every pending write (closing the window); a failure is told."""
        self.settle(None)

    def undo(self) -> None:
        """Undo the last thing the host did: a pick not yet confirmed with
        Enter, else the last input (a night call answered is one, too)."""
        if self.live.take_back():
            self.emit_changed()
            return
        if self.game is None:
            return
        try:
            undone = self.desk.undo_pending()
        except Problem as err:
            self.message.emit("error", self.problem_text(err))
            return
        if undone is not None and not self.settle(self.commit_wait):
            self._after_change(Changes(everything=True, step=True))
            self.message.emit("info", self.tr("Undone."))

    def redo(self) -> None:
        if self.game is None:
            return
        try:
            redone = self.desk.redo_pending()
        except Problem as err:
            self.message.emit("error", self.problem_text(err))
            return
        if redone is not None and not self.settle(self.commit_wait):
            self._after_change(Changes(everything=True, step=True))

    def problem_text(self, err: Problem) -> str:
        """What to tell the host about a write the database refused."""
        if err.kind == "elsewhere":
            return self.elsewhere_text()
        return texts.problem_text(err)

    def elsewhere_text(self) -> str:
        return self.tr("This game is open in another Mafia Host window; nothing was saved here.")

    def heartbeat(self) -> None:
        """Renew this window's hold on its game; say so once if another window took it."""
        try:
            self.desk.heartbeat()
        except Problem as err:
            if err.kind == "elsewhere":
                self.message.emit("error", self.elsewhere_text())
            else:
                log.warning("lease not renewed: %s", err)

    def resume(self, stored) -> None:
        """Show a stored game exactly where the host left it, timer paused (issue: resume)."""
        held = self.desk.game if self.desk.game_id == stored.id else None
        self.start(None, game=held or stored.rebuild(), game_id=stored.id)
        step = self.step
        if stored.timer_remaining is not None and self.speaking(step):
            self.timer.set_remaining(stored.timer_remaining)
            self.timerChanged.emit()

    def projector_feed(self):
        """The only door to the game the projector gets: public view and timer."""
        from .chance import projector_chance
        from .projector_feed import ProjectorFeed

        def remaining() -> float | None:
            step = self.step
            if not self.speaking(step) or self.timer.total <= 0:
                return None
            return self.timer.remaining()

        return ProjectorFeed(
            view=lambda: None if self.game is None else self.game.public_view(),
            remaining=remaining,
            running=lambda: self.timer.running,
            entering=lambda: self.live.entering() or (None, {}),
            points=lambda: self.confirmed_points if self.game is not None and self.game.status == "finished"
            else None,
            chance=lambda: projector_chance(self),
        )

    @property
    def step(self) -> S.Step | None:
        return None if self.game is None else self.game.step

    @property
    def step_now(self) -> S.Step:
        """The step in play, for a step's panel (shown only while there is
        one); raises RuntimeError when the game is over or none is loaded."""
        step = self.step
        if step is None:
            raise RuntimeError("no step in play")
        return step

    def speaking(self, step: S.Step | None) -> bool:
        """A player speaks on the timer in ``step`` (its kit's ``speaking_steps``:
        the family's speeches, a best move)."""
        if step is None or self.game is None:
            return False
        return step.kind in kit_for(self.game.ruleset.id).speaking_steps

    def name(self, seat: int | None) -> str:
        if self.game is None or seat is None:
            return ""
        return self.game.setup.name(seat) or self.tr("Player %1").replace("%1", str(seat))

    def _after_change(self, changes: Changes | tuple = (), autostart: bool = False) -> None:
        """After an input (``autostart``: the host moved the game on) or an undo/redo/start."""
        if not isinstance(changes, Changes):
            changes = Changes(everything=True)
        step = self.step
        key = None if step is None or self.game is None else (step, self.game.step_no)
        self.live.changed(step, key == self._step_key)
        if key != self._step_key:
            self._step_key = key
            self.selected = None   # a night pick must not stay selected into the day (a stray F or N)
            self._new_step(step)
            if autostart and self.speaking(step) and self.timer.total > 0 \
                    and QSettings().value("timer/autostart", False, type=bool):
                self.timer.start()   # [setting, off by default] the next speaker's time runs at once
                self._schedule_zero()
                self.timerChanged.emit()
        kit = kit_for(self.game.ruleset.id) if self.game is not None else None
        notices = [n for n in (kit.notice(ev, self._who(ev)) for ev in changes.events) if n] if kit else []
        if notices:
            level = "warning" if any(lv == "warning" for lv, _ in notices) else "info"
            self.message.emit(level, " ".join(text for _, text in notices))
        self.emit_changed(changes)

    def _new_step(self, step: S.Step | None) -> None:
        seconds = self.live.new_step(step) or 0        # the step's time on the timer (its kit's)
        self.timer.reset(seconds)
        self._warned = self._fired = False
        self._zero.stop()
        self.timerChanged.emit()

    def _who(self, ev: E.Event) -> str:
        """"3 Dina": the seat an event is about, with its name ("" for none)."""
        seat = getattr(ev, "seat", None)
        return f"{seat} {self.name(seat)}" if isinstance(seat, int) else ""

    # ------------------------------------------------------------- seats
    def select(self, seat: int | None) -> None:
        """Select a seat (digits, click); at night it is also the current role's pick."""
        if self.game is None or (seat is not None and not 1 <= seat <= self.game.setup.players):
            return
        self.selected = seat
        if seat is not None and self.live.select(seat):
            return                         # the game's step took it (a night pick, whose hands a forum day counts)
        self.emit_changed(Changes(seats=True))

    def click_seat(self, seat: int) -> None:
        """A click on a seat: select it and do the step's seat action
        (nominate during a speech, pick a target at night)."""
        if self.live.click(seat):
            return      # the step took it (its kit's Live): a nomination, a raised hand, a best move's seat
        self.select(seat)

    def foul(self, seat: int | None = None) -> None:
        seat = self.selected if seat is None else seat
        if seat is None:
            self.message.emit("error", self.tr("Select a seat first (digits or click)."))
            return
        self.push(Foul(seat))

    def remove(self, seat: int, reason: str) -> None:
        self.push(Remove(seat, reason))

    def bonus(self, seat: int, points: "float | Decimal", reason: str) -> None:
        self.push(Bonus(seat, points, reason))

    def end_game(self, winner: str, reason: str, seat: int | None = None) -> None:
        """The host ends the game early with a reason (the ruleset's end rule);
        ``seat``: the winning loner where the rules name one (M-9.3)."""
        if self.game is not None:
            self.push(self.game.ruleset.end_input(winner, reason, seat))

    # ------------------------------------------------------------- steps
    def confirm(self, head_judge: bool = False) -> None:
        """Confirm the proposed result; ``head_judge``: the head judge approved
        extra points that need it (S-12.4)."""
        self.push(Confirm(head_judge))

    def override(self, winner: str, reason: str) -> None:
        if not reason.strip():
            self.message.emit("error", self.tr("Give a reason for overriding the result (C-9.2)."))
            return
        self.push(Override(winner, reason))

    def _input(self, data: dict[str, Any]) -> Any:
        """The game's input written as its ruleset's script form (e.g. a live
        forum table's ``{"live_order": …}``): the window builds no ruleset's
        input class itself."""
        assert self.game is not None
        return self.game.ruleset.parse_input(data)
