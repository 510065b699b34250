"""The table: seats drawn around an oval like the real table, each seat's
state in one colour and one icon (the :class:`Legend` explains them)."""

from __future__ import annotations

import math
from typing import Any, NamedTuple

from PySide6.QtCore import QRect, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMenu, QPushButton, QSizePolicy, QWidget

from . import texts, theme
from .rulesets import kit_for

FOUL_DOT, NO_FOUL_DOT = "●", "○"
MIN_TILE_PX = 9
"""A seat tile's text never shrinks below this (pixels) to fit its lines."""
STATE_ICONS = {   # seat state → (Lucide icon, theme colour of the icon)
    "speaking": ("mic", "seat_text"),
    "nominated": ("hand", "danger"),
    "fouls": ("triangle-alert", "foul"),
    "immune": ("shield", "immune"),
    "out": ("skull", "out_text"),
}


TILE_RADIUS = 10
"""A seat tile's corners (pixels)."""


def tile_look(state: object, choosable: object, selected: object, enabled: bool) -> tuple[str, str, str, int, Qt.PenStyle]:
    """A seat tile's colours in the theme in force: ``(background, text,
    border, border width in pixels, border line)``. ``state``: "" (in play),
    "speaking", "candidate", "picked" or "out"; ``choosable`` False: the
    rules refuse the seat now (dotted, muted); ``selected``: the host's
    selection (accent border); a disabled tile is dashed and muted. One
    colour per state, as the legend shows."""
    c = theme.colour
    background = c({"speaking": "speaking", "candidate": "nominated", "picked": "picked",
                    "out": "out"}.get(state if isinstance(state, str) else "", "seat"))
    text = c("out_text") if state == "out" else c("seat_text")
    edge, width, line = c("seat_border"), 1, Qt.PenStyle.SolidLine
    if not enabled:
        background, text, edge, width, line = c("disabled"), c("muted"), c("muted"), 2, Qt.PenStyle.DashLine
    if choosable is False:
        text, edge, width, line = c("muted"), c("muted"), 2, Qt.PenStyle.DotLine
    if selected is True:
        edge, width, line = c("accent"), 3, Qt.PenStyle.SolidLine
    return background, text, edge, width, line


class SeatButton(QPushButton):
    """One seat: number and name, foul dots or how the player left, marks
    (role when shown); the states' icons in a row above the text.

    ``text()`` holds the lines as drawn (tests and screen readers read it);
    ``icons`` the states shown, keys of :data:`STATE_ICONS`."""

    def __init__(self, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.icons: tuple[str, ...] = ()
        self._fitted: tuple | None = None
        self.setObjectName(f"seat{seat}")
        self.setProperty("tile", "seat")
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def paintEvent(self, event) -> None:
        """The tile drawn by hand in the theme's colours (:func:`tile_look`):
        the style sheet's drawing of a button, matched against the tile's
        properties, was most of a step's redraw (#26)."""
        bg, fg, edge, width, dash = tile_look(self.property("state"), self.property("choosable"),
                                              self.property("selected"), self.isEnabled())
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor(edge), width, dash))
        p.setBrush(QColor(bg))
        half = width / 2
        p.drawRoundedRect(QRectF(self.rect()).adjusted(half, half, -half, -half), TILE_RADIUS, TILE_RADIUS)
        px = self.font().pixelSize()
        size = max(16, int(px * 1.3))
        top = 5
        if self.icons:
            x = (self.width() - len(self.icons) * (size + 3) + 3) / 2
            for key in self.icons:
                name, token = STATE_ICONS[key]
                p.drawPixmap(int(x), top, theme.icon_pixmap(name, token, size))
                x += size + 3
        p.setPen(QColor(fg))
        p.setFont(self.fitted_font())
        p.drawText(self.text_rect(), Qt.AlignmentFlag.AlignCenter, self.text())
        p.end()

    def set_look(self, prop: str, value: object) -> None:
        """One of the tile's looks (``state``, ``choosable``, ``selected``,
        :func:`tile_look`), kept as a property tests and screen readers read;
        the tile is drawn again only when it changed (no restyling)."""
        if self.property(prop) != value:
            self.setProperty(prop, value)
            self.update()

    def text_rect(self) -> QRect:
        """Where the text goes: below the icons' row, inside the frame."""
        size = max(16, int(self.font().pixelSize() * 1.3))
        return self.rect().adjusted(4, 5 + size if self.icons else 4, -4, -4)

    def fitted_font(self) -> QFont:
        """The tile's font, a little smaller where its lines would not fit
        under the icons (a long exit word, a hand's "→N", #25); the name line
        is elided by the table already."""
        key = (self.text(), self.icons, self.width(), self.height(), self.font().pixelSize())
        if self._fitted is not None and self._fitted[0] == key:
            return self._fitted[1]
        font = QFont(self.font())
        rect = self.text_rect()
        while font.pixelSize() > MIN_TILE_PX:
            need = QFontMetrics(font).boundingRect(QRect(0, 0, 1 << 16, 1 << 16), 0, self.text())
            if need.width() <= rect.width() and need.height() <= rect.height():
                break
            font.setPixelSize(font.pixelSize() - 1)
        self._fitted = (key, font)
        return font

    def cut_lines(self) -> list[str]:
        """The lines drawn cut even at the smallest font (for ``scripts/screenshots --check``)."""
        font, rect = self.fitted_font(), self.text_rect()
        fm = QFontMetrics(font)
        lines = self.text().split("\n")
        cut = [line for line in lines[1:] if fm.horizontalAdvance(line) > rect.width()]
        if fm.lineSpacing() * len(lines) > rect.height() + 2:
            cut.append(f"{len(lines)} lines in {rect.height()} px")
        return cut


