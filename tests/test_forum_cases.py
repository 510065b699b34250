"""M-13: every worked case of the forum rules, one test each (the case's
number in the name), through the ``forum-turns/1`` reader and the fold."""

from __future__ import annotations

import pytest

from app.core.script import ReplayError
from tests.forum_helpers import deaths, lines, run, turn


def test_case_01_protect_then_distracted_reanimator():
    out = run([turn({"16": {"shot": 2}, "6": {"protect": 2}})])
    assert deaths(out) == {}
    assert "В реанимации: #2." in lines(out)
    out = run([turn({"16": {"shot": 2}, "6": {"protect": 2}, "19": {"distract": 6}})])
    assert deaths(out) == {2: "shot"}
    assert {"seat": 6, "key": "protect", "why": "distracted"} in out["turns"][0]["failed"]


def test_case_02_agreed_team_shot():
    out = run([turn({"13": {"team_shot": 5}, "14": {"team_shot": 5}})])
    assert deaths(out) == {5: "shot"}


def test_case_03_disagreeing_team_shot():
    out = run([turn({"13": {"team_shot": 5}, "15": {"team_shot": 7}})])
    t = out["turns"][0]
    assert deaths(out) == {}
    assert [f for f in t["failed"]] == [{"seat": 13, "key": "team_shot", "why": "disagreement"},
                                         {"seat": 15, "key": "team_shot", "why": "disagreement"}]
    assert sorted(p["to"] for p in t["private"] if p["kind"] == "team_shot") == [13, 14, 15]
    assert all(p["team"] == "mafia" for p in t["private"] if p["kind"] == "team_shot")


def test_case_04_distracted_member_leaves_one_order():
    out = run([turn({"13": {"team_shot": 5}, "15": {"team_shot": 7}, "8": {"distract": 15}})])
    assert {"seat": 15, "key": "team_shot", "why": "distracted"} in out["turns"][0]["failed"]
    assert deaths(out) == {5: "shot"}


def test_case_05_mutual_distracts_both_work():
    out = run([turn({"19": {"distract": 8}, "8": {"distract": 16}, "16": {"shot": 1}})])
    assert deaths(out) == {}
    assert {"seat": 16, "key": "shot", "why": "distracted"} in out["turns"][0]["failed"]
    assert {"seat": 8, "key": "distract", "why": "distracted"} not in out["turns"][0]["failed"]


def _checks(out):
    return {p["to"]: p["role"] for p in out["turns"][0]["private"] if p["kind"] == "check"}


def test_case_06_checks_ninja_and_killed_target():
    out = run([turn({"2": {"check": 24}, "17": {"check": 2}, "25": {"check": 14}, "27": {"shot": 24}})])
    assert _checks(out) == {2: "citizen", 17: "commissar", 25: "boss"}
    assert deaths(out) == {24: "shot"}
    out = run([turn({"2": {"check": 24}, "17": {"check": 2}, "25": {"check": 14}, "27": {"shot": 24},
                     "19": {"distract": 2}})])
    assert _checks(out)[2] is None


def test_case_07_shooting_commissar():
    out = run([turn({"3": {"check": 13}})])
    assert _checks(out) == {3: "mafioso"} and deaths(out) == {13: "shot"}
    out = run([turn({"3": {"check": 24}})])
    assert _checks(out) == {3: "citizen"} and deaths(out) == {}
    out = run([turn({"3": {"check": 5}})])
    assert _checks(out) == {3: "sheriff"} and deaths(out) == {}


def test_case_08_detective_has_one_action():
    with pytest.raises(ReplayError, match=r"\(M-4\.2\)"):
        run([turn({"4": {"check": 13, "shot": 14}})])
    assert deaths(run([turn({"4": {"shot": 14}})])) == {14: "shot"}


