"""Tools → Rules settings: which game the club plays and its **[option]**s.

The shell's part: the choice of "The club plays" (each kit's
:attr:`~app.ui.rulesets.Kit.club_games`) and the chosen game's settings page,
which its kit gives (:meth:`~app.ui.rulesets.Kit.settings_page`). A club
setting lives in the database (``club_settings``) so every table on a shared
database plays the same rules; without a database, in QSettings. It applies
to games started afterwards; New game may change the options for one game.
"""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import (
    QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QStackedWidget, QVBoxLayout, QWidget,
)

log = logging.getLogger(__name__)
GAME_KEY = "rules/game"


def read_setting(key: str, store: Any = None) -> str:
    """A club setting: the database's when there is one, else QSettings; a
    database that cannot be read is logged and counts as unset ("")."""
    raw = None
    if store is not None:
        from ..service import StorageError
        try:
            raw = store.setting(key)
        except StorageError as err:
            log.warning("club setting %s not read: %s", key, err)
    if raw is None:
        raw = QSettings().value(key, "")
    return str(raw or "")


def write_setting(key: str, value: str, store: Any = None) -> None:
    """Keep a club setting (in the database when there is one).
    Raises :class:`~app.storage.StorageError` if the database refuses it."""
    if store is not None:
        store.set_setting(key, value)
    else:
        QSettings().setValue(key, value)


def club_games() -> list[str]:
    """Every choice of "The club plays", in the kits' order; the first is the default."""
    from .rulesets import kits

    return [game for kit in kits() for game in kit.club_games]


def load_game(store: Any = None) -> str:
    """The club's game (one of :func:`club_games`); a damaged value gives the first."""
    raw = read_setting(GAME_KEY, store)
    games = club_games()
    return raw if raw in games else games[0]


def save_game(game: str, store: Any = None) -> None:
    """Keep the club's game. Raises :class:`~app.storage.StorageError`."""
    write_setting(GAME_KEY, game, store)


def game_rules(store: Any = None) -> tuple[str, object]:
    """The ruleset id and its options for the club's next game (the kit
    whose ``club_games`` has the club's choice answers)."""
    game = load_game(store)
    kit = _kit_of(game)
    return kit.id, kit.club_options(game, store)


def _kit_of(game: str) -> Any:
    """The kit answering a choice of "The club plays"."""
    from .rulesets import kits

    every = kits()
    return next((k for k in every if game in k.club_games), next(k for k in every if k.club_games))


def summary(ruleset: str, options: Any) -> str:
    """The game's options in a line, in the host's language (its kit's words)."""
    from .rulesets import kit_for

    return kit_for(ruleset).options_summary(options)


class RulesDialog(QDialog):
    """Edit rules options. Two uses:

    - the club's (``game`` given): "The club plays" and each game's page, the
      kits' profiles read from ``store``; :meth:`game` is the choice and
      :meth:`page_options` what to keep;
    - one game's (``ruleset`` and ``options``): that kit's page alone;
      :meth:`options` reads it back.
    """

    def __init__(self, parent: QWidget | None = None, *, ruleset: str | None = None, options: Any = None,
                 game: str | None = None, store: Any = None) -> None:
        from .rulesets import kit_for, kits

        super().__init__(parent)
        self._single = ""
        self.setWindowTitle(self.tr("Rules settings"))
        self.game_box = QComboBox()
        self.game_box.setObjectName("clubGame")
        self.pages: dict[str, Any] = {}          # kit id → its page
        self.stack = QStackedWidget()
        self.no_page = QLabel(self.tr("This game plays by its own rules: it has no options to choose here."))
        self.no_page.setWordWrap(True)
        self.no_page.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.stack.addWidget(self.no_page)
        if game is not None:
            for kit in kits():
                for g in kit.club_games:
                    self.game_box.addItem(kit.club_game_name(g), g)
                page = kit.settings_page(kit.club_options(kit.club_games[0], store)) if kit.club_games else None
                if page is not None:
                    self.pages[kit.id] = page
                    self.stack.addWidget(page)
            self.game_box.setCurrentIndex(max(0, self.game_box.findData(game)))
        else:
            kit = kit_for(ruleset)
            page = kit.settings_page(options)
            if page is not None:
                self.pages[kit.id] = page
                self.stack.addWidget(page)
            self._single = kit.id
        note = QLabel(self.tr("The new settings apply to games started from now on."))
        note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
                                   | QDialogButtonBox.StandardButton.RestoreDefaults)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.defaults_button = buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        self.defaults_button.clicked.connect(self._defaults)
        lay = QVBoxLayout(self)
        if game is not None:
            top = QFormLayout()
            top.addRow(self.tr("The club plays:"), self.game_box)
            lay.addLayout(top)
        lay.addWidget(self.stack)
        lay.addWidget(note)
        lay.addWidget(buttons)
        self.game_box.currentIndexChanged.connect(self._game_changed)
        self._game_changed()

    def _kit_id(self) -> str:
        return _kit_of(self.game()).id if self.game_box.count() else self._single

    def _game_changed(self) -> None:
        page = self.pages.get(self._kit_id())
        self.stack.setCurrentWidget(page or self.no_page)
        self.defaults_button.setEnabled(page is not None)

    def game(self) -> str:
        """The game chosen (one of :func:`club_games`)."""
        return str(self.game_box.currentData())

    def _defaults(self) -> None:
        page = self.pages.get(self._kit_id())
        if page is not None:
            page.restore_defaults()

    def options(self) -> Any:
        """The options of the page shown (None when its game has none)."""
        page = self.pages.get(self._kit_id())
        return None if page is None else page.options()

    def page_options(self) -> list[tuple[Any, Any]]:
        """``(kit, options)`` for every page the dialog holds, to keep as the club's."""
        from .rulesets import kit_for

        return [(kit_for(kit_id), page.options()) for kit_id, page in self.pages.items()]
