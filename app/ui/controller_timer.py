"""The speech timer of the window's game (C-3.4): start, pause, ±10 s,
the 10-second warning and zero, each once a speech, and its position kept in
the database so a restart resumes it. A mixin of
:class:`~app.ui.controller.GameController`."""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QCoreApplication

from ..core.timer import WARNING_SECONDS
from ..service import Problem
from . import texts

log = logging.getLogger("app.ui.controller")


class TimerControl:
    """The speech timer of :class:`~app.ui.controller.GameController` (its mixin)."""

    # what the controller gives it
    timer: Any
    desk: Any
    store: Any
    game_id: Any
    timed: bool
    commit_wait: float | None
    message: Any
    timerChanged: Any
    warning: Any
    expired: Any
    _zero: Any
    _warned: bool
    _fired: bool
    _timer_warned: bool
    step: Any
    speaking: Any
    emit_changed: Any

    def restart_timer(self, seconds: int, run: bool = False) -> None:
        """Put ``seconds`` on the timer, stopped (a step's next timed part,
        e.g. night 0's, S-2) or, with ``run``, running (a dead role's pause at
        night, C-7.2; none when ``seconds`` is 0)."""
        self.timer.reset(seconds)
        self._warned = self._fired = False
        self._zero.stop()
        if run and self.timer.total:
            self.timer.start()
            self._schedule_zero()
        self.timerChanged.emit()
        self.emit_changed()

    def save_timer(self) -> None:
        """Keep the timer's remaining time, so a restart resumes it paused there
        (not for a game without a speech timer: :attr:`timed` False)."""
        if self.store is None or self.game_id is None or not self.timed:
            return
        step = self.step
        left = self.timer.remaining() if self.speaking(step) else None
        try:
            self.desk.save_timer(left, self.timer.running)
        except Problem as err:   # never blocks: a busy database skips this save
            log.warning("timer not saved: %s", err)
            if not self._timer_warned:
                self._timer_warned = True
                self.message.emit("warning", QCoreApplication.translate("GameController", "The timer position is not being saved: %1")
                                  .replace("%1", texts.storage_detail(err)))
        else:
            self._timer_warned = False

    def toggle_timer(self) -> None:
        """Space: start, pause or resume the speech timer (C-3.4: it never moves the game)."""
        if self.timer.total <= 0 and not self.timer.running:
            return
        self.timer.toggle()
        self._schedule_zero()
        self.timerChanged.emit()
        if not self.timer.running:
            self.desk.flush_timer(self.commit_wait)   # a pause is the host's act: kept before we go on

    def add_time(self, seconds: float) -> None:
        """±10 s on the speech timer (``seconds`` may be negative); the warning and zero come again if due."""
        self.timer.add(seconds)
        if self.timer.remaining() > 0:
            self._fired = False
        if self.timer.remaining() > WARNING_SECONDS:
            self._warned = False
        self._schedule_zero()
        self.timerChanged.emit()

    def _schedule_zero(self) -> None:
        self._zero.stop()
        if self.timer.running:
            left = self.timer.remaining()
            target = left - WARNING_SECONDS if left > WARNING_SECONDS and not self._warned else left
            self._zero.start(max(0, int(target * 1000)))

    def poll(self) -> None:
        """Fire ``warning`` at 10 s and ``expired`` at zero, each once per speech.

        Called by a precise single-shot timer at the deadline and by the
        display tick; both read the deadline, so nothing is skipped or doubled.
        """
        left = self.timer.remaining()
        if not self._warned and left <= WARNING_SECONDS and self.timer.total > WARNING_SECONDS:
            self._warned = True
            self.warning.emit()
        if not self._fired and left <= 0 and self.timer.total > 0:
            self._fired = True
            self.expired.emit()
        if not self._fired:
            self._schedule_zero()
