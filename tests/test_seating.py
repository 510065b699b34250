"""A tournament's seating (issue #41, item 2): property tests over random
configurations (kept-apart pairs never meet, games per player within one,
the played rounds kept as they were, every seat filled, one table a round
for each player), the clubs' score worked by hand, and the command."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from decimal import Decimal

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.core import seating as seating_module
from app.core.seating import SEATS, SeatingError, club_score, make_seating, quality, reseat, seating_json


@pytest.fixture(autouse=True)
def quick(monkeypatch):
    """The tests' seatings polish less (the bench measures the app's full effort)."""
    monkeypatch.setattr(seating_module, "POLISH_SWAPS", 20_000)


def well_formed(plan, players, tables, rounds):
    assert len(plan) == rounds
    for round_ in plan:
        assert 1 <= len(round_) <= tables
        seen = [p for table in round_ for p in table]
        assert len(seen) == len(set(seen)), "a player at two tables in one round"
        for table in round_:
            assert len(table) == SEATS and all(1 <= p <= players for p in table)     # every seat filled


def games(plan):
    return Counter(p for round_ in plan for table in round_ for p in table)


def met(plan, a, b):
    return sum(1 for round_ in plan for table in round_ if a in table and b in table)


configs = st.integers(min_value=1, max_value=4).flatmap(
    lambda tables: st.tuples(st.just(tables), st.integers(min_value=10 * tables, max_value=10 * tables + 13),
                             st.integers(min_value=1, max_value=6), st.integers(min_value=0, max_value=10 ** 6)))


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(configs, st.data())
def test_any_configuration_keeps_pairs_apart_and_games_even(config, data):
    tables, players, rounds, seed = config
    apart = data.draw(st.lists(st.tuples(st.integers(1, players), st.integers(1, players))
                               .filter(lambda p: p[0] != p[1]), max_size=3))
    try:
        plan = make_seating(players, tables, rounds, seed=seed, apart=apart)
    except SeatingError as err:
        assert err.code == "apart" and "cannot be honoured" in str(err) or "shares table" in str(err)
        return
    well_formed(plan, players, tables, rounds)
    for a, b in apart:
        assert met(plan, a, b) == 0, (a, b)
    counts = games(plan)
    played = [counts.get(p, 0) for p in range(1, players + 1)]
    if not apart:
        assert max(played) - min(played) <= 1, played                   # sitting out in turn
    assert plan == make_seating(players, tables, rounds, seed=seed, apart=apart)   # one seed, one seating


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(min_value=2, max_value=3), st.integers(min_value=1, max_value=4), st.integers(0, 10 ** 6), st.data())
def test_reseating_keeps_the_played_rounds_and_leaves_out_who_left(tables, played, seed, data):
    players = 10 * tables + data.draw(st.integers(0, 6))
    rounds = played + data.draw(st.integers(1, 4))
    plan = make_seating(players, tables, rounds, seed=seed)
    gone = data.draw(st.integers(1, players))
    again = reseat(players, tables, rounds, plan[:played], seed=seed + 1, gone=[gone])
    assert again[:played] == plan[:played]                              # no played game changed
    well_formed(again, players, tables, rounds)
    assert all(gone not in table for round_ in again[played:] for table in round_)
    live = players - 1
    per_round = min(tables, live // SEATS)
    assert all(len(round_) == per_round for round_ in again[played:])


def test_a_player_who_joins_plays_in_the_rounds_left():
    plan = make_seating(20, 2, 6, seed=3)
    again = reseat(21, 2, 6, plan[:3], seed=4)
    assert again[:3] == plan[:3] and games(again)[21] >= 2              # he is seated first until he catches up


def test_pairs_that_cannot_be_kept_apart_are_named_with_the_reason():
    with pytest.raises(SeatingError) as err:
        make_seating(30, 3, 2, apart=[(1, 2), (1, 3), (2, 3), (1, 4), (2, 4), (3, 4)])
    assert err.value.code == "apart" and err.value.params["pair"] == (1, 2)
    assert "players 1, 2, 3, 4" in str(err.value) and "3 table(s)" in str(err.value)
    plan = make_seating(12, 1, 3, apart=[(1, 2), (1, 3), (2, 3)])      # one of the three plays, two sit out
    assert all(sum(p in table for p in (1, 2, 3)) <= 1 for round_ in plan for table in round_)


def test_sizes_out_of_bounds_are_refused():
    for args in ((9, 1, 3), (0, 1, 1), (20, 0, 1), (20, 1, 0), (1001, 1, 1), (20, 101, 1)):
        with pytest.raises(SeatingError):
            make_seating(*args)
    with pytest.raises(SeatingError):
        reseat(20, 2, 2, [[[1, 2, 3, 4, 5, 6, 7, 8, 9, 9], list(range(11, 21))]])


def test_ten_players_one_table_rotated_is_perfect_by_the_clubs_score():
    plan = [[tuple((p + r) % 10 + 1 for p in range(10))] for r in range(10)]   # each seat once each
    assert club_score(plan, 10, 1) == (Decimal(0), Decimal(0), Decimal(0))
    report = quality(plan, 10, 1)
    assert all(m.perfect for m in report.measures)


def test_the_clubs_score_worked_by_hand():
    """20 players, 2 tables, the same seats in both rounds: g = 2 games each.

    Players: a pair's expected meetings are 2·9/19 = 18/19. The 90 pairs
    that met twice: (2 − 18/19)² = 400/361 (≥ 1: not perfect); the 100 that
    never met: (18/19)² = 324/361; the sum 68400/361 = 189.473684.

    Seats: a player sat twice in his seat s. Single seats: 4·w·(0.2 − c)²:
    4·(3.24·w_s + 0.04·(16 − w_s)) = 12.8·w_s + 2.56 (the weights sum to
    16); two players a seat: 2·(12.8·16 + 10·2.56) = 460.8. Pairs of seats:
    2·((0.4 − 2)² + 4·0.4²) = 6.4 a player, 128. Halves: (1 − 2)² + 1² = 2
    a player, 40. In all 628.8. Tables: fewer than three, 0. One round of
    the same: every term below 1, so every figure is 0 (perfect)."""
    plan = [[tuple(range(1, 11)), tuple(range(11, 21))]] * 2
    assert club_score(plan, 20, 2) == (Decimal("189.473684"), Decimal("628.800000"), Decimal(0))
    assert club_score(plan[:1], 20, 2)[0] == Decimal(0)


def test_the_quality_report_gives_each_measure_and_its_ideal():
    plan = make_seating(30, 3, 10, seed=7)
    report = quality(plan, 30, 3)
    by_name = {m.name: m for m in report.measures}
    games_ = by_name["games per player"]
    assert (games_.low, games_.high, games_.ideal_low, games_.ideal_high) == (10, 10, 10, 10)
    pairs = by_name["meetings per pair"]
    assert (pairs.ideal_low, pairs.ideal_high) == (3, 4)                 # 30·10·9/2 meetings over 435 pairs
    seats = by_name["games per seat, each player"]
    assert seats.ideal_low == seats.ideal_high == 1 and seats.high <= 2
    assert by_name["kept-apart pairs at one table"].perfect


def run_cli(*args, stdin=None):
    return subprocess.run([sys.executable, "-m", "app", "seating", *args], capture_output=True, text=True, timeout=120)


def test_the_command_writes_the_seating_json_and_reseats_from_a_file(tmp_path):
    done = run_cli("--players", "23", "--tables", "2", "--rounds", "4", "--seed", "5", "--apart", "1,2", "--json")
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert data["format"] == "mafia-seating/1" and data["players"] == 23 and data["tables"] == 2
    assert len(data["rounds"]) == 4 and all(len(t) == 10 for r in data["rounds"] for t in r)
    assert data["quality"]["score"]["players"] and data["quality"]["measures"][0]["name"] == "games per player"
    assert met([[tuple(t) for t in r] for r in data["rounds"]], 1, 2) == 0
    played = dict(data, rounds=data["rounds"][:2])
    path = tmp_path / "played.json"
    path.write_text(json.dumps(played), encoding="utf-8")
    again = run_cli("--players", "23", "--tables", "2", "--rounds", "4", "--fixed", str(path), "--gone", "7", "--json")
    assert again.returncode == 0, again.stderr
    rounds = json.loads(again.stdout)["rounds"]
    assert rounds[:2] == data["rounds"][:2] and all(7 not in t for r in rounds[2:] for t in r)
    text = run_cli("--players", "10", "--tables", "1", "--rounds", "2")
    assert text.returncode == 0 and "round 2, table 1:" in text.stdout and "mafiaratings' score" in text.stdout
    assert seating_json(make_seating(10, 1, 1), 10, 1)["rounds"][0][0] == list(make_seating(10, 1, 1)[0][0])


def test_the_command_says_in_one_line_what_is_wrong(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "other"}', encoding="utf-8")
    for args, words in ((["--players", "30", "--tables", "3", "--rounds", "2", "--apart", "1,2", "1,3", "2,3", "1,4",
                          "2,4", "3,4"], "cannot be honoured"),
                        (["--players", "9", "--tables", "1", "--rounds", "2"], "cannot fill a table"),
                        (["--players", "20", "--tables", "2", "--rounds", "2", "--fixed", str(bad)], "not a mafia-seating/1"),
                        (["--players", "20", "--tables", "2", "--rounds", "2", "--fixed", str(tmp_path)], "folder"),
                        (["--players", "abc", "--tables", "2", "--rounds", "2"], "not a number"),
                        (["--players", "20", "--tables", "2", "--rounds", "2", "--apart", "1-2"], "not two players")):
        done = run_cli(*args)
        assert done.returncode == 2 and words in done.stderr, (args, done.stderr)
        assert "Traceback" not in done.stderr and len(done.stderr.strip().splitlines()) == 1


def test_the_seating_dialog_seats_reports_saves_and_reseats(qtbot, tmp_path, monkeypatch):
    from PySide6.QtCore import Qt

    from app.ui.seating import SeatingDialog

    dialog = SeatingDialog()
    qtbot.addWidget(dialog)
    dialog.players.setValue(20)
    dialog.tables.setValue(2)
    dialog.rounds.setValue(4)
    dialog.apart.setText("1-2")
    qtbot.mouseClick(dialog.make, Qt.MouseButton.LeftButton)
    assert "two players' numbers" in dialog.status.text() and dialog.table.rowCount() == 0
    dialog.apart.setText("1,2; 3,4")
    qtbot.mouseClick(dialog.make, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.save.isEnabled(), timeout=30_000)
    assert dialog.table.rowCount() == 8                                  # 4 rounds × 2 tables
    rows = [[int(dialog.table.item(r, c).text()) for c in range(2, 12)] for r in range(8)]
    assert all(not ({1, 2} <= set(row) or {3, 4} <= set(row)) for row in rows)
    names = [dialog.report.item(r, 0).text() for r in range(dialog.report.rowCount())]
    assert "games per player" in names and "mafiaratings' score (0 is perfect): players" in dialog.score.text()
    path = tmp_path / "seating.json"
    assert dialog.write(str(path))
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["format"] == "mafia-seating/1" and len(saved["rounds"]) == 4
    saved["rounds"] = saved["rounds"][:2]
    path.write_text(json.dumps(saved), encoding="utf-8")
    assert dialog.load_fixed(str(path)) and "2" in dialog.fixed_label.text()
    dialog.gone.setText("5")
    qtbot.mouseClick(dialog.make, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.make.isEnabled() and dialog.save.isEnabled(), timeout=30_000)
    again = [[int(dialog.table.item(r, c).text()) for c in range(2, 12)] for r in range(dialog.table.rowCount())]
    assert again[:4] == rows[:4] and all(5 not in row for row in again[4:])
    bad = tmp_path / "bad.json"
    bad.write_text("[1, 2", encoding="utf-8")
    assert not dialog.load_fixed(str(bad)) and "cannot be used" in dialog.status.text()


def test_the_tools_menu_opens_the_seating(qtbot, stored_window, monkeypatch):
    from app.ui import seating as seating_ui

    opened = []
    monkeypatch.setattr(seating_ui.SeatingDialog, "exec", lambda self: opened.append(self) or 0)
    from PySide6.QtGui import QAction

    window, _ = stored_window()
    action = window.findChild(QAction, "actSeating")
    assert action is not None
    action.trigger()
    assert opened and opened[0].windowTitle() == "Seating"


def test_names_print_and_the_projector(qtbot, tmp_path, stored_window):
    from PySide6.QtCore import Qt

    from app.ui.seating import SeatingDialog

    window, _ = stored_window()
    dialog = SeatingDialog(window)
    qtbot.addWidget(dialog)
    dialog.projectorSheet.connect(window._projector_sheet)
    dialog.players.setValue(12)
    dialog.tables.setValue(1)
    dialog.rounds.setValue(3)
    dialog.names.setPlainText("\n".join(f"Игрок{i}" for i in range(1, 13)))
    qtbot.mouseClick(dialog.make, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.print_.isEnabled(), timeout=30_000)
    first = dialog.table.item(0, 2).text()
    number = int(first.split(".")[0])
    assert first == f"{number}. Игрок{number}"                          # the name beside the number
    dialog.on_air.setChecked(True)
    projector = window.projector
    assert projector is not None and projector.phase.text() == "Round 1, table 1"
    assert projector.info.text().splitlines()[0] == f"1. Игрок{number}"
    dialog.table.selectRow(2)
    assert projector.phase.text() == "Round 3, table 1"
    dialog.on_air.setChecked(False)
    assert projector.sheet is None                                        # the game again
    pdf = tmp_path / "seating.pdf"
    assert dialog.write_pdf(str(pdf))
    from PySide6.QtPdf import QPdfDocument

    document = QPdfDocument()
    document.load(str(pdf))
    assert document.pageCount() == 3 + 12                                 # a sheet a round and a sheet a player
    assert "Игрок" in document.getAllText(3).text() and "Round 1" in document.getAllText(0).text()
