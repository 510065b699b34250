"""Storage: migrations, bad databases left untouched, every input stored
(undo/redo too), resume, abandon, register, evenings, export/import."""

import hashlib
import json
import os
import sqlite3

import pytest
from PySide6.QtWidgets import QApplication, QCheckBox, QDialogButtonBox, QLabel, QLineEdit, QMessageBox
from sqlalchemy import create_engine, inspect, text

from app.core.game import Game
from app.core.inputs import End, Remove
from PySide6.QtCore import Qt
from app.core.script import load_script, replay, result_json
from app.storage import StorageError, Store
from app.storage.migrate import HEAD, KNOWN, current_revision, upgrade

from gui_driver import play_action, press, start_game, type_into, when_modal
from helpers import shared_dir

SCENARIO = shared_dir() / "scenarios" / "ok4u-10-red-wins.json"


def script():
    return load_script(SCENARIO.read_text(encoding="utf-8"))


def digest(path):
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture
def db(tmp_path):
    return tmp_path / "games.sqlite"


def url(path):
    return f"sqlite:///{path}"


# ------------------------------------------------------------------ migrations

def test_migrates_an_empty_database_to_head(db):
    store = Store.open(url(db))
    assert current_revision(store.engine) == HEAD
    tables = set(inspect(store.engine).get_table_names())
    assert {"players", "evenings", "games", "game_seats", "game_events", "game_points"} <= tables
    with store.engine.connect() as conn:
        assert conn.execute(text("PRAGMA journal_mode")).scalar() == "wal"
        assert conn.execute(text("PRAGMA synchronous")).scalar() == 2      # FULL
    store.close()


def test_the_timers_save_alone_skips_the_disk_flush_and_every_input_keeps_it(db, monkeypatch):
    """#26: the timer's position (a resume's convenience) commits with
    synchronous=NORMAL in WAL, so the input queued behind it does not wait
    for two flushes; the connection is FULL again after it."""
    from app.core.script import load_script
    from helpers import shared_dir

    store = Store.open(url(db))
    script = load_script((shared_dir() / "scenarios" / "ok4u-10-red-wins.json").read_text(encoding="utf-8"))
    gid = store.start_game(store.create_evening("2026-11-26"), script.setup)
    said: list[str] = []
    from sqlalchemy.engine import Connection

    real = Connection.exec_driver_sql
    def spy(self, sql, *args, **kwargs):
        said.append(sql)
        return real(self, sql, *args, **kwargs)
    monkeypatch.setattr(Connection, "exec_driver_sql", spy)
    store.save_timer(gid, 42.0, running=True)
    assert said[0:2] == ["PRAGMA busy_timeout=0", "PRAGMA synchronous=NORMAL"] and said[-1] == "PRAGMA synchronous=FULL"
    said.clear()
    from app.core.game import Game

    game = Game(script.setup)
    game.push(script.actions[0])
    store.record(gid, "input", script.actions[0], game)
    assert not any("synchronous" in sql for sql in said)           # an input's commit waits for the disk
    with store.engine.connect() as conn:
        assert conn.execute(text("PRAGMA synchronous")).scalar() == 2
    assert store.load_game(gid).timer_remaining == 42.0
    store.close()


@pytest.mark.parametrize("revision", sorted(KNOWN - {HEAD}))
def test_migrates_from_every_earlier_revision_keeping_data_and_a_copy(db, revision):
    engine = create_engine(url(db))
    upgrade(engine, revision)
    with engine.begin() as conn:
        conn.execute(text("INSERT INTO players (name, nickname, name_key, created_at) "
                          "VALUES ('Анна', '', 'анна', '2026-11-01 20:00:00')"))
    engine.dispose()
    store = Store.open(url(db))
    assert current_revision(store.engine) == HEAD
    assert [p.name for p in store.search_players("ан")] == ["Анна"]
    assert "timer_remaining" in {c["name"] for c in inspect(store.engine).get_columns("games")}
    copies = list(db.parent.glob("games.sqlite.before-*.bak"))
    assert len(copies) == 1
    con = sqlite3.connect(copies[0])
    assert con.execute("SELECT version_num FROM alembic_version").fetchone()[0] == revision
    con.close()
    store.close()


# ------------------------------------------------------------------ bad databases

def make_db(db):
    store = Store.open(url(db))
    store.create_evening("2026-11-22", "OK4U")
    store.close()


def corrupt(db):
    db.write_bytes(b"this is a text file, not a database\n" * 10)


def damaged(db):
    make_db(db)
    data = bytearray(db.read_bytes())
    for i in range(100, len(data)):
        data[i] = 0xFF
    db.write_bytes(bytes(data))


def newer(db):
    make_db(db)
    con = sqlite3.connect(db)
    con.execute("UPDATE alembic_version SET version_num = '9999'")
    con.commit()
    con.close()


