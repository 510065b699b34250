"""Tools → Seating… (issue #41): a tournament's seating in the window, as
``python -m app seating`` makes it: players, tables, rounds, the pairs kept
apart, the rounds already played (a ``mafia-seating/1`` file) and who left;
the seating as a table (round, table, seats 1–10) and its quality report;
saved as ``mafia-seating/1``. The search runs beside the window (a thread
the window looks at every 50 ms): the window never freezes."""

from __future__ import annotations

import json
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QTimer, Signal
from PySide6.QtWidgets import (
    QComboBox, QDialog, QFileDialog, QFormLayout, QHBoxLayout, QHeaderView, QLabel, QLineEdit, QPlainTextEdit,
    QPushButton,
    QSpinBox, QTableWidget, QTableWidgetItem, QVBoxLayout,
)

from ..core.seating import MAX_PLAYERS, MAX_ROUNDS, MAX_TABLES, SEATS, Quality, SeatingError, quality, reseat, seating_json
from ..core.limits import MAX_NAME
from ..seating_cli import read_fixed
from . import texts
from .panel_base import named
from .seating_tournament import TournamentParts

def tr(text: str) -> str:
    return QCoreApplication.translate("", text)     # lupdate puts a module-level tr() in the empty context


def measure_name(name: str) -> str:
    """A quality measure's name in the host's language."""
    words = {"games per player": tr("games per player"), "meetings per pair": tr("meetings per pair"),
             "games per seat, each player": tr("games per seat, each player"),
             "games in seats 1, 2 and 10, each player": tr("games in seats 1, 2 and 10, each player"),
             "games per table, each player": tr("games per table, each player"),
             "kept-apart pairs at one table": tr("kept-apart pairs at one table")}
    return words.get(name, name)


def parse_numbers(text: str, pairs: bool, top: int) -> list[Any]:
    """``"3,17; 4 9"`` → [(3, 17), (4, 9)] (``pairs``) or ``"7 12"`` → [7, 12];
    raises ValueError with the host's words."""
    out: list[Any] = []
    text = text.strip()[:2000]
    if not text:
        return out
    groups = [g for g in text.replace(";", " ").split() if g] if pairs else [g for g in
                                                                          text.replace(",", " ").split() if g]
    for group in groups:
        parts = group.split(",") if pairs else [group]
        if (pairs and len(parts) != 2) or not all(p.isdigit() and len(p) <= 4 and 1 <= int(p) <= top for p in parts):
            raise ValueError(tr("“%1” is not %2").replace("%1", group[:20]).replace(
                "%2", tr("two players' numbers, e.g. 3,17") if pairs else tr("a player's number from 1 to %1")
                .replace("%1", str(top))))
        out.append((int(parts[0]), int(parts[1])) if pairs else int(parts[0]))
    return out


def _pair_text(pair: object) -> str:
    return ", ".join(str(x) for x in pair) if isinstance(pair, (tuple, list)) else str(pair)


