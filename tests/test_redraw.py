"""What the cheaper redraw of #26 must keep: the host sees the same window,
the room's screen follows the host's, the log and the step panel behave as
before (pytest-qt, real widgets)."""

import json

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QLabel, QSpinBox, QWidget

from app.core.inputs import Foul, Speech
from app.ui.game_log import GameLog
from app.ui.labels import WrapLabel
from gui_driver import press
from test_gui import scenario, started


def test_a_wrapped_label_measures_its_new_text_font_and_width(qtbot):
    lab, plain = WrapLabel(), QLabel()
    qtbot.addWidget(lab)
    for w in (lab, plain):
        w.setWordWrap(True)
    short, long = "Speech: 3", "Say: “The floor goes to player number 3, Вера.” " * 4
    for text in (short, long, short):
        for w in (lab, plain):
            w.setText(text)
        assert lab.heightForWidth(200) == plain.heightForWidth(200)
        assert lab.heightForWidth(120) == plain.heightForWidth(120)
    assert lab.heightForWidth(120) < (lab.setText(long), lab.heightForWidth(120))[1]
    before = lab.heightForWidth(120)
    big = QFont(lab.font())
    big.setPointSize(lab.font().pointSize() * 2)
    lab.setFont(big)
    plain.setText(long)
    plain.setFont(big)
    assert lab.heightForWidth(120) == plain.heightForWidth(120) > before


