"""Sport Mafia (FIIM) games through the core: every worked case of S-14 (the
points ones, 12 and 14, also in ``test_fiim_points``), the S-15 example
replayed to its exact output, and the steps of S-2 … S-11 with S-17."""

from __future__ import annotations

import json
import re
from decimal import Decimal as D
from pathlib import Path

import pytest

from app.core.errors import RuleError
from app.core.script import dumps_result, load_script, replay
from tests.fiim_helpers import farewells, fouls, justifications, kind, new_game, night, push, speeches, to_day

SPEC = Path(__file__).resolve().parents[2] / "shared" / "rules" / "sport-fiim.md"


def _blocks() -> list[str]:
    return re.findall(r"```json\n(.*?)```", SPEC.read_text(encoding="utf-8"), re.S)


def test_s15_example_replays_to_the_documented_output():
    script, expected = _blocks()[:2]
    text = dumps_result(replay(load_script(script)))
    assert json.loads(text, parse_float=D) == json.loads(expected, parse_float=D)
    # points are JSON numbers without trailing zeros, never strings or floats' noise
    assert '"5": 1.3' in text and '"9": -0.7' in text and '"1": 1,' in text
    assert list(json.loads(text)) == sorted(json.loads(text))


def test_s2_night0_is_timed_and_nothing_is_entered():
    g = new_game()
    assert g.step.to_json() == {"step": "night0", "agreement": 60, "sheriff": 20, "free_seating": 30}
    with pytest.raises(RuleError) as err:
        push(g, {"night": {"mafia": 3}})
    assert err.value.rule == "S-15"
    push(g, {"night0": True})
    assert g.step.to_json() == {"step": "speech", "day": 1, "seat": 1, "seconds": 60}


def test_s14_case1_unspent_votes_go_to_the_last_candidate():
    g = to_day(new_game(), 1)
    speeches(g)
    night(g, 10)
    push(g, {"best_move": []})
    farewells(g)
    assert len(g.alive) == 9
    speeches(g, {2: 3, 3: 7, 4: 5})
    assert g.step.candidates == (3, 7, 5)
    with pytest.raises(RuleError) as err:
        push(g, {"vote": {"3": 2, "7": 4, "5": 2}})
    assert err.value.rule == "S-5.3"
    push(g, {"vote": {"3": 2, "7": 4}})
    assert g.host_view().public.votes[-1] == ("vote", ((3, 2), (5, 3), (7, 4)))
    assert kind(g) == "farewell" and g.step.seat == 7
    assert 7 not in g.alive


def test_s5_3_more_votes_than_living_players_is_an_input_error():
    g = speeches(to_day(new_game(), 1), {1: 4, 2: 7})
    with pytest.raises(RuleError) as err:
        push(g, {"vote": {"4": 11}})
    assert err.value.code == "too_many_votes"


def test_s17_3_a_candidate_left_out_other_than_the_last_got_nothing():
    g = speeches(to_day(new_game(), 1), {1: 4, 2: 7, 3: 8})
    push(g, {"vote": {"7": 3}})   # 4 got 0, 8 (the last) the remainder 7
    assert g.host_view().public.votes[-1] == ("vote", ((4, 0), (7, 3), (8, 7)))
    assert 8 not in g.alive


def test_s14_case2_single_nominee():
    g = speeches(to_day(new_game(), 1), {5: 4})
    assert kind(g) == "night" and g.step.night == 1 and 4 in g.alive     # Day 1: no vote
    night(g, None)
    speeches(g)
    night(g, None)
    speeches(g, {6: 4})                                                    # Day 3
    assert 4 not in g.alive
    assert g.step.to_json() == {"step": "farewell", "seat": 4, "seconds": 60}
    assert g.result_json()["eliminated"] == [{"seat": 4, "day": 3, "how": "voted"}]


def test_s5_1_single_nominee_vote_option_holds_the_vote_on_day_2_only():
    g = speeches(to_day(new_game({"vote_single_nominee": True}), 1), {5: 4})
    assert kind(g) == "night"                                              # S-17.2
    night(g, None)
    speeches(g, {6: 4})
    assert kind(g) == "vote" and g.step.candidates == (4,)
    push(g, {"vote": {}})
    assert 4 not in g.alive


