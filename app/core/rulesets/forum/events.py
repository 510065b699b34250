"""Forum Mafia's own public events (M-5, M-8.1): the turn's vote counted
and the turn's newspaper."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

from ...events import Event


@dataclass(frozen=True)
class JailVoteClosed(Event):
    """The turn's vote counted (M-5): ``jailed`` (a seat or None),
    ``dispersed`` (M-2.11). ``day`` is the turn. Public: the newspaper says it."""

    jailed: int | None
    dispersed: bool


@dataclass(frozen=True)
class NewspaperOut(Event):
    """The turn's newspaper (M-8.1), Russian and English (``news``: lang →
    text). ``day`` is the turn. Public."""

    news: Mapping[str, str]
