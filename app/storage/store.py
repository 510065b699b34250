"""The app's database: players, evenings, games and every host input.

One :class:`Store` per database. Every write is one transaction; a failure
raises :class:`~app.storage.errors.StorageError` (``write-failed``) and the
caller must not show the input as applied. SQL is portable (SQLAlchemy Core):
the same code serves SQLite and PostgreSQL.
"""

from __future__ import annotations

import datetime as dt
import logging
import os
import socket
import uuid
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any, Iterable

from sqlalchemy import and_, bindparam, func, insert, or_, select, update
from sqlalchemy.engine import Engine
from sqlalchemy.exc import SQLAlchemyError

from ..core.errors import RuleError
from ..core.game import Game
from ..core.inputs import check_text
from ..core.limits import MAX_NAME
from ..core import ruleset as registry
from ..core.ruleset import RULES_EDITION
from ..core.inputs import HostInput
from ..core.script import dumps_json, loads_json, setup_from_json, setup_to_json
from ..core.setup import GameSetup
from .engine import one_line, open_database
from .errors import StorageError
from .schema import (
    club_settings, disqualifications, evenings, game_events, game_points, game_seats, games, phone_tokens, players,
)

log = logging.getLogger(__name__)
EVENING_FORMAT = "mafia-evening/1"
LEASE_SECONDS = 90
"""A window's hold on a game lapses this long after its last sign of life
(it renews every 30 s while open); then another window may take the game."""
ELSEWHERE = "This game is open in another Mafia Host window; nothing was saved here."


def _now() -> dt.datetime:
    return dt.datetime.now(dt.timezone.utc).replace(tzinfo=None)


def name_key(name: str) -> str:
    return " ".join(name.split()).casefold()


@dataclass(frozen=True)
class Refusal:
    """The first stored input the rules now refuse (issue #22): ``index`` in
    the game's protocol (0-based, as ``actions`` and the replay CLI count),
    the ``action`` as stored (JSON), the ``rule`` id and the ``message``."""

    index: int
    action: Any
    rule: str
    message: str
    error: RuleError | None = field(default=None, compare=False, repr=False)

    def to_json(self) -> dict[str, Any]:
        return {"input": self.index, "action": self.action, "rule": self.rule, "detail": self.message}


@dataclass(frozen=True)
class StoredGame:
    """A game as stored: its setup and the host's events (``("input", inp)``,
    ``("undo", None)``, ``("redo", None)``) in order; ``rules_note``: what a
    later reading of the rules changed in it (None: it replays the same);
    ``confirmed_points``: seat → the exact points the host confirmed."""

    id: int
    evening_id: int
    number: int
    status: str
    setup: GameSetup
    events: tuple[tuple[str, HostInput | None], ...]
    timer_remaining: float | None
    player_ids: dict[int, int | None]
    rules_note: dict[str, Any] | None = None
    confirmed_points: dict[int, Decimal] | None = None
    timer_running: bool = False
    """Whether the timer ran when ``timer_remaining`` was saved, at ``timer_at`` (UTC, naive)."""
    timer_at: dt.datetime | None = None

    def replay(self) -> tuple[Game, Refusal | None]:
        """The game as the host left it (inputs and redo stack), and the
        first stored input the rules now refuse, if any: the game then
        stands just before it (its stored state, to be opened read-only)."""
        game = Game(self.setup)
        for kind, inp in self.events:
            if kind == "input":
                assert inp is not None
                try:
                    game.push(inp)
                except RuleError as err:
                    return game, Refusal(len(game.inputs), inp.to_json(), err.rule, str(err), err)
            elif kind == "undo":
                game.undo()
            else:
                game.redo()
        return game, None

    def rebuild(self) -> Game:
        """The game exactly as the host left it; where the rules now refuse a
        stored input, as it stood just before that input (:meth:`replay`)."""
        return self.replay()[0]

    def protocol(self) -> dict[str, Any]:
        """The game's protocol as stored (setup and every input in force,
        refused or not): a game that no longer replays keeps it intact."""
        inputs: list[HostInput] = []
        redo: list[HostInput] = []
        for kind, inp in self.events:
            if kind == "input":
                assert inp is not None
                inputs.append(inp)
                redo = []
            elif kind == "undo" and inputs:
                redo.append(inputs.pop())
            elif kind == "redo" and redo:
                inputs.append(redo.pop())
        out = setup_to_json(self.setup)
        out["actions"] = [inp.to_json() for inp in inputs]
        return out


