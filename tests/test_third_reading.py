"""The rules' third reading (issue #22): one test per point pinned in the texts.

1. game-script.md ``checks``: within a night in the game's wake order (C-7.1).
2. S-6.3: a lift vote's leavers in ``eliminated`` in seat order; farewells in
   nomination order.
3. S-9.4 ``shot_player_checks: false``: a check by the shot player cites
   S-9.4, a check on him S-9.3; on night 1 he still makes his best move.
4. S-17.1: the opener is fixed when the day's first speech step is current.
5. M-7.4: a poison due on a player no longer in play lapses; nobody dies twice.
6. M-2.11: the disruption limit is per commander; M-12: ``intensive_care`` and
   ``hospital`` list exactly newspaper lines 4 and 5 under ``heal_label``.
7. S-17.8: with ``auto_extra`` above 0 the −0.3 mark costs 0.3, not 0.6, and
   is left out of S-12.4's limits.
8. S-13.5 step 4 of the ``fiim`` tie-break counts night-1 deaths as red only.
"""

from __future__ import annotations

from decimal import Decimal as D

import pytest

from app.core.errors import RuleError
from app.core.inputs import Night
from app.core.rulesets.fiim.options import FiimOptions
from app.core.rulesets.fiim.tournament import PlayerGame, standings
from app.core.script import ReplayError
from tests import fiim_helpers as F
from tests.forum_helpers import deaths, lines, run, turn
from tests.helpers import new_game, to_night


# ------------------------------------------------------------ 1. OK4U checks
def test_1_checks_follow_the_wake_order_c_7_1():
    """ROLES10: the Sheriff is seat 2, the Don seat 5."""
    default = new_game()
    to_night(default)
    default.push(Night(don=2, sheriff=5))
    assert [c["by"] for c in default.result_json()["checks"]] == ["don", "sheriff"]

    sheriff_first = new_game(wake_order=("mafia", "sheriff", "don", "maniac", "doctor", "beauty"))
    to_night(sheriff_first)
    sheriff_first.push(Night(don=2, sheriff=5))
    assert sheriff_first.result_json()["checks"] == [
        {"night": 1, "by": "sheriff", "seat": 5, "result": "black"},
        {"night": 1, "by": "don", "seat": 2, "result": "yes"}]
    # the Sheriff's black find is still his useful action (C-11)
    assert {"night": 1, "seat": 2, "what": "sheriff_found", "target": 5} in \
        sheriff_first.result_json()["useful_actions"]


# ------------------------------------------------------- 2. sport lift vote
def test_2_lift_vote_leavers_listed_in_seat_order_s_6_3():
    g = F.speeches(F.to_day(F.new_game(), 1), {1: 8, 2: 4})          # nominated 8, then 4
    F.push(g, {"vote": {"8": 5, "4": 5}})
    assert F.justifications(g) == [8, 4]
    F.push(g, {"vote": {"8": 5}})
    assert F.kind(g) == "lift_vote" and g.step.candidates == (8, 4)
    F.push(g, {"lift": 6})
    out = g.result_json()
    assert out["eliminated"] == [{"seat": 4, "day": 1, "how": "lifted"},
                                 {"seat": 8, "day": 1, "how": "lifted"}]
    F.farewells(g)
    assert [t["seat"] for t in g.result_json()["transcript"] if t["step"] == "farewell"] == [8, 4]


# ----------------------------------------- 3. sport shot player's checks
def _shot_night(options):
    return F.speeches(F.to_day(F.new_game({"shot_player_checks": False, **options}), 1))


@pytest.mark.parametrize("call_dead_roles", [True, False])
def test_3_a_check_by_the_shot_player_cites_s_9_4(call_dead_roles):
    """The Don is seat 3, the Sheriff seat 6."""
    for night in ({"mafia": 3, "don": 6}, {"mafia": 6, "sheriff": 3}):
        g = _shot_night({"call_dead_roles": call_dead_roles})
        before = g.result_json()
        with pytest.raises(RuleError) as err:
            F.night(g, **night)
        assert err.value.rule == "S-9.4" and err.value.code == "shot_no_check"
        assert g.result_json() == before


