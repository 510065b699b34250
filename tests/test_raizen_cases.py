"""Mafik Raizen's worked cases, R-16 #1–#35, one test each (R-15's setup,
seed 5, the illustrative catalogue; N1 with only the listed orders)."""

from __future__ import annotations

import re

import pytest

from app.core.rulesets.raizen.state import State
from app.core.rulesets.raizen.play import table_of
from tests.raizen_helpers import EXAMPLE, game_file, phase, play, refused, result, rule_of, state_of

EXAMPLE_PHASES = EXAMPLE["phases"]
LAW = {"cards": ["udar*2", "shchit*2", "bint", "vopros", "udar*2", "shchit*2", "donos", "zasada"],
       "rejected": ["donos*6", "vopros*6", "bint*6"]}


def decks(**extra):
    """R-15's entered decks plus some of a test's own."""
    out = dict(EXAMPLE["decks"])
    out.update(extra)
    return out


def with_deck(data, seat, name):
    data["seats"][seat - 1]["deck"] = name
    return data


def hands(record):
    return record["post"].splitlines()[-1]


def test_case_01_masochist_first_loss_copied_to_sleeve():
    """R-16 #1, R-6.1 weights, R-2 Masochist."""
    p = phase(game_file([{"2": {"kill": 8}, "4": {"kill": 9}, "6": {"kill": 9}}]), 0)
    assert p["kill"]["tally"] == {"8": 2, "9": 2.5} and p["kill"]["target"] == 9
    assert p["damage"] == {"9": 3} and p["lost"] == {"9": {"cancelled": 0, "cards": ["9:1", "9:2", "9:3"]}}
    assert p["sleeve"] == {"9": ["9:x1"]} and "Иван 3" in hands(p)
    game = play(game_file([{"2": {"kill": 8}, "4": {"kill": 9}, "6": {"kill": 9}}]))
    st = state_of(game).seats[9]
    assert st.cards["9:x1"] == "udar" and st.sleeve == ["9:x1"]


def test_case_02_boosts_cap_and_payments():
    """R-16 #2, R-6.2, R-11.2, R-18 18."""
    p = phase(game_file([{"2": {"kill": 8, "boost": {"pay": ["2:6"]}}, "4": {"boost": {"pay": ["4:3"]}},
                          "6": {"boost": {"pay": ["6:1"]}}}]), 0)
    assert p["kill"]["damage"] == 9 and p["damage"]["8"] == 5 and p["kill"]["boosts"] == [2, 4, 6]
    assert "Зоя 1" in hands(p) and all(f"{n} 5" in hands(p) for n in ("Борис", "Глеб", "Егор"))
    assert p["armour"]["6"] == 2
    p = phase(game_file([{"4": {"boost": {"pay": ["4:3"]}}}]), 0)
    assert p["kill"] == {"tally": {}, "target": None, "damage": 0, "boosts": [4]} and "Глеб 5" in hands(p)
    later = game_file([{}, {"1": {"vote": 6}}, {"2": {"kill": 9}, "4": {"boost": {"pay": ["4:3"]}}}])
    out = result(later)
    assert out["phases"][1]["deaths"] == [6]
    assert out["phases"][2]["kill"]["damage"] == 7


def test_case_03_child_and_artifact_armour_against_the_cap():
    """R-16 #3, R-11.1, R-11.2, R-9.2."""
    p = phase(game_file([{"2": {"kill": 5, "play": {"card": "2:1", "target": 5, "pay": ["2:6"]}}}]), 0)
    assert p["damage"] == {"5": 5} and p["armour"]["5"] == 4
    assert p["lost"] == {"5": {"cancelled": 0, "cards": ["5:1"]}} and "Дина 4" in hands(p)
    assert p["drawn"] == {"2": ["2:7"]}