def test_s14_case3_narrowed_tie_revotes_again():
    g = to_day(new_game(), 1)
    speeches(g)
    night(g, 1)
    push(g, {"best_move": []})
    farewells(g)
    speeches(g, {2: 2, 3: 6, 4: 9})
    push(g, {"vote": {"2": 3, "6": 3}})                                    # 3-3-3
    assert justifications(g) == [2, 6, 9]
    assert kind(g) == "revote" and g.step.candidates == (2, 6, 9)
    push(g, {"vote": {"2": 4, "6": 4, "9": 1}})
    assert justifications(g) == [2, 6]
    push(g, {"vote": {"2": 5, "6": 4}})
    assert 2 not in g.alive and g.step.seat == 2 and kind(g) == "farewell"


def _case4(options=None, votes_for=6):
    g = speeches(to_day(new_game(options), 1), {1: 4, 2: 8})
    push(g, {"vote": {"4": 5, "8": 5}})
    assert justifications(g) == [4, 8]
    push(g, {"vote": {"4": 5}})
    assert kind(g) == "lift_vote" and g.step.candidates == (4, 8)
    push(g, {"lift": votes_for})
    return g


def test_s14_case4_lift_vote_passes_with_more_than_half():
    g = _case4()
    assert [g.step.seat, farewells(g) and None] == [4, None]
    assert g.result_json()["eliminated"] == [{"seat": 4, "day": 1, "how": "lifted"},
                                              {"seat": 8, "day": 1, "how": "lifted"}]
    farewell_seats = [t["seat"] for t in g.result_json()["transcript"] if t["step"] == "farewell"]
    assert farewell_seats == [4, 8]


def test_s14_case4_lift_vote_of_exactly_half_fails_unless_the_option_says_half():
    g = _case4(votes_for=5)
    assert kind(g) == "night" and len(g.alive) == 10
    g = _case4({"lift_threshold": "half"}, votes_for=5)
    assert 4 not in g.alive and 8 not in g.alive


def test_s14_case5_every_living_player_tied_has_no_lift_vote():
    g = to_day(new_game(), 1)
    for seat in (7, 9, 2, 4, 5, 10):          # Day 1: six leave by 4th fouls
        fouls(g, seat, 4)
    assert g.alive == [1, 3, 6, 8]
    speeches(g)
    assert kind(g) == "night"                 # S-8.6: no vote on Day 1
    night(g, None)
    speeches(g, {3: 1, 6: 3, 8: 6, 1: 8})
    push(g, {"vote": {"1": 1, "3": 1, "6": 1}})
    justifications(g)
    push(g, {"vote": {"1": 1, "3": 1, "6": 1}})
    assert kind(g) == "night" and len(g.alive) == 4


def _case5b(options=None):
    g = to_day(new_game(options), 1)
    fouls(g, 1, 4)
    fouls(g, 10, 4)
    speeches(g)
    night(g, None)
    speeches(g, {3: 2, 4: 5, 5: 7, 6: 9})      # Day 1 opened with 2 (1 was out): Day 2 with 3
    assert g.step.candidates == (2, 5, 7, 9)
    push(g, {"vote": {"2": 2, "5": 2, "7": 2}})
    justifications(g)
    push(g, {"vote": {"2": 2, "5": 2, "7": 2}})
    return g


def test_s14_case5_eight_living_four_tied_twice_lift_vote_unless_banned():
    assert kind(_case5b()) == "lift_vote"
    g = _case5b({"lift_banned": [[5, 10], [4, 8], [3, 6]]})
    assert kind(g) == "night" and len(g.alive) == 8


def test_s14_case6_third_foul_takes_the_next_speech_not_the_current_one():
    g = to_day(new_game(), 1)
    speeches(g)
    night(g, 10)
    push(g, {"best_move": []})
    farewells(g)
    assert g.step.seat == 2                     # Day 2 opens with seat 2
    fouls(g, 3, 3)
    push(g, {"speech": 2})
    assert g.step.to_json() == {"step": "speech", "day": 2, "seat": 3, "seconds": 0}
    push(g, {"speech": 3, "nominate": 6})       # the lost turn may still nominate
    assert g.host_view().nominations == (6,)
    push(g, {"speech": 4}, {"speech": 5})
    fouls(g, 5, 3)                              # after his speech: Day 3's is lost
    assert g.host_view().seat(5).lost_speech_day == 3
    assert g.host_view().seat(3).lost_speech_day == 2