@dataclass(frozen=True)
class GameRecord:
    """What a host event writes besides itself (:meth:`Store.snapshot`):
    ``status`` (``in_progress``/``finished``), ``winner``, ``result_reason``,
    the points ``scheme`` (id, version) and its ``lines`` per seat (club
    points, C-11; None: none stored), the ``disqualified`` seats (C-5.5),
    and the finished game's ``rows`` for the standings over a distance
    (:meth:`~app.core.ruleset.Ruleset.rows_to_keep`; None: none kept)."""

    status: str
    winner: str | None
    result_reason: str | None
    scheme: tuple[str, int] | None
    lines: dict[int, Any] | None
    disqualified: dict[int, str]
    rows: list[dict[str, Any]] | None = None


def token_digest(token: str) -> str:
    """A phone link's token as stored: SHA-256, hex (issue #29)."""
    import hashlib

    return hashlib.sha256(token.encode("utf-8")).hexdigest()


BLACKLIST_AFTER = 2
"""A second disqualification (peeking, hinting), ever, blacklists a player (C-5.5)."""
BLACKLISTING = ("peek", "hint")


@dataclass(frozen=True)
class PlayerInfo:
    """A register entry with totals over finished games, and the C-5.5
    record: ``disqualifications`` for peeking or hinting, ever, and whether
    the player is on the club's ``blacklisted`` (a second one, not lifted)."""

    id: int
    name: str
    nickname: str
    games: int
    wins: int
    points: float
    disqualifications: int = 0
    blacklisted: bool = False


