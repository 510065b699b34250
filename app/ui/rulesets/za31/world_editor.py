"""ЗА 31's world as forms (#39): the shards, sources, artifacts and events
as editable tables, and the start and the costs, each checked as it is
typed by the rules' own check (Z-2, :func:`parse_world`): a bad cell turns
red and says why in words. The file's text (``za31-world/1``, TOML or
JSON) is a tab of its own («Исходный текст»), kept in step; import and
export."""

from __future__ import annotations

import json
import re
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QHeaderView, QHBoxLayout, QLabel, QPlainTextEdit, QPushButton, QTableWidget, QTableWidgetItem, QTabWidget, QVBoxLayout,
    QWidget,
)

from ....core.errors import MafiaError
from ....core.rulesets.za31.tactics import RU, SYNONYMS
from ...panel_base import named


def tr(text: str) -> str:
    return QCoreApplication.translate("", text)     # lupdate puts a module-level tr() in the empty context


NUMBER = "n"
TEXT = "t"
TACTIC = "tactic"
FLAG = "flag"
EFFECT = "effect"
COLUMNS: dict[str, list[tuple[str, str]]] = {
    "shards": [("id", TEXT), ("name", TEXT), ("size", NUMBER), ("height", NUMBER), ("income", NUMBER),
               ("lord.strength", NUMBER), ("lord.tactic", TACTIC), ("note", TEXT)],
    "sources": [("id", TEXT), ("name", TEXT), ("height", NUMBER), ("defence", NUMBER), ("tactic", TACTIC),
                ("owner", NUMBER), ("income", NUMBER), ("note", TEXT)],
    "artifacts": [("id", TEXT), ("name", TEXT), ("owner", NUMBER), ("effect", EFFECT), ("value", NUMBER),
                  ("auto", FLAG), ("charges", NUMBER), ("max_charges", NUMBER), ("recharge", NUMBER),
                  ("cost", NUMBER)],
    "events": [("id", TEXT), ("name", TEXT), ("text", TEXT), ("from_turn", NUMBER), ("to_turn", NUMBER),
               ("cost", NUMBER), ("counts_as_action", FLAG)],
}
"""Z-2's keys of each list, in its table's column order (``lord.strength``: a key of ``lord``)."""
SETTINGS = [("start", k) for k in ("shard_size", "energy", "defence", "height")] + \
    [("costs", k) for k in ("invade_fee", "per_height", "cap_factor", "max_turns", "prize_size")]
YES = {"да", "yes", "true", "1", "+"}
NO = {"нет", "no", "false", "0", "-", ""}


def headings() -> dict[str, list[str]]:
    """Each table's column headings in the host's language."""
    words = {"id": tr("Id"), "name": tr("Name"), "size": tr("Size"), "height": tr("Height"), "income": tr("Income"),
             "lord.strength": tr("Lord's strength"), "lord.tactic": tr("Lord's tactic"), "note": tr("Note"),
             "defence": tr("Defence"), "tactic": tr("Tactic"), "owner": tr("Owner (seat)"), "effect": tr("Effect"),
             "value": tr("Value"), "auto": tr("By itself"), "charges": tr("Charges"), "max_charges": tr("Most charges"),
             "recharge": tr("Recharge"), "cost": tr("Cost"), "text": tr("Text"), "from_turn": tr("From turn"),
             "to_turn": tr("To turn"), "counts_as_action": tr("Counts as an action")}
    return {kind: [words[key] for key, _ in cols] for kind, cols in COLUMNS.items()}


