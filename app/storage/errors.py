"""Storage errors the host is shown in plain words."""

from __future__ import annotations


class StorageError(Exception):
    """The database cannot be used (or a write failed).

    ``kind`` is one of ``locked``, ``read-only``, ``corrupt``, ``newer``,
    ``unreadable``, ``write-failed``, ``connect``; ``str()`` is the message
    for the host, naming the file.
    """

    def __init__(self, kind: str, message: str) -> None:
        self.kind = kind
        super().__init__(message)
