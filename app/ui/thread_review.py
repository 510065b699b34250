"""Turn desk → «Прочитать посты…» (issue #43): the thread's posts (pasted
text, or a page of the thread saved by the browser) or the host's private
messages, read into proposed entries (:mod:`app.service.thread`) for the
host to confirm: one row a proposal with the post's words, its author and
time, what the app understood and why a row is not proposed. Only the
checked rows go in, each as an ordinary input through the desk (undo works;
the rules may still refuse one, which is said on its row). The vote count
is ready to paste mid-day, in BBCode or plain text."""

from __future__ import annotations

from datetime import datetime
from html import escape
from typing import Any

from PySide6.QtCore import QCoreApplication, QDateTime, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDateTimeEdit, QDialog, QFileDialog, QHBoxLayout, QHeaderView, QLabel, QPlainTextEdit,
    QPushButton, QTableWidget, QTableWidgetItem, QTextBrowser, QVBoxLayout,
)

from ..service import thread
from . import texts
from .panel_base import named

MAX_PAGE_BYTES = 16 * 2 ** 20
"""The largest saved page read."""


def tr(text: str) -> str:
    return QCoreApplication.translate("", text)     # lupdate puts a module-level tr() in the empty context


VOTES_KEY, UNVOTES_KEY = "thread/votes", "thread/unvotes"
"""The club's templates (QSettings: lists of texts); the defaults are :data:`app.service.thread.VOTE_TEMPLATES`."""


def template_error(err: Any) -> str:
    """A template's refusal in the host's words."""
    return {"length": tr("a template is 1 to %2 characters: “%1”"),
            "slot": tr("a vote template has one {name}: “%1”"),
            "no_slot": tr("a withdrawal has no {name}: “%1”"),
            "none": tr("at least one vote template is needed")}.get(err.code, str(err)) \
        .replace("%1", err.template).replace("%2", str(thread.MAX_TEMPLATE))


def templates() -> tuple[list[str], list[str]]:
    """The club's vote and withdrawal templates (the defaults when none are saved)."""
    from . import settings

    return (settings.texts(VOTES_KEY)[:50] or list(thread.VOTE_TEMPLATES),
            settings.texts(UNVOTES_KEY)[:50] or list(thread.UNVOTE_TEMPLATES))


class TemplatesDialog(QDialog):
    """The club's vote templates, one a line with a ``{name}`` slot, and the
    withdrawals; checked when saved (:func:`app.service.thread.compile_templates`)."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Vote templates"))
        self.resize(560, 420)
        votes, unvotes = templates()
        self.votes = named(QPlainTextEdit("\n".join(votes)), "templateVotes")
        self.unvotes = named(QPlainTextEdit("\n".join(unvotes)), "templateUnvotes")
        self.why = named(QLabel(), "templateWhy")
        self.why.setWordWrap(True)
        save = named(QPushButton(tr("Save")), "templateSave")
        save.clicked.connect(self.save)
        reset = named(QPushButton(tr("The defaults")), "templateReset")
        reset.clicked.connect(self.reset)
        lay = QVBoxLayout(self)
        lay.addWidget(QLabel(tr("Votes, one a line; {name} is where the name stands:")))
        lay.addWidget(self.votes, 2)
        lay.addWidget(QLabel(tr("Withdrawals, one a line:")))
        lay.addWidget(self.unvotes, 1)
        lay.addWidget(self.why)
        row = QHBoxLayout()
        row.addWidget(reset)
        row.addStretch(1)
        row.addWidget(save)
        lay.addLayout(row)

    def reset(self) -> None:
        """Put the default templates back in the boxes (saved with Save)."""
        self.votes.setPlainText("\n".join(thread.VOTE_TEMPLATES))
        self.unvotes.setPlainText("\n".join(thread.UNVOTE_TEMPLATES))

    def save(self) -> bool:
        """Keep the templates if each can be used; else say which cannot and keep nothing."""
        from PySide6.QtCore import QSettings

        votes = [t.strip() for t in self.votes.toPlainText().splitlines() if t.strip()][:50]
        unvotes = [t.strip() for t in self.unvotes.toPlainText().splitlines() if t.strip()][:50]
        try:
            if not votes:
                raise thread.TemplateError("none", "", "at least one vote template is needed")
            thread.compile_templates(votes)
            thread.compile_templates(unvotes, named=False)
        except thread.TemplateError as err:
            self.why.setText(tr("Not saved: %1").replace("%1", template_error(err)))
            self.why.setStyleSheet("color: #c62828")
            return False
        s = QSettings()
        s.setValue(VOTES_KEY, votes)
        s.setValue(UNVOTES_KEY, unvotes)
        self.accept()
        return True


def problem_text(problem: str | None) -> str:
    """Why a row is not proposed, in the host's words."""
    return {None: "", "late": tr("after the deadline"), "not_player": tr("not a player"),
            "unknown_name": tr("no player by this name"), "close": tr("a close spelling: check it"),
            "superseded": tr("a later post replaces it")}.get(problem, str(problem))


