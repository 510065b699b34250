"""The rules' second reading: stored games keep the options they were played
with; disqualifications per player and the club's blacklist (C-5.5);
negative host entries are penalty points (C-11).

- Every stored game whose setup is a ``mafia-game/1`` script gets every rules
  option of the first edition written into it (a missing one took the first
  edition's default: no last words, a re-tie of a subset revoted), and the
  format ``mafia-game/2``, so it replays as it was played (game-script spec).
- ``disqualifications``: one row per game and seat disqualified for peeking
  or hinting (or ethics), filled from the stored host inputs (undo and redo
  followed as the app does).
- ``players.blacklist_cleared``: how many disqualifications the host's last
  "lift the blacklist" covered.
- ``game_points``: a negative host entry moves from ``bonus`` to ``penalty``.

The data steps use only JSON and SQL (no app code), so this revision stays
what it is when the app changes.

Revision ID: 0004
Revises: 0003
"""
import json

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None

# Every option of the rules' first edition with its value (app 0.1.0).
FIRST_EDITION_OPTIONS = {
    "speech_seconds_15_16": 30, "speed_seconds_9": 30, "speed_seconds_12": 25,
    "speed_seconds_16": 20, "justification_seconds": 30, "farewell_seconds": 0,
    "first_speaker": "rotate", "reveal_roles": False, "subset_retie": "revote",
    "zero_revote": "nobody_leaves",
    "wake_order": ["mafia", "don", "sheriff", "maniac", "doctor", "beauty"],
    "call_dead_roles": True, "night_pause_seconds": 10,
}
DISQUALIFYING = ("peek", "hint", "ethics")


def pinned_setup(text):
    """The stored setup with the first edition's options written in (unchanged
    if it is not a ``mafia-game/1`` script)."""
    data = json.loads(text)
    if not isinstance(data, dict) or data.get("format") != "mafia-game/1":
        return text
    rules = data.get("rules") if isinstance(data.get("rules"), dict) else {"preset": "ok4u"}
    options = rules.get("options") if isinstance(rules.get("options"), dict) else {}
    rules["options"] = {**FIRST_EDITION_OPTIONS, **options}
    data["rules"] = rules
    data["format"] = "mafia-game/2"
    return json.dumps(data, ensure_ascii=False)


def effective_inputs(events):
    """The inputs in force after a log of (kind, input_json): undo drops the
    last, redo brings back the last undone, a new input clears redo."""
    inputs, redo = [], []
    for kind, raw in events:
        if kind == "input":
            inputs.append(json.loads(raw))
            redo = []
        elif kind == "undo" and inputs:
            redo.append(inputs.pop())
        elif kind == "redo" and redo:
            inputs.append(redo.pop())
    return inputs


def upgrade() -> None:
    conn = op.get_bind()
    op.create_table(
        "disqualifications",
        sa.Column("game_id", sa.Integer, sa.ForeignKey("games.id"), primary_key=True),
        sa.Column("seat", sa.Integer, primary_key=True),
        sa.Column("player_id", sa.Integer, sa.ForeignKey("players.id"), nullable=True),
        sa.Column("reason", sa.String(16), nullable=False),
    )
    op.create_index("ix_disqualifications_player_id", "disqualifications", ["player_id"])
    with op.batch_alter_table("players") as batch:
        batch.add_column(sa.Column("blacklist_cleared", sa.Integer, nullable=False, server_default="0"))

    games = sa.table("games", sa.column("id", sa.Integer), sa.column("setup_json", sa.Text),
                     sa.column("status", sa.String))
    events = sa.table("game_events", sa.column("game_id", sa.Integer), sa.column("seq", sa.Integer),
                      sa.column("kind", sa.String), sa.column("input_json", sa.Text))
    seats = sa.table("game_seats", sa.column("game_id", sa.Integer), sa.column("seat", sa.Integer),
                     sa.column("player_id", sa.Integer))
    dq = sa.table("disqualifications", sa.column("game_id", sa.Integer), sa.column("seat", sa.Integer),
                  sa.column("player_id", sa.Integer), sa.column("reason", sa.String))
    points = sa.table("game_points", sa.column("game_id", sa.Integer), sa.column("seat", sa.Integer),
                      sa.column("penalty", sa.Float), sa.column("bonus", sa.Float))

    for gid, setup, status in conn.execute(sa.select(games.c.id, games.c.setup_json, games.c.status)).all():
        new = pinned_setup(setup)
        if new != setup:
            conn.execute(games.update().where(games.c.id == gid).values(setup_json=new))
        log = conn.execute(sa.select(events.c.kind, events.c.input_json).where(events.c.game_id == gid)
                           .order_by(events.c.seq)).all()
        inputs = effective_inputs(log)
        owners = dict(conn.execute(sa.select(seats.c.seat, seats.c.player_id)
                                   .where(seats.c.game_id == gid)).all())
        disqualified: dict = {}
        negative: dict = {}
        for inp in inputs:
            if isinstance(inp, dict) and "remove" in inp and inp.get("reason") in DISQUALIFYING:
                disqualified.setdefault(inp["remove"], inp["reason"])
            if isinstance(inp, dict) and "bonus" in inp and isinstance(inp.get("points"), (int, float)) \
                    and inp["points"] < 0:
                negative[inp["bonus"]] = negative.get(inp["bonus"], 0) + inp["points"]
        for seat, reason in disqualified.items():
            conn.execute(dq.insert().values(game_id=gid, seat=seat, player_id=owners.get(seat), reason=reason))
        if status == "finished":
            for seat, amount in negative.items():
                conn.execute(points.update().where(points.c.game_id == gid, points.c.seat == seat)
                             .values(penalty=points.c.penalty + amount, bonus=points.c.bonus - amount))


def downgrade() -> None:
    op.drop_index("ix_disqualifications_player_id", "disqualifications")
    op.drop_table("disqualifications")
    with op.batch_alter_table("players") as batch:
        batch.drop_column("blacklist_cleared")
