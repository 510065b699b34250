"""ЗА 31: one test per order kind of Z-4, per tactic of the table (Z-5.4)
and per option of Z-15 (Z-14's setup unless said otherwise)."""

from __future__ import annotations

import pytest

from app.core.rulesets.za31.tactics import HEROES, MAGIC, UNITS, against, parse_tactic
from za31_helpers import T, game, lines, refused, result, rule_of

ICC = ["infantry", "wizardry", "commander"]


def first(data):
    return result(data)["turns"][0]


def sizes(*values):
    return [{"size": v} for v in values]


WORLD_ART = {"format": "za31-world/1",
             "shards": [{"id": "kamni", "name": "Камни Ветров", "size": 3, "height": 2,
                         "lord": {"strength": 6, "tactic": T}}],
             "sources": [{"id": "chest", "name": "Источник честности", "height": 1, "defence": 10,
                          "tactic": ["archers", "elemental", "scout"]}],
             "artifacts": [{"id": "kolco", "name": "Кольцо", "owner": 1, "effect": "energy", "value": 5, "charges": 2,
                            "recharge": 1, "max_charges": 2},
                           {"id": "shchit", "name": "Щит", "owner": 2, "effect": "defence", "value": 4},
                           {"id": "mech", "name": "Меч", "owner": 1, "effect": "strength", "value": 3, "auto": True}],
             "events": [{"id": "turnir", "name": "Турнир", "text": "Кто сильнее?", "cost": 1, "counts_as_action": True}]}


# ---------------------------------------------------------------- Z-4, each order kind

def test_z4_shard():
    assert first(game({"1": [{"do": "shard", "target": "kamni", "extra": 7, "tactic": ICC}]}))["battles"][0]["kind"] == "shard"


def test_z4_invade():
    t = first(game({"1": [{"do": "invade", "target": 2, "extra": 1, "tactic": T}]}, seats={1: {"shards": sizes(6, 3)}}))
    assert t["battles"][0]["kind"] == "invasion" and t["spent"] == {"1": 5}


def test_z4_source():
    t = first(game({"1": [{"do": "source", "target": "chest", "extra": 9, "tactic": ["cavalry", "elemental", "scout"]}]}))
    assert t["battles"][0]["kind"] == "source" and t["state"]["1"]["sources"] == ["chest"]


def test_z4_skip():
    assert first(game({"1": [{"do": "skip"}]}))["state"]["1"]["skips"] == 1


def test_z4_surrender():
    t = first(game({"2": [{"do": "surrender"}]}))
    assert t["state"]["2"]["status"] == "surrendered" and t["state"]["2"]["shards"] == []


def test_z4_nothing_and_return():
    out = result(game({"2": [{"do": "nothing"}]}, {"2": [{"do": "return"}]}, {}))
    assert "Борис уходит в Ничто." in lines(out["turns"][0], 7) and out["turns"][0]["state"]["2"]["status"] == "nothing"
    assert "Борис: доход 6, энергия 16." in lines(out["turns"][0], 7)      # paid that turn (Z-8.3)
    assert "Борис выходит из Ничто." in lines(out["turns"][1], 7) and out["turns"][1]["state"]["2"]["energy"] == 16
    assert rule_of(refused(game({"2": [{"do": "return"}]}))) == "Z-4.2"


def test_z4_defend():
    t = first(game({"1": [{"do": "defend", "energy": 4}]}))
    assert "Анна: энергия на защиту мира 4, защита в этот ход 36." in lines(t, 3) and t["state"]["1"]["defence"] == 32
    assert rule_of(refused(game({"1": [{"do": "defend", "energy": 0}]}))) == "Z-4.3"


def test_z4_tactic():
    t = first(game({"1": [{"do": "tactic", "world": T, "after_loss": ICC, "sources": T, "source": {"chest": ICC}}]}))
    assert lines(t, 3) == ["Анна: тактика защиты мира — Кавалерия, Стихийная, Воин.",
                           "Анна: тактика защиты мира после потери осколка — Пехота, Волшебство, Командир.",
                           "Анна: тактика защиты источников — Кавалерия, Стихийная, Воин.",
                           "Анна: тактика защиты источника Источник честности — Пехота, Волшебство, Командир."]
    assert rule_of(refused(game({"1": [{"do": "tactic"}]}))) == "Z-4.3"
    assert rule_of(refused(game({"1": [{"do": "tactic", "source": {"nowhere": T}}]}))) == "Z-4.3"


