"""Mafik Raizen at the master's desk (issue #27), driving the real widgets:
New game, the draft round by round (stored, resumed after a restart), two
phases with orders from the entry form and the order form, the resolved
phase's post and messages, and the protocol that replays to the same game."""

from __future__ import annotations

import json

from PySide6.QtWidgets import QPushButton

from app.core.rulesets.raizen import RaizenOrder
from app.core.script import parse_script, replay
from gui_driver import click
from tests.raizen_helpers import game_file


def desk_setup():
    data = game_file([], decks=None, draft_seed=1, draft={}, draft_open=True)
    for seat in data["seats"]:
        seat.pop("deck")
    return parse_script(data).setup


def choose(box, data):
    index = box.findData(data)
    assert index >= 0, (data, [box.itemData(i) for i in range(box.count())])
    box.setCurrentIndex(index)


def enter(qtbot, desk, who, what, target_index=0, target=None):
    choose(desk.who, who)
    choose(desk.what, what)
    if target is None:
        desk.target.setCurrentIndex(target_index)
    else:
        choose(desk.target, target)
    assert desk.enter.isEnabled(), desk.why.text()
    click(qtbot, desk.enter)


def draft_through_the_form(qtbot, desk, stop_after=None):
    done = 0
    for seat, rounds in sorted(desk.view().own.missing.items()):
        for r in rounds:
            if stop_after is not None and done == stop_after:
                return
            enter(qtbot, desk, seat, f"round:{r}")
            done += 1


def test_new_game_dialog_builds_a_drafted_game(qtbot):
    from app.ui.rulesets.raizen.newgame import RaizenNewGameDialog

    dlg = RaizenNewGameDialog()
    qtbot.addWidget(dlg)
    dlg.count.setValue(10)
    dlg.table.cellWidget(0, 0).setText("Анна")
    dlg.owner.setCurrentIndex(dlg.owner.findData(5))
    dlg.namer.setCurrentIndex(dlg.namer.findData(3))
    dlg.accept()
    setup = dlg.setup()
    assert setup is not None and setup.ruleset == "raizen" and setup.seats[0].player == "Анна"
    raw = setup.extra["raizen"]
    assert raw["draft_open"] is True and raw["artifact"] == {"owner": 5, "namer": 3}
    dlg2 = RaizenNewGameDialog()
    qtbot.addWidget(dlg2)
    dlg2.namer.setCurrentIndex(dlg2.namer.findData(1))
    dlg2.owner.setCurrentIndex(dlg2.owner.findData(1))
    dlg2.accept()
    assert dlg2.setup() is None and "(R-9.1)" in dlg2.error.text()


