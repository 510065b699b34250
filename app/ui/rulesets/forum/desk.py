"""The turn desk: the host's window for a forum game (M-1 … M-12).

:class:`ForumNewGameDialog` seats a game (a city or Novosibirsk's free set,
the players, a deal by the app or roles entered). :class:`ForumDeskWindow`
takes each vote and order as it arrives (a later one replaces the earlier),
says at once why the rules refuse one, shows the jail vote's tally and, on
a member's request, his team's shot orders (M-2.2). "Resolve turn" shows the
result in M-6's order, the newspaper ready to paste (plain text or BBCode,
Russian or English) and one private message per player who gets one.

Every order is an input, written before it shows (:class:`~app.service.desk.Desk`).
The window reads the game's host view and asks the core why an input is
illegal; it recomputes no rule.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView, QButtonGroup, QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFileDialog, QFormLayout, QGridLayout,
    QGroupBox, QHBoxLayout, QHeaderView, QInputDialog, QLabel, QLineEdit, QMainWindow, QMessageBox,
    QPlainTextEdit, QPushButton, QRadioButton, QSplitter, QTableWidget, QTableWidgetItem, QTabWidget,
    QTextBrowser, QVBoxLayout, QWidget,
)

from ....core.errors import MafiaError
from ....core.rulesets.forum import (
    CastVote, EndForum, ResolveTurn, SetOrders, make_setup, private_text, turns_script,
)
from ....core.rulesets.forum.catalogue import BY_ID, CITIES, FREE_CITY, ROLES
from ....core.rulesets.forum.inputs import RESULTS
from ....service.desk import Desk, Problem
from ... import texts


def named(widget: Any, name: str) -> Any:
    """``widget`` with its object name (tests and style sheets find it by name)."""
    widget.setObjectName(name)
    return widget

log = logging.getLogger(__name__)

NOBODY = 0


def bbcode(text: str) -> str:
    """The newspaper as forum BBCode: the header bold, each line as it is."""
    first, _, rest = text.partition("\n")
    return f"[b]{first}[/b]\n{rest}" if rest else f"[b]{first}[/b]"


def ask_tie_pick(parent: QWidget, extra: Any, name: Any) -> tuple[int | None] | None:
    """M-5.3: when the tally is tied and someone picks, ask the host his
    choice among the leaders (``extra``: the host view's). Returns
    ``(seat,)``, ``(None,)`` (no tie, no picker, or no answer: drawn) or
    None (cancelled: nothing happens)."""
    leaders, picker = extra["tie_leaders"], extra["picker"]
    if not leaders or picker is None:
        return (None,)
    choices = [QCoreApplication.translate("ForumDeskWindow", "No answer: draw")] + [name(s) for s in leaders]
    question = QCoreApplication.translate("ForumDeskWindow", "A tie. %1 picks whom to jail:")
    answer, ok = QInputDialog.getItem(parent, QCoreApplication.translate("ForumDeskWindow", "Tie"),
                                      question.replace("%1", name(picker)), choices, 0, False)
    if not ok:
        return None
    return (None if answer == choices[0] else leaders[choices.index(answer) - 1],)


def export_chronicle(parent: QWidget, game: Any) -> None:
    """Ask where, then write ``game``'s chronicle there (:func:`write_chronicle_file`)."""
    path, _ = QFileDialog.getSaveFileName(
        parent, QCoreApplication.translate("ForumDeskWindow", "Export the chronicle"), "forum-chronicle.html",
        QCoreApplication.translate("ForumDeskWindow", "Web page (*.html);;PDF (*.pdf)"))
    if path:
        write_chronicle_file(parent, game, Path(path))


def write_chronicle_file(parent: QWidget, game: Any, path: Path) -> bool:
    """Every turn's newspaper and the roles, as HTML or PDF (by ``path``'s
    suffix), in the host's language; a file that cannot be written is said
    in a message box, and False returned."""
    from ....export.chronicle import write_chronicle

    try:
        write_chronicle(path, game, texts.news_lang())
    except OSError as err:
        QMessageBox.warning(parent, QCoreApplication.translate("ForumDeskWindow", "Forum game"),
                            QCoreApplication.translate("ForumDeskWindow", "Could not write %1: %2")
                            .replace("%1", str(path)).replace("%2", err.strerror or str(err)))
        return False
    return True


def show_start_messages(parent: QWidget, view: Any, name: Any) -> QMessageBox:
    """M-1.2: what each player is told privately at the start (his role, his
    team), for the host's eyes; ``name(seat)`` words a seat. Returns the open box."""
    out = []
    for seat, msg in sorted(view.extra["start_messages"].items()):
        line = f"{name(seat)}: {texts.forum_role_name(msg['role'])}"
        if msg["team"]:
            mates = ", ".join(name(m["seat"]) + (f" ({texts.forum_role_name(m['role'])})" if m["role"] else "")
                              for m in msg["team"])
            line += " — " + QCoreApplication.translate("ForumDeskWindow", "your team: %1").replace("%1", mates)
        out.append(line)
    box = QMessageBox(QMessageBox.Icon.Information, QCoreApplication.translate("ForumDeskWindow", "Start messages"),
                      "\n".join(out),
                      QMessageBox.StandardButton.Close, parent)
    box.setObjectName("startMessages")
    box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    box.open()
    return box


class ForumNewGameDialog(QDialog):
    """A new forum game (M-10.1): the city, strong Mafia (where the city has
    the choice), one player per line, the roles dealt by the app (M-10.5)
    or entered per seat (Novosibirsk always), and where it is played: in a
    forum thread (the turn desk) or at a live table (M-11: the host window
    and projector; a vote on Day 1 or not). :meth:`setup` gives the setup."""

    def __init__(self, parent: QWidget | None = None, names: list[str] | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("forumNewGame")
        self.setWindowTitle(self.tr("New forum game"))
        self._setup: Any = None
        form = QFormLayout()
        self.city = named(QComboBox(), "cityCombo")
        for city in CITIES:
            self.city.addItem(texts.forum_city_name(city.id), city.id)
        self.strong = named(QCheckBox(self.tr("Strong Mafia (one more mafioso)")), "strongCheck")
        form.addRow(self.tr("City:"), self.city)
        form.addRow("", self.strong)
        self.players = named(QPlainTextEdit(), "playersEdit")
        self.players.setPlaceholderText(self.tr("One player per line, in seat order"))
        self.players.setPlainText("\n".join(names or []))
        form.addRow(self.tr("Players:"), self.players)
        self.deal = named(QRadioButton(self.tr("Deal the roles at random")), "dealRadio")
        self.enter = named(QRadioButton(self.tr("Enter the roles")), "enterRadio")
        self.deal.setChecked(True)
        row = QHBoxLayout()
        row.addWidget(self.deal)
        row.addWidget(self.enter)
        form.addRow(self.tr("Roles:"), row)
        self.roles = named(QTableWidget(0, 2), "rolesTable")
        self.roles.setHorizontalHeaderLabels([self.tr("Player"), self.tr("Role")])
        self.roles.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.roles.setVisible(False)
        self.in_thread = named(QRadioButton(self.tr("In a forum thread (the turn desk)")), "threadRadio")
        self.live = named(QRadioButton(self.tr("At a live table (the host window and projector)")), "liveRadio")
        self.in_thread.setChecked(True)
        self.groups = (QButtonGroup(self), QButtonGroup(self))   # two choices: how the roles come, where it is played
        for group, choices in zip(self.groups, ((self.deal, self.enter), (self.in_thread, self.live))):
            for button in choices:
                group.addButton(button)
        where = QVBoxLayout()
        where.addWidget(self.in_thread)
        where.addWidget(self.live)
        form.addRow(self.tr("Played:"), where)
        self.first_vote = named(QCheckBox(self.tr("A jail vote on Day 1 (M-11.1)")), "firstVoteCheck")
        self.first_vote.setChecked(True)
        self.first_vote.setEnabled(False)
        self.live.toggled.connect(self.first_vote.setEnabled)
        form.addRow("", self.first_vote)
        self.seed = named(QLineEdit(), "seedEdit")
        self.seed.setPlaceholderText(self.tr("empty: drawn at random (recorded)"))
        form.addRow(self.tr("Seed:"), self.seed)
        self.error = named(QLabel(), "errorLabel")
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #c62828")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addLayout(form)
        lay.addWidget(self.roles, 1)
        lay.addWidget(self.error)
        lay.addWidget(buttons)
        self.city.currentIndexChanged.connect(self._changed)
        self.enter.toggled.connect(self._changed)
        self.players.textChanged.connect(self._changed)
        self._changed()
        self.resize(560, 620)

    def names(self) -> list[str]:
        return [line.strip() for line in self.players.toPlainText().splitlines() if line.strip()]

    def _changed(self) -> None:
        city = self.city.currentData()
        free = city == FREE_CITY
        spec = next(c for c in CITIES if c.id == city)
        self.strong.setEnabled(spec.strong == "choice")
        self.strong.setChecked(spec.strong == "always" or (spec.strong == "choice" and self.strong.isChecked()))
        if free:
            self.enter.setChecked(True)
        self.deal.setEnabled(not free)
        show = self.enter.isChecked()
        self.roles.setVisible(show)
        if show:
            names = self.names()
            old = [self.roles.cellWidget(i, 1).currentData() for i in range(self.roles.rowCount())]
            self.roles.setRowCount(len(names))
            for i, name in enumerate(names):
                self.roles.setItem(i, 0, QTableWidgetItem(f"{i + 1}. {name}"))
                combo = QComboBox()
                for role in ROLES:
                    combo.addItem(texts.forum_role_name(role.id), role.id)
                if i < len(old) and old[i]:
                    combo.setCurrentIndex(combo.findData(old[i]))
                self.roles.setCellWidget(i, 1, combo)
        self.error.clear()

    def accept(self) -> None:
        names = self.names()
        seed_text = self.seed.text().strip()
        if seed_text and not seed_text.isdigit():
            self.error.setText(self.tr("The seed is a whole number ≥ 0, or empty."))
            return
        roles = ([self.roles.cellWidget(i, 1).currentData() for i in range(len(names))]
                 if self.enter.isChecked() else None)
        try:
            live = self.live.isChecked()
            self._setup = make_setup(self.city.currentData(), names, roles, strong=self.strong.isChecked(),
                                     seed=int(seed_text) if seed_text else None, mode="live" if live else "forum",
                                     options={"live_first_day_vote": self.first_vote.isChecked()} if live else None)
        except MafiaError as err:
            self.error.setText(texts.error_text(err))
            return
        super().accept()

    def setup(self) -> Any:
        """The validated :class:`~app.core.setup.GameSetup`."""
        return self._setup


class TurnResultDialog(QDialog):
    """One resolved turn: what happened in M-6's order (for the host), the
    newspaper to paste (plain or BBCode, Russian or English, Copy) and the
    private messages, one per player who gets one."""

    def __init__(self, parent: QWidget | None, outcome: Any, names: dict[int, str]) -> None:
        super().__init__(parent)
        self.setObjectName("turnResult")
        self.setWindowTitle(self.tr("Turn %1").replace("%1", str(outcome.turn)))
        self.outcome, self.names = outcome, names
        lay = QVBoxLayout(self)
        self.steps = named(QTextBrowser(), "stepsView")
        self.steps.setPlainText(self.steps_text())
        lay.addWidget(QLabel(self.tr("What happened, in the rules' order (host only):")))
        lay.addWidget(self.steps, 2)
        row = QHBoxLayout()
        self.lang = named(QComboBox(), "newsLang")
        self.lang.addItem(self.tr("Russian"), "ru")
        self.lang.addItem(self.tr("English"), "en")
        self.lang.setCurrentIndex(0 if texts.news_lang() == "ru" else 1)
        self.form = named(QComboBox(), "newsFormat")
        self.form.addItem(self.tr("Plain text"), "plain")
        self.form.addItem(self.tr("Forum BBCode"), "bbcode")
        self.copy = named(QPushButton(self.tr("&Copy the newspaper")), "copyNews")
        row.addWidget(QLabel(self.tr("Newspaper:")))
        row.addWidget(self.lang)
        row.addWidget(self.form)
        row.addStretch(1)
        row.addWidget(self.copy)
        lay.addLayout(row)
        self.news = named(QPlainTextEdit(), "newsView")
        self.news.setReadOnly(True)
        lay.addWidget(self.news, 2)
        lay.addWidget(QLabel(self.tr("Private messages:")))
        self.private = named(QTableWidget(0, 2), "privateTable")
        self.private.setHorizontalHeaderLabels([self.tr("To"), self.tr("Message")])
        self.private.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.private.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        lay.addWidget(self.private, 2)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        lay.addWidget(close)
        self.lang.currentIndexChanged.connect(self._fill)
        self.form.currentIndexChanged.connect(self._fill)
        self.copy.clicked.connect(self.copy_news)
        self._fill()
        self.resize(720, 680)

    def news_text(self) -> str:
        """The newspaper in the chosen language and form."""
        text = self.outcome.newspaper[self.lang.currentData()]
        return bbcode(text) if self.form.currentData() == "bbcode" else text

    def copy_news(self) -> None:
        QGuiApplication.clipboard().setText(self.news_text())

    def _fill(self) -> None:
        self.news.setPlainText(self.news_text())
        lang = self.lang.currentData()
        msgs = self.outcome.private
        self.private.setRowCount(len(msgs))
        for i, msg in enumerate(msgs):
            msg = dict(msg, turn=self.outcome.turn + 1)
            self.private.setItem(i, 0, QTableWidgetItem(f"{msg['to']}. {self.names[msg['to']]}"))
            self.private.setItem(i, 1, QTableWidgetItem(private_text(msg, self.names, lang)))
        self.private.resizeRowsToContents()

    def steps_text(self) -> str:
        """M-6's steps: the count, failed orders, deaths, care, coughing, benched."""
        o, n = self.outcome, self.names
        c = o.count

        def who(seat: Any) -> str:
            return f"{seat}. {n.get(seat, '')}" if seat else self.tr("nobody")

        lines = []
        if c.dispersed:
            lines.append(self.tr("1. The commander dispersed the crowd: no vote counts."))
        else:
            tally = ", ".join(f"{who(s)}: {v}" for s, v in sorted(c.tally.items())) or self.tr("no counted vote")
            lines.append(self.tr("1. Tally: %1.").replace("%1", tally))
            if c.tie:
                by = self.tr("drawn") if c.tie["by"] == "rng" else who(c.tie["by"])
                lines.append(self.tr("   Tie between %1; chosen by %2.")
                             .replace("%1", ", ".join(who(s) for s in c.tie["leaders"])).replace("%2", by))
            lines.append(self.tr("   Jailed: %1.").replace("%1", who(c.jailed)))
        why = {"benched": self.tr("benched"), "jailed": self.tr("the actor was jailed"),
               "distracted": self.tr("distracted"), "target_jailed": self.tr("the target was jailed"),
               "disagreement": self.tr("the team named different targets")}
        for f in o.failed:
            lines.append(self.tr("Failed: %1, %2 (%3).").replace("%1", who(f["seat"]))
                         .replace("%2", texts.forum_action_name(f["key"])).replace("%3", why[f["why"]]))
        how = {"shot": self.tr("shot"), "guarding": self.tr("guarding"), "poison": self.tr("poison")}
        for d in o.deaths:
            lines.append(self.tr("6. Killed: %1 (%2).").replace("%1", who(d["seat"])).replace("%2", how[d["how"]]))
        if not o.deaths:
            lines.append(self.tr("6. Nobody was killed."))
        for label, seats in ((self.tr("In intensive care"), o.intensive_care), (self.tr("In hospital"), o.hospital),
                             (self.tr("Coughing"), o.coughing)):
            if seats:
                lines.append(f"{label}: {', '.join(who(s) for s in seats)}.")
        for b in o.benched_next:
            lines.append(self.tr("Benched next turn: %1 (%2).").replace("%1", who(b["seat"]))
                         .replace("%2", texts.forum_action_name(b["by"])))
        return "\n".join(lines)


class ForumDeskWindow(QMainWindow):
    """The turn desk for one forum game on ``desk`` (module docstring)."""

    def __init__(self, desk: Desk, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("forumDesk")
        self.desk = desk
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.seats = named(QTableWidget(0, 6), "seatsTable")
        self.seats.setHorizontalHeaderLabels([self.tr("Seat"), self.tr("Player"), self.tr("Role"),
                                              self.tr("State"), self.tr("Vote"), self.tr("Orders")])
        self.seats.horizontalHeader().setSectionResizeMode(5, QHeaderView.ResizeMode.Stretch)
        self.seats.verticalHeader().setVisible(False)
        self.seats.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.seats.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.seats.itemSelectionChanged.connect(self._seat_selected)

        self.turn_label = named(QLabel(), "turnLabel")
        self.turn_label.setStyleSheet("font-size: 16pt; font-weight: bold")
        entry = QGroupBox(self.tr("Enter a vote or an order"))
        grid = QGridLayout(entry)
        self.who = named(QComboBox(), "whoCombo")
        self.what = named(QComboBox(), "whatCombo")
        self.target = named(QComboBox(), "targetCombo")
        self.enter = named(QPushButton(self.tr("&Enter")), "enterButton")
        self.enter.setDefault(True)
        self.withdraw = named(QPushButton(self.tr("&Withdraw")), "withdrawButton")
        grid.addWidget(QLabel(self.tr("Player:")), 0, 0)
        grid.addWidget(self.who, 0, 1)
        grid.addWidget(QLabel(self.tr("Vote or action:")), 1, 0)
        grid.addWidget(self.what, 1, 1)
        grid.addWidget(QLabel(self.tr("Target:")), 2, 0)
        grid.addWidget(self.target, 2, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.enter)
        buttons.addWidget(self.withdraw)
        grid.addLayout(buttons, 3, 1)
        self.why = named(QLabel(), "whyLabel")
        self.why.setWordWrap(True)
        grid.addWidget(self.why, 4, 0, 1, 2)
        self.tally = named(QLabel(), "tallyLabel")
        self.tally.setWordWrap(True)
        self.team = named(QPushButton(self.tr("&Team's shot orders…")), "teamButton")
        self.resolve_button = named(QPushButton(self.tr("&Resolve turn")), "resolveButton")
        self.resolve_button.setStyleSheet("font-weight: bold; padding: 8px")
        self.history = named(QTextBrowser(), "historyView")
        right = QWidget()
        rl = QVBoxLayout(right)
        rl.addWidget(self.turn_label)
        rl.addWidget(entry)
        rl.addWidget(self.tally)
        rl.addWidget(self.team)
        rl.addWidget(self.resolve_button)
        rl.addStretch(1)
        tabs = QTabWidget()
        tabs.addTab(self.seats, self.tr("Players"))
        tabs.addTab(self.history, self.tr("Newspapers"))
        split = QSplitter()
        split.addWidget(tabs)
        split.addWidget(right)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        self.setCentralWidget(split)

        self.who.currentIndexChanged.connect(self._who_changed)
        self.what.currentIndexChanged.connect(self._what_changed)
        self.target.currentIndexChanged.connect(self._check)
        self.enter.clicked.connect(self.submit)
        self.withdraw.clicked.connect(self.withdraw_current)
        self.team.clicked.connect(self.show_team_orders)
        self.resolve_button.clicked.connect(self.resolve)
        self._menus()
        self.refresh()
        self.resize(1200, 720)

    # ---------------------------------------------------------------- menus
    def _act(self, menu: Any, text: str, slot: Any, keys: Any = None) -> QAction:
        act = QAction(text, self)
        if keys is not None:
            act.setShortcuts(keys if isinstance(keys, list) else [QKeySequence(keys)])
        act.triggered.connect(slot)
        menu.addAction(act)
        return act

    def _menus(self) -> None:
        K = QKeySequence.StandardKey
        m = self.menuBar().addMenu(self.tr("&Game"))
        self._act(m, self.tr("Export the &protocol…"), self.export_protocol, K.SaveAs)
        self._act(m, self.tr("Export the &chronicle (HTML or PDF)…"), self.export_chronicle)
        m.addSeparator()
        self._act(m, self.tr("&End the game now…"), self.end_game, "Ctrl+E")
        self._act(m, self.tr("&Close"), self.close, K.Close)
        m = self.menuBar().addMenu(self.tr("&Edit"))
        self.act_undo = self._act(m, self.tr("&Undo"), self.undo, K.Undo)
        redo_keys = QKeySequence.keyBindings(K.Redo)
        for extra in ("Ctrl+Shift+Z", "Ctrl+Y"):
            if QKeySequence(extra) not in redo_keys:    # a key listed twice would fire nothing
                redo_keys.append(QKeySequence(extra))
        self.act_redo = self._act(m, self.tr("&Redo"), self.redo, redo_keys)
        m = self.menuBar().addMenu(self.tr("&Turn"))
        self._act(m, self.tr("&Resolve turn"), self.resolve, "Ctrl+Return")
        self._act(m, self.tr("Show the &start messages…"), self.show_start_messages)

    # ------------------------------------------------------------- reading
    @property
    def game(self) -> Any:
        return self.desk.game

    def view(self) -> Any:
        return self.game.host_view()

    def name(self, seat: int) -> str:
        return f"{seat}. {self.game.setup.name(seat)}"

    def refresh(self) -> None:
        """Redraw everything from the host view."""
        hv = self.view()
        extra = hv.extra
        city = texts.forum_city_name(str(self.game.setup.extra.get("city")))
        if hv.winner is not None:
            self.turn_label.setText(self.tr("%1 — the game is over: %2").replace("%1", city)
                                    .replace("%2", self.winner_text()))
        else:
            self.turn_label.setText(self.tr("%1 — turn %2").replace("%1", city).replace("%2", str(extra["turn"])))
        self.setWindowTitle(self.tr("Forum game — %1").replace("%1", city))
        self.seats.setRowCount(len(hv.seats))
        state = {None: self.tr("in play"), "killed": self.tr("killed"), "jailed": self.tr("jailed")}
        for i, seat in enumerate(hv.seats):
            marks = [state[seat.out]]
            if seat.seat in extra["benched"]:
                marks.append(self.tr("benched"))
            if seat.seat in extra["poison_due"]:
                marks.append(self.tr("poisoned"))
            vote = extra["votes"].get(seat.seat)
            orders = extra["orders"].get(seat.seat, {})
            cells = [str(seat.seat), seat.name, texts.forum_role_name(seat.role), ", ".join(marks),
                     "" if vote is None else (self.tr("nobody") if vote == NOBODY else self.name(vote)),
                     "; ".join(f"{texts.forum_action_name(k)} → {self._target_text(k, t)}" for k, t in orders.items())]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if seat.out:
                    item.setForeground(Qt.GlobalColor.gray)
                self.seats.setItem(i, col, item)
        for col in range(5):    # the orders (column 5) take the room left
            self.seats.resizeColumnToContents(col)
        if extra["tally"] is None:
            self.tally.setText("")
        elif extra["dispersed"]:
            self.tally.setText(self.tr("The commander's disruption stands: no vote counts this turn."))
        else:
            counted = ", ".join(f"{self.name(s) if s else self.tr('nobody')}: {n}"
                                for s, n in sorted(extra["tally"].items(), key=lambda x: (-x[1], x[0])))
            self.tally.setText(self.tr("Jail vote now: %1").replace("%1", counted or self.tr("no counted vote")))
        self.history.setHtml(self.history_html())
        finished = hv.winner is not None
        for w in (self.enter, self.withdraw, self.resolve_button, self.team, self.who, self.what, self.target):
            w.setEnabled(not finished)
        self.act_undo.setEnabled(self.game.can_undo)
        self.act_redo.setEnabled(self.game.can_redo)
        keep = self.who.currentData()
        self.who.blockSignals(True)
        self.who.clear()
        for seat in extra["in_play"]:
            self.who.addItem(f"{self.name(seat)} ({texts.forum_role_name(self.game.setup.role(seat))})", seat)
        if keep is not None and self.who.findData(keep) >= 0:
            self.who.setCurrentIndex(self.who.findData(keep))
        self.who.blockSignals(False)
        self._who_changed()

    def winner_text(self) -> str:
        hv = self.view()
        if hv.winner == "loner":
            winners = hv.extra["winners"]
            return self.tr("the loner %1").replace("%1", self.name(winners[0]) if winners else "")
        return {"honest": self.tr("the honest citizens"), "mafia": self.tr("the Mafia"),
                "yakuza": self.tr("the Yakuza"), "host": self.tr("the host (nobody is left)")}.get(hv.winner, "")

    def _target_text(self, key: str, target: Any) -> str:
        if target is True:
            return self.tr("the crowd")
        if target is None or target == NOBODY:
            return self.tr("nobody")
        return self.name(int(target))

    def history_html(self) -> str:
        from html import escape

        parts = []
        for outcome in self.view().extra["turns"]:
            text = outcome.newspaper[texts.news_lang()]
            parts.append("<p>" + "<br>".join(escape(line) for line in text.split("\n")) + "</p>")
        return "".join(parts) or "<p>" + escape(self.tr("No turn resolved yet.")) + "</p>"

    # -------------------------------------------------------------- entry
    def _seat_selected(self) -> None:
        rows = self.seats.selectionModel().selectedRows()
        if rows:
            seat = int(self.seats.item(rows[0].row(), 0).text())
            index = self.who.findData(seat)
            if index >= 0:
                self.who.setCurrentIndex(index)

    def _who_changed(self) -> None:
        seat = self.who.currentData()
        self.what.blockSignals(True)
        self.what.clear()
        self.what.addItem(self.tr("Vote"), "vote")
        if seat is not None:
            for key in self.view().extra["order_keys"][seat]:
                self.what.addItem(texts.forum_action_name(key), key)
        self.what.blockSignals(False)
        self._what_changed()

    def _what_changed(self) -> None:
        key = self.what.currentData()
        self.target.blockSignals(True)
        self.target.clear()
        if key == "disperse":
            self.target.addItem(self.tr("the crowd"), True)
        else:
            if key in ("vote", "hypocrisy") and self.game.setup.options.vote_nobody:
                self.target.addItem(self.tr("nobody"), NOBODY)
            if key == "hypocrisy":
                self.target.addItem(self.tr("nobody (no real vote)"), None)
            for seat in self.view().extra["in_play"]:
                self.target.addItem(self.name(seat), seat)
        self.target.blockSignals(False)
        self._check()

    def candidate(self) -> Any:
        """The input the entry row would push: a vote, or the seat's orders
        with this one added (kept beside his other order only where the core
        takes both, M-4.2; else the later order replaces the earlier)."""
        seat, key, target = self.who.currentData(), self.what.currentData(), self.target.currentData()
        if seat is None or key is None:
            return None
        if key == "vote":
            return CastVote(seat, target)
        current = dict(self.view().extra["orders"].get(seat, {}))
        current.pop(key, None)
        both = SetOrders(seat, tuple(current.items()) + ((key, target),))
        if current and self.game.why_not(both) is None:
            return both
        return SetOrders(seat, ((key, target),))

    def _check(self) -> None:
        inp = self.candidate()
        why = None if inp is None else self.game.why_not(inp)
        self.why.setText("" if why is None else texts.error_text(why))
        self.why.setStyleSheet("color: #c62828" if why is not None else "")
        self.enter.setEnabled(inp is not None and why is None and self.game.winner is None)

    def push(self, inp: Any) -> bool:
        """Write ``inp`` and show it; a refusal or a failed write is said, nothing changes."""
        try:
            self.desk.push(inp)
        except MafiaError as err:
            QMessageBox.warning(self, self.tr("Forum game"), texts.error_text(err))
            return False
        except Problem as err:
            QMessageBox.warning(self, self.tr("Forum game"), texts.problem_text(err))
            return False
        self.refresh()
        return True

    def submit(self) -> None:
        inp = self.candidate()
        if inp is not None:
            self.push(inp)

    def withdraw_current(self) -> None:
        """Withdraw the chosen player's vote, or his order of the chosen kind."""
        seat, key = self.who.currentData(), self.what.currentData()
        if seat is None:
            return
        if key == "vote":
            self.push(CastVote(seat, None))
        else:
            rest = {k: t for k, t in self.view().extra["orders"].get(seat, {}).items() if k != key}
            self.push(SetOrders(seat, tuple(rest.items())))

    def undo(self) -> None:
        try:
            self.desk.undo()
        except Problem as err:
            QMessageBox.warning(self, self.tr("Forum game"), texts.problem_text(err))
        self.refresh()

    def redo(self) -> None:
        try:
            self.desk.redo()
        except Problem as err:
            QMessageBox.warning(self, self.tr("Forum game"), texts.problem_text(err))
        self.refresh()

    # ------------------------------------------------------------- turns
    def show_team_orders(self) -> None:
        """M-2.2: the chosen member's team's current shot orders."""
        seat = self.who.currentData()
        team = BY_ID[self.game.setup.role(seat)].team if seat is not None else ""
        if team not in ("mafia", "yakuza"):
            QMessageBox.information(self, self.tr("Team's shot orders"),
                                    self.tr("Only a member of the Mafia or the Yakuza has team shot orders."))
            return
        orders = self.view().extra["team_orders"][team]
        text = "\n".join(f"{self.name(s)} → {self.name(t)}" for s, t in orders.items()) or self.tr("No orders yet.")
        QMessageBox.information(self, self.tr("Team's shot orders"), text)

    def resolve(self) -> None:
        """Resolve the turn: ask the tie picker's choice first when the tally
        is tied and someone picks (M-5.3), then show the result."""
        hv = self.view()
        if hv.winner is not None:
            return
        asked = ask_tie_pick(self, hv.extra, lambda s: self.name(s) if s else self.tr("nobody"))
        if asked is None:
            return
        if self.push(ResolveTurn(asked[0])):
            outcome = self.view().extra["turns"][-1]
            self.result_dialog = TurnResultDialog(self, outcome, {s.seat: s.player for s in self.game.setup.seats})
            self.result_dialog.open()

    def end_game(self) -> None:
        """M-9.3: the host ends the game with a result and a reason."""
        names = {"honest": self.tr("the honest citizens"), "mafia": self.tr("the Mafia"),
                 "yakuza": self.tr("the Yakuza"), "loner": self.tr("a loner"), "host": self.tr("the host")}
        choice, ok = QInputDialog.getItem(self, self.tr("End the game"), self.tr("Winner:"),
                                          [names[r] for r in RESULTS], 0, False)
        if not ok:
            return
        winner = RESULTS[[names[r] for r in RESULTS].index(choice)]
        seat = None
        if winner == "loner":
            loners = [s.seat for s in self.game.setup.seats if BY_ID[str(s.role)].team == "loner"]
            if not loners:
                QMessageBox.warning(self, self.tr("End the game"), self.tr("There is no loner in this game."))
                return
            pick, ok = QInputDialog.getItem(self, self.tr("End the game"), self.tr("Which loner?"),
                                            [self.name(s) for s in loners], 0, False)
            if not ok:
                return
            seat = loners[[self.name(s) for s in loners].index(pick)]
        reason, ok = QInputDialog.getText(self, self.tr("End the game"), self.tr("Reason (recorded):"))
        if ok:
            self.push(EndForum(winner, seat, reason))

    def show_start_messages(self) -> None:
        """M-1.2: what each player is told privately at the start."""
        show_start_messages(self, self.view(), self.name)

    # ------------------------------------------------------------ exports
    def export_protocol(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export the protocol"), "forum-game.json",
                                              self.tr("Forum game (*.json)"))
        if path:
            self.write_protocol(Path(path))

    def write_protocol(self, path: Path) -> bool:
        """The game as ``forum-turns/1`` (M-12)."""
        try:
            Desk.write_json(path, turns_script(self.game))
        except Problem as err:
            QMessageBox.warning(self, self.tr("Forum game"), texts.problem_text(err))
            return False
        return True

    def export_chronicle(self) -> None:
        export_chronicle(self, self.game)

    def write_chronicle(self, path: Path) -> bool:
        """Every turn's newspaper and the roles at the end, as HTML or PDF (by suffix)."""
        return write_chronicle_file(self, self.game, path)

    def closeEvent(self, event: Any) -> None:
        self.desk.release()
        super().closeEvent(event)
