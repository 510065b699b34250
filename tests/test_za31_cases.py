"""ЗА 31's worked cases, Z-14 #1–#26, one test each (Z-13's world plus
``les`` and ``chest``; Анна, Борис, Вера, Глеб at start values; seed 1; turn 1)."""

from __future__ import annotations

from za31_helpers import T, game, lines, refused, result, rule_of

ICC = ["infantry", "wizardry", "commander"]


def shard(target, extra, tactic=None):
    order = {"do": "shard", "target": target, "extra": extra}
    if tactic is not None:
        order["tactic"] = tactic
    return order


def invade(target, extra, tactic=None):
    order = {"do": "invade", "target": target, "extra": extra}
    if tactic is not None:
        order["tactic"] = tactic
    return order


def sizes(*values):
    return [{"size": v} for v in values]


def test_case_01_the_tactics_table_and_the_commander():
    """Z-14 #1, Z-5.4, Z-6.4, Z-3.2; ``hero_guess: same``."""
    turn = result(game({"1": [shard("kamni", 7, ICC)]}))["turns"][0]
    battle = turn["battles"][0]
    anna, lord = battle["sides"]
    assert anna["penalty"] == {"unit": 0, "magic": -2, "hero": -2, "commander": 0, "wizard": 0} and anna["strength"] == 3
    assert lord["penalty"]["commander"] == -2 and lord["strength"] == 2 and battle["result"] == "captured"
    assert turn["spent"] == {"1": 9} and "Анна: высота 0 → 2." in lines(turn, 4)
    assert "Анна: доход 9, энергия 10." in lines(turn, 7)
    same = result(game({"1": [shard("kamni", 7, ICC)]}, options={"hero_guess": "same"}))["turns"][0]
    assert same["battles"][0]["sides"][1]["strength"] == 4 and same["battles"][0]["result"] == "held"


def test_case_02_the_examples_invasion():
    """Z-14 #2: Z-13's example, turn 2."""
    from za31_helpers import EXAMPLE, play

    out = play(EXAMPLE).result_json()
    battle = out["turns"][1]["battles"][0]
    assert [s["strength"] for s in battle["sides"]] == [3, 35] and battle["result"] == "repelled"
    assert battle["defence"] == [32, 27] and battle["paid"] == 9
    assert "Анна: высота 2 → 1." in lines(out["turns"][1], 5)


def test_case_03_a_tie_decided_by_the_stake():
    """Z-14 #3, Z-5.6."""
    turn = result(game({"1": [shard("kamni", 8, T)], "2": [shard("kamni", 6, ["cavalry", "sorcery", "warrior"])]}))["turns"][0]
    b = turn["battles"][0]
    assert [s["strength"] for s in b["sides"]] == [6, 6, 4] and b["tie"] == "stake" and b["winner"] == 1
    assert "Ничья по силе 6, решает ставка: Анна 8, Борис 6." in lines(turn, 4)
    assert turn["state"]["1"]["height"] == 2 and turn["state"]["2"]["height"] == 2


def test_case_04_dice_between_equal_stakes():
    """Z-14 #4, Z-5.6, Z-12.1."""
    turn = result(game({"1": [shard("kamni", 8, T)], "2": [shard("kamni", 8, T)]}))["turns"][0]
    b = turn["battles"][0]
    assert b["tie"] == "dice" and b["winner"] == 2 and len(b["dice"]) == 4
    assert [d["roll"] for d in b["dice"]] == [[1, 6], [5, 2], [3, 3], [4, 5]]
    assert "2d6: Анна 1+6=7, Борис 5+2=7." in lines(turn, 4) and "2d6: Анна 3+3=6, Борис 4+5=9." in lines(turn, 4)


def test_case_05_the_lord_rolls_too_unless_the_holder_keeps_it():
    """Z-14 #5, Z-5.6 ``lord_tie``."""
    turn = result(game({"1": [shard("kamni", 6, T)]}, seed=2))["turns"][0]
    assert "2d6: Анна 6+6=12, лорд 1+1=2." in lines(turn, 4) and turn["battles"][0]["result"] == "captured"
    held = result(game({"1": [shard("kamni", 6, T)]}, seed=2, options={"lord_tie": "holder"}))["turns"][0]
    assert held["battles"][0]["result"] == "held" and held["battles"][0]["dice"] == []
    assert "Ничья по силе 6: осколок остаётся за лордом." in lines(held, 4)


