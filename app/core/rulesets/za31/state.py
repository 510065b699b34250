"""ЗА 31's state between turns: the players (владыки) with their worlds,
the neutral shards, the sources, artifacts and events (Z-1 … Z-3), and the
setup read from a ``za31-turns/1`` script (Z-13)."""

from __future__ import annotations

import copy
import random
from dataclasses import dataclass, field
from typing import Any, Mapping

from ...errors import SetupError
from ...inputs import check_text
from ...limits import MAX_NAME, NUMBER_LIMIT
from .options import Za31Options
from .tactics import Tactic, parse_tactic
from .world import Bad, Shard, World, get_int, parse_world, shard_from

from .fileformat import FORMAT as FORMAT     # alone, so registering the game loads no engine
"""Z-13: the replay format (the ruleset registers it from here)."""

IN_GAME = ("active", "nothing")


@dataclass
class Standing:
    """Z-5.3: a player's standing tactics."""

    world: Tactic | None = None
    after_loss: Tactic | None = None
    sources: Tactic | None = None
    source: dict[str, Tactic] = field(default_factory=dict)


@dataclass
class Player:
    """A seat (Z-1.1): his world's shards (the native first), height, energy,
    defence, standing tactics, income ``bonus`` (Z-8.2), ``skips`` and
    ``silent`` in a row, ``status`` (``active``, ``nothing``,
    ``surrendered``, ``eliminated``) and when he left."""

    seat: int
    name: str
    shards: list[Shard]
    height: int
    energy: int
    defence: int
    tactic: Standing = field(default_factory=Standing)
    status: str = "active"
    bonus: int = 0
    skips: int = 0
    silent: int = 0
    out_turn: int = 0
    joined: int = 0

    @property
    def in_game(self) -> bool:
        return self.status in IN_GAME

    @property
    def size(self) -> int:
        return sum(s.size for s in self.shards) if self.in_game else 0


def tactic_order(raw: Any, where: str, source_ids: list[str]) -> Standing:
    """Z-4.3's ``tactic`` keys (world, after_loss, sources, source) in this
    order; raises :class:`Bad` citing Z-5.2 or Z-4.3."""
    if not isinstance(raw, Mapping):
        raise Bad(where, "an object with world, after_loss, sources or source", "Z-4.3")
    out = Standing()
    given = False
    for key in ("world", "after_loss", "sources"):
        value = raw.get(key)
        if value is None:
            continue
        tactic = parse_tactic(value)
        if tactic is None:
            raise Bad(f"{where}.{key}", "a tactic: unit, magic, hero", "Z-5.2")
        setattr(out, key, tactic)
        given = True
    if raw.get("source") is not None:
        entries = raw["source"]
        if not isinstance(entries, Mapping) or not entries:
            raise Bad(f"{where}.source", "a non-empty object: source id → tactic", "Z-4.3")
        for sid, value in entries.items():
            if sid not in source_ids:
                raise Bad(f"{where}.source", f"{sid!r} is not a source of the world", "Z-4.3")
            tactic = parse_tactic(value)
            if tactic is None:
                raise Bad(f"{where}.source.{sid}", "a tactic: unit, magic, hero", "Z-5.2")
            out.source[sid] = tactic
        given = True
    if not given:
        raise Bad(where, "at least one of world, after_loss, sources, source", "Z-4.3")
    return out


def native(seat: int, player: str, size: int) -> Shard:
    """Z-13: a player's native shard ``home{seat}`` «Родовой осколок ({player})»."""
    return Shard(f"home{seat}", f"Родовой осколок ({player})", size)


