"""What the club's statistics read (issue #42): each finished game's seats
with their role, side and win, the game's ruleset, table size and date,
picked by dates, tournament or ruleset."""

from __future__ import annotations

import logging
from typing import Any, Iterable
from typing import cast as typed

from sqlalchemy import Integer, bindparam, cast, func, select, update

from ..core import ruleset as registry
from ..core.errors import MafiaError, SetupError
from ..core.stats import GameLine, PlayCount, PlayFacts, SeatFact, SeatGroup, SeatPlay
from .base import StoreBase
from .errors import StorageError
from .schema import evenings, game_points, game_seats, games

log = logging.getLogger(__name__)
NOT_REPLAYED = -1
"""``games.days`` of a finished game whose facts could not be read by replaying it (none are kept)."""
_SET_SEAT = (update(game_seats).where(game_seats.c.game_id == bindparam("b_game"),
                                      game_seats.c.seat == bindparam("b_seat"))
             .values(fouls=bindparam("fouls"), removed=bindparam("removed"), first_killed=bindparam("first_killed"),
                     best_named=bindparam("best_named"), best_black=bindparam("best_black")))


def store_facts(conn: Any, game_id: int, facts: PlayFacts) -> None:
    """Write a finished game's seats' :class:`SeatPlay` (rev 0015), in the caller's transaction."""
    if facts.seats:
        conn.execute(_SET_SEAT, [{"b_game": game_id, "b_seat": seat, "fouls": p.fouls, "removed": p.removed,
                                  "first_killed": p.first_killed, "best_named": p.best_named,
                                  "best_black": p.best_black} for seat, p in facts.seats.items()])


def fill_facts(store: Any) -> int:
    """Replay once each finished game whose facts were never kept (stored
    before rev 0015) and keep them, each game in its own transaction; a game
    that no longer replays is marked :data:`NOT_REPLAYED`. Returns how many
    games were filled."""
    with store.engine.connect() as conn:
        ids = [r[0] for r in conn.execute(select(games.c.id).where(games.c.status == "finished",
                                                                    games.c.days.is_(None)).order_by(games.c.id))]
    filled = 0
    for gid in ids:
        facts: PlayFacts | None = None
        try:
            game, refusal = store.load_game(gid).replay()
            if refusal is None and game.status == "finished":
                facts = game.ruleset.game_facts(game)
        except (MafiaError, ValueError) as err:
            log.info("game %s: its play cannot be read again for the statistics: %s", gid, err)

        def run(conn: Any, gid: int = gid, facts: PlayFacts | None = facts) -> None:
            conn.execute(update(games).where(games.c.id == gid)
                         .values(days=NOT_REPLAYED if facts is None else facts.days))
            if facts is not None:
                store_facts(conn, gid, facts)
        try:
            store._write("statistics", run)
        except StorageError as err:   # read-only, busy: tried again at the next open
            log.warning("game %s: its play not kept for the statistics: %s", gid, err)
            break
        filled += facts is not None
    return filled


class Results:
    """Each preset's ruleset and scheme, and each role's side and win in a
    game that ended ``winner``, worked out once (the statistics and the
    rating read thousands of seats of a few kinds); ``ruleset``: only this
    game's (another's preset reads as unknown)."""

    def __init__(self, schemes: Any, ruleset: str | None = None) -> None:
        self.schemes, self.ruleset = schemes, ruleset
        self._rules: dict[str, Any] = {}
        self._results: dict[tuple[str, str, str | None], tuple[str | None, bool] | None] = {}

    def rules(self, preset: str) -> Any:
        """(ruleset, scheme) of ``preset``, or None: not registered (left out) or not the one picked."""
        if preset not in self._rules:
            try:
                found = registry.for_preset(preset)
            except SetupError:          # a ruleset no longer registered: left out
                found = None
            self._rules[preset] = None if found is None or (self.ruleset and found.id != self.ruleset) else \
                (found, found.scheme_for(None, self.schemes))
        return self._rules[preset]

    def result(self, preset: str, role: str, winner: str | None) -> tuple[str | None, bool] | None:
        """(side, won) of ``role`` in a game of ``preset`` that ended ``winner``; None: left out."""
        key = (preset, role, winner)
        if key not in self._results:
            picked = self.rules(preset)
            self._results[key] = None if picked is None else (picked[0].rating_side(role),
                                                              picked[0].player_won(picked[1], role, winner))
        return self._results[key]