def test_case_04_draws_cancelled_first_and_the_strongman():
    """R-16 #4, R-11.3, R-2 Strongman (``strongman_until: dealt``)."""
    out = result(game_file([{"8": {"play": {"card": "8:1", "target": 3}}, "2": {"kill": 8}}, {}]))
    n1, d1 = out["phases"]
    assert n1["lost"]["8"] == {"cancelled": 1, "cards": ["8:2", "8:3"]} and "Зоя 3" in hands(n1)
    assert n1["lost"]["3"] == {"cancelled": 0, "cards": ["3:1"]} and n1["armour"]["3"] == 1
    assert "3" not in d1["armour"]
    p = phase(game_file([{"8": {"discard": ["8:1", "8:2"]}, "2": {"kill": 8}}]), 0)
    assert p["lost"]["8"] == {"cancelled": 2, "cards": ["8:3"]}
    p = phase(game_file([{"8": {"discard": ["8:1", "8:2"]}, "2": {"kill": 8}}],
                        options={"cancel_draws_of": "plays"}), 0)
    assert p["lost"]["8"] == {"cancelled": 0, "cards": ["8:3", "8:4", "8:5"]}
    assert p["drawn"]["8"] == ["8:7", "8:8"]


def _anna_with(first_two):
    data = game_file(decks=decks(anna={"cards": first_two + ["udar*10"], "rejected": LAW["rejected"]},
                                 kastet={"cards": ["kastet*12"], "rejected": LAW["rejected"]}))
    with_deck(data, 1, "anna")
    return with_deck(data, 3, "kastet")


def test_case_05_a_cancelled_draw_can_kill():
    """R-16 #5, R-11.2, R-11.3: [Засада, Удар], plays the Засада paying the Удар."""
    data = _anna_with(["zasada", "udar"])
    n1 = {"1": {"order": ["1:3", "1:4", "1:5", "1:6", "1:1", "1:2"]}, "2": {"kill": 1},
          "3": {"play": {"card": "3:1", "target": 1}}}
    n2 = {"1": {"play": {"card": "1:1", "target": 8, "pay": ["1:2"]}}}
    data["phases"] = [n1, {}, dict(n2, **{"3": {"play": {"card": "3:2", "target": 1}}})]
    out = result(data)
    assert out["phases"][0]["lost"]["1"]["cards"] == ["1:3", "1:4", "1:5", "1:6"]
    assert out["phases"][2]["deaths"] == [1] and "Погибли: Анна." in out["phases"][2]["post"]
    data["phases"] = [n1, {}, n2]
    out = result(data)
    assert out["phases"][2]["deaths"] == [] and out["phases"][2]["hands"]["1"] == 1


def test_case_06_the_alien():
    """R-16 #6, R-2 Alien: dies with ≤ 1 card at step 9."""
    p = phase(game_file([{"2": {"kill": 7, "play": {"card": "2:1", "target": 7, "pay": ["2:6"]}},
                          "4": {"boost": {"pay": ["4:3"]}}}]), 0)
    assert p["damage"]["7"] == 5 and p["lost"]["7"]["cards"] == ["7:1", "7:2", "7:3", "7:4", "7:5"]
    assert p["deaths"] == [] and "Жанна 2" in hands(p)
    data = _anna_with(["udar", "udar"])
    data["phases"] = [{}, {"3": {"play": {"card": "3:1", "target": 7}}, "5": {"pass": 3}},
                      {"2": {"kill": 7}, "4": {"boost": {"pay": ["4:3"]}}}]
    out = result(data)
    assert out["phases"][1]["hands"]["7"] == 6
    assert out["phases"][2]["deaths"] == [7] and "Погибли: Жанна." in out["phases"][2]["post"]


def test_case_07_a_mortally_wounded_avenger():
    """R-16 #7, R-11.4, R-18 8."""
    for bad in ({"1": {"vote": 10}}, {"1": {"leader": 10}}):
        err = refused(game_file(EXAMPLE_PHASES + [bad]))
        assert rule_of(err) == "R-11.4" and "phases[3] (D2)" in str(err)
    err = refused(game_file(EXAMPLE_PHASES + [{}, {"2": {"kill": 10}}]))
    assert rule_of(err) == "R-11.4"
    out = result(game_file(EXAMPLE_PHASES + [{"10": {"vote": 1, "mode": "beating"}}, {}]))
    d2, n3 = out["phases"][3:]
    assert d2["veche"]["tally"] == {"1": 0.5} and d2["veche"]["beating"] == 0.5
    assert n3["deaths"] == [10] and "Погибли: Кира." in n3["post"]


D1_8 = {"2": {"vote": 3, "mode": "beating"}, "4": {"vote": 3, "mode": "beating"},
        "5": {"vote": 3, "mode": "execution"}, "6": {"vote": 3, "mode": "execution"}}


