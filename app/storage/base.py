"""The store's foundation (:class:`StoreBase`): its database engine, this
window's name on the games it holds, the club's points schemes, and the one
way every part writes: :meth:`StoreBase._write`, one transaction, all or
nothing, a failure raised as :class:`~app.storage.errors.StorageError`."""

from __future__ import annotations

import logging
from typing import Any

from sqlalchemy.engine import Engine
from sqlalchemy.exc import SQLAlchemyError

from .engine import one_line
from .errors import StorageError
from .records import StoredGame

log = logging.getLogger("app.storage.store")

CHANNEL = "mafia_host"
"""PostgreSQL's notification channel: every write notifies it in its own
transaction, so ``serve`` (LISTEN) learns of a commit at once (issue #40)."""


class StoreBase:
    """What every part of :class:`~app.storage.store.Store` shares."""

    engine: Engine
    owner: str
    """This window's name on the games it holds (the lease): machine, process, instance."""
    schemes: dict[str, Any]
    """The club's points schemes: built-in and its own files."""

    def _load(self, conn: Any, game_id: int) -> StoredGame:
        """A stored game read in ``conn``'s transaction (the games' part)."""
        raise NotImplementedError

    def remembered(self, key: Any, compute: Any) -> Any:
        """``compute()`` read once while the club's games stay as they are:
        kept with the games' and tournaments' count and latest change (one
        cheap read) and the points rows' count and sum (a rescoring), so the
        statistics and the rating over thousands of games are read again
        only after a game changed (issue #42). Anyone's write, in this
        window or another program, changes them. ``key``: what is kept
        (with every input ``compute`` reads besides the games)."""
        from sqlalchemy import func, select

        from .schema import game_points, games, tournaments

        with self.engine.connect() as conn:
            stamp = (tuple(conn.execute(select(func.count(), func.count().filter(games.c.status == "finished"),
                                               func.max(games.c.id), func.max(games.c.updated_at),
                                               func.sum(games.c.days))).one()),
                     tuple(conn.execute(select(func.count(), func.max(tournaments.c.updated_at))).one()),
                     tuple(conn.execute(select(func.count(), func.sum(game_points.c.points))).one()))   # rescored
        memo = self.__dict__.setdefault("_memo", {})
        kept = memo.get(key)
        if kept is not None and kept[0] == stamp:
            return kept[1]
        value = compute()
        if len(memo) > 32:
            memo.clear()
        memo[key] = (stamp, value)
        return value

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
                        result = fn(conn)
                        if conn.dialect.name == "postgresql":   # told to a serving board at the commit (#40)
                            conn.exec_driver_sql(f"NOTIFY {CHANNEL}")
                        return result
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
