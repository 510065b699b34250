"""The player view (issue #24): what one seat may know, the third observer
beside the host view and the public view (a phone will read it). Over random
legal games of every ruleset, each seat's view holds its own role, the
partners its rules let it meet, and only the answers given to it; the public
part is the room's view, nothing more."""

from __future__ import annotations

import dataclasses
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.core.game import Game
from app.core.inputs import Night
from app.core.rulesets.fiim import RULESET as FIIM
from app.core.rulesets.fiim.options import FiimOptions
from app.core.rulesets.forum import make_setup
from app.core.rulesets.forum.catalogue import BY_ID
from app.core.rulesets.ok4u.options import RulesOptions
from app.core.rulesets.ok4u.roles import deal
from app.core.setup import GameSetup
from app.core.views import PlayerView
from helpers import new_game, to_night
from test_fiim_property import OPTIONS as FIIM_OPTIONS
from test_fiim_property import draw_input as fiim_input
from test_forum_property import draw_input as forum_input
from test_forum_property import options as forum_options
from test_forum_property import tables as forum_tables
from test_property import OPTIONS as OK4U_OPTIONS
from test_property import legal_inputs as ok4u_input

FIELDS = {"seat", "name", "role", "team", "alive", "fouls", "out", "partners", "answers", "public", "own"}
PROFILE = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                          HealthCheck.data_too_large])


def check_views(game: Game, team_of, answers_ok) -> None:
    """Every seat's view now: its own role and team, partners of its team
    only, answers given to it only, the public part = the room's view."""
    host = {s.seat: s for s in game.host_view().seats}
    public = game.public_view()
    for seat, hs in host.items():
        view = game.player_view(seat)
        assert {f.name for f in dataclasses.fields(view)} == FIELDS
        assert view.seat == seat and view.role == hs.role and view.public == public
        for mate, role in view.partners:
            assert mate != seat and team_of(host[mate]) == team_of(hs)
            assert role is None or role == host[mate].role
        for answer in view.answers:
            assert answers_ok(game, seat, answer), answer
        if game.ruleset.id in ("ok4u", "fiim", "forum"):
            assert view.own is None          # the family and forum give a phone nothing more (#38)


def club_answer(game: Game, seat: int, answer) -> bool:
    """A check answer goes to the checker only (C-7.5, C-7.6, S-9.3)."""
    role = next(s.role for s in game.host_view().seats if s.seat == seat)
    checks = [c for c in game.host_view().checks if c.by == role]
    return answer["kind"] == "check" and role in ("sheriff", "don") and \
        any(c.night == answer["night"] and c.seat == answer["seat"] and c.result == answer["result"] for c in checks)


@PROFILE
@given(st.data(), st.integers(7, 16), st.integers(0, 2**32 - 1), OK4U_OPTIONS)
def test_random_club_games_give_each_seat_only_its_own(data, players, seed, options):
    roles = deal(players, random.Random(seed))
    game = Game(GameSetup.create([(f"P{i + 1}", r) for i, r in enumerate(roles)],
                                 options=RulesOptions.from_dict(options)))
    black = lambda s: s.team                                          # noqa: E731
    for _ in range(150):
        inp = ok4u_input(game, data.draw)
        if inp is None:
            break
        game.push(inp)
        check_views(game, black, club_answer)


@PROFILE
@given(st.data(), st.integers(0, 2**32 - 1), FIIM_OPTIONS)
def test_random_sport_games_give_each_seat_only_its_own(data, seed, options):
    roles = FIIM.deal(10, random.Random(seed))
    game = Game(GameSetup.create([(f"P{i + 1}", r) for i, r in enumerate(roles)], ruleset="fiim",
                                 options=FiimOptions.from_dict(options)))
    for _ in range(150):
        inp = fiim_input(game, data.draw)
        if inp is None:
            break
        if not game.legal(inp):
            continue
        game.push(inp)
        check_views(game, lambda s: s.team, club_answer)


def forum_answer(game: Game, seat: int, answer) -> bool:
    """M-8.3: a private message goes to its player only."""
    return answer["to"] == seat


