"""A thread game on the room's screens (issue #38, item 1: one pipeline).

A game played at the turn desk goes the same way as a live one: the desk's
input → its controller → the desk writes it → the core → ``Changes`` → the
room (:class:`app.ui.room.Room`): the projector and the web server redraw
from it by themselves. Opened while the host window has no game, the thread
game goes on the room's screens at once; the host takes it off (View → On
the room's screens) and closing its desk gives the screens back."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from app.core.rulesets.za31 import SetOrders
from app.core.script import parse_script
from tests.raizen_helpers import game_file
from za31_helpers import EXAMPLE


def settle() -> None:
    """Let the room's screens catch up (they redraw after the host's window, #26)."""
    for _ in range(3):
        QApplication.processEvents()


def projector_text(window) -> str:
    from test_projector import visible_texts

    return "\n".join(visible_texts(window.projector))


def test_za31_turn_reaches_the_projector_and_the_board(qtbot, stored_window):
    window, store = stored_window()
    desk = window.play_in_turn_desk(parse_script(dict(EXAMPLE, turns=[])).setup)
    assert desk.on_air and desk.act_room.isChecked()       # nothing live here: the room shows the thread game
    window.set_projector(True)
    settle()
    shown = projector_text(window)
    assert "Turn 1" in shown and "Игровая ситуация перед ходом 1." in shown       # Z-11.1: before turn 1
    desk.push(SetOrders(1, [{"do": "defend", "energy": 2}]))
    desk.resolve()                                            # Z-7: the turn, then the result's dialog
    settle()
    shown = projector_text(window)
    assert "Turn 2" in shown and "Игровая ситуация после хода 1." in shown
    assert "защита" not in shown.split("Игровая ситуация")[1]          # Z-11.1: defences stay hidden
    from app.ui.serve import WindowFeed

    board = WindowFeed(window).board()["game"]
    assert board["ruleset"] == "za31" and board["words"]["phase"] == "Turn 2"
    assert board["words"]["info"][0] == "Игровая ситуация после хода 1."
    assert board["words"]["seats"][0]["line"].startswith("world ")
    # off the room's screens: the host window's (no game); closing the desk also gives them back
    desk.act_room.trigger()
    settle()
    assert not desk.on_air and window.room.controller is window.c and window.room.game is None
    assert "Игровая ситуация" not in projector_text(window)
    desk.act_room.trigger()
    assert desk.on_air
    desk.close()
    settle()
    assert window.room.controller is window.c
    window.set_projector(False)


def test_a_thread_game_waits_while_a_live_game_is_on_the_screens(qtbot, stored_window):
    from helpers import shared_dir
    from app.core.script import load_script

    window, _ = stored_window()
    window.start_game(load_script((shared_dir() / "scenarios" / "ok4u-10-red-wins.json").read_text("utf-8")).setup)
    assert window.c.game is not None
    desk = window.play_in_turn_desk(parse_script(game_file()).setup)
    assert not desk.on_air and window.room.controller is window.c      # the live table keeps the room
    desk.set_on_air(True)
    assert window.room.game is desk.game
    window.set_projector(True)
    settle()
    shown = projector_text(window)
    assert "Night 1" in shown and "Cards in hand: Анна 6" in shown and "Alien<br>7 cards" in shown  # public roles
    for secret in ("Киллер", "Босс", "Советник", "мирный житель", "Killer", "Boss", "Advisor"):
        assert secret not in shown                             # no secret role before the end
    desk.close()
    settle()
    assert window.room.game is window.c.game
    window.set_projector(False)


def test_phone_of_a_thread_game_from_the_window(qtbot, stored_window):
    from app.ui.serve import WindowFeed

    window, store = stored_window()
    script = parse_script(game_file())                 # R-15's example: N1 and D1 played
    window.play_in_turn_desk(script.setup, script.actions)
    evening = store.latest_evening()["id"]
    _, token = store.issue_token(evening, "Борис")
    phone = WindowFeed(window).player(token)
    assert phone["seat"] == 2 and phone["role"] == "killer"
    assert phone["own"][0] == "Public role: Hero" and any(line.startswith("Sleeve:") for line in phone["own"])
    assert phone["answers"][0]["text"].startswith("Night 1: Догадка об игроке Зоя")    # his own
    assert phone["phase_text"] == "Day 2"
