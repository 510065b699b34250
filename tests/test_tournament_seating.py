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

    window.desk.create_evening(window.desk.today(), "Клуб", "Стол 2", "Ведущий", "Кубок осени")   # tonight's
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


def _play(store, plan_rounds, names, tournament="Кубок"):
    """Each table of each round played as the sport sample game, with the seating's names, tagged."""
    import json as json_
    from pathlib import Path

    from app.core.script import load_script, replay

    template = (Path(__file__).resolve().parents[1] / "resources" / "samples" / "fiim-sample-game.json").read_text(
        encoding="utf-8")
    evening = store.create_evening("2026-11-28", "Клуб", "1", "", tournament)
    for r, round_ in enumerate(plan_rounds, 1):
        for t, table in enumerate(round_, 1):
            data = json_.loads(template)
            for seat, p in zip(data["seats"], table):
                seat["player"] = names[p - 1]
            script = load_script(json_.dumps(data))
            store.tag_game(store.import_game(evening, script.setup, script.actions, replay(script)), r, t)


def test_the_tournament_command_makes_shows_and_seats_the_final(tmp_path):
    import json
    import subprocess
    import sys

    from app.service.tournament import standings_order

    url = f"sqlite:///{tmp_path / 'club.sqlite'}"
    names = [f"Игрок {i}" for i in range(1, 21)]
    (tmp_path / "names.txt").write_text("\n".join(names) + "\n\n", encoding="utf-8")

    def run(*args):
        return subprocess.run([sys.executable, "-m", "app", "tournament", *args, "--db", url], capture_output=True,
                              text=True, timeout=120)

    made = run("new", "--name", "Кубок", "--players", str(tmp_path / "names.txt"), "--tables", "2", "--rounds", "2",
               "--ruleset", "fiim", "--json")
    assert made.returncode == 0, made.stderr
    plan = json.loads(made.stdout)
    assert plan["format"] == "mafia-tournament/1" and plan["players"] == names and plan["ruleset"] == "fiim"
    assert len(plan["seating"]["rounds"]) == 2
    shown = run("show", "--name", "Кубок")
    assert shown.returncode == 0 and "round 2, table 2: 1. Игрок" in shown.stdout and "quality" in shown.stdout
    early = run("final", "--name", "Кубок", "--top", "10", "--rounds", "2")
    assert early.returncode == 2 and "0 players have played" in early.stderr
    store = Store.open(url)
    _play(store, plan["seating"]["rounds"], names)
    order = standings_order(store, "Кубок", 2)
    store.close()
    everyone = run("final", "--name", "Кубок", "--top", "20", "--rounds", "1", "--json")
    assert everyone.returncode == 0, everyone.stderr
    final = json.loads(everyone.stdout)
    assert final["finals_top"] == 20 and final["finals_from"] == 3 and final["rounds"] == 3
    assert final["seating"]["rounds"][:2] == plan["seating"]["rounds"]          # the qualifying rounds kept
    assert sorted(p for t in final["seating"]["rounds"][2] for p in t) == list(range(1, 21))
    cut = run("final", "--name", "Кубок", "--top", "10", "--rounds", "2", "--json")
    if order[9][0] == order[10][0]:                                            # a tie at the cut: the host decides
        assert cut.returncode == 2 and "tie at the final's cut" in cut.stderr and order[9][1] in cut.stderr
    else:
        assert cut.returncode == 0, cut.stderr
        again = json.loads(cut.stdout)
        top = {names.index(name) + 1 for _, name, _ in order[:10]}
        assert again["rounds"] == 4 and all(set(t) == top for r in again["seating"]["rounds"][2:] for t in r)
    for args, words in ((("show", "--name", "Нет такого"), "no tournament"),
                        (("new", "--name", "X", "--players", str(tmp_path), "--tables", "1", "--rounds", "1"), "folder"),
                        (("final", "--name", "Кубок", "--top", "15", "--rounds", "1"), "whole tables")):
        bad = run(*args)
        assert bad.returncode == 2 and words in bad.stderr and len(bad.stderr.strip().splitlines()) == 1, bad.stderr
    twice = tmp_path / "twice.txt"
    twice.write_text("Анна\nБорис\nанна\n", encoding="utf-8")
    bad = run("new", "--name", "X", "--players", str(twice), "--tables", "1", "--rounds", "1")
    assert bad.returncode == 2 and "player 1 and player 3" in bad.stderr


def test_file_new_tournament_names_from_the_register_and_the_final(qtbot, stored_window, monkeypatch):
    from PySide6.QtGui import QAction

    from app.ui import seating as seating_ui

    window, store = stored_window()
    for i in range(1, 21):
        store.add_player(f"Игрок {i}")
    opened = []
    monkeypatch.setattr(seating_ui.SeatingDialog, "exec", lambda self: opened.append(self) or 0)
    window.findChild(QAction, "actTournament").trigger()
    dialog = opened[0]
    assert dialog.windowTitle() == "New tournament" and dialog.findChild(type(dialog.make), "seatFromRegister")
    dialog.add_names([p.name for p in store.register("", 1000)])
    assert len(dialog.player_names()) == 20 and dialog.players.value() == 30       # 30 stays: more than the names
    dialog.players.setValue(20)
    dialog.tables.setValue(2)
    dialog.rounds.setValue(2)
    dialog.tournament.setCurrentText("Кубок")
    dialog.ruleset.setCurrentIndex(dialog.ruleset.findData("fiim"))
    dialog.start()
    dialog.wait()
    assert dialog.store_tournament() and store.tournament("Кубок")["ruleset"] == "fiim"
    assert not dialog.seat_final(10, 2) and "cannot be seated" in dialog.status.text()   # nothing played yet
    names = store.tournament("Кубок")["players"]
    _play(store, store.tournament("Кубок")["seating"], names)
    assert dialog.seat_final(20, 1)
    saved = store.tournament("Кубок")
    assert saved["finals_from"] == 3 and len(saved["seating"]) == 3 and dialog.table.rowCount() == 2 + 2 + 2
