"""The City Mafia family's step panels: a speech (with nominations and
fouls), the vote and revote, the "all leave?" vote, the night's calls and
the result with its points (C-3 … C-11, S-…). Each shows what to do or say
next and has ``submit()``, bound to Enter."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent, QMouseEvent
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QFormLayout, QHBoxLayout, QHeaderView, QLabel, QLineEdit, QSizePolicy, QSpinBox,
    QTableWidget, QTableWidgetItem, QWidget,
)

from ....core import steps as S
from ... import texts, theme
from ...panel_base import Panel, make_button, make_label
from .. import kit_for, live_of
from .live import FamilyLive

if TYPE_CHECKING:
    from ....core.game import Game
    from ....core.views import HostView
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
                           .replace("%2", texts.night_role_title(role))
                           .replace("%3", str(n)).replace("%4", str(len(self.live.night_roles))))
        intro = self.tr("“The city falls asleep.” ") if self.live.night_index == 0 else ""
        self.say.setText(intro + self.tr("“%1”").replace("%1", texts.wake_phrase(role)))
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
            self.check.setText(texts.check_text(role, hv.check_results[target]))
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


class ResultPanel(Panel):
    """The proposed result (C-9.2): confirm, or override with a reason; then points (C-11)."""

    WINNERS = ("red", "black", "maniac", "draw")

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self.confirm_button = make_button(self.tr("Confirm the result (Enter)"), "confirmResult", "check", primary=True)
        self.confirm_button.clicked.connect(self.submit)
        self.winner_box = QComboBox()
        self.winner_box.setObjectName("overrideWinner")
        self._winners: tuple[str, ...] = ()
        self.head_judge = QCheckBox(self.tr("The head judge approves these extra points (S-12.4)"))
        self.head_judge.setObjectName("headJudge")
        self.reason = QLineEdit()
        self.reason.setObjectName("overrideReason")
        self.reason.setPlaceholderText(self.tr("Reason for overriding"))
        self.override_button = make_button(self.tr("Override"), "overrideResult")
        self.override_button.clicked.connect(
            lambda: controller.override(self.winner_box.currentData(), self.reason.text()))
        self.override_row = QWidget()
        row = QHBoxLayout(self.override_row)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.winner_box)
        row.addWidget(self.reason, 2)
        row.addWidget(self.override_button)
        self.summary = make_label("resultSummary")
        self.table = QTableWidget(0, 8)
        self.table.setObjectName("pointsTable")
        self.table.setHorizontalHeaderLabels([self.tr("Seat"), self.tr("Player"), self.tr("Role"), self.tr("Points"),
                                              self.tr("Base"), self.tr("Useful"), self.tr("Penalty"), self.tr("Bonus")])
        self.confirm_points_button = make_button(self.tr("Confirm the points (Ctrl+Shift+P)"), "confirmPoints", "check")
        self.points_note = make_label("pointsNote")
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(22)
        # A 10-seat game fits the panel's width in either language: the
        # player's name takes what is left (elided, whole in the tooltip).
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setMinimumSectionSize(24)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.lay.addWidget(self.confirm_button)
        self.lay.addWidget(self.head_judge)
        self.lay.addWidget(self.override_row)
        self.lay.addWidget(self.summary)
        self.lay.addWidget(self.table, 1)
        self.lay.addWidget(self.points_note)
        self.lay.addWidget(self.confirm_points_button)
        self._confirmed_for: int | None = None

    def set_confirmed(self, on: bool) -> None:
        self._confirmed_for = self.c.game_id if on else None
        self.refresh()

    def chance(self) -> float | None:
        """The red side's win chance before this game by the club's rating
        (issue #42); None without a database, sides or a rated player."""
        from ...chance import red_chance

        return red_chance(self.c)

    def refresh(self) -> None:
        """The result proposed or final (C-9), who left and why, and each seat's points (C-11)."""
        c = self.c
        game = c.playing
        hv = game.host_view()
        finished = game.status == "finished"
        winner = hv.winner if finished else hv.proposed
        results = game.ruleset.results
        if results != self._winners:
            self._winners = results
            self.winner_box.clear()
            for w in results:
                self.winner_box.addItem(texts.winner_name(w), w)
            heads = [self.tr("Seat"), self.tr("Player"), self.tr("Role"), self.tr("Points"), self.tr("Base")]
            heads += self.points_heads()
            self.table.setColumnCount(len(heads))
            self.table.setHorizontalHeaderLabels(heads)
        self.title.setText((self.tr("Result: %1") if finished else self.tr("Proposed: %1"))
                           .replace("%1", texts.winner_name(winner)))
        reason = self.proposed_reason(hv)
        say = "" if finished else self.tr("Check the table, then confirm or override with a reason.")
        if reason and not finished:
            say = self.tr("Why: %1.").replace("%1", texts.result_reason(reason)) + " " + say
        self.say.setText(say)
        self.head_judge.setVisible(not finished and self.head_judge_asked(game))
        self.confirm_button.setVisible(not finished)
        self.override_row.setVisible(not finished)
        self.summary.setText(self._summary(hv, finished))
        self._points(game, hv)

    def _summary(self, hv: HostView, finished: bool) -> str:
        """Who left the game and how, the reason recorded, the red side's chance (#42)."""
        c = self.c
        out = "; ".join(f"{e.seat} {c.name(e.seat)} — {texts.how_name(e.how)}" for e in hv.eliminated)
        text = self.tr("Left the game: %1").replace("%1", out or "—")
        if finished and hv.result_reason:
            text += "\n" + self.tr("Reason: %1").replace("%1", hv.result_reason)
        chance = self.chance()
        if chance is not None:
            text += "\n" + self.tr("The club's rating gave the red side %1 before the game.").replace(
                "%1", f"{round(100 * chance)}%")
        return text

    def _points(self, game: Game, hv: HostView) -> None:
        """The points table by the game's scheme, and whether they are confirmed."""
        c = self.c
        scheme = self.points_scheme(game)
        lines = game.points_breakdown(scheme)
        self.table.setVisible(lines is not None)
        stored = c.store is not None and c.game_id is not None and lines is not None
        self.confirm_points_button.setVisible(stored and self._confirmed_for != c.game_id)
        self.points_note.setVisible(lines is not None)
        if lines is None:
            return
        points = {s: line.total for s, line in lines.items()}
        name = self.scheme_label(game, scheme)
        note = self.tr("Points by the scheme “%1”. Add a bonus or penalty with Ctrl+B, then confirm.").replace("%1", name)
        if self._confirmed_for == c.game_id:
            note = self.tr("Points confirmed ✓ (scheme “%1”).").replace("%1", name)
        self.points_note.setText(note)
        self.table.setRowCount(len(points))
        for row, seat in enumerate(sorted(points)):
            line = lines[seat]
            values = [str(seat), c.name(seat), texts.role_name(hv.seat(seat).role),
                      texts.points_text(points[seat]), texts.points_text(line.base)]
            values += self.points_values(line)
            for col, value in enumerate(values):
                item = QTableWidgetItem(value)
                item.setData(Qt.ItemDataRole.UserRole, seat)
                if col == 1:
                    item.setToolTip(value)   # the whole name, if the column elides it
                self.table.setItem(row, col, item)

    # ---- what a ruleset's own result panel changes (its kit subclasses this one)
    def points_heads(self) -> list[str]:
        """The points table's columns after Points and Base (club points, C-11)."""
        return [self.tr("Useful"), self.tr("Penalty"), self.tr("Bonus")]

    def points_values(self, line: Any) -> list[str]:
        return [f"{line.useful:+g}", f"{line.penalty:+g}", f"{line.bonus:+g}"]

    def proposed_reason(self, hv: HostView) -> str | None:
        """Why the result is proposed, where the rules say (none for the club)."""
        return None

    def head_judge_asked(self, game: Game) -> bool:
        """Whether confirming asks for the head judge's approval."""
        return False

    def points_scheme(self, game: Game) -> Any:
        """The points scheme a finished game is scored with (the club's, C-11)."""
        return self.c.store.scheme_for(game) if self.c.store is not None else None

    def scheme_label(self, game: Game, scheme: Any) -> str:
        return texts.scheme_name(game.setup.scheme, scheme.name if scheme is not None else None)

    def submit(self) -> None:
        if self.c.playing.status != "finished":
            self.c.confirm(self.head_judge.isVisible() and self.head_judge.isChecked())
