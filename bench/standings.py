"""Club standings over 2,500 and 50,000 finished games (issue #26).

    .venv/bin/python bench/standings.py [DIR] [--root CHECKOUT]

Builds DIR/standings-2500.sqlite as bench/storage.py does (500 evenings × 5
games, about a minute, once), and DIR/standings-50000.sqlite from it: the
same games copied 20 times with new ids (SQL, seconds). Then times the
standings the CLI prints (``standings_rows`` and the C-11 ordering) on each,
best of three, and the peak memory of the 50,000 run. ``--root``: measure
another checkout on the same files (a side-by-side run).
"""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parents[1]
COPIES = 20

MEASURE = r"""
import json, resource, sys, time
sys.path.insert(0, sys.argv[1])
from app.core.standings import standings
from app.storage import Store
from app.storage.store import standings_rows
store = Store.open("sqlite:///" + sys.argv[2])
best = float("inf")
for _ in range(3):
    t0 = time.perf_counter()
    table = standings(standings_rows(store))
    best = min(best, time.perf_counter() - t0)
print(json.dumps({"seconds": best, "players": len(table),
                  "peak_mib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}))
"""


def build(folder: Path) -> tuple[Path, Path]:
    small, big = folder / "standings-2500.sqlite", folder / "standings-50000.sqlite"
    if not small.exists():
        sys.path[:0] = [str(HERE), str(HERE / "bench")]
        import storage as storage_bench

        storage_bench.big_database(folder)
        (folder / "big.sqlite").rename(small)
    if not big.exists():
        con = sqlite3.connect(small)
        con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        con.close()
        big.write_bytes(small.read_bytes())
        con = sqlite3.connect(big)
        step = con.execute("SELECT max(id) FROM games").fetchone()[0]
        estep = con.execute("SELECT max(id) FROM evenings").fetchone()[0]
        cols = {t: [r[1] for r in con.execute(f"PRAGMA table_info({t})")] for t in
                ("evenings", "games", "game_seats", "game_points", "game_events")}
        for k in range(1, COPIES):
            def copy(table: str, shift: dict[str, str]) -> None:
                names = cols[table]
                exprs = [shift.get(c, c) for c in names]
                con.execute(f"INSERT INTO {table} ({', '.join(names)}) SELECT {', '.join(exprs)} FROM {table} "
                            f"WHERE {'id' if table in ('evenings', 'games') else 'game_id'} <= "
                            f"{estep if table == 'evenings' else step}")
            copy("evenings", {"id": f"id + {k * estep}"})
            copy("games", {"id": f"id + {k * step}", "evening_id": f"evening_id + {k * estep}",
                           "lease_owner": "NULL"})
            for table in ("game_seats", "game_points"):
                shift = {"game_id": f"game_id + {k * step}"}
                if "id" in cols[table]:
                    shift["id"] = "NULL"
                copy(table, shift)
        con.commit()
        con.close()
    return small, big


def measure(root: Path, db: Path) -> dict:
    out = subprocess.run([sys.executable, "-c", MEASURE, str(root), str(db)], check=True, capture_output=True,
                         text=True, cwd=root).stdout
    return json.loads(out.strip().splitlines()[-1])


def main() -> None:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    root = HERE
    if "--root" in sys.argv:
        root = Path(sys.argv[sys.argv.index("--root") + 1]).resolve()
        args = [a for a in args if Path(a).resolve() != root]
    folder = Path(args[0]) if args else Path(tempfile.mkdtemp(prefix="mafia-standings-"))
    folder.mkdir(parents=True, exist_ok=True)
    small, big = build(folder)
    for label, db in (("2,500", small), ("50,000", big)):
        r = measure(root, db)
        print(f"{root.name}: standings over {label} games ({r['players']} players): {r['seconds']:.3f} s, "
              f"peak {r['peak_mib']:.0f} MiB")


if __name__ == "__main__":
    main()
