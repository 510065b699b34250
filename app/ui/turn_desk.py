"""The turn desk: the host's window for a game played turn by turn in a
thread (forum Mafia now; Mafik Raizen and ЗА 31 next, issue #24).

The shell is the same for every such game: the players' table, an entry
form (who, what, on whom) that says at once why the rules refuse an entry,
the turn's tally, "Resolve turn", the posts so far (the newspapers), undo
and redo, the end with a reason, the private messages and the exports. What
each game fills in comes from its kit's :class:`TurnParts`.

Every entry is an input written before it shows (one
:class:`~app.service.desk.Desk` per game, the same class the table window
uses). The window reads the host view and asks the core why an input is
illegal; it recomputes no rule.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView, QComboBox, QDialog, QFileDialog, QGridLayout, QGroupBox, QHBoxLayout, QHeaderView, QLabel,
    QMainWindow, QMessageBox, QPushButton, QSplitter, QTableWidget, QTableWidgetItem, QTabWidget, QTextBrowser,
    QVBoxLayout, QWidget,
)

from ..core.errors import MafiaError
from ..service import Problem
from ..service.desk import Desk
from . import texts
from .table_fit import fit_columns
from .panel_base import named
from .turn_parts import Choice, TurnParts


def open_game_file(parent: QWidget, title: str, error: QLabel) -> tuple[Path, Any] | None:
    """Ask for a game file (JSON) and read it: (its path, its data), or None
    (cancelled, or it cannot be read: ``error`` says why in the host's language)."""
    from ..core.script import loads_json
    from ..files import FileProblem, read_text

    path, _ = QFileDialog.getOpenFileName(parent, title, "", QCoreApplication.translate("TurnDesk", "Game file (*.json)"))
    if not path:
        return None
    try:
        return Path(path), loads_json(read_text(path))
    except (FileProblem, MafiaError) as err:
        error.setText(texts.error_text(err))
        return None


MAX_COLUMN = 260
"""The widest a players' table column grows (px) before its text wraps."""
RIGHT_WIDTH = 470
"""The entry side's widest (px): the players' table has the rest of the desk."""


class TurnDeskWindow(QMainWindow):
    """The turn desk of the game on ``desk``, its parts from ``parts`` (module docstring)."""

    def __init__(self, desk: Desk, parts: TurnParts, parent: QWidget | None = None) -> None:
        """``desk`` holds the game (started or resumed); ``parent``: the host
        window, whose :class:`~app.ui.room.Room` (``parent.room``) this game
        may go on (the projector, the board, the phones)."""
        super().__init__(parent)
        self.parts = parts
        self.setObjectName(parts.object_name)
        self.desk = desk
        from .controller import GameController

        self.c = GameController(parent=self, desk=desk)   # the same pipeline as the host window's game (#38)
        self.c.commit_wait = None         # a thread's input is committed before it shows: no "saving…"
        self.c.timed = False              # no speech timer to keep
        self.c.start(None, game=desk.game, game_id=desk.game_id)
        self.room: Any = getattr(parent, "room", None)
        self.result_dialog: Any = None
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        columns = parts.columns()
        self.seats = named(QTableWidget(0, len(columns)), "seatsTable")
        self.seats.setHorizontalHeaderLabels(columns)
        self.seats.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.seats.horizontalHeader().setStretchLastSection(False)
        self._fitting = self._refit = False      # a fit under way; a resize came during it
        self.seats.viewport().installEventFilter(self)    # its columns fit its width again when it is resized
        self.seats.verticalHeader().setVisible(False)
        self.seats.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.seats.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.seats.itemSelectionChanged.connect(self._seat_selected)

        self.turn_label = named(QLabel(), "turnLabel")
        self.turn_label.setWordWrap(True)
        self.turn_label.setStyleSheet("font-size: 16pt; font-weight: bold")
        entry = QGroupBox(parts.entry_title())
        grid = QGridLayout(entry)
        self.who = named(QComboBox(), "whoCombo")
        self.what = named(QComboBox(), "whatCombo")
        self.target = named(QComboBox(), "targetCombo")
        self.enter = named(QPushButton(self.tr("&Enter")), "enterButton")
        self.enter.setDefault(True)
        self.withdraw = named(QPushButton(self.tr("&Withdraw")), "withdrawButton")
        grid.addWidget(QLabel(self.tr("Player:")), 0, 0)
        grid.addWidget(self.who, 0, 1)
        grid.addWidget(QLabel(parts.kind_label()), 1, 0)
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
        self.own_buttons = []
        for name, text, slot in parts.actions():
            button = named(QPushButton(text), name)
            button.clicked.connect(lambda _=False, slot=slot: slot(self))
            self.own_buttons.append(button)
        self.resolve_button = named(QPushButton(self.tr("&Resolve turn")), "resolveButton")
        self.resolve_button.setStyleSheet("font-weight: bold; padding: 8px")
        self.history = named(QTextBrowser(), "historyView")
        right = QWidget()
        right.setMaximumWidth(RIGHT_WIDTH)       # the players' table has the rest
        rl = QVBoxLayout(right)
        rl.addWidget(self.turn_label)
        rl.addWidget(entry)
        rl.addWidget(self.tally)
        for button in self.own_buttons:
            rl.addWidget(button)
        self.read_button = named(QPushButton(self.tr("Read the posts…")), "readPostsButton")
        self.read_button.setToolTip(self.tr("Votes from the thread's posts, orders from your private messages: "
                                            "read, check, confirm"))
        self.read_button.clicked.connect(self.read_posts)
        rl.addWidget(self.read_button)
        rl.addWidget(self.resolve_button)
        rl.addStretch(1)
        tabs = QTabWidget()
        tabs.addTab(self.seats, self.tr("Players"))
        tabs.addTab(self.history, parts.posts_title())
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
        self.resolve_button.clicked.connect(self.resolve)
        self._menus()
        self.c.changed.connect(self._changed)
        self.c.message.connect(self._message)
        if self.room is not None:
            self.room.sourceChanged.connect(self._on_air_changed)
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
        if self.parts.protocol(self.game) is not None:
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
        m.addSeparator()
        read = self._act(m, self.tr("Read the &posts…"), self.read_posts, "Ctrl+Shift+V")
        read.setObjectName("actReadPosts")
        read.setToolTip(self.tr("Votes from the thread's posts, orders from your private messages: "
                                "read, check, confirm"))
        m = self.menuBar().addMenu(self.tr("&View"))
        self.act_room = self._act(m, self.tr("On the &room's screens"), self.set_on_air, "Ctrl+Shift+P")
        self.act_room.setCheckable(True)
        self.act_room.setObjectName("actOnAir")
        self.act_room.setToolTip(self.tr("The projector, the board and the players' phones show this game"))
        self.act_room.setEnabled(self.room is not None)
        self._on_air_changed()

    # ------------------------------------------------------------ the room
    def set_on_air(self, on: bool = True) -> None:
        """Put this game on the room's screens (the projector, the board, the
        phones), or give them back to the host window's game."""
        if self.room is None:
            return
        if on:
            self.room.show(self.c)
        else:
            self.room.release(self.c)

    @property
    def on_air(self) -> bool:
        """Whether the room's screens show this game."""
        return self.room is not None and self.room.showing(self.c)

    def _on_air_changed(self) -> None:
        self.act_room.setChecked(self.on_air)

    # ------------------------------------------------------------- reading
    @property
    def game(self) -> Any:
        return self.desk.game

    def _changed(self, _changes: Any = None) -> None:
        """The controller's ``changed``: redraw (the room's screens follow it by themselves)."""
        if self.desk.game is not None:
            self.refresh()

    def _message(self, level: str, text: str) -> None:
        """What the controller tells the host: a refusal or a failed write in a box, the rest in the status bar."""
        if level == "error":
            QMessageBox.warning(self, self.windowTitle(), text)
        else:
            self.statusBar().showMessage(text, 8000)

    def view(self) -> Any:
        return self.game.host_view()

    def refresh(self) -> None:
        """Redraw everything from the host view."""
        hv, parts = self.view(), self.parts
        self.turn_label.setText(parts.turn_text(self.game, hv))
        self.setWindowTitle(parts.title(self.game, hv))
        self.seats.setRowCount(len(hv.seats))
        for i, seat in enumerate(hv.seats):
            for col, text in enumerate(parts.seat_cells(self.game, hv, seat)):
                item = QTableWidgetItem(text)
                if not seat.alive:
                    item.setForeground(Qt.GlobalColor.gray)
                self.seats.setItem(i, col, item)
        self._fit_columns()
        self.tally.setText(parts.tally_text(self.game, hv))
        self.history.setHtml(parts.posts_html(self.game, hv))
        finished = hv.winner is not None
        for w in (self.enter, self.withdraw, self.resolve_button, self.who, self.what, self.target,
                  *self.own_buttons):
            w.setEnabled(not finished)
        for button in self.own_buttons:                 # only what this game can use now (#39)
            button.setVisible(parts.action_shown(self.game, hv, button.objectName()))
        blocked = None if finished else parts.resolve_blocked(self.game, hv)
        self.resolve_button.setEnabled(not finished and blocked is None)
        self.resolve_button.setToolTip(blocked or "")
        self.act_undo.setEnabled(self.game.can_undo)
        self.act_redo.setEnabled(self.game.can_redo)
        keep = self.who.currentData()
        self._fill(self.who, parts.actors(self.game, hv), keep)
        self._who_changed()

    def eventFilter(self, watched: Any, event: Any) -> bool:
        if watched is self.seats.viewport() and event.type() == QEvent.Type.Resize:
            self._fit_columns()
        return super().eventFilter(watched, event)

    def _fit_columns(self) -> None:
        """Every column inside the players' table, none cut (#39: :func:`~app.ui.table_fit.fit_columns`).
        A resize while it fits (a scroll bar coming or going) fits it again after, never inside."""
        if self._fitting:
            self._refit = True
            return
        self._fitting = True
        try:
            for _ in range(3):
                self._refit = False
                fit_columns(self.seats, self.parts.stretched_column(), MAX_COLUMN)
                if not self._refit:
                    break
        finally:
            self._fitting = False

    @staticmethod
    def _fill(box: QComboBox, choices: list[Choice], keep: Any = None) -> None:
        box.blockSignals(True)
        box.clear()
        for text, data in choices:
            box.addItem(text, data)
        if keep is not None and box.findData(keep) >= 0:
            box.setCurrentIndex(box.findData(keep))
        box.blockSignals(False)

    # -------------------------------------------------------------- entry
    def _seat_selected(self) -> None:
        rows = self.seats.selectionModel().selectedRows()
        item = self.seats.item(rows[0].row(), 0) if rows else None
        if item is not None:
            seat = int(item.text())
            index = self.who.findData(seat)
            if index >= 0:
                self.who.setCurrentIndex(index)

    def _who_changed(self) -> None:
        self._fill(self.what, self.parts.kinds(self.game, self.view(), self.who.currentData()))
        self._what_changed()

    def _what_changed(self) -> None:
        self._fill(self.target, self.parts.targets(self.game, self.view(), self.who.currentData(),
                                                   self.what.currentData()))
        self._check()

    def candidate(self) -> Any:
        """The input the entry form would push (its kit's :meth:`TurnParts.candidate`)."""
        seat, key = self.who.currentData(), self.what.currentData()
        if seat is None or key is None:
            return None
        return self.parts.candidate(self.game, self.view(), seat, key, self.target.currentData())

    def _check(self) -> None:
        inp = self.candidate()
        why = None if inp is None else self.game.why_not(inp)
        self.why.setText("" if why is None else texts.error_text(why))
        self.why.setStyleSheet("color: #c62828" if why is not None else "")
        self.enter.setEnabled(inp is not None and why is None and self.game.winner is None)

    def push(self, inp: Any, source: dict[str, Any] | None = None) -> bool:
        """Write ``inp`` and show it (the controller: the desk writes it, the
        core applies it, every subscriber redraws from its ``Changes``); a
        refusal or a failed write is said, nothing changes. ``source``: the
        post it was read from (#43)."""
        return self.c.push(inp, source) if source else self.c.push(inp)

    def submit(self) -> None:
        inp = self.candidate()
        if inp is not None:
            self.push(inp)

    def withdraw_current(self) -> None:
        """Take back the chosen player's entry of the chosen kind."""
        seat, key = self.who.currentData(), self.what.currentData()
        if seat is None:
            return
        inp = self.parts.withdrawal(self.game, self.view(), seat, key)
        if inp is not None:
            self.push(inp)

    def undo(self) -> None:
        """Take back the last input (written first, like every input)."""
        self.c.undo()

    def redo(self) -> None:
        self.c.redo()

    # ------------------------------------------------------------- turns
    def resolve(self) -> None:
        """Resolve the turn (the kit asks what the rules leave to the host
        first), then show the result."""
        hv = self.view()
        if hv.winner is not None:
            return
        inp = self.parts.resolve_input(self, self.game, hv)
        if inp is not None and self.push(inp):
            self.result_dialog = self.parts.after_resolve(self, self.game, self.view())

    def end_game(self) -> None:
        """The host ends the game with a result and a reason (the game's end rule)."""
        inp = self.parts.end_input(self, self.game)
        if inp is not None:
            self.push(inp)

    def read_posts(self) -> None:
        """Turn → Read the posts… (issue #43): proposals from pasted posts, confirmed by the host."""
        from .thread_review import ThreadReview

        ThreadReview(self).exec()

    def show_start_messages(self) -> None:
        """What each player is told privately at the start."""
        self.parts.private_messages(self, self.game, self.view())

    # ------------------------------------------------------------ exports
    def export_protocol(self) -> None:
        name, kinds = self.parts.protocol_file()
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export the protocol"), name, kinds)
        if path:
            self.write_protocol(Path(path))

    def write_protocol(self, path: Path) -> bool:
        """The game's protocol (its kit's :meth:`TurnParts.protocol`)."""
        try:
            Desk.write_json(path, self.parts.protocol(self.game))
        except Problem as err:
            QMessageBox.warning(self, self.windowTitle(), texts.problem_text(err))
            return False
        return True

    def export_chronicle(self) -> None:
        self.parts.write_chronicle(self, self.game, None)

    def write_chronicle(self, path: Path) -> bool:
        """Every turn's post and the roles at the end, as HTML or PDF (by suffix)."""
        return self.parts.write_chronicle(self, self.game, path)

    def closeEvent(self, event: Any) -> None:
        for dialog in self.findChildren(QDialog):      # its result, picture and message windows go with it
            dialog.close()
        self.c.finish_writes()
        if self.room is not None:
            self.room.release(self.c)
            try:
                self.room.sourceChanged.disconnect(self._on_air_changed)
            except (RuntimeError, TypeError):
                pass
        self.desk.release()
        super().closeEvent(event)
