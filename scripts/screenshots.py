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
``--script resources/samples/raizen-sample-game.json`` (or
``za31-sample-game.json``): a game played in its turn desk, each input,
each dialog its buttons open before a turn is resolved, and each turn's
result (``screenshots_turns.py``); ``--check`` there also reads table
cells, headings and list items, and on a Russian screen every English word
(``shot_checks.py``).

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

sys.path.insert(0, str(Path(__file__).resolve().parent))
from shot_checks import cut_texts, foreign_words  # noqa: E402  (beside this script)

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_SCRIPT = ROOT.parent / "shared" / "scenarios" / "ok4u-10-red-wins.json"


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
    from app.ui.rulesets import kit_for

    if kit_for(script.setup.ruleset).opens_in_turn_desk(script.setup):
        projector.close()
        count = render_turns(app, window, script, out, lang, sizes, scale, check, save, problems)
        store.close()
        return _report(lang, count, sizes, out, problems)
    window.start_game(script.setup)
    count = 0

    def shoot() -> None:
        nonlocal count
        count += 1
        step = window.c.step
        name = "end" if step is None else step.kind
        if step is not None and step.kind == "night" and window.c.live.night_role:
            name += f"-{window.c.live.night_role}"
        call = getattr(window.c.live, "forum_call", lambda: None)()   # a live forum city's call (its kit)
        if call is not None:
            name += f"-{call.id.replace(':', '')}"
        for w, h in sizes:
            folder = out / lang / f"{w}x{h}"
            folder.mkdir(parents=True, exist_ok=True)
            sized(app, window, projector, w, h)
            for _ in range(2):
                app.processEvents()
            frame = f"{lang}/{w}x{h}/{count:02d}-{name}"
            if check:
                for shown, kind, allowed in ((window, "host", ("seat",)), (projector, "projector", ("pseat",))):
                    if (shown.width(), shown.height()) != (w, h):
                        problems.append(f"{frame}-{kind}: the window is {shown.width()}×{shown.height()}, "
                                        f"not {w}×{h}")
                    problems.extend(f"{frame}-{kind}: {p}" for p in cut_texts(shown, allowed))
                    problems.extend(f"{frame}-{kind}: {p}" for p in foreign_words(shown, lang == "ru",
                                                                                  _names(window.c.game)))
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
            while window.c.live.night_role is not None:
                role = window.c.live.night_role
                if inp.target(role) is not None:
                    window.c.live.night_pick(inp.target(role))
                shoot()
                window.c.live.night_next()
        else:
            window.c.push(inp)
        shoot()
    window.c.game_id = None
    store.close()
    return _report(lang, count, sizes, out, problems)


def sized(app, window, projector, w: int, h: int) -> None:
    """Both windows exactly ``w``×``h`` (the first show may clamp them), the projector redrawn."""
    for _ in range(5):
        for shown in (window, projector):
            if (shown.width(), shown.height()) != (w, h):
                shown.resize(w, h)
        projector.refresh()
        app.processEvents()
        if (window.width(), window.height(), projector.width(), projector.height()) == (w, h, w, h):
            return


def _names(game) -> set[str]:
    """The players' names of ``game`` (a Russian screen may show a Latin one)."""
    return set() if game is None else {seat.name for seat in game.host_view().seats}


def render_turns(app, window, script, out: Path, lang: str, sizes: list, scale: float, check: bool,
                 save: bool, problems: list[str]) -> int:
    """A game played in its turn desk (``screenshots_turns``): the desk, its
    projector and each dialog, at every size; returns the number of steps."""
    from screenshots_turns import dialog_frame, play_turns, save_frame

    from app.ui.projector import ProjectorWindow

    count = 0
    shown: dict[str, object] = {}

    def shoot(name: str, desk, dialogs: list) -> None:
        nonlocal count
        count += 1
        if "projector" not in shown:
            projector = ProjectorWindow(desk.c.projector_feed())
            projector.set_theme(projector.theme, scale)
            desk.c.changed.connect(projector.refresh)
            projector.show()
            shown["projector"] = projector
        projector = shown["projector"]
        names = _names(desk.game)
        for w, h in sizes:
            folder = out / lang / f"{w}x{h}"
            sized(app, desk, projector, w, h)
            frames = [] if dialogs else [(desk, "desk", ()), (projector, "projector", ("pseat",))]
            for dialog in dialogs:
                if check:
                    problems.extend(f"{lang}/{w}x{h}/{count:02d}-{name}-dialog: {p}" for p in dialog_frame(dialog, w, h))
                else:
                    dialog_frame(dialog, w, h)
                app.processEvents()
                frames.append((dialog, "dialog", ()))
            for widget, kind, allowed in frames:
                frame = f"{lang}/{w}x{h}/{count:02d}-{name}-{kind}"
                if check:
                    if kind != "dialog" and (widget.width(), widget.height()) != (w, h):
                        problems.append(f"{frame}: the window is {widget.width()}×{widget.height()}, not {w}×{h}")
                    problems.extend(f"{frame}: {p}" for p in cut_texts(widget, allowed))
                    problems.extend(f"{frame}: {p}" for p in foreign_words(widget, lang == "ru", names))
                if save:
                    save_frame(widget, folder, f"{count:02d}-{name}-{kind}")

    desk = play_turns(app, window, script, shoot)
    desk.c.game_id = None
    desk.close()
    return count


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
