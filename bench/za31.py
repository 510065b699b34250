"""ЗА 31 timings (issue #28): processing one turn of 12 players, and
replaying a whole 20-turn game, median and p99 over random games
(``bench/za31_games.py``: random worlds, options and orders of every kind;
artifacts of every effect and an event in every game).

    .venv/bin/python bench/za31.py [GAMES]      (default 1,000)

"One turn" is each game's turn with the most battles, timed as the
ProcessTurn input on a game folded up to it; "replaying" is
``Game(setup, inputs)`` of the whole game.
"""

from __future__ import annotations

import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.core.game import Game  # noqa: E402
from bench.common import p99  # noqa: E402
from app.core.rulesets.za31 import ProcessTurn  # noqa: E402
from bench.za31_games import random_game  # noqa: E402


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    turn_ms: list[float] = []
    replay_ms: list[float] = []
    battles: list[int] = []
    kinds: Counter[str] = Counter()
    for seed in range(n):
        data, game = random_game(seed, players=12)
        out = game.result_json()
        for entry in data["turns"]:
            for orders in entry.get("orders", {}).values():
                kinds.update(o["do"] for o in orders)
        busiest = max(range(len(out["turns"])), key=lambda i: len(out["turns"][i]["battles"]))
        battles.append(len(out["turns"][busiest]["battles"]))
        steps = list(game.inputs)
        ends = [i for i, inp in enumerate(steps) if isinstance(inp, ProcessTurn)]
        before = Game(game.setup, steps[:ends[busiest]])
        t0 = time.perf_counter()
        before.push(steps[ends[busiest]])
        turn_ms.append((time.perf_counter() - t0) * 1000)
        t0 = time.perf_counter()
        Game(game.setup, steps)
        replay_ms.append((time.perf_counter() - t0) * 1000)
    print(f"{n} random games of 12 players, 20 turns; order kinds used: {dict(sorted(kinds.items()))}")
    print(f"the busiest turn: median {statistics.median(battles):.0f} battles")
    print(f"process one turn:      median {statistics.median(turn_ms):.3f} ms, p99 {p99(turn_ms):.3f} ms")
    print(f"replay a 20-turn game: median {statistics.median(replay_ms):.2f} ms, p99 {p99(replay_ms):.2f} ms")


if __name__ == "__main__":
    main()