def test_case_06_only_the_strongest_captures_and_losers_move():
    """Z-14 #6, Z-6.1, Z-6.4 ``move_on_loss``."""
    turn = result(game({"1": [shard("kamni", 8, T)], "2": [shard("kamni", 7, T)]}))["turns"][0]
    assert turn["battles"][0]["winner"] == 1 and turn["spent"]["2"] == 9 and turn["state"]["2"]["height"] == 2
    stay = result(game({"1": [shard("kamni", 8, T)], "2": [shard("kamni", 7, T)]},
                       options={"move_on_loss": False}))["turns"][0]
    assert stay["state"]["2"]["height"] == 0


def test_case_07_a_default_lord_with_a_drawn_tactic():
    """Z-14 #7, Z-1.4, Z-12.1."""
    turn = result(game({"4": [shard("les", 9, ["infantry", "sorcery", "warrior"])]}, seed=3))["turns"][0]
    lord = turn["battles"][0]["sides"][1]
    assert lord["stake"] == 8 and lord["tactic"] == ["infantry", "sorcery", "scout"] and lord["drawn"] is True
    assert turn["battles"][0]["result"] == "held"
    assert any(x.endswith("лорд: Пехота, Колдовство, Разведчик (жребий) — 8 = 8 + 0.") for x in lines(turn, 4))


CASE8 = {1: {"shards": sizes(6, 3, 4), "energy": 0, "defence": 10, "tactic": {"world": T}},
         2: {"shards": sizes(6, 2), "energy": 32}, 3: {"shards": sizes(6, 2), "energy": 32}}


def test_case_08_invasions_by_payment():
    """Z-14 #8, Z-6.3."""
    turn = result(game({"2": [invade(1, 20, T)], "3": [invade(1, 24, T)]}, seats=CASE8))["turns"][0]
    assert "Порядок вторжений: Вера → Анна (28), Борис → Анна (24)." in lines(turn, 5)
    state = turn["state"]
    assert state["1"]["size"] == 6 and state["2"]["size"] == 11 and state["3"]["size"] == 12
    assert [b["result"] for b in turn["battles"]] == ["won", "won"]


def test_case_09_equal_payments_by_lot():
    """Z-14 #9, Z-6.3, Z-12.2."""
    orders = {"2": [invade(1, 20, T)], "3": [invade(1, 20, T)]}
    turn = result(game(orders, seats=CASE8))["turns"][0]
    assert "Порядок вторжений: Борис → Анна (24, жребий), Вера → Анна (24, жребий)." in lines(turn, 5)
    assert all(b["lot"] for b in turn["battles"]) and [b["result"] for b in turn["battles"]] == ["repelled"] * 2
    assert turn["state"]["2"]["defence"] == 12 and turn["state"]["3"]["defence"] == 12
    other = result(game(orders, seats=CASE8, seed=2))["turns"][0]
    assert "Порядок вторжений: Вера → Анна (24, жребий), Борис → Анна (24, жребий)." in lines(other, 5)


CASE10_WORLD = {"format": "za31-world/1",
                "shards": [{"id": "kamni", "name": "Камни Ветров", "size": 3, "height": 2,
                            "lord": {"strength": 6, "tactic": T}},
                           {"id": "les", "name": "Тихий Лес", "size": 4, "height": 0}],
                "sources": [{"id": "chest", "name": "Источник честности", "height": 1, "defence": 10,
                             "tactic": ["archers", "elemental", "scout"], "owner": 2}]}
CASE10 = {1: {"shards": sizes(6, 3), "energy": 30},
          2: {"shards": [{"size": 6, "buildings": ["Башня"]}], "defence": 10, "tactic": {"world": T}},
          3: {"shards": sizes(6, 2), "energy": 20}}


def test_case_10_elimination_and_a_void_invasion():
    """Z-14 #10, Z-6.3 (Z-16 3, 4)."""
    turn = result(game({"1": [invade(2, 20, T)], "3": [invade(2, 10, T)]}, seats=CASE10, world=CASE10_WORLD))["turns"][0]
    first, second = turn["battles"]
    assert first["result"] == "eliminated" and first["shard"] == "prize1_1" and second["result"] == "void"
    assert "Анна побеждает, Борис выбывает; Анна получает осколок 2." in lines(turn, 5)
    assert turn["spent"]["3"] == 14 and turn["state"]["1"]["shards"] == ["home1", "home1_2", "prize1_1"]
    assert "Анна: мир 11 (6+3+2)" in turn["situation"] and "Выбыли: Борис (мир уничтожен, ход 1)." in turn["situation"]
    assert "Источник честности: высота 1, ничей." in turn["situation"]
    assert turn["state"]["1"]["income"] == 11


