"""A tournament over several tables on one server (issue #41, items 3 and
4): three host processes write their tables' games at once to one
throwaway PostgreSQL, each game tagged with its round and table; the
tournament's standings (``standings --tournament``) equal those of the same
games played at one table, and ``--after-round 1`` equals round 1's games
alone. The room's page reads the same standings."""

from __future__ import annotations

import json
import subprocess
from decimal import Decimal
import sys
from pathlib import Path

from app.core.seating import make_seating
from app.core.script import load_script, replay
from app.service.board import standings_page
from app.storage import Store

ROOT = Path(__file__).resolve().parents[1]
TEMPLATE = (ROOT / "resources" / "samples" / "fiim-sample-game.json").read_text(encoding="utf-8")
HOST = """
import json, sys
from app.core.script import load_script, replay
from app.storage import Store
url, table, plan, template = sys.argv[1], int(sys.argv[2]), json.loads(sys.argv[3]), sys.argv[4]
store = Store.open(url)
eid = store.create_evening("2026-11-28", "Клуб", f"Стол {table}", "Ведущий", "Кубок")
for r, round_ in enumerate(plan, 1):
    data = json.loads(template)
    for seat, p in zip(data["seats"], round_[table - 1]):
        seat["player"] = f"Игрок{p}"
    script = load_script(json.dumps(data))
    gid = store.import_game(eid, script.setup, script.actions, replay(script))
    store.tag_game(gid, r, table)
store.close()
"""


def game_of(table: list[int]):
    data = json.loads(TEMPLATE)
    for seat, p in zip(data["seats"], table):
        seat["player"] = f"Игрок{p}"
    return load_script(json.dumps(data))


def standings(url: str, *pick: str) -> list[dict]:
    done = subprocess.run([sys.executable, "-m", "app", "standings", "--db", url, "--json", *pick],
                          capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)["tables"]


def test_three_tables_on_one_server_give_the_one_table_standings(postgres_server, tmp_path):
    url = postgres_server.createdb("tournament_three_tables")
    plan = [[list(t) for t in r] for r in make_seating(30, 3, 2, seed=9)]
    Store.open(url).close()                                              # the schema, once
    hosts = [subprocess.Popen([sys.executable, "-c", HOST, url, str(table), json.dumps(plan), TEMPLATE],
                              cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
             for table in (1, 2, 3)]                                     # three tables at once
    for host in hosts:
        _, err = host.communicate(timeout=180)
        assert host.returncode == 0, err
    one = f"sqlite:///{tmp_path / 'one-table.sqlite'}"
    store = Store.open(one)
    evening = store.create_evening("2026-11-28", "Клуб", "1", "Ведущий", "")
    first_round = Store.open(f"sqlite:///{tmp_path / 'round-1.sqlite'}")
    evening_1 = first_round.create_evening("2026-11-28", "Клуб", "1", "Ведущий", "")
    for r, round_ in enumerate(plan, 1):
        for table in round_:
            script = game_of(table)
            store.import_game(evening, script.setup, script.actions, replay(script))
            if r == 1:
                first_round.import_game(evening_1, script.setup, script.actions, replay(script))
    store.close()
    first_round.close()
    tournament = standings(url, "--tournament", "Кубок")
    assert tournament and tournament[0]["kind"] == "distance" and len(tournament[0]["rows"]) == 30
    assert tournament == standings(one, "--evening", "1")
    assert standings(url, "--tournament", "Кубок", "--after-round", "1") == standings(
        f"sqlite:///{tmp_path / 'round-1.sqlite'}", "--evening", "1")
    served = Store.open(url)
    try:
        evening_id = served.latest_evening()["id"]
        page = standings_page(served, evening_id, "ru")
        assert page["title"] == "Кубок" and len(page["rows"]) == 30      # every table's games, not this evening's
        players = {row["player"]: Decimal(row["points"]) for row in page["rows"]}       # exact, as a text
        assert players == {row["player"]: Decimal(str(row["total"])) for row in tournament[0]["rows"]}
        after = standings_page(served, evening_id, "ru", up_to_round=1)
        assert "после тура 1" in after["title"] and all(row["games"] == 1 for row in after["rows"])
    finally:
        served.close()


def test_the_windows_page_follows_another_tables_games(qtbot, stored_window):
    """The host window serving the room's pages follows the club's database:
    another table's host writing a game of the tournament moves this
    window's /standings at once (issue #41), not at this window's next input."""
    import asyncio

    import aiohttp
    import qasync
    from PySide6.QtWidgets import QApplication

    from app.ui.serve import start_serving, stop_serving

    window, store = stored_window()
    window.desk.create_evening(window.desk.today(), "Клуб", "Стол 1", "Ведущий", "Кубок")   # tonight's evening
    loop = qasync.QEventLoop(QApplication.instance())
    asyncio.set_event_loop(loop)

    async def standings_after_a_write(url):
        async with aiohttp.ClientSession() as session:
            async with session.get(url.replace("/board", "/standings/events")) as stream:
                first = await next_event(stream)
                other = Store.open(str(store.engine.url.render_as_string(hide_password=False)))   # table 2's host
                evening = other.create_evening(window.desk.today(), "Клуб", "Стол 2", "Другой", "Кубок")
                script = game_of(list(range(1, 11)))
                other.tag_game(other.import_game(evening, script.setup, script.actions, replay(script)), 1, 2)
                other.close()
                return first, await asyncio.wait_for(next_event(stream), 10)

    async def next_event(stream):
        while True:
            line = await stream.content.readline()
            if line.startswith(b"data: "):
                return json.loads(line[len(b"data: "):])

    try:
        url = loop.run_until_complete(start_serving(window, "127.0.0.1", 0))
        before, after = loop.run_until_complete(standings_after_a_write(url))
        assert before["title"] == "Кубок" and before["rows"] == []
        assert len(after["rows"]) == 10 and {r["player"] for r in after["rows"]} == {f"Игрок{i}" for i in range(1, 11)}
    finally:
        loop.run_until_complete(stop_serving(window))
        loop.close()
        asyncio.set_event_loop(None)