class Store:
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
    def open(cls, url: str | None = None, busy_seconds: float = 3.0) -> "Store":
        """Open (checking, backing up and migrating) the database at ``url``.

        :attr:`notice` then holds a sentence for the host when the file was
        empty (a new database was made in it), else None."""
        from .engine import sqlite_path

        path = sqlite_path(url) if url else None
        empty = path is not None and path.is_file() and path.stat().st_size == 0
        store = cls(open_database(url, busy_seconds))
        from .rereading import reread

        reread(store)     # games stored under an earlier reading of the rules (issue #22)
        if empty:
            store.notice = f"{path} was an empty file: a new games database was created in it."
            log.info(store.notice)
        return store

    def close(self) -> None:
        self.engine.dispose()

    def _write(self, what: str, fn, busy_ms: int | None = None, synced: bool = True):
        """Run ``fn(conn)`` in one transaction. Any failure (the database's or
        a value it cannot take) raises :class:`StorageError` and writes nothing.
        ``busy_ms``: how long to wait for another program's lock (SQLite; None:
        the usual 3 s), 0 for writes that must never block the window.
        ``synced`` False (SQLite): the commit does not wait for the disk
        (``synchronous=NORMAL`` in WAL: the database stays whole; a power cut
        may lose this write, and the next synced commit makes it durable)."""
        try:
            with self.engine.connect() as conn:
                sqlite = conn.dialect.name == "sqlite"
                relaxed = sqlite and not synced and bool(conn.info.get("wal"))
                tuned = sqlite and (busy_ms is not None or relaxed)
                if tuned:
                    if busy_ms is not None:
                        conn.exec_driver_sql(f"PRAGMA busy_timeout={int(busy_ms)}")
                    if relaxed:
                        conn.exec_driver_sql("PRAGMA synchronous=NORMAL")
                    conn.commit()
                try:
                    with conn.begin():
                        return fn(conn)
                finally:
                    if tuned:
                        conn.exec_driver_sql("PRAGMA busy_timeout=3000")
                        conn.exec_driver_sql("PRAGMA synchronous=FULL")
                        conn.commit()
        except StorageError:
            raise
        except SQLAlchemyError as err:
            log.error("write failed (%s): %s", what, err)
            reason = one_line(err)
            if "locked" in reason or "busy" in reason:
                raise StorageError("locked", f"Could not save ({what}): the database is in use by "
                                             "another program.") from None
            raise StorageError("write-failed", f"Could not save ({what}): {reason}") from None
        except Exception as err:   # e.g. a number the database cannot hold: nothing written
            log.exception("write failed (%s)", what)
            raise StorageError("write-failed", f"Could not save ({what}): {type(err).__name__}: {err}") from None

    # ------------------------------------------------------------ the lease
    def _hold(self, conn, game_id: int) -> None:
        """In a write's transaction: this window must hold the game; renew the lease."""
        done = conn.execute(_RENEW, {"b_game": game_id, "b_owner": self.owner, "lease_at": _now()})
        if done.rowcount == 0:
            raise StorageError("elsewhere", ELSEWHERE)

    def take_lease(self, game_id: int, force: bool = False) -> StoredGame:
        """Hold a stored game in this window (to resume it) and return it as
        read in the same transaction: what another window wrote up to the
        take-over is in it, and nothing can be written after it by anyone
        else (issue #23: never resume a copy read before asking).

        Raises :class:`StorageError` (``elsewhere``) when another window held
        it less than :data:`LEASE_SECONDS` ago, unless ``force`` (the host
        chose to take it over here); that window's next write is then refused.
        """
        def run(conn):
            row = conn.execute(select(games.c.lease_owner, games.c.lease_at)
                               .where(games.c.id == game_id)).first()
            if row is None:
                raise StorageError("missing", f"game {game_id} is not in the database")
            owner, at = row
            fresh = at is not None and (_now() - at).total_seconds() < LEASE_SECONDS
            if owner not in (None, self.owner) and fresh and not force and _owner_alive(owner):
                raise StorageError("elsewhere", ELSEWHERE)
            conn.execute(update(games).where(games.c.id == game_id).values(lease_owner=self.owner, lease_at=_now()))
            return self._load(conn, game_id)
        return self._write("open game", run)

    def heartbeat(self, game_id: int) -> None:
        """Renew this window's lease; :class:`StorageError` ``elsewhere`` if it was taken over."""
        self._write("lease", lambda conn: self._hold(conn, game_id), busy_ms=0)

    def release(self, game_id: int) -> None:
        """Let go of a game (the window closes or moves on)."""
        self._write("release", lambda conn: conn.execute(
            update(games).where(games.c.id == game_id, games.c.lease_owner == self.owner)
            .values(lease_owner=None, lease_at=None)))

    # ------------------------------------------------------------ players
    def player_id(self, conn, name: str) -> int | None:
        """The register id for ``name`` (created if new); None for an empty name."""
        key = name_key(name)
        if not key:
            return None
        row = conn.execute(select(players.c.id).where(players.c.name_key == key)).first()
        if row:
            return row[0]
        return conn.execute(insert(players).values(name=" ".join(name.split()), nickname="",
                                                   name_key=key, created_at=_now())).inserted_primary_key[0]

    def add_player(self, name: str, nickname: str = "") -> int:
        """A player in the register (found by name, or added); raises
        :class:`StorageError` ``bad-text`` for a name no database holds."""
        _check_texts(name=name, nickname=nickname)

        def run(conn):
            pid = self.player_id(conn, name)
            if nickname:
                conn.execute(update(players).where(players.c.id == pid).values(nickname=nickname))
            return pid
        return self._write("player", run)

    def search_players(self, text: str, limit: int = 8) -> list[PlayerInfo]:
        """Players whose name or nickname starts with ``text`` (any case), with totals."""
        key = name_key(text)
        if not key:
            return []
        upper = key + "\uffff"
        with self.engine.connect() as conn:
            rows = conn.execute(
                select(players.c.id, players.c.name, players.c.nickname)
                .where(or_(and_(players.c.name_key >= key, players.c.name_key < upper),
                           func.lower(players.c.nickname).like(key.replace("%", "") + "%")))
                .order_by(players.c.name_key).limit(limit)).all()
            return self._with_totals(conn, rows)

    def register(self, text: str = "", limit: int = 500) -> list[PlayerInfo]:
        """The player register (names starting with ``text``), blacklisted first, then by name."""
        key = name_key(text)
        with self.engine.connect() as conn:
            q = select(players.c.id, players.c.name, players.c.nickname).order_by(players.c.name_key)
            if key:
                q = q.where(and_(players.c.name_key >= key, players.c.name_key < key + "\uffff"))
            rows = conn.execute(q.limit(limit)).all()
            found = self._with_totals(conn, rows)
        return sorted(found, key=lambda p: not p.blacklisted)

    def blacklist(self) -> dict[str, int]:
        """Blacklisted players (C-5.5): name key → disqualifications."""
        with self.engine.connect() as conn:
            counts = self._disqualification_counts(conn)
            if not counts:
                return {}
            rows = conn.execute(select(players.c.id, players.c.name_key, players.c.blacklist_cleared)
                                .where(players.c.id.in_(list(counts)))).all()
        return {r.name_key: counts[r.id] for r in rows if _blacklisted(counts[r.id], r.blacklist_cleared)}

    def lift_blacklist(self, player_id: int) -> None:
        """The host lifts a player's blacklisting (C-5.5); a later
        disqualification puts him back on it."""
        def run(conn):
            count = self._disqualification_counts(conn, [player_id]).get(player_id, 0)
            conn.execute(update(players).where(players.c.id == player_id).values(blacklist_cleared=count))
        self._write("blacklist", run)

    def _disqualification_counts(self, conn, ids: list[int] | None = None) -> dict[int, int]:
        q = (select(disqualifications.c.player_id, func.count())
             .where(disqualifications.c.reason.in_(BLACKLISTING), disqualifications.c.player_id.is_not(None))
             .group_by(disqualifications.c.player_id))
        if ids is not None:
            q = q.where(disqualifications.c.player_id.in_(ids))
        return {pid: n for pid, n in conn.execute(q)}

    def _with_totals(self, conn, rows) -> list[PlayerInfo]:
        ids = [r.id for r in rows]
        totals: dict[int, tuple[int, int, float]] = {}
        if ids:
            q = (select(game_points.c.player_id, func.count(), func.sum(game_points.c.points))
                 .where(game_points.c.player_id.in_(ids)).group_by(game_points.c.player_id))
            counts = {pid: (n, pts or 0) for pid, n, pts in conn.execute(q)}
            wins_q = (select(game_seats.c.player_id, games.c.preset, game_seats.c.role, games.c.winner,
                             game_points.c.scheme)
                      .join(games, games.c.id == game_seats.c.game_id)
                      .outerjoin(game_points, and_(game_points.c.game_id == game_seats.c.game_id,
                                                   game_points.c.seat == game_seats.c.seat))
                      .where(game_seats.c.player_id.in_(ids), games.c.status == "finished"))
            wins: dict[int, int] = {}
            for pid, preset, role, winner, scheme_id in conn.execute(wins_q):
                wins[pid] = wins.get(pid, 0) + int(_won(self, preset, role, winner, scheme_id))
            for pid in ids:
                n, pts = counts.get(pid, (0, 0))
                totals[pid] = (n, wins.get(pid, 0), pts)
        dq = self._disqualification_counts(conn, ids) if ids else {}
        cleared = dict(conn.execute(select(players.c.id, players.c.blacklist_cleared)
                                    .where(players.c.id.in_(ids))).all()) if ids else {}
        return [PlayerInfo(r.id, r.name, r.nickname, *totals.get(r.id, (0, 0, 0.0)),
                           dq.get(r.id, 0), _blacklisted(dq.get(r.id, 0), cleared.get(r.id, 0)))
                for r in rows]

    def player(self, player_id: int) -> PlayerInfo:
        with self.engine.connect() as conn:
            rows = conn.execute(select(players.c.id, players.c.name, players.c.nickname)
                                .where(players.c.id == player_id)).all()
            return self._with_totals(conn, rows)[0]

    # ------------------------------------------------------------ club settings
    def setting(self, key: str) -> str | None:
        """A club setting shared by every table on this database (JSON text), or None."""
        with self.engine.connect() as conn:
            return conn.execute(select(club_settings.c.value).where(club_settings.c.key == key)).scalar()

    def set_setting(self, key: str, value: str) -> None:
        def run(conn):
            done = conn.execute(update(club_settings).where(club_settings.c.key == key).values(value=value))
            if done.rowcount == 0:
                conn.execute(insert(club_settings).values(key=key, value=value))
        self._write("club setting", run)

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

    # ------------------------------------------------------------ phone links (issue #29)
    def issue_token(self, evening_id: int, player: str) -> tuple[int, str]:
        """A new secret link token for ``player`` of the evening
        (``secrets.token_urlsafe(16)``), kept only as its SHA-256: returns
        (its id, the token), the token's only appearance. Raises :class:`StorageError`."""
        import secrets

        check_text(player, "player", MAX_NAME)
        token = secrets.token_urlsafe(16)
        digest = token_digest(token)

        def run(conn):
            return conn.execute(insert(phone_tokens).values(
                evening_id=evening_id, player=player, token_hash=digest, created_at=_now(),
                revoked=False)).inserted_primary_key[0]
        return int(self._write("phone link", run)), token

    def revoke_token(self, token_id: int) -> None:
        """The link no longer opens anything (the host issues a new one)."""
        self._write("revoke phone link", lambda conn: conn.execute(
            update(phone_tokens).where(phone_tokens.c.id == token_id).values(revoked=True)))

    def tokens(self, evening_id: int) -> list[dict[str, Any]]:
        """The evening's links: id, player, created_at, revoked (never the token)."""
        with self.engine.connect() as conn:
            rows = conn.execute(select(phone_tokens.c.id, phone_tokens.c.player, phone_tokens.c.created_at,
                                       phone_tokens.c.revoked)
                                .where(phone_tokens.c.evening_id == evening_id).order_by(phone_tokens.c.id))
            return [dict(r._mapping) for r in rows]

    def token_player(self, token: str) -> tuple[int, str] | None:
        """(evening id, player) of a valid link's token, None for an unknown
        or revoked one (compared with ``hmac.compare_digest``)."""
        import hmac

        if not isinstance(token, str) or not 8 <= len(token) <= 64:
            return None
        digest = token_digest(token)
        with self.engine.connect() as conn:
            row = conn.execute(select(phone_tokens.c.evening_id, phone_tokens.c.player, phone_tokens.c.token_hash,
                                      phone_tokens.c.revoked)
                               .where(phone_tokens.c.token_hash == digest)).first()
        if row is None or row.revoked or not hmac.compare_digest(row.token_hash, digest):
            return None
        return int(row.evening_id), str(row.player)

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

    def last_change(self) -> tuple[Any, Any, int]:
        """When a game and its timer were last written and how many events
        are stored: a change of any means something to show again (issue #29)."""
        with self.engine.connect() as conn:
            when, timer = conn.execute(select(func.max(games.c.updated_at), func.max(games.c.timer_at))).one()
            count = conn.execute(select(func.count()).select_from(game_events)).scalar()
        return when, timer, int(count or 0)

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
                          game.ruleset.rows_to_keep(game) if finished else None)

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

    def write_event(self, game_id: int, kind: str, inp: HostInput | None, rec: "GameRecord") -> None:
        """Store one host event and ``rec`` (:meth:`snapshot`) in one
        transaction; safe from a worker thread (it reads no game). Raises
        :class:`StorageError`: nothing written."""
        text = None if inp is None else dumps_json(inp.to_json(), ensure_ascii=False)

        def run(conn):
            self._hold(conn, game_id)
            seq = conn.execute(_LAST_SEQ, {"b_game": game_id}).scalar() + 1
            conn.execute(_ADD_EVENT, {"game_id": game_id, "seq": seq, "kind": kind, "created_at": _now(),
                                      "input_json": text})
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
            "kept_rows": None if rec.rows is None else dumps_json(rec.rows, ensure_ascii=False)})
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

    def confirm_points(self, game_id: int, points: dict[int, Any] | None = None) -> None:
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
        events = conn.execute(select(game_events.c.seq, game_events.c.kind, game_events.c.input_json)
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
                          bool(g["timer_running"]), g["timer_at"])

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