class Legend(QWidget):
    """A small row under the table: each seat state's colour and icon, named."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("legend")
        self.lay = QHBoxLayout(self)
        self.lay.setContentsMargins(6, 0, 6, 0)
        self.items: dict[str, tuple[QLabel, QLabel]] = {}
        for key, label in (("speaking", self.tr("speaking")), ("nominated", self.tr("nominated")),
                           ("fouls", self.tr("fouls")), ("immune", self.tr("immune (host only)")),
                           ("out", self.tr("out of the game"))):
            icon, text = QLabel(), QLabel(label)
            text.setObjectName("legendItem")
            self.lay.addWidget(icon)
            self.lay.addWidget(text)
            self.lay.addSpacing(10)
            self.items[key] = (icon, text)
        self.lay.addStretch()
        self.refresh()

    def show_only(self, keys) -> None:
        """Show the items of ``keys`` only (a game's kit says which it has:
        forum Mafia has no fouls or immunity)."""
        keys = tuple(keys)
        if keys == getattr(self, "_shown", None):
            return      # every refresh asks; nothing to do unless the game changed
        self._shown = keys
        for key, (icon, text) in self.items.items():
            icon.setVisible(key in keys)
            text.setVisible(key in keys)

    def refresh(self) -> None:
        """Draw the swatches again in the theme in force."""
        background = {"speaking": "speaking", "nominated": "nominated", "out": "out"}
        for key, (icon, _text) in self.items.items():
            name, token = STATE_ICONS[key]
            pm = theme.icon_pixmap(name, token, 16).copy()
            swatch = pm.copy()
            swatch.fill(QColor(theme.colour(background.get(key, "seat"))))
            p = QPainter(swatch)
            p.drawPixmap(0, 0, pm)
            p.end()
            icon.setPixmap(swatch)


class _Now(NamedTuple):
    """What the table's tiles read at one refresh (:meth:`TableWidget._now`)."""

    hv: Any
    speaker: int | None
    candidates: set[int]
    choices: Any
    kit: Any
    awake: Any
    picked: set[int]
    hands: dict[int, int | None]


