"""Projector repaint per timer update at 1920×1080 (offscreen).

    .venv/bin/python bench/projector.py [UPDATES]

Each sample: the shown second changes (fake clock moved by 1 s), the
projector updates its countdown and repaints the whole window synchronously.
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from PySide6.QtWidgets import QApplication  # noqa: E402


class Clock:
    now = 1000.0

    def __call__(self) -> float:
        return self.now


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    app = QApplication.instance() or QApplication([])
    from app.core.script import load_script
    from app.ui.controller import GameController
    from app.ui.projector import ProjectorWindow

    script = load_script((ROOT.parent / "shared" / "scenarios" / "ok4u-10-red-wins.json").read_text(encoding="utf-8"))
    clock = Clock()
    c = GameController(clock=clock)
    c.start(script.setup, script.actions[:15])
    proj = ProjectorWindow(c.projector_feed())
    proj.resize(1920, 1080)
    proj.show()
    app.processEvents()
    samples = []
    for _ in range(n):
        c.timer.reset(60)
        c.timer.start()
        for _ in range(5):
            clock.now += 1.0
            t0 = time.perf_counter()
            proj.refresh_timer()
            proj.repaint()
            samples.append((time.perf_counter() - t0) * 1000)
    samples.sort()
    print(f"{len(samples)} projector timer updates at 1920×1080: median {statistics.median(samples):.2f} ms, "
          f"p95 {samples[int(len(samples) * 0.95) - 1]:.2f} ms, max {samples[-1]:.2f} ms")


if __name__ == "__main__":
    main()