def _check_texts(**texts: str) -> None:
    """Each text fits its ``VARCHAR(MAX_NAME)`` column on SQLite and PostgreSQL
    alike, with no broken character or NUL; else :class:`StorageError`."""
    from ..core.errors import ScriptError

    for key, value in texts.items():
        try:
            check_text(value, key, MAX_NAME)
        except ScriptError as err:
            raise StorageError("bad-text", f"Not saved: {err}.") from None


def _team(preset: str, role: str) -> str:
    """The team ``role`` plays for in results, by the game's ruleset (C-1)."""
    return registry.for_preset(preset).results_team(role)


def _owner_alive(owner: str) -> bool:
    """Whether the window named ``owner`` may still be running. A process of
    this machine that is gone (the app was killed or crashed) holds nothing;
    elsewhere (a shared server) only the lease's age tells."""
    host, _, rest = owner.partition(":")
    pid_text = rest.partition(":")[0]
    if host != socket.gethostname()[:24] or not pid_text.isdigit() or os.name != "posix":
        return True
    try:
        os.kill(int(pid_text), 0)          # signal 0: asks, sends nothing
    except ProcessLookupError:
        return False
    except OSError:
        return True
    return True


def _won(store: Store, preset: str, role: str, winner: str | None, scheme_id: str | None) -> bool:
    """C-11: a player's win is his team getting the win points of the scheme
    the game was scored with, as the game's ruleset says (under ``ok4u`` a
    draw is the Maniac's win)."""
    rules = registry.for_preset(preset)
    return rules.player_won(rules.scheme_for(scheme_id, store.schemes), role, winner)


