"""M-14: every forum option by at least one test (the rule in each name),
and the replay CLI on M-12's example: exactly its documented output."""

from __future__ import annotations

import json
import re
import subprocess
import sys

import pytest

from app.core.errors import SetupError
from app.core.rulesets.forum import city_roles, make_setup
from app.core.rulesets.forum.options import ForumOptions
from app.core.script import ReplayError
from helpers import shared_dir
from tests.forum_helpers import deaths, lines, run, script, turn

RULES = shared_dir() / "rules" / "forum-mafia.md"


def spec_blocks() -> list[str]:
    """The ```json blocks of M-12: the example script and its output."""
    text = RULES.read_text(encoding="utf-8")
    m12 = text[text.index("## M-12"):text.index("## M-13")]
    return re.findall(r"```json\n(.*?)```", m12, re.S)


def test_m12_example_prints_its_documented_output(tmp_path):
    example, expected = spec_blocks()
    path = tmp_path / "forum.json"
    path.write_text(example, encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "app", "replay", str(path)], capture_output=True, text=True,
                          encoding="utf-8")
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert out.pop("options") == ForumOptions().to_dict() | {"vision_distortion": 0.5}
    assert [s["role"] for s in out.pop("seats")] == ["commissar", "citizen", "mafioso", "citizen", "maniac",
                                                     "citizen"]
    assert out.pop("reason") is None
    assert out == json.loads(expected)
    again = subprocess.run([sys.executable, "-m", "app", "replay", str(path)], capture_output=True)
    assert again.stdout == proc.stdout.encode("utf-8")   # identical bytes on every run


def test_bad_order_exits_2_naming_turn_and_rule(tmp_path):
    data = script([turn({"11": {"disperse": True}}), turn({"11": {"disperse": True}})])
    path = tmp_path / "forum.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "app", "replay", str(path)], capture_output=True, text=True)
    assert proc.returncode == 2 and proc.stdout == ""
    assert proc.stderr.strip().splitlines() == [
        f'{path}: turns[1] (turn 2): {{"11": {{"disperse": true}}}}: the commander dispersed the crowd on turn 1 '
        f'(M-2.11)']


@pytest.mark.parametrize("change, where", [
    ({"city": "atlantis"}, "city"),
    ({"seats": [{"seat": 1, "player": "A", "role": "vampire"}]}, "seats[0]"),
])
def test_setup_errors_name_city_or_seat(tmp_path, change, where):
    data = script([]) | change
    path = tmp_path / "forum.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "app", "replay", str(path)], capture_output=True, text=True)
    assert proc.returncode == 2 and proc.stdout == "" and "Traceback" not in proc.stderr
    assert f": {where}:" in proc.stderr


def test_end_by_the_host_records_the_reason():
    """M-9.3, M-15.7: the end's side wins, with its reason."""
    out = run([turn(), {"end": "yakuza", "reason": "ethics breach"}])
    assert out["winner"] == "yakuza" and out["winners"] == [21, 22, 23, 24, 25, 26]
    assert out["reason"] == "ethics breach" and out["status"] == "finished"
    assert run([{"end": "loner", "seat": 28, "reason": "x"}])["winners"] == [28]
    with pytest.raises(ReplayError, match=r"\(M-9\.3\)"):
        run([{"end": "loner", "seat": 2, "reason": "x"}])


# ---------------------------------------------------------------- options

def test_team_knows_roles_m_1_2():
    from app.core.game import Game
    from app.core.rulesets.forum import start_messages

    setup = make_setup("chicago", [f"P{i}" for i in range(1, 9)], seed=4)
    game = Game(setup)
    mafia = [s.seat for s in setup.seats if s.role == "mafioso"]
    msgs = start_messages(game)
    assert msgs[mafia[0]]["team"] == [{"seat": s, "role": "mafioso"} for s in mafia]
    citizen = next(s.seat for s in setup.seats if s.role == "citizen")
    assert msgs[citizen]["team"] == []
    setup = make_setup("chicago", [f"P{i}" for i in range(1, 9)], seed=4, options={"team_knows_roles": False})
    assert start_messages(Game(setup))[mafia[0]]["team"] == [{"seat": s, "role": None} for s in mafia]


