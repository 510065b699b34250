"""Storage that never loses or locks away a game (issue 10): a game is held by
one window at a time, a status never goes backwards, imports are all or
nothing, any failed write leaves window and database agreeing, and the
timer's save never waits for another program's lock."""

import json
import sqlite3

import pytest
from sqlalchemy import text
from PySide6.QtWidgets import QApplication

from app.core.game import Game
from app.core.inputs import Bonus, End, Foul, Speech
from app.core.script import load_script
from app.core.setup import GameSetup
from app.storage import StorageError, Store

from gui_driver import when_modal
from helpers import ROLES10, shared_dir

SCENARIO = shared_dir() / "scenarios" / "ok4u-10-red-wins.json"


@pytest.fixture
def path(tmp_path):
    return tmp_path / "club.sqlite"


def open_store(path):
    return Store.open(f"sqlite:///{path}")


@pytest.fixture
def opened(database_url):
    """open() → a Store (a window) on the test's database; all closed afterwards."""
    stores = []

    def open_():
        store = Store.open(database_url)
        stores.append(store)
        return store
    yield open_
    for store in stores:
        store.close()


def new_game(store):
    setup = GameSetup.create([(f"P{i + 1}", r) for i, r in enumerate(ROLES10)])
    eid = store.create_evening("2026-11-24", "OK4U")
    return store.start_game(eid, setup), Game(setup)


def push(store, gid, game, inp):
    game.push(inp)
    store.record(gid, "input", inp, game)


def test_a_second_window_cannot_write_to_a_game_the_first_holds(opened):
    a, b = opened(), opened()
    gid, game = new_game(a)
    push(a, gid, game, Speech(1))
    with pytest.raises(StorageError) as err:
        b.take_lease(gid)
    assert err.value.kind == "elsewhere" and "another Mafia Host window" in str(err.value)
    other = b.load_game(gid).rebuild()
    other.push(Speech(2))
    with pytest.raises(StorageError) as err:
        b.record(gid, "input", Speech(2), other)
    assert err.value.kind == "elsewhere"
    with pytest.raises(StorageError):
        b.abandon(gid, "stale window")
    assert len(a.load_game(gid).events) == 1 and a.load_game(gid).status == "in_progress"


def test_the_host_takes_a_game_over_and_the_old_window_is_refused_in_words(opened):
    a, b = opened(), opened()
    gid, game = new_game(a)
    b.take_lease(gid, force=True)
    with pytest.raises(StorageError) as err:
        push(a, gid, game, Speech(1))
    assert err.value.kind == "elsewhere"
    assert "UNIQUE" not in str(err.value)
    theirs = b.load_game(gid).rebuild()
    push(b, gid, theirs, Speech(1))
    assert len(b.load_game(gid).events) == 1


def test_a_crashed_windows_hold_lapses_at_once_on_the_same_machine(opened):
    a = opened()
    gid, _ = new_game(a)
    with a.engine.begin() as conn:   # the holder was a process that no longer exists
        conn.execute(text("UPDATE games SET lease_owner = :o"), {"o": a.owner.split(":")[0] + ":999999:dead"})
    b = opened()
    b.take_lease(gid)


def test_a_finished_game_is_never_abandoned(opened):
    a, b = opened(), opened()
    gid, game = new_game(a)
    push(a, gid, game, End("red", "ethics"))
    with pytest.raises(StorageError) as err:
        a.abandon(gid, "oops")
    assert err.value.kind == "finished"
    b.take_lease(gid, force=True)
    with pytest.raises(StorageError):
        b.abandon(gid, "stale")
    assert b.load_game(gid).status == "finished"


def test_an_evening_import_is_all_or_nothing(opened, monkeypatch):
    store = opened()
    script = json.loads(SCENARIO.read_text(encoding="utf-8"))
    script.pop("expect")
    evening = {"format": "mafia-evening/1", "date": "2026-11-24", "club": "OK4U", "table": "1",
               "host": "", "tournament": "", "games": [dict(script, status="finished")] * 5}
    calls = {"n": 0}
    real = Store._store_status

    def failing(self, conn, gid, game):
        calls["n"] += 1
        if calls["n"] == 4:
            raise OSError("disk pulled out")
        return real(self, conn, gid, game)

    monkeypatch.setattr(Store, "_store_status", failing)
    with pytest.raises(StorageError):
        store.import_evening(evening)
    monkeypatch.setattr(Store, "_store_status", real)
    with store.engine.connect() as conn:
        assert conn.execute(text("SELECT count(*) FROM games")).scalar() == 0
        assert conn.execute(text("SELECT count(*) FROM evenings")).scalar() == 0
    assert store.unfinished_game() is None
    eid = store.import_evening(evening)
    assert [g.status for g in store.evening_games(eid)] == ["finished"] * 5


