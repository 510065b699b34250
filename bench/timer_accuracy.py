"""Speech timer accuracy on the real clock and the real Qt loop.

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/timer_accuracy.py [SECONDS]

Runs one speech of SECONDS (default 60) in the host window's timer widget and
records when each displayed value first appears. The value v (ceil of the time
left) is due the moment the time left reaches v; the lag is how late it showed.
Also reports how late the zero signal (``expired``) fired after the deadline.
While it runs, the loop is kept busy with a repaint of the whole window every
100 ms, as during a game.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 60.0
    app = QApplication.instance() or QApplication([])
    from app.core.setup import GameSetup
    from app.ui.main_window import MainWindow

    win = MainWindow()
    win.ask = lambda q: True
    win.resize(1366, 768)
    win.show()
    roles = ["civilian", "sheriff", "mafia", "civilian", "don", "doctor", "maniac"]
    win.start_game(GameSetup.create([(f"P{i}", r) for i, r in enumerate(roles)]))
    c = win.c
    c.timer.reset(seconds)
    shown: list[tuple[float, str]] = []
    label = win.timer.label
    original = label.setText

    def record(text: str) -> None:
        if not shown or shown[-1][1] != text:
            shown.append((time.monotonic(), text))
        original(text)

    label.setText = record
    fired: list[float] = []
    c.expired.connect(lambda: fired.append(time.monotonic()))
    busy = QTimer()
    busy.timeout.connect(win.repaint)
    busy.start(100)
    c.toggle_timer()
    deadline = c.timer.deadline
    QTimer.singleShot(int(seconds * 1000) + 700, app.quit)
    app.exec()
    lags = []
    for t, text in shown[1:]:
        if text.startswith("-") or text == "—":
            continue
        m, s = text.split(":")
        v = int(m) * 60 + int(s)
        lags.append(t - (deadline - v))
    worst = max(lags) * 1000
    print(f"{seconds:.0f} s speech: {len(lags)} displayed values, worst display lag {worst:.1f} ms, "
          f"mean {sum(lags) / len(lags) * 1000:.1f} ms; zero signal "
          f"{(fired[0] - deadline) * 1000:+.1f} ms after the deadline" if fired else "zero signal never fired")


if __name__ == "__main__":
    main()
