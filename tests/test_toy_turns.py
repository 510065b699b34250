"""A game played turn by turn in the shared turn desk, with a stage before
its first turn, and no change to a shared file (issue #24): the toy
(tests/toy_turns.py, U-1 … U-4) drafts, tags and resolves through the real
turn desk window, is stored, survives a restart in the middle of its draft,
and exports."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from app.core.setup import GameSetup
from helpers import registered
from gui_driver import click
from toy_turns import TOY_TURNS, TOY_TURNS_KIT, DraftCard, Resolve, Tag

SEATS = [("Анна", "player"), ("Борис", "player"), ("Вера", "player"), ("Глеб", "player"), ("Дина", "player")]


@pytest.fixture
def toy_turns():
    with registered(TOY_TURNS, TOY_TURNS_KIT) as ruleset:
        yield ruleset


def enter(qtbot, desk, who, what, target):
    desk.who.setCurrentIndex(desk.who.findData(who))
    desk.what.setCurrentIndex(desk.what.findData(what))
    desk.target.setCurrentIndex(desk.target.findData(target))
    click(qtbot, desk.enter)


def test_a_draft_then_turns_in_the_turn_desk_stored_and_resumed(qtbot, stored_window, toy_turns, tmp_path):
    window, store = stored_window()
    desk_service = window._turn_desk()
    desk_service.start(GameSetup.create(SEATS, ruleset="toyturns"))
    desk = window.open_turn_desk(desk_service)
    assert desk.objectName() == "toyTurnsDesk"
    assert desk.turn_label.text() == "Draft: seat 1 takes a card"
    # U-2: the draft, seat by seat; a card taken this round is refused before Enter
    enter(qtbot, desk, 1, "draft", "shield")
    enter(qtbot, desk, 2, "draft", "sword")
    desk.who.setCurrentIndex(desk.who.findData(3))
    desk.target.setCurrentIndex(desk.target.findData("shield"))
    assert not desk.enter.isEnabled() and "(U-2)" in desk.why.text()
    gid = desk_service.game_id
    # a restart in the middle of the draft: the picks are stored like any input
    again = store.load_game(gid)
    assert [e[1] for e in again.events] == [DraftCard(1, "shield"), DraftCard(2, "sword")]
    desk.close()
    window2, _ = stored_window()
    assert window2.resume(store.load_game(gid))
    desk = window2.turn_windows[-1]
    assert desk.turn_label.text() == "Draft: seat 3 takes a card"
    enter(qtbot, desk, 3, "draft", "lamp")
    enter(qtbot, desk, 4, "draft", "shield")          # the pool refilled after three picks
    enter(qtbot, desk, 5, "draft", "lamp")
    assert desk.turn_label.text() == "Turn 1"
    # U-3: tags, then resolve; the shield holder stays
    for who, target in ((1, 4), (2, 4), (3, 1), (5, 4)):
        enter(qtbot, desk, who, "tag", target)
    assert desk.tally.text() == "4 tag(s) so far"
    click(qtbot, desk.resolve_button)
    assert "Turn 1: nobody leaves." in desk.history.toPlainText()
    for who, target in ((1, 5), (2, 5), (3, 2)):
        enter(qtbot, desk, who, "tag", target)
    click(qtbot, desk.resolve_button)
    assert "Turn 2: Дина leaves." in desk.history.toPlainText()
    row = [desk.seats.item(4, c).text() for c in range(4)]
    assert row[:3] == ["5", "Дина", "lamp"] and desk.seats.item(4, 1).foreground().color() == QColor(Qt.GlobalColor.gray)
    stored = store.load_game(gid)
    assert stored.events[-1][1] == Resolve() and Tag(3, 2) in [e[1] for e in stored.events]
    assert stored.rebuild().host_view().extra["in_play"] == [1, 2, 3, 4]
    # exports: the protocol from the desk, the evening from storage
    path = tmp_path / "toy.json"
    assert desk.write_protocol(path)
    assert json.loads(path.read_text(encoding="utf-8"))["inputs"][0] == {"draft": 1, "card": "shield"}
    from app.export.report import export_evening

    written = export_evening(store, stored.evening_id, tmp_path / "out", kinds=("csv", "xlsx", "zip"))
    assert len(written) == 3
    desk.close()
