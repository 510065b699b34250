"""What the room's screens read (issue #29): the board as versioned JSON
(``mafia-board/1``, from the core's public view only: no role before the end)
and the standings as JSON; and a feed that follows a database as another
window writes it (``python -m app serve``). No Qt here."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
import datetime as dt
import json
import logging
import os
from decimal import Decimal
from typing import Any, Callable

from ..export.game_words import CORE_WORDS, GameWords

log = logging.getLogger(__name__)

BOARD_FORMAT = "mafia-board/1"
"""The board's JSON format (documented in docs/board-json.md): a club may build its own overlay on it."""


def _plain(value: Any) -> Any:
    """A public view's value as JSON data: tuples as lists, seats' keys as text, decimals exact."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple, set, frozenset)):
        return [_plain(v) for v in value]
    if isinstance(value, Decimal):
        return str(value)
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    return str(value)


def board_json(view: Any, title: str = "", words: Any = None) -> dict[str, Any]:
    """The board (``mafia-board/1``) from a :class:`~app.core.views.PublicView`
    (None: no game in progress). Roles appear only where the public view
    shows them (once the game is over); at night ``step_no`` is None, so the
    night's orders never show as changes (issue #40). ``words(view)``, when given, words
    the projector's lines for the page (``game.words``, see docs/board-json.md)."""
    if view is None:
        return {"format": BOARD_FORMAT, "game": None}
    seats = [{"seat": s.seat, "name": s.name, "alive": s.alive, "fouls": s.fouls, "out": s.out,
              "nominated": s.nominated, "role": s.role} for s in view.seats]
    night = view.phase == "night"      # one event when the night begins and one when it ends: never one per order
    return {"format": BOARD_FORMAT, "game": {
        "title": title, "ruleset": view.ruleset, "phase": view.phase, "day": view.day, "night": view.night,
        "step": view.step, "step_no": None if night else view.step_no, "speaker": view.speaker, "speaker_name": view.speaker_name,
        "seconds": view.seconds, "seats": seats, "candidates": list(view.candidates),
        "votes": _plain(view.votes), "winner": view.winner, "extra": _plain(view.own) or {},
        "words": None if words is None else words(view)}}


def standings_json(rows: list[Any], title: str = "") -> dict[str, Any]:
    """The standings as the projector shows them (C-11's order), JSON data."""
    return {"format": "mafia-standings/1", "title": title,
            "rows": [{"place": r.place, "player": r.name, "games": r.games, "wins": r.wins,
                      "points": float(r.points), "tie": r.tie} for r in rows]}


def standings_page(store: Any, evening_id: int | None, language: str = "ru",
                   up_to_round: int | None = None) -> dict[str, Any]:
    """The room's standings (``mafia-standings/1``) as the window, the
    command line and the exports have them (one function: the export's
    parts): the evening's, or, when the evening belongs to a tournament,
    the tournament's across every table and evening (issue #41), its
    rounds 1…``up_to_round`` only when given (the finals hidden). ``tables``:
    one per points scheme and the sport distance (``name``, ``kind``,
    ``rows`` of ``place``, ``player``, ``games``, ``wins``, ``points``,
    ``tie``; a distance's ``points`` is its total, exact); ``rows``: the
    first table's (as the page read them before)."""
    from ..core.script import decimal_text
    from ..export.standings import standings_parts

    if evening_id is None:
        return {"format": "mafia-standings/1", "title": "", "rows": [], "tables": []}
    evening = store.evening(evening_id)
    tournament = str(evening.get("tournament") or "").strip()
    if tournament:
        parts = standings_parts(store, tournament=tournament, up_to_round=up_to_round)
        title = tournament
        if up_to_round:
            title += (" · после тура " if language == "ru" else " · after round ") + str(up_to_round)
    else:
        parts = standings_parts(store, evening_id=evening_id)
        title = f"{evening['date']} {evening.get('club') or ''}".strip()
    tables = []
    for part in parts:
        if part.distance:
            rows = [{"place": r.place, "player": r.name, "games": r.games, "wins": r.wins, "points": decimal_text(r.total),
                     "tie": r.tie} for r in part.rows]
        else:
            rows = [{"place": r.place, "player": r.name, "games": r.games, "wins": r.wins, "points": float(r.points),
                     "tie": r.tie} for r in part.rows]
        tables.append({"name": part.name, "kind": "distance" if part.distance else "club", "rows": rows})
    return {"format": "mafia-standings/1", "title": title, "rows": tables[0]["rows"] if tables else [],
            "tables": tables}


