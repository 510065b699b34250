"""Writes never block the window (issue #23): while another program holds the
database's write lock, an input shows as pending ("Saving…") and the host can
go on; inputs wait behind it in order; a failed write is taken back with
every input behind it and the host is told; closing waits or asks. Nothing
is shown as done before it is committed."""

import sqlite3
import threading

from app.core.inputs import Foul, Speech
from app.core.script import load_script
from app.storage import StorageError, Store
from app.ui.controller import GameController

from helpers import shared_dir

SCENARIO = shared_dir() / "scenarios" / "ok4u-10-red-wins.json"


def seated(stored_window, monkeypatch):
    monkeypatch.setattr(GameController, "commit_wait", 0.03)
    win, store = stored_window()
    win.start_game(load_script(SCENARIO.read_text(encoding="utf-8")).setup)
    return win, store


def test_another_programs_lock_shows_the_input_pending_and_the_window_goes_on(qtbot, stored_window, monkeypatch,
                                                                                 tmp_path):
    win, store = seated(stored_window, monkeypatch)
    gid = win.c.game_id
    win.c.desk.flush_timer()                             # our own timer save is not the other program
    other = sqlite3.connect(tmp_path / "games.sqlite", isolation_level=None, timeout=0)
    other.execute("BEGIN IMMEDIATE")                     # another program holds the write lock
    try:
        assert win.c.push(Speech(1)) is True              # answered at once: not frozen for 3 s
        assert win.c.saving and win.saving.isVisible()    # shown as pending, not as done
        assert win.c.push(Speech(2)) is True              # the next input waits behind it
        assert len(win.c.game.inputs) == 2
    finally:
        other.execute("ROLLBACK")
        other.close()
    qtbot.waitUntil(lambda: not win.c.saving, timeout=10_000)
    assert not win.saving.isVisible()
    assert [e[1] for e in Store.load_game(store, gid).events] == [Speech(1), Speech(2)]


def test_a_failed_write_takes_back_its_input_and_those_behind_it(qtbot, stored_window, monkeypatch):
    win, store = seated(stored_window, monkeypatch)
    assert win.c.push(Speech(1))
    gate = threading.Event()
    real = store.write_event

    def slow_then_fail(game_id, kind, inp, rec):
        gate.wait(10)
        if inp == Speech(2):
            raise StorageError("write-failed", "Could not save (input): disk I/O error")
        return real(game_id, kind, inp, rec)
    monkeypatch.setattr(store, "write_event", slow_then_fail)
    assert win.c.push(Speech(2)) and win.c.push(Foul(5))
    assert win.c.saving and len(win.c.game.inputs) == 3
    gate.set()
    qtbot.waitUntil(lambda: not win.c.saving, timeout=10_000)
    assert len(win.c.game.inputs) == 1 and win.c.step.seat == 2
    assert win.c.game.host_view().seat(5).fouls == 0
    assert "disk I/O error" in win.notice.text() and "1 entries made after it" in win.notice.text()
    assert [e[1] for e in store.load_game(win.c.game_id).events] == [Speech(1)]
    monkeypatch.setattr(store, "write_event", real)
    assert win.c.push(Speech(2))                           # the host goes on from the stored state
    qtbot.waitUntil(lambda: not win.c.saving, timeout=10_000)
    assert [e[1] for e in store.load_game(win.c.game_id).events] == [Speech(1), Speech(2)]


def test_closing_waits_for_a_pending_write_or_asks(qtbot, stored_window, monkeypatch):
    win, store = seated(stored_window, monkeypatch)
    gate = threading.Event()
    real = store.write_event

    def slow(*args):
        gate.wait(30)
        return real(*args)
    monkeypatch.setattr(store, "write_event", slow)
    assert win.c.push(Speech(1)) and win.c.saving
    monkeypatch.setattr(win.c, "settle", lambda wait=0.0: False)   # the database stays busy
    asked = []
    win.ask = lambda question: asked.append(question) or False
    assert not win.close()                                         # the host chose to wait
    assert len(asked) == 1 and "still being saved" in asked[0]
    monkeypatch.undo()
    gate.set()
    win.ask = lambda question: True
    qtbot.waitUntil(lambda: not win.desk.saving, timeout=10_000)
    assert [e[1] for e in store.load_game(win.c.game_id).events] == [Speech(1)]
