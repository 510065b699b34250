"""The web server (issue #29): the board as JSON and as a live event stream,
never a role before the end; the standings; 10 requests a second and 4 open
per client; closing the server closes every stream; ``python -m app serve``
follows a database another window writes."""

from __future__ import annotations

import asyncio
import json
import re
import subprocess
import sys
import urllib.request

import pytest

from aiohttp.test_utils import TestClient, TestServer

from app.core.script import load_script
from app.service.board import BOARD_FORMAT, StoreFeed, board_json, standings_json
from app.web.server import BoardServer
from helpers import shared_dir

SCENARIO = shared_dir() / "scenarios" / "ok4u-10-red-wins.json"
ROLE_IDS = ("sheriff", "mafia", "don", "doctor", "maniac", "beauty", "civilian")


def scenario_script():
    data = json.loads(SCENARIO.read_text(encoding="utf-8"))
    data.pop("expect", None)
    return load_script(json.dumps(data))


class GameFeed:
    """A game in play, as the window would feed it."""

    def __init__(self, game):
        self.game = game

    def board(self):
        return board_json(self.game.public_view(), "test")

    def standings(self):
        return standings_json([])


def run(coro):
    return asyncio.run(coro)


async def next_data(stream) -> dict:
    """The next event's data on an event stream (past ``retry``, ``id`` and comment lines)."""
    while True:
        line = await stream.content.readline()
        if not line:
            raise EOFError("the stream ended")
        if line.startswith(b"data: "):
            return json.loads(line[len(b"data: "):])


async def client_for(server: BoardServer) -> TestClient:
    client = TestClient(TestServer(server.app))
    await client.start_server()
    return client


