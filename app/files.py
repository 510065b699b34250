"""Reading a file the host (or a club) hands the app: capped in size, UTF-8
with or without a BOM, every problem as one plain sentence."""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import Callable

from .core.limits import MAX_CLUB_FILE_BYTES, MAX_FILE_BYTES


class FileProblem(ValueError):
    """A file that cannot be read as text; ``str()`` says why, in plain words."""


def read_bytes(path: str | Path, limit: int = MAX_FILE_BYTES) -> bytes:
    """The file's bytes, at most ``limit``. Only a regular file is read: a
    folder, a device (``/dev/zero``), a pipe (a FIFO never blocks: it is
    opened without waiting) or a socket is refused, and so is a path with a
    NUL. Raises :class:`FileProblem` saying which, in one line."""
    name = str(path)
    if "\x00" in name:
        raise FileProblem("cannot read: the file's name has a NUL character")
    try:
        fd = os.open(name, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except OSError as err:
        raise FileProblem(f"cannot read: {err.strerror or err}") from None
    mode = os.fstat(fd).st_mode
    if not stat.S_ISREG(mode):
        os.close(fd)
        if stat.S_ISDIR(mode):
            raise FileProblem("cannot read: it is a folder, not a file")
        raise FileProblem("cannot read: not a regular file (a device, a pipe or a socket)")
    with os.fdopen(fd, "rb") as fh:
        try:
            data = fh.read(limit + 1)
        except OSError as err:
            raise FileProblem(f"cannot read: {err.strerror or err}") from None
    if len(data) > limit:
        size = f"{limit // 2**20} MB" if limit >= 2**20 else f"{limit} bytes"
        raise FileProblem(f"cannot read: larger than {size}, not a file the app reads")
    return data


def read_text(path: str | Path, limit: int = MAX_FILE_BYTES) -> str:
    """The file's text. Raises :class:`FileProblem`: missing or unreadable,
    not a regular file, larger than ``limit`` bytes, or not UTF-8."""
    data = read_bytes(path, limit)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        raise FileProblem(f"cannot read: not UTF-8 text (byte {err.start})") from None


def beside(script: str | Path) -> Callable[[str], bytes]:
    """A reader for the club files a game script names (a Mafik Raizen
    catalogue, R-15; a ЗА 31 world, Z-13), relative to the script's folder
    (an absolute path as it is), each at most
    :data:`~app.core.limits.MAX_CLUB_FILE_BYTES` and bounded as
    :func:`read_bytes` is: for :data:`app.core.script.SCRIPT_FILES`."""
    folder = Path(script).resolve().parent

    def read(ref: str) -> bytes:
        if "\x00" in ref:
            raise FileProblem("cannot read: the file's name has a NUL character")
        return read_bytes(folder / ref, MAX_CLUB_FILE_BYTES)

    return read
