"""The world file ``za31-world/1`` (Z-2): neutral shards with their lords,
sources with their guardians, artifacts and events, the start values and
the costs; read whole (TOML or JSON), every error naming its key
(``world.shards[1].size``) and Z-2."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from typing import Any, Mapping

from ...errors import AS_WRITTEN, Reason, ScriptError, SetupError
from .reasons import ENGLISH
from ...limits import MAX_CLUB_FILE_BYTES, MAX_NAME, MAX_TEXT, check_tree, parse_toml, text_problem
from .tactics import Tactic, parse_tactic

EFFECTS = ("energy", "defence", "strength", "host")
RESERVED = ("home", "prize")
"""Z-2: shard ids the app makes (a native shard, a prize)."""


class Bad(Exception):
    """A bad value at ``where`` (turned into a :class:`SetupError` citing the rule)."""

    def __init__(self, where: str, message: str | Reason, rule: str = "Z-2") -> None:
        why = message if isinstance(message, Reason) else Reason(AS_WRITTEN, text=message)
        text = why.text(ENGLISH)
        super().__init__(f"{where}: {text}")
        self.where, self.message, self.rule, self.why = where, text, rule, why


def whole(value: Any) -> bool:
    """Z-13: a whole number is a JSON number without fraction (not ``7.0``, ``"7"``, ``true``)."""
    return isinstance(value, int) and not isinstance(value, bool)


def get_int(obj: Mapping[str, Any], key: str, where: str, default: int | None, low: int | None = None,
            rule: str = "Z-2") -> int | None:
    value = obj.get(key)
    if value is None:
        return default
    if not whole(value) or (low is not None and value < low):
        raise Bad(f"{where}.{key}", "a whole number" + (f" ≥ {low}" if low is not None else ""), rule)
    return int(value)


def get_str(obj: Mapping[str, Any], key: str, where: str, default: str | None) -> str | None:
    value = obj.get(key)
    if value is None:
        return default
    if not isinstance(value, str):
        raise Bad(f"{where}.{key}", "a text")
    problem = text_problem(value, MAX_NAME if key in ("id", "name") else MAX_TEXT)
    if problem is not None:   # issue #37: a name as every store can hold it
        raise Bad(f"{where}.{key}", problem)
    return value


def get_texts(obj: Mapping[str, Any], key: str, where: str) -> tuple[str, ...]:
    value = obj.get(key)
    if value is None:
        return ()
    if not isinstance(value, list) or any(not isinstance(v, str) for v in value):
        raise Bad(f"{where}.{key}", "a list of texts")
    return tuple(value)


def get_bool(obj: Mapping[str, Any], key: str, where: str, default: bool) -> bool:
    value = obj.get(key)
    if value is None:
        return default
    if not isinstance(value, bool):
        raise Bad(f"{where}.{key}", "true or false")
    return value


@dataclass
class Shard:
    """A shard (Z-1.2): its ``income`` None = size × ``income_per_size``;
    a neutral one's ``height`` and lord (``lord_strength`` None = ``lord_per_size`` × size,
    ``lord_tactic`` None = drawn)."""

    id: str
    name: str
    size: int
    height: int = 0
    income: int | None = None
    lord_strength: int | None = None
    lord_tactic: Tactic | None = None
    population: int = 0
    buildings: tuple[str, ...] = ()
    secrets: tuple[str, ...] = ()
    note: str = ""


@dataclass
class Source:
    """A source (Z-1.5): ``tactic`` is its guardian's (used while neutral)."""

    id: str
    name: str
    height: int = 0
    defence: int = 0
    tactic: Tactic | None = None
    owner: int | None = None
    income: int | None = None
    note: str = ""


@dataclass
class Artifact:
    """An artifact (Z-2): ``charges`` None = unlimited."""

    id: str
    name: str
    owner: int | None = None
    effect: str = "host"
    value: int = 0
    auto: bool = False
    charges: int | None = None
    max_charges: int | None = None
    recharge: int = 0
    cost: int = 0


@dataclass
class Event:
    """An event (Z-2), running from ``from_turn`` to ``to_turn``."""

    id: str
    name: str
    text: str = ""
    from_turn: int = 1
    to_turn: int = 20
    cost: int = 0
    counts_as_action: bool = False


@dataclass
class World:
    """A checked world file (Z-2)."""

    start: dict[str, int] = field(default_factory=lambda: {"shard_size": 6, "energy": 10, "defence": 32,
                                                           "height": 0})
    costs: dict[str, int] = field(default_factory=lambda: {"invade_fee": 4, "per_height": 1, "cap_factor": 4,
                                                           "max_turns": 20, "prize_size": 2})
    shards: list[Shard] = field(default_factory=list)
    sources: list[Source] = field(default_factory=list)
    artifacts: list[Artifact] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)


