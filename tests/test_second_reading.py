"""The club rules' second reading (issue 8): last words (C-3.3), the re-tie
(C-6.4), nominations after a 4th foul (C-5.4), saves and finds that count and
the standings' tie-breaks (C-11), and protocols that keep their options."""

import json
import subprocess
import sys

import pytest

from app.core.errors import RuleError, SetupError
from app.core.inputs import Bonus, End, Foul, Lift, Remove, Speech, Vote
from app.core.rulesets.ok4u.options import FIRST_EDITION, RulesOptions
from app.core.rulesets.ok4u.points import SCHEMES, winning_team
from app.core.script import FORMAT, game_to_script, parse_script, replay, result_json
from app.core.standings import GameRow, standings

from helpers import ROLES10, day2, new_game, night, nomination_error, shared_dir, speak_all, to_night

# ROLES10: 1 civ, 2 sheriff, 3 mafia, 4 civ, 5 don, 6 doctor, 7 maniac, 8 beauty, 9 mafia, 10 civ


def step(game):
    s = game.step
    return None if s is None else (s.kind, s.seat)


# ------------------------------------------------------------------ C-3.3 last words

def test_c3_3_last_words_are_on_by_default_for_30_seconds():
    assert RulesOptions().farewell_seconds == 30
    game = day2()
    speak_all(game, {2: 3})
    game.push(Vote.of({3: 6}))
    assert (game.step.kind, game.step.seat, game.step.seconds) == ("farewell", 3, 30)


def test_c3_3_night_victims_speak_in_the_morning_in_seat_order_before_the_first_speech():
    game = new_game()
    to_night(game)
    night(game, mafia=4, maniac=1)
    assert step(game) == ("farewell", 1)
    game.push(Speech(1))
    assert step(game) == ("farewell", 4)
    game.push(Speech(4))
    assert step(game) == ("speech", 2) and game.step.day == 2


def test_c3_3_players_who_leave_by_the_lift_vote_speak_in_seat_order():
    game = day2()
    speak_all(game, {2: 5, 4: 3})
    game.push(Vote.of({5: 4, 3: 4}))
    game.push(Speech(5))
    game.push(Speech(3))
    game.push(Vote.of({5: 4, 3: 4}))
    game.push(Lift(6))
    assert step(game) == ("farewell", 3)
    game.push(Speech(3))
    assert step(game) == ("farewell", 5)


@pytest.mark.parametrize("how", ["fouls", "removed", "woke"])
def test_c3_3_no_last_words_after_a_4th_foul_or_a_removal(how):
    game = day2()
    if how == "fouls":
        for _ in range(4):
            game.push(Foul(7))
    else:
        game.push(Remove(7, "gesture" if how == "removed" else "woke"))
    assert 7 not in game.alive
    assert step(game) == ("speech", 2)
    speak_all(game)
    assert all(t["step"] != "farewell" for t in result_json(game)["transcript"])


def test_c3_3_an_elimination_that_ends_the_game_has_no_last_words_and_drops_those_due():
    # 7 players: 1 civ, 2 sheriff, 3 mafia, 4 civ, 5 don, 6 doctor, 7 maniac
    from helpers import ROLES7
    game = new_game(ROLES7)
    to_night(game)
    night(game, mafia=1, maniac=2)         # 1 and 2 have last words due
    assert step(game) == ("farewell", 1)
    game.push(Foul(4))
    for _ in range(3):
        game.push(Foul(4))                 # 4 leaves: M=2, K=1, R=1 -> game goes on
    assert step(game) == ("farewell", 1)
    game.push(Remove(6, "woke"))           # R=0, M=2, K=1 -> black win at once
    assert game.step.kind == "result" and game.step.proposed == "black"
    assert game.step.kind == "result"   # the last words still due are dropped


def test_c3_3_option_none_and_another_length():
    game = day2(farewell_seconds=0)
    speak_all(game, {2: 3})
    game.push(Vote.of({3: 6}))
    assert game.step.kind == "night"
    game = day2(farewell_seconds=45)
    speak_all(game, {2: 3})
    game.push(Vote.of({3: 6}))
    assert (game.step.kind, game.step.seconds) == ("farewell", 45)


