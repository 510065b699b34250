"""C-4 day flow, C-5 fouls, C-6 vote and ties."""

import pytest

from app.core.errors import RuleError
from app.core.inputs import Foul, Lift, Remove, Speech, Vote

from helpers import day2, new_game, night, speak_all, to_night


def order_today(game):
    return list(list(game.host_view().speech_order))


def test_c4_1_day1_starts_at_seat_1_and_day2_rotates():
    game = new_game()
    assert game.step.seat == 1 and game.step.day == 1
    to_night(game)
    night(game)
    assert order_today(game) == [2, 3, 4, 5, 6, 7, 8, 9, 10, 1]


def test_c4_1_rotation_skips_dead_seats():
    game = new_game()
    to_night(game)
    night(game, mafia=2)
    assert (game.step.kind, game.step.seat) == ("farewell", 2)   # C-3.3: the victim first
    game.push(Speech(2))
    assert (game.step.kind, game.step.seat) == ("speech", 3)


def test_c4_1_option_lowest_living_seat():
    game = day2(first_speaker="lowest")
    assert game.step.seat == 1


def test_c4_2_no_nomination_on_day_1():
    game = new_game()
    with pytest.raises(RuleError, match=r"C-4.2"):
        game.push(Speech(1, nominate=3))


def test_c4_1_speech_out_of_turn_is_refused():
    game = new_game()
    with pytest.raises(RuleError, match=r"it is seat 1's speech, not seat 2's \(C-4.1\)"):
        game.push(Speech(2))
    assert game.inputs == ()


def test_c4_3_seat_nominated_twice_is_refused():
    game = day2()
    game.push(Speech(2, 3))
    with pytest.raises(RuleError, match=r"already nominated today \(C-4.3\)"):
        game.push(Speech(3, 3))


def test_c4_4_no_nominations_no_vote():
    game = day2()
    speak_all(game)
    assert game.step.kind == "night" and game.step.night == 2


def test_c5_2_first_two_fouls_are_warnings():
    game = new_game()
    game.push(Foul(4))
    game.push(Foul(4))
    assert game.host_view().seat(4).fouls == 2
    assert 4 in list(game.host_view().speech_order)


def test_c5_3_third_foul_before_speaking_loses_todays_speech():
    game = new_game()
    for _ in range(3):
        game.push(Foul(4))
    assert list(game.host_view().speech_order) == [1, 2, 3, 5, 6, 7, 8, 9, 10]
    to_night(game)
    night(game)
    assert 4 in list(game.host_view().speech_order)


def test_c5_3_third_foul_after_speaking_loses_next_days_speech():
    game = new_game()
    game.push(Speech(1))
    for _ in range(3):
        game.push(Foul(1))
    to_night(game)
    night(game)
    assert 1 not in list(game.host_view().speech_order)
    assert 2 in list(game.host_view().speech_order)


def test_c5_3_third_foul_during_own_speech_ends_it():
    game = new_game()
    game.push(Foul(1))
    game.push(Foul(1))
    game.push(Foul(1))
    assert game.step.seat == 2
    assert game.step_no == 0  # the lost speech is not there


def test_c5_3_third_foul_at_night_loses_next_days_speech():
    game = new_game()
    to_night(game)
    for _ in range(3):
        game.push(Foul(3))
    night(game)
    assert 3 not in list(game.host_view().speech_order)


def test_c5_4_fourth_foul_removes_and_cancels_todays_vote():
    game = day2()
    game.push(Speech(2, 3))
    for _ in range(4):
        game.push(Foul(7))
    assert 7 not in game.alive
    assert game.host_view().eliminated[-1].how == "fouls"
    with pytest.raises(RuleError, match=r"C-5.4"):
        game.push(Speech(3, 4))
    speak_all(game)
    assert game.step.kind == "night"  # no vote today


def test_c5_4_fourth_foul_during_vote_ends_it_with_nobody_leaving():
    game = day2()
    speak_all(game, {2: 3})
    assert game.step.kind == "vote"
    for _ in range(4):
        game.push(Foul(10))
    assert game.step.kind == "night"
    assert game.alive == [1, 2, 3, 4, 5, 6, 7, 8, 9]


def test_c5_5_removed_nominee_is_dropped_and_vote_goes_on():
    game = day2()
    speak_all(game, {2: 3, 4: 5})
    game.push(Remove(3, "woke"))
    assert game.step.kind == "vote" and game.step.candidates == (5,)
    game.push(Vote.of({5: 6}))
    assert [e.seat for e in game.host_view().eliminated] == [3, 5]


def test_c5_5_hint_disqualifies_a_dead_player():
    game = new_game()
    to_night(game)
    night(game, mafia=1)
    game.push(Remove(1, "hint"))
    assert {s.seat: s.disqualified for s in game.host_view().seats if s.disqualified} == {1: "hint"}
    with pytest.raises(RuleError, match=r"C-5.5"):
        game.push(Remove(1, "peek"))


def test_c6_1_more_votes_than_living_players_is_refused():
    game = day2()
    speak_all(game, {2: 3, 4: 5})
    with pytest.raises(RuleError, match=r"11 votes but only 10 living players \(C-6.1\)"):
        game.push(Vote.of({3: 6, 5: 5}))
    assert game.step.kind == "vote"


