"""Points detail per seat (base, useful, penalty, bonus), the host's points
confirmation, and tournaments of evenings.

Revision ID: 0003
Revises: 0002
"""
import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("game_points") as batch:
        batch.add_column(sa.Column("base", sa.Float, nullable=False, server_default="0"))
        batch.add_column(sa.Column("useful", sa.Float, nullable=False, server_default="0"))
        batch.add_column(sa.Column("useful_count", sa.Integer, nullable=False, server_default="0"))
        batch.add_column(sa.Column("penalty", sa.Float, nullable=False, server_default="0"))
        batch.add_column(sa.Column("bonus", sa.Float, nullable=False, server_default="0"))
    with op.batch_alter_table("games") as batch:
        batch.add_column(sa.Column("points_confirmed", sa.Boolean, nullable=False, server_default=sa.false()))
    with op.batch_alter_table("evenings") as batch:
        batch.add_column(sa.Column("tournament", sa.String(100), nullable=False, server_default=""))
    op.create_index("ix_evenings_tournament", "evenings", ["tournament"])


def downgrade() -> None:
    op.drop_index("ix_evenings_tournament", "evenings")
    with op.batch_alter_table("evenings") as batch:
        batch.drop_column("tournament")
    with op.batch_alter_table("games") as batch:
        batch.drop_column("points_confirmed")
    with op.batch_alter_table("game_points") as batch:
        for column in ("bonus", "penalty", "useful_count", "useful", "base"):
            batch.drop_column(column)
