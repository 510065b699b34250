"""The app's database: players, evenings, games and every host input.

:class:`Store` is put together from its parts, one per concern: the
register and club settings (:mod:`.people`), the phone links
(:mod:`.links`), the lease (:mod:`.leases`), points and standings
(:mod:`.standings`, module functions over a store); evenings and games are
here. The records it hands out are in :mod:`.records`.

One :class:`Store` per database. Every write is one transaction; a failure
raises :class:`~app.storage.errors.StorageError` (``write-failed``) and the
caller must not show the input as applied. SQL is portable (SQLAlchemy Core):
the same code serves SQLite and PostgreSQL.
"""

from __future__ import annotations

import logging
import os
import socket
import uuid
from decimal import Decimal
from typing import Any, Iterable, Mapping

from sqlalchemy import bindparam, func, insert, select, update
from sqlalchemy.engine import Engine

from ..core.game import Game
from ..core.inputs import check_text
from ..core.limits import MAX_NAME
from ..core import ruleset as registry
from ..core.ruleset import RULES_EDITION
from ..core.inputs import HostInput
from ..core.script import dumps_json, loads_json, setup_from_json, setup_to_json
from ..core.setup import GameSetup
from .engine import open_database
from .errors import StorageError
from .leases import ELSEWHERE, LEASE_SECONDS, LeaseStore  # noqa: F401  (as imported from here before)
from .links import LinkStore
from .rating import RatingStore
from .stats import StatsStore, fill_facts, store_facts
from .tournaments import TournamentStore
from .people import PeopleStore
from .records import (  # noqa: F401  (the store's records, as they were imported from here)
    BLACKLIST_AFTER, BLACKLISTING, GameRecord, PlayerInfo, Refusal, StoredGame, _check_texts, _now, _team, _won,
    name_key, token_digest,
)
from .standings import fiim_rows, rules_notes, standings_by_scheme, standings_rows, standings_schemes  # noqa: F401  (ditto)
from .schema import (
    disqualifications, evenings, game_events, game_points, game_seats, games, phone_tokens,
)

log = logging.getLogger(__name__)
EVENING_FORMAT = "mafia-evening/1"


# The statements every host input writes, built once: building them again at each
# write cost the writer thread most of its 2.5 ms, under the window's GIL (#26).
_LAST_SEQ = select(func.coalesce(func.max(game_events.c.seq), 0)).where(game_events.c.game_id == bindparam("b_game"))
_ADD_EVENT = insert(game_events)
MAX_SOURCE_TIME = 32
"""The longest post time kept with an entry (ISO text)."""


def source_json(source: dict[str, Any]) -> dict[str, Any]:
    """An entry's source as kept (bounded): ``author`` (at most :data:`MAX_NAME`), ``time`` (ISO or None), ``post``."""
    when = source.get("time")
    return {"author": str(source.get("author", ""))[:MAX_NAME],
            "time": None if when is None else str(when)[:MAX_SOURCE_TIME],
            "post": int(source["post"]) if isinstance(source.get("post"), int) else None}


def _source(text: str | None) -> dict[str, Any] | None:
    if not text:
        return None
    try:
        data = loads_json(text)
    except ValueError:
        return None
    return source_json(data) if isinstance(data, dict) else None
_SET_STATUS = update(games).where(games.c.id == bindparam("b_game"))
_CLEAR_POINTS = game_points.delete().where(game_points.c.game_id == bindparam("b_game"))
_CLEAR_DISQUALIFIED = disqualifications.delete().where(disqualifications.c.game_id == bindparam("b_game"))