def test_case_08_execution_unless_beating_weighs_more():
    """R-16 #8, R-7.2, R-7.3."""
    d1 = phase(game_file([{}, D1_8]), 1)
    assert d1["veche"]["tally"] == {"3": 4} and d1["veche"]["result"] == "execution"
    assert d1["damage"] == {"3": 6} and d1["armour"] == {"3": 1} and d1["hands"]["3"] == 1
    assert "Итог: казнь, Вера." in d1["post"]
    out = result(game_file([{}, dict(D1_8, **{"1": {"mode": "beating"}}), {}]))
    d1, n2 = out["phases"][1:]
    assert d1["veche"]["beating"] == 3.5 and d1["lost"]["3"]["cards"] == ["3:1"]
    assert "Избитый игрок Вера карт не сыграл." in n2["post"]


def test_case_09_two_leaders_and_more():
    """R-16 #9, R-7.2, R-12.1 line 3 (R-18 19)."""
    d1 = phase(game_file([{}, {"2": {"vote": 3}, "4": {"vote": 8}}]), 1)
    assert d1["veche"]["result"] == "pair" and d1["veche"]["hit"] == [3, 8]
    assert d1["lost"]["3"]["cards"] == ["3:1", "3:2"] and d1["lost"]["8"]["cards"] == ["8:1", "8:2", "8:3"]
    assert "За казнь: 0, за избиение: 0.\nИтог: по 3 урона, Вера и Зоя." in d1["post"]
    d1 = phase(game_file([{}, {"2": {"vote": 3}, "4": {"vote": 8}, "5": {"vote": 9}}]), 1)
    assert d1["veche"]["result"] == "spread" and d1["veche"]["hit"] == [] and d1["damage"] == {}
    assert "Итог: лидеров больше двух, урона нет." in d1["post"]


def test_case_10_the_monk():
    """R-16 #10, R-2 Monk, R-2 Politician's 1,5."""
    out = result(game_file([{"2": {"kill": 8}}, {"1": {"vote": 8, "mode": "beating"}}]))
    n1, d1 = out["phases"]
    assert n1["lost"]["8"]["cards"] == ["8:1", "8:2", "8:3"]
    assert "Вече: Зоя 1,5." in d1["post"] and d1["lost"]["8"]["cards"] == ["8:4", "8:5"]
    assert d1["drawn"] == {"8": ["8:7"]} and "Зоя 2" in hands(d1)


def test_case_11_the_swindler_counts_double_until_elected():
    """R-16 #11, R-2 Swindler, R-8.1, R-8.2."""
    d1 = {"1": {"leader": 10}, "2": {"leader": 3}, "4": {"leader": 3}, "6": {"leader": 3}}
    p = phase(game_file([{}, d1], public={10: "swindler"}), 1)
    assert p["leader"] == {"tally": {"3": 3, "10": 3}, "elected": None} and "Лидер не избран." in p["post"]
    d1["8"] = {"leader": 10}
    p = phase(game_file([{}, d1], public={10: "swindler"}), 1)
    assert p["leader"] == {"tally": {"3": 3, "10": 5}, "elected": 10} and "Новый Лидер: Кира." in p["post"]
    err = refused(game_file([{}, d1, {}, {"1": {"leader": 10}}], public={10: "swindler"}))
    assert rule_of(err) == "R-8.1"
    out = result(game_file([{}, d1, {}, {}, {}, {"2": {"leader": 10}}], public={10: "swindler"}))
    assert out["phases"][5]["leader"]["tally"] == {"10": 1}


def _with_dorogo():
    from app.core.rulesets.raizen.catalogue import BUILTIN_TOML

    toml = BUILTIN_TOML.rstrip().rstrip("]") + (
        '  {id = "dorogo", name = "Дорого", colour = "attack", cost = 3, target = "other", '
        'effects = [{kind = "damage", amount = 1}]},\n]\n')
    killer = {"cards": ["dorogo", "udar*11", "donos", "bint", "shchit"],
              "rejected": ["udar*9", "zasada*9", "donos*3", "bint*3"]}
    data = game_file(catalogue="club.toml", catalogue_toml=toml, decks=decks(killer=killer))
    return data


