"""Random legal ЗА 31 games (Z-1 … Z-15), for the property tests and the
benchmarks: a random world (shards with and without lords, sources,
artifacts of every effect, events), random options, and orders of every
kind that the rules take (each list checked with ``why_not``).

    from bench.za31_games import random_game
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.core.game import Game  # noqa: E402
from app.core.rulesets.za31 import Adjust, ProcessTurn, SetOrders  # noqa: E402
from app.core.rulesets.za31.options import CHOICES  # noqa: E402
from app.core.rulesets.za31.tactics import HEROES, MAGIC, UNITS  # noqa: E402
from app.core.script import parse_script  # noqa: E402


def tactic(rng: random.Random) -> list[str]:
    return [rng.choice(UNITS), rng.choice(MAGIC), rng.choice(HEROES)]


def random_file(seed: int, players: int | None = None, turns: int = 20) -> dict[str, Any]:
    """A random ``za31-turns/1`` setup (no turns) whose checks all pass."""
    rng = random.Random(seed)
    n = players or rng.randint(2, 12)
    shards = []
    for i in range(rng.randint(3, 10)):
        shard: dict[str, Any] = {"id": f"s{i}", "name": f"Осколок {i}", "size": rng.randint(1, 6),
                                 "height": rng.randint(0, 4)}
        if rng.random() < 0.5:
            shard["lord"] = {"strength": rng.randint(2, 14), "tactic": tactic(rng)}
        shards.append(shard)
    sources = [{"id": f"r{i}", "name": f"Источник {i}", "height": rng.randint(0, 4), "defence": rng.randint(0, 12),
                "owner": rng.choice([None, None, rng.randint(1, n)])} for i in range(rng.randint(0, 3))]
    for source in sources:
        if source["owner"] is None:
            source.pop("owner")
    artifacts = []
    for i, effect in enumerate(("energy", "defence", "strength", "host", "defence", "strength")):
        art: dict[str, Any] = {"id": f"a{i}", "name": f"Артефакт {i}", "owner": rng.randint(1, n), "effect": effect,
                               "value": rng.randint(1, 4), "charges": rng.choice([1, 2, 3]), "recharge": rng.randint(0, 1)}
        if effect in ("defence", "strength") and i > 3:
            art["auto"] = True
            art.pop("charges")
        if effect not in ("energy",):
            art["cost"] = rng.randint(0, 2)
        artifacts.append(art)
    events = [{"id": "e0", "name": "Ярмарка", "text": "Торг идёт.", "cost": 1, "counts_as_action": True,
               "from_turn": 1, "to_turn": turns}]
    options = {k: rng.choice(v) for k, v in CHOICES.items() if rng.random() < 0.4}
    data: dict[str, Any] = {
        "format": "za31-turns/1", "rules": {"preset": "za31", "options": options}, "seed": rng.randrange(2**32),
        "world": {"format": "za31-world/1", "costs": {"max_turns": turns}, "shards": shards, "sources": sources,
                  "artifacts": artifacts, "events": events},
        "players": [{"seat": i + 1, "player": f"Владыка {i + 1}", "height": rng.randint(0, 4),
                     "shards": [{"size": 6}] + [{"size": rng.randint(1, 4)} for _ in range(rng.randint(0, 2))],
                     "tactic": {"world": tactic(rng)}} for i in range(n)],
        "turns": []}
    return data


def random_orders(rng: random.Random, game: Game, seat: int) -> list[dict[str, Any]] | None:
    """A random list for ``seat`` (None: he sends nothing); an item the rules
    refuse is dropped (checked with ``why_not``)."""
    if rng.random() < 0.1:
        return None
    state = game._play.state
    p = state.players[seat]
    if p.status == "nothing":
        return [{"do": "return"}] if rng.random() < 0.5 else []
    others = [s for s in state.in_game() if s != seat and state.players[s].status == "active"]
    candidates: list[dict[str, Any]] = []
    main = rng.random()
    if main < 0.3 and state.neutral:
        target: Any = rng.choice(state.neutral).id
        if len(state.neutral) > 1 and rng.random() < 0.2:
            target = [s.id for s in rng.sample(state.neutral, 2)]
        candidates.append({"do": "shard", "target": target, "extra": rng.randint(0, 8), "tactic": tactic(rng)})
    elif main < 0.55 and others:
        order: dict[str, Any] = {"do": "invade", "target": rng.choice(others), "extra": rng.randint(0, 10)}
        if rng.random() < 0.7:
            order["tactic"] = tactic(rng)
        candidates.append(order)
    elif main < 0.7 and state.sources:
        candidates.append({"do": "source", "target": rng.choice(state.sources).id, "extra": rng.randint(0, 8)})
    elif main < 0.75:
        candidates.append({"do": "skip"})
    elif main < 0.77:
        candidates.append({"do": "nothing"})
    elif main < 0.78:
        candidates.append({"do": "surrender"})
    if rng.random() < 0.4:
        candidates.append({"do": "defend", "energy": rng.randint(1, 6)})
    if rng.random() < 0.2:
        candidates.append({"do": "tactic", "world": tactic(rng), "after_loss": tactic(rng)})
    if rng.random() < 0.1 and state.sources:
        candidates.append({"do": "tactic", "sources": tactic(rng), "source": {state.sources[0].id: tactic(rng)}})
    for art in state.artifacts:
        if art.owner == seat and not art.auto and rng.random() < 0.4:
            item: dict[str, Any] = {"do": "artifact", "id": art.id}
            if art.effect == "host" and others:
                item["target"] = rng.choice(others)
            candidates.append(item)
    if rng.random() < 0.15:
        candidates.append({"do": "event", "id": "e0", "energy": rng.randint(0, 3)})
    orders: list[dict[str, Any]] = []
    for item in candidates:
        trial = orders + [item]
        if game.why_not(SetOrders(str(seat), trial)) is None:
            orders = trial
    return orders


def random_game(seed: int, players: int | None = None, turns: int = 20) -> tuple[dict[str, Any], Game]:
    """A random game file and its :class:`Game`, played to its end (at most ``turns``)."""
    rng = random.Random(seed)
    data = random_file(seed, players, turns)
    game = Game(parse_script(dict(data)).setup)
    while game.status != "finished":
        entry: dict[str, Any] = {"orders": {}}
        for seat in game.alive:
            orders = random_orders(rng, game, seat)
            if orders is not None:
                game.push(SetOrders(str(seat), orders))
                entry["orders"][str(seat)] = orders
        if rng.random() < 0.1 and game.alive:
            adj = {"phase": rng.choice([0, 2, 6, 8]), "seat": rng.choice(game.alive), "energy": rng.randint(-3, 3) or 1,
                   "note": "подарок"}
            if game.why_not(Adjust(adj)) is None:
                game.push(Adjust(adj))
                entry["host"] = [adj]
        if "host" in entry and game.why_not(ProcessTurn()) is not None:   # its seat leaves in the turn
            game.undo()
            entry.pop("host")
        game.push(ProcessTurn())
        data["turns"].append(entry)
    return data, game


if __name__ == "__main__":
    t0 = time.perf_counter()
    for s in range(int(sys.argv[1]) if len(sys.argv) > 1 else 20):
        d, g = random_game(s)
        out = g.result_json()
        print(s, out["status"], out["turn"], out["winners"], sum(len(t["battles"]) for t in out["turns"]))
    print(f"{time.perf_counter() - t0:.2f} s")
