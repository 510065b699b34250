"""Mafik Raizen's words: numbers as R-15 and R-12.1 write them, cards by
name, and the private messages in R-12.3's order."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .state import SeatState, State

KINDS = ("boss", "guess", "reveal", "message", "artifact", "psychic")
"""R-12.3: the private messages' kinds, in the order they are listed."""


def number(halves: int) -> int | float:
    """A tally in halves as R-15 writes it: ``2`` or ``1.5``."""
    return halves // 2 if halves % 2 == 0 else halves / 2


def words(halves: int) -> str:
    """A tally as R-12.1 posts it, with a decimal comma: ``3``, ``5,5``."""
    return str(halves // 2) if halves % 2 == 0 else f"{halves // 2},5"


def tally_json(tally: dict[int, int]) -> dict[str, int | float]:
    return {str(s): number(v) for s, v in sorted(tally.items()) if v > 0}


@dataclass
class Message:
    """A private message (R-12.3): recipient, kind, sender seat (0: the master's own), text."""

    to: int
    kind: str
    sender: int
    ru: str

    def to_json(self) -> dict[str, Any]:
        return {"to": self.to, "kind": self.kind, "ru": self.ru}


def ordered(messages: list[Message]) -> list[Message]:
    """R-12.3: by recipient, then kind, then sender; one sender's keep their order."""
    return sorted(messages, key=lambda m: (m.to, KINDS.index(m.kind), m.sender))


def card_names(state: State, st: SeatState, ids: list[str]) -> str:
    """R-12.3: cards by their catalogue name, ", "-joined; ``нет карт`` if none."""
    return ", ".join(state.card(st, c).name for c in ids) or "нет карт"