def test_case_12_the_leader_pays_one_less():
    """R-16 #12, R-8.2, R-5.4."""
    n2 = {"2": {"kill": 9, "boost": {"pay": []}, "play": {"card": "2:1", "target": 9, "pay": []}}}
    out = result(game_file([{}, {"1": {"leader": 2}}, n2]))
    assert out["phases"][1]["leader"]["elected"] == 2 and "Лидер: Борис 1,5." in out["phases"][1]["post"]
    assert out["phases"][2]["damage"] == {"9": 9} and "Погибли: Иван." in out["phases"][2]["post"]
    for bad in ({"2": {"kill": 9, "boost": {"pay": ["2:6"]}}},
                {"2": {"play": {"card": "2:1", "target": 9, "pay": ["2:6"]}}}):
        assert rule_of(refused(game_file([{}, {"1": {"leader": 2}}, bad]))) == "R-5.4"
    data = _with_dorogo()
    data["phases"] = [{"2": {"play": {"card": "2:1", "target": 3, "pay": ["2:2", "2:3", "2:4"]}}}]
    assert rule_of(refused(data)) == "R-5.4"
    guess = {"target": 8, "cards": ["udar", "udar", "shchit", "shchit", "bint", "vopros"]}
    data["phases"] = [{"2": {"guess": guess}}, {},
                      {"2": {"play": {"card": "2:1", "target": 3, "pay": ["2:2", "2:3", "2:x1"]}}}]
    out = result(data)
    assert out["phases"][2]["damage"]["3"] == 1


def test_case_13_the_killers_guess():
    """R-16 #13, R-6.4, R-18 35."""
    wrong = {"2": {"guess": {"target": 8, "cards": ["udar", "udar", "udar", "zasada", "donos", "donos"]}}}
    p = phase(game_file([wrong]), 0)
    assert p["guess"] == {"target": 8, "named": 6, "matched": 2, "patrons": False}
    assert {"to": 2, "kind": "guess", "ru": "Догадка об игроке Зоя: неверно."} in p["private"]
    for d1, _ in (({"2": {"guess": {"target": 8, "cards": ["udar"] * 6}}}, "once"),
                  ({"2": {"guess": {"target": 4, "cards": ["udar"] * 6}}}, "mafia"),
                  ({"2": {"guess": {"target": 3, "cards": ["udar"] * 5}}}, "count")):
        assert rule_of(refused(game_file([wrong, d1]))) == "R-6.4"
    from app.core.rulesets.raizen.catalogue import BUILTIN_TOML

    toml = BUILTIN_TOML.replace('name = "Патрон"', 'name = "Пуля"')
    right = {"2": {"guess": {"target": 5, "cards": ["udar", "udar", "shchit", "shchit", "bint"]}}}
    p = phase(game_file([right], catalogue="club.toml", catalogue_toml=toml), 0)
    assert {"to": 2, "kind": "guess",
            "ru": "Догадка об игроке Дина: верно, вы получаете 2 карты Патрон."} in p["private"]


def test_case_14_the_advisors_invisible_cards():
    """R-16 #14, R-6.5, R-12.1 line 10."""
    game = play(game_file([{"2": {"kill": 6}, "6": {"invisible": ["6:1", "6:2"]}}]))
    p = game.result_json()["phases"][0]
    st = state_of(game).seats[6]
    assert p["damage"]["6"] == 3 and p["armour"]["6"] == 2 and p["lost"]["6"]["cards"] == ["6:1"]
    assert len(st.hand) == 5 and st.invisible == ["6:2"] and "Егор 4" in hands(p)
    p = phase(game_file([{"6": {"invisible": [f"6:{n}" for n in range(1, 7)]}}]), 0)
    assert "Егор 0" in hands(p) and p["deaths"] == []


def test_case_15_the_lazy_and_the_businessman():
    """R-16 #15, R-2 Lazy (R-18 18), R-2 Businessman."""
    assert phase(game_file([{"6": {"discard": ["6:1"]}}]), 0)["armour"]["6"] == 2
    assert phase(game_file([{"6": {"play": {"card": "6:1"}}}]), 0)["armour"]["6"] == 3
    p = phase(game_file([{}], public={9: "businessman"}), 0)
    assert p["sleeve"] == {"9": ["9:x1"]}
    assert state_of(play(game_file([{}], public={9: "businessman"}))).seats[9].cards["9:x1"] == "zhir"
    for order in ({"discard": ["9:1"]}, {"play": {"card": "9:3"}}):
        assert phase(game_file([{"9": order}], public={9: "businessman"}), 0)["sleeve"] == {}


