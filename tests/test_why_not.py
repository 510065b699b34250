"""``why_not`` answers exactly what ``push`` would do, without a deep copy of
the game (#26): a fork of the state (the seam's default) or a direct check
(forum Mafia's "resolve turn"), on random club and forum games."""

from __future__ import annotations

import copy
import sys
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.core.errors import RuleError
from app.core.game import Game
from app.core.inputs import Foul, Lift, Remove, Speech, Vote
from app.core.rulesets.forum import ResolveTurn, make_setup
from test_forum_property import draw_input, options, tables

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))
from common import random_game  # noqa: E402


def pushed(game: Game, inp) -> str | None:
    """What a push of ``inp`` does to a deep copy: None, or the refusal's rule and code."""
    trial = copy.deepcopy(game._play, {id(game.setup): game.setup})
    try:
        trial.apply(inp)
    except RuleError as err:
        return f"{err.rule} {err.code}"
    return None


def answered(game: Game, inp) -> str | None:
    err = game.why_not(inp)
    return None if err is None else f"{err.rule} {err.code}"


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data(), options(), tables(), st.integers(0, 2**32))
def test_forum_why_not_agrees_with_the_fold(data, opts, roles, seed):
    names = [f"P{i}" for i in range(1, len(roles) + 1)]
    game = Game(make_setup("novosibirsk", names, roles, seed=seed, options=opts))
    for _ in range(data.draw(st.integers(5, 60))):
        if game.status == "finished":
            break
        in_play = list(game.host_view().own.in_play)
        for pick in [None, *in_play[:4], 99]:
            assert answered(game, ResolveTurn(pick)) == pushed(game, ResolveTurn(pick))
        before = game.host_view().own.turn, len(game.inputs)
        inp = draw_input(game, data.draw, roles)
        assert answered(game, inp) == pushed(game, inp)
        assert (game.host_view().own.turn, len(game.inputs)) == before     # asking changed nothing
        if game.why_not(inp) is None:
            game.push(inp)


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10_000), st.data())
def test_club_why_not_agrees_with_the_fold(seed, data):
    setup, actions = random_game(seed)
    game = Game(setup, actions[:data.draw(st.integers(0, len(actions) - 1))])
    seats = range(0, setup.players + 2)
    for inp in [*(Foul(s) for s in seats), *(Speech(s) for s in seats), *(Remove(s, "ethics") for s in seats[:3]),
                Vote.of({1: 3}), Lift(2), Lift(99)]:
        assert answered(game, inp) == pushed(game, inp), inp
    assert len(game.inputs) == len(game._inputs)