def test_the_board_shows_no_role_before_the_end_and_every_role_after():
    from app.core.game import Game

    script = scenario_script()
    game = Game(script.setup, script.actions[:len(script.actions) // 2])

    async def main():
        feed = GameFeed(game)
        client = await client_for(BoardServer(feed))
        try:
            data = await (await client.get("/board.json")).json()
            assert data["format"] == BOARD_FORMAT and data["game"]["phase"] in ("day", "night")
            assert all(seat["role"] is None for seat in data["game"]["seats"])
            text = json.dumps(data)
            assert not any(f'"{role}"' in text for role in ROLE_IDS)
            for inp in script.actions[len(script.actions) // 2:]:
                game.push(inp)
            data = await (await client.get("/board.json")).json()
            assert data["game"]["winner"] and all(seat["role"] for seat in data["game"]["seats"])
            page = await (await client.get("/board")).text()
            assert '<script src="/static/board.js">' in page and 'lang="ru"' in page and "<script>" not in page
            script_file = await client.get("/static/live.js")
            assert script_file.status == 200 and "EventSource" in await script_file.text()
            assert "javascript" in script_file.headers["Content-Type"]
        finally:
            await client.close()
    run(main())


def test_the_event_stream_sends_the_board_at_every_change_and_closes_with_the_server():
    from app.core.game import Game

    script = scenario_script()
    game = Game(script.setup, script.actions[:5])

    async def main():
        server = BoardServer(GameFeed(game))
        client = await client_for(server)
        try:
            response = await client.get("/board/events")
            first = await next_data(response)
            game.push(script.actions[5])
            server.notify()
            second = await next_data(response)
            assert second != first and second["game"]["step_no"] >= first["game"]["step_no"]
            await server.stop()
            rest = await asyncio.wait_for(response.content.read(), 5)
            assert rest in (b"", b"\n")
        finally:
            await client.close()
    run(main())


def test_ten_requests_a_second_after_a_burst_of_thirty_and_four_open_per_client():
    async def main():
        frozen = BoardServer(GameFeed(None), clock=lambda: 0.0)
        frozen.feed = type("F", (), {"board": lambda self: board_json(None), "standings": lambda self: {}})()
        client = await client_for(frozen)
        try:
            codes = [(await client.get("/board.json")).status for _ in range(32)]
            assert codes[:30] == [200] * 30 and codes[30:] == [429, 429]     # a burst of 30, then 10 a second
        finally:
            await client.close()
        server = BoardServer(type("F", (), {"board": lambda self: board_json(None), "standings": lambda self: {}})())
        client = await client_for(server)
        try:
            streams = [await client.get("/board/events") for _ in range(4)]
            for s in streams:
                await s.content.readline()
            assert (await client.get("/board.json")).status == 429
            await server.stop()
        finally:
            await client.close()
    run(main())


def test_the_store_feed_follows_the_game_in_progress_and_the_standings(tmp_path):
    from app.core.script import replay
    from app.storage import Store

    store = Store.open(f"sqlite:///{tmp_path / 'games.sqlite'}")
    feed = StoreFeed(store)
    assert feed.board() == {"format": BOARD_FORMAT, "game": None} and feed.changed()
    assert not feed.changed()
    script = scenario_script()
    eid = store.create_evening("2026-11-26", club="Клуб")
    store.import_game(eid, script.setup, script.actions, replay(script))
    assert feed.changed()
    assert feed.board()["game"] is None                    # finished: nothing in progress
    rows = feed.standings()
    assert rows["format"] == "mafia-standings/1" and len(rows["rows"]) == 10 and "Клуб" in rows["title"]
    store.close()


def test_python_m_app_serve_serves_the_database(tmp_path):
    url = f"sqlite:///{tmp_path / 'games.sqlite'}"
    with subprocess.Popen([sys.executable, "-m", "app", "serve", "--db", url, "--port", "0"],
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) as proc:
        try:
            address = proc.stdout.readline().strip()
            assert address.startswith("http://127.0.0.1:") and address.endswith("/board")
            with urllib.request.urlopen(address + ".json", timeout=10) as response:
                assert json.loads(response.read())["format"] == BOARD_FORMAT
            with urllib.request.urlopen(address.replace("/board", "/standings.json"), timeout=10) as response:
                assert json.loads(response.read())["rows"] == []
        finally:
            proc.terminate()
            proc.wait(timeout=10)
    bad = subprocess.run([sys.executable, "-m", "app", "serve", "--db", url, "--port", "70000"],
                         capture_output=True, text=True)
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1 and "Traceback" not in bad.stderr


def test_the_window_serves_its_game_and_closes_every_connection(qtbot, stored_window):
    """Game → Serve to phones and screens: the server runs on the window's
    asyncio loop (qasync), reads the game's public view, and stops with a click."""
    import aiohttp
    import qasync
    from PySide6.QtWidgets import QApplication

    from app.ui.serve import ServeDialog, start_serving, stop_serving

    window, _ = stored_window()
    window.start_game(scenario_script().setup)
    loop = qasync.QEventLoop(QApplication.instance())
    asyncio.set_event_loop(loop)

    async def fetch(url):
        async with aiohttp.ClientSession() as session:
            async with session.get(url) as response:
                return await response.json()
    try:
        url = loop.run_until_complete(start_serving(window, "127.0.0.1", 0))
        data = loop.run_until_complete(fetch(url + ".json"))
        assert data["game"]["seats"][0]["name"] == scenario_script().setup.seats[0].player
        assert all(seat["role"] is None for seat in data["game"]["seats"])
        assert data["game"]["title"] == "City Mafia (OK4U)"                   # the host's language: English here
        assert window.c.game.ruleset.game_title(window.c.game.setup) == "City Mafia (OK4U)"          # the core: English
        seconds = float(window.c.game.setup.speech_seconds)                    # C-3: by table size (50 at 10)
        assert data["game"]["timer"] == {"remaining": seconds, "running": False}
        version = window.web_server.version
        window.c.toggle_timer()
        assert window.web_server.version > version                      # the pages are told at once
        QApplication.processEvents()              # saved once the window has drawn it (#26)
        window.c.desk.flush_timer()
        stored = window.c.desk.store.load_game(window.c.game_id)         # serve's board reads it so
        assert stored.timer_running and stored.timer_remaining == pytest.approx(seconds, abs=1)
        assert loop.run_until_complete(fetch(url + ".json"))["game"]["timer"]["running"] is True
        dialog = ServeDialog(window)
        qtbot.addWidget(dialog)
        assert url in dialog.address.text() and not dialog.qr.pixmap().isNull()
        assert not dialog.port.isEnabled()
        loop.run_until_complete(dialog.start_or_stop())
        assert window.web_server is None and "Off" in dialog.address.text()
    finally:
        loop.run_until_complete(stop_serving(window))
        loop.close()
        asyncio.set_event_loop(None)


def test_the_dialog_gives_one_players_link_revokes_it_and_saves_a_sheet(qtbot, stored_window, tmp_path):
    """The host shows one player's link with its QR code; a new one revokes
    the earlier; revoking ends it; the sheet has a card for every player."""
    import qasync
    from PySide6.QtWidgets import QApplication

    from app.ui.serve import ServeDialog, start_serving, stop_serving

    window, store = stored_window()
    window.start_game(scenario_script().setup)
    loop = qasync.QEventLoop(QApplication.instance())
    asyncio.set_event_loop(loop)
    try:
        loop.run_until_complete(start_serving(window, "127.0.0.1", 0))
        dialog = ServeDialog(window)
        qtbot.addWidget(dialog)
        dialog.player.setCurrentIndex(2)
        first = dialog.phone_link()
        token = first.rsplit("/", 1)[1]
        assert "Вера" in dialog.phone.text() and first in dialog.phone.text()
        assert window.web_server.feed.player(token)["seat"] == 3
        second = dialog.phone_link()
        assert window.web_server.feed.player(token) is None          # the earlier link is revoked
        dialog.revoke_links()
        assert window.web_server.feed.player(second.rsplit("/", 1)[1]) is None
        sheet = dialog.save_sheet(tmp_path / "cards.html")
        page = sheet.read_text(encoding="utf-8")
        assert page.count("class='card'") == 10 and page.count("<svg") == 10
        html_links = {a for a in re.findall(r"<small>([^<]+)</small>", page)}
        pdf = dialog.save_sheet(tmp_path / "cards.pdf")             # the default: a PDF to print
        assert pdf.read_bytes().startswith(b"%PDF") and not list(tmp_path.glob("*.tmp"))
        assert all(window.web_server.feed.player(link.rsplit("/", 1)[1]) is None for link in html_links)
        assert "cards.pdf" in dialog.phone.text()
    finally:
        loop.run_until_complete(stop_serving(window))
        loop.close()
        asyncio.set_event_loop(None)


def test_the_board_words_what_the_projector_shows_and_no_role_before_the_end(qtbot):
    """The board's ``words`` are the projector's own lines (C-10.2: the
    nominees, the votes as counted; C-10.3: the role only at the end), step
    by step through the shared game: the projector window shows the same."""
    from app.core.game import Game
    from app.ui.projector import ProjectorFeed, ProjectorWindow
    from app.ui.room_words import board_words
    from app.ui.texts import role_name

    script = scenario_script()
    game = Game(script.setup, [])
    projector = ProjectorWindow(ProjectorFeed(view=game.public_view, remaining=lambda: None, running=lambda: False))
    qtbot.addWidget(projector)
    role_words = {role_name(r) for r in ROLE_IDS}
    seen_nominated = seen_vote = False
    for inp in script.actions:
        game.push(inp)
        projector.refresh()
        words = board_json(game.public_view(), "test", board_words)["game"]["words"]
        assert words["phase"] == projector.phase.text()
        info = "\n".join(words["info"])
        if game.public_view().phase != "night":
            assert info == projector.info.text()
        seen_nominated |= "Nominated: " in info
        seen_vote |= any(line.startswith("Vote: ") for line in words["info"])
        shown = json.dumps(words, ensure_ascii=False)
        if game.public_view().phase != "finished":
            assert not any(word in shown for word in role_words), shown
    assert seen_nominated and seen_vote
    assert words["phase"] == "The city (red) wins"
    assert {r for s in words["seats"] for r in s["extra"]} <= role_words and all(s["extra"] for s in words["seats"])


def test_python_m_app_serve_words_the_board_in_the_pages_language(tmp_path):
    """``serve --lang ru`` words the game in progress as the projector would, in Russian."""
    from app.core.game import Game
    from app.storage import Store

    url = f"sqlite:///{tmp_path / 'games.sqlite'}"
    store = Store.open(url)
    script = scenario_script()
    eid = store.create_evening("2026-11-26", club="Клуб")
    gid = store.start_game(eid, script.setup)
    game = Game(script.setup, [])
    for inp in script.actions[:6]:
        game.push(inp)
        store.record(gid, "input", inp, game)
    store.close()
    with subprocess.Popen([sys.executable, "-m", "app", "serve", "--db", url, "--port", "0", "--lang", "ru"],
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) as proc:
        try:
            address = proc.stdout.readline().strip()
            with urllib.request.urlopen(address + ".json", timeout=10) as response:
                game = json.loads(response.read())["game"]
        finally:
            proc.terminate()
            proc.wait(timeout=10)
    assert game["title"] == "Городская мафия (OK4U)"
    assert game["words"]["phase"].startswith(("День", "Ночь")), game["words"]
    assert all(s["extra"] == [] for s in game["words"]["seats"])


def test_serve_counts_down_the_timer_the_hosts_window_saved(tmp_path):
    """#29: the window saves the speech timer's seconds, whether it runs
    and when; ``serve``'s board counts a running one down from then, keeps
    a paused one, and tells its pages when the timer was saved again."""
    import datetime as dt

    from app.core.game import Game
    from app.storage import Store

    store = Store.open(f"sqlite:///{tmp_path / 'games.sqlite'}")
    script = scenario_script()
    eid = store.create_evening("2026-11-26")
    gid = store.start_game(eid, script.setup)
    game = Game(script.setup, [])
    game.push(script.actions[0])
    store.record(gid, "input", script.actions[0], game)
    now = [dt.datetime(2026, 11, 26, 20, 0, 0)]
    feed = StoreFeed(store, clock=lambda: now[0])
    feed.changed()
    assert feed.board()["game"]["timer"] is None                   # nothing saved yet
    store.save_timer(gid, 50.0, running=True)
    assert feed.changed()                                          # the pages are told
    saved = store.load_game(gid).timer_at
    now[0] = saved + dt.timedelta(seconds=12.5)
    assert feed.board()["game"]["timer"] == {"remaining": 37.5, "running": True}
    now[0] = saved + dt.timedelta(seconds=80)
    assert feed.board()["game"]["timer"] == {"remaining": 0.0, "running": False}
    store.save_timer(gid, 20.0, running=False)                     # paused at 20 s
    assert feed.changed()
    now[0] += dt.timedelta(seconds=30)
    assert feed.board()["game"]["timer"] == {"remaining": 20.0, "running": False}
    store.save_timer(gid, None)                                    # no speech now
    assert feed.board()["game"]["timer"] is None
    store.close()
