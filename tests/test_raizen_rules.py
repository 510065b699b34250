"""Mafik Raizen: one test per public role of R-2, per card effect kind of
R-4 and per option of R-17 (R-15's setup, seed 5, unless said otherwise)."""

from __future__ import annotations

import pytest

from app.core.rulesets.raizen import RaizenOrder, ResolvePhase
from app.core.rulesets.raizen.play import table_of
from app.core.rulesets.raizen.state import State
from tests.raizen_helpers import EXAMPLE, game_file, phase, play, refused, result, rule_of, state_of

LAW_REJECTED = ["donos*6", "vopros*6", "bint*6"]


def own_deck(data, seat, cards, name=None):
    """Give ``seat`` (a Law seat) an entered deck of ``cards`` (12 ids)."""
    name = name or f"deck{seat}"
    data["decks"] = dict(data["decks"], **{name: {"cards": cards, "rejected": LAW_REJECTED}})
    data["seats"][seat - 1]["deck"] = name
    return data


def posted(data, index):
    return phase(data, index)["post"]


# ---------------------------------------------------------------- R-2, each public role

def test_r2_alien_opens_with_seven():
    assert result(game_file([]))["start"]["hands"]["7"] == 7


def test_r2_jester_chooses_his_opening_hand():
    data = game_file([], public={1: "jester"})
    data["seats"][0]["hand"] = ["1:12", "1:11", "1:1", "1:2", "1:7", "1:8"]
    st = state_of(play(data)).seats[1]
    assert st.hand == ["1:12", "1:11", "1:1", "1:2", "1:7", "1:8"]
    assert st.deck == ["1:3", "1:4", "1:5", "1:6", "1:9", "1:10"]
    data["seats"][0]["hand"] = ["1:12", "1:11", "1:1", "1:2", "1:7", "1:7"]
    assert rule_of(refused(data)) == "R-2"


def test_r2_businessman_gets_zhir_after_a_night_without_cards():
    out = result(game_file([{}, {}], public={9: "businessman"}))
    assert out["phases"][0]["sleeve"] == {"9": ["9:x1"]} and out["phases"][1]["sleeve"] == {}


def test_r2_lazy_armour_only_at_night_without_a_play():
    out = result(game_file([{}, {}, {"6": {"play": {"card": "6:1"}}}]))
    assert out["phases"][0]["armour"]["6"] == 2 and "6" not in out["phases"][1]["armour"]
    assert out["phases"][2]["armour"]["6"] == 3


def test_r2_strongman_until_first_dealt():
    out = result(game_file([{}, {}, {"2": {"kill": 3}}, {}]))
    assert [p["armour"].get("3") for p in out["phases"]] == [1, 1, 1, None]


def test_r2_politician_weighs_one_and_a_half():
    p = phase(game_file([{}, {"1": {"vote": 3, "mode": "beating", "leader": 3}, "2": {"vote": 3}}]), 1)
    assert p["veche"]["tally"] == {"3": 2.5} and p["veche"]["beating"] == 1.5 and p["leader"]["tally"] == {"3": 1.5}


def test_r2_paranoid_spends_sleeve_cards_for_armour():
    data = own_deck(game_file(public={3: "paranoid"}), 3, ["oboyma"] + ["udar"] * 11)
    data["phases"] = [{"3": {"play": {"card": "3:1"}}}, {"3": {"spend": ["3:x1"]}}]
    out = result(data)
    assert out["phases"][1]["armour"] == {"3": 1}
    data["phases"][1] = {"1": {"spend": ["1:1"]}}
    assert rule_of(refused(data)) == "R-2"


def test_r2_avenger_is_wounded_then_dies_two_phases_later():
    out = result(game_file(EXAMPLE["phases"] + [{}, {}]))
    assert out["phases"][2]["wounded"] == [10] and out["phases"][3]["deaths"] == []
    assert out["phases"][4]["deaths"] == [10] and "Смертельные раны: Кира." in out["phases"][2]["post"]


def test_r2_psychic_knows_his_decks_top_two():
    out = result(game_file([{}], public={5: "psychic"}))
    assert {"to": 5, "kind": "psychic", "ru": "Верх вашей колоды: Удар, Удар."} in out["start"]["private"]
    out = result(game_file([{"5": {"discard": ["5:5"]}}], public={5: "psychic"}))
    assert {"to": 5, "kind": "psychic", "ru": "Верх вашей колоды: Удар, Щит."} in out["phases"][0]["private"]


def test_r2_masochist_copies_only_his_first_loss():
    out = result(game_file([{"2": {"kill": 9}}, {}, {"2": {"kill": 9}}]))
    assert out["phases"][0]["sleeve"] == {"9": ["9:x1"]} and out["phases"][2]["sleeve"] == {}


