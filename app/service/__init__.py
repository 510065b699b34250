"""The service layer (no Qt): the evening desk that owns the store and the
game in play. The window composes widgets and asks the desk; the desk asks
the core and the store. Layers: ui → service → storage/speech/export/scoring → core.

The window reaches the database only through here: the desk, and the
store's error and standings readers re-exported below."""

from ..storage import StorageError, Store
from ..storage.store import fiim_rows, rules_notes, standings_rows
from .desk import Desk, Problem

__all__ = ["Desk", "Problem", "StorageError", "Store", "fiim_rows", "rules_notes", "standings_rows"]
