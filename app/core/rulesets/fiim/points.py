"""FIIM points arithmetic, exact (S-12.6): best move (S-11.3, S-12.3), extra
points (ДБ) validation (S-12.4), compensation Ci over a distance (S-13).

Every amount is a :class:`~decimal.Decimal` in points; a binary float never
enters (an ``int``, ``str`` or ``Decimal`` is accepted, a ``float`` refused).
Seats are 1-based.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal

from ...errors import RuleError

Number = Decimal | int | str
THOUSANDTH = Decimal("0.001")
TENTH = Decimal("0.1")
ZERO = Decimal(0)


def dec(value: Number) -> Decimal:
    """``value`` as an exact Decimal; a float is refused (S-12.6)."""
    if isinstance(value, float):
        raise TypeError("points are exact decimals, never binary floats (S-12.6)")
    return value if isinstance(value, Decimal) else Decimal(value)


def round3(value: Decimal) -> Decimal:
    """Half up to thousandths (S-12.6, S-13.3)."""
    return value.quantize(THOUSANDTH, rounding=ROUND_HALF_UP)


# ---------------------------------------------------------------- best move
BEST_MOVE_POINTS: Mapping[str, Mapping[str, tuple[Decimal, Decimal]]] = {
    # table → role → (3 of 3 black, 2 of 3); 0–1 black gives 0 (S-12.3)
    "fiim": {"civilian": (Decimal("0.5"), Decimal("0.3")), "sheriff": (Decimal("0.5"), Decimal("0.3"))},
    "fiim-2019": {"civilian": (Decimal("0.4"), Decimal("0.25")), "sheriff": (Decimal("0.4"), Decimal("0.25"))},
    "fiim-mr-v6": {"civilian": (Decimal("0.7"), Decimal("0.5")), "sheriff": (Decimal("0.7"), Decimal("0.5"))},
    "rfm-2026": {"civilian": (Decimal("0.8"), Decimal("0.55")), "sheriff": (Decimal("0.7"), Decimal("0.45"))},
}


def best_move_points(table: str, role: str, black_named: int) -> Decimal:
    """Points of a best move naming ``black_named`` black players (0..3) by a
    player of ``role``, by the table of option ``best_move_points`` (S-12.3).
    A black player's best move is worth 0 (S-11.3). Raises ``KeyError`` for
    an unknown table, ``ValueError`` outside 0..3."""
    if not 0 <= black_named <= 3:
        raise ValueError(f"a best move names 0 to 3 black players, not {black_named}")
    values = BEST_MOVE_POINTS[table].get(role)
    if values is None:   # mafia, Don
        return ZERO
    return {3: values[0], 2: values[1]}.get(black_named, ZERO)


# -------------------------------------------------------------- extra points
FREE_MIN, FREE_MAX = Decimal("-3.0"), Decimal("2.0")
RFM_WINNER = frozenset(Decimal(x) for x in ("0", "0.3", "0.4", "0.5", "0.6", "0.7", "0.8", "0.9", "1.0",
                                            "1.2", "1.6"))
RFM_LOSER = frozenset(Decimal(x) for x in ("0", "0.2", "0.3", "0.4", "0.5", "0.6", "0.7", "0.8"))
RFM_ANYONE = frozenset(Decimal(x) for x in ("-0.2", "-0.4", "-0.5", "-0.7", "-1.2", "-1.6"))
RFM_GAME_CAP = Decimal("3.5")          # positive ДБ in a game, for at most 6 players …
RFM_GAME_CAP_JUDGE = Decimal("4.0")    # … up to 4.0 and 8 players with the head judge
RFM_PLAYER_CAP = Decimal("1.2")        # ДБ + ЛХ of a player with a best move


@dataclass(frozen=True)
class ExtraEntry:
    """One extra-points entry (ДБ, S-12.4): ``seat`` 1-based, ``points`` exact."""

    seat: int
    points: Decimal


def check_extra(entries: Sequence[ExtraEntry], table: str = "free",
                winners: frozenset[int] = frozenset(), draw: bool = False,
                best_move: Mapping[int, Decimal] | None = None, head_judge: bool = False) -> None:
    """Raise :class:`RuleError` (S-12.4) unless the game's extra points are allowed.

    ``table`` is option ``extra_points``: ``free`` checks each entry on its
    own (a multiple of 0.1 from −3.0 to +2.0); ``rfm-2026`` checks each
    player's summed ДБ against the winners', losers' and anyone's lists,
    nothing positive in a draw, the game's positive total (≤ 3.5 for at most
    6 players, up to 4.0 and 8 players only with ``head_judge``), +1.6 only
    with ``head_judge``, and ДБ + ЛХ ≤ 1.2 for a player with a best move
    (S-17.8). ``winners``: seats of the winning team; ``best_move``: seat →
    its ЛХ points.
    """
    for e in entries:
        if e.points % TENTH != 0:
            raise RuleError(f"extra points {e.points} for seat {e.seat} are not a multiple of 0.1",
                            "S-12.4", "extra_not_tenths", seat=e.seat, points=str(e.points))
        if table == "free" and not FREE_MIN <= e.points <= FREE_MAX:
            raise RuleError(f"extra points {e.points} for seat {e.seat} are outside {FREE_MIN}..{FREE_MAX}",
                            "S-12.4", "extra_range", seat=e.seat, points=str(e.points),
                            min=str(FREE_MIN), max=str(FREE_MAX))
    if table == "free":
        return
    if table != "rfm-2026":
        raise KeyError(f"unknown extra points table {table!r}")
    totals: dict[int, Decimal] = {}
    for e in entries:
        totals[e.seat] = totals.get(e.seat, ZERO) + e.points
    positive = {s: t for s, t in totals.items() if t > 0}
    for seat, total in sorted(totals.items()):
        _check_player_extra(seat, total, seat in winners, draw, (best_move or {}).get(seat, ZERO), head_judge)
    game_total = sum(positive.values(), ZERO)
    within = game_total <= RFM_GAME_CAP and len(positive) <= 6
    with_judge = game_total <= RFM_GAME_CAP_JUDGE and len(positive) <= 8
    if not within and not (with_judge and head_judge):
        raise RuleError(f"positive extra points {game_total} for {len(positive)} players exceed the game's limit",
                        "S-12.4", "extra_game_cap", points=str(game_total), players=len(positive))


def _check_player_extra(seat: int, total: Decimal, winner: bool, draw: bool, bm: Decimal,
                        head_judge: bool) -> None:
    """S-12.4 (rfm-2026): one player's summed ДБ: on his side's list, none positive in a
    draw, +1.6 with the head judge, ДБ + ЛХ within the cap (S-17.8)."""
    if total > 0 and draw:
        raise RuleError(f"no positive extra points in a draw (seat {seat})", "S-12.4",
                        "extra_positive_draw", seat=seat)
    allowed = (RFM_WINNER if winner else RFM_LOSER) | RFM_ANYONE
    if total not in allowed:
        raise RuleError(f"extra points {total} are not on the list for seat {seat}", "S-12.4",
                        "extra_not_allowed", seat=seat, points=str(total))
    if total == Decimal("1.6") and not head_judge:
        raise RuleError("+1.6 needs the head judge's approval", "S-12.4",
                        "extra_needs_head_judge", seat=seat, points=str(total))
    if bm > 0 and total + bm > RFM_PLAYER_CAP:
        raise RuleError(f"seat {seat}: extra points and best move {total + bm} exceed {RFM_PLAYER_CAP}",
                        "S-12.4", "extra_with_best_move", seat=seat, points=str(total + bm),
                        max=str(RFM_PLAYER_CAP))


# -------------------------------------------------------------- compensation
@dataclass(frozen=True)
class DistanceGame:
    """One of a player's games in a distance (S-13.1).

    ``first_killed_red``: killed on night 1 while red (ПУ); ``red_result``:
    ``"won"``, ``"lost"`` or ``"draw"`` for his team in that game;
    ``best_move_black``: black players named in his best move (None: none made).
    """

    first_killed_red: bool
    red_result: str = "lost"
    best_move_black: int | None = None


@dataclass(frozen=True)
class CiOptions:
    """The S-16 options of S-13: ``scale`` s; ``red_win`` ``half`` / ``none`` /
    ``rfm``; ``draw`` ``none`` / ``full`` / ``half`` / ``host``;
    ``best_move_black`` ``never`` / ``on_red_win`` / ``always``; ``min_games``."""

    scale: Decimal = Decimal("0.4")
    red_win: str = "half"
    draw: str = "none"
    best_move_black: str = "never"
    min_games: int = 0


@dataclass(frozen=True)
class Compensation:
    """A player's Ci over a distance: ``per_game`` (index in the distance →
    points, or None where the host decides, ``ci_draw: host``), ``total``
    (the decided ones), and N, i, B of S-13.1."""

    per_game: Mapping[int, Decimal | None]
    total: Decimal
    games: int
    first_killed: int
    b: int


def _ci_in_game(g: DistanceGame, options: CiOptions, ci: Decimal, i: int, b: int) -> Decimal | None:
    """S-13.2, S-13.3: Ci in one game where he was first killed while red, by his team's
    result and his best move (None: the host decides a draw)."""
    s = options.scale
    named_black = (g.best_move_black or 0) > 0
    if options.best_move_black == "always" and not named_black:
        return ZERO
    if g.red_result == "lost":
        return ci
    if g.red_result == "won":
        if options.red_win == "none" or (options.best_move_black == "on_red_win" and not named_black):
            return ZERO
        if options.red_win == "rfm":
            return min(Decimal(i) * s / (2 * Decimal(b)), Decimal("0.4")) if b else Decimal("0.4")
        return ci / 2
    return {"none": ZERO, "full": ci, "half": ci / 2}.get(options.draw)    # a draw (option ci_draw)


def compensation(games: Sequence[DistanceGame], options: CiOptions = CiOptions()) -> Compensation:
    """Ci for one player over his games in a distance (S-13.1 … S-13.3).

    N = len(games), i = games with ``first_killed_red``, B = round(0.4 × N);
    Ci = min(i × s / B, s) (s if B = 0 and i ≥ 1), added in each of the i
    games: lost → Ci; won → Ci / 2 (``red_win``); draw by ``draw``; each
    value rounded half up to 0.001.
    """
    n = len(games)
    i = sum(1 for g in games if g.first_killed_red)
    b = int((Decimal(n) * Decimal("0.4")).quantize(Decimal(1), rounding=ROUND_HALF_UP))
    s = options.scale
    per_game: dict[int, Decimal | None] = {}
    if i == 0 or n < options.min_games:
        return Compensation({}, ZERO, n, i, b)
    ci = s if b == 0 else min(Decimal(i) * s / Decimal(b), s)
    for index, g in enumerate(games):
        if g.first_killed_red:
            value = _ci_in_game(g, options, ci, i, b)
            per_game[index] = None if value is None else round3(value)
    total = sum((v for v in per_game.values() if v is not None), ZERO)
    return Compensation(per_game, total, n, i, b)
