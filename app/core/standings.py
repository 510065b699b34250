"""Evening and tournament tables (C-11): sums over games, with the tie-breaks."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Hashable, Iterable


@dataclass(frozen=True)
class GameRow:
    """One player's line in one finished game, or in ``games`` finished games
    alike (same team and outcome) summed.

    ``team``: red/black/maniac; ``won``: his team won; ``useful``: useful
    actions that scored; ``penalty``: penalty points (≤ 0); ``points``: total.
    """

    player: Hashable
    name: str
    team: str
    won: bool
    useful: int
    penalty: float
    points: float
    games: int = 1


@dataclass(frozen=True)
class Standing:
    """A table row: place (1-based; equal for a tie the host decides),
    games, wins by team, useful actions, penalty points, points, average."""

    place: int
    player: Hashable
    name: str
    games: int
    wins_red: int
    wins_black: int
    wins_maniac: int
    useful: int
    penalty: float
    points: float
    tie: bool          # still tied after every tie-break: the host decides (C-11 [option])

    @property
    def wins(self) -> int:
        return self.wins_red + self.wins_black + self.wins_maniac

    @property
    def average(self) -> float:
        return round(self.points / self.games, 2) if self.games else 0.0


def _tidy(value: float) -> float:
    return int(value) if float(value).is_integer() else round(value, 2)


def standings(rows: Iterable[GameRow]) -> list[Standing]:
    """Sum the rows per player and order them (C-11): more points, then more
    wins, then more useful actions, then fewer penalty points; players still
    equal share a place and are marked ``tie`` for the host's decision."""
    acc: dict[Hashable, dict[str, Any]] = {}
    for r in rows:
        a = acc.setdefault(r.player, {"name": r.name, "games": 0, "red": 0, "black": 0, "maniac": 0,
                                      "useful": 0, "penalty": 0.0, "points": 0.0})
        a["games"] += r.games
        if r.won:
            a[r.team] += r.games
        a["useful"] += r.useful
        a["penalty"] += r.penalty
        a["points"] += r.points

    def key(item: tuple[Hashable, dict[str, Any]]) -> tuple[float, ...]:
        player, a = item
        wins = a["red"] + a["black"] + a["maniac"]
        return (-a["points"], -wins, -a["useful"], -a["penalty"])

    ordered = sorted(acc.items(), key=lambda item: (key(item), item[1]["name"].casefold()))
    out: list[Standing] = []
    for i, (player, a) in enumerate(ordered):
        same_prev = i > 0 and key(ordered[i - 1]) == key((player, a))
        same_next = i + 1 < len(ordered) and key(ordered[i + 1]) == key((player, a))
        place = out[-1].place if same_prev else i + 1
        out.append(Standing(place, player, a["name"], a["games"], a["red"], a["black"], a["maniac"],
                            a["useful"], _tidy(a["penalty"]), _tidy(a["points"]), same_prev or same_next))
    return out
