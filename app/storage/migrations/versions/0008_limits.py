"""One limit for each text, equal on SQLite and PostgreSQL (issue #23).

- ``game_seats.role``: ``VARCHAR(32)`` (was 16): every registered ruleset's
  role ids fit; PostgreSQL refused the forum's ``shooting_commissar``.
- ``players.name_key``: ``VARCHAR(300)`` (was 100): a name of 100 characters
  can case-fold to three times as many (``ß`` → ``ss``).

The numbers are written here as they are today (``app.core.limits``
``MAX_ROLE_ID`` and ``3 × MAX_NAME``), so this revision stays what it is.

Revision ID: 0008
Revises: 0007
"""
import sqlalchemy as sa
from alembic import op

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("game_seats") as batch:
        batch.alter_column("role", existing_type=sa.String(16), type_=sa.String(32), existing_nullable=False)
    with op.batch_alter_table("players") as batch:
        batch.alter_column("name_key", existing_type=sa.String(100), type_=sa.String(300),
                           existing_nullable=False)


def downgrade() -> None:
    with op.batch_alter_table("players") as batch:
        batch.alter_column("name_key", existing_type=sa.String(300), type_=sa.String(100),
                           existing_nullable=False)
    with op.batch_alter_table("game_seats") as batch:
        batch.alter_column("role", existing_type=sa.String(32), type_=sa.String(16), existing_nullable=False)
