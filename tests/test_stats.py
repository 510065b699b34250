"""The club's statistics (issue #42, item 2): ``python -m app stats``
counts each player's games and wins in all, by role and by seat, his fouls,
removals, first kills and best moves, and the club's red wins by table
size and the mean game length, equal to a count made here from the stored
games' protocols; games stored before their play was kept are replayed
once; filters and a player's card; bad input in one line."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter

import pytest
from pathlib import Path

from app.core.script import dumps_json, load_script, replay
from app.storage import Store

SAMPLES = Path(__file__).resolve().parents[1] / "resources" / "samples"


def run(url, *args):
    return subprocess.run([sys.executable, "-m", "app", "stats", "--db", url, *args], capture_output=True, text=True,
                          timeout=120)


def test_the_statistics_equal_a_count_from_the_protocols(tmp_path):
    url = f"sqlite:///{tmp_path / 'club.sqlite'}"
    store = Store.open(url)
    scripts = []
    for day, name in (("2026-11-01", "fiim-sample-game.json"), ("2026-11-02", "ok4u-sample-game.json")):
        script = load_script((SAMPLES / name).read_text(encoding="utf-8"))
        evening = store.create_evening(day, "Клуб", "1", "", "Кубок" if day.endswith("02") else "")
        store.import_game(evening, script.setup, script.actions, replay(script))
        scripts.append(script)
    store.close()
    games, wins, roles, seats_ = Counter(), Counter(), Counter(), Counter()
    red_wins = 0
    for script in scripts:                          # the count from the protocols themselves
        game = replay(script)
        rules = game.ruleset
        winner = game.public_view().winner
        red_won = False
        for info in script.setup.seats:
            won = rules.player_won(rules.scheme_for(None, {}), info.role, winner)
            games[info.player] += 1
            wins[info.player] += won
            roles[(info.player, info.role)] += 1
            seats_[(info.player, info.seat)] += 1
            red_won = red_won or (rules.rating_side(info.role) == "red" and won)
        red_wins += red_won
    data = json.loads(run(url, "--json").stdout)
    assert data["format"] == "mafia-stats/1"
    assert {p["player"]: p["games"] for p in data["players"]} == dict(games)
    assert {p["player"]: p["wins"] for p in data["players"]} == dict(wins)
    assert {(p["player"], r): t["games"] for p in data["players"] for r, t in p["by_role"].items()} == dict(roles)
    assert {(p["player"], int(s)): t["games"] for p in data["players"] for s, t in p["by_seat"].items()} == dict(seats_)
    assert data["club"]["games"] == 2 and data["club"]["red_by_size"]["10"] == {"games": 2, "red_wins": red_wins}
    cup = json.loads(run(url, "--tournament", "Кубок", "--json").stdout)
    assert cup["club"]["games"] == 1 and all(p["games"] == 1 for p in cup["players"])
    sport = json.loads(run(url, "--ruleset", "fiim", "--json").stdout)
    assert sport["club"]["games"] == 1
    first = scripts[0].setup.seats[0].player
    card = json.loads(run(url, "--player", first.upper(), "--json").stdout)
    assert [p["player"] for p in card["players"]] == [first] and card["club"]["games"] == 2
    text = run(url)
    assert text.returncode == 0 and "red wins by table size: 10:" in text.stdout
    for args, words in ((("--from", "2026-13"), "not a date"), (("--player", "Никто"), "no finished game")):
        bad = run(url, *args)
        assert bad.returncode == 2 and words in bad.stderr and len(bad.stderr.strip().splitlines()) == 1


def test_the_statistics_dialog_counts_filters_and_exports(qtbot, stored_window, tmp_path, monkeypatch):
    from openpyxl import load_workbook
    from PySide6.QtGui import QAction

    from app.ui import stats as stats_ui

    window, store = stored_window()
    for day, name in (("2026-11-01", "fiim-sample-game.json"), ("2026-11-02", "ok4u-sample-game.json")):
        script = load_script((SAMPLES / name).read_text(encoding="utf-8"))
        store.import_game(store.create_evening(day, "Клуб", "1", "", ""), script.setup, script.actions, replay(script))
    opened = []
    monkeypatch.setattr(stats_ui.StatsDialog, "exec", lambda self: opened.append(self) or 0)
    window.findChild(QAction, "actStats").trigger()
    dialog = opened[0]
    qtbot.addWidget(dialog)
    assert dialog.players.rowCount() >= 10 and "2 games with a red side" in dialog.status.text()
    names = [dialog.players.item(r, 0).text() for r in range(dialog.players.rowCount())]
    assert "Анна" in names
    sizes = [dialog.club.item(r, 0).text() for r in range(dialog.club.rowCount())]
    assert sizes[0] == "10 players" and "seat 1" in sizes
    dialog.date_from.setText("2026-11-02")
    dialog.refresh()
    assert "1 games with a red side" in dialog.status.text()
    dialog.date_to.setText("2026-13-01x")
    dialog.refresh()
    assert "is not a date" in dialog.status.text()
    dialog.date_to.setText("")
    dialog.refresh()
    xlsx = tmp_path / "stats.xlsx"
    assert dialog.export(str(xlsx))
    book = load_workbook(xlsx)
    assert len(book.sheetnames) == 4 and book.worksheets[0].cell(1, 1).value == "Player"
    csv_path = tmp_path / "stats.csv"
    assert dialog.export(str(csv_path)) and "Player" in csv_path.read_text(encoding="utf-8-sig")


def test_the_players_card_from_the_register(qtbot, stored_window, tmp_path, monkeypatch):
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QPushButton, QTableWidget

    from app.ui import player_card
    from app.ui.register import RegisterDialog

    window, store = stored_window()
    for day, name in (("2026-11-01", "fiim-sample-game.json"), ("2026-11-02", "ok4u-sample-game.json")):
        script = load_script((SAMPLES / name).read_text(encoding="utf-8"))
        store.import_game(store.create_evening(day, "Клуб", "1", "", ""), script.setup, script.actions, replay(script))
    register = RegisterDialog(store)
    qtbot.addWidget(register)
    names = [register.table.item(r, 0).text() for r in range(register.table.rowCount())]
    register.table.selectRow(names.index("Дина"))
    opened = []
    monkeypatch.setattr(player_card.PlayerCard, "exec", lambda self: opened.append(self) or 0)
    qtbot.mouseClick(register.findChild(QPushButton, "playerCard"), Qt.MouseButton.LeftButton)
    card = opened[0]
    qtbot.addWidget(card)
    assert "Дина" in card.windowTitle() and card.rating.text().startswith("mafiaratings: rating")
    assert card.rating.text().endswith("after 2 rated games.")
    assert card.play.text().startswith("Fouls a game: 0.0; removals: 0;")
    roles = card.findChild(QTableWidget, "cardRoles")
    assert sorted(roles.item(r, 0).text() for r in range(roles.rowCount())) == ["Civilian", "Don"]
    games = card.findChild(QTableWidget, "cardGames")
    assert games.rowCount() == 2 and games.item(0, 0).text() == "2026-11-02"     # the last game first
    saved = tmp_path / "game.json"
    assert card.write_protocol(0, str(saved))
    protocol = json.loads(saved.read_text(encoding="utf-8"))
    assert any(seat["player"] == "Дина" for seat in protocol["seats"])


def test_the_charts_draw_the_counts(qtbot, stored_window):
    """The Statistics dialog's charts (Qt Charts): win share by role and by
    seat with each bar's games, the red side's by month; a player's card
    draws his rating after each game."""
    from PySide6.QtCharts import QBarCategoryAxis, QChartView

    from app.ui.player_card import PlayerCard
    from app.ui.stats import StatsDialog

    window, store = stored_window()
    for day, name in (("2026-10-01", "fiim-sample-game.json"), ("2026-11-02", "ok4u-sample-game.json")):
        script = load_script((SAMPLES / name).read_text(encoding="utf-8"))
        store.import_game(store.create_evening(day, "Клуб", "1", "", ""), script.setup, script.actions, replay(script))
    dialog = StatsDialog(store)
    qtbot.addWidget(dialog)
    roles = dialog.charts.findChild(QChartView, "chartRoles")
    labels = [a for a in roles.chart().axes() if isinstance(a, QBarCategoryAxis)][0].categories()
    assert labels[-1] == "Civilian (9)" and "Mafia (4)" in labels                 # the most played on top
    bars = roles.chart().series()[0].barSets()[0]
    assert [round(bars.at(i)) for i in range(bars.count())][-1] == 100
    seats = dialog.charts.findChild(QChartView, "chartSeats")
    assert [a for a in seats.chart().axes() if isinstance(a, QBarCategoryAxis)][0].categories()[-1] == "seat 1 (2)"
    months = dialog.charts.findChild(QChartView, "chartMonths")
    assert [a for a in months.chart().axes() if isinstance(a, QBarCategoryAxis)][0].categories() == ["2026-10",
                                                                                                        "2026-11"]
    assert not dialog.charts.grab().isNull()
    card = PlayerCard(store, "Дина")
    qtbot.addWidget(card)
    line = card.findChild(QChartView, "cardChart")
    assert line is not None and line.chart().series()[0].count() == 2


def _stored_samples(url):
    store = Store.open(url)
    for day, name in (("2026-11-01", "fiim-sample-game.json"), ("2026-11-02", "ok4u-sample-game.json")):
        script = load_script((SAMPLES / name).read_text(encoding="utf-8"))
        store.import_game(store.create_evening(day, "Клуб", "1", "", ""), script.setup, script.actions,
                          replay(script))
    return store


def _count_from_protocols(store):
    """Each player's fouls, removals and best move (named, black) counted
    from the stored protocols' actions and seats; the first killed and the
    days from each protocol replayed (its eliminations and last day)."""
    counted = {}
    days = []
    for gid in store.game_ids():
        script = store.load_game(gid).protocol()
        seats = {i + 1: s for i, s in enumerate(script["seats"])}
        black = {n for n, s in seats.items() if s["role"] in ("mafia", "don")}
        mine = {s["player"]: Counter() for s in seats.values()}
        best_by = None
        for action in script["actions"]:
            if "foul" in action:
                mine[seats[action["foul"]]["player"]]["fouls"] += 1
            if "remove" in action:
                mine[seats[action["remove"]]["player"]]["removals"] += 1
            if "best_move" in action:
                best_by = action
        game = replay(load_script(dumps_json(script)))
        view = game.host_view()
        killed = [e for e in view.eliminated if e.how == "killed"]
        first_night = min(e.night for e in killed)
        for e in killed:
            if e.night == first_night:
                mine[seats[e.seat]["player"]]["first_killed"] += 1
        if best_by is not None:
            victim = next(e.seat for e in killed if e.night == 1)
            mine[seats[victim]["player"]]["named"] += len(best_by["best_move"])
            mine[seats[victim]["player"]]["black"] += len(set(best_by["best_move"]) & black)
            mine[seats[victim]["player"]]["best_moves"] += 1
        days.append(view.day)
        for player, c in mine.items():
            counted.setdefault(player, Counter()).update(c)
    return counted, days


def _stored_points(url):
    from sqlalchemy import create_engine, text

    engine = create_engine(url)
    with engine.connect() as conn:
        rows = conn.execute(text("select name, points from game_points")).all()
    engine.dispose()
    return rows


def test_what_happened_in_play_equals_a_count_from_the_protocols(tmp_path):
    """Fouls, removals (S-8.5's team defeat), the first killed at night
    (all three of OK4U's night with the maniac's and the Beauty's kills) and
    the best move's black seats (S-11), and the mean game length (#42)."""
    url = f"sqlite:///{tmp_path / 'club.sqlite'}"
    store = _stored_samples(url)
    counted, days = _count_from_protocols(store)
    store.close()
    done = run(url, "--json")
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    for p in data["players"]:
        c = counted[p["player"]]
        assert p["play"] == {"games": p["games"], "fouls": c["fouls"], "removals": c["removals"],
                             "first_killed": c["first_killed"], "best_moves": c["best_moves"],
                             "named": c["named"], "black": c["black"]}, p["player"]
    assert sum(p["play"]["first_killed"] for p in data["players"]) == 4          # FIIM's one, OK4U's three
    points = Counter()
    for name, value in _stored_points(url):                                    # the stored points rows
        points[name] += value
    for p in data["players"]:
        assert p.get("points", 0) == pytest.approx(points[p["player"]]), p["player"]
        assert p.get("scored", 0) == (1 if p["player"] in points else 0)          # OK4U's only: FIIM keeps none
    assert sum(p["play"]["best_moves"] for p in data["players"]) == 1
    assert data["club"]["mean_days"] == round(sum(days) / len(days), 2) and data["club"]["timed_games"] == 2
    sides = data["club"]["side_by_seat"]
    assert sum(t["games"] for by_side in sides.values() for t in by_side.values()) == 19   # OK4U's maniac: no side
    assert sum(by_side.get("black", {}).get("games", 0) for by_side in sides.values()) == 6  # 3 black a game
    one = run(url, "--evening", "1", "--json")
    assert sum(p["games"] for p in json.loads(one.stdout)["players"]) == 10
    bad = run(url, "--evening", "x1")
    assert bad.returncode == 2 and "evening" in bad.stderr and len(bad.stderr.strip().splitlines()) == 1


def test_games_stored_before_their_play_was_kept_are_replayed_once(tmp_path):
    """A database from before rev 0015 has no facts: the next open replays
    each finished game once and keeps them; one that no longer replays is
    marked and never tried again."""
    from sqlalchemy import update

    from app.storage.schema import game_seats, games
    from app.storage.stats import NOT_REPLAYED

    url = f"sqlite:///{tmp_path / 'club.sqlite'}"
    store = _stored_samples(url)
    kept = [(f.game, f.seat, f.play, f.days) for f in store.seat_facts()]
    with store.engine.begin() as conn:
        conn.execute(update(games).values(days=None))
        conn.execute(update(game_seats).values(fouls=None, removed=None, first_killed=None, best_named=None,
                                               best_black=None))
    assert all(f.play is None and f.days is None for f in store.seat_facts())
    store.close()
    store = Store.open(url)
    assert [(f.game, f.seat, f.play, f.days) for f in store.seat_facts()] == kept
    with store.engine.begin() as conn:
        conn.execute(update(games).where(games.c.id == 1).values(days=None, setup_json='{"format": "broken"}'))
    store.close()
    store = Store.open(url)
    try:
        with store.engine.connect() as conn:
            assert conn.execute(games.select().where(games.c.id == 1)).mappings().one()["days"] == NOT_REPLAYED
        facts = store.seat_facts()
        assert all(f.play is None for f in facts if f.game == 1) and all(f.play for f in facts if f.game == 2)
    finally:
        store.close()


def test_the_players_card_from_the_standings_with_both_ratings(qtbot, stored_window, monkeypatch):
    """The standings' row opens the player's card; with the club's pick
    ``both`` it gives mafiaratings' rating and OpenSkill's (#42)."""
    from PySide6.QtCore import QSettings

    from app.ui import player_card
    from app.ui.standings import StandingsDialog

    window, store = stored_window()
    script = load_script((SAMPLES / "fiim-sample-game.json").read_text(encoding="utf-8"))
    evening = store.create_evening(window.desk.today(), "Клуб", "1", "", "")
    store.import_game(evening, script.setup, script.actions, replay(script))
    QSettings().setValue("rating/system", "both")
    dialog = StandingsDialog(store, evening)
    qtbot.addWidget(dialog)
    opened = []
    monkeypatch.setattr(player_card.PlayerCard, "exec", lambda self: opened.append(self) or 0)
    row = next(r for r in range(dialog.table.rowCount()) if dialog.table.item(r, 1).text() == "Дина")
    dialog.table.selectRow(row)
    dialog.card_button.click()
    card = opened[0]
    qtbot.addWidget(card)
    lines = card.rating.text().splitlines()
    assert "Дина" in card.windowTitle() and len(lines) == 2
    assert lines[0].startswith("mafiaratings: rating") and lines[1].startswith("OpenSkill: rating")


@pytest.mark.parametrize("engine", ["sqlite", "postgresql"])
def test_the_databases_count_equals_the_seat_by_seat_count(engine, tmp_path, request):
    """What the window, ``stats`` and ``/stats`` read (:meth:`stat_groups`,
    grouped by the database) counts exactly what the seats one by one do,
    on SQLite and on PostgreSQL, with every filter."""
    from app.core.stats import club_stats, club_tallies, player_stats, player_tallies

    url = (f"sqlite:///{tmp_path / 'club.sqlite'}" if engine == "sqlite"
           else request.getfixturevalue("postgres_server").createdb("stats_groups"))
    store = _stored_samples(url)
    try:
        for picked in ((), ("2026-11-02",), (None, "2026-11-01"), (None, None, None, "fiim"),
                       (None, None, None, None, 2), (None, None, "Кубок")):
            facts = store.seat_facts(*picked)
            groups, games = store.stat_groups(*picked)
            assert player_tallies(groups) == player_stats(facts), picked
            assert club_tallies(groups, games) == club_stats(facts), picked
        assert club_tallies(*store.stat_groups()).games == 2
    finally:
        store.close()


def test_the_remembered_counts_follow_every_change(tmp_path):
    """The statistics and the rating are read once while the games stay as
    they are, and again after any change: a new game, an undone end, a
    game replaced by another program, a tournament made elite (#42)."""
    from sqlalchemy import update

    from app.storage.schema import games

    url = f"sqlite:///{tmp_path / 'club.sqlite'}"
    store = _stored_samples(url)
    try:
        first = store.stat_groups()
        assert store.stat_groups() is first and len(store.rated_games()) == 2      # read once
        script = load_script((SAMPLES / "fiim-sample-game.json").read_text(encoding="utf-8"))
        evening = store.create_evening("2026-11-03", "Клуб", "1", "", "Кубок")
        gid = store.import_game(evening, script.setup, script.actions, replay(script))
        assert len(store.stat_groups()[1]) == 3 and [g.kind for g in store.rated_games()][-1] == "tournament"
        store.save_tournament("Кубок", [f"Игрок {i}" for i in range(1, 11)], 1, 1, [], [[list(range(1, 11))]],
                              elite=True)
        assert [g.kind for g in store.rated_games()][-1] == "elite"
        other = Store.open(url)                                                    # another program's write
        with other.engine.begin() as conn:
            conn.execute(update(games).where(games.c.id == gid).values(status="in_progress",
                                                                      updated_at=games.c.updated_at))
        other.close()
        assert len(store.stat_groups()[1]) == 2 and len(store.rated_games()) == 2
    finally:
        store.close()
