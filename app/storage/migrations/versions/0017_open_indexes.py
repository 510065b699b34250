"""What every open of a database and the standings ask of the games table,
read from an index instead of every game (issue #38): the games stored under
an earlier reading of the rules (``rules_edition``), the finished games whose
facts were never kept (``days`` null, with ``status``), the games a later
reading marked (``rules_note`` not null: a partial index of their ids) and
the games of one ruleset's presets (``preset``). No data changes.

Revision ID: 0017
Revises: 0016
"""
import sqlalchemy as sa
from alembic import op

revision = "0017"
down_revision = "0016"
branch_labels = None
depends_on = None

MARKED = sa.text("rules_note IS NOT NULL")


def upgrade() -> None:
    op.create_index("ix_games_rules_edition", "games", ["rules_edition"])
    op.create_index("ix_games_unfilled", "games", ["days", "status"])
    op.create_index("ix_games_marked", "games", ["id"], sqlite_where=MARKED, postgresql_where=MARKED)
    op.create_index("ix_games_preset", "games", ["preset"])


def downgrade() -> None:
    for name in ("ix_games_preset", "ix_games_marked", "ix_games_unfilled", "ix_games_rules_edition"):
        op.drop_index(name, table_name="games")