class Store(PeopleStore, LinkStore, LeaseStore, TournamentStore, RatingStore, StatsStore):
    """Persistence for the host's work. Build with :meth:`open`."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        # this window's name on the games it holds (the lease): machine, process, instance
        self.owner = f"{socket.gethostname()[:24]}:{os.getpid()}:{uuid.uuid4().hex[:12]}"
        self.schemes: dict[str, Any] = registry.all_schemes()   # the club's: built-in and its own files
        self.notice: str | None = None
        self.scheme_id: str | None = None   # the club's choice for new results; None: the game's preset

    def scheme_for(self, game: Game) -> Any:
        """The points scheme a finished game is scored with now (C-11): the
        club's choice, else the game's own; None for a ruleset without schemes."""
        rules = game.ruleset
        chosen = self.scheme_id if self.scheme_id in rules.schemes or self.scheme_id in self.schemes else None
        return rules.scheme_for(chosen or game.setup.scheme, self.schemes)

    @classmethod
    def open(cls, url: str | None = None, busy_seconds: float = 3.0, whole: bool = True) -> "Store":
        """Open (checking, backing up and migrating) the database at ``url``;
        ``whole`` False: a reader's open, as :func:`~.engine.open_database` says.

        :attr:`notice` then holds a sentence for the host when the file was
        empty (a new database was made in it), else None."""
        from .engine import sqlite_path

        path = sqlite_path(url) if url else None
        empty = path is not None and path.is_file() and path.stat().st_size == 0
        store = cls(open_database(url, busy_seconds, whole))
        from .rereading import reread

        reread(store)     # games stored under an earlier reading of the rules (issue #22)
        fill_facts(store)  # finished games stored before their play was kept for the statistics (#42)
        if empty:
            store.notice = f"{path} was an empty file: a new games database was created in it."
            log.info(store.notice)
        return store

    def close(self) -> None:
        self.engine.dispose()

    # ------------------------------------------------------------ evenings
    def create_evening(self, date: str, club: str = "", table: str = "", host: str = "",
                       tournament: str = "") -> int:
        """A new evening (``date`` ISO); ``tournament`` names the series it
        counts for. Raises :class:`StorageError` ``bad-text`` for a text of
        more than :data:`~app.core.limits.MAX_NAME` characters or not valid text."""
        _check_texts(date=date, club=club, table=table, host=host, tournament=tournament)
        return self._write("evening", lambda conn: conn.execute(insert(evenings).values(
            date=date, club=club, table_name=table, host=host, tournament=tournament,
            created_at=_now())).inserted_primary_key[0])

    def evening(self, evening_id: int) -> dict[str, Any]:
        with self.engine.connect() as conn:
            row = conn.execute(select(evenings).where(evenings.c.id == evening_id)).mappings().one()
            return dict(row)

    def latest_evening(self) -> dict[str, Any] | None:
        with self.engine.connect() as conn:
            row = conn.execute(select(evenings).order_by(evenings.c.id.desc()).limit(1)).mappings().first()
            return dict(row) if row else None

    def latest_in_progress(self) -> int | None:
        """The id of the game in progress written last, or None (what ``serve`` follows, issue #29)."""
        with self.engine.connect() as conn:
            row = conn.execute(select(games.c.id).where(games.c.status == "in_progress")
                               .order_by(games.c.updated_at.desc(), games.c.id.desc()).limit(1)).first()
        return None if row is None else int(row[0])

    def mark_game(self, game_id: int, note: dict[str, Any]) -> None:
        """Mark stored game ``game_id`` with ``note`` (``games.rules_note``,
        the shape :mod:`.rereading` writes): ``db check`` found its replay
        differs from what is stored. Nothing else of it changes. Raises
        :class:`StorageError`."""
        text = dumps_json(note, ensure_ascii=False)
        self._write("mark game", lambda conn: conn.execute(
            update(games).where(games.c.id == game_id).values(rules_note=text)))

    def game_evening(self, game_id: int) -> int | None:
        """The evening a stored game belongs to (None: no such game): a phone
        link opens its own evening's game only (issue #40)."""
        with self.engine.connect() as conn:
            row = conn.execute(select(games.c.evening_id).where(games.c.id == game_id)).first()
        return None if row is None else int(row[0])

    def last_change(self) -> tuple[Any, Any, int, int]:
        """When a game and its timer were last written, how many events are
        stored and how many phone links are revoked: a change of any means
        something to show again (issues #29, #40: a revoked link's page closes)."""
        with self.engine.connect() as conn:
            when, timer = conn.execute(select(func.max(games.c.updated_at), func.max(games.c.timer_at))).one()
            count = conn.execute(select(func.count()).select_from(game_events)).scalar()
            revoked = conn.execute(select(func.count()).select_from(phone_tokens)
                                   .where(phone_tokens.c.revoked.is_(True))).scalar()
        return when, timer, int(count or 0), int(revoked or 0)

    def evening_games(self, evening_id: int) -> list[StoredGame]:
        with self.engine.connect() as conn:
            ids = [r[0] for r in conn.execute(select(games.c.id).where(games.c.evening_id == evening_id)
                                              .order_by(games.c.number))]
        return [self.load_game(i) for i in ids]

    # ------------------------------------------------------------ games
    def start_game(self, evening_id: int, setup: GameSetup,
                   overrides: dict[int, str] | None = None) -> int:
        """Store a new game of the evening (with who sits where); returns its id.

        ``overrides``: seat → the host's reason for seating a blacklisted
        player (C-5.5), kept with the game's setup.
        """
        setup_json = setup_to_json(setup)
        if overrides:
            setup_json["blacklist_overrides"] = [{"seat": s, "reason": r} for s, r in sorted(overrides.items())]
            log.warning("blacklisted players seated by the host: %s", overrides)

        return self._write("new game", lambda conn: self._insert_game(conn, evening_id, setup, setup_json))

    def _insert_game(self, conn, evening_id: int, setup: GameSetup, setup_json: dict[str, Any],
                     lease: bool = True) -> int:
        number = (conn.execute(select(func.max(games.c.number))
                               .where(games.c.evening_id == evening_id)).scalar() or 0) + 1
        now = _now()
        gid = conn.execute(insert(games).values(
            evening_id=evening_id, number=number, status="in_progress", speed_game=setup.speed_game,
            preset=setup.preset, setup_json=dumps_json(setup_json, ensure_ascii=False),
            rules_edition=RULES_EDITION, started_at=now, updated_at=now, lease_owner=self.owner if lease else None,
            lease_at=now if lease else None)).inserted_primary_key[0]
        for info in setup.seats:
            conn.execute(insert(game_seats).values(game_id=gid, seat=info.seat,
                                                   player_id=self.player_id(conn, info.player),
                                                   name=info.player, role=str(getattr(info.role, "value", info.role))))
        return gid

    def record(self, game_id: int, kind: str, inp: HostInput | None, game: Game) -> None:
        """Store one host event (``input``/``undo``/``redo``) and the game's
        status after it, in one transaction."""
        self.write_event(game_id, kind, inp, self.snapshot(game))

    def snapshot(self, game: Game) -> "GameRecord":
        """What an event writes besides itself (status, result, points,
        disqualifications), worked out from ``game`` now, on the caller's
        thread: a write that runs later, elsewhere, never reads the game."""
        finished = game.status == "finished"
        scheme_key, lines = self._points_lines(game, self.scheme_for(game) if finished else None)
        hv = game.host_view()
        return GameRecord("finished" if finished else "in_progress", game.winner, hv.result_reason,
                          scheme_key, lines, {s.seat: s.disqualified for s in hv.seats if s.disqualified},
                          game.ruleset.rows_to_keep(game) if finished else None,
                          game.ruleset.game_facts(game) if finished else None)

    @staticmethod
    def _points_lines(game: Game, scheme: Any) -> tuple[tuple[str, int] | None, dict[int, Any] | None]:
        """The points rows a game keeps under ``scheme``: its (id, version)
        and the lines per seat. Club points are kept here (floats, rescored by
        recompute, C-11); a ruleset whose points are exact decimals read from
        the fold keeps none (S-12.6)."""
        if scheme is None:
            return None, None
        lines = game.points_breakdown(scheme) if game.ruleset.points_rows else None
        return (scheme.id, scheme.version), (dict(lines) if lines else None)

    def write_event(self, game_id: int, kind: str, inp: HostInput | None, rec: "GameRecord",
                    source: dict[str, Any] | None = None) -> None:
        """Store one host event and ``rec`` (:meth:`snapshot`) in one
        transaction; safe from a worker thread (it reads no game); ``source``:
        the post an entry was read from (issue #43). Raises
        :class:`StorageError`: nothing written."""
        text = None if inp is None else dumps_json(inp.to_json(), ensure_ascii=False)
        said = None if source is None else dumps_json(source_json(source), ensure_ascii=False)

        def run(conn):
            self._hold(conn, game_id)
            seq = conn.execute(_LAST_SEQ, {"b_game": game_id}).scalar() + 1
            conn.execute(_ADD_EVENT, {"game_id": game_id, "seq": seq, "kind": kind, "created_at": _now(),
                                      "input_json": text, "source_json": said})
            self._store_record(conn, game_id, rec)
        self._write(kind, run)

    def _store_status(self, conn, game_id: int, game: Game) -> None:
        """Status, winner and points (C-11) of ``game`` after its last event."""
        self._store_record(conn, game_id, self.snapshot(game))

    def _store_record(self, conn, game_id: int, rec: "GameRecord") -> None:
        now = _now()
        finished = rec.status == "finished"
        conn.execute(_SET_STATUS, {
            "b_game": game_id, "updated_at": now, "status": rec.status, "winner": rec.winner,
            "result_reason": rec.result_reason, "finished_at": now if finished else None,
            # any change after the host's review asks for a new review
            "points_confirmed": False, "confirmed_points": None,
            "kept_rows": None if rec.rows is None else dumps_json(rec.rows, ensure_ascii=False),
            "days": None if rec.facts is None else rec.facts.days})
        if rec.facts is not None:
            store_facts(conn, game_id, rec.facts)
        self._store_lines(conn, game_id, rec.scheme, rec.lines)
        conn.execute(_CLEAR_DISQUALIFIED, {"b_game": game_id})
        if rec.disqualified:
            ids = dict(conn.execute(select(game_seats.c.seat, game_seats.c.player_id)
                                    .where(game_seats.c.game_id == game_id)).all())
            conn.execute(insert(disqualifications), [
                {"game_id": game_id, "seat": seat, "player_id": ids.get(seat), "reason": reason}
                for seat, reason in sorted(rec.disqualified.items())])

    def _store_points(self, conn, game_id: int, game: Game, scheme: Any) -> None:
        """Replace the game's points rows: scored with ``scheme`` and tagged with its id and version."""
        self._store_lines(conn, game_id, *self._points_lines(game, scheme))

    def _store_lines(self, conn, game_id: int, scheme: tuple[str, int] | None, lines) -> None:
        """Replace the game's points rows (a finished game's only: ``lines``
        None deletes them), each with what the standings group by: the
        seat's name and role, the game's preset and winner (rev 0011)."""
        conn.execute(_CLEAR_POINTS, {"b_game": game_id})
        if lines and scheme is not None:
            seats = {seat: (pid, name, role) for seat, pid, name, role in conn.execute(
                select(game_seats.c.seat, game_seats.c.player_id, game_seats.c.name, game_seats.c.role)
                .where(game_seats.c.game_id == game_id))}
            preset, winner = conn.execute(select(games.c.preset, games.c.winner)
                                          .where(games.c.id == game_id)).one()
            nobody = (None, None, None)
            conn.execute(insert(game_points), [
                {"game_id": game_id, "seat": seat, "player_id": seats.get(seat, nobody)[0],
                 "name": seats.get(seat, nobody)[1], "role": seats.get(seat, nobody)[2],
                 "preset": preset, "winner": winner, "points": float(line.total),
                 "scheme": scheme[0], "scheme_version": scheme[1], "base": float(line.base),
                 "useful": float(line.useful), "useful_count": line.useful_count,
                 "penalty": float(line.penalty), "bonus": float(line.bonus)} for seat, line in lines.items()])

    def recompute(self, game_ids: Iterable[int], scheme: Any) -> int:
        """Score these finished games again with ``scheme`` (explicit, C-11);
        returns how many were rescored. Past results change only through this."""
        count = 0
        for gid in game_ids:
            stored = self.load_game(gid)
            if stored.status != "finished":
                continue
            game = stored.rebuild()
            self._write("recompute", lambda conn, gid=gid, game=game: self._store_points(conn, gid, game, scheme))
            count += 1
        return count

    def confirm_points(self, game_id: int, points: Mapping[int, Any] | None = None) -> None:
        """The host has reviewed the game's points on the result screen;
        ``points`` (seat → exact points, from the fold) are kept as confirmed:
        they stand until he confirms the game again (issue #22)."""
        kept = None if not points else dumps_json({str(s): str(p) for s, p in sorted(points.items())})

        def run(conn):
            self._hold(conn, game_id)
            conn.execute(update(games).where(games.c.id == game_id).values(points_confirmed=True,
                                                                            confirmed_points=kept))
        self._write("confirm points", run)

    def game_points(self, game_id: int) -> dict[int, dict[str, Any]]:
        """Stored points per seat: total, detail, scheme id and version."""
        with self.engine.connect() as conn:
            rows = conn.execute(select(game_points).where(game_points.c.game_id == game_id)).mappings().all()
        return {r["seat"]: dict(r) for r in rows}

    def save_timer(self, game_id: int, remaining: float | None, running: bool = False) -> None:
        """Keep the timer's remaining seconds (None: no speech) and whether
        it runs, as of now; never waits for another program's lock."""
        def run(conn):
            self._hold(conn, game_id)
            conn.execute(update(games).where(games.c.id == game_id).values(
                timer_remaining=remaining, timer_running=bool(running and remaining is not None),
                timer_at=_now()))
        # the timer's position is a convenience for a resume: its save does not wait for the disk,
        # so the host's next input, queued behind it, does not wait for two flushes (#26)
        self._write("timer", run, busy_ms=0, synced=False)

    def abandon(self, game_id: int, reason: str) -> None:
        """Mark a game in progress abandoned; it stays in the database. A
        status never goes backwards: a finished game stays finished."""
        def run(conn):
            self._hold(conn, game_id)
            done = conn.execute(update(games).where(games.c.id == game_id, games.c.status == "in_progress")
                                .values(status="abandoned", abandoned_reason=reason, updated_at=_now(),
                                        lease_owner=None, lease_at=None))
            if done.rowcount == 0:
                raise StorageError("finished", "This game is no longer in progress; it stays as it is.")
        self._write("abandon", run)

    def game_ids(self) -> list[int]:
        """Every stored game's id, oldest first."""
        with self.engine.connect() as conn:
            return [r[0] for r in conn.execute(select(games.c.id).order_by(games.c.id))]

    def game_winner(self, game_id: int) -> str | None:
        """The stored result of a game (None while in progress)."""
        with self.engine.connect() as conn:
            return conn.execute(select(games.c.winner).where(games.c.id == game_id)).scalar()

    def unfinished_game(self) -> StoredGame | None:
        """The latest game still in progress (to resume at start), or None."""
        with self.engine.connect() as conn:
            row = conn.execute(select(games.c.id).where(games.c.status == "in_progress")
                               .order_by(games.c.updated_at.desc(), games.c.id.desc()).limit(1)).first()
        return None if row is None else self.load_game(row[0])

    def load_game(self, game_id: int) -> StoredGame:
        """The stored game ``game_id`` (raises a :class:`~app.core.errors.MafiaError`
        for a stored setup or input no longer read)."""
        with self.engine.connect() as conn:
            return self._load(conn, game_id)

    def _load(self, conn, game_id: int) -> StoredGame:
        g = conn.execute(select(games).where(games.c.id == game_id)).mappings().one()
        events = conn.execute(select(game_events.c.seq, game_events.c.kind, game_events.c.input_json,
                                     game_events.c.source_json)
                              .where(game_events.c.game_id == game_id).order_by(game_events.c.seq)).all()
        seats = dict(conn.execute(select(game_seats.c.seat, game_seats.c.player_id)
                                  .where(game_seats.c.game_id == game_id)).all())
        setup = setup_from_json(loads_json(g["setup_json"]))
        parsed = tuple((e.kind, None if e.input_json is None else setup.rules.parse_stored_input(loads_json(e.input_json)))
                       for e in events)
        note = loads_json(g["rules_note"]) if g["rules_note"] else None
        confirmed = ({int(s): Decimal(v) for s, v in loads_json(g["confirmed_points"]).items()}
                     if g["confirmed_points"] else None)
        return StoredGame(g["id"], g["evening_id"], g["number"], g["status"],
                          setup, parsed, g["timer_remaining"], seats, note, confirmed,
                          bool(g["timer_running"]), g["timer_at"],
                          tuple(_source(e.source_json) for e in events))

    def import_game(self, evening_id: int, setup: GameSetup, actions, game: Game) -> int:
        """Store a replayed game (``game`` = setup + ``actions``) as the evening's
        next game, in one transaction (all of it or nothing); this window holds it."""
        return self._write("import game", lambda conn: self._insert_replayed(conn, evening_id, setup, actions, game))

    def import_protocol(self, evening: dict[str, str], setup: GameSetup, actions, game: Game) -> tuple[int, int]:
        """Store a replayed game as the first game of a new evening
        (``evening``: ``date``, and ``club``/``table``/``host``/``tournament``),
        both in one transaction: a kill between them can leave no empty
        evening. Returns (evening id, game id); this window holds the game."""
        _check_texts(**evening)

        def run(conn):
            eid = conn.execute(insert(evenings).values(
                date=evening["date"], club=evening.get("club", ""), table_name=evening.get("table", ""),
                host=evening.get("host", ""), tournament=evening.get("tournament", ""),
                created_at=_now())).inserted_primary_key[0]
            return eid, self._insert_replayed(conn, eid, setup, actions, game)
        return self._write("import game", run)

    def _insert_replayed(self, conn, evening_id: int, setup: GameSetup, actions, game: Game,
                         status: str | None = None) -> int:
        lease = status is None   # imported into this window, not as part of an evening
        gid = self._insert_game(conn, evening_id, setup, setup_to_json(setup), lease=lease)
        actions = list(actions)
        if actions:
            now = _now()
            conn.execute(insert(game_events), [
                {"game_id": gid, "seq": i + 1, "kind": "input", "created_at": now,
                 "input_json": dumps_json(a.to_json(), ensure_ascii=False)} for i, a in enumerate(actions)])
        self._store_status(conn, gid, game)
        if status == "abandoned" and game.status != "finished":
            conn.execute(update(games).where(games.c.id == gid).values(
                status="abandoned", abandoned_reason="imported as abandoned"))
        return gid

    # ------------------------------------------------------------ exchange
    def export_evening(self, evening_id: int) -> dict[str, Any]:
        """The whole evening as one JSON-ready object (``mafia-evening/1``)."""
        ev = self.evening(evening_id)
        out_games = []
        for g in self.evening_games(evening_id):
            script = g.protocol()
            script.update(number=g.number, status=g.status)
            out_games.append(script)
        return {"format": EVENING_FORMAT, "date": ev["date"], "club": ev["club"],
                "table": ev["table_name"], "host": ev["host"], "tournament": ev["tournament"],
                "games": out_games}

    def import_evening(self, data: Any) -> int:
        """Store an exported evening as a new evening; returns its id.

        Raises :class:`~app.core.errors.MafiaError` for a bad file (nothing stored).
        """
        from ..core.errors import MafiaError, ScriptError
        from ..core.script import parse_script, replay

        if not isinstance(data, dict) or data.get("format") != EVENING_FORMAT:
            raise ScriptError(f"not an evening file: 'format' must be {EVENING_FORMAT!r}")
        games_data = data.get("games", [])
        if not isinstance(games_data, list):
            raise ScriptError("not an evening file: 'games' must be a list")
        for key in ("date", "club", "table", "host", "tournament"):
            value = data.get(key, "")
            if not isinstance(value, str):
                raise ScriptError(f"not an evening file: {key!r} must be a text")
            check_text(value, f"{key!r}", MAX_NAME)
        parsed = []
        for i, g in enumerate(games_data):
            try:
                script = parse_script(g)
                game = replay(script)
            except MafiaError as err:
                raise ScriptError(f"game {i + 1}: {err}") from None
            parsed.append((script, game, g.get("status", game.status)))

        def run(conn):   # one transaction: the whole evening or nothing
            eid = conn.execute(insert(evenings).values(
                date=str(data.get("date", "")), club=str(data.get("club", "")),
                table_name=str(data.get("table", "")), host=str(data.get("host", "")),
                tournament=str(data.get("tournament", "")), created_at=_now())).inserted_primary_key[0]
            for script, game, status in parsed:
                self._insert_replayed(conn, eid, script.setup, script.actions, game, str(status))
            return eid
        return self._write("import evening", run)
