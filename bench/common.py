"""Shared helpers for the benchmarks: random complete games from a seed."""

from __future__ import annotations

import random

from app.core.game import Game
from app.core.inputs import Confirm, Lift, Night, Speech, Vote
from app.core.roles import deal
from app.core.setup import GameSetup


def random_game(seed: int, players: int = 10):
    """Play a random legal game to the end; returns (setup, inputs)."""
    rng = random.Random(seed)
    setup = GameSetup.create([(f"P{i + 1}", r) for i, r in enumerate(deal(players, rng))])
    game = Game(setup)
    while game.step is not None:
        step = game.step
        alive = sorted(game.state.alive)
        if step.kind in ("speech", "justification", "farewell"):
            nominate = None
            if step.kind == "speech" and step.day >= 2 and rng.random() < 0.4:
                target = rng.choice(alive)
                if game.nomination_error(target) is None:
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
                if game.acts_tonight(role):
                    ok = [s for s, why in game.night_choices(role).items() if why is None]
                    if ok:
                        acts[role] = rng.choice(ok)
            inp = Night(**acts)
        else:
            inp = Confirm()
        game.push(inp)
    return setup, game.inputs
