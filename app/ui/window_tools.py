"""The host window's table commands and tools: remove a player, extra points,
end the game, the shortcuts, About, the standings, points schemes, rules
settings, the register, confirming points. Texts keep the MainWindow's
translation context."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING
from decimal import Decimal
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QComboBox, QDialog, QDialogButtonBox, QDoubleSpinBox, QFormLayout, QInputDialog, QLineEdit, QMessageBox, QSpinBox,
)

from ..core.inputs import WINNERS
from ..service import Problem
from . import texts
from .rulesets import kit_for

log = logging.getLogger(__name__)


if TYPE_CHECKING:
    from .window_parts import WindowParts as _Window
else:
    _Window = object


class WindowTools(_Window):
    """The Game and Tools menus' dialogs of :class:`~app.ui.main_window.MainWindow`."""

    def _seat_dialog(self, title: str):
        dlg = QDialog(self)
        dlg.setWindowTitle(title)
        form = QFormLayout(dlg)
        seat = QSpinBox()
        seat.setRange(1, self.c.game.setup.players if self.c.game is not None else 1)
        if self.c.selected:
            seat.setValue(self.c.selected)
        form.addRow(QCoreApplication.translate("MainWindow", "Seat:"), seat)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(dlg.accept)
        buttons.rejected.connect(dlg.reject)
        return dlg, form, seat, buttons

    def _seat_menu(self, seat: int, action: str) -> None:
        self.c.selected = seat
        if action == "foul":
            self.c.foul(seat)
        elif action == "remove":
            self.remove_player()
        else:
            self.bonus()

    def remove_player(self) -> None:
        if self.c.game is None:
            return
        dlg, form, seat, buttons = self._seat_dialog(QCoreApplication.translate("MainWindow", "Remove a player (C-5.5)"))
        reason = QComboBox()
        reason.setObjectName("removalReason")
        reason.addItem(QCoreApplication.translate("MainWindow", "— choose the reason —"), None)   # never a reason by default
        kit = kit_for(self.c.game.ruleset.id)
        for r in self.c.game.ruleset.table_commands.removal_reasons:
            reason.addItem(texts.removal_reason(r, kit), r)
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(False)
        reason.currentIndexChanged.connect(lambda _: ok.setEnabled(reason.currentData() is not None))
        form.addRow(QCoreApplication.translate("MainWindow", "Reason:"), reason)
        form.addRow(buttons)
        if dlg.exec() == QDialog.DialogCode.Accepted and reason.currentData() is not None:
            self.c.remove(seat.value(), reason.currentData())

    def bonus(self) -> None:
        if self.c.game is None:
            return
        spec = self.c.game.ruleset.table_commands.bonus
        if spec is None:
            return
        dlg, form, seat, buttons = self._seat_dialog(QCoreApplication.translate("MainWindow", "Bonus or penalty (%1)").replace("%1", spec.rule))
        points = QDoubleSpinBox()
        points.setDecimals(max(0, -spec.step.as_tuple().exponent))  # type: ignore[operator]
        points.setRange(float(spec.low), float(spec.high))
        points.setSingleStep(float(spec.step))
        reason = QLineEdit()
        form.addRow(QCoreApplication.translate("MainWindow", "Points:"), points)
        form.addRow(QCoreApplication.translate("MainWindow", "Reason:"), reason)
        form.addRow(buttons)
        if dlg.exec() == QDialog.DialogCode.Accepted:
            if not reason.text().strip():
                self.show_message("error", QCoreApplication.translate("MainWindow", "A bonus or penalty needs a reason (%1).").replace("%1", spec.rule))
                return
            value: float | Decimal = points.value()
            if spec.exact:     # e.g. sport Mafia's extra points, exact tenths (S-12.4, S-12.6)
                value = (Decimal(repr(value)) / spec.step).to_integral_value() * spec.step
            self.c.bonus(seat.value(), value, reason.text())

    def end_game(self) -> None:
        if self.c.game is None:
            return
        results = self.c.game.ruleset.results or WINNERS
        names = [texts.winner_name(w, kit_for(self.c.game.ruleset.id)) for w in results]
        rule = self.c.game.ruleset.end_rule
        title = QCoreApplication.translate("MainWindow", "End the game now (%1)").replace("%1", rule)
        choice, ok = QInputDialog.getItem(self, title, QCoreApplication.translate("MainWindow", "Result:"), names, 0, False)
        if not ok:
            return
        result = results[names.index(choice)]
        loner = None
        if result == "loner":          # M-9.3: a loner's win names him
            seats = [s.seat for s in self.c.game.host_view().seats if s.team == "loner"]
            if not seats:
                self.show_message("error", QCoreApplication.translate("MainWindow", "There is no loner in this game."))
                return
            labels = [f"{s} {self.c.name(s)}" for s in seats]
            pick, ok = QInputDialog.getItem(self, title, QCoreApplication.translate("MainWindow", "Which loner?"), labels, 0, False)
            if not ok:
                return
            loner = seats[labels.index(pick)]
        reason, ok = QInputDialog.getText(self, title, QCoreApplication.translate("MainWindow", "Reason:"))
        if ok and reason.strip():
            self.c.end_game(result, reason, loner)
        elif ok:
            self.show_message("error", QCoreApplication.translate("MainWindow", "Ending the game needs a reason (%1).").replace("%1", rule))

    def shortcut_rows(self) -> list[tuple[str, str]]:
        """(keys, what they do) for Help → Keyboard shortcuts."""
        rows = [
            (QCoreApplication.translate("MainWindow", "1 … 9, 0 = 10, 1 then 1…6"), QCoreApplication.translate("MainWindow", "select a seat (at night: the target)")),
            (QCoreApplication.translate("MainWindow", "Click a seat"), QCoreApplication.translate("MainWindow", "during a speech: nominate it; at night: the target")),
        ]
        for act in self.actions():
            if act.shortcut().toString():
                rows.append((act.shortcut().toString(QKeySequence.SequenceFormat.NativeText), act.text().replace("&", "")))
        rows.append(("Esc", QCoreApplication.translate("MainWindow", "clear the selection and the nomination")))
        return rows

    def shortcuts_text(self) -> str:
        return "\n".join(f"{k}\t{v}" for k, v in self.shortcut_rows())

    def show_shortcuts(self) -> None:
        """The shortcuts as an aligned two-column table."""
        from html import escape

        table = "".join(f"<tr><td style='padding-right:18px'><b>{escape(k)}</b></td><td>{escape(v)}</td></tr>"
                        for k, v in self.shortcut_rows())
        box = QMessageBox(self)
        box.setObjectName("shortcutsBox")
        box.setWindowTitle(QCoreApplication.translate("MainWindow", "Keyboard shortcuts"))
        box.setTextFormat(Qt.TextFormat.RichText)
        box.setText(f"<table>{table}</table>")
        box.exec()

    def about(self) -> None:
        """Help → About: the version, the folders (clickable), the rules and points in force."""
        from html import escape

        from PySide6.QtCore import QUrl

        from ..core.script import FORMAT
        from ..paths import config_dir, data_dir, log_dir, portable_root, version

        settings_file = QSettings().fileName()     # a file, or a registry key on Windows
        settings_folder = Path(settings_file).parent if Path(settings_file).parent.is_dir() else None
        folders = [(QCoreApplication.translate("MainWindow", "Games database"), data_dir()), (QCoreApplication.translate("MainWindow", "Club files (phrases, schemes)"), config_dir()),
                   (QCoreApplication.translate("MainWindow", "Settings"), settings_folder), (QCoreApplication.translate("MainWindow", "Log"), log_dir())]
        rows = "".join(
            f"<tr><td>{escape(label)}:</td><td><a href=\"{QUrl.fromLocalFile(str(path)).toString()}\">"
            f"{escape(str(path))}</a></td></tr>" if path is not None else
            f"<tr><td>{escape(label)}:</td><td>{escape(settings_file)}</td></tr>"
            for label, path in folders)
        schemes = self.store.schemes if self.store is not None else {}
        chosen = self.store.scheme_id if self.store is not None else None
        points = ", ".join(f"{escape(s.name or s.id)} v{s.version}" + (" ✓" if s.id == chosen else "")
                           for s in schemes.values()) or "—"
        text = (f"<h3>Mafia Host {escape(version())}</h3>"
                + "<p>" + escape(QCoreApplication.translate("MainWindow", "For the host of club City Mafia games.")) + "</p>"
                + "<p>" + escape(QCoreApplication.translate("MainWindow", "Rules: OK4U City Mafia, second reading; protocols %1.")
                                 .replace("%1", FORMAT)) + "<br>"
                + escape(QCoreApplication.translate("MainWindow", "Points schemes:")) + " " + points + "</p>"
                + (("<p><b>" + escape(QCoreApplication.translate("MainWindow", "Portable mode: everything is kept in %1.")
                                      .replace("%1", str(portable_root()))) + "</b></p>")
                   if portable_root() is not None else "")
                + f"<table>{rows}</table>")
        box = QMessageBox(self)
        box.setObjectName("aboutBox")
        box.setWindowTitle(QCoreApplication.translate("MainWindow", "About Mafia Host"))
        box.setTextFormat(Qt.TextFormat.RichText)
        box.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        box.setText(text)
        box.setIconPixmap(self.windowIcon().pixmap(64, 64))
        box.exec()

    # ----------------------------------------------------------- points
    def show_standings(self) -> None:
        """Tools → Standings: the evening's or a tournament's table, exports."""
        from .standings import StandingsDialog

        if self.store is None:
            self.show_message("error", QCoreApplication.translate("MainWindow", "Standings need the games database."))
            return
        dlg = StandingsDialog(self.store, self.current_evening(create=False), self)
        dlg.projectorToggled.connect(self._projector_standings)
        self.standings_dialog = dlg
        dlg.exec()

    def _projector_standings(self, rows: list) -> None:
        if rows and self.projector is None:
            self.act_projector.setChecked(True)
        if self.projector is not None:
            self.projector.show_standings(rows)

    def show_schemes(self) -> None:
        from .schemes import SchemesDialog

        dlg = SchemesDialog(self.store, self)
        dlg.exec()

    def show_rules_settings(self) -> None:
        """Tools → Rules settings: the club's [option]s for the games started next."""
        from ..service import StorageError
        from .rules_settings import RulesDialog, load_game, save_game

        dlg = RulesDialog(self, game=load_game(self.store), store=self.store)
        if dlg.exec() == QDialog.DialogCode.Accepted:
            try:
                for kit, options in dlg.page_options():
                    kit.save_club_options(options, self.store)
                save_game(dlg.game(), self.store)
            except StorageError as err:
                self.show_message("error", QCoreApplication.translate("MainWindow", "Rules settings not saved: %1").replace("%1", str(err)))
                return
            self.show_message("info", QCoreApplication.translate("MainWindow", "Rules settings saved: they apply to the next game."))

    def show_stats(self) -> None:
        """Tools → Statistics… (issue #42): the club's players and red against black."""
        from .stats import StatsDialog

        store = self.desk.store
        if store is None:
            self.show_message("error", QCoreApplication.translate("", "There is no database to count from."))
            return
        StatsDialog(store, self, self.current_evening(create=False)).exec()

    def new_tournament(self) -> None:
        """File → New tournament… (issue #41): the players, tables, rounds and
        kept-apart pairs, seated and saved under the tournament's name for
        every table's host; then each table's evening names the tournament."""
        self.show_seating(new=True)

    def show_seating(self, new: bool = False) -> None:
        """Tools → Seating… (issue #41): a tournament's seating and its quality."""
        from .seating import SeatingDialog

        plan = None if new else self.evening_tournament()
        dlg = SeatingDialog(self, store=self.desk.store, tournament=plan["name"] if plan else "", new=new)
        if plan is not None:
            dlg.load_tournament()
        dlg.projectorSheet.connect(self._projector_sheet)
        dlg.exec()
        self._projector_sheet("", [])        # the dialog closed: the projector shows the game again

    def _projector_sheet(self, title: str, lines: list) -> None:
        if title and self.projector is None:
            self.act_projector.setChecked(True)
        if self.projector is not None:
            self.projector.show_sheet(title, lines)

    def show_register(self) -> None:
        """Tools → Players: the register with the club's blacklist (C-5.5)."""
        if self.store is None:
            self.show_message("warning", QCoreApplication.translate("MainWindow", "The player register needs the database."))
            return
        from .register import RegisterDialog

        RegisterDialog(self.store, self).exec()

    def confirm_points(self) -> None:
        """The host confirms the finished game's points (C-11) after review."""
        if self.store is None or self.c.game_id is None or self.c.game is None or self.c.game.status != "finished":
            return
        try:
            points = self.desk.confirm_points()
        except Problem as err:
            self.show_message("error", texts.problem_text(err))
            return
        self.show_message("info", QCoreApplication.translate("MainWindow", "Points confirmed."))
        result = self.panel.result
        if result is not None and hasattr(result, "set_confirmed"):     # the game's result panel shows it
            result.set_confirmed(True)
        self.c.confirmed_points = points
        self.c.emit_changed()   # the projector shows them now
