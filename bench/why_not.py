"""``why_not`` at the start of a game and deep into it (issue #26).

    .venv/bin/python bench/why_not.py [ROOT]

Club game: ``why_not(Foul)`` after input 1 and after input N of the longest
random OK4U game; forum game: ``why_not(ResolveTurn)`` at the first turn
and at the last of a long 29-player game. Median of 200 calls each, in µs.
``ROOT``: the checkout to measure (default: this one), for a side-by-side run.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

ROOT = Path(sys.argv[1]).resolve() if len(sys.argv) > 1 else Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "bench"), str(Path(__file__).resolve().parent)]

from app.core.game import Game  # noqa: E402
from app.core.inputs import Foul  # noqa: E402


def median_us(fn, times: int = 200) -> float:
    samples = []
    for _ in range(times):
        t0 = time.perf_counter()
        fn()
        samples.append((time.perf_counter() - t0) * 1e6)
    return statistics.median(samples)


def main() -> None:
    from common import random_game

    setup, actions = max((random_game(seed) for seed in range(300)), key=lambda g: len(g[1]))
    first, full = Game(setup, actions[:1]), Game(setup, actions[:-2])
    seat = full.alive[0] if hasattr(full, "alive") and not callable(full.alive) else full._play.alive()[0]
    print(f"club: why_not(Foul) at input 1 {median_us(lambda: first.why_not(Foul(seat))):7.1f} µs, "
          f"at input {len(actions) - 2} {median_us(lambda: full.why_not(Foul(seat))):7.1f} µs")
    import forum_turns
    from app.core.rulesets.forum import ResolveTurn

    fsetup, finputs, first_turn = max((forum_turns.random_game(s) for s in range(20)), key=lambda g: len(g[1]))
    early = Game(fsetup, first_turn)
    cut = max(i for i, inp in enumerate(finputs) if isinstance(inp, ResolveTurn))
    late = Game(fsetup, finputs[:cut])
    print(f"forum: why_not(ResolveTurn) at input {len(first_turn)} "
          f"{median_us(lambda: early.why_not(ResolveTurn())):7.1f} µs, at input {cut} "
          f"{median_us(lambda: late.why_not(ResolveTurn())):7.1f} µs")


if __name__ == "__main__":
    main()