def load_world_text(text: str, name: str) -> Any:
    """A world file's text as TOML (``.toml``) or JSON, bounded as every
    club file is (:func:`~app.core.limits.check_tree`: depth, entries,
    numbers, texts; at most :data:`~app.core.limits.MAX_CLUB_FILE_BYTES`);
    raises :class:`SetupError` (``world``, Z-2)."""
    from ...jsonio import loads_json

    if len(text) > MAX_CLUB_FILE_BYTES:
        raise SetupError(f"world: cannot be read: larger than {MAX_CLUB_FILE_BYTES // 2**20} MB", "Z-2")
    try:
        if name.lower().endswith(".json") or text.lstrip().startswith("{"):
            data = loads_json(text)
            check_tree(data)
            return data
        return parse_toml(text)
    except ScriptError as err:
        raise SetupError(f"world: cannot be read: {str(err).removeprefix('not a game script: ')}", "Z-2") from None
    except (ValueError, tomllib.TOMLDecodeError) as err:   # TooLarge included
        raise SetupError(f"world: cannot be read: {err}", "Z-2") from None


def shard_from(raw: Any, where: str, lord: bool = True, height: bool = True) -> Shard:
    """Z-2's ``[[shards]]`` keys in their table order (a player's shards have no height or lord)."""
    if not isinstance(raw, Mapping):
        raise Bad(where, "an object")
    sid = get_str(raw, "id", where, None)
    if sid is None or not sid:
        raise Bad(f"{where}.id", "required")
    name = get_str(raw, "name", where, sid) or sid
    size = get_int(raw, "size", where, None, 1)
    if size is None:
        raise Bad(f"{where}.size", "required, a whole number ≥ 1")
    h = get_int(raw, "height", where, 0) if height else 0
    income = get_int(raw, "income", where, None, 0)
    strength: int | None = None
    tactic: Tactic | None = None
    if lord and raw.get("lord") is not None:
        lord_raw = raw["lord"]
        if not isinstance(lord_raw, Mapping):
            raise Bad(f"{where}.lord", "an object {strength, tactic}")
        strength = get_int(lord_raw, "strength", f"{where}.lord", None, 0)
        if lord_raw.get("tactic") is not None:
            tactic = parse_tactic(lord_raw["tactic"])
            if tactic is None:
                raise Bad(f"{where}.lord.tactic", "a tactic: unit, magic, hero", "Z-5.2")
    population = get_int(raw, "population", where, 0, 0) or 0
    return Shard(sid, name, size, h or 0, income, strength, tactic, population, get_texts(raw, "buildings", where),
                 get_texts(raw, "secrets", where), get_str(raw, "note", where, "") or "")


def parse_world(raw: Any, players: int) -> World:
    """Check a world object whole (Z-2) for a game of ``players`` seats; raises
    :class:`SetupError` naming the key (``world.shards[1].size``)."""
    try:
        check_tree(raw, "world")    # issue #37: depth, entries, numbers and texts first
        return _parse(raw, players)
    except Bad as bad:
        raise SetupError(f"{bad.where}: {bad.message}", bad.rule) from None
    except ValueError as err:       # TooLarge
        raise SetupError(str(err), "Z-2") from None


def _parse(raw: Any, players: int) -> World:
    """Z-2: the world's object, each key checked in the file's order; raises :class:`Bad`."""
    if not isinstance(raw, Mapping):
        raise Bad("world", "an object (or a file's path)")
    if raw.get("format", "za31-world/1") != "za31-world/1":
        raise Bad("world.format", "must be za31-world/1")
    world = World()
    _settings(raw, world)
    for kind in ("shards", "sources", "artifacts", "events"):
        if raw.get(kind) is not None and not isinstance(raw[kind], list):
            raise Bad(f"world.{kind}", "a list")
    seen: dict[str, set[str]] = {}

    def unique(kind: str, item_id: str, where: str) -> None:
        ids = seen.setdefault(kind, set())
        if item_id in ids:
            raise Bad(f"{where}.id", f"{item_id!r} is given twice")
        if kind == "shards" and item_id.startswith(RESERVED):
            raise Bad(f"{where}.id", f"{item_id!r}: ids beginning home or prize are the app's")
        ids.add(item_id)

    for i, item in enumerate(raw.get("shards") or []):
        where = f"world.shards[{i}]"
        shard = shard_from(item, where)
        unique("shards", shard.id, where)
        world.shards.append(shard)
    for i, item in enumerate(raw.get("sources") or []):
        where = f"world.sources[{i}]"
        source = _source_from(item, where, players)
        unique("sources", source.id, where)
        world.sources.append(source)
    for i, item in enumerate(raw.get("artifacts") or []):
        where = f"world.artifacts[{i}]"
        world.artifacts.append(artifact_from(item, where, players))
        unique("artifacts", world.artifacts[-1].id, where)
    for i, item in enumerate(raw.get("events") or []):
        where = f"world.events[{i}]"
        world.events.append(event_from(item, where, world.costs["max_turns"]))
        unique("events", world.events[-1].id, where)
    return world