def test_an_exception_from_a_write_is_a_failed_write_and_the_input_is_not_applied(stored_window, monkeypatch):
    win, store = stored_window()
    win.start_game(load_script(SCENARIO.read_text(encoding="utf-8")).setup)
    assert win.c.push(Speech(1))

    def boom(*args, **kwargs):
        raise OverflowError("int too large to convert to SQLite INTEGER")

    monkeypatch.setattr(Store, "_store_lines", boom)
    before = len(win.c.game.inputs)
    assert win.c.push(Foul(3)) is False
    assert len(win.c.game.inputs) == before and win.c.game.host_view().seat(3).fouls == 0
    assert "Not saved" in win.notice.text() and "OverflowError" in win.notice.text()
    assert len(store.load_game(win.c.game_id).events) == before


def test_the_timer_save_never_waits_for_another_programs_lock(path):
    store = open_store(path)
    gid, game = new_game(store)
    other = sqlite3.connect(path, isolation_level=None, timeout=0)
    other.execute("BEGIN IMMEDIATE")      # another program holds the write lock
    try:
        with pytest.raises(StorageError) as err:
            store.save_timer(gid, 12.5)
        assert err.value.kind == "locked"
    finally:
        other.execute("ROLLBACK")
        other.close()
    store.save_timer(gid, 12.5)
    push(store, gid, game, Speech(1))      # the usual writes wait as before
    assert store.load_game(gid).timer_remaining == 12.5


def test_a_second_window_asks_before_taking_over_and_keeps_out_if_told_no(qtbot, stored_window):
    win, store = stored_window()
    win.start_game(load_script(SCENARIO.read_text(encoding="utf-8")).setup)
    win.c.push(Speech(1))
    second, store2 = stored_window()
    asked = []
    second.ask = lambda question: asked.append(question) or False
    assert second.resume(store2.unfinished_game()) is False
    assert asked and "open in another Mafia Host window" in asked[0]
    assert second.c.game is None
    second.ask = lambda question: True
    assert second.resume(store2.unfinished_game()) is True
    assert win.c.push(Speech(2)) is False
    assert "another Mafia Host window" in win.notice.text()


def test_a_bad_protocol_leaves_the_game_in_progress_alone(qtbot, stored_window, tmp_path):
    win, store = stored_window()
    win.start_game(load_script(SCENARIO.read_text(encoding="utf-8")).setup)
    win.c.push(Speech(1))
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "mafia-game/2", "seats": []}', encoding="utf-8")
    when_modal(lambda: QApplication.activeModalWidget().accept())
    assert win.import_file(bad) is False
    assert win.c.game is not None and len(win.c.game.inputs) == 1
    assert store.load_game(win.c.game_id).status == "in_progress"


def test_host_entries_must_be_finite_points():
    from app.core.errors import RuleError
    setup = GameSetup.create([(f"P{i + 1}", r) for i, r in enumerate(ROLES10)])
    game = Game(setup)
    for bad in (float("nan"), float("inf"), 1e12):
        with pytest.raises(RuleError):
            game.push(Bonus(1, bad, "x"))
    game.push(Bonus(1, 0.5, "best speech"))
    game.push(End("red", "x"))
    assert game.points()[1] == 4.5


@pytest.mark.parametrize("url,words", [
    ("not a url at all", "not a database address"),
    ("sqlite://", "in-memory database keeps nothing"),
    ("sqlite:///:memory:", "in-memory database keeps nothing"),
    ("postgresql://host:s3cret-pw@127.0.0.1:9/club", "127.0.0.1"),
])
def test_a_bad_database_address_is_explained_without_its_password(url, words, caplog):
    with pytest.raises(StorageError) as err:
        Store.open(url)
    assert err.value.kind == "connect" and words in str(err.value)
    assert "s3cret-pw" not in str(err.value) and "s3cret-pw" not in caplog.text


def test_an_empty_file_becomes_a_new_database_and_the_host_is_told(path):
    path.write_bytes(b"")
    store = open_store(path)
    assert store.unfinished_game() is None
    assert "was an empty file" in store.notice
    store.close()
    assert open_store(path).notice is None


