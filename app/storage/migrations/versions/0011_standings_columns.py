"""The standings read the points rows alone (issue #26).

- ``game_points`` gains what the standings group by: the seat's ``name``
  and ``role`` (``game_seats``), the game's ``preset`` and ``winner``
  (``games``), written with the rows; filled here for the rows there are.
- Points rows are a finished game's only (the store deletes them when a
  game is not finished): any left by an unfinished game are deleted, as the
  standings never counted them.
- ``ix_game_points_standings`` covers the standings' grouping and sums, so
  50,000 games are summed from the index without touching the tables.

The lengths are ``app.core.limits``' (``MAX_NAME`` = 100, ``MAX_ROLE_ID`` =
32) as they are today, written here as numbers: this revision stays what it is.

Revision ID: 0011
Revises: 0010
"""
import sqlalchemy as sa
from alembic import op

revision = "0011"
down_revision = "0010"
branch_labels = None
depends_on = None

COLUMNS = (("name", 100), ("role", 32), ("preset", 32), ("winner", 16))


def upgrade() -> None:
    with op.batch_alter_table("game_points") as batch:
        for name, length in COLUMNS:
            batch.add_column(sa.Column(name, sa.String(length), nullable=True))
    op.execute("DELETE FROM game_points WHERE game_id IN (SELECT id FROM games WHERE status <> 'finished')")
    seat = ("(SELECT game_seats.{0} FROM game_seats WHERE game_seats.game_id = game_points.game_id "
            "AND game_seats.seat = game_points.seat)")
    game = "(SELECT games.{0} FROM games WHERE games.id = game_points.game_id)"
    op.execute(f"UPDATE game_points SET name = {seat.format('name')}, role = {seat.format('role')}, "
               f"preset = {game.format('preset')}, winner = {game.format('winner')}")
    op.create_index("ix_game_points_standings", "game_points",
                    ["player_id", "name", "preset", "role", "winner", "scheme", "useful_count", "penalty", "points"])


def downgrade() -> None:
    op.drop_index("ix_game_points_standings", table_name="game_points")
    with op.batch_alter_table("game_points") as batch:
        for name, _ in reversed(COLUMNS):
            batch.drop_column(name)
