"""The club's statistics (issue #42, item 2): per player and per club,
counted from each finished game's seats and what happened to each seat in
play (:class:`PlayFacts`, from the game's final host view). Pure."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable, Mapping


@dataclass(frozen=True)
class SeatPlay:
    """What happened to one seat in a finished game: his ``fouls`` at the
    end, whether he was ``removed`` (by fouls or a disqualification, C-5,
    S-8), whether he was the game's ``first_killed`` at night, and the best
    move he made (S-11): ``best_named`` seats named (None: he made none) and
    how many of them were ``best_black``."""

    fouls: int = 0
    removed: bool = False
    first_killed: bool = False
    best_named: int | None = None
    best_black: int | None = None


@dataclass(frozen=True)
class PlayFacts:
    """A finished game's facts for the statistics: its length in ``days``
    (the day it ended on; 0 when it has no days) and each seat's
    :class:`SeatPlay` (1-based seat →)."""

    days: int
    seats: Mapping[int, SeatPlay]


def play_facts(view: Any, best: Mapping[str, Any] | None = None) -> PlayFacts:
    """The facts of a finished game from its final host view (its ``day``,
    its seats' ``fouls``/``out``/``disqualified`` and the ``eliminated``
    records: everyone killed in the first night that killed anyone is a
    first killed, as a night with a maniac may kill three) and its
    ``best`` move (``{"seat", "named", "black_named"}``, S-11) if the rules
    have one."""
    killed = [e for e in view.eliminated if getattr(e, "how", None) == "killed" and getattr(e, "night", None)]
    night = min((e.night for e in killed), default=None)
    first = {e.seat for e in killed if e.night == night}
    named: dict[int, tuple[int, int]] = {}
    if best and best.get("seat") is not None:
        named[int(best["seat"])] = (len(best.get("named") or ()), int(best.get("black_named") or 0))
    seats = {s.seat: SeatPlay(int(s.fouls), s.out in ("fouls", "removed") or bool(s.disqualified), s.seat in first,
                              *named.get(s.seat, (None, None))) for s in view.seats}
    return PlayFacts(max(int(view.day), 0), seats)


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
    play: SeatPlay | None = None
    """What happened to him in play; None for a game stored before it was kept and not replayed."""
    days: int | None = None
    """The game's length in days (None: not known)."""
    points: float | None = None
    """His club points in the game (None: the game keeps no points rows)."""


@dataclass
class Tally:
    """``games`` and ``wins``; :attr:`rate` the share won (0 without
    games); the club points of the ``scored`` games among them (the games
    that keep points rows, C-11), in thousandths (``milli``: exact sums),
    :attr:`points_per_game` their mean."""

    games: int = 0
    wins: int = 0
    milli: int = 0
    scored: int = 0

    def add(self, won: bool, games: int = 1, milli: int = 0, scored: int = 0) -> None:
        self.games += games
        self.wins += games if won else 0
        self.milli += milli
        self.scored += scored

    @property
    def points_per_game(self) -> float | None:
        """The mean points of the scored games (None: none scored)."""
        return self.milli / 1000 / self.scored if self.scored else None

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


@dataclass
class PlayCount:
    """What happened to a player over his games whose play is known
    (``games``): ``fouls`` and ``removals`` in all; ``first_killed``: how
    often he was the first killed at night; ``best_moves`` he made (S-11),
    the seats they ``named`` and how many of those were ``black``."""

    games: int = 0
    fouls: int = 0
    removals: int = 0
    first_killed: int = 0
    best_moves: int = 0
    named: int = 0
    black: int = 0

    def add(self, play: SeatPlay) -> None:
        self.games += 1
        self.fouls += play.fouls
        self.removals += int(play.removed)
        self.first_killed += int(play.first_killed)
        if play.best_named is not None:
            self.best_moves += 1
            self.named += play.best_named
            self.black += play.best_black or 0

    def merge(self, other: "PlayCount") -> None:
        """Add ``other``'s counts to these."""
        self.games += other.games
        self.fouls += other.fouls
        self.removals += other.removals
        self.first_killed += other.first_killed
        self.best_moves += other.best_moves
        self.named += other.named
        self.black += other.black

    def per_game(self, count: int) -> float:
        """``count`` per known game (0 without one)."""
        return count / self.games if self.games else 0.0


@dataclass
class PlayerStats:
    """A player's ``total`` and his tallies ``by_role`` (role id → Tally)
    and ``by_seat`` (seat → Tally); ``play``: his fouls, removals, first
    kills and best moves (:class:`PlayCount`)."""

    player: Any
    name: str
    total: Tally = field(default_factory=Tally)
    by_role: dict[str, Tally] = field(default_factory=dict)
    by_seat: dict[int, Tally] = field(default_factory=dict)
    play: PlayCount = field(default_factory=PlayCount)


