"""The host window's games elsewhere than its table: a kit's own New game,
a game played in its turn desk (its own window, on the room's screens when
nothing is live here), and resuming a stored game where it was, taking it
over from another window if the host agrees. Texts keep the MainWindow's
translation context."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox

from ..service import Problem
from . import texts
from .rulesets import kit_for

log = logging.getLogger(__name__)


if TYPE_CHECKING:
    from .window_parts import WindowParts as _Window
else:
    _Window = object


class WindowGames(_Window):
    """The turn desks and the resuming of :class:`~app.ui.main_window.MainWindow`."""

    def new_kit_game(self, kit) -> None:
        """File → a kit's own New game (e.g. a forum game, #14): the kit's
        dialog gives the setup; the game is played here, or in its turn
        desk (:meth:`~app.ui.rulesets.Kit.opens_in_turn_desk`)."""
        setup = kit.new_game(self)
        if setup is None:
            return
        if not kit.opens_in_turn_desk(setup):     # e.g. M-11: this window and the projector
            if self._confirm_discard():
                self.start_game(setup)
            return
        self.play_in_turn_desk(setup)

    def play_in_turn_desk(self, setup, inputs=()):
        """Start a new game from ``setup`` (a :class:`~app.core.setup.GameSetup`
        its kit plays in the turn desk), with ``inputs`` already entered (a
        file's), and open its desk; returns the turn desk window, or None
        after saying why the game could not start."""
        desk = self._turn_desk()
        try:
            desk.start(setup, inputs)
        except Problem as err:
            QMessageBox.warning(self, QCoreApplication.translate("MainWindow", "Mafia Host"), texts.problem_text(err))
            return None
        return self.open_turn_desk(desk)

    def _turn_desk(self):
        """A desk of its own for a game played in the turn desk (the same store and evening)."""
        from ..service.desk import Desk

        return Desk(self.store, self.desk.today, self.desk.evening_defaults)

    def open_turn_desk(self, desk):
        """Show the turn desk of the game on ``desk`` (its kit's window); returns
        the window. With no live game in progress here, the room's screens
        (projector, board, phones) show the new one (#38)."""
        window = kit_for(desk.game.ruleset.id).turn_desk(desk, self)
        window.setWindowFlag(Qt.WindowType.Window, True)
        self.turn_windows = [w for w in getattr(self, "turn_windows", []) if w.isVisible()] + [window]
        if self.c.game is None or self.c.game.status == "finished":   # nothing live: the room shows this one
            window.set_on_air(True)
        window.show()
        return window

    def resume(self, stored) -> bool:
        """Reopen a stored unfinished game where it was (step, fouls, votes, timer).

        The game is taken into this window (its lease); if another Mafia Host
        window holds it, the host decides whether to take it over here, and
        the game is then read again as that window left it. Returns False
        when the game is not reopened. A forum game opens in its turn desk."""
        if kit_for(stored.setup.ruleset).opens_in_turn_desk(stored.setup):
            desk = self._turn_desk()
            if not self._take(desk, stored):
                return False
            self.open_turn_desk(desk)
            self.show_message("warning", self._taken_text(desk, stored) or QCoreApplication.translate("MainWindow",
                "Resumed the unfinished game %1 in its turn desk.").replace("%1", str(stored.number)))
            return True
        if not self._take(self.desk, stored):
            return False
        self.log_list.clear()
        self.c.resume(self.desk.resumed)
        self.table.rebuild()
        if self.desk.refusal is not None:     # issue #22: the rules now refuse a stored input
            refusal = self.desk.refusal
            self.show_message("warning", QCoreApplication.translate("MainWindow", "Game %1, input %2: %3").replace("%1", str(stored.number))
                              .replace("%2", str(refusal.index + 1)).replace("%3", texts.problem_text(
                                  Problem("read_only", refusal.message, refusal.error))))
            return True
        self.show_message("warning", self._taken_text(self.desk, stored) or QCoreApplication.translate("MainWindow",
            "Resumed the unfinished game %1 where it was; the timer is paused.").replace("%1", str(stored.number)))
        return True

    def _take(self, desk, stored) -> bool:
        """Resume ``stored`` on ``desk``; if another window holds it, ask
        whether to take it over (the desk then reads it again, with the lease)."""
        try:
            desk.resume(stored)
            return True
        except Problem as err:
            if err.kind != "elsewhere" or not self.ask(QCoreApplication.translate("MainWindow",
                    "Game %1 is open in another Mafia Host window. Take it over here? "
                    "The other window will not be able to change it any more.").replace("%1", str(stored.number))):
                self.show_message("warning", texts.problem_text(err) if err.kind != "elsewhere" else
                                  QCoreApplication.translate("MainWindow", "Game %1 stays with the other window.").replace("%1", str(stored.number)))
                return False
        try:
            desk.resume(stored, force=True)
        except Problem as err:
            self.show_message("warning", texts.problem_text(err))
            return False
        return True

    def _taken_text(self, desk, stored) -> str:
        """What a take-over found, when the other window had gone on since
        ``stored`` was read ("" when nothing changed)."""
        found = desk.resumed
        if found is None or len(found.events) == len(stored.events):
            return ""
        return QCoreApplication.translate("MainWindow", "Took game %1 over as the other window left it: %2 more entries since it was "
                       "first read, %3 in all.").replace("%1", str(stored.number)) \
            .replace("%2", str(len(found.events) - len(stored.events))).replace("%3", str(len(found.events)))