def test_case_16_the_magicians_copy():
    """R-16 #16, R-2 Magician (R-18 26)."""
    n1 = {"8": {"play": {"card": "8:1", "target": 2, "copy": True}}, "2": {"kill": 8}}
    game = play(game_file([n1], public={8: "magician"}))
    p = game.result_json()["phases"][0]
    assert p["lost"]["8"] == {"cancelled": 0, "cards": ["8:2", "8:3", "8:4"]} and "8" not in p["drawn"]
    assert state_of(game).seats[8].hand == ["8:5", "8:6", "8:x1"]
    assert state_of(game).seats[8].cards["8:x1"] == "udar" and p["sleeve"] == {}
    again = {"8": {"play": {"card": "8:5", "target": 2, "copy": True}}}
    assert rule_of(refused(game_file([n1, again], public={8: "magician"}))) == "R-2"


def test_case_17_the_paranoid_and_the_banker():
    """R-16 #17, R-2 Paranoid, R-2 Banker."""
    boss = {"cards": ["zasada*2", "donos*6", "vopros*6", "bint"],
            "rejected": ["donos*9", "vopros*9", "udar*3", "bint*3"]}
    para = {"cards": ["oboyma"] + ["udar"] * 11, "rejected": LAW["rejected"]}
    data = game_file(public={3: "paranoid", 4: "banker"}, decks=decks(boss=boss, para=para))
    with_deck(data, 3, "para")
    data["phases"] = [{"3": {"play": {"card": "3:1"}}}, {"1": {"leader": 4}},
                      {"3": {"spend": ["3:x1", "3:x2"]}, "2": {"kill": 3},
                       "4": {"play": {"card": "4:1", "target": 5, "pay": []}}},
                      {}, {"4": {"play": {"card": "4:2", "target": 5, "pay": ["4:3"]}}}]
    out = result(data)
    assert out["phases"][0]["sleeve"] == {"3": ["3:x1", "3:x2"]}
    n2 = out["phases"][2]
    assert n2["armour"]["3"] == 2 and n2["lost"]["3"] == {"cancelled": 0, "cards": ["3:2"]}
    assert n2["armour"]["4"] == 3
    assert "4" not in out["phases"][4]["armour"]


def test_case_18_the_sociopath_on_the_first_day():
    """R-16 #18, R-2 Sociopath."""
    soc = {8: "sociopath"}
    for n1 in ({"2": {"kill": 8}}, {"1": {"play": {"card": "1:1", "target": 8}}},
               {"2": {"guess": {"target": 8, "cards": ["udar"] * 6}}}):
        assert rule_of(refused(game_file([n1], public=soc))) == "R-2"
    for d1 in ({"1": {"vote": 8}}, {"1": {"leader": 8}}):
        assert rule_of(refused(game_file([{}, d1], public=soc))) == "R-2"
    out = result(game_file([{}, {"5": {"pass": 8}}, {"2": {"kill": 8}}], public=soc))
    assert out["phases"][1]["artifact"]["to"] == 8 and out["phases"][2]["kill"]["target"] == 8


def test_case_19_a_pass_to_a_former_owner_is_drawn():
    """R-16 #19, R-9.3 (R-18 23), R-14.1."""
    p = phase(game_file([{}, {"5": {"pass": 5}}]), 1)
    assert p["artifact"] == {"from": 5, "to": 7, "how": "drawn", "law_armour": None}
    out = result(game_file([{}, {"5": {"pass": 3}}, {}, {"3": {"pass": 5}}]))
    assert out["phases"][1]["artifact"] == {"from": 5, "to": 3, "how": "passed", "law_armour": None}
    # the game's first generator draw: pick(8) = int(0.6229 × 8) = 4 over [1, 2, 4, 6, 7, 8, 9, 10]
    assert out["phases"][3]["artifact"] == {"from": 3, "to": 7, "how": "drawn", "law_armour": None}


def test_case_20_mafia_to_mafia_arms_a_law_player():
    """R-16 #20, R-9.4."""
    out = result(game_file([{}, {"4": {"pass": 2}}, {}], artifact={"namer": 3, "owner": 4}))
    assert out["phases"][1]["artifact"] == {"from": 4, "to": 2, "how": "passed", "law_armour": 8}
    assert out["phases"][2]["armour"]["2"] == 3 and out["phases"][2]["armour"]["8"] == 3
    assert not any("8" == str(m["to"]) and m["kind"] == "artifact" for m in out["phases"][1]["private"])


