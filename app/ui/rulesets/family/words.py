"""The City Mafia family's words at the host's table (issue #38, items 2
and 5): the night's calls (C-7.1), the checks' gestures (C-7.5, C-7.6), how
a player left (C-3, C-5.4, C-6), why he was removed (C-5.6, S-8.5), the
day's steps (C-4, C-6) and why a sport Mafia game ended (S-10). The
translations keep the ``Texts`` context they had in the shell."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def wake_phrase(role: str) -> str:
    """What the host reads when calling a night role (C-7.1)."""
    return {
        "mafia": QCoreApplication.translate("Texts", "The Mafia wakes up and chooses a victim."),
        "don": QCoreApplication.translate("Texts", "The Don wakes up and looks for the Sheriff."),
        "sheriff": QCoreApplication.translate("Texts", "The Sheriff wakes up and checks a player."),
        "maniac": QCoreApplication.translate("Texts", "The Maniac wakes up and chooses a victim."),
        "doctor": QCoreApplication.translate("Texts", "The Doctor wakes up and chooses whom to heal."),
        "beauty": QCoreApplication.translate("Texts", "The Beauty wakes up and chooses whom to visit."),
    }[role]


def result_reason(reason: str | None) -> str:
    """Why a sport Mafia game ended (S-10): no black left, parity, draw, team defeat."""
    return {
        "no_black": QCoreApplication.translate("Texts", "no black player is left (S-10.1)"),
        "parity": QCoreApplication.translate("Texts", "as many black as red players (S-10.1)"),
        "draw": QCoreApplication.translate("Texts", "three nights and two days without anyone leaving (S-10.2)"),
        "team_defeat": QCoreApplication.translate("Texts", "team defeat (S-8.5)"),
    }.get(reason or "", reason or "")


def check_text(by: str, result: str) -> str:
    """Thumb up/down for the Sheriff (C-7.5), yes/no nod for the Don (C-7.6)."""
    return {
        ("sheriff", "red"): QCoreApplication.translate("Texts", "thumb UP (red)"),
        ("sheriff", "black"): QCoreApplication.translate("Texts", "thumb DOWN (black)"),
        ("don", "yes"): QCoreApplication.translate("Texts", "nod YES: this is the Sheriff"),
        ("don", "no"): QCoreApplication.translate("Texts", "shake NO: not the Sheriff"),
    }[(by, result)]


def night_role_title(role: str) -> str:
    """A night call's title on the night panel and in the log (C-7.1)."""
    return {
        "mafia": QCoreApplication.translate("Texts", "Mafia shot"),
        "don": QCoreApplication.translate("Texts", "Don's check"),
        "sheriff": QCoreApplication.translate("Texts", "Sheriff's check"),
        "maniac": QCoreApplication.translate("Texts", "Maniac's shot"),
        "doctor": QCoreApplication.translate("Texts", "Doctor heals"),
        "beauty": QCoreApplication.translate("Texts", "Beauty visits"),
    }.get(role, role)


def how_name(how: str) -> str | None:
    """How a player left the family's game, for the log and the result:
    killed at night (C-8), voted out (C-6.2), by the "all leave?" vote
    (C-6.4), by the 4th foul (C-5.4), removed (C-5.6, S-8.5); None for
    another game's way out."""
    return {
        "killed": QCoreApplication.translate("Texts", "killed at night"),
        "voted": QCoreApplication.translate("Texts", "voted out"),
        "lifted": QCoreApplication.translate("Texts", "left by the \"all leave?\" vote"),
        "fouls": QCoreApplication.translate("Texts", "4th foul"),
        "removed": QCoreApplication.translate("Texts", "removed"),
    }.get(how)


def how_short(how: str) -> str | None:
    """:func:`how_name` in a word or two, for a seat tile."""
    return {
        "killed": QCoreApplication.translate("Texts", "killed"),
        "voted": QCoreApplication.translate("Texts", "voted out"),
        "lifted": QCoreApplication.translate("Texts", "all left"),
        "fouls": QCoreApplication.translate("Texts", "4 fouls"),
        "removed": QCoreApplication.translate("Texts", "removed"),
    }.get(how)


def removal_reason(reason: str) -> str | None:
    """Why the host removed a player (C-5.6: OK4U's reasons; S-8.5: sport
    Mafia's), or None for another game's reason."""
    return {
        "gesture": QCoreApplication.translate("Texts", "gesturing at night (−2 points)"),
        "peek": QCoreApplication.translate("Texts", "peeking at night (disqualified for the evening)"),
        "woke": QCoreApplication.translate("Texts", "woke up out of turn"),
        "hint": QCoreApplication.translate("Texts", "a dead player hinting (disqualified for the evening)"),
        "ethics": QCoreApplication.translate("Texts", "gross ethics violation (disqualified for the evening)"),
        "other": QCoreApplication.translate("Texts", "other"),
        "disqualified": QCoreApplication.translate("Texts", "removal (disqualified, S-8.5)"),
        "team_defeat": QCoreApplication.translate("Texts", "team defeat (S-8.5)"),
    }.get(reason)


def step_word(kind: str) -> str | None:
    """One of the family's steps as a noun (in a refusal): speech,
    justification, last words, vote, revote, "all leave?" vote, night,
    result (C-3 … C-9); None for another game's step."""
    return {
        "speech": QCoreApplication.translate("Texts", "speech"),
        "justification": QCoreApplication.translate("Texts", "justification"),
        "farewell": QCoreApplication.translate("Texts", "last words"),
        "vote": QCoreApplication.translate("Texts", "vote"),
        "revote": QCoreApplication.translate("Texts", "revote"),
        "lift_vote": QCoreApplication.translate("Texts", "\"all leave?\" vote"),
        "night": QCoreApplication.translate("Texts", "night"),
        "result": QCoreApplication.translate("Texts", "result"),
    }.get(kind)


def day_part(step: str | None) -> str | None:
    """The day's step in a phase title ("Day 2 — speeches", C-4, C-6), or None."""
    return {
        "speech": QCoreApplication.translate("Texts", "speeches"),
        "vote": QCoreApplication.translate("Texts", "vote"),
        "justification": QCoreApplication.translate("Texts", "justification"),
        "revote": QCoreApplication.translate("Texts", "revote"),
        "lift_vote": QCoreApplication.translate("Texts", "\"all leave?\" vote"),
        "farewell": QCoreApplication.translate("Texts", "last words"),
    }.get(step or "")
