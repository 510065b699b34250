"""A forum city at a live table (M-11) in the host window: the day's jail
vote, the night walked call by call in M-11.3's order, the morning's
newspaper read aloud, and the end.

The panels read the game's host view and the controller's walk (whose hands
are counted, which call is answered); every tap is an input the controller
pushes, and the core says why one is refused. Nothing here decides a rule.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QGridLayout, QGroupBox, QHBoxLayout, QLabel,
    QPlainTextEdit, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget,
)

from ....core.rulesets.forum.views import ForumHost, forum_host
from ....core.rulesets.forum.catalogue import STEP1
from ....core.rulesets.forum.inputs import SetOrders
from ....core.rulesets.forum.newspaper import private_text
from ....core.views import HostView
from ... import texts
from .. import kit_for, live_of
from . import words
from .state import ForumLive
from ...panel_base import Panel, make_button, make_label, named

NOBODY = 0

if TYPE_CHECKING:
    from ...controller import GameController


def call_title(call: Any) -> str:
    """A call's name: the team's, or the role's."""
    if call.role == "mafia":
        return QCoreApplication.translate("ForumNightPanel", "Mafia")
    if call.role == "yakuza":
        return QCoreApplication.translate("ForumNightPanel", "Yakuza")
    return words.role_name(call.role)


def wake_text(call: Any) -> str:
    """What the host says to wake a call (M-11.3)."""
    if call.role == "mafia":
        return QCoreApplication.translate("ForumNightPanel", "“The Mafia wakes up.”")
    if call.role == "yakuza":
        return QCoreApplication.translate("ForumNightPanel", "“The Yakuza wakes up.”")
    return QCoreApplication.translate("ForumNightPanel", "“The %1 wakes up.”").replace(
        "%1", words.role_name(call.role))


class _ForumPanel(Panel):
    """Shared reading for the live forum panels."""

    def view(self) -> HostView:
        return self.c.playing.host_view()

    @property
    def live(self) -> ForumLive:
        """The live table's state between inputs (the call, who points)."""
        return live_of(self.c, ForumLive)

    def who(self, seat: int | None) -> str:
        if seat is None or seat == NOBODY:
            return QCoreApplication.translate("ForumPanel", "nobody")   # a base class: its own context
        return f"{seat} {self.c.name(seat)}"

    def morning_text(self, outcome: Any) -> tuple[str, str]:
        """The newspaper to read aloud (the host's language) and the private
        notes to pass, one line per player who gets one (M-8.3); not the
        checks, answered at once in the night (M-11.3)."""
        lang = texts.news_lang()
        names = {s.seat: s.name for s in self.view().seats}
        notes = []
        for msg in outcome.private:
            if msg["kind"] == "check":
                continue
            msg = dict(msg, turn=outcome.turn + 1)
            notes.append(f"{self.who(msg['to'])}: {private_text(msg, names, lang)}")
        return outcome.newspaper[lang], "\n".join(notes)


