"""Where a host event came from, when not typed (issue #43): an entry read
from the thread's post keeps ``game_events.source_json``: ``{"author",
"time", "post"}`` (the post's author, at most 100 characters, its time as
ISO text or null, its number in the paste). Null for a typed entry.

Revision ID: 0016
Revises: 0015
"""
import sqlalchemy as sa
from alembic import op

revision = "0016"
down_revision = "0015"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("game_events", sa.Column("source_json", sa.Text, nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("game_events") as batch:
        batch.drop_column("source_json")
