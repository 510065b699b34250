"""What ЗА 31's phase 8 writes (Z-11.1, Z-13): the situation post, the
end's line, the host's world changes with their log lines, and
:class:`PlayError` for what only play can tell. Shared by the turn's
processing (:mod:`.turn`) and the fold (:mod:`.play`)."""

from __future__ import annotations

from typing import Any, Callable, Mapping

from .state import State
from .world import Bad, artifact_from, event_from, shard_from


class PlayError(Exception):
    """What only play can tell (Z-13): an adjustment whose seat is not in the
    game when it acts, a bad change, a bad join; ``where`` is its object."""

    def __init__(self, reason: str, rule: str, where: Any) -> None:
        super().__init__(reason)
        self.reason, self.rule, self.where = reason, rule, where


def situation(s: State, t: int) -> str:
    """Z-11.1: the situation post after turn ``t`` (0: before turn 1)."""
    extra = s.options.situation_extra
    lines = [f"Игровая ситуация после хода {t}." if t else "Игровая ситуация перед ходом 1.", "Владыки:"]
    lines += [_lord_line(s, seat, extra) for seat in s.in_game()]
    out = [p for _, p in sorted(s.players.items()) if not p.in_game]
    if out:
        lines.append("Выбыли: " + ", ".join(
            f"{p.name} ({'сдача' if p.status == 'surrendered' else 'мир уничтожен'}, ход {p.out_turn})"
            for p in out) + ".")
    lines += _world_lines(s, extra)
    running = [e for e in s.events if s.event_running(e, t + 1)]
    if running:
        lines.append("События:")
        lines.extend(f"{e.name}: {e.text}" for e in running)
    else:
        lines.append("События: нет.")
    return "\n".join(lines)


def _lord_line(s: State, seat: int, extra: str) -> str:
    """A Lord's line: his world, height (and defence, by the option), energy, sources, artifacts."""
    p = s.players[seat]
    where = "" if extra == "none" else f", высота {p.height}"
    if extra == "height_defence":
        where += f", защита {p.defence}"
    more = ", в Ничто" if p.status == "nothing" else ""
    mine = [x.name for x in s.sources if x.owner == seat]
    if mine:
        more += f", источники: {', '.join(mine)}"
    arts = [x.name if x.charges is None else f"{x.name} (заряды: {x.charges})"
            for x in s.artifacts if x.owner == seat]
    if arts:
        more += f", артефакты: {', '.join(arts)}"
    return (f"{p.name}: мир {p.size} ({'+'.join(str(x.size) for x in p.shards)}){where}, "
            f"энергия {p.energy}/{s.cap(p)}{more}.")


def _world_lines(s: State, extra: str) -> list[str]:
    """The neutral shards and the sources, each with its note."""
    def note(n: str) -> str:
        return f", {n}" if n else ""

    lines = []
    if s.neutral:
        lines.append("Нейтральные осколки:")
        for shard in s.neutral:
            where = "" if extra == "none" else f", высота {shard.height}"
            lines.append(f"{shard.name}: размер {shard.size}{where}{note(shard.note)}.")
    else:
        lines.append("Нейтральные осколки: нет.")
    if s.sources:
        lines.append("Источники:")
        for source in s.sources:
            who = "ничей" if source.owner is None else f"владелец {s.players[source.owner].name}"
            where = "" if extra == "none" else f"высота {source.height}, "
            lines.append(f"{source.name}: {where}{who}{note(source.note)}.")
    else:
        lines.append("Источники: нет.")
    return lines


def end_line(s: State, reason: str, winners: list[int]) -> str:
    """Z-11.2: ``Игра окончена: {reason}. Победитель: …``."""
    if not winners:
        return f"Игра окончена: {reason}. Победителя нет."
    size = max(s.players[x].size for x in winners)
    names = ", ".join(s.players[x].name for x in winners)
    word = "Победитель" if len(winners) == 1 else "Победители"
    return f"Игра окончена: {reason}. {word}: {names} (мир {size})."


