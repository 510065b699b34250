"""The City Mafia family's events in words (issue #38, items 2 and 5): the
log's line for each event of :mod:`app.core.events` (the day's speeches,
fouls and votes, C-3 … C-6; the night, C-7, C-8; removals, points and the
result, C-9, C-11) and what the host must notice about one (C-5, C-9).
The translations keep the contexts they had in the shell (``Texts`` and
``GameController``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ....core import events as E
from ... import texts
from .words import how_name, night_role_title, removal_reason

if TYPE_CHECKING:
    from .. import Kit


def event_line(ev: E.Event, who: str, secrets: bool, kit: Kit) -> str | None:
    """The log's words for one of the family's events (``who``: "seat name"
    of its seat; ``secrets``: the night's actions too, while the host shows
    the roles), or None for another event."""
    text = _day_line(ev, who)
    return text if text is not None else _other_line(ev, who, secrets, kit)


def _day_line(ev: E.Event, who: str) -> str | None:
    """The day's events in words (speeches, fouls, votes), or None for another event."""
    match ev:
        case E.SpeechEnded(kind="speech", nominate=nominate):
            text = QCoreApplication.translate("Texts", "speech of %1").replace("%1", who)
            if nominate:
                text += QCoreApplication.translate("Texts", ", nominates %1").replace("%1", str(nominate))
        case E.SpeechEnded(kind="justification"):
            text = QCoreApplication.translate("Texts", "justification of %1").replace("%1", who)
        case E.SpeechEnded():
            text = QCoreApplication.translate("Texts", "last words of %1").replace("%1", who)
        case E.Fouled(count=count):
            text = QCoreApplication.translate("Texts", "foul %2 to %1").replace("%1", who).replace("%2", str(count))
        case E.SpeechLost(lost_day=lost_day):
            text = QCoreApplication.translate("Texts", "%1 loses the speech on day %2").replace(
                "%1", who).replace("%2", str(lost_day))
        case E.NoVoteToday():
            text = QCoreApplication.translate("Texts", "no vote today (4th foul)")
        case E.Eliminated(how=how):
            text = QCoreApplication.translate("Texts", "%1 leaves: %2").replace("%1", who).replace(
                "%2", how_name(how) or how)
        case E.VoteCounted(kind=kind, counts=counts):
            listed = ", ".join(f"{s}: {n}" for s, n in counts.items())
            text = (QCoreApplication.translate("Texts", "vote: %1") if kind == "vote"
                    else QCoreApplication.translate("Texts", "revote: %1")).replace("%1", listed)
        case E.Tie(seats=seats):
            text = QCoreApplication.translate("Texts", "tie between %1").replace("%1", ", ".join(map(str, seats)))
        case E.NobodyLeaves():
            text = QCoreApplication.translate("Texts", "nobody leaves")
        case E.LiftCounted(votes_for=votes_for, passed=passed):
            text = (QCoreApplication.translate("Texts", "all leave? %1 for: passed") if passed
                    else QCoreApplication.translate("Texts", "all leave? %1 for: all stay")).replace("%1", str(votes_for))
        case _:
            return None
    return text


def _other_line(ev: E.Event, who: str, secrets: bool, kit: Kit) -> str | None:
    """The night's, the removals', the points' and the result's events in words, or None."""
    match ev:
        case E.NightResolved(actions=actions, deaths=deaths):
            died = ", ".join(map(str, deaths)) or QCoreApplication.translate("Texts", "nobody")
            if secrets:   # the night's actions only while the roles are shown (Ctrl+R)
                acts = ", ".join(f"{night_role_title(r)} → {s}" for r, s in actions.items())
                text = QCoreApplication.translate("Texts", "night: %1; died: %2").replace(
                    "%1", acts or QCoreApplication.translate("Texts", "no actions")).replace("%2", died)
            else:
                text = QCoreApplication.translate("Texts", "night; died: %1").replace("%1", died)
        case E.Removed(reason=reason):
            text = QCoreApplication.translate("Texts", "%1 removed: %2").replace("%1", who).replace(
                "%2", removal_reason(reason) or reason)
        case E.BonusGiven(points=points, reason=reason):
            text = QCoreApplication.translate("Texts", "%1: %2 points (%3)").replace("%1", who).replace(
                "%2", f"{points:+g}").replace("%3", reason)
        case E.ResultProposed(winner=winner):
            text = QCoreApplication.translate("Texts", "proposed result: %1").replace("%1", texts.winner_name(winner, kit))
        case E.GameFinished(winner=winner, reason=reason):
            text = QCoreApplication.translate("Texts", "result: %1").replace("%1", texts.winner_name(winner, kit))
            if reason:
                text += f" ({reason})"
        case _:
            return None
    return text


def notice(ev: E.Event, who: str, kit: Kit) -> tuple[str, str] | None:
    """What the host must notice about one of the family's events, as
    ``(level, text)`` (``info`` or ``warning``): a foul's warning (C-5.2),
    the 3rd foul's lost speech (C-5.3), the 4th foul's exit and no vote
    (C-5.4), the end of the game (C-9.2); None for any other."""
    match ev:
        case E.Fouled(count=count) if count <= 2:
            said = QCoreApplication.translate("GameController", "Seat %1: foul %2 — warning.")
            return "info", said.replace("%1", who).replace("%2", str(count))
        case E.Fouled(count=4):
            said = QCoreApplication.translate("GameController", "Seat %1: 4th foul — leaves the game.")
            return "warning", said.replace("%1", who)
        case E.SpeechLost(seat=seat, lost_day=lost_day):
            said = QCoreApplication.translate("GameController", "Seat %1: 3rd foul — loses the speech on day %2.")
            return "warning", said.replace("%1", str(seat)).replace("%2", str(lost_day))
        case E.NoVoteToday():
            return "warning", QCoreApplication.translate(
                "GameController", "4th foul during the day: no vote today, nominations are void.")
        case E.ResultProposed(winner=winner):
            said = QCoreApplication.translate("GameController", "Game over: %1. Confirm or override the result.")
            return "warning", said.replace("%1", texts.winner_name(winner, kit))
    return None
