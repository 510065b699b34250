"""The projector window: what the room sees, from the core's public view only.

It never receives the game: only a :class:`ProjectorFeed` giving the public
view (C-10.3: no role, night target, check result or immunity) and the speech
timer's remaining time. At night it shows "Night" and nothing else, not even
the timer (a running pause would tell the room a dead role is being called).
"""

from __future__ import annotations

import html
from dataclasses import dataclass
from typing import Callable

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QFont, QGuiApplication, QScreen
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from ..core.timer import WARNING_SECONDS
from ..core.views import PublicView
from . import settings, texts
from .rulesets import kit_for
from .timer_widget import format_seconds

THEMES = {
    "dark": {"bg": "#101418", "fg": "#f5f5f5", "dim": "#7b8791", "warn": "#ff5252", "accent": "#ffd54f"},
    "light": {"bg": "#fafafa", "fg": "#111111", "dim": "#8a8a8a", "warn": "#c62828", "accent": "#e65100"},
}


@dataclass(frozen=True)
class ProjectorFeed:
    """What the projector may read: ``view()`` → PublicView or None (no game);
    ``remaining()`` → seconds left on a speech timer, or None when there is
    no speech; ``running()`` → whether it counts down now."""

    view: Callable[[], PublicView | None]
    remaining: Callable[[], float | None]
    running: Callable[[], bool]
    entering: Callable[[], tuple[int | None, dict[int, int]]] = lambda: (None, {})
    points: Callable[[], dict[int, float] | None] = lambda: None
    """The game's points per seat once the host confirmed them (C-11), else None."""
    """The vote being entered (public: hands are raised openly): the candidate
    being counted now and the counts so far."""


def _label(name: str) -> QLabel:
    lab = QLabel()
    lab.setObjectName(name)
    lab.setAlignment(Qt.AlignmentFlag.AlignCenter)
    lab.setTextFormat(Qt.TextFormat.PlainText)
    lab.setWordWrap(True)
    return lab


