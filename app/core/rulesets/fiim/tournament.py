"""A sport Mafia tournament's standings over a distance (S-13): the game
totals, the compensation Ci per player, the tie-breaks of S-13.5 and the lot.

Everything is exact (:class:`~decimal.Decimal`, S-12.6). Games are read from
their fold (:class:`~app.core.game.Game`), never from stored floats.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from ...views import own_of
from .options import FiimOptions
from .points import ZERO, CiOptions, DistanceGame, compensation
from .views import FiimHost

LEADERS = frozenset({"don", "sheriff"})
RED = frozenset({"civilian", "sheriff"})


@dataclass(frozen=True)
class PlayerGame:
    """One player's finished game in the distance, in distance order.

    ``points``: his S-12.2 game total; ``extra``: ДБ, ``best_move``: ЛХ,
    ``penalty``: automatic penalties; ``result``: ``won``/``lost``/``draw``
    for his team; ``first_killed``: killed on night 1 (ПУ);
    ``best_move_black``: black players his best move named (None: none).
    """

    player: Hashable
    name: str
    role: str
    result: str
    points: Decimal
    extra: Decimal
    best_move: Decimal
    penalty: Decimal
    first_killed: bool
    best_move_black: int | None


@dataclass(frozen=True)
class FiimStanding:
    """A row of the standings: ``place`` (1-based; shared while ``tie``),
    ``games``, ``wins``, ``game_points`` (sum of game totals), ``ci`` (S-13.2),
    ``ci_provisional`` (the distance is not complete, S-13.4), ``ci_host``
    (games where ``ci_draw: host`` leaves Ci to the host), ``total``, and
    ``tie``: still equal after every tie-break, the lot decides (S-13.5)."""

    place: int
    player: Hashable
    name: str
    games: int
    wins: int
    game_points: Decimal
    ci: Decimal
    ci_provisional: bool
    ci_host: int
    total: Decimal
    tie: bool


def player_games(game: Any, players: Mapping[int, Hashable] | None = None) -> list[PlayerGame]:
    """The finished FIIM ``game``'s rows, seat order; ``players``: seat → the
    player's id in the register (default: the name). Empty while unfinished."""
    hv = game.host_view()
    lines = game.points_breakdown()
    if lines is None:
        return []
    bm = own_of(hv, FiimHost).best_move
    first = {e.seat for e in hv.eliminated if e.how == "killed" and e.night == 1}
    out = []
    for seat in hv.seats:
        line = lines[seat.seat]
        result = "draw" if game.winner == "draw" else "won" if seat.team == game.winner else "lost"
        black = bm["black_named"] if bm is not None and bm["seat"] == seat.seat else None
        out.append(PlayerGame((players or {}).get(seat.seat, seat.name), seat.name, seat.role, result,
                              line.total, line.extra, line.best_move, line.penalty, seat.seat in first, black))
    return out


_DECIMALS = ("points", "extra", "best_move", "penalty")


def rows_to_keep(game: Any) -> list[dict[str, Any]]:
    """The finished ``game``'s :func:`player_games` as JSON objects: the
    seat (1-based) for the player, decimals as exact text (S-12.6)."""
    out = []
    for row in player_games(game, {s.seat: s.seat for s in game.host_view().seats}):
        kept = {"seat": row.player, "name": row.name, "role": row.role, "result": row.result,
                "first_killed": row.first_killed, "best_move_black": row.best_move_black}
        kept.update({k: str(getattr(row, k)) for k in _DECIMALS})
        out.append(kept)
    return out


def kept_rows(kept: Sequence[Mapping[str, Any]], players: Mapping[int, Hashable]) -> list[PlayerGame]:
    """:func:`rows_to_keep`'s objects back as rows; ``players``: seat → the
    player's id (default: the name). Raises ``KeyError``, ``TypeError`` or
    ``decimal.InvalidOperation`` on objects it did not write."""
    out = []
    for k in kept:
        seat = int(k["seat"])
        black = k["best_move_black"]
        points, extra, best_move, penalty = (Decimal(str(k[d])) for d in _DECIMALS)
        out.append(PlayerGame(players.get(seat, str(k["name"])), str(k["name"]), str(k["role"]), str(k["result"]),
                              points, extra, best_move, penalty, bool(k["first_killed"]),
                              None if black is None else int(black)))
    return out


