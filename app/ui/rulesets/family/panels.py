"""The City Mafia family's step panels: a speech (with nominations and
fouls), the vote and revote, the "all leave?" vote and the night's calls
(C-3 … C-10, S-…); the result with its points is in :mod:`.result`. Each
shows what to do or say next and has ``submit()``, bound to Enter."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent, QMouseEvent
from PySide6.QtWidgets import (
    QCheckBox, QFormLayout, QHBoxLayout, QLabel, QSizePolicy, QSpinBox,
    QWidget,
)

from ....core import steps as S
from ... import texts, theme
from .words import night_role_title
from ...panel_base import Panel, make_button, make_label
from .. import kit_for, live_of
from .live import FamilyLive
from . import words

if TYPE_CHECKING:
    from ...controller import GameController

log = logging.getLogger(__name__)


class _FamilyPanel(Panel):
    """A panel of the family's day or night: it reads and enters through the game's :class:`FamilyLive`."""

    @property
    def live(self) -> FamilyLive:
        return live_of(self.c, FamilyLive)


class SpeechPanel(_FamilyPanel):
    """Speech, justification (C-6.3) or farewell (C-3.3) of one seat."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self.morning = make_label("morning")
        self.nomination = make_label("nomination")
        self.nominate_button = make_button(self.tr("Nominate selected seat (N)"), "nominateButton", "hand")
        self.end_button = make_button(self.tr("End speech (Enter)"), "endSpeech", "check", primary=True)
        self.nominate_button.clicked.connect(lambda: self.live.nominate(controller.selected))
        self.end_button.clicked.connect(self.submit)
        self.lay.insertWidget(0, self.morning)
        self.lay.addWidget(self.nomination)
        self.lay.addWidget(self.nominate_button)
        self.lay.addWidget(self.end_button)
        self.lay.addStretch()

    def refresh(self) -> None:
        c, step = self.c, self.c.step_now
        hv = c.playing.host_view()
        seat = step.seat
        assert seat is not None           # a speech, a justification or last words has its speaker
        who = f"{seat} — {c.name(seat)}"
        kinds: dict[str, str] = {S.SPEECH: self.tr("Speech"), S.JUSTIFICATION: self.tr("Justification"),
                                 S.FAREWELL: self.tr("Last words")}
        kind = kinds[step.kind]
        self.title.setText(self.tr("%1: %2 (%3 s)").replace("%1", kind).replace("%2", who)
                           .replace("%3", str(step.seconds)))
        says: dict[str, str] = {S.SPEECH: self.tr("Say: “The floor goes to player number %1, %2.”"),
                                S.JUSTIFICATION: self.tr("Say: “Justification: player number %1, %2.”"),
                                S.FAREWELL: self.tr("Say: “Last words: player number %1, %2.”")}
        say = says[step.kind]
        self.say.setText(say.replace("%1", str(seat)).replace("%2", c.name(seat)))
        # the morning: night victims' last words (C-3.3), then the day's first speech
        first_today = hv.first_speech_of_day and step.kind != S.JUSTIFICATION
        if first_today:
            dead = ", ".join(f"{s} {c.name(s)}" for s in hv.public.morning_deaths)
            self.morning.setText(self.tr("Morning of day %1. Killed tonight: %2")
                                 .replace("%1", str(hv.day)).replace("%2", dead or self.tr("nobody")))
        self.morning.setVisible(first_today)
        self.nominate_button.setVisible(hv.nominations_open is None)
        may_nominate = step.kind == S.SPEECH and (hv.nominations_open is None or bool(hv.nominations))
        self.nomination.setVisible(step.kind == S.SPEECH and (may_nominate or hv.public.no_vote))
        if hv.public.no_vote and hv.nominations_open is not None:
            self.nomination.setText(texts.error_text(hv.nominations_open))
        elif hv.public.no_vote:
            self.nomination.setText(self.tr("No vote today (4th foul, C-5.4)."))
        elif may_nominate:
            noms = ", ".join(str(s) for s in hv.nominations) or "—"
            mine = self.live.pending_nomination
            self.nomination.setText(
                self.tr("Nominated so far: %1\nThis speaker nominates: %2 (click a seat)")
                .replace("%1", noms).replace("%2", f"{mine} {c.name(mine)}" if mine else "—"))
        self.end_button.setText(self.tr("End speech (Enter)"))

    def submit(self) -> None:
        self.live.end_speech()


