"""Club City Mafia's settings page (OK4U's **[option]**s, C-…): the club's
profile for the games started next, or one game's choice from New game.

The club's profile lives in the database (``club_settings`` ``rules/options``,
JSON of :meth:`RulesOptions.changed`), so every table on a shared database
plays the same rules; without a database, in QSettings. A game in progress
keeps the options it started with (its protocol lists them all).
"""

from __future__ import annotations

import json
import logging
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QSpinBox, QWidget

from ....core.errors import MafiaError
from ....core.rulesets.ok4u.options import RulesOptions
from ....core.script import loads_json
from ...rules_settings import read_setting, write_setting

log = logging.getLogger(__name__)
KEY = "rules/options"
MAX_SECONDS = 600
"""The longest speech or pause the page offers, in seconds."""


def load_options(store: Any = None) -> RulesOptions:
    """The club's rules options (the database's profile, else QSettings); a
    damaged value gives the defaults (and is logged), never an error at the table."""
    raw = read_setting(KEY, store)
    if not raw:
        return RulesOptions()
    try:   # the same bounded reader as every file (issue #23: numbers checked on their text)
        return RulesOptions.from_dict(loads_json(str(raw)))
    except (ValueError, TypeError, MafiaError) as err:
        log.warning("rules settings ignored (%s): %s", err, raw)
        return RulesOptions()


def save_options(options: RulesOptions, store: Any = None) -> None:
    """Keep the club's profile (in the database when there is one).
    Raises :class:`~app.storage.StorageError` if the database refuses it."""
    write_setting(KEY, json.dumps(options.changed(), ensure_ascii=False), store)


def summary(options: RulesOptions) -> str:
    """What differs from the rulebook's defaults, in a line (or that nothing does)."""
    changed = options.changed()
    if not changed:
        return QCoreApplication.translate("RulesDialog", "the rulebook's defaults")
    return ", ".join(f"{k} = {v}" for k, v in changed.items())


class Ok4uRulesPage(QWidget):
    """The club rules' options as a form; :meth:`options` reads it back
    (validated by :class:`RulesOptions`), :meth:`restore_defaults` resets it."""

    def __init__(self, options: RulesOptions, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        form = QFormLayout(self)
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

    def _seconds(self, name: str, value: int, minimum: int) -> QSpinBox:
        box = QSpinBox()
        box.setObjectName(name)
        box.setRange(minimum, MAX_SECONDS)
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

    def restore_defaults(self) -> None:
        """Every field back to the rulebook's default."""
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
        """The options as set on the page (validated by :class:`RulesOptions`)."""
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
