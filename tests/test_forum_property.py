"""Random legal forum games (hypothesis), under random M-14 options: undo
restores the state exactly; the newspaper names no role unless
``reveal_roles`` (M-8.1); each private message reaches only the player it is
for (M-8.3); the public view carries no role before the end."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.core.game import Game
from app.core.rulesets.forum import CastVote, EndForum, ResolveTurn, SetOrders, make_setup
from app.core.rulesets.forum.catalogue import ACTIONS, BY_ID, ROLES
from app.core.rulesets.forum.options import CHOICES
from helpers import public_text, push_undo_redo

BOOLS = ("team_knows_roles", "heal_stops_shots", "boss_both", "self_vote", "vote_nobody", "reveal_roles")


@st.composite
def options(draw):
    out = {k: draw(st.sampled_from(v)) for k, v in CHOICES.items() if k != "team_size_rounding"}
    out.update({k: draw(st.booleans()) for k in BOOLS})
    return out


@st.composite
def tables(draw):
    """M-13's 29 seats, or a random Novosibirsk table of 6–12 with two sides."""
    if draw(st.booleans()):
        return [r.id for r in ROLES]
    n = draw(st.integers(6, 12))
    roles = [draw(st.sampled_from([r.id for r in ROLES])) for _ in range(n - 2)]
    return roles + ["citizen", draw(st.sampled_from(["mafioso", "yakuza", "maniac", "poisoner"]))]


def draw_input(game: Game, draw, roles):
    extra = game.host_view().own
    in_play = list(extra.in_play)
    roll = draw(st.integers(0, 99))
    if roll < 35:
        return CastVote(draw(st.sampled_from(in_play)), draw(st.sampled_from(in_play + [None, 0])))
    if roll < 85:
        seat = draw(st.sampled_from(in_play))
        keys = list(BY_ID[roles[seat - 1]].actions) or ["shot"]
        chosen = draw(st.lists(st.sampled_from(keys), min_size=0, max_size=2, unique=True))
        orders = []
        for key in chosen:
            if key == "disperse":
                orders.append((key, True))
            else:
                orders.append((key, draw(st.sampled_from(in_play + ([None] if key == "hypocrisy" else [])))))
        return SetOrders(seat, tuple(orders))
    if roll < 98:
        return ResolveTurn(draw(st.sampled_from([None, None, None] + in_play)))
    return EndForum(draw(st.sampled_from(["honest", "mafia", "host"])), None, "ethics")


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data(), options(), tables(), st.integers(0, 2**32))
def test_random_forum_games(data, opts, roles, seed):
    names = [f"P{i}" for i in range(1, len(roles) + 1)]
    game = Game(make_setup("novosibirsk", names, roles, seed=seed, options=opts))
    orders_by_turn: dict[int, dict[int, dict]] = {}
    for _ in range(data.draw(st.integers(5, 80))):
        if game.status == "finished":
            break
        inp = draw_input(game, data.draw, roles)
        if game.why_not(inp) is not None:
            continue
        turn = game.host_view().own.turn
        push_undo_redo(game, inp)
        orders_by_turn[turn] = {s: dict(o) for s, o in game.host_view().own.orders.items()} \
            if not isinstance(inp, ResolveTurn) else orders_by_turn.get(turn, {})
        if game.status != "finished":
            assert not any(seat.role for seat in game.public_view().seats)
            text = public_text(game.public_view())
            assert not any(f"'{r.id}'" in text or f'"{r.id}"' in text for r in ROLES if r.id != "yakuza")
    for outcome in game.host_view().own.turns:
        segments = [seg for line in outcome.lines for seg in line]
        assert any(seg[0] == "role" for seg in segments) == (
            opts["reveal_roles"] and bool(outcome.deaths or outcome.count.jailed))
        if not opts["reveal_roles"]:
            for lang in ("ru", "en"):
                text = outcome.newspaper[lang]
                assert not any(f"({r.ru})" in text or f"({r.en})" in text for r in ROLES)
        given_orders = orders_by_turn.get(outcome.turn, {})
        for msg in outcome.private:
            to, kind = msg["to"], msg["kind"]
            mine = given_orders.get(to, {})
            if kind in ("check", "watch"):
                assert mine.get(kind) == msg["seat"], msg
            elif kind == "team_shot":
                assert BY_ID[roles[to - 1]].team == msg["team"]
            elif kind == "benched":
                assert {"seat": to, "by": msg["by"]} in outcome.benched_next
            else:
                assert kind == "vision" and roles[to - 1] == "schizophrenic"
    assert set(ACTIONS) >= {k for o in orders_by_turn.values() for d in o.values() for k in d}
