"""The club's rating (issue #42): mafiaratings' rating, implemented from its
formula (``include/game_ratings.php`` in szotin/mafiaratings). Pure: the
games come in the order they were played. The arithmetic is in binary
floating point, as the source's (PHP's doubles), so a club's numbers match
the site's; they are given as decimals to 6 places (:func:`exact`).

For each rated game:

- each player's **side rating** is what he earned before on the same side
  (red: the civilians and the Sheriff; black: the Mafia and the Don), from
  his starting point (a club moving from mafiaratings brings it along);
- the red side's **win chance** is 1 / (1 + 10^((B − R) / 400)), R and B
  the two sides' mean side ratings (0 when a side is empty);
- a red win earns W·(1 − chance), a red loss costs L·chance; a black win
  earns W·chance, a black loss costs L·(1 − chance);
- W/L by the game's kind: a club game 4/3, a tournament's 16/12, an elite
  tournament's 64/48; under ten players each is halved (2/1.5, 8/6, 32/24);
- a player of neither side (a maniac, a loner) earns nothing and does not
  count in the means.

A player's **rating** is his start plus everything he earned; his **red**
and **black** ratings are his side ratings after the last game.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal
from typing import Hashable, Iterable, Mapping, NamedTuple

KINDS = ("club", "tournament", "elite")
"""A game's kind: from its evening (a tournament's games are tournament games; a tournament may be elite)."""
FACTORS: Mapping[str, tuple[float, float]] = {"club": (4.0, 3.0), "tournament": (16.0, 12.0), "elite": (64.0, 48.0)}
"""W (a win's factor) and L (a loss's) by kind, at ten players or more."""
FULL_TABLE = 10
"""Below this many players a game's factors are halved."""
PLACES = Decimal("0.000001")
"""Decimals are given to 6 places."""



class RatedSeat(NamedTuple):
    """One player of a game: his ``player`` key (a register id, or a name),
    ``name``, ``side`` (``red``, ``black``, or None for neither) and whether
    he ``won``. A named tuple: a club's rating reads half a million of them."""

    player: Hashable
    name: str
    side: str | None
    won: bool


@dataclass(frozen=True)
class RatedGame:
    """A finished game: its ``game`` id, ``kind`` (:data:`KINDS`) and ``seats``."""

    game: int
    kind: str
    seats: tuple[RatedSeat, ...]


@dataclass(frozen=True)
class Start:
    """A player's starting point (imported): overall ``rating``, ``red`` and ``black``."""

    rating: Decimal = Decimal(0)
    red: Decimal = Decimal(0)
    black: Decimal = Decimal(0)


@dataclass
class PlayerRating:
    """A player's ``rating``, ``red`` and ``black`` ratings, rated ``games``,
    and ``history``: (game id, rating after it) in order."""

    player: Hashable
    name: str
    rating: float
    red: float
    black: float
    games: int = 0
    history: list[tuple[int, float]] = field(default_factory=list)


@dataclass(frozen=True)
class GameRating:
    """One game's ``red_chance`` (before it) and what each player ``earned`` (key → points)."""

    game: int
    kind: str
    red_chance: float
    earned: Mapping[Hashable, float]


@dataclass(frozen=True)
class Rating:
    """The rating after every game: ``players`` (key → :class:`PlayerRating`) and ``games`` in order."""

    players: Mapping[Hashable, PlayerRating]
    games: tuple[GameRating, ...]


def factors(kind: str, players: int) -> tuple[float, float]:
    """W and L for a game of ``kind`` with ``players`` players (halved under ten). Raises ValueError."""
    if kind not in FACTORS:
        raise ValueError(f"a game's kind is one of {', '.join(KINDS)}, not {kind!r}")
    win, loss = FACTORS[kind]
    if players < FULL_TABLE:
        return win / 2, loss / 2
    return win, loss


def red_chance(red: Iterable[float], black: Iterable[float]) -> float:
    """The red side's win chance from the two sides' side ratings (Elo, 400); 0 when a side is empty."""
    reds, blacks = list(red), list(black)
    if not reds or not blacks:
        return 0.0
    return float(1.0 / (1.0 + 10.0 ** ((sum(blacks) / len(blacks) - sum(reds) / len(reds)) / 400)))


def rate(games: Iterable[RatedGame], start: Mapping[Hashable, Start] | None = None) -> Rating:
    """The mafiaratings rating over ``games`` (in play order) from each
    player's ``start`` (0 where none is given). See the module's text."""
    start = start or {}
    players: dict[Hashable, PlayerRating] = {}
    done = []
    for game in games:
        for seat in game.seats:
            if seat.player not in players:
                s = start.get(seat.player, Start())
                players[seat.player] = PlayerRating(seat.player, seat.name, float(s.rating), float(s.red),
                                                    float(s.black))
        chance = red_chance([players[s.player].red for s in game.seats if s.side == "red"],
                            [players[s.player].black for s in game.seats if s.side == "black"])
        win, loss = factors(game.kind, len(game.seats))
        earned: dict[Hashable, float] = {}
        for seat in game.seats:
            if seat.side == "red":
                points = win * (1 - chance) if seat.won else -loss * chance
            elif seat.side == "black":
                points = win * chance if seat.won else loss * (chance - 1)
            else:
                continue
            earned[seat.player] = points
            p = players[seat.player]
            p.rating += points
            if seat.side == "red":
                p.red += points
            else:
                p.black += points
            p.games += 1
            p.history.append((game.game, p.rating))
        done.append(GameRating(game.game, game.kind, chance, earned))
    return Rating(players, tuple(done))


def exact(value: float | Decimal) -> Decimal:
    """``value`` as a decimal to 6 places (as the rating's JSON gives it)."""
    return Decimal(repr(value) if isinstance(value, float) else value).quantize(PLACES)
