"""The standings read a finished game's rows instead of replaying it (issue #26).

- ``games.kept_rows``: JSON, a finished game's rows for the standings over a
  distance (sport Mafia, S-13.1), as its ruleset gave them when the game was
  last written (exact decimals as text, seats for players). Null: none kept
  (a game stored before, a ruleset that keeps none, a game not finished, or
  one read again under a later reading of the rules): the standings replay it.

Revision ID: 0009
Revises: 0008
"""
import sqlalchemy as sa
from alembic import op

revision = "0009"
down_revision = "0008"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.add_column(sa.Column("kept_rows", sa.Text, nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.drop_column("kept_rows")
