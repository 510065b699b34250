"""Rules settings: the club's choices where the rules say **[option]**.

The club's profile lives in the database (``club_settings`` ``rules/options``,
JSON of :meth:`RulesOptions.changed`), so every table on a shared database
plays the same rules; without a database, in QSettings. It applies to games
started afterwards; the New game dialog may change it for one game; a game
in progress keeps the options it started with (its protocol lists them all).
"""

from __future__ import annotations

import json
import logging

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QSpinBox, QVBoxLayout, QWidget,
)

from ..core.errors import MafiaError
from ..core.script import loads_json
from ..core.rulesets.ok4u.options import RulesOptions

log = logging.getLogger(__name__)
KEY = "rules/options"
GAME_KEY = "rules/game"
GAMES = ("ok4u", "fiim", "rfm-2026")
"""The game a club plays: club City Mafia (OK4U), sport Mafia by FIIM, or by
the Russian federation (FIIM's ruleset with ``profile: rfm-2026``, S-16)."""


def _read(key: str, store=None) -> str:
    """A club setting: the database's when there is one, else QSettings; a
    database that cannot be read is logged and counts as unset ("")."""
    raw = None
    if store is not None:
        from ..storage import StorageError
        try:
            raw = store.setting(key)
        except StorageError as err:
            log.warning("club setting %s not read: %s", key, err)
    if raw is None:
        raw = QSettings().value(key, "")
    return str(raw or "")


def _write(key: str, value: str, store=None) -> None:
    """Keep a club setting (in the database when there is one).
    Raises :class:`~app.storage.StorageError` if the database refuses it."""
    if store is not None:
        store.set_setting(key, value)
    else:
        QSettings().setValue(key, value)


def load_game(store=None) -> str:
    """The club's game (one of :data:`GAMES`); a damaged value gives ``ok4u``."""
    raw = _read(GAME_KEY, store)
    return raw if raw in GAMES else "ok4u"


def save_game(game: str, store=None) -> None:
    """Keep the club's game. Raises :class:`~app.storage.StorageError`."""
    _write(GAME_KEY, game, store)


def game_rules(store=None) -> tuple[str, object]:
    """The ruleset id and its options for the club's next game (the kit
    whose ``club_games`` has the club's choice answers)."""
    game = load_game(store)
    kit = _kit_of(game)
    return kit.id, kit.club_options(game, store)


def _kit_of(game: str):
    """The kit answering a choice of "The club plays"."""
    from .rulesets import kit_for, kits

    return next((k for k in kits() if game in k.club_games), kit_for("ok4u"))


def load_options(store=None) -> RulesOptions:
    """The club's rules options (the database's profile, else QSettings); a
    damaged value gives the defaults (and is logged), never an error at the table."""
    raw = _read(KEY, store)
    if not raw:
        return RulesOptions()
    try:   # the same bounded reader as every file (issue #23: numbers checked on their text)
        return RulesOptions.from_dict(loads_json(str(raw)))
    except (ValueError, TypeError, MafiaError) as err:
        log.warning("rules settings ignored (%s): %s", err, raw)
        return RulesOptions()


def save_options(options: RulesOptions, store=None) -> None:
    """Keep the club's profile (in the database when there is one).
    Raises :class:`~app.storage.StorageError` if the database refuses it."""
    _write(KEY, json.dumps(options.changed(), ensure_ascii=False), store)


def summary(options) -> str:
    """What differs from the rulebook's defaults, in a line (or that nothing does)."""
    if not isinstance(options, RulesOptions):    # sport Mafia: its profile (S-16)
        return game_name("rfm-2026" if getattr(options, "profile", "") == "rfm-2026" else "fiim")
    changed = options.changed()
    if not changed:
        return QCoreApplication.translate("RulesDialog", "the rulebook's defaults")
    return ", ".join(f"{k} = {v}" for k, v in changed.items())


def game_name(game: str) -> str:
    """The game's name in the host's language."""
    return {
        "ok4u": QCoreApplication.translate("RulesDialog", "Club City Mafia (OK4U)"),
        "fiim": QCoreApplication.translate("RulesDialog", "Sport Mafia (FIIM)"),
        "rfm-2026": QCoreApplication.translate("RulesDialog", "Sport Mafia (RFM 2026)"),
    }.get(game, game)


