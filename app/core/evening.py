"""Across the games of one evening: immunity proposals (C-10) and who may
not be seated again (C-5.6). Players are identified by a key (their register
id or name); seats are 1-based."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Hashable, Mapping, Sequence

from .game import Game


@dataclass(frozen=True)
class PlayedGame:
    """What a later game needs from an earlier one: ``players`` seat → player
    key; ``night1_killed`` players killed on Night 1; ``disqualified`` players
    disqualified for the evening (C-5.5: peek, hint, ethics)."""

    players: Mapping[int, Hashable]
    night1_killed: frozenset[Hashable]
    disqualified: frozenset[Hashable]


def played(game: Game, players: Mapping[int, Hashable]) -> PlayedGame:
    """Summarise a (finished or abandoned) game for the evening's next games."""
    view = game.host_view()
    killed = frozenset(players[e.seat] for e in view.eliminated if e.how == "killed" and e.night == 1)
    dq = frozenset(players[s.seat] for s in view.seats if s.disqualified)
    return PlayedGame(dict(players), killed, dq)


@dataclass(frozen=True)
class ImmunityProposal:
    """Seats proposed immune on Night 1 (C-10) and why.

    ``victims``: seats of last game's Night-1 victims (C-10.1); ``joiners``:
    seats of players joining at game 2 or 3 (C-10.2); ``immune``: the proposal;
    ``host_picks``: True when three joined and the host picks up to two.
    """

    victims: frozenset[int]
    joiners: frozenset[int]
    immune: frozenset[int]
    host_picks: bool


def propose_immunity(previous: Sequence[PlayedGame], seating: Mapping[int, Hashable]) -> ImmunityProposal:
    """Immunity for the next game of the evening, given its ``seating`` (seat → player).

    C-10.1: players killed on Night 1 of the previous game. C-10.2: players
    joining at the evening's 2nd or 3rd game, if at most two join; three:
    the host picks up to two (none proposed); four or more: nobody.
    """
    victims: set[int] = set()
    joiners: set[int] = set()
    if previous:
        last = previous[-1]
        victims = {s for s, p in seating.items() if p in last.night1_killed}
        game_number = len(previous) + 1
        if game_number in (2, 3):
            seen = {p for g in previous for p in g.players.values()}
            joiners = {s for s, p in seating.items() if p not in seen}
    host_picks = len(joiners) == 3
    immune = set(victims)
    if len(joiners) <= 2:
        immune |= joiners
    return ImmunityProposal(frozenset(victims), frozenset(joiners), frozenset(immune), host_picks)


def barred(previous: Sequence[PlayedGame]) -> frozenset[Hashable]:
    """Players disqualified earlier this evening: they cannot be seated (C-5.6)."""
    out: set[Hashable] = set()
    for g in previous:
        out |= g.disqualified
    return frozenset(out)
