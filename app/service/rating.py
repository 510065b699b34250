"""The club's rating (issue #42) for the window and ``python -m app
rating``: the stored games rated in order (:mod:`app.core.rating`), each
player starting from his imported point, and the ``mafia-rating/1`` JSON.
No Qt."""

from __future__ import annotations

import csv
import io
import json
import re
from typing import Any, Hashable

from ..core.limits import MAX_NAME, NumberOutOfRange, bounded_decimal
from ..core.rating import Rating, Start, exact, rate, red_chance
from ..scoring.openskill_rating import SYSTEMS as SYSTEMS
from ..storage.records import name_key

RATING_FORMAT = "mafia-rating/1"
MAX_IMPORT_ROWS = 100_000
"""The most players an imported ratings file gives."""


class RatingError(ValueError):
    """An imported ratings file that cannot be read: the line and the reason."""


def decimals_json(data: Any) -> str:
    """JSON text of ``data`` with each Decimal written as the number it is (``0.500000``, never a float's digits)."""
    text = json.dumps(data, ensure_ascii=False, default=lambda d: f"\u0000{d}\u0000")
    return re.sub("\"\\\\u0000(-?[0-9.]+)\\\\u0000\"", r"\1", text)


def _rated(games: list[Any], imported: dict[str, Start]) -> Rating:
    """``games`` rated, each player from his imported start (found by his name)."""
    start: dict[Hashable, Start] = {}
    for game in games:
        for seat in game.seats:
            found = imported.get(name_key(seat.name))
            if found is not None:
                start.setdefault(seat.player, found)
    return rate(games, start)


def club_rating(store: Any, system: str = "mafiaratings") -> Rating:
    """Every rated game of the club's database, in play order, under
    ``system`` (:data:`SYSTEMS`): mafiaratings' from each player's imported
    start, or OpenSkill weighted by the players' points. Raises ValueError
    for another system."""
    if system == "openskill":
        from ..scoring.openskill_rating import rate_openskill

        return store.remembered(("rating", system),
                                lambda: rate_openskill(store.rated_games(), store.rated_points()))
    if system != "mafiaratings":
        raise ValueError(f"a rating system is one of {', '.join(SYSTEMS)}")
    start = store.rating_start()
    return store.remembered(("rating", system, tuple(sorted((k, repr(v)) for k, v in start.items()))),
                            lambda: _rated(store.rated_games(), start))


def chance_before(store: Any, game_id: int | None, game: Any, system: str = "mafiaratings") -> float | None:
    """The red side's win chance in ``game`` from the club's rating under
    ``system`` before it (every other rated game counted; issue #42), or
    None when the game has no red and black sides or nobody at the table
    has a rating yet."""
    rules = game.ruleset
    sides = [(str(info.player), rules.rating_side(str(getattr(info.role, "value", info.role))))
             for info in game.setup.seats]
    if not any(side == "red" for _, side in sides) or not any(side == "black" for _, side in sides):
        return None
    others = [g for g in store.rated_games() if g.game != game_id]
    red = [n for n, side in sides if side == "red"]
    black = [n for n, side in sides if side == "black"]
    if system == "openskill":
        from ..scoring.openskill_rating import chance_openskill

        rated = {name_key(s.name) for g in others for s in g.seats}
        if not any(name_key(n) in rated for n, _ in sides):
            return None
        return chance_openskill(others, store.rated_points(), red, black, name_key)
    return _mafiaratings_chance(others, store.rating_start(), red, black)


def _mafiaratings_chance(others: list[Any], imported: dict[str, Start], red: list[str], black: list[str]
                         ) -> float | None:
    """mafiaratings' red chance of these sides from ``others``' rating and the imported starts (None: nobody rated)."""
    rating = _rated(others, imported)
    by_name = {name_key(p.name): p for p in rating.players.values()}
    if not any(name_key(n) in by_name or name_key(n) in imported for n in red + black):
        return None                 # nobody at this table has a rating yet: an even chance says nothing

    def side_rating(name: str, side: str) -> float:
        found = by_name.get(name_key(name))
        if found is not None:
            return found.red if side == "red" else found.black
        imported_start = imported.get(name_key(name))
        if imported_start is None:
            return 0.0
        return float(imported_start.red if side == "red" else imported_start.black)
    return red_chance([side_rating(n, "red") for n in red], [side_rating(n, "black") for n in black])


