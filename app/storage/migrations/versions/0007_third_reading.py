"""The rules' third reading (issue #22): each game remembers the reading of
the rules it was last replayed under, what a later reading changed in it, and
the exact points the host confirmed.

- ``games.rules_edition``: the reading (``app.core.ruleset.RULES_EDITION``) the
  game was last replayed under; every game stored before is of the second.
- ``games.rules_note``: JSON, set when a replay under a later reading differs
  from what was stored: ``{"edition", "what": "result" | "points" |
  "refused", ...}`` (null: it replays the same).
- ``games.confirmed_points``: JSON, seat → exact decimal text, the points the
  host confirmed; they stand until he confirms the game again.

Only columns here: the replay itself needs the app's rules, so the app does
it after the migration (``app.storage.rereading``).

Revision ID: 0007
Revises: 0006
"""
import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.add_column(sa.Column("rules_edition", sa.Integer, nullable=False, server_default="2"))
        batch.add_column(sa.Column("rules_note", sa.Text, nullable=True))
        batch.add_column(sa.Column("confirmed_points", sa.Text, nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.drop_column("confirmed_points")
        batch.drop_column("rules_note")
        batch.drop_column("rules_edition")