def test_s14_case6_lost_speech_on_the_next_day():
    g = to_day(new_game(), 1)
    push(g, {"speech": 1})
    fouls(g, 1, 3)                              # during Day 1, after his speech
    speeches(g)
    night(g, None)
    assert g.host_view().seat(1).lost_speech
    order = []
    while kind(g) == "speech":
        order.append((g.step.seat, g.step.seconds))
        push(g, {"speech": g.step.seat})
    assert order[-1] == (1, 0) and order[0] == (2, 60)


def _case7(out: tuple[int, ...], options=None):
    g = to_day(new_game(options), 1)
    for seat in out:
        fouls(g, seat, 4)
    speeches(g)
    fouls(g, 6, 3)                              # at night
    night(g, None)
    while g.step.seat != 6:
        push(g, {"speech": g.step.seat})
    return g.step.seconds


def test_s14_case7_lost_speech_is_30s_with_at_most_four_living():
    assert _case7((2, 3, 5, 7, 8, 10)) == 30    # living 1, 4, 6, 9
    assert _case7((2, 3, 5, 7, 8)) == 0         # five living
    assert _case7((2, 3, 5, 7, 8), {"timings": {"lost_speech": 10}}) == 10
    assert _case7((2, 3, 5, 7, 8), {"profile": "rfm-2026", "removal_ends_day": False}) == 10


def test_s14_case8_fourth_foul_in_the_speeches_cancels_the_day_vote():
    g = to_day(new_game(), 3)
    push(g, {"speech": 3, "nominate": 2}, {"speech": 4, "nominate": 7})
    fouls(g, 4, 3)
    while g.step.seat != 8:
        push(g, {"speech": g.step.seat})
    fouls(g, 4, 1)
    assert 4 not in g.alive and kind(g) == "speech" and g.step.seat == 8
    assert g.result_json()["eliminated"] == [{"seat": 4, "day": 3, "how": "fouls"}]
    push(g, {"speech": 8})
    with pytest.raises(RuleError) as err:
        push(g, {"speech": 9, "nominate": 5})
    assert err.value.rule == "S-8.6"
    speeches(g)
    assert kind(g) == "night" and g.step.night == 3
    push(g, {"end": "draw", "reason": "test"})
    assert g.points()[4] == D("-0.5")


def _case9(fouled: int):
    g = to_day(new_game(), 1)
    speeches(g)
    night(g, None)
    speeches(g, {2: 7, 3: 8})
    push(g, {"vote": {"7": 6}})
    assert g.step.seat == 7 and kind(g) == "farewell"
    fouls(g, fouled, 4)
    push(g, {"speech": 7})
    night(g, None)
    return g


def test_s14_case9_fourth_foul_during_a_farewell_cancels_the_next_days_vote():
    g = _case9(2)
    assert 2 not in g.alive and g.host_view().public.no_vote
    with pytest.raises(RuleError):
        push(g, {"speech": 3, "nominate": 5})
    speeches(g)
    assert kind(g) == "night"
    g = _case9(7)                               # his own farewell: nothing cancelled
    assert not g.host_view().public.no_vote
    speeches(g, {3: 5, 4: 8})
    assert kind(g) == "vote"
    push(g, {"end": "draw", "reason": "test"})
    assert g.points()[7] == D("-0.5")


def test_s14_case10_foul_during_the_final_farewell_keeps_the_result():
    g = to_day(new_game(), 1)
    for seat in (7, 9, 2, 4, 6, 8, 10):
        fouls(g, seat, 4)
    assert g.alive == [1, 3, 5]
    speeches(g)
    night(g, None)
    speeches(g, {3: 5, 5: 1})
    push(g, {"vote": {"5": 2}})
    assert g.step.seat == 5 and g.host_view().proposed == "black"
    fouls(g, 3, 4)
    assert 3 in g.alive
    push(g, {"speech": 5})
    assert g.step.to_json() == {"step": "result", "proposed": "black", "reason": "parity"}
    push(g, {"confirm": True})
    assert g.winner == "black" and g.points()[3] == D("0.5")


def test_s14_case11_the_shot_sheriff_still_checks_and_a_split_shot_misses():
    g = speeches(to_day(new_game(), 1))
    night(g, 6, sheriff=9)
    assert 6 in g.alive and kind(g) == "best_move"     # killed in the morning, after his best move
    push(g, {"best_move": []})
    assert 6 not in g.alive
    farewells(g)
    speeches(g)
    night(g, None)
    out = g.result_json()
    assert out["checks"] == [{"night": 1, "by": "sheriff", "seat": 9, "result": "black"}]
    assert out["shots"] == [{"night": 1, "seat": 6}, {"night": 2, "seat": None}]
    assert out["eliminated"] == [{"seat": 6, "night": 1, "how": "killed"}]


