"""Storage on both databases: commit of one host input on SQLite (WAL,
synchronous=FULL) and on a local PostgreSQL server (a throwaway cluster,
tests/postgres.py), p50/p99; and the migration of a 2,500-game database
from the oldest schema (0001) to the newest.

    .venv/bin/python bench/storage_backends.py [COMMITS]
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "bench"), str(ROOT / "tests")]

from sqlalchemy import create_engine  # noqa: E402

from app.core.game import Game  # noqa: E402
from app.storage import Store  # noqa: E402
from common import commit_times, random_game  # noqa: E402


def report(name: str, times: list[float]) -> None:
    q = statistics.quantiles(times, n=100)
    print(f"{name}: commit of one input over {len(times)}: p50 {statistics.median(times) * 1000:.2f} ms, "
          f"p99 {q[98] * 1000:.2f} ms, max {max(times) * 1000:.2f} ms")


def migration(folder: Path, games: int = 2500) -> None:
    from alembic import command

    from app.storage.migrate import alembic_config

    path = folder / "big.sqlite"
    store = Store.open(f"sqlite:///{path}")
    evening = store.create_evening("2026-11-24", "bench")
    t0 = time.perf_counter()
    for seed in range(games):
        setup, inputs = random_game(seed)
        gid = store.import_game(evening, setup, inputs, Game(setup, inputs))
        store.release(gid)
    store.close()
    built = time.perf_counter() - t0
    engine = create_engine(f"sqlite:///{path}")     # foreign keys off: the old app's downgrades
    cfg = alembic_config()
    with engine.begin() as conn:
        cfg.attributes["connection"] = conn
        command.downgrade(cfg, "0001")
    engine.dispose()
    t0 = time.perf_counter()
    Store.open(f"sqlite:///{path}").close()
    took = time.perf_counter() - t0
    print(f"migration of {games} games from schema 0001 to the newest: {took:.2f} s "
          f"(copy aside included; building them took {built:.0f} s)")


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 500
    folder = Path(tempfile.mkdtemp(prefix="mafia-bench-"))
    report("SQLite", commit_times(f"sqlite:///{folder / 'c.sqlite'}", n))
    from postgres import Server

    server = Server()
    if server.available:
        server.start(fsync=True)
        try:
            report("PostgreSQL (local, fsync on)", commit_times(server.createdb("bench"), n))
        finally:
            server.stop()
    else:
        print("PostgreSQL: initdb/pg_ctl not installed, not measured")
    migration(folder)


if __name__ == "__main__":
    main()
