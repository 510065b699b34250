"""Points and standings read from the database (C-11, S-13): the rows
of every finished game for the standings, the sport games' rows over a
distance, the schemes and rules notes in force, narrowed to an evening, a
tournament or a range of dates."""

from __future__ import annotations

import logging
from decimal import Decimal
from typing import TYPE_CHECKING, Any

from sqlalchemy import func, select

from ..core import ruleset as registry
from ..core.script import loads_json, setup_from_json
from .records import _team, _won
from .schema import evenings, game_points, game_seats, games

log = logging.getLogger("app.storage.store")

if TYPE_CHECKING:
    from .store import Store


def _picked(q, evening_id: int | None, tournament: str | None, date_from: str | None, date_to: str | None,
            up_to_round: int | None = None):
    """``q`` narrowed to one evening, or a tournament's name and/or an ISO
    date range (inclusive); ``up_to_round``: only the games of the
    tournament's seating's rounds 1…k (issue #41: standings after round k,
    or hidden from round k+1 for the finals)."""
    if up_to_round is not None:
        q = q.where(games.c.round_no.is_not(None), games.c.round_no <= int(up_to_round))
    if evening_id is not None:
        q = q.where(games.c.evening_id == evening_id)
    if tournament:
        q = q.where(evenings.c.tournament == tournament)
    if date_from:
        q = q.where(evenings.c.date >= date_from)
    if date_to:
        q = q.where(evenings.c.date <= date_to)
    return q


def rules_notes(store: Store, evening_id: int | None = None, tournament: str | None = None,
                date_from: str | None = None, date_to: str | None = None,
                up_to_round: int | None = None) -> list[tuple[str, int, dict[str, Any]]]:
    """The picked games (as :func:`standings_rows` picks them) that a later
    reading of the rules changed (issue #22): ``(date, number, note)`` in
    play order, ``note`` as ``games.rules_note``."""
    q = (select(evenings.c.date, games.c.number, games.c.rules_note)
         .select_from(games.join(evenings, evenings.c.id == games.c.evening_id))
         .where(games.c.rules_note.is_not(None)).order_by(evenings.c.date, games.c.evening_id, games.c.number))
    with store.engine.connect() as conn:
        rows = conn.execute(_picked(q, evening_id, tournament, date_from, date_to, up_to_round)).all()
    return [(date, number, loads_json(note)) for date, number, note in rows]


def standings_schemes(store: Store, evening_id: int | None = None, tournament: str | None = None,
                      date_from: str | None = None, date_to: str | None = None,
                      up_to_round: int | None = None) -> list[str]:
    """The points schemes (C-11) of the picked finished games that keep
    points rows, in the order their first game was played: one standings
    table each (issue #37: a mixed evening)."""
    gp = game_points.c
    q = (select(gp.scheme, func.min(games.c.id)).select_from(
        game_points.join(games, games.c.id == gp.game_id).join(evenings, evenings.c.id == games.c.evening_id))
        .group_by(gp.scheme).order_by(func.min(games.c.id)))
    with store.engine.connect() as conn:
        picked = _picked(q, evening_id, tournament, date_from, date_to, up_to_round)
        return [scheme for scheme, _ in conn.execute(picked)]


def standings_rows(store: Store, evening_id: int | None = None, tournament: str | None = None,
                   date_from: str | None = None, date_to: str | None = None, up_to_round: int | None = None,
                   scheme: str | None = None):
    """Per player per finished game rows for :func:`app.core.standings.standings`.

    Pick the games by ``evening_id``, or by ``tournament`` name and/or an ISO
    date range (inclusive); ``scheme``: only the games scored with that
    points scheme (one table per scheme, :func:`standings_schemes`).
    """
    by_scheme = _grouped_rows(store, evening_id, tournament, date_from, date_to, up_to_round, scheme)
    return [row for rows in by_scheme.values() for row in rows]


def standings_by_scheme(store: Store, evening_id: int | None = None, tournament: str | None = None,
                        date_from: str | None = None, date_to: str | None = None,
                        up_to_round: int | None = None) -> list[tuple[str, list[Any]]]:
    """``(scheme, rows)`` per points scheme of the picked games, in the
    order :func:`standings_schemes` gives, each ``rows`` as
    :func:`standings_rows` with that ``scheme``: read in one pass over the
    points rows (the club's whole history is one scan of their covering
    index, issue #38), not one pass per scheme and one to find them."""
    by_scheme = _grouped_rows(store, evening_id, tournament, date_from, date_to, up_to_round, None)
    if len(by_scheme) <= 1:
        return list(by_scheme.items())
    gp = game_points.c
    first: dict[str, int] = {}
    with store.engine.connect() as conn:
        for scheme_id in by_scheme:
            # the first game scored with it: the points rows in game order, stopping at the first
            q = _picked(select(gp.game_id).select_from(
                game_points.join(games, games.c.id == gp.game_id).join(evenings, evenings.c.id == games.c.evening_id))
                .where(gp.scheme == scheme_id).order_by(gp.game_id).limit(1),
                evening_id, tournament, date_from, date_to, up_to_round)
            first[scheme_id] = conn.execute(q).scalar_one()
    return sorted(by_scheme.items(), key=lambda item: first[item[0]])