def test_s9_4_rfm_the_shot_player_does_not_check():
    g = speeches(to_day(new_game({"shot_player_checks": False}), 1))
    with pytest.raises(RuleError) as err:
        night(g, 6, sheriff=9)
    assert err.value.rule == "S-9.4"          # a check *by* the shot player (third reading)
    night(g, 6)


CASE12 = ["sheriff", "mafia", "don", "civilian", "civilian", "civilian", "civilian", "civilian", "mafia", "civilian"]


def _case12(options=None, victim=6):
    g = speeches(to_day(new_game(options, CASE12), 1), {1: 4, 2: 8})
    push(g, {"vote": {"4": 6}})
    farewells(g)
    night(g, victim)
    assert g.step.to_json() == {"step": "best_move", "night": 1, "seat": victim, "seconds": 20}
    push(g, {"best_move": [2, 5, 9]})
    return g


def test_s14_case12_best_move_points():
    g = _case12()
    assert g.result_json()["best_move"] == {"seat": 6, "named": [2, 5, 9], "black": 2, "points": D("0.3")}
    assert _case12({"best_move_points": "rfm-2026"}).result_json()["best_move"]["points"] == D("0.55")
    sheriff = _case12({"best_move_points": "rfm-2026"}, victim=1)
    assert sheriff.result_json()["best_move"]["points"] == D("0.45")
    push(g, {"end": "red", "reason": "test"})
    assert g.points()[6] == D("1.3")


def test_s14_case12_no_best_move_after_two_day1_exits():
    g = speeches(to_day(new_game(None, CASE12), 1), {1: 4, 2: 8})
    push(g, {"vote": {"4": 5}})
    justifications(g)
    push(g, {"vote": {"4": 5}}, {"lift": 6})
    farewells(g)
    night(g, 6)
    assert kind(g) == "farewell" and g.step.seat == 6 and g.result_json()["best_move"] is None


def test_s11_1_fouls_count_as_day1_exits_unless_the_option_says_vote():
    for option, expected in (("any", "farewell"), ("vote", "best_move")):
        g = to_day(new_game({"best_move_day1_exits": option}, CASE12), 1)
        fouls(g, 4, 4)
        fouls(g, 5, 4)
        speeches(g)
        night(g, 6)
        assert kind(g) == expected


def test_s11_2_best_move_names_three_different_living_seats_not_his_own():
    g = speeches(to_day(new_game(None, CASE12), 1))
    night(g, 6)
    for bad in ([2, 5], [2, 2, 9], [6, 2, 9], [2, 5, 11]):
        with pytest.raises(RuleError) as err:
            push(g, {"best_move": bad})
        assert err.value.rule == "S-11.2"


def test_s11_3_a_black_victims_best_move_is_recorded_worth_nothing():
    g = speeches(to_day(new_game(None, CASE12), 1))
    night(g, 2)
    push(g, {"best_move": [3, 9, 5]})
    assert g.result_json()["best_move"] == {"seat": 2, "named": [3, 9, 5], "black": 2, "points": 0}


