"""The player register: games, wins and points so far, disqualifications and
the club's blacklist (C-5.5), which the host can lift."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView, QDialog, QDialogButtonBox, QHBoxLayout, QHeaderView, QLabel, QLineEdit,
    QMessageBox, QPushButton, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget,
)

from . import theme


class RegisterDialog(QDialog):
    """Tools → Players. ``store`` is the :class:`~app.storage.Store`."""

    def __init__(self, store, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.setWindowTitle(self.tr("Players"))
        self.resize(760, 480)
        self.filter = QLineEdit()
        self.filter.setObjectName("registerFilter")
        self.filter.setPlaceholderText(self.tr("Type a name to find a player"))
        self.filter.textChanged.connect(self.refresh)
        self.table = QTableWidget(0, 7)
        self.table.setObjectName("registerTable")
        self.table.setHorizontalHeaderLabels([
            self.tr("Player"), self.tr("Nickname"), self.tr("Games"), self.tr("Wins"), self.tr("Points"),
            self.tr("Disqualifications"), self.tr("Blacklist")])
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.itemSelectionChanged.connect(self._selection)
        self.card_button = QPushButton(self.tr("Card…"))
        self.card_button.setObjectName("playerCard")
        self.card_button.setToolTip(self.tr("His rating, his games by role and seat, his last games"))
        self.card_button.clicked.connect(self.open_card)
        self.table.doubleClicked.connect(lambda _=None: self.open_card())
        self.lift_button = QPushButton(self.tr("Lift the blacklist…"))
        self.lift_button.setObjectName("liftBlacklist")
        self.lift_button.clicked.connect(self.lift)
        self.note = QLabel(self.tr("A second disqualification for peeking or hinting, ever, puts a player "
                                   "on the club's blacklist (C-5.5)."))
        self.note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        row = QHBoxLayout()
        row.addWidget(self.card_button)
        row.addWidget(self.lift_button)
        row.addStretch()
        row.addWidget(buttons)
        lay = QVBoxLayout(self)
        lay.addWidget(self.filter)
        lay.addWidget(self.table, 1)
        lay.addWidget(self.note)
        lay.addLayout(row)
        self.players: list = []
        self.refresh()

    def open_card(self) -> None:
        """The chosen player's card (issue #42)."""
        from .player_card import PlayerCard

        p = self.selected()
        if p is not None:
            PlayerCard(self.store, p.name, self).exec()

    def refresh(self) -> None:
        from ..service import StorageError

        try:
            self.players = self.store.register(self.filter.text())
        except StorageError as err:
            self.note.setText(str(err))
            self.players = []
        self.table.setRowCount(len(self.players))
        for r, p in enumerate(self.players):
            values = [p.name, p.nickname, str(p.games), str(p.wins), f"{p.points:g}",
                      str(p.disqualifications), self.tr("blacklisted") if p.blacklisted else ""]
            for c, value in enumerate(values):
                item = QTableWidgetItem(value)
                if c >= 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if p.blacklisted:
                    item.setForeground(QColor(theme.colour("danger")))
                self.table.setItem(r, c, item)
        self._selection()

    def selected(self):
        rows = self.table.selectionModel().selectedRows()
        return self.players[rows[0].row()] if rows else None

    def _selection(self) -> None:
        p = self.selected()
        self.lift_button.setEnabled(p is not None and p.blacklisted)
        self.card_button.setEnabled(p is not None)

    def lift(self) -> None:
        """Take the selected player off the blacklist, after the host confirms."""
        from ..service import StorageError

        p = self.selected()
        if p is None or not p.blacklisted:
            return
        answer = QMessageBox.question(self, self.tr("Players"),
                                      self.tr("Take %1 off the club's blacklist?").replace("%1", p.name))
        if answer != QMessageBox.StandardButton.Yes:
            return
        try:
            self.store.lift_blacklist(p.id)
        except StorageError as err:
            QMessageBox.warning(self, self.tr("Players"), str(err))
            return
        self.refresh()
