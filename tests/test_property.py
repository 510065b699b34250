"""Random legal games (hypothesis): undo restores the state exactly, and the
public view never carries a secret (role, night target, check, immunity)."""

import dataclasses

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.core.game import Game
from app.core.inputs import Bonus, Foul, Lift, Night, NightAction, Remove, Speech, Vote
from app.core.rulesets.ok4u.options import RulesOptions
from app.core.rulesets.ok4u.roles import deal
from helpers import night_targets, nomination_error, public_text, push_undo_redo
from app.core.setup import GameSetup

import random

ROLES_REVEALED = {"civilian", "sheriff", "doctor", "beauty", "mafia", "don", "maniac"}
ROLE_WORDS = {"civilian", "sheriff", "doctor", "beauty", "mafia", "don", "maniac",
              "red", "black", "immune", "yes", "no"}


def legal_inputs(game: Game, draw):
    step = game.step
    if step is None:
        return None
    choice = draw(st.integers(0, 99))
    alive = game.alive
    if choice < 6 and step.kind != "result":
        return Foul(draw(st.sampled_from(alive)))
    if choice == 6 and step.kind != "result":
        return Remove(draw(st.sampled_from(alive)), draw(st.sampled_from(["woke", "gesture", "peek"])))
    if choice == 7:
        return Bonus(draw(st.sampled_from(game.alive)), 1, "bonus")
    if step.kind in ("speech", "justification", "farewell"):
        nominate = None
        if step.kind == "speech" and draw(st.booleans()):
            target = draw(st.sampled_from(alive))
            if nomination_error(game, target) is None:
                nominate = target
        return Speech(step.seat, nominate)
    if step.kind in ("vote", "revote"):
        budget = len(alive)
        counts = {}
        for c in step.candidates:
            n = draw(st.integers(0, budget))
            counts[c] = n
            budget -= n
        return Vote.of(counts)
    if step.kind == "lift_vote":
        return Lift(draw(st.integers(0, len(alive))))
    if step.kind == "night" and (dict(game.host_view().night_answers) or draw(st.booleans())):
        role = game.host_view().night_call          # one call at a time (C-7.1), dead roles too (C-7.2)
        options = [s for s, why in game.host_view().night_targets.items() if why is None]
        target = draw(st.sampled_from(options)) if options and draw(st.integers(0, 4)) else None
        return NightAction(role, target)
    if step.kind == "night":
        actions = {}
        for role in ("mafia", "don", "sheriff", "maniac", "doctor", "beauty"):
            if not (role in game.host_view().night_acting) or draw(st.integers(0, 4)) == 0:
                continue
            options = [s for s, why in night_targets(game, role).items() if why is None]
            if options:
                actions[role] = draw(st.sampled_from(options))
        return Night(**actions)
    from app.core.inputs import Confirm
    return Confirm()


OPTIONS = st.fixed_dictionaries({}, optional={
    "farewell_seconds": st.sampled_from([0, 15, 30, 60]),
    "subset_retie": st.sampled_from(["lift", "revote"]),
    "first_speaker": st.sampled_from(["rotate", "lowest"]),
    "zero_revote": st.sampled_from(["lift", "nobody_leaves"]),
})


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data(), st.integers(7, 16), st.integers(0, 2**32 - 1), OPTIONS)
def test_random_games_undo_exact_and_public_view_clean(data, players, seed, options):
    """Under random rules options too (C-3.3 last words, C-6.4 re-tie, C-4.1)."""
    roles = deal(players, random.Random(seed))
    immune = [1, 2] if seed % 2 else []
    setup = GameSetup.create([(f"Игрок {i + 1}", r) for i, r in enumerate(roles)], immune=immune,
                             options=RulesOptions.from_dict(options))
    game = Game(setup)
    for _ in range(400):
        inp = legal_inputs(game, data.draw)
        if inp is None:
            break
        push_undo_redo(game, inp)
        view = game.public_view()
        text = public_text(view)
        secret = ROLE_WORDS if view.phase != "finished" else ROLE_WORDS - ROLES_REVEALED
        for word in secret:   # once the game is over its roles are public, nothing else
            assert f'"{word}"' not in text, word
        fields = {f.name for f in dataclasses.fields(view)}
        assert not fields & {"roles", "checks", "immune", "targets", "nights"}
    assert game.status in ("finished", "in_progress")
