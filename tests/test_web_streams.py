"""The room's pages keep their connections honest (issue #40, first part):
a phone's JSON answers (``/p/<token>.json``), a closed stream frees its
client's place at once, a stream sends only what changed (nothing per night
order), a revoked link's stream ends, and every answer carries the security
headers and names no server software."""

from __future__ import annotations

import asyncio
import json
import time

from app.core.game import Game
from app.service.board import board_json, player_json, standings_json
from app.web import server as web_server
from app.web.server import OPEN, BoardServer
from test_web import client_for, next_data, run, scenario_script


class Table:
    """A game in play and its players' links, as a window feeds them."""

    def __init__(self, game, tokens=None):
        self.game = game
        self.tokens = dict(tokens or {})

    def board(self):
        return board_json(self.game.public_view(), "test")

    def standings(self):
        return standings_json([])

    def player(self, token):
        name = self.tokens.get(token)
        return None if name is None else player_json(self.game, name, "ru")


async def until(condition, tries: int = 200) -> bool:
    """``condition()`` comes true while the loop runs (each try yields to the server)."""
    for _ in range(tries):
        if condition():
            return True
        await asyncio.sleep(0.01)
    return condition()


def test_the_phone_json_answers_and_an_unknown_token_gets_the_plain_page():
    script = scenario_script()
    table = Table(Game(script.setup), {"TokenOfVera_123": script.setup.name(3)})

    async def main():
        client = await client_for(BoardServer(table))
        try:
            ok = await client.get("/p/TokenOfVera_123.json")
            assert ok.status == 200 and (await ok.json())["seat"] == 3
            page = await client.get("/p/TokenOfVera_123")
            assert page.status == 200 and "text/html" in page.headers["Content-Type"]
            for bad in ("/p/madeUp_1234567.json", "/p/madeUp_1234567", "/p/a.b.json"):
                response = await client.get(bad)
                assert response.status == 404 and response.headers["Cache-Control"] == "no-store", bad
        finally:
            await client.close()
    run(main())


def test_every_answer_has_the_security_headers_and_names_no_software():
    async def main():
        client = await client_for(BoardServer(Table(Game(scenario_script().setup))))
        try:
            for path in ("/board", "/board.json", "/standings", "/p/none_such_token", "/static/live.js"):
                headers = (await client.get(path)).headers
                assert headers["Server"] == "Mafia Host", path
                assert headers["X-Content-Type-Options"] == "nosniff" and headers["Referrer-Policy"] == "no-referrer"
                policy = headers["Content-Security-Policy"]
                assert "script-src 'self';" in policy and "unsafe-inline" not in policy, path   # no inline script
                if path.startswith("/board"):       # a stream's overlay may frame the board (OBS)
                    assert "X-Frame-Options" not in headers and "frame-ancestors" not in policy
                else:
                    assert headers["X-Frame-Options"] == "DENY" and "frame-ancestors 'none'" in policy, path
            assert (await client.get("/p/none_such_token.json")).headers["Cache-Control"] == "no-store"
        finally:
            await client.close()
    run(main())


def test_a_closed_stream_frees_its_place_and_429_is_in_the_pages_language(monkeypatch):
    monkeypatch.setattr(web_server, "WAKE", 0.02)       # the idle stream looks at its client every 20 ms here
    server = BoardServer(Table(Game(scenario_script().setup)))

    async def main():
        client = await client_for(server)
        try:
            streams = [await client.get("/board/events") for _ in range(OPEN)]
            for stream in streams:
                await next_data(stream)
            refused = await client.get("/board.json")
            assert refused.status == 429 and "не больше 4" in await refused.text()
            for stream in streams[:2]:
                stream.close()                  # two reloads: the old pages are gone
            assert await until(lambda: sum(server.open.values()) <= OPEN - 2)
            assert (await client.get("/board.json")).status == 200
        finally:
            await server.stop()
            await client.close()
    run(main())