def test_3_a_check_on_the_shot_player_cites_s_9_3():
    for night in ({"mafia": 5, "sheriff": 5}, {"mafia": 5, "don": 5}, {"mafia": 6, "don": 6}):
        g = _shot_night({})
        with pytest.raises(RuleError) as err:
            F.night(g, **night)
        assert err.value.rule == "S-9.3" and err.value.code == "target_out"


def test_3_with_the_default_the_shot_player_still_checks_s_9_4():
    g = F.speeches(F.to_day(F.new_game(), 1))
    F.night(g, 3, don=6)
    assert g.result_json()["checks"] == [{"night": 1, "by": "don", "seat": 6, "result": "yes"}]


def test_3_the_shot_sheriff_still_makes_his_best_move_s_17_5():
    g = _shot_night({})
    F.night(g, 6, don=2)
    assert F.kind(g) == "best_move" and g.step.seat == 6 and 6 in g.alive
    F.push(g, {"best_move": [3, 7, 9]})
    assert g.result_json()["best_move"]["black"] == 3


# --------------------------------------------------------- 4. sport opener
def test_4_the_opener_stays_if_he_is_removed_before_speaking_s_17_1():
    g = F.speeches(F.to_day(F.new_game(), 1))
    F.night(g, None)
    assert F.kind(g) == "speech" and g.step.day == 2 and g.step.seat == 2     # Day 2's opener
    F.push(g, {"remove": 2, "reason": "disqualified"})
    assert g.step.seat == 3
    F.speeches(g)
    F.night(g, None)
    assert g.step.day == 3 and g.step.seat == 3     # the first living seat after Day 2's opener (2)


def test_4_the_opener_stays_if_the_day_ends_before_his_speech_s_17_1():
    g = F.speeches(F.to_day(F.new_game({"removal_ends_day": True}), 1))
    F.night(g, None)
    assert g.step.seat == 2
    F.push(g, {"remove": 2, "reason": "disqualified"})    # removal ends Day 2 (S-8.6)
    F.night(g, None)
    assert g.step.day == 3 and g.step.seat == 3


def test_4_a_leaver_before_the_first_speech_is_skipped_s_17_1():
    """Night 0: seat 1's 4th foul comes before Day 1's first speech step."""
    g = F.new_game()
    F.fouls(g, 1, 4)
    F.push(g, {"night0": True})
    assert g.step.day == 1 and g.step.seat == 2
    F.speeches(g)
    F.night(g, None)
    assert g.step.seat == 3


# ------------------------------------------------------------ 5. forum poison
def test_5_poisoned_and_shot_on_one_turn_dies_once_m_7_4():
    """M-13's table: 29 the poisoner, 16 the killer."""
    out = run([turn({"29": {"poison": 1}, "16": {"shot": 1}}), turn()])
    assert deaths(out, 0) == {1: "shot"}
    assert deaths(out, 1) == {} and lines(out, 1)[2] == "Никто не погиб."


def test_5_poisoned_on_two_turns_running_dies_once_m_7_4():
    out = run([turn({"29": {"poison": 1}}), turn({"29": {"poison": 1}}), turn()])
    assert deaths(out, 1) == {1: "poison"}
    assert deaths(out, 2) == {}
    assert out["turns"][1]["coughing"] == []


# ---------------------------------------------------------- 6. forum M-2.11, M-12
def _two_commanders():
    seats = [("A", "commander"), ("B", "commander"), ("C", "mafioso"), ("D", "citizen"), ("E", "citizen"),
             ("F", "citizen"), ("G", "citizen")]
    return {"city": "novosibirsk", "seats": seats}


