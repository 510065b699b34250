"""``python -m app replay`` on ``za31-turns/1`` (Z-13): Z-13's example byte
for byte, a world file beside the game, and bad files as exit 2 with one
line naming the turn, the input and the rule, never a traceback."""

from __future__ import annotations

import copy
import json

import pytest

from helpers import one_error_line, run_replay

from za31_helpers import EXAMPLE, EXAMPLE_OUTPUT, T


run = run_replay
one_line = one_error_line


def test_z13_example_prints_the_documented_output(tmp_path):
    """Z-13 (Z-16 18): the documented output, ``json.dumps(sort_keys, indent=2)`` + newline."""
    proc = run(tmp_path, EXAMPLE)
    assert proc.returncode == 0 and proc.stderr == ""
    out = json.loads(proc.stdout)
    assert proc.stdout == json.dumps(out, sort_keys=True, ensure_ascii=False, indent=2) + "\n"
    for key, value in EXAMPLE_OUTPUT.items():
        assert out[key] == value, key
    assert set(out) == set(EXAMPLE_OUTPUT) | {"options"} and len(out["options"]) == 25


def test_a_world_file_beside_the_game(tmp_path):
    """Z-2, Z-13: ``world`` a TOML path relative to the game file."""
    (tmp_path / "world.toml").write_text(
        'format = "za31-world/1"\nshards = [\n  { id = "kamni", name = "Камни Ветров", size = 3, height = 2, '
        'lord = { strength = 6, tactic = ["cavalry", "elemental", "warrior"] } },\n]\n', encoding="utf-8")
    data = dict(EXAMPLE, world="world.toml")
    proc = run(tmp_path, data)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["turns"] == EXAMPLE_OUTPUT["turns"]


@pytest.mark.parametrize("change, rule, where", [
    (lambda d: d["turns"].append({"orders": {"1": [{"do": "fly", "target": 2, "extra": 0}]}}), "Z-4.1",
     'turns[2] (turn 3): {"1": [{"do": "fly", "target": 2, "extra": 0}]}: '),
    (lambda d: d["turns"].append({"orders": {"1": [{"do": "defend", "energy": 1.0}]}}), "Z-4.3",
     'turns[2] (turn 3): {"1": [{"do": "defend", "energy": 1.0}]}: '),
    (lambda d: d["turns"].append({"orders": {"3": []}}), "Z-4.1", 'turns[2] (turn 3): {"3": []}: '),
    (lambda d: d["turns"].append({"orders": {"1": [{"do": "shard", "target": "nowhere"}]}}), "Z-4.2", "turns[2]"),
    (lambda d: d["turns"].append({"orders": {"1": [{"do": "defend", "energy": 1.0}]}}), "Z-4.3", "turns[2]"),
    (lambda d: d["turns"].append({"orders": {"1": [{"do": "tactic", "world": ["cavalry", "magic", "scout"]}]}}),
     "Z-5.2", "turns[2]"),
    (lambda d: d["turns"].append({"orders": {}, "host": [{"seat": 1}]}), "Z-13", 'turns[2] (turn 3): {"seat": 1}: '),
    (lambda d: d["turns"].append({"orders": {}, "host": {}}), "Z-13", 'turns[2] (turn 3): {"host": {}}: '),
    (lambda d: d["turns"].append({"orders": {}, "host": [{"seat": 9, "energy": 1}]}), "Z-13", "turns[2]"),
    (lambda d: d["turns"].append({"orders": {}, "changes": [{"remove_shard": "nowhere"}]}), "Z-13", "turns[2]"),
    (lambda d: d["turns"].append({"orders": {}, "join": [{"seat": 5, "player": "Лев"}]}), "Z-9.2", "turns[2]"),
    (lambda d: d["turns"].extend([{"end": [1], "reason": "время"}, {"orders": {}}]), "Z-10.1", "turns[3]"),
    (lambda d: d["turns"].append({"end": [1], "reason": " "}), "Z-13", "turns[2]"),
    (lambda d: d["turns"].append([]), "Z-13", "turns[2]"),
    (lambda d: d["world"]["shards"][0].update(size=0), "Z-2", "world.shards[0].size: "),
    (lambda d: d["world"]["shards"][0].update(id="home9"), "Z-2", "world.shards[0].id: "),
    (lambda d: d["world"]["shards"][0]["lord"].update(tactic=["cavalry"]), "Z-5.2", "world.shards[0].lord.tactic: "),
    (lambda d: d["rules"].update(options={"lord_tie": "dice"}), "Z-15", "rules.options.lord_tie: "),
    (lambda d: d["players"][1].update(tactic=T), "Z-4.3", "players[1].tactic: "),
    (lambda d: d["players"][1].update(energy=100), "Z-3.1", "players[1].energy: "),
    (lambda d: d["players"].pop(), "Z-13", "players: "),
    (lambda d: d.update(world="missing.toml"), "Z-2", "world: "),
    (lambda d: d.update(seed="3"), "Z-12.1", "seed: "),
])
def test_a_bad_file_is_one_line(tmp_path, change, rule, where):
    """Z-13 (Z-16 9, 19, 36): exit 2, nothing on stdout, ``FILE: WHERE: REASON (RULE)``."""
    data = copy.deepcopy(EXAMPLE)
    change(data)
    line = one_line(run(tmp_path, data), rule)
    assert line.startswith(f"{tmp_path / 'game.json'}: {where}"), line


def test_not_json(tmp_path):
    proc = run(tmp_path, text='{"format": "za31-turns/1",')
    assert proc.returncode == 2 and proc.stdout == "" and len(proc.stderr.strip().splitlines()) == 1
