"""``python -m app seating`` (issue #41): a tournament's seating and its
quality report, as text or ``mafia-seating/1`` JSON.

    python -m app seating --players N --tables T --rounds R [--seed S]
        [--apart I,J …] [--fixed FILE [--gone I …]] [--json]

``--fixed`` keeps the rounds of a ``mafia-seating/1`` file (those already
played) and seats the rest again; ``--gone`` names the players who left
(they sit in no later round); a player who joined takes a number above the
file's ``players``. Exit 0; 2 with one line on stderr for bad input or a
seating that cannot honour the kept-apart pairs (which pair, and why).
"""

from __future__ import annotations

import json
import sys
from typing import Any

from .core.limits import check_tree
from .core.seating import MAX_PLAYERS, MAX_ROUNDS, MAX_TABLES, Quality, SeatingError, quality, reseat, seating_json
from .cli_parts import Parser, count, pair
from .files import read_bytes

MAX_SEATING_BYTES = 2 ** 20
"""The largest ``--fixed`` file read (100 rounds × 100 tables × 10 seats fit well within)."""


def read_fixed(path: str) -> dict[str, Any]:
    """A ``mafia-seating/1`` file's data (bounded before parsing); raises ValueError with one line."""
    try:
        raw = read_bytes(path, MAX_SEATING_BYTES)
    except (OSError, ValueError) as err:
        raise ValueError(f"{path}: {err}") from None
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as err:
        raise ValueError(f"{path}: not JSON ({err})") from None
    check_tree(data)
    if not isinstance(data, dict) or data.get("format") != "mafia-seating/1" or not isinstance(data.get("rounds"), list):
        raise ValueError(f"{path}: not a mafia-seating/1 file")
    for round_ in data["rounds"]:
        if not isinstance(round_, list) or not all(
                isinstance(t, list) and all(isinstance(p, int) and not isinstance(p, bool) for p in t) for t in round_):
            raise ValueError(f"{path}: a round is not a list of tables of players' numbers")
    return data


def report_lines(q: Quality) -> list[str]:
    """The quality report as text lines: each measure against its ideal, then the clubs' score."""
    lines = ["quality (found / ideal):"]
    for m in q.measures:
        ideal = f"{m.ideal_low}" if m.ideal_low == m.ideal_high else f"{m.ideal_low}–{m.ideal_high}"
        found = f"{m.low}" if m.low == m.high else f"{m.low}–{m.high}"
        lines.append(f"  {m.name}: {found} / {ideal}{'' if m.perfect else '  *'}")
    lines.append(f"  mafiaratings' score (0 is perfect): players {q.players}, seats {q.seats}, tables {q.tables}")
    return lines


def quality_json(q: Quality) -> dict[str, Any]:
    """The quality report as JSON data (the clubs' scores as decimal strings)."""
    return {"measures": [{"name": m.name, "low": m.low, "high": m.high, "ideal_low": m.ideal_low,
                          "ideal_high": m.ideal_high, "perfect": m.perfect} for m in q.measures],
            "score": {"players": str(q.players), "seats": str(q.seats), "tables": str(q.tables)}}


def main(argv: list[str]) -> int:
    """Parse the arguments, seat, print; returns the exit code (see the module's text)."""
    parser = Parser(prog="python -m app seating", description="A tournament's seating")
    parser.add_argument("--players", type=count(MAX_PLAYERS), required=True)
    parser.add_argument("--tables", type=count(MAX_TABLES), required=True)
    parser.add_argument("--rounds", type=count(MAX_ROUNDS), required=True)
    parser.add_argument("--seed", type=count(10 ** 9), default=1)
    parser.add_argument("--apart", type=pair, nargs="*", default=[], metavar="I,J",
                        help="two players who never share a table")
    parser.add_argument("--fixed", metavar="FILE", help="a mafia-seating/1 file: its rounds are kept")
    parser.add_argument("--gone", type=count(MAX_PLAYERS), nargs="*", default=[], metavar="I",
                        help="players who left: in no round after the fixed ones")
    parser.add_argument("--json", action="store_true")
    args = parser.parse(argv)
    if isinstance(args, int):
        return args
    try:
        fixed = read_fixed(args.fixed)["rounds"] if args.fixed else []
        plan = reseat(args.players, args.tables, args.rounds, fixed, seed=args.seed, apart=args.apart, gone=args.gone)
    except (SeatingError, ValueError) as err:
        print(f"seating: {err}", file=sys.stderr)
        return 2
    q = quality(plan, args.players, args.tables, args.apart, args.gone)
    if args.json:
        data = seating_json(plan, args.players, args.tables)
        data["quality"] = quality_json(q)
        print(json.dumps(data, ensure_ascii=False))
        return 0
    for r, round_ in enumerate(plan, 1):
        for t, table in enumerate(round_, 1):
            print(f"round {r}, table {t}: " + " ".join(f"{p:>3}" for p in table))
    print("\n".join(report_lines(q)))
    return 0