def first_killed_red(game: PlayerGame) -> bool:
    """Killed on night 1 while red (ПУ, S-13.1): what Ci and step 4 of
    both tie-break tables of S-13.5 count."""
    return game.first_killed and game.role in RED


def ci_options(options: FiimOptions) -> CiOptions:
    """The S-13 options of ``options``."""
    return CiOptions(options.ci_scale, options.ci_red_win, options.ci_draw, options.ci_best_move_black,
                     options.ci_min_games)


def standings(rows: Iterable[PlayerGame], options: FiimOptions = FiimOptions(), complete: bool = True,
              lot: Sequence[Hashable] = ()) -> list[FiimStanding]:
    """Order the distance's players (S-13.4, S-13.5): total = game points +
    Ci; equal totals by the ``tie_break`` table; still equal → ``lot``
    (the order the host drew, players listed first to last) or ``tie``.
    ``complete``: the distance's last game is scored (else Ci is provisional)."""
    by: dict[Hashable, list[PlayerGame]] = {}
    for r in rows:
        by.setdefault(r.player, []).append(r)
    copts = ci_options(options)
    table: list[tuple[Hashable, list[PlayerGame], Decimal, int]] = []
    for player, games in by.items():
        comp = compensation([DistanceGame(first_killed_red(g),
                                          g.result, g.best_move_black) for g in games], copts)
        hosts = sum(1 for v in comp.per_game.values() if v is None)
        table.append((player, games, comp.total, hosts))

    def total(games: list[PlayerGame], ci: Decimal) -> Decimal:
        return sum((g.points for g in games), ZERO) + ci

    def key(entry: tuple[Hashable, list[PlayerGame], Decimal, int]) -> tuple[Any, ...]:
        _, games, ci, _ = entry
        wins = sum(1 for g in games if g.result == "won")
        if options.tie_break == "rfm-2026":
            dp = [g.extra + g.penalty for g in games]
            three = sum(1 for g in games if g.best_move_black == 3)
            two = sum(1 for g in games if g.best_move_black == 2)
            return (-total(games, ci), -sum(dp, ZERO), -sum(dp, ZERO) / len(games), -wins,
                    -sum(1 for g in games if first_killed_red(g)),
                    -three, -two, -max(dp))
        return (-total(games, ci), -sum((g.extra + g.best_move + g.penalty for g in games), ZERO), -wins,
                -sum(1 for g in games if g.result == "won" and g.role in LEADERS),
                -sum(1 for g in games if first_killed_red(g)),    # S-13.5 step 4: as red only
                sum(1 for g in games if g.result == "lost" and g.role in LEADERS))

    drawn = {p: i for i, p in enumerate(lot)}
    ordered = sorted(table, key=lambda e: (key(e), drawn.get(e[0], len(drawn)), e[1][0].name.casefold()))
    out: list[FiimStanding] = []
    for i, entry in enumerate(ordered):
        player, games, ci, hosts = entry

        def same(other: tuple[Hashable, list[PlayerGame], Decimal, int]) -> bool:
            return key(other) == key(entry) and not (player in drawn and other[0] in drawn)

        tie_prev = i > 0 and same(ordered[i - 1])
        tie_next = i + 1 < len(ordered) and same(ordered[i + 1])
        place = out[-1].place if tie_prev else i + 1
        out.append(FiimStanding(place, player, games[0].name, len(games),
                                sum(1 for g in games if g.result == "won"),
                                sum((g.points for g in games), ZERO), ci, not complete, hosts,
                                total(games, ci), tie_prev or tie_next))
    return out
