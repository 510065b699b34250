"""Storage errors the host is shown in plain words."""

from __future__ import annotations


class StorageError(Exception):
    """The database cannot be used (or a write failed).

    ``kind`` is one of ``locked``, ``read-only``, ``corrupt``, ``newer``,
    ``unreadable``, ``write-failed``, ``connect``, ``migrate``, ``elsewhere``
    (the game is held by another window), ``finished`` (a status cannot go
    back), ``missing``; ``str()`` is the message for the host.
    """

    def __init__(self, kind: str, message: str) -> None:
        self.kind = kind
        super().__init__(message)
