"""The players' phone links (issue #29): a secret token per player of an
evening, kept only as its SHA-256, revoked by the host."""

from __future__ import annotations

from typing import Any

from sqlalchemy import insert, select, update

from ..core.inputs import check_text
from ..core.limits import MAX_NAME
from .base import StoreBase
from .records import _now, token_digest
from .schema import evenings, phone_tokens


class LinkStore(StoreBase):
    """The phone links' part of the store."""

    def issue_token(self, evening_id: int, player: str) -> tuple[int, str]:
        """A new secret link token for ``player`` of the evening
        (``secrets.token_urlsafe(16)``), kept only as its SHA-256: returns
        (its id, the token), the token's only appearance. Raises :class:`StorageError`."""
        import secrets

        check_text(player, "player", MAX_NAME)
        token = secrets.token_urlsafe(16)
        digest = token_digest(token)

        def run(conn):
            return conn.execute(insert(phone_tokens).values(
                evening_id=evening_id, player=player, token_hash=digest, created_at=_now(),
                revoked=False)).inserted_primary_key[0]
        return int(self._write("phone link", run)), token

    def revoke_token(self, token_id: int) -> None:
        """The link no longer opens anything (the host issues a new one)."""
        self._write("revoke phone link", lambda conn: conn.execute(
            update(phone_tokens).where(phone_tokens.c.id == token_id).values(revoked=True)))

    def tokens(self, evening_id: int) -> list[dict[str, Any]]:
        """The evening's links: id, player, created_at, revoked (never the token)."""
        with self.engine.connect() as conn:
            rows = conn.execute(select(phone_tokens.c.id, phone_tokens.c.player, phone_tokens.c.created_at,
                                       phone_tokens.c.revoked)
                                .where(phone_tokens.c.evening_id == evening_id).order_by(phone_tokens.c.id))
            return [dict(r._mapping) for r in rows]

    def live_tokens(self) -> list[dict[str, Any]]:
        """Every link of the club that still opens a page, newest first:
        id, evening_id, the evening's date, player, created_at (never the
        token): the host revokes any of them, of any evening (issue #40)."""
        with self.engine.connect() as conn:
            rows = conn.execute(select(phone_tokens.c.id, phone_tokens.c.evening_id, evenings.c.date,
                                       phone_tokens.c.player, phone_tokens.c.created_at)
                                .join(evenings, evenings.c.id == phone_tokens.c.evening_id)
                                .where(phone_tokens.c.revoked.is_(False))
                                .order_by(phone_tokens.c.id.desc()))
            return [dict(r._mapping) for r in rows]

    def token_player(self, token: str) -> tuple[int, str] | None:
        """(evening id, player) of a valid link's token, None for an unknown
        or revoked one (compared with ``hmac.compare_digest``)."""
        import hmac

        if not isinstance(token, str) or not 8 <= len(token) <= 64:
            return None
        digest = token_digest(token)
        with self.engine.connect() as conn:
            row = conn.execute(select(phone_tokens.c.evening_id, phone_tokens.c.player, phone_tokens.c.token_hash,
                                      phone_tokens.c.revoked)
                               .where(phone_tokens.c.token_hash == digest)).first()
        if row is None or row.revoked or not hmac.compare_digest(row.token_hash, digest):
            return None
        return int(row.evening_id), str(row.player)
