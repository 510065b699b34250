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
    return window.turn_windows[-1]


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
    assert desk.view().own.orders[1] == {"check": 5}
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
    reopened = window2.turn_windows[-1]
    qtbot.addWidget(reopened)
    assert reopened.view().own.votes == {1: 3}


# ------------------------------------------------------- a live table (M-11)
def seat_live(qtbot, window, seats, city="palermo", first_vote=True):
    """File → New forum game, played at a live table: the game opens in the host window."""
    done = []

    def fill():
        dlg = QApplication.activeModalWidget()
        try:
            dlg.city.setCurrentIndex(dlg.city.findData(city))
            dlg.players.setPlainText("\n".join(name for name, _ in seats))
            dlg.enter.click()
            for row, (_, role) in enumerate(seats):
                combo = dlg.roles.cellWidget(row, 1)
                combo.setCurrentIndex(combo.findData(role))
            dlg.live.click()
            assert dlg.first_vote.isEnabled()
            dlg.first_vote.setChecked(first_vote)
            dlg.seed.setText("7")
            click(qtbot, dlg.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok))
            done.append(dlg.result())
        except Exception as err:
            done.append(err)
            dlg.reject()
    when_modal(fill)
    press(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert done == [1], done
    game = window.c.game
    assert game is not None and game.setup.extra["mode"] == "live"
    assert [str(s.role) for s in game.setup.seats] == [role for _, role in seats]
    return game


def digit(window, seat):
    press(window, getattr(Qt.Key, f"Key_{seat}"))


def hands(qtbot, window, target, voters):
    """Count the hands for ``target`` (typed), clicking each voter's seat."""
    digit(window, target)
    assert window.c.live.forum_for == target
    for voter in voters:
        click(qtbot, window.table.buttons[voter])


def projector_text(window) -> str:
    p = window.projector
    return "\n".join([p.phase.text(), p.info.text()] + [lab.text() for lab in p.seat_labels if lab.isVisible()])


def test_live_table_two_turns_through_the_host_window_and_projector(qtbot, stored_window):
    window, store = stored_window()
    game = seat_live(qtbot, window, SEATS)
    press(window, Qt.Key.Key_F5)                    # the projector
    assert window.projector is not None
    panel = window.panel.panels("forum")["day_vote"]
    assert window.panel.currentWidget() is panel and "Day 1" in panel.title.text()

    # Day 1: hands raised per seat counted, one vote each (M-11.2)
    hands(qtbot, window, 3, (1, 2, 6))
    hands(qtbot, window, 1, (3, 5))
    assert game.host_view().own.votes == {1: 3, 2: 3, 6: 3, 3: 1, 5: 1}
    click(qtbot, window.table.buttons[6])           # a second click on a hand up for 1: now for 1
    click(qtbot, window.table.buttons[6])           # and again: taken down
    assert 6 not in window.c.game.host_view().own.votes
    click(qtbot, window.table.buttons[6])
    hands(qtbot, window, 3, (6,))
    assert "3 Вера — 3" in panel.tally.text() and "1 Анна — 2" in panel.tally.text()
    shown = projector_text(window)
    assert "Hands: 3 Вера — 3, 1 Анна — 2" in shown and "→ 3" in shown
    press(window, Qt.Key.Key_Return)                # close the vote: Вера is jailed

    # Night 1, M-11.3: the commissar (answered at once), the Mafia (jailed: nobody wakes), the maniac
    night = window.panel.panels("forum")["night_orders"]
    assert window.panel.currentWidget() is night
    assert "3 Вера is jailed" in night.say.text() and "Commissar" in night.title.text()
    assert window.projector.phase.text() == "Night" and not window.projector.seats_host.isVisible()
    click(qtbot, window.table.buttons[5])
    assert night.answer.isVisible() and "5 Дина is Maniac" in night.answer.text()
    press(window, Qt.Key.Key_Return)
    assert "Mafia" in night.title.text() and "nobody wakes" in night.awake.text()
    press(window, Qt.Key.Key_Return)
    assert "Maniac" in night.title.text() and night.next_button.text() == "Morning: resolve the night (Enter)"
    click(qtbot, window.table.buttons[2])
    for secret in ("Maniac", "Commissar", "Mafioso", "check", "→"):
        assert secret not in projector_text(window), secret
    press(window, Qt.Key.Key_Return)                # the morning

    # Day 2: the newspaper read aloud, on the panel and the projector; the check passed privately
    day = window.panel.panels("forum")["day_vote"]
    news = "Newspaper. Turn 1.\nJailed: Вера.\nKilled: Борис.\nStill in play: Анна, Глеб, Дина, Егор."
    assert day.news.toPlainText() == news and news in window.projector.info.text()
    assert day.notes.text().endswith("No private notes this morning.")   # the check was answered at night
    assert "Day 2" in window.projector.phase.text()
    hands(qtbot, window, 5, (1, 4, 6))
    hands(qtbot, window, 1, (5,))
    press(window, Qt.Key.Key_Return)
    click(qtbot, window.table.buttons[6])           # the commissar checks 6
    for _ in range(3):
        press(window, Qt.Key.Key_Return)
    assert game.host_view().winner == "honest"
    result = window.panel.panels("forum")["finished"]
    assert window.panel.currentWidget() is result and result.title.text() == "The honest citizens win"
    assert window.projector.phase.text() == "The honest citizens win"
    assert "Mafioso" in projector_text(window)      # the roles, once the game is over

    # undo takes the morning back; redo gives it again
    press(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert game.host_view().winner is None and window.panel.currentWidget() is night
    press(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert game.host_view().winner == "honest"

    # in the database as entered
    stored = store.load_game(window.c.game_id)
    assert stored.rebuild().result_json() == game.result_json()
    assert stored.rebuild().result_json()["winners"] == [1, 2, 4, 6]


def shots(game) -> dict[int, int]:
    """The team shot orders entered: seat → target."""
    return {s: o["team_shot"] for s, o in game.host_view().own.orders.items() if "team_shot" in o}


NOVOSIBIRSK = [("Анна", "commissar"), ("Борис", "mafioso"), ("Вера", "boss"), ("Глеб", "citizen"),
               ("Дина", "hypocrite"), ("Егор", "citizen")]


def test_live_team_tap_secret_note_and_reopening(qtbot, stored_window):
    window, store = stored_window()
    game = seat_live(qtbot, window, NOVOSIBIRSK, city="novosibirsk", first_vote=True)
    day = window.panel.panels("forum")["day_vote"]
    # M-11.2: the hypocrite's real vote reaches the host secretly, beside his open hand
    assert day.secret.isVisible() and day.note_who.currentData() == 5
    day.note_target.setCurrentIndex(day.note_target.findData(1))
    click(qtbot, day.note_enter)
    hands(qtbot, window, 4, (5, 1, 2))
    assert game.host_view().own.tally == {4: 2, 1: 1}
    assert game.public_view().own.open_votes == {5: 4, 1: 4, 2: 4}
    press(window, Qt.Key.Key_Return)                # Глеб jailed
    night = window.panel.panels("forum")["night_orders"]
    press(window, Qt.Key.Key_Return)                # the boss's freeze: no order
    press(window, Qt.Key.Key_Return)                # the commissar: no order
    assert window.c.live.forum_call().id == "mafia" and night.members.isVisible()
    # one tap for every member who points; the boss unticked points elsewhere
    night.member_boxes[3].click()
    click(qtbot, window.table.buttons[6])
    assert shots(game) == {2: 6}
    night.member_boxes[3].click()
    night.member_boxes[2].click()
    click(qtbot, window.table.buttons[1])
    assert shots(game) == {2: 6, 3: 1}
    assert "2 Борис → 6 Егор" in night.pick.text() and "3 Вера → 1 Анна" in night.pick.text()
    press(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)   # one tap, one undo
    assert shots(game) == {2: 6}

    # a restart mid-night: the game reopens where it was, the walk at the first call not answered
    game_id = window.c.game_id
    window.c.store = None                           # the old window writes nothing more
    window2, store2 = stored_window()
    stored = store2.unfinished_game()
    assert stored is not None and stored.id == game_id
    assert window2.resume(stored)
    assert window2.panel.currentWidget() is window2.panel.panels("forum")["night_orders"]
    assert window2.c.live.forum_call().id == "mafia"
    assert shots(window2.c.game) == {2: 6}


def test_live_table_has_no_fouls_or_points(qtbot, stored_window):
    """Forum Mafia has no fouls, removals, bonuses or points: their commands are off."""
    window, _ = stored_window()
    seat_live(qtbot, window, SEATS)
    for act in (window.act_foul, window.act_nominate, window.act_remove, window.act_bonus, window.act_points):
        assert not act.isEnabled(), act.text()
    inputs = len(window.c.game.inputs)
    digit(window, 2)
    press(window, Qt.Key.Key_F)
    assert len(window.c.game.inputs) == inputs and window.c.live.forum_for == 2


def test_live_tie_is_picked_by_the_last_honest_jailed(qtbot, stored_window):
    """M-5.3 at a live table: a tied vote asks the picker's choice before the jailing."""
    window, _ = stored_window()
    game = seat_live(qtbot, window, SEATS)
    hands(qtbot, window, 2, (1, 3))                 # Борис, honest, is jailed on Day 1
    press(window, Qt.Key.Key_Return)
    for _ in range(3):
        press(window, Qt.Key.Key_Return)            # a quiet night
    hands(qtbot, window, 3, (1, 4))
    hands(qtbot, window, 5, (3, 6))
    asked = []

    def answer():
        dlg = QApplication.activeModalWidget()
        asked.append(dlg.labelText())
        dlg.setTextValue("3 Вера")
        dlg.accept()
    when_modal(answer)
    press(window, Qt.Key.Key_Return)
    assert asked == ["A tie. 2 Борис picks whom to jail:"]
    closed = game.host_view().own.closed
    assert closed.jailed == 3 and closed.tie == {"leaders": [3, 5], "by": 2}


def test_live_table_end_by_the_host_names_the_loner(qtbot, stored_window, tmp_path):
    """M-9.3 from the host window: Game → End the game now, a loner's win names his seat."""
    window, _ = stored_window()
    game = seat_live(qtbot, window, SEATS)
    hands(qtbot, window, 4, (1,))
    answers = iter(["A loner wins", "5 Дина", "the others left"])
    titles = []

    def answer():
        dlg = QApplication.activeModalWidget()
        titles.append(dlg.windowTitle())
        dlg.setTextValue(next(answers))
        dlg.accept()
        if len(titles) < 3:
            when_modal(answer)
    when_modal(answer)
    press(window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    assert titles == ["End the game now (M-9.3)"] * 3
    assert game.host_view().winner == "loner" and game.host_view().own.winners == (5,)
    assert window.panel.currentWidget() is window.panel.panels("forum")["finished"]
    assert "5 Дина" in window.panel.panels("forum")["finished"].say.text()
    assert window.panel.panels("forum")["finished"].write_chronicle(str(tmp_path / "chronicle.html"))
    assert "the others left" in (tmp_path / "chronicle.html").read_text(encoding="utf-8")


def test_live_morning_passes_the_private_notes(qtbot, stored_window):
    """M-8.3 at a live table: the morning lists what each player is told privately."""
    window, _ = stored_window()
    seat_live(qtbot, window, [("Анна", "commissar"), ("Борис", "mafioso"), ("Вера", "doctor"),
                              ("Глеб", "citizen"), ("Дина", "citizen"), ("Егор", "citizen")],
              city="novosibirsk", first_vote=False)
    assert "No jail vote on Day 1" in window.panel.panels("forum")["day_vote"].say.text()
    press(window, Qt.Key.Key_Return)                # the day closes without a vote
    night = window.panel.panels("forum")["night_orders"]
    assert "Doctor" in night.title.text()           # M-11.3: the doctor before the checkers
    click(qtbot, window.table.buttons[4])
    for _ in range(3):
        press(window, Qt.Key.Key_Return)
    notes = window.panel.panels("forum")["day_vote"].notes.text()
    assert "4 Глеб: On turn 2 you have no vote and no special action: heal." in notes


def test_a_forum_game_held_elsewhere_is_offered_for_take_over(qtbot, stored_window):
    """Issue #23: the turn desk asks to take a game over, as the table window does."""
    window, store = stored_window()
    desk = seat_the_game(qtbot, window)
    enter(qtbot, desk, 1, "vote", 3)
    window2, store2 = stored_window()
    asked = []
    window2.ask = lambda question: asked.append(question) or False
    assert window2.resume(store2.unfinished_game()) is False
    assert asked and "open in another Mafia Host window" in asked[0]
    window2.ask = lambda question: True
    assert window2.resume(store2.unfinished_game()) is True
    reopened = window2.turn_windows[-1]
    qtbot.addWidget(reopened)
    assert reopened.view().own.votes == {1: 3}
