"""What the club's statistics read (issue #42): each finished game's seats
with their role, side and win, the game's ruleset, table size and date,
picked by dates, tournament or ruleset."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select

from ..core import ruleset as registry
from ..core.errors import SetupError
from ..core.stats import SeatFact
from .base import StoreBase
from .schema import evenings, game_seats, games


class StatsStore(StoreBase):
    """The statistics' part of the store."""

    def seat_facts(self, date_from: str | None = None, date_to: str | None = None, tournament: str | None = None,
                   ruleset: str | None = None) -> list[SeatFact]:
        """Every seat of every finished game picked (ISO dates inclusive, a
        tournament's name, a ruleset's id), in play order."""
        q = (select(games.c.id, games.c.preset, games.c.winner, evenings.c.date)
             .select_from(games.join(evenings, evenings.c.id == games.c.evening_id))
             .where(games.c.status == "finished").order_by(evenings.c.date, games.c.evening_id, games.c.number))
        if date_from:
            q = q.where(evenings.c.date >= date_from)
        if date_to:
            q = q.where(evenings.c.date <= date_to)
        if tournament:
            q = q.where(evenings.c.tournament == tournament)
        with self.engine.connect() as conn:
            picked = conn.execute(q).all()
            seats: dict[int, list[Any]] = {}
            ids = [r[0] for r in picked]
            for start in range(0, len(ids), 500):
                for gid, seat, pid, name, role in conn.execute(
                        select(game_seats.c.game_id, game_seats.c.seat, game_seats.c.player_id, game_seats.c.name,
                               game_seats.c.role).where(game_seats.c.game_id.in_(ids[start:start + 500]))
                        .order_by(game_seats.c.game_id, game_seats.c.seat)):
                    seats.setdefault(gid, []).append((int(seat), pid, name, role))
        out: list[SeatFact] = []
        for gid, preset, winner, date in picked:
            try:
                rules = registry.for_preset(preset)
            except SetupError:          # a ruleset no longer registered: left out
                continue
            if ruleset and rules.id != ruleset:
                continue
            scheme = rules.scheme_for(None, self.schemes)
            table = seats.get(gid, [])
            for seat, pid, name, role in table:
                out.append(SeatFact(int(gid), str(date), rules.id, len(table), seat,
                                    pid if pid is not None else f"name:{name}", str(name), str(role),
                                    rules.rating_side(role), rules.player_won(scheme, role, winner)))
        return out
