"""Votes read from a thread (issue #43): a thousand-post thread of each
engine's saved page (and a plain paste) read into posts and proposals
(goal < 1 s on this machine), p50 of 5 runs.

    .venv/bin/python bench/thread.py

The pages are the tests' (tests/test_thread.py): each post a vote line, a
quote of another's vote in one post of three, ten players.
"""

from __future__ import annotations

import statistics
import sys
import time
from datetime import datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from app.service.thread import propose_votes, read_posts  # noqa: E402
from test_thread import invision, phpbb, plain, smf, vbulletin, xenforo  # noqa: E402

PLAYERS = {i: name for i, name in enumerate(("Анна", "Борис", "Вера", "Глеб", "Дина", "Егор", "Жанна", "Зоя",
                                              "Илья", "Кира"), 1)}


def thread(count: int) -> list:
    return [(PLAYERS[1 + i % 10], datetime(2026, 11, 28, 10 + (i // 60) % 10, i % 60),
             f"Думаю так. голосую за {PLAYERS[1 + (i * 7) % 10]}а, потому что", "голос: Вера" if i % 3 == 0 else None)
            for i in range(count)]


def main() -> None:
    posts = thread(1000)
    for engine in (phpbb, vbulletin, invision, smf, xenforo, plain):
        page = engine(posts)
        times = []
        for _ in range(5):
            t0 = time.perf_counter()
            read, _ = read_posts(page)
            rows = propose_votes(read, PLAYERS, datetime(2026, 11, 28, 23, 0))
            times.append(time.perf_counter() - t0)
        print(f"{engine.__name__:<10} 1,000 posts ({len(page) / 2 ** 20:.1f} MiB): {len(read)} posts, "
              f"{sum(r.problem is None for r in rows)} proposed, p50 {statistics.median(times):.3f} s", flush=True)


if __name__ == "__main__":
    main()
