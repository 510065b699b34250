"""C-7 night rules and C-8 who dies; every worked case of C-8.6."""

import pytest

from app.core.errors import RuleError
from app.core.inputs import Vote

from helpers import new_game, night, night_error, night_targets, speak_all, to_night

# Table: 1 civ, 2 sheriff, 3 mafia, 4 civ, 5 don, 6 doctor, 7 maniac, 8 beauty, 9 mafia, 10 civ


def deaths_after(actions, immune=()):
    game = new_game(immune=immune)
    to_night(game)
    night(game, **actions)
    return sorted(e.seat for e in game.host_view().eliminated), game


@pytest.mark.parametrize("case,actions,dead", [
    ("1 heal the shot", dict(mafia=1, doctor=1), []),
    ("2 shoot the client", dict(mafia=4, beauty=4), []),
    ("3 shoot the Beauty", dict(mafia=8, beauty=4), [4, 8]),
    ("4 shoot the healed Beauty", dict(mafia=8, beauty=4, doctor=8), []),
    ("5 shoot the Beauty, heal the client", dict(mafia=8, beauty=4, doctor=4), [8]),
    ("6 Beauty with a mafia player", dict(mafia=8, beauty=9), [8, 9]),
    ("6 Beauty with the Maniac", dict(mafia=8, beauty=7), [7, 8]),
    ("7 two shooters", dict(mafia=1, maniac=4), [1, 4]),
    ("7 two shooters, one healed", dict(mafia=1, maniac=4, doctor=4), [1]),
    ("8 both shoot one", dict(mafia=1, maniac=1), [1]),
    ("9 maniac the Beauty, mafia the client", dict(maniac=8, mafia=4, beauty=4), [4, 8]),
])
def test_c8_6_worked_cases(case, actions, dead):
    got, game = deaths_after(actions)
    assert got == dead
    assert len(game.host_view().eliminated) == len(dead)  # C-8.5: killed once
    assert all(e.how == "killed" and e.night == 1 for e in game.host_view().eliminated)


def test_c8_6_case_10_immune_player_cannot_die():
    got, _ = deaths_after(dict(mafia=1), immune=[1])
    assert got == []


def test_c8_4_immune_beauty_counts_as_healed():
    got, _ = deaths_after(dict(mafia=8, beauty=4), immune=[8])
    assert got == []


def test_c8_4_immune_client_of_attacked_beauty_lives():
    got, _ = deaths_after(dict(mafia=8, beauty=4), immune=[4])
    assert got == [8]


def test_c10_immunity_only_on_night_1():
    game = new_game(immune=[1])
    to_night(game)
    night(game)
    speak_all(game)
    night(game, mafia=1)
    assert [e.seat for e in game.host_view().eliminated] == [1]


def two_nights(first, second):
    game = new_game()
    to_night(game)
    night(game, **first)
    speak_all(game)
    return game, lambda: night(game, **second)


def test_c7_3_doctor_same_patient_two_nights_is_refused():
    game, second = two_nights(dict(doctor=4), dict(doctor=4))
    before = game.inputs
    with pytest.raises(RuleError, match=r"the Doctor healed seat 4 last night \(C-7.3\)"):
        second()
    assert game.inputs == before and game.step.kind == "night"


def test_c7_3_doctor_heals_himself_only_once():
    game, second = two_nights(dict(doctor=6), dict(doctor=1))
    second()
    speak_all(game)
    with pytest.raises(RuleError, match=r"healed himself once.*\(C-7.3\)"):
        night(game, doctor=6)
    assert night_targets(game, "doctor")[6] is not None
    assert night_targets(game, "doctor")[1] is not None  # last night's patient
    assert night_targets(game, "doctor")[2] is None


def test_c7_3_doctor_may_heal_again_after_a_night_off():
    game, second = two_nights(dict(doctor=4), dict())
    second()
    speak_all(game)
    night(game, doctor=4)


def test_c7_4_beauty_cannot_visit_herself():
    game = new_game()
    to_night(game)
    with pytest.raises(RuleError, match=r"cannot visit herself \(C-7.4\)"):
        night(game, beauty=8)


def test_c7_4_beauty_same_client_two_nights_is_refused():
    game, second = two_nights(dict(beauty=4), dict(beauty=4))
    with pytest.raises(RuleError, match=r"visited seat 4 last night \(C-7.4\)"):
        second()


def test_c7_2_dead_role_must_take_no_action():
    game = new_game()
    to_night(game)
    night(game, mafia=6)  # the Doctor dies
    speak_all(game)
    assert not ("doctor" in game.host_view().night_acting)
    with pytest.raises(RuleError, match=r"C-7.2"):
        night(game, doctor=1)


def test_dead_target_is_refused():
    game = new_game()
    to_night(game)
    night(game, mafia=1)
    speak_all(game)
    with pytest.raises(RuleError, match=r"seat 1 is out of the game.*\(C-7.1\)"):
        night(game, maniac=1)


@pytest.mark.parametrize("role, rule", [("mafia", "C-7.1"), ("maniac", "C-7.1"), ("doctor", "C-7.3"),
                                        ("beauty", "C-7.4"), ("sheriff", "C-7.5"), ("don", "C-7.6")])
def test_a_dead_target_cites_the_acting_roles_rule(role, rule):
    game = new_game()
    to_night(game)
    night(game, mafia=1)
    speak_all(game)
    err = night_error(game, role, 1)
    assert err is not None and err.rule == rule and "seat 1 is out of the game" in err.reason
    err = night_error(game, role, 42)
    assert err is not None and err.rule == rule


