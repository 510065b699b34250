"""The speech timer as a room's screen needs it (issue #29): besides the
seconds left (``timer_remaining``, rev 0002), whether it was running
(``timer_running``) and when that was saved (``timer_at``, UTC), so
``python -m app serve`` can count a running timer down on its board, from
the database another window writes.

Revision ID: 0012
Revises: 0011
"""
import sqlalchemy as sa
from alembic import op

revision = "0012"
down_revision = "0011"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.add_column(sa.Column("timer_running", sa.Boolean, nullable=False, server_default=sa.false()))
        batch.add_column(sa.Column("timer_at", sa.DateTime, nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.drop_column("timer_at")
        batch.drop_column("timer_running")