def _grouped_rows(store: Store, evening_id: int | None, tournament: str | None, date_from: str | None,
                  date_to: str | None, up_to_round: int | None, scheme: str | None) -> dict[str, list[Any]]:
    """The picked games' rows summed per player and kind of game, by scheme
    (first met first)."""
    from ..core.standings import GameRow

    # summed in the database per player and per kind of game (ruleset, role,
    # result, scheme): a few rows per player, however many games (#26). The
    # points rows are a finished game's only and carry what is grouped by
    # (rev 0011), so with no pick they are summed from their covering index
    # alone; a pick joins the games (and evenings) it names.
    gp = game_points.c
    keys = (gp.player_id, gp.name, gp.preset, gp.role, gp.winner, gp.scheme)
    q = select(*keys, func.count(), func.sum(gp.useful_count), func.sum(gp.penalty), func.sum(gp.points))
    if evening_id is not None or tournament or date_from or date_to or up_to_round is not None:
        joined = game_points.join(games, games.c.id == gp.game_id)
        if tournament or date_from or date_to:          # the evening's name or date picks the games
            joined = joined.join(evenings, evenings.c.id == games.c.evening_id)
        q = _picked(q.select_from(joined), evening_id, tournament, date_from, date_to, up_to_round)
    if scheme is not None:
        q = q.where(gp.scheme == scheme)
    q = q.group_by(*keys)
    outcome: dict[tuple[Any, ...], tuple[str, bool]] = {}       # the ruleset's answer, asked once per kind
    by_scheme: dict[str, list[Any]] = {}
    with store.engine.connect() as conn:
        for pid, name, preset, role, winner, scheme_id, n, useful, penalty, points in conn.execute(q):
            kind = (preset, role, winner, scheme_id)
            if kind not in outcome:
                outcome[kind] = (_team(preset, role), _won(store, preset, role, winner, scheme_id))
            team, won = outcome[kind]
            by_scheme.setdefault(scheme_id, []).append(
                GameRow(pid if pid is not None else f"name:{name}", name, team, won, int(useful or 0),
                        float(penalty or 0), float(points or 0), int(n)))
    return by_scheme


def fiim_rows(store: Store, evening_id: int | None = None, tournament: str | None = None,
              date_from: str | None = None, date_to: str | None = None, up_to_round: int | None = None):
    """Sport Mafia's distance (S-13.1): the finished FIIM games picked like
    :func:`standings_rows`, in play order, as exact decimals (never the
    stored floats). Each game's rows are those kept when it was written
    (``games.kept_rows``); a game without them is replayed from its inputs.
    Returns ``(rows, options, unfinished)``: the
    :class:`~app.core.rulesets.fiim.tournament.PlayerGame` rows, the first
    game's options (Ci's), and how many of the picked games are unfinished."""
    presets = [p for rules in registry.with_distance_standings() for p in rules.presets]
    q = (select(games.c.id, games.c.status, games.c.preset, games.c.setup_json, games.c.kept_rows,
                games.c.confirmed_points)
         .select_from(games.join(evenings, evenings.c.id == games.c.evening_id))
         .where(games.c.preset.in_(presets)).order_by(evenings.c.date, games.c.evening_id, games.c.number))
    q = _picked(q, evening_id, tournament, date_from, date_to, up_to_round)
    with store.engine.connect() as conn:
        picked = conn.execute(q).all()
        finished = [gid for gid, status, *_ in picked if status == "finished"]
        seats: dict[int, dict[int, Any]] = {}
        for gid, seat, pid, name in conn.execute(
                select(game_seats.c.game_id, game_seats.c.seat, game_seats.c.player_id, game_seats.c.name)
                .where(game_seats.c.game_id.in_(finished))):
            seats.setdefault(gid, {})[seat] = pid if pid is not None else f"name:{name}"
    rows, options, unfinished = [], None, 0
    for gid, status, preset, setup_json, kept, confirmed in picked:
        if status != "finished":
            unfinished += status == "in_progress"
            continue
        ids = seats.get(gid, {})
        if options is None:
            options = setup_from_json(loads_json(setup_json)).options
        read = _kept(registry.for_preset(preset), kept, gid, ids)
        if read is None:
            stored = store.load_game(gid)
            game = stored.rebuild()
            read = game.ruleset.player_rows(game, ids)
        points = ({int(s): Decimal(v) for s, v in loads_json(confirmed).items()} if confirmed else None)
        rows.extend(_as_confirmed(read, points, ids))
    return rows, options, unfinished


def _kept(rules: Any, kept: str | None, game_id: int, ids: dict[int, Any]) -> list[Any] | None:
    """A game's kept standings rows (None: none kept, or unreadable: the
    caller replays the game instead, which loses nothing)."""
    if not kept:
        return None
    try:
        return list(rules.kept_rows(loads_json(kept), ids))
    except (ValueError, KeyError, TypeError, ArithmeticError) as err:
        log.warning("game %s: its kept standings rows are not read (%s); it is replayed", game_id, err)
        return None


def _as_confirmed(rows: list[Any], confirmed: dict[int, Decimal] | None, ids: dict[int, Any]) -> list[Any]:
    """A game's standings rows with the points the host confirmed, where a
    later reading of the rules gives others (issue #22: they stand until he
    confirms the game again). The difference is ДБ's (S-17.8's mark is the
    only points rule a reading changed), so it is carried in ``extra``."""
    if confirmed is None:
        return rows
    from dataclasses import replace

    seat_of = {pid: seat for seat, pid in ids.items()}
    out = []
    for row in rows:
        kept = confirmed.get(seat_of.get(row.player, -1))
        out.append(row if kept is None or kept == row.points else
                   replace(row, points=kept, extra=row.extra + kept - row.points))
    return out
