"""The room's screens in a real browser (issue #29): Playwright with Debian's
``chromium`` (headless). A game is dealt; seat 3's phone shows his role
behind "hold to show" and nothing of the other seats' roles; a made-up or
revoked link is refused; the shared scenario is played while a second page
watches ``/board``: no role before the end, in its text or in any message
it receives; ``/standings`` shows the confirmed points."""

from __future__ import annotations

import asyncio
import json
import shutil
import threading

import pytest
from playwright.sync_api import sync_playwright

from app.core.game import Game
from app.core.script import load_script
from app.service.board import StoreFeed
from app.storage import Store
from app.ui.room_words import board_words
from app.web.server import BoardServer
from helpers import shared_dir

SCENARIO = shared_dir() / "scenarios" / "ok4u-10-red-wins.json"
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
HIDDEN = ("sheriff", "doctor", "maniac", "beauty", "Шериф", "Доктор", "Маньяк", "Красотка")
"""Roles seat 3 (a mafioso) must never see: none of them is his partner (C-2)."""


def scenario():
    data = json.loads(SCENARIO.read_text(encoding="utf-8"))
    data.pop("expect", None)
    return load_script(json.dumps(data))


class Served:
    """A :class:`BoardServer` on its own loop in a thread (the window's loop
    in the app; here Playwright's sync API owns the test's thread)."""

    def __init__(self, feed) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.server = BoardServer(feed, "127.0.0.1", 0, "ru")
        self.url = asyncio.run_coroutine_threadsafe(self.server.start(), self.loop).result(10)
        self.base = self.url[:-len("/board")]

    def notify(self) -> None:
        self.loop.call_soon_threadsafe(self.server.notify)

    def close(self) -> None:
        asyncio.run_coroutine_threadsafe(self.server.stop(), self.loop).result(10)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)
        self.loop.close()


@pytest.fixture
def table(tmp_path):
    """A stored evening with the scenario's game dealt (no input yet), served."""
    script = scenario()
    store = Store.open(f"sqlite:///{tmp_path / 'games.sqlite'}")
    eid = store.create_evening("2026-11-26", club="Клуб")
    gid = store.start_game(eid, script.setup)
    served = Served(StoreFeed(store, board_words))      # worded as the projector words it
    yield store, eid, gid, script, served
    served.close()
    store.close()


@pytest.fixture
def browser():
    with sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=["--no-sandbox"])
        yield chromium
        chromium.close()


SPY = """window.__messages = [];
const Real = window.EventSource;
window.EventSource = function (url) { const s = new Real(url);
  s.addEventListener("message", e => window.__messages.push(e.data)); return s; };"""


def test_seat_3_sees_his_role_behind_hold_and_no_other_seats(table, browser):
    store, eid, gid, script, served = table
    _, token = store.issue_token(eid, script.setup.name(3))
    page = browser.new_page(bypass_csp=True)     # the test's probes run in the page (the page under its policy: below)
    page.add_init_script(SPY)
    bodies: list[str] = []
    page.on("response", lambda r: bodies.append(r.text()) if r.url.endswith(".json") else None)
    page.goto(f"{served.base}/p/{token}")
    page.wait_for_function("document.getElementById('role').textContent.length > 0")
    assert not page.is_visible("#role")
    box = page.locator("#hold").bounding_box()
    page.mouse.move(box["x"] + 10, box["y"] + 10)
    page.mouse.down()
    assert page.is_visible("#role") and page.inner_text("#role") == "Mafia"   # a feed without the kits' words: the core's
    page.mouse.up()
    assert not page.is_visible("#role")
    assert "Вера" in page.inner_text("#who") and "место 3" in page.inner_text("#who")
    text = page.content() + "".join(bodies) + "".join(page.evaluate("window.__messages"))
    assert not any(word in text for word in HIDDEN), [w for w in HIDDEN if w in text]


