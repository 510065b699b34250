"""C-9 end of game (every row of the table), C-9.1/C-9.2 host's result."""

import pytest

from app.core.errors import RuleError
from app.core.inputs import Bonus, Confirm, End, Foul, Override
from app.core.rulesets.ok4u.end import winner_of
from app.core.rulesets.ok4u.roles import Role

from helpers import ROLES7, new_game, night, speak_all, to_night

R, B, K = Role.CIVILIAN, Role.MAFIA, Role.MANIAC


@pytest.mark.parametrize("living,result", [
    ([R, R], "red"),                     # M = 0 and K = 0 and R > 0
    ([B, R], "black"),                   # K = 0 and M >= R and M > 0
    ([B, B, R], "black"),
    ([K, B, B], "black"),                # K = 1 and R = 0 and M >= 2
    ([K, B], "draw"),                    # K = 1 and R = 0 and M = 1
    ([K, R], "maniac"),                  # K = 1 and M = 0 and R <= 1
    ([K], "maniac"),
    ([], "draw"),                        # nobody alive
    ([B, R, R], None),                   # anything else: the game goes on
    ([K, R, R], None),
    ([K, B, R], None),
])
def test_c9_table(living, result):
    assert winner_of(living) == result


def test_c9_checked_after_night_deaths_and_c9_2_confirm():
    # 7 players: 1 civ, 2 sheriff, 3 mafia, 4 civ, 5 don, 6 doctor, 7 maniac
    game = new_game(ROLES7)
    to_night(game)
    night(game, mafia=1, maniac=2)
    speak_all(game, {3: 4})
    from app.core.inputs import Vote
    game.push(Vote.of({4: 3}))
    # living: 3 mafia, 5 don, 6 doctor, 7 maniac -> goes on, after 4's last words
    assert (game.step.kind, game.step.seat) == ("farewell", 4)
    speak_all(game)
    assert game.step.kind == "night"
    night(game, mafia=6)   # K=1, M=2, R=0 -> black
    assert game.step.kind == "result" and game.step.proposed == "black"
    with pytest.raises(RuleError, match=r"C-9.2"):
        game.push(Foul(3))
    game.push(Confirm())
    assert game.status == "finished" and game.winner == "black"


def test_c9_2_override_needs_reason_and_is_recorded():
    game = new_game(ROLES7)
    game.push(End("black", "ethics: seat 4 showed his card"))
    assert game.winner == "black" and game.host_view().result_reason.startswith("ethics")
    with pytest.raises(RuleError, match=r"C-9.1"):
        game.push(End("red", "again"))


def test_c9_1_fourth_foul_can_end_the_game():
    game = new_game(ROLES7)
    to_night(game)
    night(game, mafia=1, maniac=4)   # left: 2 sh, 3 m, 5 don, 6 doc, 7 maniac
    for _ in range(4):
        game.push(Foul(2))
    for _ in range(4):
        game.push(Foul(6))
    assert game.step.kind == "result" and game.step.proposed == "black"
    game.push(Override("draw", "host's decision"))
    game.push(Bonus(7, 1, "best move"))
    assert game.winner == "draw"
    assert game.points()[7] == 3 + 1
