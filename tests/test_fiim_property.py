"""Random legal sport Mafia games (hypothesis), under random S-16 options:
undo restores the state exactly, and the public view carries no role, shot,
check or best-move count before the end (S-1.3, S-11.3)."""

from __future__ import annotations

import random
from decimal import Decimal

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.core.game import Game
from app.core.inputs import Bonus, Confirm, End, Foul, Lift, NightAction, Override, Remove, Speech, Vote
from app.core.rulesets.fiim import RULESET, BestMove, Night0
from app.core.rulesets.fiim.options import FiimOptions
from app.core.setup import GameSetup
from helpers import public_text, push_undo_redo

SECRET_WORDS = {"civilian", "sheriff", "mafia", "don", "red", "black", "yes", "no"}
ROLE_NAMES = {"civilian", "sheriff", "mafia", "don"}


def draw_input(game: Game, draw):
    step = game.step
    if step is None:
        return None
    alive = game.alive
    roll = draw(st.integers(0, 99))
    if roll < 5 and step.kind != "result":
        return Foul(draw(st.sampled_from(list(range(1, 11)))))
    if roll == 5 and step.kind != "result":
        return Remove(draw(st.sampled_from(alive)), draw(st.sampled_from(["disqualified", "team_defeat"])))
    if roll == 6:
        return Bonus(draw(st.integers(1, 10)), Decimal(draw(st.integers(-5, 8))) / 10, "ДБ")
    if roll == 7:
        return End(draw(st.sampled_from(["red", "black", "draw"])), "host")
    kind = str(step.kind)
    if kind == "night0":
        return Night0()
    if kind in ("speech", "justification", "farewell"):
        nominate = draw(st.sampled_from(alive)) if kind == "speech" and draw(st.booleans()) else None
        return Speech(step.seat, nominate)
    if kind in ("vote", "revote"):
        budget, counts = len(alive), {}
        for c in step.candidates[:-1]:
            counts[c] = draw(st.integers(0, budget))
            budget -= counts[c]
        return Vote.of(counts)
    if kind == "lift_vote":
        return Lift(draw(st.integers(0, len(alive))))
    if kind == "night":
        hv = game.host_view()
        options = [s for s, why in hv.night_targets.items() if why is None]
        target = draw(st.sampled_from(options)) if options and draw(st.integers(0, 3)) else None
        return NightAction(hv.night_call, target)
    if kind == "best_move":
        if draw(st.booleans()):
            return BestMove(())
        others = [s for s in alive if s != step.seat]
        return BestMove(tuple(draw(st.permutations(others))[:3]))
    if draw(st.integers(0, 3)) == 0:
        return Override(draw(st.sampled_from(["red", "black", "draw"])), "host")
    return Confirm(draw(st.booleans()))


OPTIONS = st.fixed_dictionaries({}, optional={
    "profile": st.sampled_from(["fiim", "rfm-2026"]),
    "vote_single_nominee": st.booleans(),
    "removal_ends_day": st.booleans(),
    "lift_threshold": st.sampled_from(["more_than_half", "half"]),
    "final_farewell": st.booleans(),
    "call_dead_roles": st.booleans(),
    "shot_player_checks": st.booleans(),
    "draw_exits": st.sampled_from(["any", "shot_or_vote"]),
    "best_move_day1_exits": st.sampled_from(["any", "vote"]),
    "auto_extra": st.sampled_from([0, Decimal("0.3")]),
})


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data(), st.integers(0, 2**32 - 1), OPTIONS)
def test_random_fiim_games_undo_exact_and_public_view_clean(data, seed, options):
    roles = RULESET.deal(10, random.Random(seed))
    setup = GameSetup.create([(f"Игрок {i + 1}", r) for i, r in enumerate(roles)], ruleset="fiim",
                             options=FiimOptions.from_dict(options))
    game = Game(setup)
    for _ in range(300):
        inp = draw_input(game, data.draw)
        if inp is None:
            break
        if not game.legal(inp):
            continue
        push_undo_redo(game, inp)
        view = game.public_view()
        finished = view.phase == "finished"
        text = public_text(view)
        for word in (SECRET_WORDS - ROLE_NAMES if finished else SECRET_WORDS):
            assert f'"{word}"' not in text, word
        best = view.own.best_move
        if best is not None and not finished:
            assert set(best) == {"seat", "named"}
        points = game.points()
        assert (points is None) == (game.status != "finished")
        if points is not None:
            assert all(isinstance(p, Decimal) for p in points.values())
