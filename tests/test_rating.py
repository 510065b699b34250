"""The club's rating (issue #42, item 1 in part): mafiaratings' rating,
worked by hand for a club game, a tournament game with a player new to a
side, and an elite game under ten players; a corrected game changes the
later ratings only; the stored games rated in order from the imported
starting points; ``python -m app rating`` and its JSON."""

from __future__ import annotations

import json
import subprocess
import sys
from decimal import Decimal
from pathlib import Path

import pytest

from app.core.rating import RatedGame, RatedSeat, Start, exact, factors, rate, red_chance

RED = [f"r{i}" for i in range(1, 8)]
BLACK = ["b1", "b2", "b3"]


def seats(red, black, red_won, extra=()):
    return tuple([RatedSeat(p, p, "red", red_won) for p in red] + [RatedSeat(p, p, "black", not red_won)
                                                                    for p in black] + list(extra))


def test_a_club_game_from_nothing():
    """All at 0: the chance is 1/2; a red win earns 4·½ = 2, a black loss costs 3·(½ − 1) = −1.5."""
    result = rate([RatedGame(1, "club", seats(RED, BLACK, True))])
    assert result.games[0].red_chance == Decimal("0.5")
    assert all(result.games[0].earned[p] == 2 for p in RED)
    assert all(result.games[0].earned[p] == Decimal("-1.5") for p in BLACK)
    assert result.players["r1"].red == 2 and result.players["r1"].black == 0 and result.players["b1"].black == -1.5


def test_a_tournament_game_with_a_player_new_to_a_side():
    """Game 2 (a tournament's, 16/12): r7 plays black for the first time
    (his black rating 0, though his rating is 2), b1 plays red (his red 0).
    Red mean (6·2 + 0)/7 = 12/7, black mean (−1.5 − 1.5 + 0)/3 = −1;
    chance 1/(1 + 10^((−1 − 12/7)/400)) = 0.503906; a red win earns
    16·(1 − 0.503906) = 7.937503, a black loss costs 12·(0.503906 − 1) = −5.953127."""
    first = RatedGame(1, "club", seats(RED, BLACK, True))
    second = RatedGame(2, "tournament", seats(RED[:6] + ["b1"], ["b2", "b3", "r7"], True))
    result = rate([first, second])
    assert exact(result.games[1].red_chance) == Decimal("0.503906")
    assert exact(result.games[1].earned["r1"]) == Decimal("7.937503")
    assert exact(result.games[1].earned["r7"]) == Decimal("-5.953127")
    r7 = result.players["r7"]
    assert exact(r7.red) == 2 and exact(r7.black) == Decimal("-5.953127") and exact(r7.rating) == Decimal("-3.953127")
    assert r7.games == 2 and [g for g, _ in r7.history] == [1, 2]


def test_an_elite_game_under_ten_players_is_halved_and_a_maniac_earns_nothing():
    assert factors("elite", 10) == (64, 48) and factors("elite", 9) == (32, 24)
    assert factors("club", 9) == (2, Decimal("1.5")) and factors("tournament", 12) == (16, 12)
    game = RatedGame(1, "elite", seats(RED[:5], BLACK, False, [RatedSeat("m", "m", None, False)]))
    result = rate([game])
    assert "m" not in result.games[0].earned and result.players["m"].games == 0
    assert all(result.games[0].earned[p] == -12 for p in RED[:5])        # 24·½
    assert all(result.games[0].earned[p] == 16 for p in BLACK)           # 32·½
    with pytest.raises(ValueError):
        factors("friendly", 10)
    assert red_chance([], [Decimal(5)]) == 0


def test_a_corrected_game_changes_the_later_ratings_only():
    games = [RatedGame(1, "club", seats(RED, BLACK, True)), RatedGame(2, "club", seats(RED, BLACK, True)),
             RatedGame(3, "club", seats(RED, BLACK, False))]
    before = rate(games)
    corrected = rate(games[:1] + [RatedGame(2, "club", seats(RED, BLACK, False))] + games[2:])
    assert corrected.games[0] == before.games[0]                           # the game before: as it was
    assert corrected.games[1].earned != before.games[1].earned
    assert corrected.games[2].red_chance != before.games[2].red_chance     # the later ones move with it


