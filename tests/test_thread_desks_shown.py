"""The thread games' desks as a host sees them (#39, item 5): the sample
games shipped under ``resources/samples`` play through their desks; the
players' table fits the desk at 1280×720 with every hand and order whole;
Mafik Raizen's whole-order form shows a card's target only for a card that
takes one (R-5.1), never the card as its own payment, and no sleeve with an
empty sleeve; ЗА 31's world change is a form checked by the rules (Z-13,
Z-2), its refusal in words; and the screenshot check reads table cells and
finds an English word on a Russian screen."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from PySide6.QtWidgets import QApplication, QLabel, QTableWidget, QTableWidgetItem

from app.core.script import parse_script, replay

ROOT = Path(__file__).resolve().parents[1]
SAMPLES = ROOT / "resources" / "samples"
sys.path.insert(0, str(ROOT / "scripts"))


def sample(name: str):
    return parse_script(json.loads((SAMPLES / name).read_text(encoding="utf-8")))


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def test_the_samples_replay_as_shipped():
    raizen = replay(sample("raizen-sample-game.json"))
    assert len(raizen.host_view().seats) == 10 and raizen.host_view().own.phase == "D2"   # N1, D1, N2 resolved
    za31 = replay(sample("za31-sample-game.json"))
    out = za31.result_json()
    assert len(out["players"]) == 4 and [t["turn"] for t in out["turns"]] == [1, 2]
    assert [b["result"] for b in out["turns"][1]["battles"]][:1] == ["captured"]      # Борис takes Тихий Лес (Z-6.1)


def fits(table: QTableWidget) -> list[str]:
    """What is cut in the players' table: a scroll bar to reach a column, a row shorter than its cells."""
    settle()
    found = ["columns past the edge"] if table.horizontalScrollBar().isVisible() else []
    for row in range(table.rowCount()):
        if table.sizeHintForRow(row) > table.rowHeight(row) + 2:
            found.append(f"row {row + 1} cut")
    used = sum(table.columnWidth(c) for c in range(table.columnCount()))
    if used > table.viewport().width():
        found.append(f"{used} px of columns in {table.viewport().width()}")
    return found


def test_the_players_table_fits_the_desk_at_1280(qtbot, stored_window):
    window, _ = stored_window()
    script = sample("raizen-sample-game.json")
    desk = window.play_in_turn_desk(script.setup)
    desk.resize(1280, 720)
    for inp in script.actions[:15]:              # N1 resolved, D1's orders in: the widest table
        if type(inp).__name__ == "ResolvePhase":
            desk.resolve()
            desk.result_dialog.close()
        else:
            assert desk.push(inp)
    settle()
    assert fits(desk.seats) == []
    hands = [desk.seats.item(r, 4).text() for r in range(10)]
    assert all("…" not in h for h in hands) and "Засада" in hands[1]
    desk.resize(1920, 1080)                      # wider: the same, the hand column takes the room
    settle()
    assert fits(desk.seats) == []
    table = desk.seats
    used = sum(table.columnWidth(c) for c in range(table.columnCount()))
    assert used >= table.viewport().width() - 4                # the whole width is used, no gap on the right
    widest = max(table.fontMetrics().horizontalAdvance(h) for h in hands)
    assert table.columnWidth(4) >= widest                      # room to spare: every hand on one line
    desk.c.game_id = None
    desk.close()


def test_raizen_whole_order_follows_the_card(qtbot, stored_window):
    from app.ui.rulesets.raizen.dialogs import OrderDialog

    window, _ = stored_window()
    script = sample("raizen-sample-game.json")
    desk = window.play_in_turn_desk(script.setup)
    dialog = OrderDialog(desk, desk.game, 1)            # Анна, N1: Удар, Удар, Щит, Щит, Бинт, Вопрос; no sleeve
    dialog.show()
    play = dialog.widgets["play"]
    form, group = play["form"], play["group"]
    assert not dialog.widgets["sleeve"]["group"].isVisibleTo(dialog)      # an empty sleeve: no sleeve group
    assert not form.isRowVisible(play["target"]) and not form.isRowVisible(play["pay"])   # nothing chosen yet
    cards = {play["card"].itemText(i): play["card"].itemData(i) for i in range(play["card"].count())}
    udar = next(v for k, v in cards.items() if "Удар" in k)
    shchit = next(v for k, v in cards.items() if "Щит" in k)
    play["card"].setCurrentIndex(play["card"].findData(udar))     # Удар takes a target (R-16's catalogue)
    assert form.isRowVisible(play["target"]) and form.isRowVisible(play["pay"])
    hidden = [play["pay"].item(i).data(256) for i in range(play["pay"].count()) if play["pay"].item(i).isHidden()]
    assert hidden == [udar]                                      # never its own payment
    play["card"].setCurrentIndex(play["card"].findData(shchit))  # Щит takes none
    assert not form.isRowVisible(play["target"]) and play["target"].currentData() is None
    assert group.isVisibleTo(dialog) and "kill" not in dialog.widgets          # Анна is Law: no kill vote
    dialog.reject()
    desk.c.game_id = None
    desk.close()