PLAYER_FORMAT = "mafia-player/1"


def seat_of(game: Any, player: str) -> int | None:
    """The seat ``player`` sits at in ``game`` now (names compared without case or extra spaces)."""
    key = " ".join(player.split()).casefold()
    for info in game.setup.seats:
        if " ".join(str(info.player).split()).casefold() == key:
            return int(info.seat)
    return None


@dataclass(frozen=True)
class Wording:
    """How the room's pages word a game (the window's words, from the kits):
    ``board(public view)`` → the board's ``words``; ``phone(player view)`` →
    ``{"role", "lines", "answers"}`` or None (see :func:`player_json`);
    ``game``: each game's title and role names (:mod:`app.export.game_words`)."""

    board: Callable[[Any], Any] | None = None
    phone: Callable[[Any], Any] | None = None
    game: GameWords = CORE_WORDS


def player_json(game: Any, player: str, language: str = "ru", words: Callable[[Any], Any] | None = None,
                game_words: GameWords = CORE_WORDS) -> dict[str, Any]:
    """What ``player``'s phone shows (``mafia-player/1``): his seat's player
    view in ``game`` (the core's observer: his own role, the partners his
    rules let him meet, the answers given to him, each with its ``text`` in
    ``language`` where his rules publish it so), nothing of another seat's;
    the game's title and role names by ``game_words``. ``words(player view)``, when
    given and not None for his game, words his role (``role_name``), his own
    things (``own``: lines, e.g. his hand or his energy), the phase
    (``phase_text``), each answer's ``text`` and his role's paragraph
    (``role_text``); else ``own`` is empty. ``role_text`` is his rules'
    paragraph on what his role does and when (issue #40), in English
    unless ``words`` gave it; ``table`` the room's seats (seat, name, in play or out, as
    the board shows them), ``speaker`` the seat speaking; ``timer`` is None
    here (a feed that knows the speech timer fills it as on the board)."""
    out: dict[str, Any] = {"format": PLAYER_FORMAT, "player": player, "seat": None}
    if game is None:
        return out
    seat = seat_of(game, player)
    if seat is None:
        return out
    view = game.player_view(seat)
    rules = game.ruleset
    names = {int(info.seat): str(info.player) for info in game.setup.seats}   # public: who sits where
    out.update({
        "seat": seat, "role": view.role, "role_name": game_words.role_name(rules, str(view.role)),
        "team": view.team, "alive": view.alive, "fouls": view.fouls, "out": view.out,
        "partners": [{"seat": s, "name": game.setup.name(s), "role": r,
                      "role_name": None if r is None else game_words.role_name(rules, str(r))}
                     for s, r in view.partners],
        "answers": [dict(_plain(a), text=rules.answer_text(a, names, language)) for a in view.answers],
        "phase": view.public.phase, "day": view.public.day, "night": view.public.night,
        "winner": view.public.winner, "title": game_words.game_title(game.setup), "own": [],
        "role_text": rules.role_text(view),
        "table": [{"seat": s.seat, "name": s.name, "alive": s.alive, "out": s.out} for s in view.public.seats],
        "speaker": view.public.speaker, "speaker_name": view.public.speaker_name, "timer": None})
    worded = None if words is None else words(view)
    if worded:
        out["role_name"] = worded.get("role") or out["role_name"]
        out["own"] = [str(line) for line in worded.get("lines", ())]
        if worded.get("phase"):
            out["phase_text"] = str(worded["phase"])
        for answer, text in zip(out["answers"], list(worded.get("answers", ()))):
            answer["text"] = str(text)
        if worded.get("role_text"):
            out["role_text"] = str(worded["role_text"])
    return out


