"""A sport Mafia tournament (S-13): Ci in the standings and in the total,
provisional until the distance is complete, every tie-break row of S-13.5 and
the lot; games read from their fold, exact decimals."""

from __future__ import annotations

from decimal import Decimal as D

from app.core.rulesets.fiim.options import FiimOptions
from app.core.rulesets.fiim.tournament import PlayerGame, player_games, standings
from tests.fiim_helpers import new_game, night, push, speeches, to_day


def row(player, result="lost", points="0", extra="0", best_move="0", penalty="0", role="civilian",
        first_killed=False, black=None):
    return PlayerGame(player, player, role, result, D(points), D(extra), D(best_move), D(penalty),
                      first_killed, black)


def test_s14_case14_ci_in_the_standings_total():
    games = [row("P", "won", "1") for _ in range(10)]
    games[2] = row("P", "lost", "0", first_killed=True)
    games[7] = row("P", "won", "1", first_killed=True)
    games[4] = row("P", "lost", "0", role="don", first_killed=True)
    (p,) = standings(games)
    assert p.ci == D("0.3") and p.total == p.game_points + D("0.3") and not p.ci_provisional
    assert standings(games, FiimOptions.from_dict({"profile": "rfm-2026"}))[0].ci == D("0.375")
    assert standings(games, complete=False)[0].ci_provisional


def test_s13_3_ci_draw_host_is_left_to_the_host():
    games = [row("P", "draw", first_killed=True)] + [row("P") for _ in range(4)]
    (p,) = standings(games, FiimOptions.from_dict({"ci_draw": "host"}))
    assert p.ci_host == 1 and p.ci == 0


def _pair(a_games, b_games, tie_break="fiim"):
    out = standings(a_games + b_games, FiimOptions.from_dict({"tie_break": tie_break}))
    return [s.player for s in out], out


def test_s13_5_fiim_step1_more_extra_best_move_and_penalties():
    order, _ = _pair([row("A", "lost", "1", extra="1")], [row("B", "won", "1")])
    assert order == ["A", "B"]


def test_s13_5_fiim_steps_2_to_5():
    # 2: more wins (equal ДБ + ЛХ + penalties: 0 each)
    assert _pair([row("A", "won", "1"), row("A", "lost", "0")], [row("B", "lost", "1", extra="0.5"),
                                                                 row("B", "lost", "0", extra="-0.5")])[0] == ["A", "B"]
    # 3: more wins as Don or Sheriff
    assert _pair([row("A", "won", "1", role="civilian")], [row("B", "won", "1", role="sheriff")])[0] == ["B", "A"]
    # 4: more night-1 deaths
    assert _pair([row("A", "won", "1")], [row("B", "won", "1", first_killed=True)])[0] == ["B", "A"]
    # 5: fewer losses as Don or Sheriff
    assert _pair([row("A", "lost", "0", role="don")], [row("B", "lost", "0")])[0] == ["B", "A"]


def test_s13_5_fiim_step6_lot_recorded_by_the_host():
    order, out = _pair([row("A", "won", "1")], [row("B", "won", "1")])
    assert all(s.tie for s in out) and out[0].place == out[1].place == 1
    out = standings([row("A", "won", "1"), row("B", "won", "1")], lot=["B", "A"])
    assert [s.player for s in out] == ["B", "A"] and not any(s.tie for s in out)
    assert [s.place for s in out] == [1, 2]


def test_s13_5_rfm_rows():
    rfm = "rfm-2026"
    # 1: more ДБ + penalties (the best move does not count here)
    assert _pair([row("A", "won", "1.5", best_move="0.5")], [row("B", "lost", "1.5", extra="1.5")], rfm)[0] == ["B", "A"]
    # 2: more (ДБ + penalties) per game
    assert _pair([row("A", "won", "1", extra="0.4"), row("A", "lost", "0")],
                 [row("B", "won", "1.4", extra="0.4")], rfm)[0] == ["B", "A"]
    # 3: more wins
    assert _pair([row("A", "won", "1")], [row("B", "lost", "1", best_move="1")], rfm)[0] == ["A", "B"]
    # 4: more night-1 deaths as red
    assert _pair([row("A", "won", "1", role="mafia", first_killed=True)],
                 [row("B", "won", "1", first_killed=True)], rfm)[0] == ["B", "A"]
    # 5: more 3-of-3, then 2-of-3 best moves
    assert _pair([row("A", "won", "1", first_killed=True, black=2)],
                 [row("B", "won", "1", first_killed=True, black=3)], rfm)[0] == ["B", "A"]
    # 6: the highest single-game ДБ + penalties
    assert _pair([row("A", "won", "1", extra="0.3"), row("A", "lost", "0", extra="0.3")],
                 [row("B", "won", "1", extra="0.6"), row("B", "lost", "0", extra="0")], rfm)[0] == ["B", "A"]
    # 7: lot
    assert all(s.tie for s in _pair([row("A", "won", "1")], [row("B", "won", "1")], rfm)[1])


