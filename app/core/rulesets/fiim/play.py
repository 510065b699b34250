"""One sport Mafia game's fold (S-2 … S-11, S-17): night 0, the speeches and
nominations, the vote with its ties, revotes and lift vote, farewells, the
foul ladder and removals with S-8.6's cancelled votes, the night with its
shot and checks, the best move, the draw, the result.

Seats are 1-based; seconds are whole seconds; points are exact
:class:`~decimal.Decimal` (S-12.6). Every refused input raises
:class:`~app.core.errors.RuleError` with its S-rule id and changes nothing
(the :class:`~app.core.game.Game` refolds).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any, Callable, Mapping

from ... import events as E
from ... import steps as S
from ...errors import RuleError
from ...events import Event
from ...inputs import Bonus, Confirm, End, Foul, HostInput, Lift, Night, NightAction, Override, Remove, Speech, Vote
from ...records import Check, Elimination
from ...ruleset import Play
from ...setup import GameSetup
from ...views import HostView, NightScript, PublicView
from .inputs import CALLS, RESULTS, BestMove, FiimNight, Night0
from .options import FiimOptions
from .points import ZERO, ExtraEntry, best_move_points, check_extra

NIGHT0 = "night0"
BEST_MOVE = "best_move"
BLACK = frozenset({"mafia", "don"})
SPEAKS = ("killed", "voted", "lifted")
WORST_MOVE = Decimal("-0.3")
"""The worst-move mark's entry (худший ход, S-12.4, S-17.8)."""
"""S-7.1: who leaves this way gets a farewell; fouls and removals leave silently."""


@dataclass(frozen=True)
class BestMoveRecord:
    """The best move (S-11): the victim's ``seat``, the seats ``named`` in
    input order (empty: declined), how many are ``black``, its ``points``."""

    seat: int
    named: tuple[int, ...]
    black: int
    points: Decimal

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "named": list(self.named), "black": self.black, "points": self.points}


@dataclass(frozen=True)
class Penalty:
    """An automatic penalty (S-12.5): ``kind`` fouls/disqualified/team_defeat."""

    seat: int
    points: Decimal
    kind: str


@dataclass(frozen=True)
class PointsLine:
    """One seat's game points (S-12.2), exact: ``base`` (S-12.1), ``extra``
    ДБ with ``auto_extra`` (S-12.4), ``best_move`` ЛХ (S-12.3), ``penalty``
    (S-12.5); :attr:`total` their sum (no Ci, S-13). ``bonus``, ``useful``
    and ``useful_count`` let the shared points table read it like a club line."""

    base: Decimal
    extra: Decimal
    best_move: Decimal
    penalty: Decimal
    useful: Decimal = ZERO
    useful_count: int = 0

    @property
    def total(self) -> Decimal:
        return self.base + self.extra + self.best_move + self.penalty

    @property
    def bonus(self) -> Decimal:
        return self.extra


@dataclass(frozen=True)
class BestMoveMade(Event):
    """The night-1 victim ``seat`` named ``named`` (S-11.2; empty: declined)."""

    seat: int
    named: tuple[int, ...]


@dataclass(frozen=True)
class Night0Ended(Event):
    """Night 0 (the agreement, S-2) is over."""


@dataclass
class State:
    """Everything the fold keeps; read through the views."""

    alive: set[int]
    fouls: dict[int, int]
    phase: str = NIGHT0              # night0 | day | night | best_move | finished
    day: int = 0
    night: int = 0
    sub: str = "speeches"            # speeches | vote | justify | revote | lift | done
    openers: dict[int, int] = field(default_factory=dict)
    spoken: list[int] = field(default_factory=list)
    nominations: list[int] = field(default_factory=list)
    nominated_by: dict[int, int] = field(default_factory=dict)
    no_vote_days: set[int] = field(default_factory=set)
    candidates: list[int] = field(default_factory=list)
    justify: list[int] = field(default_factory=list)
    votes_today: list[tuple[str, dict[int, int]]] = field(default_factory=list)
    lift_today: int | None = None
    farewells: list[int] = field(default_factory=list)
    pending: list[tuple[int, str, str | None]] = field(default_factory=list)
    lost_speech: dict[int, int] = field(default_factory=dict)
    eliminated: list[Elimination] = field(default_factory=list)
    penalties: list[Penalty] = field(default_factory=list)
    bonuses: list[tuple[int, Decimal, str]] = field(default_factory=list)
    shots: list[tuple[int, int | None]] = field(default_factory=list)
    checks: list[Check] = field(default_factory=list)
    answers: dict[str, int | None] = field(default_factory=dict)
    best_move: BestMoveRecord | None = None
    draw_window: int = 1
    transcript: list[dict[str, Any]] = field(default_factory=list)
    proposed: str | None = None
    proposed_reason: str | None = None
    winner: str | None = None
    result_how: str | None = None
    result_reason: str | None = None
    head_judge: bool = False
    events: list[Event] = field(default_factory=list)


