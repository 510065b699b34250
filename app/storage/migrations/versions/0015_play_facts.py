"""What happened to each seat in play, for the club's statistics (issue
#42): ``game_seats.fouls``, ``removed``, ``first_killed`` (the game's
first killed at night), ``best_named`` and ``best_black`` (his best move,
S-11: seats named, how many black; null: none), and ``games.days`` (the
day the game ended on). Written when a game finishes; null for a game not
finished or stored before this revision, which :mod:`app.storage.facts`
fills once by replaying it (``days`` = -1: it could not be replayed).

Revision ID: 0015
Revises: 0014
"""
import sqlalchemy as sa
from alembic import op

revision = "0015"
down_revision = "0014"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("game_seats", sa.Column("fouls", sa.Integer, nullable=True))
    op.add_column("game_seats", sa.Column("removed", sa.Boolean, nullable=True))
    op.add_column("game_seats", sa.Column("first_killed", sa.Boolean, nullable=True))
    op.add_column("game_seats", sa.Column("best_named", sa.Integer, nullable=True))
    op.add_column("game_seats", sa.Column("best_black", sa.Integer, nullable=True))
    op.add_column("games", sa.Column("days", sa.Integer, nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.drop_column("days")
    with op.batch_alter_table("game_seats") as batch:
        for name in ("best_black", "best_named", "first_killed", "removed", "fouls"):
            batch.drop_column(name)
