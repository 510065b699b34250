"""The database schema at the newest revision (SQLAlchemy Core).

Revisions live in ``migrations/versions``; this module is what they build.
Only portable types: the same schema runs on SQLite and PostgreSQL.
"""

from __future__ import annotations

from sqlalchemy import (
    Boolean, Column, DateTime, Float, ForeignKey, Index, Integer, MetaData, String, Table, Text, false, text,
)

from ..core.limits import MAX_NAME, MAX_NAME_KEY, MAX_ROLE_ID, MAX_WINNER

metadata = MetaData()

players = Table(
    "players", metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("name", String(MAX_NAME), nullable=False),
    Column("nickname", String(MAX_NAME), nullable=False, server_default=""),
    # lower-case name, for search; casefold may lengthen it (ß → ss): rev 0008
    Column("name_key", String(MAX_NAME_KEY), nullable=False, index=True),
    Column("created_at", DateTime, nullable=False),
    # rev 0004: disqualifications the host's last "lift the blacklist" covered (C-5.5)
    Column("blacklist_cleared", Integer, nullable=False, server_default="0"),
)

evenings = Table(
    "evenings", metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("date", String(10), nullable=False, index=True),          # ISO date of the evening
    Column("club", String(MAX_NAME), nullable=False, server_default=""),
    Column("table_name", String(MAX_NAME), nullable=False, server_default=""),
    Column("host", String(MAX_NAME), nullable=False, server_default=""),
    Column("created_at", DateTime, nullable=False),
    Column("tournament", String(MAX_NAME), nullable=False, server_default="", index=True),   # rev 0003
)

games = Table(
    "games", metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("evening_id", Integer, ForeignKey("evenings.id"), nullable=False),
    Column("number", Integer, nullable=False),
    Column("status", String(16), nullable=False, index=True),       # in_progress/finished/abandoned
    Column("speed_game", Boolean, nullable=False),
    Column("preset", String(32), nullable=False),
    Column("setup_json", Text, nullable=False),                      # the game script's setup part
    Column("winner", String(MAX_WINNER), nullable=True),   # rev 0013: every ruleset's longest result
    Column("result_reason", Text, nullable=True),
    Column("abandoned_reason", Text, nullable=True),
    Column("started_at", DateTime, nullable=False),
    Column("updated_at", DateTime, nullable=False),
    Column("finished_at", DateTime, nullable=True),
    Column("timer_remaining", Float, nullable=True),                 # rev 0002: resume the timer
    # rev 0012: whether it ran and when that was saved (UTC): a room's board counts it down
    Column("timer_running", Boolean, nullable=False, server_default=false()),
    Column("timer_at", DateTime, nullable=True),
    Column("points_confirmed", Boolean, nullable=False, server_default=false()),   # rev 0003
    Column("lease_owner", String(64), nullable=True),      # rev 0005: the window holding the game
    Column("lease_at", DateTime, nullable=True),           # its last sign of life
    # rev 0007: the reading of the rules it was last replayed under, what a later one
    # changed in it (JSON), the exact points the host confirmed (JSON seat → text)
    Column("rules_edition", Integer, nullable=False, server_default="2"),
    Column("rules_note", Text, nullable=True),
    Column("confirmed_points", Text, nullable=True),
    # rev 0009: a finished game's rows for the standings over a distance (JSON), as
    # its ruleset gave them when it was written (Ruleset.rows_to_keep; issue #26)
    Column("kept_rows", Text, nullable=True),
    Column("round_no", Integer, nullable=True),            # rev 0014: the tournament's round (issue #41)
    Column("table_no", Integer, nullable=True),            # and table of the seating
    Column("days", Integer, nullable=True),                # rev 0015: the day it ended on (#42; -1: no replay)
    Index("ix_games_evening_number", "evening_id", "number"),
    # rev 0017: what every open and the standings ask of the games, read from an index
    # instead of every game (#38): those stored under an earlier reading of the rules,
    # the finished ones whose facts were never kept, the marked ones, one game's kind
    Index("ix_games_rules_edition", "rules_edition"),
    Index("ix_games_unfilled", "days", "status"),
    # partial (WHERE rules_note IS NOT NULL) on both databases, as migration 0017 makes it;
    # its SQLite clause alone is named here: naming PostgreSQL's would load that
    # dialect into every process that reads these tables (issue #38)
    Index("ix_games_marked", "id", sqlite_where=text("rules_note IS NOT NULL")),
    Index("ix_games_preset", "preset"),
)

