"""Sport Mafia (FIIM) throughput: complete random legal games folded per
second on one core, and the cost of the host view at a night call (what the
window asks on every redraw).

    .venv/bin/python bench/fiim_replay.py [GAMES]
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.core.game import Game  # noqa: E402
from app.core.inputs import Confirm, Foul, Lift, NightAction, Speech, Vote  # noqa: E402
from app.core.rulesets.fiim import RULESET, BestMove, Night0  # noqa: E402
from app.core.setup import GameSetup  # noqa: E402


def random_game(seed: int):
    """A random legal FIIM game to its end: (setup, inputs, a night-call snapshot)."""
    rng = random.Random(seed)
    setup = GameSetup.create([(f"P{i + 1}", r) for i, r in enumerate(RULESET.deal(10, rng))], ruleset="fiim")
    game = Game(setup)
    night_at = None
    while game.step is not None and len(game.inputs) < 400:
        step, alive = game.step, game.alive
        kind = str(step.kind)
        if rng.random() < 0.03 and kind != "result":
            inp = Foul(rng.choice(alive))
        elif kind == "night0":
            inp = Night0()
        elif kind in ("speech", "justification", "farewell"):
            inp = Speech(step.seat, rng.choice(alive) if kind == "speech" and rng.random() < 0.4 else None)
        elif kind in ("vote", "revote"):
            left, counts = len(alive), {}
            for c in step.candidates[:-1]:
                counts[c] = rng.randint(0, left)
                left -= counts[c]
            inp = Vote.of(counts)
        elif kind == "lift_vote":
            inp = Lift(rng.randint(0, len(alive)))
        elif kind == "night":
            hv = game.host_view()
            night_at = night_at or list(game.inputs)
            ok = [s for s, why in hv.night_targets.items() if why is None]
            inp = NightAction(hv.night_call, rng.choice(ok) if ok and rng.random() < 0.8 else None)
        elif kind == "best_move":
            others = [s for s in alive if s != step.seat]
            inp = BestMove(tuple(rng.sample(others, 3)))
        else:
            inp = Confirm()
        if game.legal(inp):
            game.push(inp)
    return setup, list(game.inputs), night_at


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    games = [random_game(seed) for seed in range(n)]
    inputs = sum(len(i) for _, i, _ in games)
    best = float("inf")
    for _ in range(3):
        t0 = time.perf_counter()
        for setup, actions, _ in games:
            Game(setup, actions)
        best = min(best, time.perf_counter() - t0)
    print(f"{n} FIIM games, {inputs} inputs: {n / best:,.0f} games/s, {inputs / best:,.0f} inputs/s")
    nights = [(s, a) for s, _, a in games if a is not None][:200]
    views = []
    for setup, actions in nights:
        game = Game(setup, actions)
        t0 = time.perf_counter()
        game._views = None
        game.host_view()
        views.append(time.perf_counter() - t0)
    views.sort()
    print(f"host view at a night call: median {views[len(views) // 2] * 1000:.2f} ms, "
          f"worst {views[-1] * 1000:.2f} ms ({len(views)} nights)")


if __name__ == "__main__":
    main()
