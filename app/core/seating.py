"""A tournament's seating (issue #41): which players sit at which table, in
which seat (1–10), in every round. Pure: no Qt, no clock; the randomness is
a seeded generator, so one seed gives one seating.

Goals, in this order:

1. pairs kept apart (relatives, a judge's own players) never share a table;
2. every player plays the same number of games, ±1 where the rounds' seats
   are not a multiple of the players; who sits out goes in turn;
3. every two players meet as evenly as possible;
4. every player sits in each seat as evenly as possible, seats 1, 2 and 10
   first (the clubs weigh them most);
5. every player plays at each table as evenly as possible.

A seating is ``rounds[r][t] = (p1, …, p10)``: players numbered from 1, the
tuple in seat order. Every round has ``min(tables, players in play // 10)``
full tables: sport Mafia allows no empty seat.

:func:`reseat` keeps the rounds already played and seats the rest again
after players left or joined. :func:`quality` (:mod:`.seating_quality`)
reports each measure against its ideal and the clubs' published score
(mafiaratings' seating measure, implemented from its description).
"""

from __future__ import annotations

import math
import random
from typing import Iterable, Sequence

from .seating_quality import SEAT_WEIGHT, SEATS, Measure as Measure, Quality as Quality, Seating
from .seating_quality import club_score as club_score, quality as quality

MAX_PLAYERS = 1000
"""The most players a seating takes (a check before any arithmetic)."""
MAX_TABLES = 100
"""The most tables in a round."""
MAX_ROUNDS = 100
"""The most rounds."""
SEAT_PASSES = 8
"""Passes over every table re-solving its seats with the others counted."""
MEET_WEIGHT = 16
"""How much one more meeting of a pair weighs against one more game of a player at one table."""
POLISH_SWAPS = 300_000
"""Swaps tried between tables after every round is seated (about 3 s on a laptop)."""
APART = 1_000_000
"""The cost of one kept-apart pair at one table: above any other goal."""



class SeatingError(ValueError):
    """A seating that cannot be made: ``code`` (``too_few``, ``bad_size``,
    ``apart``, ``fixed``), its parameters, and a sentence."""

    def __init__(self, code: str, message: str, **params: object) -> None:
        super().__init__(message)
        self.code, self.params = code, params


def _check(players: int, tables: int, rounds: int, apart: Iterable[tuple[int, int]]) -> list[tuple[int, int]]:
    for name, value, top in (("players", players, MAX_PLAYERS), ("tables", tables, MAX_TABLES),
                             ("rounds", rounds, MAX_ROUNDS)):
        if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= top:
            raise SeatingError("bad_size", f"{name} must be from 1 to {top}", name=name, value=value, top=top)
    if players < SEATS:
        raise SeatingError("too_few", f"{players} players cannot fill a table of {SEATS}", players=players)
    pairs = []
    for a, b in apart:
        if not (1 <= a <= players and 1 <= b <= players) or a == b:
            raise SeatingError("bad_size", f"the pair {a}, {b} kept apart must be two players from 1 to {players}",
                               name="apart", value=(a, b), top=players)
        pairs.append((min(a, b), max(a, b)))
    return sorted(set(pairs))


# ---------------------------------------------------------------- the search

