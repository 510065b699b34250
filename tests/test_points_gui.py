"""The host reviews and confirms points; standings on screen and projector;
a bad scheme edit is refused and the old scheme stays."""

import json

import pytest
from PySide6.QtWidgets import QApplication, QLabel

from app.core.inputs import Bonus

from gui_driver import click, play_action, start_game
from helpers import shared_dir

SCENARIO = shared_dir() / "scenarios" / "ok4u-10-red-wins.json"


@pytest.fixture
def played(qtbot, stored_window):
    win, store = stored_window()
    raw = json.loads(SCENARIO.read_text(encoding="utf-8"))
    start_game(qtbot, win, raw)
    for action in raw["actions"]:
        play_action(qtbot, win, action)
    return win, store


def test_host_reviews_bonus_and_confirms_points(qtbot, played):
    win, store = played
    panel = win.panel.result
    assert panel.confirm_points_button.isVisible()
    win.c.push(Bonus(1, 0.5, "best speech"))
    row = next(r for r in range(panel.table.rowCount()) if panel.table.item(r, 0).text() == "1")
    assert panel.table.item(row, 3).text() == "4.5" and panel.table.item(row, 7).text() == "+0.5"
    click(qtbot, panel.confirm_points_button)
    assert "Points confirmed" in panel.findChild(QLabel, "pointsNote").text()
    stored = store.game_points(win.c.game_id)
    assert stored[1]["points"] == 4.5 and stored[1]["bonus"] == 0.5
    assert stored[1]["scheme"] == "ok4u" and stored[1]["scheme_version"] == 2


def test_the_projector_shows_the_points_once_confirmed(qtbot, played):
    """The end screen (issue 11): the game's points when the host confirmed them, not before."""
    win, store = played
    win.act_projector.setChecked(True)
    proj = win.projector
    assert proj.phase.text() == "The city (red) wins"
    assert "pts" not in proj.seat_labels[5].text()
    click(qtbot, win.panel.result.confirm_points_button)
    assert "6 pts" in proj.seat_labels[5].text()            # Егор, the Doctor: 4 + 2
    win.act_projector.setChecked(False)


def test_standings_dialog_and_projector_show_names_and_points_only(qtbot, played):
    from app.ui.standings import StandingsDialog
    win, store = played
    dlg = StandingsDialog(store, win.current_evening(create=False), win)
    qtbot.addWidget(dlg)
    assert dlg.table.item(0, 1).text() == "Егор" and dlg.table.item(0, 8).text() == "6"
    dlg.projectorToggled.connect(win._projector_standings)
    dlg.projector_button.setChecked(True)
    proj = win.projector
    assert proj is not None
    texts = [lab.text() for lab in proj.findChildren(QLabel) if lab.isVisibleTo(proj) and lab.text()]
    assert texts[0] == "Standings" and "1. Егор — 6" in texts[1]
    for word in ("doctor", "Doctor", "sheriff", "civilian", "mafia", "maniac", "beauty"):
        assert all(word not in t for t in texts)
    dlg.projector_button.setChecked(False)
    assert proj.phase.text() == "The city (red) wins"      # back to the game: its winner


def test_bad_scheme_edit_is_refused_and_the_old_scheme_stays(qtbot, tmp_path, isolated_settings):
    from app.scoring.schemes import BUILTIN
    from app.ui.schemes import SchemeEditor
    path = tmp_path / "club.toml"
    good = (BUILTIN / "ok4u.toml").read_text(encoding="utf-8").replace('id = "ok4u"', 'id = "club"')
    path.write_text(good, encoding="utf-8")
    editor = SchemeEditor(path)
    qtbot.addWidget(editor)
    editor.edit.setPlainText(good.replace("sheriff = 2", "sherif = 2"))
    assert not editor.save()
    message = editor.error.text()
    assert str(path) in message and "useful.doctor_saved.sherif" in message and "unknown role" in message
    assert "line" in message
    assert path.read_text(encoding="utf-8") == good
