"""Sport Mafia's day: who opens it (S-3.1, S-17.1), the speeches and
nominations (S-3, S-4), the vote with its unspent votes (S-5), ties, the
revote and the lift vote (S-6). The checks both rulebooks share are
:mod:`app.core.rulesets.family`'s."""

from __future__ import annotations

from ... import events as E
from ... import steps as S
from ...errors import RuleError
from ...inputs import Lift, Speech, Vote
from .. import family
from .base import FiimBase


_SPEAKING = (S.SPEECH, S.JUSTIFICATION, S.FAREWELL)
"""The steps a Speech ends (S-3, S-6.1, S-7)."""
_SPEECH = str(S.SPEECH)


class DayRules(FiimBase):
    """The day's part of the fold."""

    # ---------------------------------------------------------- speeches
    def opener(self, day: int) -> int:
        """The seat that opens Day ``day`` (S-3.1, S-17.1): the one fixed
        when the day's first speech step became current, else Day 1 seat 1
        (or the first living seat after it); Day n the first living seat
        after Day n−1's opener, as seats live when the speeches begin."""
        st = self.st
        if day in st.openers:
            return st.openers[day]
        start = 1 if day <= 1 else self.opener(day - 1) % len(self.roles) + 1
        return next((s for s in family.cyclic(start, len(self.roles)) if s in st.alive), start)

    def speech_order(self) -> list[int]:
        """Today's speakers still to come, in order (S-3.1)."""
        st = self.st
        if st.phase != "day" or st.sub != "speeches":
            return []
        order = family.cyclic(self.opener(st.day), len(self.roles))
        return [s for s in order if s in st.alive and s not in st.spoken]

    def speaker(self) -> int | None:
        """The first of :meth:`speech_order`, without building it (the
        fold asks at every input of the speeches)."""
        st = self.st
        if st.phase != "day" or st.sub != "speeches":
            return None
        alive, spoken = st.alive, st.spoken
        start = st.openers[st.day] if st.day in st.openers else self.opener(st.day)
        for seat in family.cyclic(start, len(self.roles)):
            if seat in alive and seat not in spoken:
                return seat
        return None

    def speech_seconds(self, seat: int) -> int:
        """A day speech's length (S-3.1, S-8.3): 60; a lost speech 0 (RFM
        10), or 30 when at most 4 players live."""
        t = self.options.timings
        if self.st.lost_speech.get(seat) == self.st.day:
            return t.short_speech if len(self.st.alive) <= 4 else t.lost_speech
        return t.speech

    def nomination_error(self, target: int, step: S.Step | None = None) -> RuleError | None:
        """Why the current speaker may not nominate ``target`` now (S-4), or
        None; ``step``: the current step, when the caller has it."""
        st = self.st
        step = step or self.step
        if step is None or step.kind != S.SPEECH:
            return RuleError("a nomination is made during one's own day speech", "S-4.1",
                             "nominate_outside_speech")
        err = family.nominee_error(target, self.roles, st.alive, st.nominations, "S-4.3")
        if err is not None:
            return err
        if st.day in st.no_vote_days:
            return RuleError("a 4th foul or a removal cancelled today's vote: no nominations", "S-8.6",
                             "no_vote_after_4th_foul")
        return None

    def nominations_closed(self) -> RuleError | None:
        """None if the speaker may nominate now, else why not (S-4.1, S-8.6)."""
        st = self.st
        step = self.step
        if step is None or step.kind != S.SPEECH:
            return RuleError("a nomination is made during one's own day speech", "S-4.1",
                             "nominate_outside_speech")
        if st.day in st.no_vote_days:
            return RuleError("a 4th foul or a removal cancelled today's vote: no nominations", "S-8.6",
                             "no_vote_after_4th_foul")
        return None

    def on_speech(self, inp: Speech) -> None:
        """End a speech, justification or farewell; a day speech may carry
        one nomination (S-3, S-4, S-6.1, S-7)."""
        step = self.step
        if step is None or step.kind not in _SPEAKING:
            step = self.expect(*_SPEAKING)          # raises: the game is over, or another step (S-10.4, S-15)
        st = self.st
        kind = step.kind
        err = None if inp.seat == step.seat else family.speaker_error(step, inp.seat, "S-3.1")
        if err is not None:
            raise err
        if inp.nominate is not None:
            err = family.nomination_step_error(step, "S-4.3") or self.nomination_error(inp.nominate, step)
            if err is not None:
                raise err
        st.transcript.append(step)
        if kind == S.SPEECH:          # the commonest: a day speech (the day's event, S-3)
            st.events.append(E.speech_ended(_SPEECH, inp.seat, inp.nominate, st.day))
            st.spoken.append(inp.seat)
            if inp.nominate is not None:
                st.nominations.append(inp.nominate)
                st.nominated_by[inp.nominate] = inp.seat
            if st.alive.issubset(st.spoken):       # nobody left to speak: speaker() is None (S-3.1)
                self._speeches_over()
            return
        self.event(E.SpeechEnded, kind=str(kind), seat=inp.seat, nominate=inp.nominate)
        if kind == S.FAREWELL:
            self._farewell_ended()
        else:
            st.justify.pop(0)
            if not st.justify:
                st.sub = "revote"

    # --------------------------------------------------------------- votes
    def _speeches_over(self) -> None:
        """S-5.1: no vote, the single nominee's exit, or the vote."""
        st = self.st
        st.openers.setdefault(st.day, self.opener(st.day))
        noms = [s for s in st.nominations if s in st.alive]
        if st.day in st.no_vote_days or not noms or (len(noms) == 1 and st.day == 1):
            self._day_done()
        elif len(noms) == 1 and not self.options.vote_single_nominee:
            st.sub = "done"
            self._leave([noms[0]], "voted")
            self._day_done()
        else:
            st.sub, st.candidates = "vote", noms

    def on_vote(self, inp: Vote) -> None:
        """Enter a vote or revote (S-5.2, S-5.3): unspent votes go to the
        last candidate; his count may be left out."""
        step = self.expect(S.VOTE, S.REVOTE)
        st = self.st
        cands = list(step.candidates or ())
        living = len(st.alive)
        err = family.vote_error(inp, cands, st.alive, "S-5.3", voters_rule="S-5.2")
        if err is not None:
            raise err
        counts = inp.as_dict()
        total = sum(counts.values())
        last = cands[-1]
        if last in counts and total != living:       # S-5.3: all given, they add up to the living
            raise RuleError(f"the votes add up to {total}, not to the {living} living players", "S-5.3",
                            "votes_add_up", votes=total, living=living)
        full = {c: counts.get(c, 0) for c in cands}
        full[last] = living - (total - counts.get(last, 0))
        st.transcript.append(step)
        kind = str(step.kind)
        st.votes_today.append((kind, full))
        self.event(E.VoteCounted, kind=kind, counts=full)
        _, leaders = family.leaders(full, cands)
        if len(leaders) == 1:
            st.sub = "done"
            self._leave(leaders, "voted")
            self._day_done()
            return
        self.event(E.Tie, seats=tuple(leaders))
        if step.kind == S.REVOTE and len(leaders) == len(cands):
            self._lift_or_not(leaders)      # the same set twice in a row (S-6.3)
        else:
            st.candidates, st.justify, st.sub = leaders, list(leaders), "justify"   # S-6.1, S-6.2

    def _lift_or_not(self, tied: list[int]) -> None:
        """S-6.3, S-6.4: the lift vote, unless every living player is tied
        or (tied, living) is banned by the option."""
        st = self.st
        living = len(st.alive)
        if len(tied) == living or (len(tied), living) in self.options.lift_banned:
            st.sub = "done"
            self._day_done()
        else:
            st.candidates, st.sub = tied, "lift"

    def lift_needed(self) -> int:
        """Votes for "all leave" that pass the lift vote (S-6.3)."""
        living = len(self.st.alive)
        return (living + 1) // 2 if self.options.lift_threshold == "half" else family.majority(living)

    def on_lift(self, inp: Lift) -> None:
        """The lift vote (S-6.3): passed → all the candidates leave."""
        step = self.expect(S.LIFT_VOTE)
        st = self.st
        err = family.lift_error(inp.votes_for, len(st.alive), "S-6.3")
        if err is not None:
            raise err
        st.transcript.append(step)
        passed = inp.votes_for >= self.lift_needed()
        st.lift_today = inp.votes_for
        self.event(E.LiftCounted, votes_for=inp.votes_for, passed=passed)
        st.sub = "done"
        if passed:
            self._leave(list(step.candidates or ()), "lifted")
        self._day_done()
