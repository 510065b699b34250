"""``python -m app serve --db URL [--host H --port P]`` (issue #29): the
board and the standings of a database, without the window, for a club
screen: the game in progress written last (read only, followed as another
window writes it) and the latest evening's standings."""

from __future__ import annotations

import argparse
import asyncio
import sys
from typing import Any, Callable

from .server import BoardServer, follow


async def serve(url: str | None, host: str, port: int, language: str, words: Any = None,
                up_to_round: int | None = None) -> None:
    """Serve until cancelled; prints the board's address first. ``words``
    (a public view → the board's worded lines) comes from the window's
    wording when the entry point can give it."""
    from ..service import Store
    from ..service.board import StoreFeed

    store = Store.open(url)
    feed = StoreFeed(store, words, language, reopen=lambda: Store.open(url))   # a replaced file is read again
    feed.up_to_round = up_to_round
    server = BoardServer(feed, host, port, language)
    address = await server.start()
    print(address, flush=True)
    try:
        await follow(server, feed)
    finally:
        await server.stop()
        feed.close()


def main(argv: list[str], wording: Callable[[str], Any] | None = None) -> int:
    """Parse ``serve``'s arguments and run until interrupted (exit 0), or
    say in one line why it cannot start (exit 2). ``wording(language)``
    returns the board's ``words`` function in that language (the entry
    point loads the translations), or None."""
    parser = argparse.ArgumentParser(prog="python -m app serve",
                                     description="Serve the board and the standings of a database (read only)")
    parser.add_argument("--db", metavar="URL", help="database URL, e.g. sqlite:////path/games.sqlite")
    parser.add_argument("--host", default="127.0.0.1", help="the interface to listen on (default 127.0.0.1)")
    parser.add_argument("--port", type=int, default=8765, help="the port (default 8765; 0: a free one)")
    parser.add_argument("--lang", default="ru", choices=("ru", "en"), help="the pages' language")
    parser.add_argument("--after-round", type=int, default=None, metavar="K", dest="after_round",
                        help="a tournament's standings of rounds 1 to K only (the finals hidden)")
    args = parser.parse_args(argv)
    if not 0 <= args.port <= 65535:
        print("serve: the port is from 0 to 65535", file=sys.stderr)
        return 2
    if args.after_round is not None and not 1 <= args.after_round <= 100:
        print("serve: --after-round is a round from 1 to 100", file=sys.stderr)
        return 2
    try:
        words = None if wording is None else wording(args.lang)
        asyncio.run(serve(args.db, args.host, args.port, args.lang, words, args.after_round))
    except KeyboardInterrupt:
        return 0
    except OSError as err:
        print(f"serve: cannot listen on {args.host}:{args.port}: {err.strerror or err}", file=sys.stderr)
        return 2
    except Exception as err:   # a database that cannot be opened: one line, never a traceback
        print(f"serve: {err}", file=sys.stderr)
        return 2
    return 0