def rating_json(rating: Rating, system: str = "mafiaratings") -> str:
    """``mafia-rating/1`` as JSON text: ``players`` (best first) with
    ``rating``, ``red``, ``black`` and ``games``; ``games`` in play order
    with ``kind``, ``red_chance`` and what each player ``earned``; every
    number a decimal with 6 places."""
    names = {key: p.name for key, p in rating.players.items()}
    players = sorted(rating.players.values(), key=lambda p: (-p.rating, p.name))
    data = {"format": RATING_FORMAT, "system": system,
            "players": [{"player": p.name, "rating": exact(p.rating), "red": exact(p.red), "black": exact(p.black),
                         "games": p.games} for p in players],
            "games": [{"game": g.game, "kind": g.kind, "red_chance": exact(g.red_chance),
                       "earned": {names[k]: exact(v) for k, v in g.earned.items()}} for g in rating.games]}
    return decimals_json(data)


def history_json(rating: Rating, player: Any) -> str:
    """One player's rating over time (``mafia-rating-history/1``): after each of his games, in order."""
    kinds = {g.game: g for g in rating.games}
    data = {"format": "mafia-rating-history/1", "player": player.name, "rating": exact(player.rating),
            "red": exact(player.red), "black": exact(player.black),
            "games": [{"game": game, "kind": kinds[game].kind, "earned": exact(kinds[game].earned[player.player]),
                       "rating": exact(after)} for game, after in player.history]}
    return decimals_json(data)


def history_lines(rating: Rating, player: Any) -> list[str]:
    """One player's rating after each of his games, as the terminal shows it."""
    kinds = {g.game: g for g in rating.games}
    lines = [f"{player.name}: rating {exact(player.rating)} (red {exact(player.red)}, black {exact(player.black)})"]
    for game, after in player.history:
        earned = exact(kinds[game].earned[player.player])
        lines.append(f"  game {game} ({kinds[game].kind}): {'+' if earned >= 0 else ''}{earned} → {exact(after)}")
    return lines


def read_rating_csv(text: str) -> dict[str, Start]:
    """``player,rating,red,black`` (a header line first) → name key →
    :class:`Start`. Raises :class:`RatingError` naming the line."""
    rows = csv.reader(io.StringIO(text))
    header = next(rows, None)
    if header is None or [h.strip().casefold() for h in header[:4]] != ["player", "rating", "red", "black"]:
        raise RatingError("line 1: the columns are player,rating,red,black")
    out: dict[str, Start] = {}
    for line, row in enumerate(rows, 2):
        if not row or not any(cell.strip() for cell in row):
            continue
        if len(out) >= MAX_IMPORT_ROWS:
            raise RatingError(f"line {line}: more than {MAX_IMPORT_ROWS} players")
        if len(row) < 4:
            raise RatingError(f"line {line}: four columns: player,rating,red,black")
        name = " ".join(row[0].split())
        if not name or len(name) > MAX_NAME:
            raise RatingError(f"line {line}: a player's name is 1 to {MAX_NAME} characters")
        try:
            numbers = [bounded_decimal(cell.strip()[:40]) for cell in row[1:4]]
        except NumberOutOfRange as err:
            raise RatingError(f"line {line}: {err}") from None
        out[name_key(name)] = Start(*numbers)
    return out


def import_ratings(store: Any, text: str) -> int:
    """Keep the file's starting points as the club's (replacing earlier
    ones); returns how many players. Raises :class:`RatingError` or ``StorageError``."""
    starts = read_rating_csv(text)
    store.set_rating_start(starts)
    return len(starts)


def rating_lines(rating: Rating) -> list[str]:
    """The rating as the terminal shows it: place, name, rating, red, black, games."""
    players = sorted(rating.players.values(), key=lambda p: (-p.rating, p.name))
    lines = [f"{'':>4} {'player':<24} {'rating':>10} {'red':>10} {'black':>10}  games"]
    for place, p in enumerate(players, 1):
        lines.append(f"{place:>4} {p.name:<24} {exact(p.rating):>10} {exact(p.red):>10} {exact(p.black):>10}  {p.games}")
    if not players:
        lines.append("No rated game yet.")
    return lines


__all__ = ["history_json", "history_lines", "name_key", "RATING_FORMAT", "RatingError", "club_rating", "import_ratings", "rating_json", "rating_lines",
           "read_rating_csv"]