def _settings(raw: Mapping[str, Any], world: World) -> None:
    """``start`` and ``costs``: whole numbers over the defaults (counts and turns at least 1)."""
    for table, target in (("start", world.start), ("costs", world.costs)):
        values = raw.get(table)
        if values is None:
            continue
        if not isinstance(values, Mapping):
            raise Bad(f"world.{table}", "an object")
        for key in list(target):
            low = None if key == "height" else (1 if key in ("cap_factor", "max_turns", "shard_size", "prize_size")
                                                else 0)
            got = get_int(values, key, f"world.{table}", target[key], low)
            target[key] = int(got if got is not None else target[key])


def _source_from(item: Any, where: str, players: int) -> Source:
    """A ``[[sources]]`` entry (Z-1.5, Z-2): id, name, height, defence, tactic, owner, income, note."""
    if not isinstance(item, Mapping):
        raise Bad(where, "an object")
    sid = get_str(item, "id", where, None)
    if not sid:
        raise Bad(f"{where}.id", "required")
    name = get_str(item, "name", where, sid) or sid
    h = get_int(item, "height", where, 0) or 0
    defence = get_int(item, "defence", where, 0, 0) or 0
    tactic = None
    if item.get("tactic") is not None:
        tactic = parse_tactic(item["tactic"])
        if tactic is None:
            raise Bad(f"{where}.tactic", "a tactic: unit, magic, hero", "Z-5.2")
    owner = get_int(item, "owner", where, None, 1)
    if owner is not None and owner > players:
        raise Bad(f"{where}.owner", f"seat {owner} is not at the table")
    income = get_int(item, "income", where, None, 0)
    return Source(sid, name, h, defence, tactic, owner, income, get_str(item, "note", where, "") or "")


def artifact_from(item: Any, where: str, players: int) -> Artifact:
    if not isinstance(item, Mapping):
        raise Bad(where, "an object")
    aid = get_str(item, "id", where, None)
    if not aid:
        raise Bad(f"{where}.id", "required")
    name = get_str(item, "name", where, aid) or aid
    owner = get_int(item, "owner", where, None, 1)
    if owner is not None and owner > players:
        raise Bad(f"{where}.owner", f"seat {owner} is not at the table")
    effect = get_str(item, "effect", where, "host")
    if effect not in EFFECTS:
        raise Bad(f"{where}.effect", f"one of {', '.join(EFFECTS)}")
    value = get_int(item, "value", where, 0, 0) or 0
    auto = get_bool(item, "auto", where, False)
    if auto and effect not in ("defence", "strength"):
        raise Bad(f"{where}.auto", "only a defence or strength artifact acts by itself")
    charges = get_int(item, "charges", where, None, 0)
    max_charges = get_int(item, "max_charges", where, charges, 0)
    recharge = get_int(item, "recharge", where, 0, 0) or 0
    cost = get_int(item, "cost", where, 0, 0) or 0
    if effect == "energy" and cost:
        raise Bad(f"{where}.cost", "an energy artifact costs 0")
    return Artifact(aid, name, owner, str(effect), value, auto, charges, max_charges, recharge, cost)


def event_from(item: Any, where: str, max_turns: int) -> Event:
    if not isinstance(item, Mapping):
        raise Bad(where, "an object")
    eid = get_str(item, "id", where, None)
    if not eid:
        raise Bad(f"{where}.id", "required")
    name = get_str(item, "name", where, eid) or eid
    text = get_str(item, "text", where, "") or ""
    start = get_int(item, "from_turn", where, 1, 1) or 1
    end = get_int(item, "to_turn", where, max_turns, 1) or max_turns
    cost = get_int(item, "cost", where, 0, 0) or 0
    return Event(eid, name, text, start, end, cost, get_bool(item, "counts_as_action", where, False))
