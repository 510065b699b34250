"""After the evening, from the command line (``python -m app …``), for a
club secretary's scripts and for checks: ``db check``, ``standings``,
``import``, ``export``. Each takes ``--db URL`` (default: the user's
database), prints its result on stdout and, on any error, exits 2 with one
line on stderr. No window opens.
"""

from __future__ import annotations

import argparse
import datetime
import json
import logging
import sys
from pathlib import Path
from typing import Any, Mapping

KINDS = ("csv", "xlsx", "pdf", "zip")


class CommandError(Exception):
    """A command cannot do what was asked; ``str()`` is the one line to print."""


def install_words(language: str) -> None:
    """Qt's translator for ``language`` on this process's QCoreApplication
    (made if there is none; no window), so that the kits' ``tr()`` words
    come out in it. Raises whatever Qt raises when it cannot load."""
    from PySide6.QtCore import QCoreApplication

    from .main import install_translator

    app = QCoreApplication.instance() or QCoreApplication([sys.argv[0] or "mafia-host"])
    install_translator(app, language)


def game_words(language: str) -> Any:
    """Each game's own words (titles, roles, results) in ``language`` for a
    file or page written without a window: the kits' words
    (:class:`app.ui.game_words.KitWords`) under Qt's translator, on a
    QCoreApplication of this process (no window). In English, or if Qt
    cannot load, the core's English (:data:`app.export.game_words.CORE_WORDS`,
    the kits' English word for word): an English export loads no Qt."""
    if language != "ru":
        from .export.game_words import CORE_WORDS

        return CORE_WORDS
    try:
        from .ui.game_words import KIT_WORDS

        install_words(language)
        return KIT_WORDS
    except Exception:     # no Qt here: the core's English
        logging.getLogger(__name__).exception("the games' words")
        from .export.game_words import CORE_WORDS

        return CORE_WORDS


def _store(url: str | None, whole: bool = True):
    """The database at ``url`` (``whole``: as :meth:`Store.open` takes it), or a :class:`CommandError`."""
    from .storage import StorageError, Store

    try:
        return Store.open(url, whole=whole)
    except StorageError as err:
        raise CommandError(str(err)) from None


def db_check(url: str | None) -> tuple[dict[str, Any], int]:
    """Migrate if needed (the old file is copied aside first), replay every
    stored game and compare it with its stored status, result and points.

    Each game whose replay differs is listed in ``mismatches`` and marked
    (``games.rules_note``, as a later reading of the rules marks one, so the
    standings and the exports name it; issue #37): ``what`` is
    ``refused`` (an input the rules now refuse: ``input``, ``action``,
    ``rule``, ``detail``), ``result``, ``points`` or ``replay`` (a stored
    input no longer read); a difference a later reading of the rules brought
    (issue #22) also carries ``rules_edition``. Returns the report and the
    exit code (1 if anything disagrees)."""
    from .core.errors import MafiaError
    from .core.ruleset import RULES_EDITION, all_schemes
    from .storage import StorageError
    from .storage.migrate import current_revision

    store = _store(url)
    try:
        mismatches: list[dict[str, Any]] = []
        counts = {"finished": 0, "unfinished": 0, "abandoned": 0}
        ids = store.game_ids()
        for gid in ids:
            try:
                stored = store.load_game(gid)
            except (MafiaError, ValueError) as err:
                mismatches.append({"game": gid, "what": "replay", "detail": str(err)})
                continue
            game, refusal = stored.replay()
            key = {"in_progress": "unfinished"}.get(stored.status, stored.status)
            counts[key] = counts.get(key, 0) + 1
            found = _mismatch(store, stored, game, refusal, all_schemes())
            note = stored.rules_note
            if found is None and note is not None:
                found = {k: v for k, v in note.items() if k != "edition"}
            elif found is not None and note is None:
                # issue #37: a difference db check finds is marked like a rules reading's, so the
                # standings and the exports name the game too
                try:
                    store.mark_game(gid, {"edition": RULES_EDITION, **found})
                except StorageError as err:   # a read-only file: listed, marked at a later check
                    logging.getLogger(__name__).warning("game %s not marked: %s", gid, err)
            if found is not None:
                if note is not None:
                    found["rules_edition"] = note.get("edition")
                mismatches.append({"game": gid, **found})
        report = {"schema": current_revision(store.engine), "games": len(ids), "finished": counts["finished"],
                  "unfinished": counts["unfinished"], "abandoned": counts["abandoned"], "mismatches": mismatches}
        return report, 1 if mismatches else 0
    finally:
        store.close()


