"""The rulesets seam: a toy ruleset registered through the public API only
plays through the shared fold, undo, views and the replay CLI (issue:
rulesets). Its rules are in tests/toy_ruleset.py (T-…)."""

import json

import pytest

from app.cli import main as cli_main
from app.core import ruleset as rulesets
from app.core.errors import MafiaError, RuleError, SetupError
from app.core.events import Eliminated, GameFinished
from app.core.game import Game
from app.core.inputs import NightAction, Speech, Vote
from app.core.setup import GameSetup
from toy_ruleset import TOY, Toy

SEATS = [("Анна", "citizen"), ("Борис", "checker"), ("Вера", "killer"), ("Глеб", "citizen"),
         ("Дина", "citizen")]
ACTIONS = [{"speech": 1}, {"speech": 2}, {"speech": 3}, {"speech": 4}, {"speech": 5},
           {"vote": {"1": 3, "3": 2}},                          # 1 leaves (T-2)
           {"call": "killer", "target": 4}, {"call": "checker", "target": 3},   # 4 dies, 3 is the killer
           {"speech": 2}, {"speech": 3}, {"speech": 5},
           {"vote": {"3": 2}}]                                  # the killer leaves: the town wins (T-4)


@pytest.fixture
def toy():
    rulesets.register(TOY)
    yield TOY
    rulesets.unregister(TOY.id)


def test_the_toy_plays_through_the_shared_fold(toy):
    setup = GameSetup.create(SEATS, ruleset="toy")
    assert setup.rules is toy and setup.scheme == "none" and setup.preset == "toy"
    game = Game(setup)
    for seat in range(1, 6):
        changes = game.push(Speech(seat))
        assert changes.step                         # each speech is a new step
    changes = game.push(Vote.of({1: 3, 3: 2}))
    assert any(isinstance(e, Eliminated) and e.seat == 1 for e in changes.events) and changes.seats
    assert game.step.kind == "night"


def test_an_illegal_input_names_the_toy_rule_and_changes_nothing(toy):
    game = Game(GameSetup.create(SEATS, ruleset="toy"), [Speech(s) for s in range(1, 6)]
                + [Vote.of({})])
    before = (game.inputs, game.step, game.host_view())
    err = game.why_not(NightAction("checker", 3))
    assert err is not None and err.rule == "T-3" and "killer is called now" in err.reason
    with pytest.raises(RuleError) as raised:
        game.push(NightAction("killer", 3))            # nobody targets himself (T-3)
    assert raised.value.rule == "T-3"
    assert (game.inputs, game.step, game.host_view()) == before
    assert game.legal(NightAction("killer", 2))


def test_undo_refolds_the_toy_and_the_public_view_keeps_its_secrets(toy):
    game = Game(GameSetup.create(SEATS, ruleset="toy"))
    for entry in ACTIONS[:8]:
        game.push(toy.parse_input(entry))
    assert game.host_view().checks == ((1, 3, "killer"),)
    text = json.dumps([s.__dict__ for s in game.public_view().seats], ensure_ascii=False)
    assert "killer" not in text and "checker" not in text          # roles stay with the host
    game.undo()
    assert game.step.kind == "night" and game.host_view().checks == ()
    game.redo()
    assert game.host_view().checks == ((1, 3, "killer"),)


def test_the_replay_cli_plays_a_toy_script(toy, tmp_path, capsys):
    script = {"format": "mafia-game/2", "rules": {"preset": "toy", "options": {}},
              "seats": [{"seat": i + 1, "player": p, "role": r} for i, (p, r) in enumerate(SEATS)],
              "actions": ACTIONS}
    path = tmp_path / "toy.json"
    path.write_text(json.dumps(script, ensure_ascii=False), encoding="utf-8")
    assert cli_main(["replay", str(path)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["status"] == "finished" and out["winner"] == "town" and out["alive"] == [2, 5]
    game = Game(GameSetup.create(SEATS, ruleset="toy"), [toy.parse_input(a) for a in ACTIONS])
    assert isinstance(game.host_view().events[-1], GameFinished)


def test_a_toy_script_breaking_a_rule_exits_2_with_the_rule(toy, tmp_path, capsys):
    script = {"format": "mafia-game/2", "rules": {"preset": "toy"},
              "seats": [{"seat": i + 1, "player": p, "role": r} for i, (p, r) in enumerate(SEATS)],
              "actions": ACTIONS[:6] + [{"call": "killer", "target": 1}]}     # seat 1 left by vote
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(script), encoding="utf-8")
    assert cli_main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert "action 6" in err and "(T-3)" in err and "Traceback" not in err


def test_the_registry(toy):
    assert rulesets.for_preset("toy") is toy and rulesets.get("ok4u").id == "ok4u"
    assert {r.id for r in rulesets.registered()} >= {"ok4u", "toy"}
    with pytest.raises(SetupError, match="the toy is for 5 players"):
        GameSetup.create(SEATS + [("Егор", "citizen")], ruleset="toy")

    class Thief(Toy):
        id = "thief"
        presets = {"ok4u": "ok4u"}           # a preset ok4u already answers to

    with pytest.raises(MafiaError, match="already belong to ruleset 'ok4u'"):
        rulesets.register(Thief())


def test_an_unregistered_preset_is_refused_by_name(tmp_path, capsys):
    script = {"format": "mafia-game/2", "rules": {"preset": "toy"}, "seats": [], "actions": []}
    path = tmp_path / "toy.json"
    path.write_text(json.dumps(script), encoding="utf-8")
    assert cli_main(["replay", str(path)]) == 2
    assert "unknown rules preset 'toy'" in capsys.readouterr().err
