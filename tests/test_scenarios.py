"""Every file in ../shared/scenarios replays to its ``expect`` (spec: game-script.md)."""

import json
import subprocess
import sys

import pytest

from app.core.script import load_script, replay, result_json

from helpers import shared_dir

SCENARIOS = sorted((shared_dir() / "scenarios").glob("*.json"))


def test_scenarios_are_found():
    assert SCENARIOS, f"no scenarios in {shared_dir() / 'scenarios'}"


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.name)
def test_scenario_replays_to_expect(path):
    data = json.loads(path.read_text(encoding="utf-8"))
    expect = data["expect"]
    game = replay(load_script(path.read_text(encoding="utf-8")))
    got = result_json(game)
    for key, value in expect.items():
        if key == "speech_seconds":
            speeches = [t["seconds"] for t in got["transcript"] if t["step"] == "speech"]
            assert speeches and set(speeches) == {value}
        elif key == "farewell_steps":   # C-3.3: last words, in the order they were given
            assert [t for t in got["transcript"] if t["step"] == "farewell"] == value
        else:
            assert got[key] == value, key


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.name)
def test_scenario_cli_output_is_stable_json(path):
    run = [sys.executable, "-m", "app", "replay", str(path)]
    first = subprocess.run(run, capture_output=True, check=True)
    second = subprocess.run(run, capture_output=True, check=True)
    assert first.stdout == second.stdout
    out = json.loads(first.stdout)
    expect = json.loads(path.read_text(encoding="utf-8"))["expect"]
    assert out["winner"] == expect.get("winner", out["winner"])
    assert first.stderr == b""
