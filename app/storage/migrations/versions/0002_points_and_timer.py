"""Points per seat of a finished game; the paused timer of an unfinished one.

Revision ID: 0002
Revises: 0001
"""
import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.add_column(sa.Column("timer_remaining", sa.Float, nullable=True))
    op.create_table(
        "game_points",
        sa.Column("game_id", sa.Integer, sa.ForeignKey("games.id"), primary_key=True),
        sa.Column("seat", sa.Integer, primary_key=True),
        sa.Column("player_id", sa.Integer, sa.ForeignKey("players.id"), nullable=True),
        sa.Column("points", sa.Float, nullable=False),
        sa.Column("scheme", sa.String(32), nullable=False),
        sa.Column("scheme_version", sa.Integer, nullable=False),
    )
    op.create_index("ix_game_points_player_id", "game_points", ["player_id"])


def downgrade() -> None:
    op.drop_table("game_points")
    with op.batch_alter_table("games") as batch:
        batch.drop_column("timer_remaining")
