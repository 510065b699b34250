"""ЗА 31's New game dialog (Z-13): the world as forms (shards, sources,
artifacts, events, checked as typed; loaded, edited or exported as
``za31-world/1``), the players one per line at start values, or a
``za31-turns/1`` file's setup for a game begun elsewhere; the options
(Z-15) in the host's words; the seed."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox, QDialog, QDialogButtonBox, QFileDialog, QFormLayout, QHBoxLayout, QHeaderView, QLabel, QLineEdit,
    QPlainTextEdit, QPushButton, QSpinBox, QTableWidget, QVBoxLayout, QWidget,
)

from ....core.errors import MafiaError
from ....core.rulesets.za31.options import CHOICES, NUMBERS
from ... import texts
from ...panel_base import named


def tr(text: str) -> str:
    return QCoreApplication.translate("", text)     # lupdate puts a module-level tr() in the empty context


DEFAULT_WORLD = {"format": "za31-world/1"}
"""An empty world: no neutral shard, source, artifact or event (Z-2's defaults)."""


class Za31NewGameDialog(QDialog):
    """A new ЗА 31 game (Z-13): the world file (loaded, or none: no neutral
    shard, source, artifact or event), the players one per line at start
    values, or a ``za31-turns/1`` file's setup for a game begun elsewhere;
    the options (Z-15); the seed. :meth:`setup` gives the setup."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("za31NewGame")
        self.setWindowTitle(tr("New ЗА 31 game"))
        self._setup: Any = None
        self.world: Any = copy.deepcopy(DEFAULT_WORLD)
        self.world_name = ""
        self.loaded: dict[str, Any] | None = None
        form = QFormLayout()
        row = QHBoxLayout()
        self.world_label = named(QLabel(tr("The world file (za31-world/1, TOML or JSON), to load or edit here:")),
                                 "worldLabel")
        self.world_label.setWordWrap(True)
        choose = named(QPushButton(tr("Load a world file…")), "worldButton")
        choose.clicked.connect(self.load_world)
        row.addWidget(self.world_label, 1)
        row.addWidget(choose)
        form.addRow(tr("World:"), row)
        from .world_editor import WorldEditor

        self.world_editor = WorldEditor(lambda: max(2, len(self.names())))   # tables, checked as typed (#39)
        self.world_editor.setMinimumHeight(220)
        form.addRow("", self.world_editor)
        export_world = named(QPushButton(tr("Export the world (za31-world/1)…")), "worldExport")
        export_world.clicked.connect(self.export_world)
        form.addRow("", export_world)
        self.players = named(QPlainTextEdit(), "playersEdit")
        self.players.setPlaceholderText(tr("One player per line, in seat order"))
        form.addRow(tr("Players:"), self.players)
        load = named(QPushButton(tr("Load the setup of a game begun elsewhere (za31-turns/1)…")), "loadButton")
        load.clicked.connect(self.load_file)
        form.addRow("", load)
        self.options = named(QTableWidget(len(CHOICES) + len(NUMBERS), 2), "optionsTable")
        self.options.setHorizontalHeaderLabels([tr("Option (Z-15)"), tr("Value")])
        self.options.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.options.verticalHeader().setVisible(False)
        self.keys: list[str] = []
        from .option_words import option_words

        said = option_words()
        for i, (key, values) in enumerate(list(CHOICES.items()) + [(k, ()) for k in NUMBERS]):
            label, help_line, value_words = said.get(key, (key, "", {}))
            cell = QLabel(label)
            cell.setToolTip(help_line)                 # its rule, in one line (#39)
            cell.setWordWrap(True)
            self.options.setCellWidget(i, 0, cell)
            if key in NUMBERS:
                box: Any = QSpinBox()
                default, low, high = NUMBERS[key]
                box.setRange(low, high)
                box.setValue(default)
            else:
                box = QComboBox()
                for v in values:
                    box.addItem(value_words.get(v, str(v)), v)
            box.setToolTip(help_line)
            self.options.setCellWidget(i, 1, box)
            self.keys.append(key)
        form.addRow(tr("Options:"), self.options)
        self.seed = named(QLineEdit(), "seedEdit")
        self.seed.setPlaceholderText(tr("empty: drawn at random (recorded)"))
        form.addRow(tr("Seed:"), self.seed)
        self.error = named(QLabel(), "errorLabel")
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #c62828")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addLayout(form)
        lay.addWidget(self.error)
        lay.addWidget(buttons)
        self.options.resizeRowsToContents()       # a long option wraps, never cut (#39)
        self.resize(980, 720)

    def names(self) -> list[str]:
        """The players entered, one a line (none while the dialog is being built)."""
        box = getattr(self, "players", None)
        return [] if box is None else [x.strip() for x in box.toPlainText().splitlines() if x.strip()]

    def export_world(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, tr("Export the world"), "world.json", tr("World file (*.json)"))
        if path:
            self.write_world(Path(path))

    def write_world(self, path: Path) -> bool:
        """The world as ``za31-world/1`` JSON; False with a message when it cannot be written."""
        try:
            path.write_text(json.dumps(self.world_editor.world(), ensure_ascii=False, indent=1) + "\n",
                            encoding="utf-8")
        except OSError as err:
            self.error.setText(tr("Could not write %1: %2").replace("%1", str(path))
                               .replace("%2", err.strerror or str(err)))
            return False
        return True

    def load_world(self) -> None:
        from ....core.limits import MAX_CLUB_FILE_BYTES
        from ....core.rulesets.za31.world import load_world_text
        from ....files import FileProblem, read_text

        path, _ = QFileDialog.getOpenFileName(self, tr("A world file"), "", tr("World file (*.toml *.json)"))
        if not path:
            return
        try:
            text = read_text(path, MAX_CLUB_FILE_BYTES)
            self.world = load_world_text(text, path)
        except (FileProblem, MafiaError) as err:
            self.error.setText(texts.error_text(err))
            return
        self.world_name = path
        self.world_label.setText(path)
        self.world_editor.set_world(self.world)

    def load_file(self) -> None:
        from ....core.limits import MAX_CLUB_FILE_BYTES
        from ....files import FileProblem, read_text
        from ...turn_desk import open_game_file

        opened = open_game_file(self, tr("An ЗА 31 game file"), self.error)
        if opened is None:
            return
        file, data = opened
        path = str(file)
        if isinstance(data, dict):
            data["turns"] = []
            if isinstance(data.get("world"), str):
                from ....core.rulesets.za31.world import load_world_text

                try:
                    world_path = str(Path(path).parent / data["world"])
                    data["world"] = load_world_text(read_text(world_path, MAX_CLUB_FILE_BYTES), data["world"])
                except (FileProblem, MafiaError) as err:
                    self.error.setText(texts.error_text(err))
                    return
            self.loaded = data
            self.players.setPlainText("\n".join(str(p.get("player", "")) for p in data.get("players", [])
                                                if isinstance(p, dict)))
            self.players.setReadOnly(True)

    def data(self) -> dict[str, Any]:
        if self.loaded is not None:
            return dict(self.loaded)
        names = [x.strip() for x in self.players.toPlainText().splitlines() if x.strip()]
        options: dict[str, Any] = {}
        for i, key in enumerate(self.keys):
            box = self.options.cellWidget(i, 1)
            value = box.value() if isinstance(box, QSpinBox) else box.currentData() if isinstance(box, QComboBox) else None
            default = NUMBERS[key][0] if key in NUMBERS else CHOICES[key][0]
            if value != default:
                options[key] = value
        if self.world_editor.tabs.currentIndex() == self.world_editor.tabs.count() - 1:
            self.world_editor.read_text()                # the text tab, as the host left it
        world: Any = self.world_editor.world()
        data: dict[str, Any] = {"format": "za31-turns/1", "rules": {"preset": "za31", "options": options},
                                "world": world,
                                "players": [{"seat": i + 1, "player": n} for i, n in enumerate(names)], "turns": []}
        if self.seed.text().strip():
            data["seed"] = int(self.seed.text()) if self.seed.text().strip().isdigit() else self.seed.text()
        return data

    def accept(self) -> None:
        from ....core.script import parse_script

        try:
            self._setup = parse_script(self.data()).setup
        except MafiaError as err:
            self.error.setText(texts.error_text(err))
            return
        super().accept()

    def setup(self) -> Any:
        return self._setup
