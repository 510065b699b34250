"""End of game (C-9)."""

from __future__ import annotations

from typing import Iterable

from .roles import Role


def winner_of(living_roles: Iterable[Role]) -> str | None:
    """The result the table of C-9 gives for the living players, or None.

    Returns ``"red"``, ``"black"``, ``"maniac"`` or ``"draw"``; None while the
    game goes on. ``living_roles`` are the roles of the living players.
    """
    m = k = r = 0
    for role in living_roles:
        if role.is_black:
            m += 1
        elif role is Role.MANIAC:
            k += 1
        else:
            r += 1
    if m == 0 and k == 0:
        return "red" if r > 0 else "draw"
    if k == 0 and m >= r:
        return "black"
    if k >= 1 and r == 0:
        return "black" if m >= 2 else ("draw" if m == 1 else "maniac")
    if k >= 1 and m == 0 and r <= 1:
        return "maniac"
    return None
