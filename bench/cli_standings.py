"""``python -m app standings`` as a whole process, against a bare read of
the same grouped rows by Python's own ``sqlite3`` (issue #38: a command
pays only for what it uses, ≤ 2× the bare read).

    .venv/bin/python bench/cli_standings.py DB.sqlite [--root CHECKOUT] [--runs N]

DB: e.g. ``standings-50000.sqlite`` that ``bench/standings.py DIR`` builds
(50,000 games). Each run starts a new process; the two alternate, ``N``
runs each (default 7), and the medians are printed with their ratio.
``--root``: time another checkout's command on the same file (side by
side). The file is copied first: opening it may write its WAL.
"""

from __future__ import annotations

import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parents[1]

BARE = r"""
import sqlite3, sys
con = sqlite3.connect(sys.argv[1])
rows = con.execute("SELECT player_id, name, preset, role, winner, scheme, count(*), sum(useful_count), "
                   "sum(penalty), sum(points) FROM game_points "
                   "GROUP BY player_id, name, preset, role, winner, scheme").fetchall()
print(len(rows))
"""


def timed(args: list[str], cwd: Path) -> float:
    t0 = time.perf_counter()
    subprocess.run(args, check=True, capture_output=True, cwd=cwd)
    return time.perf_counter() - t0


def main() -> None:
    args = sys.argv[1:]
    root = HERE
    runs = 7
    if "--root" in args:
        i = args.index("--root")
        root = Path(args[i + 1]).resolve()
        del args[i:i + 2]
    if "--runs" in args:
        i = args.index("--runs")
        runs = int(args[i + 1])
        del args[i:i + 2]
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "club.sqlite"
        shutil.copyfile(args[0], db)
        command = [sys.executable, "-m", "app", "standings", "--db", f"sqlite:///{db}"]
        bare = [sys.executable, "-c", BARE, str(db)]
        timed(command, root)                     # the first run migrates if the file is older
        app_times, bare_times = [], []
        for _ in range(runs):
            app_times.append(timed(command, root))
            bare_times.append(timed(bare, root))
    a, b = statistics.median(app_times), statistics.median(bare_times)
    print(f"{root.name}: python -m app standings {a:.2f} s (best {min(app_times):.2f}), "
          f"bare sqlite3 read {b:.2f} s (best {min(bare_times):.2f}): {a / b:.2f}x")


if __name__ == "__main__":
    main()
