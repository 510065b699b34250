"""Tools → Points schemes: which scheme scores new results, the club's own
copies (validated before they are saved), and an explicit recompute."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QHBoxLayout, QInputDialog, QLabel, QListWidget, QListWidgetItem,
    QMessageBox, QPlainTextEdit, QPushButton, QVBoxLayout,
)

from ..paths import config_dir
from ..scoring import SchemeError, available_schemes, parse_scheme
from ..scoring.schemes import BUILTIN
from . import texts


def club_folder() -> Path:
    return config_dir() / "scoring"


def load_into(store, folder: Path | None = None) -> list[SchemeError]:
    """Put the available schemes and the club's choice into ``store``; returns bad files."""
    schemes, problems = available_schemes(folder or club_folder())
    if store is not None:
        store.schemes = schemes
        chosen = QSettings().value("scoring/scheme", "") or None
        store.scheme_id = chosen if chosen in schemes else None
    return problems


class SchemeEditor(QDialog):
    """Edit a club scheme's TOML; Save validates first and writes only a good file."""

    def __init__(self, path: Path, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(path.name)
        self.resize(640, 600)
        self.path = path
        self.edit = QPlainTextEdit(path.read_text(encoding="utf-8"))
        self.edit.setObjectName("schemeText")
        self.edit.setFont(QFont("DejaVu Sans Mono"))
        self.error = QLabel()
        self.error.setObjectName("schemeError")
        self.error.setWordWrap(True)
        self.error.setObjectName("schemeError")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.save)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(self.edit, 1)
        lay.addWidget(self.error)
        lay.addWidget(buttons)

    def save(self) -> bool:
        text = self.edit.toPlainText()
        try:
            parse_scheme(text, str(self.path))
        except SchemeError as err:
            self.error.setText(str(err) + "\n" + self.tr("Not saved: the scheme in force stays as it was."))
            return False
        tmp = self.path.with_suffix(".tmp")
        tmp.write_text(text, encoding="utf-8")
        tmp.replace(self.path)
        self.accept()
        return True


class SchemesDialog(QDialog):
    """The schemes, the one in force, copy/edit, recompute the evening."""

    def __init__(self, store, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Points schemes (C-11)"))
        self.resize(560, 420)
        self.store = store
        self.window_ = parent
        self.list = QListWidget()
        self.list.setObjectName("schemes")
        self.info = QLabel()
        self.info.setWordWrap(True)
        use = QPushButton(self.tr("Use for new results"))
        copy = QPushButton(self.tr("Copy for the club…"))
        edit = QPushButton(self.tr("Edit…"))
        recompute = QPushButton(self.tr("Recompute this evening with it…"))
        use.clicked.connect(self.use)
        copy.clicked.connect(self.copy)
        edit.clicked.connect(self.edit)
        recompute.clicked.connect(self.recompute)
        row = QHBoxLayout()
        for b in (use, copy, edit, recompute):
            row.addWidget(b)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(self.list, 1)
        lay.addWidget(self.info)
        lay.addLayout(row)
        lay.addWidget(close)
        self.reload()

    def reload(self) -> None:
        problems = load_into(self.store)
        schemes = self.store.schemes if self.store is not None else available_schemes(club_folder())[0]
        chosen = str(QSettings().value("scoring/scheme", "") or "")
        self.list.clear()
        for scheme_id, scheme in sorted(schemes.items()):
            mark = "  ✓" if scheme_id == chosen else ""
            item = QListWidgetItem(f"{texts.scheme_name(scheme_id, scheme.name)}  [{scheme_id} v{scheme.version}]{mark}")
            item.setData(256, scheme_id)
            self.list.addItem(item)
        text = self.tr("In force for new results: %1. Each scored game keeps the scheme and version it was "
                       "scored with.").replace("%1", chosen or self.tr("the game's rules preset"))
        if problems:
            text += "\n" + self.tr("Not used (bad file): %1").replace("%1", "; ".join(map(str, problems)))
        self.info.setText(text)

    def selected(self) -> str | None:
        item = self.list.currentItem()
        return None if item is None else item.data(256)

    def use(self) -> None:
        scheme_id = self.selected()
        if scheme_id:
            QSettings().setValue("scoring/scheme", scheme_id)
            self.reload()

    def copy(self) -> None:
        scheme_id = self.selected()
        if not scheme_id:
            return
        new_id, ok = QInputDialog.getText(self, self.tr("Copy for the club"), self.tr("New scheme id:"),
                                          text=f"{scheme_id}-club")
        if not ok or not re.match(r"^[a-z0-9][a-z0-9_.-]{0,31}$", new_id):
            return
        source = self._file_of(scheme_id)
        text = source.read_text(encoding="utf-8")
        text = re.sub(r'(?m)^id\s*=.*$', f'id = "{new_id}"', text)
        text = re.sub(r'(?m)^version\s*=.*$', "version = 1", text)
        folder = club_folder()
        folder.mkdir(parents=True, exist_ok=True)
        target = folder / f"{new_id}.toml"
        if target.exists():
            QMessageBox.warning(self, self.windowTitle(), self.tr("%1 exists already.").replace("%1", str(target)))
            return
        target.write_text(text, encoding="utf-8")
        self.reload()

    def _file_of(self, scheme_id: str) -> Path:
        club = club_folder() / f"{scheme_id}.toml"
        return club if club.exists() else BUILTIN / f"{scheme_id}.toml"

    def edit(self) -> None:
        scheme_id = self.selected()
        if not scheme_id:
            return
        path = club_folder() / f"{scheme_id}.toml"
        if not path.exists():
            QMessageBox.information(self, self.windowTitle(),
                                    self.tr("Built-in schemes are not edited: copy it for the club first."))
            return
        SchemeEditor(path, self).exec()
        self.reload()

    def recompute(self) -> None:
        scheme_id = self.selected()
        window = self.window_
        if not scheme_id or self.store is None or window is None:
            return
        evening = window.current_evening(create=False)
        if evening is None:
            return
        if not window.ask(self.tr("Recompute every finished game of this evening with “%1”? "
                                  "Their stored points will change.").replace("%1", scheme_id)):
            return
        ids = [g.id for g in self.store.evening_games(evening)]
        n = self.store.recompute(ids, self.store.schemes[scheme_id])
        self.info.setText(self.tr("%1 games recomputed with %2.").replace("%1", str(n)).replace("%2", scheme_id))
