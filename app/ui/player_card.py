"""A player's card (issue #42, item 4): his rating (overall, red, black;
by the club's system, or both), his fouls and removals a game, how often
he was first killed and his best moves, his games and wins by role and by
seat, and his last games, each of whose protocols can be saved. Opened from
the register (Tools → Players) and from the standings (a row's Card…)."""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog, QFileDialog, QHBoxLayout, QHeaderView, QLabel, QPushButton, QTableWidget, QTableWidgetItem, QVBoxLayout,
)

from ..core.rating import exact
from ..core.stats import player_stats
from ..service.rating import name_key
from . import texts
from .panel_base import named
from .stats import best_moves, points_a_game

LAST_GAMES = 20
"""How many of his last games the card lists."""


def tr(text: str) -> str:
    return QCoreApplication.translate("", text)     # lupdate puts a module-level tr() in the empty context


def _table(name: str, heads: list[str]) -> QTableWidget:
    table = named(QTableWidget(0, len(heads)), name)
    table.setHorizontalHeaderLabels(heads)
    table.verticalHeader().setVisible(False)
    table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.horizontalHeader().setStretchLastSection(True)
    return table


def _fill(table: QTableWidget, rows: list[list[str]]) -> None:
    table.setRowCount(len(rows))
    for r, row in enumerate(rows):
        for c, value in enumerate(row):
            table.setItem(r, c, QTableWidgetItem(value))


def play_line(mine: Any) -> str:
    """His fouls and removals, first kills and best moves in one line ("" without a known game)."""
    if mine is None or not mine.play.games:
        return ""
    return tr("Fouls a game: %1; removals: %2; first killed at night: %3; best moves: %4.") \
        .replace("%1", f"{mine.play.per_game(mine.play.fouls):.1f}").replace("%2", str(mine.play.removals)) \
        .replace("%3", str(mine.play.first_killed)).replace("%4", best_moves(mine.play))


class PlayerCard(QDialog):
    """The card of the player called ``name`` in ``store`` (see the module's text)."""

    def __init__(self, store: Any, name: str, parent: Any = None) -> None:
        super().__init__(parent)
        self.store, self.name = store, name
        self.setWindowTitle(tr("Player's card: %1").replace("%1", name))
        self.resize(760, 720)
        self.rating = named(QLabel(), "cardRating")
        self.rating.setWordWrap(True)
        self.play = named(QLabel(), "cardPlay")
        self.play.setWordWrap(True)
        self.roles = _table("cardRoles", [tr("Role"), tr("Games"), tr("Wins"), tr("Points a game")])
        self.seats = _table("cardSeats", [tr("Seat"), tr("Games"), tr("Wins")])
        self.games = _table("cardGames", [tr("Date"), tr("Game"), tr("Seat"), tr("Role"), tr("Result")])
        self.games.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.games.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.save = named(QPushButton(tr("Save the protocol…")), "cardSaveProtocol")
        self.save.clicked.connect(self.save_protocol)
        self.status = named(QLabel(), "cardStatus")
        tables = QHBoxLayout()
        tables.addWidget(self.roles)
        tables.addWidget(self.seats)
        self.chart_box = QVBoxLayout()
        lay = QVBoxLayout(self)
        lay.addWidget(self.rating)
        lay.addWidget(self.play)
        lay.addLayout(self.chart_box)
        lay.addLayout(tables, 1)
        lay.addWidget(QLabel(tr("Last games")))
        lay.addWidget(self.games, 2)
        bottom = QHBoxLayout()
        bottom.addWidget(self.status, 1)
        bottom.addWidget(self.save)
        lay.addLayout(bottom)
        self.game_ids: list[int] = []
        self.refresh()

    def refresh(self) -> None:
        """Read his games and the club's rating again."""
        from ..service.rating import club_rating
        from .chance import system

        key = name_key(self.name)
        picked = system()
        systems = ["mafiaratings", "openskill"] if picked == "both" else [picked]
        try:
            spellings = [n for n in self.store.seat_names() if name_key(n) == key]
            facts = [f for f in self.store.seat_facts(names=spellings) if name_key(f.name) == key]
            ratings = [(s, club_rating(self.store, s)) for s in systems]
        except Exception as err:   # StorageError: its words
            self.status.setText(tr("Could not read: %1").replace("%1", str(err)))
            return
        self.rating.setText("\n".join(self._rating_line(s, rating, key, first=s == systems[0])
                                       for s, rating in ratings))
        stats = player_stats(facts)
        mine = stats[0] if stats else None
        self.play.setText(play_line(mine))
        _fill(self.roles, [] if mine is None else [[texts.role_name(role), str(t.games), str(t.wins),
                                                    points_a_game(t)] for role, t in sorted(mine.by_role.items())])
        _fill(self.seats, [] if mine is None else [[str(seat), str(t.games), str(t.wins)]
                                                   for seat, t in sorted(mine.by_seat.items())])
        last = facts[-LAST_GAMES:][::-1]
        self.game_ids = [f.game for f in last]
        _fill(self.games, [[f.date, str(f.game), str(f.seat), texts.role_name(f.role),
                            tr("win") if f.won else tr("loss")] for f in last])
        if last:
            self.games.selectRow(0)
        self.save.setEnabled(bool(last))

    def _rating_line(self, system: str, rating: Any, key: str, first: bool) -> str:
        """One system's line of his rating (the first also draws his chart)."""
        found = next((p for p in rating.players.values() if name_key(p.name) == key), None)
        if first:
            self._chart(found)
        label = "OpenSkill" if system == "openskill" else "mafiaratings"
        return f"{label}: " + (tr("no rated game yet.") if found is None else
                               tr("rating %1 (red %2, black %3) after %4 rated games.")
                               .replace("%1", str(exact(found.rating))).replace("%2", str(exact(found.red)))
                               .replace("%3", str(exact(found.black))).replace("%4", str(found.games)))

    def _chart(self, found: Any) -> None:
        """His rating after each rated game, as a line (none before his first)."""
        from .charts import line

        while self.chart_box.count():
            item = self.chart_box.takeAt(0)
            widget = None if item is None else item.widget()
            if widget is not None:
                widget.setParent(None)
                widget.deleteLater()
        if found is not None and found.history:
            self.chart_box.addWidget(line("cardChart", tr("Rating after each game"), [str(g) for g, _ in found.history],
                                          [float(r) for _, r in found.history]))

    def save_protocol(self) -> None:
        rows = self.games.selectionModel().selectedRows()
        if not rows:
            return
        path, _ = QFileDialog.getSaveFileName(self, tr("Save the protocol"), f"game-{self.game_ids[rows[0].row()]}.json",
                                              tr("Game protocol (*.json)"))
        if path:
            self.write_protocol(rows[0].row(), path)

    def write_protocol(self, row: int, path: str) -> bool:
        """The chosen game's protocol (its game script) to ``path``; False with a message if it cannot."""
        try:
            script = self.store.load_game(self.game_ids[row]).protocol()
            with open(path, "w", encoding="utf-8") as f:
                json.dump(script, f, ensure_ascii=False, indent=1)
        except (OSError, IndexError) as err:
            self.status.setText(tr("Could not save: %1").replace("%1", str(err)))
            return False
        except Exception as err:   # StorageError
            self.status.setText(tr("Could not read: %1").replace("%1", str(err)))
            return False
        self.status.setText(tr("Saved: %1").replace("%1", path))
        return True
