"""Players, evenings, games, seats and the host's input log.

Revision ID: 0001
"""
import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "players",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("name", sa.String(100), nullable=False),
        sa.Column("nickname", sa.String(100), nullable=False, server_default=""),
        sa.Column("name_key", sa.String(100), nullable=False),
        sa.Column("created_at", sa.DateTime, nullable=False),
    )
    op.create_index("ix_players_name_key", "players", ["name_key"])
    op.create_table(
        "evenings",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("date", sa.String(10), nullable=False),
        sa.Column("club", sa.String(100), nullable=False, server_default=""),
        sa.Column("table_name", sa.String(100), nullable=False, server_default=""),
        sa.Column("host", sa.String(100), nullable=False, server_default=""),
        sa.Column("created_at", sa.DateTime, nullable=False),
    )
    op.create_index("ix_evenings_date", "evenings", ["date"])
    op.create_table(
        "games",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("evening_id", sa.Integer, sa.ForeignKey("evenings.id"), nullable=False),
        sa.Column("number", sa.Integer, nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("speed_game", sa.Boolean, nullable=False),
        sa.Column("preset", sa.String(32), nullable=False),
        sa.Column("setup_json", sa.Text, nullable=False),
        sa.Column("winner", sa.String(16), nullable=True),
        sa.Column("result_reason", sa.Text, nullable=True),
        sa.Column("abandoned_reason", sa.Text, nullable=True),
        sa.Column("started_at", sa.DateTime, nullable=False),
        sa.Column("updated_at", sa.DateTime, nullable=False),
        sa.Column("finished_at", sa.DateTime, nullable=True),
    )
    op.create_index("ix_games_status", "games", ["status"])
    op.create_index("ix_games_evening_number", "games", ["evening_id", "number"])
    op.create_table(
        "game_seats",
        sa.Column("game_id", sa.Integer, sa.ForeignKey("games.id"), primary_key=True),
        sa.Column("seat", sa.Integer, primary_key=True),
        sa.Column("player_id", sa.Integer, sa.ForeignKey("players.id"), nullable=True),
        sa.Column("name", sa.String(100), nullable=False),
        sa.Column("role", sa.String(16), nullable=False),
    )
    op.create_index("ix_game_seats_player_id", "game_seats", ["player_id"])
    op.create_table(
        "game_events",
        sa.Column("game_id", sa.Integer, sa.ForeignKey("games.id"), primary_key=True),
        sa.Column("seq", sa.Integer, primary_key=True),
        sa.Column("kind", sa.String(8), nullable=False),
        sa.Column("input_json", sa.Text, nullable=True),
        sa.Column("created_at", sa.DateTime, nullable=False),
    )


def downgrade() -> None:
    for table in ("game_events", "game_seats", "games", "evenings", "players"):
        op.drop_table(table)
