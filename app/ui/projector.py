"""The projector window: what the room sees, from the core's public view only.

It never receives the game: only a :class:`ProjectorFeed` giving the public
view (C-10.3: no role, night target, check result or immunity) and the speech
timer's remaining time. At night it shows "Night" and nothing else, not even
the timer (a running pause would tell the room a dead role is being called).
"""

from __future__ import annotations

import html
from functools import lru_cache

from PySide6.QtCore import QRect, QSize, Qt, QTimer
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from ..core.timer import WARNING_SECONDS
from ..core.views import PublicView
from . import room_words, settings, texts
from .rulesets import kit_for
from .later import AfterTheHost
from .projector_feed import ProjectorFeed  # noqa: F401  (as imported from here before)
from .room_words import SeatText
from .timer_widget import format_seconds

THEMES = {
    "dark": {"bg": "#101418", "fg": "#f5f5f5", "dim": "#7b8791", "warn": "#ff5252", "accent": "#ffd54f"},
    "light": {"bg": "#fafafa", "fg": "#111111", "dim": "#8a8a8a", "warn": "#c62828", "accent": "#e65100"},
}


@lru_cache(maxsize=4096)
def _measured(family: str, pixels: int, bold: bool, text: str, width: int) -> tuple[int, bool]:
    """:meth:`ProjectorWindow._wrapped`'s measure, kept: a fit measures the
    same names and lines at the same sizes at every change (#26)."""
    font = QFont(family)
    font.setPixelSize(pixels)
    font.setBold(bold)
    r = QFontMetrics(font).boundingRect(QRect(0, 0, max(1, width), 1 << 20),
                                        int(Qt.TextFlag.TextWordWrap) | int(Qt.AlignmentFlag.AlignHCenter), text)
    return r.height(), r.width() <= width


class _RoomLabel(QLabel):
    """A label that asks the layout for no room of its own: the layout
    ignores its size anyway (``Ignored``), yet measured its text, rich text
    and large fonts, at every layout; never measured now (#26)."""

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(0, 0)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(0, 0)


def _label(name: str) -> QLabel:
    """A projector label: it asks the layout for no room of its own (its
    text never grows the window, #25); :meth:`ProjectorWindow._fit` sizes
    its font so the text fits the room it gets."""
    lab = _RoomLabel()
    lab.setObjectName(name)
    lab.setAlignment(Qt.AlignmentFlag.AlignCenter)
    lab.setTextFormat(Qt.TextFormat.PlainText)
    lab.setWordWrap(True)
    lab.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
    lab.setMinimumSize(0, 0)
    return lab


def _sheet(widget: QWidget, sheet: str) -> None:
    """Give ``widget`` its colours only when they change: a new style sheet
    restyles it, the costly part of a refresh (#26)."""
    if widget.styleSheet() != sheet:
        widget.setStyleSheet(sheet)


SHARES = {"countdown": 0.30, "phase": 0.06, "winner": 0.10, "speaker": 0.06, "info": 0.04, "seat": 0.042,
          "card": 0.065}
