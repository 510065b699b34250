"""The fold shares its frozen values between games (issue #38: a day
speech's step and event, a vote's and a night's step, a leaving, a check
are made once per process). A game must not notice: whatever was folded
before it, each input tells the log what that input did, and a game prints
what a fresh process prints."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from app.core import events as E
from app.core.game import Game
from app.core.inputs import Night, Speech, Vote
from app.core.script import dumps_json, load_script, replay, result_json

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))
from common import random_game  # noqa: E402  (bench/common.py: random complete OK4U games)

SAMPLES = sorted((ROOT / "resources" / "samples").glob("*.json"))


def test_every_input_tells_the_log_what_it_did_in_game_after_game():
    """300 random club games in one process (the same speeches, votes and
    deaths recur from game to game): a day speech's event names its seat,
    its nomination and its day (C-4.3); a vote's names the day and the
    counts cast (C-6.1); a night's leavings are its deaths, that night
    (C-8); the transcript's speeches are the speeches given."""
    seen_nominations = 0
    for seed in range(300):
        setup, inputs = random_game(seed)
        game = Game(setup)
        for inp in inputs:
            step = game.step
            told = game.push(inp).events
            if isinstance(inp, Speech) and step.kind == "speech":
                ended = [ev for ev in told if isinstance(ev, E.SpeechEnded)]
                assert [(ev.seat, ev.nominate, ev.day) for ev in ended] == [(inp.seat, inp.nominate, step.day)]
                seen_nominations += inp.nominate is not None
            elif isinstance(inp, Vote):
                counted = next(ev for ev in told if isinstance(ev, E.VoteCounted))
                assert counted.day == step.day and counted.kind == step.kind
                assert dict(counted.counts) == {c: inp.as_dict().get(c, 0) for c in step.candidates}
            elif isinstance(inp, Night):
                night = next(ev for ev in told if isinstance(ev, E.NightResolved))
                left = [ev for ev in told if isinstance(ev, E.Eliminated)]
                assert [(ev.seat, ev.how, ev.night) for ev in left] == [(s, "killed", step.night) for s in night.deaths]
        speeches = [(t["day"], t["seat"]) for t in result_json(game)["transcript"] if t["step"] == "speech"]
        assert speeches == [(ev.day, ev.seat) for ev in game_speeches(game, inputs)]
    assert seen_nominations > 100


def game_speeches(game, inputs):
    """The day speeches' events of ``inputs`` folded again from the deal."""
    again = Game(game.setup)
    return [ev for inp in inputs for ev in again.push(inp).events
            if isinstance(ev, E.SpeechEnded) and ev.kind == "speech"]


@pytest.mark.parametrize("path", [p for p in SAMPLES if p.name.startswith(("ok4u", "fiim"))], ids=lambda p: p.name)
def test_a_game_prints_the_same_whatever_was_folded_before_it(path):
    text = path.read_text(encoding="utf-8")
    fresh = subprocess.run([sys.executable, "-m", "app", "replay", str(path)], capture_output=True, check=True,
                           text=True).stdout
    for other in SAMPLES:                       # every other game first, in this process
        replay(load_script(other.read_text(encoding="utf-8")))
    for seed in range(50):
        Game(*random_game(seed))
    script = load_script(text)
    game = Game(script.setup)
    told = [ev for inp in script.actions for ev in game.push(inp).events]
    assert json.loads(dumps_json(result_json(game))) == json.loads(fresh)
    while game.undo() is not None:              # back to the deal, then every input again
        pass
    assert [ev for inp in script.actions for ev in game.push(inp).events] == told
    assert json.loads(dumps_json(result_json(game))) == json.loads(fresh)


def test_a_full_memo_is_emptied_not_grown():
    """A long-running window or server keeps at most ``bound`` shared values
    (a removal's reason is the host's own text, so its keys are unbounded)."""
    from app.core.shared import Shared

    made = []
    memo = Shared(lambda a, b: made.append((a, b)) or (a, b), bound=3)
    for n in range(10):
        assert memo[(n, "x")] == (n, "x")
        assert len(memo) <= 3
    assert memo[(9, "x")] == (9, "x") and len(made) == 10      # the newest is kept, not made again
