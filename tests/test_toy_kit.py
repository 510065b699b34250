"""A new game through the window with no change to a shared file (issues #24,
#38): the draw toy (tests/toy_kit.py, T-5) and its kit, installed as a
distribution of their own (tests/toy_dist.py), are played through the real
host window and projector, stored, reopened and exported."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from app.core.setup import GameSetup
import toy_dist
from gui_driver import click, press
from toy_kit import Draw, DrawPanel

SEATS = [("Анна", "citizen"), ("Борис", "checker"), ("Вера", "killer"), ("Глеб", "citizen"), ("Дина", "citizen")]


@pytest.fixture
def draw_toy(tmp_path):
    with toy_dist.installed(tmp_path / "site"):
        yield


def test_the_draw_toy_plays_through_the_window_with_its_own_step(qtbot, stored_window, draw_toy, tmp_path):
    window, store = stored_window()
    window.start_game(GameSetup.create(SEATS, ruleset="toydraw"))
    assert window.notice.text() == "Draw the seat that opens Day 1."
    assert isinstance(window.panel.currentWidget(), DrawPanel)
    press(window, Qt.Key.Key_F5)                                # the projector follows it too
    click(qtbot, window.table.buttons[3])                       # the kit's seat click: the draw
    assert window.c.step.kind == "speech" and window.c.step.seat == 3
    assert not window.c.push(Draw(2))                           # T-5, refused in the toy's own words
    assert window.notice.text() == "The draw was made (T-5)"
    for seat in (3, 4, 5, 1, 2):                                # Day 1 goes round from the seat drawn
        assert window.c.step.seat == seat
        press(window, Qt.Key.Key_Return)
    assert window.c.step.kind == "vote"
    shown = " ".join(lab.text() for lab in window.projector.seat_labels)
    assert "Вера" in shown and "killer" not in shown and "checker" not in shown   # public view only
    gid = window.c.game_id
    again = store.load_game(gid)
    assert again.events[0][1] == Draw(3) and len(again.rebuild().inputs) == 6
    from app.export.report import export_evening

    written = export_evening(store, again.evening_id, tmp_path / "out", kinds=("csv", "xlsx", "zip"))
    assert len(written) == 3
    window2, _ = stored_window()
    assert window2.resume(store.load_game(gid))
    assert window2.c.step.kind == "vote"
