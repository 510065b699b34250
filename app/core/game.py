"""The game: a fold over the host's inputs (C-4 … C-9).

:class:`Game` holds the :class:`~app.core.setup.GameSetup` and the
append-only list of inputs; its state is rebuilt from them, so undo is "drop
the last input and fold again". :meth:`Game.push` applies one input or raises
:class:`~app.core.errors.RuleError` naming the rule and changes nothing.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable

from . import steps as S
from .errors import RuleError
from .inputs import (
    Bonus, Confirm, End, Foul, HostInput, Lift, Night, NightAction, Override, Remove, Speech, Vote,
)
from .night import Check, NightOutcome, UsefulAction, resolve_night, sheriff_sees
from .outcome import winner_of
from .points import SCHEMES, PointsLine, Scheme, counted_useful, points_breakdown
from .roles import Role
from .setup import GameSetup

MAX_HOST_POINTS = 100
"""The largest bonus or penalty the host may give one player in one game (C-11)."""
DISQUALIFYING = ("peek", "hint", "ethics")  # C-5.5: out for the rest of the evening
TARGET_RULE = {"mafia": "C-7.1", "maniac": "C-7.1", "doctor": "C-7.3", "beauty": "C-7.4",
               "sheriff": "C-7.5", "don": "C-7.6"}
"""The rule an error about a night target cites: the acting role's (C-7)."""
ROLE_NAMES = {"mafia": "the Mafia", "don": "the Don", "sheriff": "the Sheriff",
              "maniac": "the Maniac", "doctor": "the Doctor", "beauty": "the Beauty"}


@dataclass(frozen=True)
class Elimination:
    """A player leaving the game: ``how`` is killed/voted/lifted/fouls/removed;
    ``day`` or ``night`` says when; ``reason`` is the C-5.5 reason of a removal."""

    seat: int
    how: str
    day: int | None = None
    night: int | None = None
    reason: str | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"seat": self.seat, "how": self.how}
        if self.day is not None:
            out["day"] = self.day
        if self.night is not None:
            out["night"] = self.night
        return out


@dataclass(frozen=True)
class NightRecord:
    """One resolved night: the host's ``actions`` and their ``outcome``."""

    night: int
    actions: Night
    outcome: NightOutcome


@dataclass
class _State:
    alive: set[int]
    fouls: dict[int, int]
    phase: str = "day"            # day | night | result | finished
    day: int = 0
    night: int = 0
    sub: str = "speeches"         # speeches | vote | justify | revote | lift | done
    first_speaker: int = 1
    spoken: set[int] = field(default_factory=set)
    speaker: int | None = None
    lost_speech: dict[int, int] = field(default_factory=dict)
    nominations: list[int] = field(default_factory=list)
    nominated_by: dict[int, int] = field(default_factory=dict)
    no_vote: bool = False
    candidates: list[int] = field(default_factory=list)
    justify: list[int] = field(default_factory=list)
    farewells: list[int] = field(default_factory=list)
    votes_today: list[tuple[str, dict[int, int]]] = field(default_factory=list)
    lift_today: int | None = None
    eliminated: list[Elimination] = field(default_factory=list)
    disqualified: dict[int, str] = field(default_factory=dict)
    gestures: list[int] = field(default_factory=list)
    bonuses: list[tuple[int, float, str]] = field(default_factory=list)
    nights: list[NightRecord] = field(default_factory=list)
    checks: list[Check] = field(default_factory=list)
    useful: list[UsefulAction] = field(default_factory=list)
    night_calls: list[str] = field(default_factory=list)          # roles called tonight, in order
    night_answers: dict[str, int | None] = field(default_factory=dict)   # calls answered so far
    last_doctor: int | None = None
    last_beauty: int | None = None
    doctor_self_used: bool = False
    transcript: list[dict[str, Any]] = field(default_factory=list)
    proposed: str | None = None
    winner: str | None = None
    result_how: str | None = None   # confirm | override | end
    result_reason: str | None = None
    events: list[dict[str, Any]] = field(default_factory=list)