class ThreadReview(QDialog):
    """The review dialog of the turn desk ``window`` (its game, parts and push)."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window_ = window
        self.setWindowTitle(tr("Read the posts"))
        self.resize(1100, 680)
        self.mode = named(QComboBox(), "threadMode")
        if window.parts.vote_kind(window.game, window.view()) is not None:
            self.mode.addItem(tr("Votes from the thread"), "votes")
        self.mode.addItem(tr("Orders from private messages"), "orders")
        self.until = named(QCheckBox(tr("Deadline")), "threadDeadlineOn")
        self.deadline = named(QDateTimeEdit(QDateTime.currentDateTime()), "threadDeadline")
        self.deadline.setDisplayFormat("dd.MM.yyyy HH:mm")
        self.deadline.setEnabled(False)
        self.until.toggled.connect(self.deadline.setEnabled)
        open_page = named(QPushButton(tr("Open a saved page…")), "threadOpen")
        open_page.clicked.connect(self.open_page)
        read = named(QPushButton(tr("Read")), "threadRead")
        read.clicked.connect(self.read)
        patterns = named(QPushButton(tr("Templates…")), "threadTemplates")
        patterns.setToolTip(tr("The club's vote and withdrawal templates, each with a {name} slot"))
        patterns.clicked.connect(self.edit_templates)
        top = QHBoxLayout()
        for w in (self.mode, self.until, self.deadline, open_page, patterns, read):
            top.addWidget(w)
        top.addStretch(1)
        self.text = named(QPlainTextEdit(), "threadText")
        self.text.setPlaceholderText(tr("Paste the thread's posts here (or its saved page), or your private messages"))
        self.table = named(QTableWidget(0, 6), "threadRows")
        self.table.setHorizontalHeaderLabels([tr("Enter"), tr("Author"), tr("Time"), tr("Post"), tr("Understood"),
                                              tr("Why not")])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.post_view = named(QTextBrowser(), "threadPost")     # the chosen row's post, the read words in bold
        self.post_view.setMaximumHeight(110)
        self.table.currentCellChanged.connect(lambda row, *_: self.show_post(row))
        self.others = named(QLabel(), "threadOthers")
        self.others.setWordWrap(True)
        self.others.setTextFormat(Qt.TextFormat.PlainText)     # authors' names as written, never markup
        self.status = named(QLabel(), "threadStatus")
        self.status.setWordWrap(True)
        enter = named(QPushButton(tr("Enter the checked")), "threadEnter")
        enter.clicked.connect(self.enter_checked)
        copy_bb = named(QPushButton(tr("Copy the count (BBCode)")), "threadCountBB")
        copy_bb.clicked.connect(lambda: self.copy_count(True))
        copy_plain = named(QPushButton(tr("Copy the count (text)")), "threadCountText")
        copy_plain.clicked.connect(lambda: self.copy_count(False))
        for b in (copy_bb, copy_plain):
            b.setVisible(window.parts.vote_state(window.game, window.view()) is not None)
        bottom = QHBoxLayout()
        bottom.addWidget(self.status, 1)
        for b in (copy_bb, copy_plain, enter):
            bottom.addWidget(b)
        lay = QVBoxLayout(self)
        lay.addLayout(top)
        lay.addWidget(self.text, 1)
        lay.addWidget(self.table, 2)
        lay.addWidget(self.post_view)
        lay.addWidget(self.others)
        lay.addLayout(bottom)
        self.rows: list[thread.Proposal] = []
        self.shown: list[thread.Proposal] = []

    # ------------------------------------------------------------- reading
    def open_page(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, tr("A saved page of the thread"), "",
                                              tr("Web pages (*.html *.htm);;Text (*.txt);;All files (*)"))
        if path:
            self.load_page(path)

    def load_page(self, path: str) -> bool:
        """A saved page (or text file) into the paste box; False with a message when it cannot be read."""
        from ..files import read_text

        try:
            self.text.setPlainText(read_text(path, MAX_PAGE_BYTES))
        except (OSError, ValueError) as err:
            self.status.setText(tr("Could not read: %1").replace("%1", str(err)))
            return False
        self.read()
        return True

    def players(self) -> dict[int, str]:
        """Every seat still in the game and its player's name."""
        hv = self.window_.view()
        return {int(s.seat): s.name for s in hv.seats}

    def nicknames(self) -> dict[str, int]:
        """The register's nicknames of the players at the table (nickname → seat)."""
        store = getattr(self.window_.desk, "store", None)
        out: dict[str, int] = {}
        if store is None:
            return out
        for seat, name in self.players().items():
            try:
                found = store.search_players(name, limit=5)
            except Exception:          # a database that cannot be read: names alone
                return out
            for p in found:
                if p.name == name and p.nickname:
                    out[p.nickname] = seat
        return out

    def edit_templates(self) -> None:
        TemplatesDialog(self).exec()

    def read(self) -> None:
        """Read the box into proposals and show them."""
        w = self.window_
        posts, cut = thread.read_posts(self.text.toPlainText())
        picked = self.deadline.dateTime().toPython() if self.until.isChecked() else None
        deadline = picked.replace(second=0, microsecond=0, tzinfo=None) if isinstance(picked, datetime) else None
        players = self.players()
        game, hv = w.game, w.view()
        nicknames = self.nicknames()
        if self.mode.currentData() == "votes":
            try:
                self.rows = thread.propose_votes(posts, players, deadline, nicknames, *templates())
            except thread.TemplateError as err:
                self.status.setText(tr("A template cannot be used: %1").replace("%1", template_error(err)))
                return
        else:
            kinds = {seat: [(" ".join([label, *w.parts.order_words(game, key)]), key)
                            for label, key in w.parts.message_kinds(game, hv, seat)] for seat in players}
            self.rows = thread.propose_orders(posts, players, kinds,
                                              lambda seat, key: w.parts.targets(game, hv, seat, key), deadline,
                                              nicknames)
        self.fill(players)
        said = tr("%1 posts read; %2 entries proposed.").replace("%1", str(len(posts))) \
            .replace("%2", str(sum(r.problem is None for r in self.rows)))
        if cut:
            said += " " + tr("The text was too long: only its beginning was read.")
        if not posts:
            said = tr("No post found: paste posts headed “Автор: …”, or a page of the thread saved by the browser.")
        self.status.setText(said)

    def understood(self, row: thread.Proposal, players: dict[int, str]) -> str:
        w = self.window_
        if row.kind == "unvote":
            return tr("withdraws his vote")
        target = "—" if row.target is None else players.get(row.target, str(row.target)) if row.kind == "vote" \
            else next((label for label, v in w.parts.targets(w.game, w.view(), row.voter, row.kind)
                       if v == row.target), str(row.target))
        what = tr("vote") if row.kind == "vote" else next(
            (label for label, k in w.parts.message_kinds(w.game, w.view(), row.voter) if k == row.kind), str(row.kind))
        return f"{what}: {target}"

    def fill(self, players: dict[int, str]) -> None:
        shown = [r for r in self.rows if r.problem != "not_player"]
        apart = [r for r in self.rows if r.problem == "not_player"]
        self.table.setRowCount(len(shown))
        self.shown = shown
        for i, row in enumerate(shown):
            refused = None
            if row.problem is None:                  # checked by the rules as the entry form is
                inp = self.input_of(row)
                refused = tr("refused") if inp is None else self.window_.game.why_not(inp)
            box = QTableWidgetItem()
            box.setFlags(Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsEnabled)
            box.setCheckState(Qt.CheckState.Checked if row.problem is None and refused is None
                              else Qt.CheckState.Unchecked)
            self.table.setItem(i, 0, box)
            when = "" if row.post.time is None else row.post.time.strftime("%d.%m.%Y %H:%M")
            why = problem_text(row.problem) if refused is None else \
                refused if isinstance(refused, str) else texts.error_text(refused)
            cells = [row.post.author, when, row.words, self.understood(row, players), why]
            for c, value in enumerate(cells, 1):
                item = QTableWidgetItem(value)
                if c == 3:
                    item.setToolTip(row.post.text[:2000])      # the whole post, the read words in it
                self.table.setItem(i, c, item)
            if row.voter is not None and row.kind != "unvote":
                self.table.setCellWidget(i, 4, self.target_box(i, row, players))
        if shown:
            self.table.setCurrentCell(0, 3)
            self.show_post(0)
        self.others.setText("" if not apart else tr("Posts by non-players (never entered): %1").replace(
            "%1", ", ".join(sorted({r.post.author for r in apart}))))

    def input_of(self, row: thread.Proposal) -> Any:
        """The input a row would enter now (the entry form's, :class:`TurnParts`), or None."""
        w = self.window_
        game, hv = w.game, w.view()
        vote_key = w.parts.vote_kind(game, hv)
        if row.voter is None:
            return None
        if row.kind == "unvote":
            return w.parts.withdrawal(game, hv, row.voter, vote_key)
        if row.target is None and row.kind == "vote":
            return None
        return w.parts.candidate(game, hv, row.voter, vote_key if row.kind == "vote" else row.kind, row.target)

    def show_post(self, i: int) -> None:
        """The whole post of row ``i``, its author and time, the words read from it in bold."""
        if not 0 <= i < len(getattr(self, "shown", [])):
            self.post_view.clear()
            return
        row = self.shown[i]
        text = escape(row.post.text[:4000])
        words = escape(row.words)
        at = text.find(words) if words else -1
        if at >= 0:
            text = f"{text[:at]}<b style='background:#fff59d;color:#000'>{words}</b>{text[at + len(words):]}"
        when = "" if row.post.time is None else row.post.time.strftime(" · %d.%m.%Y %H:%M")
        self.post_view.setHtml(f"<p><b>{escape(row.post.author)}</b>{when}</p><p>{text.replace(chr(10), '<br>')}</p>")

    def target_box(self, i: int, row: thread.Proposal, players: dict[int, str]) -> QComboBox:
        """The host edits what a row enters: its target, one of the players (or the order's targets)."""
        w = self.window_
        box = named(QComboBox(), f"threadTarget{i}")
        what = tr("vote") if row.kind == "vote" else next(
            (label for label, k in w.parts.message_kinds(w.game, w.view(), row.voter) if k == row.kind),
            str(row.kind))
        choices = ([(name, seat) for seat, name in players.items()] if row.kind == "vote"
                   else w.parts.targets(w.game, w.view(), row.voter, row.kind))
        box.addItem(f"{what}: ?", None)
        for label, value in choices:
            box.addItem(f"{what}: {label}", value)
        found = next((n for n in range(1, box.count()) if box.itemData(n) == row.target), 0)
        box.setCurrentIndex(found if row.target is not None else 0)
        box.currentIndexChanged.connect(lambda _n, i=i, box=box: self.edited(i, box.currentData()))
        return box

    def edited(self, i: int, target: Any) -> None:
        """The host chose this row's target himself: it is his entry now, checked unless it is late."""
        row = self.shown[i]
        self.shown[i] = thread.Proposal(row.post, row.voter, row.kind, target, row.words, row.match,
                                        "late" if row.problem == "late" else None)
        item = self.table.item(i, 0)
        if item is not None and target is not None and row.problem != "late":
            item.setCheckState(Qt.CheckState.Checked)
        self.table.setItem(i, 5, QTableWidgetItem(problem_text(self.shown[i].problem)))

    # ------------------------------------------------------------ entering
    def enter_checked(self) -> int:
        """Push each checked row as its input, in the posts' order; a refused one says why on its row."""
        w = self.window_
        entered = 0
        for i, row in enumerate(self.shown):
            item = self.table.item(i, 0)
            if item is None or item.checkState() != Qt.CheckState.Checked or row.voter is None:
                continue
            game = w.game
            inp = self.input_of(row)
            why = None if inp is None else game.why_not(inp)
            if inp is None or why is not None:
                self.table.setItem(i, 5, QTableWidgetItem(tr("refused") if why is None else texts.error_text(why)))
                continue
            source = {"author": row.post.author, "post": row.post.number,
                      "time": None if row.post.time is None else row.post.time.isoformat(timespec="minutes")}
            if w.push(inp, source):
                entered += 1
                item.setCheckState(Qt.CheckState.Unchecked)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled)
                self.table.setItem(i, 5, QTableWidgetItem(tr("entered")))
        self.status.setText(tr("%1 entries entered; Undo takes each back.").replace("%1", str(entered)))
        return entered

    def count_text(self, bbcode: bool) -> str:
        """The vote count now, as the thread reads it."""
        w = self.window_
        state = w.parts.vote_state(w.game, w.view())
        if state is None:
            return ""
        votes, living = state
        return thread.vote_count(votes, living, bbcode=bbcode, language=texts.news_lang())

    def copy_count(self, bbcode: bool) -> None:
        QGuiApplication.clipboard().setText(self.count_text(bbcode))
        self.status.setText(tr("The count is copied: paste it into the thread."))
