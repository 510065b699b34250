"""C-10 immunity proposals and C-5.6 disqualification across an evening's games."""

from app.core.evening import PlayedGame, barred, played, propose_immunity
from app.core.inputs import Remove

from helpers import new_game, night, to_night


def table(names):
    return {i + 1: n for i, n in enumerate(names)}


NAMES = [f"p{i}" for i in range(1, 11)]


def test_c10_1_night1_victims_of_the_previous_game_are_proposed():
    game = new_game()
    to_night(game)
    night(game, mafia=4, maniac=10)
    first = played(game, table(NAMES))
    assert first.night1_killed == {"p4", "p10"}
    seating = table(["p10", "p1", "p2", "p3", "p4", "p5", "p6", "p8", "p9", "p7"])
    proposal = propose_immunity([first], seating)
    assert proposal.victims == {1, 5}
    assert proposal.immune == {1, 5}


def empty(names):
    return PlayedGame(table(names), frozenset(), frozenset())


def test_c10_2_up_to_two_joiners_get_immunity():
    seating = table(NAMES[:8] + ["new1", "new2"])
    proposal = propose_immunity([empty(NAMES)], seating)
    assert proposal.joiners == {9, 10} and proposal.immune == {9, 10}


def test_c10_2_three_joiners_the_host_picks():
    seating = table(NAMES[:7] + ["n1", "n2", "n3"])
    proposal = propose_immunity([empty(NAMES)], seating)
    assert proposal.host_picks and proposal.immune == frozenset()


def test_c10_2_four_joiners_nobody():
    seating = table(NAMES[:6] + ["n1", "n2", "n3", "n4"])
    proposal = propose_immunity([empty(NAMES)], seating)
    assert proposal.joiners == {7, 8, 9, 10} and proposal.immune == frozenset()


def test_c10_2_joiners_only_at_second_or_third_game():
    seating = table(NAMES[:9] + ["late"])
    three_before = [empty(NAMES)] * 3
    assert propose_immunity(three_before, seating).joiners == frozenset()
    assert propose_immunity([], seating).immune == frozenset()   # the first game


def test_c5_6_disqualified_player_is_barred_for_the_evening():
    game = new_game()
    game.push(Remove(3, "peek"))
    game.push(Remove(5, "woke"))   # leaves the game silently: not disqualified
    first = played(game, table(NAMES))
    second = empty(NAMES)
    assert barred([first, second]) == {"p3"}
