"""Sport Mafia standings over a distance (S-13) from stored games (issue #26).

    .venv/bin/python bench/fiim_standings.py [GAMES]

Stores GAMES (default 1,000) random complete FIIM games
(:func:`bench.fiim_replay.random_game`) in one tournament of a fresh SQLite
file, then times ``fiim_rows`` + the S-13 table, best of three: first as
stored (each game's rows kept when it was written), then with every
``kept_rows`` cleared, which is how the standings were read before: every game
replayed from its inputs.
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sqlalchemy import update  # noqa: E402

from app.core.game import Game  # noqa: E402
from app.storage import Store  # noqa: E402
from app.storage.schema import games  # noqa: E402
from app.storage.store import fiim_rows  # noqa: E402
from bench.fiim_replay import random_game  # noqa: E402


def timed(store: Store) -> tuple[float, int]:
    best, players = float("inf"), 0
    for _ in range(3):
        t0 = time.perf_counter()
        rows, options, _ = fiim_rows(store, tournament="bench")
        table = store_table(rows, options)
        best = min(best, time.perf_counter() - t0)
        players = len(table)
    return best, players


def store_table(rows, options):
    from app.core.ruleset import for_preset

    return for_preset("fiim").distance_table(rows, options)


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    with tempfile.TemporaryDirectory() as tmp:
        store = Store.open(f"sqlite:///{tmp}/fiim.sqlite")
        eid = store.create_evening("2026-11-26", tournament="bench")
        stored = 0
        for seed in range(n * 2):
            setup, inputs, _ = random_game(seed)
            game = Game(setup, inputs)
            if game.status != "finished":
                continue
            store.import_game(eid, setup, inputs, game)
            stored += 1
            if stored == n:
                break
        kept, players = timed(store)
        with store.engine.begin() as conn:
            conn.execute(update(games).values(kept_rows=None))
        replayed, _ = timed(store)
        store.close()
    print(f"{stored} finished FIIM games, {players} players")
    print(f"kept rows (now):  {kept:.3f} s")
    print(f"replayed (before): {replayed:.3f} s  ({replayed / kept:.1f}x)")


if __name__ == "__main__":
    main()