class FiimPlay(Play):
    """The state of one sport Mafia game and the fold of its inputs."""

    def __init__(self, setup: GameSetup) -> None:
        self.setup = setup
        self.options: FiimOptions = setup.options
        self.roles: dict[int, str] = {s.seat: str(s.role) for s in setup.seats}
        self.st = State(alive=set(self.roles), fouls={s: 0 for s in self.roles})
        self.events = self.st.events

    # ------------------------------------------------------------ the fold
    def apply(self, inp: HostInput | Night0 | BestMove) -> None:
        handler = _HANDLERS.get(type(inp))
        if handler is None:
            raise RuleError(f"unknown input {inp!r}", "S-15", "unknown_input")
        handler(self, inp)
        self._fix_opener()

    def _fix_opener(self) -> None:
        """S-17.1: the day's opener is fixed when its first speech step
        becomes current; he stays the opener if he leaves before speaking
        or the day ends before his speech."""
        st = self.st
        if st.phase == "day" and st.sub == "speeches" and st.day not in st.openers \
                and not st.farewells and st.proposed is None:
            st.openers[st.day] = self.opener(st.day)

    def why_not(self, inp: Any) -> RuleError | None:
        """Nominations and night targets are answered directly (they are
        asked for every seat); anything else by a trial fold of a copy."""
        step = self.step
        if isinstance(inp, Speech) and inp.nominate is not None and step is not None \
                and step.kind == S.SPEECH and inp.seat == step.seat:
            return self.nomination_error(inp.nominate)
        if isinstance(inp, NightAction) and inp.role == self.night_call():
            return self.night_error(inp.role, inp.target)
        return super().why_not(inp)

    # ---------------------------------------------------------------- steps
    @property
    def step(self) -> S.Step | None:
        st, t = self.st, self.options.timings
        if st.phase == "finished":
            return None
        if st.farewells:
            extra = (("protocol", t.protocol),) if t.protocol > 0 else ()
            return S.Step(S.FAREWELL, seat=st.farewells[0], seconds=t.farewell, extra=extra)
        if st.proposed is not None:
            return S.Step(S.RESULT, proposed=st.proposed, extra=(("reason", st.proposed_reason),))
        if st.phase == NIGHT0:
            return S.Step(NIGHT0, extra=(("agreement", t.agreement), ("sheriff", t.sheriff),
                                         ("free_seating", t.free_seating)))
        if st.phase == "night":
            return S.Step(S.NIGHT, night=st.night)
        if st.phase == BEST_MOVE:
            return S.Step(BEST_MOVE, night=1, seat=self._victim(), seconds=t.best_move)
        if st.sub == "speeches":
            seat = self.speaker()
            assert seat is not None    # _after_speech closes the speeches after the last one
            return S.Step(S.SPEECH, day=st.day, seat=seat, seconds=self.speech_seconds(seat))
        if st.sub == "justify":
            return S.Step(S.JUSTIFICATION, day=st.day, seat=st.justify[0], seconds=t.justification)
        kind = {"vote": S.VOTE, "revote": S.REVOTE, "lift": S.LIFT_VOTE}[st.sub]
        return S.Step(kind, day=st.day, candidates=tuple(st.candidates))

    @property
    def step_no(self) -> int:
        return len(self.st.transcript)

    @property
    def winner(self) -> str | None:
        return self.st.winner

    def alive(self) -> list[int]:
        return sorted(self.st.alive)

    def expect(self, *kinds: str) -> S.Step:
        """The current step, which must be one of ``kinds``, else raise (S-15)."""
        step = self.step
        if step is None:
            raise RuleError("the game is over", "S-10.4", "game_over")
        if step.kind not in kinds:
            raise RuleError(f"the current step is {step.kind}, not {' or '.join(kinds)}", "S-15",
                            "wrong_step", step=str(step.kind), expected="|".join(kinds))
        return step

    def when(self) -> dict[str, int]:
        """``{"night": n}`` at night (night 0 too), else ``{"day": d}``."""
        st = self.st
        return {"night": st.night} if st.phase in (NIGHT0, "night", BEST_MOVE) else {"day": st.day}

    def event(self, cls: type[Event], **data: Any) -> None:
        self.st.events.append(cls(**self.when(), **data))

    def check_seat(self, seat: int, rule: str = "S-1.1") -> None:
        if seat not in self.roles:
            raise RuleError(f"there is no seat {seat} at this table", rule, "no_such_seat", seat=seat)

    def team(self, seat: int) -> str:
        """``red`` or ``black`` (S-1)."""
        return "black" if self.roles[seat] in BLACK else "red"

    def seat_of(self, role: str) -> int:
        return next(s for s, r in self.roles.items() if r == role)

    # ---------------------------------------------------------- speeches
    def opener(self, day: int) -> int:
        """The seat that opens Day ``day`` (S-3.1, S-17.1): the one fixed
        when the day's first speech step became current, else Day 1 seat 1
        (or the first living seat after it); Day n the first living seat
        after Day n−1's opener, as seats live when the speeches begin."""
        st = self.st
        if day in st.openers:
            return st.openers[day]
        start = 1 if day <= 1 else self.opener(day - 1) % 10 + 1
        for i in range(10):
            seat = (start - 1 + i) % 10 + 1
            if seat in st.alive:
                return seat
        return start

    def speech_order(self) -> list[int]:
        """Today's speakers still to come, in order (S-3.1)."""
        st = self.st
        if st.phase != "day" or st.sub != "speeches":
            return []
        first = self.opener(st.day)
        order = [(first - 1 + i) % 10 + 1 for i in range(10)]
        return [s for s in order if s in st.alive and s not in st.spoken]

    def speaker(self) -> int | None:
        order = self.speech_order()
        return order[0] if order else None

    def speech_seconds(self, seat: int) -> int:
        """A day speech's length (S-3.1, S-8.3): 60; a lost speech 0 (RFM
        10), or 30 when at most 4 players live."""
        t = self.options.timings
        if self.st.lost_speech.get(seat) == self.st.day:
            return t.short_speech if len(self.st.alive) <= 4 else t.lost_speech
        return t.speech

    def nomination_error(self, target: int) -> RuleError | None:
        """Why the current speaker may not nominate ``target`` now (S-4), or None."""
        st = self.st
        step = self.step
        if step is None or step.kind != S.SPEECH:
            return RuleError("a nomination is made during one's own day speech", "S-4.1",
                             "nominate_outside_speech")
        if target not in self.roles:
            return RuleError(f"there is no seat {target} at this table", "S-4.3", "no_such_seat", seat=target)
        if target not in st.alive:
            return RuleError(f"seat {target} is out of the game", "S-4.3", "seat_out", seat=target)
        if target in st.nominations:
            return RuleError(f"seat {target} is already nominated today", "S-4.3", "already_nominated",
                             seat=target)
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
        step = self.expect(S.SPEECH, S.JUSTIFICATION, S.FAREWELL)
        st = self.st
        if inp.seat != step.seat:
            raise RuleError(f"it is seat {step.seat}'s {step.kind}, not seat {inp.seat}'s", "S-3.1",
                            "not_the_speaker", seat=inp.seat, speaker=step.seat or 0, step=str(step.kind))
        if inp.nominate is not None:
            if step.kind != S.SPEECH:
                raise RuleError(f"no nominations during a {step.kind}", "S-4.3", "no_nomination_in_step",
                                step=str(step.kind))
            err = self.nomination_error(inp.nominate)
            if err is not None:
                raise err
        st.transcript.append(step.to_json())
        self.event(E.SpeechEnded, kind=str(step.kind), seat=inp.seat, nominate=inp.nominate)
        if step.kind == S.FAREWELL:
            self._farewell_ended()
        elif step.kind == S.JUSTIFICATION:
            st.justify.pop(0)
            if not st.justify:
                st.sub = "revote"
        else:
            st.spoken.append(inp.seat)
            if inp.nominate is not None:
                st.nominations.append(inp.nominate)
                st.nominated_by[inp.nominate] = inp.seat
            if self.speaker() is None:
                self._speeches_over()

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
        err = inp.voter_error(st.alive, "S-5.2")
        if err is not None:
            raise err
        counts = inp.as_dict()
        for seat in counts:
            if seat not in cands:
                raise RuleError(f"seat {seat} is not a candidate", "S-5.3", "not_a_candidate", seat=seat)
        total = sum(counts.values())
        last = cands[-1]
        if total > living:
            raise RuleError(f"{total} votes is more than the {living} living players", "S-5.3",
                            "too_many_votes", votes=total, living=living)
        if last in counts and total != living:
            raise RuleError(f"the votes add up to {total}, not to the {living} living players", "S-5.3",
                            "votes_add_up", votes=total, living=living)
        full = {c: counts.get(c, 0) for c in cands}
        full[last] = living - (total - counts.get(last, 0))
        st.transcript.append(step.to_json())
        kind = str(step.kind)
        st.votes_today.append((kind, full))
        self.event(E.VoteCounted, kind=kind, counts=full)
        top = max(full.values())
        leaders = [c for c in cands if full[c] == top]
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
        return (living + 1) // 2 if self.options.lift_threshold == "half" else living // 2 + 1

    def on_lift(self, inp: Lift) -> None:
        """The lift vote (S-6.3): passed → all the candidates leave."""
        step = self.expect(S.LIFT_VOTE)
        st = self.st
        living = len(st.alive)
        if inp.votes_for > living:
            raise RuleError(f"{inp.votes_for} votes is more than the {living} living players", "S-6.3",
                            "too_many_votes", votes=inp.votes_for, living=living)
        st.transcript.append(step.to_json())
        passed = inp.votes_for >= self.lift_needed()
        st.lift_today = inp.votes_for
        self.event(E.LiftCounted, votes_for=inp.votes_for, passed=passed)
        st.sub = "done"
        if passed:
            self._leave(list(step.candidates or ()), "lifted")
        self._day_done()

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
                st.draw_window = st.night + 1 if st.phase in (NIGHT0, "night", BEST_MOVE) else st.day
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
        black = sum(1 for s in st.alive if self.team(s) == "black")
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
        if count == 3 and inp.seat in st.alive:
            lost = self.lost_day(inp.seat)
            st.lost_speech[inp.seat] = lost
            self.event(E.SpeechLost, seat=inp.seat, lost_day=lost)
        elif count == 4:
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

    # --------------------------------------------------------------- night
    def checks_tonight(self, role: str) -> bool:
        """Whether the Don or Sheriff checks tonight (S-9.3, S-9.4)."""
        st = self.st
        seat = self.seat_of(role)
        if seat not in st.alive:
            return False
        return self.options.shot_player_checks or st.answers.get("mafia") != seat

    def _no_check(self, call: str) -> RuleError:
        """Why the Don or Sheriff (``call``) checks nobody tonight: shot
        tonight with ``shot_player_checks: false`` (S-9.4), else dead (S-9.3)."""
        if self.seat_of(call) in self.st.alive:
            return RuleError(f"the {call} was shot tonight and does not check", "S-9.4", "shot_no_check",
                             role=call)
        return RuleError(f"the {call} is out and checks nobody", "S-9.3", "role_out", role=call)

    def night_calls(self) -> list[str]:
        """Tonight's calls in wake order (S-9.1); a dead role's call is kept
        unless ``call_dead_roles`` is off (S-9.3)."""
        if self.st.phase != "night":
            return []
        calls = ["mafia"]
        for role in ("don", "sheriff"):
            if self.options.call_dead_roles or self.checks_tonight(role):
                calls.append(role)
        return calls

    def night_call(self) -> str | None:
        """The call answered now, or None outside the night."""
        left = [c for c in self.night_calls() if c not in self.st.answers]
        return left[0] if left else None

    def night_error(self, call: str, target: int | None) -> RuleError | None:
        """Why ``call`` may not pick ``target`` now (S-9.2, S-9.3), or None."""
        st = self.st
        expected = self.night_call()
        if expected is None:
            return RuleError("it is not the night now", "S-9.1", "wrong_call", call=call, role="")
        if call != expected:
            return RuleError(f"the {expected} is called now, not the {call}", "S-9.1", "wrong_call",
                             call=call, role=expected)
        if target is None:
            return None
        if target not in self.roles:
            return RuleError(f"there is no seat {target} at this table", "S-9.2", "no_such_seat", seat=target)
        if call == "mafia":
            if target not in st.alive:
                return RuleError(f"seat {target} is out of the game", "S-9.2", "target_out",
                                 seat=target, role=call)
            return None
        if not self.checks_tonight(call):
            return self._no_check(call)
        shot_out = not self.options.shot_player_checks and st.answers.get("mafia") == target
        if target not in st.alive or shot_out:
            return RuleError(f"seat {target} is out of the game", "S-9.3", "target_out", seat=target, role=call)
        if target == self.seat_of(call):
            return RuleError(f"the {call} does not check himself", "S-9.3", "target_self", role=call,
                             kind="check")
        return None

    def on_night_action(self, inp: NightAction) -> None:
        """One night call answered (S-9.1 … S-9.3)."""
        self.expect(S.NIGHT)
        err = self.night_error(inp.role, inp.target)
        if err is not None:
            raise err
        self.st.answers[inp.role] = inp.target
        if self.night_call() is None:
            self._night_over()

    def on_night(self, inp: Night) -> None:
        """The whole night at once, as a script writes it (S-15)."""
        self.expect(S.NIGHT)
        for role in ("maniac", "doctor", "beauty"):
            if inp.target(role) is not None:
                raise RuleError(f"there is no {role} in sport Mafia", "S-1", "role_not_at_table", role=role)
        for call in CALLS:
            if call == self.night_call():
                self.on_night_action(NightAction(call, inp.target(call)))
            elif inp.target(call) is not None:
                raise self._no_check(call)

    def _night_over(self) -> None:
        """The checks are made; the best move (night 1) or the morning."""
        st = self.st
        n = st.night
        st.transcript.append(S.Step(S.NIGHT, night=n).to_json())
        for role in ("don", "sheriff"):
            target = st.answers.get(role)
            if target is not None:
                if role == "don":
                    result = "yes" if self.roles[target] == "sheriff" else "no"
                else:
                    result = self.team(target)
                st.checks.append(Check(n, role, target, result))
        if n == 1 and self._best_move_due():
            st.phase = BEST_MOVE
        else:
            self._morning()

    def _victim(self) -> int | None:
        return self.st.answers.get("mafia")

    def _best_move_due(self) -> bool:
        """S-11.1: the night-1 victim, if fewer than two players left on Day 1."""
        st = self.st
        victim = self._victim()
        if victim is None or victim not in st.alive:
            return False
        hows = ("voted", "lifted") if self.options.best_move_day1_exits == "vote" else \
            ("voted", "lifted", "fouls", "removed")
        return sum(1 for e in st.eliminated if e.day == 1 and e.how in hows) < 2

    def on_best_move(self, inp: BestMove) -> None:
        """Three different living seats, not his own, or none (S-11.2, S-11.3)."""
        step = self.expect(BEST_MOVE)
        st = self.st
        named = inp.named
        victim = step.seat
        assert victim is not None
        if len(named) not in (0, 3) or len(set(named)) != len(named):
            raise RuleError("a best move names three different seats, or none", "S-11.2", "best_move_three")
        for seat in named:
            if seat not in self.roles:
                raise RuleError(f"there is no seat {seat} at this table", "S-11.2", "no_such_seat", seat=seat)
            if seat == victim:
                raise RuleError("a best move names other players, not oneself", "S-11.2", "target_self",
                                role="best_move", kind="best_move")
            if seat not in st.alive:
                raise RuleError(f"seat {seat} is out of the game", "S-11.2", "seat_out", seat=seat)
        black = sum(1 for s in named if self.team(s) == "black")
        points = best_move_points(self.options.best_move_points, self.roles[victim], black)
        st.best_move = BestMoveRecord(victim, named, black, points)
        st.transcript.append(step.to_json())
        self.event(BestMoveMade, seat=victim, named=named)
        self._morning()

    def _morning(self) -> None:
        """The kill takes effect (S-9.4); a draw after three nights and two
        days without an exit is declared at the night's end (S-10.2)."""
        st = self.st
        n = st.night
        shot = st.answers.get("mafia")
        st.shots.append((n, shot))
        killed = shot if shot is not None and shot in st.alive else None
        self.event(E.NightResolved, actions={k: v for k, v in st.answers.items() if v is not None},
                   deaths=() if killed is None else (killed,))
        if killed is None and st.proposed is None and n >= st.draw_window + 2:
            self._propose("draw", "draw")
            return
        if killed is not None:
            self._leave([killed], "killed")
        st.phase, st.day, st.sub = "day", n + 1, "speeches"
        st.spoken, st.nominations, st.nominated_by = [], [], {}
        st.votes_today, st.lift_today, st.candidates = [], None, []

    # -------------------------------------------------------------- night 0
    def on_night0(self, inp: Night0) -> None:
        """Night 0 is over: Day 1 begins (S-2)."""
        step = self.expect(NIGHT0)
        st = self.st
        st.transcript.append(step.to_json())
        self.event(Night0Ended)
        st.phase, st.day, st.sub = "day", 1, "speeches"

    # ---------------------------------------------------------- the result
    def _is_worst_mark(self, points: Decimal) -> bool:
        """S-17.8: with ``auto_extra`` above 0, an entry of exactly −0.3 is
        the worst-move mark (it withholds the auto bonus and counts nothing
        itself); with ``auto_extra`` 0 it is an ordinary −0.3."""
        return self.options.auto_extra > 0 and points == WORST_MOVE

    def _extra_entries(self) -> list[ExtraEntry]:
        """The ДБ entries that count and are checked against S-12.4's limits
        (the worst-move mark is neither, S-17.8)."""
        return [ExtraEntry(s, p) for s, p, _ in self.st.bonuses if not self._is_worst_mark(p)]

    def _check_extra(self, winner: str, head_judge: bool) -> None:
        winners = frozenset(s for s in self.roles if self.team(s) == winner)
        bm = self.st.best_move
        check_extra(self._extra_entries(), self.options.extra_points, winners, winner == "draw",
                    {bm.seat: bm.points} if bm is not None else None, head_judge)

    @staticmethod
    def _result(winner: str) -> str:
        """``winner`` if it is a result of sport Mafia (S-10.1), else raise."""
        if winner not in RESULTS:
            raise RuleError(f"{winner!r} is not a result of sport Mafia", "S-10.1", "not_a_result",
                            result=winner)
        return winner

    def _finish(self, winner: str, how: str, reason: str | None, head_judge: bool = False) -> None:
        st = self.st
        self._check_extra(winner, head_judge)
        st.phase, st.winner, st.result_how, st.result_reason = "finished", winner, how, reason
        st.head_judge, st.farewells, st.pending = head_judge, [], []
        self.event(E.GameFinished, winner=winner, how=how, reason=reason)

    def on_confirm(self, inp: Confirm) -> None:
        """The host confirms the proposed result (S-10.4); extra points are checked (S-17.8)."""
        step = self.expect(S.RESULT)
        assert self.st.proposed is not None
        self._finish(self.st.proposed, "confirm", None, inp.head_judge)
        self.st.transcript.append(step.to_json())

    def on_override(self, inp: Override) -> None:
        """The host replaces the proposed result with a reason (S-10.4)."""
        step = self.expect(S.RESULT)
        if not inp.reason.strip():
            raise RuleError("overriding the result needs a reason", "S-10.4", "override_needs_reason")
        self._finish(self._result(inp.winner), "override", inp.reason)
        self.st.transcript.append(step.to_json())

    def on_end(self, inp: End) -> None:
        """The host ends the game now (S-10.4)."""
        if self.st.phase == "finished":
            raise RuleError("the game is already over", "S-10.4", "game_over")
        if not inp.reason.strip():
            raise RuleError("ending the game needs a reason", "S-10.4", "end_needs_reason")
        self._finish(self._result(inp.winner), "end", inp.reason)

    def on_bonus(self, inp: Bonus) -> None:
        """Extra points (ДБ) for a seat, exact (S-12.4, S-12.6); checked at the result."""
        st = self.st
        if st.phase == "finished":
            raise RuleError("the game is over: no extra points now", "S-10.4", "game_over_no", what="bonus")
        self.check_seat(inp.seat, "S-12.4")
        if not inp.reason.strip():
            raise RuleError("extra points need a reason", "S-12.4", "points_need_reason")
        if isinstance(inp.points, float):
            raise RuleError("points are exact decimals, never binary floats", "S-12.6", "points_not_exact")
        # bounded on its text when read (app.core.limits); S-12.4's range is checked when the
        # result is confirmed, overridden or ended, against the final winner (S-17.8)
        points = Decimal(inp.points)
        st.bonuses.append((inp.seat, points, inp.reason))
        self.event(E.BonusGiven, seat=inp.seat, points=points, reason=inp.reason)

    # -------------------------------------------------------------- points
    def points_breakdown(self, scheme: Any = None) -> dict[int, PointsLine] | None:
        """Per seat its :class:`PointsLine` (S-12.1 … S-12.5); None until finished."""
        st = self.st
        if st.phase != "finished" or st.winner is None:
            return None
        opts = self.options
        worst = {s for s, p, _ in st.bonuses if self._is_worst_mark(p)}
        out: dict[int, PointsLine] = {}
        for seat in sorted(self.roles):
            base = Decimal(1) if st.winner != "draw" and self.team(seat) == st.winner else ZERO
            extra = sum((e.points for e in self._extra_entries() if e.seat == seat), ZERO)
            if opts.auto_extra and seat not in worst:
                extra += opts.auto_extra
            bm = st.best_move.points if st.best_move is not None and st.best_move.seat == seat else ZERO
            penalty = sum((p.points for p in st.penalties if p.seat == seat), ZERO)
            out[seat] = PointsLine(base, extra, bm, penalty)
        return out

    def points_as_of(self, edition: int, scheme: Any = None) -> dict[int, Decimal] | None:
        """The points of this game as an earlier reading computed them:
        before the third (``edition`` < 3), a worst-move mark with
        ``auto_extra`` above 0 also counted its −0.3 (S-17.8 now: nothing)."""
        now = self.points()
        if now is None or edition >= 3 or not self.options.auto_extra > 0:
            return now
        for seat, points, _ in self.st.bonuses:
            if self._is_worst_mark(points):
                now[seat] += points
        return now

    def points(self, scheme: Any = None) -> dict[int, Decimal] | None:
        """Per seat the S-12.2 game total (no Ci), exact; None until finished."""
        lines = self.points_breakdown()
        return None if lines is None else {s: line.total for s, line in lines.items()}

    # --------------------------------------------------------------- views
    def public_view(self) -> PublicView:
        from .views import public_view

        return public_view(self)

    def host_view(self) -> HostView:
        from .views import host_view

        return host_view(self)

    def partners(self, seat: int) -> tuple[tuple[int, str | None], ...]:
        """S-2.1: the three black players open their eyes together on night 0
        and the Don shows himself: each knows the other two and the Don."""
        if self.team(seat) != "black":
            return ()
        return tuple((s, self.roles[s]) for s in sorted(self.roles) if s != seat and self.team(s) == "black")

    def answers(self, seat: int) -> list[Mapping[str, Any]]:
        """The Don's and the Sheriff's own check results (S-9.3), only to the checker."""
        return [{"kind": "check", "night": c.night, "seat": c.seat, "result": c.result}
                for c in self.st.checks if c.by == self.roles[seat]]

    def night_script(self) -> NightScript:
        st = self.st
        if st.phase != "night":
            return NightScript()
        return NightScript(st.night, tuple(self.night_calls()), len(st.answers))

    def result_json(self) -> dict[str, Any]:
        from .views import result_json

        return result_json(self)


_HANDLERS: dict[type, Callable[[FiimPlay, Any], None]] = {
    Night0: FiimPlay.on_night0,
    Speech: FiimPlay.on_speech,
    Vote: FiimPlay.on_vote,
    Lift: FiimPlay.on_lift,
    Night: FiimPlay.on_night,
    FiimNight: FiimPlay.on_night,
    NightAction: FiimPlay.on_night_action,
    BestMove: FiimPlay.on_best_move,
    Foul: FiimPlay.on_foul,
    Remove: FiimPlay.on_remove,
    Bonus: FiimPlay.on_bonus,
    End: FiimPlay.on_end,
    Confirm: FiimPlay.on_confirm,
    Override: FiimPlay.on_override,
}