def test_case_11_a_stake_tie_and_a_draw():
    """Z-14 #11 (Z-16 32)."""
    a = result(game({"1": [invade(2, 10, T)]}, seats={1: {"shards": sizes(6, 3), "energy": 20},
                                                      2: {"shards": sizes(6, 2), "defence": 2,
                                                          "tactic": {"world": T}}}))["turns"][0]
    assert a["battles"][0]["tie"] == "stake" and a["battles"][0]["result"] == "won"
    b = result(game({"1": [invade(2, 10, ["infantry", "elemental", "commander"])]},
                    seats={1: {"shards": sizes(6, 3), "energy": 20},
                           2: {"defence": 10, "tactic": {"world": ["cavalry", "elemental", "scout"]}}}))["turns"][0]
    assert b["battles"][0]["result"] == "draw" and b["battles"][0]["tie"] == "draw"
    assert "Ничья по силе 10 и ставке 10: никто не теряет осколок." in lines(b, 5)
    assert b["state"]["1"]["defence"] == 32 and b["state"]["2"]["defence"] == 10


def test_case_12_the_shortfall():
    """Z-14 #12, Z-7.2 ``shortfall``."""
    first = result(game({"1": [shard("kamni", 7, ICC), {"do": "defend", "energy": 2}]}))["turns"][0]
    assert first["cancelled"] == [{"seat": 1, "index": 1, "do": "defend"}] and first["spent"] == {"1": 9}
    rev = result(game({"1": [{"do": "defend", "energy": 2}, shard("kamni", 7, ICC)]}))["turns"][0]
    assert rev["spent"] == {"1": 2} and rev["battles"] == [] and rev["state"]["1"]["skips"] == 1
    reduce = result(game({"1": [shard("kamni", 7, ICC), {"do": "defend", "energy": 2}]},
                         options={"shortfall": "reduce"}))["turns"][0]
    assert reduce["spent"] == {"1": 10} and reduce["cancelled"] == []
    assert "Анна: энергия на защиту мира 1, защита в этот ход 33." in lines(reduce, 3)


def test_case_13_skips_silence_and_the_nothing():
    """Z-14 #13, Z-8.2, Z-8.3 (Z-16 17)."""
    skip = [{"do": "skip"}]
    seats = {1: {"shards": sizes(6, 3)}}
    base = [{"1": skip}] * 4 + [{"1": skip, "2": [{"do": "return"}]}, {"1": skip}]
    out = result(game(*base, players=2, seats=seats))
    t = out["turns"]
    assert [x["state"]["2"]["energy"] for x in t[:2]] == [16, 22]
    assert [x for x in lines(t[2], 7) if x.startswith("Борис")] == [
        "Борис: пропуск хода 3 раза подряд — доход +1.", "Борис: доход 7, энергия 24 (предел 24).",
        "Борис попадает в Ничто."]
    assert not [x for x in lines(t[3], 7) if x.startswith("Борис")]
    assert t[3]["state"]["2"]["income"] == 7 and t[3]["state"]["2"]["status"] == "nothing"
    assert [x for x in lines(t[4], 7) if x.startswith("Борис")] == ["Борис выходит из Ничто."]
    assert "Борис: доход 7, энергия 24 (предел 24)." in lines(t[5], 7)
    for bad, rule in (([invade(2, 0, T)], "Z-8.3"), ([{"do": "skip"}, invade(2, 0, T)], "Z-4.1")):
        data = game(*base[:3], {"1": bad}, players=2, seats=seats)
        assert rule_of(refused(data)) == rule
    data = game(*base[:3], {"2": [{"do": "return"}, {"do": "defend", "energy": 1}]}, players=2, seats=seats)
    assert rule_of(refused(data)) == "Z-4.2"