def test_a_player_starts_from_his_imported_rating():
    start = {"r1": Start(Decimal(100), Decimal(300), Decimal(-50))}
    result = rate([RatedGame(1, "club", seats(RED, BLACK, True))], start)
    assert result.games[0].red_chance > Decimal("0.5")                     # his red 300 lifts the red mean
    assert result.players["r1"].rating == 100 + result.games[0].earned["r1"]
    assert result.players["r1"].black == -50


def test_the_stored_games_are_rated_in_order_with_their_kinds(tmp_path):
    from app.core.script import load_script, replay
    from app.service.rating import club_rating, import_ratings, rating_json
    from app.storage import Store

    store = Store.open(f"sqlite:///{tmp_path / 'club.sqlite'}")
    try:
        script = load_script((Path(__file__).resolve().parents[1] / "resources" / "samples" / "fiim-sample-game.json").read_text(encoding="utf-8"))
        club = store.create_evening("2026-11-01", "Клуб", "1", "", "")
        cup = store.create_evening("2026-11-02", "Клуб", "1", "", "Кубок")
        store.import_game(club, script.setup, script.actions, replay(script))
        store.import_game(cup, script.setup, script.actions, replay(script))
        store.save_tournament("Кубок", [], 1, 1, [], [[]], elite=True)
        assert [g.kind for g in store.rated_games()] == ["club", "elite"]
        assert import_ratings(store, "player,rating,red,black\nАнна,1000,800,200\n\n") == 1
        rating = club_rating(store)
        anna = next(p for p in rating.players.values() if p.name == "Анна")
        assert anna.rating > 1000 and anna.games == 2
        data = json.loads(rating_json(rating))
        assert data["format"] == "mafia-rating/1" and data["players"][0]["player"] == "Анна"
        assert '"red_chance": 0.' in rating_json(rating) and ".000000" in rating_json(rating)   # 6 places
    finally:
        store.close()


def test_the_rating_command(tmp_path):
    url = f"sqlite:///{tmp_path / 'club.sqlite'}"

    def run(*args):
        return subprocess.run([sys.executable, "-m", "app", "rating", "--db", url, *args], capture_output=True,
                              text=True, timeout=120)
    empty = run()
    assert empty.returncode == 0 and "No rated game yet." in empty.stdout
    bad = tmp_path / "bad.csv"
    bad.write_text("player,rating,red,black\nАнна,1e400,0,0\n", encoding="utf-8")
    done = run("--import", str(bad))
    assert done.returncode == 2 and "line 2" in done.stderr and len(done.stderr.strip().splitlines()) == 1
    good = tmp_path / "good.csv"
    good.write_text("player,rating,red,black\nАнна,1200.5,900,300.5\n", encoding="utf-8")
    assert run("--import", str(good)).stdout.startswith("1 players")
    assert json.loads(run("--json").stdout) == {"format": "mafia-rating/1", "system": "mafiaratings",
                                                "players": [], "games": []}


def test_the_result_screen_shows_the_red_sides_chance_before_the_game(qtbot, stored_window):
    """The host's result screen names the red side's chance by the club's
    rating before the game: the earlier games of these players count, this
    one does not (issue #42)."""
    from PySide6.QtWidgets import QLabel

    from app.service.rating import chance_before
    from gui_driver import play_action, start_game

    from helpers import shared_dir

    scenario = shared_dir() / "scenarios" / "ok4u-10-red-wins.json"
    raw = json.loads(scenario.read_text(encoding="utf-8"))
    window, store = stored_window()
    earlier = json.loads(scenario.read_text(encoding="utf-8"))
    earlier.pop("expect", None)
    from app.core.script import load_script, replay

    script = load_script(json.dumps(earlier))
    store.import_game(store.create_evening("2026-11-01", "Клуб", "1", "", ""), script.setup, script.actions,
                      replay(script))                                   # the same players' earlier game
    start_game(qtbot, window, raw)
    for action in raw["actions"]:
        play_action(qtbot, window, action)
    summary = window.panel.result.findChild(QLabel, "resultSummary").text()
    chance = chance_before(store, window.c.game_id, window.c.game)
    assert chance is not None and chance != 0.5                           # the earlier game moved the ratings
    assert f"The club's rating gave the red side {round(100 * chance)}% before the game." in summary


