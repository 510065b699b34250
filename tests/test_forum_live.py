"""A forum city at a live table (M-11): the night's wake-up calls in M-11.3's
order, one tap for a team, checks answered at once, the benched woken and
failed, the jailed not woken; the public view keeps every secret; a game
played by taps is written and replayed as ``forum-turns/1``.

The table is M-13's (seat k holds role k of M-3) unless a test seats another.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.core.errors import RuleError
from app.core.game import Game
from app.core.rulesets.forum import (
    CastVote, CloseVote, LiveOrder, ResolveTurn, SetOrders, make_setup, night_calls, turns_script,
)
from app.core.rulesets.forum.catalogue import ROLES, STEP1
from app.core.rulesets.forum.inputs import parse_input
from app.core.script import parse_script, replay
from helpers import public_text, push_undo_redo

M13 = [r.id for r in ROLES]


def live_game(roles=None, **options) -> Game:
    roles = roles or M13
    return Game(make_setup("novosibirsk", [f"#{i}" for i in range(1, len(roles) + 1)], roles, seed=0,
                           mode="live", options=options))


def night(game: Game, votes: dict[int, int] | None = None) -> Game:
    """Cast ``votes`` (voter → seat) and close the day vote."""
    for voter, target in (votes or {}).items():
        game.push(CastVote(voter, target))
    game.push(CloseVote())
    return game


def code(game: Game, inp) -> str:
    err = game.why_not(inp)
    assert err is not None, inp
    return err.code


def test_m_11_3_wake_order_on_m13s_table():
    """Distracters; poisoner; reanimator, doctor, guards, freezers; checkers;
    the Mafia together, the Yakuza; killer, sheriff, detective, maniac; the
    witness last. Step-1 roles and the schizophrenic are not woken."""
    calls = night_calls({i + 1: r for i, r in enumerate(M13)})
    assert [c.id for c in calls] == [
        "girl:8", "thief:19", "poisoner:29", "reanimator:6", "doctor:7", "soldier:10", "bruiser:18",
        "samurai:26", "boss:14", "yakuza_leader:22", "commissar:2", "shooting_commissar:3", "lawyer:17",
        "informer:25", "mafia", "yakuza", "killer:16", "sheriff:5", "detective:4", "maniac:27", "witness:9"]
    by_id = {c.id: c for c in calls}
    assert by_id["mafia"].seats == (13, 14, 15) and by_id["mafia"].team
    assert by_id["yakuza"].seats == (21, 22, 23, 24)
    assert by_id["detective:4"].keys == ("check", "shot")
    woken = {s for c in calls for s in c.seats}
    assert not woken & {11, 12, 20, 28}      # commander, schizophrenic, hypocrite, rebel


def test_m_2_2_any_member_wakes_the_whole_team():
    calls = {c.id: c for c in night_calls({i + 1: r for i, r in enumerate(M13)}, "any_member")}
    assert calls["mafia"].seats == (13, 14, 15, 16, 17, 18, 19, 20)
    assert calls["yakuza"].seats == (21, 22, 23, 24, 25, 26)


def test_two_holders_of_one_role_are_woken_apart():
    calls = night_calls({1: "commissar", 2: "mafioso", 3: "commissar", 4: "citizen"})
    assert [(c.id, c.seats) for c in calls] == [("commissar:1", (1,)), ("commissar:3", (3,)),
                                                 ("mafia", (2,))]


def test_m_11_3_one_tap_enters_the_target_for_each_member_who_points():
    game = night(live_game())
    push_undo_redo(game, LiveOrder("mafia", (13, 15), "team_shot", 1))
    orders = game.host_view().own.orders
    assert orders[13] == {"team_shot": 1} and orders[15] == {"team_shot": 1} and 14 not in orders
    assert len(game.inputs) == 2                  # the close and the tap: one input, one undo
    game.undo()
    assert game.host_view().own.orders == {}


def test_m_4_2_the_boss_keeps_his_freeze_beside_the_team_shot():
    game = night(live_game())
    game.push(LiveOrder("boss:14", (14,), "freeze", 5))
    game.push(LiveOrder("mafia", (13, 14), "team_shot", 1))
    assert game.host_view().own.orders[14] == {"freeze": 5, "team_shot": 1}
    game.push(LiveOrder("mafia", (14,), "team_shot", None))        # taken back: the freeze stays
    assert game.host_view().own.orders[14] == {"freeze": 5}
    strict = night(live_game(boss_both=False))
    strict.push(LiveOrder("boss:14", (14,), "freeze", 5))
    assert code(strict, LiveOrder("mafia", (13, 14), "team_shot", 1)) == "forum:one_action"


def test_m_3_the_detective_checks_or_shoots_his_later_word_replaces():
    game = night(live_game())
    game.push(LiveOrder("detective:4", (4,), "check", 24))
    game.push(LiveOrder("detective:4", (4,), "shot", 21))
    assert game.host_view().own.orders[4] == {"shot": 21}


def test_m_11_3_checks_are_answered_at_once():
    game = night(live_game())
    game.push(LiveOrder("commissar:2", (2,), "check", 24))          # a ninja shows as a citizen (M-2.3)
    game.push(LiveOrder("shooting_commissar:3", (3,), "check", 16))  # the killer: his shot follows (M-3.1)
    game.push(LiveOrder("lawyer:17", (17,), "check", 1))
    answers = game.host_view().own.check_answers
    assert answers[2] == {"seat": 24, "role": "citizen", "why": None, "shoots": False}
    assert answers[3] == {"seat": 16, "role": "killer", "why": None, "shoots": True}
    assert answers[17]["role"] == "citizen" and not answers[17]["shoots"]
    game.push(ResolveTurn())
    assert {"seat": 16, "how": "shot"} in game.host_view().own.turns[-1].deaths


def test_m_2_6_a_distracted_checker_is_answered_that_it_fails():
    game = night(live_game())
    game.push(LiveOrder("girl:8", (8,), "distract", 2))     # distracters are woken first
    game.push(LiveOrder("commissar:2", (2,), "check", 13))
    assert game.host_view().own.check_answers[2] == {"seat": 13, "role": None, "why": "distracted",
                                                          "shoots": False}
    game.push(LiveOrder("mafia", (13, 14), "team_shot", 1))
    game.push(LiveOrder("girl:8", (8,), "distract", 14))      # back to the girl: now the boss
    extra = game.host_view().own
    assert extra.failing == {14: {"team_shot": "distracted"}} and extra.check_answers[2]["role"] == "mafioso"


def test_m_11_3_a_benched_player_is_woken_and_his_order_fails():
    game = night(live_game())
    game.push(LiveOrder("boss:14", (14,), "freeze", 2))      # M-2.10: benched next turn
    game.push(ResolveTurn())
    night(game)
    view = game.host_view().own
    assert view.benched == {2: "freeze"} and 2 in view.awake["commissar:2"]
    game.push(LiveOrder("commissar:2", (2,), "check", 13))
    assert game.host_view().own.check_answers[2]["why"] == "benched"
    assert game.host_view().own.failing == {2: {"check": "benched"}}
    game.push(ResolveTurn())
    assert {"seat": 2, "key": "check", "why": "benched"} in game.host_view().own.turns[-1].failed


def test_m_11_2_the_jailed_is_not_woken_and_not_a_target():
    game = night(live_game(), {1: 13, 2: 13, 3: 5})
    extra = game.host_view().own
    assert extra.closed.jailed == 13 and extra.awake["mafia"] == (14, 15)
    assert code(game, LiveOrder("mafia", (13, 14), "team_shot", 1)) == "forum:not_in_play"
    assert code(game, LiveOrder("sheriff:5", (5,), "shot", 13)) == "forum:not_in_play"


@pytest.mark.parametrize("inp, rule", [
    (LiveOrder("girl:8", (8,), "distract", 1), "M-11.3"),           # not a live table
])
def test_m_11_a_forum_thread_has_no_wake_up_calls(inp, rule):
    game = Game(make_setup("novosibirsk", [f"#{i}" for i in range(1, 30)], M13, seed=0))
    err = game.why_not(inp)
    assert err is not None and err.code == "forum:live_only" and err.rule == rule


def test_m_11_3_a_tap_the_night_does_not_allow_is_refused():
    day = live_game()
    assert code(day, LiveOrder("girl:8", (8,), "distract", 1)) == "forum:night_not_begun"
    game = night(live_game())
    assert code(game, LiveOrder("nobody:3", (3,), "check", 1)) == "forum:no_call"
    assert code(game, LiveOrder("mafia", (16,), "team_shot", 1)) == "forum:not_woken"      # the killer
    assert code(game, LiveOrder("mafia", (13, 13), "team_shot", 1)) == "forum:not_woken"
    assert code(game, LiveOrder("girl:8", (8,), "shot", 1)) == "forum:not_his_action"
    assert code(game, LiveOrder("girl:8", (8,), "distract", 8)) == "forum:self_target"
    with pytest.raises(RuleError):
        game.push(LiveOrder("girl:8", (8,), "shot", 1))
    assert game.host_view().own.orders == {}             # nothing changed


def test_m_11_2_step_one_orders_are_day_notes_not_calls():
    game = live_game()
    game.push(SetOrders(20, (("hypocrisy", 14),)))             # the hypocrite's real vote, secretly
    game.push(CastVote(20, 5))                                 # his false vote, openly
    public = game.public_view()
    assert public.own.open_votes == {20: 5}
    assert "hypocrisy" not in public_text(public)
    assert game.host_view().own.tally == {14: 1}


def test_public_view_of_a_live_night_names_no_role_order_or_answer():
    game = night(live_game(), {1: 13})
    game.push(LiveOrder("commissar:2", (2,), "check", 24))
    game.push(LiveOrder("mafia", (14, 15), "team_shot", 1))
    public = game.public_view()
    assert public.phase == "night" and public.night == 1 and public.step == "night_orders"
    assert public.own.jailed == 13
    text = public_text(public)
    for secret in ("team_shot", "check", "citizen", "ninja", "mafioso", "calls", "answers"):
        assert secret not in text, secret
    assert not any(seat.role for seat in public.seats)


def test_m_12_a_game_played_by_taps_is_written_and_replayed_as_forum_turns():
    game = night(live_game(), {1: 13, 2: 13, 3: 27})
    for inp in (LiveOrder("girl:8", (8,), "distract", 27), LiveOrder("boss:14", (14,), "freeze", 5),
                LiveOrder("mafia", (14, 15), "team_shot", 1), LiveOrder("detective:4", (4,), "check", 24),
                LiveOrder("detective:4", (4,), "shot", 21), LiveOrder("witness:9", (9,), "watch", 1)):
        game.push(inp)
    game.push(ResolveTurn())
    night(game, {2: 16})
    game.push(LiveOrder("sheriff:5", (5,), "shot", 22))
    game.push(ResolveTurn())
    script = turns_script(game)
    assert script["turns"][0]["actions"] == {"8": {"distract": 27}, "14": {"freeze": 5, "team_shot": 1},
                                             "15": {"team_shot": 1}, "4": {"shot": 21}, "9": {"watch": 1}}
    assert replay(parse_script(script)).result_json() == game.result_json()


def test_a_stored_live_order_reads_back():
    inp = LiveOrder("mafia", (13, 14), "team_shot", 7)
    assert parse_input(inp.to_json()) == inp
    withdrawn = LiveOrder("witness:9", (9,), "watch", None)
    assert parse_input(withdrawn.to_json()) == withdrawn


# ---------------------------------------------------------------- property
def draw_live(game: Game, draw):
    extra = game.host_view().own
    in_play = list(extra.in_play)
    roll = draw(st.integers(0, 99))
    if extra.closed is None:
        if roll < 60:
            return CastVote(draw(st.sampled_from(in_play)), draw(st.sampled_from(in_play + [None])))
        if roll < 80:
            seat = draw(st.sampled_from(in_play))
            keys = [k for k in extra.order_keys[seat] if k in STEP1] or ["steal"]
            key = draw(st.sampled_from(keys))
            return SetOrders(seat, ((key, True if key == "disperse" else draw(st.sampled_from(in_play))),))
        return CloseVote()
    calls = [c for c in extra.calls if extra.awake[c.id]]
    if roll < 85 and calls:
        call = draw(st.sampled_from(calls))
        seats = draw(st.lists(st.sampled_from(extra.awake[call.id]), min_size=1, unique=True))
        return LiveOrder(call.id, tuple(seats), draw(st.sampled_from(call.keys)),
                         draw(st.sampled_from(in_play + [None])))
    return ResolveTurn()


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data(), st.booleans(), st.integers(0, 2**32))
def test_random_live_games(data, any_member, seed):
    """Undo restores exactly; the public view never carries a role, an
    order or a check's answer before the end; the written script replays
    to the same result."""
    game = Game(make_setup("novosibirsk", [f"P{i}" for i in range(1, 30)], M13, seed=seed, mode="live",
                           options={"team_shot_roles": "any_member" if any_member else "listed"}))
    for _ in range(data.draw(st.integers(5, 70))):
        if game.status == "finished":
            break
        inp = draw_live(game, data.draw)
        if game.why_not(inp) is not None:
            continue
        push_undo_redo(game, inp)
        if game.status != "finished":
            public = game.public_view()
            assert not any(seat.role for seat in public.seats)
            text = public_text(public)
            assert not any(f'"{r.id}"' in text for r in ROLES if r.id != "yakuza")
            assert "team_shot" not in text and "answers" not in text
    assert replay(parse_script(turns_script(game))).result_json() == game.result_json()


def test_c_10_a_forum_city_on_the_evening_is_not_an_earlier_club_game(tmp_path):
    """Immunity proposals (C-10) count the evening's City Mafia games only."""
    from app.service import Desk
    from app.storage import Store

    store = Store.open(f"sqlite:///{tmp_path / 'games.sqlite'}")
    desk = Desk(store, today=lambda: "2026-11-24")
    game = desk.start(make_setup("classic", [f"P{i}" for i in range(1, 7)], seed=1, mode="live"))
    desk.push(CloseVote())
    desk.push(ResolveTurn())
    desk.abandon()
    assert game.status != "finished"
    assert [len(g.players) for g in desk.history()] == [6]
    assert desk.history("ok4u") == [] and len(desk.history("forum")) == 1
    store.close()