class SeatingDialog(TournamentParts, QDialog):
    """The seating dialog (see the module's text). ``projectorSheet(title,
    lines)``: show one round's table on the projector (an empty title: the
    game again)."""

    projectorSheet = Signal(str, list)

    def __init__(self, parent: Any = None, store: Any = None, tournament: str = "", new: bool = False) -> None:
        """``store``: the club's database (None: no tournament to save to or
        open); ``tournament``: the evening's tournament's name, proposed;
        ``new``: File → New tournament (titled so)."""
        super().__init__(parent)
        self.store = store
        self.setWindowTitle(tr("New tournament") if new else tr("Seating"))
        self.resize(980, 640)
        self.players = named(QSpinBox(), "seatPlayers")
        self.players.setRange(SEATS, MAX_PLAYERS)
        self.players.setValue(30)
        self.tables = named(QSpinBox(), "seatTables")
        self.tables.setRange(1, MAX_TABLES)
        self.tables.setValue(3)
        self.rounds = named(QSpinBox(), "seatRounds")
        self.rounds.setRange(1, MAX_ROUNDS)
        self.rounds.setValue(10)
        self.seed = named(QSpinBox(), "seatSeed")
        self.seed.setRange(1, 10 ** 9)
        self.seed.setToolTip(tr("The same number gives the same seating"))
        self.apart = named(QLineEdit(), "seatApart")
        self.apart.setPlaceholderText(tr("e.g. 3,17; 4,9"))
        self.apart.setToolTip(tr("Pairs of players who never share a table (relatives, a judge's own players)"))
        self.gone = named(QLineEdit(), "seatGone")
        self.gone.setPlaceholderText(tr("e.g. 7 12"))
        self.gone.setToolTip(tr("Players who left: they sit in no round after the played ones"))
        self.fixed: list[Any] = []
        self.fixed_label = named(QLabel(tr("none")), "seatFixedLabel")
        open_fixed = named(QPushButton(tr("Rounds played…")), "seatOpenFixed")
        open_fixed.setToolTip(tr("A saved seating whose rounds are kept; the rest is seated again"))
        open_fixed.clicked.connect(self.open_fixed)
        clear_fixed = named(QPushButton(tr("Clear")), "seatClearFixed")
        clear_fixed.clicked.connect(self.clear_fixed)
        form = QFormLayout()
        form.addRow(tr("Players:"), self.players)
        form.addRow(tr("Tables:"), self.tables)
        form.addRow(tr("Rounds:"), self.rounds)
        form.addRow(tr("Seed:"), self.seed)
        form.addRow(tr("Kept apart:"), self.apart)
        fixed_row = QHBoxLayout()
        for w in (self.fixed_label, open_fixed, clear_fixed):
            fixed_row.addWidget(w)
        form.addRow(tr("Played rounds:"), fixed_row)
        form.addRow(tr("Left:"), self.gone)
        self.names = named(QPlainTextEdit(), "seatNames")
        self.names.setPlaceholderText(tr("One name a line: the first line is player 1 (optional)"))
        self.names.setMaximumHeight(90)
        self.names.textChanged.connect(self._names_changed)
        from_register = named(QPushButton(tr("From the register…")), "seatFromRegister")
        from_register.setToolTip(tr("Add the chosen players of the club's register to the names"))
        from_register.clicked.connect(self.pick_from_register)
        from_register.setVisible(store is not None)
        names_box = QVBoxLayout()
        names_box.addWidget(self.names)
        names_box.addWidget(from_register)
        form.addRow(tr("Names:"), names_box)
        self.ruleset = named(QComboBox(), "seatRuleset")
        self.ruleset.addItem("—", "")
        from .rulesets import kits

        for kit in kits():                     # the games a club scores (each with its standings)
            for game in kit.club_games:
                self.ruleset.addItem(kit.club_game_name(game), game)
        self.ruleset.setToolTip(tr("The game the tournament is played as"))
        self.tournament = named(QComboBox(), "seatTournament")
        self.tournament.setEditable(True)
        self.tournament.setToolTip(tr("The tournament's name, as the evenings give it: every table's host opens "
                                      "its seating from the club's database"))
        if store is not None:
            try:
                self.tournament.addItems(store.tournament_names())
            except Exception:   # a database that cannot say: the name can still be typed
                pass
        self.tournament.setCurrentText(tournament)
        self.open_tournament = named(QPushButton(tr("Open")), "seatOpenTournament")
        self.open_tournament.clicked.connect(self.load_tournament)
        self.save_tournament = named(QPushButton(tr("Save to the tournament")), "seatSaveTournament")
        self.save_tournament.setEnabled(False)
        self.save_tournament.clicked.connect(self.store_tournament)
        self.final = named(QPushButton(tr("Final…")), "seatFinal")
        self.final.setToolTip(tr("Seat the top players of the standings after the qualifying rounds for the final"))
        self.final.clicked.connect(self.ask_final)
        for w in (self.tournament, self.open_tournament, self.save_tournament, self.final):
            w.setVisible(store is not None)
        tournament_row = QHBoxLayout()
        for w in (self.tournament, self.open_tournament, self.save_tournament):
            tournament_row.addWidget(w)
        if store is not None:
            form.addRow(tr("Tournament:"), tournament_row)
            form.addRow(tr("Game:"), self.ruleset)
        self.make = named(QPushButton(tr("Make the seating")), "seatMake")
        self.make.setDefault(True)
        self.make.clicked.connect(self.start)
        self.save = named(QPushButton(tr("Save…")), "seatSave")
        self.save.setEnabled(False)
        self.save.clicked.connect(self.save_file)
        self.print_ = named(QPushButton(tr("Print…")), "seatPrint")
        self.print_.setToolTip(tr("A4: a sheet a round and a sheet a player"))
        self.print_.setEnabled(False)
        self.print_.clicked.connect(self.print_file)
        self.on_air = named(QPushButton(tr("On the projector")), "seatOnAir")
        self.on_air.setCheckable(True)
        self.on_air.setEnabled(False)
        self.on_air.setToolTip(tr("The chosen row's table on the projector, between games"))
        self.on_air.toggled.connect(self._project)
        buttons = QHBoxLayout()
        buttons.addWidget(self.make)
        buttons.addWidget(self.save)
        buttons.addWidget(self.print_)
        buttons.addWidget(self.on_air)
        buttons.addWidget(self.final)
        buttons.addStretch(1)
        self.status = named(QLabel(), "seatStatus")
        self.status.setWordWrap(True)
        self.table = named(QTableWidget(0, 2 + SEATS), "seatTable")
        self.table.setHorizontalHeaderLabels([tr("Round"), tr("Table")] + [str(s) for s in range(1, SEATS + 1)])
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.table.itemSelectionChanged.connect(lambda: self._project(self.on_air.isChecked()))
        self.report = named(QTableWidget(0, 3), "seatReport")
        self.report.setHorizontalHeaderLabels([tr("Measure"), tr("Found"), tr("Ideal")])
        self.report.verticalHeader().setVisible(False)
        header = self.report.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for col in (1, 2):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        self.report.setWordWrap(False)
        rows = 6                               # the six measures fit without a scroll bar
        self.report.setMinimumHeight(header.sizeHint().height() + rows * self.report.verticalHeader()
                                     .defaultSectionSize() + 2 * self.report.frameWidth() + 2)
        self.report.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.score = named(QLabel(), "seatScore")
        self.score.setWordWrap(True)
        right = QVBoxLayout()
        right.addWidget(self.report, 1)
        right.addWidget(self.score)
        top = QHBoxLayout()
        top.addLayout(form, 1)
        top.addLayout(right, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(buttons)
        layout.addWidget(self.status)
        layout.addWidget(self.table, 1)
        self.plan: list[Any] = []
        self.args: dict[str, Any] = {}
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="seating")
        self._job: Future[Any] | None = None
        self._watch = QTimer(self)
        self._watch.setInterval(50)
        self._watch.timeout.connect(self._look)

    # ---------------------------------------------------------------- input
    def open_fixed(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, tr("A saved seating"), "", tr("Seating (*.json)"))
        if path:
            self.load_fixed(path)

    def load_fixed(self, path: str) -> bool:
        """Keep the rounds of a ``mafia-seating/1`` file (the rounds played); False with a message if it cannot."""
        try:
            data = read_fixed(path)
        except ValueError as err:
            self.status.setText(tr("This file cannot be used: %1").replace("%1", str(err)))
            return False
        self.fixed = data["rounds"]
        if isinstance(data.get("players"), int) and SEATS <= data["players"] <= MAX_PLAYERS:
            self.players.setValue(max(self.players.value(), data["players"]))
        if isinstance(data.get("tables"), int) and 1 <= data["tables"] <= MAX_TABLES:
            self.tables.setValue(data["tables"])
        self.rounds.setValue(max(self.rounds.value(), len(self.fixed)))
        self.fixed_label.setText(tr("%1 round(s) kept").replace("%1", str(len(self.fixed))))
        return True

    def clear_fixed(self) -> None:
        self.fixed = []
        self.fixed_label.setText(tr("none"))

    # ---------------------------------------------------------------- the search
    def start(self) -> None:
        """Read the form and seat in the background; a problem is said under the buttons."""
        if self._job is not None:
            return
        try:
            apart = parse_numbers(self.apart.text(), True, self.players.value())
            gone = parse_numbers(self.gone.text(), False, self.players.value())
        except ValueError as err:
            self.status.setText(str(err))
            return
        self.args = {"players": self.players.value(), "tables": self.tables.value(), "rounds": self.rounds.value(),
                     "fixed": list(self.fixed), "seed": self.seed.value(), "apart": apart, "gone": gone}
        self.make.setEnabled(False)
        for button in (self.save, self.print_, self.on_air, self.save_tournament):
            button.setEnabled(False)
        self.on_air.setChecked(False)
        self.status.setText(tr("Seating…"))
        a = dict(self.args)
        self._job = self._pool.submit(reseat, a["players"], a["tables"], a["rounds"], a["fixed"], seed=a["seed"],
                                      apart=a["apart"], gone=a["gone"])
        self._watch.start()

    def _look(self) -> None:
        job = self._job
        if job is None or not job.done():
            return
        self._watch.stop()
        self._job = None
        self.make.setEnabled(True)
        try:
            plan = job.result()
        except SeatingError as err:
            self.status.setText(self.refusal(err))
            return
        self.plan = plan
        self.show_plan(plan, quality(plan, self.args["players"], self.args["tables"], self.args["apart"],
                                     self.args["gone"]))

    def wait(self) -> None:
        """Block until the search ends and show it (tests, and closing)."""
        if self._job is not None:
            self._job.exception()          # waits for the search to end, whatever its outcome
            self._look()

    @staticmethod
    def refusal(err: SeatingError) -> str:
        """Why no seating, in the host's words."""
        p = err.params
        if err.code == "apart" and "players" in p:
            players = p["players"] if isinstance(p["players"], list) else []
            return (tr("Players %1 are each kept apart from the others, but a round has only %2 table(s) and the "
                       "players sitting out: the pair %3 cannot be kept apart.")
                    .replace("%1", ", ".join(str(x) for x in players)).replace("%2", str(p["tables"]))
                    .replace("%3", _pair_text(p["pair"])))
        if err.code == "apart":
            return (tr("No seating keeps every pair apart: the pair %1 would share a table in round %2.")
                    .replace("%1", _pair_text(p.get("pair"))).replace("%2", str(p.get("round", ""))))
        if err.code == "too_few":
            return tr("%1 players cannot fill a table of ten.").replace("%1", str(p.get("players", "")))
        if err.code == "fixed":
            return tr("The played rounds do not fit: %1").replace("%1", str(err))
        return tr("This seating cannot be made: %1").replace("%1", str(err))

    # ---------------------------------------------------------------- output
    def show_plan(self, plan: list[Any], q: Quality) -> None:
        rows = [(r, t, table) for r, round_ in enumerate(plan, 1) for t, table in enumerate(round_, 1)]
        self.table.setRowCount(len(rows))
        kept = len(self.args.get("fixed", []))
        for i, (r, t, table) in enumerate(rows):
            for col, value in enumerate([r, t, *table]):
                item = QTableWidgetItem(str(value) if col < 2 else self.label(value))
                if r <= kept:
                    item.setToolTip(tr("A round already played: kept as it was"))
                self.table.setItem(i, col, item)
        self.report.setRowCount(len(q.measures))
        for i, m in enumerate(q.measures):
            found = f"{m.low}" if m.low == m.high else f"{m.low}–{m.high}"
            ideal = f"{m.ideal_low}" if m.ideal_low == m.ideal_high else f"{m.ideal_low}–{m.ideal_high}"
            for col, text in enumerate((measure_name(m.name), found, ideal)):
                item = QTableWidgetItem(text)
                item.setToolTip(text)
                self.report.setItem(i, col, item)
        self.score.setText(tr("mafiaratings' score (0 is perfect)") + ": " + tr("players %1, seats %2, tables %3")
                           .replace("%1", str(q.players)).replace("%2", str(q.seats)).replace("%3", str(q.tables)))
        self.status.setText(tr("%1 round(s), %2 game(s).").replace("%1", str(len(plan))).replace("%2", str(len(rows))))
        for button in (self.save, self.print_, self.on_air, self.save_tournament):
            button.setEnabled(True)
        if rows:
            self.table.selectRow(0)

    def save_file(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, tr("Save the seating"), "seating.json", tr("Seating (*.json)"))
        if path:
            self.write(path)

    def write(self, path: str) -> bool:
        """Write ``mafia-seating/1`` to ``path``; False with a message if it cannot."""
        data = seating_json(self.plan, self.args["players"], self.args["tables"])
        try:
            with open(path, "w", encoding="utf-8") as f:
                json.dump(data, f, ensure_ascii=False)
        except OSError as err:
            self.status.setText(tr("Could not save: %1").replace("%1", err.strerror or str(err)))
            return False
        self.status.setText(tr("Saved: %1").replace("%1", path))
        return True

    # ---------------------------------------------------------------- names, paper, projector
    def player_names(self) -> list[str]:
        """The names typed, one a line (player 1 first), each cut to the name limit."""
        return [" ".join(line.split())[:MAX_NAME] for line in self.names.toPlainText().splitlines()[:MAX_PLAYERS]]

    def label(self, number: int) -> str:
        """``7. Анна`` when player 7 has a name, else ``7``."""
        names = self.player_names()
        name = names[number - 1] if 0 < number <= len(names) else ""
        return f"{number}. {name}" if name else str(number)

    def _names_changed(self) -> None:
        if self.plan:
            for i in range(self.table.rowCount()):
                for col in range(2, 2 + SEATS):
                    item = self.table.item(i, col)
                    if item is not None:
                        item.setText(self.label(int(item.text().split(".")[0])))
            self._project(self.on_air.isChecked())

    def chosen_table(self) -> tuple[int, int, list[int]] | None:
        """The chosen row's round, table and players in seat order."""
        rows = self.table.selectionModel().selectedRows() if self.table.selectionModel() else []
        if not rows or not self.plan:
            return None
        row = rows[0].row()
        first, second = self.table.item(row, 0), self.table.item(row, 1)
        if first is None or second is None:
            return None
        r, t = int(first.text()), int(second.text())
        return r, t, list(self.plan[r - 1][t - 1])

    def _project(self, on: bool) -> None:
        chosen = self.chosen_table() if on else None
        if chosen is None:
            self.projectorSheet.emit("", [])
            return
        r, t, table = chosen
        title = tr("Round %1, table %2").replace("%1", str(r)).replace("%2", str(t))
        names = self.player_names()
        unnamed = tr("player %1")
        lines = [f"{s}. " + (names[p - 1] if 0 < p <= len(names) and names[p - 1] else unnamed.replace("%1", str(p)))
                 for s, p in enumerate(table, 1)]
        self.projectorSheet.emit(title, lines)

    def print_file(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, tr("Print the seating"), "seating.pdf", tr("PDF (*.pdf)"))
        if path:
            self.write_pdf(path)

    def write_pdf(self, path: str) -> bool:
        """The seating as an A4 PDF (a sheet a round, a sheet a player); False with a message if it cannot."""
        from ..export.seating_pdf import write_seating_pdf

        try:
            write_seating_pdf(Path(path), self.plan, self.args["players"], self.player_names(), texts.news_lang())
        except OSError as err:
            self.status.setText(tr("Could not save: %1").replace("%1", err.strerror or str(err)))
            return False
        self.status.setText(tr("Saved: %1").replace("%1", path))
        return True

    def done(self, result: int) -> None:   # noqa: D102 (Qt's)
        self._watch.stop()
        self._pool.shutdown(wait=False, cancel_futures=True)
        super().done(result)
