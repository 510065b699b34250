"""Never lose a game: the real app, killed with SIGKILL again and again over a
game, resumes with every committed input and the same step, and finishes with
the result of an uninterrupted replay."""

import json
import os
import random
import signal
import subprocess
import sys

import pytest

from app.core.game import Game
from app.core.script import load_script, replay, result_json
from app.storage import Store

from helpers import shared_dir

SCENARIO = shared_dir() / "scenarios" / "ok4u-10-red-wins.json"


def start(url, env):
    return subprocess.Popen([sys.executable, "-m", "app", "--db", url], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs POSIX signals")
def test_sigkill_at_random_points_loses_nothing(tmp_path):
    kill_loop(tmp_path, SCENARIO)


def night_by_calls(path, folder):
    """The scenario as the window enters it: each night call answered is one input."""
    from app.core.inputs import Night, NightAction
    from app.core.script import game_to_script

    script = load_script(path.read_text(encoding="utf-8"))
    game = Game(script.setup)
    for inp in script.actions:
        if isinstance(inp, Night):
            for role in list(game.host_view().night_calls):
                game.push(NightAction(role, inp.target(role)))
        else:
            game.push(inp)
    out = folder / "by-calls.json"
    out.write_text(json.dumps(game_to_script(game), ensure_ascii=False), encoding="utf-8")
    return out


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs POSIX signals")
def test_sigkill_between_two_night_calls_loses_no_pick(tmp_path):
    mid_night = kill_loop(tmp_path, night_by_calls(SCENARIO, tmp_path), mid_night_kills=3)
    assert mid_night >= 3


def kill_loop(tmp_path, path, mid_night_kills=0):
    """Play ``path`` in the real app, killing it (SIGKILL) at random points at
    least 20 times (and ``mid_night_kills`` times between two night calls);
    after every kill every committed input is stored and the step is the
    same; the finished game equals an uninterrupted replay. Returns how many
    kills fell between two night calls."""
    script = load_script(path.read_text(encoding="utf-8"))
    expected = result_json(replay(script))
    url = f"sqlite:///{tmp_path / 'games.sqlite'}"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", MAFIA_HOST_NO_VOICE="1",
               MAFIA_HOST_AUTOPLAY=str(path), MAFIA_HOST_AUTOPLAY_MS="25",
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"))
    rng = random.Random(20261122)
    committed = 0
    kills = mid_night = 0
    while True:
        proc = start(url, env)
        try:
            first = proc.stdout.readline().split(" ", 2)
            assert first[0] == "resumed", first
            resumed = int(first[1])
            step = json.loads(first[2])
            assert resumed >= committed                      # every committed input is there
            at = Game(script.setup, script.actions[:resumed])
            want = at.step
            assert step == (None if want is None else want.to_json())   # and the same step
            if kills and at.host_view().night_answers:
                mid_night += 1                               # resumed between two night calls
            if kills >= 20 and mid_night >= mid_night_kills and resumed < len(script.actions):
                for line in proc.stdout:                     # let it finish now
                    if line.startswith("finished"):
                        break
                break
            for _ in range(rng.randint(0, 2)):               # kill at a random point
                line = proc.stdout.readline()
                if line.startswith("committed"):
                    committed = int(line.split()[1])
                elif line.startswith("finished"):
                    break
            os.kill(proc.pid, signal.SIGKILL)
            kills += 1
            proc.wait(10)
            store = Store.open(url)
            stored = store.unfinished_game()
            if stored is not None:
                inputs = stored.rebuild().inputs
                assert len(inputs) >= committed
                assert inputs == script.actions[:len(inputs)]
            store.close()
            if stored is None:                               # the game finished before the kill
                break
            if kills >= 60:
                break
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait(10)
            proc.stdout.close()
    assert kills >= 20
    store = Store.open(url)
    evening = store.latest_evening()
    games = store.evening_games(evening["id"])
    assert [g.status for g in games] == ["finished"]
    assert result_json(games[0].rebuild()) == expected
    store.close()
    return mid_night