@PROFILE
@given(st.data(), forum_options(), forum_tables(), st.integers(0, 2**32))
def test_random_forum_games_give_each_seat_only_its_own(data, opts, roles, seed):
    names = [f"P{i}" for i in range(1, len(roles) + 1)]
    game = Game(make_setup("novosibirsk", names, roles, seed=seed, options=opts))
    for _ in range(data.draw(st.integers(5, 60))):
        if game.status == "finished":
            break
        inp = forum_input(game, data.draw, roles)
        if game.why_not(inp) is not None:
            continue
        game.push(inp)
        check_views(game, lambda s: BY_ID[s.role].team, forum_answer)
    names = {i: n for i, n in enumerate(names, 1)}
    for seat in range(1, len(roles) + 1):          # M-8.3: his phone words each message as the thread would
        for answer in game.player_view(seat).answers:
            for lang in ("ru", "en"):
                text = game.ruleset.answer_text(answer, names, lang)
                assert text.strip() and "kind" not in text and "'" not in text, (answer, text)


def test_the_sheriff_sees_his_check_and_the_mafia_each_other_after_night_1():
    """ROLES10: Sheriff 2, Mafia 3 and 9, Don 5; C-7.1, C-7.5, C-7.6."""
    game = new_game()
    assert game.player_view(3).partners == ()                        # they meet at night
    to_night(game)
    game.push(Night(mafia=1, don=2, sheriff=5))
    assert game.player_view(2).answers == ({"kind": "check", "night": 1, "seat": 5, "result": "black"},)
    assert game.player_view(5).answers == ({"kind": "check", "night": 1, "seat": 2, "result": "yes"},)
    assert game.player_view(3).partners == ((5, "don"), (9, "mafia"))
    names = {i: f"P{i}" for i in range(1, 11)}
    sheriff, don = game.player_view(2).answers[0], game.player_view(5).answers[0]
    assert game.ruleset.answer_text(sheriff, names, "ru") == "Night 1: 5. P5 — black (the Mafia)"   # the core's English
    assert game.ruleset.answer_text(don, names, "en") == "Night 1: 2. P2 — the Sheriff"
    for seat in (4, 6, 7, 8, 10):
        view = game.player_view(seat)
        assert view.answers == () and view.partners == ()
    with pytest.raises(KeyError):
        game.player_view(11)
    assert isinstance(game.player_view(1), PlayerView)


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**6))
def test_random_raizen_games_give_each_seat_only_its_own(seed):
    """Mafik Raizen (#27): a seat sees its secret role, the Mafia their
    partners (R-1.3), and only the private messages sent to it (R-12.3)."""
    from bench.raizen_games import random_game

    _, game = random_game(seed, max_phases=10)
    check_views(game, lambda s: s.team, lambda g, seat, answer: answer["to"] == seat)
    hv = game.host_view()
    catalogue = hv.own.catalogue.cards
    for seat in hv.seats:
        view = game.player_view(seat.seat)
        assert all(role is not None for _, role in view.partners)
        if game.status != "finished":
            assert all(s.role is None for s in view.public.seats)
        if hv.own.phase == "draft":
            continue
        cards = hv.own.cards[seat.seat]          # #38: his phone holds his own hand and sleeve, in order
        assert view.own.hand == tuple(catalogue[cards["ids"][c]].name for c in cards["hand"])
        assert view.own.sleeve == tuple(catalogue[cards["ids"][c]].name for c in cards["sleeve"])
        assert view.own.artifact == (hv.own.owner == seat.seat and seat.alive)
        assert view.own.public == hv.own.public_roles[seat.seat]


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**6))
def test_random_za31_games_give_each_seat_only_its_own(seed):
    """ЗА 31 (#28) has no hidden role: no partners, no answers, the public
    part is the situation (Z-11.1) and its picture, with no lord or defence."""
    from bench.za31_games import random_game

    _, game = random_game(seed, turns=5)
    check_views(game, lambda s: s.team, lambda g, seat, answer: False)
    public = game.public_view()
    assert not hasattr(public.own, "state") and not hasattr(public.own, "orders")
    assert all(set(w) == {"seat", "name", "height", "shards", "sources", "nothing", "energy"}
               for w in public.own.picture["worlds"])
    state = game.host_view().own.state          # #38: his phone holds his own world, energy and defence
    for seat in game.host_view().seats:
        own = game.player_view(seat.seat).own
        mine = state[str(seat.seat)]
        assert (own.energy, own.defence, own.height) == (mine["energy"], mine["defence"], mine["height"])
