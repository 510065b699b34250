"""Mafik Raizen's state between phases: each seat's hand, deck and sleeve,
the artifact, the Leader, and the generator (R-1.3, R-3.4, R-14)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from .catalogue import Card
from .roles import HAND, MAFIA_ROLES, OPENING_HAND, side
from .table import Table, shuffle


@dataclass
class SeatState:
    """One seat: ``hand`` (position 1 first), ``deck`` (top first),
    ``sleeve``; card instance ids (``S:N``, ``S:xK``, ``S:rK``, R-15) map to
    catalogue ids in ``cards``. ``wounded_at``: the phase index he was
    mortally wounded in (R-11.4); ``invisible``: the Advisor's marks (R-6.5)."""

    seat: int
    name: str
    public: str
    secret: str
    hand: list[str]
    deck: list[str]
    sleeve: list[str] = field(default_factory=list)
    cards: dict[str, str] = field(default_factory=dict)
    alive: bool = True
    wounded_at: int | None = None
    invisible: list[str] = field(default_factory=list)
    rejected: tuple[str, ...] = ()
    rebuilds: int = 0
    copies: int = 0           # rebuild copies made so far (S:rK)
    made: int = 0             # cards made for him (S:xK)
    used: set[str] = field(default_factory=set)   # once-a-game abilities spent: copy, croupier, masochist, banker
    strongman: bool = True    # still gets his 1 armour
    held: bool = False        # has ever held the artifact
    guessed: set[int] = field(default_factory=set)  # the Killer's targets so far
    elected: bool = False     # R-2 Swindler: once elected Leader
    told_in: list[int] = field(default_factory=list)  # phases the Boss told in

    @property
    def side(self) -> str:
        return side(self.secret)

    @property
    def mafia(self) -> bool:
        return self.secret in MAFIA_ROLES

    def public_hand(self) -> int:
        """R-12.1 line 10: his hand count, the Advisor's invisible cards left out."""
        return len(self.hand) - len([c for c in self.invisible if c in self.hand])


class State:
    """The game between inputs (mutable; the fold rebuilds it on undo)."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.opts = table.options
        self.catalogue = table.catalogue
        self.rng = random.Random()
        self.rng.setstate(table.rng_state)
        self.seats: dict[int, SeatState] = {}
        for s in table.seats:
            cards = {f"{s}:{n}": c for n, c in enumerate(table.cards[s], start=1)}
            self.seats[s] = SeatState(s, table.names[s], table.public[s], table.secret[s], [], list(cards),
                                      cards=cards, rejected=table.rejected[s])
        if table.deck_order == "shuffle":                       # R-14.2 (3)
            for s in table.seats:
                shuffle(self.rng, self.seats[s].deck)
        for st in self.seats.values():                          # R-1.3 (5)
            chosen = table.jester_hand.get(st.seat)
            if chosen is not None:
                st.hand = list(chosen)
                st.deck = [c for c in st.deck if c not in chosen]
            else:
                for _ in range(OPENING_HAND.get(st.public, HAND)):
                    self.draw(st)
        for s in sorted(table.mulligan):                        # R-2 Lucky, R-14.2 (4)
            self.mulligan(self.seats[s])
        self.owner: int | None = table.owner
        self.seats[table.owner].held = True
        self.leader: int | None = None
        self.law_armour: int | None = None     # 3 armour the next night
        self.beaten: int | None = None         # beaten alone on the last day
        self.phase = 0
        self.winner: str | None = None
        self.winners: list[int] = []
        self.reason: str | None = None
        self.finished = False

    def mulligan(self, st: SeatState) -> None:
        """R-2 Lucky, R-18 4: his hand back on top in hand order, the whole
        deck shuffled (R-14.2 (4)), 6 drawn again."""
        st.deck = st.hand + st.deck
        st.hand = []
        shuffle(self.rng, st.deck)
        for _ in range(HAND):
            self.draw(st)
        st.used.add("mulligan")

    # ------------------------------------------------------------ cards
    def card(self, st: SeatState, cid: str) -> Card:
        """The catalogue card of instance ``cid`` held by ``st``."""
        return self.catalogue.cards[st.cards[cid]]

    def draw(self, st: SeatState) -> str | None:
        """R-3.3, R-3.4: the top card into the hand's end; a deck that becomes
        empty is rebuilt at once (option ``rebuild``). None: nothing to draw."""
        if not st.deck:
            return None
        cid = st.deck.pop(0)
        st.hand.append(cid)
        if not st.deck and st.rejected and (self.opts.rebuild == "repeat" or st.rebuilds == 0):
            fresh = []
            for c in st.rejected:
                st.copies += 1
                new = f"{st.seat}:r{st.copies}"
                st.cards[new] = c
                fresh.append(new)
            shuffle(self.rng, fresh)
            st.deck = fresh
            st.rebuilds += 1
        return cid

    def make(self, st: SeatState, card_id: str) -> str:
        """A card made for ``st`` by the rules (``S:xK``, R-15)."""
        st.made += 1
        new = f"{st.seat}:x{st.made}"
        st.cards[new] = card_id
        return new

    # ------------------------------------------------------------ phases
    @property
    def night(self) -> bool:
        return self.phase % 2 == 0

    @property
    def label(self) -> str:
        """``N1``, ``D1``, ``N2``, … (R-15)."""
        return f"N{self.phase // 2 + 1}" if self.night else f"D{(self.phase + 1) // 2}"

    @property
    def first_day(self) -> bool:
        """N1 or D1: the Sociopath's "первые сутки" (R-2)."""
        return self.phase < 2

    def living(self) -> list[int]:
        return [s for s, st in sorted(self.seats.items()) if st.alive]

    def wounded(self, seat: int) -> bool:
        return self.seats[seat].wounded_at is not None and self.seats[seat].alive

    def weight(self, seat: int) -> int:
        """R-7.1, R-8.1: a вече/Leader vote's weight in halves: 2, the
        Politician 3, a wounded Avenger 1."""
        if self.wounded(seat):
            return 1
        return 3 if self.seats[seat].public == "politician" else 2

    def veche_held(self) -> bool:
        """R-7.4: only at 11 or 12 seats a day beginning with 2 living skips the вече."""
        return not (len(self.seats) in (11, 12) and len(self.living()) == 2)

    def leader_vote_held(self) -> bool:
        """R-7.4 with ``two_alive: both``: no Leader vote either."""
        return self.veche_held() or self.opts.two_alive == "veche"

    def dead_mafia(self) -> int:
        return sum(1 for st in self.seats.values() if st.mafia and not st.alive)

    def json_snapshot(self) -> dict[int, Any]:
        """Every seat's hand, deck and sleeve, and what each card is (the
        master's view): seat → {"hand", "deck", "sleeve", "ids": instance →
        catalogue id}."""
        return {s: {"hand": list(st.hand), "deck": list(st.deck), "sleeve": list(st.sleeve),
                    "ids": dict(st.cards)} for s, st in self.seats.items()}
