"""Thread games on the room's pages, in a real browser (issue #38: one
pipeline; Playwright with Debian's ``chromium``, headless).

A Mafik Raizen game (R-15's example, N1 and D1 played) and an ЗА 31 game
(one turn) are stored as a window writes them and served as ``python -m app
serve`` serves them (worded by the window's kits). The board shows the
latest post with the hand counts (R-12.1) or the situation (Z-11.1); two
phones each show their own player's role, hand or world and energy, and his
private messages (R-12.3), never another player's, in the page, in its JSON
or in any message it receives."""

from __future__ import annotations

import json

import pytest

from app.core.game import Game
from app.core.script import parse_script
from app.service.board import Wording
from app.service.board import StoreFeed
from app.storage import Store
from app.ui.room_words import board_words, phone_words
from tests.raizen_helpers import game_file
from test_web_browser import SPY, Served, browser  # noqa: F401  (the browser fixture)
from za31_helpers import game as za31_game

RAIZEN_SECRETS = ("Киллер", "Босс", "Советник", "Killer", "Boss", "Advisor")
"""The Mafia's secret roles (R-1.3): never on the board, never on a citizen's phone."""


def stored(tmp_path, data):
    """``data``'s game played into a new database as the window writes it, and served."""
    script = parse_script(data)
    store = Store.open(f"sqlite:///{tmp_path / 'games.sqlite'}")
    eid = store.create_evening("2026-11-28", club="Клуб")
    gid = store.start_game(eid, script.setup)
    game = Game(script.setup)
    for inp in script.actions:
        game.push(inp)
        store.write_event(gid, "input", inp, store.snapshot(game))
    return store, eid, game, Served(StoreFeed(store, Wording(board_words, phone_words)))


def phone(browser, served, store, eid, player):  # noqa: F811
    """His phone page, held open (the role and his own things shown): (page, its whole text with the JSON it read)."""
    _, token = store.issue_token(eid, player)
    page = browser.new_page(bypass_csp=True)
    page.add_init_script(SPY)
    bodies: list[str] = []
    page.on("response", lambda r: bodies.append(r.text()) if r.url.endswith(".json") else None)
    page.goto(f"{served.base}/p/{token}")
    page.wait_for_selector("#role:not(:empty)", state="attached")
    box = page.locator("#hold").bounding_box()
    page.mouse.move(box["x"] + 10, box["y"] + 10)
    page.mouse.down()
    shown = page.inner_text("body")
    page.mouse.up()
    return page, shown + "".join(bodies) + "".join(page.evaluate("window.__messages"))


@pytest.fixture
def raizen(tmp_path):
    store, eid, game, served = stored(tmp_path, game_file())
    yield store, eid, game, served
    served.close()
    store.close()


@pytest.fixture
def za31(tmp_path):
    data = za31_game({"1": [{"do": "defend", "energy": 1}],        # turn 1: Анна defends, Борис sets a tactic
                      "2": [{"do": "tactic", "world": ["cavalry", "sorcery", "wizard"]}]}, players=3)
    store, eid, game, served = stored(tmp_path, data)
    yield store, eid, game, served
    served.close()
    store.close()


def test_raizen_board_shows_the_post_and_hand_counts_and_no_secret(raizen, browser):  # noqa: F811
    store, eid, game, served = raizen
    board = browser.new_page(bypass_csp=True)
    board.goto(served.url)
    board.wait_for_function("document.body.innerText.includes('Карты в руке:')")
    text = board.inner_text("body")
    post = game.public_view().own.posts[-1]
    assert post.split("\n")[0] == "Ночь 2." and post.split("\n")[-1] in text      # R-12.1, line 10 as posted
    assert "Day 2" in text and "Hero" in text                                       # the phase; public roles
    assert not any(word in text for word in RAIZEN_SECRETS), text


