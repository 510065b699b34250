"""Host window behaviour a host notices, driven by keys and clicks (pytest-qt)."""

import json

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox, QSpinBox

from gui_driver import click, play_action, press, start_game, type_into, when_modal
from helpers import shared_dir

SCENARIO = shared_dir() / "scenarios" / "ok4u-10-red-wins.json"


def scenario():
    return json.loads(SCENARIO.read_text(encoding="utf-8"))


def started(qtbot, window, upto=0):
    script = scenario()
    start_game(qtbot, window, script)
    for action in script["actions"][:upto]:
        play_action(qtbot, window, action)
    return script


def notice(window):
    return window.notice.text()


def test_roles_hidden_until_show_roles(qtbot, window):
    started(qtbot, window)
    assert "Don" not in window.table.buttons[5].text()
    press(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert "Don" in window.table.buttons[5].text()
    press(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert "Don" not in window.table.buttons[5].text()


def test_fouls_by_keys_show_c5_consequences(qtbot, window):
    started(qtbot, window)
    press(window, Qt.Key.Key_4)
    press(window, Qt.Key.Key_F)
    assert "foul 1 — warning" in notice(window)
    press(window, Qt.Key.Key_F)
    press(window, Qt.Key.Key_F)
    assert "3rd foul — loses the speech on day 1" in notice(window)   # C-5.3
    assert "●●●○" in window.table.buttons[4].text()
    assert list(window.c.game.host_view().speech_order)[:4] == [1, 2, 3, 5]
    press(window, Qt.Key.Key_F)
    assert "4th foul — leaves the game" in notice(window)              # C-5.4
    tile = window.table.buttons[4]
    assert tile.property("state") == "out" and "out" in tile.icons and "4 fouls" in tile.text()


def test_fourth_foul_on_day_2_announces_no_vote(qtbot, window):
    started(qtbot, window, upto=12)   # day 2, seat 2 nominated 3
    press(window, Qt.Key.Key_9)
    for _ in range(4):
        press(window, Qt.Key.Key_F)
    assert "no vote today" in notice(window)
    assert "No vote today" in window.panel.of("speech").findChild(QLabel, "nomination").text()


def test_digit_zero_and_two_digits_select_seat_10(qtbot, window):
    started(qtbot, window)
    press(window, Qt.Key.Key_0)
    assert window.c.selected == 10
    press(window, Qt.Key.Key_1)
    press(window, Qt.Key.Key_0)
    assert window.c.selected == 10


def test_illegal_night_targets_are_marked_and_a_click_says_why(qtbot, window):
    """#25: a seat the rules refuse now is drawn as not choosable, and a click
    on it (a dead seat too) says why in one line instead of doing nothing."""
    started(qtbot, window, upto=22)   # night 2 begins; the Doctor healed 2 on night 1
    c = window.c
    while c.live.night_role != "doctor":
        press(window, Qt.Key.Key_Return)
    button = window.table.buttons[2]
    assert button.property("choosable") is False and button.isEnabled()
    assert "Doctor: seat 2 was picked last night, not two nights running (C-7.3)" in button.toolTip()
    assert window.table.buttons[3].property("choosable") is False    # voted out on day 2
    assert window.table.buttons[6].property("choosable") is True     # himself, first time
    click(qtbot, window.table.buttons[3])              # the dead seat: the click says why
    assert c.live.night_picks.get("doctor") is None and "seat 3" in notice(window).lower()
    press(window, Qt.Key.Key_2)                        # digits cannot pick it either
    assert c.live.night_picks.get("doctor") is None
    assert "(C-7.3)" in notice(window)


def test_sheriff_check_result_is_shown_to_the_host(qtbot, window):
    started(qtbot, window, upto=10)   # night 1
    while window.c.live.night_role != "sheriff":
        press(window, Qt.Key.Key_Return)
    click(qtbot, window.table.buttons[3])
    assert "thumb DOWN" in window.panel.of("night").findChild(QLabel, "nightCheck").text()


def test_undo_and_redo_keys(qtbot, window):
    started(qtbot, window, upto=3)
    assert window.c.step.seat == 4
    press(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.c.step.seat == 3
    press(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert window.c.step.seat == 4
    assert window.log_list.count() == 3


def test_timer_counts_down_on_the_clock_and_never_moves_the_game(qtbot, window, clock):
    started(qtbot, window)
    fired = []
    window.c.expired.connect(lambda: fired.append(clock()))
    label = window.timer.label
    assert label.text() == "0:50"
    press(window, Qt.Key.Key_Space)
    clock.advance(41.5)
    window.timer.refresh()
    assert label.text() == "0:09" and label.property("urgency") == "warning"   # red in the last 10 s
    press(window, Qt.Key.Key_Space)        # pause
    clock.advance(100)
    window.timer.refresh()
    assert label.text() == "0:09"
    click(qtbot, window.timer.plus_button)
    assert label.text() == "0:19"
    press(window, Qt.Key.Key_Space)
    clock.advance(18.0)
    window.timer.refresh()
    assert fired == [] and label.text() == "0:01"
    clock.advance(1.0)
    window.timer.refresh()
    window.timer.refresh()
    assert len(fired) == 1                 # the signal fires once
    assert label.text() == "-0:00"
    assert window.c.step.seat == 1         # C-3.4: the game did not move on


def test_too_many_votes_are_refused_with_the_rule(qtbot, window):
    script = started(qtbot, window, upto=21)
    assert window.c.step.kind == "vote"
    spin = window.panel.of("vote").findChild(QSpinBox, "vote_3")
    type_into(qtbot, spin, "7")
    type_into(qtbot, window.panel.of("vote").findChild(QSpinBox, "vote_2"), "4")
    left = window.panel.of("vote").findChild(QLabel, "votesLeft").text()
    assert "11 for 10" in left and "(C-6.1)" in left        # refused before Enter, next to the boxes
    inputs = window.c.game.inputs
    press(window, Qt.Key.Key_Return)
    assert window.c.game.inputs == inputs


def test_export_then_import_gives_the_same_game(qtbot, window, tmp_path):
    started(qtbot, window, upto=15)
    path = tmp_path / "protocol.json"
    assert window.export_file(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    # the window enters the night call by call: each answered call is an input (6 for 1)
    assert data["format"] == "mafia-game/2" and len(data["actions"]) == 15 - 1 + 6
    assert [a["call"] for a in data["actions"] if "call" in a] == [
        "mafia", "don", "sheriff", "maniac", "doctor", "beauty"]
    step = window.c.step
    press(window, Qt.Key.Key_Return)
    assert window.import_file(path)
    assert window.c.step == step


def test_bad_protocol_file_gets_a_clear_message(qtbot, window, tmp_path):
    path = tmp_path / "broken.json"
    data = scenario()
    data["actions"][10]["night"]["doctor"] = 99
    path.write_text(json.dumps(data), encoding="utf-8")
    seen = []

    def read_and_close():
        box = QApplication.activeModalWidget()
        seen.append(box.text())
        box.button(QMessageBox.StandardButton.Ok).click()

    when_modal(read_and_close)
    assert not window.import_file(path)
    assert seen and "action 10" in seen[0] and "seat 99" in seen[0]
    assert window.c.game is None


def test_shortcuts_are_listed_in_help(qtbot, window):
    text = window.shortcuts_text()
    for key in ("Space", "Return", "F", "N", "Ctrl+Z", "Ctrl+R", "Del"):
        assert key in text, key


def test_russian_translation_uses_the_club_words(qtbot, window):
    from app.main import install_translator, remove_translators
    from app.ui import texts

    app = QApplication.instance()
    translator = install_translator(app, "ru")
    try:
        assert translator is not None
        assert texts.role_name("beauty") == "Красотка"
        assert texts.how_name("fouls") == "4-й фол"
    finally:
        remove_translators(app)
    assert texts.role_name("beauty") == "Beauty"


def test_undo_inside_the_night_steps_back_through_the_calls(qtbot, window):
    started(qtbot, window, upto=10)   # night 1
    c = window.c
    click(qtbot, window.table.buttons[2])            # mafia shoots 2
    press(window, Qt.Key.Key_Return)                 # answered: a stored input; on to the Don
    assert dict(c.game.host_view().night_answers) == {"mafia": 2}
    click(qtbot, window.table.buttons[2])
    inputs = c.game.inputs
    press(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert c.live.night_role == "don" and "don" not in c.live.night_picks   # the pick not yet confirmed
    assert c.game.inputs == inputs
    press(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert c.live.night_role == "mafia" and c.live.night_picks == {}
    assert c.game.inputs == inputs[:-1]              # the Mafia's answer undone


def test_foul_from_a_seat_context_menu(qtbot, window):
    started(qtbot, window)
    window.table.seatMenu.emit(6, "foul")
    assert window.c.game.host_view().seat(6).fouls == 1


def test_the_timer_shows_only_in_a_timed_step(qtbot, window):
    """#25: a speech has the timer and its buttons; a vote, a living role's
    call and the result have none, so none is on screen."""
    started(qtbot, window, upto=0)
    c = window.c
    assert c.step.kind == "speech" and window.timer.isVisible()
    started(qtbot, window, upto=10)             # night 1: the Mafia lives, no pause to time
    assert c.step.kind == "night" and c.timer.total == 0 and not window.timer.isVisible()
    actions = scenario()["actions"]
    for action in actions[10:]:
        play_action(qtbot, window, action)
        if c.step is not None and c.step.kind == "vote":
            break
    assert c.step.kind == "vote" and not window.timer.isVisible()


def test_a_vote_opens_with_one_redraw_and_its_boxes_at_zero_on_the_projector(qtbot, window):
    """#26: the speech that opens the vote redraws the window once (the first
    box taking the focus changes nothing the room sees); the projector's
    candidate cards show 0 until the host types; typing a count redraws."""
    script = scenario()
    start_game(qtbot, window, script)
    actions = script["actions"]
    opening = next(i for i, a in enumerate(actions) if "vote" in a) - 1
    for action in actions[:opening]:
        play_action(qtbot, window, action)
    redraws = []
    window.c.changed.connect(redraws.append)
    play_action(qtbot, window, actions[opening])
    assert window.c.step.kind == "vote" and len(redraws) == 1
    first = window.c.step.candidates[0]
    assert window.c.live.vote_counts == {c: 0 for c in window.c.step.candidates} and window.c.live.vote_current == first
    window.panel.of("vote").spins[first].setValue(3)
    assert len(redraws) == 2 and window.c.live.vote_counts[first] == 3
