"""Render every step of a game, host window and projector, into PNG files.

    scripts/screenshots [OUT] [--lang en,ru] [--sizes 1366x768,1920x1080] [--script FILE]
                        [--theme light|dark|system] [--scale 1.0] [--check] [--no-save]

``--scale``: the projector's text scale (1.0 … 2.0, the host's setting for
the back row). ``--check``: exit 1 naming each frame where a window is not
the size asked for (it grew), a visible text does not fit its box (a label
needing more room than it has, a widget outside its parent, a button whose
text is cut) or the timer, the speaker or the step title is cut; the seat
tiles' names may be shortened on purpose. ``--no-save``: check only.

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


def cut_texts(window, allowed=()) -> list[str]:
    """What a host would see cut or out of place in ``window`` now: each
    visible label whose text needs more room than it has, each widget
    outside its parent, each button whose text is cut. ``allowed``: object
    names shortened on purpose (seat tiles)."""
    from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget

    found = []
    widgets = [window, *window.findChildren(QWidget)]
    for w in widgets:                 # lay out what is due now, as the next paint would
        if w.layout() is not None:
            w.layout().activate()
    for w in widgets:
        if not w.isVisible() or w.width() <= 1 or w.height() <= 1:
            continue
        name = w.objectName() or type(w).__name__
        if hasattr(w, "cut_lines"):     # a seat tile: its name may be elided, its other lines never
            found.extend(f"tile {name} cuts {line!r}" for line in w.cut_lines())
            continue
        if name.startswith(allowed) or any(p.objectName().startswith(allowed) for p in _parents(w)):
            continue
        parent = w.parentWidget()
        if parent is not None and w.isWindow() is False and not parent.rect().contains(w.geometry()):
            inside = parent.rect().intersected(w.geometry())
            if inside.width() < w.width() - 2 or inside.height() < w.height() - 2:
                if not _scrolled(w):
                    found.append(f"{name} lies outside its parent {parent.objectName() or type(parent).__name__}")
        if isinstance(w, QLabel) and w.text() and w.pixmap().isNull():
            if w.wordWrap():
                need = w.heightForWidth(w.width())
                if need > w.height() + 2:
                    found.append(f"label {name} needs {need} px of height, has {w.height()}: {w.text()[:40]!r}")
            elif w.sizeHint().width() > w.width() + 2 and not w.text().endswith("…"):
                found.append(f"label {name} needs {w.sizeHint().width()} px of width, has {w.width()}: "
                             f"{w.text()[:40]!r}")
        if isinstance(w, QAbstractButton) and w.text():
            hint = w.sizeHint().width()
            if hint > w.width() + 2 and w.objectName() not in allowed:
                found.append(f"button {name} needs {hint} px, has {w.width()}: {w.text()[:40]!r}")
    return found


def _parents(w):
    p = w.parentWidget()
    while p is not None:
        yield p
        p = p.parentWidget()


def _scrolled(w) -> bool:
    """Inside a scroll area (its content may lie outside the viewport on purpose)."""
    from PySide6.QtWidgets import QAbstractScrollArea

    return any(isinstance(p, QAbstractScrollArea) for p in _parents(w))


def render(out: Path, lang: str, sizes: list[tuple[int, int]], script_path: Path,
           theme: str = "light", scale: float = 1.0, check: bool = False, save: bool = True) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["MAFIA_HOST_NO_VOICE"] = "1"
    os.environ["MAFIA_HOST_PORTABLE"] = tempfile.mkdtemp(prefix="mafia-shots-")
    sys.path.insert(0, str(ROOT))
    from PySide6.QtCore import QSettings

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
    projector.set_theme(projector.theme, scale)
    window.c.changed.connect(projector.refresh)
    projector.show()
    problems: list[str] = []
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
        call = getattr(window.c.live, "forum_call", lambda: None)()   # a live forum city's call (its kit)
        if call is not None:
            name += f"-{call.id.replace(':', '')}"
        for w, h in sizes:
            folder = out / lang / f"{w}x{h}"
            folder.mkdir(parents=True, exist_ok=True)
            for _ in range(5):          # exactly the size asked for (the first show may clamp it)
                for shown in (window, projector):
                    if (shown.width(), shown.height()) != (w, h):
                        shown.resize(w, h)
                projector.refresh()
                app.processEvents()
                if (window.width(), window.height(), projector.width(), projector.height()) == (w, h, w, h):
                    break
            for _ in range(2):
                app.processEvents()
            frame = f"{lang}/{w}x{h}/{count:02d}-{name}"
            if check:
                for shown, kind, allowed in ((window, "host", ("seat",)), (projector, "projector", ("pseat",))):
                    if (shown.width(), shown.height()) != (w, h):
                        problems.append(f"{frame}-{kind}: the window is {shown.width()}×{shown.height()}, "
                                        f"not {w}×{h}")
                    problems.extend(f"{frame}-{kind}: {p}" for p in cut_texts(shown, allowed))
            if save:
                window.grab().save(str(folder / f"{count:02d}-{name}-host.png"))
                projector.grab().save(str(folder / f"{count:02d}-{name}-projector.png"))

    shoot()
    if script.setup.ruleset == "forum":
        play_forum_live(window, json.loads(script_path.read_text(encoding="utf-8")), shoot)
        window.c.game_id = None
        store.close()
        return _report(lang, count, sizes, out, problems)
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
    return _report(lang, count, sizes, out, problems)


def _report(lang: str, count: int, sizes: list, out: Path, problems: list[str]) -> int:
    print(f"{lang}: {count} steps × {len(sizes)} sizes into {out / lang}")
    for problem in dict.fromkeys(problems):
        print("CUT " + problem)
    return 1 if problems else 0


def play_forum_live(window, raw: dict, shoot) -> None:
    """A forum city at a live table (M-11), as the host plays it: each
    turn's hands counted seat by seat, the vote closed, the night walked
    call by call (a team's members grouped by the seat they point at)."""
    c = window.c
    live = c.live             # the forum kit's state at the table
    for turn in raw["turns"]:
        votes = {int(v): t for v, t in turn.get("votes", {}).items()}
        for target in sorted(set(votes.values()), key=lambda t: (t is None, t)):
            live.set_forum_for(target)
            for voter in sorted(v for v, t in votes.items() if t == target):
                live.toggle_forum_hand(voter)
        shoot()
        live.close_forum_vote(turn.get("tie_pick"))
        actions = {int(s): orders for s, orders in turn.get("actions", {}).items()}
        while c.step is not None and c.step.kind == "night_orders":
            call = live.forum_call()
            if call is not None:
                given = {s: (k, t) for s in call.seats for k, t in actions.get(s, {}).items() if k in call.keys}
                for key, target in sorted(set(given.values())):
                    live.forum_not_pointing = {s for s in live.forum_awake() if given.get(s) != (key, target)}
                    live.set_forum_key(key)
                    live.forum_point(target)
            shoot()
            live.forum_next()
    shoot()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", default="screenshots")
    parser.add_argument("--lang", default="en,ru")
    parser.add_argument("--sizes", default="1366x768,1920x1080")
    parser.add_argument("--script", default=str(DEFAULT_SCRIPT))
    parser.add_argument("--theme", default="light", choices=("light", "dark", "system"))
    parser.add_argument("--scale", type=float, default=1.0, help="the projector's text scale (1.0 … 2.0)")
    parser.add_argument("--check", action="store_true", help="exit 1 naming each cut text or grown window")
    parser.add_argument("--no-save", action="store_true", help="check without writing pictures")
    parser.add_argument("--one", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    sizes = [tuple(int(x) for x in s.split("x")) for s in args.sizes.split(",")]
    out = Path(args.out)
    langs = args.lang.split(",")
    if args.one:
        return render(out, langs[0], sizes, Path(args.script), args.theme, args.scale, args.check,
                      not args.no_save)
    failed = 0
    for lang in langs:   # one process per language
        extra = ["--check"] * args.check + ["--no-save"] * args.no_save
        failed |= subprocess.call([sys.executable, __file__, str(out), "--lang", lang, "--sizes", args.sizes,
                                   "--script", args.script, "--theme", args.theme, "--scale", str(args.scale),
                                   "--one", *extra])
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
