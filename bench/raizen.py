"""Mafik Raizen timings (issue #27): resolving one phase of 12 players with
every card kind in play, and replaying a whole game, median and p99 over
random games (``bench/raizen_games.py``: random club catalogues using every
effect kind of R-4, random options, drafts and orders).

    .venv/bin/python bench/raizen.py [GAMES]     (default 1,000)

"Resolving one phase" is the busiest phase of each game (the most orders),
timed as the ResolvePhase input on a game folded up to it; "replaying" is
``Game(setup, inputs)`` of the whole game.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.core.game import Game  # noqa: E402
from bench.common import p99  # noqa: E402
from app.core.rulesets.raizen import ResolvePhase  # noqa: E402
from bench.raizen_games import random_game  # noqa: E402


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    resolve_ms: list[float] = []
    replay_ms: list[float] = []
    phases: list[int] = []
    inputs: list[int] = []
    for seed in range(n):
        data, game = random_game(seed, players=12)
        steps = list(game.inputs)
        ends = [i for i, inp in enumerate(steps) if isinstance(inp, ResolvePhase)]
        busiest, start = max(((end - prev - 1, end) for prev, end in zip([-1] + ends, ends)), default=(0, 0))
        before = Game(game.setup, steps[:start])
        t0 = time.perf_counter()
        before.push(steps[start])
        resolve_ms.append((time.perf_counter() - t0) * 1000)
        t0 = time.perf_counter()
        Game(game.setup, steps)
        replay_ms.append((time.perf_counter() - t0) * 1000)
        phases.append(len(data["phases"]))
        inputs.append(len(steps))
    print(f"{n} random games of 12 players: {statistics.median(phases):.0f} phases, "
          f"{statistics.median(inputs):.0f} inputs (medians)")
    print(f"resolve the busiest phase: median {statistics.median(resolve_ms):.3f} ms, p99 {p99(resolve_ms):.3f} ms")
    print(f"replay the whole game:     median {statistics.median(replay_ms):.2f} ms, p99 {p99(replay_ms):.2f} ms")


if __name__ == "__main__":
    main()
