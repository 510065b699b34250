"""The rules' fourth reading (issue #36): one test per point, each citing its
rule and each failing on the engine before it.

1. R-7.4 ``two_alive: both``: the Leader vote is held or not by the living
   at the **start** of the day, not after its step-9 deaths.
2. Z-7.1 phase 7: artifact recharges go player by player in seat order,
   each player's artifacts in the world's order.
3. Z-3.1, Z-16 37: energy never goes below 0, a negative income's included.
4. Z-13, Z-16 36: an adjustment's ``"phase": null`` is its default (6).
5. Z-16 38: a world change adding an id already taken cites Z-13, not Z-2.
6. M-15 9: at a live table ``freeze_turn: same`` leaves the day's vote
   counted and takes the target's orders of steps 2–8 of that night.
7. C-6.4 ``zero_revote`` is named on the club's rules page like every option.
"""

from __future__ import annotations

import copy
import json

import pytest

from app.core.game import Game
from app.core.rulesets.forum import CastVote, CloseVote, LiveOrder, ResolveTurn, make_setup
from app.core.rulesets.forum.catalogue import ROLES
from app.core.rulesets.raizen import RaizenOrder, ResolvePhase
from tests import raizen_helpers as R
from tests import za31_helpers as Z
from tests.helpers import run_replay


# ------------------------------------------------ 1. Raizen, R-7.4 two_alive
def _eleven_with_three_living(options):
    data = R.game_file([], options=options)
    data["seats"].append({"seat": 11, "player": "Лев", "secret": "law", "public": "journalist", "deck": "law"})
    game = R.play(data)
    for s, st in R.state_of(game).seats.items():
        st.alive = s in (1, 2, 3)
    game.push(ResolvePhase())                       # N1: three living
    return game


def test_1_r_7_4_the_leader_vote_is_decided_by_the_living_at_the_days_start():
    """D1 begins with 3 living at 11 seats and loses seat 3 at step 9: the
    вече and the Leader vote were held (R-7.4 reads the day's start), so
    seat 1 leads the next night and day with his discount (R-8.2)."""
    game = _eleven_with_three_living({"two_alive": "both"})
    R.state_of(game).seats[3].hand.clear()          # seat 3 dies at D1's step 9 (R-11.5)
    game.push(RaizenOrder(1, {"leader": 1}))
    game.push(RaizenOrder(2, {"leader": 1}))
    game.push(ResolvePhase())
    d1 = game.result_json()["phases"][1]
    assert d1["deaths"] == [3]
    assert d1["leader"] is not None and d1["leader"]["elected"] == 1
    assert R.state_of(game).leader == 1
    game.push(ResolvePhase())                        # N2, seat 1 leading
    # D2 begins with 2 living: under ``both`` no Leader vote then
    err = game.why_not(RaizenOrder(1, {"leader": 2}))
    assert err is not None and err.rule == "R-7.4"


def test_1_r_7_4_default_two_alive_veche_holds_the_leader_vote_anyway():
    game = _eleven_with_three_living({})
    R.state_of(game).seats[3].hand.clear()
    game.push(RaizenOrder(1, {"leader": 2}))
    game.push(ResolvePhase())
    assert game.result_json()["phases"][1]["leader"]["elected"] == 2


# ------------------------------------------------ 2. ЗА 31, Z-7.1 phase 7
def test_2_z_7_1_recharges_go_player_by_player_in_seat_order():
    world = copy.deepcopy(Z.WORLD)
    world["artifacts"] = [
        {"id": "b1", "name": "Посох Бориса", "owner": 2, "charges": 1, "max_charges": 3, "recharge": 1},
        {"id": "a1", "name": "Кольцо Анны", "owner": 1, "charges": 1, "max_charges": 3, "recharge": 1},
        {"id": "b2", "name": "Щит Бориса", "owner": 2, "charges": 0, "max_charges": 2, "recharge": 1},
    ]
    out = Z.result(Z.game({}, world=world))
    recharges = [line for line in Z.lines(out["turns"][0], 7) if "заряды" in line]
    assert recharges == ["Анна: артефакт Кольцо Анны, заряды: 2.",
                         "Борис: артефакт Посох Бориса, заряды: 2.",
                         "Борис: артефакт Щит Бориса, заряды: 1."]


# ------------------------------------------------ 3. ЗА 31, Z-3.1, Z-16 37
def test_3_z_3_1_energy_spent_then_a_negative_income():
    """Анна spends all 10 in phase 1, then earns −2: energy 0, not −2."""
    orders = {"1": [{"do": "defend", "energy": 10}]}
    adjust = {"orders": orders, "host": [{"phase": 2, "seat": 1, "income": -8}]}
    turn = Z.result(Z.game(adjust))["turns"][0]
    assert "Анна: доход -2, энергия 0." in Z.lines(turn, 7)
    assert turn["state"]["1"]["energy"] == 0


# ------------------------------------------------ 4. ЗА 31, Z-13 phase null
def test_4_z_13_an_adjustment_with_phase_null_acts_in_phase_6():
    adjust = {"orders": {}, "host": [{"phase": None, "seat": 2, "energy": 3, "note": "находка"}]}
    turn = Z.result(Z.game(adjust))["turns"][0]
    assert [p for p, text in turn["log"] if text == "Борис: энергия +3 — находка."] == [6]


def test_4_z_13_a_phase_null_adjustment_on_a_seat_not_in_the_game_is_refused():
    adjust = {"orders": {}, "host": [{"phase": None, "seat": 9, "energy": 3}]}
    assert Z.rule_of(Z.refused(Z.game(adjust))) == "Z-13"