def _blacklisted(disqualified: int, cleared: int) -> bool:
    """On the club's blacklist: a second disqualification, ever, not covered by a lift (C-5.5)."""
    return disqualified >= BLACKLIST_AFTER and disqualified > cleared


# The statements every host input writes, built once: building them again at each
# write cost the writer thread most of its 2.5 ms, under the window's GIL (#26).
_RENEW = (update(games).where(games.c.id == bindparam("b_game"), games.c.lease_owner == bindparam("b_owner"))
          .values(lease_at=bindparam("lease_at")))
_LAST_SEQ = select(func.coalesce(func.max(game_events.c.seq), 0)).where(game_events.c.game_id == bindparam("b_game"))
_ADD_EVENT = insert(game_events)
_SET_STATUS = update(games).where(games.c.id == bindparam("b_game"))
_CLEAR_POINTS = game_points.delete().where(game_points.c.game_id == bindparam("b_game"))
_CLEAR_DISQUALIFIED = disqualifications.delete().where(disqualifications.c.game_id == bindparam("b_game"))


def _picked(q, evening_id: int | None, tournament: str | None, date_from: str | None, date_to: str | None):
    """``q`` narrowed to one evening, or a tournament's name and/or an ISO date range (inclusive)."""
    if evening_id is not None:
        q = q.where(games.c.evening_id == evening_id)
    if tournament:
        q = q.where(evenings.c.tournament == tournament)
    if date_from:
        q = q.where(evenings.c.date >= date_from)
    if date_to:
        q = q.where(evenings.c.date <= date_to)
    return q