def test_team_shot_roles_any_member_m_2_2():
    with pytest.raises(ReplayError, match=r"\(M-4\.2\)"):
        run([turn({"17": {"team_shot": 1}})])
    out = run([turn({"17": {"team_shot": 1}})], options={"team_shot_roles": "any_member"})
    assert deaths(out) == {1: "shot"}


def test_heal_stops_shots_false_m_2_5():
    out = run([turn({"7": {"heal": 1}, "27": {"shot": 1}})], options={"heal_stops_shots": False})
    assert deaths(out) == {1: "shot"}


@pytest.mark.parametrize("label, expect", [("hospital", "В больнице: #1."), ("intensive_care", "В реанимации: #1."),
                                           ("none", None)])
def test_heal_label_m_2_5(label, expect):
    out = run([turn({"7": {"heal": 1}, "27": {"shot": 1}})], options={"heal_label": label})
    news = lines(out)
    if expect:
        assert expect in news
    else:
        assert not any(line.startswith(("В больнице", "В реанимации")) for line in news)


def test_freeze_turn_same_m_2_10():
    out = run([turn({"14": {"freeze": 2, "team_shot": 5}, "2": {"check": 13}}, votes={"2": 13})],
              options={"freeze_turn": "same"})
    t = out["turns"][0]
    assert t["tally"] == {} and t["benched_next"] == []
    assert {"seat": 2, "key": "check", "why": "benched"} in t["failed"]


def test_vision_content_newspaper_and_distortion_m_2_12():
    out = run([turn({"27": {"shot": 1}})], options={"vision_content": "newspaper", "vision_distortion": 0})
    vision = next(p for p in out["turns"][0]["private"] if p["kind"] == "vision")
    assert vision["lines"] == lines(out)
    out = run([turn({"27": {"shot": 1}, "2": {"check": 13}, "5": {"shot": 14}})], seed=11)
    vision = next(p for p in out["turns"][0]["private"] if p["kind"] == "vision")["lines"]
    true = ["#2 — проверка — #13", "#5 — выстрел — #14", "#27 — выстрел — #1"]
    changed = sum(a != b for x, y in zip(vision, true) for a, b in zip(x.split(" — "), y.split(" — ")))
    assert changed == 3   # ⌊0.5 × 6⌋ names replaced, each by another seat's
    with pytest.raises(SetupError, match=r"\(M-2\.12\)"):
        ForumOptions.from_dict({"vision_distortion": 0.6})


def test_boss_both_false_m_4_2():
    with pytest.raises(ReplayError, match=r"\(M-4\.2\)"):
        run([turn({"14": {"freeze": 2, "team_shot": 5}})], options={"boss_both": False})


def test_self_vote_false_m_5_1():
    assert run([turn(votes={"1": 1})])["turns"][0]["jailed"] == 1
    with pytest.raises(ReplayError, match=r"\(M-5\.1\)"):
        run([turn(votes={"1": 1})], options={"self_vote": False})


def test_tie_picker_options_m_5_3():
    turns = [turn(votes={"1": 2}), turn(votes={"3": 13, "4": 27}, tie_pick=27)]
    assert run(turns)["turns"][1]["tie"]["by"] == 2                      # last_honest
    out = run(turns, options={"tie_picker": "last_jailed_if_honest"})
    assert out["turns"][1]["tie"]["by"] == 2
    with pytest.raises(ReplayError, match=r"\(M-5\.3\)"):
        run(turns, options={"tie_picker": "rng"})
    turns = [turn(votes={"1": 2}), turn(), turn(votes={"3": 13, "4": 27}, tie_pick=27)]
    with pytest.raises(ReplayError, match=r"\(M-5\.3\)"):                # turn 2 jailed nobody
        run(turns, options={"tie_picker": "last_jailed_if_honest"})


