"""Helpers for the sport Mafia tests: a table of 10, inputs written as a
script writes them (S-15), and quick ways through quiet days and nights."""

from __future__ import annotations

from typing import Any

from app.core.game import Game
from app.core.rulesets.fiim import RULESET
from app.core.rulesets.fiim.options import FiimOptions
from app.core.setup import GameSetup

# the S-15 example's table: Don 3, Sheriff 6, mafia 7 and 9
ROLES = ["civilian", "civilian", "don", "civilian", "civilian", "sheriff", "mafia", "civilian", "mafia", "civilian"]


def new_game(options: dict[str, Any] | None = None, roles: list[str] | None = None) -> Game:
    """A FIIM game at night 0 with ``options`` (S-16 keys)."""
    seats = [(f"P{i}", role) for i, role in enumerate(roles or ROLES, 1)]
    return Game(GameSetup.create(seats, ruleset="fiim", options=FiimOptions.from_dict(options)))


def push(game: Game, *actions: Any) -> Game:
    """Push script actions (S-15 forms) in order; returns the game."""
    for action in actions:
        game.push(RULESET.parse_input(action))
    return game


def kind(game: Game) -> str | None:
    step = game.step
    return None if step is None else str(step.kind)


def speeches(game: Game, nominate: dict[int, int] | None = None) -> Game:
    """End every day speech left today; ``nominate``: speaker → nominee."""
    nominate = nominate or {}
    while kind(game) == "speech":
        seat = game.step.seat
        push(game, {"speech": seat, "nominate": nominate[seat]} if seat in nominate else {"speech": seat})
    return game


def farewells(game: Game) -> Game:
    while kind(game) == "farewell":
        push(game, {"speech": game.step.seat})
    return game


def justifications(game: Game) -> list[int]:
    seats = []
    while kind(game) == "justification":
        seats.append(game.step.seat)
        assert game.step.seconds == 30
        push(game, {"speech": game.step.seat})
    return seats


def night(game: Game, mafia: int | None = None, **checks: int) -> Game:
    """Answer tonight: the shot (None: a miss) and the checks given."""
    return push(game, {"night": {"mafia": mafia, **checks}})


def to_day(game: Game, day: int) -> Game:
    """Quiet days (no nomination) and missed nights until Day ``day`` begins."""
    if kind(game) == "night0":
        push(game, {"night0": True})
    while game.step.day != day or kind(game) != "speech":
        if kind(game) == "speech":
            speeches(game)
        elif kind(game) == "night":
            night(game, None)
        else:
            raise AssertionError(f"unexpected step {game.step}")
    return game


def fouls(game: Game, seat: int, n: int) -> Game:
    for _ in range(n):
        push(game, {"foul": seat})
    return game