def test_case_21_a_dead_owners_artifact():
    """R-16 #21, R-9.3 ``dead_giver``."""
    p = phase(game_file([{}, {"2": {"vote": 5}, "5": {"pass": 3}}]), 1)
    assert p["deaths"] == [5] and "Погибли: Дина." in p["post"]
    assert p["artifact"] == {"from": 5, "to": None, "how": "destroyed", "law_armour": None}
    assert not any(m["to"] == 5 for m in p["private"])
    p = phase(game_file([{}, {"2": {"vote": 5}, "5": {"pass": 3}}], options={"dead_giver": "passes"}), 1)
    assert p["artifact"] == {"from": 5, "to": 3, "how": "passed", "law_armour": None}
    assert {"to": 3, "kind": "artifact", "ru": "У вас артефакт."} in p["private"]


def _eleven():
    data = game_file()
    data["seats"].append({"seat": 11, "player": "Лев", "secret": "law", "public": "journalist", "deck": "law"})
    return data


def _game_with_living(data, living):
    """A game of ``data`` whose other seats are dead before the phase in play
    (R-16 #22, #23 begin where only these live)."""
    data = dict(data, phases=[])
    game = play(data)
    for s, st in state_of(game).seats.items():
        st.alive = s in living
    return game


def test_case_22_two_living_at_eleven_or_twelve_seats():
    """R-16 #22, R-7.4 (R-18 24)."""
    from app.core.rulesets.raizen import RaizenOrder, ResolvePhase

    game = _game_with_living(_eleven(), {1, 2})
    game.push(ResolvePhase())
    err = game.why_not(RaizenOrder(1, {"vote": 2}))
    assert err is not None and err.rule == "R-7.4"
    game.push(RaizenOrder(1, {"leader": 1}))
    game.push(ResolvePhase())
    d1 = game.result_json()["phases"][1]
    assert d1["veche"]["result"] == "skipped" and "Вече не проводится: в живых двое." in d1["post"]
    assert d1["leader"]["elected"] == 1
    ten = _game_with_living(game_file(), {1, 2})
    ten.push(ResolvePhase())
    assert ten.why_not(RaizenOrder(1, {"vote": 2})) is None


def test_case_23_the_end():
    """R-16 #23, R-13.1 (R-18 16)."""
    from app.core.rulesets.raizen import RaizenOrder, ResolvePhase

    game = _game_with_living(game_file(), {1, 3, 5, 6, 7, 8, 9, 10})
    game.push(ResolvePhase())
    game.push(RaizenOrder(1, {"vote": 6}))
    game.push(ResolvePhase())
    out = game.result_json()
    assert out["status"] == "finished" and out["winner"] == "law" and out["winners"] == [1, 3, 5, 7, 8, 9, 10]
    assert out["phases"][1]["post"].endswith("Игра окончена. Победа: Закон.")
    both = _game_with_living(game_file(), {1, 2})
    state_of(both).seats[1].hand = ["1:1"]
    state_of(both).seats[2].hand = ["2:3"]
    both.push(RaizenOrder(1, {"play": {"card": "1:1", "target": 2}}))
    both.push(RaizenOrder(2, {"kill": 1}))
    both.push(ResolvePhase())
    out = both.result_json()
    assert out["winner"] == "draw" and out["winners"] == []
    assert out["phases"][0]["post"] == "Ночь 1.\nПогибли: Анна, Борис.\nИгра окончена. Ничья: погибли все."
    on = _game_with_living(game_file(), {2, 10})
    state_of(on).seats[10].hand = ["10:1"]
    on.push(RaizenOrder(2, {"kill": 10}))
    on.push(ResolvePhase())
    out = on.result_json()
    assert out["status"] == "in_progress" and out["phases"][0]["wounded"] == [10]


def test_case_24_a_deck_rebuilt_from_the_rejected_cards():
    """R-16 #24, R-3.4, R-14.1."""
    state = State(table_of(play(game_file([])).setup))
    st = state.seats[2]
    st.deck = ["2:15"]
    assert state.draw(st) == "2:15"
    assert len(st.deck) == 24 and st.deck[0] == "2:r11" and st.cards["2:r11"] == "zasada"
    assert sorted(st.deck, key=lambda c: int(c.split(":r")[1])) == [f"2:r{k}" for k in range(1, 25)]


