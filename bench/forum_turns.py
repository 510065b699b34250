"""Forum Mafia (#14): resolving one turn of a 29-player game with every role
acting, and replaying a whole game of up to 20 turns; median and p99 over
random games (default 1,000).

    .venv/bin/python bench/forum_turns.py [GAMES]

The table is M-13's (Novosibirsk, seat k holds role k of M-3). Each turn
every living player votes and every role with an action orders it on a
random target in play; the game is replayed from its inputs (the fold, as
undo and opening a stored game do). Last, at a live table (M-11), the host
view the window reads after each tap at night.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.core.game import Game  # noqa: E402
from app.core.rulesets.forum import CastVote, CloseVote, ResolveTurn, SetOrders, make_setup  # noqa: E402
from app.core.rulesets.forum.catalogue import ROLES  # noqa: E402

NAMES = [f"#{r.row}" for r in ROLES]
TABLE = [r.id for r in ROLES]


def turn_orders(game: Game, rng: random.Random, vote_share: float, act_share: float = 1.0) -> list:
    """Every role in play acts on a random target; a share of players votes."""
    extra = game.host_view().own
    in_play = list(extra.in_play)
    out = []
    for seat in in_play:
        if rng.random() < vote_share:
            out.append(CastVote(seat, rng.choice(in_play)))
        role = next(r for r in ROLES if r.id == TABLE[seat - 1])
        if rng.random() >= act_share:
            continue
        keys = role.actions if role.both else role.actions[:1]
        orders = []
        for key in keys:
            if key == "disperse":
                if extra.last_disperse.get(seat) != extra.turn - 1:     # per commander (M-2.11)
                    orders.append((key, True))
                continue
            targets = [s for s in in_play if s != seat or key == "heal"]
            if targets:
                orders.append((key, rng.choice(targets)))
        if orders:
            out.append(SetOrders(seat, tuple(orders)))
    return out


def random_game(seed: int, vote_share: float = 0.3, act_share: float = 1.0) -> tuple:
    rng = random.Random(seed)
    setup = make_setup("novosibirsk", NAMES, TABLE, seed=seed)
    game = Game(setup)
    first_turn = None
    while game.status != "finished" and game.host_view().own.turn <= 20:
        orders = turn_orders(game, rng, vote_share, act_share)
        for inp in orders:
            game.push(inp)
        if first_turn is None:
            first_turn = list(game.inputs)
        game.push(ResolveTurn())
    return setup, list(game.inputs), first_turn


def pct(values: list[float], p: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(p * len(values)))]


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    games = [random_game(seed) for seed in range(n)]
    turn_times, replay_times, turns = [], [], []
    for setup, inputs, first in games:
        game = Game(setup, first)
        t0 = time.perf_counter()
        game.push(ResolveTurn())
        turn_times.append(time.perf_counter() - t0)
        t0 = time.perf_counter()
        replayed = Game(setup, inputs)
        replay_times.append(time.perf_counter() - t0)
        turns.append(len(replayed.host_view().own.turns))
    print(f"{n} random 29-player forum games, every role acting each turn; "
          f"turns per game: median {statistics.median(turns):.0f}, max {max(turns)}, "
          f"inputs per game: median {statistics.median(len(i) for _, i, _ in games):.0f}")
    print(f"one turn resolved (29 players, every role acting): median {statistics.median(turn_times) * 1e3:.2f} ms, "
          f"p99 {pct(turn_times, 0.99) * 1e3:.2f} ms")
    print(f"whole game replayed from its inputs: median {statistics.median(replay_times) * 1e3:.2f} ms, "
          f"p99 {pct(replay_times, 0.99) * 1e3:.2f} ms")
    # Whole 20-turn games: quieter turns (a player acts with chance 0.12, votes 0.05) so the
    # city lasts; games that ended sooner are left out, and more are drawn until n are found.
    long, seed = [], 0
    while len(long) < n and seed < 20 * n:
        setup, inputs, _ = random_game(10**6 + seed, vote_share=0.05, act_share=0.12)
        seed += 1
        if len(Game(setup, inputs).host_view().own.turns) == 20:
            long.append((setup, inputs))
    times = []
    for setup, inputs in long:
        t0 = time.perf_counter()
        Game(setup, inputs)
        times.append(time.perf_counter() - t0)
    print(f"{len(long)} whole 20-turn games (of {seed} drawn) replayed, median "
          f"{statistics.median(len(i) for _, i in long):.0f} inputs: median {statistics.median(times) * 1e3:.2f} ms, "
          f"p99 {pct(times, 0.99) * 1e3:.2f} ms")
    # A live table (M-11): the host view the window reads after every tap at night, with every
    # night order of the first turn entered (the checks' answers are worked out in it).
    views = []
    for seed_ in range(n):
        game = Game(make_setup("novosibirsk", NAMES, TABLE, seed=seed_, mode="live"))
        game.push(CloseVote())
        for inp in turn_orders(game, random.Random(seed_), 0.0):
            if isinstance(inp, SetOrders) and game.why_not(inp) is None:
                game.push(inp)
        t0 = time.perf_counter()
        game.host_view()
        views.append(time.perf_counter() - t0)
    print(f"live table, the host view at night (29 players, every night order entered): "
          f"median {statistics.median(views) * 1e3:.2f} ms, p99 {pct(views, 0.99) * 1e3:.2f} ms")


if __name__ == "__main__":
    main()