def test_the_board_stream_sends_nothing_per_night_order():
    """The window answers the night call by call (one input per call, C-7.1):
    the board's stream sends one event as the night falls and one in the
    morning, nothing per call, so a watcher learns neither how many orders
    there were nor when."""
    from app.core.inputs import NightAction

    script = scenario_script()
    game = Game(script.setup)
    server = BoardServer(Table(game))
    actions = list(script.actions)
    night = next(i for i, a in enumerate(actions) if type(a).__name__ == "Night")

    async def main():
        client = await client_for(server)
        try:
            for inp in actions[:night - 1]:
                game.push(inp)
            stream = await client.get("/board/events")
            received: list[dict] = []

            async def read():
                while True:
                    line = await stream.content.readline()
                    if line.startswith(b"data: "):
                        received.append(json.loads(line[len(b"data: "):]))

            reader = asyncio.ensure_future(read())
            assert await until(lambda: len(received) == 1)
            game.push(actions[night - 1])                 # the day's last speech: night falls
            server.notify()
            assert await until(lambda: len(received) == 2)
            calls = 0
            while game.public_view().phase == "night":    # each call answered, as the window does
                role = game.host_view().night_call
                game.push(NightAction(role, getattr(actions[night], role, None)))
                server.notify()
                calls += 1
                await asyncio.sleep(0.01)
            assert await until(lambda: len(received) == 3)
            await asyncio.sleep(0.05)
            phases = [r["game"]["phase"] for r in received]
            assert calls >= 4 and phases == ["day", "night", "day"], phases
            assert received[1]["game"]["step_no"] is None
            reader.cancel()
        finally:
            await server.stop()
            await client.close()
    run(main())


def test_a_reconnecting_page_is_sent_nothing_it_already_shows():
    """Each event carries its data's id; a page reconnecting with it
    (``Last-Event-ID``, or ``?last=`` after a refused stream) gets nothing
    until the board changes, then the change (issue #40)."""
    script = scenario_script()
    game = Game(script.setup, script.actions[:5])
    server = BoardServer(Table(game))

    async def main():
        client = await client_for(server)
        try:
            stream = await client.get("/board/events")
            assert (await stream.content.readline()).startswith(b"retry: ")
            await stream.content.readline()
            ident = (await stream.content.readline()).decode().strip()
            assert ident.startswith("id: ")
            first = json.loads((await stream.content.readline())[len(b"data: "):])
            stream.close()
            for step, how in ((5, "header"), (6, "query")):
                response = await (client.get("/board/events", headers={"Last-Event-ID": ident[4:]}) if how == "header"
                                  else client.get("/board/events?last=" + ident[4:]))
                reader = asyncio.ensure_future(next_data(response))
                await asyncio.sleep(0.05)
                assert not reader.done(), (how, ident)                  # the page has it: nothing sent
                game.push(script.actions[step])
                server.notify()
                second = await asyncio.wait_for(reader, 5)
                assert second != first and second["game"]["step_no"] > first["game"]["step_no"]
                first = second
                response.close()
                ident = "id: " + web_server.event_id(json.dumps(second, ensure_ascii=False))
        finally:
            await server.stop()
            await client.close()
    run(main())


def test_a_revoked_links_stream_ends():
    script = scenario_script()
    table = Table(Game(script.setup), {"TokenOfVera_123": script.setup.name(3)})
    server = BoardServer(table)

    async def main():
        client = await client_for(server)
        try:
            stream = await client.get("/p/TokenOfVera_123/events")
            assert (await next_data(stream))["seat"] == 3
            del table.tokens["TokenOfVera_123"]           # the host gave Вера a new link
            server.notify()
            rest = await asyncio.wait_for(stream.content.read(), 5)
            assert rest.strip() == b"event: gone\ndata: null"      # the page says so at once, then the stream ends
        finally:
            await server.stop()
            await client.close()
    run(main())


def test_serve_sees_another_windows_write_at_its_next_look(database_url):
    """``serve`` looks every 50 ms: on SQLite one ``data_version`` while
    nothing is written, on PostgreSQL what the server pushed (LISTEN: the
    writer notifies in its transaction); it reads the stored counts only
    after a commit."""
    from app.service.board import StoreFeed
    from app.storage import Store

    script = scenario_script()
    url = database_url
    window = Store.open(url)
    gid = window.start_game(window.create_evening("2026-11-28"), script.setup)
    feed = StoreFeed(Store.open(url))
    try:
        assert feed.look_every == 0.05
        feed.changed()
        assert not feed.changed()                            # nothing written since
        game = Game(script.setup, script.actions[:1])
        window.write_event(gid, "input", script.actions[0], window.snapshot(game))
        for _ in range(100):                                 # PostgreSQL: the notice is on its way
            if feed.changed():
                break
            time.sleep(0.01)
        else:
            raise AssertionError("the write was not seen")
        assert not feed.changed()                            # the write, once
        assert feed.board()["game"]["step_no"] == game.public_view().step_no
        if url.startswith("postgresql"):
            assert feed._listener is not None                # it listens, not reads the tables every look
    finally:
        feed.close()
        window.close()


