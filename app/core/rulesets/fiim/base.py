"""The base of sport Mafia's fold: the state, the helpers every part uses,
leaving (S-6.3, S-7.1), the end (S-10.1, S-10.4) and the farewells' exits
(S-10.3, S-17.6). :mod:`.day`, :mod:`.fouls` and :mod:`.night` add the
rest; :class:`~.play.FiimPlay` puts them together."""

from __future__ import annotations

from typing import Any

from ... import events as E
from ... import steps as S
from ...errors import RuleError
from ...events import Event
from ...records import Elimination
from ...ruleset import Play
from ...setup import GameSetup
from .. import family
from .options import FiimOptions
from .state import BEST_MOVE, BLACK, NIGHT0, SPEAKS, State


_NIGHTLY = frozenset((NIGHT0, "night", BEST_MOVE))
"""The phases whose events and exits count as the night's."""


class FiimBase(Play):
    """The state of one sport Mafia game (``st``), its options and roles."""

    def __init__(self, setup: GameSetup) -> None:
        self.setup = setup
        self.options: FiimOptions = setup.options
        self.roles: dict[int, str] = {s.seat: str(s.role) for s in setup.seats}
        self.black_seats = frozenset(s for s, role in self.roles.items() if role in BLACK)
        """The black team's seats (S-1): S-10.1 counts the living by team after every exit."""
        self.st = State(alive=set(self.roles), fouls={s: 0 for s in self.roles})
        self.events = self.st.events

    def expect(self, *kinds: str) -> S.Step:
        """The current step, which must be one of ``kinds``, else raise (S-10.4, S-15)."""
        return family.expected_step(self.step, kinds, "S-10.4", "S-15")

    def when(self) -> dict[str, int]:
        """``{"night": n}`` at night (night 0 too), else ``{"day": d}``."""
        st = self.st
        return {"night": st.night} if st.phase in _NIGHTLY else {"day": st.day}

    def event(self, cls: type[Event], **data: Any) -> None:
        """Record an event of class ``cls`` now (at night, night 0 and the best move: the night's)."""
        st = self.st
        if st.phase in _NIGHTLY:
            st.events.append(cls(night=st.night, **data))
        else:
            st.events.append(cls(day=st.day, **data))

    def check_seat(self, seat: int, rule: str = "S-1.1") -> None:
        if seat not in self.roles:
            raise RuleError(f"there is no seat {seat} at this table", rule, "no_such_seat", seat=seat)

    def team(self, seat: int) -> str:
        """``red`` or ``black`` (S-1)."""
        return "black" if self.roles[seat] in BLACK else "red"

    def seat_of(self, role: str) -> int:
        return next(s for s, r in self.roles.items() if r == role)

    def _day_done(self) -> None:
        """The day's vote is over (or there is none): night falls once the
        farewells are given (S-7.2)."""
        st = self.st
        st.sub = "done"
        st.candidates, st.justify = [], []
        self._advance()

    def _advance(self) -> None:
        """Move on when nothing is pending: after the day, the night."""
        st = self.st
        if st.farewells or st.proposed is not None or st.phase != "day":
            return
        if st.sub == "done":
            st.phase, st.night, st.answers = "night", st.day, {}

    # ------------------------------------------------------------ leaving
    def _leave(self, seats: list[int], how: str, reason: str | None = None) -> None:
        """``seats`` leave now: listed in ``eliminated`` in seat order, as
        every group that leaves together (S-6.3); farewells per S-7.1 in the
        order given (nomination order for a lift); the end is checked
        (S-10.1)."""
        st = self.st
        for seat in sorted(seats):
            st.alive.discard(seat)
            st.eliminated.append(Elimination(seat, how, reason=reason, **self.when()))
            self.event(E.Eliminated, seat=seat, how=how)
            if self.options.draw_exits == "any" or how in SPEAKS:       # S-10.2
                st.draw_window = st.night + 1 if st.phase in _NIGHTLY else st.day
        if how in SPEAKS:
            st.farewells.extend(seats)
        if reason == "team_defeat" and st.proposed is None:
            self._propose("red" if self.team(seats[0]) == "black" else "black", "team_defeat")
        else:
            self._check_end()

    def _check_end(self) -> None:
        """S-10.1: no black left → red; black ≥ red → black."""
        st = self.st
        if st.proposed is not None:
            return
        black = len(st.alive & self.black_seats)
        red = len(st.alive) - black
        if black == 0:
            self._propose("red", "no_black")
        elif black >= red:
            self._propose("black", "parity")

    def _propose(self, winner: str, reason: str) -> None:
        """The end is reached (S-10.4). The game-ending elimination's farewell
        is still given (S-7.3) unless ``final_farewell`` is off; a team defeat
        ends the game at once (S-8.5)."""
        st = self.st
        st.proposed, st.proposed_reason = winner, reason
        if reason == "team_defeat" or not self.options.final_farewell:
            st.farewells = []
        self.event(E.ResultProposed, winner=winner)

    def _farewell_ended(self) -> None:
        """S-10.3, S-17.6: the exits during the farewell take effect now."""
        st = self.st
        speaker = st.farewells.pop(0)
        pending, st.pending = st.pending, []
        for seat, how, reason in pending:
            if seat == speaker or seat not in st.alive:
                if reason == "team_defeat" and st.proposed is None:
                    self._propose("red" if self.team(seat) == "black" else "black", "team_defeat")
                continue
            self._leave([seat], how, reason)
        if st.phase == "day" and st.proposed is None and st.sub == "speeches" \
                and not st.farewells and self.speaker() is None:
            self._speeches_over()
        self._advance()

    # what the day and the fouls give (:mod:`.day`, :mod:`.fouls`)

    def speaker(self) -> int | None:
        raise NotImplementedError

    def _speeches_over(self) -> None:
        raise NotImplementedError

    def _cancel_vote(self) -> None:
        raise NotImplementedError
