"""The club's memory (issue #42): a full rating recompute over 2,500 and
50,000 games (goal ≤ 2 s at 50,000 on this machine) and its peak memory.
The statistics' queries are not measured yet (not built).

    .venv/bin/python bench/stats.py

The games are made up in memory: 500 players, ten a game (seven red, three
black), a seeded draw of who plays and who wins; the rating is
:func:`app.core.rating.rate` (what ``python -m app rating`` runs after
reading the games).
"""

from __future__ import annotations

import random
import sys
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.core.rating import RatedGame, RatedSeat, rate  # noqa: E402


def games(count: int, players: int = 500, seed: int = 1) -> list[RatedGame]:
    rng = random.Random(seed)
    out = []
    for g in range(count):
        table = rng.sample(range(players), 10)
        red_won = rng.random() < 0.55
        seats = tuple(RatedSeat(p, f"p{p}", "red" if i < 7 else "black", red_won == (i < 7))
                      for i, p in enumerate(table))
        out.append(RatedGame(g + 1, "club" if g % 5 else "tournament", seats))
    return out


def main() -> None:
    for count in (2_500, 50_000):
        made = games(count)
        times = []
        for _ in range(3):
            t0 = time.perf_counter()
            rate(made)
            times.append(time.perf_counter() - t0)
        tracemalloc.start()
        rate(made)
        peak = tracemalloc.get_traced_memory()[1] / 2 ** 20
        tracemalloc.stop()
        print(f"{count:>6} games: full rating recompute {min(times):.2f} s (best of 3), peak {peak:.1f} MiB "
              "above the games", flush=True)


if __name__ == "__main__":
    main()
