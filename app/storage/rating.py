"""What the club's rating reads (issue #42): every finished game of a
ruleset with two sides, in the order played, each seat's side and win, the
game's kind from its evening; and the players' imported starting points."""

from __future__ import annotations

import json
from decimal import Decimal
from typing import Any, cast

from sqlalchemy import select

from ..core.rating import RatedGame, RatedSeat, Start
from .base import StoreBase
from .stats import Results
from .errors import StorageError
from .schema import evenings, game_points, game_seats, games, tournaments

START_KEY = "rating/start"
"""The club setting holding the imported starting points (JSON: name key → [rating, red, black])."""


class RatingStore(StoreBase):
    """The rating's part of the store."""

    def rated_games(self) -> list[RatedGame]:
        """:meth:`read_rated_games`, read again only after a game changed (:meth:`remembered`)."""
        return cast(list[RatedGame], self.remembered("rated_games", self.read_rated_games))

    def read_rated_games(self) -> list[RatedGame]:
        """Every finished game whose ruleset has red and black sides, in play
        order (evening date, evening, number): its kind (``club``;
        ``tournament`` for an evening of a tournament; ``elite`` for an
        elite one) and each seat's player (register id, else ``name:…``),
        side and win (as the game's ruleset says, C-11)."""
        with self.engine.connect() as conn:
            elite = {name for name, in conn.execute(select(tournaments.c.name).where(tournaments.c.elite.is_(True)))}
            rows = conn.execute(
                select(games.c.id, games.c.preset, games.c.winner, evenings.c.tournament, game_seats.c.player_id,
                       game_seats.c.name, game_seats.c.role)
                .select_from(game_seats.join(games, games.c.id == game_seats.c.game_id)
                             .join(evenings, evenings.c.id == games.c.evening_id))
                .where(games.c.status == "finished")
                .order_by(evenings.c.date, games.c.evening_id, games.c.number, game_seats.c.seat)).all()
        known_rules = Results(self.schemes)
        out = []
        rated: list[RatedSeat] = []
        last: Any = None
        kind = "club"
        for gid, preset, winner, tournament, pid, name, role in rows:
            if gid != last:
                if rated and any(s.side == "red" for s in rated) and any(s.side == "black" for s in rated):
                    out.append(RatedGame(int(last), kind, tuple(rated)))   # no two sides (ЗА 31): nothing to rate
                rated, last = [], gid
                kind = "elite" if tournament in elite else "tournament" if tournament else "club"
            result = known_rules.result(preset, role, winner)
            if result is None:
                continue
            rated.append(RatedSeat(pid if pid is not None else f"name:{name}", name, *result))
        if rated and any(s.side == "red" for s in rated) and any(s.side == "black" for s in rated):
            out.append(RatedGame(int(last), kind, tuple(rated)))
        return out

    def rated_points(self) -> dict[tuple[int, Any], float]:
        """Each finished game's club points by (game id, player key as
        :meth:`rated_games` gives it): OpenSkill's weights (issue #42). A
        ruleset that keeps no points rows gives none."""
        with self.engine.connect() as conn:
            rows = conn.execute(select(game_points.c.game_id, game_points.c.player_id, game_points.c.name,
                                       game_points.c.points)
                                .select_from(game_points.join(games, games.c.id == game_points.c.game_id))
                                .where(games.c.status == "finished")).all()
        return {(int(gid), pid if pid is not None else f"name:{name}"): float(points)
                for gid, pid, name, points in rows}

    def rating_start(self) -> dict[str, Start]:
        """The imported starting points by the player's name key."""
        raw = cast(Any, self).setting(START_KEY)          # the people's part of the same store
        if not raw:
            return {}
        try:
            data = json.loads(raw)
            return {str(k): Start(Decimal(v[0]), Decimal(v[1]), Decimal(v[2])) for k, v in data.items()}
        except (ValueError, TypeError, IndexError, ArithmeticError) as err:
            raise StorageError("bad-setting", f"The imported ratings cannot be read: {err}") from None

    def set_rating_start(self, starts: dict[str, Start]) -> None:
        """Keep the starting points (name key → :class:`Start`), replacing the imported ones."""
        cast(Any, self).set_setting(START_KEY, json.dumps({k: [str(s.rating), str(s.red), str(s.black)]
                                                for k, s in starts.items()}, ensure_ascii=False))

