"""Four tables' hosts writing their games at once to one database (SQLite
and a real PostgreSQL server): nothing is lost, and one game's inputs are
never interleaved with another's (issue 10)."""

import json
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))

from app.storage import Store  # noqa: E402
from common import random_game  # noqa: E402

WRITER = Path(__file__).resolve().parent / "concurrent_writer.py"


def test_four_tables_write_at_once_and_lose_nothing(database_url):
    Store.open(database_url).close()          # the schema is made once, before the hosts start
    seeds = {f"T{k}": 1000 + k for k in range(1, 5)}
    procs = {t: subprocess.Popen([sys.executable, str(WRITER), database_url, t, str(seed)],
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
             for t, seed in seeds.items()}
    ids = {}
    for table, proc in procs.items():
        out, err = proc.communicate(timeout=240)
        assert proc.returncode == 0, err[-2000:]
        ids[table] = int(out.split()[-1])
    store = Store.open(database_url)
    try:
        for table, gid in ids.items():
            _, want = random_game(seeds[table])
            stored = store.load_game(gid)
            assert [kind for kind, _ in stored.events] == ["input"] * len(want)
            assert [inp for _, inp in stored.events] == list(want)     # all of them, in order, only its own
            assert stored.status == "finished"
            assert {s.player.split("-")[0] for s in stored.setup.seats} == {table}
        assert len(set(ids.values())) == 4
    finally:
        store.close()
    assert json.dumps(sorted(ids)) == json.dumps(sorted(seeds))


def test_a_game_stored_resumes_scores_and_exports_the_same_on_both_databases(database_url):
    """The window's whole path through storage: inputs, undo/redo, resume,
    points, standings, evening export and import."""
    from app.core.game import Game
    from app.core.standings import standings
    from app.storage.store import standings_rows

    _, inputs = random_game(7)
    setup, _ = random_game(7)
    store = Store.open(database_url)
    try:
        evening = store.create_evening("2026-11-24", "OK4U", "1", tournament="Зима")
        gid = store.start_game(evening, setup)
        game = Game(setup)
        for i, inp in enumerate(inputs):
            game.push(inp)
            store.record(gid, "input", inp, game)
            if i == 5:
                game.undo()
                store.record(gid, "undo", None, game)
                game.redo()
                store.record(gid, "redo", None, game)
        stored = store.load_game(gid)
        again = stored.rebuild()
        assert again.inputs == game.inputs and again.winner == game.winner
        assert {s: r["points"] for s, r in store.game_points(gid).items()} == game.points()
        table = standings(standings_rows(store, tournament="Зима"))
        assert sum(s.points for s in table) == sum(game.points().values())
        data = store.export_evening(evening)
        copy = store.import_evening(data)
        assert [g.rebuild().winner for g in store.evening_games(copy)] == [game.winner]
    finally:
        store.close()
