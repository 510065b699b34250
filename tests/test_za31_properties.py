"""Properties of random legal ЗА 31 games (random worlds, orders, options,
``bench/za31_games.py``): undo restores exactly, energy is never negative,
a turn's processing gives identical bytes twice, and the protocol the app
writes replays to the same game."""

from __future__ import annotations

import json
import random

from hypothesis import HealthCheck, given, settings, strategies as st

from app.core.game import Game
from app.core.rulesets.za31 import turns_file
from app.core.script import dumps_result, parse_script, replay
from bench.za31_games import random_game

SETTINGS = settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def snapshot(game: Game) -> str:
    hv = game.host_view()
    return json.dumps([game.result_json(), hv.own.orders, list(hv.own.host)], sort_keys=True,
                      ensure_ascii=False, default=str)


@SETTINGS
@given(st.integers(0, 10**6))
def test_undo_restores_exactly(seed):
    data, game = random_game(seed, turns=6)
    rng = random.Random(seed)
    trial = Game(game.setup)
    for inp in game.inputs:
        before = snapshot(trial)
        trial.push(inp)
        if rng.random() < 0.2:
            trial.undo()
            assert snapshot(trial) == before
            trial.push(inp)
    assert trial.result_json() == game.result_json()


@SETTINGS
@given(st.integers(0, 10**6))
def test_energy_is_never_negative_and_the_bytes_repeat(seed):
    data, game = random_game(seed)
    out = game.result_json()
    for turn in out["turns"]:
        assert all(p["energy"] >= 0 for p in turn["state"].values())
        assert all("остаток -" not in line for _, line in turn["log"])
    first = dumps_result(replay(parse_script(json.loads(json.dumps(data)))))
    second = dumps_result(replay(parse_script(json.loads(json.dumps(data)))))
    assert first == second == dumps_result(game)
    written = turns_file(game)
    assert dumps_result(replay(parse_script(json.loads(json.dumps(written))))) == first
