"""The big speech countdown (C-3), with ±10 s and start/pause."""

from __future__ import annotations

import math

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ..core.timer import WARNING_SECONDS
from . import theme

TICK_MS = 20


def format_seconds(left: float) -> str:
    """``m:ss`` of the whole seconds still to go (ceil), ``-m:ss`` in overtime."""
    if left > 0:
        whole = math.ceil(left - 1e-9)
        return f"{whole // 60}:{whole % 60:02d}"
    over = math.floor(-left)
    return f"-{over // 60}:{over % 60:02d}"


class TimerWidget(QWidget):
    """Countdown label + Start/Pause, −10, +10. Reads the controller's deadline
    every ``TICK_MS`` while running, so the shown second is never late by more
    than one tick; red in the last 10 s and in overtime."""

    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.label = QLabel("0:00")
        self.label.setObjectName("timerLabel")
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = QFont()
        font.setPointSize(54)
        font.setBold(True)
        self.label.setFont(font)
        self.start_button = QPushButton(self.tr("Start (Space)"))
        self.start_button.setObjectName("timerStart")
        self.minus_button = QPushButton(self.tr("−10 s"))
        self.plus_button = QPushButton(self.tr("+10 s"))
        for b in (self.start_button, self.minus_button, self.plus_button):
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.start_button.setProperty("primary", True)
        theme.set_icon(self.minus_button, "minus")
        theme.set_icon(self.plus_button, "plus")
        self._icon: tuple[str, str] | None = None
        self.available = True          # the game has a timer at all (a live forum table has none)
        self.start_button.clicked.connect(controller.toggle_timer)
        self.minus_button.clicked.connect(lambda: controller.add_time(-10))
        self.plus_button.clicked.connect(lambda: controller.add_time(10))
        row = QHBoxLayout()
        row.addWidget(self.minus_button)
        row.addWidget(self.start_button, 2)
        row.addWidget(self.plus_button)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.label)
        lay.addLayout(row)
        self.tick = QTimer(self)
        self.tick.setTimerType(Qt.TimerType.PreciseTimer)
        self.tick.setInterval(TICK_MS)
        self.tick.timeout.connect(self.refresh)
        controller.timerChanged.connect(self.refresh)
        controller.expired.connect(self.refresh)
        self.refresh()

    def set_available(self, on: bool) -> None:
        """Whether the game has a timer at all; shown only in a timed step."""
        self.available = on
        self.refresh()

    def refresh_icons(self) -> None:
        """Draw the start button's icon again in the theme now in force (the
        others: :func:`theme.refresh_icons`)."""
        self._icon = None
        self.refresh()

    def refresh(self) -> None:
        c = self.controller
        timer = c.timer
        c.poll()
        left = timer.remaining()
        self.label.setText(format_seconds(left) if timer.total > 0 else "—")
        urgency = ("over" if left <= 0 < timer.total else
                   "warning" if left <= WARNING_SECONDS and timer.total > WARNING_SECONDS else "")
        theme.set_state(self.label, "urgency", urgency)   # red in the last 10 s, flashing in overtime
        icon = ("pause" if timer.running else "play", "on_accent" if timer.total > 0 else "muted")
        if icon != self._icon:
            self._icon = icon
            self.start_button.setIcon(theme.icon(*icon))
        self.start_button.setText(self.tr("Pause (Space)") if timer.running else
                                  self.tr("Resume (Space)") if timer.started else self.tr("Start (Space)"))
        enabled = timer.total > 0
        for b in (self.start_button, self.minus_button, self.plus_button):
            b.setEnabled(enabled)
        shown = self.available and (enabled or timer.running)   # a vote, a call or the result: no timer (#25)
        if self.isHidden() == shown:
            self.setVisible(shown)
        if timer.running and not self.tick.isActive():
            self.tick.start()
        elif not timer.running and self.tick.isActive():
            self.tick.stop()
