"""How good a seating is (issue #41): each measure against its ideal, and
the clubs' published score (mafiaratings' seating measure, implemented
from its description). Pure."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from typing import Iterable

SEATS = 10
"""Seats at a sport Mafia table (S-1)."""
SEAT_WEIGHT = (4, 3, 1, 1, 1, 1, 1, 1, 1, 2)
"""How much an uneven count weighs per seat: seats 1, 2 and 10 first (as the clubs weigh them)."""

Seating = list[list[tuple[int, ...]]]
"""``rounds[r][t]`` = the players of table ``t+1`` in round ``r+1``, in seat order (1-based players)."""


@dataclass(frozen=True)
class Measure:
    """One quality figure: its ``name``, the ``low`` and ``high`` values found
    and the ideal ``ideal_low``/``ideal_high`` (equal to them is perfect)."""

    name: str
    low: int
    high: int
    ideal_low: int
    ideal_high: int

    @property
    def perfect(self) -> bool:
        return self.ideal_low <= self.low and self.high <= self.ideal_high


@dataclass(frozen=True)
class Quality:
    """A seating's report: the ``measures`` and the clubs' published scores
    (``players``, ``seats``, ``tables``: 0 is perfect, lower is better;
    see :func:`club_score`)."""

    measures: tuple[Measure, ...]
    players: Decimal
    seats: Decimal
    tables: Decimal


def _floor_ceil(total: int, parts: int) -> tuple[int, int]:
    low = total // parts
    return low, low + (1 if total % parts else 0)


def quality(plan: Seating, players: int, tables: int, apart: Iterable[tuple[int, int]] = (),
            gone: Iterable[int] = ()) -> Quality:
    """Each measure of ``plan`` against its ideal, and :func:`club_score`.
    Players in ``gone`` are left out of the measures."""
    pairs = {(min(a, b), max(a, b)) for a, b in apart}
    out = set(gone)
    c = _Counts(plan, players, tables, out)
    index = c.index
    kept = {(index[a], index[b]) for a, b in pairs if a in index and b in index}
    total = sum(c.games)
    g_low, g_high = _floor_ceil(total, c.n)
    meetings = [c.meet[a][b] for a in range(c.n) for b in range(a + 1, c.n) if (a, b) not in kept]
    m_low, m_high = _floor_ceil(total * (SEATS - 1) // 2, max(1, len(meetings)))
    seat_counts = [n for row in c.seat for n in row]
    s_low, s_high = _floor_ceil(g_low, SEATS)[0], _floor_ceil(g_high, SEATS)[1]
    first = [row[i] for row in c.seat for i in (0, 1, 9)]
    used = max(len(r) for r in plan) if plan else tables
    table_counts = [row[t] for row in c.at for t in range(used)]
    t_low, t_high = _floor_ceil(g_low, used)[0], _floor_ceil(g_high, used)[1]
    apart_met = sum(1 for a, b in kept if c.meet[a][b])
    measures = (
        Measure("games per player", min(c.games), max(c.games), g_low, g_high),
        Measure("meetings per pair", min(meetings, default=0), max(meetings, default=0), m_low, m_high),
        Measure("games per seat, each player", min(seat_counts), max(seat_counts), s_low, s_high),
        Measure("games in seats 1, 2 and 10, each player", min(first), max(first), s_low, s_high),
        Measure("games per table, each player", min(table_counts), max(table_counts), t_low, t_high),
        Measure("kept-apart pairs at one table", apart_met, apart_met, 0, 0),
    )
    p_score, s_score, t_score = club_score(plan, players, tables, pairs, out)
    return Quality(measures, p_score, s_score, t_score)


def club_score(plan: Seating, players: int, tables: int, apart: Iterable[tuple[int, int]] = (),
               gone: Iterable[int] = ()) -> tuple[Decimal, Decimal, Decimal]:
    """The clubs' published seating score (mafiaratings' ``include/seating.php``,
    implemented from its description), three numbers, each 0 when perfect:

    - **players**: for every two players, (meetings − expected)²; expected
      is g·9/(n−1) for g games each among n players; a kept-apart pair
      expects 0 and weighs 10× (its partners' expectation is shared among
      the others);
    - **seats**: for every player, 4·w(s)·(count − g/10)² per seat (w: seat 1
      ×4, seat 2 ×3, seat 10 ×2, others ×1), plus 2·(count − g/5)² per pair
      of seats (1–2, 3–4, …), plus (count − g/2)² per half (1–5, 6–10);
    - **tables** (three tables or more): (count − g/T)² per player and table.

    A figure whose every term is below 1 counts as 0 (perfect). Decimals,
    rounded to 6 places; players in ``gone`` are left out."""
    counts = _Counts(plan, players, tables, gone)
    q = Decimal("0.000001")

    def exact(terms: Iterable[tuple[float, float]]) -> Decimal:
        return Decimal(repr(_perfect_or(terms))).quantize(q)
    return exact(_pair_terms(counts, apart)), exact(_seat_terms(counts)), exact(_table_terms(counts, tables))


class _Counts:
    """A seating's counts over the players not gone (0-based among them):
    ``games``, ``meet[a][b]``, ``seat[i][s]``, ``at[i][t]``, ``index`` by
    1-based number, and ``g``, the mean games."""

    def __init__(self, plan: Seating, players: int, tables: int, gone: Iterable[int]) -> None:
        out = set(gone)
        live = [p for p in range(1, players + 1) if p not in out]
        self.index = {p: i for i, p in enumerate(live)}
        n = self.n = len(live)
        self.games = [0] * n
        self.meet = [[0] * n for _ in range(n)]
        self.seat = [[0] * SEATS for _ in range(n)]
        self.at = [[0] * tables for _ in range(n)]
        for round_ in plan:
            for t, table in enumerate(round_):
                ids = [self.index[p] for p in table if p in self.index]
                for s, p in enumerate(table):
                    if p in self.index:
                        i = self.index[p]
                        self.games[i] += 1
                        self.seat[i][s] += 1
                        if t < tables:
                            self.at[i][t] += 1
                for a in ids:
                    for b in ids:
                        if a != b:
                            self.meet[a][b] += 1
        self.g = sum(self.games) / n if n else 0.0


def _perfect_or(terms: Iterable[tuple[float, float]]) -> float:
    """The sum of the (weight, squared deviation) terms, weighted, or 0 when
    every deviation is below 1 (perfect)."""
    total, perfect = 0.0, True
    for weight, term in terms:
        perfect = perfect and term < 1
        total += weight * term
    return 0.0 if perfect else total


def _pair_terms(c: _Counts, apart: Iterable[tuple[int, int]]) -> Iterable[tuple[float, float]]:
    kept: list[set[int]] = [set() for _ in range(c.n)]
    for a, b in apart:
        if a in c.index and b in c.index:
            kept[c.index[a]].add(c.index[b])
            kept[c.index[b]].add(c.index[a])
    default = c.g * 9 / (c.n - 1) if c.n > 1 else 0.0
    for a in range(c.n):
        own = c.g * 9 / (c.n - 1 - len(kept[a])) if kept[a] and c.n - 1 > len(kept[a]) else default
        for b in range(a + 1, c.n):
            diff = float(c.meet[a][b] * 10) if b in kept[a] else c.meet[a][b] - own
            yield 1.0, diff * diff


def _seat_terms(c: _Counts) -> Iterable[tuple[float, float]]:
    for i in range(c.n):
        row = c.seat[i]
        for s in range(SEATS):
            yield SEAT_WEIGHT[s] * 4.0, (c.g / 10 - row[s]) ** 2
        for s in range(0, SEATS, 2):
            yield 2.0, (c.g / 5 - row[s] - row[s + 1]) ** 2
        for s in (0, 5):
            yield 1.0, (c.g / 2 - sum(row[s:s + 5])) ** 2


def _table_terms(c: _Counts, tables: int) -> Iterable[tuple[float, float]]:
    if tables < 3:
        return
    for i in range(c.n):
        for t in range(tables):
            yield 1.0, (c.g / tables - c.at[i][t]) ** 2
