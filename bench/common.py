"""Shared helpers for the benchmarks: random complete games from a seed."""

from __future__ import annotations

import random

from app.core.game import Game
from app.core.inputs import Confirm, Lift, Night, Speech, Vote
from app.core.rulesets.ok4u.roles import deal
from app.core.setup import GameSetup


def random_game(seed: int, players: int = 10):
    """Play a random legal game to the end; returns (setup, inputs)."""
    rng = random.Random(seed)
    setup = GameSetup.create([(f"P{i + 1}", r) for i, r in enumerate(deal(players, rng))])
    game = Game(setup)
    while game.step is not None:
        step = game.step
        alive = game.alive
        if step.kind in ("speech", "justification", "farewell"):
            nominate = None
            if step.kind == "speech" and step.day >= 2 and rng.random() < 0.4:
                target = rng.choice(alive)
                if game.legal(Speech(step.seat, target)):
                    nominate = target
            inp = Speech(step.seat, nominate)
        elif step.kind in ("vote", "revote"):
            budget, counts = len(alive), {}
            for c in step.candidates:
                counts[c] = rng.randint(0, budget)
                budget -= counts[c]
            inp = Vote.of(counts)
        elif step.kind == "lift_vote":
            inp = Lift(rng.randint(0, len(alive)))
        elif step.kind == "night":
            acts = {}
            for role in ("mafia", "don", "sheriff", "maniac", "doctor", "beauty"):
                if (role in game.host_view().night_acting):
                    ok = [s for s in alive if game.legal(Night(**{role: s}))]
                    if ok:
                        acts[role] = rng.choice(ok)
            inp = Night(**acts)
        else:
            inp = Confirm()
        game.push(inp)
    return setup, game.inputs


def commit_times(url: str, inputs: int) -> list[float]:
    """Seconds to commit each of ``inputs`` host inputs of random games to
    the database at ``url`` (one transaction each, as the window does)."""
    import time

    from app.storage import Store

    store = Store.open(url)
    evening = store.create_evening("2026-11-24", "bench")
    times: list[float] = []
    seed = 0
    while len(times) < inputs:
        setup, moves = random_game(seed)
        seed += 1
        gid = store.start_game(evening, setup)
        game = Game(setup)
        for inp in moves:
            game.push(inp)
            t0 = time.perf_counter()
            store.record(gid, "input", inp, game)
            times.append(time.perf_counter() - t0)
    store.close()
    return times[:inputs]


def p99(values: list[float]) -> float:
    """The 99th percentile of ``values`` (the nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
