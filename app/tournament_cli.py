"""``python -m app tournament`` (issue #41): a tournament in the club's
database, for every table's host.

    python -m app tournament new --name N --players FILE --tables T --rounds R
        [--seed S] [--apart I,J …] [--ruleset ID] [--scheme ID] [--elite] [--db URL] [--json]
    python -m app tournament show --name N [--db URL] [--json]
    python -m app tournament final --name N --top 10 --rounds 3 [--seed S] [--db URL] [--json]

``--players``: a UTF-8 text file, a name a line (player 1 first). ``final``
seats the top players of the standings after the qualifying rounds.
Exit 0; 2 with one line on stderr for bad input, a seating that cannot be
made, or a database that cannot be read.
"""

from __future__ import annotations

import json
import sys
from typing import Any

from .core.seating import MAX_ROUNDS, MAX_TABLES, SeatingError, quality, seating_json
from .cli_parts import Parser, count, open_store, pair
from .seating_cli import report_lines

MAX_NAMES_BYTES = 2 ** 20
"""The largest players' file read."""


def tournament_json(plan: dict[str, Any]) -> dict[str, Any]:
    """``mafia-tournament/1``: the saved plan with its seating as ``mafia-seating/1``."""
    return {"format": "mafia-tournament/1", "name": plan["name"], "players": plan["players"],
            "ruleset": plan.get("ruleset", ""), "scheme": plan.get("scheme", ""),
            "tables": plan["tables"], "rounds": plan["rounds"], "apart": [list(p) for p in plan["apart"]],
            "finals_top": plan.get("finals_top"), "finals_from": plan.get("finals_from"),
            "elite": bool(plan.get("elite")),
            "seating": seating_json([[tuple(t) for t in r] for r in plan["seating"]], len(plan["players"]),
                                    plan["tables"])}


def plan_lines(plan: dict[str, Any]) -> list[str]:
    """The plan as the terminal shows it: each round's tables with the names in seat order, then the quality."""
    names = plan["players"]
    lines = [f"{plan['name']}: {len(names)} players, {plan['tables']} tables, {plan['rounds']} rounds"
             + (f", final of {plan['finals_top']} from round {plan['finals_from']}" if plan.get("finals_top") else "")]
    for r, round_ in enumerate(plan["seating"], 1):
        for t, table in enumerate(round_, 1):
            seats = ", ".join(f"{s}. {names[p - 1] if 0 < p <= len(names) else p}" for s, p in enumerate(table, 1))
            lines.append(f"round {r}, table {t}: {seats}")
    qualifying = plan["seating"][:(plan["finals_from"] - 1) if plan.get("finals_from") else None]
    if qualifying:
        lines += report_lines(quality([[tuple(t) for t in r] for r in qualifying], len(names), plan["tables"],
                                      plan["apart"]))
    return lines


def main(argv: list[str]) -> int:
    """Parse, act, print; returns the exit code (see the module's text)."""
    parser = Parser(prog="python -m app tournament", description="A tournament in the club's database")
    sub = parser.add_subparsers(dest="action", required=True, parser_class=Parser)
    new = sub.add_parser("new", help="seat the players and save the tournament")
    new.add_argument("--players", metavar="FILE", required=True, help="a name a line, player 1 first")
    new.add_argument("--tables", type=count(MAX_TABLES), required=True)
    new.add_argument("--rounds", type=count(MAX_ROUNDS), required=True)
    new.add_argument("--seed", type=count(10 ** 9), default=1)
    new.add_argument("--apart", type=pair, nargs="*", default=[], metavar="I,J")
    new.add_argument("--ruleset", default="", help="the game it is played as (e.g. fiim, ok4u)")
    new.add_argument("--scheme", default="", help="its points scheme")
    new.add_argument("--elite", action="store_true", help="rated as an elite tournament (the rating's factors)")
    show = sub.add_parser("show", help="the saved seating with the names")
    final = sub.add_parser("final", help="seat the top players of the standings for the final rounds")
    final.add_argument("--top", type=count(1000), required=True)
    final.add_argument("--rounds", type=count(MAX_ROUNDS), required=True)
    final.add_argument("--seed", type=count(10 ** 9), default=1)
    for p in (new, show, final):
        p.add_argument("--name", required=True, help="the tournament's name, as the evenings give it")
        p.add_argument("--db", metavar="URL", help="database URL (default: the user's database)")
        p.add_argument("--json", action="store_true")
    args = parser.parse(argv)
    if isinstance(args, int):
        return args
    from .service.tournament import TournamentError, clean_names, make_final, new_tournament
    from .storage import StorageError

    name = " ".join(args.name.split())
    if not name or len(name) > 100:
        print("tournament: the name is 1 to 100 characters", file=sys.stderr)
        return 2
    store = open_store(args.db, "tournament")
    if store is None:
        return 2
    try:
        if args.action == "new":
            from .files import read_text

            try:
                text = read_text(args.players, MAX_NAMES_BYTES)
            except (OSError, ValueError) as err:
                raise TournamentError("names", f"{args.players}: {err}") from None
            for what, value in (("ruleset", args.ruleset), ("scheme", args.scheme)):
                if len(value) > 32:
                    raise TournamentError("names", f"the {what} is at most 32 characters")
            plan = new_tournament(store, name, clean_names(text.splitlines()), args.tables, args.rounds, args.seed,
                                  args.apart, args.ruleset, args.scheme, args.elite)
        elif args.action == "final":
            plan = make_final(store, name, args.top, args.rounds, args.seed)
        else:
            found = store.tournament(name)
            if found is None:
                raise TournamentError("unknown", f"no tournament {name!r} is saved")
            plan = found
    except (TournamentError, SeatingError, StorageError) as err:
        print(f"tournament: {err}", file=sys.stderr)
        return 2
    finally:
        store.close()
    if args.json:
        print(json.dumps(tournament_json(plan), ensure_ascii=False))
    else:
        print("\n".join(plan_lines(plan)))
    return 0
