"""Reading a file the host (or a club) hands the app: capped in size, UTF-8
with or without a BOM, every problem as one plain sentence."""

from __future__ import annotations

from pathlib import Path

MAX_FILE_BYTES = 64 * 2**20


class FileProblem(ValueError):
    """A file that cannot be read as text; ``str()`` says why, in plain words."""


def read_text(path: str | Path, limit: int = MAX_FILE_BYTES) -> str:
    """The file's text. Raises :class:`FileProblem`: missing or unreadable,
    larger than ``limit`` bytes (an endless device such as /dev/zero stops
    there), or not UTF-8."""
    try:
        with open(path, "rb") as fh:
            data = fh.read(limit + 1)
    except OSError as err:
        raise FileProblem(f"cannot read: {err.strerror or err}") from None
    if len(data) > limit:
        raise FileProblem(f"cannot read: larger than {limit // 2**20} MB, not a file the app writes")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        raise FileProblem(f"cannot read: not UTF-8 text (byte {err.start})") from None
