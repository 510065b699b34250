"""The red side's win chance before a game by the club's rating (issue
#42), for the host's result screen and, when he chooses (QSettings
``projector/chance``), the projector's end of the game. Worked out once a
game per controller; the rating system is the club's pick (QSettings
``rating/system``: ``mafiaratings``, ``openskill`` or ``both``, the first
for the chance). The sides are secret until the game ends, so the room
sees the chance only then."""

from __future__ import annotations

import logging
from typing import Any

from . import settings

log = logging.getLogger(__name__)
SYSTEM_KEY = "rating/system"
PROJECTOR_KEY = "projector/chance"
CHOICES = ("mafiaratings", "openskill", "both")


def system() -> str:
    """The rating system the window shows (``both`` shows the two; the chance is then mafiaratings')."""
    picked = settings.text(SYSTEM_KEY, "mafiaratings")
    return picked if picked in CHOICES else "mafiaratings"


def red_chance(c: Any) -> float | None:
    """The red side's chance in ``c``'s game (a controller: ``store``,
    ``game_id``, ``game``), None without a database, sides or a rated player."""
    key = (c.game_id, id(c.game), system())
    cache = c.__dict__.setdefault("_red_chance", {})
    if key not in cache:
        cache.clear()
        cache[key] = None
        if c.store is not None and c.game is not None:
            from ..service.rating import chance_before

            try:
                cache[key] = chance_before(c.store, c.game_id, c.game,
                                           "openskill" if key[2] == "openskill" else "mafiaratings")
            except Exception:   # a database that cannot be read: the result goes on without it
                log.exception("the red side's chance before the game")
    return cache[key]


def projector_chance(c: Any) -> float | None:
    """The chance for the room: only once the game is finished and the host chose to show it."""
    if c.game is None or c.game.status != "finished" or not settings.flag(PROJECTOR_KEY):
        return None
    return red_chance(c)