def test_case_25_a_night_discard_is_instead_of_plays():
    """R-16 #25, R-5.3 ``night_discard``."""
    assert rule_of(refused(game_file([{"3": {"discard": ["3:1"], "play": {"card": "3:3"}}}]))) == "R-5.3"
    assert rule_of(refused(game_file([{}, {"3": {"discard": ["3:1"]}}]))) == "R-5.3"
    with_sleeve = [{}, {}, {"3": {"discard": ["3:1"], "sleeve": {"card": "3:x1"}}}]
    assert rule_of(refused(game_file(with_sleeve, public={3: "businessman"}))) == "R-5.3"
    out = result(game_file(with_sleeve, public={3: "businessman"}, options={"night_discard": "no_hand_play"}))
    assert out["phases"][2]["drawn"]["3"] == ["3:7"]


def test_case_26_the_journalists_question():
    """R-16 #26, R-2 Journalist, R-6.2."""
    n1 = {"4": {"kill": 1, "boost": {"pay": ["4:3"], "question": {"target": 3, "text": "Кто ты?"}}}}
    p = phase(game_file([n1], public={4: "journalist"}), 0)
    assert p["damage"]["1"] == 5 and "Анна 1" in hands(p)
    assert {"to": 3, "kind": "message", "ru": "Вам сообщение: «Кто ты?»"} in p["private"]
    law = {"3": {"boost": {"pay": ["3:1"], "question": {"target": 1, "text": "Кто ты?"}}}}
    assert rule_of(refused(game_file([law], public={3: "journalist"}))) == "R-6.2"


def test_case_27_the_croupier():
    """R-16 #27, R-2 Croupier."""
    p = phase(game_file([{}, {"3": {"croupier": "3:1"}}], public={3: "croupier"}), 1)
    assert p["drawn"] == {"3": ["3:7"]} and "Вера 6" in hands(p)
    again = [{}, {"3": {"croupier": "3:1"}}, {}, {"3": {"croupier": "3:2"}}]
    assert rule_of(refused(game_file(again, public={3: "croupier"}))) == "R-2"


@pytest.mark.parametrize("change, rule", [
    (lambda d: d["seats"][1].update(public="politician"), "R-1.2"),
    (lambda d: d["decks"]["law"]["cards"].append("udar"), "R-3.3"),
    (lambda d: d["seats"].pop(), "R-1.1"),
    (lambda d: d.update(artifact={"namer": 3, "owner": 3}), "R-9.1"),
    (lambda d: d["rules"].update(options={"players": [3, 12]}), "R-17"),
    (lambda d: d["rules"].update(options={"players": [10, 22]}), "R-17"),
])
def test_case_28_setup_errors(change, rule):
    """R-16 #28."""
    data = game_file()
    change(data)
    assert rule_of(refused(data)) == rule


def _drafted(**picks):
    from app.core.rulesets.raizen.table import _offers, read_table

    data = game_file([], decks=None, draft_seed=1, draft={})
    for seat in data["seats"]:
        seat.pop("deck")
    table = read_table(game_file())
    offers = _offers(table.catalogue, table.seats, table.secret, table.public, table.colour, 1)
    data["draft"] = {str(s): [list(o[:2] if len(o) == 5 else o[:1]) for o in offers[s]] for s in table.seats}
    data["draft"].update(picks)
    for s in table.seats:
        data["seats"][s - 1]["deck"] = None
    return data, offers


def test_case_29_the_apps_draft():
    """R-16 #29, R-3.1, R-3.2, R-3.3, R-14.1."""
    data, _ = _drafted()
    data["draft"]["1"][0] = ["bint", "zasada"]
    out = result(data)
    anna = out["draft"]["seats"]["1"]
    assert anna["offers"][0] == ["zasada", "slezhka", "donos", "granata", "bint"]
    assert anna["cards"][:2] == ["zasada", "bint"] and anna["rejected"][:3] == ["slezhka", "donos", "granata"]
    boris = out["draft"]["seats"]["2"]
    from app.core.rulesets.raizen.catalogue import builtin

    cards = builtin().cards
    assert all(cards[c].colour == "attack" for o in boris["offers"][:6] for c in o)
    assert boris["offers"][6] == ["bint", "donos", "slezhka"] and len(boris["offers"]) == 9
    assert len(boris["cards"]) == 15 and len(boris["rejected"]) == 24 and out["seats"][0]["deck"] is None
    bad, _ = _drafted()
    bad["draft"]["1"][0] = ["bint", "udar"]
    assert rule_of(refused(bad)) == "R-3.2"
    both, _ = _drafted()
    both["decks"] = EXAMPLE["decks"]
    assert rule_of(refused(both)) == "R-15"
    from app.core.rulesets.raizen.catalogue import BUILTIN_TOML

    few, _ = _drafted()
    four = BUILTIN_TOML
    for card in ("zapiska", "gadanie"):     # 6 information deck cards → 4
        four = re.sub(rf'(id = "{card}", name = "[^"]+", colour = )"information"', r'\1"attack"', four)
    few.update(catalogue="club.toml", catalogue_toml=four)
    assert rule_of(refused(few)) == "R-4"


