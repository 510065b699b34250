"""The club's memory (issue #42): the statistics' and the rating's queries
over a stored club of 2,500 and 50,000 games (SQLite, in a temporary
folder), each against a bare read of the rows it needs; a full rating
recompute (goal ≤ 2 s at 50,000 on this machine); peak memory.

    .venv/bin/python bench/stats.py [--sizes 2500,50000] [--runs 5]

The club is made up and written straight into the database: 500 players,
ten a game (seven red, three black), one game in five a tournament's, a
seeded draw of who plays, wins, fouls and is killed first; each seat with
its points row. Each query is run ``--runs`` times; p50 is the median.

- ``statistics``: what Tools → Statistics, ``stats`` and ``/stats`` read
  (the seats grouped by the database, one line a game) and the counts
  made of them: ``read`` (the first time, or after a game changed) and
  ``remembered`` (again, no game changed); ``of a month``: picked by dates;
- ``seat by seat``: the same counted from every seat read one by one
  (``seat_facts``), as before, for comparison;
- ``a player's card``: his seats one by one and the club's rating;
- ``rated_games``: what the rating reads; ``rating (…), read + rate``:
  the full recompute from the database; ``remembered``: asked again with
  no game changed (what the window, the card and the pages do);
- ``bare read``: the same rows selected and fetched with nothing made of
  them, the floor the goal compares with (≤ 2×).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
import tracemalloc
from datetime import date, datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sqlalchemy import insert, select  # noqa: E402

from app.core.rating import RatedGame, RatedSeat, rate  # noqa: E402
from app.core.ruleset import RULES_EDITION  # noqa: E402
from app.core.stats import club_stats, player_stats  # noqa: E402
from app.service.rating import club_rating  # noqa: E402
from app.scoring.openskill_rating import rate_openskill  # noqa: E402
from app.service.stats import counted  # noqa: E402
from app.storage import Store  # noqa: E402
from app.storage.schema import evenings, game_points, game_seats, games, players  # noqa: E402

ROLES = ["civilian"] * 6 + ["sheriff", "mafia", "mafia", "don"]


def made_club(url: str, count: int, people: int = 500, seed: int = 1) -> None:
    """``count`` finished OK4U-shaped games in a new database at ``url``."""
    rng = random.Random(seed)
    store = Store.open(url)
    now = datetime(2026, 11, 28)
    with store.engine.begin() as conn:
        conn.execute(insert(players), [{"id": i + 1, "name": f"Игрок {i + 1}", "name_key": f"игрок {i + 1}", "created_at": now}
                                       for i in range(people)])
        per_evening = 5
        day0 = date(2020, 1, 1)
        conn.execute(insert(evenings), [
            {"id": e + 1, "date": (day0 + timedelta(days=e // 2)).isoformat(), "club": "Клуб", "table_name": "1",
             "host": "", "tournament": "Кубок" if e % 5 == 0 else "", "created_at": now}
            for e in range((count + per_evening - 1) // per_evening)])
        game_rows, seat_rows, point_rows = [], [], []
        for g in range(count):
            red_won = rng.random() < 0.55
            game_rows.append({"id": g + 1, "evening_id": g // per_evening + 1, "number": g % per_evening + 1,
                              "status": "finished", "speed_game": False, "preset": "ok4u", "setup_json": "{}",
                              "winner": "red" if red_won else "black", "started_at": now, "updated_at": now,
                              "finished_at": now, "points_confirmed": True, "rules_edition": RULES_EDITION,
                              "days": rng.randint(2, 5)})
            table = rng.sample(range(1, people + 1), 10)
            roles = ROLES[:]
            rng.shuffle(roles)
            first = rng.randint(1, 10)
            for seat, (pid, role) in enumerate(zip(table, roles), 1):
                black = role in ("mafia", "don")
                seat_rows.append({"game_id": g + 1, "seat": seat, "player_id": pid, "name": f"Игрок {pid}",
                                  "role": role, "fouls": rng.choice((0, 0, 0, 1, 1, 2, 3)),
                                  "removed": rng.random() < 0.02, "first_killed": seat == first,
                                  "best_named": 3 if seat == first else None,
                                  "best_black": rng.randint(0, 3) if seat == first else None})
                point_rows.append({"game_id": g + 1, "seat": seat, "player_id": pid, "name": f"Игрок {pid}",
                                   "role": role, "preset": "ok4u", "winner": game_rows[-1]["winner"],
                                   "points": 4.0 if black != red_won else 0.0, "scheme": "ok4u",
                                   "scheme_version": 2})
            if len(seat_rows) >= 50_000:
                conn.execute(insert(games), game_rows)
                conn.execute(insert(game_seats), seat_rows)
                conn.execute(insert(game_points), point_rows)
                game_rows, seat_rows, point_rows = [], [], []
        if game_rows:
            conn.execute(insert(games), game_rows)
            conn.execute(insert(game_seats), seat_rows)
            conn.execute(insert(game_points), point_rows)
    store.close()


def bare_read(store: Store, month: bool = False) -> int:
    """The rows the statistics read, fetched with nothing made of them."""
    q = (select(games.c.id, games.c.preset, games.c.winner, evenings.c.date, games.c.days)
         .select_from(games.join(evenings, evenings.c.id == games.c.evening_id)).where(games.c.status == "finished"))
    if month:
        q = q.where(evenings.c.date >= "2020-02-01", evenings.c.date <= "2020-02-29")
    with store.engine.connect() as conn:
        ids = [r[0] for r in conn.execute(q).all()]
        n = 0
        for start in range(0, len(ids), 500):
            n += len(conn.execute(select(game_seats).where(game_seats.c.game_id.in_(ids[start:start + 500]))).all())
    return n


def bare_rating(store: Store) -> int:
    """The rows the rating reads, fetched with nothing made of them."""
    with store.engine.connect() as conn:
        return len(conn.execute(
            select(games.c.id, games.c.preset, games.c.winner, evenings.c.tournament, game_seats.c.player_id,
                   game_seats.c.name, game_seats.c.role)
            .select_from(game_seats.join(games, games.c.id == game_seats.c.game_id)
                         .join(evenings, evenings.c.id == games.c.evening_id))
            .where(games.c.status == "finished")
            .order_by(evenings.c.date, games.c.evening_id, games.c.number, game_seats.c.seat)).all())


def card(store: Store) -> None:
    """What a player's card reads: his seats one by one and the club's rating."""
    mine = store.seat_facts(names=[n for n in store.seat_names() if n == "Игрок 7"])
    player_stats(mine)
    club_rating(store)


def p50(run, runs: int) -> float:
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        run()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def peak(run) -> float:
    tracemalloc.start()
    run()
    top = tracemalloc.get_traced_memory()[1] / 2 ** 20
    tracemalloc.stop()
    return top


def in_memory(count: int, people: int = 500, seed: int = 1) -> list[RatedGame]:
    rng = random.Random(seed)
    out = []
    for g in range(count):
        table = rng.sample(range(people), 10)
        red_won = rng.random() < 0.55
        out.append(RatedGame(g + 1, "club" if g % 5 else "tournament",
                             tuple(RatedSeat(p, f"p{p}", "red" if i < 7 else "black", red_won == (i < 7))
                                   for i, p in enumerate(table))))
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="2500,50000")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    for count in (int(n) for n in args.sizes.split(",")):
        with tempfile.TemporaryDirectory() as folder:
            url = f"sqlite:///{Path(folder) / 'club.sqlite'}"
            t0 = time.perf_counter()
            made_club(url, count)
            print(f"{count:>6} games: the club written in {time.perf_counter() - t0:.1f} s", flush=True)
            store = Store.open(url)
            runs = args.runs if count <= 10_000 else max(3, args.runs // 2)
            rows = [
                ("bare read (statistics' rows)", lambda: bare_read(store)),
                ("statistics, read (read_stat_groups + counts)", lambda: counted(*store.read_stat_groups())),
                ("statistics, remembered (no game changed)", lambda: counted(*store.stat_groups())),
                *([("seat by seat (seat_facts + counts)",
                    lambda: (lambda f: (player_stats(f), club_stats(f)))(store.seat_facts()))] if count <= 10_000
                  else []),                 # 20 s at 50,000: measured at 2,500 only
                ("bare read (a month)", lambda: bare_read(store, month=True)),
                ("statistics of a month, read", lambda: counted(*store.read_stat_groups("2020-02-01", "2020-02-29"))),
                ("a player's card (his seats, the rating)", lambda: card(store)),
                ("bare read (the rating's rows)", lambda: bare_rating(store)),
                ("rated_games, read", store.read_rated_games),
                ("rating (mafiaratings), read + rate", lambda: rate(store.read_rated_games())),
                ("rating (openskill), read + rate",
                 lambda: rate_openskill(store.read_rated_games(), store.rated_points())),
                ("rating (mafiaratings), remembered", lambda: club_rating(store, "mafiaratings")),
                ("rating (openskill), remembered", lambda: club_rating(store, "openskill")),
            ]
            for name, run in rows:
                print(f"{'':>6}   {name:<42} p50 {p50(run, runs):7.3f} s   peak {peak(run):7.1f} MiB", flush=True)
            store.close()
        made = in_memory(count)
        print(f"{'':>6}   {'rating recompute in memory (mafiaratings)':<42} p50 {p50(lambda: rate(made), 3):7.3f} s",
              flush=True)


if __name__ == "__main__":
    main()