def test_za31_world_change_is_a_form_checked_by_the_rules(qtbot, stored_window):
    from app.core.rulesets.za31 import Change
    from app.ui.rulesets.za31.world_change import WorldChangeDialog

    window, _ = stored_window()
    script = sample("za31-sample-game.json")
    desk = window.play_in_turn_desk(script.setup)
    dialog = WorldChangeDialog(desk, desk.game)            # closed with its desk
    ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    assert not ok.isEnabled() and dialog.kind.currentData() == "add_shard"
    row = dialog.rows["add_shard"]
    for col, text in enumerate(["gora", "Гора", "0", "1"]):
        row.setItem(0, col, QTableWidgetItem(text))
    assert not ok.isEnabled() and "(Z-" in dialog.why.text()
    row.item(0, 2).setText("3")
    assert ok.isEnabled(), dialog.why.text()
    assert dialog.change() == {"add_shard": {"id": "gora", "name": "Гора", "size": 3, "height": 1}}
    row.item(0, 0).setText("kamni")                       # taken by a shard of the world (Z-13)
    assert not ok.isEnabled() and "Z-13" in dialog.why.text()
    dialog.kind.setCurrentIndex(dialog.kind.findData("end_event"))
    assert dialog.pick["end_event"].currentText() == "Ярмарка" and ok.isEnabled()
    assert dialog.change() == {"end_event": "yarmarka"}
    dialog.kind.setCurrentIndex(dialog.kind.findData("add_shard"))
    row.item(0, 0).setText("gora")
    assert desk.push(Change(dialog.change()))
    desk.resolve()
    situation = desk.view().own.situation
    assert "Гора: размер 3, высота 1." in situation
    desk.result_dialog.close()
    desk.c.game_id = None
    desk.close()


def test_the_screenshot_check_reads_cells_and_english_words(qtbot):
    from shot_checks import cut_texts, foreign_words

    table = QTableWidget(2, 2)
    qtbot.addWidget(table)
    table.setWordWrap(False)
    table.setItem(0, 0, QTableWidgetItem("Удар, Удар, Щит, Щит, Бинт, Вопрос"))
    table.setItem(1, 1, QTableWidgetItem("shard kamni: held"))
    table.setColumnWidth(0, 60)
    table.setColumnWidth(1, 220)
    table.resize(400, 200)
    table.show()
    settle()
    cut = cut_texts(table)
    assert any("cell 1:1 cut" in line for line in cut) and not any("cell 2:2" in line for line in cut)
    words = foreign_words(table, True, {"Анна"})
    assert any("shard, kamni, held" in line for line in words)
    assert foreign_words(table, False) == []                    # English on an English screen
    label = QLabel("Атакую источник None.")
    qtbot.addWidget(label)
    label.show()
    assert any("shows None" in line for line in foreign_words(label, False))
    assert foreign_words(QLabel("Mafia Host: PNG, SVG"), True) == []


def test_raizen_entry_offers_exactly_the_legal_choices_on_three_phases(qtbot, stored_window):
    """#39 item 1 on N1, D1 and N2 of the sample: for every seat and every
    order the entry form takes, a target is offered exactly when the rules
    accept it (R-7, R-8, R-9): no kill by day or for the law, no вече,
    Leader vote or pass at night, the pass only for the artifact's owner."""
    from app.ui.rulesets.raizen.words import SIMPLE

    window, _ = stored_window()
    script = sample("raizen-sample-game.json")
    kinds = [type(i).__name__ for i in script.actions]
    ends = [i for i, k in enumerate(kinds) if k == "ResolvePhase"]
    seen = set()
    for upto in (0, ends[0] + 1, ends[1] + 1):            # N1, D1, N2 as they open
        desk = window.play_in_turn_desk(script.setup, script.actions[:upto])
        game, hv, parts = desk.game, desk.view(), desk.parts
        phase = hv.own.phase
        seen.add(phase)
        for seat in hv.seats:
            offered_kinds = {k for _, k in parts.kinds(game, hv, seat.seat)}
            for key in SIMPLE:
                values = ["execution", "beating"] if key == "mode" else [s.seat for s in hv.seats]
                offered = {t for _, t in parts.targets(game, hv, seat.seat, key)}
                legal = {t for t in values if game.why_not(parts.candidate(game, hv, seat.seat, key, t)) is None}
                assert offered == legal, (phase, seat.seat, key, offered, legal)
                assert (key in offered_kinds) == bool(legal), (phase, seat.seat, key)
            if phase.startswith("N"):
                assert not {"vote", "mode", "leader", "pass"} & offered_kinds
                assert ("kill" in offered_kinds) == (seat.alive and seat.team == "mafia"), (phase, seat.seat)
            else:
                assert "kill" not in offered_kinds
                assert not seat.alive or {"vote", "mode", "leader"} <= offered_kinds, (phase, seat.seat)
                assert ("pass" in offered_kinds) == (seat.alive and hv.own.owner == seat.seat)
        assert desk.why.text() == ""                      # each phase opens with nothing red
        desk.c.game_id = None
        desk.close()
    assert seen == {"N1", "D1", "N2"}
