"""A tournament's seating in the club's database (issue #41, item 3 in
part): saved from the seating dialog, opened by another table's host, and
the New game dialog fills the ten names of a round and table from it; the
game is stored with its round and table. On SQLite and PostgreSQL."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QDialogButtonBox

from app.core.seating import make_seating
from app.storage import Store
from gui_driver import click, when_modal

NAMES = [f"Игрок{i}" for i in range(1, 24)]


def test_the_store_keeps_a_tournaments_plan_and_a_games_round(database_url):
    store = Store.open(database_url)
    try:
        plan = make_seating(23, 2, 3, seed=4)
        tid = store.save_tournament("Кубок осени", NAMES, 2, 3, [(1, 2)], plan)
        again = store.tournament("Кубок осени")
        assert again is not None and again["id"] == tid and again["players"] == NAMES
        assert again["seating"] == [[list(t) for t in r] for r in plan] and again["apart"] == [(1, 2)]
        assert store.save_tournament("Кубок осени", NAMES[:20], 2, 3, [], plan) == tid     # replaced, not doubled
        assert store.tournament("Кубок осени")["players"] == NAMES[:20] and store.tournament_names() == ["Кубок осени"]
        assert store.tournament("нет такого") is None
        from app.core.setup import GameSetup
        from helpers import ROLES10

        evening = store.create_evening("2026-11-28", "Клуб", "2", "", "Кубок осени")
        gid = store.start_game(evening, GameSetup.create([(f"p{i}", r) for i, r in enumerate(ROLES10, 1)]))
        assert store.game_round(gid) is None
        store.tag_game(gid, 3, 2)
        assert store.game_round(gid) == (3, 2)
    finally:
        store.close()


def test_a_table_host_opens_the_seating_and_the_new_game_is_its_round_and_table(qtbot, stored_window):
    from app.ui.seating import SeatingDialog

    window, store = stored_window()
    plan = make_seating(23, 2, 3, seed=4)
    dialog = SeatingDialog(window, store=store, tournament="Кубок осени")
    qtbot.addWidget(dialog)
    dialog.players.setValue(23)
    dialog.tables.setValue(2)
    dialog.rounds.setValue(3)
    dialog.seed.setValue(4)
    dialog.names.setPlainText("\n".join(NAMES))
    dialog.start()
    dialog.wait()
    assert dialog.plan == plan and dialog.store_tournament()
    assert "Кубок осени" in dialog.status.text()
    other = SeatingDialog(window, store=store, tournament="Кубок осени")      # another table's host
    qtbot.addWidget(other)
    assert other.load_tournament() and other.plan == plan
    assert other.table.item(0, 2).text() == f"{plan[0][0][0]}. {NAMES[plan[0][0][0] - 1]}"

    window.desk.create_evening("2026-11-28", "Клуб", "Стол 2", "Ведущий", "Кубок осени")
    seen = {}

    def fill():
        dlg = QApplication.activeModalWidget()
        seen["button"] = dlg.from_seating_button.isVisible()
        assert dlg.fill_from_seating(2, 2)
        seen["names"] = [e.text() for e in dlg.names]
        seen["refused"] = not dlg.fill_from_seating(9, 1) and "no table 1 in round 9" in dlg.status.text()
        assert dlg.fill_from_seating(2, 2)
        dlg.deal_random()
        click(qtbot, dlg.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok))

    when_modal(fill)
    window.new_game()
    assert seen["button"] and seen["refused"]
    assert seen["names"] == [NAMES[p - 1] for p in plan[1][1]]             # round 2, table 2, in seat order
    assert window.c.game is not None and [s.player for s in window.c.game.setup.seats] == seen["names"]
    assert store.game_round(window.desk.game_id) == (2, 2)