def _picked(q: Any, date_from: str | None, date_to: str | None, tournament: str | None, evening: int | None) -> Any:
    q = q.where(games.c.status == "finished")
    if date_from:
        q = q.where(evenings.c.date >= date_from)
    if date_to:
        q = q.where(evenings.c.date <= date_to)
    if tournament:
        q = q.where(evenings.c.tournament == tournament)
    if evening is not None:
        q = q.where(games.c.evening_id == evening)
    return q


class StatsStore(StoreBase):
    """The statistics' part of the store."""

    def stat_groups(self, date_from: str | None = None, date_to: str | None = None, tournament: str | None = None,
                    ruleset: str | None = None, evening: int | None = None
                    ) -> tuple[list[SeatGroup], list[GameLine]]:
        """:meth:`read_stat_groups`, read again only after a game changed (:meth:`remembered`)."""
        picked = (date_from, date_to, tournament, ruleset, evening)
        return typed(tuple[list[SeatGroup], list[GameLine]],
                    self.remembered(("stat_groups", picked), lambda: self.read_stat_groups(*picked)))

    def read_stat_groups(self, date_from: str | None = None, date_to: str | None = None,
                         tournament: str | None = None, ruleset: str | None = None, evening: int | None = None
                         ) -> tuple[list[SeatGroup], list[GameLine]]:
        """What :meth:`seat_facts` gives, counted by the database: the seats
        grouped by player, seat, role and result (with their play summed),
        and one line a game (its size, month, the red side's result, its
        length) — the club's statistics without a row a seat (issue #42).
        Picked as :meth:`seat_facts`."""
        picked = (date_from, date_to, tournament, evening)
        seats_q, points_q, games_q = _stat_queries(picked, self.engine.dialect.name == "postgresql")
        with self.engine.connect() as conn:
            seat_rows = conn.execute(seats_q).all()
            points_of = {tuple(r[:5]): (r[5], r[6]) for r in conn.execute(points_q)}
            game_rows = conn.execute(games_q).all()
        known_rules = Results(self.schemes, ruleset)
        return _groups(seat_rows, points_of, known_rules), _lines(game_rows, known_rules)

    def seat_facts(self, date_from: str | None = None, date_to: str | None = None, tournament: str | None = None,
                   ruleset: str | None = None, evening: int | None = None,
                   names: Iterable[str] | None = None) -> list[SeatFact]:
        """Every seat of every finished game picked (ISO dates inclusive, a
        tournament's name, a ruleset's id, an evening's id; ``names``: only
        the seats of these players, as stored), in play order, with what
        happened to him in play where it is kept."""
        size = (select(game_seats.c.game_id, func.count().label("size"))
                .group_by(game_seats.c.game_id).subquery())
        q = _picked(select(games.c.id, games.c.preset, games.c.winner, evenings.c.date, games.c.days, size.c.size,
                           game_seats.c.seat, game_seats.c.player_id, game_seats.c.name, game_seats.c.role,
                           game_seats.c.fouls, game_seats.c.removed, game_seats.c.first_killed,
                           game_seats.c.best_named, game_seats.c.best_black, game_points.c.points)
                    .select_from(game_seats.join(games, games.c.id == game_seats.c.game_id)
                                 .join(evenings, evenings.c.id == games.c.evening_id)
                                 .join(size, size.c.game_id == games.c.id)
                                 .outerjoin(game_points, (game_points.c.game_id == game_seats.c.game_id)
                                            & (game_points.c.seat == game_seats.c.seat))),
                    date_from, date_to, tournament, evening)
        if names is not None:
            q = q.where(game_seats.c.name.in_(list(names)[:1000]))
        with self.engine.connect() as conn:
            rows = conn.execute(q.order_by(evenings.c.date, games.c.evening_id, games.c.number,
                                           game_seats.c.seat)).all()
        known_rules = Results(self.schemes, ruleset)
        out: list[SeatFact] = []
        for gid, preset, winner, date, days, players, seat, pid, name, role, fouls, removed, first, named, black, \
                points in rows:
            result = known_rules.result(preset, role, winner)
            if result is None:
                continue
            rules = known_rules.rules(preset)[0]
            known = days is not None and days >= 0
            out.append(SeatFact(int(gid), str(date), rules.id, int(players), int(seat),
                                pid if pid is not None else f"name:{name}", str(name), str(role), *result,
                                SeatPlay(int(fouls or 0), bool(removed), bool(first), named, black)
                                if known and fouls is not None else None,
                                int(days) if known else None, None if points is None else float(points)))
        return out

    def seat_names(self) -> list[str]:
        """Every name a finished game's seat was stored under (a player's card finds his spellings)."""
        with self.engine.connect() as conn:
            return [n for n, in conn.execute(select(game_seats.c.name).distinct()
                                             .select_from(game_seats.join(games, games.c.id == game_seats.c.game_id))
                                             .where(games.c.status == "finished"))]


