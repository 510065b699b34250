"""``python -m app stats`` (issue #42, item 2 in part): the club's
statistics from its finished games.

    python -m app stats [--db URL] [--from DATE] [--to DATE] [--evening ID] [--tournament NAME]
                        [--ruleset ID] [--player NAME] [--json]

Per player: games and wins in all, by role and by seat, fouls and removals
a game, first killed at night, best moves (S-11); per club: the red side's
wins by table size, each seat's wins as red and black, the mean game length. ``--player``: one player's
card. Exit 0; 2 with one line on stderr for bad input or a database that
cannot be read.
"""

from __future__ import annotations

import json
import re
import sys
from typing import Any

from .cli_parts import Parser, open_store
from .service.stats import stats_json

DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


def stats_lines(players: list[Any], club: Any) -> list[str]:
    """The statistics as the terminal shows them."""
    lines = [f"{'player':<24} {'games':>5} {'wins':>5} {'win %':>6} {'pts/g':>6} {'fouls/g':>7} {'rem.':>4} {'1st':>4}"
             f" {'best moves':>12}  by role"]
    for p in players:
        roles = ", ".join(f"{role} {t.wins}/{t.games}" for role, t in sorted(p.by_role.items()))
        best = f"{p.play.best_moves}: {p.play.black}/{p.play.named}" if p.play.best_moves else "-"
        points = "-" if p.total.points_per_game is None else f"{p.total.points_per_game:.2f}"
        lines.append(f"{p.name:<24} {p.total.games:>5} {p.total.wins:>5} {100 * p.total.rate:>5.1f}% {points:>6}"
                     f" {p.play.per_game(p.play.fouls):>7.1f} {p.play.removals:>4} {p.play.first_killed:>4}"
                     f" {best:>12}  {roles}")
    if not players:
        lines.append("No finished game picked.")
        return lines
    lines.append("")
    lines.append(f"the club: {club.games} games with a red side; red wins by table size: " + ", ".join(
        f"{n}: {t.wins}/{t.games}" for n, t in sorted(club.by_size.items())))
    lines.append("wins by seat: " + ", ".join(f"{s}: {t.wins}/{t.games}" for s, t in sorted(club.by_seat.items())))
    lines.append("by seat as red / as black: " + ", ".join(
        f"{s}: " + " / ".join(f"{t.wins}/{t.games}" if (t := sides.get(side)) else "-" for side in ("red", "black"))
        for s, sides in sorted(club.side_by_seat.items())))
    if club.timed:
        lines.append(f"a game lasts {club.mean_days:.1f} days on average ({club.timed} games)")
    return lines


def bad_input(args: Any) -> str | None:
    """What is wrong with the command's filters, in one line, or None."""
    for what in (args.date_from, args.date_to):
        if what is not None and not DATE.fullmatch(what):
            return f"{what[:20]!r} is not a date like 2026-11-28"
    if args.evening is not None and (not args.evening.isdigit() or len(args.evening) > 9):
        return f"{args.evening[:20]!r} is not an evening's number"
    if any(what is not None and len(what) > 100 for what in (args.tournament, args.ruleset, args.player)):
        return "a name is at most 100 characters"
    return None


def main(argv: list[str]) -> int:
    """Parse, count, print; returns the exit code."""
    parser = Parser(prog="python -m app stats", description="The club's statistics")
    parser.add_argument("--db", metavar="URL", help="database URL (default: the user's database)")
    parser.add_argument("--from", dest="date_from", metavar="DATE")
    parser.add_argument("--to", dest="date_to", metavar="DATE")
    parser.add_argument("--evening", metavar="ID", help="one evening's games (its number in the database)")
    parser.add_argument("--tournament", metavar="NAME")
    parser.add_argument("--ruleset", metavar="ID")
    parser.add_argument("--player", metavar="NAME", help="one player's card")
    parser.add_argument("--json", action="store_true")
    args = parser.parse(argv)
    if isinstance(args, int):
        return args
    problem = bad_input(args)
    if problem:
        print(f"stats: {problem}", file=sys.stderr)
        return 2
    evening = None if args.evening is None else int(args.evening)
    from .core.stats import club_tallies, player_stats, player_tallies
    from .storage import StorageError

    store = open_store(args.db, "stats")
    if store is None:
        return 2
    picked = (args.date_from, args.date_to, args.tournament, args.ruleset, evening)
    from .service.rating import name_key

    key = name_key(args.player) if args.player else None
    try:
        groups, games = store.stat_groups(*picked)          # the club: counted by the database
        if key is not None:                                  # one player's card: his seats one by one
            facts = [f for f in store.seat_facts(*picked, names=[n for n in store.seat_names()
                                                                  if name_key(n) == key])
                     if name_key(f.name) == key]
    except StorageError as err:
        print(f"stats: {err}", file=sys.stderr)
        return 2
    finally:
        store.close()
    club = club_tallies(groups, games)                       # the club's, whoever's card is asked for
    if key is not None:
        if not facts:
            print(f"stats: no finished game of {args.player!r} is picked", file=sys.stderr)
            return 2
        players = player_stats(facts)
    else:
        players = player_tallies(groups)
    print(json.dumps(stats_json(players, club), ensure_ascii=False) if args.json else "\n".join(stats_lines(players, club)))
    return 0
