"""A tournament's seating in the club's database (issue #41): saved once,
opened by every table's host; a game knows its round and table."""

from __future__ import annotations

import json
from typing import Any, Sequence

from sqlalchemy import insert, select, update

from ..core.inputs import check_text
from ..core.limits import MAX_NAME
from .base import StoreBase
from .errors import StorageError
from .records import _now
from .schema import games, tournaments


class TournamentStore(StoreBase):
    """The tournaments' part of the store."""

    def save_tournament(self, name: str, players: Sequence[str], tables: int, rounds: int,
                        apart: Sequence[tuple[int, int]], seating: Sequence[Sequence[Sequence[int]]],
                        ruleset: str = "", scheme: str = "", finals_top: int | None = None,
                        finals_from: int | None = None, elite: bool = False) -> int:
        """Save (or replace) the tournament ``name``'s plan: the players'
        names (number 1 first), tables, rounds, kept-apart pairs and the
        seating's rounds; the game (``ruleset``, ``scheme``) and the final
        (the ``finals_top`` players from round ``finals_from``) and whether
        it is ``elite`` (the rating's factors, issue #42). Returns its
        id. Raises :class:`StorageError` (a text the database cannot hold)."""
        try:
            check_text(ruleset, "ruleset", 32)
            check_text(scheme, "scheme", 32)
            check_text(name, "tournament", MAX_NAME)
            for player in players:
                check_text(player, "player", MAX_NAME)
        except ValueError as err:
            raise StorageError("write-failed", f"Could not save (tournament): {err}") from None
        if not name.strip():
            raise StorageError("write-failed", "Could not save (tournament): it has no name")
        values = {"players_json": json.dumps(list(players), ensure_ascii=False), "tables": int(tables),
                  "rounds": int(rounds), "apart_json": json.dumps([list(p) for p in apart]),
                  "seating_json": json.dumps([[list(t) for t in r] for r in seating]), "updated_at": _now(),
                  "ruleset": ruleset, "scheme": scheme, "finals_top": finals_top, "finals_from": finals_from,
                  "elite": bool(elite)}

        def run(conn: Any) -> int:
            found = conn.execute(select(tournaments.c.id).where(tournaments.c.name == name)).scalar()
            if found is not None:
                conn.execute(update(tournaments).where(tournaments.c.id == found).values(**values))
                return int(found)
            return int(conn.execute(insert(tournaments).values(name=name, created_at=_now(), **values))
                       .inserted_primary_key[0])
        return int(self._write("tournament", run))

    def tournament(self, name: str) -> dict[str, Any] | None:
        """The tournament ``name``'s plan: ``{"id", "name", "players",
        "tables", "rounds", "apart", "seating", "ruleset", "scheme",
        "finals_top", "finals_from"}``, or None."""
        with self.engine.connect() as conn:
            row = conn.execute(select(tournaments).where(tournaments.c.name == name)).first()
        if row is None:
            return None
        m = row._mapping
        return {"id": m["id"], "name": m["name"], "players": json.loads(m["players_json"]), "tables": m["tables"],
                "rounds": m["rounds"], "apart": [tuple(p) for p in json.loads(m["apart_json"])],
                "seating": json.loads(m["seating_json"]), "ruleset": m["ruleset"], "scheme": m["scheme"],
                "finals_top": m["finals_top"], "finals_from": m["finals_from"], "elite": bool(m["elite"])}

    def tournament_names(self) -> list[str]:
        """Every saved tournament's name, newest first."""
        with self.engine.connect() as conn:
            return [r[0] for r in conn.execute(select(tournaments.c.name).order_by(tournaments.c.id.desc()))]

    def tag_game(self, game_id: int, round_no: int, table_no: int) -> None:
        """The game is round ``round_no``, table ``table_no`` of its tournament's seating."""
        self._write("game's round", lambda conn: conn.execute(
            update(games).where(games.c.id == game_id).values(round_no=int(round_no), table_no=int(table_no))))

    def game_round(self, game_id: int) -> tuple[int, int] | None:
        """(round, table) of a tagged game, or None."""
        with self.engine.connect() as conn:
            row = conn.execute(select(games.c.round_no, games.c.table_no).where(games.c.id == game_id)).first()
        if row is None or row[0] is None:
            return None
        return int(row[0]), int(row[1])