def _mismatch(store: Any, stored: Any, game: Any, refusal: Any, schemes: Any) -> dict[str, Any] | None:
    """What differs between stored game ``stored`` and its replay ``game``, or None."""
    if refusal is not None:
        return {"what": "refused", **refusal.to_json()}
    if stored.status != "finished":
        return None
    winner = store.game_winner(stored.id)
    if game.status != "finished" or game.winner != winner:
        return {"what": "result", "stored": winner, "replayed": game.winner}
    points = store.game_points(stored.id)
    if points:
        scheme_id = next(iter(points.values()))["scheme"]
        scheme = store.schemes.get(scheme_id) or schemes.get(scheme_id)
        replayed = game.points(scheme) if scheme is not None else None
        if replayed is None or any(abs(replayed[s] - row["points"]) > 1e-9 for s, row in points.items()):
            return {"what": "points", "stored": {s: r["points"] for s, r in points.items()}, "replayed": replayed}
    elif stored.confirmed_points is not None:
        replayed = game.points()
        if replayed != stored.confirmed_points:
            return {"what": "points", "stored": {str(s): str(p) for s, p in stored.confirmed_points.items()},
                    "replayed": None if replayed is None else {str(s): str(p) for s, p in replayed.items()}}
    return None


def standings_command(url: str | None, evening: int | None, tournament: str | None, date_from: str | None,
                      date_to: str | None, language: str = "en", up_to_round: int | None = None) -> dict[str, Any]:
    """The standings of an evening or a tournament/date range, as the window
    and the exports have them (issue #37): ``{"format":
    "mafia-standings/1", "tables": [{"name", "kind": "club" | "distance",
    "rows": [...]}], "marked": [lines]}``: one table per points scheme
    (C-11's columns and tie-breaks), then the sport distance (S-13: points,
    Ci, total, exact); ``marked``: the picked games ``db check`` marked;
    ``up_to_round``: a tournament's games of its rounds 1…k only (issue #41)."""
    from sqlalchemy.exc import DBAPIError

    from .export.standings import marked_lines, standings_parts
    from .storage.engine import damaged, default_url, safe_url, sqlite_path

    store = _store(url, whole=False)      # only read: a damaged page is said when it is met
    picked: dict[str, Any] = dict(evening_id=evening, tournament=tournament, date_from=date_from, date_to=date_to,
                                  up_to_round=up_to_round)
    try:
        parts = standings_parts(store, **picked)
        marked = marked_lines(store, language, **picked)
    except DBAPIError as err:
        address = url or default_url()
        raise CommandError(str(damaged(str(sqlite_path(address) or safe_url(address)), err))) from None
    finally:
        store.close()
    tables = []
    for part in parts:
        if part.distance:
            rows = [{"rank": s.place, "player": s.name, "games": s.games, "wins": s.wins,
                     "points": s.game_points, "ci": s.ci, "ci_provisional": s.ci_provisional, "total": s.total,
                     "tie": s.tie} for s in part.rows]
        else:
            rows = [{"rank": s.place, "player": s.name, "games": s.games, "wins": s.wins, "wins_red": s.wins_red,
                     "wins_black": s.wins_black, "wins_maniac": s.wins_maniac, "useful": s.useful,
                     "penalty": s.penalty, "points": s.points, "tie": s.tie} for s in part.rows]
        tables.append({"name": part.name, "kind": "distance" if part.distance else "club", "rows": rows})
    return {"format": "mafia-standings/1", "tables": tables, "marked": marked}


def standings_text(found: Mapping[str, Any]) -> str:
    """:func:`standings_command`'s tables as the terminal shows them."""
    from .core.script import decimal_text

    several = len(found["tables"]) > 1
    out = []
    for table in found["tables"]:
        if several:
            out.append(f"== {table['name']}")
        for r in table["rows"]:
            tie = "  (tie: the host decides)" if r["tie"] else ""
            if table["kind"] == "distance":
                out.append(f"{r['rank']:>3}  {r['player']:<24} {decimal_text(r['total']):>7}  games {r['games']}  "
                           f"wins {r['wins']}  points {decimal_text(r['points'])}  Ci {decimal_text(r['ci'])}"
                           + ("*" if r["ci_provisional"] else "") + tie)
            else:
                out.append(f"{r['rank']:>3}  {r['player']:<24} {r['points']:>7g}  games {r['games']}  "
                           f"wins {r['wins']}  useful {r['useful']}  penalty {r['penalty']:g}" + tie)
    if not found["tables"]:
        out.append("No game picked keeps points.")
    if found["marked"]:
        out.append("Games the current rules read differently (db check):")
        out.extend(f"  {line}" for line in found["marked"])
    return "\n".join(out)