class RulesDialog(QDialog):
    """Edit the club's rules options; ``options()`` gives the result and
    ``game()`` the game the club plays (when ``game`` was given)."""

    def __init__(self, options: RulesOptions, parent: QWidget | None = None, game: str | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules settings"))
        self.game_box = QComboBox()
        self.game_box.setObjectName("clubGame")
        for g in GAMES:
            self.game_box.addItem(game_name(g), g)
        self.game_box.setCurrentIndex(max(0, self.game_box.findData(game or "ok4u")))
        self.game_note = QLabel(self.tr("Sport Mafia plays by its own rules (ten players, night 0, best move); "
                                        "the options below are club City Mafia's."))
        self.game_note.setWordWrap(True)
        top = QFormLayout()
        top.addRow(self.tr("The club plays:"), self.game_box)
        top.addRow(self.game_note)
        self.ok4u_form = QWidget()
        form = QFormLayout(self.ok4u_form)
        self.farewell = self._seconds("farewellSeconds", options.farewell_seconds, 0)
        self.farewell.setSpecialValueText(self.tr("none"))
        form.addRow(self.tr("Last words after a night kill or a vote (C-3.3):"), self.farewell)
        self.justification = self._seconds("justificationSeconds", options.justification_seconds, 5)
        form.addRow(self.tr("Tie justification speech (C-3.2):"), self.justification)
        self.speech16 = self._seconds("speechSeconds1516", options.speech_seconds_15_16, 5)
        form.addRow(self.tr("Speech at 15–16 players (C-3):"), self.speech16)
        self.speed = [self._seconds(f"speedSeconds{n}", getattr(options, f"speed_seconds_{n}"), 5)
                      for n in (9, 12, 16)]
        for box, label in zip(self.speed, (self.tr("Speed game, up to 9 players (C-3.1):"),
                                           self.tr("Speed game, 10–12 players (C-3.1):"),
                                           self.tr("Speed game, 13–16 players (C-3.1):"))):
            form.addRow(label, box)
        self.first_speaker = self._choice("firstSpeaker", options.first_speaker, [
            ("rotate", self.tr("the next living seat after yesterday's first")),
            ("lowest", self.tr("the lowest living seat"))])
        form.addRow(self.tr("A day starts with (C-4.1):"), self.first_speaker)
        self.subset_retie = self._choice("subsetRetie", options.subset_retie, [
            ("lift", self.tr("the \"all leave?\" vote for them")),
            ("revote", self.tr("justifications and a revote again"))])
        form.addRow(self.tr("A revote tied again among some of them (C-6.4):"), self.subset_retie)
        self.zero_revote = self._choice("zeroRevote", options.zero_revote, [
            ("lift", self.tr("the \"all leave?\" vote for all of them")),
            ("nobody_leaves", self.tr("nobody leaves"))])
        form.addRow(self.tr("Everyone at zero in a revote (C-6.4):"), self.zero_revote)
        self.call_dead = QCheckBox(self.tr("Call a dead role with the usual pause (C-7.2)"))
        self.call_dead.setObjectName("callDeadRoles")
        self.call_dead.setChecked(options.call_dead_roles)
        form.addRow(self.call_dead)
        self.pause = self._seconds("nightPauseSeconds", options.night_pause_seconds, 1)
        form.addRow(self.tr("That pause (C-7.2):"), self.pause)
        self.reveal = QCheckBox(self.tr("Announce the roles of eliminated players (C-4.5)"))
        self.reveal.setObjectName("revealRoles")
        self.reveal.setChecked(options.reveal_roles)
        form.addRow(self.reveal)
        self._wake_order = options.wake_order
        note = QLabel(self.tr("The new settings apply to games started from now on."))
        note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
                                   | QDialogButtonBox.StandardButton.RestoreDefaults)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).clicked.connect(self._defaults)
        lay = QVBoxLayout(self)
        if game is not None:
            lay.addLayout(top)
        lay.addWidget(self.ok4u_form)
        lay.addWidget(note)
        lay.addWidget(buttons)
        self.game_box.currentIndexChanged.connect(self._game_changed)
        self._game_changed()

    def _game_changed(self) -> None:
        page = _kit_of(self.game()).rules_page      # the club rules' options apply to this game
        self.ok4u_form.setEnabled(page)
        self.game_note.setVisible(not page)

    def game(self) -> str:
        """The game chosen (one of :data:`GAMES`)."""
        return str(self.game_box.currentData())

    def _seconds(self, name: str, value: int, minimum: int) -> QSpinBox:
        box = QSpinBox()
        box.setObjectName(name)
        box.setRange(minimum, 600)
        box.setSuffix(self.tr(" s"))
        box.setValue(value)
        return box

    def _choice(self, name: str, value: str, items: list[tuple[str, str]]) -> QComboBox:
        box = QComboBox()
        box.setObjectName(name)
        for code, label in items:
            box.addItem(label, code)
        box.setCurrentIndex(max(0, box.findData(value)))
        return box

    def _defaults(self) -> None:
        d = RulesOptions()
        self.farewell.setValue(d.farewell_seconds)
        self.justification.setValue(d.justification_seconds)
        self.speech16.setValue(d.speech_seconds_15_16)
        for box, n in zip(self.speed, (9, 12, 16)):
            box.setValue(getattr(d, f"speed_seconds_{n}"))
        for choice, value in ((self.first_speaker, d.first_speaker), (self.subset_retie, d.subset_retie),
                              (self.zero_revote, d.zero_revote)):
            choice.setCurrentIndex(choice.findData(value))
        self.call_dead.setChecked(d.call_dead_roles)
        self.pause.setValue(d.night_pause_seconds)
        self.reveal.setChecked(d.reveal_roles)
        self._wake_order = d.wake_order

    def options(self) -> RulesOptions:
        """The options as set in the dialog (validated by :class:`RulesOptions`)."""
        return RulesOptions.from_dict({
            "farewell_seconds": self.farewell.value(),
            "justification_seconds": self.justification.value(),
            "speech_seconds_15_16": self.speech16.value(),
            "speed_seconds_9": self.speed[0].value(),
            "speed_seconds_12": self.speed[1].value(),
            "speed_seconds_16": self.speed[2].value(),
            "first_speaker": self.first_speaker.currentData(),
            "subset_retie": self.subset_retie.currentData(),
            "zero_revote": self.zero_revote.currentData(),
            "call_dead_roles": self.call_dead.isChecked(),
            "night_pause_seconds": self.pause.value(),
            "reveal_roles": self.reveal.isChecked(),
            "wake_order": list(self._wake_order),
        })