class ForumDayPanel(_ForumPanel):
    """Day t of a live table (M-11.1, M-11.2): the morning's newspaper, the
    jail vote by raised hands (one vote each), the secret notes (disruption,
    hypocrisy, theft) and the close of the vote."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self.news = named(QPlainTextEdit(), "morningNews")
        self.news.setReadOnly(True)
        self.news.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.notes = make_label("morningNotes")
        self.roles_button = make_button(self.tr("Roles to hand out…"), "startMessagesButton", "users")
        self.roles_button.clicked.connect(self.show_roles)
        self.for_box = named(QComboBox(), "forumFor")
        self.for_box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.for_box.activated.connect(lambda _i: self.live.set_forum_for(self.for_box.currentData()))
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Hands for:")))
        row.addWidget(self.for_box, 1)
        self.tally = make_label("forumTally")
        self.secret = QGroupBox(self.tr("Secret notes (M-11.2: disruption, hypocrisy, theft)"))
        self.secret.setObjectName("secretNotes")
        grid = QGridLayout(self.secret)
        self.note_who = named(QComboBox(), "noteWho")
        self.note_target = named(QComboBox(), "noteTarget")
        for box in (self.note_who, self.note_target):
            box.setFocusPolicy(Qt.FocusPolicy.NoFocus)      # digits and Enter belong to the game
        self.note_enter = make_button(self.tr("Enter the note"), "noteEnter", "check")
        self.note_withdraw = make_button(self.tr("Withdraw"), "noteWithdraw", "x")
        self.note_why = make_label("noteWhy")
        grid.addWidget(self.note_who, 0, 0)
        grid.addWidget(self.note_target, 0, 1)
        grid.addWidget(self.note_enter, 1, 0)
        grid.addWidget(self.note_withdraw, 1, 1)
        grid.addWidget(self.note_why, 2, 0, 1, 2)
        self.note_who.currentIndexChanged.connect(self._note_who_changed)
        self.note_target.currentIndexChanged.connect(self._note_check)
        self.note_enter.clicked.connect(self.enter_note)
        self.note_withdraw.clicked.connect(self.withdraw_note)
        self.close_button = make_button(self.tr("Close the vote (Enter)"), "closeVote", "check", primary=True)
        self.close_button.clicked.connect(self.submit)
        self.lay.insertWidget(1, self.news)        # under the title: the morning comes first
        self.lay.insertWidget(2, self.notes)
        self.lay.addWidget(self.roles_button)
        self.lay.addLayout(row)
        self.lay.addWidget(self.tally)
        self.lay.addWidget(self.secret)
        self.lay.addWidget(self.close_button)
        self.lay.addStretch()
        self._notes_for: Any = None

    def refresh(self) -> None:
        c, hv = self.c, self.view()
        facts = forum_host(hv)
        turn = facts.turn
        opts = c.playing.setup.options
        self.title.setText(self.tr("Day %1 — the jail vote").replace("%1", str(turn)))
        last = facts.turns[-1] if facts.turns else None
        self.news.setVisible(last is not None)
        self.notes.setVisible(last is not None)
        if last is not None:
            news, notes = self.morning_text(last)
            if self.news.toPlainText() != news:
                self.news.setPlainText(news)
            self.notes.setText(self.tr("Morning: read the newspaper aloud.") + "\n" +
                               (self.tr("Pass privately:\n%1").replace("%1", notes) if notes
                                else self.tr("No private notes this morning.")))
        self.roles_button.setVisible(turn == 1)
        no_vote = turn == 1 and not opts.live_first_day_vote
        for_seat = self.live.forum_for
        if no_vote:
            self.say.setText(self.tr("No jail vote on Day 1 (M-11.1): after the talk, close the day."))
        else:
            self.say.setText(self.tr("Say: “Who is for jailing %1?” Click the seats whose hands are up; "
                                     "each player votes once (M-11.2). Digits choose whose hands you count.")
                             .replace("%1", self.who(for_seat)))
        self.for_box.blockSignals(True)
        self.for_box.clear()
        if opts.vote_nobody:
            self.for_box.addItem(self.tr("nobody"), NOBODY)
        for seat in facts.in_play:
            self.for_box.addItem(self.who(seat), seat)
        index = self.for_box.findData(for_seat)
        if index >= 0:
            self.for_box.setCurrentIndex(index)
        self.for_box.blockSignals(False)
        self.for_box.setEnabled(not no_vote)
        if facts.dispersed:
            self.tally.setText(self.tr("The commander's disruption stands: no vote counts today."))
        else:
            counted = "; ".join(f"{self.who(s)} — {n}" for s, n in sorted((facts.tally or {}).items(),
                                                                          key=lambda x: (-x[1], x[0])))
            self.tally.setText(self.tr("Counted now (secret notes included): %1")
                               .replace("%1", counted or self.tr("no vote")))
        self._fill_notes(facts)
        self.close_button.setText(self.tr("Close the day (Enter)") if no_vote else self.tr("Close the vote (Enter)"))

    # ----------------------------------------------------------- notes
    def _fill_notes(self, facts: ForumHost) -> None:
        """The in-play seats with a step-1 order (M-11.2), in the notes' row."""
        seats = [s for s in facts.in_play if any(k in STEP1 for k in facts.order_keys[s])]
        self.secret.setVisible(bool(seats))
        key = (tuple(seats), self.c.playing.step_no, len(self.c.playing.inputs))
        if key == self._notes_for:
            return
        self._notes_for = key
        keep = self.note_who.currentData()
        self.note_who.blockSignals(True)
        self.note_who.clear()
        for seat in seats:
            role = self.c.playing.setup.role(seat)
            self.note_who.addItem(f"{self.who(seat)} ({words.role_name(role)})", seat)
        if keep is not None and self.note_who.findData(keep) >= 0:
            self.note_who.setCurrentIndex(self.note_who.findData(keep))
        self.note_who.blockSignals(False)
        self._note_who_changed()

    def note_key(self) -> str | None:
        seat = self.note_who.currentData()
        if seat is None:
            return None
        keys = [k for k in forum_host(self.view()).order_keys[seat] if k in STEP1]
        return keys[0] if keys else None

    def _note_who_changed(self) -> None:
        key = self.note_key()
        facts = forum_host(self.view())
        self.note_target.blockSignals(True)
        self.note_target.clear()
        if key == "disperse":
            self.note_target.addItem(self.tr("disperse the crowd"), True)
        elif key is not None:
            if key == "hypocrisy":
                if self.c.playing.setup.options.vote_nobody:
                    self.note_target.addItem(self.tr("real vote: nobody"), NOBODY)
                self.note_target.addItem(self.tr("no real vote"), None)
            for seat in facts.in_play:
                self.note_target.addItem(self.who(seat), seat)
            current = facts.orders.get(self.note_who.currentData(), {}).get(key, "absent")
            index = self.note_target.findData(current)
            if current != "absent" and index >= 0:
                self.note_target.setCurrentIndex(index)
        self.note_target.blockSignals(False)
        self._note_check()

    def note_input(self) -> SetOrders | None:
        """The note as an input: the seat's one step-1 order (M-4.2)."""
        seat, key = self.note_who.currentData(), self.note_key()
        if seat is None or key is None:
            return None
        return SetOrders(seat, ((key, self.note_target.currentData()),))

    def _note_check(self) -> None:
        inp = self.note_input()
        why = None if inp is None else self.c.playing.why_not(inp)
        self.note_why.setText("" if why is None else texts.error_text(why))
        self.note_why.setVisible(why is not None)
        self.note_enter.setEnabled(inp is not None and why is None)
        seat = self.note_who.currentData()
        self.note_withdraw.setEnabled(seat is not None and bool(forum_host(self.view()).orders.get(seat)))

    def enter_note(self) -> None:
        inp = self.note_input()
        if inp is not None:
            self.c.push(inp)

    def withdraw_note(self) -> None:
        seat = self.note_who.currentData()
        if seat is not None:
            self.c.push(SetOrders(seat, ()))

    # ----------------------------------------------------------- actions
    def show_roles(self) -> None:
        """M-1.2: each player's role and team, to hand out (host only)."""
        from .desk import show_start_messages

        self.roles_box = show_start_messages(self, self.view(), self.who)

    def submit(self) -> None:
        """Close the vote; a tie with a picker asks his choice first (M-5.3)."""
        from .desk import ask_tie_pick

        asked = ask_tie_pick(self, forum_host(self.view()), self.who)
        if asked is not None:
            self.live.close_forum_vote(asked[0])


