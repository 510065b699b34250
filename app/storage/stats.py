"""What the club's statistics read (issue #42): each finished game's seats
with their role, side and win, the game's ruleset, table size and date,
picked by dates, tournament or ruleset."""

from __future__ import annotations

import logging
from typing import Any

from sqlalchemy import bindparam, select, update

from ..core import ruleset as registry
from ..core.errors import MafiaError, SetupError
from ..core.stats import PlayFacts, SeatFact, SeatPlay
from .base import StoreBase
from .errors import StorageError
from .schema import evenings, game_seats, games

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


class StatsStore(StoreBase):
    """The statistics' part of the store."""

    def seat_facts(self, date_from: str | None = None, date_to: str | None = None, tournament: str | None = None,
                   ruleset: str | None = None, evening: int | None = None) -> list[SeatFact]:
        """Every seat of every finished game picked (ISO dates inclusive, a
        tournament's name, a ruleset's id, an evening's id), in play order,
        with what happened to him in play where it is kept."""
        q = (select(games.c.id, games.c.preset, games.c.winner, evenings.c.date, games.c.days)
             .select_from(games.join(evenings, evenings.c.id == games.c.evening_id))
             .where(games.c.status == "finished").order_by(evenings.c.date, games.c.evening_id, games.c.number))
        if date_from:
            q = q.where(evenings.c.date >= date_from)
        if date_to:
            q = q.where(evenings.c.date <= date_to)
        if tournament:
            q = q.where(evenings.c.tournament == tournament)
        if evening is not None:
            q = q.where(games.c.evening_id == evening)
        with self.engine.connect() as conn:
            picked = conn.execute(q).all()
            seats: dict[int, list[Any]] = {}
            ids = [r[0] for r in picked]
            for start in range(0, len(ids), 500):
                for gid, seat, pid, name, role, *play in conn.execute(
                        select(game_seats.c.game_id, game_seats.c.seat, game_seats.c.player_id, game_seats.c.name,
                               game_seats.c.role, game_seats.c.fouls, game_seats.c.removed,
                               game_seats.c.first_killed, game_seats.c.best_named, game_seats.c.best_black)
                        .where(game_seats.c.game_id.in_(ids[start:start + 500]))
                        .order_by(game_seats.c.game_id, game_seats.c.seat)):
                    seats.setdefault(gid, []).append((int(seat), pid, name, role, play))
        out: list[SeatFact] = []
        for gid, preset, winner, date, days in picked:
            try:
                rules = registry.for_preset(preset)
            except SetupError:          # a ruleset no longer registered: left out
                continue
            if ruleset and rules.id != ruleset:
                continue
            scheme = rules.scheme_for(None, self.schemes)
            table = seats.get(gid, [])
            known = days is not None and days >= 0
            for seat, pid, name, role, play in table:
                fouls, removed, first, named, black = play
                out.append(SeatFact(int(gid), str(date), rules.id, len(table), seat,
                                    pid if pid is not None else f"name:{name}", str(name), str(role),
                                    rules.rating_side(role), rules.player_won(scheme, role, winner),
                                    SeatPlay(int(fouls or 0), bool(removed), bool(first), named, black)
                                    if known and fouls is not None else None,
                                    int(days) if known else None))
        return out
