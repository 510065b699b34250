"""Drive the real host window with clicks and keys only (pytest-qt)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox, QLineEdit, QPushButton, QSpinBox, QDialogButtonBox

ROLE_LABELS = {"civilian": "Civ", "sheriff": "She", "doctor": "Doc", "beauty": "Bea",
               "mafia": "Maf", "don": "Don", "maniac": "Man"}


def press(window, key, modifier=Qt.KeyboardModifier.NoModifier):
    """A key press as the window system delivers it (so shortcuts fire).

    The offscreen platform has no window manager to give the focus back to
    the main window after a dialog closes, so the driver does it.
    """
    if QApplication.activeWindow() is not window and QApplication.activeModalWidget() is None:
        window.activateWindow()
        QApplication.processEvents()
    QTest.keyClick(window.windowHandle(), key, modifier)
    QApplication.processEvents()


def type_text(widget, text):
    """Key events carrying each character (QTest.keyClicks asserts on non-ASCII)."""
    for ch in text:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(widget, QKeyEvent(kind, Qt.Key.Key_unknown, Qt.KeyboardModifier.NoModifier, ch))


def type_into(qtbot, widget, text):
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)
    widget.setFocus()
    qtbot.keyClick(widget, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    type_text(widget, text)


def click(qtbot, widget):
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)
    QApplication.processEvents()


def fill_new_game(qtbot, seats, done):
    """Fill the modal New game dialog: table size, names, roles; press OK."""
    dlg = QApplication.activeModalWidget()
    try:
        size = dlg.findChild(QSpinBox, "tableSize")
        type_into(qtbot, size, str(len(seats)))
        for entry in seats:
            n = entry["seat"]
            type_into(qtbot, dlg.findChild(QLineEdit, f"name_{n}"), entry["player"])
            box = dlg.findChild(QComboBox, f"role_{n}")
            box.setFocus()
            qtbot.keyClicks(box, ROLE_LABELS[entry["role"]])
            QTest.qWait(0)
        ok = dlg.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
        done.append(ok.isEnabled())
        click(qtbot, ok)
    except Exception as err:  # report in the test, do not leave the dialog open
        done.append(err)
        if dlg is not None:
            dlg.reject()


def when_modal(callback, tries=200):
    """Run ``callback`` once a modal dialog is up (it is opened by the next key press)."""
    def poll(left=tries):
        if QApplication.activeModalWidget() is not None:
            callback()
        elif left:
            QTimer.singleShot(5, lambda: poll(left - 1))
    QTimer.singleShot(0, poll)


def start_game(qtbot, window, script):
    done: list = []
    when_modal(lambda: fill_new_game(qtbot, script["seats"], done))
    press(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert done == [True], done


def seat_button(window, seat):
    return window.table.buttons[seat]


def play_action(qtbot, window, action):
    """Enter one script action through the window."""
    c = window.c
    if "speech" in action:
        if action.get("nominate"):
            click(qtbot, seat_button(window, action["nominate"]))
        press(window, Qt.Key.Key_Return)
    elif "vote" in action:
        panel = window.panel.of("vote")
        for seat, count in action["vote"].items():
            spin = panel.findChild(QSpinBox, f"vote_{seat}")
            type_into(qtbot, spin, str(count))
        press(window, Qt.Key.Key_Return)
    elif "lift" in action:
        type_into(qtbot, window.panel.of("lift_vote").findChild(QSpinBox, "liftFor"), str(action["lift"]))
        press(window, Qt.Key.Key_Return)
    elif "night" in action:
        picks = action["night"]
        while c.live.night_role is not None:
            role = c.live.night_role
            if picks.get(role) is not None:
                click(qtbot, seat_button(window, picks[role]))
            press(window, Qt.Key.Key_Return)
            if c.step is None or c.step.kind != "night":
                break
    elif "confirm" in action:
        press(window, Qt.Key.Key_Return)
    else:
        raise AssertionError(f"the driver has no gesture for {action}")


def message_text(open_it) -> str:
    """The text of the message box ``open_it()`` shows (it is then closed)."""
    seen = {}

    def read():
        box = QApplication.activeModalWidget()
        seen["text"] = box.text()
        box.accept()

    when_modal(read)
    open_it()
    return seen["text"]
