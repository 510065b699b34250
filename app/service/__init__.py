"""The service layer (no Qt): the evening desk that owns the store and the
game in play. The window composes widgets and asks the desk; the desk asks
the core and the store. Layers: ui → service → storage/speech/export/scoring → core."""

from .desk import Desk, Problem

__all__ = ["Desk", "Problem"]
