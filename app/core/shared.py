"""Frozen values made once per process and shared between games (issue
#38): a fold asks for the same steps, events and records (day 2's speech
of seat 4, night 3, a check) game after game, and a frozen value may be
handed to every game that has it. The state a fold mutates is never here."""

from __future__ import annotations

from typing import Any, Callable, Generic, TypeVar

V = TypeVar("V")


class Shared(dict[tuple[Any, ...], V], Generic[V]):
    """A bounded memo: ``shared[key]`` is ``make(*key)``, made at the first
    ask and kept. At most ``bound`` values are kept; a full memo is emptied
    rather than grown (a host's own text in a key, e.g. a removal's reason,
    cannot make it grow without end). Raises whatever ``make`` raises."""

    def __init__(self, make: Callable[..., V], bound: int = 16_384) -> None:
        super().__init__()
        self._make = make
        self._bound = bound

    def __missing__(self, key: tuple[Any, ...]) -> V:
        value = self._make(*key)
        if len(self) >= self._bound:
            self.clear()
        self[key] = value
        return value