def test_z4_artifact():
    out = result(game({"1": [{"do": "artifact", "id": "kolco"}]}, {"2": [{"do": "artifact", "id": "shchit"}]},
                      world=WORLD_ART))
    t1, t2 = out["turns"]
    assert lines(t1, 0) == ["Анна: артефакт Кольцо, энергия +5."] and "Кольцо (заряды: 2)" in t1["situation"]
    assert "Анна: артефакт Кольцо, заряды: 2." in lines(t1, 7)
    assert "Борис: артефакт Щит, защита +4." in lines(t2, 3)
    assert rule_of(refused(game({"1": [{"do": "artifact", "id": "shchit"}]}, world=WORLD_ART))) == "Z-4.3"
    assert rule_of(refused(game({"1": [{"do": "artifact", "id": "mech"}]}, world=WORLD_ART))) == "Z-4.3"
    strength = first(game({"1": [{"do": "shard", "target": "kamni", "extra": 7, "tactic": ICC}]}, world=WORLD_ART))
    assert strength["battles"][0]["sides"][0]["artifact"] == 3 and strength["battles"][0]["sides"][0]["strength"] == 6


def test_z4_event():
    t = first(game({"1": [{"do": "event", "id": "turnir", "energy": 2}]}, world=WORLD_ART))
    assert "Анна: участие в событии Турнир." in lines(t, 6) and t["spent"] == {"1": 3}
    assert t["state"]["1"]["skips"] == 0 and "Турнир: Кто сильнее?" in t["situation"]
    assert rule_of(refused(game({"1": [{"do": "event", "id": "nope"}]}, world=WORLD_ART))) == "Z-4.3"


# ---------------------------------------------------------------- Z-5.4, each tactic of the table

@pytest.mark.parametrize("unit", UNITS)
def test_z5_4_unit_row(unit):
    beaten = {"infantry": "archers", "archers": "cavalry", "cavalry": "infantry"}[unit]
    for other in UNITS:
        p = against((unit, "elemental", "scout"), (other, "elemental", "scout"))
        assert p["unit"] == (-2 if other == beaten else 0)


@pytest.mark.parametrize("magic", MAGIC)
def test_z5_4_magic_row(magic):
    beaten = {"elemental": "sorcery", "sorcery": "wizardry", "wizardry": "elemental"}[magic]
    for other in MAGIC:
        assert against(("infantry", magic, "scout"), ("infantry", other, "scout"))["magic"] == (-2 if other == beaten else 0)


@pytest.mark.parametrize("hero", HEROES)
def test_z5_4_hero_row(hero):
    beaten = {"warrior": {"scout"}, "scout": {"commander"}, "commander": {"warrior", "wizard"},
              "wizard": {"warrior", "scout"}}[hero]
    for other in HEROES:
        assert against(("infantry", "elemental", hero), ("infantry", "elemental", other))["hero"] == \
            (-2 if other in beaten else 0)


def test_z5_2_tactic_words():
    assert parse_tactic(["Кавалерия", " стихийная ", "МАГ"]) == ("cavalry", "elemental", "wizard")
    assert parse_tactic(["cavalry", "elemental"]) is None and parse_tactic(["elemental", "cavalry", "mag"]) is None


def test_z5_4_hero_conditions():
    assert against(("cavalry", "elemental", "warrior"), ("infantry", "wizardry", "commander"))["commander"] == -2
    assert against(("archers", "sorcery", "scout"), ("cavalry", "wizardry", "wizard"))["wizard"] == -2
    assert against(("cavalry", "sorcery", "scout"), ("cavalry", "sorcery", "wizard"), "same")["wizard"] == -2


# ---------------------------------------------------------------- Z-15, each option

def test_option_move_cost():
    assert first(game({"1": [{"do": "shard", "target": "les", "extra": 0}]}, seats={1: {"height": 3}},
                      options={"move_cost": "up"}))["spent"] == {}


def test_option_lord_per_size():
    t = first(game({"1": [{"do": "shard", "target": "les", "extra": 0, "tactic": T}]}, options={"lord_per_size": 1}))
    assert t["battles"][0]["sides"][1]["stake"] == 4


