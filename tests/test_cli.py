"""``python -m app replay``: bad input gives exit 2 and one line, never a traceback."""

import json
import subprocess
import sys

import pytest

from helpers import shared_dir

SCENARIO = shared_dir() / "scenarios" / "ok4u-10-red-wins.json"


def base():
    data = json.loads(SCENARIO.read_text(encoding="utf-8"))
    data.pop("expect")
    return data


def run(tmp_path, data=None, text=None):
    path = tmp_path / "game.json"
    path.write_text(text if text is not None else json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return subprocess.run([sys.executable, "-m", "app", "replay", str(path)],
                          capture_output=True, text=True)


def assert_error(proc, *fragments):
    assert proc.returncode == 2
    assert proc.stdout == ""
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1, proc.stderr
    assert "Traceback" not in proc.stderr
    for fragment in fragments:
        assert fragment in lines[0], lines[0]


def test_in_progress_game(tmp_path):
    data = base()
    data["actions"] = data["actions"][:12]
    proc = run(tmp_path, data)
    out = json.loads(proc.stdout)
    assert out["status"] == "in_progress" and out["winner"] is None and out["points"] is None
    assert out["step"] == {"step": "speech", "day": 2, "seat": 3, "seconds": 50}


def test_not_json(tmp_path):
    assert_error(run(tmp_path, text="{oops"), "not valid JSON", "line 1")


def test_wrong_format(tmp_path):
    data = base()
    data["format"] = "other/2"
    assert_error(run(tmp_path, data), "'format' must be one of 'forum-turns/1', 'mafia-game/1', 'mafia-game/2'", "other/2")


def test_unknown_role(tmp_path):
    data = base()
    data["seats"][0]["role"] = "vampire"
    assert_error(run(tmp_path, data), "vampire", "(C-1)")


def test_wrong_role_counts(tmp_path):
    data = base()
    data["seats"][0]["role"] = "mafia"
    assert_error(run(tmp_path, data), "(C-2)")


def test_dead_target(tmp_path):
    data = base()
    data["actions"][23]["night"]["maniac"] = 3   # seat 3 was voted out on day 2
    assert_error(run(tmp_path, data), "action 23", "seat 3 is out of the game", "(C-7.1)")


def test_repeated_doctor_patient(tmp_path):
    data = base()
    data["actions"][23]["night"]["doctor"] = 2
    assert_error(run(tmp_path, data), "action 23 {\"night\":", "the Doctor healed seat 2 last night (C-7.3)")


def test_more_votes_than_players(tmp_path):
    data = base()
    data["actions"][21] = {"vote": {"3": 7, "2": 4}}
    assert_error(run(tmp_path, data), "action 21", "(C-6.1)")


def test_speech_out_of_turn(tmp_path):
    data = base()
    data["actions"][0] = {"speech": 2}
    assert_error(run(tmp_path, data), "action 0", "not seat 2's", "(C-4.1)")


def test_malformed_action(tmp_path):
    data = base()
    data["actions"][3] = {"speak": 4}
    assert_error(run(tmp_path, data), "action 3", "unknown action")


@pytest.mark.parametrize("name", ["missing.json"])
def test_missing_file(tmp_path, name):
    proc = subprocess.run([sys.executable, "-m", "app", "replay", str(tmp_path / name)],
                          capture_output=True, text=True)
    assert_error(proc, "cannot read")