def test_case_14_the_cap():
    """Z-14 #14, Z-3.1 (Z-16 1, 2)."""
    turn = result(game({}, seats={1: {"energy": 20}}))["turns"][0]
    assert "Анна: доход 6, энергия 24 (предел 24)." in lines(turn, 7)
    seats = {1: {"shards": sizes(6, 3), "energy": 36, "defence": 0, "tactic": {"world": T}},
             2: {"shards": sizes(6, 2), "energy": 32}}
    turn = result(game({"2": [invade(1, 20, T)]}, seats=seats))["turns"][0]
    assert turn["battles"][0]["result"] == "won" and "Анна: энергия ограничена пределом 24." in lines(turn, 5)
    assert "Анна: доход 6, энергия 24 (предел 24)." in lines(turn, 7)
    turn = result(game({"orders": {}, "host": [{"phase": 8, "seat": 1, "energy": 10}]},
                       seats={1: {"energy": 20}}))["turns"][0]
    assert lines(turn, 8)[:2] == ["Анна: энергия +10.", "Анна: энергия ограничена пределом 24."]


ZERKALO = {"format": "za31-world/1",
           "shards": [{"id": "kamni", "name": "Камни Ветров", "size": 3, "height": 2,
                       "lord": {"strength": 6, "tactic": T}}, {"id": "les", "name": "Тихий Лес", "size": 4}],
           "sources": [{"id": "chest", "name": "Источник честности", "height": 1, "defence": 10,
                        "tactic": ["archers", "elemental", "scout"]}],
           "artifacts": [{"id": "zerkalo", "name": "Зеркало", "owner": 1, "effect": "host", "charges": 1}]}


def test_case_15_three_skips_raise_the_income():
    """Z-14 #15, Z-8.1, Z-8.2 ``skip_bonus``."""
    out = result(game({"1": [{"do": "tactic", "world": T}]}, {"1": [{"do": "defend", "energy": 2}]},
                      {"1": [{"do": "skip"}]}))
    assert [t["state"]["1"]["skips"] for t in out["turns"]] == [1, 2, 0]
    assert out["turns"][2]["state"]["1"]["bonus"] == 1 and "Анна: доход 7" in " ".join(lines(out["turns"][2], 7))
    assert out["turns"][2]["state"]["1"]["status"] == "active"
    for target, words in ((2, "Борис"), ("les", "Тихий Лес"), ("chest", "Источник честности")):
        art = result(game({"1": [{"do": "artifact", "id": "zerkalo", "target": target}]},
                          {"1": [{"do": "defend", "energy": 2}]}, {"1": [{"do": "skip"}]}, world=ZERKALO))
        assert f"Анна: артефакт Зеркало применён к {words}." in lines(art["turns"][0], 6)
        assert art["turns"][2]["state"]["1"]["bonus"] == 0 and art["turns"][0]["state"]["1"]["skips"] == 0
        assert "Зеркало (заряды: 0)" in art["turns"][0]["situation"]


def test_case_16_sources():
    """Z-14 #16, Z-6.2 ``source_defence`` (Z-16 5, 23, 25)."""
    cheb = ["cavalry", "elemental", "scout"]
    at1 = {1: {"height": 1}, 3: {"height": 1}}
    src = {"do": "source", "target": "chest", "extra": 10, "tactic": cheb}
    turn = result(game({"1": [src], "3": [src]}, seats=at1))["turns"][0]
    b = turn["battles"][0]
    assert [s["strength"] for s in b["sides"]] == [10, 10, 6] and b["tie"] == "holder" and b["winner"] == "guardian"
    assert lines(turn, 4)[-2:] == ["Ничья по силе 10: источник остаётся у прежнего владельца.",
                                   "Страж удерживает источник Источник честности."]
    nine = {"do": "source", "target": "chest", "extra": 9, "tactic": cheb}
    turn = result(game({"1": [nine]}))["turns"][0]
    assert "Анна захватывает источник Источник честности; его защита 32." in lines(turn, 4)
    assert "Анна: высота 0 → 1." in lines(turn, 4) and "источники: Источник честности" in turn["situation"]
    turn = result(game({"1": [nine, {"do": "defend", "energy": 5}]}, seats={1: {"energy": 20}}))["turns"][0]
    assert "Анна: энергия на защиту мира 5, защита в этот ход 37." in lines(turn, 3)
    assert "Анна захватывает источник Источник честности; его защита 32." in lines(turn, 4)
    owner = result(game({"1": [nine]}, {"2": [{"do": "source", "target": "chest", "extra": 0, "tactic": T}]},
                        options={"source_defence": "owner"}, seats={1: {"defence": 40}}))["turns"][1]
    assert owner["battles"][0]["sides"][1]["stake"] == 40


