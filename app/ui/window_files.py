"""The host window's evening and files: a new evening, the evening's export
and import, a game's protocol in and out (File menu). Texts keep the
MainWindow's translation context."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFileDialog, QFormLayout, QLineEdit, QMessageBox

from ..service import Problem
from . import settings, texts

log = logging.getLogger(__name__)


if TYPE_CHECKING:
    from .window_parts import WindowParts as _Window
else:
    _Window = object


class WindowFiles(_Window):
    """The File menu's evening and protocol actions of :class:`~app.ui.main_window.MainWindow`."""

    def new_evening(self) -> None:
        """File → New evening: date, club, table, host (remembered)."""
        import datetime

        if self.store is None:
            return
        s = QSettings()
        dlg = QDialog(self)
        dlg.setWindowTitle(QCoreApplication.translate("MainWindow", "New evening"))
        form = QFormLayout(dlg)
        date = QLineEdit(datetime.date.today().isoformat())
        club = QLineEdit(settings.text("evening/club"))
        table = QLineEdit(settings.text("evening/table"))
        host = QLineEdit(settings.text("evening/host"))
        tournament = QLineEdit(settings.text("evening/tournament"))
        for label, edit in ((QCoreApplication.translate("MainWindow", "Date:"), date), (QCoreApplication.translate("MainWindow", "Club:"), club),
                            (QCoreApplication.translate("MainWindow", "Table:"), table), (QCoreApplication.translate("MainWindow", "Host:"), host),
                            (QCoreApplication.translate("MainWindow", "Tournament:"), tournament)):
            form.addRow(label, edit)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(dlg.accept)
        buttons.rejected.connect(dlg.reject)
        form.addRow(buttons)
        if dlg.exec() != QDialog.DialogCode.Accepted:
            return
        try:
            datetime.date.fromisoformat(date.text().strip())
        except ValueError:
            self.show_message("error", QCoreApplication.translate("MainWindow", "The date must look like 2026-11-22."))
            return
        for key, edit in (("club", club), ("table", table), ("host", host), ("tournament", tournament)):
            s.setValue(f"evening/{key}", edit.text().strip())
        try:
            self.desk.create_evening(date.text().strip(), club.text().strip(), table.text().strip(),
                                     host.text().strip(), tournament.text().strip())
        except Problem as err:
            self.show_message("error", texts.problem_text(err))
            return
        self.show_message("info", QCoreApplication.translate("MainWindow", "New evening %1 started.").replace("%1", date.text().strip()))

    def export_evening_dialog(self) -> None:
        if self.store is None:
            return
        try:
            evening = self.desk.latest_evening()
        except Problem as err:
            self.show_message("error", texts.problem_text(err))
            return
        if evening is None:
            self.show_message("error", QCoreApplication.translate("MainWindow", "There is no evening to export yet."))
            return
        name = f"{evening['club'] or 'club'}-{evening['date']}-{evening['table_name'] or 'table'}.json"
        path, _ = QFileDialog.getSaveFileName(self, QCoreApplication.translate("MainWindow", "Export evening"), name, QCoreApplication.translate("MainWindow", "Evenings (*.json)"))
        if path:
            self.export_evening_file(evening["id"], Path(path))

    def export_evening_file(self, evening_id: int, path: Path) -> bool:
        return self._file_task(lambda: self.desk.export_evening(evening_id, path), QCoreApplication.translate("MainWindow", "Export evening"),
                               QCoreApplication.translate("MainWindow", "Evening saved: %1").replace("%1", str(path)))

    def _file_task(self, task, title: str, done: str) -> bool:
        """Run a desk file task; a failure is shown with the file, a success in the message line."""
        try:
            task()
        except Problem as err:
            QMessageBox.warning(self, title, texts.problem_text(err))
            return False
        self.show_message("info", done)
        return True

    def import_evening_dialog(self) -> None:
        if self.store is None:
            return
        path, _ = QFileDialog.getOpenFileName(self, QCoreApplication.translate("MainWindow", "Import evening"), "", QCoreApplication.translate("MainWindow", "Evenings (*.json)"))
        if path:
            self.import_evening_file(Path(path))

    def import_evening_file(self, path: Path) -> bool:
        return self._file_task(lambda: self.desk.import_evening(path), QCoreApplication.translate("MainWindow", "Import evening"),
                               QCoreApplication.translate("MainWindow", "Evening imported: %1").replace("%1", path.name))

    def ask(self, question: str) -> bool:
        """A yes/no question to the host (tests replace it)."""
        answer = QMessageBox.question(self, QCoreApplication.translate("MainWindow", "Mafia Host"), question)
        return answer == QMessageBox.StandardButton.Yes

    def import_protocol(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, QCoreApplication.translate("MainWindow", "Import protocol"), "", QCoreApplication.translate("MainWindow", "Game scripts (*.json)"))
        if path:
            self.import_file(Path(path))

    def import_file(self, path: Path) -> bool:
        """Replay a game script file into the window. The whole file is checked
        first: a bad one is explained and the game in progress stays as it is."""
        try:
            script = self.desk.read_protocol(path)
        except Problem as err:
            QMessageBox.warning(self, QCoreApplication.translate("MainWindow", "Import protocol"), texts.problem_text(err))
            return False
        if not self._confirm_discard():
            return False
        self.start_game(script.setup, script.actions)
        if self.c.game is None:
            return False
        self.show_message("info", QCoreApplication.translate("MainWindow", "Protocol opened: %1").replace("%1", path.name))
        return True

    def export_protocol(self) -> None:
        if self.c.game is None:
            return
        path, _ = QFileDialog.getSaveFileName(self, QCoreApplication.translate("MainWindow", "Export protocol"), "game.json", QCoreApplication.translate("MainWindow", "Game scripts (*.json)"))
        if path:
            self.export_file(Path(path))

    def export_file(self, path: Path) -> bool:
        return self._file_task(lambda: self.desk.export_protocol(path), QCoreApplication.translate("MainWindow", "Export protocol"),
                               QCoreApplication.translate("MainWindow", "Protocol saved: %1").replace("%1", str(path)))
