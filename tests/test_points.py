"""C-11 points of one game under both presets."""

import pytest

from app.core.inputs import Confirm, Remove, Speech, Vote
from app.core.rulesets.ok4u.night import UsefulAction
from app.core.rulesets.ok4u.points import SCHEMES, game_points
from app.core.rulesets.ok4u.roles import Role

from helpers import new_game, night, speak_all, to_night

ROLES = {1: Role.CIVILIAN, 2: Role.SHERIFF, 3: Role.MAFIA, 4: Role.DON,
         5: Role.DOCTOR, 6: Role.MANIAC, 7: Role.BEAUTY}


def pts(preset, winner, alive, useful=(), gestures=()):
    return game_points(SCHEMES[preset], winner, ROLES, set(alive), useful, gestures)


@pytest.mark.parametrize("preset,winner,expect", [
    ("ok4u-2023-03", "black", {3: 5, 4: 4, 1: 0, 6: 0}),
    ("ok4u-2023-03", "maniac", {6: 7, 1: 0, 3: 0}),
    ("ok4u-2023-03", "red", {1: 4, 2: 3, 5: 4, 7: 3, 3: 0, 6: 0}),
    ("ok4u-2023-03", "draw", {6: 4, 3: 4, 4: 3, 1: 0}),
    ("ok4u", "black", {3: 5, 4: 4, 1: 0, 6: 0}),
    ("ok4u", "maniac", {6: 3, 1: 0, 3: 0}),
    ("ok4u", "red", {1: 4, 2: 4, 5: 4, 7: 4, 3: 0, 6: 0}),
    ("ok4u", "draw", {6: 3, 3: 0, 4: 0, 1: 0}),
])
def test_c11_base_points(preset, winner, expect):
    got = pts(preset, winner, alive=[1, 3, 5, 6])  # 2, 4, 7 are dead
    for seat, value in expect.items():
        assert got[seat] == value, seat


def U(what, seat, target):
    return UsefulAction(1, seat, what, target)


@pytest.mark.parametrize("preset,act,seat,delta", [
    ("ok4u-2023-03", U("doctor_saved", 5, 1), 5, 1),
    ("ok4u-2023-03", U("doctor_saved", 5, 3), 5, 0),
    ("ok4u-2023-03", U("beauty_saved", 7, 2), 7, 1),
    ("ok4u-2023-03", U("sheriff_found", 2, 3), 2, 1),
    ("ok4u-2023-03", U("sheriff_found", 2, 6), 2, 0),
    ("ok4u", U("sheriff_found", 2, 3), 2, 1),
    ("ok4u", U("sheriff_found", 2, 6), 2, 1),
    ("ok4u", U("doctor_saved", 5, 1), 5, 1),
    ("ok4u", U("doctor_saved", 5, 2), 5, 2),
    ("ok4u", U("doctor_saved", 5, 4), 5, -1),
    ("ok4u", U("doctor_saved", 5, 6), 5, -1),
    ("ok4u", U("beauty_saved", 7, 1), 7, 1),
    ("ok4u", U("beauty_saved", 7, 2), 7, 2),
])
def test_c11_useful_actions(preset, act, seat, delta):
    base = pts(preset, "black", alive=[1, 2, 3, 4, 5, 6, 7])
    got = pts(preset, "black", alive=[1, 2, 3, 4, 5, 6, 7], useful=[act])
    assert got[seat] - base[seat] == delta


@pytest.mark.parametrize("preset", ["ok4u", "ok4u-2023-03"])
def test_c11_each_player_found_once_and_gesture_penalty(preset):
    acts = [U("sheriff_found", 2, 3), U("sheriff_found", 2, 3)]
    got = pts(preset, "red", alive=[2, 5, 6, 7], useful=acts, gestures=[1])  # 1 removed
    assert got[2] == 4 + 1
    dead_red = {"ok4u-2023-03": 3, "ok4u": 4}[preset]
    assert got[1] == dead_red - 2


@pytest.mark.parametrize("preset,expect", [
    ("ok4u", {1: 4, 2: 5, 6: 6, 8: 5, 4: 4, 10: 4}),
    ("ok4u-2023-03", {1: 4, 2: 5, 6: 5, 8: 4, 4: 4, 10: 3}),
])
def test_c11_points_of_a_played_game_under_both_presets(preset, expect):
    """The shared scenario's game, scored by each preset (removed count as dead)."""
    game = new_game(preset=preset)
    to_night(game)
    night(game, mafia=2, don=2, sheriff=3, maniac=4, doctor=2, beauty=4)
    speak_all(game, {2: 3, 5: 2})
    game.push(Vote.of({3: 6, 2: 4}))
    speak_all(game)   # 3's last words (C-3.3)
    night(game, mafia=8, don=6, sheriff=7, maniac=10, doctor=6, beauty=9)
    speak_all(game, {4: 7, 6: 5})
    game.push(Vote.of({7: 3, 5: 3}))
    game.push(Speech(7))
    game.push(Speech(5))
    game.push(Vote.of({7: 3, 5: 3}))
    from app.core.inputs import Lift
    game.push(Lift(4))
    game.push(Confirm())
    got = game.points()
    for seat, value in expect.items():
        assert got[seat] == value, seat