def test_standings_from_played_games_are_exact():
    g = to_day(new_game(), 1)
    push(g, {"bonus": 1, "points": D("0.1"), "reason": "a"}, {"bonus": 1, "points": D("0.2"), "reason": "b"})
    speeches(g)
    night(g, 2)
    push(g, {"best_move": [3, 7, 9]}, {"end": "red", "reason": "t"})
    rows = player_games(g)
    assert len(rows) == 10 and rows[0].points == D("1.3") and rows[1].first_killed
    assert rows[1].best_move_black == 3 and rows[1].best_move == D("0.5")
    top = standings(rows)[0]
    # 1 + ЛХ 0.5, and Ci: N = 1, B = 0 → s = 0.4, halved as red won (S-13.3)
    assert top.player == "P2" and top.ci == D("0.2") and top.total == D("1.7")


def _stored_tournament(tmp_path, games=2):
    import json
    import re
    from pathlib import Path

    from app.core.script import load_script, replay
    from app.storage import Store

    spec = (Path(__file__).resolve().parents[2] / "shared" / "rules" / "sport-fiim.md").read_text(encoding="utf-8")
    text = re.findall(r"```json\n(.*?)```", spec, re.S)[0]
    store = Store.open(f"sqlite:///{tmp_path / 'games.sqlite'}")
    eid = store.create_evening("2026-11-24", tournament="Кубок")
    for _ in range(games):
        script = load_script(text)
        store.import_game(eid, script.setup, script.actions, replay(script))
    return store, eid


def test_stored_fiim_games_give_exact_rows(tmp_path):
    from app.storage.store import fiim_rows

    store, eid = _stored_tournament(tmp_path)
    rows, options, unfinished = fiim_rows(store, tournament="Кубок")
    assert len(rows) == 20 and unfinished == 0 and options.ci_scale == D("0.4")
    dina = [r for r in rows if r.name == "Дина"]
    assert [r.points for r in dina] == [D("1.3"), D("1.3")] and all(r.first_killed for r in dina)
    top = standings(rows, options)[0]
    # Дина: 2 × 1.3, killed first as red twice in 2 games: B = 1, Ci = min(2 × 0.4 / 1, 0.4) = 0.4,
    # halved in each red win → 0.2 + 0.2
    assert top.name == "Дина" and top.ci == D("0.4") and top.total == D("3.0")
    store.close()


def test_the_standings_read_the_rows_kept_with_each_game_and_replay_only_those_without(tmp_path, monkeypatch):
    """Issue #26: a finished game keeps its S-13.1 rows when written; the
    standings read them (no replay) and give the same exact rows as the fold.
    A game stored without them, or with unreadable ones, is replayed."""
    from sqlalchemy import select, update

    from app.storage.schema import games
    from app.storage.store import StoredGame, fiim_rows

    store, eid = _stored_tournament(tmp_path, games=3)
    with store.engine.connect() as conn:
        kept = [k for (k,) in conn.execute(select(games.c.kept_rows).order_by(games.c.id))]
    assert all(kept) and '"points": "1.3"' in kept[0]
    replayed = []
    real = StoredGame.rebuild
    monkeypatch.setattr(StoredGame, "rebuild", lambda self: replayed.append(self.id) or real(self))
    rows, _, _ = fiim_rows(store, evening_id=eid)
    assert replayed == []
    folded = [r for gid in (1, 2, 3) for r in (lambda g: g.ruleset.player_rows(
        g, {s: (pid if pid is not None else f"name:{g.setup.name(s)}")
            for s, pid in store.load_game(gid).player_ids.items()}))(real(store.load_game(gid)))]
    assert rows == folded and all(isinstance(r.points, D) for r in rows)
    with store.engine.begin() as conn:
        conn.execute(update(games).where(games.c.id == 2).values(kept_rows=None))
        conn.execute(update(games).where(games.c.id == 3).values(kept_rows='[{"seat": 1}]'))
    assert fiim_rows(store, evening_id=eid)[0] == folded and replayed == [2, 3]
    store.close()