def test_option_cap_check_income():
    seats = {1: {"shards": sizes(6, 3), "energy": 36, "defence": 0, "tactic": {"world": T}},
             2: {"shards": sizes(6, 2), "energy": 32}}
    t = first(game({"2": [{"do": "invade", "target": 1, "extra": 20, "tactic": T}]}, seats=seats,
                   options={"cap_check": "income"}))
    assert "Анна: энергия ограничена пределом 24." not in lines(t, 5)


def test_option_income_per_size_and_source_income():
    t = first(game({"1": [{"do": "source", "target": "chest", "extra": 9, "tactic": ["cavalry", "elemental", "scout"]}]},
                   options={"income_per_size": 2, "source_income": 3}))
    assert t["state"]["1"]["income"] == 15


def test_option_defence_floor():
    seats = {1: {"shards": sizes(6, 3), "defence": 3}}
    orders = {"1": [{"do": "invade", "target": 2, "extra": 5, "tactic": T}], "2": [{"do": "defend", "energy": 10}]}
    assert first(game(orders, seats=seats))["state"]["1"]["defence"] == 0
    assert first(game(orders, seats=seats, options={"defence_floor": "none"}))["state"]["1"]["defence"] == -2


def test_option_default_tactic_once():
    orders = {"1": [{"do": "invade", "target": 2, "extra": 0}]}
    seats = {1: {"shards": sizes(6, 3), "energy": 30}}
    out = result(game(orders, orders, seats=seats, options={"default_tactic": "once"}))
    d1 = out["turns"][0]["battles"][0]["sides"][1]
    d2 = out["turns"][1]["battles"][0]["sides"][1]
    assert d1["drawn"] and not d2["drawn"] and d1["tactic"] == d2["tactic"]


def test_option_hero_guess():
    same = first(game({"1": [{"do": "shard", "target": "kamni", "extra": 7, "tactic": ICC}]},
                      options={"hero_guess": "same"}))
    assert same["battles"][0]["result"] == "held"


def test_option_multi_tactics_and_lord_tie():
    t = first(game({"1": [{"do": "shard", "target": "kamni", "extra": 6, "tactic": T}]}, seed=2,
                   options={"lord_tie": "holder", "multi_tactics": "worst"}))
    assert t["battles"][0]["tie"] == "holder"


def test_option_source_defence_owner():
    out = result(game({"1": [{"do": "source", "target": "chest", "extra": 9, "tactic": ["cavalry", "elemental", "scout"]}]},
                      {"2": [{"do": "source", "target": "chest", "extra": 0, "tactic": T}]},
                      seats={1: {"defence": 20}}, options={"source_defence": "owner"}))
    assert out["turns"][1]["battles"][0]["sides"][1]["stake"] == 20


def test_option_eliminated_shard_and_artifacts():
    world = dict(WORLD_ART)
    world["artifacts"] = [{"id": "amulet", "name": "Амулет", "owner": 2, "effect": "host"}]
    seats = {1: {"shards": sizes(6, 3), "energy": 30}, 2: {"defence": 0}}
    orders = {"1": [{"do": "invade", "target": 2, "extra": 20, "tactic": T}]}
    t = first(game(orders, seats=seats, world=world, options={"eliminated_shard": "neutral",
                                                              "eliminated_artifacts": "winner"}))
    assert "Родовой осколок (Борис): размер 6, высота 0." in t["situation"] and t["state"]["1"]["artifacts"] == ["amulet"]
    t = first(game(orders, seats=seats, world=world))
    assert "Родовой осколок (Борис)" not in t["situation"] and t["state"]["1"]["artifacts"] == []


def test_option_invasion_moves():
    seats = {1: {"shards": sizes(6, 3)}, 2: {"height": 3}}
    orders = {"1": [{"do": "invade", "target": 2, "extra": 1, "tactic": T}]}
    assert first(game(orders, seats=seats))["state"]["1"]["height"] == 3
    assert first(game(orders, seats=seats, options={"invasion_moves": False}))["state"]["1"]["height"] == 0


def test_option_source_phase():
    orders = {"1": [{"do": "source", "target": "chest", "extra": 9, "tactic": ["cavalry", "elemental", "scout"]}]}
    assert first(game(orders, options={"source_phase": 5}))["battles"][0]["phase"] == 5


def test_option_cancelled_is_skip():
    orders = {"1": [{"do": "shard", "target": "kamni", "extra": 20}]}
    assert first(game(orders))["state"]["1"]["skips"] == 1
    assert first(game(orders, options={"cancelled_is_skip": False}))["state"]["1"]["skips"] == 0