def test_case_09_heal_saves_then_benches():
    out = run([turn({"7": {"heal": 7}, "27": {"shot": 7}}),
               turn({"7": {"heal": 1}}, votes={"1": 13, "7": 13})])
    t1, t2 = out["turns"]
    assert deaths(out) == {} and "В больнице: #7." in lines(out)
    assert t1["benched_next"] == [{"seat": 7, "by": "heal"}]
    assert t2["tally"] == {"13": 1} and t2["jailed"] == 13
    assert {"seat": 7, "key": "heal", "why": "benched"} in t2["failed"]


def test_case_10_poison_across_turns():
    out = run([turn({"29": {"poison": 1}, "6": {"protect": 1}}), turn()])
    assert deaths(out, 0) == {} and "Кашляет: #1." in lines(out, 0)
    assert deaths(out, 1) == {1: "poison"}
    for cure in ({"6": {"protect": 1}}, {"7": {"heal": 1}}):
        out = run([turn({"29": {"poison": 1}, "6": {"protect": 1}}), turn(cure)])
        assert deaths(out, 1) == {}
        assert not any("#1" in line for line in lines(out, 1)[1:-1] if not line.startswith("В игре"))


def test_case_11_poison_stands_when_the_poisoner_dies():
    out = run([turn({"29": {"poison": 5}, "27": {"shot": 29}}), turn()])
    assert deaths(out, 0) == {29: "shot"} and "Кашляет: #5." in lines(out, 0)
    assert deaths(out, 1) == {5: "poison"}
    out = run([turn({"29": {"poison": 5}, "27": {"shot": 29}}), turn({"7": {"heal": 5}})])
    assert deaths(out, 1) == {}


def test_case_12_poison_lapses_on_the_jailed():
    out = run([turn({"29": {"poison": 1}}), turn(votes={"2": 1, "3": 1})])
    assert lines(out, 1)[1:3] == ["В тюрьме: #1.", "Никто не погиб."]


def test_case_13_guard_dies_instead_and_single_guard_note():
    out = run([turn({"10": {"guard": 1}, "16": {"shot": 1}})])
    assert deaths(out) == {10: "guarding"} and lines(out)[2] == "Погибшие: #10."
    seats = [("Анна", "citizen"), ("Борис", "citizen"), ("Вера", "thief"), ("Глеб", "mafioso"),
             ("Дина", "maniac"), ("Егор", "soldier"), ("Жанна", "poisoner")]
    out = run([turn({"6": {"guard": 1}, "5": {"shot": 1}})], city="rostov", seats=seats)
    assert lines(out)[2] == "Погибшие: Егор (при охране игрока Анна)."
    assert lines(out, lang="en")[2] == "Killed: Егор (while guarding Анна)."
    out = run([turn({"6": {"guard": 1}, "5": {"shot": 1}})], city="rostov", seats=seats,
              options={"guard_note": "never"})
    assert lines(out)[2] == "Погибшие: Егор."


def test_case_14_protect_before_guard_and_guard_first():
    out = run([turn({"10": {"guard": 1}, "6": {"protect": 1}, "16": {"shot": 1}})])
    assert deaths(out) == {} and "В реанимации: #1." in lines(out)
    out = run([turn({"10": {"guard": 1}, "6": {"protect": 1}, "16": {"shot": 1}})],
              options={"guard_order": "guard_first"})
    assert deaths(out) == {10: "guarding"}
    assert not any("#1," in line or "#1." in line for line in lines(out)[1:-1])


def test_case_15_several_guards_all_die():
    out = run([turn({"10": {"guard": 1}, "18": {"guard": 1}, "27": {"shot": 1}})])
    assert deaths(out) == {10: "guarding", 18: "guarding"} and lines(out)[2] == "Погибшие: #10, #18."


def test_case_16_guard_shot_directly_dies_once():
    out = run([turn({"10": {"guard": 1}, "27": {"shot": 10}, "16": {"shot": 1}})])
    assert out["turns"][0]["deaths"] == [{"seat": 10, "how": "shot"}]


