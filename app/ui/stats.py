"""Tools → Statistics… (issue #42): the club's players (games, wins, win
share, by role) and the club's red against black by table size and each
seat's wins, picked by dates, tournament or game; each table exported to
CSV or XLSX. The same counts as ``python -m app stats``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox, QDialog, QFileDialog, QHBoxLayout, QHeaderView, QLabel, QLineEdit, QPushButton, QTableWidget,
    QTableWidgetItem, QTabWidget, QVBoxLayout, QGridLayout, QScrollArea, QWidget,
)

from ..core.stats import club_stats, player_stats
from ..export.tables import Table
from . import texts
from .panel_base import named


def tr(text: str) -> str:
    return QCoreApplication.translate("", text)     # lupdate puts a module-level tr() in the empty context


def percent(wins: int, games: int) -> str:
    """``57%`` (``—`` without games)."""
    return f"{round(100 * wins / games)}%" if games else "—"


class StatsDialog(QDialog):
    """The statistics dialog (see the module's text). ``store``: the club's database."""

    def __init__(self, store: Any, parent: Any = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Statistics"))
        self.resize(900, 600)
        self.store = store
        self.date_from = named(QLineEdit(), "statsFrom")
        self.date_from.setPlaceholderText(tr("from 2026-01-01"))
        self.date_to = named(QLineEdit(), "statsTo")
        self.date_to.setPlaceholderText(tr("to 2026-12-31"))
        self.tournament = named(QLineEdit(), "statsTournament")
        self.tournament.setPlaceholderText(tr("Tournament name"))
        self.game = named(QComboBox(), "statsGame")
        self.game.addItem(tr("every game"), "")
        from .rulesets import kits

        for kit in kits():
            self.game.addItem(kit.club_game_name(kit.club_games[0]) if kit.club_games else kit.id, kit.id)
        show = named(QPushButton(tr("Show")), "statsShow")
        show.clicked.connect(self.refresh)
        top = QHBoxLayout()
        for w in (self.date_from, self.date_to, self.tournament, self.game, show):
            top.addWidget(w)
        self.players = named(QTableWidget(0, 5), "statsPlayers")
        self.players.setHorizontalHeaderLabels([tr("Player"), tr("Games"), tr("Wins"), tr("Win share"), tr("By role")])
        self.club = named(QTableWidget(0, 4), "statsClub")
        self.club.setHorizontalHeaderLabels([tr("Table size / seat"), tr("Games"), tr("Wins"), tr("Win share")])
        for table in (self.players, self.club):
            table.verticalHeader().setVisible(False)
            table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
            table.horizontalHeader().setStretchLastSection(True)
            table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.tabs = QTabWidget()
        self.tabs.addTab(self.players, tr("Players"))
        self.tabs.addTab(self.club, tr("Red against black"))
        self.charts = named(QWidget(), "statsCharts")
        self.charts_grid = QGridLayout(self.charts)
        scroll = QScrollArea()                        # one chart a row, each as tall as it needs
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.charts)
        self.tabs.addTab(scroll, tr("Charts"))
        self.status = named(QLabel(), "statsStatus")
        self.status.setWordWrap(True)
        export = named(QPushButton(tr("Export…")), "statsExport")
        export.setToolTip(tr("The shown table as CSV, or both tables as XLSX"))
        export.clicked.connect(self.export_file)
        bottom = QHBoxLayout()
        bottom.addWidget(self.status, 1)
        bottom.addWidget(export)
        lay = QVBoxLayout(self)
        lay.addLayout(top)
        lay.addWidget(self.tabs, 1)
        lay.addLayout(bottom)
        self.tables: list[Table] = []
        self.refresh()

    def refresh(self) -> None:
        """Count again with the filters; a bad date is said, not used."""
        import re

        picked = []
        for edit in (self.date_from, self.date_to):
            text = edit.text().strip()
            if text and not re.fullmatch(r"\d{4}-\d{2}-\d{2}", text):
                self.status.setText(tr("“%1” is not a date like 2026-11-28.").replace("%1", text[:20]))
                return
            picked.append(text or None)
        try:
            facts = self.store.seat_facts(picked[0], picked[1], self.tournament.text().strip()[:100] or None,
                                          self.game.currentData() or None)
        except Exception as err:   # StorageError: its words
            self.status.setText(tr("Could not read: %1").replace("%1", str(err)))
            return
        players, club = player_stats(facts), club_stats(facts)
        player_rows = [[p.name, p.total.games, p.total.wins, percent(p.total.wins, p.total.games),
                        ", ".join(f"{texts.role_name(role)} {t.wins}/{t.games}" for role, t in sorted(p.by_role.items()))]
                       for p in players]
        club_rows = ([[tr("%1 players").replace("%1", str(n)), t.games, t.wins, percent(t.wins, t.games)]
                      for n, t in sorted(club.by_size.items())]
                     + [[tr("seat %1").replace("%1", str(s)), t.games, t.wins, percent(t.wins, t.games)]
                        for s, t in sorted(club.by_seat.items())])
        self.tables = [Table(tr("Players"), [tr("Player"), tr("Games"), tr("Wins"), tr("Win share"), tr("By role")],
                             player_rows),
                       Table(tr("Red against black"), [tr("Table size / seat"), tr("Games"), tr("Wins"),
                                                       tr("Win share")], club_rows)]
        for widget, rows in ((self.players, player_rows), (self.club, club_rows)):
            widget.setRowCount(len(rows))
            for i, row in enumerate(rows):
                for col, value in enumerate(row):
                    widget.setItem(i, col, QTableWidgetItem(str(value)))
        self.status.setText(tr("%1 games with a red side; %2 players.").replace("%1", str(club.games))
                            .replace("%2", str(len(players))))
        self.draw_charts(club)

    def draw_charts(self, club: Any) -> None:
        """Win share by role and by seat (bars, the games under each) and the red side's by month (a line)."""
        from .charts import line, share_bars

        while self.charts_grid.count():
            item = self.charts_grid.takeAt(0)
            widget = None if item is None else item.widget()
            if widget is not None:
                widget.setParent(None)
                widget.deleteLater()
        roles = sorted(club.by_role.items(), key=lambda kv: kv[1].games)    # the bars go up: the most played on top
        seats = sorted(club.by_seat.items(), reverse=True)                  # seat 1 on top
        months = sorted(club.by_month.items())
        by_role = share_bars("chartRoles", tr("Wins by role"), [texts.role_name(r) for r, _ in roles],
                             [t.wins for _, t in roles], [t.games for _, t in roles])
        by_role.setMinimumHeight(max(260, 34 * len(roles) + 90))
        by_seat = share_bars("chartSeats", tr("Wins by seat"), [tr("seat %1").replace("%1", str(s)) for s, _ in seats],
                             [t.wins for _, t in seats], [t.games for _, t in seats])
        by_seat.setMinimumHeight(max(260, 26 * len(seats) + 90))
        self.charts_grid.addWidget(by_role, 0, 0)
        self.charts_grid.addWidget(by_seat, 1, 0)
        self.charts_grid.addWidget(line("chartMonths", tr("The red side's wins by month (%)"), [m for m, _ in months],
                                        [100.0 * t.wins / t.games if t.games else 0.0 for _, t in months],
                                        (0.0, 100.0)), 2, 0)

    def export_file(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, tr("Export the statistics"), "statistics.xlsx",
                                              tr("Excel (*.xlsx);;CSV (*.csv)"))
        if path:
            self.export(path)

    def export(self, path: str) -> bool:
        """The tables as XLSX (both) or CSV (the shown one); False with a message if it cannot."""
        from ..export.writers import write_csv, write_xlsx

        try:
            if path.lower().endswith(".csv"):
                write_csv(Path(path), self.tables[self.tabs.currentIndex()])
            else:
                write_xlsx(Path(path), self.tables)
        except OSError as err:
            self.status.setText(tr("Could not save: %1").replace("%1", err.strerror or str(err)))
            return False
        self.status.setText(tr("Saved: %1").replace("%1", path))
        return True