def test_option_skip_bonus_once():
    out = result(game({}, {}, {}, options={"skip_bonus": "once"}))
    assert out["turns"][2]["state"]["1"]["bonus"] == 0 and "Анна: пропуск хода 3 раза подряд — доход +1." in lines(out["turns"][2], 7)
    assert "Анна: доход 7, энергия 24 (предел 24)." in lines(out["turns"][2], 7)


def test_option_nothing_shields_sources_and_surrender():
    world = {"format": "za31-world/1", "sources": [{"id": "chest", "name": "Источник честности", "owner": 2}]}
    src = {"do": "source", "target": "chest", "extra": 0}
    assert rule_of(refused(game({"2": [{"do": "nothing"}]}, {"1": [src]}, world=world))) == "Z-8.3"
    assert result(game({"2": [{"do": "nothing"}]}, {"1": [src]}, world=world,
                       options={"nothing_shields_sources": False}))["turns"][1]["battles"]
    assert rule_of(refused(game({"2": [{"do": "nothing"}]}, {"2": [{"do": "surrender"}]},
                                options={"nothing_surrender": False}))) == "Z-8.3"


def test_option_surrender_phase():
    seats = {1: {"shards": sizes(6, 3)}}
    orders = {"1": [{"do": "invade", "target": 2, "extra": 1, "tactic": T}], "2": [{"do": "surrender"}]}
    assert first(game(orders, seats=seats, options={"surrender_phase": 3}))["battles"][0]["result"] == "void"


def test_option_early_end():
    seats = {1: {"shards": sizes(6, 3), "energy": 30}, 2: {"defence": 0}}
    orders = {"1": [{"do": "invade", "target": 2, "extra": 20, "tactic": T}]}
    assert result(game(orders, players=2, seats=seats))["status"] == "finished"
    assert result(game(orders, players=2, seats=seats, options={"early_end": "never"}))["status"] == "in_progress"


def test_option_situation_extra():
    t = first(game({}, options={"situation_extra": "height_defence"}))
    assert "Анна: мир 6 (6), высота 0, защита 32, энергия 16/24." in t["situation"]
    t = first(game({}, options={"situation_extra": "none"}))
    assert "Анна: мир 6 (6), энергия 16/24." in t["situation"] and "Тихий Лес: размер 4." in t["situation"]
    assert "Источник честности: ничей." in t["situation"]


def test_option_winner_tie_and_unknown_options():
    assert rule_of(refused(game({}, options={"lord_tie": "dice"}))) == "Z-15"
    assert rule_of(refused(game({}, options={"speed": 1}))) == "Z-15"


def test_z13_world_changes_and_a_join_in_phase_8():
    """Z-13 ``changes`` and ``join`` (Z-9.2), each with its log line (Z-11.2)."""
    turn = {"orders": {}, "changes": [
        {"add_shard": {"id": "gora", "name": "Гора", "size": 3, "height": 1}}, {"remove_shard": "les"},
        {"add_source": {"id": "rodnik", "name": "Родник", "height": 2}}, {"add_event": {"id": "bal", "name": "Бал"}},
        {"end_event": "bal"}, {"add_artifact": {"id": "kub", "name": "Кубок", "owner": 2}},
        {"add_artifact": {"id": "zhezl", "name": "Жезл"}}],
        "join": [{"seat": 5, "player": "Лев"}]}
    out = result(game(turn, {"5": [{"do": "skip"}]}))
    assert lines(out["turns"][0], 8) == [
        "Новый нейтральный осколок: Гора, размер 3, высота 1.", "Нейтральный осколок убран: Тихий Лес.",
        "Новый источник: Родник, высота 2.", "Новое событие: Бал.", "Событие окончено: Бал.",
        "Борис: новый артефакт Кубок.", "Новый артефакт: Жезл.", "Лев присоединяется к игре."]
    assert out["players"]["5"] == "Лев" and out["turns"][1]["state"]["5"]["skips"] == 1
    assert rule_of(refused(game({"orders": {"5": [{"do": "skip"}]}, "join": [{"seat": 5, "player": "Лев"}]}))) == "Z-4.1"
    assert rule_of(refused(game({"orders": {}, "changes": [{"add_shard": {"id": "x", "size": 0}}]}))) == "Z-2"