def test_a_made_up_or_revoked_link_is_refused(table, browser):
    store, eid, gid, script, served = table
    page = browser.new_page(bypass_csp=True)
    response = page.goto(f"{served.base}/p/madeUpToken123456789")
    assert response.status == 404 and "больше не действует" in page.inner_text("body")
    token_id, token = store.issue_token(eid, script.setup.name(3))
    assert browser.new_page(bypass_csp=True).goto(f"{served.base}/p/{token}").status == 200
    store.revoke_token(token_id)
    again = browser.new_page(bypass_csp=True)
    response = again.goto(f"{served.base}/p/{token}")
    assert response.status == 404 and "больше не действует" in again.inner_text("body")


def test_the_board_shows_no_role_until_the_end_and_the_standings_the_confirmed_points(table, browser):
    store, eid, gid, script, served = table
    board = browser.new_page(bypass_csp=True)      # the test's own probes are evaluated in the page
    board.add_init_script(SPY)
    board.goto(served.url)
    board.wait_for_function("window.__messages.length >= 1")
    game = Game(script.setup)
    roles = {"civilian", "sheriff", "mafia", "don", "doctor", "maniac", "beauty",
             "Мирный", "Шериф", "Мафия", "Дон", "Доктор", "Маньяк", "Красотка",
             "Civilian", "Sheriff", "Doctor", "Maniac", "Beauty"}
    lines = set()
    for i, inp in enumerate(script.actions):
        game.push(inp)
        store.write_event(gid, "input", inp, store.snapshot(game))
        served.notify()
        want = served.server.feed.board()["game"]      # the stream sends what changed, once (#40)
        key = json.dumps(None if want is None else [want["phase"], want["step_no"], want["day"]],
                         separators=(",", ":"), ensure_ascii=False)
        board.wait_for_function("key => { const m = window.__messages; const g = JSON.parse(m[m.length - 1]).game;"
                                " return JSON.stringify(g && [g.phase, g.step_no, g.day]) === key; }", arg=key)
        if game.status != "finished":
            seats = json.loads(board.evaluate("window.__messages[window.__messages.length - 1]"))["game"]["seats"]
            assert all(seat["role"] is None for seat in seats)
            assert not any(f'"{r}"' in board.evaluate("window.__messages.join('')") for r in roles if r.isascii())
            shown = board.inner_text("#board")
            assert not any(r in shown for r in roles if not r.islower()), shown
            lines.add(board.inner_text("#news").split(":")[0])
    assert {"Nominated", "Vote"} <= lines           # the projector's lines, as the projector words them
    assert game.status == "finished"
    last = json.loads(board.evaluate("window.__messages[window.__messages.length - 1]"))
    assert last["game"] is None        # finished: the database has no game in progress any more
    store.confirm_points(gid, {s: p for s, p in (game.points() or {}).items()})
    page = browser.new_page(bypass_csp=True)
    page.goto(f"{served.base}/standings")
    page.wait_for_function("document.querySelectorAll('#rows tr').length === 10")
    rows = page.inner_text("#rows")
    top = max((game.points() or {}).values())
    assert f"{top:.2f}" in rows and "Турнирная таблица" in page.inner_text("#title")


def test_the_phone_works_under_its_own_content_security_policy(table, browser):
    """#40: the page's own scripts, fetch and stream are all the policy allows, and enough."""
    store, eid, gid, script, served = table
    _, token = store.issue_token(eid, script.setup.name(3))
    page = browser.new_page()
    errors: list[str] = []            # a policy refusal or a script error (a favicon's 404 is neither)
    page.on("console", lambda m: errors.append(m.text) if "Refused" in m.text or "Security Policy" in m.text else None)
    page.on("pageerror", lambda err: errors.append(str(err)))
    response = page.goto(f"{served.base}/p/{token}")
    assert "frame-ancestors 'none'" in response.headers["content-security-policy"]
    page.wait_for_selector("#role:not(:empty)", state="attached")
    assert page.locator("#role").text_content() == "Mafia" and not errors, errors