def test_case_17_protected_guard_is_saved():
    out = run([turn({"10": {"guard": 1}, "6": {"protect": 10}, "16": {"shot": 1}})])
    assert deaths(out) == {} and "В реанимации: #10." in lines(out)


def _watch(out):
    return [p for p in out["turns"][0]["private"] if p["kind"] == "watch"]


def test_case_18_immune_authority_still_an_attempt():
    out = run([turn({"21": {"team_shot": 15}, "22": {"team_shot": 15}, "9": {"watch": 15}})], seed=42)
    assert deaths(out) == {} and not any(line.startswith("В реанимации") for line in lines(out))
    assert _watch(out) == [{"to": 9, "kind": "watch", "seat": 15, "shooter": 22, "failed": False}]
    assert deaths(run([turn({"16": {"shot": 23}})])) == {}
    assert deaths(run([turn({"27": {"shot": 23}})])) == {23: "shot"}


def test_case_19_watch_draws_one_shooter():
    out = run([turn({"16": {"shot": 1}, "27": {"shot": 1}, "6": {"protect": 1}, "9": {"watch": 1}})], seed=1)
    assert "В реанимации: #1." in lines(out)
    assert _watch(out)[0]["shooter"] == 16


def test_case_20_freeze_benches_next_turn():
    out = run([turn({"14": {"freeze": 2, "team_shot": 5}}), turn({"2": {"check": 13}}, votes={"2": 13})])
    t1, t2 = out["turns"]
    assert deaths(out) == {5: "shot"} and t1["benched_next"] == [{"seat": 2, "by": "freeze"}]
    assert t2["tally"] == {} and t2["jailed"] is None
    assert {"seat": 2, "key": "check", "why": "benched"} in t2["failed"]
    out = run([turn({"14": {"freeze": 2, "team_shot": 5}, "8": {"distract": 14}})])
    t1 = out["turns"][0]
    assert deaths(out) == {} and t1["benched_next"] == []
    assert {"seat": 14, "key": "freeze", "why": "distracted"} in t1["failed"]
    assert {"seat": 14, "key": "team_shot", "why": "distracted"} in t1["failed"]


def test_case_21_disperse_once_per_two_turns():
    first = turn({"11": {"disperse": True}}, votes={"1": 13, "2": 13, "3": 13})
    out = run([first])
    assert out["turns"][0]["tally"] == {} and out["turns"][0]["dispersed"]
    assert lines(out)[1] == "Командир спецназа разогнал толпу: в тюрьму никто не попал."
    with pytest.raises(ReplayError) as err:
        run([first, turn({"11": {"disperse": True}})])
    assert str(err.value) == ('turns[1] (turn 2): {"11": {"disperse": true}}: '
                              'the commander dispersed the crowd on turn 1 (M-2.11)')
    assert run([first, turn(), turn({"11": {"disperse": True}})])["turns"][2]["dispersed"]


def test_case_22_jailed_actor_fails_and_order_on_him_is_void():
    out = run([turn({"13": {"team_shot": 5}, "14": {"team_shot": 5}, "27": {"shot": 13}},
                    votes={"1": 13, "2": 13, "3": 13, "13": 1})])
    t = out["turns"][0]
    assert t["jailed"] == 13
    assert {"seat": 13, "key": "team_shot", "why": "jailed"} in t["failed"]
    assert {"seat": 27, "key": "shot", "why": "target_jailed"} in t["failed"]
    assert deaths(out) == {5: "shot"}


def test_case_23_ties_drawn_then_picked():
    turns = [turn(votes={"1": 13, "2": 27}), turn(votes={"2": 1, "3": 1}),
             turn(votes={"4": 14, "5": 27}, tie_pick=27)]
    out = run(turns, seed=7)
    t1, t2, t3 = out["turns"]
    assert t1["tie"] == {"leaders": [13, 27], "by": "rng"} and t1["jailed"] == 13
    assert t2["jailed"] == 1
    assert t3["tie"] == {"leaders": [14, 27], "by": 1} and t3["jailed"] == 27
    turns[2] = turn(votes={"4": 14, "5": 27}, tie_pick=5)
    with pytest.raises(ReplayError, match=r"^turns\[2\] \(turn 3\): .*\(M-5\.3\)$"):
        run(turns, seed=7)


