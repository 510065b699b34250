"""Command line: ``python -m app`` (the host window) and ``python -m app replay FILE``."""

from __future__ import annotations

import argparse
import logging
import sys
from typing import Any


def replay_main(path: str) -> int:
    """Replay a game script and print its result JSON (spec: game-script.md).

    Exit 0 with the JSON on stdout; exit 2 with one line on stderr for a file
    that cannot be read, is not the format, or breaks a rule. Never a traceback.
    """
    from .core.errors import MafiaError
    from .core.script import SCRIPT_FILES, dumps_result, load_script, replay
    from .files import FileProblem, beside, read_text

    try:
        text = read_text(path)
    except FileProblem as err:
        print(f"{path}: {err}", file=sys.stderr)
        return 2
    token = SCRIPT_FILES.set(beside(path))   # a catalogue or world named beside it, bounded (issue #37)
    try:
        game = replay(load_script(text))
    except MafiaError as err:
        print(f"{path}: {err}", file=sys.stderr)
        return 2
    finally:
        SCRIPT_FILES.reset(token)
    sys.stdout.write(dumps_result(game) + "\n")
    return 0


def _board_wording(language: str) -> Any:
    """The projector's wording for ``serve``'s board and phones, in ``language``
    (Qt's translations, no window): a :class:`~app.service.board.Wording` of
    ``app.ui.room_words``' board and phone words and the kits' game words
    (:class:`app.ui.game_words.KitWords`), or None when Qt cannot load (the
    board then words its own few lines)."""
    try:
        from .commands import install_words
        from .service.board import Wording
        from .ui.game_words import KIT_WORDS
        from .ui.room_words import board_words, phone_words

        install_words(language)
        return Wording(board_words, phone_words, KIT_WORDS)
    except Exception:     # no Qt here: the page words what it can by itself
        logging.getLogger(__name__).exception("the board's wording")
        return None


SUBCOMMANDS = {"stats": ".stats_cli", "rating": ".rating_cli", "tournament": ".tournament_cli",
               "seating": ".seating_cli"}
"""The commands that each parse their own arguments (``main(argv) → exit code``), by their module."""


def main(argv: list[str] | None = None) -> int:
    """Entry point: parse arguments, run the replay or start the window."""
    parser = argparse.ArgumentParser(prog="python -m app", description="Mafia Host")
    sub = parser.add_subparsers(dest="command")
    rp = sub.add_parser("replay", help="replay a game script and print the result as JSON")
    rp.add_argument("file")
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] == "--version":
        from .paths import version

        print(f"Mafia Host {version()}")
        return 0
    if argv and argv[0] == "--smoke-test":
        from .smoke import run_smoke_test

        return run_smoke_test(argv[1] if len(argv) > 1 else None)
    if argv and argv[0] in ("db", "standings", "import", "export"):
        from .commands import main as command_main

        return command_main(argv)
    if argv and argv[0] in SUBCOMMANDS:
        from importlib import import_module

        return int(import_module(SUBCOMMANDS[argv[0]], __package__).main(argv[1:]))
    if argv and argv[0] == "serve":
        from .web.serve import main as serve_main

        return serve_main(argv[1:], _board_wording)
    if argv and argv[0] == "replay":
        args = parser.parse_args(argv)
        return replay_main(args.file)
    # python -m app [--db URL] [PROTOCOL.json]: the host window
    opener = argparse.ArgumentParser(prog="python -m app", description="Mafia Host: the host window "
                                     "(or: python -m app replay FILE | db check | standings | import FILE | export | serve | seating | tournament | rating | stats; "
                                     "--smoke-test [FILE]; --version)")
    opener.add_argument("--db", metavar="URL", help="database URL (SQLAlchemy), e.g. "
                        "sqlite:////path/games.sqlite or postgresql://host/club; default: the user data folder")
    opener.add_argument("protocol", nargs="?", help="a game script to open in the window")
    opts = opener.parse_args(argv)
    from .main import run_gui

    return run_gui(opts.protocol, opts.db)