def test_a_players_rating_over_time(tmp_path):
    from app.core.script import load_script, replay
    from app.storage import Store

    url = f"sqlite:///{tmp_path / 'club.sqlite'}"
    store = Store.open(url)
    script = load_script((Path(__file__).resolve().parents[1] / "resources" / "samples" / "fiim-sample-game.json")
                         .read_text(encoding="utf-8"))
    for day in ("2026-11-01", "2026-11-02"):
        store.import_game(store.create_evening(day, "Клуб", "1", "", ""), script.setup, script.actions, replay(script))
    store.close()
    name = script.setup.seats[0].player
    done = subprocess.run([sys.executable, "-m", "app", "rating", "--db", url, "--player", name.lower(), "--json"],
                          capture_output=True, text=True, timeout=120)
    history = json.loads(done.stdout)
    assert history["format"] == "mafia-rating-history/1" and history["player"] == name
    assert [g["game"] for g in history["games"]] == [1, 2]
    assert Decimal(str(history["games"][0]["rating"])) + Decimal(str(history["games"][1]["earned"])) == Decimal(
        str(history["games"][1]["rating"]))
    assert Decimal(str(history["rating"])) == Decimal(str(history["games"][-1]["rating"]))


def test_openskill_rates_each_side_as_one_player_weighted_by_points():
    """OpenSkill (#42): each side as one player (mean μ, RMS σ) in the
    package's two-player game; each player moves by his side's change times
    his share (1 + points above zero, over the side's mean; its inverse on
    the losing side); the rating is the package's ordinal."""
    import math

    from openskill.models import PlackettLuce

    from app.scoring.openskill_rating import rate_openskill

    game = RatedGame(1, "club", seats(RED, BLACK, True))
    points = {(1, "r1"): 2.5, (1, "b1"): 1.0}
    result = rate_openskill([game], points)
    model = PlackettLuce()
    one = model.rating()
    red_after, black_after = model.rate([[model.rating()], [model.rating()]], ranks=[0, 1])
    gain, loss = red_after[0].mu - one.mu, black_after[0].mu - one.mu
    red_share = [3.5 / (9.5 / 7)] + [1 / (9.5 / 7)] * 6                     # weights 3.5, 1 × 6; mean 9.5/7
    black_share = [0.5 / (2.5 / 3), 1 / (2.5 / 3), 1 / (2.5 / 3)]           # inverses 1/2, 1, 1; mean 2.5/3

    def ordinal(mu, sigma):
        return mu - 3 * sigma
    assert result.players["r1"].rating == pytest.approx(ordinal(25 + gain * red_share[0], red_after[0].sigma))
    assert result.players["r2"].rating == pytest.approx(ordinal(25 + gain * red_share[1], red_after[0].sigma))
    assert result.players["b1"].rating == pytest.approx(ordinal(25 + loss * black_share[0], black_after[0].sigma))
    assert result.players["b2"].rating == pytest.approx(ordinal(25 + loss * black_share[1], black_after[0].sigma))
    assert result.players["r1"].rating > result.players["r2"].rating                 # more points, more gain
    assert result.players["b1"].rating > result.players["b2"].rating                 # more points, less loss
    assert result.games[0].red_chance == pytest.approx(0.5)                          # 7 new against 3 new: even
    assert result.players["r1"].red == result.players["r1"].rating and result.players["r1"].black == 0
    assert math.isclose(sum(result.games[0].earned[p] for p in RED) / 7,
                        ordinal(25 + gain, red_after[0].sigma) - ordinal(25, 25 / 3))
    again = rate_openskill([game, RatedGame(2, "club", seats(RED, BLACK, True))])
    assert again.games[1].red_chance > 0.5                                  # the winners are favoured now
    nobody = tuple(RatedSeat(p, p, "red", False) for p in RED) + tuple(RatedSeat(p, p, "black", False) for p in BLACK)
    maniac = rate_openskill([RatedGame(3, "club", nobody + (RatedSeat("m", "m", None, True),))])
    assert "m" not in maniac.players                                        # a third party is not rated
    assert maniac.games[0].earned["r1"] == pytest.approx(maniac.games[0].earned["b1"])   # a tie moves both alike


