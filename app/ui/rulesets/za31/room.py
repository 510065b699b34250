"""ЗА 31 on the room's screens (issue #38, item 1): the projector's and the
board's lines from the public view (the turn, the situation post of Z-11.1,
each world's size and energy as the situation publishes them) and a Lord's
phone from his player view (his shards, energy, defence and standing
tactics, which Z-11.1 hides from the others). Only the public view and the
seat's own player view are read here."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from ....core.rulesets.za31.views import za31_public
from ....core.rulesets.za31.tactics import RU
from ... import texts


def tr(text: str) -> str:
    return QCoreApplication.translate("", text)     # lupdate puts a module-level tr() in the empty context


def _names(view: Any) -> dict[int, str]:
    return {s.seat: s.name for s in view.seats}


def phase_title(view: Any) -> str:
    """``Turn 3``, or the winners at the end (Z-10)."""
    if view.phase != "finished":
        return tr("Turn %1").replace("%1", str(view.day))
    names = _names(view)
    winners = [names.get(int(w), w) for w in str(view.winner or "").split(",") if w.isdigit()]
    if not winners:
        return tr("Game over: no winner")
    return (tr("Game over. Winner: %1") if len(winners) == 1 else tr("Game over. Winners: %1")).replace(
        "%1", ", ".join(map(str, winners)))


def projector_info(view: Any) -> str:
    """The situation post as published (Z-11.1)."""
    return str(za31_public(view).situation or "")


def projector_seat(view: Any, seat: Any) -> tuple[str, str, bool]:
    """A Lord's tile: his world's size and energy (both in the situation), "in the Nothing"; out struck through."""
    name = f"{seat.seat}  {seat.name}"
    if not seat.alive:
        return name, tr("out of the game"), True
    world = next((w for w in (za31_public(view).picture or {}).get("worlds", ()) if w.get("seat") == seat.seat), None)
    if world is None:
        return name, "", False
    parts = [tr("world %1").replace("%1", str(sum(world.get("shards", ())))),
             tr("energy %1").replace("%1", str(world.get("energy", "")))]
    if world.get("nothing"):
        parts.append(tr("in the Nothing"))
    return name, " · ".join(parts), False


def tactic_words(tactic: Any, language: str) -> str:
    """Z-5.2's three words, Russian as the players write them, else their ids."""
    return ", ".join(RU.get(w, w) if language == "ru" else str(w).capitalize() for w in tactic)


def phone_words(view: Any) -> dict[str, Any]:
    """His phone (Kit.phone_words): his world, energy, defence, sources,
    standing tactics and how many order items he has for this turn."""
    language = texts.news_lang()
    own = view.own
    lines = []
    status = {"active": tr("in the game"), "nothing": tr("in the Nothing"), "surrendered": tr("surrendered"),
              "eliminated": tr("out of the game")}
    if own is not None:
        lines.append(tr("Status: %1").replace("%1", status.get(own.status, own.status)))
        shards = ", ".join(f"{n} — {s}" for n, s in own.shards) or "—"
        lines.append(tr("World: %1; height %2").replace("%1", shards).replace("%2", str(own.height)))
        lines.append(tr("Energy: %1 of %2").replace("%1", str(own.energy)).replace("%2", str(own.cap)))
        lines.append(tr("Defence: %1").replace("%1", str(own.defence)))
        if own.sources:
            lines.append(tr("Sources: %1").replace("%1", ", ".join(own.sources)))
        where = {"world": tr("the world"), "after_loss": tr("the world after losing a shard"),
                 "sources": tr("the sources")}
        for key, tactic in own.tactics:
            lines.append(tr("Defence tactic of %1: %2").replace(
                "%1", where.get(key, tr("the source %1").replace("%1", key))).replace("%2", tactic_words(tactic, language)))
        lines.append(tr("Order items for this turn: %1").replace("%1", str(own.orders)) if own.orders
                     else tr("No orders for this turn yet."))
    return {"role": tr("Lord"), "lines": lines, "answers": [], "phase": phase_title(view.public)}
