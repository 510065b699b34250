"""ЗА 31 at the host's desk (issue #28), driving the real widgets: New game,
two turns with orders built in the orders dialog and the entry form, the
energy left shown as the host types, the processed turn's situation, log
and picture (exported as PNG and SVG), and the protocol that replays."""

from __future__ import annotations

import json

from app.core.rulesets.za31 import SetOrders
from app.core.script import parse_script, replay
from gui_driver import click
from za31_helpers import EXAMPLE


def choose(box, data):
    index = box.findData(data)
    assert index >= 0, (data, [box.itemData(i) for i in range(box.count())])
    box.setCurrentIndex(index)


def test_new_game_dialog(qtbot):
    from app.ui.rulesets.za31.dialogs import Za31NewGameDialog

    dlg = Za31NewGameDialog()
    qtbot.addWidget(dlg)
    dlg.players.setPlainText("Анна\nБорис\nВера")
    dlg.accept()
    setup = dlg.setup()
    assert setup is not None and [s.player for s in setup.seats] == ["Анна", "Борис", "Вера"]
    one = Za31NewGameDialog()
    qtbot.addWidget(one)
    one.players.setPlainText("Анна")
    one.accept()
    assert one.setup() is None and "(Z-13)" in one.error.text()


def test_two_turns_at_the_desk(qtbot, stored_window, tmp_path):
    window, store = stored_window()
    data = dict(EXAMPLE, turns=[])
    desk = window.play_in_turn_desk(parse_script(data).setup)
    assert desk.objectName() == "za31Desk" and "1" in desk.turn_label.text()
    from app.ui.rulesets.za31.dialogs import OrdersDialog

    dialog = OrdersDialog(desk, desk.game, 1)
    qtbot.addWidget(dialog)
    choose(dialog.kind, "shard")
    choose(dialog.target, "kamni")
    dialog.amount.setValue(7)
    for box, word in zip(dialog.tactic, ["infantry", "wizardry", "commander"]):
        choose(box, word)
    click(qtbot, dialog.findChild(type(dialog.ok.button(dialog.ok.StandardButton.Ok)), "addButton"))
    choose(dialog.kind, "defend")
    dialog.amount.setValue(2)
    click(qtbot, dialog.findChild(type(dialog.ok.button(dialog.ok.StandardButton.Ok)), "addButton"))
    assert dialog.list.count() == 2 and dialog.list.item(0).text().startswith("Атакую осколок Камни Ветров.")
    assert "left -1" in dialog.left.text()
    desk.push(SetOrders(1, dialog.orders()))
    assert desk.seats.item(0, 6).text() == "-1" and "Short of energy" in desk.tally.text()
    choose(desk.who, 2)
    choose(desk.what, "skip")
    click(qtbot, desk.enter)
    assert desk.view().own.orders[2] == [{"do": "skip"}]
    click(qtbot, desk.resolve_button)
    result = desk.result_dialog
    assert result.situation.startswith("Игровая ситуация после хода 1.") and "Анна: мир 9 (6+3)" in result.situation
    assert result.log.startswith("Лог событий. Ход 1.\nФаза 1.")
    assert "Игровая ситуация после хода 1." in desk.history.toPlainText()
    # turn 2: an invasion and Борис's defence
    desk.push(SetOrders(1, [{"do": "invade", "target": 2, "extra": 5, "tactic": ["cavalry", "wizardry", "wizard"]}]))
    desk.push(SetOrders(2, [{"do": "defend", "energy": 3}]))
    click(qtbot, desk.resolve_button)
    assert "Борис отражает вторжение; Анна: защита 32 → 27." in desk.result_dialog.log
    picture = desk.parts.show_picture(desk)
    for name in ("za31.png", "za31.svg"):
        assert picture.write(tmp_path / name) and (tmp_path / name).stat().st_size > 500
    from PySide6.QtGui import QImage

    image = QImage(str(tmp_path / "za31.png"))
    assert (image.width(), image.height()) == (1920, 1080)                # #39: a full-HD picture
    svg = (tmp_path / "za31.svg").read_text(encoding="utf-8")
    assert 'width="1920"' in svg or "1920" in svg.split("viewBox")[1][:40]
    assert "энергия" in svg and "высота" in svg                            # the legend
    path = tmp_path / "za31-game.json"
    assert desk.write_protocol(path)
    written = json.loads(path.read_text(encoding="utf-8"))
    assert len(written["turns"]) == 2
    assert replay(parse_script(written)).result_json() == desk.game.result_json()
    gid = desk.desk.game_id
    assert store.load_game(gid).rebuild().result_json() == desk.game.result_json()
    desk.close()


def test_the_battles_in_the_players_words(qtbot):
    """#39: Z-11's words, no ids, no formula unless asked; the strengths on demand."""
    from app.ui.rulesets.za31.dialogs import TurnResultDialog

    game = replay(parse_script(EXAMPLE))
    hv = game.host_view()
    dialog = TurnResultDialog(None, game, hv, 0)
    qtbot.addWidget(dialog)
    text = dialog.phases.toPlainText()
    assert "Анна атакует осколок Камни Ветров: 3 против 2, осколок взят." in text
    later = TurnResultDialog(None, game, hv, 1)
    qtbot.addWidget(later)
    assert "Анна атакует мир игрока Борис: 3 против 35, атака отбита." in later.phases.toPlainText()
    assert "kamni" not in text and "attacker" not in text and "None" not in text and "сила" not in text
    dialog.detail.setChecked(True)
    assert "   Анна: сила 3 = энергия 7 + размер 0 + артефакт 0 − штраф тактики 4;" in dialog.phases.toPlainText()
    assert "   Хранитель осколка: сила 2" in dialog.phases.toPlainText()