def rules_notes(store: Store, evening_id: int | None = None, tournament: str | None = None,
                date_from: str | None = None, date_to: str | None = None) -> list[tuple[str, int, dict[str, Any]]]:
    """The picked games (as :func:`standings_rows` picks them) that a later
    reading of the rules changed (issue #22): ``(date, number, note)`` in
    play order, ``note`` as ``games.rules_note``."""
    q = (select(evenings.c.date, games.c.number, games.c.rules_note)
         .select_from(games.join(evenings, evenings.c.id == games.c.evening_id))
         .where(games.c.rules_note.is_not(None)).order_by(evenings.c.date, games.c.evening_id, games.c.number))
    with store.engine.connect() as conn:
        rows = conn.execute(_picked(q, evening_id, tournament, date_from, date_to)).all()
    return [(date, number, loads_json(note)) for date, number, note in rows]


def standings_schemes(store: Store, evening_id: int | None = None, tournament: str | None = None,
                      date_from: str | None = None, date_to: str | None = None) -> list[str]:
    """The points schemes (C-11) of the picked finished games that keep
    points rows, in the order their first game was played: one standings
    table each (issue #37: a mixed evening)."""
    gp = game_points.c
    q = (select(gp.scheme, func.min(games.c.id)).select_from(
        game_points.join(games, games.c.id == gp.game_id).join(evenings, evenings.c.id == games.c.evening_id))
        .group_by(gp.scheme).order_by(func.min(games.c.id)))
    with store.engine.connect() as conn:
        return [scheme for scheme, _ in conn.execute(_picked(q, evening_id, tournament, date_from, date_to))]


