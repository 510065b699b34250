"""How long a command waits for a PostgreSQL server that never answers, or
refuses, end to end (issue #37: said within 5 s, in one line).

    .venv/bin/python bench/connect_limit.py [RUNS]

Listens on a loopback port and never answers (the handshake completes in
the kernel's backlog, then silence), runs ``python -m app standings --db
postgresql://…`` against it RUNS times (default 3), then against a closed
port; prints the seconds, exit code and the line on stderr.
"""

from __future__ import annotations

import socket
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    silent = socket.socket()
    silent.bind(("127.0.0.1", 0))
    silent.listen(50)
    port = silent.getsockname()[1]
    targets = [("never answers", f"postgresql://u:pw@127.0.0.1:{port}/club")] * runs + [
        ("refuses", "postgresql://u:pw@127.0.0.1:1/club")]
    for what, url in targets:
        start = time.perf_counter()
        proc = subprocess.run([sys.executable, "-m", "app", "standings", "--db", url], capture_output=True,
                              encoding="utf-8", cwd=ROOT, timeout=60)
        lines = proc.stderr.strip().splitlines()
        print(f"{time.perf_counter() - start:5.2f} s  rc {proc.returncode}  {len(lines)} line(s)  {what}: "
              f"{lines[-1][:110] if lines else ''}")
    silent.close()


if __name__ == "__main__":
    main()