class ProjectorWindow(QWidget):
    """Borderless full-screen (or windowed) view for the room."""

    def __init__(self, feed: ProjectorFeed, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("projector")
        self.setWindowTitle(self.tr("Mafia Host — projector"))
        self.feed = feed
        self.phase = _label("phase")
        self.countdown = _label("countdown")
        self.countdown.setWordWrap(False)
        self.speaker = _label("speaker")
        self.info = _label("info")
        self.cards_host = QWidget()            # vote screens: a card per candidate
        self.cards_host.setObjectName("voteCards")
        self.cards_row = QHBoxLayout(self.cards_host)
        self.cards: dict[int, QLabel] = {}
        self.seats_host = QWidget()
        self.seats_host.setObjectName("seats")
        self.seats_grid = QGridLayout(self.seats_host)
        self.seat_labels: list[QLabel] = []
        lay = QVBoxLayout(self)
        lay.addWidget(self.phase)
        lay.addWidget(self.countdown, 3)
        lay.addWidget(self.cards_host, 3)
        lay.addWidget(self.speaker)
        lay.addWidget(self.info)
        lay.addWidget(self.seats_host, 2)
        self.theme = settings.text("projector/theme", "dark")
        if self.theme not in THEMES:
            self.theme = "dark"
        try:
            self.scale = settings.number("projector/scale", 1.0, 0.5, 2.0)
        except (TypeError, ValueError):
            self.scale = 1.0
        self._last: tuple | None = None
        self.standings_rows: list = []   # (place, name, points) while standings are shown
        self._finished = False           # the end of the game: the winner large
        self.tick = QTimer(self)
        self.tick.setTimerType(Qt.TimerType.PreciseTimer)
        self.tick.setInterval(20)
        self.tick.timeout.connect(self.refresh_timer)
        self._apply_theme()
        self.refresh()

    # ----------------------------------------------------------- look
    def set_theme(self, theme: str, scale: float | None = None) -> None:
        self.theme = theme if theme in THEMES else "dark"
        if scale is not None:
            self.scale = min(2.0, max(0.5, scale))
        self._apply_theme()
        self._fonts()
        self.refresh()

    def _apply_theme(self) -> None:
        t = THEMES[self.theme]
        self.setStyleSheet(f"#projector {{ background: {t['bg']}; }} QLabel {{ color: {t['fg']}; }}")
        self.setAutoFillBackground(True)

    def _fonts(self) -> None:
        h = max(200, self.height())
        def px(label: QLabel, fraction: float, bold: bool = False) -> None:
            f = QFont(label.font())
            f.setPixelSize(max(8, int(h * fraction * self.scale)))
            f.setBold(bold)
            label.setFont(f)
        # shares of the screen height (issue 11): timer ≥ 20 %, speaker ≥ 5 %,
        # seat names ≥ 4 %, foul marks ≥ 3 %; the winner large at the end
        px(self.countdown, 0.30, True)
        px(self.phase, 0.10 if self._finished else 0.06, True)
        px(self.speaker, 0.06)
        px(self.info, 0.04)
        for lab in self.seat_labels:
            px(lab, 0.042)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fonts()

    # ----------------------------------------------------------- content
    def show_standings(self, rows: list) -> None:
        """Show a standings table — (place, name, points) only — instead of the
        game; ``[]`` goes back to the game."""
        self.standings_rows = list(rows)
        self.refresh()

    def _standings(self) -> None:
        rows = self.standings_rows
        self.phase.setText(self.tr("Standings"))
        for w in (self.countdown, self.speaker, self.seats_host):
            w.hide()
        self.info.show()
        self.info.setStyleSheet(f"color: {THEMES[self.theme]['fg']};")
        self.info.setText("\n".join(f"{place}. {name} — {texts.points_text(points)}" for place, name, points in rows[:16]))

    def refresh(self) -> None:
        """Redraw everything from the feed (after any game change)."""
        if self.standings_rows:
            self._standings()
            return
        view = self.feed.view()
        t = THEMES[self.theme]
        if view is None:
            self.phase.setText(self.tr("Mafia Host"))
            for w in (self.countdown, self.speaker, self.info, self.seats_host):
                w.hide()
            return
        finished = view.phase == "finished"
        if finished != self._finished:
            self._finished = finished
            self._fonts()
        self.phase.setText(texts.winner_name(view.winner) if finished else
                           texts.phase_title(view, for_room=True) if view.phase != "night" else self.tr("Night"))
        night = view.phase == "night"
        self.seats_host.setVisible(not night)
        self.info.setVisible(not night)
        self._seats(view)
        self._cards(view)
        self.speaker.setVisible(view.speaker is not None)
        if view.speaker is not None:
            text = kit_for(view.ruleset).speaker_text(view) or self.tr("Speaking: %1 — %2")
            self.speaker.setText(text.replace("%1", str(view.speaker)).replace("%2", view.speaker_name or ""))
        self.info.setText(self._info(view))
        self.info.setStyleSheet(f"color: {t['accent']};")
        self._last = None
        self.refresh_timer()

    def _info(self, view: PublicView) -> str:
        own = kit_for(view.ruleset).projector_info(self, view)
        if own is not None:
            return own
        lines = kit_for(view.ruleset).projector_lines(self, view)
        if view.morning_deaths and view.step == "speech":
            lines.append(self.tr("Killed tonight: %1").replace("%1", ", ".join(map(str, view.morning_deaths))))
        if view.step in ("revote", "lift_vote") and view.candidates:
            lines.append(self.tr("Tie: %1").replace("%1", ", ".join(map(str, view.candidates))))
        elif view.candidates:
            lines.append(self.tr("Nominated: %1").replace("%1", ", ".join(map(str, view.candidates))))
        for kind, counts in view.votes:
            title = self.tr("Vote") if kind == "vote" else self.tr("Revote")
            lines.append(f"{title}: " + ", ".join(f"{s} — {n}" for s, n in counts))
        if view.lift_for is not None:
            lines.append(self.tr("All leave? For: %1").replace("%1", str(view.lift_for)))
        return "\n".join(lines)

    def _cards(self, view: PublicView) -> None:
        """Vote, revote and "all leave?": large candidate cards in nomination
        order, the one being counted highlighted, counts as the host enters them."""
        voting = view.step in ("vote", "revote", "lift_vote") and bool(view.candidates)
        self.cards_host.setVisible(voting)
        if not voting:
            return
        if list(self.cards) != list(view.candidates):
            for lab in self.cards.values():
                self.cards_row.removeWidget(lab)
                lab.setParent(None)   # gone now, not at the next turn of the event loop
                lab.deleteLater()
            self.cards = {}
            for seat in view.candidates:
                lab = _label(f"card{seat}")
                self.cards_row.addWidget(lab)
                self.cards[seat] = lab
        current, counts = self.feed.entering() if view.step != "lift_vote" else (None, {})
        names = {s.seat: s.name for s in view.seats}
        t = THEMES[self.theme]
        h = max(200, self.height())
        for seat, lab in self.cards.items():
            count = counts.get(seat)
            lab.setText(f"{seat}  {names.get(seat, '')}" + (f"\n{count}" if count is not None else ""))
            f = QFont(lab.font())
            f.setPixelSize(max(8, int(h * 0.065 * self.scale)))
            f.setBold(seat == current)
            lab.setFont(f)
            border = t["accent"] if seat == current else t["dim"]
            lab.setStyleSheet(f"color: {t['accent'] if seat == current else t['fg']};"
                              f" border: 4px solid {border}; border-radius: 16px; padding: 12px;")

    def _seats(self, view: PublicView) -> None:
        if len(self.seat_labels) != len(view.seats):
            for lab in self.seat_labels:
                lab.deleteLater()
            self.seat_labels = []
            per_row = (len(view.seats) + 1) // 2
            for i, _ in enumerate(view.seats):
                lab = _label(f"pseat{i + 1}")
                self.seats_grid.addWidget(lab, i // per_row, i % per_row)
                self.seat_labels.append(lab)
            self._fonts()
        t = THEMES[self.theme]
        reveal = view.phase == "finished" and settings.flag("projector/reveal_roles", True)
        points = self.feed.points() if view.phase == "finished" else None
        kit = kit_for(view.ruleset)
        for lab, seat in zip(self.seat_labels, view.seats):
            name = html.escape(f"{seat.seat}  {seat.name}")
            own = kit.projector_seat(self, view, seat)      # the game's own words for a seat, if any
            if own is not None:
                name, body = own
            elif seat.alive:
                body = "●" * seat.fouls + "○" * (4 - seat.fouls)
                if seat.nominated:
                    body += " ▲"
                if seat.lost_speech:
                    body += " " + self.tr("no speech")
            else:   # out: struck through and dimmed, with how
                name = f"<s>{name}</s>"
                body = "✝ " + texts.how_short(seat.out)
            parts = [body]
            if reveal and seat.role:
                parts.append(texts.role_name(seat.role))
            if points and seat.seat in points:
                parts.append(self.tr("%1 pts").replace("%1", texts.points_text(points[seat.seat])))
            body = " · ".join(p for p in parts if p)
            lab.setTextFormat(Qt.TextFormat.RichText)
            lab.setText(f"{name}<br>{html.escape(body)}")
            colour = t["accent"] if seat.seat == view.speaker else (t["fg"] if seat.alive and seat.out is None
                                                                    else t["dim"])
            lab.setStyleSheet(f"color: {colour};")

    def refresh_timer(self) -> None:
        """Update the countdown (only when the shown value or colour changes)."""
        if self.standings_rows:
            return
        view = self.feed.view()
        left = None if view is None or view.phase == "night" else self.feed.remaining()
        if left is None:
            state: tuple = ("none",)
        else:
            state = (format_seconds(left), left <= WARNING_SECONDS)
        if state != self._last:
            self._last = state
            self.countdown.setVisible(left is not None)
            if left is not None:
                t = THEMES[self.theme]
                self.countdown.setText(state[0])
                self.countdown.setStyleSheet(f"color: {t['warn'] if state[1] else t['fg']};")
        running = left is not None and self.feed.running()
        if running and not self.tick.isActive():
            self.tick.start()
        elif not running and self.tick.isActive():
            self.tick.stop()


def default_screen(saved_name: str | None) -> QScreen | None:
    """The projector's screen: the saved one if connected, else the largest
    non-primary screen; None when there is only one screen (windowed mode)."""
    screens = QGuiApplication.screens()
    for s in screens:
        if saved_name and s.name() == saved_name:
            return s
    primary = QGuiApplication.primaryScreen()
    others = [s for s in screens if s is not primary]
    if not others:
        return None
    return max(others, key=lambda s: s.geometry().width() * s.geometry().height())


def place(window: QWidget, screen: QScreen | None, fullscreen: bool) -> None:
    """Show ``window`` on ``screen``: geometry from the screen, native window
    created, its screen set, then full screen (setScreen alone does not move it)."""
    if screen is None or not fullscreen:
        window.setWindowFlags(Qt.WindowType.Window)
        if screen is not None:
            g = screen.availableGeometry()
            window.setGeometry(g.x() + 40, g.y() + 40, int(g.width() * 0.6), int(g.height() * 0.6))
        else:
            window.resize(960, 540)
        window.showNormal()
        return
    window.setWindowFlags(Qt.WindowType.Window | Qt.WindowType.FramelessWindowHint)
    window.setGeometry(screen.geometry())
    window.create()
    window.windowHandle().setScreen(screen)
    window.showFullScreen()
