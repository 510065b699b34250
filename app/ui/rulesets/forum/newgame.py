"""Forum Mafia's New game dialog (M-10.1): the city, strong Mafia, the
players, the roles dealt by the app (M-10.5) or entered (Novosibirsk)."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QButtonGroup, QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout,
    QHBoxLayout, QHeaderView, QLabel, QLineEdit, QPlainTextEdit, QRadioButton, QTableWidget, QTableWidgetItem,
    QVBoxLayout, QWidget,
)

from ....core.errors import MafiaError
from ....core.rulesets.forum import (
    make_setup,
)
from ....core.rulesets.forum.catalogue import CITIES, FREE_CITY, ROLES
from ... import texts
from . import words
from ...panel_base import cell, named


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
            self.city.addItem(words.city_name(city.id), city.id)
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
            old = [cell(self.roles, i, 1, QComboBox).currentData() for i in range(self.roles.rowCount())]
            self.roles.setRowCount(len(names))
            for i, name in enumerate(names):
                self.roles.setItem(i, 0, QTableWidgetItem(f"{i + 1}. {name}"))
                combo = QComboBox()
                for role in ROLES:
                    combo.addItem(words.role_name(role.id), role.id)
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
        roles = ([cell(self.roles, i, 1, QComboBox).currentData() for i in range(len(names))]
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
