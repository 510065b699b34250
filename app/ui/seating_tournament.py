"""The seating dialog's part that keeps a tournament in the club's
database (issue #41): save and open it by name, names from the register,
the final. Mixed into :class:`~app.ui.seating.SeatingDialog`, whose
widgets (``tournament``, ``players``, ``names``, …) it uses."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QSpinBox

from ..core.limits import MAX_NAME
from ..core.seating import MAX_PLAYERS, MAX_ROUNDS, MAX_TABLES, SEATS, quality
from .panel_base import ask_form


def tr(text: str) -> str:
    return QCoreApplication.translate("", text)     # lupdate puts a module-level tr() in the empty context


class TournamentParts:
    """Save, open, names from the register, the final (see the module's text)."""

    store: Any
    status: Any
    tournament: Any
    players: Any
    tables: Any
    rounds: Any
    seed: Any
    apart: Any
    names: Any
    ruleset: Any
    args: dict[str, Any]
    plan: list[Any]

    def player_names(self) -> list[str]:
        raise NotImplementedError

    def show_plan(self, plan: list[Any], q: Any) -> None:
        raise NotImplementedError

    def store_tournament(self) -> bool:
        """Save the seating and the names as the tournament's (every table's
        host opens it); False with a message if it cannot."""
        name = " ".join(self.tournament.currentText().split())[:MAX_NAME]
        if not name:
            self.status.setText(tr("Name the tournament first."))
            return False
        try:
            self.store.save_tournament(name, self.player_names()[:self.args["players"]], self.args["tables"],
                                       self.args["rounds"], self.args["apart"], self.plan,
                                       str(self.ruleset.currentData() or ""))
        except Exception as err:   # StorageError: its words
            self.status.setText(tr("Could not save: %1").replace("%1", str(err)))
            return False
        self.status.setText(tr("Saved as the tournament “%1”.").replace("%1", name))
        return True

    def load_tournament(self) -> bool:
        """Open a saved tournament's seating and names; False with a message if there is none."""
        name = " ".join(self.tournament.currentText().split())[:MAX_NAME]
        try:
            plan = self.store.tournament(name) if name else None
        except Exception as err:
            self.status.setText(tr("Could not read: %1").replace("%1", str(err)))
            return False
        if plan is None:
            self.status.setText(tr("No tournament “%1” is saved.").replace("%1", name))
            return False
        players = max([len(plan["players"]), SEATS] + [p for r in plan["seating"] for t in r for p in t])
        self.players.setValue(min(players, MAX_PLAYERS))
        self.tables.setValue(max(1, min(int(plan["tables"]), MAX_TABLES)))
        self.rounds.setValue(max(1, min(int(plan["rounds"]), MAX_ROUNDS)))
        self.apart.setText("; ".join(f"{a},{b}" for a, b in plan["apart"]))
        self.names.setPlainText("\n".join(plan["players"]))
        self.ruleset.setCurrentIndex(max(0, self.ruleset.findData(plan.get("ruleset", ""))))
        self.args = {"players": self.players.value(), "tables": self.tables.value(), "rounds": self.rounds.value(),
                     "fixed": [], "seed": self.seed.value(), "apart": list(plan["apart"]), "gone": []}
        self.plan = [[tuple(t) for t in r] for r in plan["seating"]]
        qualifying = self.plan[:plan["finals_from"] - 1] if plan.get("finals_from") else self.plan
        self.show_plan(self.plan, quality(qualifying, self.args["players"], self.args["tables"], self.args["apart"]))
        self.status.setText(tr("The tournament “%1”, as saved.").replace("%1", name))
        return True

    def pick_from_register(self) -> None:
        """Choose players of the club's register: their names are added to the list."""
        from PySide6.QtWidgets import QAbstractItemView, QListWidget

        try:
            found = self.store.register("", 1000)
        except Exception as err:   # StorageError: its words
            self.status.setText(tr("Could not read: %1").replace("%1", str(err)))
            return
        listing = QListWidget()
        listing.setObjectName("registerList")
        listing.setSelectionMode(QAbstractItemView.SelectionMode.MultiSelection)
        listing.addItems([p.name for p in found])
        if ask_form(self, tr("From the register"), [("", listing)]):
            self.add_names([item.text() for item in listing.selectedItems()])

    def add_names(self, chosen: list[str]) -> None:
        """Add ``chosen`` to the names (each once), and the players' count to fit."""
        names = [n for n in self.player_names() if n]
        have = {n.casefold() for n in names}
        names += [n for n in chosen if n.casefold() not in have]
        self.names.setPlainText("\n".join(names))
        if len(names) > self.players.value():
            self.players.setValue(min(len(names), MAX_PLAYERS))

    def ask_final(self) -> None:
        """Ask how many players and rounds, then :meth:`seat_final`."""
        top, rounds = QSpinBox(), QSpinBox()
        top.setRange(SEATS, MAX_PLAYERS)
        top.setSingleStep(SEATS)
        rounds.setRange(1, MAX_ROUNDS)
        rounds.setValue(3)
        if ask_form(self, tr("Final"), [(tr("The top players:"), top), (tr("Rounds:"), rounds)]):
            self.seat_final(top.value(), rounds.value())

    def seat_final(self, top: int, rounds: int) -> bool:
        """The top ``top`` players of the standings after the qualifying
        rounds seated for ``rounds`` final rounds, saved; False with the reason."""
        from ..service.tournament import TournamentError, make_final

        name = " ".join(self.tournament.currentText().split())[:MAX_NAME]
        try:
            make_final(self.store, name, top, rounds, self.seed.value())
        except TournamentError as err:
            if err.code == "tie":
                players = err.params.get("players")
                self.status.setText(tr("A tie at the final's cut: %1. The host decides (a lot, or a larger final).")
                                    .replace("%1", ", ".join(players) if isinstance(players, list) else ""))
            elif err.code == "unknown":
                self.status.setText(tr("No tournament “%1” is saved.").replace("%1", name))
            else:
                self.status.setText(tr("The final cannot be seated: %1").replace("%1", str(err)))
            return False
        except Exception as err:   # StorageError
            self.status.setText(tr("Could not save: %1").replace("%1", str(err)))
            return False
        self.load_tournament()
        self.status.setText(tr("The final of %1 players is seated after the qualifying rounds.").replace("%1", str(top)))
        return True

