"""ЗА 31's world change (Z-13 ``changes``, acting in phase 8) as a form
(#39): what changes, then a new shard's, source's, event's or artifact's
row under the world editor's headings, or the shard or event it ends. OK
is allowed only when this turn would resolve with it (the rules' own check
on a trial replay, Z-13, Z-2), and a refusal is said in words."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox, QDialog, QDialogButtonBox, QFormLayout, QHeaderView, QLabel, QStackedWidget, QTableWidget,
    QVBoxLayout, QWidget,
)

from ....core.rulesets.za31.views import za31_host
from ...panel_base import named
from .world_editor import COLUMNS, headings, row_entry


def tr(text: str) -> str:
    return QCoreApplication.translate("", text)     # lupdate puts a module-level tr() in the empty context


KINDS = ("add_shard", "add_source", "add_event", "add_artifact", "end_event", "remove_shard")
"""Z-13's change kinds, in the form's order."""
_TABLE = {"add_shard": "shards", "add_source": "sources", "add_event": "events", "add_artifact": "artifacts"}


def kind_words() -> dict[str, str]:
    """Each change kind in the host's language."""
    return {"add_shard": tr("A new neutral shard"), "add_source": tr("A new source"), "add_event": tr("A new event"),
            "add_artifact": tr("A new artifact"), "end_event": tr("An event ends"),
            "remove_shard": tr("A neutral shard is removed")}


class WorldChangeDialog(QDialog):
    """One world change for this turn's phase 8; :meth:`change` gives Z-13's object."""

    def __init__(self, parent: QWidget | None, game: Any) -> None:
        super().__init__(parent)
        self.setObjectName("za31WorldChange")
        self.setWindowTitle(tr("World change"))
        self.game = game
        world = za31_host(game.host_view()).world
        self.kind = named(QComboBox(), "changeKind")
        words = kind_words()
        for kind in KINDS:
            self.kind.addItem(words[kind], kind)
        self.pages = QStackedWidget()
        self.rows: dict[str, QTableWidget] = {}
        heads = headings()
        self.pick: dict[str, QComboBox] = {}
        for kind in KINDS:
            if kind in _TABLE:
                table = named(QTableWidget(1, len(COLUMNS[_TABLE[kind]])), f"change_{kind}")
                table.setHorizontalHeaderLabels(heads[_TABLE[kind]])
                table.verticalHeader().setVisible(False)
                table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
                table.horizontalHeader().setStretchLastSection(True)
                table.setFixedHeight(table.horizontalHeader().sizeHint().height() + table.rowHeight(0) + 6)
                table.itemChanged.connect(self._check)
                self.rows[kind] = table
                self.pages.addWidget(table)
            else:
                box = named(QComboBox(), f"change_{kind}")
                items = world.events if kind == "end_event" else world.shards
                for item in items:
                    box.addItem(item.name, item.id)
                box.currentIndexChanged.connect(self._check)
                self.pick[kind] = box
                page = QWidget()
                form = QFormLayout(page)
                form.addRow(tr("Event:") if kind == "end_event" else tr("Shard:"), box)
                self.pages.addWidget(page)
        self.kind.currentIndexChanged.connect(self._kind_changed)
        self.why = named(QLabel(), "whyLabel")
        self.why.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        top = QFormLayout()
        top.addRow(tr("What changes:"), self.kind)
        lay.addLayout(top)
        note = QLabel(tr("It acts in phase 8 of this turn (Z-13). Fill the row as in the world's tables; "
                         "an empty cell keeps the rules' default (Z-2)."))
        note.setWordWrap(True)
        lay.addWidget(note)
        lay.addWidget(self.pages)
        lay.addWidget(self.why)
        lay.addWidget(self.buttons)
        self.resize(760, 300)
        self._kind_changed()

    def _kind_changed(self) -> None:
        self.pages.setCurrentIndex(self.kind.currentIndex())
        self._check()

    def change(self) -> dict[str, Any] | None:
        """The change as Z-13's object (``{"add_shard": {...}}``), or None while nothing is chosen."""
        kind = self.kind.currentData()
        if kind in self.pick:
            value = self.pick[kind].currentData()
            return None if value is None else {kind: value}
        entry = row_entry(self.rows[kind], 0, _TABLE[kind])
        return {kind: entry} if entry.get("id") else None

    def why_not(self) -> str | None:
        """Why this turn would not resolve with the change (the rules' words), or None."""
        from ....core.rulesets.za31 import Change, ProcessTurn
        from ... import texts

        change = self.change()
        if change is None:
            return tr("Choose what changes, and give a new one its id.")
        trial = type(self.game)(self.game.setup, (*self.game.inputs, Change(change)))
        err = trial.why_not(ProcessTurn())
        return None if err is None else texts.error_text(err)

    def _check(self, *_: Any) -> None:
        why = self.why_not()
        self.why.setText(why or tr("The change can go in."))
        self.why.setStyleSheet("color: #c62828" if why else "")
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(why is None)
