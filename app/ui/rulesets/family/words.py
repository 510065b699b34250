"""The City Mafia family's words at the host's table (issue #38, item 5):
the night's calls (C-7.1), the checks' gestures (C-7.5, C-7.6) and why a
sport Mafia game ended (S-10). The translations keep
the ``Texts`` context they had in the shell."""

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