def test_case_17_refused_orders():
    """Z-14 #17, Z-4.4."""
    assert rule_of(refused(game({"1": [invade(2, 0, T)]}))) == "Z-4.2"
    assert rule_of(refused(game({"1": [{"do": "skip"}, shard("les", 1)]}))) == "Z-4.1"
    assert rule_of(refused(game({"1": [shard("kamni", 5, ["infantry", "sorcery", "knight"])]}))) == "Z-5.2"
    err = refused(game({"1": [invade(2, 0, T)]}))
    assert str(err).startswith('turns[0] (turn 1): {"1": [{"do": "invade", "target": 2, "extra": 0, "tactic": ')


def test_case_18_surrender():
    """Z-14 #18, Z-9.1."""
    seats = {3: {"shards": [{"size": 6}, {"size": 3, "id": "ruda", "name": "Рудник"}], "height": 2}}
    turn = result(game({"3": [{"do": "surrender"}]}, seats=seats))["turns"][0]
    assert "Вера сдаётся: мир разрушен, осколки 6, 3 остаются на высоте 2." in lines(turn, 7)
    assert not any(x.startswith("Вера: доход") for x in lines(turn, 7))
    assert "Родовой осколок (Вера): размер 6, высота 2." in turn["situation"]
    assert "Рудник: размер 3, высота 2." in turn["situation"] and "Выбыли: Вера (сдача, ход 1)." in turn["situation"]
    nxt = result(game({"3": [{"do": "surrender"}]}, {"1": [shard("ruda", 0, T)]}, seats=seats))["turns"][1]
    assert nxt["battles"][0]["sides"][1]["stake"] == 6


def test_case_19_the_turn_limit():
    """Z-14 #19, Z-10.1, Z-10.2 ``winner_tie``."""
    world = dict(ZERKALO, costs={"max_turns": 1}, artifacts=[])
    seats = {1: {"shards": sizes(6, 3, 4)}, 2: {"shards": sizes(6, 7), "energy": 20}, 3: {"shards": sizes(6, 3)}}
    out = result(game({}, players=3, seats=seats, world=world))
    assert out["status"] == "finished" and out["winners"] == [1, 2]
    assert out["turns"][0]["situation"].endswith("Игра окончена: последний ход 1. Победители: Анна, Борис (мир 13).")
    energy = result(game({}, players=3, seats=seats, world=world, options={"winner_tie": "energy"}))
    assert energy["winners"] == [2]


def test_case_20_one_lord_left():
    """Z-14 #20, Z-10.1."""
    seats = {1: CASE10[1], 2: CASE10[2]}
    out = result(game({"1": [invade(2, 20, T)]}, players=2, seats=seats, world=CASE10_WORLD))
    assert out["status"] == "finished" and out["winners"] == [1]
    assert lines(out["turns"][0], 8)[-1] == "Игра окончена: в игре остался один Владыка. Победитель: Анна (мир 11)."
    assert rule_of(refused(game({"1": [invade(2, 20, T)]}, {}, players=2, seats=seats, world=CASE10_WORLD))) == "Z-10.1"
    world = dict(CASE10_WORLD, costs={"max_turns": 1})
    out = result(game({"1": [invade(2, 20, T)]}, players=2, seats=seats, world=world))
    assert lines(out["turns"][0], 8)[-1] == "Игра окончена: последний ход 1. Победитель: Анна (мир 11)."


def test_case_21_the_tactic_after_a_loss():
    """Z-14 #21, Z-5.3 (Z-16 29)."""
    seats = dict(CASE8)
    seats[1] = dict(CASE8[1], tactic={"world": T, "after_loss": ["infantry", "elemental", "warrior"]})
    turn = result(game({"2": [invade(1, 20, T)], "3": [invade(1, 24, T)]}, seats=seats))["turns"][0]
    assert [b["result"] for b in turn["battles"]] == ["won", "repelled"]
    assert turn["battles"][1]["sides"][0]["strength"] == 18 and turn["state"]["2"]["defence"] == 12
    assert turn["state"]["1"]["size"] == 9