def test_vote_nobody_m_5_4():
    with pytest.raises(ReplayError, match=r"\(M-5\.4\)"):
        run([turn(votes={"1": 0})])
    out = run([turn(votes={"1": 0, "2": 0, "3": 13})], options={"vote_nobody": True})
    assert out["turns"][0]["tally"] == {"0": 2, "13": 1} and out["turns"][0]["jailed"] is None


def test_act_on_jailed_normal_m_6_1():
    out = run([turn({"27": {"shot": 13}}, votes={"1": 13})], options={"act_on_jailed": "normal"})
    assert out["turns"][0]["jailed"] == 13 and deaths(out) == {13: "shot"}


def test_multi_guard_one_m_7_3():
    out = run([turn({"10": {"guard": 1}, "18": {"guard": 1}, "27": {"shot": 1}})], seed=1,
              options={"multi_guard": "one"})
    assert deaths(out) == {10: "guarding"}   # pick(2) with seed 1 = 0 → the first guard in seat order


def test_reveal_roles_m_8_1():
    out = run([turn({"27": {"shot": 1}}, votes={"2": 13})], options={"reveal_roles": True})
    assert lines(out)[1:3] == ["В тюрьме: #13 (Мафиози).", "Погибшие: #1 (Честный житель)."]
    assert lines(out, lang="en")[1:3] == ["Jailed: #13 (Mafioso).", "Killed: #1 (Citizen)."]


def test_team_size_rounding_m_10_2():
    assert city_roles("classic", 10)["mafioso"] == 2
    assert city_roles("classic", 10, options=ForumOptions(team_size_rounding="half_up"))["mafioso"] == 3
    assert city_roles("classic", 11, options=ForumOptions(team_size_rounding="floor"))["mafioso"] == 2
    assert city_roles("classic", 9, options=ForumOptions(team_size_rounding="ceil"))["mafioso"] == 3


def test_min_players_m_10_3():
    assert city_roles("classic", 6)
    with pytest.raises(SetupError, match=r"\(M-10\.3\)"):
        city_roles("classic", 6, options=ForumOptions(min_players=7))


def test_live_table_m_11():
    """M-11.2: the jailing is known before the night; an order naming the
    jailed is an input error; a disruption reaches the host before the close."""
    out = run([turn({"27": {"shot": 1}}, votes={"1": 13, "2": 13})], mode="live")
    assert out["turns"][0]["jailed"] == 13 and deaths(out) == {1: "shot"}
    with pytest.raises(ReplayError, match=r"\(M-11\.2\)"):
        run([turn({"27": {"shot": 13}}, votes={"1": 13})], mode="live")
    out = run([turn({"11": {"disperse": True}}, votes={"1": 13})], mode="live")
    assert out["turns"][0]["dispersed"]
    with pytest.raises(ReplayError, match=r"\(M-11\.1\)"):
        run([turn(votes={"1": 13})], mode="live", options={"live_first_day_vote": False})


def test_a_game_written_as_turns_replays_to_the_same_output():
    """M-12: the desk's inputs written back as ``forum-turns/1`` (with the
    deal recorded) replay to the same game, draws included."""
    from app.core.game import Game
    from app.core.rulesets.forum import CastVote, ResolveTurn, SetOrders, turns_script
    from app.core.script import dumps_json, loads_json, parse_script, replay

    setup = make_setup("chicago", [f"P{i}" for i in range(1, 11)], seed=99)
    game = Game(setup)
    roles = {s.seat: s.role for s in setup.seats}
    commissar = next(s for s, r in roles.items() if r == "commissar")
    mafia = [s for s, r in roles.items() if r == "mafioso"]
    citizens = [s for s, r in roles.items() if r == "citizen"]
    for inp in (CastVote(citizens[0], mafia[0]), CastVote(citizens[1], citizens[2]),
                SetOrders(commissar, (("check", mafia[1]),)), SetOrders(mafia[0], (("team_shot", commissar),)),
                ResolveTurn()):
        game.push(inp)
    data = loads_json(dumps_json(turns_script(game)))
    assert data["dealt"] is True and data["turns"][0]["votes"] == {str(citizens[0]): mafia[0],
                                                                    str(citizens[1]): citizens[2]}
    again = replay(parse_script(data))
    assert again.result_json() == game.result_json()