def standings_rows(store: Store, evening_id: int | None = None, tournament: str | None = None,
                   date_from: str | None = None, date_to: str | None = None, scheme: str | None = None):
    """Per player per finished game rows for :func:`app.core.standings.standings`.

    Pick the games by ``evening_id``, or by ``tournament`` name and/or an ISO
    date range (inclusive); ``scheme``: only the games scored with that
    points scheme (one table per scheme, :func:`standings_schemes`).
    """
    from ..core.standings import GameRow

    # summed in the database per player and per kind of game (ruleset, role,
    # result, scheme): a few rows per player, however many games (#26). The
    # points rows are a finished game's only and carry what is grouped by
    # (rev 0011), so with no pick they are summed from their covering index
    # alone; a pick joins the games (and evenings) it names.
    gp = game_points.c
    keys = (gp.player_id, gp.name, gp.preset, gp.role, gp.winner, gp.scheme)
    q = select(*keys, func.count(), func.sum(gp.useful_count), func.sum(gp.penalty), func.sum(gp.points))
    if evening_id is not None or tournament or date_from or date_to:
        joined = game_points.join(games, games.c.id == gp.game_id)
        if tournament or date_from or date_to:          # the evening's name or date picks the games
            joined = joined.join(evenings, evenings.c.id == games.c.evening_id)
        q = _picked(q.select_from(joined), evening_id, tournament, date_from, date_to)
    if scheme is not None:
        q = q.where(gp.scheme == scheme)
    q = q.group_by(*keys)
    outcome: dict[tuple[Any, ...], tuple[str, bool]] = {}       # the ruleset's answer, asked once per kind
    rows = []
    with store.engine.connect() as conn:
        for pid, name, preset, role, winner, scheme_id, n, useful, penalty, points in conn.execute(q):
            kind = (preset, role, winner, scheme_id)
            if kind not in outcome:
                outcome[kind] = (_team(preset, role), _won(store, preset, role, winner, scheme_id))
            team, won = outcome[kind]
            rows.append(GameRow(pid if pid is not None else f"name:{name}", name, team, won, int(useful or 0),
                                float(penalty or 0), float(points or 0), int(n)))
    return rows