def test_r2_magician_copy_once():
    p = phase(game_file([{"8": {"play": {"card": "8:1", "target": 2, "copy": True}}}], public={8: "magician"}), 0)
    assert "8" not in p["drawn"] and p["hands"]["8"] == 6
    err = refused(game_file([{"1": {"play": {"card": "1:1", "target": 2, "copy": True}}}]))
    assert rule_of(err) == "R-2"


def test_r2_banker_armour_at_his_first_costed_card():
    p = phase(game_file([{"2": {"play": {"card": "2:1", "target": 3, "pay": ["2:6"]}}}], public={2: "banker", 4: "hero"}), 0)
    assert p["armour"]["2"] == 3


def test_r2_croupier_by_day_only():
    assert rule_of(refused(game_file([{"3": {"croupier": "3:1"}}], public={3: "croupier"}))) == "R-2"


def test_r2_sociopath_may_be_given_the_artifact():
    p = phase(game_file([{}, {"5": {"pass": 8}}], public={8: "sociopath"}), 1)
    assert p["artifact"]["to"] == 8


def test_r2_monk_draws_by_day_only():
    out = result(game_file([{"2": {"kill": 8, "boost": {"pay": ["2:6"]}}, "4": {"boost": {"pay": ["4:3"]}}}, {}]))
    assert out["phases"][0]["hands"]["8"] == 1 and out["phases"][1]["drawn"] == {"8": ["8:7"]}


def test_r2_child_opens_with_five_and_one_armour_each_night():
    out = result(game_file([{}, {}, {}], public={5: "child"}, artifact={"namer": 3, "owner": 1}))
    assert out["start"]["hands"]["5"] == 5
    assert [p["armour"].get("5") for p in out["phases"]] == [1, None, 1]


def test_r2_student_colour():
    data = game_file([], public={4: "student"})
    data["seats"][3]["colour"] = "attack"          # Глеб is the Boss: information
    assert rule_of(refused(data)) == "R-2"
    data["seats"][3]["colour"] = "information"
    assert result(data)["seats"][3]["colour"] == "information"


def test_r2_student_drafts_mostly_his_colour():
    from app.core.rulesets.raizen.catalogue import builtin
    from app.core.rulesets.raizen.table import _offers

    table = table_of(play(game_file([], public={1: "student"}, seats=_student_seats())).setup)
    counts = {"attack": 0, "other": 0}
    for seed in range(40):
        offers = _offers(builtin(), [1], table.secret, table.public, {1: "attack"}, seed)
        for o in offers[1]:
            for c in o:
                counts["attack" if builtin().cards[c].colour == "attack" else "other"] += 1
    share = counts["attack"] / (counts["attack"] + counts["other"])
    assert 0.5 < share < 0.7


def _student_seats():
    seats = [dict(s) for s in EXAMPLE["seats"]]
    seats[0] = dict(seats[0], public="student", colour="attack")
    return seats


def test_r2_lucky_without_mulligan_keeps_his_hand():
    data = game_file([], public={9: "lucky"})
    data["seats"][8]["mulligan"] = False
    assert state_of(play(data)).seats[9].hand == [f"9:{n}" for n in range(1, 7)]
    data["seats"][8]["mulligan"] = "yes"
    assert rule_of(refused(data)) == "R-2"


def test_r2_journalist_plays_a_sleeve_card_as_vopros():
    data = game_file([{"2": {"guess": {"target": 8, "cards": ["udar", "udar", "shchit", "shchit", "bint", "vopros"]}}},
                      {"2": {"sleeve": {"card": "2:x1", "as_vopros": True, "target": 3, "text": "Ты кто?"}}}],
                     public={2: "journalist"})
    p = phase(data, 1)
    assert {"to": 3, "kind": "message", "ru": "Вам сообщение: «Ты кто?»"} in p["private"]
    data["seats"][1]["public"] = "hero"
    assert rule_of(refused(data)) == "R-2"


def test_r2_swindler_may_name_himself():
    data = game_file([], public={3: "swindler"}, artifact={"namer": 3, "owner": 3})
    assert result(data)["start"]["artifact"] == {"namer": 3, "owner": 3}


def test_r2_hero_has_no_ability():
    hero = result(game_file([{"2": {"kill": 1}}], public={1: "hero", 2: "journalist"}))["phases"][0]
    assert hero["armour"].get("1") is None and hero["lost"]["1"]["cards"] == ["1:1", "1:2", "1:3"]


# ---------------------------------------------------------------- R-4, each effect kind

def test_r4_damage_and_armour():
    p = phase(game_file([{"1": {"play": {"card": "1:1", "target": 2}}, "3": {"play": {"card": "3:3"}}}]), 0)
    assert p["damage"] == {"2": 2} and p["armour"]["3"] == 4


