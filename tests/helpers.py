"""Small builders for rules tests (not part of the app)."""

from __future__ import annotations

import os
from contextlib import contextmanager
from pathlib import Path

from app.core.game import Game
from app.core.inputs import Night, Speech
from app.core.rulesets.ok4u.options import RulesOptions
from app.core.setup import GameSetup

# The table of the shared scenario: seat i+1 has ROLES10[i].
ROLES10 = ["civilian", "sheriff", "mafia", "civilian", "don",
           "doctor", "maniac", "beauty", "mafia", "civilian"]
ROLES7 = ["civilian", "sheriff", "mafia", "civilian", "don", "doctor", "maniac"]


def shared_dir() -> Path:
    """``../shared`` beside the repository (or $MAFIA_SHARED)."""
    env = os.environ.get("MAFIA_SHARED")
    if env:
        return Path(env)
    return Path(__file__).resolve().parents[1].parent / "shared"


def new_game(roles=ROLES10, immune=(), speed=False, preset="ok4u", **options) -> Game:
    setup = GameSetup.create([(f"P{i + 1}", r) for i, r in enumerate(roles)],
                             immune=immune, speed_game=speed, preset=preset,
                             options=RulesOptions.from_dict(options))
    return Game(setup)


def speak_all(game: Game, nominations: dict[int, int] | None = None) -> None:
    """End every speech of the current day, with nominations by speaker seat."""
    nominations = nominations or {}
    while game.step is not None and game.step.kind in ("speech", "farewell"):
        seat = game.step.seat
        nominate = nominations.get(seat) if game.step.kind == "speech" else None
        game.push(Speech(seat, nominate))


def to_night(game: Game, nominations=None) -> None:
    speak_all(game, nominations)
    assert game.step.kind == "night", game.step


def night(game: Game, **actions) -> None:
    game.push(Night(**actions))


def day2(**options) -> Game:
    """A 10-player game (ROLES10) at the start of Day 2 after a night without actions."""
    game = new_game(**options)
    to_night(game)
    night(game)
    return game


def night_targets(game: Game, role: str) -> dict[int, str | None]:
    """Before tonight's first call: for every seat, None if ``role`` may
    target it, else why not (asked of the core, never recomputed)."""
    out = {}
    for seat in range(1, game.setup.players + 1):
        err = game.why_not(Night(**{role: seat}))
        out[seat] = None if err is None else str(err)
    return out


def night_error(game: Game, role: str, seat: int):
    """The core's reason ``role`` may not target ``seat`` tonight (or None)."""
    return game.why_not(Night(**{role: seat}))


def nomination_error(game: Game, target: int):
    """The core's reason the current speaker may not nominate ``target`` (or None)."""
    return game.why_not(Speech(game.step.seat, target))


def snapshot(game: Game):
    """Everything a host could notice of a game: its output, host view and step."""
    from app.core.script import dumps_json

    return dumps_json(game.result_json(), sort_keys=True), repr(game.host_view()), game.step


def push_undo_redo(game: Game, inp) -> None:
    """Push ``inp``; undo must give back exactly the state before, redo the state after."""
    before = snapshot(game)
    game.push(inp)
    after = snapshot(game)
    game.undo()
    assert snapshot(game) == before
    game.redo()
    assert snapshot(game) == after


def public_text(view) -> str:
    """A public view as lower-case JSON text, without ``winner`` (the result
    is public once the game ends): for searching it for secrets."""
    import dataclasses
    import json

    data = dataclasses.asdict(view)
    data.pop("winner")
    return json.dumps(data, ensure_ascii=False, default=str).lower()


@contextmanager
def registered(ruleset, kit):
    """A ruleset and its kit registered for one test (the built-in kits first), then gone again."""
    from app.core import ruleset as rulesets
    from app.ui import rulesets as kits

    rulesets.register(ruleset)
    kits.kit_for(None)
    kits.register(kit)
    try:
        yield ruleset
    finally:
        kits._KITS.pop(kit.id, None)
        rulesets.unregister(ruleset.id)


def run_replay(tmp_path, data=None, text=None):
    """``python -m app replay`` on ``data`` (or ``text``) written as tmp_path/game.json."""
    import json
    import subprocess
    import sys

    path = tmp_path / "game.json"
    path.write_text(text if text is not None else json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return subprocess.run([sys.executable, "-m", "app", "replay", str(path)], capture_output=True,
                          encoding="utf-8")


def one_error_line(proc, rule):
    """A refused replay: exit 2, nothing on stdout, one stderr line ending in ``(rule)``; the line."""
    assert proc.returncode == 2 and proc.stdout == ""
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in proc.stderr, proc.stderr
    assert lines[0].endswith(f"({rule})"), lines[0]
    return lines[0]


def replayed(data):
    """A script object (not changed) replayed to its :class:`Game`."""
    import copy

    from app.core.script import parse_script, replay

    return replay(parse_script(copy.deepcopy(data)))


def replay_output(data):
    """A script object's replay output (``result_json``) as JSON data."""
    import json

    return json.loads(json.dumps(replayed(data).result_json(), ensure_ascii=False))


def replay_refusal(data):
    """The error replaying ``data`` raises (fails the test when none)."""
    from app.core.errors import MafiaError

    try:
        replayed(data)
    except MafiaError as err:
        return err
    raise AssertionError("the game was taken")


def rule_cited(err, prefix):
    """The rule id an error's line cites: its last ``(PREFIX-…)``."""
    import re

    found = re.findall(rf"\(({prefix}-[0-9.]+)\)", str(err))
    assert found, str(err)
    return found[-1]
