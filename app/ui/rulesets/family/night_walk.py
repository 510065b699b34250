"""The City Mafia family's night at the table (C-7): the host walks the
calls in wake order, picks each role's target (held until Enter, so a
second click changes it), and goes back a call; a dead role's call keeps
the usual pause on the timer (C-7.2). A mixin of the window's
:class:`~app.ui.controller.GameController`, whose game, timer, messages and
inputs it uses; its only state is the pick not yet confirmed (issue #38,
item 2: the family's night state lives in the family's package)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from ....core.inputs import NightAction
from ....core.ruleset import Changes
from ... import texts


class NightWalk:
    """The night's calls of :class:`~app.ui.controller.GameController` (its mixin)."""

    _pending_pick: tuple[str, int | None] | None = None
    """The current call's pick before Enter: (role, seat or None)."""
    # what the controller gives it
    game: Any
    live: Any
    timer: Any
    message: Any
    timerChanged: Any
    _warned: bool
    _fired: bool
    push: Any
    undo: Any
    emit_changed: Any
    _schedule_zero: Any

    def _start_night(self) -> None:
        self._pending_pick = None

    @property
    def night_roles(self) -> list[str]:
        """Tonight's calls in wake order (the core's, C-7.1/C-7.2)."""
        return [] if self.game is None else list(self.game.host_view().night_calls)

    @property
    def night_index(self) -> int:
        """How many of tonight's calls are answered (stored inputs)."""
        return 0 if self.game is None else len(self.game.host_view().night_answers)

    @property
    def night_picks(self) -> dict[str, int | None]:
        """Tonight's answers, with the current call's pick not yet confirmed."""
        picks = {} if self.game is None else dict(self.game.host_view().night_answers)
        if self._pending_pick is not None and self._pending_pick[0] == self.night_role:
            picks[self._pending_pick[0]] = self._pending_pick[1]
        return picks

    @property
    def night_role(self) -> str | None:
        """The role being called now, or None outside the night."""
        return None if self.game is None else self.game.host_view().night_call

    def night_pick(self, seat: int | None) -> None:
        """Pick ``seat`` (None: no action) for the role being called (C-7)."""
        if self.live.night_pick(seat):
            return                         # the game's own night (e.g. a forum city's calls)
        role = self.night_role
        if role is None or self.game is None:
            return
        if role not in self.game.host_view().night_acting:
            self.message.emit("info", QCoreApplication.translate("GameController", "This role is out of the game: wait for the pause, then go on (C-7.2)."))
            self.emit_changed()
            return
        err = self.game.why_not(NightAction(role, seat))
        if err is not None:
            self.message.emit("error", texts.error_text(err))
            self.emit_changed()
            return
        self._pending_pick = (role, seat)
        self.emit_changed(Changes(seats=True))

    def night_next(self) -> None:
        """Answer the current call with its pick (none: no action) as a stored
        input; after the last call the core applies the night."""
        role = self.night_role
        if role is None:
            return
        pick = self._pending_pick[1] if self._pending_pick and self._pending_pick[0] == role else None
        if not self.push(NightAction(role, pick)):
            return
        self._pending_pick = None
        if self.night_role is None:
            return
        self._call_timer()

    def _call_timer(self) -> None:
        """A new call: the timer runs the usual pause for a dead role (C-7.2)."""
        self.timer.reset(self._night_pause())
        if self.timer.total:
            self.timer.start()
            self._schedule_zero()
        self._warned = self._fired = False
        self.timerChanged.emit()
        self.emit_changed()

    def _night_pause(self) -> int:
        """A dead role's call gets the usual pause on the timer (C-7.2); a living one none,
        except sport Mafia's checks, each timed (S-9.1)."""
        view = None if self.game is None else self.game.host_view()
        if view is None or view.night_call is None:
            return 0
        if self.game is not None and view.night_call in self.game.ruleset.timed_calls:
            return int(view.night_pause_seconds)     # e.g. sport Mafia times every check, 10 s (S-9.1)
        if view.night_call in view.night_acting:
            return 0
        return int(view.night_pause_seconds)

    def night_back(self) -> None:
        """Back to the previous call (undo its answer)."""
        if self.night_role is not None and self.night_index > 0:
            self._pending_pick = None
            self.undo()
            self._call_timer()