class Game:
    """One game of City Mafia: setup + inputs → state.

    ``Game(setup, inputs)`` replays ``inputs`` (raising :class:`RuleError`
    at the first illegal one). Mutators: :meth:`push`, :meth:`undo`,
    :meth:`redo`. Queries: :attr:`step`, :attr:`status`, :attr:`winner`,
    :meth:`night_choices`, :meth:`nomination_error`, :meth:`points`; the
    room's and the host's views are built by :mod:`app.core.views`.
    """

    def __init__(self, setup: GameSetup, inputs: Iterable[HostInput] = ()) -> None:
        self.setup = setup
        self._roles = {s.seat: s.role for s in setup.seats}
        self._inputs: list[HostInput] = []
        self._redo: list[HostInput] = []
        self._s = self._fresh()
        for inp in inputs:
            self.push(inp)
        self._redo.clear()

    # ------------------------------------------------------------ mutators
    @property
    def inputs(self) -> tuple[HostInput, ...]:
        """The inputs so far, oldest first."""
        return tuple(self._inputs)

    def push(self, inp: HostInput) -> None:
        """Apply one host input.

        Raises :class:`RuleError` (naming the rule id) if the input is illegal
        now; the game is then unchanged. A successful push clears redo.
        """
        try:
            self._apply(inp)
        except RuleError:
            self._refold()  # belt and braces: a handler may have started mutating
            raise
        self._inputs.append(inp)
        self._redo.clear()

    def undo(self) -> HostInput | None:
        """Drop the last input (refolding the rest); returns it, or None if none."""
        if not self._inputs:
            return None
        inp = self._inputs.pop()
        self._redo.append(inp)
        self._refold()
        return inp

    def redo(self) -> HostInput | None:
        """Re-apply the last undone input; returns it, or None if none."""
        if not self._redo:
            return None
        inp = self._redo.pop()
        redo = self._redo
        self._apply(inp)
        self._inputs.append(inp)
        self._redo = redo
        return inp

    @property
    def redo_stack(self) -> tuple[HostInput, ...]:
        """Inputs :meth:`redo` would re-apply, next one last."""
        return tuple(self._redo)

    def discard_last(self, redo: Iterable[HostInput]) -> None:
        """Take back the last push as if it never happened, restoring the redo
        stack it cleared (the caller could not record it, e.g. a failed write)."""
        if self._inputs:
            self._inputs.pop()
        self._redo = list(redo)
        self._refold()

    @property
    def can_undo(self) -> bool:
        return bool(self._inputs)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    def _fresh(self) -> _State:
        st = _State(alive=set(self._roles), fouls={s: 0 for s in self._roles})
        self._s = st
        self._start_day(1)
        return st

    def _refold(self) -> None:
        self._s = self._fresh()
        for inp in self._inputs:
            self._apply(inp)

    # ------------------------------------------------------------- queries
    @property
    def state(self) -> _State:
        """The folded state (read-only by convention; views read it)."""
        return self._s

    @property
    def status(self) -> str:
        """``"finished"`` or ``"in_progress"``."""
        return "finished" if self._s.phase == "finished" else "in_progress"

    @property
    def winner(self) -> str | None:
        """The final result once finished (red/black/maniac/draw), else None."""
        return self._s.winner

    @property
    def alive(self) -> list[int]:
        """Living seats in seat order."""
        return sorted(self._s.alive)

    def role(self, seat: int) -> Role:
        return self._roles[seat]

    @property
    def step(self) -> S.Step | None:
        """The current step, or None when the game is finished."""
        st = self._s
        if st.phase == "finished":
            return None
        if st.phase == "result":
            return S.Step(S.RESULT, proposed=st.proposed)
        if st.phase == "night":
            return S.Step(S.NIGHT, night=st.night)
        if st.farewells:
            return S.Step(S.FAREWELL, seat=st.farewells[0],
                          seconds=self.setup.options.farewell_seconds)
        if st.sub == "speeches":
            return S.Step(S.SPEECH, day=st.day, seat=st.speaker, seconds=self.setup.speech_seconds)
        if st.sub == "justify":
            return S.Step(S.JUSTIFICATION, day=st.day, seat=st.justify[0],
                          seconds=self.setup.options.justification_seconds)
        kind = {"vote": S.VOTE, "revote": S.REVOTE, "lift": S.LIFT_VOTE}[st.sub]
        return S.Step(kind, day=st.day, candidates=tuple(st.candidates))

    def speech_order(self) -> list[int]:
        """Today's speakers still to come, current first (seats, C-4.1, C-5.3)."""
        st = self._s
        if st.phase != "day" or st.sub != "speeches":
            return []
        return [s for s in self._cyclic(st.first_speaker)
                if s in st.alive and s not in st.spoken and st.lost_speech.get(s) != st.day]

    def night_error(self, role: str, seat: int | None) -> RuleError | None:
        """Why ``role`` may not target ``seat`` tonight (None if it may).

        ``role`` is a night role id (mafia, don, sheriff, maniac, doctor,
        beauty); ``seat`` None means "no action", always allowed. Rules:
        C-7.2 (dead roles act not); a target must be a living seat and nobody
        checks or shoots himself (the Mafia may shoot their own); an error
        about the target cites the acting role's rule (:data:`TARGET_RULE`:
        Mafia and Maniac C-7.1, Doctor C-7.3, Beauty C-7.4, Sheriff C-7.5,
        Don C-7.6).
        """
        st = self._s
        if seat is None:
            return None
        actor = self._actor(role)
        if actor is None:
            if role == "beauty" and self.setup.seat_of(Role.BEAUTY) is None:
                return RuleError("there is no Beauty at this table", "C-2")
            if role == "mafia":
                return RuleError("no mafia player is alive to shoot", "C-7.2")
            return RuleError(f"{ROLE_NAMES[role]} is out of the game and takes no action", "C-7.2")
        rule = TARGET_RULE[role]
        if seat not in self._roles:
            return RuleError(f"there is no seat {seat} at this table", rule)
        if seat not in st.alive:
            return RuleError(f"seat {seat} is out of the game: {ROLE_NAMES[role]} "
                             "targets a living player", rule)
        if role == "doctor":
            if seat == st.last_doctor:
                return RuleError(f"the Doctor healed seat {seat} last night", "C-7.3")
            if seat == actor and st.doctor_self_used:
                return RuleError("the Doctor has already healed himself once this game", "C-7.3")
        elif role == "beauty":
            if seat == actor:
                return RuleError("the Beauty cannot visit herself", "C-7.4")
            if seat == st.last_beauty:
                return RuleError(f"the Beauty visited seat {seat} last night", "C-7.4")
        elif role in ("sheriff", "don") and seat == actor:
            return RuleError(f"{ROLE_NAMES[role]} cannot check himself",
                             "C-7.5" if role == "sheriff" else "C-7.6")
        elif role == "maniac" and seat == actor:
            return RuleError("the Maniac cannot shoot himself", "C-7.1")
        return None

    def night_choices(self, role: str) -> dict[int, str | None]:
        """For every seat, None if ``role`` may target it tonight, else the reason."""
        out: dict[int, str | None] = {}
        for seat in self._roles:
            err = self.night_error(role, seat)
            out[seat] = None if err is None else str(err)
        return out

    @property
    def night_call(self) -> str | None:
        """The role called now (C-7.1 wake order; dead roles too, C-7.2
        [option]), or None outside the night."""
        st = self._s
        if st.phase != "night" or len(st.night_answers) >= len(st.night_calls):
            return None
        return st.night_calls[len(st.night_answers)]

    def night_calls(self) -> list[str]:
        """Tonight's calls in order (empty outside the night)."""
        return list(self._s.night_calls) if self._s.phase == "night" else []

    def night_answers(self) -> dict[str, int | None]:
        """Tonight's calls answered so far: role → target (None: no action)."""
        return dict(self._s.night_answers) if self._s.phase == "night" else {}

    def check_result(self, by: str, seat: int) -> str:
        """What the host shows for a check of ``seat`` tonight (before the night ends).

        ``by`` is ``"sheriff"`` (red/black, C-7.5) or ``"don"`` (yes/no, C-7.6).
        """
        role = self._roles[seat]
        if by == "don":
            return "yes" if role is Role.SHERIFF else "no"
        return sheriff_sees(role, self._roles, self._s.alive)

    def acts_tonight(self, role: str) -> bool:
        """Whether ``role`` has a living player to act tonight (C-7.2)."""
        return self._actor(role) is not None

    def nomination_error(self, target: int) -> RuleError | None:
        """Why the current speaker may not nominate ``target`` (None if he may)."""
        st = self._s
        step = self.step
        if step is None or step.kind != S.SPEECH:
            return RuleError("nominations are made during a day speech", "C-4.3")
        if st.day < 2:
            return RuleError("there are no nominations on Day 1", "C-4.2")
        if st.no_vote:
            return RuleError("no vote today after a 4th foul", "C-5.4")
        if target not in self._roles:
            return RuleError(f"there is no seat {target} at this table", "C-2")
        if target not in st.alive:
            return RuleError(f"seat {target} is out of the game", "C-4.3")
        if target in st.nominations:
            return RuleError(f"seat {target} is already nominated today", "C-4.3")
        return None

    def points(self, scheme: Scheme | None = None) -> dict[int, float] | None:
        """Points per seat (C-11) under ``scheme`` (default: the preset's built-in
        scheme), None until finished."""
        lines = self.points_breakdown(scheme)
        return None if lines is None else {s: line.total for s, line in lines.items()}

    def useful_actions(self, scheme: Scheme | None = None) -> list[UsefulAction]:
        """The useful actions so far that ``scheme`` (default: the preset's)
        counts: saves that changed a night, finds by its definition, each
        player found once (C-11)."""
        return counted_useful(scheme or SCHEMES[self.setup.preset], self._s.useful, self._roles)

    def points_breakdown(self, scheme: Scheme | None = None) -> dict[int, PointsLine] | None:
        """Per seat: base, useful, penalty, bonus (C-11); None until finished."""
        st = self._s
        if st.phase != "finished" or st.winner is None:
            return None
        return points_breakdown(
            scheme or SCHEMES[self.setup.preset], st.winner, self._roles, st.alive, st.useful,
            st.gestures, [(s, p) for s, p, _ in st.bonuses],
        )

    # ------------------------------------------------------------- helpers
    def _cyclic(self, start: int) -> list[int]:
        n = self.setup.players
        return [((start - 1 + i) % n) + 1 for i in range(n)]

    def _actor(self, role: str) -> int | None:
        alive = self._s.alive
        if role == "mafia":
            return next((s for s in sorted(alive) if self._roles[s].is_black), None)
        seat = self.setup.seat_of(Role(role))
        return seat if seat in alive else None

    def _seat(self, seat: int) -> None:
        if seat not in self._roles:
            raise RuleError(f"there is no seat {seat} at this table", "C-2")

    def _when(self) -> dict[str, int]:
        st = self._s
        return {"night": st.night} if st.phase == "night" else {"day": st.day}

    def _event(self, kind: str, **data: Any) -> None:
        self._s.events.append({"event": kind, **self._when(), **data})

    # ---------------------------------------------------------- transitions
    def _start_day(self, day: int) -> None:
        st = self._s
        prev_first = st.first_speaker
        st.phase, st.day, st.sub = "day", day, "speeches"
        st.spoken, st.nominations, st.nominated_by = set(), [], {}
        st.no_vote, st.candidates, st.justify = False, [], []
        st.votes_today, st.lift_today = [], None
        if day == 1:
            st.first_speaker = 1
        elif self.setup.options.first_speaker == "lowest":
            st.first_speaker = min(st.alive)
        else:
            st.first_speaker = next(
                s for s in self._cyclic(prev_first)[1:] + [prev_first] if s in st.alive)
        self._advance()

    def _start_night(self) -> None:
        st = self._s
        st.phase, st.night, st.speaker = "night", st.day, None
        st.farewells = []
        st.night_answers = {}
        opts = self.setup.options
        st.night_calls = [
            role for role in opts.wake_order
            if (role == "mafia" or self.setup.seat_of(Role(role)) is not None)    # at this table
            and (opts.call_dead_roles or self.acts_tonight(role))                   # C-7.2
        ]

    def _advance(self) -> None:
        """Settle the automatic moves after an input (end of speeches etc.)."""
        st = self._s
        if st.phase != "day":
            return
        st.candidates = [c for c in st.candidates if c in st.alive]
        st.justify = [c for c in st.justify if c in st.alive]
        if st.farewells:
            return
        if st.sub == "speeches":
            order = self.speech_order()
            st.speaker = order[0] if order else None
            if st.speaker is not None:
                return
            noms = [c for c in st.nominations if c in st.alive]
            if st.day >= 2 and noms and not st.no_vote:
                st.sub, st.candidates = "vote", noms   # C-4.4
                return
            st.sub = "done"
        if st.sub == "justify" and not st.justify:
            st.sub = "revote"
        if st.sub in ("vote", "revote", "lift") and not st.candidates:
            st.sub = "done"   # every candidate left (C-5.6): nobody leaves by vote
        if st.sub == "done":
            self._start_night()

    def _eliminate(self, seats: Iterable[int], how: str, reason: str | None = None) -> bool:
        """Remove ``seats`` from the game; check C-9. Returns True if the game ended."""
        st = self._s
        for seat in sorted(seats):
            st.alive.discard(seat)
            st.eliminated.append(Elimination(seat, how, reason=reason, **self._when()))
            self._event("eliminated", seat=seat, how=how)
        result = winner_of(self._roles[s] for s in st.alive)
        if result is not None:
            st.phase, st.proposed, st.speaker = "result", result, None
            st.farewells = []
            self._event("proposed", winner=result)
            return True
        return False

    def _farewell(self, seats: Iterable[int]) -> None:
        if self.setup.options.farewell_seconds > 0:
            self._s.farewells.extend(sorted(seats))

    # ------------------------------------------------------------ handlers
    def _apply(self, inp: HostInput) -> None:
        handler = _HANDLERS.get(type(inp))
        if handler is None:
            raise RuleError(f"unknown input {inp!r}", "C-4")
        handler(self, inp)

    def _not_over(self, what: str) -> None:
        if self._s.phase in ("result", "finished"):
            raise RuleError(f"the game is over: no {what} now", "C-9.2")

    def _expect(self, *kinds: str) -> S.Step:
        step = self.step
        if step is None:
            raise RuleError("the game is over", "C-9.2")
        if step.kind not in kinds:
            raise RuleError(f"the current step is {step.kind}, not {' or '.join(kinds)}", "C-4")
        return step

    def _on_speech(self, inp: Speech) -> None:
        step = self._expect(S.SPEECH, S.JUSTIFICATION, S.FAREWELL)
        st = self._s
        if inp.seat != step.seat:
            rule = {"speech": "C-4.1", "justification": "C-6.3", "farewell": "C-3.3"}[step.kind]
            raise RuleError(f"it is seat {step.seat}'s {step.kind}, not seat {inp.seat}'s", rule)
        if inp.nominate is not None:
            if step.kind != S.SPEECH:
                raise RuleError(f"no nominations during a {step.kind} speech", "C-4.3")
            err = self.nomination_error(inp.nominate)
            if err is not None:
                raise err
        st.transcript.append(step.to_json())
        if step.kind == S.FAREWELL:
            st.farewells.pop(0)
        elif step.kind == S.JUSTIFICATION:
            st.justify.pop(0)
        else:
            st.spoken.add(inp.seat)
            if inp.nominate is not None:
                st.nominations.append(inp.nominate)
                st.nominated_by[inp.nominate] = inp.seat
        self._event(step.kind, seat=inp.seat, nominate=inp.nominate)
        self._advance()

    def _on_vote(self, inp: Vote) -> None:
        step = self._expect(S.VOTE, S.REVOTE)
        st = self._s
        counts = inp.as_dict()
        for seat in counts:
            if seat not in st.candidates:
                raise RuleError(f"seat {seat} is not a candidate", "C-6.1")
        total = sum(counts.values())
        if total > len(st.alive):
            raise RuleError(f"{total} votes but only {len(st.alive)} living players", "C-6.1")
        if inp.voters is not None:   # who voted for whom: living players, one vote each (C-6.1)
            seen: set[int] = set()
            for _, voters in inp.voters:
                for voter in voters:
                    if voter not in st.alive:
                        raise RuleError(f"seat {voter} cannot vote: not a living player", "C-6.1")
                    if voter in seen:
                        raise RuleError(f"seat {voter} voted twice", "C-6.1")
                    seen.add(voter)
        st.transcript.append(step.to_json())
        st.votes_today.append((step.kind, {c: counts.get(c, 0) for c in st.candidates}))
        top = max(counts.get(c, 0) for c in st.candidates)
        leaders = [c for c in st.candidates if counts.get(c, 0) == top]
        self._event(step.kind, counts={c: counts.get(c, 0) for c in st.candidates})
        if top == 0 and (step.kind == S.VOTE or self.setup.options.zero_revote == "nobody_leaves"):
            st.sub = "done"   # C-6.2: zero votes for everyone, nobody leaves
            self._event("nobody_leaves")
        elif len(leaders) == 1 and top > 0:
            st.sub = "done"
            if self._eliminate(leaders, "voted"):  # C-6.2
                return
            self._farewell(leaders)
        elif step.kind == S.REVOTE and not (
                len(leaders) < len(st.candidates) and self.setup.options.subset_retie == "revote"):
            # C-6.4: tied again (the same players, a strict subset, or all at
            # zero): "do the players tied in the revote all leave?"
            st.sub, st.candidates = "lift", leaders
            self._event("tie", seats=leaders)
        else:
            # C-6.3 (and C-6.4 [option "revote"] for a strict subset)
            st.sub, st.candidates, st.justify = "justify", leaders, list(leaders)
            self._event("tie", seats=leaders)
        self._advance()

    def _on_lift(self, inp: Lift) -> None:
        step = self._expect(S.LIFT_VOTE)
        st = self._s
        living = len(st.alive)
        if inp.votes_for > living:
            raise RuleError(f"{inp.votes_for} votes but only {living} living players", "C-6.4")
        st.transcript.append(step.to_json())
        st.lift_today = inp.votes_for
        passed = 2 * inp.votes_for > living
        self._event("lift", votes_for=inp.votes_for, passed=passed)
        st.sub = "done"
        if passed:
            if self._eliminate(st.candidates, "lifted"):
                return
            self._farewell(step.candidates or ())
        self._advance()

    def _on_night_action(self, inp: NightAction) -> None:
        self._expect(S.NIGHT)
        st = self._s
        call = self.night_call
        if inp.role != call:
            raise RuleError(f"{ROLE_NAMES[call] if call else 'nobody'} is called now, "
                            f"not {ROLE_NAMES.get(inp.role, inp.role)}", "C-7.1")
        err = self.night_error(inp.role, inp.target)
        if err is not None:
            raise err
        st.night_answers[inp.role] = inp.target
        if self.night_call is None:   # the last call: the night takes effect (C-7.7)
            picks = {r: t for r, t in st.night_answers.items() if t is not None}
            self._resolve_night(Night(**picks), checked=True)

    def _on_night(self, inp: Night) -> None:
        """The whole night at once (the combined form of older protocols)."""
        self._expect(S.NIGHT)
        if self._s.night_answers:
            raise RuleError("tonight's calls have begun: answer the calls that remain", "C-7.1")
        self._resolve_night(inp)

    def _resolve_night(self, inp: Night, checked: bool = False) -> None:
        """Apply a night's actions (C-7, C-8); ``checked``: each was already
        checked when its call was answered (a player removed since still acted)."""
        step = self._expect(S.NIGHT)
        st = self._s
        for role in () if checked else ROLE_NAMES:
            err = self.night_error(role, inp.target(role))
            if err is not None:
                raise err
        immune = self.setup.immune if st.night == 1 else frozenset()
        outcome = resolve_night(
            st.night, inp, self._roles, st.alive, immune,
            self.setup.seat_of(Role.BEAUTY), self._actor("doctor"),
        )
        st.transcript.append(step.to_json())
        st.nights.append(NightRecord(st.night, inp, outcome))
        st.checks.extend(outcome.checks)
        st.useful.extend(outcome.saves)
        doctor = self._actor("doctor")
        if inp.doctor is not None and inp.doctor == doctor:
            st.doctor_self_used = True
        st.last_doctor, st.last_beauty = inp.doctor, inp.beauty
        self._event("night", actions=inp.to_json()["night"], deaths=list(outcome.deaths))
        if self._eliminate(outcome.deaths, "killed"):
            return
        self._start_day(st.night + 1)
        if outcome.deaths:
            self._farewell(outcome.deaths)

    def _on_foul(self, inp: Foul) -> None:
        self._not_over("fouls")
        self._seat(inp.seat)
        st = self._s
        if inp.seat not in st.alive:
            raise RuleError(f"seat {inp.seat} is out of the game", "C-5.1")
        st.fouls[inp.seat] += 1
        count = st.fouls[inp.seat]
        self._event("foul", seat=inp.seat, count=count)
        if count == 3:  # C-5.3
            if st.phase == "night":
                lost = st.night + 1
            elif st.sub == "speeches" and inp.seat not in st.spoken:
                lost = st.day
            else:
                lost = st.day + 1
            st.lost_speech[inp.seat] = lost
            self._event("lost_speech", seat=inp.seat, lost_day=lost)
        elif count == 4:  # C-5.4
            if st.phase == "day" and not st.no_vote:
                st.no_vote = True
                if st.day >= 2:
                    self._event("no_vote")
                if st.sub in ("vote", "justify", "revote", "lift"):
                    st.sub = "done"
            if self._eliminate([inp.seat], "fouls"):
                return
        self._advance()

    def _on_remove(self, inp: Remove) -> None:
        self._not_over("removals")
        self._seat(inp.seat)
        st = self._s
        dead = inp.seat not in st.alive
        if dead and inp.reason != "hint":
            raise RuleError(f"seat {inp.seat} is already out of the game", "C-5.5")
        if dead and inp.seat in st.disqualified:
            raise RuleError(f"seat {inp.seat} is already disqualified", "C-5.5")
        if inp.reason in DISQUALIFYING:
            st.disqualified[inp.seat] = inp.reason
        self._event("removed", seat=inp.seat, reason=inp.reason)
        if dead:
            return
        if inp.reason == "gesture":
            st.gestures.append(inp.seat)
        if self._eliminate([inp.seat], "removed", inp.reason):
            return
        self._advance()

    def _on_bonus(self, inp: Bonus) -> None:
        self._seat(inp.seat)
        if not inp.reason.strip():
            raise RuleError("a bonus or penalty needs a reason", "C-11")
        if not math.isfinite(inp.points) or abs(inp.points) > MAX_HOST_POINTS:
            raise RuleError(f"a bonus or penalty is a number of points from {-MAX_HOST_POINTS} "
                            f"to {MAX_HOST_POINTS}", "C-11")
        self._s.bonuses.append((inp.seat, inp.points, inp.reason))
        self._event("bonus", seat=inp.seat, points=inp.points, reason=inp.reason)

    def _on_end(self, inp: End) -> None:
        st = self._s
        if st.phase == "finished":
            raise RuleError("the game is already over", "C-9.1")
        if not inp.reason.strip():
            raise RuleError("ending the game needs a reason", "C-9.1")
        self._finish(inp.winner, "end", inp.reason)

    def _on_confirm(self, inp: Confirm) -> None:
        step = self._expect(S.RESULT)
        self._s.transcript.append(step.to_json())
        self._finish(self._s.proposed, "confirm", None)

    def _on_override(self, inp: Override) -> None:
        step = self._expect(S.RESULT)
        if not inp.reason.strip():
            raise RuleError("overriding the result needs a reason", "C-9.2")
        self._s.transcript.append(step.to_json())
        self._finish(inp.winner, "override", inp.reason)

    def _finish(self, winner: str | None, how: str, reason: str | None) -> None:
        st = self._s
        st.phase, st.winner, st.result_how, st.result_reason = "finished", winner, how, reason
        st.speaker, st.farewells = None, []
        self._event("result", winner=winner, how=how, reason=reason)


_HANDLERS: dict[type, Callable[[Game, Any], None]] = {
    Speech: Game._on_speech,
    Vote: Game._on_vote,
    Lift: Game._on_lift,
    Night: Game._on_night,
    NightAction: Game._on_night_action,
    Foul: Game._on_foul,
    Remove: Game._on_remove,
    Bonus: Game._on_bonus,
    End: Game._on_end,
    Confirm: Game._on_confirm,
    Override: Game._on_override,
}