game_seats = Table(
    "game_seats", metadata,
    Column("game_id", Integer, ForeignKey("games.id"), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("player_id", Integer, ForeignKey("players.id"), nullable=True, index=True),
    Column("name", String(MAX_NAME), nullable=False),
    Column("role", String(MAX_ROLE_ID), nullable=False),            # rev 0008: every ruleset's role ids
    # rev 0015: what happened to the seat in play, written when the game finishes (#42)
    Column("fouls", Integer, nullable=True),
    Column("removed", Boolean, nullable=True),
    Column("first_killed", Boolean, nullable=True),
    Column("best_named", Integer, nullable=True),
    Column("best_black", Integer, nullable=True),
)

game_events = Table(
    "game_events", metadata,
    Column("game_id", Integer, ForeignKey("games.id"), primary_key=True),
    Column("seq", Integer, primary_key=True),
    Column("kind", String(8), nullable=False),                       # input / undo / redo
    Column("input_json", Text, nullable=True),
    Column("created_at", DateTime, nullable=False),
    Column("source_json", Text, nullable=True),     # rev 0016: an entry read from a post (#43)
)

game_points = Table(                                                  # rev 0002
    "game_points", metadata,
    Column("game_id", Integer, ForeignKey("games.id"), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("player_id", Integer, ForeignKey("players.id"), nullable=True, index=True),
    Column("points", Float, nullable=False),
    Column("scheme", String(32), nullable=False),
    Column("scheme_version", Integer, nullable=False),
    Column("base", Float, nullable=False, server_default="0"),        # rev 0003: the detail
    Column("useful", Float, nullable=False, server_default="0"),
    Column("useful_count", Integer, nullable=False, server_default="0"),
    Column("penalty", Float, nullable=False, server_default="0"),
    Column("bonus", Float, nullable=False, server_default="0"),
    # rev 0011: what the standings group by, copied from the game and its seat when the
    # rows are written (a finished game's only), so they read this table alone (#26)
    Column("name", String(MAX_NAME), nullable=True),
    Column("role", String(MAX_ROLE_ID), nullable=True),
    Column("preset", String(32), nullable=True),
    Column("winner", String(MAX_WINNER), nullable=True),   # rev 0013: every ruleset's longest result
    Index("ix_game_points_standings", "player_id", "name", "preset", "role", "winner", "scheme",
          "useful_count", "penalty", "points"),
)

disqualifications = Table(                                            # rev 0004 (C-5.5)
    "disqualifications", metadata,
    Column("game_id", Integer, ForeignKey("games.id"), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("player_id", Integer, ForeignKey("players.id"), nullable=True, index=True),
    Column("reason", String(16), nullable=False),                    # peek / hint / ethics
)

club_settings = Table(                                                # rev 0006
    "club_settings", metadata,
    Column("key", String(64), primary_key=True),                      # e.g. rules/options
    Column("value", Text, nullable=False),                           # JSON
)

tournaments = Table(                                                  # rev 0014 (issue #41)
    "tournaments", metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("name", String(MAX_NAME), nullable=False, unique=True),    # the evenings' ``tournament``
    Column("players_json", Text, nullable=False),                     # the players' names, number 1 first
    Column("tables", Integer, nullable=False),
    Column("rounds", Integer, nullable=False),
    Column("apart_json", Text, nullable=False),                       # [[i, j], …] kept apart
    Column("seating_json", Text, nullable=False),                     # mafia-seating/1's rounds
    Column("ruleset", String(32), nullable=False, server_default=""),  # the game it is played as
    Column("scheme", String(32), nullable=False, server_default=""),   # its points scheme (or preset)
    Column("finals_top", Integer, nullable=True),                     # the final: the top N …
    Column("finals_from", Integer, nullable=True),                    # … from this round on
    Column("elite", Boolean, nullable=False, server_default=false()),  # rated as an elite tournament (#42)
    Column("created_at", DateTime, nullable=False),
    Column("updated_at", DateTime, nullable=False),
)

phone_tokens = Table(                                                 # rev 0010 (issue #29)
    "phone_tokens", metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("evening_id", Integer, ForeignKey("evenings.id"), nullable=False, index=True),
    Column("player", String(MAX_NAME), nullable=False),              # the player's name: he keeps his link from seat to seat
    Column("token_hash", String(64), nullable=False, unique=True),   # SHA-256 hex of the secret link's token
    Column("created_at", DateTime, nullable=False),
    Column("revoked", Boolean, nullable=False, server_default=false()),
)