class ForumNightPanel(_ForumPanel):
    """Night t of a live table (M-11.3): one call at a time in wake order;
    a tap on a seat enters the woken's order (a team: for each member who
    points), a check is answered at once; after the last call, the morning."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self.awake = make_label("forumAwake")
        self.key_box = named(QComboBox(), "forumKey")
        self.key_box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.key_box.activated.connect(lambda _i: self.live.set_forum_key(self.key_box.currentData()))
        self.members = named(QWidget(), "forumMembers")
        self.members_lay = QVBoxLayout(self.members)
        self.members_lay.setContentsMargins(0, 0, 0, 0)
        self.member_boxes: dict[int, QCheckBox] = {}
        self._members_for: Any = None
        self.pick = make_label("forumPick", big=True)
        self.answer = make_label("forumAnswer", big=True)
        self.back_button = make_button(self.tr("Back"), "forumBack", "chevron-left")
        self.none_button = make_button(self.tr("No action (Del)"), "forumNone", "x")
        self.next_button = make_button(self.tr("Next (Enter)"), "forumNext", "arrow-right", primary=True)
        self.back_button.clicked.connect(lambda: self.live.forum_back())
        self.none_button.clicked.connect(lambda: self.live.forum_point(None))
        self.next_button.clicked.connect(self.submit)
        row = QHBoxLayout()                 # the main action on a row of its own: never clipped (#25)
        row.addWidget(self.back_button)
        row.addWidget(self.none_button)
        self.lay.addWidget(self.awake)
        self.lay.addWidget(self.key_box)
        self.lay.addWidget(self.members)
        self.lay.addWidget(self.pick)
        self.lay.addWidget(self.answer)
        self.lay.addLayout(row)
        self.lay.addWidget(self.next_button)
        self.lay.addStretch()

    def refresh(self) -> None:
        """The night's call now (M-11.3): what to say, who wakes, whom they point at, a check's answer."""
        hv = self.view()
        facts = forum_host(hv)
        call = self.live.forum_call()
        calls = facts.calls
        if call is None:
            self._nobody(facts)
            return
        index = self.live.forum_call_index
        self.title.setText(self.tr("Night %1 — %2 (%3 of %4)").replace("%1", str(facts.turn))
                           .replace("%2", call_title(call)).replace("%3", str(index + 1))
                           .replace("%4", str(len(calls))))
        self.say.setText((self._intro(facts) if index == 0 else "") + wake_text(call))
        awake = self.live.forum_awake()
        self.awake.setText(self._awake_text(facts, call, awake))
        self.awake.show()
        key = self.live.forum_order_key()
        self.key_box.setVisible(len(call.keys) > 1 and bool(awake))
        if len(call.keys) > 1:
            self.key_box.clear()
            for k in call.keys:
                self.key_box.addItem(words.action_name(k), k)
            self.key_box.setCurrentIndex(max(0, self.key_box.findData(key)))
        self._members(call, awake)
        self.pick.setVisible(bool(awake))
        self.pick.setText(self._pick_text(facts, call))
        self._answer(facts, call)
        self.back_button.setEnabled(index > 0)
        self.none_button.setEnabled(bool(awake))
        last = index == len(calls) - 1
        self.next_button.setText(self.tr("Morning: resolve the night (Enter)") if last else self.tr("Next role (Enter)"))

    def _nobody(self, facts: ForumHost) -> None:
        """A night with nobody to wake: straight on to the morning."""
        self.title.setText(self.tr("Night %1 — nobody to wake").replace("%1", str(facts.turn)))
        self.say.setText(self.tr("Nobody at this table acts at night. Go on to the morning."))
        for w in (self.awake, self.key_box, self.members, self.pick, self.answer):
            w.hide()
        self.back_button.setEnabled(False)
        self.none_button.setEnabled(False)
        self.next_button.setText(self.tr("Morning: resolve the night (Enter)"))

    def _intro(self, facts: ForumHost) -> str:
        """The night's first words: how the vote ended, then «the city falls asleep»."""
        closed = facts.closed
        if closed is not None and closed.dispersed:
            intro = self.tr("The vote: the commander dispersed the crowd, nobody is jailed.")
        elif closed is not None and closed.jailed:
            intro = self.tr("The vote: %1 is jailed and leaves the table.").replace("%1", self.who(closed.jailed))
        else:
            intro = self.tr("The vote: nobody is jailed.")
        return intro + "\n" + self.tr("“The city falls asleep.” ")

    def _awake_text(self, facts: ForumHost, call: Any, awake: tuple[int, ...]) -> str:
        """Who wakes, and who of them is benched or distracted (M-11.3, M-2.6)."""
        if not awake:
            return self.tr("Out of play: nobody wakes. Keep the usual pause so the room cannot tell, then go on.")
        benched = facts.benched
        text = self.tr("Awake: %1. Click the seat they point at.").replace("%1", ", ".join(self.who(s) for s in awake))
        lame = [s for s in awake if s in benched]
        if lame:
            text += "\n" + self.tr("Benched this turn: %1. Wake them as usual; their orders fail (M-11.3).") \
                .replace("%1", ", ".join(self.who(s) for s in lame))
        failing = facts.failing
        distracted = [s for s in awake if s not in benched and any(
            failing.get(s, {}).get(k) == "distracted" for k in call.keys)]
        if distracted:
            text += "\n" + self.tr("Distracted tonight: %1. The order is taken and fails (M-2.6).") \
                .replace("%1", ", ".join(self.who(s) for s in distracted))
        return text

    def _pick_text(self, facts: ForumHost, call: Any) -> str:
        """Whom the called seats point at (a team: each member's target)."""
        orders = facts.orders
        picks = [(s, orders.get(s, {}).get(k), k) for s in call.seats for k in call.keys if k in orders.get(s, {})]
        if call.team:
            return "\n".join(f"{self.who(s)} → {self.who(t)}" for s, t, _k in picks) or self.tr("Target: no action")
        return self.tr("Target: %1").replace("%1", ", ".join(
            f"{self.who(t)} ({words.action_name(k)})" if len(call.keys) > 1 else self.who(t)
            for _s, t, k in picks) or self.tr("no action"))

    def _answer(self, facts: ForumHost, call: Any) -> None:
        """A check's answer to show at once (M-11.3), or why it fails."""
        self.answer.setVisible(False)
        answers = facts.check_answers
        for seat in call.seats:
            a = answers.get(seat)
            if a is None or "check" not in call.keys:
                continue
            if a["role"] is None:
                why = {"benched": self.tr("benched"), "distracted": self.tr("distracted")}.get(a["why"], a["why"] or "")
                text = self.tr("The check fails (%1): show no answer.").replace("%1", why)
            else:
                text = self.tr("Show: %1 is %2.").replace("%1", self.who(a["seat"])) \
                    .replace("%2", words.role_name(a["role"]))
                if a["shoots"]:
                    text += "\n" + self.tr("Not honest: his shot follows (M-3.1).")
            self.answer.setText(text)
            self.answer.setVisible(True)

    def _members(self, call: Any, awake: tuple[int, ...]) -> None:
        """A team's call: a box per woken member, ticked if he points (M-11.3)."""
        show = call.team and bool(awake)
        self.members.setVisible(show)
        key = (call.id, awake, self.c.playing.step_no)
        if key != self._members_for:
            self._members_for = key
            for box in self.member_boxes.values():
                self.members_lay.removeWidget(box)
                box.setParent(None)       # gone now, not drawn stale until the next turn of the loop
                box.deleteLater()
            self.member_boxes = {}
            if show:
                for seat in awake:
                    box = QCheckBox(self.tr("%1 points").replace("%1", self.who(seat)))
                    box.setObjectName(f"points_{seat}")
                    box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
                    box.toggled.connect(lambda on, seat=seat: self.live.set_forum_pointing(seat, on))
                    self.members_lay.addWidget(box)
                    self.member_boxes[seat] = box
        for seat, box in self.member_boxes.items():
            box.blockSignals(True)
            box.setChecked(seat not in self.live.forum_not_pointing)
            box.blockSignals(False)

    def submit(self) -> None:
        self.live.forum_next()


