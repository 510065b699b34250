"""Render every step of a game, host window and projector, into PNG files.

    scripts/screenshots [OUT] [--lang en,ru] [--sizes 1366x768,1920x1080] [--script FILE]
                        [--theme light|dark|system]

``--script resources/samples/forum-live-moscow.json``: a forum city at a
live table (M-11), each hand count, call and morning.

Offscreen (no display needed). For each language a separate process (the UI
language is fixed at start); for each step of the game (the shared scenario
by default; at night each call) it saves
``OUT/<lang>/<size>/<NN>-<step>-host.png`` and ``...-projector.png``.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_SCRIPT = ROOT.parent / "shared" / "scenarios" / "ok4u-10-red-wins.json"


def render(out: Path, lang: str, sizes: list[tuple[int, int]], script_path: Path,
           theme: str = "light") -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["MAFIA_HOST_NO_VOICE"] = "1"
    os.environ["MAFIA_HOST_PORTABLE"] = tempfile.mkdtemp(prefix="mafia-shots-")
    sys.path.insert(0, str(ROOT))
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from app.core.inputs import Night
    from app.core.script import load_script
    from app.main import create_app
    from app.storage import Store
    from app.ui.main_window import MainWindow
    from app.ui.projector import ProjectorWindow

    app = create_app()
    QSettings().setValue("ui/language", lang)
    QSettings().setValue("ui/theme", theme)
    from app.main import install_translator
    install_translator(app, lang)
    store = Store.open(f"sqlite:///{Path(os.environ['MAFIA_HOST_PORTABLE']) / 'shots.sqlite'}")
    window = MainWindow(store=store)
    window.ask = lambda question: True
    window.show()
    projector = ProjectorWindow(window.c.projector_feed())
    window.c.changed.connect(projector.refresh)
    projector.show()
    script = load_script(script_path.read_text(encoding="utf-8"))
    window.start_game(script.setup)
    count = 0

    def shoot() -> None:
        nonlocal count
        count += 1
        step = window.c.step
        name = "end" if step is None else step.kind
        if step is not None and step.kind == "night" and window.c.night_role:
            name += f"-{window.c.night_role}"
        call = window.c.forum_call()
        if call is not None:
            name += f"-{call.id.replace(':', '')}"
        for w, h in sizes:
            folder = out / lang / f"{w}x{h}"
            folder.mkdir(parents=True, exist_ok=True)
            window.resize(w, h)
            projector.resize(w, h)
            projector.refresh()
            for _ in range(3):
                app.processEvents()
            window.grab().save(str(folder / f"{count:02d}-{name}-host.png"))
            projector.grab().save(str(folder / f"{count:02d}-{name}-projector.png"))

    shoot()
    if script.setup.ruleset == "forum":
        play_forum_live(window, json.loads(script_path.read_text(encoding="utf-8")), shoot)
        window.c.game_id = None
        store.close()
        print(f"{lang}: {count} steps × {len(sizes)} sizes into {out / lang}")
        return 0
    for inp in script.actions:
        if isinstance(inp, Night):
            while window.c.night_role is not None:
                role = window.c.night_role
                if inp.target(role) is not None:
                    window.c.night_pick(inp.target(role))
                shoot()
                window.c.night_next()
        else:
            window.c.push(inp)
        shoot()
    window.c.game_id = None
    store.close()
    print(f"{lang}: {count} steps × {len(sizes)} sizes into {out / lang}")
    return 0


def play_forum_live(window, raw: dict, shoot) -> None:
    """A forum city at a live table (M-11), as the host plays it: each
    turn's hands counted seat by seat, the vote closed, the night walked
    call by call (a team's members grouped by the seat they point at)."""
    c = window.c
    for turn in raw["turns"]:
        votes = {int(v): t for v, t in turn.get("votes", {}).items()}
        for target in sorted(set(votes.values()), key=lambda t: (t is None, t)):
            c.set_forum_for(target)
            for voter in sorted(v for v, t in votes.items() if t == target):
                c.toggle_forum_hand(voter)
        shoot()
        c.close_forum_vote(turn.get("tie_pick"))
        actions = {int(s): orders for s, orders in turn.get("actions", {}).items()}
        while c.step is not None and c.step.kind == "night_orders":
            call = c.forum_call()
            if call is not None:
                given = {s: (k, t) for s in call.seats for k, t in actions.get(s, {}).items() if k in call.keys}
                for key, target in sorted(set(given.values())):
                    c.forum_not_pointing = {s for s in c.forum_awake() if given.get(s) != (key, target)}
                    c.set_forum_key(key)
                    c.forum_point(target)
            shoot()
            c.forum_next()
    shoot()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", default="screenshots")
    parser.add_argument("--lang", default="en,ru")
    parser.add_argument("--sizes", default="1366x768,1920x1080")
    parser.add_argument("--script", default=str(DEFAULT_SCRIPT))
    parser.add_argument("--theme", default="light", choices=("light", "dark", "system"))
    parser.add_argument("--one", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    sizes = [tuple(int(x) for x in s.split("x")) for s in args.sizes.split(",")]
    out = Path(args.out)
    langs = args.lang.split(",")
    if args.one:
        return render(out, langs[0], sizes, Path(args.script), args.theme)
    for lang in langs:   # one process per language
        code = subprocess.call([sys.executable, __file__, str(out), "--lang", lang, "--sizes", args.sizes,
                                "--script", args.script, "--theme", args.theme, "--one"])
        if code:
            return code
    return 0


if __name__ == "__main__":
    sys.exit(main())
