"""Sport Mafia through the real host window, with clicks and keys only: the
club picks FIIM in the rules settings, a new game seats ten, night 0 runs on
the timer, the S-15 example is played to its result and points (S-12), and
the projector never shows a role or the best move's black count."""

from __future__ import annotations

import json
import re
from decimal import Decimal as D
from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QComboBox, QDialogButtonBox, QLabel, QSpinBox

from app.core.script import dumps_json, load_script, replay
from gui_driver import click, play_action, press, start_game, when_modal

SPEC = Path(__file__).resolve().parents[2] / "shared" / "rules" / "sport-fiim.md"


def _example():
    script, expected = re.findall(r"```json\n(.*?)```", SPEC.read_text(encoding="utf-8"), re.S)[:2]
    return script, json.loads(script), json.loads(expected, parse_float=D)


def _remove(qtbot, window, seat: int, reason: str) -> None:
    """Ctrl+D, the seat, the reason, OK."""
    def fill():
        dlg = QApplication.activeModalWidget()
        dlg.findChild(QSpinBox).setValue(seat)
        box = dlg.findChild(QComboBox, "removalReason")
        box.setCurrentIndex(box.findData(reason))
        click(qtbot, dlg.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok))
    when_modal(fill)
    press(window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)


def test_rules_settings_pick_sport_mafia(qtbot, window):
    def pick():
        dlg = QApplication.activeModalWidget()
        box = dlg.findChild(QComboBox, "clubGame")
        box.setCurrentIndex(box.findData("rfm-2026"))
        click(qtbot, dlg.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok))
    when_modal(pick)
    window.show_rules_settings()
    from app.ui.rules_settings import game_rules

    ruleset, options = game_rules(None)
    assert ruleset == "fiim" and options.profile == "rfm-2026"


def test_fiim_example_through_the_window(qtbot, window):
    QSettings().setValue("rules/game", "fiim")
    _, script, expected = _example()
    start_game(qtbot, window, script)
    c = window.c
    assert c.game.setup.ruleset == "fiim"
    # night 0: three timed parts, nothing entered (S-2)
    assert c.step.kind == "night0" and c.timer.total == 60
    title = window.panel.panels("fiim")["night0"].findChild(QLabel, "stepTitle")
    assert "agreement" in title.text()
    press(window, Qt.Key.Key_Return)
    assert c.timer.total == 20 and "Sheriff" in title.text()
    press(window, Qt.Key.Key_Return)
    assert c.timer.total == 30
    press(window, Qt.Key.Key_Return)
    assert c.step.kind == "speech" and c.step.day == 1 and len(c.game.inputs) == 1
    for action in script["actions"][1:]:
        before = len(c.game.inputs)
        if "foul" in action:
            press(window, getattr(Qt.Key, f"Key_{action['foul']}"))
            press(window, Qt.Key.Key_F)
        elif "best_move" in action:
            assert window.panel.currentWidget() is window.panel.panels("fiim")["best_move"]
            projector = c.game.public_view()
            assert projector.speaker == 5
            # the victim speaks on the timer (S-11.2: 20 s) and is alive, marked as the night's victim (S-17.5)
            assert c.timer.total == 20 and c.projector_feed().remaining() == 20
            tile = window.table.buttons[5].text()
            assert "the night's victim" in tile and window.table.buttons[5].property("state") != "out"
            for seat in action["best_move"]:
                click(qtbot, window.table.buttons[seat])
            press(window, Qt.Key.Key_Return)
            public = c.game.public_view().own.best_move
            assert public == {"seat": 5, "named": [3, 7, 8]}       # said aloud; not how many are black
        elif "remove" in action:
            _remove(qtbot, window, action["remove"], action["reason"])
        else:
            play_action(qtbot, window, action)
        calls = len(c.game.host_view().night_calls) if "night" in action else 1
        assert len(c.game.inputs) >= before + min(calls, 1), (action, window.notice.text())
    assert c.game.status == "finished"
    panel = window.panel.result
    assert window.panel.currentWidget() is panel
    table = panel.table
    heads = [table.horizontalHeaderItem(i).text() for i in range(table.columnCount())]
    assert heads[-3:] == ["Extra", "Best move", "Penalty"]
    shown = {int(table.item(r, 0).text()): D(table.item(r, 3).text()) for r in range(table.rowCount())}
    assert shown == {int(s): p for s, p in expected["points"].items()}
    assert table.item(4, 6).text() == "+0.3"        # seat 5's best move
    # the window's protocol replays to the documented output
    from app.core.script import game_to_script

    replayed = replay(load_script(dumps_json(game_to_script(c.game))))
    out = json.loads(dumps_json(replayed.result_json()), parse_float=D)
    for key in ("winner", "alive", "eliminated", "checks", "best_move", "points", "points_detail", "shots"):
        assert out[key] == expected[key], key


