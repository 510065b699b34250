"""Storage numbers: commit latency with fsync, start-up and player search on a
large database (500 evenings × 5 games).

    .venv/bin/python bench/storage.py [DIR]

Builds the databases in DIR (default: a temp folder), then reports: commit of
one host input (p50/p99), cold start of the window on the large database,
and player search per keystroke.
"""

from __future__ import annotations

import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(Path(__file__).resolve().parent)]

from app.core.game import Game  # noqa: E402
from app.core.setup import GameSetup  # noqa: E402
from app.storage import Store  # noqa: E402
from common import commit_times, random_game  # noqa: E402

FIRST = ["Александр", "Алексей", "Анна", "Анастасия", "Борис", "Вера", "Виктор", "Глеб", "Дарья", "Дина",
         "Егор", "Елена", "Жанна", "Зоя", "Иван", "Илья", "Кира", "Мария", "Никита", "Ольга"]
LAST = ["Иванов", "Петров", "Сидоров", "Смирнов", "Кузнецов", "Попов", "Волков", "Соколов", "Лебедев",
        "Козлов", "Новиков", "Морозов", "Павлов", "Семёнов", "Голубев", "Виноградов", "Богданов",
        "Воробьёв", "Фёдоров", "Михайлов"]


def named(setup: GameSetup, names: list[str]) -> GameSetup:
    return GameSetup.create([(n, s.role) for n, s in zip(names, setup.seats)], preset=setup.preset)


def commit_latency(folder: Path) -> list[float]:
    """Milliseconds per committed input, sorted."""
    return sorted(t * 1000 for t in commit_times(f"sqlite:///{folder / 'commit.sqlite'}", 1000))


def big_database(folder: Path) -> str:
    url = f"sqlite:///{folder / 'big.sqlite'}"
    store = Store.open(url)
    rng = random.Random(7)
    pool = [f"{f} {l}" for f in FIRST for l in LAST]
    t0 = time.perf_counter()
    for e in range(500):
        evening = store.create_evening(f"2024-{1 + e % 12:02d}-{1 + e % 28:02d}", "OK4U", "1", "bench")
        for g in range(5):
            setup, inputs = random_game(e * 5 + g)
            setup = named(setup, rng.sample(pool, setup.players))
            store.import_game(evening, setup, inputs, Game(setup, inputs))
    store.close()
    print(f"built 500 evenings × 5 games in {time.perf_counter() - t0:.0f} s")
    return url


def cold_start(url: str, runs: int = 5) -> list[float]:
    env = dict(os.environ, MAFIA_HOST_EXIT_AFTER_SHOW="1", MAFIA_HOST_NO_VOICE="1")
    if not env.get("DISPLAY"):
        env["QT_QPA_PLATFORM"] = "offscreen"
    out = []
    for _ in range(runs):
        t0 = time.time()
        stdout = subprocess.run([sys.executable, "-m", "app", "--db", url], cwd=ROOT, env=env,
                                capture_output=True, text=True, timeout=120).stdout
        shown = next(float(x.split()[1]) for x in stdout.splitlines() if x.startswith("shown-at"))
        out.append(shown - t0)
    return out


def search_latency(url: str) -> list[float]:
    store = Store.open(url)
    samples = []
    for word in ("Александр Смирнов", "Анна Петрова", "Глеб", "Ольга Михайлова", "Зоя В"):
        for i in range(1, len(word) + 1):
            t0 = time.perf_counter()
            store.search_players(word[:i])
            samples.append((time.perf_counter() - t0) * 1000)
    store.close()
    return sorted(samples)


def main() -> None:
    folder = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(tempfile.mkdtemp(prefix="mafia-bench-"))
    folder.mkdir(parents=True, exist_ok=True)
    c = commit_latency(folder)
    print(f"commit of one host input (SQLite, WAL, synchronous=FULL), {len(c)} commits: "
          f"p50 {statistics.median(c):.2f} ms, p99 {c[int(len(c) * 0.99) - 1]:.2f} ms, max {c[-1]:.2f} ms")
    url = big_database(folder)
    s = cold_start(url)
    print(f"cold start with 2,500 stored games: median {statistics.median(s):.2f} s, max {max(s):.2f} s")
    q = search_latency(url)
    print(f"player search per keystroke ({len(q)} keystrokes, 400 players): median {statistics.median(q):.2f} ms, "
          f"max {q[-1]:.2f} ms")


if __name__ == "__main__":
    main()