def problem_words(message: str) -> str:
    """The rules' check's words for a cell, in the host's language."""
    m = re.fullmatch(r"a whole number(?: ≥ (-?\d+))?", message)
    if m:
        return tr("a whole number") + (f" ≥ {m.group(1)}" if m.group(1) else "")
    m = re.fullmatch(r"required, a whole number ≥ (\d+)", message)
    if m:
        return tr("required: a whole number") + f" ≥ {m.group(1)}"
    m = re.fullmatch(r"'(.*)' is given twice", message)
    if m:
        return tr("“%1” is given twice").replace("%1", m.group(1))
    m = re.fullmatch(r"seat (\d+) is not at the table", message)
    if m:
        return tr("seat %1 is not at the table").replace("%1", m.group(1))
    return {"required": tr("required"), "a text": tr("a text"), "true or false": tr("yes or no"),
            "a tactic: unit, magic, hero": tr("a tactic of three parts: unit, magic and hero"),
            "one of energy, defence, strength, host": tr("one of: %1").replace(
                "%1", ", ".join(effect_words().values())),
            "only a defence or strength artifact acts by itself":
                tr("only a defence or strength artifact acts by itself")}.get(message, message)


class WorldEditor(QWidget):
    """The world's tables and its text; :meth:`world` gives the ``za31-world/1`` object."""

    def __init__(self, players: Any = lambda: 2) -> None:
        super().__init__()
        self.players = players
        self.tabs = named(QTabWidget(), "worldTabs")
        self.tables: dict[str, QTableWidget] = {}
        names = {"shards": tr("Shards"), "sources": tr("Sources"), "artifacts": tr("Artifacts"), "events": tr("Events")}
        heads = headings()
        for kind in COLUMNS:
            page = QWidget()
            lay = QVBoxLayout(page)
            table = named(QTableWidget(0, len(COLUMNS[kind])), f"world_{kind}")
            table.setHorizontalHeaderLabels(heads[kind])
            table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
            table.horizontalHeader().setStretchLastSection(True)       # every heading whole
            table.itemChanged.connect(self._changed)
            lay.addWidget(table)
            row = QHBoxLayout()
            add = named(QPushButton(tr("Add a row")), f"add_{kind}")
            add.clicked.connect(lambda _=False, t=table: self._add_row(t))
            remove = named(QPushButton(tr("Remove the row")), f"remove_{kind}")
            remove.clicked.connect(lambda _=False, t=table: self._remove_row(t))
            row.addWidget(add)
            row.addWidget(remove)
            row.addStretch(1)
            lay.addLayout(row)
            self.tables[kind] = table
            self.tabs.addTab(page, names[kind])
        self.settings = named(QTableWidget(len(SETTINGS), 2), "world_settings")
        self.settings.setHorizontalHeaderLabels([tr("Setting"), tr("Value")])
        self.settings.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.settings.horizontalHeader().setStretchLastSection(True)
        setting_words = {"shard_size": tr("a native shard's size"), "energy": tr("starting energy"),
                         "defence": tr("starting defence"), "height": tr("starting height"),
                         "invade_fee": tr("invasion fee"), "per_height": tr("energy per height"),
                         "cap_factor": tr("energy cap per world size"), "max_turns": tr("turns at most"),
                         "prize_size": tr("a prize shard's size")}
        for i, (_, key) in enumerate(SETTINGS):
            label = QTableWidgetItem(setting_words[key])
            label.setFlags(label.flags() & ~label.flags().ItemIsEditable)
            self.settings.setItem(i, 0, label)
        self.settings.itemChanged.connect(self._changed)
        self.tabs.addTab(self.settings, tr("Start and costs"))
        self.text = named(QPlainTextEdit(), "worldText")
        self.tabs.addTab(self.text, tr("Source text"))
        self.tabs.currentChanged.connect(self._tab_changed)
        self.why = named(QLabel(), "worldWhy")
        self.why.setWordWrap(True)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.tabs, 1)
        lay.addWidget(self.why)
        self._filling = False
        self._text_tab = self.tabs.count() - 1
        self.set_world({"format": "za31-world/1"})

    # ------------------------------------------------------------ filling
    def set_world(self, raw: Any) -> None:
        """Show a world object (as read from its file) in the tables and the text."""
        from ....core.rulesets.za31.world import World

        self._filling = True
        try:
            base = World()
            raw = raw if isinstance(raw, dict) else {}
            for kind, cols in COLUMNS.items():
                table = self.tables[kind]
                items = raw.get(kind) if isinstance(raw.get(kind), list) else []
                table.setRowCount(len(items))
                for r, item in enumerate(items):
                    for c, (key, form) in enumerate(cols):
                        value = _get(item, key) if isinstance(item, dict) else None
                        table.setItem(r, c, QTableWidgetItem(_cell_text(value, form)))
            for i, (table_name, key) in enumerate(SETTINGS):
                given = raw.get(table_name) if isinstance(raw.get(table_name), dict) else {}
                default = getattr(base, table_name)[key]
                self.settings.setItem(i, 1, QTableWidgetItem(str(given.get(key, default))))
        finally:
            self._filling = False
        self.text.setPlainText(json.dumps(raw or {"format": "za31-world/1"}, ensure_ascii=False, indent=1))
        self.check()

    def _add_row(self, table: QTableWidget) -> None:
        table.setRowCount(table.rowCount() + 1)
        table.setCurrentCell(table.rowCount() - 1, 0)

    def _remove_row(self, table: QTableWidget) -> None:
        if table.currentRow() >= 0:
            table.removeRow(table.currentRow())
            self._changed()

    def _tab_changed(self, index: int) -> None:
        if index == self._text_tab:
            self.text.setPlainText(json.dumps(self.world(), ensure_ascii=False, indent=1))
        else:
            self.read_text()

    def read_text(self) -> bool:
        """The text tab into the tables (after the host edited it); False with the reason when it cannot be read."""
        from ....core.rulesets.za31.world import load_world_text
        from ... import texts

        text = self.text.toPlainText()
        if json.dumps(self.world(), ensure_ascii=False, indent=1) == text:
            return True
        try:
            raw = load_world_text(text, "world.json" if text.lstrip().startswith("{") else "world.toml")
        except MafiaError as err:
            self.why.setText(texts.error_text(err))
            return False
        self.set_world(raw)
        return True

    # ------------------------------------------------------------ reading
    def world(self) -> dict[str, Any]:
        """The tables as a ``za31-world/1`` object (an empty cell: the key left out)."""
        out: dict[str, Any] = {"format": "za31-world/1", "start": {}, "costs": {}}
        for i, (table_name, key) in enumerate(SETTINGS):
            item = self.settings.item(i, 1)
            out[table_name][key] = _value(item.text() if item else "", NUMBER)
        for kind, cols in COLUMNS.items():
            table = self.tables[kind]
            out[kind] = [e for r in range(table.rowCount()) if (e := row_entry(table, r, kind))]
        return out

    def _changed(self, *_: Any) -> None:
        if not self._filling:
            self.check()

    def check(self) -> str | None:
        """Check the world as the rules do (Z-2); mark the bad cell red with
        its reason and say it below; None when the world is whole."""
        from ....core.rulesets.za31.world import parse_world

        self._filling = True
        try:
            for table in (*self.tables.values(), self.settings):
                for r in range(table.rowCount()):
                    for c in range(table.columnCount()):
                        item = table.item(r, c)
                        if item is not None and item.toolTip():
                            item.setBackground(QColor(0, 0, 0, 0))
                            item.setToolTip("")
            try:
                parse_world(self.world(), max(2, int(self.players())))
            except MafiaError as err:
                said = self._mark(str(getattr(err, "detail", None) or err))
                self.why.setText(said)
                self.why.setStyleSheet("color: #c62828")
                return said
        finally:
            self._filling = False
        self.why.setText(tr("The world is whole (Z-2)."))
        self.why.setStyleSheet("")
        return None

    def _mark(self, text: str) -> str:
        """Turn the rules' ``world.shards[1].size: …`` into a red cell and words."""
        m = re.search(r"world\.(shards|sources|artifacts|events)\[(\d+)\](?:\.([a-z_.]+))?: (.*?)(?: \(Z-[\d.]+\))?$",
                      text)
        if m:
            kind, row, key, message = m.group(1), int(m.group(2)), m.group(3) or "id", m.group(4)
            table = self.tables[kind]
            keys = [k for k, _ in COLUMNS[kind]]
            col = keys.index(key) if key in keys else 0
            item = table.item(row, col)
            if item is None:
                item = QTableWidgetItem("")
                table.setItem(row, col, item)
            words = problem_words(message)
            item.setBackground(QColor("#ffcdd2"))
            item.setToolTip(words)
            tab = {"shards": tr("Shards"), "sources": tr("Sources"), "artifacts": tr("Artifacts"),
                   "events": tr("Events")}[kind]
            return tr("%1, row %2, “%3”: %4 (Z-2)").replace("%1", tab).replace("%2", str(row + 1)) \
                .replace("%3", headings()[kind][col]).replace("%4", words)
        m = re.search(r"world\.(start|costs)\.([a-z_]+): (.*?)(?: \(Z-[\d.]+\))?$", text)
        if m:
            row = SETTINGS.index((m.group(1), m.group(2))) if (m.group(1), m.group(2)) in SETTINGS else 0
            item = self.settings.item(row, 1)
            if item is not None:
                item.setBackground(QColor("#ffcdd2"))
                item.setToolTip(problem_words(m.group(3)))
            return tr("Start and costs, “%1”: %2 (Z-2)").replace("%1", m.group(2)).replace(
                "%2", problem_words(m.group(3)))
        return text