@pytest.mark.parametrize("role, seat, rule", [("sheriff", 2, "C-7.5"), ("don", 5, "C-7.6"),
                                              ("maniac", 7, "C-7.1")])
def test_nobody_checks_himself_and_the_maniac_does_not_shoot_himself(role, seat, rule):
    game = new_game()
    to_night(game)
    with pytest.raises(RuleError) as err:
        night(game, **{role: seat})
    assert err.value.rule == rule
    assert game.step.kind == "night" and not game.host_view().nights   # nothing changed


def test_c7_1_the_mafia_may_shoot_their_own():
    game = new_game()
    to_night(game)
    night(game, mafia=9)
    assert 9 not in game.alive


def test_c7_5_maniac_is_red_while_mafia_lives_and_black_after():
    # 7 players: 1 civ, 2 sheriff, 3 mafia, 4 civ, 5 don, 6 doctor, 7 maniac
    from helpers import ROLES7
    game = new_game(ROLES7, preset="ok4u")
    to_night(game)
    night(game, sheriff=7)
    assert game.host_view().checks[-1].result == "red"
    speak_all(game, {1: 3, 2: 5})
    game.push(Vote.of({3: 4}))
    assert not 3 in game.alive
    speak_all(game)   # 3's last words (C-3.3)
    night(game, maniac=5, sheriff=7)  # the Don dies this night: still alive at the check
    assert game.host_view().checks[-1].result == "red"
    speak_all(game)
    night(game, sheriff=7)   # no mafia is left alive now
    assert game.host_view().checks[-1].result == "black"


def test_c7_5_and_c7_6_checks():
    game = new_game()
    to_night(game)
    night(game, sheriff=5, don=2)
    checks = [(c.by, c.seat, c.result) for c in game.host_view().checks]
    assert checks == [("don", 2, "yes"), ("sheriff", 5, "black")]
    speak_all(game)
    night(game, sheriff=1, don=1)
    checks = [(c.by, c.seat, c.result) for c in game.host_view().checks[2:]]
    assert checks == [("don", 1, "no"), ("sheriff", 1, "red")]


def test_c7_7_player_dying_tonight_still_acts():
    _, game = deaths_after(dict(mafia=2, sheriff=3))
    assert game.host_view().checks[-1].result == "black"
    assert 2 not in game.alive


# ------------------------------------------------------------------ night calls, one input each

def test_c7_1_the_night_is_answered_call_by_call_and_resolves_at_the_last():
    from app.core.inputs import NightAction
    game = new_game()
    to_night(game)
    assert list(game.host_view().night_calls) == ["mafia", "don", "sheriff", "maniac", "doctor", "beauty"]
    for role, target in (("mafia", 4), ("don", 2), ("sheriff", 3), ("maniac", None), ("doctor", 4)):
        assert game.host_view().night_call == role
        game.push(NightAction(role, target))
        assert game.step.kind == "night"
    assert dict(game.host_view().night_answers) == {"mafia": 4, "don": 2, "sheriff": 3, "maniac": None, "doctor": 4}
    game.push(NightAction("beauty", 1))
    assert game.step.kind == "speech" and set(game.alive) == set(range(1, 11))   # C-8.6 case 1
    assert [c.result for c in game.host_view().checks] == ["yes", "black"]


def test_c7_1_a_call_out_of_order_or_a_bad_target_is_refused_and_changes_nothing():
    from app.core.inputs import NightAction
    game = new_game()
    to_night(game)
    with pytest.raises(RuleError) as err:
        game.push(NightAction("doctor", 4))
    assert err.value.rule == "C-7.1" and "the Mafia is called now" in err.value.reason
    game.push(NightAction("mafia", 4))
    with pytest.raises(RuleError) as err:
        game.push(NightAction("don", 5))            # the Don checks himself
    assert err.value.rule == "C-7.6" and dict(game.host_view().night_answers) == {"mafia": 4}
    with pytest.raises(RuleError, match="calls have begun"):
        night(game, mafia=4)


def test_undo_steps_back_one_call():
    from app.core.inputs import NightAction
    game = new_game()
    to_night(game)
    game.push(NightAction("mafia", 4))
    game.push(NightAction("don", 2))
    game.undo()
    assert game.host_view().night_call == "don" and dict(game.host_view().night_answers) == {"mafia": 4}


def test_c7_2_a_dead_role_is_still_called_and_takes_no_action():
    from app.core.inputs import NightAction
    game = new_game()
    to_night(game)
    night(game, mafia=6)                             # the Doctor dies
    speak_all(game)
    assert "doctor" in list(game.host_view().night_calls)
    for role in list(game.host_view().night_calls):
        if role == "doctor":
            with pytest.raises(RuleError) as err:
                game.push(NightAction("doctor", 1))
            assert err.value.rule == "C-7.2"
        game.push(NightAction(role, None))
    assert game.step.kind in ("speech", "farewell")


def test_c7_2_option_dead_roles_not_called():
    game = new_game(call_dead_roles=False)
    to_night(game)
    night(game, mafia=6)
    speak_all(game)
    assert "doctor" not in list(game.host_view().night_calls)


def test_seven_players_have_no_beauty_call():
    from helpers import ROLES7
    game = new_game(ROLES7)
    to_night(game)
    assert "beauty" not in list(game.host_view().night_calls)