def test_standings_dialog_shows_ci_provisional_then_final(qtbot, tmp_path, isolated_settings):
    from app.ui.standings import StandingsDialog

    store, eid = _stored_tournament(tmp_path)
    dlg = StandingsDialog(store, eid)
    qtbot.addWidget(dlg)
    heads = [dlg.table.horizontalHeaderItem(i).text() for i in range(dlg.table.columnCount())]
    assert heads == ["Place", "Player", "Games", "Wins", "Points", "Ci", "Total"]
    assert dlg.table.item(0, 1).text() == "Дина" and dlg.table.item(0, 5).text() == "0.4*"
    assert "provisional" in dlg.note.text()
    dlg.complete.setChecked(True)
    assert dlg.table.item(0, 5).text() == "0.4" and dlg.table.item(0, 6).text() == "3"
    store.close()


def test_evening_exports_show_ci_and_exact_points(qtbot, tmp_path):
    import csv

    from openpyxl import load_workbook

    from app.export.report import export_evening

    store, eid = _stored_tournament(tmp_path)
    paths = export_evening(store, eid, tmp_path / "out", kinds=("csv", "xlsx", "pdf"), language="ru")
    with open(paths[0], encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f))
    assert rows[0] == ["Место", "Игрок", "Игры", "Победы", "Баллы", "Ci", "Итого"]
    assert rows[1] == ["1", "Дина", "2", "2", "2.6", "0.4", "3"]
    assert rows[2][1] == "Егор"             # S-13.5 step 3: more wins as the Sheriff
    assert rows[-1] == ["10", "Ирина", "2", "0", "-1.4", "0", "-1.4"]
    sheet = load_workbook(paths[1]).worksheets[0]
    values = [[c.value for c in r] for r in sheet.iter_rows()]
    dina = next(r for r in values if "Дина" in r)
    assert str(dina[-1]) in ("3", "3.0") and str(dina[-2]) == "0.4"
    assert paths[2].stat().st_size > 0
    store.close()


def test_the_host_records_the_lot_for_players_still_equal(qtbot, tmp_path, isolated_settings):
    from PySide6.QtWidgets import QApplication, QDialogButtonBox, QListWidget

    from gui_driver import click, when_modal
    from app.ui.standings import StandingsDialog

    store, eid = _stored_tournament(tmp_path)
    dlg = StandingsDialog(store, eid)
    qtbot.addWidget(dlg)
    tied = [dlg.table.item(r, 1).text() for r in range(dlg.table.rowCount()) if dlg.table.item(r, 0).text() == "3"]
    assert tied == ["Анна", "Борис", "Глеб", "Захар", "Кирилл"] and dlg.lot_button.isVisibleTo(dlg)

    def reverse():
        box = QApplication.activeModalWidget()
        items = box.findChild(QListWidget, "lotOrder")
        taken = [items.takeItem(0) for _ in range(items.count())]
        for item in reversed(taken):
            items.addItem(item)
        click(qtbot, box.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok))
    when_modal(reverse)
    dlg.record_lot()
    names = [dlg.table.item(r, 1).text() for r in range(2, 7)]
    places = [dlg.table.item(r, 0).text() for r in range(2, 7)]
    assert names == ["Кирилл", "Захар", "Глеб", "Борис", "Анна"] and places == ["3", "4", "5", "6", "7"]
    store.close()


def test_s12_6_a_tenth_ten_times_through_storage_standings_and_export(qtbot, tmp_path):
    """0.1 added ten times: stored, read back, in the standings and the CSV: exactly 1."""
    import csv

    from app.core.script import load_script, replay
    from app.export.report import export_evening
    from app.storage import Store
    from app.storage.store import fiim_rows

    seats = [{"seat": i, "player": f"P{i}", "role": r} for i, r in enumerate(
        ["civilian", "civilian", "don", "civilian", "civilian", "sheriff", "mafia", "civilian", "mafia", "civilian"], 1)]
    actions = [{"night0": True}] + [{"bonus": 1, "points": 0.1, "reason": f"r{i}"} for i in range(10)] \
        + [{"end": "black", "reason": "t"}]
    import json
    script = load_script(json.dumps({"format": "mafia-game/2", "rules": {"preset": "fiim"}, "seats": seats,
                                     "actions": actions}))
    store = Store.open(f"sqlite:///{tmp_path / 'games.sqlite'}")
    eid = store.create_evening("2026-11-24")
    store.import_game(eid, script.setup, script.actions, replay(script))
    rows, options, _ = fiim_rows(store, evening_id=eid)
    p1 = next(r for r in rows if r.name == "P1")
    assert p1.extra == 1 and str(p1.extra) == "1.0"
    top = [s for s in standings(rows, options) if s.name == "P1"][0]
    assert top.total == 1
    path = export_evening(store, eid, tmp_path / "out", kinds=("csv",))[0]
    with open(path, encoding="utf-8-sig", newline="") as f:
        line = next(r for r in csv.reader(f) if r[1] == "P1")
    assert line[-1] == "1"
    store.close()