def test_r4_draw():
    assert phase(game_file([{"1": {"play": {"card": "1:5"}}}]), 0)["drawn"] == {"1": ["1:7", "1:8", "1:9"]}


def test_r4_sleeve():
    data = own_deck(game_file(), 3, ["oboyma"] + ["udar"] * 11)
    data["phases"] = [{"3": {"play": {"card": "3:1"}}}]
    assert phase(data, 0)["sleeve"] == {"3": ["3:x1", "3:x2"]}


def test_r4_message_text_forwarded_untrimmed():
    p = phase(game_file([{"1": {"play": {"card": "1:6", "target": 2, "text": " Кто ты? "}}}]), 0)
    assert {"to": 2, "kind": "message", "ru": "Вам сообщение: « Кто ты? »"} in p["private"]


@pytest.mark.parametrize("card, expected", [
    ("donos", "Рука игрока Борис: Засада, Засада, Удар, Удар, Удар, Вопрос."),
    ("dosye", "Тайная роль игрока Борис: Киллер."),
    ("slezhka", "Игрок Борис сыграл: Удар."),
    ("gadanie", "Верх колоды игрока Борис: Удар, Удар, Удар."),
])
def test_r4_reveal(card, expected):
    data = own_deck(game_file(), 1, [card, "udar*11"])
    data["phases"] = [{"1": {"play": {"card": "1:1", "target": 2, "pay": ["1:2"] if card == "dosye" else []}},
                       "2": {"play": {"card": "2:3", "target": 5}} if card == "slezhka" else {}}]
    p = phase(data, 0)
    expected = expected if card != "donos" else expected
    assert {"to": 1, "kind": "reveal", "ru": expected} in p["private"], p["private"]


def test_r4_catalogue_errors_name_the_card():
    from app.core.errors import SetupError
    from app.core.rulesets.raizen.catalogue import BUILTIN_TOML, parse_catalogue

    cases = [
        (BUILTIN_TOML.replace('cost = 1, target = "other", effects = [{kind = "damage", amount = 4}]',
                              'cost = 1, target = "other", speed = 3, effects = [{kind = "damage", amount = 4}]'),
         'card "zasada": unknown key'),
        (BUILTIN_TOML.replace('{id = "kastet"', '{id = "udar"'), 'card "udar": duplicate'),
        (BUILTIN_TOML.replace('card = "patron"', 'card = "pulya"'), 'card "oboyma": sleeve effect'),
        (BUILTIN_TOML.replace('effects = [{kind = "draw", amount = 2}]',
                              'effects = [{kind = "draw", amount = 2, to = "target"}]'), 'card "bint": effects[0].to'),
        ("\n".join(line for line in BUILTIN_TOML.splitlines() if 'id = "vopros"' not in line), "no 'vopros'"),
        (BUILTIN_TOML.replace('colour = "attack", when', 'colour = "red", when'), 'card "kastet": colour'),
        ("format = 1", "format"),
        ("not toml [", "not TOML"),
    ]
    for text, fragment in cases:
        with pytest.raises(SetupError) as err:
            parse_catalogue(text.encode("utf-8"), "club.toml")
        assert fragment in str(err.value) and err.value.rule == "R-4", (fragment, str(err.value))


# ---------------------------------------------------------------- R-17, each option

def test_option_strongman_until_lost():
    out = result(game_file([{"2": {"kill": 3}, "3": {"play": {"card": "3:3"}}}, {}, {"2": {"kill": 3}}, {}],
                           options={"strongman_until": "lost"}))
    assert out["phases"][0]["lost"].get("3") is None and out["phases"][1]["armour"]["3"] == 1
    assert out["phases"][2]["lost"]["3"] and "3" not in out["phases"][3]["armour"]


def test_option_rebuild_once():
    state = State(table_of(play(game_file([], options={"rebuild": "once"})).setup))
    st = state.seats[1]
    for _ in range(6 + 18):
        state.draw(st)
    assert st.deck == [] and st.rebuilds == 1 and state.draw(st) is None


def test_option_kill_target_not_mafia():
    assert phase(game_file([{"2": {"kill": 4}}]), 0)["kill"]["target"] == 4
    assert rule_of(refused(game_file([{"2": {"kill": 4}}], options={"kill_target": "not_mafia"}))) == "R-6.1"


def test_option_boss_rhythm():
    tell = {"4": {"tell": {"to": 2, "text": "Тихо."}}}
    assert rule_of(refused(game_file([tell, tell]))) == "R-6.3"
    assert result(game_file([tell, {}, tell]))["phases"][2]["private"]
    assert rule_of(refused(game_file([tell, tell], options={"boss_rhythm": "pairs"}))) == "R-6.3"
    assert result(game_file([{}, tell, tell], options={"boss_rhythm": "pairs"}))["phases"][2]["private"]


