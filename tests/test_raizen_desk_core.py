"""Mafik Raizen at the desk, in the core: the draft as inputs, stored and
resumable (R-3.1, R-3.2), the Lucky's mulligan as an input (R-2), the
steps of a resolution for the master (R-10), and the protocol the desk
writes replaying to the same game (R-15)."""

from __future__ import annotations

import json

from app.core.game import Game
from app.core.rulesets.raizen import RaizenOrder, ResolvePhase
from app.core.rulesets.raizen import DraftPick, JesterHand, Mulligan
from app.core.script import parse_script, replay
from tests.raizen_helpers import game_file, rule_of
from test_i18n import russian  # noqa: F401  (a fixture: the Russian translator installed)


def desk_setup(**changes):
    data = game_file([], decks=None, draft_seed=1, draft={}, draft_open=True, **changes)
    for seat in data["seats"]:
        seat.pop("deck")
    return parse_script(data).setup


def draft_all(game, skip=()):
    hv = game.host_view()
    for seat, rounds in hv.own.missing.items():
        for r in rounds:
            if (seat, r) in skip:
                continue
            offer = hv.own.offers[seat][r - 1]
            game.push(DraftPick(seat, r, list(offer[:2] if len(offer) == 5 else offer[:1])))


def test_the_draft_is_entered_pick_by_pick_and_the_game_begins_when_complete():
    game = Game(desk_setup())
    hv = game.host_view()
    assert hv.step.kind == "draft" and hv.own.offers[1][0] == ("zasada", "slezhka", "donos", "granata", "bint")
    assert game.why_not(RaizenOrder(1, {})).rule == "R-3.1"
    err = game.why_not(DraftPick(1, 1, ["zasada", "udar"]))
    assert err is not None and err.rule == "R-3.2"
    game.push(DraftPick(1, 1, ["bint", "zasada"]))
    draft_all(game, skip={(2, 9)})
    assert game.host_view().own.missing == {2: [9]}
    again = Game(game.setup, game.inputs)            # a stored draft resumes where it was
    assert again.host_view().own.missing == {2: [9]}
    draft_all(game)
    hv = game.host_view()
    assert hv.step.kind == "phase" and hv.own.phase == "N1"
    out = game.result_json()
    assert out["draft"]["seats"]["1"]["cards"][:2] == ["zasada", "bint"]
    assert out["start"]["hands"]["1"] == 6


def test_the_desks_protocol_replays_to_the_same_game():
    game = Game(desk_setup())
    draft_all(game)
    game.push(RaizenOrder(2, {"kill": 1}))
    game.push(ResolvePhase())
    written = game._play.drafted_file()
    assert "draft_open" not in written and len(written["draft"]) == 10
    written["phases"] = [{"2": {"kill": 1}}]
    assert replay(parse_script(json.loads(json.dumps(written)))).result_json() == game.result_json()


def test_the_luckys_mulligan_at_the_desk_is_the_files_mulligan():
    """R-2 Lucky, R-14.2 (4): entered at the start of N1, as the file's ``mulligan: true``."""
    data = game_file([], public={9: "lucky"})
    game = replay(parse_script(data))
    assert rule_of(game.why_not(Mulligan(8))) == "R-2"
    game.push(Mulligan(9))
    data["seats"][8]["mulligan"] = True
    filed = replay(parse_script(data))
    assert game.host_view().own.cards[9] == filed.host_view().own.cards[9]
    assert rule_of(game.why_not(Mulligan(9))) == "R-2"
    game.push(ResolvePhase())
    assert rule_of(game.why_not(Mulligan(9))) == "R-2"


def test_the_master_sees_the_twelve_steps_in_order():
    """R-10: the resolution's facts, step by step (host view only)."""
    data = game_file()
    game = replay(parse_script(data))
    log = game.host_view().own.logs[0]
    steps = [step for step, _, _ in log]
    assert steps == sorted(steps) and steps[-1] == 12
    kinds = {kind for _, kind, _ in log}
    assert {"guess", "leave", "discard", "kill", "hit", "draw", "lost", "sleeve", "messages", "post"} <= kinds
    assert (5, "lost", {"seat": 1, "cancelled": 1, "cards": ["1:1"]}) in log
    assert not hasattr(game.public_view().own, "logs")


def test_the_jesters_hand_at_the_desk_is_the_files_hand():
    """R-2 Jester, R-18 3: chosen once before his N1 order, as the file's ``hand``."""
    chosen = ["1:12", "1:11", "1:1", "1:2", "1:7", "1:8"]
    game = replay(parse_script(game_file([], public={1: "jester"})))
    assert rule_of(game.why_not(JesterHand(1, chosen[:5] + ["1:13"]))) == "R-2"
    assert rule_of(game.why_not(JesterHand(2, chosen))) == "R-2"
    game.push(JesterHand(1, chosen))
    data = game_file([], public={1: "jester"})
    data["seats"][0]["hand"] = chosen
    filed = replay(parse_script(data))
    assert game.host_view().own.cards[1] == filed.host_view().own.cards[1]
    assert game._play.drafted_file()["seats"][0]["hand"] == chosen
    assert rule_of(game.why_not(JesterHand(1, chosen))) == "R-2"


def test_the_chronicle_has_every_post_and_at_the_end_the_roles_and_decks(tmp_path, russian):  # noqa: F811
    """Issue #27: the HTML chronicle in the window's Russian words (the kit's,
    issue #38 item 5); the decks only once the game is over."""
    from app.export.chronicle import chronicle_html
    from app.ui.game_words import KIT_WORDS

    game = replay(parse_script(game_file()))
    page = chronicle_html(game, "ru", KIT_WORDS)
    assert "<h2>Посты</h2>" in page and "Ночь 2." in page and "Роли и колоды" not in page
    ended = replay(parse_script(game_file(game_file()["phases"] + [{"end": "host", "reason": "Время вышло"}])))
    page = chronicle_html(ended, "ru", KIT_WORDS)
    assert "Роли и колоды" in page and "2. Борис — Герой, Киллер: Засада, Засада, Удар" in page
