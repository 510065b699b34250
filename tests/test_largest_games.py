"""Every column from every game fits both databases (issue #37): the largest
legal game of each ruleset (ЗА 31 at its most seats, every one a winner; a
forum city of 100 with every role; Mafik Raizen at 21 with every public
role; OK4U at 16; sport Mafia's ten), with names of the longest allowed, is played to its end on SQLite and on a real
PostgreSQL server, and what each stored reads back as the fold has it."""

from __future__ import annotations

import pytest

from app.core import ruleset as registry
from app.core.game import Game
from app.core.limits import MAX_NAME, MAX_WINNER
from app.core.script import parse_script
from app.storage import Store


def names(n):
    """``n`` distinct names of :data:`MAX_NAME` characters each."""
    return [f"{i:03d}" + "Ж" * (MAX_NAME - 3) for i in range(1, n + 1)]


def za31_game():
    from app.core.rulesets.za31 import play as za31_play

    seats = registry.get("za31").max_players
    data = {"format": "za31-turns/1", "rules": {"preset": "za31", "options": {}}, "seed": 1,
            "world": {"format": "za31-world/1"},
            "players": [{"seat": i, "player": name} for i, name in enumerate(names(seats), 1)],
            "turns": [{"orders": {}}]}
    script = parse_script(data)
    return script.setup, [*script.actions, za31_play.EndZa31(list(range(1, seats + 1)), "Ж" * 1000)]


def forum_game():
    from app.core.rulesets.forum import EndForum, make_setup
    from app.core.rulesets.forum.catalogue import ROLES

    seats = registry.get("forum").max_players
    roles = [r.id for r in ROLES] + ["citizen"] * (seats - len(ROLES))   # every role, the longest id too
    return make_setup("novosibirsk", names(seats), roles, seed=7), [EndForum("honest", None, "Ж" * 1000)]


def ok4u_game():
    from app.core.inputs import End
    from app.core.setup import GameSetup

    rules = registry.get("ok4u")
    players = names(rules.max_players)
    setup = GameSetup.create(list(zip(players, rules.deal(len(players)))), ruleset="ok4u")
    return setup, [End("red", "Ж" * 1000)]


def raizen_game():
    """R-1.1: 21 seats (``players`` widened to its widest), every public role once."""
    from app.core.rulesets.raizen.roles import PUBLIC_ROLES
    from tests.raizen_helpers import game_file

    data = game_file([{"end": "law", "reason": "Ж" * 1000}], options={"players": [4, 21]})
    for seat in data["seats"]:
        seat["player"] = names(21)[seat["seat"] - 1]
    used = {s["public"] for s in data["seats"]}
    for seat, role in enumerate((r for r in PUBLIC_ROLES if r not in used), len(data["seats"]) + 1):
        data["seats"].append({"seat": seat, "player": names(21)[seat - 1], "secret": "law", "public": role,
                              "deck": "law", **({"colour": "attack"} if role == "student" else {})})
    assert len(data["seats"]) == registry.get("raizen").max_players
    script = parse_script(data)
    return script.setup, list(script.actions)


def fiim_game():
    """S-1: ten seats, night 0, then the judges' end."""
    roles = ["civilian", "civilian", "don", "civilian", "civilian", "sheriff", "mafia", "civilian", "mafia",
             "civilian"]
    script = parse_script({"format": "mafia-game/2", "rules": {"preset": "fiim", "options": {}},
                           "seats": [{"seat": i, "player": n, "role": r}
                                     for i, (n, r) in enumerate(zip(names(10), roles), 1)],
                           "actions": [{"night0": True}, {"end": "black", "reason": "Ж" * 1000}]})
    return script.setup, list(script.actions)


GAMES = {"za31": za31_game, "forum": forum_game, "ok4u": ok4u_game, "raizen": raizen_game, "fiim": fiim_game}
"""The largest legal game of every registered ruleset."""


def test_every_registered_ruleset_has_its_largest_game_here():
    assert {r.id for r in registry.registered()} <= set(GAMES)


def test_the_winner_column_holds_every_rulesets_longest_result():
    for rules in registry.registered():
        assert rules.longest_winner() <= MAX_WINNER, rules.id
    assert registry.get("za31").longest_winner() == len(",".join(map(str, range(1, 65))))


@pytest.mark.parametrize("which", sorted(GAMES))
def test_the_largest_game_is_stored_whole(database_url, which):
    setup, inputs = GAMES[which]()
    game = Game(setup)
    store = Store.open(database_url)
    try:
        evening = store.create_evening("2026-11-28", "Ж" * MAX_NAME, "Ж" * MAX_NAME, "Ж" * MAX_NAME)
        gid = store.start_game(evening, setup)
        for inp in inputs:
            game.push(inp)
            store.record(gid, "input", inp, game)
        assert game.status == "finished"
        stored = store.load_game(gid)
        again, refusal = stored.replay()
        assert refusal is None
        assert again.winner == game.winner and again.status == "finished"
        assert again.result_json() == game.result_json()
        from sqlalchemy import select

        from app.storage.schema import games

        with store.engine.connect() as conn:
            assert conn.execute(select(games.c.winner).where(games.c.id == gid)).scalar_one() == game.winner
        if which == "za31":
            assert len(game.winner) == registry.get("za31").longest_winner()
    finally:
        store.close()


def test_a_database_that_cannot_be_reached_is_one_line_without_its_password():
    """Issue #37: the driver's words, not SQLAlchemy's "Background on this
    error" line; a closed port and a server that never answers alike (how
    long the latter takes is bench/connect_limit.py's)."""
    import socket
    import subprocess
    import sys

    silent = socket.socket()
    silent.bind(("127.0.0.1", 0))
    silent.listen(5)
    try:
        for url in ("postgresql://u:s3cret@127.0.0.1:1/club",
                    f"postgresql://u:s3cret@127.0.0.1:{silent.getsockname()[1]}/club"):
            proc = subprocess.run([sys.executable, "-m", "app", "standings", "--db", url], capture_output=True,
                                  encoding="utf-8", timeout=60)
            assert proc.returncode == 2 and proc.stdout == ""
            lines = proc.stderr.strip().splitlines()
            assert len(lines) == 1, proc.stderr
            assert "s3cret" not in lines[0] and "Background" not in lines[0] and "Traceback" not in lines[0]
            assert lines[0].startswith("postgresql://u:***@127.0.0.1:")
    finally:
        silent.close()
