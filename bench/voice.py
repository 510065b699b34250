"""Voice: event-loop stalls while speaking continuously, and speech start latency.

    .venv/bin/python bench/voice.py [SECONDS]

Runs the real Speaker (pyttsx3 + espeak-ng in its worker process) for SECONDS,
saying one phrase after another from a Qt timer, while a 1 ms Qt timer
records the longest gap of the event loop. Speech start latency is the time
from ``say()`` to the engine's "started" report (clocks of both processes are
``time.time()``).
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

PHRASES = ["Слово игроку номер 3, Анна.", "10 секунд.", "Время.", "Город засыпает.",
           "Просыпается мафия.", "Мафия засыпает.", "Город просыпается."]


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 20.0
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from app.speech import Speaker

    app = QApplication.instance() or QApplication([])
    speaker = Speaker("ru")
    gaps: list[float] = []
    last = [time.perf_counter()]
    said: list[str] = []
    idle = [True]

    def tick() -> None:
        now = time.perf_counter()
        gaps.append(now - last[0])
        last[0] = now

    def poll() -> None:
        for report in speaker.poll():
            if report[0] == "unavailable":
                print("voice unavailable:", report[1])
                app.quit()
            if report[0] == "done":
                idle[0] = True
        if idle[0] and speaker._ready:
            idle[0] = False
            said.append(speaker.say(PHRASES[len(said) % len(PHRASES)]))

    t1 = QTimer()
    t1.setInterval(1)
    t1.timeout.connect(tick)
    t2 = QTimer()
    t2.setInterval(10)
    t2.timeout.connect(poll)
    warmup = QTimer()
    warmup.setSingleShot(True)
    warmup.timeout.connect(lambda: (gaps.clear(), last.__setitem__(0, time.perf_counter())))
    t1.start()
    t2.start()
    warmup.start(1500)   # the worker's start-up is not the steady state
    QTimer.singleShot(int(seconds * 1000), app.quit)
    app.exec()
    speaker.close()
    starts = [(speaker.started_times[i] - speaker.said_at[i]) * 1000 for i in said if i in speaker.started_times]
    starts.sort()
    print(f"{len(said)} phrases in {seconds:.0f} s: longest event-loop stall {max(gaps) * 1000:.1f} ms; "
          f"speech start after say(): median {statistics.median(starts):.0f} ms, max {starts[-1]:.0f} ms")


if __name__ == "__main__":
    main()
