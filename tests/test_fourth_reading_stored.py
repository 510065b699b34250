"""Games stored before the rules' fourth reading (issue #36).

``fixtures/db-before-fourth-reading.sqlite`` was written by the app before
the change (``fixtures/make_db_before_fourth_reading.py``). Under the fourth
reading two of its four games replay differently, and only those are marked:

- game 1 (M-15 9): a live forum table under ``freeze_turn: same``; the frozen
  sheriff's shot killed the boss and ended the game (honest win); it now
  fails as ``benched`` and the game goes on;
- game 2 (Z-16 36): an adjustment with ``"phase": null`` on seat 9 of four,
  dropped then, is now an adjustment of phase 6 and refused (Z-13).

Game 3 (a negative income, Z-16 37, and a ``null`` phase on a seated
player) changes its turn's lines and energy, not its result: not marked.
"""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

import pytest

from app.commands import db_check
from app.core.ruleset import RULES_EDITION
from app.storage import Store

FIXTURE = Path(__file__).resolve().parent / "fixtures" / "db-before-fourth-reading.sqlite"


@pytest.fixture
def db(tmp_path):
    path = tmp_path / "games.sqlite"
    shutil.copy(FIXTURE, path)
    return f"sqlite:///{path}", path


def test_db_check_names_the_games_the_fourth_reading_changed(db):
    url, _ = db
    report, code = db_check(url)
    assert code == 1 and report["games"] == 4
    found = {m["game"]: m for m in report["mismatches"]}
    assert sorted(found) == [1, 2]
    assert found[1]["what"] == "result" and found[1]["stored"] == "honest" and found[1]["replayed"] is None
    assert found[2]["what"] == "refused" and found[2]["rule"] == "Z-13"
    assert {m["rules_edition"] for m in found.values()} == {RULES_EDITION} == {4}


def test_nothing_stored_is_rewritten_and_the_replay_happens_once(db):
    url, path = db
    before = sqlite3.connect(path)
    stored = before.execute("SELECT id, status, winner, setup_json FROM games ORDER BY id").fetchall()
    events = before.execute("SELECT game_id, seq, kind, input_json, created_at FROM game_events ORDER BY game_id, seq").fetchall()
    before.close()
    Store.open(url).close()
    Store.open(url).close()
    after = sqlite3.connect(path)
    assert after.execute("SELECT id, status, winner, setup_json FROM games ORDER BY id").fetchall() == stored
    assert after.execute("SELECT game_id, seq, kind, input_json, created_at FROM game_events ORDER BY game_id, seq").fetchall() == events
    assert {e for (e,) in after.execute("SELECT rules_edition FROM games")} == {4}
    notes = dict(after.execute("SELECT id, rules_note FROM games WHERE rules_note IS NOT NULL").fetchall())
    assert sorted(notes) == [1, 2] and json.loads(notes[1])["edition"] == 4
    after.close()


def test_the_changed_forum_game_opens_as_stored_and_replays_under_the_new_reading(db):
    url, _ = db
    store = Store.open(url)
    try:
        game, refusal = store.load_game(1).replay()
        assert refusal is None and game.status == "in_progress"
        t1 = game.result_json()["turns"][0]
        assert {"seat": 1, "key": "shot", "why": "benched"} in t1["failed"] and t1["deaths"] == []
        game3, refusal3 = store.load_game(3).replay()
        assert refusal3 is None and game3.winner == "2"
        lines = [text for _, text in game3.result_json()["turns"][0]["log"]]
        assert "Анна: доход -2, энергия 0." in lines and "Борис: энергия +3." in lines
    finally:
        store.close()
