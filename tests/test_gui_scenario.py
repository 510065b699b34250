"""The shared scenario played through the real host window with clicks and keys only."""

import json

from PySide6.QtWidgets import QLabel

from app.core.script import load_script, replay, result_json

from gui_driver import play_action, start_game
from helpers import shared_dir

SCENARIO = shared_dir() / "scenarios" / "ok4u-10-red-wins.json"


def test_play_red_wins_scenario_through_the_window(qtbot, window):
    script = json.loads(SCENARIO.read_text(encoding="utf-8"))
    expected = result_json(replay(load_script(SCENARIO.read_text(encoding="utf-8"))))
    start_game(qtbot, window, script)
    assert window.table.buttons[1].text().startswith("1  Анна")
    for i, action in enumerate(script["actions"]):
        before = len(window.c.game.inputs)
        calls = len(window.c.live.night_roles) if "night" in action else 1   # a night: one input per call
        play_action(qtbot, window, action)
        assert len(window.c.game.inputs) == before + calls, (i, action, window.notice.text())

    panel = window.panel.result
    assert window.panel.currentWidget() is panel
    assert panel.findChild(QLabel, "stepTitle").text() == "Result: The city (red) wins"
    summary = panel.findChild(QLabel, "resultSummary").text()
    for e in expected["eliminated"]:
        assert f"{e['seat']} " in summary
    table = panel.table
    shown = {int(table.item(r, 0).text()): float(table.item(r, 3).text()) for r in range(table.rowCount())}
    assert shown == {int(s): p for s, p in expected["points"].items()}
    for seat, button in window.table.buttons.items():
        assert (button.property("state") == "out") == (seat not in expected["alive"])
    # and the protocol the window keeps replays to the same result
    assert result_json(window.c.game) == expected
