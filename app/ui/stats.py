"""Tools → Statistics… (issue #42): the club's players (games, wins, win
share, fouls and removals a game, first killed, best moves, by role), the
club's red against black by table size, each seat's wins as red and as
black, the mean game length, and the rating (mafiaratings', OpenSkill or
both: QSettings ``rating/system``), picked by dates, this evening,
tournament or game; each table exported to CSV or XLSX. The same counts as
``python -m app stats`` and ``python -m app rating``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QFileDialog, QHBoxLayout, QHeaderView, QLabel, QLineEdit, QPushButton, QTableWidget,
    QTableWidgetItem, QTabWidget, QVBoxLayout, QGridLayout, QScrollArea, QWidget,
)

from ..core.rating import exact
from ..core.stats import club_tallies, player_tallies
from ..export.tables import Table
from . import texts
from .chance import SYSTEM_KEY, system
from .panel_base import named


def tr(text: str) -> str:
    return QCoreApplication.translate("", text)     # lupdate puts a module-level tr() in the empty context


def percent(wins: int, games: int) -> str:
    """``57%`` (``—`` without games)."""
    return f"{round(100 * wins / games)}%" if games else "—"


def one_place(value: float) -> str:
    """``0.8``: a count a game, one decimal place."""
    return f"{value:.1f}"


def points_a_game(t: Any) -> str:
    """``2.35``: the mean club points of a tally's scored games (``—`` without one)."""
    value = t.points_per_game
    return "—" if value is None else f"{value:.2f}"


def best_moves(play: Any) -> str:
    """``2: 4 of 6 black`` (his best moves, the black among the seats named), ``—`` without one (S-11)."""
    if not play.best_moves:
        return "—"
    return tr("%1: %2 of %3 black").replace("%1", str(play.best_moves)).replace("%2", str(play.black)) \
        .replace("%3", str(play.named))


def player_row(p: Any) -> list[Any]:
    """A player's line of the players' table."""
    roles = ", ".join(f"{texts.role_name(role)} {t.wins}/{t.games}" + (f" · {points_a_game(t)}" if t.scored else "")
                      for role, t in sorted(p.by_role.items()))
    return [p.name, p.total.games, p.total.wins, percent(p.total.wins, p.total.games), points_a_game(p.total),
            one_place(p.play.per_game(p.play.fouls)), p.play.removals, p.play.first_killed, best_moves(p.play), roles]


def side_table(club: Any) -> tuple[list[str], list[list[Any]]]:
    """Each seat's games and wins as red and as black: headings and rows."""
    heads = [tr("Seat"), tr("Red: games"), tr("Red: wins"), tr("Black: games"), tr("Black: wins")]
    rows: list[list[Any]] = []
    for seat, by_side in sorted(club.side_by_seat.items()):
        red, black = by_side.get("red"), by_side.get("black")
        rows.append([seat] + [value for t in (red, black) for value in
                              ((t.games, f"{t.wins} ({percent(t.wins, t.games)})") if t else (0, "—"))])
    return heads, rows


def player_heads() -> list[str]:
    """The players' table's columns."""
    return [tr("Player"), tr("Games"), tr("Wins"), tr("Win share"), tr("Points a game"), tr("Fouls a game"), tr("Removals"),
            tr("First killed"), tr("Best moves"), tr("By role")]