class TableWidget(QWidget):
    """Seats around an oval; emits ``seatClicked(seat)`` and, from a seat's
    context menu, ``seatMenu(seat, action)`` with action foul/remove/bonus."""

    seatClicked = Signal(int)
    seatMenu = Signal(int, str)

    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.show_roles = False
        self._felt_title = ""                  # the phase on the felt, as last drawn
        self._felt_cache: tuple | None = None
        self._elisions: dict[tuple, str] = {}
        self.buttons: dict[int, SeatButton] = {}
        self._font_px = 14
        self._metrics_for = 0
        self._metrics_cache: QFontMetrics | None = None
        self.setMinimumSize(520, 380)
        controller.changed.connect(self.refresh)

    def rebuild(self) -> None:
        for b in self.buttons.values():
            b.setParent(None)             # gone now (a stale tile would be drawn until the next loop)
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
        game = self.controller.game
        commands = None if game is None else game.ruleset.table_commands
        items = [(key, text) for key, text, has in (
            ("foul", self.tr("Foul"), commands is None or commands.fouls),
            ("remove", self.tr("Remove…"), commands is None or bool(commands.removal_reasons)),
            ("bonus", self.tr("Bonus or penalty…"), commands is None or commands.bonus is not None)) if has]
        if not items:
            return      # e.g. forum Mafia: no fouls, removals or bonuses
        menu = QMenu(self)
        for key, text in items:
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
        size = max(16, int(self._font_px * 1.3))
        for name, token in STATE_ICONS.values():      # drawn now, not at the first tile that shows one (#26)
            theme.icon_pixmap(name, token, size)
        rx, ry = (w - bw) / 2 - 4, (h - bh) / 2 - 4
        cx, cy = w / 2, h / 2
        for b in self.buttons.values():
            self._tile_font(b)          # the new size's text now, not at the next input
        for seat, b in self.buttons.items():
            # The host sits at the bottom; seat 1 is on his left, then clockwise.
            angle = math.pi / 2 + math.pi / n + 2 * math.pi * (seat - 1) / n
            x = cx + rx * math.cos(angle) - bw / 2
            y = cy + ry * math.sin(angle) - bh / 2
            b.setGeometry(int(x), int(y), bw, bh)

    def _felt(self) -> QPixmap:
        """The felt, drawn once per size and theme (antialiased ellipses are costly, #26)."""
        key = (self.width(), self.height(), theme.colour("felt"), theme.colour("felt_edge"),
               self.devicePixelRatioF())
        if self._felt_cache is None or self._felt_cache[0] != key:
            ratio = self.devicePixelRatioF()
            pm = QPixmap(int(self.width() * ratio), int(self.height() * ratio))
            pm.setDevicePixelRatio(ratio)
            pm.fill(Qt.GlobalColor.transparent)
            p = QPainter(pm)
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setPen(QPen(QColor(theme.colour("felt_edge")), 4))
            p.setBrush(QColor(theme.colour("felt")))
            p.drawEllipse(self._centre_rect())
            p.end()
            self._felt_cache = (key, pm)
        return self._felt_cache[1]

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.drawPixmap(0, 0, self._felt())
        game = self.controller.game
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QColor(theme.colour("felt_text")))
        p.setFont(self._felt_font())
        if game is not None:
            p.drawText(self._centre_rect(), Qt.AlignmentFlag.AlignCenter, self._felt_title)
        p.end()

    def _felt_font(self) -> QFont:
        """The felt's words' font (points: a 32nd of the table's height, at least 10)."""
        font = QFont(self.font())
        font.setPointSize(max(10, int(self.height() / 32)))
        return font

    def _felt_text_rect(self, title: str) -> QRect:
        """Where the felt's words ``title`` are drawn (pixels, a little margin around)."""
        centre = self._centre_rect().toRect()
        need = QFontMetrics(self._felt_font()).boundingRect(centre, Qt.AlignmentFlag.AlignCenter, title)
        return need.adjusted(-4, -4, 4, 4) & centre

    def set_show_roles(self, on: bool) -> None:
        self.show_roles = on
        self.refresh()

    def refresh(self) -> None:
        """Redraw each seat tile from the host view (only the tiles that changed repaint, #26)."""
        game = self.controller.game
        if game is None or not self.buttons:
            return
        now = self._now(game.host_view())
        metrics = self._metrics()
        for seat, b in self.buttons.items():
            self._tile(now, seat, b, metrics)
        title = texts.phase_title(game.public_view())
        if title != self._felt_title:
            # the words old and new only, not the felt's whole middle: it reaches under the
            # tiles, and each tile under a repainted area is drawn again (#26)
            area = self._felt_text_rect(self._felt_title) | self._felt_text_rect(title)
            self._felt_title = title
            self.update(area)

    def _now(self, hv) -> _Now:
        """What every tile reads at this refresh: the speaker, the candidates, the seats one may choose."""
        c = self.controller
        step = hv.step
        candidates = set(step.candidates or ()) if step is not None else set()
        night_role = hv.night_call
        choices = hv.night_targets if night_role and night_role in hv.night_acting else None
        own = c.live.seat_choices(hv)      # the game's own step (its kit): e.g. whom a best move may name
        awake, picked, hands, counted = self._overlay(hv)
        entered, raised = c.live.overlay()  # the entry in progress: a pick, a nominee, the hands up
        if counted is not None:
            candidates.add(counted)         # whose hands are counted (M-11.2)
        return _Now(hv, step.seat if step is not None and c.speaking(step) else None, candidates,
                    own if own is not None else choices, kit_for(hv.ruleset), awake,
                    set(picked) | entered, {**hands, **raised})

    def _tile(self, now: _Now, seat: int, b: SeatButton, metrics: QFontMetrics) -> None:
        """One seat's tile: its name, fouls or how it left, marks, icons, tooltip and look."""
        c, hv = self.controller, now.hv
        hs = hv.seat(seat)
        alive = hs.alive and hs.out is None      # a forum's jailed is alive, and out of play
        full = f"{seat}  {c.name(seat)}"
        lines = [self._elided(metrics, full, max(40, b.width() - 10))]
        lines.append(FOUL_DOT * hs.fouls + NO_FOUL_DOT * hs.fouls_left if alive else texts.how_short(hs.out, now.kit))
        marks = self._marks(now, seat, hs, alive)
        if marks:
            lines.append(" ".join(marks))
        icons = self._icons(now, seat, hs, alive)
        if b.icons != icons:
            b.icons = icons
            b.update()                  # only the tiles that changed are drawn again (#26)
        b.setText("\n".join(lines))      # repaints the tile only when the text changed
        self._tile_font(b)
        tip = ""
        enabled = True
        if now.choices is not None:
            reason = now.choices.get(seat)
            enabled = reason is None
            tip = texts.error_text(reason) if reason is not None else ""
        # a seat the rules refuse now stays clickable: the click says why in one line (#25)
        b.set_look("choosable", enabled)
        if not tip and hs.nominated:
            tip = self.tr("nominated today")
        if not tip:
            tip = c.live.seat_tip(seat) or ""        # e.g. being nominated (the family's)
        b.setToolTip(full if not tip else f"{full}\n{tip}")   # the whole name, always
        b.set_look("state", self._state(now, seat, hs, alive))
        b.set_look("selected", seat == c.selected)

    @staticmethod
    def _icons(now: _Now, seat: int, hs, alive: bool) -> tuple[str, ...]:
        icons = []
        if not alive:
            icons.append("out")
        elif seat == now.speaker:
            icons.append("speaking")
        if alive and (hs.nominated or seat in now.candidates):
            icons.append("nominated")
        if alive and hs.fouls:
            icons.append("fouls")
        if alive and hs.immune and now.hv.phase != "finished":
            icons.append("immune")   # C-10.3: the host's screen only
        if seat in now.awake:
            icons.append("speaking")    # woken for the call now (M-11.3)
        return tuple(icons)

    def _marks(self, now: _Now, seat: int, hs, alive: bool) -> list[str]:
        """The tile's third line: a raised hand, the kit's marks, a nomination, the role."""
        marks = []
        if seat in now.hands:
            marks.append(f"→{now.hands[seat] or self.tr('nobody')}")   # his raised hand (M-11.2, C-6.1)
        marks.extend(now.kit.seat_marks(self, now.hv, seat, alive))
        marks.extend(self.controller.live.seat_marks(seat))       # e.g. nominating… (the family's)
        if self.show_roles:
            marks.append(texts.role_name(hs.role))
        return marks

    def _state(self, now: _Now, seat: int, hs, alive: bool) -> str:
        picked_now = seat in now.picked
        return ("out" if not alive else "picked" if picked_now
                else "speaking" if seat == now.speaker or seat in now.awake
                else "candidate" if (hs.nominated or seat in now.candidates) else "")

    def _tile_font(self, b: SeatButton) -> None:
        """The tiles' text size for the table's size (pixels, :meth:`_place`)."""
        if b.font().pixelSize() != self._font_px:
            font = QFont(b.font())
            font.setPixelSize(self._font_px)
            b.setFont(font)

    def _elided(self, metrics: QFontMetrics, text: str, width: int) -> str:
        """A seat's name line cut to ``width`` px, remembered (asked for every seat at every refresh)."""
        key = (text, width, self._font_px)
        found = self._elisions.get(key)
        if found is None:
            if len(self._elisions) > 512:
                self._elisions.clear()
            found = self._elisions[key] = metrics.elidedText(text, Qt.TextElideMode.ElideRight, width)
        return found

    def _overlay(self, hv):
        """The game's own marks on the table (its kit): seats woken, picked,
        raised hands, the seat counted."""
        if hv.step is None:
            return set(), set(), {}, None
        return kit_for(hv.ruleset).table_overlay(self.controller, hv)

    def _metrics(self) -> QFontMetrics:
        """The tiles' font metrics (cached per size: refresh runs on every input)."""
        if self._metrics_for != self._font_px:
            font = QFont(self.font())
            font.setPixelSize(self._font_px)
            self._metrics_cache = QFontMetrics(font)
            self._metrics_for = self._font_px
        assert self._metrics_cache is not None
        return self._metrics_cache
