"""The phone as players use one (issue #40), in Debian's chromium: reloaded
ten times in five seconds it is never refused; it reconnects by itself when
the server drops its stream, without reloading; at 360×740 it shows the
table (who is in play, who is out), the phase and the speech timer, and,
held, his role with its rules' paragraph; a revoked link's open page says
so within a second; the page offers a web app manifest for the home screen."""

from __future__ import annotations

import json
import time

from app.core.game import Game
from app.main import install_translator, remove_translators
from app.service.board import player_json
from app.ui import room_words
from test_web_streams import Table
from test_web_browser import CHROMIUM, Served, browser, scenario  # noqa: F401  (browser: a fixture)

TOKEN = "TokenOfVera_123"


class Phones(Table):
    """A game in play with Вера's link, and the speech timer as the window shows it."""

    def __init__(self, game: Game, name: str) -> None:
        super().__init__(game, {TOKEN: name})
        self.timer: dict | None = None

    def player(self, token):
        name = self.tokens.get(token)
        if name is None:
            return None
        data = player_json(self.game, name, "ru", room_words.phone_words)     # as the window's feed words it
        data["timer"] = self.timer
        return data


def _served(inputs: int = 0):
    script = scenario()
    game = Game(script.setup, script.actions[:inputs])
    feed = Phones(game, script.setup.name(3))
    return script, game, feed, Served(feed)


def test_a_phone_reloaded_ten_times_in_five_seconds_is_never_refused(browser):  # noqa: F811
    script, game, feed, served = _served()
    try:
        page = browser.new_page(bypass_csp=True)
        refused: list[str] = []
        page.on("response", lambda r: refused.append(f"{r.status} {r.url}") if r.status >= 400
                and not r.url.endswith("favicon.ico") else None)
        started = time.monotonic()
        page.goto(f"{served.base}/p/{TOKEN}")
        for _ in range(10):
            page.reload()
            page.wait_for_selector("#role:not(:empty)", state="attached")
        assert time.monotonic() - started < 5.0 + 5.0     # the machine's pace; the refusals are the point
        page.wait_for_function("document.getElementById('who').textContent.includes('Вера')")
        assert not refused, refused
    finally:
        served.close()


def test_the_phone_shows_the_table_the_timer_and_his_role_with_its_paragraph_at_360_px(browser, qapp):  # noqa: F811
    assert install_translator(qapp, "ru") is not None      # the host's language: his paragraph is the kit's Russian
    script, game, feed, served = _served(inputs=6)
    feed.timer = {"remaining": 42.0, "running": False}
    try:
        page = browser.new_page(bypass_csp=True, viewport={"width": 360, "height": 740})
        page.goto(f"{served.base}/p/{TOKEN}")
        page.wait_for_function("document.querySelectorAll('#table li').length === 10")
        assert page.inner_text("#timer") == "0:42"
        rows = page.locator("#table li").all_inner_texts()
        assert rows[2].startswith("3. Вера") and all(("в игре" in r) or ("вне игры" in r) for r in rows)
        speaker = game.public_view().speaker
        assert speaker and "говорит" in rows[speaker - 1]
        assert "День 1" in page.inner_text("#state")
        assert not page.is_visible("#roletext")
        box = page.locator("#hold").bounding_box()
        page.mouse.move(box["x"] + 10, box["y"] + 10)
        page.mouse.down()
        paragraph = page.inner_text("#roletext")
        assert page.inner_text("#role") == "Мафия" and "Чёрная команда" in paragraph and "(C-7.1, C-9)" in paragraph
        page.mouse.up()
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= 360, width                                   # nothing off the side
        size = page.evaluate("parseFloat(getComputedStyle(document.querySelector('#table li')).fontSize)")
        assert size >= 14
        manifest = page.evaluate("document.querySelector('link[rel=manifest]').href")
        data = json.loads(page.request.get(manifest).text())
        assert data["start_url"] == f"/p/{TOKEN}" and data["display"] == "standalone" and data["icons"]
        assert page.request.get(f"{served.base}/static/icon.svg").ok
    finally:
        served.close()
        remove_translators(qapp)


def test_the_phone_reconnects_by_itself_and_a_revoked_link_says_so_within_a_second(browser):  # noqa: F811
    script, game, feed, served = _served()
    try:
        page = browser.new_page(bypass_csp=True)
        page.add_init_script("window.__loads = (window.__loads || 0) + 1; sessionStorage.loads = "
                             "String(Number(sessionStorage.loads || 0) + 1);")
        page.goto(f"{served.base}/p/{TOKEN}")
        page.wait_for_selector("#role:not(:empty)", state="attached")
        for stream in list(served.server.streams):                  # the server drops every stream
            served.loop.call_soon_threadsafe(stream.force_close)
        game.push(script.actions[0])
        served.notify()
        first_speaker = game.public_view().speaker
        page.wait_for_function(f"document.querySelector('#table li.speaking') !== null && "
                               f"document.querySelector('#table li.speaking').textContent.startsWith('{first_speaker}.')",
                               timeout=10_000)
        assert page.evaluate("sessionStorage.loads") == "1"          # followed again, never reloaded
        del feed.tokens[TOKEN]                                       # the host revoked Вера's link
        served.notify()
        page.wait_for_function("document.getElementById('state').textContent.includes('больше не действует')",
                               timeout=1_000)
        assert page.inner_text("#role") == "" and page.locator("#table li").count() == 0
    finally:
        served.close()
