"""A new reading of the rules, applied to the games already stored (issue #22).

When the engines follow a later reading of the rules texts
(:data:`app.core.ruleset.RULES_EDITION`) than a stored game was last replayed
under, the game is replayed once under the new reading and compared with what
was stored. Nothing stored is lost or silently rewritten:

- its inputs, setup, status, result and stored points stay as they are;
- ``games.rules_note`` records what differs (JSON): ``{"edition", "what":
  "refused", "input", "action", "rule", "detail"}`` (an input the rules now
  refuse: the game opens read-only at its stored state), ``{"what":
  "result", "stored", "replayed"}`` or ``{"what": "points", "stored",
  "replayed"}``;
- a finished game whose points the host had confirmed keeps them as
  ``games.confirmed_points`` (exact, as the earlier reading gave them) until
  he confirms it again.

``db check`` lists the games with a note; the standings and the exports mark
them.
"""

from __future__ import annotations

import logging
from typing import Any

from sqlalchemy import select, update

from ..core.errors import MafiaError
from ..core.ruleset import RULES_EDITION
from ..core.script import dumps_json
from .errors import StorageError
from .schema import games

log = logging.getLogger(__name__)


def _points_json(points: dict[int, Any] | None) -> dict[str, str] | None:
    return None if points is None else {str(s): str(p) for s, p in sorted(points.items())}


def note_for(store: Any, game_id: int, edition: int) -> tuple[dict[str, Any] | None, dict[str, str] | None]:
    """Replay stored game ``game_id`` (last replayed under reading
    ``edition``) under today's rules: the note of what differs (None: the
    same) and the points the earlier reading gave it (None where the fold
    cannot tell: it no longer replays, or its result changed)."""
    with store.engine.connect() as conn:
        row = conn.execute(select(games.c.status, games.c.winner).where(games.c.id == game_id)).one()
    status, winner = row
    try:
        stored = store.load_game(game_id)
    except (MafiaError, ValueError) as err:   # an input no longer read at all
        return {"edition": RULES_EDITION, "what": "refused", "input": None, "action": None,
                "rule": getattr(err, "rule", None), "detail": str(err)}, None
    game, refusal = stored.replay()
    if refusal is not None:
        return {"edition": RULES_EDITION, "what": "refused", **refusal.to_json()}, None
    if status != "finished":
        return None, None
    if game.status != "finished" or game.winner != winner:
        return {"edition": RULES_EDITION, "what": "result", "stored": winner, "replayed": game.winner}, None
    scheme = store.scheme_for(game)
    before, after = _points_json(game.points_as_of(edition, scheme)), _points_json(game.points(scheme))
    if before != after:
        return {"edition": RULES_EDITION, "what": "points", "stored": before, "replayed": after}, before
    return None, before


def reread(store: Any) -> list[int]:
    """Replay every game stored under an earlier reading of the rules under
    today's (see the module's text), each in its own transaction, and
    return the ids of the games whose replay now differs."""
    with store.engine.connect() as conn:
        rows = conn.execute(select(games.c.id, games.c.rules_edition, games.c.status, games.c.points_confirmed,
                                   games.c.confirmed_points)
                            .where(games.c.rules_edition < RULES_EDITION)).all()
    rows.sort(key=lambda row: row[0])      # by id here: the database reads the few rows from ix_games_rules_edition
    changed: list[int] = []
    for gid, edition, status, confirmed, kept in rows:
        note, before = note_for(store, gid, edition)
        values: dict[str, Any] = {"rules_edition": RULES_EDITION, "kept_rows": None,   # read again by replaying
                                  "rules_note": None if note is None else dumps_json(note, ensure_ascii=False)}
        if status == "finished" and confirmed and kept is None and before is not None:
            values["confirmed_points"] = dumps_json(before)
        try:
            store._write("rules re-reading", lambda conn, gid=gid, values=values: conn.execute(
                update(games).where(games.c.id == gid, games.c.rules_edition == edition).values(**values)))
        except StorageError as err:   # read-only file, busy: tried again at the next open
            log.warning("game %s not re-read under the rules' reading %s: %s", gid, RULES_EDITION, err)
            break
        if note is not None:
            changed.append(gid)
            log.info("game %s replays differently under the rules' reading %s: %s", gid, RULES_EDITION, note)
    return changed