def test_case_22_a_standing_order_drawn_in_phase_0():
    """Z-14 #22, Z-4.5, Z-12.2."""
    turn = result(game({"4": [shard(["kamni", "les"], 5, T)]}, seed=4))["turns"][0]
    assert lines(turn, 0) == ["Жребий: Глеб — Камни Ветров."]
    assert turn["spent"] == {"4": 7} and turn["battles"][0]["result"] == "held" and turn["state"]["4"]["height"] == 2
    turn = result(game({"orders": {"4": [shard(["kamni", "les"], 5, T)]},
                        "host": [{"phase": 0, "seat": 4, "energy": 3}]}, seed=4))["turns"][0]
    assert lines(turn, 0) == ["Жребий: Глеб — Камни Ветров.", "Глеб: энергия +3."]
    assert "Глеб: расход 7 (перемещение 2, дополнительная энергия 5), остаток 6." in lines(turn, 1)
    for bad in (["kamni"], [], ["kamni", "kamni"]):
        assert rule_of(refused(game({"4": [shard(bad, 5, T)]}))) == "Z-4.5"


def test_case_23_moving_costs_heights():
    """Z-14 #23, Z-1.3 ``move_cost``."""
    turn = result(game({"1": [shard("les", 5, T)]}, seats={1: {"height": 3}}))["turns"][0]
    lord = turn["battles"][0]["sides"][1]
    assert turn["spent"] == {"1": 8} and lord["tactic"] == ["infantry", "wizardry", "wizard"]
    assert [s["strength"] for s in turn["battles"][0]["sides"]] == [3, 4] and turn["battles"][0]["result"] == "held"
    assert "Анна: высота 3 → 0." in lines(turn, 4)
    up = result(game({"1": [shard("les", 5, T)]}, seats={1: {"height": 3}}, options={"move_cost": "up"}))["turns"][0]
    assert up["spent"] == {"1": 5}


def test_case_24_only_those_with_the_highest_stake_roll():
    """Z-14 #24, Z-5.6 (Z-16 7)."""
    ach = ["archers", "elemental", "warrior"]
    turn = result(game({"1": [shard("kamni", 8, ach)], "2": [shard("kamni", 8, ach)]}))["turns"][0]
    b = turn["battles"][0]
    assert [s["strength"] for s in b["sides"]] == [6, 6, 6] and b["winner"] == 2
    assert "Ничья по силе 6 и ставке 8: бросок 2d6." in lines(turn, 4)
    assert {d["who"] for d in b["dice"]} == {1, 2}
    held = result(game({"1": [shard("kamni", 8, ach)], "2": [shard("kamni", 8, ach)]},
                       options={"lord_tie": "holder"}))["turns"][0]
    assert held["battles"][0]["result"] == "held"


def test_case_25_a_sources_own_tactic_then_all_sources():
    """Z-14 #25, Z-5.3 (Z-16 6, 22)."""
    world = dict(CASE10_WORLD, sources=[dict(CASE10_WORLD["sources"][0], owner=1)])
    iss = ["infantry", "sorcery", "scout"]
    t1 = {"1": [{"do": "tactic", "sources": iss, "source": {"chest": ["archers", "wizardry", "commander"]}}],
          "2": [{"do": "source", "target": "chest", "extra": 3, "tactic": T}]}
    t2 = {"1": [{"do": "tactic", "sources": iss}], "2": [{"do": "source", "target": "chest", "extra": 3, "tactic": T}]}
    out = result(game(t1, t2, world=world))
    first, second = out["turns"][0]["battles"][0], out["turns"][1]["battles"][0]
    assert [s["strength"] for s in first["sides"]] == [3, 4] and first["result"] == "held"
    assert [s["strength"] for s in second["sides"]] == [-3, 10]
    assert any("— -3 = 3 - 6" in x for x in lines(out["turns"][1], 4))


def test_case_26_three_sides():
    """Z-14 #26, Z-5.5 ``multi_tactics``."""
    orders = {"1": [shard("kamni", 9, ICC)], "2": [shard("kamni", 6, ["archers", "elemental", "scout"])]}
    at2 = {1: {"height": 2}, 2: {"height": 2}}
    expect = {"sum": ([1, 2, 0], 2), "worst": ([5, 4, 2], 1), "any": ([3, 2, 0], 1)}
    for multi, (strengths, winner) in expect.items():
        b = result(game(orders, seats=at2, options={"multi_tactics": multi}))["turns"][0]["battles"][0]
        assert [s["strength"] for s in b["sides"]] == strengths and b["winner"] == winner, multi