class StatsDialog(QDialog):
    """The statistics dialog (see the module's text). ``store``: the club's database."""

    def __init__(self, store: Any, parent: Any = None, evening_id: int | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Statistics"))
        self.resize(1000, 620)
        self.store = store
        self.evening_id = evening_id
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
        self.this_evening = named(QCheckBox(tr("This evening")), "statsEvening")
        self.this_evening.setEnabled(evening_id is not None)
        self.system = named(QComboBox(), "statsSystem")
        self.system.setToolTip(tr("The rating: mafiaratings' (the club's default), OpenSkill, or both side by side"))
        for code, label in (("mafiaratings", "mafiaratings"), ("openskill", "OpenSkill"),
                            ("both", tr("both ratings"))):
            self.system.addItem(label, code)
        self.system.setCurrentIndex(max(0, self.system.findData(system())))
        self.system.currentIndexChanged.connect(self._pick_system)
        show = named(QPushButton(tr("Show")), "statsShow")
        show.clicked.connect(self.refresh)
        top = QHBoxLayout()
        for w in (self.date_from, self.date_to, self.this_evening, self.tournament, self.game, self.system, show):
            top.addWidget(w)
        self.players = named(QTableWidget(0, len(player_heads())), "statsPlayers")
        self.players.setHorizontalHeaderLabels(player_heads())
        self.club = named(QTableWidget(0, 4), "statsClub")
        self.club.setHorizontalHeaderLabels([tr("Table size / seat"), tr("Games"), tr("Wins"), tr("Win share")])
        self.sides = named(QTableWidget(0, 5), "statsSides")
        self.rating = named(QTableWidget(0, 5), "statsRating")
        for table in (self.players, self.club, self.sides, self.rating):
            table.verticalHeader().setVisible(False)
            table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
            table.horizontalHeader().setStretchLastSection(True)
            table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.tabs = QTabWidget()
        self.tabs.addTab(self.players, tr("Players"))
        self.tabs.addTab(self.club, tr("Red against black"))
        self.tabs.addTab(self.sides, tr("Seats by side"))
        self.tabs.addTab(self.rating, tr("Rating"))
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
        evening = self.evening_id if self.this_evening.isChecked() else None
        try:
            groups, games = self.store.stat_groups(picked[0], picked[1], self.tournament.text().strip()[:100] or None,
                                                   self.game.currentData() or None, evening)
            rating_table = self._rating_table()
        except Exception as err:   # StorageError: its words
            self.status.setText(tr("Could not read: %1").replace("%1", str(err)))
            return
        players, club = player_tallies(groups), club_tallies(groups, games)
        player_rows = [player_row(p) for p in players]
        club_rows = ([[tr("%1 players").replace("%1", str(n)), t.games, t.wins, percent(t.wins, t.games)]
                      for n, t in sorted(club.by_size.items())]
                     + [[tr("seat %1").replace("%1", str(s)), t.games, t.wins, percent(t.wins, t.games)]
                        for s, t in sorted(club.by_seat.items())])
        side_heads, side_rows = side_table(club)
        self.tables = [Table(tr("Players"), player_heads(), player_rows),
                       Table(tr("Red against black"), [tr("Table size / seat"), tr("Games"), tr("Wins"),
                                                       tr("Win share")], club_rows),
                       Table(tr("Seats by side"), side_heads, side_rows), rating_table]
        self.sides.setHorizontalHeaderLabels(side_heads)
        self.rating.setColumnCount(len(rating_table.header))
        self.rating.setHorizontalHeaderLabels([h.replace(": ", "\n") for h in rating_table.header])   # two lines
        shown: list[tuple[QTableWidget, Any]] = [(self.players, player_rows), (self.club, club_rows),
                                                 (self.sides, side_rows), (self.rating, rating_table.rows)]
        for widget, rows in shown:
            widget.setRowCount(len(rows))
            for i, row in enumerate(rows):
                for col, value in enumerate(row):
                    widget.setItem(i, col, QTableWidgetItem(str(value)))
            widget.resizeColumnsToContents()                 # a best move's words on one line
        status = tr("%1 games with a red side; %2 players.").replace("%1", str(club.games)) \
            .replace("%2", str(len(players)))
        if club.timed:
            status += " " + tr("A game lasts %1 days on average.").replace("%1", one_place(club.mean_days))
        self.status.setText(status)
        self.draw_charts(club)

    def _pick_system(self) -> None:
        QSettings().setValue(SYSTEM_KEY, self.system.currentData())
        self.refresh()

    def _rating_table(self) -> Table:
        """The club's rating under the picked system (both: side by side), best first."""
        from ..service.rating import club_rating

        picked = self.system.currentData()
        systems = ["mafiaratings", "openskill"] if picked == "both" else [picked]
        ratings = [club_rating(self.store, s) for s in systems]
        first = ratings[0]
        heads = [tr("Player"), tr("Games")]
        for s in systems:
            label = "OpenSkill" if s == "openskill" else "mafiaratings"
            heads += [f"{label}: " + tr("rating"), f"{label}: " + tr("red"), f"{label}: " + tr("black")]
        rows = []
        for p in sorted(first.players.values(), key=lambda p: (-p.rating, p.name)):
            row: list[Any] = [p.name, p.games]
            for r in ratings:
                q = r.players.get(p.player)
                row += [exact(q.rating), exact(q.red), exact(q.black)] if q else ["—"] * 3
            rows.append(row)
        return Table(tr("Rating"), heads, rows)

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
