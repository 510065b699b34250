"""The tables every export writes: one shape for CSV, XLSX and PDF."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Sequence

from ..core.standings import Standing

from .game_words import CORE_WORDS, GameWords
from .labels import labels

STANDINGS_KEYS = ("place", "player", "games", "wins_red", "wins_black", "wins_maniac", "useful", "penalties",
                  "points", "average")
GAME_KEYS = ("seat", "player", "role", "left", "base", "useful_pts", "penalty", "bonus", "points")


@dataclass(frozen=True)
class Table:
    """A titled table: ``header`` and ``rows`` of plain values (str or number)."""

    title: str
    header: Sequence[str]
    rows: Sequence[Sequence[Any]]


def standings_table(title: str, rows: Sequence[Standing], language: str = "en") -> Table:
    """The standings as a table, headers in ``language``."""
    words = labels(language)
    return Table(title, tuple(words[k] for k in STANDINGS_KEYS), [
        (s.place, s.name, s.games, s.wins_red, s.wins_black, s.wins_maniac, s.useful, s.penalty,
         s.points, s.average) for s in rows])


FIIM_KEYS = ("place", "player", "games", "wins", "points", "ci", "total")


def _exact(value):
    """An exact Decimal without trailing zeros (``1.700`` → ``1.7``), S-12.6."""
    from decimal import Decimal

    from ..core.script import decimal_text

    return Decimal(decimal_text(value)) if isinstance(value, Decimal) else value


def fiim_standings_table(title: str, rows: Sequence[Any], language: str = "en") -> Table:
    """Sport Mafia's standings (S-13): game points, Ci and the total, exact;
    a provisional Ci is marked in the title."""
    words = labels(language)
    if any(s.ci_provisional for s in rows):
        title = f"{title} ({words['ci_provisional']})"
    return Table(title, tuple(words[k] for k in FIIM_KEYS), [
        (s.place, s.name, s.games, s.wins, _exact(s.game_points), _exact(s.ci), _exact(s.total)) for s in rows])


def game_table(number: int, game, stored_points: dict[int, dict] | None = None,
               language: str = "en", note: str = "", game_words: GameWords = CORE_WORDS) -> Table:
    """One game: seats, players, roles, how and when they left, points; words
    in ``language``, the game's own (roles, its result) by ``game_words`` in
    the same language; ``note`` (what a later reading of the rules changed
    in it, issue #22) is added to its title."""
    words = labels(language)
    view = game.host_view()
    left = {}
    for e in view.eliminated:
        when = words["night"].format(n=e.night) if e.night is not None else words["day"].format(n=e.day)
        left[e.seat] = f"{words.get(e.how, e.how)} ({when})"
    lines = game.points_breakdown() if stored_points is None else None
    rows = []
    for info in view.seats:
        if stored_points is not None and info.seat in stored_points:
            p = stored_points[info.seat]
            detail = (p["base"], p["useful"], p["penalty"], p["bonus"], p["points"])
        elif lines is not None:
            line = lines[info.seat]
            detail = tuple(_exact(v) for v in (line.base, line.useful, line.penalty, line.bonus, line.total))
        else:
            detail = ("", "", "", "", "")
        role = game_words.role_name(game.ruleset, info.role)       # each game names its own roles
        rows.append((info.seat, info.name, role, left.get(info.seat, ""), *detail))
    if game.status != "finished":
        winner = words["in_progress"]
    else:   # each ruleset words its own results (issue #37: a mixed evening)
        winner = game_words.result_words(game) or words.get(game.winner or "", str(game.winner))
    title = words["game"].format(number=number, winner=winner)
    return Table(f"{title} ({note})" if note else title, tuple(words[k] for k in GAME_KEYS), rows)


def file_stem(club: str, date: str, table: str) -> str:
    """``club_date_table`` safe as a file name (Cyrillic kept)."""
    parts = [p for p in (club, date, table and f"table-{table}") if p]
    stem = "_".join(parts)
    stem = re.sub(r'[\\/:*?"<>|\s\x00-\x1f\x7f]+', "-", stem).strip("-.")[:80]
    return stem or "mafia-evening"
