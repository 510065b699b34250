"""Standings dialog: the evening's or a tournament's table (C-11), exports,
and the table on the projector (names and points only)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings, Signal
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QFileDialog, QHBoxLayout, QLabel, QLineEdit, QMessageBox, QPushButton, QSpinBox,
    QTableWidget, QTableWidgetItem, QVBoxLayout,
)

from ..core.seating import MAX_ROUNDS
from ..export.standings import StandingsPart, standings_parts
from ..service import rules_notes
from . import settings


class StandingsDialog(QDialog):
    """Evening table (default) or a tournament table by name and/or dates.

    ``projectorToggled(list)``: the rows to show on the projector ([] = off).
    """

    projectorToggled = Signal(list)

    def __init__(self, store, evening_id: int | None, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Standings"))
        self.resize(860, 560)
        self.store = store
        self.evening_id = evening_id
        self.scope = QComboBox()
        self.scope.setObjectName("scope")
        self.scope.addItem(self.tr("This evening"), "evening")
        self.scope.addItem(self.tr("Tournament / dates"), "tournament")
        self.tournament = QLineEdit()
        self.tournament.setObjectName("tournament")
        self.tournament.setPlaceholderText(self.tr("Tournament name"))
        self.date_from = QLineEdit()
        self.date_from.setPlaceholderText(self.tr("from 2026-01-01"))
        self.date_to = QLineEdit()
        self.date_to.setPlaceholderText(self.tr("to 2026-12-31"))
        self.after_round = QSpinBox()           # issue #41: standings after round k (0: every game)
        self.after_round.setObjectName("afterRound")
        self.after_round.setRange(0, MAX_ROUNDS)
        self.after_round.setSpecialValueText(self.tr("every round"))
        self.after_round.setPrefix(self.tr("after round "))
        self.after_round.setToolTip(self.tr("A tournament's games of its seating's rounds 1 to k only: here, on "
                                            "the projector and on the room's page (the finals hidden)"))
        self.after_round.setValue(int(settings.number("standings/after_round", 0, 0, MAX_ROUNDS)))
        self.after_round.valueChanged.connect(self._after_round_changed)
        show = QPushButton(self.tr("Show"))
        show.clicked.connect(self.refresh)
        self.scope.currentIndexChanged.connect(self.refresh)
        self.complete = QCheckBox(self.tr("The distance is complete (Ci final)"))
        self.complete.setObjectName("distanceComplete")
        self.complete.toggled.connect(self.refresh)
        self.complete.setVisible(False)
        self.part = QComboBox()         # one table per kind of game (issue #37): a scheme, the sport distance
        self.part.setObjectName("standingsPart")
        self.part.setToolTip(self.tr("The games of each points scheme, and a sport distance, have a table each"))
        self.part.currentIndexChanged.connect(self._show_part)
        self.part.setVisible(False)
        top = QHBoxLayout()                     # what is picked …
        for w in (self.scope, self.tournament, self.date_from, self.date_to, self.after_round, show):
            top.addWidget(w)
        self.tournament.setMinimumWidth(160)
        for w in (self.date_from, self.date_to):
            w.setMinimumWidth(110)
        kinds = QHBoxLayout()                   # … and which table of it
        kinds.addWidget(self.part)
        kinds.addWidget(self.complete)
        kinds.addStretch(1)
        self.table = QTableWidget(0, 10)
        self.table.setObjectName("standingsTable")
        self.table.setHorizontalHeaderLabels([
            self.tr("Place"), self.tr("Player"), self.tr("Games"), self.tr("Wins red"), self.tr("Wins black"),
            self.tr("Wins maniac"), self.tr("Useful"), self.tr("Penalties"), self.tr("Points"), self.tr("Average")])
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.setToolTip(self.tr("Double-click a player for his card"))
        self.table.cellDoubleClicked.connect(lambda row, _col: self.open_card(row))
        self.note = QLabel()
        self.note.setObjectName("standingsNote")
        self.note.setWordWrap(True)
        buttons = QHBoxLayout()
        self.export_button = QPushButton(self.tr("Export the evening (CSV, XLSX, PDF, protocols)…"))
        self.export_button.setObjectName("exportEvening")
        self.export_button.clicked.connect(self.export)
        self.projector_button = QPushButton(self.tr("Show on the projector"))
        self.projector_button.setObjectName("standingsProjector")
        self.projector_button.setCheckable(True)
        self.projector_button.toggled.connect(self._projector)
        self.lot_button = QPushButton(self.tr("Record the lot…"))
        self.lot_button.setObjectName("recordLot")
        self.lot_button.clicked.connect(self.record_lot)
        self.lot_button.setVisible(False)
        self.card_button = QPushButton(self.tr("Player's card…"))
        self.card_button.setObjectName("standingsCard")
        self.card_button.clicked.connect(lambda: self.open_card(self.table.currentRow()))
        buttons.addWidget(self.export_button)
        buttons.addWidget(self.lot_button)
        buttons.addStretch()
        buttons.addWidget(self.card_button)
        buttons.addWidget(self.projector_button)
        lay = QVBoxLayout(self)
        lay.addLayout(top)
        lay.addLayout(kinds)
        lay.addWidget(self.table, 1)
        lay.addWidget(self.note)
        lay.addLayout(buttons)
        self.rows: list[Any] = []   # club standings (C-11) or a distance's (S-13)
        self.refresh()

    def open_card(self, row: int) -> None:
        """The player's card of the standings' row ``row`` (issue #42); nothing for no row."""
        item = self.table.item(row, 1) if row >= 0 else None
        if item is None or not item.text():
            return
        from .player_card import PlayerCard

        PlayerCard(self.store, item.text(), self).exec()

    def _after_round_changed(self, value: int) -> None:
        """Kept for the room's page too: a tournament's standings after round k (issue #41)."""
        QSettings().setValue("standings/after_round", value)
        self.refresh()

    def refresh(self) -> None:
        """Read the picked games' standings again: one part per kind of game."""
        evening = self.scope.currentData() == "evening"
        for w in (self.tournament, self.date_from, self.date_to, self.after_round):
            w.setEnabled(not evening)
        picked = dict(evening_id=self.evening_id) if evening else dict(
            tournament=self.tournament.text().strip() or None, date_from=self.date_from.text().strip() or None,
            date_to=self.date_to.text().strip() or None, up_to_round=self.after_round.value() or None)
        if evening and self.evening_id is None:
            self.parts: list[StandingsPart] = []
            self.changed = []
        else:
            self.parts = standings_parts(self.store, complete=self.complete.isChecked(), lot=self._lot(), **picked)
            self.changed = rules_notes(self.store, **picked)
        kept = self.part.currentData()
        self.part.blockSignals(True)
        self.part.clear()
        for part in self.parts:
            self.part.addItem(self._part_name(part), part.key)
        self.part.setCurrentIndex(max(0, self.part.findData(kept)))
        self.part.blockSignals(False)
        self.part.setVisible(len(self.parts) > 1)
        self._show_part()

    @staticmethod
    def _part_name(part: StandingsPart) -> str:
        """A part's name in the host's language: its points scheme's, or its game's."""
        from . import texts
        from .rulesets import kit_for

        if not part.distance:
            return texts.scheme_name(part.scheme, part.name)
        kit = kit_for(part.ruleset)
        return kit.club_game_name(kit.club_games[0]) if kit.club_games else part.name

    def _show_part(self) -> None:
        """Fill the table with the chosen part: club points (C-11) or a sport distance (S-13)."""
        index = self.part.currentIndex()
        part = self.parts[index] if 0 <= index < len(self.parts) else None
        self.complete.setVisible(part is not None and part.distance)
        if part is not None and part.distance:
            self._sport(part)
            return
        self.lot_button.setVisible(False)
        evening = self.scope.currentData() == "evening"
        self.table.setColumnCount(10)
        self.table.setHorizontalHeaderLabels([
            self.tr("Place"), self.tr("Player"), self.tr("Games"), self.tr("Wins red"), self.tr("Wins black"),
            self.tr("Wins maniac"), self.tr("Useful"), self.tr("Penalties"), self.tr("Points"), self.tr("Average")])
        self.rows = list(part.rows) if part is not None else []
        self.table.setRowCount(len(self.rows))
        for r, s in enumerate(self.rows):
            values = [s.place, s.name, s.games, s.wins_red, s.wins_black, s.wins_maniac, s.useful,
                      s.penalty, s.points, s.average]
            for c, v in enumerate(values):
                self.table.setItem(r, c, QTableWidgetItem(f"{v:g}" if isinstance(v, float) else str(v)))
        self.table.resizeColumnsToContents()
        ties = [s.name for s in self.rows if s.tie]
        self.note.setText(self._with_changed(self.tr(
            "Still tied after points, wins, useful actions and penalties — the host decides (C-11): %1")
            .replace("%1", ", ".join(ties)) if ties else ""))
        self.export_button.setEnabled(evening and self.evening_id is not None)
        if self.projector_button.isChecked():
            self._projector(True)

    def _with_changed(self, text: str) -> str:
        """``text`` and a line per game that a later reading of the rules
        changed (issue #22): the host sees which results to look at again."""
        lines = [text] if text else []
        for date, number, note in self.changed:
            what = note.get("what")
            if what == "refused":
                index = note.get("input")
                why = self.tr("no longer replays under the current rules: input %1 is refused (%2); "
                              "it opens read-only").replace("%1", "?" if index is None else str(index + 1)) \
                    .replace("%2", str(note.get("rule") or "?"))
            elif what == "result":
                why = self.tr("the current rules give another result")
            else:
                why = self.tr("the current rules give other points; the confirmed points stand until "
                              "you confirm the game again")
            lines.append(self.tr("%1, game %2: %3").replace("%1", date).replace("%2", str(number))
                         .replace("%3", why))
        return "\n".join(lines)

    def _sport(self, part: StandingsPart) -> None:
        """Sport Mafia's standings (S-13): game points, Ci (provisional until
        the distance is complete), the total, the tie-breaks and the lot."""
        from . import texts

        complete = self.complete.isChecked() and not part.unfinished
        self.rows = list(part.rows)
        heads = [self.tr("Place"), self.tr("Player"), self.tr("Games"), self.tr("Wins"), self.tr("Points"),
                 self.tr("Ci"), self.tr("Total")]
        self.table.setColumnCount(len(heads))
        self.table.setHorizontalHeaderLabels(heads)
        self.table.setRowCount(len(self.rows))
        for r, s in enumerate(self.rows):
            marks = ("*" if s.ci_provisional and s.ci else "") + ("?" if s.ci_host else "")
            ci = texts.points_text(s.ci) + marks
            values = [str(s.place), s.name, str(s.games), str(s.wins), texts.points_text(s.game_points), ci,
                      texts.points_text(s.total)]
            for c, v in enumerate(values):
                self.table.setItem(r, c, QTableWidgetItem(v))
        self.table.resizeColumnsToContents()
        notes = []
        if not complete:
            notes.append(self.tr("* Ci is provisional until the distance's last game is scored (S-13.4)."))
        if any(s.ci_host for s in self.rows):
            notes.append(self.tr("? a draw's Ci is the host's decision (S-13.3)."))
        ties = [s.name for s in self.rows if s.tie]
        if ties:
            notes.append(self.tr("Still equal after every tie-break: draw lots (S-13.5): %1").replace("%1", ", ".join(ties)))
        self.lot_button.setVisible(bool(ties) or bool(self._lot()))
        self.note.setText(self._with_changed(" ".join(notes)))
        self.export_button.setEnabled(self.scope.currentData() == "evening" and self.evening_id is not None)
        if self.projector_button.isChecked():
            self._projector(True)

    def _lot_key(self) -> str:
        """The club setting holding this distance's lot (a short key for any name)."""
        import hashlib

        if self.scope.currentData() == "evening":
            scope = f"evening/{self.evening_id}"
        else:
            scope = "\n".join((self.tournament.text().strip(), self.date_from.text().strip(),
                               self.date_to.text().strip()))
        return "fiim/lot/" + hashlib.sha256(scope.encode("utf-8")).hexdigest()[:32]

    def _lot(self) -> list:
        """The order the host drew for players still equal (S-13.5), first to last."""
        import json

        from ..service import StorageError

        try:
            raw = self.store.setting(self._lot_key())
            lot = json.loads(raw) if raw else []
        except (StorageError, ValueError):   # a damaged setting: no lot recorded, never an error at the table
            return []
        return [p for p in lot if isinstance(p, (int, str))] if isinstance(lot, list) else []

    def record_lot(self) -> None:
        """The host drags the tied players into the order the lot gave (S-13.5)."""
        import json

        from PySide6.QtWidgets import QAbstractItemView, QDialogButtonBox, QListWidget, QListWidgetItem

        from ..service import StorageError

        tied = [s for s in self.rows if s.tie] or list(self.rows)
        dlg = QDialog(self)
        dlg.setWindowTitle(self.tr("Record the lot"))
        items = QListWidget()
        items.setObjectName("lotOrder")
        items.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        for s in tied:
            item = QListWidgetItem(s.name)
            item.setData(256, s.player)
            items.addItem(item)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(dlg.accept)
        buttons.rejected.connect(dlg.reject)
        lay = QVBoxLayout(dlg)
        lay.addWidget(QLabel(self.tr("Drag the players into the order the lot gave, first place on top.")))
        lay.addWidget(items)
        lay.addWidget(buttons)
        if dlg.exec() != QDialog.DialogCode.Accepted:
            return
        order = [items.item(i).data(256) for i in range(items.count())]
        kept = [p for p in self._lot() if p not in order]
        try:
            self.store.set_setting(self._lot_key(), json.dumps(order + kept, ensure_ascii=False))
        except StorageError as err:
            QMessageBox.warning(self, self.tr("Record the lot"), str(err))
            return
        self.refresh()

    def _projector(self, on: bool) -> None:
        points = [(s.place, s.name, s.total if hasattr(s, "total") else s.points) for s in self.rows]
        self.projectorToggled.emit(points if on else [])

    def export(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("Export the evening to a folder"))
        if folder:
            self.export_to(Path(folder))

    def export_to(self, folder: Path) -> list[Path]:
        from ..export.report import export_evening
        from .game_words import KIT_WORDS

        try:
            assert self.evening_id is not None        # the button is off without an evening
            paths = export_evening(self.store, self.evening_id, folder, language=ui_language(),
                                   game_words=KIT_WORDS)
        except OSError as err:
            QMessageBox.warning(self, self.tr("Export"), f"{folder}: {err.strerror or err}")
            return []
        self.note.setText(self.tr("Written: %1").replace("%1", ", ".join(p.name for p in paths)))
        return paths

    def closeEvent(self, event) -> None:
        self.projector_button.setChecked(False)
        super().closeEvent(event)

    def done(self, result: int) -> None:
        self.projector_button.setChecked(False)
        super().done(result)


def ui_language() -> str:
    """The window's language (``ru``/``en``): the exports are written in it."""
    from PySide6.QtCore import QLocale, QSettings

    lang = QSettings().value("ui/language", "") or QLocale.system().name().split("_")[0]
    return "ru" if lang == "ru" else "en"