def effect_words() -> dict[str, str]:
    """An artifact's effects (Z-2) in the host's language."""
    return {"energy": tr("energy"), "defence": tr("defence"), "strength": tr("strength"), "host": tr("by the host")}


def row_entry(table: QTableWidget, row: int, kind: str) -> dict[str, Any]:
    """Row ``row`` of a ``kind`` table (Z-2's keys, :data:`COLUMNS`) as the file's
    entry; an empty cell leaves its key out (the rules' default)."""
    entry: dict[str, Any] = {}
    for c, (key, form) in enumerate(COLUMNS[kind]):
        item = table.item(row, c)
        text = item.text().strip() if item is not None else ""
        if text:
            _put(entry, key, _value(text, form))
    return entry


def _get(item: dict[str, Any], key: str) -> Any:
    if "." in key:
        head, tail = key.split(".", 1)
        inner = item.get(head)
        return inner.get(tail) if isinstance(inner, dict) else None
    return item.get(key)


def _put(entry: dict[str, Any], key: str, value: Any) -> None:
    if "." in key:
        head, tail = key.split(".", 1)
        entry.setdefault(head, {})[tail] = value
    else:
        entry[key] = value


def _cell_text(value: Any, form: str) -> str:
    if value is None:
        return ""
    if form == TACTIC and isinstance(value, list):
        return ", ".join(RU.get(str(v), str(v)) for v in value)      # the players' words (Z-5.2)
    if form == FLAG:
        return tr("yes") if value is True else tr("no") if value is False else str(value)
    if form == EFFECT:
        return effect_words().get(str(value), str(value))
    return str(value)


def _value(text: str, form: str) -> Any:
    """A cell's text as the file's value: a whole number where one can be read (else the text, for the check to refuse)."""
    text = text.strip()
    if form == NUMBER:
        return int(text) if re.fullmatch(r"-?\d{1,12}", text) else text
    if form == TACTIC:        # ids or the players' words, as Z-5.2 reads them
        words = {name.casefold(): key for key, name in RU.items()} | dict(SYNONYMS)
        return [words.get(w.strip().casefold(), w.strip()) for w in re.split(r"[,;/]", text) if w.strip()]
    if form == EFFECT:
        words = {word.casefold(): key for key, word in effect_words().items()}
        return words.get(text.casefold(), text)
    if form == FLAG:
        low = text.casefold()
        return True if low in YES or low == tr("yes").casefold() else False if low in NO or \
            low == tr("no").casefold() else text
    return text
