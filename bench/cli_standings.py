"""``python -m app standings`` as a whole process, against a bare read of
the same grouped rows by Python's own ``sqlite3`` (issue #38: a command
pays only for what it uses, ≤ 2× the bare read).

    .venv/bin/python bench/cli_standings.py DB.sqlite [--root CHECKOUT] [--runs N]

DB: e.g. ``standings-50000.sqlite`` that ``bench/standings.py DIR`` builds
(50,000 games). Each run starts a new process; the two alternate, ``N``
runs each (default 7), and the medians are printed with their ratio.
``--root``: time another checkout's command on the same file (side by
side). The file is copied first: opening it may write its WAL.

A third process is timed beside them: the floor of any command built on
SQLAlchemy, the stack's query layer. It imports SQLAlchemy, makes an engine
and runs the bare read's own SQL as text, nothing of the app; no command
that reads through SQLAlchemy can be faster than it.
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


FLOOR = r"""
import sys
from sqlalchemy import create_engine, text
engine = create_engine("sqlite:///" + sys.argv[1])
with engine.connect() as conn:
    rows = conn.execute(text("SELECT player_id, name, preset, role, winner, scheme, count(*), sum(useful_count), "
                             "sum(penalty), sum(points) FROM game_points "
                             "GROUP BY player_id, name, preset, role, winner, scheme")).all()
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
        floor = [sys.executable, "-c", FLOOR, str(db)]
        timed(command, root)                     # the first run migrates if the file is older
        app_times, bare_times, floor_times = [], [], []
        for _ in range(runs):
            app_times.append(timed(command, root))
            bare_times.append(timed(bare, root))
            floor_times.append(timed(floor, root))
    a, b, f = (statistics.median(t) for t in (app_times, bare_times, floor_times))
    print(f"{root.name}: python -m app standings {a:.2f} s (best {min(app_times):.2f}), "
          f"bare sqlite3 read {b:.2f} s (best {min(bare_times):.2f}): {a / b:.2f}x; "
          f"the same SQL through SQLAlchemy alone {f:.2f} s (best {min(floor_times):.2f}): {f / b:.2f}x")


if __name__ == "__main__":
    main()
