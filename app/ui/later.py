"""Work that waits until the host's window has drawn an input (#26).

Qt draws a window when its repaint request comes round, at low priority,
after the input's own events. Work posted here comes after those requests,
in the same turn of the event loop: the room's screen, the timer's save to
the database. The host's window is never held up by it, and it never lags
behind by more than the drawing itself.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt

AFTER_THE_HOST = Qt.EventPriority.LowEventPriority.value - 100
"""The priority of work posted here: below the windows' repaint requests
(low priority), so the host's window is drawn first even when the work was
asked for before the host's first change."""


class AfterTheHost(QObject):
    """Runs ``then()`` once after the windows' pending repaints, however many
    times it was asked for before (``ask()``)."""

    def __init__(self, then: Callable[[], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.then = then
        self.asked = False

    def ask(self, *_args) -> None:
        """Run ``then()`` after the pending repaints (once, if asked again before)."""
        if not self.asked:
            self.asked = True
            QCoreApplication.postEvent(self, QEvent(QEvent.Type.User), AFTER_THE_HOST)

    def customEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        self.asked = False
        self.then()