def _case13(options=None, foul_day3=False):
    g = to_day(new_game(options), 1)
    speeches(g)
    night(g, None)
    speeches(g, {2: 5, 3: 8})
    push(g, {"vote": {"5": 6}})
    farewells(g)
    night(g, None)                  # night 2
    if foul_day3:
        fouls(g, 1, 4)
    speeches(g)                     # Day 3: no nominee
    night(g, None)                  # night 3
    speeches(g, {4: 4, 6: 8} if foul_day3 else {4: 4, 6: 8, 7: 10})   # 8 or 9 living: an even tie
    while kind(g) in ("vote", "revote", "justification"):   # ties until the lift vote
        justifications(g)
        cands = g.step.candidates
        push(g, {"vote": {str(c): len(g.alive) // len(cands) for c in cands[:-1]}})
    push(g, {"lift": 4})            # fails
    night(g, None)                  # night 4
    return g


def test_s14_case13_draw_after_three_nights_without_an_exit():
    g = _case13()
    assert g.step.to_json() == {"step": "result", "proposed": "draw", "reason": "draw"}
    g = _case13(foul_day3=True)
    assert kind(g) == "speech" and g.step.day == 5
    speeches(g)
    night(g, None)                  # night 5
    assert g.step.proposed == "draw"
    g = _case13({"draw_exits": "shot_or_vote"}, foul_day3=True)
    assert g.step.proposed == "draw"


def test_s10_2_no_draw_before_three_nights():
    g = to_day(new_game(), 3)       # nights 1 and 2 missed
    speeches(g)
    night(g, None)                  # night 3: the window 1..3 is complete
    assert g.step.proposed == "draw"


def test_s14_case15_team_defeat_gives_the_other_team_the_win_at_once():
    g = to_day(new_game(), 1)
    speeches(g)
    night(g, None)
    push(g, {"speech": 2}, {"remove": 9, "reason": "team_defeat"})
    assert g.step.to_json() == {"step": "result", "proposed": "red", "reason": "team_defeat"}
    push(g, {"confirm": True})
    pts = g.points()
    assert pts[9] == D("-0.7")
    assert all(pts[s] == 1 for s in (1, 2, 4, 5, 6, 8, 10)) and pts[3] == pts[7] == 0


def test_s8_5_removal_leaves_silently_with_its_penalty():
    g = to_day(new_game(), 1)
    push(g, {"remove": 4, "reason": "disqualified"})
    assert 4 not in g.alive and kind(g) == "speech"
    assert g.result_json()["eliminated"] == [{"seat": 4, "day": 1, "how": "removed", "reason": "disqualified"}]
    push(g, {"end": "red", "reason": "test"})
    assert g.points_breakdown()[4].penalty == D("-0.5")


def test_s8_6_removal_ends_day_rfm_night_falls_at_once():
    g = to_day(new_game({"removal_ends_day": True}), 1)
    push(g, {"speech": 1, "nominate": 5})
    fouls(g, 4, 4)
    assert kind(g) == "night" and g.step.night == 1


def test_s8_6_a_fourth_foul_during_the_vote_ends_it_with_nobody_leaving():
    g = speeches(to_day(new_game(), 1), {1: 4, 2: 7})
    fouls(g, 5, 4)
    assert kind(g) == "night" and 4 in g.alive and 7 in g.alive


def test_s8_6_night_zero_fourth_foul_cancels_day1_vote():
    g = new_game()
    fouls(g, 5, 4)
    push(g, {"night0": True})
    with pytest.raises(RuleError) as err:                       # S-17.1: no vote on Day 1
        push(g, {"speech": 1, "nominate": 4})
    assert err.value.rule == "S-8.6"
    speeches(g)
    assert kind(g) == "night"


def test_s7_3_final_farewell_option_gives_the_result_at_once():
    g = to_day(new_game({"final_farewell": False}), 1)
    for seat in (7, 9, 2, 4, 6, 8, 10):
        fouls(g, seat, 4)
    speeches(g)
    night(g, None)
    speeches(g, {3: 5, 5: 1})
    push(g, {"vote": {"5": 2}})
    assert kind(g) == "result"


def test_s9_3_dead_roles_are_called_unless_the_option_skips_them():
    g = speeches(to_day(new_game(), 1), {1: 6, 2: 7})
    push(g, {"vote": {"6": 6}})
    farewells(g)
    assert g.host_view().night_calls == ("mafia", "don", "sheriff")
    with pytest.raises(RuleError):
        night(g, 1, sheriff=3)
    g = speeches(to_day(new_game({"call_dead_roles": False}), 1), {1: 6, 2: 7})
    push(g, {"vote": {"6": 6}})
    farewells(g)
    assert g.host_view().night_calls == ("mafia", "don")


def test_s9_3_checks_and_their_results():
    g = speeches(to_day(new_game(), 1))
    night(g, None, don=6, sheriff=7)
    assert g.result_json()["checks"] == [{"night": 1, "by": "don", "seat": 6, "result": "yes"},
                                         {"night": 1, "by": "sheriff", "seat": 7, "result": "black"}]
    with pytest.raises(RuleError) as err:
        g2 = speeches(to_day(new_game(), 1))
        night(g2, None, don=3)
    assert err.value.code == "target_self"


def test_s12_4_extra_points_are_checked_at_the_result():
    g = to_day(new_game(), 1)
    push(g, {"bonus": 2, "points": D("2.5"), "reason": "best play"})
    with pytest.raises(RuleError) as err:
        push(g, {"end": "red", "reason": "test"})
    assert err.value.code == "extra_range"


def test_s12_4_rfm_extra_points_and_the_head_judge():
    g = to_day(new_game({"extra_points": "rfm-2026"}), 1)
    push(g, {"bonus": 2, "points": D("1.6"), "reason": "brilliant"})
    speeches(g)
    night(g, None)
    push(g, {"speech": 2}, {"remove": 9, "reason": "team_defeat"})
    with pytest.raises(RuleError) as err:
        push(g, {"confirm": True})
    assert err.value.code == "extra_needs_head_judge"
    push(g, {"confirm": True, "head_judge": True})
    assert g.points()[2] == D("2.6")


def test_s12_4_auto_extra_to_all_but_the_worst_move():
    # S-17.8: the mark withholds the auto bonus and counts nothing itself (costs 0.3, not 0.6)
    g = to_day(new_game({"auto_extra": D("0.3")}), 1)
    push(g, {"bonus": 4, "points": D("-0.3"), "reason": "worst move"}, {"end": "black", "reason": "t"})
    pts = g.points()
    assert pts[4] == D("0") and pts[1] == D("0.3") and pts[3] == D("1.3")


def test_s12_5_penalties_by_option():
    g = to_day(new_game({"penalty_fourth_foul": D("-1.2"), "penalty_removal": "host"}), 1)
    fouls(g, 4, 4)
    push(g, {"remove": 5, "reason": "disqualified"}, {"end": "red", "reason": "t"})
    pts = g.points_breakdown()
    assert pts[4].penalty == D("-1.2") and pts[5].penalty == 0


def test_s12_6_a_tenth_added_ten_times_through_the_script_is_exactly_one():
    actions = [{"night0": True}] + [{"bonus": 1, "points": 0.1, "reason": f"r{i}"} for i in range(10)]
    actions.append({"end": "red", "reason": "t"})
    script = {"format": "mafia-game/2", "rules": {"preset": "fiim"},
              "seats": [{"seat": i, "player": f"P{i}", "role": r} for i, r in enumerate(
                  ["civilian", "civilian", "don", "civilian", "civilian", "sheriff", "mafia", "civilian", "mafia",
                   "civilian"], 1)], "actions": actions}
    text = dumps_result(replay(load_script(json.dumps(script))))
    assert '"1": 2' in text          # base 1 + ten times 0.1, exactly
    assert json.loads(text, parse_float=D)["points_detail"]["extra"]["1"] == 1


def test_s1_setup_is_ten_players_6_1_2_1():
    from app.core.errors import SetupError

    with pytest.raises(SetupError) as err:
        new_game(roles=["civilian"] * 7 + ["mafia", "mafia", "don"])
    assert err.value.rule == "S-1.2"


def test_s16_profile_rfm_sets_every_option_and_a_protocol_lists_them():
    from app.core.rulesets.fiim.options import FiimOptions

    opts = FiimOptions.from_dict({"profile": "rfm-2026"})
    data = opts.to_dict()
    assert data["timings"]["check"] == 15 and data["penalty_removal"] == "host"
    assert data["lift_banned"] == [[5, 10], [4, 8], [3, 6]] and data["ci_scale"] == D("0.5")
    assert FiimOptions.from_dict(json.loads(json.dumps(data, default=str), parse_float=D)) == opts
    from app.core.errors import SetupError

    with pytest.raises(SetupError):
        FiimOptions.from_dict({"lift_treshold": "half"})


def test_s15_protocol_rfm_farewell_has_its_protocol_time():
    g = speeches(to_day(new_game({"profile": "rfm-2026", "removal_ends_day": False}), 1), {1: 4, 2: 7})
    push(g, {"vote": {"4": 6}})
    assert g.step.to_json() == {"step": "farewell", "seat": 4, "seconds": 60, "protocol": 20}


def test_undo_refolds_to_the_same_state():
    g = speeches(to_day(new_game(), 1), {1: 4, 2: 7})
    before = g.result_json()
    push(g, {"vote": {"4": 6}})
    g.undo()
    assert g.result_json() == before


def test_s12_5_team_defeat_penalty_left_to_the_host():
    g = to_day(new_game({"penalty_team_defeat": "host"}), 1)
    push(g, {"remove": 9, "reason": "team_defeat"}, {"bonus": 9, "points": D("-1.6"), "reason": "ППК"},
         {"confirm": True})
    line = g.points_breakdown()[9]
    assert line.penalty == 0 and line.extra == D("-1.6") and g.winner == "red"
