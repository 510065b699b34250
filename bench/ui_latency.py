"""Host action to repainted window: p50/p95/max over a whole game, offscreen.

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/ui_latency.py [ROUNDS] [--bare] [--full-repaint]

Plays the shared scenario through the real window ROUNDS times with key
presses and clicks; each sample is the time from sending the key/click to the
end of the host window's first repaint that shows it committed (#24, #26):
the window works on a SQLite store on the machine's normal disk with the
projector open, each sample waits until the input's write has committed (it
no longer shows as pending) and the event queue has painted what the input
changed (Qt draws only the widgets marked dirty, as a real frame does). The
projector draws the input right after the host's window (#26); the time to
the end of its repaint is printed as a second line, "the room's screen".
``--full-repaint``: the earlier measure, every widget of the window and the
projector painted again with ``repaint()``, the worst case of a frame.
``--bare``: the first measurement's setup (no store, no projector).
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from PySide6.QtCore import QEvent, QObject, Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

SCENARIO = ROOT.parent / "shared" / "scenarios" / "ok4u-10-red-wins.json"


class Painted(QObject):
    """When a window first finished a repaint that shows the input
    committed (``ends[window]``, perf_counter seconds); ``last[window]``:
    its last repaint. The windows' repaint requests are run here, the end
    timed. A repaint counts once the window was told of the input
    (``arm()``: the controller's ``changed``; a mouse press repaints the
    pressed tile before the click is an input) and while no write is
    pending (then it shows "Saving…")."""

    def __init__(self, pending) -> None:
        super().__init__()
        self.pending = pending
        self.armed = False
        self.ends: dict[int, float] = {}
        self.last: dict[int, float] = {}

    def reset(self) -> None:
        self.armed = False
        self.ends.clear()
        self.last.clear()

    def arm(self, *_args) -> None:
        self.armed = True

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.UpdateRequest:
            counts = self.armed and not self.pending()
            obj.event(event)                     # paints and flushes the window now
            self.last[id(obj)] = time.perf_counter()
            if counts and id(obj) not in self.ends:
                self.ends[id(obj)] = self.last[id(obj)]
            return True
        return False

    def end(self, window, settled: float) -> float:
        """The sample's end for ``window``: its first repaint showing the
        input committed; without one (the input changed nothing there),
        its last repaint, or the commit."""
        key = id(window)
        return self.ends.get(key, self.last.get(key, settled))


def summary(ms: list[float]) -> str:
    ms = sorted(ms)
    return (f"p50 {statistics.median(ms):.1f} ms, p95 {ms[int(len(ms) * 0.95) - 1]:.1f} ms, "
            f"max {ms[-1]:.1f} ms")


def main() -> None:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    bare = "--bare" in sys.argv
    full = "--full-repaint" in sys.argv
    rounds = int(args[0]) if args else 5
    app = QApplication.instance() or QApplication([])
    import tempfile

    from app.core.script import load_script
    from app.storage import Store
    from app.ui.controller import GameController
    from app.ui.main_window import MainWindow

    folder = Path(tempfile.mkdtemp(prefix="mafia-ui-latency-", dir=str(ROOT / "bench")))

    script = load_script(SCENARIO.read_text(encoding="utf-8"))
    raw = json.loads(SCENARIO.read_text(encoding="utf-8"))["actions"]
    samples: list[float] = []
    room: list[float] = []
    painted = Painted(lambda: win.c.saving)

    def timed(fn) -> None:
        painted.reset()
        t0 = time.perf_counter()
        fn()                          # the window waits for the input's write before it draws it
        win.c.settle(None)            # a write still pending (a slow disk): until it is in the database
        settled = time.perf_counter()
        app.processEvents()           # the posted repaints of what changed are drawn here
        if full:
            win.repaint()
            if win.projector is not None:
                win.projector.repaint()
            samples.append(time.perf_counter() - t0)
            return
        # the end of the host window's first repaint that shows the input committed (while its
        # write is pending, a repaint shows "Saving…"; later ones are the cursor's blink and such)
        samples.append(painted.end(win, settled) - t0)
        if win.projector is not None:
            room.append(painted.end(win.projector, settled) - t0)

    for n in range(rounds):
        if bare:
            win = MainWindow()
        else:
            store = Store.open(f"sqlite:///{folder / f'round{n}.sqlite'}")
            win = MainWindow(GameController(store=store), store=store)
        win.ask = lambda q: True
        win.show()
        win.activateWindow()
        for _ in range(5):            # exactly 1366×768 (the first show may clamp it to the screen)
            if (win.width(), win.height()) == (1366, 768):
                break
            win.resize(1366, 768)
            app.processEvents()
        assert (win.width(), win.height()) == (1366, 768), win.size()
        win.start_game(script.setup)
        if not bare:
            win.act_projector.setChecked(True)      # View → Projector (F5)
        app.processEvents()
        win.c.changed.connect(painted.arm)
        win.installEventFilter(painted)
        if win.projector is not None:
            win.projector.installEventFilter(painted)
        c = win.c
        for action in raw:
            if "speech" in action:
                if action.get("nominate"):
                    timed(lambda: QTest.mouseClick(win.table.buttons[action["nominate"]], Qt.MouseButton.LeftButton))
                timed(lambda: QTest.keyClick(win.windowHandle(), Qt.Key.Key_Return))
            elif "vote" in action:
                for seat, n in action["vote"].items():
                    win.panel.of("vote").spins[int(seat)].setValue(n)
                timed(lambda: QTest.keyClick(win.windowHandle(), Qt.Key.Key_Return))
            elif "lift" in action:
                win.panel.of("lift_vote").spin.setValue(action["lift"])
                timed(lambda: QTest.keyClick(win.windowHandle(), Qt.Key.Key_Return))
            elif "night" in action:
                while c.live.night_role is not None:
                    target = action["night"].get(c.live.night_role)
                    if target:
                        timed(lambda: QTest.mouseClick(win.table.buttons[target], Qt.MouseButton.LeftButton))
                    timed(lambda: QTest.keyClick(win.windowHandle(), Qt.Key.Key_Return))
                    if c.step is None or c.step.kind != "night":
                        break
            else:
                timed(lambda: QTest.keyClick(win.windowHandle(), Qt.Key.Key_Return))
            if c.step is not None and c.step.kind not in ("night", "result"):
                # select seat 1, a foul and its undo: the commonest extra inputs
                timed(lambda: QTest.keyClick(win.windowHandle(), Qt.Key.Key_1))
                timed(lambda: QTest.keyClick(win.windowHandle(), Qt.Key.Key_F))
                timed(lambda: QTest.keyClick(win.windowHandle(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier))
        assert c.game.status == "finished", c.step
        win.close()
        win.deleteLater()
        app.processEvents()
    import shutil

    shutil.rmtree(folder, ignore_errors=True)
    setup = "no store, no projector" if bare else "SQLite store and projector open, until committed"
    setup += ", every widget repainted" if full else ", what changed repainted"
    print(f"{len(samples)} host actions at 1366×768 ({setup}): {summary([s * 1000 for s in samples])}")
    if room:
        print(f"  the room's screen (projector) repainted: {summary([s * 1000 for s in room])}")


if __name__ == "__main__":
    main()
