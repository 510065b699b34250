"""Entries that cannot go wrong silently (issue 11): vote boxes replace what
they hold, too many votes are refused before Enter, the selection clears when
the step changes, messages sit beside the step and clear when it changes,
the Remove-player dialog has no reason until the host picks one."""

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox, QDialogButtonBox, QSpinBox

from app.core.inputs import Foul, Night, Speech
from app.core.script import load_script

from gui_driver import press, when_modal
from helpers import shared_dir

SCENARIO = shared_dir() / "scenarios" / "ok4u-10-red-wins.json"


def to_day2_vote(win, nominations):
    """Day 1, a quiet night, then Day 2 speeches with ``nominations`` (speaker → seat)."""
    win.start_game(load_script(SCENARIO.read_text(encoding="utf-8")).setup)
    c = win.c
    for seat in range(1, 11):
        c.push(Speech(seat))
    c.push(Night())
    while c.step.kind == "speech":
        seat = c.step.seat
        c.push(Speech(seat, nominations.get(seat)))
    QApplication.processEvents()


def type_keys(widget, text):
    for ch in text:
        QTest.keyClick(widget, ch)
        QApplication.processEvents()


def test_typing_4_4_3_records_4_4_3_and_votes_out_the_right_player(qtbot, window):
    to_day2_vote(window, {2: 3, 4: 5, 6: 7})
    assert window.c.step.kind == "vote"
    QApplication.processEvents()
    panel = window.panel.of("vote")
    boxes = [panel.findChild(QSpinBox, f"vote_{s}") for s in (3, 5, 7)]
    for box, digits in zip(boxes, ("4", "4", "1")):
        box.setFocus()
        QApplication.processEvents()
        type_keys(box, digits)
    assert [b.value() for b in boxes] == [4, 4, 1]
    boxes[0].setFocus()
    QApplication.processEvents()
    type_keys(boxes[0], "5")                     # typing replaces: 5, not 45
    assert boxes[0].value() == 5
    press(window, Qt.Key.Key_Return)
    assert [e.seat for e in window.c.game.host_view().eliminated] == [3]


def test_two_digit_counts_still_work(qtbot, window):
    to_day2_vote(window, {2: 3})
    box = window.panel.of("vote").findChild(QSpinBox, "vote_3")
    box.setFocus()
    QApplication.processEvents()
    type_keys(box, "10")
    assert box.value() == 10


def test_too_many_votes_are_refused_before_enter(qtbot, window):
    to_day2_vote(window, {2: 3, 4: 5})
    panel = window.panel.of("vote")
    panel.findChild(QSpinBox, "vote_3").setValue(6)
    panel.findChild(QSpinBox, "vote_5").setValue(5)
    assert "Too many votes: 11 for 10" in panel.left.text()
    assert not panel.apply_button.isEnabled()
    press(window, Qt.Key.Key_Return)
    assert window.c.step.kind == "vote" and not window.c.game.public_view().votes


def test_the_selection_clears_when_the_step_changes(qtbot, window):
    window.start_game(load_script(SCENARIO.read_text(encoding="utf-8")).setup)
    for seat in range(1, 11):
        window.c.push(Speech(seat))
    window.c.select(4)                            # a night pick
    window.c.push(Night(mafia=4))
    assert window.c.selected is None
    press(window, Qt.Key.Key_F)                   # a stray F hits nobody
    assert window.c.game.host_view().seat(4).fouls == 0


def test_messages_sit_beside_the_step_and_clear_when_it_changes(qtbot, window):
    window.start_game(load_script(SCENARIO.read_text(encoding="utf-8")).setup)
    window.c.push(Speech(2))                      # out of turn: refused
    assert window.notice.isVisible() and "C-4.1" in window.notice.text()
    assert window.notice.property("level") == "error"
    assert window.notice.parent() is window.panel.parent()   # in the step column, not the status bar
    window.c.push(Foul(5))                        # same step: the error stays until it changes
    window.c.push(Speech(1))
    assert not window.notice.isVisible() or "C-4.1" not in window.notice.text()


def test_the_remove_dialog_starts_with_no_reason(qtbot, window):
    window.start_game(load_script(SCENARIO.read_text(encoding="utf-8")).setup)
    seen = {}

    def look():
        dlg = QApplication.activeModalWidget()
        box = dlg.findChild(QComboBox, "removalReason")
        ok = dlg.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
        seen["reason"], seen["ok"] = box.currentData(), ok.isEnabled()
        seen["words"] = box.itemText(box.findData("woke"))      # the game's kit words its reasons (C-5.6)
        box.setCurrentIndex(box.findData("woke"))
        seen["ok_after"] = ok.isEnabled()
        dlg.reject()

    when_modal(look)
    window.remove_player()
    assert seen == {"reason": None, "ok": False, "words": "woke up out of turn", "ok_after": True}
    assert len(window.c.game.alive) == 10