def fiim_rows(store: Store, evening_id: int | None = None, tournament: str | None = None,
              date_from: str | None = None, date_to: str | None = None):
    """Sport Mafia's distance (S-13.1): the finished FIIM games picked like
    :func:`standings_rows`, in play order, as exact decimals (never the
    stored floats). Each game's rows are those kept when it was written
    (``games.kept_rows``); a game without them is replayed from its inputs.
    Returns ``(rows, options, unfinished)``: the
    :class:`~app.core.rulesets.fiim.tournament.PlayerGame` rows, the first
    game's options (Ci's), and how many of the picked games are unfinished."""
    presets = [p for rules in registry.with_distance_standings() for p in rules.presets]
    q = (select(games.c.id, games.c.status, games.c.preset, games.c.setup_json, games.c.kept_rows,
                games.c.confirmed_points)
         .select_from(games.join(evenings, evenings.c.id == games.c.evening_id))
         .where(games.c.preset.in_(presets)).order_by(evenings.c.date, games.c.evening_id, games.c.number))
    q = _picked(q, evening_id, tournament, date_from, date_to)
    with store.engine.connect() as conn:
        picked = conn.execute(q).all()
        finished = [gid for gid, status, *_ in picked if status == "finished"]
        seats: dict[int, dict[int, Any]] = {}
        for gid, seat, pid, name in conn.execute(
                select(game_seats.c.game_id, game_seats.c.seat, game_seats.c.player_id, game_seats.c.name)
                .where(game_seats.c.game_id.in_(finished))):
            seats.setdefault(gid, {})[seat] = pid if pid is not None else f"name:{name}"
    rows, options, unfinished = [], None, 0
    for gid, status, preset, setup_json, kept, confirmed in picked:
        if status != "finished":
            unfinished += status == "in_progress"
            continue
        ids = seats.get(gid, {})
        if options is None:
            options = setup_from_json(loads_json(setup_json)).options
        read = _kept(registry.for_preset(preset), kept, gid, ids)
        if read is None:
            stored = store.load_game(gid)
            game = stored.rebuild()
            read = game.ruleset.player_rows(game, ids)
        points = ({int(s): Decimal(v) for s, v in loads_json(confirmed).items()} if confirmed else None)
        rows.extend(_as_confirmed(read, points, ids))
    return rows, options, unfinished


def _kept(rules: Any, kept: str | None, game_id: int, ids: dict[int, Any]) -> list[Any] | None:
    """A game's kept standings rows (None: none kept, or unreadable: the
    caller replays the game instead, which loses nothing)."""
    if not kept:
        return None
    try:
        return list(rules.kept_rows(loads_json(kept), ids))
    except (ValueError, KeyError, TypeError, ArithmeticError) as err:
        log.warning("game %s: its kept standings rows are not read (%s); it is replayed", game_id, err)
        return None


def _as_confirmed(rows: list[Any], confirmed: dict[int, Decimal] | None, ids: dict[int, Any]) -> list[Any]:
    """A game's standings rows with the points the host confirmed, where a
    later reading of the rules gives others (issue #22: they stand until he
    confirms the game again). The difference is ДБ's (S-17.8's mark is the
    only points rule a reading changed), so it is carried in ``extra``."""
    if confirmed is None:
        return rows
    from dataclasses import replace

    seat_of = {pid: seat for seat, pid in ids.items()}
    out = []
    for row in rows:
        kept = confirmed.get(seat_of.get(row.player, -1))
        out.append(row if kept is None or kept == row.points else
                   replace(row, points=kept, extra=row.extra + kept - row.points))
    return out