def new_player(world: World, seat: int, raw: Mapping[str, Any], where: str, options: Za31Options) -> Player:
    """Z-13: a seat from ``players`` or ``join``: start values, or a game
    begun elsewhere (``height``, ``energy``, ``defence``, ``shards``, ``tactic``)."""
    name = raw.get("player")
    if not isinstance(name, str) or not name.strip():
        raise Bad(f"{where}.player", "a name", "Z-13")
    try:
        check_text(name, f"{where}.player", MAX_NAME)
    except SetupError as err:
        raise Bad(f"{where}.player", err.reason, "Z-13") from None
    start = world.start
    height = get_int(raw, "height", where, start["height"], None, "Z-13")
    energy = get_int(raw, "energy", where, start["energy"], 0, "Z-13")
    defence = get_int(raw, "defence", where, start["defence"], None if options.defence_floor == "none" else 0,
                      "Z-13")
    shards = _home_shards(raw.get("shards"), seat, name, where, start["shard_size"])
    standing = Standing()
    if raw.get("tactic") is not None:
        standing = tactic_order(raw["tactic"], f"{where}.tactic", [s.id for s in world.sources])
    player = Player(seat, name, shards, int(height or 0), int(energy or 0), int(defence or 0), standing)
    return player


def _home_shards(shards_raw: Any, seat: int, name: str, where: str, size: int) -> list[Shard]:
    """His world: the native shard at start (Z-1.2), or a game begun elsewhere's ``shards``
    (the first is his native one; ids and names given where missing)."""
    if shards_raw is None:
        return [native(seat, name, size)]
    if not isinstance(shards_raw, list) or not shards_raw:
        raise Bad(f"{where}.shards", "a non-empty list of shards", "Z-13")
    shards = []
    for k, item in enumerate(shards_raw):
        sid = f"home{seat}" if k == 0 else f"home{seat}_{k + 1}"
        item = dict(item) if isinstance(item, Mapping) else item
        if isinstance(item, dict):
            if k == 0 or item.get("id") is None:
                item["id"] = sid
            if item.get("name") is None:
                item["name"] = f"Родовой осколок ({name})" if k == 0 else item["id"]
        shards.append(shard_from(item, f"{where}.shards[{k}]", lord=False, height=False))
    return shards


@dataclass
class Setup:
    """A checked ``za31-turns/1`` setup (Z-13)."""

    options: Za31Options
    seed: int
    world: World
    players: list[Player]
    raw: dict[str, Any]


def _world_raw(data: Mapping[str, Any], read: Any) -> Any:
    """``world``: the object, a file's path read by ``read``, or ``world_toml``'s text (Z-2)."""
    from .world import load_world_text

    world_raw = data.get("world")
    if world_raw is None:
        world_raw = {"format": "za31-world/1"}
    world_text = data.get("world_toml")
    if isinstance(world_text, str):
        return load_world_text(world_text, str(data.get("world_name", "world.toml")))
    if isinstance(world_raw, str):
        if read is None:
            raise SetupError(f"world: the file {world_raw[:80]!r} cannot be read here", "Z-2")
        try:
            text = read(world_raw).decode("utf-8")
        except (OSError, ValueError) as err:   # UnicodeDecodeError; the app's bounded reader (issue #37)
            raise SetupError(f"world: cannot read {world_raw[:80]!r}: "
                             f"{getattr(err, 'strerror', None) or str(err).removeprefix('cannot read: ')}",
                             "Z-2") from None
        return load_world_text(text, world_raw)
    return world_raw


def _players(world: World, players_raw: list[Any], options: Za31Options) -> list[Player]:
    """``players``: seats 1..N in order, each read by :func:`new_player` (Z-13)."""
    players = []
    try:
        for i, raw in enumerate(players_raw):
            where = f"players[{i}]"
            if not isinstance(raw, Mapping) or raw.get("seat") != i + 1 or isinstance(raw.get("seat"), bool):
                raise Bad(f"{where}.seat", f"must be {i + 1} (seats 1..N in order)", "Z-13")
            players.append(new_player(world, i + 1, raw, where, options))
    except Bad as bad:
        raise SetupError(f"{bad.where}: {bad.message}", bad.rule) from None
    return players