def test_c3_3_fouls_during_morning_last_words_count_for_the_new_day():
    game = new_game()
    to_night(game)
    night(game, mafia=1)
    assert step(game) == ("farewell", 1)
    for _ in range(3):
        game.push(Foul(5))                 # a 3rd foul: Day 2's speech is lost
    assert game.host_view().seat(5).lost_speech_day == 2
    game.push(Foul(7))
    for _ in range(3):
        game.push(Foul(7))                 # a 4th: Day 2 has no vote (C-5.4)
    game.push(Speech(1))
    assert step(game) == ("speech", 2)
    with pytest.raises(RuleError) as err:
        game.push(Speech(2, 3))
    assert err.value.rule == "C-5.4"
    assert 5 not in list(game.host_view().speech_order)
    speak_all(game)
    assert game.step.kind == "night"


def test_c3_3_a_3rd_foul_during_last_words_after_the_vote_takes_the_next_days_speech():
    game = day2()
    speak_all(game, {2: 3})
    game.push(Vote.of({3: 6}))
    assert step(game) == ("farewell", 3)
    for _ in range(3):
        game.push(Foul(4))
    assert game.host_view().seat(4).lost_speech_day == 3


# ------------------------------------------------------------------ C-5.4

def test_c5_4_after_a_days_4th_foul_later_nominations_are_refused_and_the_game_is_unchanged():
    game = day2()
    game.push(Speech(2, 3))
    for _ in range(4):
        game.push(Foul(9))
    before = result_json(game)
    assert nomination_error(game, 4).rule == "C-5.4"
    with pytest.raises(RuleError) as err:
        game.push(Speech(3, 4))
    assert err.value.rule == "C-5.4"
    assert result_json(game) == before


# ------------------------------------------------------------------ C-6.4 the re-tie

def tie_then(game, revote, **kw):
    speak_all(game, {2: 3, 4: 5, 6: 7})
    game.push(Vote.of({3: 3, 5: 3, 7: 3}))
    for seat in (3, 5, 7):
        game.push(Speech(seat))
    game.push(Vote.of(revote))


def test_c6_4_the_same_players_tied_again_get_the_lift_vote():
    game = day2()
    tie_then(game, {3: 3, 5: 3, 7: 3})
    assert game.step.kind == "lift_vote" and game.step.candidates == (3, 5, 7)


def test_c6_4_a_strict_subset_tied_again_gets_the_lift_vote():
    game = day2()
    tie_then(game, {3: 4, 5: 4, 7: 1})
    assert game.step.kind == "lift_vote" and game.step.candidates == (3, 5)
    game.push(Lift(6))
    assert [e.seat for e in game.host_view().eliminated if e.how == "lifted"] == [3, 5]


def test_c6_4_everyone_at_zero_in_the_revote_is_a_re_tie_of_all():
    game = day2()
    tie_then(game, {})
    assert game.step.kind == "lift_vote" and game.step.candidates == (3, 5, 7)


def test_c6_4_zero_votes_for_the_one_candidate_left_in_a_revote_is_a_re_tie():
    game = day2()
    speak_all(game, {2: 3, 4: 5})
    game.push(Vote.of({3: 4, 5: 4}))
    game.push(Remove(3, "woke"))            # a candidate leaves during the justifications
    game.push(Speech(5))
    assert game.step.kind == "revote" and game.step.candidates == (5,)
    game.push(Vote.of({}))
    assert game.step.kind == "lift_vote" and game.step.candidates == (5,)
    assert 5 in game.alive            # nobody leaves on zero votes


def test_c6_4_option_nobody_leaves_after_a_revote_at_zero():
    game = day2(zero_revote="nobody_leaves")
    tie_then(game, {})
    assert game.step.kind == "night" and len(game.alive) == 10


def test_c6_2_everyone_at_zero_in_the_first_vote_nobody_leaves():
    game = day2()
    speak_all(game, {2: 3, 4: 5})
    game.push(Vote.of({}))
    assert game.step.kind == "night" and len(game.alive) == 10


def test_c6_4_option_revote_gives_a_subset_speeches_and_a_revote():
    game = day2(subset_retie="revote")
    tie_then(game, {3: 4, 5: 4, 7: 1})
    assert step(game) == ("justification", 3)
    game = day2(subset_retie="revote")
    tie_then(game, {3: 3, 5: 3, 7: 3})             # the same players: still the lift vote
    assert game.step.kind == "lift_vote"


# ------------------------------------------------------------------ C-11 saves and finds