def test_the_rating_command_with_openskill(tmp_path):
    from app.core.script import load_script, replay
    from app.storage import Store

    url = f"sqlite:///{tmp_path / 'club.sqlite'}"
    store = Store.open(url)
    script = load_script((Path(__file__).resolve().parents[1] / "resources" / "samples" / "ok4u-sample-game.json")
                         .read_text(encoding="utf-8"))
    store.import_game(store.create_evening("2026-11-01", "Клуб", "1", "", ""), script.setup, script.actions,
                      replay(script))
    store.close()
    done = subprocess.run([sys.executable, "-m", "app", "rating", "--db", url, "--system", "openskill", "--json"],
                          capture_output=True, text=True, timeout=120)
    data = json.loads(done.stdout)
    assert data["system"] == "openskill" and len(data["players"]) == 9               # the maniac has no side
    assert data["games"][0]["red_chance"] == 0.5 and '"red_chance": 0.500000' in done.stdout
    winners = [p for p in data["players"] if p["rating"] > 0]
    assert winners and all(p["games"] == 1 for p in data["players"])
    bad = subprocess.run([sys.executable, "-m", "app", "rating", "--db", url, "--system", "elo"],
                         capture_output=True, text=True, timeout=120)
    assert bad.returncode == 2 and "openskill" in bad.stderr


def test_the_projector_shows_the_chance_only_at_the_end_and_when_chosen(qtbot, stored_window):
    """The sides are secret during the game: the room gets the chance only
    once it is over, and only with View → Projector's choice on (#42)."""
    from PySide6.QtCore import QSettings
    from PySide6.QtGui import QAction

    from app.core.script import load_script, replay
    from app.ui.chance import red_chance
    from app.ui.projector import ProjectorWindow
    from gui_driver import play_action, start_game

    from helpers import shared_dir

    raw = json.loads((shared_dir() / "scenarios" / "ok4u-10-red-wins.json").read_text(encoding="utf-8"))
    window, store = stored_window()
    earlier = dict(raw)
    earlier.pop("expect", None)
    script = load_script(json.dumps(earlier))
    store.import_game(store.create_evening("2026-11-01", "Клуб", "1", "", ""), script.setup, script.actions,
                      replay(script))
    start_game(qtbot, window, raw)
    projector = ProjectorWindow(window.c.projector_feed())
    qtbot.addWidget(projector)
    QSettings().setValue("projector/chance", True)
    for action in raw["actions"][:-1]:
        play_action(qtbot, window, action)
    projector.refresh()
    assert "chance" not in projector.info.text()                         # not before the end
    play_action(qtbot, window, raw["actions"][-1])
    assert window.c.game.status == "finished"
    projector.refresh()
    chance = red_chance(window.c)
    assert chance is not None
    assert f"The red side's chance before the game: {round(100 * chance)}%" in projector.info.text()
    window._fill_screen_menu()
    toggle = window.screen_menu.findChild(QAction, "projectorChance")
    assert toggle.isChecked()
    toggle.setChecked(False)
    projector.refresh()
    assert "chance" not in projector.info.text()
