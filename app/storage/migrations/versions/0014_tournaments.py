"""A tournament's seating in the club's database (issue #41): every table's
host opens the same plan. ``tournaments``: one row a tournament, by name
(the evenings' ``tournament``, at most ``app.core.limits.MAX_NAME`` = 100
characters, written here as it is today): its players' names in number
order, tables, rounds, the pairs kept apart and the seating
(``mafia-seating/1`` rounds), as JSON texts; the game it is played as
(``ruleset``, ``scheme``: ids of at most 32 characters) and its final
(``finals_top`` players, from round ``finals_from``; null: none yet);
``elite``: its games count as an elite tournament's in the rating.
``games.round_no`` and ``games.table_no``: which round and table of the
seating a game was.

Revision ID: 0014
Revises: 0013
"""
import sqlalchemy as sa
from alembic import op

revision = "0014"
down_revision = "0013"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "tournaments",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("name", sa.String(100), nullable=False, unique=True),
        sa.Column("players_json", sa.Text, nullable=False),
        sa.Column("tables", sa.Integer, nullable=False),
        sa.Column("rounds", sa.Integer, nullable=False),
        sa.Column("apart_json", sa.Text, nullable=False),
        sa.Column("seating_json", sa.Text, nullable=False),
        sa.Column("ruleset", sa.String(32), nullable=False, server_default=""),
        sa.Column("scheme", sa.String(32), nullable=False, server_default=""),
        sa.Column("finals_top", sa.Integer, nullable=True),
        sa.Column("finals_from", sa.Integer, nullable=True),
        sa.Column("elite", sa.Boolean, nullable=False, server_default=sa.false()),
        sa.Column("created_at", sa.DateTime, nullable=False),
        sa.Column("updated_at", sa.DateTime, nullable=False),
    )
    with op.batch_alter_table("games") as batch:
        batch.add_column(sa.Column("round_no", sa.Integer, nullable=True))
        batch.add_column(sa.Column("table_no", sa.Integer, nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.drop_column("table_no")
        batch.drop_column("round_no")
    op.drop_table("tournaments")