def test_a_bad_database_address_gets_the_database_dialog(qtbot, isolated_settings, monkeypatch):
    """--db nonsense: the host sees what is wrong and may choose; never "Something went wrong"."""
    from PySide6.QtWidgets import QMessageBox
    from app.main import open_store_interactive

    seen = []

    def exec_(box):
        seen.append(box.informativeText())
        return 0    # no button: like Quit

    monkeypatch.setattr(QMessageBox, "exec", exec_)
    assert open_store_interactive("definitely not a url") is None
    assert seen and "not a database address" in seen[0]


# ------------------------------------------- take-over from a stale read (issue #23)
def test_a_take_over_reads_the_game_again_while_the_holder_plays_on(opened):
    """The copy read before asking is stale: the other window went on. The
    take-over resumes what the database holds, and the game still replays."""
    from app.service import Desk

    a, b = opened(), opened()
    gid, game = new_game(a)
    push(a, gid, game, Speech(1))
    stale = b.load_game(gid)                       # read, then the host is asked…
    push(a, gid, game, Speech(2))                  # … while the holder plays on
    push(a, gid, game, Foul(5))
    desk = Desk(b)
    taken = desk.resume(stale, force=True)
    assert len(taken.inputs) == 3 and desk.resumed.events[-1][1] == Foul(5)
    desk.push(Speech(3))
    replayed = b.load_game(gid).rebuild()
    assert [type(i).__name__ for i in replayed.inputs] == ["Speech", "Speech", "Foul", "Speech"]
    assert replayed.step.seat == 4
    with pytest.raises(StorageError) as err:
        push(a, gid, game, Speech(3))
    assert err.value.kind == "elsewhere"


def test_the_window_takes_over_what_the_other_window_wrote_while_it_asked(qtbot, stored_window):
    win, store = stored_window()
    win.start_game(load_script(SCENARIO.read_text(encoding="utf-8")).setup)
    win.c.push(Speech(1))
    second, store2 = stored_window()
    stale = store2.unfinished_game()

    def ask(question):
        win.c.push(Speech(2))                      # the first window plays on during the question
        return True
    second.ask = ask
    assert second.resume(stale) is True
    assert len(second.c.game.inputs) == 2 and second.c.step.seat == 3
    assert "Took game 1 over as the other window left it: 1 more entries" in second.notice.text()
    assert second.c.push(Speech(3)) is True
    again = store2.load_game(second.c.game_id).rebuild()
    assert len(again.inputs) == 3 and again.step.seat == 4


def test_a_protocol_import_writes_its_evening_and_game_together(opened, monkeypatch):
    """Issue #23: a failure (or a kill) between the two leaves no empty evening."""
    from app.core.script import replay

    store = opened()
    script = load_script(SCENARIO.read_text(encoding="utf-8"))
    game = replay(script)

    def boom(*args, **kwargs):
        raise OverflowError("the game could not be written")
    monkeypatch.setattr(Store, "_insert_replayed", boom)
    with pytest.raises(StorageError):
        store.import_protocol({"date": "2026-11-26"}, script.setup, script.actions, game)
    assert store.latest_evening() is None
    monkeypatch.undo()
    eid, gid = store.import_protocol({"date": "2026-11-26"}, script.setup, script.actions, game)
    assert store.latest_evening()["id"] == eid and store.load_game(gid).evening_id == eid


def test_a_window_that_let_its_game_go_saves_no_timer_and_renews_no_lease(opened, caplog):
    """Issue #23: closing, the window releases its game; its periodic timer
    save and lease renewal then write nothing and say nothing (they would
    find the game held by nobody), and the game keeps the timer it had."""
    import logging

    from app.service import Desk

    a, b = opened(), opened()
    desk = Desk(a)
    desk.start(GameSetup.create([(f"P{i + 1}", r) for i, r in enumerate(ROLES10)]))
    desk.save_timer(42.0, False)
    desk.flush_timer()
    desk.release()
    with caplog.at_level(logging.WARNING):
        desk.save_timer(7.0, True)                   # the window's next periodic save
        desk.flush_timer()
        desk.heartbeat()                             # and its lease renewal: no "open elsewhere"
    assert [r for r in caplog.records if r.levelno >= logging.WARNING] == []
    kept = b.take_lease(desk.game_id)                # another window opens it without asking
    assert (kept.timer_remaining, kept.timer_running) == (42.0, False)