def test_option_guess_hand_deadline():
    names = ["udar", "shchit", "shchit", "bint", "vopros", "udar"]
    n1 = {"8": {"play": {"card": "8:1", "target": 3}}, "2": {"guess": {"target": 8, "cards": names}}}
    assert phase(game_file([n1]), 0)["guess"]["matched"] == 6
    assert phase(game_file([n1], options={"guess_hand": "deadline"}), 0)["guess"]["matched"] == 5


def test_option_veche_self():
    assert phase(game_file([{}, {"1": {"vote": 1}}]), 1)["veche"]["tally"] == {"1": 1.5}
    assert rule_of(refused(game_file([{}, {"1": {"vote": 1}}], options={"veche_self": False}))) == "R-7.1"


def test_option_beaten_shows_hand():
    d1 = {"1": {"vote": 2, "mode": "beating"}}
    n2 = {"2": {"sleeve": {"card": "2:x1", "target": 3}}}
    guess = {"2": {"guess": {"target": 8, "cards": ["udar", "udar", "shchit", "shchit", "bint", "vopros"]}}}
    assert "Цвета карт избитого игрока Борис: атака." in posted(game_file([guess, d1, n2]), 2)
    assert "Избитый игрок Борис карт не сыграл." in posted(game_file([guess, d1, n2],
                                                                     options={"beaten_shows": "hand"}), 2)


def _two_left(options=None):
    data = game_file([], options=options)
    data["seats"].append({"seat": 11, "player": "Лев", "secret": "law", "public": "journalist", "deck": "law"})
    game = play(data)
    for s, st in state_of(game).seats.items():
        st.alive = s in (1, 2)
    game.push(ResolvePhase())
    return game


def test_option_two_alive_both():
    game = _two_left({"two_alive": "both"})
    err = game.why_not(RaizenOrder(1, {"leader": 1}))
    assert err is not None and err.rule == "R-7.4"
    game.push(ResolvePhase())
    assert game.result_json()["phases"][1]["leader"] is None and "Лидер" not in game.result_json()["phases"][1]["post"]


def test_option_mafia_draw_counts():
    d1 = {"4": {"pass": 4}}
    art = {"namer": 3, "owner": 4}
    out = result(game_file([{}, d1], artifact=art))
    assert out["phases"][1]["artifact"]["how"] == "drawn"
    mafia_got = [s for s in range(20) if _drawn_to_mafia(s)]
    assert mafia_got, "some seed draws a Mafia member"
    seed = mafia_got[0]
    assert result(game_file([{}, d1], artifact=art, seed=seed))["phases"][1]["artifact"]["law_armour"] is None
    got = result(game_file([{}, d1], artifact=art, seed=seed, options={"mafia_draw_counts": True}))
    assert got["phases"][1]["artifact"]["law_armour"] is not None


def _drawn_to_mafia(seed):
    out = result(game_file([{}, {"4": {"pass": 4}}], artifact={"namer": 3, "owner": 4}, seed=seed))
    return out["phases"][1]["artifact"]["to"] in (2, 6)


def test_option_effect_draws_after_damage():
    n1 = {"1": {"play": {"card": "1:5"}}, "2": {"kill": 1}}
    before = phase(game_file([n1]), 0)
    after = phase(game_file([n1], options={"effect_draws": "after_damage"}), 0)
    assert before["lost"]["1"]["cards"] == ["1:1", "1:2"] and before["drawn"]["1"] == ["1:7", "1:8"]
    assert after["lost"]["1"] == {"cancelled": 1, "cards": ["1:1", "1:2"]} and after["drawn"]["1"] == ["1:7", "1:8"]


def test_option_wounded_shield_veche():
    game = play(game_file(EXAMPLE["phases"] + [{}], options={"wounded_shield": "veche"}))
    assert game.why_not(RaizenOrder(2, {"kill": 10})) is None
    shield = play(game_file(EXAMPLE["phases"], options={"wounded_shield": "veche"}))
    assert shield.why_not(RaizenOrder(1, {"leader": 10})) is None
    assert shield.why_not(RaizenOrder(1, {"vote": 10})).rule == "R-11.4"


def test_option_reveal_dead():
    d1 = {"1": {"vote": 6}}
    assert "Погибли: Егор (Советник)." in posted(game_file([{}, d1], options={"reveal_dead": True}), 1)
    assert "Погибли: Егор." in posted(game_file([{}, d1]), 1)


def test_option_players():
    data = game_file([], options={"players": [10, 10]})
    data["seats"].append({"seat": 11, "player": "Лев", "secret": "law", "public": "journalist", "deck": "law"})
    assert rule_of(refused(data)) == "R-1.1"
    assert result(dict(data, rules={"preset": "raizen", "options": {"players": [4, 21]}}))["status"] == "in_progress"
