"""Memory per game played in one host window (issue #38: ≤ 0.1 MiB).

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/window_memory.py [GAMES] [--root CHECKOUT]

One window on a SQLite store, the projector open, plays the shared OK4U
scenario GAMES times (default 40) with the host's keys and clicks, a new
game after each result, as an evening goes. After a warm-up of 5 games,
the growth of the process's resident memory and of Python's own
allocations (``tracemalloc`` is not used: it slows and inflates them; the
sum of live objects' sizes is read from ``sys.getallocatedblocks`` instead)
is divided by the games played. ``--root``: another checkout, side by side.
"""

from __future__ import annotations

import gc
import json
import os
import subprocess
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
HERE = Path(__file__).resolve().parents[1]
WARM = 5


def rss_mib() -> float:
    """The process's resident memory now (Linux: /proc/self/statm)."""
    with open("/proc/self/statm") as fh:
        pages = int(fh.read().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE") / 2**20


def play(games: int) -> dict[str, float]:
    import tempfile

    from PySide6.QtCore import QEvent, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from app.core.script import load_script
    from app.storage import Store
    from app.ui.controller import GameController
    from app.ui.main_window import MainWindow

    scenario = HERE.parent / "shared" / "scenarios" / "ok4u-10-red-wins.json"
    app = QApplication.instance() or QApplication([])
    script = load_script(scenario.read_text(encoding="utf-8"))
    raw = json.loads(scenario.read_text(encoding="utf-8"))["actions"]
    folder = Path(tempfile.mkdtemp(prefix="mafia-memory-"))
    store = Store.open(f"sqlite:///{folder / 'evening.sqlite'}")
    win = MainWindow(GameController(store=store), store=store)
    win.ask = lambda q: True
    win.show()
    win.resize(1366, 768)
    win.act_projector.setChecked(True)
    app.processEvents()
    c = win.c

    def key(k: Qt.Key) -> None:
        QTest.keyClick(win.windowHandle(), k)
        c.settle(None)
        app.processEvents()

    def click(seat: int) -> None:
        QTest.mouseClick(win.table.buttons[seat], Qt.MouseButton.LeftButton)
        c.settle(None)
        app.processEvents()

    marks: list[tuple[float, int]] = []
    for n in range(WARM + games):
        win.start_game(script.setup)
        app.processEvents()
        for action in raw:
            if "speech" in action:
                if action.get("nominate"):
                    click(action["nominate"])
                key(Qt.Key.Key_Return)
            elif "vote" in action:
                for seat, votes in action["vote"].items():
                    win.panel.of("vote").spins[int(seat)].setValue(votes)
                key(Qt.Key.Key_Return)
            elif "lift" in action:
                win.panel.of("lift_vote").spin.setValue(action["lift"])
                key(Qt.Key.Key_Return)
            elif "night" in action:
                while c.live.night_role is not None:
                    target = action["night"].get(c.live.night_role)
                    if target:
                        click(target)
                    key(Qt.Key.Key_Return)
                    if c.step is None or c.step.kind != "night":
                        break
            else:
                key(Qt.Key.Key_Return)
        assert c.game.status == "finished", c.step
        # what a running event loop does between two inputs: the widgets a new game
        # replaced (the seat tiles) are deleted later, never inside processEvents()
        app.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
        if n >= WARM - 1:
            gc.collect()
            app.processEvents()
            marks.append((rss_mib(), sys.getallocatedblocks()))
    (rss0, blocks0), (rss1, blocks1) = marks[0], marks[-1]
    win.close()
    store.close()
    return {"games": games, "rss_per_game_mib": (rss1 - rss0) / games,
            "blocks_per_game": (blocks1 - blocks0) / games, "rss_mib": rss1}


def main() -> None:
    args = sys.argv[1:]
    root = HERE
    if "--root" in args:
        i = args.index("--root")
        root = Path(args[i + 1]).resolve()
        del args[i:i + 2]
    if args and args[0] == "--child":
        sys.path.insert(0, str(HERE.parent / args[1]) if not Path(args[1]).is_absolute() else args[1])
        print(json.dumps(play(int(args[2]))))
        return
    games = args[0] if args else "40"
    out = subprocess.run([sys.executable, __file__, "--child", str(root), games], check=True,
                         capture_output=True, text=True, cwd=root).stdout
    r = json.loads(out.strip().splitlines()[-1])
    print(f"{root.name}: {r['games']} games in one window after {WARM}: "
          f"{r['rss_per_game_mib'] * 1024:.0f} KiB resident per game, "
          f"{r['blocks_per_game']:.0f} Python blocks per game (resident at the end {r['rss_mib']:.0f} MiB)")


if __name__ == "__main__":
    main()
