"""Opening the database: the only place that knows SQLite.

``open_database(url)`` checks an existing SQLite file *before writing
anything* (readable, writable, really SQLite, not corrupt, not locked, not
from a newer app), copies it aside before a migration, migrates, and returns
an engine with WAL and ``synchronous=FULL``. Any other SQLAlchemy URL (e.g.
PostgreSQL) is connected and migrated as it is.
"""

from __future__ import annotations

import logging
import os
import shutil
import sqlite3
import time
from pathlib import Path
from typing import Any

from sqlalchemy import create_engine, event
from sqlalchemy.engine import Engine, make_url

from .errors import StorageError
from .migrate import APP_TABLES, HEAD, KNOWN, upgrade

log = logging.getLogger(__name__)
SQLITE_MAGIC = b"SQLite format 3\x00"


def default_url() -> str:
    """The embedded database in the user data folder (or ``data/`` in portable mode)."""
    from ..paths import data_dir

    folder = data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    return f"sqlite:///{folder / 'mafia-host.sqlite'}"


def sqlite_path(url: str) -> Path | None:
    """The file of a SQLite URL, or None for other databases / in-memory / not a URL."""
    try:
        u = make_url(url)
    except Exception:
        return None
    if u.get_backend_name() != "sqlite" or not u.database or u.database == ":memory:":
        return None
    return Path(u.database)


def _check_sqlite_file(path: Path, busy_seconds: float, whole: bool = True) -> str | None:
    """Read-only checks of an existing file; returns its schema revision (None: empty).

    ``whole`` False (a command that only reads): SQLite's check of every
    page is skipped when no migration is due, and the caller words a damaged
    page it meets (:func:`damaged`). Raises :class:`StorageError`
    (unreadable, corrupt, read-only, locked, newer). Nothing is written to
    the file.
    """
    name = str(path)
    try:
        with path.open("rb") as fh:
            head = fh.read(16)
    except OSError as err:
        raise StorageError("unreadable", f"{name}: cannot be read ({err.strerror or err}).") from None
    if head == b"":
        return None
    if head != SQLITE_MAGIC:
        raise StorageError("corrupt", f"{name} is not a Mafia Host database (not SQLite).")
    if not os.access(path, os.W_OK) or not os.access(path.parent, os.W_OK):
        raise StorageError("read-only", f"{name} is read-only: games could not be saved.")
    try:
        con = sqlite3.connect(f"file:{path}?mode=rw", uri=True, timeout=busy_seconds,
                              isolation_level=None)
    except sqlite3.Error as err:
        raise StorageError("unreadable", f"{name}: cannot be opened ({err}).") from None
    try:
        if whole:
            _quick_check(con, name)
        try:
            revision = _revision(con, name)
        except sqlite3.DatabaseError as err:      # only when the whole file was not checked first
            raise damaged(name, err) from None
        if not whole and revision != HEAD:
            _quick_check(con, name)               # a migration writes: the whole file is checked first
        _write_lock(con, name)
        return revision
    finally:
        con.close()


def damaged(name: str, err: BaseException) -> StorageError:
    """The error for a database error met while reading ``name`` (a file or
    an address): locked, else damaged, in the words of :func:`_quick_check`."""
    text = one_line(err)
    if "locked" in text:
        return StorageError("locked", f"{name} is in use by another program (locked).")
    return StorageError("corrupt", f"{name} is damaged ({text}).")


def _quick_check(con: sqlite3.Connection, name: str) -> None:
    """SQLite's own check of the file; raises :class:`StorageError` (locked, corrupt)."""
    try:
        result = con.execute("PRAGMA quick_check").fetchone()
    except sqlite3.DatabaseError as err:
        if "locked" in str(err):
            raise StorageError("locked", f"{name} is in use by another program (locked).") from None
        raise StorageError("corrupt", f"{name} is damaged ({err}).") from None
    if not result or result[0] != "ok":
        raise StorageError("corrupt", f"{name} is damaged ({result[0] if result else 'no answer'}).")