@pytest.mark.parametrize("whole", [True, False], ids=["checked whole", "a reader's open"])
@pytest.mark.parametrize("spoil,kind", [(corrupt, "corrupt"), (damaged, "corrupt"), (newer, "newer")])
def test_bad_database_is_refused_and_left_byte_identical(db, spoil, kind, whole):
    spoil(db)
    before = digest(db)
    with pytest.raises(StorageError) as err:
        Store.open(url(db), whole=whole)
    assert err.value.kind == kind
    assert str(db) in str(err.value)
    assert digest(db) == before
    assert not list(db.parent.glob("*.bak"))


def test_locked_database_is_refused_and_left_byte_identical(db):
    make_db(db)
    before = digest(db)
    holder = sqlite3.connect(db, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(StorageError) as err:
            Store.open(url(db), busy_seconds=0.2)
        assert err.value.kind == "locked" and "in use" in str(err.value)
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert digest(db) == before


def test_read_only_database_is_refused_and_left_byte_identical(db, monkeypatch):
    make_db(db)
    before = digest(db)
    os.chmod(db, 0o444)
    if os.access(db, os.W_OK):   # root ignores file modes: ask as a normal user would be answered
        real = os.access
        monkeypatch.setattr(os, "access", lambda p, mode: False if mode == os.W_OK else real(p, mode))
    with pytest.raises(StorageError) as err:
        Store.open(url(db))
    assert err.value.kind == "read-only" and "read-only" in str(err.value)
    assert digest(db) == before


@pytest.mark.parametrize("spoil", [corrupt, newer], ids=["corrupt", "newer"])
def test_start_shows_the_problem_and_quits_without_touching_the_file(qtbot, isolated_settings, db, spoil):
    from app.main import open_store_interactive
    spoil(db)
    before = digest(db)
    seen = []

    def answer():
        box = QApplication.activeModalWidget()
        seen.append(box.text() + " " + box.informativeText())
        quit_button = next(b for b in box.buttons() if b.text() == "Quit")
        quit_button.click()

    when_modal(answer)
    assert open_store_interactive(url(db)) is None
    assert seen and str(db) in seen[0] and "Nothing was written" in seen[0]
    assert digest(db) == before


# ------------------------------------------------------------------ the host's work

def stored_game(db):
    store = Store.open(url(db))
    s = script()
    evening = store.create_evening("2026-11-22", "OK4U", "1", "Ведущий")
    gid = store.start_game(evening, s.setup)
    return store, s, gid


def test_every_input_undo_and_redo_is_stored(db):
    store, s, gid = stored_game(db)
    game = Game(s.setup)
    for inp in s.actions[:5]:
        game.push(inp)
        store.record(gid, "input", inp, game)
    game.undo()
    store.record(gid, "undo", None, game)
    game.undo()
    store.record(gid, "undo", None, game)
    game.redo()
    store.record(gid, "redo", None, game)
    store.close()
    again = Store.open(url(db)).load_game(gid).rebuild()
    assert again.inputs == game.inputs and again.redo_stack == game.redo_stack


def test_finished_game_stores_points_for_the_register(db):
    store, s, gid = stored_game(db)
    game = Game(s.setup)
    for inp in s.actions:
        game.push(inp)
        store.record(gid, "input", inp, game)
    assert store.load_game(gid).status == "finished"
    anna = store.search_players("АН")[0]
    assert (anna.name, anna.games, anna.wins, anna.points) == ("Анна", 1, 1, 4)
    assert store.unfinished_game() is None


def test_failed_write_is_shown_and_the_input_not_applied(qtbot, db, clock, isolated_settings, monkeypatch):
    from app.ui.controller import GameController
    store, s, gid = stored_game(db)
    c = GameController(clock=clock, store=store)
    messages = []
    c.message.connect(lambda level, text: messages.append((level, text)))
    c.start(s.setup, game_id=gid)
    assert c.push(s.actions[0])

    def fail(*args):
        raise StorageError("write-failed", "Could not save (input): disk I/O error")
    monkeypatch.setattr(store, "write_event", fail)
    step = c.step
    assert not c.push(s.actions[1])
    assert c.step == step and len(c.game.inputs) == 1
    assert messages[-1][0] == "error" and "disk I/O error" in messages[-1][1]


def test_evening_export_import_round_trip(db, tmp_path):
    store, s, gid = stored_game(db)
    game = Game(s.setup)
    for inp in s.actions:
        game.push(inp)
        store.record(gid, "input", inp, game)
    evening = store.latest_evening()["id"]
    data = store.export_evening(evening)
    assert data["format"] == "mafia-evening/1" and data["club"] == "OK4U"
    path = tmp_path / "evening.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    copy = Store.open(url(tmp_path / "other.sqlite"))
    new_id = copy.import_evening(json.loads(path.read_text(encoding="utf-8")))
    games = copy.evening_games(new_id)
    assert [g.status for g in games] == ["finished"]
    assert result_json(games[0].rebuild()) == result_json(replay(s))


# ------------------------------------------------------------------ the window

def test_resume_reopens_the_game_where_it_was_with_the_timer_paused(qtbot, stored_window, clock, db):
    win, store = stored_window()
    raw = json.loads(SCENARIO.read_text(encoding="utf-8"))
    start_game(qtbot, win, raw)
    for action in raw["actions"][:13]:       # day 2: seat 3 is speaking
        play_action(qtbot, win, action)
    press(win, Qt.Key.Key_7)
    press(win, Qt.Key.Key_F)
    win.c.toggle_timer()
    clock.advance(12.5)
    win.c.toggle_timer()                      # paused at 37.5 s
    QApplication.processEvents()              # stored once the window has drawn it (#26)
    win.c.desk.flush_timer()
    step, fouls = win.c.step, [s.fouls for s in win.c.game.host_view().seats]
    win.c.store = None                        # the old window writes nothing more
    again, _ = stored_window()
    stored = again.store.unfinished_game()
    again.resume(stored)
    assert again.c.step == step
    assert [s.fouls for s in again.c.game.host_view().seats] == fouls
    assert not again.c.timer.running and again.c.timer.remaining() == pytest.approx(37.5)
    assert again.timer.label.text() == "0:38"


def test_abandon_keeps_the_game_marked_abandoned(qtbot, stored_window):
    win, store = stored_window()
    raw = json.loads(SCENARIO.read_text(encoding="utf-8"))
    start_game(qtbot, win, raw)
    play_action(qtbot, win, raw["actions"][0])
    gid = win.c.game_id
    win.abandon_game()
    assert win.c.game is None
    assert store.load_game(gid).status == "abandoned"
    assert store.unfinished_game() is None


def test_next_game_proposes_immunity_and_bars_the_disqualified(qtbot, stored_window):
    win, store = stored_window()
    raw = json.loads(SCENARIO.read_text(encoding="utf-8"))
    start_game(qtbot, win, raw)
    for action in raw["actions"][:10]:
        play_action(qtbot, win, action)
    win.c.push(Remove(9, "peek"))             # Илья peeks: out for the evening (C-5.5)
    night = {"night": {"mafia": 4, "sheriff": 3}}
    play_action(qtbot, win, night)            # Глеб (seat 4) is killed on Night 1
    win.c.push(End("red", "time is up"))
    seen = {}

    def fill():
        dlg = QApplication.activeModalWidget()
        names = ["Глеб", "Анна", "Борис", "Вера", "Дина", "Егор", "Жанна", "Зоя", "Кира", "Новый"]
        for i, name in enumerate(names):
            type_into(qtbot, dlg.findChild(QLineEdit, f"name_{i + 1}"), name)
        seen["immune"] = [dlg.findChild(QCheckBox, f"immune_{i + 1}").isChecked() for i in range(10)]
        seen["names"] = [dlg.findChild(QLineEdit, f"name_{i + 1}").text() for i in range(10)]
        seen["note"] = dlg.findChild(QLabel, "immunityNote").text()
        type_into(qtbot, dlg.findChild(QLineEdit, "name_3"), "Илья")
        seen["status"] = dlg.findChild(QLabel, "setupStatus").text()
        seen["ok"] = dlg.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).isEnabled()
        dlg.reject()

    when_modal(fill)
    win.new_game()
    assert seen["immune"] == [True] + [False] * 8 + [True]   # the Night-1 victim and the newcomer
    assert "Night-1 victims" in seen["note"] and "Joined" in seen["note"]
    assert "Disqualified this evening" in seen["status"] and "seat 3" in seen["status"]
    assert seen["ok"] is False


