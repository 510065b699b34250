"""The turn desk through real widgets (pytest-qt, offscreen): a Palermo game
seated from the host window (File → New forum game), two turns entered order
by order as M-12's example, each resolved to its newspaper and private
messages; a refused order is explained before it is entered; undo/redo;
everything is in the database as it is entered and reopens the same."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from app.core.script import parse_script, replay
from gui_driver import click, press, when_modal

SEATS = [("Анна", "commissar"), ("Борис", "citizen"), ("Вера", "mafioso"), ("Глеб", "citizen"),
         ("Дина", "maniac"), ("Егор", "citizen")]
TURN1_RU = "Газета. Ход 1.\nВ тюрьме: Вера.\nПогибшие: Борис.\nВ игре: Анна, Глеб, Дина, Егор."
TURN2_EN = ("Newspaper. Turn 2.\nJailed: Дина.\nNobody was killed.\nStill in play: Анна, Глеб, Егор.\n"
            "Game over. Winner: the honest citizens.")


def seat_the_game(qtbot, window):
    done = []

    def fill():
        dlg = QApplication.activeModalWidget()
        try:
            dlg.city.setCurrentIndex(dlg.city.findData("palermo"))
            dlg.players.setPlainText("\n".join(name for name, _ in SEATS))
            dlg.enter.click()      # the dialog is not laid out yet for a mouse click
            assert dlg.enter.isChecked() and dlg.roles.rowCount() == len(SEATS)
            for row, (_, role) in enumerate(SEATS):
                combo = dlg.roles.cellWidget(row, 1)
                combo.setCurrentIndex(combo.findData(role))
            dlg.seed.setText("7")
            click(qtbot, dlg.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok))
            done.append(dlg.result())
        except Exception as err:   # report in the test, never leave the dialog open
            done.append(err)
            dlg.reject()
    when_modal(fill)
    press(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert done == [1], done
    return window.forum_windows[-1]


def choose(desk, who, what, target):
    desk.who.setCurrentIndex(desk.who.findData(who))
    desk.what.setCurrentIndex(desk.what.findData(what))
    desk.target.setCurrentIndex(desk.target.findData(target))


def enter(qtbot, desk, who, what, target):
    choose(desk, who, what, target)
    assert desk.enter.isEnabled(), desk.why.text()
    click(qtbot, desk.enter)


def resolve(qtbot, desk):
    click(qtbot, desk.resolve_button)
    dialog = desk.result_dialog
    assert dialog.isVisible()
    return dialog


def test_two_turns_through_the_turn_desk(qtbot, stored_window):
    window, store = stored_window()
    desk = seat_the_game(qtbot, window)
    qtbot.addWidget(desk)
    assert desk.game.setup.extra["city"] == "palermo" and desk.desk.game_id is not None
    assert "Палермо" in desk.turn_label.text() or "Palermo" in desk.turn_label.text()

    # a refused order is explained at once and cannot be entered (M-4.1)
    choose(desk, 1, "check", 1)
    assert not desk.enter.isEnabled() and "M-4.1" in desk.why.text()

    for voter, target in ((1, 3), (2, 3), (3, 1), (4, 5), (5, 1), (6, 3)):
        enter(qtbot, desk, voter, "vote", target)
    enter(qtbot, desk, 1, "check", 6)        # replaced by the later order below
    enter(qtbot, desk, 1, "check", 5)
    enter(qtbot, desk, 3, "team_shot", 1)
    enter(qtbot, desk, 5, "shot", 2)
    assert desk.view().extra["orders"][1] == {"check": 5}
    assert "3. Вера: 3" in desk.tally.text() and "1. Анна: 2" in desk.tally.text()

    dialog = resolve(qtbot, desk)
    dialog.lang.setCurrentIndex(dialog.lang.findData("ru"))
    assert dialog.news.toPlainText() == TURN1_RU
    assert dialog.private.rowCount() == 1
    assert dialog.private.item(0, 0).text() == "1. Анна"
    assert dialog.private.item(0, 1).text() == "Игрок Дина: Маньяк."
    dialog.form.setCurrentIndex(dialog.form.findData("bbcode"))
    click(qtbot, dialog.copy)
    assert QApplication.clipboard().text().startswith("[b]Газета. Ход 1.[/b]\nВ тюрьме: Вера.")
    steps = dialog.steps.toPlainText()
    assert "3. Вера" in steps and "2. Борис" in steps and "Вера" not in dialog.private.item(0, 1).text()
    dialog.close()

    for voter, target in ((1, 5), (4, 5), (5, 1), (6, 5)):
        enter(qtbot, desk, voter, "vote", target)
    enter(qtbot, desk, 1, "check", 6)
    enter(qtbot, desk, 5, "shot", 4)
    dialog = resolve(qtbot, desk)
    dialog.lang.setCurrentIndex(dialog.lang.findData("en"))
    assert dialog.news.toPlainText() == TURN2_EN
    dialog.close()
    assert desk.view().winner == "honest" and not desk.resolve_button.isEnabled()

    # undo takes the resolution back; redo gives it again
    press(desk, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert desk.view().winner is None and desk.resolve_button.isEnabled()
    press(desk, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert desk.view().winner == "honest"

    # in the database as entered: reopened, the same game
    stored = store.load_game(desk.desk.game_id)
    assert stored.rebuild().result_json() == desk.game.result_json()
    assert stored.rebuild().result_json()["winners"] == [1, 2, 4, 6]


def test_protocol_and_chronicle_exports(qtbot, stored_window, tmp_path):
    window, _ = stored_window()
    desk = seat_the_game(qtbot, window)
    qtbot.addWidget(desk)
    enter(qtbot, desk, 1, "vote", 3)
    enter(qtbot, desk, 5, "shot", 2)
    resolve(qtbot, desk).close()
    assert desk.write_protocol(tmp_path / "game.json")
    again = replay(parse_script(json.loads((tmp_path / "game.json").read_text(encoding="utf-8"))))
    assert again.result_json() == desk.game.result_json()
    assert desk.write_chronicle(tmp_path / "game.html")
    html = (tmp_path / "game.html").read_text(encoding="utf-8")
    assert "Погибшие: Борис." in html or "Killed: Борис." in html
    assert desk.write_chronicle(tmp_path / "game.pdf")
    assert (tmp_path / "game.pdf").read_bytes().startswith(b"%PDF")


def test_unfinished_forum_game_reopens_in_its_desk(qtbot, stored_window):
    window, store = stored_window()
    desk = seat_the_game(qtbot, window)
    enter(qtbot, desk, 1, "vote", 3)
    desk.close()
    window2, store2 = stored_window()
    stored = store2.unfinished_game()
    assert stored is not None and stored.setup.ruleset == "forum"
    assert window2.resume(stored)
    reopened = window2.forum_windows[-1]
    qtbot.addWidget(reopened)
    assert reopened.view().extra["votes"] == {1: 3}
