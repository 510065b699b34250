"""The player register and the club's shared settings: players found or
added by name, with totals over finished games, and the C-5.5 blacklist."""

from __future__ import annotations

from sqlalchemy import and_, func, insert, or_, select, update

from .base import StoreBase
from .records import BLACKLISTING, PlayerInfo, _blacklisted, _check_texts, _now, _won, name_key
from .schema import club_settings, disqualifications, game_points, game_seats, games, players


ADVISORY_PLAYERS = 4141
"""PostgreSQL's advisory lock held while a transaction adds a name to the register."""


class PeopleStore(StoreBase):
    """The register's and the club settings' part of the store."""

    def player_id(self, conn, name: str) -> int | None:
        """The register id for ``name`` (created if new); None for an empty name."""
        key = name_key(name)
        if not key:
            return None
        row = conn.execute(select(players.c.id).where(players.c.name_key == key)).first()
        if row:
            return row[0]
        if conn.dialect.name == "postgresql":
            # several tables' hosts write at once (issue #41): new names are added by one transaction at a
            # time (one lock for all: no order to deadlock on), and looked up again under it, so never twice.
            # SQLite's writes are one at a time already.
            conn.execute(select(func.pg_advisory_xact_lock(ADVISORY_PLAYERS)))
            row = conn.execute(select(players.c.id).where(players.c.name_key == key)).first()
            if row:
                return row[0]
        return conn.execute(insert(players).values(name=" ".join(name.split()), nickname="",
                                                   name_key=key, created_at=_now())).inserted_primary_key[0]

    def add_player(self, name: str, nickname: str = "") -> int:
        """A player in the register (found by name, or added); raises
        :class:`StorageError` ``bad-text`` for a name no database holds."""
        _check_texts(name=name, nickname=nickname)

        def run(conn):
            pid = self.player_id(conn, name)
            if nickname:
                conn.execute(update(players).where(players.c.id == pid).values(nickname=nickname))
            return pid
        return self._write("player", run)

    def search_players(self, text: str, limit: int = 8) -> list[PlayerInfo]:
        """Players whose name or nickname starts with ``text`` (any case), with totals."""
        key = name_key(text)
        if not key:
            return []
        upper = key + "\uffff"
        with self.engine.connect() as conn:
            rows = conn.execute(
                select(players.c.id, players.c.name, players.c.nickname)
                .where(or_(and_(players.c.name_key >= key, players.c.name_key < upper),
                           func.lower(players.c.nickname).like(key.replace("%", "") + "%")))
                .order_by(players.c.name_key).limit(limit)).all()
            return self._with_totals(conn, rows)

    def register(self, text: str = "", limit: int = 500) -> list[PlayerInfo]:
        """The player register (names starting with ``text``), blacklisted first, then by name."""
        key = name_key(text)
        with self.engine.connect() as conn:
            q = select(players.c.id, players.c.name, players.c.nickname).order_by(players.c.name_key)
            if key:
                q = q.where(and_(players.c.name_key >= key, players.c.name_key < key + "\uffff"))
            rows = conn.execute(q.limit(limit)).all()
            found = self._with_totals(conn, rows)
        return sorted(found, key=lambda p: not p.blacklisted)

    def blacklist(self) -> dict[str, int]:
        """Blacklisted players (C-5.5): name key → disqualifications."""
        with self.engine.connect() as conn:
            counts = self._disqualification_counts(conn)
            if not counts:
                return {}
            rows = conn.execute(select(players.c.id, players.c.name_key, players.c.blacklist_cleared)
                                .where(players.c.id.in_(list(counts)))).all()
        return {r.name_key: counts[r.id] for r in rows if _blacklisted(counts[r.id], r.blacklist_cleared)}

    def lift_blacklist(self, player_id: int) -> None:
        """The host lifts a player's blacklisting (C-5.5); a later
        disqualification puts him back on it."""
        def run(conn):
            count = self._disqualification_counts(conn, [player_id]).get(player_id, 0)
            conn.execute(update(players).where(players.c.id == player_id).values(blacklist_cleared=count))
        self._write("blacklist", run)

    def _disqualification_counts(self, conn, ids: list[int] | None = None) -> dict[int, int]:
        q = (select(disqualifications.c.player_id, func.count())
             .where(disqualifications.c.reason.in_(BLACKLISTING), disqualifications.c.player_id.is_not(None))
             .group_by(disqualifications.c.player_id))
        if ids is not None:
            q = q.where(disqualifications.c.player_id.in_(ids))
        return {pid: n for pid, n in conn.execute(q)}

    def _with_totals(self, conn, rows) -> list[PlayerInfo]:
        ids = [r.id for r in rows]
        totals: dict[int, tuple[int, int, float]] = {}
        if ids:
            q = (select(game_points.c.player_id, func.count(), func.sum(game_points.c.points))
                 .where(game_points.c.player_id.in_(ids)).group_by(game_points.c.player_id))
            counts = {pid: (n, pts or 0) for pid, n, pts in conn.execute(q)}
            wins_q = (select(game_seats.c.player_id, games.c.preset, game_seats.c.role, games.c.winner,
                             game_points.c.scheme)
                      .join(games, games.c.id == game_seats.c.game_id)
                      .outerjoin(game_points, and_(game_points.c.game_id == game_seats.c.game_id,
                                                   game_points.c.seat == game_seats.c.seat))
                      .where(game_seats.c.player_id.in_(ids), games.c.status == "finished"))
            wins: dict[int, int] = {}
            for pid, preset, role, winner, scheme_id in conn.execute(wins_q):
                wins[pid] = wins.get(pid, 0) + int(_won(self, preset, role, winner, scheme_id))
            for pid in ids:
                n, pts = counts.get(pid, (0, 0))
                totals[pid] = (n, wins.get(pid, 0), pts)
        dq = self._disqualification_counts(conn, ids) if ids else {}
        cleared = dict(conn.execute(select(players.c.id, players.c.blacklist_cleared)
                                    .where(players.c.id.in_(ids))).all()) if ids else {}
        return [PlayerInfo(r.id, r.name, r.nickname, *totals.get(r.id, (0, 0, 0.0)),
                           dq.get(r.id, 0), _blacklisted(dq.get(r.id, 0), cleared.get(r.id, 0)))
                for r in rows]

    def player(self, player_id: int) -> PlayerInfo:
        with self.engine.connect() as conn:
            rows = conn.execute(select(players.c.id, players.c.name, players.c.nickname)
                                .where(players.c.id == player_id)).all()
            return self._with_totals(conn, rows)[0]

    # ------------------------------------------------------------ club settings
    def setting(self, key: str) -> str | None:
        """A club setting shared by every table on this database (JSON text), or None."""
        with self.engine.connect() as conn:
            return conn.execute(select(club_settings.c.value).where(club_settings.c.key == key)).scalar()

    def set_setting(self, key: str, value: str) -> None:
        def run(conn):
            done = conn.execute(update(club_settings).where(club_settings.c.key == key).values(value=value))
            if done.rowcount == 0:
                conn.execute(insert(club_settings).values(key=key, value=value))
        self._write("club setting", run)
