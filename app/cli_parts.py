"""What the commands that parse their own arguments share (``seating``,
``tournament``, ``rating``, ``stats``): a parser that says a bad argument
in one line, bounded numbers, a pair of players, and the database opened
or refused in one line."""

from __future__ import annotations

import argparse
import sys
from typing import Any


class Parser(argparse.ArgumentParser):
    """Bad arguments in one line (``seating: …``, the command's name first), not the usage text."""

    def error(self, message: str) -> Any:
        print(f"{self.prog.split()[-1]}: {message}", file=sys.stderr)
        raise SystemExit(2)

    def parse(self, argv: list[str]) -> argparse.Namespace | int:
        """The arguments, or the exit code (2: refused, 0: ``--help`` printed)."""
        try:
            return self.parse_args(argv)
        except SystemExit as exit_:
            return 2 if exit_.code else 0


def count(top: int) -> Any:
    """A parser of a whole number from 1 to ``top`` (its digits checked before it is read)."""
    def parse(text: str) -> int:
        if not text.isdigit() or len(text) > len(str(top)) or not 1 <= int(text) <= top:
            raise argparse.ArgumentTypeError(f"{text[:20]!r} is not a number from 1 to {top}")
        return int(text)
    return parse


def pair(text: str) -> tuple[int, int]:
    """``I,J``: two players' numbers."""
    parts = text.split(",")
    if len(parts) != 2 or not all(p.strip().isdigit() and len(p.strip()) <= 4 for p in parts):
        raise argparse.ArgumentTypeError(f"{text[:20]!r} is not two players' numbers, e.g. 3,17")
    return int(parts[0]), int(parts[1])


def open_store(url: str | None, command: str) -> Any:
    """The club's database, or None after saying in one line why it cannot be opened."""
    from .storage import StorageError, Store

    try:
        return Store.open(url)
    except StorageError as err:
        print(f"{command}: {err}", file=sys.stderr)
        return None