class StoreFeed:
    """The board and standings of a database another window writes (read
    only): the game in progress written last, the latest evening's standings.
    :meth:`changed` tells whether anything was written since the last look.

    A database replaced while it is served (another file moved over it,
    deleted and made again, or damaged) never stops the server (issue #37):
    ``reopen`` (a function that opens the database again, as ``serve``
    gives) is called when the SQLite file is no longer the one opened or a
    read failed; until a read succeeds again each page keeps what it showed
    last, and the failure is logged once, in one line."""

    def __init__(self, store: Any, words: Any = None, language: str = "ru", clock: Any = None,
                 reopen: Callable[[], Any] | None = None) -> None:
        self.store = store
        wording = words if isinstance(words, Wording) else Wording(board=words)
        self.words = wording.board
        """``words(public view)`` → the board's ``words`` (the projector's lines), or None."""
        self.phone_words = wording.phone
        """``phone_words(player view)`` → a phone's words (:func:`player_json`), or None."""
        self.game_words = wording.game
        """Each game's title and role names (:mod:`app.export.game_words`)."""
        self.language = language
        self.clock = clock or _utc_now
        """Now, UTC (naive, as the database keeps it): a test freezes it."""
        self._seen: Any = None
        self._reopen = reopen
        self._file = self._identity()
        self._broken = False
        self._last: dict[Any, Any] = {}
        self._raw: Any = None           # the feed's own SQLite connection for data_version
        self.up_to_round: int | None = None
        """A tournament's standings of rounds 1…k only (``serve --after-round``), or all."""
        self._version: int | None = None

    def _identity(self) -> tuple[int, int] | None:
        """The SQLite file's identity (device, inode); None for a server database or a missing file."""
        url = getattr(getattr(self.store, "engine", None), "url", None)
        path = getattr(url, "database", None) if str(getattr(url, "drivername", "")).startswith("sqlite") else None
        if not path:
            return None
        try:
            st = os.stat(path)
        except OSError:
            return None
        return st.st_dev, st.st_ino

    def _fresh(self) -> bool:
        """Open the database again if its file was replaced or the last read
        failed; True when it was (everything is to be shown again)."""
        ident = self._identity()
        if not (self._broken or ident != self._file) or self._reopen is None:
            return False
        try:
            store = self._reopen()
        except Exception as err:   # not (yet) a database: keep what was shown, try again later
            self._failed("cannot be read again", err)
            return False
        old, self.store = self.store, store
        self._file, self._broken = self._identity(), False
        try:
            self._seen = store.last_change()
        except Exception:   # read at the next look
            self._seen = None
        try:
            old.close()
        except Exception:   # the old file is gone: nothing to release
            pass
        log.info("serve: the database was replaced; reading the new one")
        return True

    def _failed(self, what: str, err: BaseException) -> None:
        """A read failed: log it once, in one line, until a read succeeds again."""
        if not self._broken:
            log.warning("serve: the database %s: %s", what, (str(err).splitlines() or [""])[0][:300])
        self._broken = True

    def _safe(self, key: Any, read: Callable[[], Any], fallback: Any) -> Any:
        """``read()``, or what it gave last (else ``fallback``) if the database fails."""
        self._fresh()
        try:
            value = read()
        except Exception as err:   # replaced, damaged or locked while served: never a traceback per request
            self._failed("cannot be read", err)
            return self._last.get(key, fallback)
        self._last[key] = value
        return value

    @property
    def look_every(self) -> float:
        """Seconds between two looks at the database: 0.05 on SQLite (a
        ``data_version`` costs next to nothing) and on PostgreSQL while it
        listens (a look reads what the server pushed); 1 on a server
        database it cannot listen to."""
        return 0.05 if self._file is not None or self._listening() else 1.0

    def close(self) -> None:
        """Let go of the database (its own connections, then the store)."""
        self._drop_raw()
        self._drop_listener()
        self.store.close()

    # PostgreSQL: LISTEN on the channel every write notifies (storage.base.CHANNEL)
    _listener: Any = None
    _listen_failed = False

    def _listening(self) -> bool:
        """Whether the feed listens to the database's notifications (PostgreSQL only)."""
        if self._listener is not None:
            return True
        if self._listen_failed or self._file is not None:
            return False
        engine = getattr(self.store, "engine", None)
        if engine is None or engine.dialect.name != "postgresql":
            self._listen_failed = True
            return False
        from ..storage.base import CHANNEL

        try:
            raw = engine.raw_connection()
            conn = raw.driver_connection
            conn.autocommit = True
            conn.execute(f"LISTEN {CHANNEL}")
        except Exception as err:   # an older server or a driver without it: look once a second instead
            self._listen_failed = True
            log.warning("serve: cannot listen to the database, looking once a second: %s",
                        (str(err).splitlines() or [""])[0][:200])
            return False
        self._listener = raw
        return True

    def _notified(self) -> bool | None:
        """Whether a notification came since the last look (None: not listening)."""
        if not self._listening():
            return None
        try:
            got = False
            for _ in self._listener.driver_connection.notifies(timeout=0):
                got = True
            return got
        except Exception as err:   # the server went away: read the tables; listen again later
            self._drop_listener()
            log.warning("serve: the database stopped notifying: %s", (str(err).splitlines() or [""])[0][:200])
            return None

    def _drop_listener(self) -> None:
        if self._listener is not None:
            try:
                self._listener.invalidate()
            except Exception:   # already closed with its server
                pass
            self._listener = None

    def _data_version(self) -> int | None:
        """SQLite's ``PRAGMA data_version`` on the feed's own connection: it
        moves when another connection commits (None: not SQLite, or it cannot be read)."""
        if self._file is None:
            return None
        try:
            if self._raw is None:
                self._raw = self.store.engine.raw_connection()
            row = self._raw.cursor().execute("PRAGMA data_version").fetchone()
            return int(row[0])
        except Exception:   # replaced or damaged: the full look below says so
            self._drop_raw()
            return None

    def _drop_raw(self) -> None:
        if self._raw is not None:
            try:
                self._raw.close()
            except Exception:   # already gone with its file
                pass
            self._raw = None

    def changed(self) -> bool:
        """Whether anything was written since the last look. On SQLite a
        look costs one ``PRAGMA data_version`` while nothing is written (so
        ``serve`` may look every 50 ms); the stored counts are read only
        when another connection has committed."""
        if self._fresh():
            self._drop_raw()
            self._version = None
            return True
        if self._broken:      # still no database to read: nothing new to show
            self._listen_failed = False     # a server back up: listen to it again
            return False
        if self._notified() is False:       # PostgreSQL told us nothing was committed
            return False
        version = self._data_version()
        if version is not None and version == self._version:
            return False
        self._version = version
        try:
            now = self.store.last_change()
        except Exception as err:
            self._failed("cannot be read", err)
            return False
        if now == self._seen:
            return False
        self._seen = now
        return True

    def board(self) -> dict[str, Any]:
        return self._safe("board", self._board, board_json(None))

    def _board(self) -> dict[str, Any]:
        gid = self.store.latest_in_progress()
        if gid is None:
            return board_json(None)
        stored = self.store.load_game(gid)
        game = stored.rebuild()
        data = board_json(game.public_view(), self.game_words.game_title(game.setup), self.words)
        data["game"]["timer"] = self.timer(stored)
        return data

    def timer(self, stored: Any) -> dict[str, Any] | None:
        """The speech timer as the host's window last saved it: seconds left
        now (counted down from when it was saved, if it was running) and
        whether it runs; None outside a speech."""
        left = stored.timer_remaining
        if left is None:
            return None
        running = bool(stored.timer_running) and stored.timer_at is not None
        if running:
            left -= max(0.0, (self.clock() - stored.timer_at).total_seconds())
        return {"remaining": round(max(0.0, left), 1), "running": running and left > 0}

    def player(self, token: str) -> dict[str, Any] | None:
        """A phone link's page data (None: no such link, or revoked)."""
        return self._safe(("player", token), lambda: self._player(token), None)

    def _player(self, token: str) -> dict[str, Any] | None:
        found = self.store.token_player(token)
        if found is None:
            return None
        gid = self.store.latest_in_progress()
        if gid is not None and self.store.game_evening(gid) != found[0]:
            gid = None              # a link of another evening never opens this one's game (#40)
        stored = None if gid is None else self.store.load_game(gid)
        data = player_json(None if stored is None else stored.rebuild(), found[1], self.language, self.phone_words,
                           self.game_words)
        if stored is not None and data.get("seat"):
            data["timer"] = self.timer(stored)
        return data

    def standings(self) -> dict[str, Any]:
        return self._safe("standings", self._standings, standings_json([]))

    def stats(self) -> dict[str, Any]:
        """The club's statistics (``mafia-stats/1``, issue #42)."""
        from .stats import club_stats_json

        return self._safe("stats", lambda: club_stats_json(self.store, self.game_words),
                          {"format": "mafia-stats/1", "players": [], "club": {}})

    def _standings(self) -> dict[str, Any]:
        latest = self.store.latest_evening()
        if latest is None:
            return standings_json([])
        return standings_page(self.store, latest["id"], self.language, self.up_to_round)


def _utc_now() -> dt.datetime:
    return dt.datetime.now(dt.timezone.utc).replace(tzinfo=None)


def dumps(data: Any) -> str:
    """JSON text for a web page (non-ASCII as is)."""
    return json.dumps(data, ensure_ascii=False, default=str)