def useful(game, preset=None):
    scheme = SCHEMES[preset] if preset else None
    return [(u.what, u.seat, u.target) for u in game.useful_actions(scheme)]


def test_c11_a_heal_on_the_beautys_client_shot_directly_saved_nobody():
    game = new_game()
    to_night(game)
    night(game, mafia=4, beauty=4, doctor=4)       # 4 was away at the Beauty's
    assert useful(game) == [("beauty_saved", 8, 4)]


def test_c11_a_heal_on_the_client_at_an_attacked_beautys_home_saved_him():
    game = new_game()
    to_night(game)
    night(game, mafia=8, beauty=4, doctor=4)       # C-8.2: only B dies
    assert sorted(set(range(1, 11)) - set(game.alive)) == [8]
    assert useful(game) == [("doctor_saved", 6, 4)]


def test_c11_a_heal_on_the_attacked_beauty_saved_her():
    game = new_game()
    to_night(game)
    night(game, maniac=8, beauty=1, doctor=8)      # C-8.2: both live
    assert len(game.alive) == 10
    assert useful(game) == [("doctor_saved", 6, 8)]


def test_c11_nobody_saves_an_immune_player():
    game = new_game(immune=[4, 1])
    to_night(game)
    night(game, mafia=4, doctor=4, maniac=1, beauty=1)
    assert len(game.alive) == 10
    assert useful(game) == []


def test_c11_the_beauty_saved_only_a_client_who_was_himself_targeted():
    game = new_game()
    to_night(game)
    night(game, mafia=1, beauty=4)
    assert useful(game) == []
    assert 1 not in game.alive


@pytest.mark.parametrize("preset,expect", [
    ("ok4u", [("sheriff_found", 2, 3), ("sheriff_found", 2, 5), ("sheriff_found", 2, 7)]),
    ("ok4u-2023-03", [("sheriff_found", 2, 3), ("sheriff_found", 2, 5)]),
])
def test_c11_finds_by_the_presets_definition_each_player_once(preset, expect):
    from helpers import ROLES7
    game = new_game(ROLES7, preset=preset, farewell_seconds=0)
    to_night(game)
    night(game, sheriff=3)                          # black
    speak_all(game)
    night(game, sheriff=3)                          # the same player again: found once
    speak_all(game)
    night(game, sheriff=5)                          # the Don
    speak_all(game, {1: 3, 2: 5})
    game.push(Vote.of({3: 4}))
    # Don killed by the maniac tonight; checked the Maniac while the Don lives: red
    night(game, sheriff=7, maniac=5)
    assert game.host_view().checks[-1].result == "red"
    speak_all(game)
    night(game, sheriff=7)                          # no mafia left: black
    assert game.host_view().checks[-1].result == "black"
    assert useful(game) == expect
    assert [u["what"] for u in result_json(game)["useful_actions"]].count("sheriff_found") == len(expect)


# ------------------------------------------------------------------ C-11 standings

def test_c11_a_win_is_the_team_that_got_the_win_points():
    assert winning_team(SCHEMES["ok4u"], "draw") == "maniac"
    assert winning_team(SCHEMES["ok4u-2023-03"], "draw") is None
    assert winning_team(SCHEMES["ok4u"], "red") == "red"


def test_c11_negative_host_entries_and_the_gesture_are_penalty_points():
    game = new_game()
    game.push(Remove(1, "gesture"))
    game.push(Bonus(4, -1, "rude"))
    game.push(Bonus(4, 0.5, "best speech"))
    game.push(End("red", "ethics"))
    lines = game.points_breakdown()
    assert lines[1].penalty == -2 and lines[1].total == 4 - 2
    assert lines[4].penalty == -1 and lines[4].bonus == 0.5 and lines[4].total == 3.5


def test_c11_option_the_gesture_replaces_the_games_points():
    import dataclasses
    scheme = dataclasses.replace(SCHEMES["ok4u"], gesture_replaces=True)
    game = new_game()
    game.push(Remove(1, "gesture"))
    game.push(Bonus(1, 1, "best move"))
    game.push(End("red", "ethics"))
    line = game.points_breakdown(scheme)[1]
    assert (line.base, line.penalty, line.bonus, line.total) == (0, -2, 1, -1)
    assert game.points_breakdown()[1].total == 4 - 2 + 1   # default: added to the rest