def _revision(con: sqlite3.Connection, name: str) -> str | None:
    """The file's schema revision (None: none yet); raises :class:`StorageError` for another
    program's SQLite file or a newer Mafia Host's."""
    tables = {r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    revision = None
    if "alembic_version" in tables:
        row = con.execute("SELECT version_num FROM alembic_version").fetchone()
        revision = row[0] if row else None
    elif tables and not _half_made(con, tables):
        raise StorageError("corrupt", f"{name} is an SQLite file, but not a Mafia Host database.")
    if revision is not None and revision not in KNOWN:
        raise StorageError("newer", f"{name} was written by a newer version of Mafia Host "
                                    f"(schema {revision}); update the app to open it.")
    return revision


def _write_lock(con: sqlite3.Connection, name: str) -> None:
    """Take the write lock and give it back (no page written): locked or read-only is said now."""
    try:
        con.execute("BEGIN IMMEDIATE")
        con.execute("ROLLBACK")
    except sqlite3.OperationalError as err:
        if "locked" in str(err) or "busy" in str(err):
            raise StorageError("locked", f"{name} is in use by another program (locked).") from None
        if "readonly" in str(err) or "read-only" in str(err):
            raise StorageError("read-only", f"{name} is read-only: games could not be saved.") from None
        raise StorageError("unreadable", f"{name}: {err}") from None


def _half_made(con: sqlite3.Connection, tables: set[str]) -> bool:
    """Only empty tables of the app's schema and no revision: a schema
    creation an older app left half done (the migration makes it whole)."""
    if not tables - {"alembic_version"} <= APP_TABLES:
        return False
    return not any(con.execute(f'SELECT 1 FROM "{t}" LIMIT 1').fetchone() for t in tables)


def backup_copy(path: Path, revision: str | None) -> Path:
    """Copy a database aside (consistent copy, WAL included) before a migration."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.before-{HEAD}-from-{revision}-{stamp}.bak")
    try:
        src = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        try:
            dst = sqlite3.connect(str(target))
            try:
                src.backup(dst)
            finally:
                dst.close()
        finally:
            src.close()
    except (sqlite3.Error, OSError) as err:
        target.unlink(missing_ok=True)           # never leave a partial or empty copy behind
        raise _disk_error(path, err, "cannot keep a copy before updating it") from None
    return target


def _disk_error(path: Path, err: BaseException, doing: str) -> StorageError:
    """One clear line for a failure to write beside ``path``: a full disk is named as such."""
    text = str(err)
    if "full" in text or getattr(err, "errno", None) == 28:
        return StorageError("full", f"{path}: the disk is full; nothing was changed. Free some space and "
                                    "open it again.")
    return StorageError("unwritable", f"{path}: {doing} ({text}); nothing was changed.")


def _sqlite_pragmas(dbapi_connection, record) -> None:
    cur = dbapi_connection.cursor()
    mode = cur.execute("PRAGMA journal_mode=WAL").fetchone()
    record.info["wal"] = bool(mode) and str(mode[0]).lower() == "wal"   # an unsynced commit is safe in WAL only
    cur.execute("PRAGMA synchronous=FULL")
    cur.execute("PRAGMA foreign_keys=ON")
    cur.execute("PRAGMA busy_timeout=3000")
    cur.close()


def _prepare_file(path: Path, busy_seconds: float, whole: bool = True) -> None:
    """An SQLite file: checked (``whole``: every page, :func:`_check_sqlite_file`)
    and copied aside before a migration, or its folder made."""
    if path.exists():
        revision = _check_sqlite_file(path, busy_seconds, whole)
        if revision is not None and revision != HEAD:
            copy = backup_copy(path, revision)
            log.info("copied %s to %s before migrating", path, copy)
        return
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        raise StorageError("read-only", f"{path.parent}: cannot create ({err.strerror}).") from None


def _engine(parsed: Any, shown: str) -> Engine:
    """SQLAlchemy's engine for the address (psycopg 3 for PostgreSQL, a bounded first
    connection); raises :class:`StorageError` naming a missing client library."""
    connect_args = {}
    if parsed.get_backend_name() == "postgresql":
        connect_args = {"connect_timeout": CONNECT_SECONDS}
        if parsed.drivername == "postgresql":   # psycopg 3 is the driver the app ships
            parsed = parsed.set(drivername="postgresql+psycopg")
    try:
        return create_engine(parsed, future=True, connect_args=connect_args, hide_parameters=True)
    except Exception as err:  # bad URL, missing driver
        text = _no_password(str(err), parsed)
        if parsed.get_backend_name() == "postgresql" and ("libpq" in text or "pq wrapper" in text):
            text = ("the PostgreSQL client library (libpq) is not installed on this computer; install it "
                    "(Debian, Ubuntu: sudo apt install libpq5) and open the club's database again")
        raise StorageError("connect", f"{shown}: {text}") from None


def open_database(url: str | None = None, busy_seconds: float = 3.0, whole: bool = True) -> Engine:
    """Check, back up if needed, migrate and return the engine for ``url``.

    ``whole`` False: for a command that only reads (``python -m app
    standings``), an SQLite file's pages are not all checked first unless a
    migration is due; the command words what it meets with :func:`damaged`.
    Raises :class:`StorageError` for a database the app must not touch; the
    file is then left exactly as it was.
    """
    url = url or default_url()
    shown = safe_url(url)
    try:
        parsed = make_url(url)
    except Exception:   # not a URL at all
        raise StorageError("connect", f"{shown}: not a database address (e.g. sqlite:////path/games.sqlite "
                                      "or postgresql://server/club).") from None
    if parsed.get_backend_name() == "sqlite" and parsed.database in (None, "", ":memory:"):
        raise StorageError("connect", "an in-memory database keeps nothing after the app closes; "
                                      "choose a database file.")
    path = sqlite_path(url)
    if path is not None:
        _prepare_file(path, busy_seconds, whole)
    engine = _engine(parsed, shown)
    if engine.dialect.name == "sqlite":
        event.listen(engine, "connect", _sqlite_pragmas)
    try:
        upgrade(engine)
    except StorageError:
        engine.dispose()
        raise
    except Exception as err:
        engine.dispose()
        if path is not None and ("full" in str(err) or getattr(getattr(err, "orig", None), "errno", None) == 28):
            raise _disk_error(path, err, "") from None
        raise StorageError("connect", f"{shown}: cannot prepare the database "
                                      f"({_no_password(one_line(err), parsed)}).") from None
    return engine


CONNECT_SECONDS = 3
"""How long a PostgreSQL server is waited for at the first connection: the
driver's own limit, chosen so that a command that meets a server that never
answers has said so within 5 s of its start (issue #37)."""


def one_line(err: BaseException) -> str:
    """A database error as one line: the driver's own words (not
    SQLAlchemy's wrapper, its "Background on this error" link or the
    statement), lines joined by "; "."""
    orig = getattr(err, "orig", None)
    text = str(orig if orig is not None else err)
    lines = [line.strip() for line in text.splitlines()
             if line.strip() and not line.strip().startswith(("(Background on this error", "[SQL", "[parameters"))]
    return "; ".join(lines)[:300] or type(err).__name__


def safe_url(url: str) -> str:
    """The URL to show or log: never its password."""
    try:
        return make_url(url).render_as_string(hide_password=True)
    except Exception:
        return "the database address given"


def _no_password(text: str, parsed) -> str:
    return text.replace(parsed.password, "***") if parsed.password else text


def copy_file(src: Path, dst: Path) -> None:
    """"Keep a copy" of a database the app cannot use (with its WAL/SHM files)."""
    shutil.copy2(src, dst)
    for suffix in ("-wal", "-shm"):
        side = src.with_name(src.name + suffix)
        if side.exists():
            shutil.copy2(side, dst.with_name(dst.name + suffix))
