"""Cold start of `python -m app` to the window shown (first frame out).

    .venv/bin/python bench/cold_start.py [RUNS]

Runs the app RUNS times (offscreen unless DISPLAY is set) with
MAFIA_HOST_EXIT_AFTER_SHOW=1; the app prints the wall time once its first
frame has been processed. Reports min / median / max. The first run also pays
the translation compile, a new database and a cold disk cache. The app
runs in a portable folder of its own (MAFIA_HOST_PORTABLE, unless set).
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 7
    env = dict(os.environ, MAFIA_HOST_EXIT_AFTER_SHOW="1")
    # its own folder and database: an older checkout never meets a database a newer one migrated
    env.setdefault("MAFIA_HOST_PORTABLE", tempfile.mkdtemp(prefix="mafia-cold-start-"))
    if not env.get("DISPLAY"):
        env["QT_QPA_PLATFORM"] = "offscreen"
    times = []
    for _ in range(runs):
        t0 = time.time()
        out = subprocess.run([sys.executable, "-m", "app"], cwd=ROOT, env=env,
                             capture_output=True, text=True, timeout=60).stdout
        shown = next(float(line.split()[1]) for line in out.splitlines() if line.startswith("shown-at"))
        times.append(shown - t0)
    print(f"cold start to window shown over {runs} runs: min {min(times):.2f} s, "
          f"median {statistics.median(times):.2f} s, max {max(times):.2f} s")


if __name__ == "__main__":
    main()