def read_setup(data: Mapping[str, Any], read: Any = None) -> Setup:
    """Z-13's setup checks in order: ``format``, ``rules``, the options,
    ``seed``, ``world`` (a path read by ``read``, or the object), ``players``
    (two or more), the world's items, each player, the cap. Raises
    :class:`SetupError` whose message starts with the key at fault."""
    if not isinstance(data, Mapping):
        raise SetupError("a game file must be a JSON object", "Z-13")
    if data.get("format") != FORMAT:
        raise SetupError(f"format: must be {FORMAT!r}", "Z-13")
    rules = data.get("rules")
    if rules is None:
        rules = {"preset": "za31"}
    if not isinstance(rules, Mapping) or rules.get("preset") != "za31":
        raise SetupError("rules: must be an object whose preset is 'za31'", "Z-13")
    options = Za31Options.from_dict(rules.get("options"))
    seed = data.get("seed")
    if seed is None:
        import secrets
        seed = secrets.randbelow(2**53)
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < NUMBER_LIMIT:
        raise SetupError("seed: a whole number ≥ 0", "Z-12.1")
    world_raw = _world_raw(data, read)
    players_raw = data.get("players")
    if not isinstance(players_raw, list) or len(players_raw) < 2:
        raise SetupError("players: a list of two or more players", "Z-13")
    world = parse_world(world_raw, len(players_raw))
    players = _players(world, players_raw, options)
    for i, p in enumerate(players):
        cap = world.costs["cap_factor"] * p.size
        if p.energy > cap:
            raise SetupError(f"players[{i}].energy: {p.energy} is above the cap {cap}", "Z-3.1")
    if data.get("turns") is not None and not isinstance(data.get("turns"), list):
        raise SetupError("turns: must be a list", "Z-13")
    raw_setup = {k: copy.deepcopy(v) for k, v in data.items() if k not in ("turns", "actions")}
    raw_setup["seed"] = seed
    raw_setup["world"] = copy.deepcopy(world_raw)
    raw_setup.pop("world_toml", None)
    return Setup(options, seed, world, players, raw_setup)


class State:
    """The game between turns (mutable; the fold rebuilds it on undo)."""

    def __init__(self, setup: Setup) -> None:
        self.options = setup.options
        self.world = copy.deepcopy(setup.world)
        self.costs = self.world.costs
        self.players: dict[int, Player] = {p.seat: copy.deepcopy(p) for p in setup.players}
        self.neutral: list[Shard] = self.world.shards
        self.sources = self.world.sources
        self.artifacts = self.world.artifacts
        self.events = self.world.events
        self.rng = random.Random(setup.seed)
        self.turn = 0
        self.finished = False
        self.winners: list[int] = []
        self.reason: str | None = None
        self.taken = {s.id for s in self.neutral}
        self.removed: set[str] = set()

    # ------------------------------------------------------------ reading
    def in_game(self) -> list[int]:
        return [s for s, p in sorted(self.players.items()) if p.in_game]

    def cap(self, p: Player) -> int:
        return self.costs["cap_factor"] * p.size

    def shard_income(self, shard: Shard) -> int:
        return shard.income if shard.income is not None else shard.size * self.options.income_per_size

    def source_income(self, source: Any) -> int:
        return source.income if source.income is not None else self.options.source_income

    def income(self, p: Player) -> int:
        """Z-3.2: his shards' incomes + his bonus + his sources' incomes (0 when out)."""
        if not p.in_game:
            return 0
        return (sum(self.shard_income(s) for s in p.shards) + p.bonus
                + sum(self.source_income(s) for s in self.sources if s.owner == p.seat))

    def lord_strength(self, shard: Shard) -> int:
        return shard.lord_strength if shard.lord_strength is not None else self.options.lord_per_size * shard.size

    def move(self, a: int, b: int) -> int:
        """Z-1.3: the cost of moving from height a to b."""
        if self.options.move_cost == "up":
            return max(0, b - a) * self.costs["per_height"]
        return abs(a - b) * self.costs["per_height"]

    def event_running(self, event: Any, turn: int) -> bool:
        return event.from_turn <= turn <= event.to_turn and event.id not in self.removed

    def name_of(self, target: Any) -> str:
        """A player's, shard's or source's name (Z-11.2's ``{target}``)."""
        if isinstance(target, int) and target in self.players:
            return self.players[target].name
        for shard in self.neutral:
            if shard.id == target:
                return shard.name
        for p in self.players.values():
            for shard in p.shards:
                if shard.id == target:
                    return shard.name
        for source in self.sources:
            if source.id == target:
                return source.name
        return str(target)
