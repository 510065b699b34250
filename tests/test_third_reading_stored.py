"""Games stored before the rules' third reading (issue #22).

``fixtures/db-before-third-reading.sqlite`` was written by the app before the
change (``fixtures/make_db_before_third_reading.py``): one game per point.
Under the corrected rules only two of them replay differently:

- game 4 (S-17.1): Day 3 was opened at seat 4; the opener is now 3, so the
  stored ``{"speech": 4}`` (input 23) is refused;
- game 7 (S-17.8): the worst-move mark with ``auto_extra`` cost seat 4 0.6;
  it now costs 0.3. The host had confirmed −0.3 for him.
"""

from __future__ import annotations

import json
import shutil
import sqlite3
from decimal import Decimal as D
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from app.commands import db_check
from app.core.ruleset import RULES_EDITION
from app.service import Desk, Problem
from app.storage import Store
from app.storage.store import fiim_rows, rules_notes
from tests.gui_driver import press

FIXTURE = Path(__file__).resolve().parent / "fixtures" / "db-before-third-reading.sqlite"


@pytest.fixture
def db(tmp_path):
    path = tmp_path / "games.sqlite"
    shutil.copy(FIXTURE, path)
    return path


def url(path):
    return f"sqlite:///{path}"


def test_db_check_names_exactly_the_games_that_changed(db):
    report, code = db_check(url(db))
    assert code == 1 and report["games"] == 8
    found = {m["game"]: m for m in report["mismatches"]}
    assert sorted(found) == [4, 7]
    assert found[4]["what"] == "refused" and found[4]["input"] == 23 and found[4]["rule"] == "S-3.1"
    assert found[4]["action"] == {"speech": 4} and found[4]["rules_edition"] == RULES_EDITION
    assert found[7]["what"] == "points"
    assert found[7]["stored"]["4"] == "-0.3" and found[7]["replayed"]["4"] == "0"


def test_the_replay_under_the_new_reading_happens_once_and_rewrites_nothing(db):
    before = sqlite3.connect(db)
    stored = before.execute("SELECT id, status, winner, setup_json FROM games ORDER BY id").fetchall()
    events = before.execute("SELECT game_id, seq, kind, input_json, created_at FROM game_events ORDER BY game_id, seq").fetchall()
    before.close()
    Store.open(url(db)).close()
    Store.open(url(db)).close()
    after = sqlite3.connect(db)
    assert after.execute("SELECT id, status, winner, setup_json FROM games ORDER BY id").fetchall() == stored
    assert after.execute("SELECT game_id, seq, kind, input_json, created_at FROM game_events ORDER BY game_id, seq").fetchall() == events
    assert {e for (e,) in after.execute("SELECT rules_edition FROM games")} == {RULES_EDITION}
    notes = dict(after.execute("SELECT id, rules_note FROM games WHERE rules_note IS NOT NULL").fetchall())
    assert sorted(notes) == [4, 7]
    assert json.loads(notes[4])["what"] == "refused"
    after.close()


def test_a_confirmed_game_keeps_its_points_until_the_host_confirms_it_again(db):
    store = Store.open(url(db))
    stored = store.load_game(7)
    assert stored.confirmed_points[4] == D("-0.3")
    game = stored.rebuild()
    assert game.points()[4] == 0                                  # the fold, third reading (S-17.8)
    rows, _, _ = fiim_rows(store, evening_id=1)
    seat4 = [r for r in rows if r.name == "P4" and r.role == "civilian" and r.points == D("-0.3")]
    assert len(seat4) == 1 and seat4[0].extra == D("-0.3")       # as confirmed: the mark counted
    store.take_lease(7)
    store.confirm_points(7, game.points())                        # the host confirms again
    rows, _, _ = fiim_rows(store, evening_id=1)
    assert not [r for r in rows if r.points == D("-0.3")]
    assert store.load_game(7).confirmed_points[4] == 0
    report, _ = db_check(url(db))
    assert [m["game"] for m in report["mismatches"]] == [4, 7]    # still marked: the reading changed it
    store.close()


def test_a_game_that_no_longer_replays_opens_read_only_at_its_stored_state(db):
    store = Store.open(url(db))
    desk = Desk(store)
    stored = store.load_game(4)
    game = desk.resume(stored)
    assert desk.refusal.index == 23 and desk.refusal.rule == "S-3.1"
    assert len(game.inputs) == 23 and game.step.kind == "speech" and game.step.day == 3 and game.step.seat == 3
    with pytest.raises(Problem) as err:
        desk.push(game.ruleset.parse_input({"speech": 3}))
    assert err.value.kind == "read_only"
    with pytest.raises(Problem):
        desk.undo()
    assert len(store.load_game(4).events) == 24                   # nothing written
    protocol = stored.protocol()
    assert len(protocol["actions"]) == 24 and protocol["actions"][23] == {"speech": 4}
    exported = store.export_evening(1)["games"][3]
    assert exported["number"] == 4 and exported["actions"][23] == {"speech": 4}
    desk.abandon("no longer replays")                             # the host can still set it aside
    assert store.load_game(4).status == "abandoned"
    store.close()


def test_the_standings_and_the_exports_mark_the_changed_games(db):
    store = Store.open(url(db))
    notes = rules_notes(store, evening_id=1)
    assert [(n, note["what"]) for _, n, note in notes] == [(4, "refused"), (7, "points")]
    from app.export.report import evening_report

    for lang, word in (("en", "input 24 is refused (S-3.1)"), ("ru", "ввод 24 не принят (S-3.1)")):
        report = evening_report(store, 1, lang)
        titles = [t.title for t in report.games]
        assert word in titles[3] and "(" not in titles[0]
        assert ("confirmed" if lang == "en" else "подтверждённые") in titles[6]
    store.close()


def test_the_window_opens_it_read_only_and_says_why(qtbot, stored_window, db):
    assert db.name == "games.sqlite"          # the fixture's file is the window's database
    win, store = stored_window()
    win.resume(store.load_game(4))
    assert "no longer replays under the current rules" in win.notice.text()
    assert "S-3.1" in win.notice.text() or "seat 3" in win.notice.text()
    assert win.c.step.seat == 3
    press(win, Qt.Key.Key_Return)                                 # "end speech" is refused
    assert win.c.step.seat == 3 and len(win.c.game.inputs) == 23
    assert "read-only" in win.notice.text()


def test_the_standings_dialog_lists_them(qtbot, db):
    from app.ui.standings import StandingsDialog

    store = Store.open(url(db))
    dlg = StandingsDialog(store, 1)
    qtbot.addWidget(dlg)
    dlg.refresh()
    text = dlg.note.text()
    assert "2026-11-01, game 4: no longer replays under the current rules: input 24 is refused (S-3.1)" in text
    assert "2026-11-01, game 7: the current rules give other points" in text
    store.close()