def test_the_orders_form_offers_what_the_world_has_and_refuses_a_half_order(qtbot, stored_window):
    """#39: no source, artifact or event in a world without them; a half-chosen
    tactic or a missing target is not added (what is missing is named), never
    turned into a drawn tactic; a refusal numbers items from 1, in words."""
    from app.ui.rulesets.za31.dialogs import OrdersDialog

    window, store = stored_window()
    desk = window.play_in_turn_desk(parse_script(dict(EXAMPLE, turns=[])).setup)
    dialog = OrdersDialog(desk, desk.game, 1)
    kinds = [dialog.kind.itemData(i) for i in range(dialog.kind.count())]
    assert "source" not in kinds and "artifact" not in kinds and "event" not in kinds and "shard" in kinds
    choose(dialog.kind, "shard")
    choose(dialog.target, "kamni")
    choose(dialog.tactic[0], "infantry")
    choose(dialog.tactic[2], "commander")
    dialog.add()
    assert dialog.list.count() == 0 and "magic" in dialog.why.text() and "Z-5.2" in dialog.why.text()
    choose(dialog.tactic[1], "wizardry")
    dialog.add()
    assert dialog.list.count() == 1 and "None" not in dialog.list.item(0).text()
    choose(dialog.kind, "defend")
    dialog.amount.setValue(2)
    dialog.add()
    dialog.add()                                                      # twice: refused by Z-4.3
    assert "item 3: defend given twice (Z-4.3)" in dialog.why.text()                  # numbered from 1
    desk.close()


def test_the_world_as_forms_checks_each_cell_as_typed(qtbot, tmp_path):
    """#39: shards, sources, artifacts and events as tables; a bad cell turns
    red and is named in words; the text tab and the export are za31-world/1."""
    from PySide6.QtWidgets import QTableWidgetItem

    from app.ui.rulesets.za31.dialogs import Za31NewGameDialog

    dlg = Za31NewGameDialog()
    qtbot.addWidget(dlg)
    dlg.players.setPlainText("Анна\nБорис\nВера")
    editor = dlg.world_editor
    shards = editor.tables["shards"]
    editor._add_row(shards)
    for col, text in enumerate(["kamni", "Камни Ветров", "0", "2"]):
        shards.setItem(0, col, QTableWidgetItem(text))
    assert "Shards, row 1, “Size”: a whole number ≥ 1 (Z-2)" == editor.why.text()
    assert shards.item(0, 2).toolTip() == "a whole number ≥ 1"
    shards.item(0, 2).setText("4")
    assert editor.why.text() == "The world is whole (Z-2)." and shards.item(0, 2).toolTip() == ""
    sources = editor.tables["sources"]
    editor._add_row(sources)
    for col, text in enumerate(["chest", "Сундук", "1", "10", "пехота, колдовство"]):
        sources.setItem(0, col, QTableWidgetItem(text))
    assert "Sources, row 1, “Tactic”: a tactic of three parts" in editor.why.text()
    sources.item(0, 4).setText("пехота, колдовство, разведчик")
    assert editor.check() is None
    world = editor.world()
    assert world["shards"] == [{"id": "kamni", "name": "Камни Ветров", "size": 4, "height": 2}]
    assert world["sources"][0]["tactic"] == ["infantry", "sorcery", "scout"]       # the players' words read (Z-5.2)
    editor.set_world(world)
    assert sources.item(0, 4).text() == "Пехота, Колдовство, Разведчик"
    artifacts = editor.tables["artifacts"]
    editor._add_row(artifacts)
    for col, text in enumerate(["zerkalo", "Зеркало", "1", "strength", "2", "yes"]):
        artifacts.setItem(0, col, QTableWidgetItem(text))
    assert editor.check() is None and editor.world()["artifacts"][0]["effect"] == "strength"
    editor.set_world(editor.world())
    assert artifacts.item(0, 3).text() == "strength"         # the effect in words (English here)
    artifacts.item(0, 3).setText("luck")
    assert "“Effect”: one of: energy, defence, strength, by the host (Z-2)" in editor.why.text()
    artifacts.item(0, 3).setText("by the host")
    artifacts.item(0, 5).setText("no")
    assert editor.check() is None and editor.world()["artifacts"][0]["effect"] == "host"
    artifacts.item(0, 3).setText("strength")
    artifacts.item(0, 5).setText("")
    editor.set_world({**editor.world(), "artifacts": []})
    assert dlg.write_world(tmp_path / "world.json")
    editor.tabs.setCurrentIndex(editor.tabs.count() - 1)            # the source text, edited by hand
    editor.text.setPlainText(editor.text.toPlainText().replace('"Камни Ветров"', '"Камни Бурь"'))
    editor.tabs.setCurrentIndex(0)
    assert shards.item(0, 1).text() == "Камни Бурь"
    dlg.accept()
    assert dlg.setup() is not None