# ------------------------------------------------ 5. ЗА 31, Z-16 38
@pytest.mark.parametrize("change", [
    {"add_shard": {"id": "kamni", "name": "Новые Камни", "size": 2}},
    {"add_source": {"id": "chest", "name": "Другой источник"}},
    {"add_artifact": {"id": "amulet", "name": "Второй амулет"}},
])
def test_5_z_16_38_an_id_already_taken_cites_z_13(change):
    world = copy.deepcopy(Z.WORLD)
    world["artifacts"] = [{"id": "amulet", "name": "Амулет", "owner": 1}]
    assert Z.rule_of(Z.refused(Z.game({"orders": {}, "changes": [change]}, world=world))) == "Z-13"


def test_5_z_16_38_a_removed_shards_id_stays_taken():
    turns = ({"orders": {}, "changes": [{"remove_shard": "les"}]},
             {"orders": {}, "changes": [{"add_shard": {"id": "les", "name": "Новый лес", "size": 2}}]})
    assert Z.rule_of(Z.refused(Z.game(*turns))) == "Z-13"


def test_5_z_2_still_for_a_bad_value_inside_the_added_object():
    change = {"add_shard": {"id": "gory", "name": "Горы", "size": "big"}}
    assert Z.rule_of(Z.refused(Z.game({"orders": {}, "changes": [change]}))) == "Z-2"


# ------------------------------------------------ 6. forum, M-15 9
def _live(**options):
    roles = [r.id for r in ROLES]
    return Game(make_setup("novosibirsk", [f"#{i}" for i in range(1, len(roles) + 1)], roles, seed=0,
                           mode="live", options=options))


def _frozen_night(**options):
    """M-13's table: the sheriff (5) votes for 1 by day; at night the doctor
    (7, woken before the freezers) heals 2, the Yakuza leader (22) freezes
    the doctor, the boss (14) freezes the sheriff, who is woken after him
    and shoots the Mafia's seat 13."""
    game = _live(**options)
    game.push(CastVote(5, 1))
    game.push(CloseVote())
    game.push(LiveOrder("doctor:7", (7,), "heal", 2))
    game.push(LiveOrder("boss:14", (14,), "freeze", 5))
    game.push(LiveOrder("yakuza_leader:22", (22,), "freeze", 7))
    game.push(LiveOrder("sheriff:5", (5,), "shot", 13))
    return game


def test_6_m_15_9_a_same_turn_freeze_at_a_live_table_takes_the_nights_orders():
    game = _frozen_night(freeze_turn="same")
    _, failing = game._play.night_trial()
    assert failing.get(5) == {"shot": "benched"} and failing.get(7) == {"heal": "benched"}
    game.push(ResolveTurn())
    t1 = game.result_json()["turns"][0]
    assert t1["tally"] == {"1": 1} and t1["jailed"] == 1             # his vote counted
    assert {"seat": 5, "key": "shot", "why": "benched"} in t1["failed"]
    assert {"seat": 7, "key": "heal", "why": "benched"} in t1["failed"]
    assert 13 not in [d["seat"] for d in t1["deaths"]]              # the frozen sheriff's shot missed
    assert t1["benched_next"] == []                                  # and nothing carries to turn 2


def test_6_m_2_10_the_default_freeze_benches_the_next_turn_at_a_live_table():
    game = _frozen_night()
    game.push(ResolveTurn())
    t1 = game.result_json()["turns"][0]
    assert 13 in [d["seat"] for d in t1["deaths"]]
    assert {"seat": 5, "by": "freeze"} in t1["benched_next"]


# ------------------------------------------------ 7. OK4U, C-6.4 zero_revote
def test_7_c_6_4_zero_revote_is_on_the_rules_page(qtbot):
    from app.core.rulesets.ok4u.options import RulesOptions
    from app.ui.rulesets.ok4u.settings import Ok4uRulesPage

    page = Ok4uRulesPage(RulesOptions(zero_revote="nobody_leaves"))
    qtbot.addWidget(page)
    box = page.zero_revote
    assert box.currentData() == "nobody_leaves"
    label = page.layout().labelForField(box).text()
    assert "C-6.4" in label
    box.setCurrentIndex(box.findData("lift"))
    assert page.options().zero_revote == "lift"


# ------------------------------------------------ the texts' examples, byte for byte
def _documented_bytes(documented, out):
    """The documented output with the fields the text leaves out (``options``
    and the like, R-15, Z-13) taken from the app's: R-18 31, Z-13, M-12's bytes."""
    whole = dict(documented, **{k: v for k, v in out.items() if k not in documented})
    return json.dumps(whole, sort_keys=True, ensure_ascii=False, indent=2) + "\n"


@pytest.mark.parametrize("which", ["R-15", "Z-13", "M-12"])
def test_the_texts_examples_replay_to_their_documented_bytes(tmp_path, which):
    from tests.test_forum_options import spec_blocks

    if which == "R-15":
        example, documented = R.EXAMPLE, R.EXAMPLE_OUTPUT
    elif which == "Z-13":
        example, documented = Z.EXAMPLE, Z.EXAMPLE_OUTPUT
    else:
        example, expected = spec_blocks()
        example, documented = json.loads(example), json.loads(expected)
    proc = run_replay(tmp_path, example)
    assert proc.returncode == 0 and proc.stderr == ""
    out = json.loads(proc.stdout)
    assert set(documented) <= set(out)
    assert proc.stdout == _documented_bytes(documented, out)
