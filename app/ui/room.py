"""The room's screens follow one game (issue #38, item 1: one pipeline).

The projector and the web server (board, phones) subscribe to a
:class:`Room`, not to a window: the room forwards the ``changed`` and
``timerChanged`` of the :class:`~app.ui.controller.GameController` that is
on the room's screens now. The host window's controller is on them by
default; a turn desk (a game played in a thread) puts its own controller on
them when the host asks (Game → On the room's screens) or when it opens while
the host window has no game. Closing it gives the screens back.

Every game reaches the room the same way, live or by thread: kit's input →
controller → :class:`~app.service.desk.Desk` → core → ``Changes`` → the
room's subscribers read the public view (projector, board) and each seat's
player view (his phone) only.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal

from ..core.ruleset import Changes


class Room(QObject):
    """The controller whose game the room's screens show (module docstring).

    Signals: ``changed(Changes)`` and ``timerChanged()`` of the controller on
    the screens (a switch emits ``changed`` with everything to redraw), and
    ``sourceChanged()`` after a switch."""

    changed = Signal(object)
    timerChanged = Signal()
    sourceChanged = Signal()

    def __init__(self, home: Any, parent: QObject | None = None) -> None:
        """``home``: the host window's controller, on the screens when no other is."""
        super().__init__(parent)
        self.home = home
        self._source: Any = None
        self._feed: Any = None
        self.show(home)

    @property
    def controller(self) -> Any:
        """The controller on the room's screens now."""
        return self._source

    @property
    def game(self) -> Any:
        """Its game (None: no game in progress)."""
        return None if self._source is None else self._source.game

    def show(self, controller: Any) -> None:
        """Put ``controller``'s game on the room's screens (None: the host window's)."""
        controller = controller or self.home
        if controller is self._source:
            return
        if self._source is not None:
            for signal, slot in ((self._source.changed, self.changed.emit),
                                 (self._source.timerChanged, self.timerChanged.emit)):
                try:
                    signal.disconnect(slot)
                except (RuntimeError, TypeError):   # already gone with its window
                    pass
        self._source = controller
        self._feed = controller.projector_feed()
        controller.changed.connect(self.changed.emit)
        controller.timerChanged.connect(self.timerChanged.emit)
        self.sourceChanged.emit()
        self.changed.emit(Changes(everything=True))
        self.timerChanged.emit()

    def release(self, controller: Any) -> None:
        """``controller`` is going away (its window closes): the host window's game returns."""
        if controller is self._source and controller is not self.home:
            self.show(self.home)

    def showing(self, controller: Any) -> bool:
        """Whether ``controller``'s game is on the room's screens."""
        return controller is self._source

    def projector_feed(self) -> Any:
        """The projector's only door: the public view and the timer of the game on the screens now."""
        from .projector_feed import ProjectorFeed

        def feed() -> Any:
            return self._feed

        return ProjectorFeed(
            view=lambda: feed().view(),
            remaining=lambda: feed().remaining(),
            running=lambda: feed().running(),
            entering=lambda: feed().entering(),
            points=lambda: feed().points(),
            chance=lambda: feed().chance(),
        )