class _Search:
    """The running counts of one seating under construction (0-based players)."""

    def __init__(self, players: int, tables: int, apart: Sequence[tuple[int, int]], rng: random.Random) -> None:
        self.n, self.tables, self.rng = players, tables, rng
        self.meet = [0] * (players * players)
        self.at_table = [0] * (players * tables)
        self.seat = [0] * (players * SEATS)
        self.games = [0] * players
        self.apart = [set() for _ in range(players)]      # type: list[set[int]]
        for a, b in apart:
            self.apart[a - 1].add(b - 1)
            self.apart[b - 1].add(a - 1)

    # counts -----------------------------------------------------------
    def add_round(self, round_: Sequence[Sequence[int]], sign: int = 1) -> None:
        """Count a round's games, meetings and tables (not its seats: see :meth:`count_seats`)."""
        n = self.n
        for t, table in enumerate(round_):
            for p in table:
                self.games[p] += sign
                self.at_table[p * self.tables + t] += sign
                for q in table:
                    if q != p:
                        self.meet[p * n + q] += sign

    def count_tables(self, round_: Sequence[Sequence[int]], sign: int) -> None:
        """Count (or, ``sign`` −1, uncount) which table each of a round's players sits at."""
        for t, table in enumerate(round_):
            for p in table:
                self.at_table[p * self.tables + t] += sign

    def count_seats(self, table: Sequence[int], sign: int) -> None:
        """Count (or uncount) the seats of one table, in seat order."""
        for s, p in enumerate(table):
            self.seat[p * SEATS + s] += sign

    # who plays ----------------------------------------------------------
    def choose(self, active: Sequence[int], slots: int, target: dict[int, int], last_out: dict[int, int],
               r: int) -> list[int]:
        """The ``slots`` players of round ``r``: the furthest below their
        target first, then the one who sat out longest ago, then by lot;
        a player who cannot sit at any of the round's tables apart from
        those he is kept apart from sits this round out."""
        order = list(active)
        self.rng.shuffle(order)
        order.sort(key=lambda p: (-(target[p] - self.games[p]), self.games[p], last_out.get(p, -1)))
        chosen, rest = order[:slots], order[slots:]
        for _ in range(len(rest)):
            stuck = self._unplaceable(chosen, slots // SEATS)
            if stuck is None:
                break
            chosen.remove(stuck)             # he cannot sit apart from those he is kept apart from: he sits out
            chosen.append(rest.pop(0))
            rest.append(stuck)
        for p in rest:
            last_out[p] = r
        return chosen

    def _unplaceable(self, chosen: Sequence[int], count: int) -> int | None:
        """A player of ``chosen`` who finds no table among ``count`` free of
        those he is kept apart from (the most constrained placed first), or None."""
        bins: list[list[int]] = [[] for _ in range(count)]
        inside = set(chosen)
        for p in sorted(chosen, key=lambda x: -len(self.apart[x] & inside)):
            fit = [b for b in bins if len(b) < SEATS and not any(q in self.apart[p] for q in b)]
            if not fit:
                return p
            min(fit, key=len).append(p)
        return None

    # tables -------------------------------------------------------------
    def _join_cost(self, p: int, table: Sequence[int], t: int) -> int:
        n, cost = self.n, 0
        for q in table:
            cost += 2 * self.meet[p * n + q] + 1
            if q in self.apart[p]:
                cost += APART
        return cost * MEET_WEIGHT + (2 * self.at_table[p * self.tables + t] + 1)

    def split(self, chosen: Sequence[int], count: int) -> list[list[int]]:
        """``chosen`` at ``count`` tables: the kept-apart and the most met first, each where he costs least."""
        tables: list[list[int]] = [[] for _ in range(count)]
        order = list(chosen)
        self.rng.shuffle(order)
        order.sort(key=lambda p: -len(self.apart[p]))
        for p in order:
            best = min((t for t in range(count) if len(tables[t]) < SEATS),
                       key=lambda t: (self._join_cost(p, tables[t], t), len(tables[t])))
            tables[best].append(p)
        return tables

    def swap_delta(self, tables: Sequence[Sequence[int]], a: int, i: int, b: int, j: int) -> int:
        """The cost's change if player ``i`` of table ``a`` and ``j`` of ``b`` swap (counts hold this round)."""
        n, tt = self.n, self.tables
        p, q = tables[a][i], tables[b][j]
        delta = 0
        for x in tables[a]:
            if x != p:
                delta += (-2 * self.meet[p * n + x] + 1) + (2 * self.meet[q * n + x] + 1)
                delta += APART * ((x in self.apart[q]) - (x in self.apart[p]))
        for y in tables[b]:
            if y != q:
                delta += (-2 * self.meet[q * n + y] + 1) + (2 * self.meet[p * n + y] + 1)
                delta += APART * ((y in self.apart[p]) - (y in self.apart[q]))
        delta *= MEET_WEIGHT
        delta += (-2 * self.at_table[p * tt + a] + 1) + (2 * self.at_table[p * tt + b] + 1)
        delta += (-2 * self.at_table[q * tt + b] + 1) + (2 * self.at_table[q * tt + a] + 1)
        return delta

    def improve_tables(self, round_: list[list[int]], tries: int, heat: float = 0.0) -> None:
        """Swap players between the round's tables while it lowers the cost
        (the round is counted); with ``heat`` > 0 a swap that raises it by
        d is taken with the chance e^(−d/heat) (annealing)."""
        count = len(round_)
        if count < 2:
            return
        rng, n, tt = self.rng, self.n, self.tables
        for _ in range(tries):
            a, b = rng.randrange(count), rng.randrange(count - 1)
            b += b >= a
            i, j = rng.randrange(SEATS), rng.randrange(SEATS)
            delta = self.swap_delta(round_, a, i, b, j)
            if delta < 0 or (delta == 0 and rng.random() < 0.3) or (
                    heat > 0 and delta < APART and rng.random() < math.exp(-delta / heat)):
                p, q = round_[a][i], round_[b][j]
                for x in round_[a]:
                    if x != p:
                        self.meet[p * n + x] -= 1
                        self.meet[x * n + p] -= 1
                        self.meet[q * n + x] += 1
                        self.meet[x * n + q] += 1
                for y in round_[b]:
                    if y != q:
                        self.meet[q * n + y] -= 1
                        self.meet[y * n + q] -= 1
                        self.meet[p * n + y] += 1
                        self.meet[y * n + p] += 1
                self.at_table[p * tt + a] -= 1
                self.at_table[p * tt + b] += 1
                self.at_table[q * tt + b] -= 1
                self.at_table[q * tt + a] += 1
                round_[a][i], round_[b][j] = q, p

    # seats --------------------------------------------------------------
    def seat_cost(self, p: int, s: int, k: int) -> int:
        """The cost of player ``p`` in seat ``s`` when ``k`` more games are counted there (k = ±1)."""
        c = self.seat[p * SEATS + s]
        single = SEAT_WEIGHT[s] * 4 * ((c + k) ** 2 - c ** 2)
        pair = (s // 2) * 2
        cp = self.seat[p * SEATS + pair] + self.seat[p * SEATS + pair + 1]
        half = (s // 5) * 5
        ch = sum(self.seat[p * SEATS + half + h] for h in range(5))
        return single + 2 * ((cp + k) ** 2 - cp ** 2) + ((ch + k) ** 2 - ch ** 2)

    def place(self, table: list[int]) -> list[int]:
        """The table's players in seat order: each seat to whom it costs least
        (an assignment, solved exactly; the counts do not hold this table yet)."""
        cost = [[self.seat_cost(p, s, 1) for s in range(SEATS)] for p in table]
        order = _assignment(cost)
        seated = [0] * SEATS
        for row, s in enumerate(order):
            seated[s] = table[row]
        return seated


def _assignment(cost: list[list[int]]) -> list[int]:
    """The Hungarian method: for a square ``cost`` matrix, the column of each
    row (a permutation) with the least total cost."""
    size = len(cost)
    inf = float("inf")
    u, v = [0.0] * (size + 1), [0.0] * (size + 1)
    match, way = [0] * (size + 1), [0] * (size + 1)
    for i in range(1, size + 1):
        match[0] = i
        j0 = 0
        least = [inf] * (size + 1)
        used = [False] * (size + 1)
        while True:
            used[j0] = True
            i0, delta, j1 = match[j0], inf, 0
            for j in range(1, size + 1):
                if not used[j]:
                    cur = cost[i0 - 1][j - 1] - u[i0] - v[j]
                    if cur < least[j]:
                        least[j], way[j] = cur, j0
                    if least[j] < delta:
                        delta, j1 = least[j], j
            for j in range(size + 1):
                if used[j]:
                    u[match[j]] += delta
                    v[j] -= delta
                else:
                    least[j] -= delta
            j0 = j1
            if match[j0] == 0:
                break
        while True:
            j1 = way[j0]
            match[j0] = match[j1]
            j0 = j1
            if j0 == 0:
                break
    result = [0] * size
    for j in range(1, size + 1):
        result[match[j] - 1] = j - 1
    return result


# ---------------------------------------------------------------- public

def make_seating(players: int, tables: int, rounds: int, seed: int = 0,
                 apart: Iterable[tuple[int, int]] = ()) -> Seating:
    """A seating of ``players`` (numbered 1…N) at ``tables`` tables over
    ``rounds`` rounds, ``apart``: pairs of players never at one table.
    Raises :class:`SeatingError` (a size out of bounds, fewer than ten
    players, or kept-apart pairs that cannot all be honoured: it names the
    pair and why)."""
    return reseat(players, tables, rounds, [], seed=seed, apart=apart)


def reseat(players: int, tables: int, rounds: int, fixed: Sequence[Sequence[Sequence[int]]], seed: int = 0,
           apart: Iterable[tuple[int, int]] = (), gone: Iterable[int] = ()) -> Seating:
    """The rounds of ``fixed`` (already played) exactly as they are, then
    the rest seated again for ``players`` (numbered 1…N: a player who
    joined has a new number) without those in ``gone`` (who left): the
    goals count the played rounds too. Raises :class:`SeatingError`."""
    pairs = _check(players, tables, rounds, apart)
    gone_set = {int(p) for p in gone}
    if any(not 1 <= p <= players for p in gone_set):
        raise SeatingError("bad_size", f"a player who left must be from 1 to {players}", name="gone", value=sorted(gone_set),
                           top=players)
    if len(fixed) > rounds:
        raise SeatingError("fixed", f"{len(fixed)} rounds played, more than the {rounds} rounds", played=len(fixed),
                           rounds=rounds)
    rng = random.Random(seed)
    search = _Search(players, tables, pairs, rng)
    last_out: dict[int, int] = {}
    kept = [_played_round(search, r, round_, players, tables, last_out) for r, round_ in enumerate(fixed)]
    active = [p for p in range(players) if p + 1 not in gone_set]
    per_round = min(tables, len(active) // SEATS)
    if per_round < 1:
        raise SeatingError("too_few", f"{len(active)} players cannot fill a table of {SEATS}", players=len(active))
    _separable(pairs, active, per_round, len(active) - per_round * SEATS)
    left = rounds - len(fixed)
    # each player's target: the seats of every round shared as evenly as can be, counting what he has played
    slots = per_round * SEATS
    total = sum(search.games[p] for p in active) + left * slots
    base, extra = divmod(total, len(active))
    order = sorted(active, key=lambda p: (search.games[p], rng.random()))
    target = {p: base + (1 if k < extra else 0) for k, p in enumerate(order)}
    free: list[list[list[int]]] = []      # the rounds to seat, 0-based players, tables in any order yet
    budget = max(200, 60000 // max(1, left))
    for r in range(len(fixed), rounds):
        chosen = search.choose(active, slots, target, last_out, r)
        split = search.split(chosen, per_round)
        search.add_round(split)
        search.improve_tables(split, min(budget, 40 * per_round * SEATS))
        free.append(split)
    _polish(search, free)
    _label_tables(search, free)
    for round_ in free:                      # with the tables labelled: swaps that even out the tables too
        search.improve_tables(round_, 200 * len(round_))
    _label_tables(search, free)
    _place_seats(search, free)
    plan: Seating = list(kept) + [[tuple(p + 1 for p in row) for row in round_] for round_ in free]
    _verify(plan, pairs)
    return plan


def _played_round(search: _Search, r: int, round_: Sequence[Sequence[int]], players: int, tables: int,
                  last_out: dict[int, int]) -> list[tuple[int, ...]]:
    """Round ``r`` (0-based) of the played ones, checked and counted as it was;
    who sat it out is noted in ``last_out``. Raises :class:`SeatingError`."""
    checked = []
    seen: set[int] = set()
    for table in round_:
        row = tuple(int(p) for p in table)
        if len(row) != SEATS or any(not 1 <= p <= players for p in row) or seen & set(row) or len(set(row)) != SEATS:
            raise SeatingError("fixed", f"round {r + 1} of the played rounds is not {SEATS} different players "
                               f"from 1 to {players} a table", round=r + 1)
        seen |= set(row)
        checked.append(row)
    if len(checked) > tables:
        raise SeatingError("fixed", f"round {r + 1} has {len(checked)} tables, more than {tables}", round=r + 1)
    search.add_round([[p - 1 for p in t] for t in checked])
    for row in checked:
        search.count_seats([p - 1 for p in row], 1)
    for p in range(players):
        if p + 1 not in seen:
            last_out[p] = r
    return checked


def _polish(search: _Search, free: list[list[list[int]]]) -> None:
    """After every round is drawn: swaps between tables of the rounds not
    played, now that every round counts, cooling from warm to strict
    (annealing: the pairs' meetings even out)."""
    if not free:
        return
    steps = 8
    swaps = min(POLISH_SWAPS, 3000 * sum(len(round_) for round_ in free))
    tries = max(200, swaps // (steps * len(free)))
    for step in range(steps):
        heat = 200.0 * (1 - step / (steps - 1))
        for round_ in free:
            search.improve_tables(round_, tries, heat)


def _label_tables(search: _Search, free: list[list[list[int]]]) -> None:
    """Which of a round's groups plays at which table: each round's groups
    to the tables where their players have played least (an exact
    assignment per round, six passes over the rounds)."""
    tt = search.tables
    for _ in range(6):
        for k, round_ in enumerate(free):
            if len(round_) < 2:
                continue
            search.count_tables(round_, -1)
            cost = [[sum(2 * search.at_table[p * tt + t] + 1 for p in group) for t in range(len(round_))]
                    for group in round_]
            order = _assignment(cost)
            placed: list[list[int]] = [[] for _ in round_]
            for g, t in enumerate(order):
                placed[t] = round_[g]
            free[k] = placed
            search.count_tables(placed, 1)


def _place_seats(search: _Search, free: list[list[list[int]]]) -> None:
    """Each table's seats: the players in the seats where they have sat
    least (seats 1, 2 and 10 weigh most), an exact assignment per table,
    table by table, then again with every other table counted
    (:data:`SEAT_PASSES` passes)."""
    for round_ in free:
        for t, table in enumerate(round_):
            round_[t] = search.place(table)
            search.count_seats(round_[t], 1)
    for _ in range(SEAT_PASSES):
        for round_ in free:
            for t, table in enumerate(round_):
                search.count_seats(table, -1)
                round_[t] = search.place(table)
                search.count_seats(round_[t], 1)


def _separable(pairs: Sequence[tuple[int, int]], active: Sequence[int], per_round: int, out: int) -> None:
    """Raise if some players kept apart from each other (a clique) are more
    than a round's tables and its players sitting out can take."""
    live = {p + 1 for p in active}
    graph: dict[int, set[int]] = {}
    for a, b in pairs:
        if a in live and b in live:
            graph.setdefault(a, set()).add(b)
            graph.setdefault(b, set()).add(a)
    for a in sorted(graph):               # a greedy clique from each player: enough for the groups clubs keep apart
        clique = [a]
        for b in sorted(graph[a], key=lambda x: -len(graph[x])):
            if all(b in graph[c] for c in clique):
                clique.append(b)
        if len(clique) > per_round + out:
            names = ", ".join(str(p) for p in sorted(clique))
            raise SeatingError("apart", f"players {names} are each kept apart from the others, but a round has only "
                               f"{per_round} table(s) and {out} player(s) sitting out: the pair {clique[0]}, "
                               f"{clique[1]} cannot be honoured",
                               pair=(clique[0], clique[1]), players=sorted(clique), tables=per_round)


def _verify(plan: Seating, pairs: Sequence[tuple[int, int]]) -> None:
    """Raise if a kept-apart pair shares a table anywhere (the search could not separate them)."""
    for r, round_ in enumerate(plan):
        for t, table in enumerate(round_):
            at = set(table)
            for a, b in pairs:
                if a in at and b in at:
                    raise SeatingError("apart", f"the pair {a}, {b} kept apart shares table {t + 1} in round {r + 1}: "
                                       f"with {len(round_)} table(s) a round and the players sitting out, no "
                                       "seating keeps every pair apart", pair=(a, b), round=r + 1)


# ---------------------------------------------------------------- the report

def seating_json(plan: Seating, players: int, tables: int) -> dict[str, object]:
    """``mafia-seating/1``: ``{"format", "players", "tables", "rounds":
    [[[p1, …, p10] per table] per round]}``, players from 1, seats in order."""
    return {"format": "mafia-seating/1", "players": players, "tables": tables,
            "rounds": [[list(table) for table in round_] for round_ in plan]}
