"""Sport Mafia's fouls and removals (S-8): the ladder, the lost speech, the
4th foul and removals with S-8.6's cancelled votes and S-17.6's exits
during a farewell."""

from __future__ import annotations

from decimal import Decimal

from ... import events as E
from ... import steps as S
from ...errors import RuleError
from ...inputs import Foul, Remove
from .state import Penalty
from .. import family
from .base import FiimBase


class FoulRules(FiimBase):
    """The fouls' part of the fold."""

    # -------------------------------------------------------------- fouls
    def lost_day(self, seat: int) -> int:
        """The day whose speech a 3rd foul now takes (S-8.3): today's if his
        speech has not started, else the next day's."""
        st = self.st
        if st.phase != "day":
            return st.night + 1
        step = self.step
        if st.sub == "speeches" and seat not in st.spoken and not (
                step is not None and step.kind == S.SPEECH and step.seat == seat):
            return st.day
        return st.day + 1

    def _in_farewell(self) -> int | None:
        return self.st.farewells[0] if self.st.farewells else None

    def _foul_target(self, seat: int, what: str) -> None:
        st = self.st
        self.check_seat(seat, "S-8.1")
        if st.phase == "finished" or (st.proposed is not None and self._in_farewell() is None):
            raise RuleError(f"the game is over: no {what} now", "S-10.4", "game_over_no", what=what)
        if seat not in st.alive and seat != self._in_farewell():
            raise RuleError(f"seat {seat} is out of the game", "S-8.1", "seat_out", seat=seat)

    def on_foul(self, inp: Foul) -> None:
        """One foul (S-8.1 … S-8.4): the 3rd takes a speech, the 4th removes."""
        st = self.st
        self._foul_target(inp.seat, "foul")
        st.fouls[inp.seat] += 1
        count = st.fouls[inp.seat]
        self.event(E.Fouled, seat=inp.seat, count=count)
        if count == family.THIRD_FOUL and inp.seat in st.alive:
            lost = self.lost_day(inp.seat)
            st.lost_speech[inp.seat] = lost
            self.event(E.SpeechLost, seat=inp.seat, lost_day=lost)
        elif count == family.FOULS_TO_LEAVE:
            self._exit(inp.seat, "fouls", None, self.options.penalty_fourth_foul)

    def on_remove(self, inp: Remove) -> None:
        """A removal or a team defeat (S-8.5)."""
        st = self.st
        self._foul_target(inp.seat, "removal")
        if any(e.seat == inp.seat and e.how == "removed" for e in st.eliminated) or \
                any(p[0] == inp.seat and p[1] == "removed" for p in st.pending):
            raise RuleError(f"seat {inp.seat} is already removed", "S-8.5", "already_disqualified",
                            seat=inp.seat)
        self.event(E.Removed, seat=inp.seat, reason=inp.reason)
        penalty = self.options.penalty_team_defeat if inp.reason == "team_defeat" else self.options.penalty_removal
        self._exit(inp.seat, "removed", inp.reason, penalty)

    def _exit(self, seat: int, how: str, reason: str | None, penalty: Decimal | None) -> None:
        """A 4th foul or a removal: the penalty, S-8.6's cancelled vote, the
        silent exit (at the farewell's end during one, S-17.6)."""
        st = self.st
        if penalty is not None:
            st.penalties.append(Penalty(seat, penalty, reason or how))
        farewell = self._in_farewell()
        if farewell is not None:
            if st.proposed is not None:
                return                                   # S-17.6: the result stands
            if seat != farewell and reason != "team_defeat":   # S-8.6 (c): nothing for his own
                self._cancel_vote()
                if st.phase == "day" and self.options.removal_ends_day:
                    st.sub = "done"                      # the farewells due are still given (S-17.4)
            st.pending.append((seat, how, reason))
            return
        day_phase = st.phase == "day"
        if reason != "team_defeat":        # a team defeat ends the game at once (S-8.5)
            self._cancel_vote()
        self._leave([seat], how, reason)
        if not day_phase or st.proposed is not None:
            return
        if self.options.removal_ends_day:
            st.sub = "done"                              # RFM: night falls at once (S-8.6)
        if st.sub == "done":
            self._day_done()
        elif st.sub == "speeches" and not st.farewells and self.speaker() is None:
            self._speeches_over()

    def _cancel_vote(self) -> None:
        """S-8.6: (a) at night n, no vote on Day n+1; on a day before the
        vote's result, none today and a vote under way ends with nobody
        leaving by it; (b) after the result, none on the next day."""
        st = self.st
        if st.phase != "day":
            day = st.night + 1
        elif st.sub == "done":
            day = st.day + 1
        else:
            day = st.day
            if st.sub in ("vote", "justify", "revote", "lift"):
                st.candidates, st.justify, st.sub = [], [], "done"
        if day not in st.no_vote_days:
            st.no_vote_days.add(day)
            self.event(E.NoVoteToday)
