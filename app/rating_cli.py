"""``python -m app rating`` (issue #42): the club's rating.

    python -m app rating [--db URL] [--system mafiaratings|openskill] [--json]
    python -m app rating --player NAME [--db URL] [--json]
    python -m app rating --import FILE.csv [--db URL]

``--import``: a club moving from mafiaratings brings its players' ratings
(``player,rating,red,black``), each named player's starting point. Exit 0;
2 with one line on stderr for a file or a database that cannot be read.
"""

from __future__ import annotations

import sys

from .cli_parts import Parser, open_store

MAX_RATINGS_BYTES = 8 * 2 ** 20
"""The largest ratings file read."""


def main(argv: list[str]) -> int:
    """Parse, rate or import, print; returns the exit code."""
    parser = Parser(prog="python -m app rating", description="The club's rating")
    parser.add_argument("--db", metavar="URL", help="database URL (default: the user's database)")
    parser.add_argument("--system", default="mafiaratings", choices=("mafiaratings", "openskill"),
                        help="the rating's formula: mafiaratings' rating (the default) or OpenSkill")
    parser.add_argument("--import", dest="source", metavar="FILE", help="player,rating,red,black: starting points")
    parser.add_argument("--player", metavar="NAME", help="one player's rating after each of his games")
    parser.add_argument("--json", action="store_true")
    args = parser.parse(argv)
    if isinstance(args, int):
        return args
    from .files import read_text
    from .service.rating import RatingError, club_rating, import_ratings, rating_json, rating_lines
    from .storage import StorageError

    store = open_store(args.db, "rating")
    if store is None:
        return 2
    try:
        if args.source:
            try:
                text = read_text(args.source, MAX_RATINGS_BYTES)
            except (OSError, ValueError) as err:
                raise RatingError(f"{args.source}: {err}") from None
            print(f"{import_ratings(store, text)} players' starting ratings imported")
            return 0
        rating = club_rating(store, args.system)
    except (RatingError, StorageError) as err:
        print(f"rating: {err}", file=sys.stderr)
        return 2
    finally:
        store.close()
    if args.player:
        from .service.rating import history_json, history_lines, name_key

        found = next((p for p in rating.players.values() if name_key(p.name) == name_key(args.player[:100])), None)
        if found is None:
            print(f"rating: no rated game of {args.player[:100]!r}", file=sys.stderr)
            return 2
        print(history_json(rating, found) if args.json else "\n".join(history_lines(rating, found)))
        return 0
    print(rating_json(rating, args.system) if args.json else "\n".join(rating_lines(rating)))
    return 0