def test_draft_then_two_phases_at_the_desk(qtbot, stored_window, tmp_path):
    window, store = stored_window()
    desk = window.play_in_turn_desk(desk_setup())
    assert desk.objectName() == "raizenDesk" and "69" in desk.turn_label.text()   # 7 × 6 + 3 × 9
    # R-3.2: a round's keep is one of the offer's pairs; Анна's first offer (R-16 #29)
    choose(desk.who, 1)
    choose(desk.what, "round:1")
    assert desk.target.count() == 10 and desk.target.itemText(0) == "Засада + Слежка"
    draft_through_the_form(qtbot, desk, stop_after=20)
    gid = desk.desk.game_id
    desk.close()
    window2, _ = stored_window()                    # a restart in the middle of the draft
    assert window2.resume(store.load_game(gid))
    desk = window2.turn_windows[-1]
    assert "49" in desk.turn_label.text()
    draft_through_the_form(qtbot, desk)
    assert "N1" in desk.turn_label.text()
    hv = desk.view()
    assert hv.own.phase == "N1" and hv.own.cards[1]["hand"]
    # N1: the kill from the entry form, a hand card from the order form
    enter(qtbot, desk, 2, "kill", target=1)
    enter(qtbot, desk, 4, "kill", target=1)
    from app.ui.rulesets.raizen.dialogs import OrderDialog

    dialog = OrderDialog(desk, desk.game, 3)
    # a child of the desk: closed with it (qtbot would close it again)
    hand = hv.own.cards[3]["hand"]
    ids = hv.own.cards[3]["ids"]
    catalogue = hv.own.catalogue.cards
    playable = next(c for c in hand if "night" in catalogue[ids[c]].when and catalogue[ids[c]].cost == 0
                    and not catalogue[ids[c]].has_message)
    choose(dialog.widgets["play"]["card"], playable)
    if catalogue[ids[playable]].target:
        choose(dialog.widgets["play"]["target"], 5)
    ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    assert ok.isEnabled(), dialog.why.text()
    desk.push(RaizenOrder(3, dialog.order()))
    assert desk.view().own.orders[3]["play"]["card"] == playable
    assert "Orders: 3 of 10" in desk.tally.text()
    click(qtbot, desk.resolve_button)
    result = desk.result_dialog
    assert result is not None and result.post.startswith("Ночь 1.")
    assert "Ночь 1." in desk.history.toPlainText()
    assert result.steps.toPlainText().splitlines()[-1].startswith("12.")
    # D1: votes from the entry form
    for voter in range(1, 6):
        enter(qtbot, desk, voter, "vote", target=2)
        enter(qtbot, desk, voter, "leader", target=1)
    click(qtbot, desk.resolve_button)
    assert "День 1." in desk.history.toPlainText()
    assert "Вече: Борис" in desk.result_dialog.post
    # the protocol replays to the same game
    path = tmp_path / "raizen.json"
    assert desk.write_protocol(path)
    written = json.loads(path.read_text(encoding="utf-8"))
    assert written["format"] == "raizen-turns/1" and len(written["phases"]) == 2 and "draft_open" not in written
    assert replay(parse_script(written)).result_json() == desk.game.result_json()
    stored = store.load_game(gid)
    assert stored.rebuild().result_json() == desk.game.result_json()
    assert desk.seats.item(0, 1).text() == "Анна" and desk.seats.item(1, 3).text() == "Killer"
    desk.close()


def test_offers_and_start_messages_are_ready_to_send(qtbot, stored_window):
    window, _ = stored_window()
    desk = window.play_in_turn_desk(desk_setup())
    dialog = desk.parts.show_offers(desk)
    assert "1. Засада, Слежка, Донос, Граната, Бинт" in dialog.panel.texts[1]
    click(qtbot, desk.findChild(type(desk.resolve_button), "offersButton"))
    assert desk.offers_dialog is not None
    desk.show_start_messages()
    assert "Киллер" in desk.start_dialog.panel.texts[2]
    desk.close()


def test_only_the_buttons_this_game_and_phase_can_use(qtbot, stored_window):
    """#39: during the draft the offers, not the whole order; no resolve
    (it says why); no Lucky's mulligan or Jester's hand without them."""
    window, store = stored_window()
    desk = window.play_in_turn_desk(desk_setup())
    desk.show()
    roles = set(desk.view().own.public_roles.values())

    def shown(name):
        return desk.findChild(QPushButton, name).isVisible()
    assert shown("offersButton") and not shown("orderButton")
    assert not desk.resolve_button.isEnabled() and "R-3.2" in desk.resolve_button.toolTip()
    draft_through_the_form(qtbot, desk)
    assert not shown("offersButton") and shown("orderButton") and desk.resolve_button.isEnabled()
    assert shown("mulliganButton") == ("lucky" in roles) and shown("jesterButton") == ("jester" in roles)
    hv = desk.view()
    for seat in hv.seats:                               # the form offers what the rules accept at N1
        kinds = [k for _, k in desk.parts.kinds(desk.game, hv, seat.seat)]
        assert ("kill" in kinds) == (seat.team == "mafia"), (seat.seat, kinds)
        assert not {"vote", "leader", "pass", "mode"} & set(kinds), kinds
    assert desk.parts.targets(desk.game, hv, 2, "kill") and all(
        desk.game.why_not(desk.parts.candidate(desk.game, hv, 2, "kill", t)) is None
        for _, t in desk.parts.targets(desk.game, hv, 2, "kill"))
    assert desk.why.text() == ""                        # the phase opens with no refusal shown
    enter(qtbot, desk, 2, "kill", target=1)
    order = desk.seats.item(1, desk.seats.columnCount() - 1).text()
    assert order == f"{desk.what.itemText(desk.what.findData('kill'))}: 1. {desk.game.setup.name(1)}"   # by name
    assert all(desk.seats.columnWidth(c) <= 260 for c in range(desk.seats.columnCount() - 1))   # hands wrap
    desk.close()
