"""The table: seats drawn around an oval like the real table."""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import QMenu, QPushButton, QSizePolicy, QWidget

from ..core import steps as S
from . import texts

FOUL_DOT, NO_FOUL_DOT = "●", "○"


class SeatButton(QPushButton):
    """One seat: number, name, in/out, foul dots, nomination mark, role when shown."""

    def __init__(self, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.setObjectName(f"seat{seat}")
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)


class TableWidget(QWidget):
    """Seats around an oval; emits ``seatClicked(seat)`` and, from a seat's
    context menu, ``seatMenu(seat, action)`` with action foul/remove/bonus."""

    seatClicked = Signal(int)
    seatMenu = Signal(int, str)

    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.show_roles = False
        self.buttons: dict[int, SeatButton] = {}
        self._font_px = 14
        self._metrics_for = 0
        self._metrics_cache: QFontMetrics | None = None
        self.setMinimumSize(520, 380)
        controller.changed.connect(self.refresh)

    def rebuild(self) -> None:
        for b in self.buttons.values():
            b.deleteLater()
        self.buttons = {}
        game = self.controller.game
        if game is None:
            return
        for info in game.public_view().seats:
            b = SeatButton(info.seat, self)
            b.clicked.connect(lambda _=False, s=info.seat: self.seatClicked.emit(s))
            b.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
            b.customContextMenuRequested.connect(lambda pos, btn=b: self._menu(btn, pos))
            b.show()
            self.buttons[info.seat] = b
        self._place()
        self.refresh()

    def _menu(self, button: SeatButton, pos) -> None:
        menu = QMenu(self)
        for key, text in (("foul", self.tr("Foul")), ("remove", self.tr("Remove…")),
                          ("bonus", self.tr("Bonus or penalty…"))):
            act = menu.addAction(text)
            act.triggered.connect(lambda _=False, k=key: self.seatMenu.emit(button.seat, k))
        menu.popup(button.mapToGlobal(pos))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._place()

    def _centre_rect(self) -> QRectF:
        w, h = self.width(), self.height()
        return QRectF(w * 0.17, h * 0.2, w * 0.66, h * 0.6)

    def _place(self) -> None:
        n = len(self.buttons)
        if not n:
            return
        w, h = self.width(), self.height()
        bw = max(96, min(260, int(w / 5.8)))       # tiles grow with the window
        bh = max(66, min(150, int(h / 5.6)))
        self._font_px = max(14, min(24, bh // 6))    # at least 14 px at 1366×768
        rx, ry = (w - bw) / 2 - 4, (h - bh) / 2 - 4
        cx, cy = w / 2, h / 2
        for seat, b in self.buttons.items():
            # The host sits at the bottom; seat 1 is on his left, then clockwise.
            angle = math.pi / 2 + math.pi / n + 2 * math.pi * (seat - 1) / n
            x = cx + rx * math.cos(angle) - bw / 2
            y = cy + ry * math.sin(angle) - bh / 2
            b.setGeometry(int(x), int(y), bw, bh)

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor("#5d4037"), 4))
        p.setBrush(QColor("#2e7d32"))
        p.drawEllipse(self._centre_rect())
        game = self.controller.game
        p.setPen(QColor("white"))
        font = p.font()
        font.setPointSize(max(10, int(self.height() / 32)))
        p.setFont(font)
        if game is not None:
            p.drawText(self._centre_rect(), Qt.AlignmentFlag.AlignCenter,
                       texts.phase_title(game.public_view()))
        p.end()

    def set_show_roles(self, on: bool) -> None:
        self.show_roles = on
        self.refresh()

    def refresh(self) -> None:
        c = self.controller
        game = c.game
        if game is None or not self.buttons:
            return
        hv = game.host_view()
        step = hv.step
        speaker = step.seat if step is not None and step.kind in S.SPEAKING else None
        candidates = set(step.candidates or ()) if step is not None else set()
        night_role = hv.night_call
        choices = hv.night_targets if night_role and night_role in hv.night_acting else None
        picked = c.night_picks.get(night_role) if night_role else None
        metrics = self._metrics()
        for seat, b in self.buttons.items():
            hs = hv.seat(seat)
            alive = hs.alive
            dots = FOUL_DOT * hs.fouls + NO_FOUL_DOT * hs.fouls_left if alive else ""
            full = f"{seat}  {c.name(seat)}"
            lines = [metrics.elidedText(full, Qt.TextElideMode.ElideRight, max(40, b.width() - 10))]
            if alive:
                lines.append(dots)
            else:
                lines.append("✝ " + texts.how_short(hs.out))
            marks = []
            if hs.nominated:
                marks.append("▲")
            if seat == c.pending_nomination:
                marks.append("△")
            voted_for = next((cand for cand, vs in c.vote_voters.items() if seat in vs), None) \
                if c.vote_by_click else None
            if voted_for is not None:
                marks.append(f"→{voted_for}")   # this hand was up for that candidate
            if self.show_roles:
                marks.append(texts.role_name(hs.role))
                if hs.immune:
                    marks.append(self.tr("immune"))
            if marks:
                lines.append(" ".join(marks))
            b.setText("\n".join(lines))
            tip = ""
            enabled = True
            if choices is not None:
                reason = choices.get(seat)
                enabled = reason is None
                tip = texts.error_text(reason) if reason is not None else ""
            b.setEnabled(enabled)
            if not tip and hs.nominated:
                tip = self.tr("▲ nominated today")
            if not tip and seat == c.pending_nomination:
                tip = self.tr("△ being nominated by the speaker (Enter to confirm)")
            b.setToolTip(full if not tip else f"{full}\n{tip}")   # the whole name, always
            style = self._style(alive, seat == speaker, seat == c.selected,
                                seat == picked or seat == c.pending_nomination
                                or (voted_for is not None and voted_for == c.vote_current),
                                seat in candidates, enabled, self._font_px)
            if b.styleSheet() != style:   # restyling is the costly part of a refresh
                b.setStyleSheet(style)
        self.update()

    def _metrics(self) -> QFontMetrics:
        """The tiles' font metrics (cached per size: refresh runs on every input)."""
        if self._metrics_for != self._font_px:
            font = QFont(self.font())
            font.setPixelSize(self._font_px)
            self._metrics_cache = QFontMetrics(font)
            self._metrics_for = self._font_px
        return self._metrics_cache

    @staticmethod
    def _style(alive, speaking, selected, picked, candidate, enabled, font_px=14) -> str:
        bg = "#fff8e1" if alive else "#9e9e9e"
        if speaking:
            bg = "#ffd54f"
        if candidate and alive:
            bg = "#ffccbc"
        if picked:
            bg = "#81d4fa"
        if not enabled:
            bg = "#cfcfcf"
        border = "3px solid #1565c0" if selected else "1px solid #5d4037"
        color = "#212121" if alive else "#424242"
        return (f"QPushButton {{ background: {bg}; border: {border}; border-radius: 10px;"
                f" color: {color}; font-size: {font_px}px; padding: 2px; }}"
                f" QPushButton:disabled {{ color: #757575; }}")