def import_command(url: str | None, path: str) -> dict[str, Any]:
    """Import an evening (``mafia-evening/1``) or a game protocol, all or
    nothing; a protocol becomes a game of a new evening dated today."""
    from .core.errors import MafiaError
    from .core.script import SCRIPT_FILES, loads_json, parse_script, replay
    from .files import FileProblem, beside, read_text
    from .storage import StorageError

    token = SCRIPT_FILES.set(beside(path))   # a catalogue or world beside it, as replay reads it (issue #37)
    try:
        data = loads_json(read_text(path))
        evening = isinstance(data, dict) and data.get("format") == "mafia-evening/1"
        script = None if evening else parse_script(data)   # checked whole before the database opens
        game = None if script is None else replay(script)
        store = _store(url)
        try:
            if script is None or game is None:
                eid = store.import_evening(data)
                return {"evening": eid, "games": [g.id for g in store.evening_games(eid)]}
            eid, gid = store.import_protocol({"date": datetime.date.today().isoformat()}, script.setup,
                                             script.actions, game)   # one transaction
            store.release(gid)
            return {"evening": eid, "games": [gid]}
        finally:
            store.close()
    except (FileProblem, MafiaError, StorageError) as err:
        raise CommandError(f"{path}: {err}") from None
    finally:
        SCRIPT_FILES.reset(token)


def export_command(url: str | None, evening: int, kinds: list[str], out: str, language: str = "en") -> list[str]:
    """The evening's exports (the window's files) into ``out``; their paths."""
    from .export.report import export_evening

    if "pdf" in kinds:   # the PDF is drawn by Qt: no window, but a GUI application
        import os

        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        from PySide6.QtWidgets import QApplication

        QApplication.instance() or QApplication([sys.argv[0]])
    words = game_words(language)
    store = _store(url)
    try:
        try:
            store.evening(evening)
        except Exception:
            raise CommandError(f"there is no evening {evening} in the database") from None
        try:
            return [str(p) for p in export_evening(store, evening, Path(out), tuple(kinds), language, words)]
        except OSError as err:
            raise CommandError(f"{out}: cannot write ({err.strerror or err})") from None
    finally:
        store.close()


def main(argv: list[str]) -> int:
    """``python -m app db check|standings|import|export …``; returns the exit code."""
    parser = argparse.ArgumentParser(prog="python -m app", description="Mafia Host after the evening")
    sub = parser.add_subparsers(dest="command", required=True)

    def with_db(p):
        p.add_argument("--db", metavar="URL", help="database URL (default: the user's database)")
        return p

    db = sub.add_parser("db", help="database checks")
    dbsub = db.add_subparsers(dest="db_command", required=True)
    with_db(dbsub.add_parser("check", help="migrate, replay every game, compare with what is stored"))
    st = with_db(sub.add_parser("standings", help="the standings table (C-11)"))
    st.add_argument("--evening", type=int)
    st.add_argument("--tournament")
    st.add_argument("--from", dest="date_from", metavar="DATE")
    st.add_argument("--to", dest="date_to", metavar="DATE")
    def round_number(text: str) -> int:
        from .core.seating import MAX_ROUNDS

        if not text.isdigit() or len(text) > 3 or not 1 <= int(text) <= MAX_ROUNDS:
            raise argparse.ArgumentTypeError(f"{text[:10]!r} is not a round from 1 to {MAX_ROUNDS}")
        return int(text)

    st.add_argument("--after-round", type=round_number, metavar="K", dest="after_round",
                    help="a tournament's games of rounds 1 to K only (the seating's rounds)")
    st.add_argument("--json", action="store_true")
    im = with_db(sub.add_parser("import", help="import an evening or a game protocol"))
    im.add_argument("file")
    ex = with_db(sub.add_parser("export", help="export an evening's files"))
    ex.add_argument("--evening", type=int, required=True)
    ex.add_argument("--format", default="csv,xlsx,pdf,zip",
                    help="csv, xlsx, pdf, zip, or several separated by commas")
    ex.add_argument("--out", required=True, metavar="DIR")
    ex.add_argument("--lang", choices=("en", "ru"), default="en", help="the files' language")
    try:
        args = parser.parse_args(argv)
    except SystemExit as exit_:
        return 2 if exit_.code else 0
    try:
        return _run(args)
    except BrokenPipeError:   # e.g. piped into `head`
        import os

        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


def _run(args: argparse.Namespace) -> int:
    try:
        if args.command == "db":
            report, code = db_check(args.db)
            print(json.dumps(report, ensure_ascii=False, sort_keys=True))
            return code
        if args.command == "standings":
            found = standings_command(args.db, args.evening, args.tournament, args.date_from, args.date_to,
                                      up_to_round=args.after_round)
            if args.json:
                from .core.script import dumps_json

                print(dumps_json(found, ensure_ascii=False))     # exact points as JSON numbers (S-12.6)
            else:
                print(standings_text(found))
            return 0
        if args.command == "import":
            print(json.dumps(import_command(args.db, args.file)))
            return 0
        kinds = [k.strip() for k in args.format.split(",") if k.strip()]
        bad = [k for k in kinds if k not in KINDS]
        if bad or not kinds:
            raise CommandError(f"--format takes {', '.join(KINDS)}, not {', '.join(bad) or 'nothing'}")
        for path in export_command(args.db, args.evening, kinds, args.out, args.lang):
            print(path)
        return 0
    except CommandError as err:
        print(str(err), file=sys.stderr)
        return 2