def test_case_30_the_luckys_mulligan():
    """R-16 #30, R-2 Lucky, R-14.2 (4)."""
    data = game_file([{"2": {"kill": 9}}], public={9: "lucky"})
    data["seats"][8]["mulligan"] = True
    game = play(dict(data, phases=[]))
    st = state_of(game).seats[9]
    assert st.hand == ["9:10", "9:5", "9:2", "9:4", "9:3", "9:1"]
    assert st.deck == ["9:7", "9:6", "9:11", "9:12", "9:9", "9:8"]
    p = phase(data, 0)
    assert p["lost"]["9"]["cards"] == ["9:10", "9:5", "9:2"]


def test_case_31_a_wounded_avenger_with_no_card_cannot_be_guessed():
    """R-16 #31, R-6.4 (R-18 6)."""
    err = refused(game_file(EXAMPLE_PHASES + [{"2": {"guess": {"target": 10, "cards": []}}}]))
    assert rule_of(err) == "R-6.4"


def test_case_32_a_leader_who_dies_that_day_is_not_elected():
    """R-16 #32, R-8.2 (R-18 9)."""
    p = phase(game_file([{}, {"1": {"leader": 5}, "2": {"vote": 5}}]), 1)
    assert p["deaths"] == [5] and "Погибли: Дина." in p["post"]
    assert p["leader"] == {"tally": {"5": 1.5}, "elected": None}
    assert "Лидер: Дина 1,5.\nЛидер не избран." in p["post"]


def test_case_33_a_free_boost_keeps_the_businessmans_zhir():
    """R-16 #33, R-2 Businessman (R-18 12), R-8.2."""
    out = result(game_file([{}, {"1": {"leader": 4}}, {"4": {"kill": 9, "boost": {"pay": []}}}],
                           public={4: "businessman"}))
    assert out["phases"][0]["sleeve"] == {"4": ["4:x1"]}
    assert out["phases"][2]["sleeve"]["4"] == ["4:x2"] and out["phases"][2]["damage"]["9"] == 5


def test_case_34_a_tell_is_forwarded_when_sent():
    """R-16 #34, R-6.3 (R-18 14), R-5.2 (R-18 36)."""
    p = phase(game_file([{}, {"4": {"tell": {"to": 2, "text": "Молчи."}}, "1": {"vote": 2}}]), 1)
    assert p["deaths"] == [2]
    assert {"to": 2, "kind": "boss", "ru": "Сообщение от Босса: «Молчи.»"} in p["private"]
    for text in ("см. www.example.org", "", "   ", "WWW.x", "http://x"):
        err = refused(game_file([{}, {"4": {"tell": {"to": 2, "text": text}}}]))
        assert rule_of(err) == "R-5.2"


def test_case_35_the_croupiers_draw_is_cancelled_first():
    """R-16 #35, R-11.3 ``cancel_draws_of`` (R-18 13)."""
    d1 = {"3": {"croupier": "3:1"}, "2": {"vote": 3, "mode": "beating"}}
    p = phase(game_file([{}, d1], public={3: "croupier"}), 1)
    assert p["lost"] == {"3": {"cancelled": 1, "cards": ["3:2"]}} and "Вера 4" in hands(p)
    p = phase(game_file([{}, d1], public={3: "croupier"}, options={"cancel_draws_of": "plays"}), 1)
    assert p["lost"] == {"3": {"cancelled": 0, "cards": ["3:2", "3:3"]}} and p["drawn"] == {"3": ["3:7"]}
    assert "Вера 4" in hands(p)
