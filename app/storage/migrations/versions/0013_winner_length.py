"""Every game's result fits both databases (issue #37).

``games.winner`` and ``game_points.winner``: ``VARCHAR(256)`` (was 16). ЗА 31
stores its winners as their seats joined by commas (``1,2,…,12``), which
PostgreSQL refused past 16 characters while SQLite stored it. 256 is
``app.core.limits.MAX_WINNER``, above every registered ruleset's longest
result (:meth:`app.core.ruleset.Ruleset.longest_winner`: ЗА 31's 64 seats
give 182 characters); written here as a number so this revision stays what
it is.

Revision ID: 0013
Revises: 0012
"""
import sqlalchemy as sa
from alembic import op

revision = "0013"
down_revision = "0012"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.alter_column("winner", existing_type=sa.String(16), type_=sa.String(256), existing_nullable=True)
    with op.batch_alter_table("game_points") as batch:
        batch.alter_column("winner", existing_type=sa.String(16), type_=sa.String(256), existing_nullable=True)


def downgrade() -> None:
    with op.batch_alter_table("game_points") as batch:
        batch.alter_column("winner", existing_type=sa.String(256), type_=sa.String(16), existing_nullable=True)
    with op.batch_alter_table("games") as batch:
        batch.alter_column("winner", existing_type=sa.String(256), type_=sa.String(16), existing_nullable=True)
