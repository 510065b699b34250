"""Tournament table over 500 evenings × 5 games, and the export of one evening.

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/points.py [DIR]

Builds the large database in DIR (as bench/storage.py does) unless it is
there, then times the tournament table (query + C-11 ordering) and the XLSX +
PDF export of one evening.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path[:0] = [str(Path(__file__).resolve().parents[1]), str(Path(__file__).resolve().parent)]

from PySide6.QtWidgets import QApplication  # noqa: E402

from app.core.standings import standings  # noqa: E402
from app.export.report import export_evening  # noqa: E402
from app.storage import Store  # noqa: E402
from app.storage.store import standings_rows  # noqa: E402


def main() -> None:
    app = QApplication.instance() or QApplication([])  # noqa: F841 - the PDF writer needs it
    folder = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(tempfile.mkdtemp(prefix="mafia-bench-"))
    folder.mkdir(parents=True, exist_ok=True)
    db = folder / "points.sqlite"
    if not db.exists():
        import storage as storage_bench
        storage_bench.big_database(folder)
        (folder / "big.sqlite").rename(db)
        for side in ("-wal", "-shm"):
            p = folder / f"big.sqlite{side}"
            if p.exists():
                p.rename(folder / f"points.sqlite{side}")
    store = Store.open(f"sqlite:///{db}")
    times = []
    for _ in range(5):
        t0 = time.perf_counter()
        table = standings(standings_rows(store, date_from="2000-01-01", date_to="2100-12-31"))
        times.append(time.perf_counter() - t0)
    games = sum(r.games for r in standings_rows(store)) // 10
    print(f"tournament table over {games} games ({len(table)} players): median {statistics.median(times):.3f} s, "
          f"max {max(times):.3f} s")
    evening = store.latest_evening()["id"]
    times = []
    for i in range(3):
        t0 = time.perf_counter()
        export_evening(store, evening, folder / f"export-{i}", kinds=("xlsx", "pdf"))
        times.append(time.perf_counter() - t0)
    print(f"XLSX + PDF export of one evening (5 games): median {statistics.median(times):.3f} s, max {max(times):.3f} s")


if __name__ == "__main__":
    main()
