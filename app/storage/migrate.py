"""Schema migrations with Alembic, run from the app (no alembic.ini)."""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy.engine import Engine

from .errors import StorageError

MIGRATIONS = Path(__file__).resolve().parent / "migrations"


def alembic_config() -> Config:
    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    return cfg


_SCRIPTS = ScriptDirectory.from_config(alembic_config())
HEAD: str = _SCRIPTS.get_current_head()
KNOWN: frozenset[str] = frozenset(s.revision for s in _SCRIPTS.walk_revisions())


def current_revision(engine: Engine) -> str | None:
    with engine.connect() as conn:
        return MigrationContext.configure(conn).get_current_revision()


def upgrade(engine: Engine, target: str = "head") -> None:
    """Bring the schema to ``target`` (default the newest).

    Raises :class:`StorageError` ("newer") for a database of an unknown, newer revision.
    """
    current = current_revision(engine)
    if current is not None and current not in KNOWN:
        raise StorageError("newer", f"the database was written by a newer version of Mafia Host "
                                    f"(schema {current}); update the app to open it.")
    cfg = alembic_config()
    sqlite = engine.dialect.name == "sqlite"
    with engine.connect() as conn:
        if sqlite:
            # A batch migration rebuilds a table (copy, drop, rename): with
            # foreign keys on, dropping a referenced table fails once it has
            # rows. The pragma only takes effect outside a transaction.
            conn.exec_driver_sql("PRAGMA foreign_keys=OFF")
            conn.commit()
        try:
            with conn.begin():
                cfg.attributes["connection"] = conn
                command.upgrade(cfg, target)
                if sqlite:
                    broken = conn.exec_driver_sql("PRAGMA foreign_key_check").fetchall()
                    if broken:
                        raise StorageError("migrate", f"the migration left {len(broken)} broken "
                                                      f"references (first: {tuple(broken[0])}); "
                                                      "nothing was changed.")
        finally:
            if sqlite:
                conn.exec_driver_sql("PRAGMA foreign_keys=ON")
                conn.commit()
