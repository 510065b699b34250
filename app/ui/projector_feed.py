"""The projector's only door to a game (:class:`ProjectorFeed`): the public
view and the speech timer, never the game itself (C-10.3)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from ..core.views import PublicView


@dataclass(frozen=True)
class ProjectorFeed:
    """What the projector may read: ``view()`` → PublicView or None (no game);
    ``remaining()`` → seconds left on a speech timer, or None when there is
    no speech; ``running()`` → whether it counts down now."""

    view: Callable[[], PublicView | None]
    remaining: Callable[[], float | None]
    running: Callable[[], bool]
    entering: Callable[[], tuple[int | None, dict[int, int]]] = lambda: (None, {})
    """The vote being entered (public: hands are raised openly): the candidate
    being counted now and the counts so far."""
    points: Callable[[], dict[int, float] | None] = lambda: None
    """The game's points per seat once the host confirmed them (C-11), else None."""
    chance: Callable[[], float | None] = lambda: None
    """The red side's chance before the game by the club's rating, once it is over and the host shows it (#42)."""