def test_the_log_shows_the_nights_actions_only_while_roles_are_shown(qtbot, window):
    """A player glancing at the laptop sees no more in the log than on the seats."""
    window.start_game(load_script(SCENARIO.read_text(encoding="utf-8")).setup)
    for seat in range(1, 11):
        window.c.push(Speech(seat))
    window.c.push(Night(mafia=4, sheriff=3, doctor=2))
    log_text = " ".join(window.log_list.entries())
    assert "→" not in log_text and "died: 4" in log_text
    press(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    log_text = " ".join(window.log_list.entries())
    assert "→ 3" in log_text
    press(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    log_text = " ".join(window.log_list.entries())
    assert "→" not in log_text


def test_the_timer_may_start_by_itself_for_the_next_speaker(qtbot, window):
    """A setting, off by default (issue 11); C-3.4 still holds: it never moves the game on."""
    window.start_game(load_script(SCENARIO.read_text(encoding="utf-8")).setup)
    assert not window.act_autostart.isChecked()
    window.c.push(Speech(1))
    assert not window.c.timer.running
    window.act_autostart.trigger()
    window.c.push(Speech(2))
    assert window.c.timer.running and window.c.step.seat == 3
    window.act_autostart.trigger()


def test_seat_tiles_at_1366x768_use_14px_text_and_never_cut_a_name(qtbot, window):
    from app.core.setup import GameSetup
    from helpers import ROLES10
    names = ["Александра Константинопольская"] + [f"P{i}" for i in range(2, 11)]
    window.resize(1366, 768)
    window.start_game(GameSetup.create(list(zip(names, ROLES10))))
    QApplication.processEvents()
    tile = window.table.buttons[1]
    assert tile.font().pixelSize() >= 14
    first_line = tile.text().splitlines()[0]
    assert first_line.endswith("…") and names[0] in tile.toolTip()      # elided, whole name in the tooltip
    before = tile.width()
    window.resize(1920, 1080)
    QApplication.processEvents()
    assert window.table.buttons[1].width() > before                    # tiles grow with the window


def test_random_roles_stay_hidden_and_are_shown_one_seat_at_a_time(qtbot, window):
    from PySide6.QtWidgets import QLabel
    from app.ui.new_game import NewGameDialog, RevealDialog
    dlg = NewGameDialog(window, 10)
    qtbot.addWidget(dlg)
    dlg.deal_random()
    shown = [dlg.findChild(QComboBox, f"role_{i}").currentText() for i in range(1, 11)]
    assert set(shown) == {"dealt (hidden)"}                       # never the whole list at once
    roles = dlg.chosen_roles()
    assert sorted(roles).count("don") == 1 and dlg.setup().players == 10
    reveal = RevealDialog([(f"P{i}", r) for i, r in enumerate(roles, 1)])
    qtbot.addWidget(reveal)
    reveal.show()
    reveal.activateWindow()                     # as when it opens full screen over the window
    QApplication.processEvents()
    role_label = reveal.findChild(QLabel, "revealRole")
    assert role_label.text() == "" and "Seat 1 — P1" in reveal.findChild(QLabel, "revealWho").text()
    QTest.keyClick(reveal, Qt.Key.Key_Space)
    assert role_label.text() != ""                                 # seat 1's role only
    QTest.keyClick(reveal, Qt.Key.Key_Return)
    assert role_label.text() == "" and "Seat 2" in reveal.findChild(QLabel, "revealWho").text()


def test_random_seating_shuffles_who_sits_where(qtbot, window, monkeypatch):
    from PySide6.QtWidgets import QLineEdit, QMessageBox
    from app.ui.new_game import NewGameDialog
    shown = []
    monkeypatch.setattr(QMessageBox, "information", lambda *a: shown.append(a[2]))
    names = [f"Игрок {i}" for i in range(1, 11)]
    dlg = NewGameDialog(window, 10, names)
    qtbot.addWidget(dlg)
    dlg.random_seating()
    now = [dlg.findChild(QLineEdit, f"name_{i}").text() for i in range(1, 11)]
    assert sorted(now) == sorted(names)
    assert shown and all(f"Seat {i}: {n}" in shown[0] for i, n in enumerate(now, 1))


def test_the_shortcuts_help_is_an_aligned_table(qtbot, window):
    from gui_driver import message_text
    text = message_text(window.show_shortcuts)
    assert text.startswith("<table>") and "<td" in text and "Ctrl+Z" in text


def test_who_voted_for_whom_by_clicking_the_seats(qtbot, window):
    """C-6.1: the host clicks the hands up for each candidate in turn; a seat
    that voted is marked and cannot vote twice; counts follow; the protocol
    keeps who voted for whom."""
    from PySide6.QtWidgets import QCheckBox
    from app.core.script import game_to_script
    from gui_driver import click
    to_day2_vote(window, {2: 3, 4: 5})
    panel = window.panel.of("vote")
    click(qtbot, panel.findChild(QCheckBox, "voteByClick"))
    assert window.c.live.vote_by_click and window.c.live.vote_current == 3
    for seat in (1, 2, 4, 6, 8, 9):
        click(qtbot, window.table.buttons[seat])
    assert panel.findChild(QSpinBox, "vote_3").value() == 6
    assert "→3" in window.table.buttons[1].text()
    click(qtbot, panel.next_button)
    assert window.c.live.vote_current == 5
    click(qtbot, window.table.buttons[1])                   # seat 1 already voted for 3
    assert "already voted for seat 3" in window.notice.text()
    for seat in (3, 7):
        click(qtbot, window.table.buttons[seat])
    assert panel.findChild(QSpinBox, "vote_5").value() == 2
    press(window, Qt.Key.Key_Return)
    assert 3 not in window.c.game.alive
    vote = next(a for a in game_to_script(window.c.game)["actions"] if "vote" in a)
    assert vote == {"vote": {"3": [1, 2, 4, 6, 8, 9], "5": [3, 7]}}


def test_seat_number_and_f_give_a_foul_during_the_vote(qtbot, window):
    """C-5.1: fouls at every step, the vote included. While a count box has
    the focus its digits are counts; a click on the tile and F give the foul."""
    to_day2_vote(window, {2: 3, 4: 5})
    assert window.c.step.kind == "vote"
    box = window.panel.of("vote").findChild(QSpinBox, "vote_3")
    box.setFocus()
    QApplication.processEvents()
    qtbot.mouseClick(window.table.buttons[6], Qt.MouseButton.LeftButton)   # the seat, by a click
    press(window, Qt.Key.Key_F)
    assert window.c.game.host_view().seat(6).fouls == 1
    assert box.value() == 0 and box.hasFocus()                               # the box kept nothing of it
    QTest.keyClick(box, "2")                                                  # and its digits are still counts
    assert box.value() == 2 and window.c.step.kind == "vote"


def test_the_points_table_fits_a_10_seat_game_in_russian(qtbot, isolated_settings, clock):
    from app.main import install_translator, remove_translators
    from app.ui.controller import GameController
    from app.ui.main_window import MainWindow

    app = QApplication.instance()
    assert install_translator(app, "ru") is not None
    try:
        win = MainWindow(GameController(clock=clock))
        win.ask = lambda question: True
        qtbot.addWidget(win)
        win.show()
        win.setWindowState(Qt.WindowState.WindowNoState)   # a first start maximizes; here the laptop's size
        win.resize(1366, 768)
        script = load_script(SCENARIO.read_text(encoding="utf-8"))
        win.start_game(script.setup)
        for inp in script.actions:
            win.c.push(inp)
        QApplication.processEvents()
        assert win.width() == 1366
        table = win.panel.result.table
        assert table.isVisible() and table.rowCount() == 10
        header = table.horizontalHeader()
        widths = [header.sectionSize(i) for i in range(table.columnCount())]
        assert sum(widths) <= table.viewport().width()          # nothing to scroll to
        names = [table.item(r, 1).text() for r in range(10)]
        longest = max(table.fontMetrics().horizontalAdvance(n) for n in names)
        assert widths[1] >= longest                               # the players' names are whole
        for col in (0, 2, 3, 4, 5, 6, 7):                         # and every header and number
            need = max([header.fontMetrics().horizontalAdvance(table.horizontalHeaderItem(col).text())]
                       + [table.fontMetrics().horizontalAdvance(table.item(r, col).text()) for r in range(10)])
            assert widths[col] >= need, (col, widths[col], need)
        assert table.horizontalHeaderItem(0).text() == "Место"
    finally:
        remove_translators(app)


def test_every_module_level_tr_finds_its_russian_text(qtbot):
    """A module's own ``tr()`` (a function, not a widget's) must ask Qt in
    the context lupdate filed its texts under, or they show in English in
    the Russian UI: app/main.py's "database cannot be used" dialog did."""
    import ast
    import re

    from app.main import install_translator, remove_translators

    app = QApplication.instance()
    assert install_translator(app, "ru") is not None
    try:
        checked = 0
        for path in sorted((Path(__file__).resolve().parents[1] / "app").rglob("*.py")):
            source = path.read_text(encoding="utf-8")
            helper = re.search(r'(?:tr = lambda text:|def tr\(text: str\) -> str:\s*return)\s*'
                               r'Q(?:Core)?Application\.translate\("([^"]*)", text\)', source)
            if helper is None:
                continue
            for node in ast.walk(ast.parse(source)):
                if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "tr"
                        and node.args and isinstance(node.args[0], ast.Constant)):
                    text = node.args[0].value
                    if re.search("[A-Za-z]{3}", text) and "(*." not in text:     # a file filter may stay as is
                        assert QApplication.translate(helper.group(1), text) != text, (path.name, text)
                        checked += 1
        assert checked > 20
    finally:
        remove_translators(app)
