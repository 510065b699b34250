"""Schema migrations with Alembic, run from the app (no alembic.ini)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sqlalchemy import create_engine, event, inspect
from sqlalchemy.engine import Engine
from sqlalchemy.pool import NullPool

from .errors import StorageError

if TYPE_CHECKING:
    from alembic.config import Config

MIGRATIONS = Path(__file__).resolve().parent / "migrations"


def alembic_config() -> Config:
    """Alembic's configuration for the app's migrations (Alembic loads only here:
    a database already at :data:`HEAD` opens without it, a faster start)."""
    from alembic.config import Config

    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    return cfg


_REVISION = re.compile(r"^revision\s*=\s*[\"']([^\"']+)[\"']", re.M)
_DOWN = re.compile(r"^down_revision\s*=\s*(?:None|[\"']([^\"']+)[\"'])", re.M)


def _revisions() -> tuple[str, frozenset[str]]:
    """The newest revision and every one, read from the migration files'
    ``revision`` and ``down_revision`` lines (what Alembic reads; a test
    checks both agree)."""
    down: dict[str, str | None] = {}
    for path in sorted((MIGRATIONS / "versions").glob("*.py")):
        text = path.read_text(encoding="utf-8")
        found, parent = _REVISION.search(text), _DOWN.search(text)
        if found is not None:
            down[found.group(1)] = parent.group(1) if parent is not None else None
    heads = sorted(set(down) - {d for d in down.values() if d})
    return (heads[0] if len(heads) == 1 else ""), frozenset(down)


HEAD, KNOWN = _revisions()


def current_revision(engine: Engine) -> str | None:
    """The database's schema revision (``alembic_version``), None for a new one."""
    with engine.connect() as conn:
        if not inspect(conn).has_table("alembic_version"):
            return None
        row = conn.exec_driver_sql("SELECT version_num FROM alembic_version").first()
        return None if row is None else str(row[0])


APP_TABLES = frozenset({"players", "evenings", "games", "game_seats", "game_events", "game_points",
                        "disqualifications", "club_settings"})
"""Every table a revision makes: a file holding only some of them, all empty,
and no revision is a schema creation an older app left half done."""


def _transactional(engine: Engine) -> Engine:
    """An engine on the same SQLite file whose transactions hold DDL too.

    pysqlite commits ``CREATE``/``ALTER``/``DROP`` at once, outside the
    transaction SQLAlchemy began, so a process killed mid-migration left a
    half-made schema. Here the driver's own transaction handling is off and
    every transaction is ``BEGIN IMMEDIATE``: a migration is all or nothing,
    and SQLite's journal rolls an interrupted one back on the next open."""
    eng = create_engine(engine.url, poolclass=NullPool)

    @event.listens_for(eng, "connect")
    def _connect(dbapi_connection: Any, _record: Any) -> None:
        dbapi_connection.isolation_level = None
        dbapi_connection.execute("PRAGMA busy_timeout=3000")

    @event.listens_for(eng, "begin")
    def _begin(conn: Any) -> None:
        conn.exec_driver_sql("BEGIN IMMEDIATE")

    return eng


def _drop_half_made(conn: Any) -> None:
    """In the migration's transaction: an older app killed while it created
    the schema left some of its tables, empty, and no revision; they go, and
    the schema is made whole again."""
    inspector = inspect(conn)
    tables = set(inspector.get_table_names())
    if "alembic_version" in tables and conn.exec_driver_sql("SELECT 1 FROM alembic_version").first():
        return
    if not tables - {"alembic_version"} or not tables - {"alembic_version"} <= APP_TABLES:
        return
    if any(conn.exec_driver_sql(f'SELECT 1 FROM "{t}" LIMIT 1').first() for t in tables - {"alembic_version"}):
        return
    for t in tables:
        conn.exec_driver_sql(f'DROP TABLE "{t}"')


def upgrade(engine: Engine, target: str = "head") -> None:
    """Bring the schema to ``target`` (default the newest), all or nothing:
    on SQLite the whole upgrade, DDL included, is one transaction.

    Raises :class:`StorageError` ("newer") for a database of an unknown, newer revision.
    """
    current = current_revision(engine)
    if current is not None and current not in KNOWN:
        raise StorageError("newer", f"the database was written by a newer version of Mafia Host "
                                    f"(schema {current}); update the app to open it.")
    if current == HEAD and target in ("head", HEAD):
        return                      # nothing to do: Alembic is not even loaded
    from alembic import command

    cfg = alembic_config()
    sqlite = engine.dialect.name == "sqlite"
    mig = _transactional(engine) if sqlite else engine
    try:
        with mig.connect() as conn:
            if sqlite:
                # A batch migration rebuilds a table (copy, drop, rename): with
                # foreign keys on, dropping a referenced table fails once it has
                # rows. The pragma only takes effect outside a transaction.
                conn.connection.driver_connection.execute("PRAGMA foreign_keys=OFF")  # type: ignore[union-attr]
            with conn.begin():
                if sqlite and current is None:
                    _drop_half_made(conn)
                cfg.attributes["connection"] = conn
                command.upgrade(cfg, target)
                if sqlite:
                    broken = conn.exec_driver_sql("PRAGMA foreign_key_check").fetchall()
                    if broken:
                        raise StorageError("migrate", f"the migration left {len(broken)} broken "
                                                      f"references (first: {tuple(broken[0])}); "
                                                      "nothing was changed.")
    finally:
        if mig is not engine:
            mig.dispose()
