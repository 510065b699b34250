"""The City Mafia family's kit base (issue #38, item 2): what the games that
play its day and night (OK4U, sport Mafia) share at the table: its panels,
its state between inputs (:class:`~.live.FamilyLive`), its speaking steps
and the voice's words for its steps. A game's kit subclasses it and adds or
replaces its own."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ....core import steps as S
from .. import Kit

if TYPE_CHECKING:
    from ....core.views import PlayerView, PublicView
    from ...controller import GameController
    from ...panel_base import Panel
    from ...voice import VoiceDirector
    from .live import FamilyLive

_SPOKEN: dict[str, str] = {S.SPEECH: "speech_start", S.JUSTIFICATION: "justification_start", S.FAREWELL: "farewell_start"}
_VOTES: dict[str, str] = {S.VOTE: "vote_start", S.REVOTE: "revote_start", S.LIFT_VOTE: "lift_start"}


class FamilyKit(Kit):
    """A kit of a game that plays the family's day and night (C-3 … C-11)."""

    speaking_steps: frozenset[str] = frozenset(S.SPEAKING)
    role_texts_module = f"{__package__}.role_texts"

    def live(self, controller: GameController) -> FamilyLive:
        """The family's day and night between inputs (a nomination, a vote being entered, a night pick)."""
        from .live import FamilyLive

        return FamilyLive(controller)

    def panels(self, controller: GameController) -> dict[str, Panel]:
        """The family's panels by step kind."""
        from . import family_panels

        return family_panels(controller)

    def param_word(self, name: str, value: str) -> str | None:
        """The family's roles (C-2, S-1) and results (C-9, S-10) by name."""
        if name == "result":
            return _result_word(value)
        if name != "role":
            return None
        from PySide6.QtCore import QCoreApplication

        return {
            "civilian": QCoreApplication.translate("Texts", "Civilian"),
            "sheriff": QCoreApplication.translate("Texts", "Sheriff"),
            "doctor": QCoreApplication.translate("Texts", "Doctor"),
            "beauty": QCoreApplication.translate("Texts", "Beauty"),
            "mafia": QCoreApplication.translate("Texts", "Mafia"),
            "don": QCoreApplication.translate("Texts", "Don"),
            "maniac": QCoreApplication.translate("Texts", "Maniac"),
        }.get(value)

    def phone_words(self, view: PlayerView) -> dict[str, Any] | None:
        """His night checks' answers in the host's language (C-7.5, C-7.6, S-9.3):
        "Ночь 1: 5. Дина — чёрный (мафия)"; the rest as the page words it."""
        from PySide6.QtCore import QCoreApplication

        words = {"red": QCoreApplication.translate("FamilyPhone", "red (the city)"),
                 "black": QCoreApplication.translate("FamilyPhone", "black (the Mafia)"),
                 "yes": QCoreApplication.translate("FamilyPhone", "the Sheriff"),
                 "no": QCoreApplication.translate("FamilyPhone", "not the Sheriff")}
        names = {info.seat: info.name for info in view.public.seats}
        answers = []
        for answer in view.answers:
            seat, result = answer.get("seat"), answer.get("result")
            if answer.get("kind") != "check" or not isinstance(seat, int) or result not in words:
                return None                 # not one of the family's checks: the page words them all
            said = {"1": str(answer.get("night")), "2": f"{seat}. {names.get(seat, '')}".strip(), "3": words[str(result)]}
            answers.append(re.sub(r"%([123])", lambda m: said[m.group(1)],      # one pass: a name may hold "%3"
                                  QCoreApplication.translate("FamilyPhone", "Night %1: %2 — %3")))
        return {"answers": answers} if answers else None

    def voice_step(self, voice: VoiceDirector, view: PublicView, kind: str, was: str | None) -> bool:
        """The voice's words as a family step begins: the speaker's floor, a vote's candidates, the result."""
        if kind in _SPOKEN:
            voice.say(_SPOKEN[kind], seat=view.speaker, name=view.speaker_name)
        elif kind in _VOTES:
            voice.say(_VOTES[kind], seats=", ".join(map(str, view.candidates)))
        elif kind == S.RESULT:
            voice.say("result")
        else:
            return False
        return True


def _result_word(winner: str) -> str | None:
    """The family's results (C-9, S-10): a side's win, the Maniac's, a draw."""
    from PySide6.QtCore import QCoreApplication

    return {
        "red": QCoreApplication.translate("Texts", "The city (red) wins"),
        "black": QCoreApplication.translate("Texts", "The Mafia (black) wins"),
        "maniac": QCoreApplication.translate("Texts", "The Maniac wins"),
        "draw": QCoreApplication.translate("Texts", "Draw"),
    }.get(winner)
