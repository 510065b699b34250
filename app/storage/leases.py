"""A window's hold on a game (the lease, issue #23): taken to resume it,
renewed every 30 s and by every write, let go on close; a game another
window holds is refused here unless the host takes it over."""

from __future__ import annotations

from sqlalchemy import bindparam, select, update

from .base import StoreBase
from .errors import StorageError
from .records import StoredGame, _now, _owner_alive
from .schema import games

LEASE_SECONDS = 90
"""A window's hold on a game lapses this long after its last sign of life
(it renews every 30 s while open); then another window may take the game."""
ELSEWHERE = "This game is open in another Mafia Host window; nothing was saved here."

_RENEW = (update(games).where(games.c.id == bindparam("b_game"), games.c.lease_owner == bindparam("b_owner"))
          .values(lease_at=bindparam("lease_at")))
"""Built once: building it again at each write cost the writer thread most of its 2.5 ms (#26)."""


class LeaseStore(StoreBase):
    """The lease's part of the store."""

    def _hold(self, conn, game_id: int) -> None:
        """In a write's transaction: this window must hold the game; renew the lease."""
        done = conn.execute(_RENEW, {"b_game": game_id, "b_owner": self.owner, "lease_at": _now()})
        if done.rowcount == 0:
            raise StorageError("elsewhere", ELSEWHERE)

    def take_lease(self, game_id: int, force: bool = False) -> StoredGame:
        """Hold a stored game in this window (to resume it) and return it as
        read in the same transaction: what another window wrote up to the
        take-over is in it, and nothing can be written after it by anyone
        else (issue #23: never resume a copy read before asking).

        Raises :class:`StorageError` (``elsewhere``) when another window held
        it less than :data:`LEASE_SECONDS` ago, unless ``force`` (the host
        chose to take it over here); that window's next write is then refused.
        """
        def run(conn):
            row = conn.execute(select(games.c.lease_owner, games.c.lease_at)
                               .where(games.c.id == game_id)).first()
            if row is None:
                raise StorageError("missing", f"game {game_id} is not in the database")
            owner, at = row
            fresh = at is not None and (_now() - at).total_seconds() < LEASE_SECONDS
            if owner not in (None, self.owner) and fresh and not force and _owner_alive(owner):
                raise StorageError("elsewhere", ELSEWHERE)
            conn.execute(update(games).where(games.c.id == game_id).values(lease_owner=self.owner, lease_at=_now()))
            return self._load(conn, game_id)
        return self._write("open game", run)

    def heartbeat(self, game_id: int) -> None:
        """Renew this window's lease; :class:`StorageError` ``elsewhere`` if it was taken over."""
        self._write("lease", lambda conn: self._hold(conn, game_id), busy_ms=0)

    def release(self, game_id: int) -> None:
        """Let go of a game (the window closes or moves on)."""
        self._write("release", lambda conn: conn.execute(
            update(games).where(games.c.id == game_id, games.c.lease_owner == self.owner)
            .values(lease_owner=None, lease_at=None)))
