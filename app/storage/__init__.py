"""Persistence: players, evenings, games and every host input (SQLAlchemy + Alembic)."""

from .engine import default_url, open_database
from .errors import StorageError
from .store import PlayerInfo, Store, StoredGame

__all__ = ["PlayerInfo", "StorageError", "Store", "StoredGame", "default_url", "open_database"]