def test_case_24_hypocrisy_counts_the_real_vote():
    out = run([turn({"20": {"hypocrisy": 1}}, votes={"20": 13, "2": 1})])
    t = out["turns"][0]
    assert t["tally"] == {"1": 2} and t["jailed"] == 1
    assert lines(out)[1:3] == ["В тюрьме: #1.", "Никто не погиб."]
    assert "Лицемер" not in out["turns"][0]["newspaper"]["ru"]


def test_case_25_vote_theft_redirect_and_void():
    votes = {"5": 28, "6": 28, "28": 1}
    out = run([turn({"28": {"steal": 5}}, votes=votes)])
    assert out["turns"][0]["tally"] == {"1": 2, "28": 1} and out["turns"][0]["jailed"] == 1
    assert run([turn({}, votes=votes)])["turns"][0]["jailed"] == 28
    out = run([turn({"28": {"steal": 5}}, votes=votes)], options={"vote_theft": "void"})
    assert out["turns"][0]["tally"] == {"1": 1, "28": 1} and out["turns"][0]["tie"]["leaders"] == [1, 28]


PALERMO = [("Анна", "citizen"), ("Борис", "citizen"), ("Вера", "mafioso"), ("Глеб", "citizen"),
           ("Дина", "maniac"), ("Егор", "commissar")]


def test_case_26_mafia_wins_and_host_wins():
    # Борис, Глеб and Егор leave first (jailed or killed), as the case assumes
    prelude = [turn({"3": {"team_shot": 2}}, votes={"1": 4, "3": 4}),
               turn({"3": {"team_shot": 6}})]
    out = run(prelude + [turn({"3": {"team_shot": 1}, "5": {"shot": 3}}, votes={"1": 5, "3": 5, "5": 1})],
              city="palermo", seats=PALERMO)
    t = out["turns"][2]
    assert t["jailed"] == 5 and {"seat": 5, "key": "shot", "why": "jailed"} in t["failed"]
    assert deaths(out, 2) == {1: "shot"}
    assert out["winner"] == "mafia" and out["winners"] == [3]
    assert lines(out, 2)[-1] == "Игра окончена. Победа: мафия."
    prelude = [turn({"3": {"team_shot": 2}}, votes={"1": 4, "3": 4}),
               turn({"3": {"team_shot": 6}}, votes={"3": 1, "5": 1})]
    out = run(prelude + [turn({"3": {"team_shot": 5}, "5": {"shot": 3}})], city="palermo", seats=PALERMO)
    assert deaths(out, 2) == {3: "shot", 5: "shot"}
    assert out["winner"] == "host" and out["winners"] == []
    assert lines(out, 2)[-1] == "Игра окончена. В городе никого не осталось: победа ведущего."


def test_case_27_city_setups():
    from collections import Counter

    from app.core.errors import SetupError
    from app.core.rulesets.forum import city_roles

    assert city_roles("hongkong", 12) == {"commissar": 1, "doctor": 1, "authority": 1, "mafioso": 2,
                                          "sensei": 1, "yakuza": 2, "citizen": 4}
    assert city_roles("classic", 10, strong=True) == {"commissar": 1, "mafioso": 3, "citizen": 6}
    with pytest.raises(SetupError, match=r"\(M-10\.3\)"):
        city_roles("denver", 18)
    assert Counter(city_roles("denver", 20)) == Counter({
        "thief": 1, "bruiser": 1, "killer": 1, "lawyer": 1, "mafioso": 1, "maniac": 1, "sheriff": 1,
        "witness": 1, "girl": 1, "citizen": 11})