def _stat_queries(picked: tuple[Any, ...], postgresql: bool) -> tuple[Any, Any, Any]:
    """:meth:`StatsStore.read_stat_groups`' three queries: the seats grouped
    with their play summed, a role's points, one line a game."""
    joined = (game_seats.join(games, games.c.id == game_seats.c.game_id)
              .join(evenings, evenings.c.id == games.c.evening_id))
    known = games.c.days >= 0
    seat_cols = (game_seats.c.player_id, game_seats.c.name, game_seats.c.seat, games.c.preset, game_seats.c.role,
                 games.c.winner)
    seats_q = _picked(select(
        *seat_cols, func.count(), func.count(game_seats.c.fouls).filter(known),
        func.sum(game_seats.c.fouls).filter(known), func.sum(cast(game_seats.c.removed, Integer)).filter(known),
        func.sum(cast(game_seats.c.first_killed, Integer)).filter(known),
        func.count(game_seats.c.best_named).filter(known),
        func.sum(game_seats.c.best_named).filter(known), func.sum(game_seats.c.best_black).filter(known))
        .select_from(joined), *picked).group_by(*seat_cols)
    # the points rows carry the seat's name, role, preset and winner (rev 0011): grouped by those (the
    # standings' index covers them) with no join of the two; a role's points need no seat
    points_cols = (game_points.c.player_id, game_points.c.name, game_points.c.preset, game_points.c.role,
                   game_points.c.winner)
    points_q = select(*points_cols, func.sum(game_points.c.points), func.count())
    if any(p is not None and p != "" for p in picked):
        points_q = _picked(points_q.select_from(game_points.join(games, games.c.id == game_points.c.game_id)
                                                .join(evenings, evenings.c.id == games.c.evening_id)), *picked)
    # else: only a finished game keeps points rows (rev 0011), the covering index alone
    roles = (func.string_agg(game_seats.c.role.distinct(), ",") if postgresql
             else func.group_concat(game_seats.c.role.distinct()))
    games_q = _picked(select(games.c.preset, games.c.winner, func.substr(evenings.c.date, 1, 7), games.c.days,
                             func.count(), roles).select_from(joined), *picked).group_by(games.c.id, evenings.c.date)
    return seats_q, points_q.group_by(*points_cols), games_q


def _groups(seat_rows: Any, points_of: dict[Any, Any], known_rules: Results) -> list[SeatGroup]:
    """The grouped seats' rows as :class:`SeatGroup` (a role's points on one of its seats' groups)."""
    groups = []
    for pid, name, seat, preset, role, winner, count, known_n, fouls, removed, first, best_n, named, black \
            in seat_rows:
        points, n_scored = points_of.pop((pid, name, preset, role, winner), (0, 0))
        result = known_rules.result(preset, role, winner)
        if result is None:
            continue
        play = PlayCount(int(known_n or 0), int(fouls or 0), int(removed or 0), int(first or 0), int(best_n or 0),
                         int(named or 0), int(black or 0))
        groups.append(SeatGroup(pid if pid is not None else f"name:{name}", str(name), int(seat), str(role),
                                *result, int(count), play, known_rules.rules(preset)[0].id,
                                round(float(points or 0) * 1000), int(n_scored or 0)))
    return groups


def _lines(game_rows: Any, known_rules: Results) -> list[GameLine]:
    """One :class:`GameLine` a game: the red side's result from its roles (worked out once a kind of game)."""
    red_of: dict[tuple[str, str, str | None], bool | None] = {}
    lines = []
    for preset, winner, month, days, size, roles in game_rows:
        picked = known_rules.rules(preset)
        if picked is None:
            continue
        key = (preset, roles or "", winner)
        if key not in red_of:
            found, scheme = picked
            reds = [r for r in (roles or "").split(",") if found.rating_side(r) == "red"]
            red_of[key] = any(found.player_won(scheme, r, winner) for r in reds) if reds else None
        lines.append(GameLine(int(size), str(month), red_of[key], int(days) if days is not None and days >= 0
                              else None))
    return lines
