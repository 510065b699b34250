"""FIIM points arithmetic (issue 13, first part): S-11.3, S-12.3, S-12.4,
S-12.6, S-13, with S-14's worked cases 12 and 14."""

from __future__ import annotations

from decimal import Decimal as D

import pytest

from app.core.errors import RuleError
from app.core.rulesets.fiim.points import (
    CiOptions, DistanceGame, ExtraEntry, best_move_points, check_extra, compensation, dec,
)


def test_s14_case_12_best_move_points_by_table():
    # civilian 6 killed on night 1 names [2, 5, 9], 2 and 9 black
    assert best_move_points("fiim", "civilian", 2) == D("0.3")
    assert best_move_points("fiim", "civilian", 3) == D("0.5")
    assert best_move_points("rfm-2026", "civilian", 2) == D("0.55")
    assert best_move_points("rfm-2026", "sheriff", 2) == D("0.45")
    assert best_move_points("fiim", "civilian", 1) == 0 == best_move_points("fiim", "civilian", 0)


@pytest.mark.parametrize("table, three, two", [("fiim", "0.5", "0.3"), ("fiim-2019", "0.4", "0.25"),
                                              ("fiim-mr-v6", "0.7", "0.5"), ("rfm-2026", "0.8", "0.55")])
def test_s12_3_every_best_move_table(table, three, two):
    assert best_move_points(table, "civilian", 3) == D(three)
    assert best_move_points(table, "civilian", 2) == D(two)


def test_s11_3_a_black_players_best_move_is_worth_nothing():
    assert best_move_points("fiim", "mafia", 3) == 0 == best_move_points("rfm-2026", "don", 3)


def test_s12_6_points_are_exact_decimals_never_floats():
    with pytest.raises(TypeError):
        dec(0.1)
    total = sum((dec("0.1") for _ in range(10)), D(0))
    assert total == 1 and str(total) == "1.0"


def test_s14_case_14_compensation_over_a_10_game_tournament():
    games = [DistanceGame(False)] * 10
    games = list(games)
    games[2] = DistanceGame(True, "lost")      # game 3: killed on night 1 as red, red lost
    games[7] = DistanceGame(True, "won")       # game 8: red won
    games[4] = DistanceGame(False, "won")      # game 5: killed as Don, not counted
    ci = compensation(games)
    assert (ci.games, ci.first_killed, ci.b) == (10, 2, 4)
    assert ci.per_game == {2: D("0.200"), 7: D("0.100")} and ci.total == D("0.3")
    v7 = compensation(games, CiOptions(scale=D("0.5"), red_win="none"))
    assert v7.per_game[2] == D("0.25") and v7.per_game[7] == 0 and v7.total == D("0.25")
    rfm = compensation(games, CiOptions(scale=D("0.5"), red_win="rfm"))
    assert rfm.total == D("0.375")


def test_s13_2_no_b_gives_the_whole_scale_and_the_cap_holds():
    one = compensation([DistanceGame(True, "lost")])          # N = 1, B = 0
    assert one.b == 0 and one.total == D("0.4")
    many = compensation([DistanceGame(True, "lost")] * 3 + [DistanceGame(False)] * 2)   # i = 3, B = 2
    assert all(v == D("0.4") for v in many.per_game.values())


@pytest.mark.parametrize("draw, expected", [("none", D("0")), ("full", D("0.2")), ("half", D("0.1")),
                                            ("host", None)])
def test_s13_3_option_ci_draw(draw, expected):
    games = [DistanceGame(True, "draw"), DistanceGame(True, "lost")] + [DistanceGame(False)] * 8
    ci = compensation(games, CiOptions(draw=draw))
    assert ci.per_game[0] == expected and ci.per_game[1] == D("0.2")


def test_s13_3_option_ci_best_move_black():
    games = [DistanceGame(True, "won", best_move_black=0), DistanceGame(True, "lost", best_move_black=None)] \
        + [DistanceGame(False)] * 8
    assert compensation(games, CiOptions(best_move_black="on_red_win")).per_game == {0: 0, 1: D("0.2")}
    assert compensation(games, CiOptions(best_move_black="always")).total == 0
    named = [DistanceGame(True, "won", best_move_black=1)] + games[1:]
    assert compensation(named, CiOptions(best_move_black="on_red_win")).per_game[0] == D("0.1")


def test_s13_3_option_ci_min_games_and_rounding():
    short = [DistanceGame(True, "lost")] * 1 + [DistanceGame(False)] * 2
    assert compensation(short, CiOptions(min_games=4)).total == 0
    # N = 7, B = 3 (2.8), i = 1: 0.4 / 3 = 0.1333… → 0.133; halved 0.0666… → 0.067 (half up)
    games = [DistanceGame(True, "won"), DistanceGame(False)] + [DistanceGame(False)] * 5
    assert compensation(games).per_game == {0: D("0.067")}


def test_s12_4_free_extra_points_are_tenths_from_minus_3_to_plus_2():
    check_extra([ExtraEntry(1, D("2.0")), ExtraEntry(2, D("-3.0")), ExtraEntry(2, D("-0.3"))])
    with pytest.raises(RuleError) as err:
        check_extra([ExtraEntry(4, D("0.25"))])
    assert err.value.code == "extra_not_tenths" and err.value.rule == "S-12.4"
    with pytest.raises(RuleError) as err:
        check_extra([ExtraEntry(4, D("2.1"))])
    assert err.value.code == "extra_range"


def test_s12_4_rfm_lists_draw_and_caps():
    winners = frozenset({1, 2, 4, 5, 6, 8, 10})
    check_extra([ExtraEntry(1, D("1.2")), ExtraEntry(3, D("0.8")), ExtraEntry(7, D("-1.6"))],
                "rfm-2026", winners=winners)
    cases = [
        ([ExtraEntry(3, D("1.0"))], {}, False, "extra_not_allowed"),        # a loser's list stops at 0.8
        ([ExtraEntry(1, D("0.3"))], {}, True, "extra_positive_draw"),
        ([ExtraEntry(1, D("1.6"))], {}, False, "extra_needs_head_judge"),
        ([ExtraEntry(5, D("0.9"))], {5: D("0.55")}, False, "extra_with_best_move"),
        ([ExtraEntry(s, D("0.6")) for s in (1, 2, 4, 5, 6, 8, 10)], {}, False, "extra_game_cap"),
    ]
    for entries, best_move, draw, code in cases:
        with pytest.raises(RuleError) as err:
            check_extra(entries, "rfm-2026", winners=winners, draw=draw, best_move=best_move)
        assert err.value.code == code, code
    # the head judge allows +1.6 and up to 4.0 for 8 players
    check_extra([ExtraEntry(1, D("1.6"))], "rfm-2026", winners=winners, head_judge=True)
    check_extra([ExtraEntry(s, D("0.5")) for s in (1, 2, 4, 5, 6, 8, 10)], "rfm-2026",
                winners=winners, head_judge=True)
