"""The tables every export writes: one shape for CSV, XLSX and PDF."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Sequence

from ..core.standings import Standing

STANDINGS_HEADER = ("Place", "Player", "Games", "Wins (red)", "Wins (black)", "Wins (maniac)",
                    "Useful actions", "Penalties", "Points", "Average")
GAME_HEADER = ("Seat", "Player", "Role", "Left the game", "Base", "Useful", "Penalty", "Bonus", "Points")


@dataclass(frozen=True)
class Table:
    """A titled table: ``header`` and ``rows`` of plain values (str or number)."""

    title: str
    header: Sequence[str]
    rows: Sequence[Sequence[Any]]


def standings_table(title: str, rows: Sequence[Standing]) -> Table:
    return Table(title, STANDINGS_HEADER, [
        (s.place, s.name, s.games, s.wins_red, s.wins_black, s.wins_maniac, s.useful, s.penalty,
         s.points, s.average) for s in rows])


def game_table(number: int, game, stored_points: dict[int, dict] | None = None) -> Table:
    """One game: seats, players, roles, how and when they left, points."""
    st = game.state
    left = {}
    for e in st.eliminated:
        when = f"N{e.night}" if e.night is not None else f"D{e.day}"
        left[e.seat] = f"{e.how} ({when})"
    lines = game.points_breakdown() if stored_points is None else None
    rows = []
    for info in game.setup.seats:
        if stored_points is not None and info.seat in stored_points:
            p = stored_points[info.seat]
            detail = (p["base"], p["useful"], p["penalty"], p["bonus"], p["points"])
        elif lines is not None:
            line = lines[info.seat]
            detail = (line.base, line.useful, line.penalty, line.bonus, line.total)
        else:
            detail = ("", "", "", "", "")
        rows.append((info.seat, info.player, info.role.value, left.get(info.seat, ""), *detail))
    winner = game.winner or "in progress"
    return Table(f"Game {number} — {winner}", GAME_HEADER, rows)


def file_stem(club: str, date: str, table: str) -> str:
    """``club_date_table`` safe as a file name (Cyrillic kept)."""
    parts = [p for p in (club, date, table and f"table-{table}") if p]
    stem = "_".join(parts)
    stem = re.sub(r'[\\/:*?"<>|\s\x00-\x1f\x7f]+', "-", stem).strip("-.")[:80]
    return stem or "mafia-evening"