"""Each text's font size as a share of the screen's height at text scale 1
(issue 11: timer ≥ 20 %, speaker ≥ 5 %, seat names ≥ 4 %)."""
MIN_PX = 8
"""No text is drawn smaller than this (pixels)."""
SECONDARY = ("phase", "winner", "info", "seat", "card")
"""What shrinks before the timer and the speaker do (#25)."""
CARD_FRAME = 2 * (4 + 12)
"""A vote card's border and padding, both sides (pixels)."""


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
        self.seat_texts: list[SeatText] = []
        for host in (self.cards_host, self.seats_host):
            host.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.detail = 0                  # the seat grid's detail the last fit chose (0 full … 2 names elided)
        self._fit_index = 0              # the try the last fit chose
        lay = self.box = QVBoxLayout(self)
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
        self.sheet: tuple[str, list[str]] | None = None   # a titled list (a table's seating) instead of the game
        self._finished = False           # the end of the game: the winner large
        self.tick = QTimer(self)
        self.tick.setTimerType(Qt.TimerType.PreciseTimer)
        self.tick.setInterval(20)
        self.tick.timeout.connect(self.refresh_timer)
        self._later = AfterTheHost(self._catch_up, self)
        self._owed: str | None = None          # what a scheduled catch-up redraws: "all" or "timer"
        self._apply_theme()
        self.refresh()

    # ------------------------------------------------------------ after the host
    def schedule(self, *_args) -> None:
        """Redraw from the feed once the host's window has drawn this input:
        the room's screen follows the host's within the same turn of the
        event loop and never holds it up (#26)."""
        self._owe("all")

    def schedule_timer(self, *_args) -> None:
        """The countdown only, likewise after the host's window."""
        self._owe("timer")

    def _owe(self, what: str) -> None:
        self._later.ask()
        if self._owed != "all":
            self._owed = what

    def _catch_up(self) -> None:
        owed, self._owed = self._owed, None
        if owed == "all":
            self.refresh()
        elif owed == "timer":
            self.refresh_timer()

    # ----------------------------------------------------------- look
    def set_theme(self, theme: str, scale: float | None = None) -> None:
        self.theme = theme if theme in THEMES else "dark"
        if scale is not None:
            self.scale = min(2.0, max(0.5, scale))
        self._apply_theme()
        self.refresh()

    def _apply_theme(self) -> None:
        t = THEMES[self.theme]
        self.setStyleSheet(f"#projector {{ background: {t['bg']}; }} QLabel {{ color: {t['fg']}; }}")
        self.setAutoFillBackground(True)

    def _fonts(self) -> None:
        """Fit the content to the window again (a new size, scale or theme)."""
        self._fit()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit()

    # ------------------------------------------------------------ fitting
    @staticmethod
    def _all_tries():
        """The fits tried in order: ``(detail, secondary, every)``: the seat
        grid's detail (a negative ``secondary``: the seat grid's size
        alone), then the secondary texts' size, then every text's."""
        for detail in (0, 1):
            yield detail, 1.0, 1.0
        for seats in (0.85, 0.7):            # whole names a little smaller before any is elided
            yield 1, -seats, 1.0
        yield 2, 1.0, 1.0
        for secondary in (0.85, 0.7, 0.6, 0.5, 0.4):
            yield 2, secondary, 1.0
        for every in (0.85, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.15, 0.1):
            yield 2, 0.4, every

    TRIES: tuple = ()      # filled below from _all_tries

    def _font(self, base: QFont, part: str, factor: float, bold: bool = False) -> QFont:
        f = QFont(base)
        f.setPixelSize(max(MIN_PX, int(max(200, self.height()) * SHARES[part] * self.scale * factor)))
        f.setBold(bold)
        return f

    @staticmethod
    def _wrapped(font: QFont, text: str, width: int) -> tuple[int, bool]:
        """The height ``text`` needs wrapped at ``width`` px, and whether it fits that width."""
        if not text:
            return 0, True
        return _measured(font.family(), font.pixelSize(), font.bold(), text, width)

    def _plan(self, width: int, height: int, detail: int, secondary: float, every: float) -> dict:
        """Fonts and block heights for one try; ``plan["fits"]``: whether it fits."""
        base = self.font()
        gap = self.box.spacing()
        plan: dict = {"detail": detail, "fonts": {}, "heights": {}}
        fits = True

        def block(widget: QWidget, need: int) -> None:
            plan["heights"][widget] = need

        seats_only = secondary < 0           # a negative share shrinks the seat grid alone
        seat_share = -secondary if seats_only else secondary
        secondary = 1.0 if seats_only else secondary
        phase_part = "winner" if self._finished else "phase"
        f = self._font(base, phase_part, secondary * every, True)
        plan["fonts"]["phase"] = f
        need, ok = self._wrapped(f, self.phase.text(), width)
        fits &= ok
        block(self.phase, need)
        if not self.countdown.isHidden():
            f = self._font(base, "countdown", every, True)
            plan["fonts"]["countdown"] = f
            fm = QFontMetrics(f)
            fits &= fm.horizontalAdvance("00:00") <= width
            block(self.countdown, fm.height())
        if not self.speaker.isHidden():
            f = self._font(base, "speaker", every)
            plan["fonts"]["speaker"] = f
            need, ok = self._wrapped(f, self.speaker.text(), width)
            fits &= ok
            block(self.speaker, need)
        if not self.info.isHidden():
            f = self._font(base, "info", secondary * every)
            plan["fonts"]["info"] = f
            need, ok = self._wrapped(f, self.info.text(), width)
            fits &= ok
            block(self.info, need)
        if not self.cards_host.isHidden() and self.cards:
            f = self._font(base, "card", secondary * every)
            plan["fonts"]["card"] = f
            row = self.cards_row
            inner = width - row.contentsMargins().left() - row.contentsMargins().right()
            each = (inner - row.spacing() * (len(self.cards) - 1)) // len(self.cards) - CARD_FRAME
            tallest = 0
            for lab in self.cards.values():
                need, ok = self._wrapped(f, lab.text(), each)
                fits &= ok
                tallest = max(tallest, need)
            block(self.cards_host, tallest + CARD_FRAME + row.contentsMargins().top() + row.contentsMargins().bottom())
        if not self.seats_host.isHidden() and self.seat_texts:
            f = self._font(base, "seat", seat_share * every)
            plan["fonts"]["seat"] = f
            grid = self.seats_grid
            gm = grid.contentsMargins()
            per_row = (len(self.seat_texts) + 1) // 2
            rows = (len(self.seat_texts) + per_row - 1) // per_row
            cell = (width - gm.left() - gm.right() - grid.horizontalSpacing() * (per_row - 1)) // per_row
            fm = QFontMetrics(f)
            tallest = 0
            lines = []
            for seat in self.seat_texts:
                name, body = seat.lines(detail)
                if detail >= 2:
                    name = fm.elidedText(name, Qt.TextElideMode.ElideRight, max(1, cell))
                    name_h, ok = fm.height(), True
                else:
                    name_h, ok = self._wrapped(f, name, cell)
                body_h, body_ok = self._wrapped(f, body, cell)
                fits &= ok and body_ok
                tallest = max(tallest, name_h + body_h)
                lines.append((name, body))
            plan["seat_lines"] = lines
            block(self.seats_host, rows * tallest + grid.verticalSpacing() * (rows - 1) + gm.top() + gm.bottom())
        shown = plan["heights"]
        total = sum(shown.values()) + gap * max(0, len(shown) - 1)
        plan["fits"] = fits and total <= height
        return plan

    def _fit(self) -> None:
        """Lay the content out into the window as it is, never growing it
        (#25): each text's font from its share of the height and the text
        scale; while the whole does not fit, the seat grid loses detail
        first (fouls as a number, then names elided), then the phase, the
        lines and the seats shrink, and last every text; the timer and the
        speaker are never cut."""
        lay = self.box
        m = lay.contentsMargins()
        width = max(1, self.width() - m.left() - m.right())
        height = max(1, self.height() - m.top() - m.bottom())
        tries = self.TRIES
        k = min(self._fit_index, len(tries) - 1)     # start where the last fit ended: usually the answer (#26)
        plan = self._plan(width, height, *tries[k])
        if plan["fits"]:
            while k > 0:                              # something more generous may fit now
                better = self._plan(width, height, *tries[k - 1])
                if not better["fits"]:
                    break
                k, plan = k - 1, better
        else:
            while k + 1 < len(tries) and not plan["fits"]:
                k += 1
                plan = self._plan(width, height, *tries[k])
        self._fit_index = k
        self.detail = plan["detail"]
        fonts = plan["fonts"]
        for part, lab in (("phase", self.phase), ("countdown", self.countdown), ("speaker", self.speaker),
                          ("info", self.info)):
            if part in fonts and lab.font() != fonts[part]:
                lab.setFont(fonts[part])
        for lab in self.cards.values():
            if "card" in fonts:
                f = QFont(fonts["card"])
                f.setBold(lab.property("current") is True)
                if lab.font() != f:
                    lab.setFont(f)
        for lab, seat, (name, body) in zip(self.seat_labels, self.seat_texts, plan.get("seat_lines", ())):
            if lab.font() != fonts["seat"]:
                lab.setFont(fonts["seat"])
            shown = f"<s>{html.escape(name)}</s>" if seat.struck else html.escape(name)
            lab.setText("<br>".join([shown, *map(html.escape, body.split("\n"))]))
        for widget, need in plan["heights"].items():
            lay.setStretchFactor(widget, max(1, need))
        lay.activate()     # laid out now, so the room's screen is painted once, not before and after (#26)

    # ----------------------------------------------------------- content
    def show_standings(self, rows: list) -> None:
        """Show a standings table — (place, name, points) only — instead of the
        game; ``[]`` goes back to the game."""
        self.standings_rows = list(rows)
        self.refresh()

    def show_sheet(self, title: str, lines: list) -> None:
        """Show a titled list instead of the game (between games: «Тур 3,
        стол 2» and its seats, issue #41); an empty title goes back to the game."""
        self.sheet = (title, [str(x) for x in lines]) if title else None
        self.refresh()

    def _sheet_shown(self) -> None:
        assert self.sheet is not None
        title, lines = self.sheet
        self.phase.setText(title)
        for w in (self.countdown, self.speaker, self.seats_host, self.cards_host):
            w.hide()
        self.info.show()
        _sheet(self.info, f"color: {THEMES[self.theme]['fg']};")
        self.info.setText("\n".join(lines[:16]))
        self._fit()

    def _standings(self) -> None:
        rows = self.standings_rows
        self.phase.setText(self.tr("Standings"))
        for w in (self.countdown, self.speaker, self.seats_host):
            w.hide()
        self.info.show()
        _sheet(self.info, f"color: {THEMES[self.theme]['fg']};")
        self.info.setText("\n".join(f"{place}. {name} — {texts.points_text(points)}" for place, name, points in rows[:16]))
        self._fit()

    def refresh(self) -> None:
        """Redraw everything from the feed (after any game change)."""
        if self.sheet is not None:
            self._sheet_shown()
            return
        if self.standings_rows:
            self._standings()
            return
        view = self.feed.view()
        t = THEMES[self.theme]
        if view is None:
            self.phase.setText(self.tr("Mafia Host"))
            for w in (self.countdown, self.speaker, self.info, self.seats_host, self.cards_host):
                w.hide()
            self._fit()
            return
        self._finished = view.phase == "finished"
        self.phase.setText(room_words.phase_text(view))
        night = room_words.dark(view)
        self.seats_host.setVisible(not night)
        self.info.setVisible(not night)
        self._seats(view)
        self._cards(view)
        self.speaker.setVisible(view.speaker is not None)
        if view.speaker is not None:
            self.speaker.setText(room_words.speaker_text(view) or "")
        info = room_words.info_text(view)
        chance = self.feed.chance() if self._finished else None
        if chance is not None:
            said = self.tr("The red side's chance before the game: %1%").replace("%1", str(round(100 * chance)))
            info = f"{info}\n{said}" if info else said
        self.info.setText(info)
        _sheet(self.info, f"color: {t['accent']};")
        self._last = None
        self.refresh_timer()
        self._fit()

    def _cards(self, view: PublicView) -> None:
        """Vote, revote and "all leave?": large candidate cards in nomination
        order, the one being counted highlighted, counts as the host enters them."""
        counted = kit_for(view.ruleset).vote_steps.get(view.step or "")    # None: no vote now
        voting = counted is not None and bool(view.candidates)
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
                lab.show()     # now; the layout would at the next turn of the loop: a second layout and paint (#26)
                self.cards[seat] = lab
        current, counts = self.feed.entering() if counted else (None, {})
        names = {s.seat: s.name for s in view.seats}
        t = THEMES[self.theme]
        for seat, lab in self.cards.items():
            count = counts.get(seat)
            lab.setText(f"{seat}  {names.get(seat, '')}" + (f"\n{count}" if count is not None else ""))
            lab.setProperty("current", seat == current)      # drawn bold by the fit
            border = t["accent"] if seat == current else t["dim"]
            _sheet(lab, f"color: {t['accent'] if seat == current else t['fg']};"
                              f" border: 4px solid {border}; border-radius: 16px; padding: 12px;")

    def _seats(self, view: PublicView) -> None:
        if len(self.seat_labels) != len(view.seats):
            for lab in self.seat_labels:
                lab.setParent(None)       # gone now (a stale tile would be drawn until the next loop)
                lab.deleteLater()
            self.seat_labels = []
            per_row = (len(view.seats) + 1) // 2
            for i, _ in enumerate(view.seats):
                lab = _label(f"pseat{i + 1}")
                lab.setTextFormat(Qt.TextFormat.RichText)
                self.seats_grid.addWidget(lab, i // per_row, i % per_row)
                self.seat_labels.append(lab)
        t = THEMES[self.theme]
        reveal = view.phase == "finished" and settings.flag("projector/reveal_roles", True)
        points = self.feed.points() if view.phase == "finished" else None
        seat_texts = room_words.seat_texts(view, reveal, points)
        for lab, seat in zip(self.seat_labels, view.seats):
            colour = t["accent"] if seat.seat == view.speaker else (t["fg"] if seat.alive and seat.out is None
                                                                    else t["dim"])
            _sheet(lab, f"color: {colour};")
        self.seat_texts = seat_texts

    def refresh_timer(self) -> None:
        """Update the countdown (only when the shown value or colour changes)."""
        if self.standings_rows or self.sheet is not None:
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
                _sheet(self.countdown, f"color: {t['warn'] if state[1] else t['fg']};")
        running = left is not None and self.feed.running()
        if running and not self.tick.isActive():
            self.tick.start()
        elif not running and self.tick.isActive():
            self.tick.stop()


ProjectorWindow.TRIES = tuple(ProjectorWindow._all_tries())