def test_opening_a_database_and_reading_its_standings_pass_over_no_game_they_need_not(tmp_path):
    """Issue #38 (a command pays only for what it uses): what every open asks
    of the games (those under an earlier reading of the rules, #22; the
    finished ones without their facts, #42) and what the standings ask of
    them (the marked games, a distance's games) are read from indexes (rev
    0017), never by a pass over every stored game."""
    from sqlalchemy import event
    from sqlalchemy.engine import Engine

    from app.export.standings import marked_lines, standings_parts

    path = tmp_path / "club.sqlite"
    Store.open(f"sqlite:///{path}").close()            # migrated to head
    said: list[tuple[str, object]] = []

    def heard(conn, cursor, statement, parameters, context, executemany):
        said.append((statement, parameters))

    event.listen(Engine, "before_cursor_execute", heard)
    try:
        store = Store.open(f"sqlite:///{path}", whole=False)
        for picked in ({}, {"evening_id": 1}, {"tournament": "Кубок"}, {"date_from": "2026-01-01"}):
            standings_parts(store, **picked)
            marked_lines(store, "en", **picked)
        store.close()
    finally:
        event.remove(Engine, "before_cursor_execute", heard)
    asked = [(s, p) for s, p in said if s.lstrip().upper().startswith("SELECT") and " games" in s]
    assert len(asked) >= 8, asked
    con = sqlite3.connect(path)
    try:
        for statement, parameters in asked:
            plan = [row[3] for row in con.execute("EXPLAIN QUERY PLAN " + statement, parameters)]
            passes = [step for step in plan if step.startswith("SCAN games")
                      and not step.endswith("INDEX ix_games_marked")]          # the marked games' ids alone
            assert not passes, (statement, plan)
    finally:
        con.close()
