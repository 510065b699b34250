"""The host's desk: the store, this table's evening, the game in play.

:class:`Desk` is what the window asks to start, resume, abandon, play,
import and export. Every input is written to the store before the game shows
it: a failed write takes the input back and raises :class:`Problem`, so the
window never shows what the database does not hold. No Qt here (the window
is in :mod:`app.ui`), no wall clock except the injected ``today``.
"""

from __future__ import annotations

import datetime
import logging
import threading
import time
from collections import deque
from concurrent.futures import Future, ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Hashable, Iterable, Mapping

from ..core.errors import MafiaError
from ..core.evening import PlayedGame, played
from ..core.game import Game
from ..core.inputs import HostInput
from ..core.ruleset import Changes
from ..core.script import Script, dumps_json, game_to_script, load_script, loads_json, replay
from ..core.setup import GameSetup
from ..files import FileProblem, beside, read_text
from ..storage import StorageError, Store
from .problems import Problem as Problem, _problem

log = logging.getLogger(__name__)


@dataclass
class _Pending:
    """A queued write: the game's ``(inputs, redo)`` before its event, and
    the writer's future (None when committed, else the :class:`StorageError`)."""

    before: tuple[Any, Any]
    future: Future[Any]


class Desk:
    """The evening desk of one window (see the module docstring).

    ``store`` None: nothing is kept (tests, a quick game). ``today`` returns
    today's ISO date; ``evening_defaults`` the club/table/host/tournament
    names a new evening gets.
    """

    def __init__(self, store: Store | None = None,
                 today: Callable[[], str] = lambda: datetime.date.today().isoformat(),
                 evening_defaults: Callable[[], Mapping[str, str]] = dict) -> None:
        self.store = store
        self.today = today
        self.evening_defaults = evening_defaults
        self.game: Game | None = None
        self.game_id: int | None = None
        self.refusal: Any = None    # a stored game the rules now refuse: open read-only (issue #22)
        self.resumed: Any = None    # the stored game as the last resume read it (with the lease)
        self.released = False
        """The window let its game go (closing): no timer save or lease renewal for it any more."""
        self._pending: deque[_Pending] = deque()
        self._halted = threading.Event()
        self._timer_lock = threading.Lock()
        self._timer_value: tuple[Any, int, float | None, bool] | None = None
        self._timer_future: Future[Any] | None = None
        self._timer_queued = False
        self._writer: ThreadPoolExecutor | None = None

    # ------------------------------------------------------------ evening
    def current_evening(self, create: bool = True) -> tuple[int | None, bool]:
        """This table's evening: the latest one if it is today's, else a new
        one (``create``). Returns (id or None, whether it was created now).
        Raises :class:`Problem` if the database refuses."""
        if self.store is None:
            return None, False
        today = self.today()
        try:
            latest = self.store.latest_evening()
            if latest is not None and latest["date"] == today:
                return latest["id"], False
            if not create:
                return None, False
            d = self.evening_defaults()
            eid = self.store.create_evening(today, d.get("club", ""), d.get("table", ""),
                                            d.get("host", ""), d.get("tournament", ""))
        except StorageError as err:
            raise _problem(err) from None
        return eid, True

    def create_evening(self, date: str, club: str, table: str, host: str, tournament: str) -> int:
        """A new evening (File → New evening); raises :class:`Problem`."""
        if self.store is None:
            raise Problem("not_saved", "there is no database")
        try:
            return self.store.create_evening(date, club, table, host, tournament)
        except StorageError as err:
            raise _problem(err) from None

    def history(self, ruleset: str | None = None) -> list[PlayedGame]:
        """Tonight's earlier games (finished or abandoned), for immunity
        proposals (C-10) and who may not be seated again (C-5.6); with
        ``ruleset``, only the games of that game (a forum city played the same
        evening is not one of the club's City Mafia games)."""
        if self.store is None:
            return []
        evening, _ = self.current_evening(create=False)
        if evening is None:
            return []
        out = []
        for g in self.store.evening_games(evening):
            if g.status == "in_progress" or (ruleset is not None and g.setup.ruleset != ruleset):
                continue
            names: dict[int, Hashable] = {s.seat: " ".join(s.player.split()).casefold() for s in g.setup.seats}
            out.append(played(g.rebuild(), names))
        return out

    def blacklist(self) -> dict[str, Any]:
        """The club's blacklist (C-5.5); raises :class:`Problem`."""
        if self.store is None:
            return {}
        try:
            return dict(self.store.blacklist())
        except StorageError as err:
            raise _problem(err) from None

    def search_players(self, text: str) -> list[Any]:
        """Register names starting with ``text`` (none if the database is busy)."""
        if self.store is None:
            return []
        try:
            return list(self.store.search_players(text))
        except StorageError:
            return []

    # --------------------------------------------------------------- game
    @property
    def finished(self) -> bool:
        return self.game is not None and self.game.status == "finished"

    def start(self, setup: GameSetup, inputs: Iterable[HostInput] = (),
              overrides: Mapping[int, str] | None = None) -> Game:
        """Start (and store) a game from ``setup``, replaying ``inputs`` (an
        imported protocol); ``overrides``: seat → the host's reason for
        seating a blacklisted player (C-5.5). Raises :class:`Problem` (not
        stored: nothing changes) or :class:`MafiaError` (an illegal input)."""
        self._drain()
        inputs = tuple(inputs)
        game = Game(setup, inputs)
        game_id = None
        if self.store is not None:
            evening, _ = self.current_evening(create=not inputs)
            try:
                if inputs and evening is None:   # the evening and the game in one transaction
                    d = self.evening_defaults()
                    _, game_id = self.store.import_protocol(
                        {"date": self.today(), **{k: d.get(k, "") for k in ("club", "table", "host", "tournament")}},
                        setup, inputs, game)
                elif inputs:
                    assert evening is not None
                    game_id = self.store.import_game(evening, setup, inputs, game)
                else:
                    assert evening is not None      # created above when missing
                    game_id = self.store.start_game(evening, setup, dict(overrides or {}))
            except StorageError as err:
                raise _problem(err) from None
        self.game, self.game_id, self.released = game, game_id, False
        return game

    def show(self, game: Game | None, game_id: int | None = None) -> None:
        """Put ``game`` (already stored as ``game_id``, or kept nowhere) on the desk."""
        self._drain()
        if game is not self.game:
            self.refusal = None
        self.game, self.game_id, self.released = game, game_id, False

    def resume(self, stored: Any, force: bool = False) -> Game:
        """Reopen a stored unfinished game in this window (its lease).
        Raises :class:`Problem` ``"elsewhere"`` if another window holds it
        (``force`` takes it over). The game is the one read in the
        transaction that takes the lease (:attr:`resumed`), never the
        ``stored`` copy read before: the host may have been asked first. A game
        whose stored inputs the rules now refuse opens at its stored state,
        read-only (:attr:`refusal`)."""
        self._drain()
        if self.store is not None:
            try:   # read again in the transaction that takes the lease: another window may have played on
                stored = self.store.take_lease(stored.id, force=force)
            except StorageError as err:
                raise _problem(err) from None
        self.resumed = stored
        game, self.refusal = stored.replay()
        self.game, self.game_id, self.released = game, stored.id, False
        if self.refusal is not None:
            log.warning("game %s opened read-only: the rules now refuse input %s (%s)", stored.id,
                        self.refusal.index, self.refusal.message)
        return game

    def abandon(self, reason: str = "abandoned by the host") -> None:
        """Abandon the game in progress (it stays stored as abandoned); raises :class:`Problem`."""
        self._drain()
        if self.store is not None and self.game_id is not None:
            try:
                self.store.abandon(self.game_id, reason)
            except StorageError as err:
                raise _problem(err) from None
        self.game = self.game_id = None

    def release(self) -> None:
        """Let another window open this game without asking (closing). The
        timer is not saved and the lease not renewed for it after this: the
        window's periodic saves would find it held by nobody (issue #23)."""
        self._drain()
        if self.store is not None and self.game_id is not None:
            try:
                self.store.release(self.game_id)
            except StorageError as err:
                log.warning("game not released: %s", err)
        self.released = True

    # ----------------------------------------------------------- writing
    # Every host event is written before it counts. The window does not wait
    # for the database: push_pending/undo_pending/redo_pending apply the event
    # and queue its write on one writer thread, in order; the window shows it
    # as pending ("saving…") until settle() finds it committed. A failed write
    # takes its event, and every event queued behind it, back.

    def push(self, inp: HostInput) -> Changes:
        """Apply one input, written first (waits for the write). Raises
        :class:`RuleError` (the rule it breaks) or :class:`Problem` (not
        saved: taken back)."""
        changes = self.push_pending(inp)
        self._settled()
        return changes

    def undo(self) -> HostInput | None:
        """Undo the last input (stored as an undo; waits for the write);
        raises :class:`Problem`."""
        inp = self.undo_pending()
        self._settled()
        return inp

    def redo(self) -> HostInput | None:
        """Redo the last undone input (stored as a redo; waits for the
        write); raises :class:`Problem`."""
        inp = self.redo_pending()
        self._settled()
        return inp

    def push_pending(self, inp: HostInput, source: dict[str, Any] | None = None) -> Changes:
        """Apply one input and queue its write (behind any pending one);
        ``source``: the post it was read from (issue #43), kept with it.
        Raises :class:`RuleError` (nothing queued) or :class:`Problem`."""
        game = self._writable()
        before = (game.inputs, game.redo_stack)
        changes = game.push(inp)
        self._queue("input", inp, before, source)
        return changes

    def undo_pending(self) -> HostInput | None:
        """Undo the last input and queue the write of the undo."""
        game = self._writable()
        before = (game.inputs, game.redo_stack)
        inp = game.undo()
        if inp is not None:
            self._queue("undo", None, before)
        return inp

    def redo_pending(self) -> HostInput | None:
        """Redo the last undone input and queue the write of the redo."""
        game = self._writable()
        before = (game.inputs, game.redo_stack)
        inp = game.redo()
        if inp is not None:
            self._queue("redo", None, before)
        return inp

    @property
    def saving(self) -> bool:
        """Some event is applied but not yet committed (show it as pending)."""
        return bool(self._pending)

    def settle(self, wait: float | None = 0.0) -> Problem | None:
        """Take the writes that have finished, in order, waiting up to
        ``wait`` seconds (None: until every one has). A failed one is taken
        back with every event queued behind it (the game returns to the
        state before it) and its :class:`Problem` returned (``dropped``: how
        many events were taken back); else None."""
        deadline = None if wait is None else time.monotonic() + wait
        while self._pending:
            entry = self._pending[0]
            left = None if deadline is None else max(0.0, deadline - time.monotonic())
            try:
                failure = entry.future.result(timeout=left)
            except FutureTimeout:
                return None
            self._pending.popleft()
            if failure is None:
                continue
            dropped = 1 + len(self._pending)
            for later in self._pending:
                later.future.result()          # each skips its write at once
            self._pending.clear()
            self._halted.clear()
            if self.game is not None:
                self.game.restore(*entry.before)
            problem = _problem(failure)
            problem.dropped = dropped
            log.error("write failed, %d event(s) taken back: %s", dropped, failure)
            return problem
        return None

    def flush_timer(self, wait: float | None = None) -> None:
        """Wait up to ``wait`` s (None: until done) for the queued timer save."""
        future = self._timer_future
        if future is not None:
            try:
                future.result(timeout=wait)
            except FutureTimeout:
                pass

    def _drain(self) -> None:
        """Before the desk moves on (another game, abandon, close): every
        pending write finished, the timer's too; a failure is logged (it was taken back)."""
        self.flush_timer()
        problem = self.settle(None)
        if problem is not None:
            log.error("not saved before moving on: %s", problem)

    def _settled(self) -> None:
        problem = self.settle(None)
        if problem is not None:
            raise problem

    def _queue(self, kind: str, inp: HostInput | None, before: tuple[Any, Any],
               source: dict[str, Any] | None = None) -> None:
        if self.store is None or self.game_id is None or self.game is None:
            return
        store, game_id = self.store, self.game_id
        try:
            rec = store.snapshot(self.game)       # read here, never by the writer thread
        except Exception:
            self.game.restore(*before)
            raise
        if self._writer is None:
            self._writer = ThreadPoolExecutor(1, thread_name_prefix="mafia-host-writer")
        halted = self._halted

        def write() -> StorageError | None:
            if halted.is_set():          # an earlier write failed: this one is taken back too
                return StorageError("skipped", "not saved: an earlier entry was not saved")
            try:
                if source is None:
                    store.write_event(game_id, kind, inp, rec)
                else:                        # an entry read from a post (#43)
                    store.write_event(game_id, kind, inp, rec, source)
            except StorageError as err:
                halted.set()
                return err
            return None
        self._pending.append(_Pending(before, self._writer.submit(write)))

    def _game(self) -> Game:
        if self.game is None:
            raise Problem("not_saved", "there is no game in play")
        return self.game

    def _writable(self) -> Game:
        """The game in play, unless it is open read-only (:attr:`refusal`)."""
        game = self._game()
        if self.refusal is not None:
            raise Problem("read_only", f"the rules now refuse input {self.refusal.index} of this game "
                                       f"({self.refusal.message}): it is open read-only", self.refusal.error)
        return game

    def save_timer(self, left: float | None, running: bool = False) -> None:
        """Keep the timer's remaining seconds (None: no speech) and whether it
        runs (a room's board counts it down, #29) on the writer thread,
        behind the pending inputs: the window never waits on it (#26).
        Saves asked while one is queued are folded into it (the latest
        value is written). A failed save is logged: the next one retries.
        Nothing once the game is :attr:`released`."""
        if self.store is None or self.game_id is None or self.released:
            return
        store, game_id = self.store, self.game_id
        with self._timer_lock:
            self._timer_value = (store, game_id, left, running)
            if self._timer_queued:
                return                    # the queued save writes this value
            self._timer_queued = True
        if self._writer is None:
            self._writer = ThreadPoolExecutor(1, thread_name_prefix="mafia-host-writer")

        def write() -> None:
            while True:
                with self._timer_lock:
                    value, self._timer_value = self._timer_value, None
                    if value is None:
                        self._timer_queued = False
                        return
                try:
                    value[0].save_timer(value[1], value[2], value[3])
                except StorageError as err:
                    log.warning("timer not saved: %s", err)
        self._timer_future = self._writer.submit(write)

    def heartbeat(self) -> None:
        """Renew this window's hold on its game (not once :attr:`released`); raises :class:`Problem`."""
        if self.store is None or self.game_id is None or self.game is None or self.finished or self.released:
            return
        try:
            self.store.heartbeat(self.game_id)
        except StorageError as err:
            raise _problem(err) from None

    def confirm_points(self) -> dict[int, float]:
        """Confirm the finished game's points (C-11); returns seat → points.
        Raises :class:`Problem`."""
        if self.store is None or self.game_id is None or not self.finished:
            raise Problem("not_saved", "only a stored finished game has points to confirm")
        try:
            game = self._game()
            self.store.confirm_points(self.game_id, game.points(self.store.scheme_for(game)))
            return {s: row["points"] for s, row in self.store.game_points(self.game_id).items()}
        except StorageError as err:
            raise _problem(err) from None

    # -------------------------------------------------------------- files
    @staticmethod
    def write_json(path: Path, data: Any) -> None:
        """Write ``data`` as JSON through a temp file (never a half-written
        file); raises :class:`Problem` ``"file"`` with the path."""
        try:
            tmp = path.with_suffix(path.suffix + ".tmp")
            tmp.write_text(dumps_json(data, ensure_ascii=False, indent=1), encoding="utf-8")
            tmp.replace(path)
        except OSError as err:
            raise Problem("file", f"{path}: {err.strerror or err}", err, path.name) from None

    def export_protocol(self, path: Path) -> None:
        """The game in play as a game script file; raises :class:`Problem`."""
        self.write_json(path, game_to_script(self._game()))

    @staticmethod
    def read_protocol(path: Path) -> Script:
        """Read and check a whole game script (every action replayed);
        raises :class:`Problem` ``"file"`` naming the file and why."""
        from ..core.script import SCRIPT_FILES

        token = SCRIPT_FILES.set(beside(path))     # a catalogue or world file named beside it (R-15, Z-13)
        try:
            script = load_script(read_text(path))
            replay(script)
        except (FileProblem, MafiaError) as err:
            raise Problem("file", f"{path.name}: {err}", err, path.name) from None
        finally:
            SCRIPT_FILES.reset(token)
        return script

    def latest_evening(self) -> dict[str, Any] | None:
        """The latest evening's row (id, date, club, table_name, …), or None."""
        if self.store is None:
            return None
        try:
            latest = self.store.latest_evening()
        except StorageError as err:
            raise _problem(err) from None
        return None if latest is None else dict(latest)

    def export_evening(self, evening_id: int, path: Path) -> None:
        """An evening as one JSON file; raises :class:`Problem`."""
        if self.store is None:
            raise Problem("not_saved", "there is no database")
        try:
            data = self.store.export_evening(evening_id)
        except StorageError as err:
            raise _problem(err) from None
        self.write_json(path, data)

    def import_evening(self, path: Path) -> None:
        """Import an evening file (all or nothing); raises :class:`Problem`."""
        if self.store is None:
            raise Problem("not_saved", "there is no database")
        try:
            self.store.import_evening(loads_json(read_text(path)))
        except (FileProblem, MafiaError, StorageError) as err:
            raise Problem("file", f"{path.name}: {err}", err, path.name) from None


__all__ = ["Desk", "Problem"]
