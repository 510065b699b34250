"""The club's statistics (issue #42, item 2 in part): per player and per
club, counted from each finished game's seats. Pure."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable


@dataclass(frozen=True)
class SeatFact:
    """One player in one finished game: ``game``, ``date``, ``ruleset``,
    ``players`` (the table's size), ``seat`` (1-based), ``player`` (a key:
    register id, else ``name:…``), ``name``, ``role``, ``side``
    (``red``/``black``/None) and whether he ``won``."""

    game: int
    date: str
    ruleset: str
    players: int
    seat: int
    player: Any
    name: str
    role: str
    side: str | None
    won: bool


@dataclass
class Tally:
    """``games`` and ``wins``; :attr:`rate` the share won (0 without games)."""

    games: int = 0
    wins: int = 0

    def add(self, won: bool) -> None:
        self.games += 1
        self.wins += int(won)

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


@dataclass
class PlayerStats:
    """A player's ``total`` and his tallies ``by_role`` (role id → Tally) and ``by_seat`` (seat → Tally)."""

    player: Any
    name: str
    total: Tally = field(default_factory=Tally)
    by_role: dict[str, Tally] = field(default_factory=dict)
    by_seat: dict[int, Tally] = field(default_factory=dict)


@dataclass
class ClubStats:
    """The club's red side against the black: red's wins ``by_size`` (table
    size → Tally of games and red wins) and ``by_month`` (``YYYY-MM`` →
    Tally); ``by_seat`` (seat → Tally of the seat's games and wins, whatever
    the side) and ``by_role`` (role id → Tally); and how many games."""

    games: int = 0
    by_size: dict[int, Tally] = field(default_factory=dict)
    by_seat: dict[int, Tally] = field(default_factory=dict)
    by_role: dict[str, Tally] = field(default_factory=dict)
    by_month: dict[str, Tally] = field(default_factory=dict)


def player_stats(facts: Iterable[SeatFact]) -> list[PlayerStats]:
    """Each player's tallies, most games first (then by name)."""
    players: dict[Any, PlayerStats] = {}
    for f in facts:
        p = players.setdefault(f.player, PlayerStats(f.player, f.name))
        p.total.add(f.won)
        p.by_role.setdefault(f.role, Tally()).add(f.won)
        p.by_seat.setdefault(f.seat, Tally()).add(f.won)
    return sorted(players.values(), key=lambda p: (-p.total.games, p.name))


def club_stats(facts: Iterable[SeatFact]) -> ClubStats:
    """The club's red against black by table size and by month, and each seat's and role's wins."""
    out = ClubStats()
    red_won: dict[int, tuple[int, str, bool]] = {}
    for f in facts:
        out.by_seat.setdefault(f.seat, Tally()).add(f.won)
        out.by_role.setdefault(f.role, Tally()).add(f.won)
        if f.side == "red":
            red_won[f.game] = (f.players, f.date[:7], f.won)
    for size, month, won in red_won.values():
        out.by_size.setdefault(size, Tally()).add(won)
        out.by_month.setdefault(month, Tally()).add(won)
    out.games = len(red_won)
    return out
