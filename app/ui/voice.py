"""What the app says and when: game changes → phrases for the speaker, cues.

Speech calls (``Speaker.say``) only queue; the worker process speaks. Timer
phrases come from the controller's ``warning``/``expired`` signals, which read
the deadline, so they fire once and are never skipped. At night no timer
phrase or cue is given (a pause runs only for a dead role: C-7.2).
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, QTimer, QUrl

from ..core import steps as S
from ..paths import RESOURCES
from .rulesets import kit_for

log = logging.getLogger(__name__)
SOUNDS = RESOURCES / "sounds"

PRIORITY_SPEECH, PRIORITY_TIMER = 1, 2


class Cues:
    """The 10 s and 0 s sound cues (QtMultimedia); silent if it is missing."""

    def __init__(self, parent: QObject) -> None:
        self.effects = {}
        self.played: list[str] = []
        try:
            from PySide6.QtMultimedia import QSoundEffect
        except ImportError as err:  # PySide6-Addons not installed
            log.warning("no sound cues: %s", err)
            return
        for name in ("ten_seconds", "time_up"):
            effect = QSoundEffect(parent)
            effect.setSource(QUrl.fromLocalFile(str(SOUNDS / f"{name}.wav")))
            effect.setVolume(0.8)
            self.effects[name] = effect

    def play(self, name: str) -> None:
        self.played.append(name)
        effect = self.effects.get(name)
        if effect is not None:
            effect.play()


class VoiceDirector(QObject):
    """Listens to the controller and tells the speaker what to say.

    ``spoken`` keeps every phrase handed to the speaker (tests read it).
    """

    def __init__(self, controller, speaker, phrases, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.c = controller
        self.speaker = speaker
        self.phrases = phrases
        self.cues = Cues(self)
        self.spoken: list[str] = []
        self._said_keys: set = set()
        self._last_kind: str | None = None
        self._night_at: tuple | None = None
        self._night_roles: list[str] = []     # tonight's calls, kept for the morning's last "sleep"
        self._unavailable_told = False
        controller.changed.connect(self.on_changed)
        controller.warning.connect(self.on_warning)
        controller.expired.connect(self.on_expired)
        self.poller = QTimer(self)
        self.poller.setInterval(50)
        self.poller.timeout.connect(self.poll)
        self.poller.start()

    # ----------------------------------------------------------- speaking
    def say(self, key: str, priority: int = PRIORITY_SPEECH, **values) -> None:
        text = self.phrases.get(key, **values)
        if text:
            self.spoken.append(text)
            self.speaker.say(text, priority)

    def poll(self) -> None:
        for report in self.speaker.poll():
            if report[0] == "unavailable" and not self._unavailable_told:
                self._unavailable_told = True
                self.c.message.emit("warning", self.tr("No voice: %1. Going on silently.").replace("%1", report[1]))

    def set_muted(self, muted: bool) -> None:
        self.speaker.set_muted(muted)

    # ----------------------------------------------------------- triggers
    def on_warning(self) -> None:
        if not self.c.speaking(self.c.step):
            return
        self.cues.play("ten_seconds")
        self.say("ten_seconds", PRIORITY_TIMER)

    def on_expired(self) -> None:
        if not self.c.speaking(self.c.step):
            return
        self.cues.play("time_up")
        self.say("time_up", PRIORITY_TIMER)

    def on_changed(self, changes=None) -> None:
        """Speak for a new step. Reads the room's view only: the voice
        speaks to the room, so it never learns a role, target or check."""
        game = self.c.game
        if game is None:
            return
        view = game.public_view()
        kind = view.step
        was = self._last_kind
        self._last_kind = kind
        key = (kind, view.step_no, view.speaker)
        if kind == S.NIGHT:
            self._night(game.night_script())
            return
        if was == S.NIGHT and kind != S.NIGHT:
            self._morning(view)
        if key in self._said_keys:
            return
        self._said_keys.add(key)
        if kind is not None:
            kit_for(view.ruleset).voice_step(self, view, kind, was)     # the game's words for its step

    def _night(self, script) -> None:
        """The night script in wake order, dead roles included (C-7.1, C-7.2):
        the ruleset's :class:`~app.core.views.NightScript`, never a seat."""
        at = (script.night, script.answered)
        if at == self._night_at:
            return
        previous = self._night_at
        self._night_at = at
        calls = script.calls
        self._night_roles = list(calls)   # the morning still needs the last call
        if previous is None or previous[0] != script.night:
            self.say("city_sleeps")
        elif previous[1] < len(calls) and previous[1] < script.answered:
            self.say(f"sleep.{calls[previous[1]]}")
        if script.answered < len(calls):
            self.say(f"wake.{calls[script.answered]}")

    def _morning(self, view) -> None:
        roles = self._night_roles
        last = view.last_night
        if self._night_at is not None and last is not None:
            role_index = self._night_at[1]
            if role_index < len(roles):
                self.say(f"sleep.{roles[role_index]}")
        self._night_at = None
        self._night_roles = []
        self.say("city_wakes")
        if last is not None:
            deaths = last[1]
            if deaths:
                self.say("morning_killed", seats=", ".join(map(str, deaths)))
            else:
                self.say("morning_nobody")
