"""Mafik Raizen's New game dialog (R-1.3, R-15)."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QButtonGroup, QComboBox, QDialog, QDialogButtonBox, QFileDialog, QFormLayout, QHBoxLayout, QHeaderView, QLabel,
    QLineEdit, QPushButton, QRadioButton, QSpinBox, QTableWidget, QTabWidget, QVBoxLayout, QWidget,
)

from ....core.errors import MafiaError
from ....core.rulesets.raizen import BUILTIN
from ....core.rulesets.raizen.catalogue import COLOURS
from ....core.rulesets.raizen.options import CHOICES
from ....core.rulesets.raizen.roles import PUBLIC_ROLES, SECRET_ROLES
from ... import texts
from ...panel_base import cell, named
from .dialogs import colour_name, role_text, tr


class RaizenNewGameDialog(QDialog):
    """A new Mafik Raizen game (R-1.3): one row per player with his public
    role (each at most once, R-1.2) and, for the Student, his colour; the
    secret roles dealt by the app or entered; the artifact's first owner
    and namer (R-9.1); the catalogue (the built-in illustrative set, or the
    club's file, R-4); the options (R-17); the app's draft or a
    ``raizen-turns/1`` file's entered decks (R-3.1). :meth:`setup` gives the setup."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("raizenNewGame")
        self.setWindowTitle(tr("New Mafik Raizen game"))
        self._setup: Any = None
        self.loaded: dict[str, Any] | None = None
        self.catalogue_path: str | None = None
        form = QFormLayout()
        self.count = named(QSpinBox(), "countSpin")
        self.count.setRange(4, 21)
        self.count.setValue(10)
        form.addRow(tr("Players:"), self.count)
        self.table = named(QTableWidget(0, 4), "seatsTable")
        self.table.setHorizontalHeaderLabels([tr("Player"), tr("Public role"), tr("Colour (Student)"),
                                              tr("Secret role")])
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.deal = named(QRadioButton(tr("Deal the secret roles at random")), "dealRadio")
        self.enter = named(QRadioButton(tr("Enter the secret roles")), "enterRadio")
        self.deal.setChecked(True)
        group = QButtonGroup(self)
        group.addButton(self.deal)
        group.addButton(self.enter)
        row = QHBoxLayout()
        row.addWidget(self.deal)
        row.addWidget(self.enter)
        form.addRow(tr("Secret roles:"), row)
        self.owner = named(QComboBox(), "ownerCombo")
        self.namer = named(QComboBox(), "namerCombo")
        form.addRow(tr("The artifact's first owner:"), self.owner)
        form.addRow(tr("Named by:"), self.namer)
        cat = QHBoxLayout()
        self.catalogue = named(QLabel(tr("The built-in illustrative set (not the source's collection)")),
                               "catalogueLabel")
        self.catalogue.setWordWrap(True)
        choose = named(QPushButton(tr("The club's file…")), "catalogueButton")
        choose.clicked.connect(self.choose_catalogue)
        cat.addWidget(self.catalogue, 1)
        cat.addWidget(choose)
        form.addRow(tr("Cards:"), cat)
        load = named(QPushButton(tr("Load the setup from a raizen-turns/1 file (decks drafted elsewhere)…")),
                     "loadButton")
        load.clicked.connect(self.load_file)
        form.addRow(tr("Decks:"), load)
        self.decks_note = named(QLabel(tr("The app drafts the decks (R-3.1): enter each player's keeps at the desk.")),
                                "decksLabel")
        self.decks_note.setWordWrap(True)
        form.addRow("", self.decks_note)
        self.options = named(QTableWidget(len(CHOICES), 2), "optionsTable")
        self.options.setHorizontalHeaderLabels([tr("Option (R-17)"), tr("Value")])
        self.options.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.options.verticalHeader().setVisible(False)
        from .option_words import option_words

        said = option_words()
        for i, (key, values) in enumerate(CHOICES.items()):
            label, help_line, value_words = said.get(key, (key, "", {}))
            cell = QLabel(label)
            cell.setToolTip(help_line)                 # its rule, in one line (#39)
            cell.setWordWrap(True)
            self.options.setCellWidget(i, 0, cell)
            box = QComboBox()
            for v in values:
                box.addItem(value_words.get(v, str(v)), v)
            box.setToolTip(help_line)
            self.options.setCellWidget(i, 1, box)
        self.seed = named(QLineEdit(), "seedEdit")
        self.seed.setPlaceholderText(tr("empty: drawn at random (recorded)"))
        form.addRow(tr("Seed:"), self.seed)
        self.error = named(QLabel(), "errorLabel")
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #c62828")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        tabs = QTabWidget()
        tabs.addTab(self.table, tr("Players"))
        tabs.addTab(self.options, tr("Options"))
        lay = QVBoxLayout(self)
        lay.addLayout(form)
        lay.addWidget(tabs, 1)
        lay.addWidget(self.error)
        lay.addWidget(buttons)
        self.count.valueChanged.connect(self._rows)
        self.enter.toggled.connect(self._secret_enabled)
        self._rows()
        self.options.resizeRowsToContents()       # a long option wraps, never cut (#39)
        self.resize(760, 720)

    def _rows(self) -> None:
        n = self.count.value()
        old = self.table.rowCount()
        self.table.setRowCount(n)
        roles = list(PUBLIC_ROLES)
        for r in range(old, n):
            name = QLineEdit()
            name.setPlaceholderText(tr("Player %1").replace("%1", str(r + 1)))
            self.table.setCellWidget(r, 0, name)
            public = QComboBox()
            for role in roles:
                public.addItem(role_text(role), role)
            public.setCurrentIndex(r % len(roles))
            public.currentIndexChanged.connect(self._colours)
            self.table.setCellWidget(r, 1, public)
            colour = QComboBox()
            for c in COLOURS:
                colour.addItem(colour_name(c), c)
            self.table.setCellWidget(r, 2, colour)
            secret = QComboBox()
            for role in SECRET_ROLES:
                secret.addItem(role_text(role), role)
            secret.setCurrentIndex(min(r, 3))
            self.table.setCellWidget(r, 3, secret)
        for box in (self.owner, self.namer):
            keep = box.currentData()
            box.clear()
            if box is self.namer:
                box.addItem(tr("drawn by the app"), None)
            for s in range(1, n + 1):
                box.addItem(str(s), s)
            if keep is not None and box.findData(keep) >= 0:
                box.setCurrentIndex(box.findData(keep))
        self._colours()
        self._secret_enabled()

    def _colours(self) -> None:
        for r in range(self.table.rowCount()):
            self.table.cellWidget(r, 2).setEnabled(cell(self.table, r, 1, QComboBox).currentData() == "student")

    def _secret_enabled(self) -> None:
        for r in range(self.table.rowCount()):
            self.table.cellWidget(r, 3).setEnabled(self.enter.isChecked())

    def choose_catalogue(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, tr("The club's cards"), "", tr("Card catalogue (*.toml)"))
        if path:
            self.catalogue_path = path
            self.catalogue.setText(path)

    def load_file(self) -> None:
        """A ``raizen-turns/1`` file's setup (its decks entered, R-3.1); its phases are not read."""
        from ...turn_desk import open_game_file

        opened = open_game_file(self, tr("A Mafik Raizen game file"), self.error)
        if opened is None:
            return
        file, data = opened
        path = str(file)
        if isinstance(data, dict):
            data["phases"] = []
            if isinstance(data.get("catalogue"), str) and not data["catalogue"].startswith("builtin:"):
                self.catalogue_path = str(file.parent / data["catalogue"])
            self.loaded = data
            self.decks_note.setText(tr("The setup of %1: its players, roles and decks.").replace("%1", path))

    def data(self) -> dict[str, Any]:
        """The setup as a ``raizen-turns/1`` object (R-15)."""
        if self.loaded is not None:
            return dict(self.loaded)
        seats = []
        for r in range(self.table.rowCount()):
            name = cell(self.table, r, 0, QLineEdit).text().strip() or cell(self.table, r, 0, QLineEdit).placeholderText()
            seat: dict[str, Any] = {"seat": r + 1, "player": name, "public": cell(self.table, r, 1, QComboBox).currentData()}
            if seat["public"] == "student":
                seat["colour"] = cell(self.table, r, 2, QComboBox).currentData()
            if self.enter.isChecked():
                seat["secret"] = cell(self.table, r, 3, QComboBox).currentData()
            seats.append(seat)
        options = {}
        for i, key in enumerate(CHOICES):
            value = cell(self.options, i, 1, QComboBox).currentData()
            if value != CHOICES[key][0]:
                options[key] = value
        artifact: dict[str, Any] = {"owner": self.owner.currentData()}
        if self.namer.currentData() is not None:
            artifact["namer"] = self.namer.currentData()
        import secrets

        data: dict[str, Any] = {"format": "raizen-turns/1", "rules": {"preset": "raizen", "options": options},
                                "catalogue": BUILTIN, "deck_order": "shuffle", "artifact": artifact,
                                "seats": seats, "draft_seed": secrets.randbelow(2**53), "draft": {},
                                "draft_open": True, "phases": []}
        if self.seed.text().strip():
            data["seed"] = int(self.seed.text().strip()) if self.seed.text().strip().isdigit() else self.seed.text()
        if self.catalogue_path:
            data["catalogue"] = self.catalogue_path
        return data

    def accept(self) -> None:
        from pathlib import Path

        from ....core.script import SCRIPT_FILES, parse_script

        data = self.data()
        from ....core.limits import MAX_CLUB_FILE_BYTES
        from ....files import read_bytes

        token = SCRIPT_FILES.set(lambda ref: read_bytes(ref if Path(ref).is_absolute()
                                                        else (self.catalogue_path or ref), MAX_CLUB_FILE_BYTES))
        try:
            self._setup = parse_script(data).setup
        except MafiaError as err:
            self.error.setText(texts.error_text(err))
            return
        finally:
            SCRIPT_FILES.reset(token)
        super().accept()

    def setup(self) -> Any:
        return self._setup
