"""A game played turn by turn in the shared turn desk, with a stage before
its first turn, and no change to a shared file (issues #24, #38): the toy
(tests/toy_turns.py, U-1 … U-4) is installed as a distribution of its own
(tests/toy_dist.py: its entry points, nothing registered by hand), started
from its File menu item, drafts, tags and resolves through the real turn
desk window, says its refusals in its own words, is stored, survives a
restart in the middle of its draft, and exports. Only the window's public
API is used."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QColor

import toy_dist
from gui_driver import click
from toy_turns import DraftCard, Resolve, Tag


@pytest.fixture
def toy_turns(tmp_path):
    with toy_dist.installed(tmp_path / "site"):
        yield


def new_toy_game(window):
    """File → New toy turns game…: the toy's own menu item; returns its turn desk."""
    action = window.findChild(QAction, "actNew_toyturns")
    assert action is not None and action.text() == "New toy turns game…"
    action.trigger()
    return window.turn_windows[-1]


def enter(qtbot, desk, who, what, target):
    desk.who.setCurrentIndex(desk.who.findData(who))
    desk.what.setCurrentIndex(desk.what.findData(what))
    desk.target.setCurrentIndex(desk.target.findData(target))
    click(qtbot, desk.enter)


def test_a_draft_then_turns_in_the_turn_desk_stored_and_resumed(qtbot, stored_window, toy_turns, tmp_path):
    window, store = stored_window()
    desk = new_toy_game(window)
    assert desk.objectName() == "toyTurnsDesk" and desk.on_air     # nothing live: the room shows it
    assert desk.turn_label.text() == "Draft: seat 1 takes a card"
    # U-2: the draft, seat by seat; a card taken this round is refused before Enter
    enter(qtbot, desk, 1, "draft", "shield")
    enter(qtbot, desk, 2, "draft", "sword")
    desk.who.setCurrentIndex(desk.who.findData(3))
    desk.target.setCurrentIndex(desk.target.findData("shield"))
    assert not desk.enter.isEnabled() and desk.why.text() == "The shield is not in the pool (U-2)"   # its own words
    gid = window.room.controller.game_id
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
    assert stored.rebuild().host_view().own.in_play == (1, 2, 3, 4)
    # exports: the protocol from the desk, the evening from storage
    path = tmp_path / "toy.json"
    assert desk.write_protocol(path)
    assert json.loads(path.read_text(encoding="utf-8"))["inputs"][0] == {"draft": 1, "card": "shield"}
    from app.export.report import export_evening

    written = export_evening(store, stored.evening_id, tmp_path / "out", kinds=("csv", "xlsx", "zip"))
    assert len(written) == 3
    desk.close()


def test_the_installed_toys_word_each_of_their_refusals(toy_turns):
    from app.core import ruleset as registry
    from app.ui.rulesets import kit_for

    for game in ("toyturns", "toydraw"):                       # found through their entry points
        rules, kit = registry.get(game), kit_for(game)
        assert rules.codes and kit.id == game
        for code in rules.codes:
            assert kit.error_template(code), (game, code)
