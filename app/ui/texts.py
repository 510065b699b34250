"""Translatable texts shared by several widgets: roles, results, steps, log events.

Every string goes through ``QCoreApplication.translate`` (context ``Texts``)
so ``pyside6-lupdate`` finds it; the Russian uses the club's words.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication


def _t(text: str) -> str:
    return QCoreApplication.translate("Texts", text)


def role_name(role: str) -> str:
    """The role's name for a role id (C-1)."""
    return {
        "civilian": _t("Civilian"),
        "sheriff": _t("Sheriff"),
        "doctor": _t("Doctor"),
        "beauty": _t("Beauty"),
        "mafia": _t("Mafia"),
        "don": _t("Don"),
        "maniac": _t("Maniac"),
    }[role]


def wake_phrase(role: str) -> str:
    """What the host reads when calling a night role (C-7.1)."""
    return {
        "mafia": _t("The Mafia wakes up and chooses a victim."),
        "don": _t("The Don wakes up and looks for the Sheriff."),
        "sheriff": _t("The Sheriff wakes up and checks a player."),
        "maniac": _t("The Maniac wakes up and chooses a victim."),
        "doctor": _t("The Doctor wakes up and chooses whom to heal."),
        "beauty": _t("The Beauty wakes up and chooses whom to visit."),
    }[role]


def sleep_phrase(role: str) -> str:
    return {
        "mafia": _t("The Mafia falls asleep."),
        "don": _t("The Don falls asleep."),
        "sheriff": _t("The Sheriff falls asleep."),
        "maniac": _t("The Maniac falls asleep."),
        "doctor": _t("The Doctor falls asleep."),
        "beauty": _t("The Beauty falls asleep."),
    }[role]


def night_role_title(role: str) -> str:
    return {
        "mafia": _t("Mafia shot"),
        "don": _t("Don's check"),
        "sheriff": _t("Sheriff's check"),
        "maniac": _t("Maniac's shot"),
        "doctor": _t("Doctor heals"),
        "beauty": _t("Beauty visits"),
    }[role]


def winner_name(winner: str | None) -> str:
    return {
        "red": _t("The city (red) wins"),
        "black": _t("The Mafia (black) wins"),
        "maniac": _t("The Maniac wins"),
        "draw": _t("Draw"),
        None: "",
    }[winner]


def how_name(how: str | None) -> str:
    """How a player left: killed, voted, lifted, fouls, removed."""
    return {
        "killed": _t("killed at night"),
        "voted": _t("voted out"),
        "lifted": _t("left by the \"all leave?\" vote"),
        "fouls": _t("4th foul"),
        "removed": _t("removed"),
        None: "",
    }[how]


def removal_reason(reason: str) -> str:
    return {
        "gesture": _t("gesturing at night (−2 points)"),
        "peek": _t("peeking at night (disqualified for the evening)"),
        "woke": _t("woke up out of turn"),
        "hint": _t("a dead player hinting (disqualified for the evening)"),
        "ethics": _t("gross ethics violation (disqualified for the evening)"),
        "other": _t("other"),
    }[reason]


def check_text(by: str, result: str) -> str:
    """Thumb up/down for the Sheriff (C-7.5), yes/no nod for the Don (C-7.6)."""
    return {
        ("sheriff", "red"): _t("👍 thumb UP (red)"),
        ("sheriff", "black"): _t("👎 thumb DOWN (black)"),
        ("don", "yes"): _t("nod YES: this is the Sheriff"),
        ("don", "no"): _t("shake NO: not the Sheriff"),
    }[(by, result)]


def phase_title(view: Any) -> str:
    """"Day 2 — speeches" etc. for a public view."""
    if view.phase == "night":
        return _t("Night %1").replace("%1", str(view.night))
    if view.phase == "result":
        return _t("End of game: result to confirm")
    if view.phase == "finished":
        return _t("Game over")
    part = {
        "speech": _t("speeches"),
        "vote": _t("vote"),
        "justification": _t("justification"),
        "revote": _t("revote"),
        "lift_vote": _t("\"all leave?\" vote"),
        "farewell": _t("farewell speech"),
    }.get(view.step or "", "")
    return _t("Day %1 — %2").replace("%1", str(view.day)).replace("%2", part)


def event_text(ev: dict[str, Any], name_of) -> str:
    """One log line for a core event (``Game.state.events``)."""
    kind = ev["event"]
    when = (_t("N%1") if "night" in ev else _t("D%1")).replace("%1", str(ev.get("night", ev.get("day"))))
    seat = ev.get("seat")
    who = f"{seat} {name_of(seat)}" if seat is not None else ""
    if kind == "speech":
        text = _t("speech of %1").replace("%1", who)
        if ev.get("nominate"):
            text += _t(", nominates %1").replace("%1", str(ev["nominate"]))
    elif kind == "justification":
        text = _t("justification of %1").replace("%1", who)
    elif kind == "farewell":
        text = _t("farewell of %1").replace("%1", who)
    elif kind == "foul":
        text = _t("foul %2 to %1").replace("%1", who).replace("%2", str(ev["count"]))
    elif kind == "lost_speech":
        text = _t("%1 loses the speech on day %2").replace("%1", who).replace("%2", str(ev["lost_day"]))
    elif kind == "no_vote":
        text = _t("no vote today (4th foul)")
    elif kind == "eliminated":
        text = _t("%1 leaves: %2").replace("%1", who).replace("%2", how_name(ev["how"]))
    elif kind in ("vote", "revote"):
        counts = ", ".join(f"{s}: {n}" for s, n in ev["counts"].items())
        text = (_t("vote: %1") if kind == "vote" else _t("revote: %1")).replace("%1", counts)
    elif kind == "tie":
        text = _t("tie between %1").replace("%1", ", ".join(map(str, ev["seats"])))
    elif kind == "nobody_leaves":
        text = _t("nobody leaves")
    elif kind == "lift":
        text = (_t("all leave? %1 for: passed") if ev["passed"] else _t("all leave? %1 for: all stay")
                ).replace("%1", str(ev["votes_for"]))
    elif kind == "night":
        acts = ", ".join(f"{night_role_title(r)} → {s}" for r, s in ev["actions"].items())
        deaths = ", ".join(map(str, ev["deaths"])) or _t("nobody")
        text = _t("night: %1; died: %2").replace("%1", acts or _t("no actions")).replace("%2", deaths)
    elif kind == "removed":
        text = _t("%1 removed: %2").replace("%1", who).replace("%2", removal_reason(ev["reason"]))
    elif kind == "bonus":
        text = _t("%1: %2 points (%3)").replace("%1", who).replace("%2", f"{ev['points']:+g}").replace("%3", ev["reason"])
    elif kind == "proposed":
        text = _t("proposed result: %1").replace("%1", winner_name(ev["winner"]))
    elif kind == "result":
        text = _t("result: %1").replace("%1", winner_name(ev["winner"]))
        if ev.get("reason"):
            text += f" ({ev['reason']})"
    else:
        text = kind
    return f"{when}  {text}"
