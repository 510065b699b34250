"""Seating (issue #41): how long a tournament's seating takes and how good
it is, for 10×1×10, 20×2×10, 30×3×10, 50×5×10 and 100×10×10 (players ×
tables × rounds), each quality figure against its ideal and mafiaratings'
score; then re-seating after one drop-out at round 5 of 50×5×10: the time
and how many already-played games changed (goal 0).

    .venv/bin/python bench/seating.py [--seeds K]

Each size is seated with seeds 1…K (default 3); the time is the median,
the figures are the first seed's.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.core.seating import make_seating, quality, reseat  # noqa: E402

SIZES = ((10, 1, 10), (20, 2, 10), (30, 3, 10), (50, 5, 10), (100, 10, 10))


def show(plan, players, tables, gone=()) -> str:
    q = quality(plan, players, tables, gone=gone)
    parts = []
    for m in q.measures:
        found = f"{m.low}" if m.low == m.high else f"{m.low}-{m.high}"
        ideal = f"{m.ideal_low}" if m.ideal_low == m.ideal_high else f"{m.ideal_low}-{m.ideal_high}"
        parts.append(f"{m.name} {found} (ideal {ideal})")
    return "; ".join(parts) + f"; score players {q.players}, seats {q.seats}, tables {q.tables}"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seeds", type=int, default=3)
    args = parser.parse_args()
    for players, tables, rounds in SIZES:
        times, first = [], None
        for seed in range(1, args.seeds + 1):
            t0 = time.perf_counter()
            plan = make_seating(players, tables, rounds, seed=seed)
            times.append(time.perf_counter() - t0)
            first = first or plan
        print(f"{players}×{tables}×{rounds}: {statistics.median(times):.2f} s; {show(first, players, tables)}",
              flush=True)
    players, tables, rounds = 50, 5, 10
    plan = make_seating(players, tables, rounds, seed=1)
    played = plan[:4]
    t0 = time.perf_counter()
    again = reseat(players, tables, rounds, played, seed=2, gone=[17])
    took = time.perf_counter() - t0
    changed = sum(1 for r in range(4) for t in range(len(plan[r])) if again[r][t] != plan[r][t])
    print(f"re-seat 50×5×10 after player 17 leaves before round 5: {took:.2f} s; {changed} played games changed; "
          f"rounds 5-10 have {len(again[4])} tables; {show(again, players, tables, gone=[17])}")


if __name__ == "__main__":
    main()
