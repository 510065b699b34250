"""Standings dialog: the evening's or a tournament's table (C-11), exports,
and the table on the projector (names and points only)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox, QDialog, QFileDialog, QHBoxLayout, QLabel, QLineEdit, QMessageBox, QPushButton,
    QTableWidget, QTableWidgetItem, QVBoxLayout,
)

from ..core.standings import Standing, standings
from ..storage.store import standings_rows


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
        show = QPushButton(self.tr("Show"))
        show.clicked.connect(self.refresh)
        self.scope.currentIndexChanged.connect(self.refresh)
        top = QHBoxLayout()
        for w in (self.scope, self.tournament, self.date_from, self.date_to, show):
            top.addWidget(w)
        self.table = QTableWidget(0, 10)
        self.table.setObjectName("standingsTable")
        self.table.setHorizontalHeaderLabels([
            self.tr("Place"), self.tr("Player"), self.tr("Games"), self.tr("Wins red"), self.tr("Wins black"),
            self.tr("Wins maniac"), self.tr("Useful"), self.tr("Penalties"), self.tr("Points"), self.tr("Average")])
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
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
        buttons.addWidget(self.export_button)
        buttons.addStretch()
        buttons.addWidget(self.projector_button)
        lay = QVBoxLayout(self)
        lay.addLayout(top)
        lay.addWidget(self.table, 1)
        lay.addWidget(self.note)
        lay.addLayout(buttons)
        self.rows: list[Standing] = []
        self.refresh()

    def refresh(self) -> None:
        evening = self.scope.currentData() == "evening"
        for w in (self.tournament, self.date_from, self.date_to):
            w.setEnabled(not evening)
        if evening:
            rows = [] if self.evening_id is None else standings_rows(self.store, evening_id=self.evening_id)
        else:
            rows = standings_rows(self.store, tournament=self.tournament.text().strip() or None,
                                  date_from=self.date_from.text().strip() or None,
                                  date_to=self.date_to.text().strip() or None)
        self.rows = standings(rows)
        self.table.setRowCount(len(self.rows))
        for r, s in enumerate(self.rows):
            values = [s.place, s.name, s.games, s.wins_red, s.wins_black, s.wins_maniac, s.useful,
                      s.penalty, s.points, s.average]
            for c, v in enumerate(values):
                self.table.setItem(r, c, QTableWidgetItem(f"{v:g}" if isinstance(v, float) else str(v)))
        self.table.resizeColumnsToContents()
        ties = [s.name for s in self.rows if s.tie]
        self.note.setText(self.tr("Still tied after points, wins, useful actions and penalties — "
                                  "the host decides (C-11): %1").replace("%1", ", ".join(ties)) if ties else "")
        self.export_button.setEnabled(evening and self.evening_id is not None)
        if self.projector_button.isChecked():
            self._projector(True)

    def _projector(self, on: bool) -> None:
        self.projectorToggled.emit([(s.place, s.name, s.points) for s in self.rows] if on else [])

    def export(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("Export the evening to a folder"))
        if folder:
            self.export_to(Path(folder))

    def export_to(self, folder: Path) -> list[Path]:
        from ..export.report import export_evening

        try:
            paths = export_evening(self.store, self.evening_id, folder, language=ui_language())
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