def test_the_log_adds_lines_and_an_undo_takes_only_its_own_back(qtbot, window):
    started(qtbot, window, upto=3)
    log = window.log_list
    assert isinstance(log, GameLog) and log.count() == 3
    first = log.entries()
    press(window, Qt.Key.Key_4)
    press(window, Qt.Key.Key_F)
    assert log.count() == 4 and "foul" in log.entries()[-1]
    press(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert log.entries() == first
    assert log.toPlainText().splitlines() == first         # what the host reads: the same lines
    window.c.push(Speech(4))
    assert log.count() == 4 and log.toPlainText().splitlines() == log.entries()


def test_a_log_line_with_a_line_break_stays_one_line(qtbot):
    log = GameLog()
    qtbot.addWidget(log)
    log.add(["D1  one", "N1  night\nsecond line"])
    assert log.entries() == ["D1  one", "N1  night · second line"]
    log.keep(1)
    assert log.toPlainText() == "D1  one"
    log.keep(0)
    assert log.toPlainText() == "" and log.count() == 0


def test_a_message_does_not_move_the_step_panel(qtbot, window):
    """A refusal or "Undone." appears above the step; the buttons stay under the host's hand."""
    started(qtbot, window, upto=2)
    top = window.panel.mapTo(window, window.panel.rect().topLeft())
    window.c.push(Foul(3))
    press(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.notice.text() and window.notice.property("level") == "info"
    QApplication.processEvents()
    assert window.panel.mapTo(window, window.panel.rect().topLeft()) == top
    press(window, Qt.Key.Key_Return)                   # the next speech: the message goes
    assert window.notice.text() == ""
    assert window.panel.mapTo(window, window.panel.rect().topLeft()) == top


def test_the_vote_boxes_take_the_keys_and_give_them_back(qtbot, window):
    """The step panel shows one panel at a time; the focus goes with the step
    (the vote's first box, then back to the window for Enter and F)."""
    script = scenario()
    started(qtbot, window, upto=next(i for i, a in enumerate(script["actions"]) if "vote" in a))
    assert window.c.step.kind == "vote" and window.panel.currentWidget() is window.panel.of("vote")
    box = window.panel.of("vote").spins[window.c.step.candidates[0]]
    assert isinstance(box, QSpinBox) and box.hasFocus()
    assert not window.panel.of("speech").isVisible()
    for seat, n in next(a for a in script["actions"] if "vote" in a)["vote"].items():
        window.panel.of("vote").spins[int(seat)].setValue(n)
    press(window, Qt.Key.Key_Return)
    assert window.c.step.kind != "vote" and not window.panel.of("vote").isVisible()
    assert not isinstance(QApplication.focusWidget(), QSpinBox)
    before = len(window.c.game.inputs)
    press(window, Qt.Key.Key_5)
    press(window, Qt.Key.Key_F)                         # F is the game's again, not a hidden box's
    assert len(window.c.game.inputs) == before + 1 and "Seat 5" in window.notice.text()


def test_the_room_sees_an_input_right_after_the_host(qtbot, window, monkeypatch):
    """The projector reads and draws an input after the host's window is
    drawn, in the same turn of the event loop: it never holds the host up,
    and never lags behind."""
    from app.ui.projector import ProjectorWindow

    order: list[str] = []
    refresh = ProjectorWindow.refresh
    monkeypatch.setattr(ProjectorWindow, "refresh", lambda self: (order.append("room reads"), refresh(self)))
    started(qtbot, window)
    window.act_projector.setChecked(True)
    QApplication.processEvents()
    projector = window.projector
    order.clear()

    class Watch(QObject):
        def eventFilter(self, obj, event):  # noqa: N802
            if event.type() == QEvent.Type.UpdateRequest:
                order.append("host" if obj is window else "room" if obj is projector else "other")
            return False

    watch = Watch()
    window.installEventFilter(watch)
    projector.installEventFilter(watch)
    speaker = projector.speaker.text()
    press(window, Qt.Key.Key_Return)
    assert projector.speaker.text() != speaker and "2" in projector.speaker.text()
    assert order[:3] == ["host", "room reads", "room"], order
    window.removeEventFilter(watch)
    projector.removeEventFilter(watch)


def test_the_table_and_the_log_never_jump_through_a_whole_game(qtbot, stored_window):
    """At 1366×768 no step (a morning's report, a vote's boxes, the result's
    table) takes room from the table or the log: nothing moves under the
    host's eyes, and nothing is drawn again for it."""
    from gui_driver import play_action
    from app.core.script import load_script

    window, _store = stored_window()
    script = scenario()
    window.start_game(load_script(json.dumps(script)).setup)
    window.act_projector.setChecked(True)      # the evening's setup: the room's screen open
    for _ in range(5):
        window.resize(1366, 768)
        QApplication.processEvents()
    where = (window.table.geometry(), window.log_dock.geometry())
    moved = []
    for action in script["actions"]:
        play_action(qtbot, window, action)
        QApplication.processEvents()
        if (window.table.geometry(), window.log_dock.geometry()) != where:
            moved.append((action, window.table.geometry(), window.log_dock.geometry()))
    assert window.c.game.status == "finished"
    assert window.size().toTuple() == (1366, 768) and not moved, moved


def test_one_step_panel_at_a_time_even_while_the_step_changes(qtbot, window):
    """Showing the next step's panel lays the window out at once: the one
    before is already hidden then, or the window would make room for both
    (the table and the log shrank for a frame at every morning)."""
    from gui_driver import play_action

    seen: list[int] = []
    script = scenario()
    started(qtbot, window)                    # the game's kit gives its panels when it starts (#38)
    pages = [p for p in window.panel.findChildren(QWidget) if p.parentWidget() is window.panel]
    assert len(pages) > 5

    class Watch(QObject):
        def eventFilter(self, obj, event):  # noqa: N802
            if event.type() == QEvent.Type.Show:
                seen.append(sum(p.isVisible() for p in pages))
            return False

    watch = Watch()
    for p in pages:
        p.installEventFilter(watch)
    for action in script["actions"]:
        play_action(qtbot, window, action)
    assert window.c.game.status == "finished" and len(seen) > 5 and set(seen) == {1}, seen


def test_the_timer_is_saved_after_the_window_has_drawn_it(qtbot, stored_window, monkeypatch):
    """Space starts the speech timer: the window shows it first, then the
    database keeps it (its writer never competes with the drawing)."""
    from app.core.script import load_script
    from app.service import Desk

    window, store = stored_window()
    window.start_game(load_script(json.dumps(scenario())).setup)
    QApplication.processEvents()
    order: list[str] = []
    save = Desk.save_timer
    monkeypatch.setattr(Desk, "save_timer", lambda self, *a: (order.append("saved"), save(self, *a)))

    class Watch(QObject):
        def eventFilter(self, obj, event):  # noqa: N802
            if event.type() == QEvent.Type.UpdateRequest and obj is window:
                order.append("drawn")
            return False

    watch = Watch()
    window.installEventFilter(watch)
    press(window, Qt.Key.Key_Space)
    window.removeEventFilter(watch)
    assert window.c.timer.running and order[:2] == ["drawn", "saved"], order
    window.c.desk.flush_timer()
    assert store.load_game(window.c.game_id).timer_running


def test_the_tiles_text_follows_the_window_size_at_once(qtbot, window):
    """Made larger (a bigger screen), the tiles' text grows with them before
    any input; back at 1366×768 it is as it was."""
    started(qtbot, window)
    for size in ((1366, 768), (1920, 1080), (1366, 768)):
        window.resize(*size)
        QApplication.processEvents()
        px = {b.font().pixelSize() for b in window.table.buttons.values()}
        assert px == {window.table._font_px}, (size, px)
        if size == (1366, 768):
            small = px
        else:
            assert px != small


def test_a_new_log_line_is_drawn_alone_in_a_full_log(qtbot, window):
    """The log scrolls by copying what it shows: a new line (and the end of
    a full log) is drawn, not the whole log again, in the app's theme."""
    started(qtbot, window)
    log = window.log_list
    log.add([f"D1  line {i}" for i in range(60)])       # far more than it shows
    QApplication.processEvents()
    heights: list[int] = []

    class Watch(QObject):
        def eventFilter(self, obj, event):  # noqa: N802
            if event.type() == QEvent.Type.Paint:
                heights.append(event.rect().height())
            return False

    watch = Watch()
    log.viewport().installEventFilter(watch)
    for i in range(3):
        log.add([f"D1  new line {i}"])
        QApplication.processEvents()
    log.viewport().removeEventFilter(watch)
    full = log.viewport().height()
    assert heights and max(heights) < full / 2, (heights, full)
    assert log.verticalScrollBar().value() == log.verticalScrollBar().maximum()    # the newest shown
