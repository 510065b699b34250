"""The frozen Linux bundle: size, start to the first painted frame, memory.

    packaging/build --package && .venv/bin/python bench/bundle.py [RUNS]

- size of dist/mafia-host on disk and of the .tar.gz download;
- start of the frozen app to its first painted frame (MAFIA_HOST_EXIT_AFTER_SHOW),
  RUNS runs (default 5) after one warm-up run, median;
- peak resident memory of `mafia-host --smoke-test` (window, projector, a
  10-player game replayed, exports), from the kernel's rusage of the child.
Runs offscreen unless DISPLAY is set; all files go to a temporary portable folder.
"""

from __future__ import annotations

import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
EXE = ROOT / "dist" / "mafia-host" / "mafia-host"


def disk_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    if not EXE.exists():
        sys.exit("build the bundle first: packaging/build --package")
    tmp = Path(tempfile.mkdtemp(prefix="mafia-host-bench-"))
    env = dict(os.environ, MAFIA_HOST_PORTABLE=str(tmp), MAFIA_HOST_NO_VOICE="1")
    if not env.get("DISPLAY"):
        env["QT_QPA_PLATFORM"] = "offscreen"
    size = disk_size(EXE.parent)
    archives = sorted((ROOT / "dist").glob("mafia-host-*-linux-*.tar.gz"))
    print(f"bundle on disk: {size / 2**20:.0f} MiB")
    if archives:
        print(f"download {archives[-1].name}: {archives[-1].stat().st_size / 2**20:.0f} MiB")
    times = []
    for i in range(runs + 1):
        t0 = time.time()
        out = subprocess.run([str(EXE)], env=dict(env, MAFIA_HOST_EXIT_AFTER_SHOW="1"),
                             capture_output=True, text=True, timeout=60).stdout
        shown = next(float(line.split()[1]) for line in out.splitlines() if line.startswith("shown-at"))
        if i:                       # the first run warms the file cache
            times.append(shown - t0)
    print(f"start to first frame over {runs} warm runs: min {min(times):.2f} s, "
          f"median {statistics.median(times):.2f} s, max {max(times):.2f} s")
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    proc = subprocess.run([str(EXE), "--smoke-test"], env=env, capture_output=True, text=True, timeout=120)
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    if proc.returncode != 0:
        sys.exit(f"smoke test failed: {proc.stderr.strip()[-300:]}")
    print(f"peak resident memory of --smoke-test (a 10-player game replayed): {max(peak, before) / 1024:.0f} MiB")


if __name__ == "__main__":
    main()