def apply_change(s: State, change: Any, line: Callable[[int, str], None]) -> None:
    """Z-13 ``changes`` (phase 8), each with its log line; raises :class:`PlayError` (Z-13, Z-2)."""
    kinds = ("add_shard", "add_source", "add_event", "add_artifact", "end_event", "remove_shard")
    if not isinstance(change, Mapping) or len([k for k in kinds if k in change]) != 1:
        raise PlayError("a change is one of " + ", ".join(kinds), "Z-13", change)
    kind = next(k for k in kinds if k in change)
    try:
        _CHANGES[kind](s, change, change[kind], line)
    except Bad as bad:
        raise PlayError(str(bad), bad.rule, change) from None


def _add_shard(s: State, change: Any, value: Any, line: Callable[[int, str], None]) -> None:
    shard = shard_from(value, "add_shard")
    if shard.id in s.taken or shard.id.startswith(("home", "prize")):
        raise Bad("add_shard.id", f"{shard.id!r} is taken", "Z-13")   # Z-16 38
    s.neutral.append(shard)
    s.taken.add(shard.id)
    line(8, f"Новый нейтральный осколок: {shard.name}, размер {shard.size}, высота {shard.height}.")


def _remove_shard(s: State, change: Any, value: Any, line: Callable[[int, str], None]) -> None:
    gone = next((x for x in s.neutral if x.id == value), None)
    if gone is None:
        raise PlayError(f"{str(value)[:40]!r} is not a neutral shard", "Z-13", change)
    s.neutral.remove(gone)
    line(8, f"Нейтральный осколок убран: {gone.name}.")


def _add_source(s: State, change: Any, value: Any, line: Callable[[int, str], None]) -> None:
    from .world import Source, get_int, get_str
    if not isinstance(value, Mapping) or not isinstance(value.get("id"), str):
        raise Bad("add_source", "an object with an id")
    if any(x.id == value["id"] for x in s.sources):
        raise Bad("add_source.id", "taken", "Z-13")   # Z-16 38
    source = Source(value["id"], get_str(value, "name", "add_source", value["id"]) or value["id"],
                    get_int(value, "height", "add_source", 0) or 0,
                    get_int(value, "defence", "add_source", 0, 0) or 0)
    s.sources.append(source)
    line(8, f"Новый источник: {source.name}, высота {source.height}.")


def _add_event(s: State, change: Any, value: Any, line: Callable[[int, str], None]) -> None:
    event = event_from(value, "add_event", s.costs["max_turns"])
    if any(x.id == event.id for x in s.events):
        raise Bad("add_event.id", "taken", "Z-13")   # Z-16 38
    s.events.append(event)
    line(8, f"Новое событие: {event.name}.")


def _end_event(s: State, change: Any, value: Any, line: Callable[[int, str], None]) -> None:
    ended = next((x for x in s.events if x.id == value), None)
    if ended is None:
        raise PlayError(f"{str(value)[:40]!r} is not an event", "Z-13", change)
    s.removed.add(ended.id)
    line(8, f"Событие окончено: {ended.name}.")


def _add_artifact(s: State, change: Any, value: Any, line: Callable[[int, str], None]) -> None:
    art = artifact_from(value, "add_artifact", max(s.players))
    if any(x.id == art.id for x in s.artifacts):
        raise Bad("add_artifact.id", "taken", "Z-13")   # Z-16 38
    s.artifacts.append(art)
    line(8, f"{s.players[art.owner].name}: новый артефакт {art.name}." if art.owner is not None
         else f"Новый артефакт: {art.name}.")


_CHANGES: dict[str, Callable[[State, Any, Any, Callable[[int, str], None]], None]] = {
    "add_shard": _add_shard, "remove_shard": _remove_shard, "add_source": _add_source,
    "add_event": _add_event, "end_event": _end_event, "add_artifact": _add_artifact}
"""Z-13: each change kind's step (its log line in phase 8)."""
