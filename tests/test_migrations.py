"""Databases written by released versions (``tests/fixtures``) migrate to the
newest schema with every game intact: the same status, the same result and
points on replay, the unfinished game resumable, the C-5.5 record filled, and
one copy of the old file aside."""

import shutil
import sqlite3
from pathlib import Path

import pytest

from app.core.rulesets.ok4u.points import SCHEMES
from app.core.script import result_json
from app.storage import Store
from app.storage.migrate import HEAD, current_revision

FIXTURES = Path(__file__).resolve().parent / "fixtures"
REVISIONS = ["0001", "0002", "0003"]


def before(path):
    """What the old database holds: games and, from 0002 on, points per seat."""
    con = sqlite3.connect(path)
    games = {r[0]: r[1:] for r in con.execute("SELECT id, status, winner FROM games")}
    tables = {r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    points = {}
    if "game_points" in tables:
        for gid, seat, total in con.execute("SELECT game_id, seat, points FROM game_points"):
            points.setdefault(gid, {})[seat] = total
    con.close()
    return games, points


@pytest.fixture(params=REVISIONS)
def migrated(request, tmp_path):
    path = tmp_path / "club.sqlite"
    shutil.copy(FIXTURES / f"db-{request.param}.sqlite", path)
    old = before(path)
    store = Store.open(f"sqlite:///{path}")
    yield request.param, path, old, store
    store.close()


def test_every_stored_game_migrates_and_replays_to_its_stored_result_and_points(migrated):
    revision, _, (games, points), store = migrated
    assert current_revision(store.engine) == HEAD
    assert len(games) == 12
    for gid, (status, winner) in games.items():
        stored = store.load_game(gid)
        assert stored.status == status
        game = stored.rebuild()
        assert game.winner == winner, gid
        if status == "finished":
            assert game.status == "finished"
        if gid in points:
            got = game.points(SCHEMES[stored.setup.preset])
            assert got == pytest.approx(points[gid]), gid
        if status == "finished" and revision != "0001":
            assert store.game_points(gid), gid


def test_stored_games_keep_the_first_editions_options(migrated):
    """C-3.3 and C-6.4 changed defaults: a migrated game is pinned to the old ones."""
    _, _, (games, _), store = migrated
    for gid in games:
        options = store.load_game(gid).setup.options
        assert (options.farewell_seconds, options.subset_retie, options.zero_revote) == \
            (0, "revote", "nobody_leaves")
    # one of the games had a subset re-tie: it replays with speeches and a revote again
    transcripts = [result_json(store.load_game(g).rebuild())["transcript"] for g in games]
    assert any(sum(t["step"] == "revote" for t in tr) >= 2 for tr in transcripts)
    assert not any(t["step"] == "farewell" for tr in transcripts for t in tr)


def test_the_unfinished_game_resumes_where_it_was(migrated):
    revision, _, _, store = migrated
    stored = store.unfinished_game()
    assert stored is not None and stored.id == 12
    game = stored.rebuild()
    assert game.status == "in_progress" and len(game.inputs) > 0
    if revision != "0001":
        assert stored.timer_remaining == 23.5


def test_a_copy_of_the_old_file_is_kept_once_and_opening_again_writes_none(migrated):
    revision, path, _, store = migrated
    store.close()
    copies = list(path.parent.glob("club.sqlite.before-*.bak"))
    assert len(copies) == 1
    con = sqlite3.connect(copies[0])
    assert con.execute("SELECT version_num FROM alembic_version").fetchone()[0] == revision
    con.close()
    Store.open(f"sqlite:///{path}").close()
    assert len(list(path.parent.glob("club.sqlite.before-*.bak"))) == 1


def test_disqualifications_are_filled_from_the_stored_inputs(migrated):
    """C-5.5: the migration finds the peeks recorded before it existed."""
    _, path, (games, _), store = migrated
    con = sqlite3.connect(path)
    rows = sorted(con.execute("SELECT game_id, seat, reason FROM disqualifications"))
    con.close()
    expected = sorted((gid, seat, reason) for gid in games
                      for seat, reason in ((s.seat, s.disqualified) for s in store.load_game(gid).rebuild().host_view().seats if s.disqualified))
    assert rows == expected and rows


def test_points_rows_carry_what_the_standings_group_by_and_only_finished_games_have_them(migrated):
    """Rev 0011 (#26): each points row has its seat's name and role and its
    game's preset and winner, as the game and seat rows say; no unfinished
    game keeps points rows; the standings read the same sums as a join would."""
    from app.storage.store import standings_rows

    revision, path, _, store = migrated
    con = sqlite3.connect(path)
    rows = con.execute("""SELECT gp.name = gs.name AND gp.role = gs.role AND gp.preset = g.preset
                              AND gp.winner IS g.winner, g.status
                          FROM game_points gp JOIN games g ON g.id = gp.game_id
                          JOIN game_seats gs ON gs.game_id = gp.game_id AND gs.seat = gp.seat""").fetchall()
    joined = con.execute("""SELECT gs.name, count(*), sum(gp.points) FROM game_points gp
                            JOIN game_seats gs ON gs.game_id = gp.game_id AND gs.seat = gp.seat
                            JOIN games g ON g.id = gp.game_id WHERE g.status = 'finished'
                            GROUP BY gs.name""").fetchall()
    con.close()
    assert rows or revision == "0001"                   # 0001 kept no points rows
    assert all(same == 1 and status == "finished" for same, status in rows)
    summed: dict[str, list[float]] = {}
    for row in standings_rows(store):
        total = summed.setdefault(row.name, [0, 0.0])
        total[0] += row.games
        total[1] += row.points
    assert {name: (n, round(p, 6)) for name, (n, p) in summed.items()} == {
        name: (n, round(p, 6)) for name, n, p in joined}


def test_points_rows_an_unfinished_game_kept_are_dropped_by_rev_0011(tmp_path):
    """The standings never counted them; after rev 0011 they read the points rows alone (#26)."""
    path = tmp_path / "club.sqlite"
    shutil.copy(FIXTURES / "db-0003.sqlite", path)
    con = sqlite3.connect(path)
    gid = con.execute("SELECT id FROM games WHERE status <> 'finished'").fetchone()[0]
    con.execute("INSERT INTO game_points (game_id, seat, points, scheme, scheme_version) "
                "VALUES (?, 1, 5.0, 'ok4u', 1)", (gid,))
    con.commit()
    con.close()
    store = Store.open(f"sqlite:///{path}")
    try:
        assert store.game_points(gid) == {}
        assert store.game_points(1)             # a finished game's rows stay
    finally:
        store.close()


def test_head_and_known_revisions_agree_with_alembic():
    """The revisions read from the migration files (no Alembic at start, #38) are Alembic's own."""
    from alembic.script import ScriptDirectory

    from app.storage.migrate import KNOWN, alembic_config

    scripts = ScriptDirectory.from_config(alembic_config())
    assert HEAD == scripts.get_current_head() and KNOWN == {s.revision for s in scripts.walk_revisions()}


def test_an_up_to_date_database_opens_without_loading_alembic(tmp_path):
    """A cold start pays for Alembic only when the schema must change (#38's start time)."""
    import subprocess
    import sys

    url = f"sqlite:///{tmp_path / 'games.sqlite'}"
    code = ("import sys; from app.storage import Store; Store.open(%r).close(); "
            "print('alembic' in sys.modules)")
    first = subprocess.run([sys.executable, "-c", code % url], capture_output=True, text=True, check=True)
    again = subprocess.run([sys.executable, "-c", code % url], capture_output=True, text=True, check=True)
    assert first.stdout.strip() == "True" and again.stdout.strip() == "False"