def test_6_the_disruption_limit_is_per_commander_m_2_11():
    votes = {"3": 4, "4": 3, "5": 4}
    out = run([turn({"1": {"disperse": True}}, votes=votes), turn({"2": {"disperse": True}}, votes=votes)],
              **_two_commanders())
    assert out["turns"][0]["dispersed"] and out["turns"][1]["dispersed"]
    with pytest.raises(ReplayError, match=r"the commander dispersed the crowd on turn 1 \(M-2\.11\)"):
        run([turn({"1": {"disperse": True}}), turn({"1": {"disperse": True}})], **_two_commanders())


@pytest.mark.parametrize("label,care,hospital", [("hospital", [2], [3]), ("intensive_care", [2, 3], []),
                                                 ("none", [2], [])])
def test_6_the_healed_are_listed_as_the_newspaper_prints_them_m_12(label, care, hospital):
    """6 protects 2, 7 heals 3; 16 shoots 2 and 27 shoots 3 (M-13's table)."""
    out = run([turn({"6": {"protect": 2}, "16": {"shot": 2}, "7": {"heal": 3}, "27": {"shot": 3}})],
              options={"heal_label": label})
    t = out["turns"][0]
    assert (t["intensive_care"], t["hospital"]) == (care, hospital)
    news = lines(out, lang="en")
    assert ("In hospital: #3." in news) == bool(hospital)
    assert ("In intensive care: " + ", ".join(f"#{s}" for s in care) + ".") in news


# ---------------------------------------------------- 7. the worst-move mark
def test_7_the_worst_move_mark_costs_0_3_against_the_others_s_17_8():
    g = F.to_day(F.new_game({"auto_extra": D("0.3")}), 1)
    F.push(g, {"bonus": 4, "points": D("-0.3"), "reason": "worst move"}, {"end": "black", "reason": "t"})
    lines_ = g.points_breakdown()
    assert lines_[4].extra == 0 and lines_[1].extra == D("0.3")
    assert lines_[1].total - lines_[4].total == D("0.3")      # both civilians, both lost


def test_7_the_mark_is_left_out_of_s_12_4s_limits_s_17_8():
    """−0.3 is on no list of ``extra_points: rfm-2026``; as the mark it is no entry."""
    opts = {"extra_points": "rfm-2026", "auto_extra": D("0.3")}
    g = F.to_day(F.new_game(opts), 1)
    F.push(g, {"bonus": 4, "points": D("-0.3"), "reason": "worst move"}, {"end": "black", "reason": "t"})
    assert g.points()[4] == 0
    g = F.to_day(F.new_game({"extra_points": "rfm-2026"}), 1)      # auto_extra 0: an ordinary −0.3
    with pytest.raises(RuleError) as err:
        F.push(g, {"bonus": 4, "points": D("-0.3"), "reason": "worst move"}, {"end": "black", "reason": "t"})
    assert err.value.code == "extra_not_allowed"


# ----------------------------------------------------- 8. the fiim tie-break
def _row(player, role, first_killed):
    return PlayerGame(player, player, role, "lost", D(0), D(0), D(0), D(0), first_killed, None)


def test_8_step_4_counts_night_1_deaths_as_red_only_s_13_5():
    """A and B are equal on steps 1–3 and 5; A was shot on night 1 as the Don."""
    a = [_row("A", "don", True), _row("A", "civilian", False)]
    b = [_row("B", "don", False), _row("B", "civilian", False)]
    out = standings(a + b, FiimOptions())
    assert [s.tie for s in out] == [True, True] and out[0].place == out[1].place == 1
    # a night-1 death as red is counted: A first (no Ci in a distance this short, ci_min_games 4)
    a = [_row("A", "civilian", True), _row("A", "civilian", False)]
    b = [_row("B", "civilian", False), _row("B", "civilian", False)]
    out = standings(b + a, FiimOptions.from_dict({"ci_min_games": 4}))
    assert [(s.player, s.place, s.tie, s.ci) for s in out] == [("A", 1, False, 0), ("B", 2, False, 0)]
