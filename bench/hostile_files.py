"""How long each hostile club file takes to be refused (issue #37: within 1 s).

    .venv/bin/python bench/hostile_files.py [--import]

Writes every case of ``tests/hostile_club_files.py`` into a temporary
folder and times ``python -m app replay`` on it (``--import``: ``python -m
app import`` into a fresh SQLite file), as the host would run it; also the
time of ``python -m app replay`` on R-15's example, the interpreter's and
the app's own start-up, to read the rest against. Prints one row per case:
seconds, exit code, and the line on stderr.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from tests.hostile_club_files import cases, write_case  # noqa: E402
from tests.raizen_helpers import EXAMPLE  # noqa: E402


def timed(args: list[str]) -> tuple[float, subprocess.CompletedProcess[str]]:
    start = time.perf_counter()
    proc = subprocess.run([sys.executable, "-m", "app", *args], capture_output=True, encoding="utf-8",
                          cwd=ROOT, timeout=120)
    return time.perf_counter() - start, proc


def main() -> None:
    use_import = "--import" in sys.argv
    with tempfile.TemporaryDirectory(prefix="mafia-hostile-") as tmp:
        base = Path(tmp) / "example"
        base.mkdir()
        (base / "game.json").write_text(json.dumps(EXAMPLE, ensure_ascii=False), encoding="utf-8")
        seconds, proc = timed(["replay", str(base / "game.json")])
        print(f"{seconds:6.2f} s  rc {proc.returncode}  (R-15's example, accepted: the start-up to read against)")
        worst = 0.0
        for i, (name, make, _why) in enumerate(cases()):
            folder = Path(tmp) / f"case{i}"
            folder.mkdir()
            path = write_case(folder, make)
            args = (["import", "--db", f"sqlite:///{folder / 'club.sqlite'}", str(path)] if use_import
                    else ["replay", str(path)])
            seconds, proc = timed(args)
            worst = max(worst, seconds)
            line = proc.stderr.strip().splitlines()
            text = (line[-1] if line else "")[len(str(path)) + 2:][:90]
            print(f"{seconds:6.2f} s  rc {proc.returncode}  {name}: {text}")
        print(f"slowest: {worst:.2f} s")


if __name__ == "__main__":
    main()
