"""Replay throughput: complete 10-player games per second on one core.

    .venv/bin/python bench/replay.py [GAMES]

Generates GAMES random legal games (seeded), then times folding each one from
its input list (what `python -m app replay` and undo do).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from app.core.game import Game  # noqa: E402
from common import random_game  # noqa: E402


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    games = [random_game(seed) for seed in range(n)]
    inputs = sum(len(i) for _, i in games)
    best = float("inf")
    for _ in range(3):
        t0 = time.perf_counter()
        for setup, actions in games:
            game = Game(setup, actions)
            assert game.status == "finished"
        best = min(best, time.perf_counter() - t0)
    print(f"replayed {n} complete 10-player games ({inputs / n:.1f} inputs each) "
          f"in {best:.3f} s: {n / best:,.0f} games/s")


if __name__ == "__main__":
    main()