class CountBox(QSpinBox):
    """A vote count box: entering it selects its number, so typing replaces
    it ("4" gives 4, never "40"); digits typed after that append (12)."""

    focused = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # as wide as a two-digit count needs, not the whole panel (#25)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setAlignment(Qt.AlignmentFlag.AlignRight)

    def event(self, event: QEvent) -> bool:
        """Letters are the window's shortcuts (F: foul, N, M, …), not text for
        a count box, so they reach the window while a box has the focus."""
        if isinstance(event, QKeyEvent) and event.type() == QEvent.Type.ShortcutOverride and event.text() \
                and not event.text().isdigit() \
                and event.modifiers() in (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ShiftModifier) \
                and event.text().isprintable() and not event.text().isspace():
            event.ignore()
            return False
        return super().event(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        edit = self.lineEdit()
        if edit.selectedText() != edit.text():      # typed over at once; not again when it already is (#26)
            QTimer.singleShot(0, self.selectAll)
        self.focused.emit()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        had_focus = self.hasFocus()
        super().mousePressEvent(event)
        if not had_focus:
            QTimer.singleShot(0, self.selectAll)


class VotePanel(_FamilyPanel):
    """Vote or revote: votes per candidate in nomination order (C-6.1)."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self.form_host = QWidget()
        self.form = QFormLayout(self.form_host)
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        self.left = make_label("votesLeft")
        self.apply_button = make_button(self.tr("Apply the vote (Enter)"), "applyVote", "check", primary=True)
        self.apply_button.clicked.connect(self.submit)
        self.by_click = QCheckBox(self.tr("Who voted: click the seats whose hands are up"))
        self.by_click.setObjectName("voteByClick")
        self.by_click.toggled.connect(lambda on: self.live.set_vote_by_click(on))
        self.counting = make_label("voteCounting")
        self.next_button = make_button(self.tr("Next candidate"), "nextCandidate")
        self.next_button.clicked.connect(lambda: self.live.next_candidate())
        self.lay.addWidget(self.by_click)
        self.lay.addWidget(self.counting)
        self.lay.addWidget(self.next_button)
        self.lay.addWidget(self.form_host)
        self.lay.addWidget(self.left)
        self.lay.addWidget(self.apply_button)
        self.lay.addStretch()
        self.spins: dict[int, CountBox] = {}
        self._rows: list[tuple[QLabel, CountBox]] = []     # (name, box) of each row made so far
        self._seats: list[int] = []                         # the candidate on each row shown
        self._key: tuple[S.Step, int] | None = None

    def _row(self, i: int) -> tuple[QLabel, CountBox]:
        """Row ``i`` (0-based) of the boxes, made the first time a vote has that many candidates."""
        while len(self._rows) <= i:
            n = len(self._rows)
            name, spin = QLabel(), CountBox()
            spin.valueChanged.connect(self._update_left)
            spin.valueChanged.connect(lambda _=0, n=n: self._entered_row(n))
            spin.focused.connect(lambda n=n: self._entered_row(n))
            self.form.addRow(name, spin)
            self._rows.append((name, spin))
        return self._rows[i]

    def refresh(self) -> None:
        c, step = self.c, self.c.step_now
        living = len(c.playing.alive)
        key = (step, c.playing.step_no)
        if key != self._key:
            self._key = key
            # the rows are made once and kept: a new vote fills them in, where new boxes
            # were made and styled at every vote (#26)
            self.spins = {}
            self._seats = list(step.candidates or ())
            for i, seat in enumerate(self._seats):
                name, spin = self._row(i)
                name.setText(f"{seat} {c.name(seat)}")
                spin.setObjectName(f"vote_{seat}")
                spin.blockSignals(True)
                spin.setRange(0, living)
                spin.setValue(0)
                spin.blockSignals(False)
                self.form.setRowVisible(i, True)
                self.spins[seat] = spin
            for i in range(len(self._seats), len(self._rows)):
                self.form.setRowVisible(i, False)
                self._rows[i][1].setObjectName("")       # no stale "vote_N" to be found
            if self.spins:
                first = self.spins[self._seats[0]]
                first.selectAll()          # before the focus: selected as it comes, no second redraw
                first.setFocus()
        clicking = self.live.vote_by_click
        self.by_click.setChecked(clicking)
        self.counting.setVisible(clicking)
        self.next_button.setVisible(clicking)
        for seat, spin in self.spins.items():
            spin.setReadOnly(clicking)
            if clicking:
                spin.blockSignals(True)
                spin.setValue(len(self.live.vote_voters.get(seat, [])))
                spin.blockSignals(False)
        if clicking and self.live.vote_current is not None:
            voters = self.live.vote_voters.get(self.live.vote_current, [])
            self.counting.setText(self.tr("Counting the votes for seat %1: %2")
                                  .replace("%1", f"{self.live.vote_current} {c.name(self.live.vote_current)}")
                                  .replace("%2", ", ".join(map(str, sorted(voters))) or "—"))
        title = self.tr("Vote") if step.kind == S.VOTE else self.tr("Revote")
        self.title.setText(f"{title}: {', '.join(str(s) for s in self._seats)}")
        self.say.setText(self.tr("Say: “Who votes for player number %1?” — for each candidate in turn.")
                         .replace("%1", str(self._seats[0] if self._seats else "—")))
        self._update_left()

    def _entered_row(self, n: int) -> None:
        if n < len(self._seats):        # a row of this vote (the others are hidden)
            self._entered(self._seats[n])

    def _entered(self, seat: int) -> None:
        """The host counts ``seat``'s votes: the room sees it (projector)."""
        if not self.live.vote_by_click:
            self.live.set_vote_entry(seat, self.counts())

    def counts(self) -> dict[int, int]:
        return {s: spin.value() for s, spin in self.spins.items()}

    def _update_left(self) -> None:
        living = len(self.c.playing.alive)
        used = sum(self.counts().values())
        if used > living:   # refused before Enter, next to the boxes (C-6.1)
            self.left.setText(self.tr("Too many votes: %1 for %2 living players (C-6.1)")
                              .replace("%1", str(used)).replace("%2", str(living)))
        else:
            self.left.setText(self.tr("Votes left: %1 of %2 living players")
                              .replace("%1", str(living - used)).replace("%2", str(living)))
        theme.set_state(self.left, "over", used > living)
        self.apply_button.setEnabled(used <= living)

    def submit(self) -> None:
        if sum(self.counts().values()) > len(self.c.playing.alive):
            return
        self.live.submit_vote(self.counts())


class LiftPanel(_FamilyPanel):
    """The "all leave?" vote after a repeated tie (C-6.4)."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self.spin = CountBox()
        self.spin.setObjectName("liftFor")
        self.rule = make_label("liftRule")
        self.apply_button = make_button(self.tr("Apply (Enter)"), "applyLift", "check", primary=True)
        self.apply_button.clicked.connect(self.submit)
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Votes for:")))
        row.addWidget(self.spin)
        row.addStretch(1)
        self.lay.addLayout(row)
        self.lay.addWidget(self.rule)
        self.lay.addWidget(self.apply_button)
        self.lay.addStretch()
        self._key: tuple[S.Step, int] | None = None

    def refresh(self) -> None:
        c, step = self.c, self.c.step_now
        hv = c.playing.host_view()
        living = hv.living
        key = (step, hv.step_no)
        if key != self._key:
            self._key = key
            self.spin.setRange(0, living)
            self.spin.setValue(0)
            self.spin.setFocus()
            self.spin.selectAll()
        seats = ", ".join(f"{s} {c.name(s)}" for s in step.candidates or ())
        self.title.setText(self.tr("All leave? %1").replace("%1", seats))
        self.say.setText(self.tr("Say: “Who is for all of them leaving the game?”"))
        self.rule.setText(self.tr("They leave with more than half: at least %1 of %2.")
                          .replace("%1", str(hv.lift_threshold)).replace("%2", str(living)))

    def submit(self) -> None:
        self.live.submit_lift(self.spin.value())


class NightPanel(_FamilyPanel):
    """The night walkthrough: one role at a time in wake order (C-7.1, C-7.2)."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self.who = make_label("nightWho")
        self.pick = make_label("nightPick", big=True)
        self.check = make_label("nightCheck", big=True)
        self.none_button = make_button(self.tr("No action (Del)"), "nightNone", "x")
        self.back_button = make_button(self.tr("Back"), "nightBack", "chevron-left")
        self.next_button = make_button(self.tr("Next (Enter)"), "nightNext", "arrow-right", primary=True)
        self.none_button.clicked.connect(lambda: self.live.night_pick(None))
        self.back_button.clicked.connect(lambda: self.live.night_back())
        self.next_button.clicked.connect(self.submit)
        row = QHBoxLayout()                 # the main action on a row of its own: never clipped (#25)
        row.addWidget(self.back_button)
        row.addWidget(self.none_button)
        self.lay.addWidget(self.who)
        self.lay.addWidget(self.pick)
        self.lay.addWidget(self.check)
        self.lay.addLayout(row)
        self.lay.addWidget(self.next_button)
        self.lay.addStretch()

    def refresh(self) -> None:
        c = self.c
        role = self.live.night_role
        if role is None:
            return
        hv = c.playing.host_view()
        n = self.live.night_index + 1
        self.title.setText(self.tr("Night %1 — %2 (%3 of %4)").replace("%1", str(hv.night))
                           .replace("%2", night_role_title(role))
                           .replace("%3", str(n)).replace("%4", str(len(self.live.night_roles))))
        intro = self.tr("“The city falls asleep.” ") if self.live.night_index == 0 else ""
        self.say.setText(intro + self.tr("“%1”").replace("%1", words.wake_phrase(role)))
        acting = role in hv.night_acting
        names = ", ".join(f"{s} {c.name(s)}" for s in hv.night_actors)
        if acting:
            self.who.setText(self.tr("Awake: %1. Click the seat they show.").replace("%1", names))
        else:
            self.who.setText(self.tr("Out of the game: keep the pause (%1 s), do not look at anyone (C-7.2).")
                             .replace("%1", str(hv.night_pause_seconds)))
        target = self.live.night_picks.get(role)
        self.pick.setVisible(acting)
        self.pick.setText(self.tr("Target: %1").replace("%1", f"{target} {c.name(target)}" if target else self.tr("no action")))
        if acting and target and target in hv.check_results:
            self.check.setText(words.check_text(role, hv.check_results[target]))
            self.check.show()
        else:
            self.check.hide()
        self.none_button.setEnabled(acting)
        self.none_button.setText(kit_for(hv.ruleset).none_text(self, role) or self.tr("No action (Del)"))
        self.back_button.setEnabled(self.live.night_index > 0)
        last = self.live.night_index == len(self.live.night_roles) - 1
        self.next_button.setText(self.tr("Wake the city (Enter)") if last else self.tr("Next role (Enter)"))

    def submit(self) -> None:
        self.live.night_next()