def test_c6_1_vote_for_a_non_candidate_is_refused():
    game = day2()
    speak_all(game, {2: 3})
    with pytest.raises(RuleError, match=r"seat 4 is not a candidate \(C-6.1\)"):
        game.push(Vote.of({4: 1}))


def test_c6_2_all_zero_nobody_leaves():
    game = day2()
    speak_all(game, {2: 3})
    game.push(Vote.of({}))
    assert game.step.kind == "night" and len(game.alive) == 10


def test_c6_3_tie_gives_justifications_then_revote():
    game = day2()
    speak_all(game, {2: 3, 4: 5, 6: 7})
    game.push(Vote.of({3: 4, 5: 4, 7: 2}))
    assert (game.step.kind, game.step.seat, game.step.seconds) == ("justification", 3, 30)
    game.push(Speech(3))
    assert game.step.seat == 5
    game.push(Speech(5))
    assert game.step.kind == "revote" and game.step.candidates == (3, 5)
    game.push(Vote.of({3: 3, 5: 7}))
    assert game.host_view().eliminated[-1].seat == 5 and game.host_view().eliminated[-1].how == "voted"


def test_c6_4_same_tie_goes_to_lift_vote_which_passes():
    game = day2()
    speak_all(game, {2: 3, 4: 5})
    game.push(Vote.of({3: 5, 5: 5}))
    game.push(Speech(3))
    game.push(Speech(5))
    game.push(Vote.of({3: 5, 5: 5}))
    assert game.step.kind == "lift_vote"
    game.push(Lift(6))  # 2*6 > 10
    assert [(e.seat, e.how) for e in game.host_view().eliminated] == [(3, "lifted"), (5, "lifted")]


def test_c6_4_lift_with_half_the_votes_keeps_everyone():
    game = day2()
    speak_all(game, {2: 3, 4: 5})
    game.push(Vote.of({3: 5, 5: 5}))
    game.push(Speech(3))
    game.push(Speech(5))
    game.push(Vote.of({3: 5, 5: 5}))
    game.push(Lift(5))  # exactly half: all stay
    assert len(game.alive) == 10 and game.step.kind == "night"


def test_c6_4_option_revote_subset_retie_gets_speeches_and_revote_again():
    game = day2(subset_retie="revote")
    speak_all(game, {2: 3, 4: 5, 6: 7})
    game.push(Vote.of({3: 3, 5: 3, 7: 3}))
    for seat in (3, 5, 7):
        game.push(Speech(seat))
    game.push(Vote.of({3: 4, 5: 4, 7: 1}))   # re-tie among a strict subset
    assert game.step.kind == "justification" and game.step.seat == 3
    game.push(Speech(3))
    game.push(Speech(5))
    assert game.step.kind == "revote" and game.step.candidates == (3, 5)
    game.push(Vote.of({3: 4, 5: 4}))
    assert game.step.kind == "lift_vote" and game.step.candidates == (3, 5)


def test_c6_4_subset_retie_goes_straight_to_lift_by_default():
    game = day2()
    speak_all(game, {2: 3, 4: 5, 6: 7})
    game.push(Vote.of({3: 3, 5: 3, 7: 3}))
    for seat in (3, 5, 7):
        game.push(Speech(seat))
    game.push(Vote.of({3: 4, 5: 4, 7: 1}))
    assert game.step.kind == "lift_vote" and game.step.candidates == (3, 5)


def test_c3_3_farewell_option():
    game = day2(farewell_seconds=20)
    speak_all(game, {2: 3})
    game.push(Vote.of({3: 6}))
    assert (game.step.kind, game.step.seat, game.step.seconds) == ("farewell", 3, 20)
    game.push(Speech(3))
    assert game.step.kind == "night"


def test_undo_and_redo_restore_the_state():
    game = day2()
    game.push(Speech(2, 3))
    before = game.step
    game.push(Foul(4))
    assert game.undo() == Foul(4)
    assert game.host_view().seat(4).fouls == 0 and game.step == before
    assert game.redo() == Foul(4)
    assert game.host_view().seat(4).fouls == 1


def test_c6_1_who_voted_for_whom_gives_the_counts_and_is_kept_in_the_protocol():
    from app.core.inputs import input_from_json
    game = day2()
    speak_all(game, {2: 3, 4: 5})
    vote = Vote.of_voters({3: [1, 2, 4, 6, 8, 9], 5: [3, 7]})
    assert vote.as_dict() == {3: 6, 5: 2}
    assert vote.to_json() == {"vote": {"3": [1, 2, 4, 6, 8, 9], "5": [3, 7]}}
    assert input_from_json(vote.to_json()) == vote
    game.push(vote)
    assert 3 not in game.alive


@pytest.mark.parametrize("voters, words", [({3: [1, 2], 5: [2]}, "voted twice"),
                                          ({3: [1, 42]}, "not a living player")])
def test_c6_1_each_living_player_votes_once(voters, words):
    game = day2()
    speak_all(game, {2: 3, 4: 5})
    with pytest.raises(RuleError, match=words) as err:
        game.push(Vote.of_voters(voters))
    assert err.value.rule == "C-6.1" and game.step.kind == "vote"