class ForumResultPanel(_ForumPanel):
    """The end of a live forum game (M-9): who wins and why, the last
    newspaper, every seat's role; the chronicle to export."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self.news = named(QPlainTextEdit(), "finalNews")
        self.news.setReadOnly(True)
        self.news.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table = named(QTableWidget(0, 4), "forumRoles")
        self.table.setHorizontalHeaderLabels([self.tr("Seat"), self.tr("Player"), self.tr("Role"), self.tr("State")])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.chronicle_button = make_button(self.tr("Export the chronicle (HTML or PDF)…"), "chronicleButton")
        self.chronicle_button.clicked.connect(self.export_chronicle)
        self.lay.addWidget(self.news, 1)
        self.lay.addWidget(self.table, 2)
        self.lay.addWidget(self.chronicle_button)

    def refresh(self) -> None:
        hv = self.view()
        facts = forum_host(hv)
        self.title.setText(texts.winner_name(hv.winner, kit_for(hv.public.ruleset)))
        winners = ", ".join(self.who(s) for s in facts.winners)
        say = self.tr("Winners: %1").replace("%1", winners or self.tr("nobody"))
        if hv.result_reason:
            say += "\n" + self.tr("Reason: %1").replace("%1", hv.result_reason)
        self.say.setText(say)
        last = facts.turns[-1] if facts.turns else None
        self.news.setVisible(last is not None)
        if last is not None:
            self.news.setPlainText(self.morning_text(last)[0])
        state = {None: self.tr("in play"), "killed": self.tr("killed"), "jailed": self.tr("jailed")}
        self.table.setRowCount(len(hv.seats))
        for row, seat in enumerate(hv.seats):
            for col, value in enumerate((str(seat.seat), seat.name, words.role_name(seat.role),
                                         state.get(seat.out, seat.out or ""))):
                self.table.setItem(row, col, QTableWidgetItem(value))
        self.table.resizeColumnsToContents()

    def export_chronicle(self) -> None:
        from ...turn_parts import export_chronicle

        export_chronicle(self, self.c.playing)

    def write_chronicle(self, path: str) -> bool:
        """Every turn's newspaper and the roles, as HTML or PDF (by suffix)."""
        from pathlib import Path

        from ...turn_parts import write_chronicle_file

        return write_chronicle_file(self, self.c.playing, Path(path))

    def submit(self) -> None:
        return None


__all__ = ["ForumDayPanel", "ForumNightPanel", "ForumResultPanel"]