def test_fiim_checks_are_timed_and_points_stay_out_of_the_float_table(qtbot, stored_window):
    from app.core.rulesets.fiim import RULESET
    from app.core.setup import GameSetup

    window, store = stored_window()
    seats = [(f"P{i}", r) for i, r in enumerate(
        ["civilian", "civilian", "don", "civilian", "civilian", "sheriff", "mafia", "civilian", "mafia", "civilian"], 1)]
    window.start_game(GameSetup.create(seats, ruleset="fiim"))
    c = window.c
    c.push(RULESET.parse_input({"night0": True}))
    while c.step.kind == "speech":
        press(window, Qt.Key.Key_Return)
    assert c.live.night_role == "mafia"
    press(window, Qt.Key.Key_Delete)                         # a miss (S-9.2)
    assert window.panel.of("night").none_button.text() == "Miss (Del)"
    press(window, Qt.Key.Key_Return)
    assert c.live.night_role == "don" and c.timer.total == 10       # S-9.1: the Don's 10 s
    c.push(RULESET.parse_input({"end": "draw", "reason": "test"}))
    assert store.game_points(c.game_id) == {}


def _sport_day_1(qtbot, window):
    QSettings().setValue("rules/game", "fiim")
    _, script, _ = _example()
    start_game(qtbot, window, script)
    for _ in range(3):
        press(window, Qt.Key.Key_Return)                # night 0's three parts (S-2)
    assert window.c.step.kind == "speech" and window.c.step.seat == 1


def test_a_pending_nomination_is_withdrawn_when_a_4th_foul_cancels_the_vote(qtbot, window):
    """S-8.6: a 4th foul cancels today's vote; the nomination waiting for the
    end of the speech goes with it, the host is told, and Enter works."""
    _sport_day_1(qtbot, window)
    click(qtbot, window.table.buttons[4])               # seat 1 nominates 4: pending until Enter
    assert window.c.live.pending_nomination == 4
    for _ in range(4):
        window.c.foul(7)
    assert window.c.live.pending_nomination is None
    assert "nominations are void" in window.notice.text()
    assert not window.table.buttons[4].text().endswith("nominating…")
    press(window, Qt.Key.Key_Return)                    # the speech ends: not refused
    assert window.c.step.seat == 2 and window.c.game.host_view().candidates == ()


def test_esc_withdraws_a_pending_nomination_and_says_so(qtbot, window):
    _sport_day_1(qtbot, window)
    click(qtbot, window.table.buttons[4])
    assert window.c.live.pending_nomination == 4
    press(window, Qt.Key.Key_Escape)
    assert window.c.live.pending_nomination is None and "withdrawn (Esc)" in window.notice.text()
    press(window, Qt.Key.Key_Return)
    assert window.c.game.host_view().candidates == ()


def test_rules_settings_show_only_the_chosen_games_options(qtbot, window):
    """Sport Mafia plays by its own rules (S-16): choosing it hides the club
    rules' page (C-3.3's last words), choosing OK4U shows it again."""
    from PySide6.QtWidgets import QSpinBox

    from app.ui.rules_settings import RulesDialog

    dlg = RulesDialog(window, game="fiim")
    qtbot.addWidget(dlg)
    dlg.show()
    farewell = dlg.findChild(QSpinBox, "farewellSeconds")
    assert not farewell.isVisible() and dlg.no_page.isVisible()
    box = dlg.findChild(QComboBox, "clubGame")
    box.setCurrentIndex(box.findData("ok4u"))
    assert farewell.isVisible() and not dlg.no_page.isVisible()
    assert dlg.game() == "ok4u" and dlg.options().farewell_seconds == 30