def test_c11_tie_break_order_wins_then_useful_then_fewer_penalty_points():
    rows = [GameRow("a", "A", "red", True, 0, 0, 4), GameRow("b", "B", "maniac", False, 3, 0, 4),
            GameRow("c", "C", "red", False, 1, -1, 4), GameRow("d", "D", "red", False, 1, 0, 4)]
    assert [s.name for s in standings(rows)] == ["A", "B", "D", "C"]


# ------------------------------------------------------------------ protocols

def test_a_written_protocol_is_format_2_and_lists_every_option():
    game = new_game()
    script = game_to_script(game)
    assert script["format"] == FORMAT == "mafia-game/2"
    assert script["rules"]["options"] == RulesOptions().to_dict()
    assert set(script["rules"]["options"]) >= {"farewell_seconds", "subset_retie", "first_speaker"}


def test_a_format_1_protocol_replays_with_the_first_editions_defaults():
    data = json.loads((shared_dir() / "scenarios" / "ok4u-10-red-wins.json").read_text(encoding="utf-8"))
    data.pop("expect")
    data["format"] = "mafia-game/1"
    # the first edition had no last words: drop the farewell speeches
    data["actions"] = [a for i, a in enumerate(data["actions"]) if i not in (22, 24, 25, 26)]
    script = parse_script(data)
    assert script.setup.options.farewell_seconds == 0
    assert script.setup.options.subset_retie == "revote"
    game = replay(script)
    assert game.winner == "red"
    out = game_to_script(game)
    assert out["format"] == "mafia-game/2"
    assert out["rules"]["options"]["farewell_seconds"] == 0        # pinned on re-export
    again = replay(parse_script(out))
    assert result_json(again) == result_json(game)


def test_format_1_keeps_an_option_it_names():
    data = {"format": "mafia-game/1", "rules": {"preset": "ok4u", "options": {"farewell_seconds": 20}},
            "seats": [{"seat": i + 1, "player": f"P{i + 1}", "role": r} for i, r in enumerate(ROLES10)]}
    assert parse_script(data).setup.options.farewell_seconds == 20
    assert FIRST_EDITION == {"farewell_seconds": 0, "subset_retie": "revote", "zero_revote": "nobody_leaves"}


def run_cli(tmp_path, data):
    path = tmp_path / "g.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return subprocess.run([sys.executable, "-m", "app", "replay", str(path)], capture_output=True, text=True)


def scenario():
    data = json.loads((shared_dir() / "scenarios" / "ok4u-10-red-wins.json").read_text(encoding="utf-8"))
    data.pop("expect")
    return data


def test_cli_refuses_an_unknown_option_naming_the_key(tmp_path):
    data = scenario()
    data["rules"]["options"] = {"farewel_seconds": 10}
    proc = run_cli(tmp_path, data)
    assert proc.returncode == 2 and proc.stdout == ""
    assert "farewel_seconds" in proc.stderr and "Traceback" not in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize("options,check", [
    ({"farewell_seconds": 20}, lambda out: {t["seconds"] for t in out["transcript"]
                                            if t["step"] == "farewell"} == {20}),
    ({"justification_seconds": 40}, lambda out: {t["seconds"] for t in out["transcript"]
                                                 if t["step"] == "justification"} == {40}),
])
def test_cli_honours_the_options_in_the_protocol(tmp_path, options, check):
    data = scenario()
    data["rules"]["options"] = options
    proc = run_cli(tmp_path, data)
    assert proc.returncode == 0, proc.stderr
    assert check(json.loads(proc.stdout))


def test_cli_honours_first_speaker_and_no_last_words(tmp_path):
    data = scenario()
    data["rules"]["options"] = {"farewell_seconds": 0, "first_speaker": "lowest"}
    data["actions"] = data["actions"][:11]
    proc = run_cli(tmp_path, data)
    out = json.loads(proc.stdout)
    # Night 1 killed nobody; Day 2 starts at the lowest living seat, not seat 2
    assert out["step"] == {"step": "speech", "day": 2, "seat": 1, "seconds": 50}


@pytest.mark.parametrize("bad", [{"farewell_seconds": -1}, {"subset_retie": "maybe"},
                                 {"wake_order": ["mafia", 3]}, {"first_speaker": 1}])
def test_bad_option_values_are_setup_errors(bad):
    with pytest.raises(SetupError):
        RulesOptions.from_dict(bad)
