"""The City Mafia family's kit base (issue #38, item 2): what the games that
play its day and night (OK4U, sport Mafia) share at the table: its panels,
its state between inputs (:class:`~.live.FamilyLive`), its speaking steps
and the voice's words for its steps. A game's kit subclasses it and adds or
replaces its own."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Callable

from ....core import steps as S
from .. import Kit

if TYPE_CHECKING:
    from ....core.events import Event
    from ....core.views import PlayerView, PublicView
    from ...controller import GameController
    from ...panel_base import Panel
    from ...projector import ProjectorWindow
    from ...voice import VoiceDirector
    from .live import FamilyLive

_SPOKEN: dict[str, str] = {S.SPEECH: "speech_start", S.JUSTIFICATION: "justification_start", S.FAREWELL: "farewell_start"}
_VOTES: dict[str, str] = {S.VOTE: "vote_start", S.REVOTE: "revote_start", S.LIFT_VOTE: "lift_start"}


class FamilyKit(Kit):
    """A kit of a game that plays the family's day and night (C-3 … C-11)."""

    speaking_steps: frozenset[str] = frozenset(S.SPEAKING)
    nominee_steps = frozenset({S.SPEECH, S.VOTE, S.REVOTE, S.JUSTIFICATION, S.LIFT_VOTE})   # C-4.3 … C-6.4
    vote_steps = {S.VOTE: True, S.REVOTE: True, S.LIFT_VOTE: False}     # C-6.1, C-6.3; C-6.4 counts hands for
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
        """The family's roles (C-2, S-1), results (C-9, S-10), ways out
        (``how`` and a tile's ``how_short``: C-5.4, C-6, C-8) and removal
        reasons (``removal``: C-5.6, S-8.5) by name."""
        if name == "result":
            return _result_word(value)
        if name in ("how", "how_short", "removal"):
            from . import words

            said = {"how": words.how_name, "how_short": words.how_short, "removal": words.removal_reason}[name]
            return said(value)
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

    def event_text(self, ev: Event, who: str, name_of: Callable[[int], str], secrets: bool = False) -> str | None:
        """The log's line for the family's events (:func:`.lines.event_line`)."""
        from .lines import event_line

        return event_line(ev, who, secrets, self)

    def notice(self, ev: Event, who: str) -> tuple[str, str] | None:
        """Fouls' warnings and the end of the game (:func:`.lines.notice`)."""
        from .lines import notice

        return notice(ev, who, self)

    def phase_title(self, view: PublicView, for_room: bool) -> str | None:
        """"Day 2 — speeches" for the family's day (C-4, C-6); None at night and at the end."""
        from PySide6.QtCore import QCoreApplication

        from .words import day_part

        if view.phase != "day":
            return None
        return QCoreApplication.translate("Texts", "Day %1 — %2").replace("%1", str(view.day)).replace(
            "%2", day_part(view.step) or "")

    def projector_lines(self, projector: ProjectorWindow | None, view: PublicView) -> list[str]:
        """The day's lines under the seats (C-10.2): the night's dead in the
        morning, the nominees (not in last words: it is decided), a tie, the
        votes as counted, the "all leave?" vote."""
        from PySide6.QtCore import QCoreApplication

        def seats(seq: Any) -> str:
            return ", ".join(map(str, seq))

        lines = []
        if view.morning_deaths and view.step == S.SPEECH:
            lines.append(QCoreApplication.translate("ProjectorWindow", "Killed tonight: %1").replace(
                "%1", seats(view.morning_deaths)))
        if view.step in (S.REVOTE, S.LIFT_VOTE) and view.candidates:
            lines.append(QCoreApplication.translate("ProjectorWindow", "Tie: %1").replace("%1", seats(view.candidates)))
        elif view.candidates and view.step in (S.SPEECH, S.VOTE):
            lines.append(QCoreApplication.translate("ProjectorWindow", "Nominated: %1").replace(
                "%1", seats(view.candidates)))
        for kind, counts in view.votes:
            title = (QCoreApplication.translate("ProjectorWindow", "Vote") if kind == S.VOTE
                     else QCoreApplication.translate("ProjectorWindow", "Revote"))
            lines.append(f"{title}: " + ", ".join(f"{s} — {n}" for s, n in counts))
        if view.lift_for is not None:
            lines.append(QCoreApplication.translate("ProjectorWindow", "All leave? For: %1").replace(
                "%1", str(view.lift_for)))
        return lines

    def step_word(self, kind: str) -> str | None:
        """The family's steps as nouns (:func:`.words.step_word`)."""
        from .words import step_word

        return step_word(kind)

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