@dataclass
class ClubStats:
    """The club's red side against the black: red's wins ``by_size`` (table
    size → Tally of games and red wins) and ``by_month`` (``YYYY-MM`` →
    Tally); ``by_seat`` (seat → Tally of the seat's games and wins, whatever
    the side) and ``by_role`` (role id → Tally); ``side_by_seat`` (seat →
    side → Tally: how the seat did as red and as black); how many
    ``games``; ``days`` and ``timed`` (the games whose length is known): the
    mean length in days is :attr:`mean_days`."""

    games: int = 0
    by_size: dict[int, Tally] = field(default_factory=dict)
    by_seat: dict[int, Tally] = field(default_factory=dict)
    by_role: dict[str, Tally] = field(default_factory=dict)
    by_month: dict[str, Tally] = field(default_factory=dict)
    side_by_seat: dict[int, dict[str, Tally]] = field(default_factory=dict)
    days: int = 0
    timed: int = 0

    @property
    def mean_days(self) -> float:
        """The mean game length in days (0 when no game's length is known)."""
        return self.days / self.timed if self.timed else 0.0


@dataclass(frozen=True)
class SeatGroup:
    """Seats alike, counted together (what the database's grouping gives):
    ``games`` seats of ``player`` (named ``name``) at ``seat`` with ``role``
    (its ``side``) that all ``won`` or all lost; ``play``: their summed
    :class:`PlayCount` (its ``games``: those whose play is known); the
    ``ruleset``'s id; their points in thousandths (``milli``) over the
    ``scored`` ones."""

    player: Any
    name: str
    seat: int
    role: str
    side: str | None
    won: bool
    games: int
    play: PlayCount
    ruleset: str = ""
    milli: int = 0
    scored: int = 0


@dataclass(frozen=True)
class GameLine:
    """One finished game for the club's counts: its ``players``, ``month``
    (``YYYY-MM``), ``red_won`` (None: it has no red side) and ``days`` (None: not known)."""

    players: int
    month: str
    red_won: bool | None
    days: int | None


def groups_of(facts: Iterable[SeatFact]) -> tuple[list[SeatGroup], list[GameLine]]:
    """Single seats as groups of one, and their games' lines."""
    groups: list[SeatGroup] = []
    games: dict[int, tuple[int, str, bool | None, int | None]] = {}
    for f in facts:
        play = PlayCount()
        if f.play is not None:
            play.add(f.play)
        groups.append(SeatGroup(f.player, f.name, f.seat, f.role, f.side, f.won, 1, play, f.ruleset,
                                0 if f.points is None else round(f.points * 1000), int(f.points is not None)))
        size, month, red, days = games.get(f.game, (f.players, f.date[:7], None, f.days))
        if f.side == "red":
            red = f.won
        games[f.game] = (size, month, red, days)
    return groups, [GameLine(*line) for line in games.values()]


def player_stats(facts: Iterable[SeatFact]) -> list[PlayerStats]:
    """Each player's tallies, most games first (then by name)."""
    return player_tallies(groups_of(facts)[0])


def player_tallies(groups: Iterable[SeatGroup]) -> list[PlayerStats]:
    """Each player's tallies from grouped seats, most games first (then by name)."""
    players: dict[Any, PlayerStats] = {}
    for g in groups:
        p = players.setdefault(g.player, PlayerStats(g.player, g.name))
        p.total.add(g.won, g.games, g.milli, g.scored)
        p.by_role.setdefault(g.role, Tally()).add(g.won, g.games, g.milli, g.scored)
        p.by_seat.setdefault(g.seat, Tally()).add(g.won, g.games)
        p.play.merge(g.play)
    return sorted(players.values(), key=lambda p: (-p.total.games, p.name))


def club_stats(facts: Iterable[SeatFact]) -> ClubStats:
    """The club's red against black by table size and by month, and each seat's and role's wins."""
    return club_tallies(*groups_of(facts))


def club_tallies(groups: Iterable[SeatGroup], games: Iterable[GameLine]) -> ClubStats:
    """:func:`club_stats` from grouped seats and the games' lines."""
    out = ClubStats()
    for g in groups:
        out.by_seat.setdefault(g.seat, Tally()).add(g.won, g.games)
        out.by_role.setdefault(g.role, Tally()).add(g.won, g.games)
        if g.side is not None:
            out.side_by_seat.setdefault(g.seat, {}).setdefault(g.side, Tally()).add(g.won, g.games)
    for line in games:
        if line.red_won is not None:
            out.games += 1
            out.by_size.setdefault(line.players, Tally()).add(line.red_won)
            out.by_month.setdefault(line.month, Tally()).add(line.red_won)
        if line.days:
            out.days += line.days
            out.timed += 1
    return out
