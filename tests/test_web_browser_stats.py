"""The room's ``/stats`` page (issue #42) in Debian's chromium, under its
own content security policy: the server draws the club's statistics (SVG
bars of the win share by role and by seat, each with its games; the red
side's by table size and month; the players' table), readable at 360 px
and at 1920 px; a name with HTML in it is shown as text."""

from __future__ import annotations

import json
from pathlib import Path

from app.core.script import load_script, replay
from app.service.board import StoreFeed, Wording
from app.storage import Store
from app.ui.game_words import KIT_WORDS
from test_i18n import russian  # noqa: F401  (a fixture: the Russian translator installed)
from test_web_browser import Served, browser  # noqa: F401  (a fixture)

SAMPLES = Path(__file__).resolve().parents[1] / "resources" / "samples"


def test_the_stats_page_at_a_phones_width_and_a_screens(tmp_path, browser, russian):  # noqa: F811
    store = Store.open(f"sqlite:///{tmp_path / 'club.sqlite'}")
    for day, name in (("2026-10-01", "fiim-sample-game.json"), ("2026-11-02", "ok4u-sample-game.json")):
        data = json.loads((SAMPLES / name).read_text(encoding="utf-8"))
        if day.startswith("2026-10"):
            data["seats"][0]["player"] = "<b>Анна</b>"                 # HTML in a name: text on the page
        script = load_script(json.dumps(data))
        store.import_game(store.create_evening(day, "Клуб", "1", "", ""), script.setup, script.actions, replay(script))
    served = Served(StoreFeed(store, Wording(game=KIT_WORDS)))
    data_json = json.loads(browser.new_page().goto(f"{served.base}/stats.json").text())
    try:
        for width in (360, 1920):
            page = browser.new_page(viewport={"width": width, "height": 900})
            errors: list[str] = []
            page.on("console", lambda m: errors.append(m.text) if "Security Policy" in m.text else None)
            response = page.goto(f"{served.base}/stats")
            assert response.status == 200 and "script-src 'self'" in response.headers["content-security-policy"]
            text = page.inner_text("body")
            assert "Победы по ролям" in text and "Мирный житель" in text and "место 1" in text
            assert "<b>Анна</b>" in text and page.locator("b").count() == 0
            assert page.locator("figure").count() == 6
            sides = data_json["club"]["side_by_seat"]
            assert page.locator("svg.bar").count() == 7 + 10 + 1 + 2 + sum(len(t) for t in sides.values())
            assert "Игра длится в среднем 2,5 дн." in text                   # FIIM's 2 days, OK4U's 3
            assert page.locator("tbody tr").count() >= 10
            size = page.evaluate("parseFloat(getComputedStyle(document.querySelector('.label')).fontSize)")
            assert size >= 13                                               # readable on a phone
            assert page.evaluate("document.documentElement.scrollWidth") <= width, width
            assert not errors, errors
            page.screenshot(path=str(tmp_path / f"stats-{width}.png"), full_page=True)
        data = json.loads(browser.new_page().goto(f"{served.base}/stats.json").text())
        assert data["format"] == "mafia-stats/1" and data["club"]["games"] == 2
        assert data["role_names"]["civilian"] == "Мирный житель"
    finally:
        served.close()
        store.close()