def test_raizen_phones_show_each_his_own_hand_and_messages_only(raizen, browser):  # noqa: F811
    store, eid, game, served = raizen
    killer, shown = phone(browser, served, store, eid, "Борис")
    assert killer.text_content("#role") == "Killer"                                # worded by the kit (the host's language)
    own = killer.locator("#own li").all_text_contents()
    hand = game.player_view(2).own.hand
    assert own[1] == "Hand: " + ", ".join(hand) and own[2] == "Sleeve: Патрон"
    assert "Догадка об игроке Зоя: верно" in shown                                 # his guess
    for other in ("Рука игрока Вера", "Сообщение от Босса", "Вам сообщение"):      # the others' messages
        assert other not in shown, other
    citizen, shown = phone(browser, served, store, eid, "Анна")
    assert citizen.text_content("#role") == game.ruleset.role_name("law")
    assert "Hand: " + ", ".join(game.player_view(1).own.hand) in shown and "You are the Leader." in shown
    assert not any(word in shown for word in RAIZEN_SECRETS), [w for w in RAIZEN_SECRETS if w in shown]
    assert "Догадка" not in shown and "Патрон" not in shown                        # Борис's, not hers


def test_za31_board_shows_the_situation_and_phones_each_his_own_world(za31, browser):  # noqa: F811
    store, eid, game, served = za31
    board = browser.new_page(bypass_csp=True)
    board.goto(served.url)
    board.wait_for_function("document.body.innerText.includes('Игровая ситуация после хода 1.')")
    text = board.inner_text("body")
    assert "Turn 2" in text and "Анна: мир 6 (6), высота 0, энергия" in text      # Z-11.1
    assert "Defence" not in text and "Кавалерия" not in text                         # Z-11.1: hidden
    anna, shown = phone(browser, served, store, eid, "Анна")
    own = game.player_view(1).own
    assert anna.text_content("#role") == "Lord"
    assert f"Energy: {own.energy} of {own.cap}" in shown and f"Defence: {own.defence}" in shown
    assert "Defence tactic of the world" not in shown                             # Борис's tactic, not hers
    boris, shown = phone(browser, served, store, eid, "Борис")
    assert "Defence tactic of the world: Cavalry, Sorcery, Wizard" in shown        # his own (Z-5.3)
    assert f"Energy: {game.player_view(2).own.energy} of" in shown


def test_the_board_is_readable_at_a_phones_width(raizen, browser):  # noqa: F811
    """#40: at 360 px the board's tiles are wide enough for a name and its
    lines (two a row), nothing runs off the side, and the page scrolls."""
    store, eid, game, served = raizen
    page = browser.new_page(viewport={"width": 360, "height": 740}, bypass_csp=True)
    page.goto(served.url)
    page.wait_for_function("document.querySelectorAll('.seat').length === 10")
    widths = page.evaluate("[...document.querySelectorAll('.seat')].map(s => s.getBoundingClientRect().width)")
    assert min(widths) >= 140, widths
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    fonts = page.evaluate("[...document.querySelectorAll('.seat')].map(s => parseFloat(getComputedStyle(s).fontSize))")
    assert min(fonts) >= 16, fonts


def test_the_board_fills_a_whole_screen_with_the_news_under_the_seats(raizen, browser):  # noqa: F811
    """On a projector or a stream (1920×1080 and 1280×720) the board's tiles
    are big (five a row for ten seats), the post follows right under them,
    not at the screen's foot, and nothing runs past the screen."""
    store, eid, game, served = raizen
    for width, height in ((1920, 1080), (1280, 720)):
        page = browser.new_page(viewport={"width": width, "height": height}, bypass_csp=True)
        page.goto(served.url)
        page.wait_for_function("document.body.innerText.includes('Карты в руке:')")
        tops = page.evaluate("[...document.querySelectorAll('.seat')].map(s => s.getBoundingClientRect().top)")
        assert len(set(tops)) == 2, tops                                     # ten seats: two rows of five
        last = page.evaluate("Math.max(...[...document.querySelectorAll('.seat')].map(s => s.getBoundingClientRect().bottom))")
        news = page.evaluate("document.getElementById('news').getBoundingClientRect().top")
        assert 0 < news - last < 0.06 * height, (news, last)
        assert page.evaluate("document.documentElement.scrollHeight") <= height
        page.close()
