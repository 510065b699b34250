"""Players' secret phone links (issue #29): ``phone_tokens``, one row per
link of an evening, the token kept only as its SHA-256 (hex), so that the
links survive a crash and a resume and the database holds no usable token.
The player is named (``player``, at most ``app.core.limits.MAX_NAME`` = 100
characters, written here as it is today), not seated: his link follows him
from seat to seat. A revoked link stays, marked.

Revision ID: 0010
Revises: 0009
"""
import sqlalchemy as sa
from alembic import op

revision = "0010"
down_revision = "0009"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "phone_tokens",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("evening_id", sa.Integer, sa.ForeignKey("evenings.id"), nullable=False, index=True),
        sa.Column("player", sa.String(100), nullable=False),
        sa.Column("token_hash", sa.String(64), nullable=False, unique=True),
        sa.Column("created_at", sa.DateTime, nullable=False),
        sa.Column("revoked", sa.Boolean, nullable=False, server_default=sa.false()),
    )


def downgrade() -> None:
    op.drop_table("phone_tokens")