def test_a_link_opens_its_own_evenings_game_only(tmp_path):
    """Вера's link from evening 1 shows nothing of evening 2's game, though
    she sits at it again (issue #40): under ``serve`` and from the window."""
    from app.service.board import StoreFeed
    from app.storage import Store

    script = scenario_script()
    vera = script.setup.name(3)
    url = f"sqlite:///{tmp_path / 'games.sqlite'}"
    store = Store.open(url)
    first = store.create_evening("2026-11-27")
    _, old_token = store.issue_token(first, vera)
    second = store.create_evening("2026-11-28")
    store.start_game(second, script.setup)
    _, new_token = store.issue_token(second, vera)
    feed = StoreFeed(Store.open(url))
    try:
        old = feed.player(old_token)
        assert old is not None and old["seat"] is None and "role" not in old     # a valid link, no game of its evening
        new = feed.player(new_token)
        assert new["seat"] == 3 and new["role"] == script.setup.seats[2].role
    finally:
        feed.close()
        store.close()


def test_the_windows_feed_keeps_a_link_to_its_evening(qtbot, stored_window):
    from app.ui.serve import WindowFeed

    script = scenario_script()
    window, store = stored_window()
    first = store.create_evening("2026-11-27")
    _, old_token = store.issue_token(first, script.setup.name(3))
    window.start_game(script.setup)                       # today's evening: a new one
    evening = store.latest_evening()["id"]
    assert evening != first
    _, new_token = store.issue_token(evening, script.setup.name(3))
    feed = WindowFeed(window)
    assert feed.player(old_token)["seat"] is None
    assert feed.player(new_token)["seat"] == 3


def test_the_dialog_lists_and_revokes_links_of_every_evening(qtbot, stored_window):
    """#40: the Serve dialog lists every link of the club that still opens,
    with its evening, and revokes the chosen ones, an old evening's too."""
    from PySide6.QtCore import Qt

    from app.ui.serve import ServeDialog

    script = scenario_script()
    window, store = stored_window()
    old = store.create_evening("2026-11-27")
    old_id, old_token = store.issue_token(old, "Вера")
    window.start_game(script.setup)
    new_id, new_token = store.issue_token(store.latest_evening()["id"], "Борис")
    dialog = ServeDialog(window)
    qtbot.addWidget(dialog)
    shown = [dialog.links.item(i).text() for i in range(dialog.links.count())]
    assert len(shown) == 2 and "2026-11-27" in shown[1] and "Вера" in shown[1]
    dialog.links.item(1).setSelected(True)
    qtbot.mouseClick(dialog.revoke_chosen, Qt.MouseButton.LeftButton)
    assert store.token_player(old_token) is None and store.token_player(new_token) is not None
    assert dialog.links.count() == 1 and "1" in dialog.phone.text()


def test_a_stream_opened_later_reads_the_timer_afresh(monkeypatch):
    """One read serves the streams that follow a change at once; a stream
    opened later reads the board again (the timer's seconds left then)."""
    reads = []
    table = Table(Game(scenario_script().setup))
    clock = [0.0]

    class Timed(Table):
        def board(self):
            reads.append(clock[0])
            data = table.board()
            data["game"]["timer"] = {"remaining": 50 - clock[0], "running": True}
            return data

    server = BoardServer(Timed(table.game))

    async def main():
        client = await client_for(server)
        try:
            streams = [await client.get("/board/events") for _ in range(3)]
            firsts = [await next_data(s) for s in streams]
            assert all(f["game"]["timer"]["remaining"] == 50 for f in firsts) and len(reads) == 1   # one read
            clock[0] = 20.0
            monkeypatch.setattr(web_server, "SHARED_READ", 0.0)             # the shared read has aged
            later = await client.get("/board/events")
            assert (await next_data(later))["game"]["timer"]["remaining"] == 30 and len(reads) == 2
        finally:
            await server.stop()
            await client.close()
    run(main())
