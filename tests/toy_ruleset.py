"""A toy ruleset, written against the public registration API only
(:mod:`app.core.ruleset`), to prove the seam carries a game that is not OK4U.

The toy rules (T-…):

- T-1: 5 seats: one killer (team ``killer``), one checker and three
  citizens (team ``town``).
- T-2: a day is one speech per living seat in seat order (``{"speech": S}``),
  then a vote (``{"vote": {"S": N}}``): a single leader leaves; a tie or no
  votes, nobody.
- T-3: a night is two calls, killer then checker (``{"call": ..., "target":
  S}``); the killer's target dies at the end of the night; the checker sees
  ``"killer"`` or ``"not killer"``. Nobody targets himself or a dead seat.
- T-4: the town wins when the killer is out; the killer wins when at most
  one other player lives.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from app.core.errors import RuleError, ScriptError, SetupError
from app.core.events import Eliminated, Event, GameFinished, SpeechEnded, VoteCounted
from app.core.inputs import HostInput, NightAction, Speech, Vote, input_from_json
from app.core.ruleset import NightActionSpec, Play, RoleSpec, Ruleset
from app.core.steps import Step
from app.core.views import HostSeat, HostView, PublicSeat, PublicView

CALLS = ("killer", "checker")


@dataclass
class ToyState:
    alive: set[int]
    phase: str = "day"
    day: int = 1
    night: int = 0
    spoken: list[int] = field(default_factory=list)
    answers: dict[str, int | None] = field(default_factory=dict)
    checks: list[tuple[int, int, str]] = field(default_factory=list)
    out: dict[int, str] = field(default_factory=dict)
    winner: str | None = None
    transcript: list[dict[str, Any]] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)


class ToyPlay(Play):
    game = "toy"
    """The ruleset whose codes its refusals carry ("<game>:<code>")."""

    def __init__(self, setup: Any) -> None:
        self.setup = setup
        self.roles = {s.seat: s.role for s in setup.seats}
        self.st = ToyState(alive=set(self.roles))
        self.events = self.st.events

    # the fold
    def apply(self, inp: HostInput) -> None:
        step = self.step
        if step is None:
            raise RuleError("the game is over", "T-4", f"{self.game}:over")
        if isinstance(inp, Speech) and step.kind == "speech":
            if inp.seat != step.seat or inp.nominate is not None:
                raise RuleError(f"it is seat {step.seat}'s speech", "T-2", f"{self.game}:speech_of", seat=step.seat)
            self.st.transcript.append(step.to_json())
            self.st.spoken.append(inp.seat)
            self.events.append(SpeechEnded("speech", inp.seat, day=self.st.day))
        elif isinstance(inp, Vote) and step.kind == "vote":
            counts = inp.as_dict()
            if any(s not in self.st.alive for s in counts) or sum(counts.values()) > len(self.st.alive):
                raise RuleError("votes go to living players, one each", "T-2", f"{self.game}:votes")
            self.st.transcript.append(step.to_json())
            self.events.append(VoteCounted("vote", counts, day=self.st.day))
            top = max(counts.values(), default=0)
            leaders = [s for s, n in counts.items() if n == top]
            if top > 0 and len(leaders) == 1:
                self._leave(leaders[0], "voted", day=self.st.day)
            if self.st.winner is None:
                self.st.phase, self.st.night, self.st.answers = "night", self.st.day, {}
        elif isinstance(inp, NightAction) and step.kind == "night":
            err = self._target_error(inp.role, inp.target)
            if err is not None:
                raise err
            self.st.answers[inp.role] = inp.target
            if len(self.st.answers) == len(CALLS):
                self._resolve_night(step)
        else:
            raise RuleError(f"the current step is {step.kind}", "T-2", f"{self.game}:step", step=step.kind)

    def _target_error(self, call: str, target: int | None) -> RuleError | None:
        expected = CALLS[len(self.st.answers)]
        if call != expected:
            return RuleError(f"the {expected} is called now, not the {call}", "T-3", f"{self.game}:called", expected=expected, call=call)
        if target is None:
            return None
        actor = next(s for s, r in self.roles.items() if r == call)
        if actor not in self.st.alive:
            return RuleError(f"the {call} is out and takes no action", "T-3", f"{self.game}:out", call=call)
        if target not in self.st.alive or target == actor:
            return RuleError(f"the {call} targets another living seat, not seat {target}", "T-3", f"{self.game}:target", call=call, seat=target)
        return None

    def _resolve_night(self, step: Step) -> None:
        st = self.st
        st.transcript.append(step.to_json())
        checked = st.answers.get("checker")
        if checked is not None:
            st.checks.append((st.night, checked, "killer" if self.roles[checked] == "killer" else "not killer"))
        shot = st.answers.get("killer")
        if shot is not None:
            self._leave(shot, "killed", night=st.night)
        if st.winner is None:
            st.phase, st.day, st.spoken = "day", st.night + 1, []

    def _leave(self, seat: int, how: str, **when: int) -> None:
        st = self.st
        st.alive.discard(seat)
        st.out[seat] = how
        self.events.append(Eliminated(seat, how, **when))
        killer_alive = any(self.roles[s] == "killer" for s in st.alive)
        winner = "town" if not killer_alive else "killer" if len(st.alive) <= 2 else None
        if winner is not None:    # T-4
            st.winner, st.phase = winner, "finished"
            self.events.append(GameFinished(winner, "end", **when))

    # queries
    @property
    def step(self) -> Step | None:
        st = self.st
        if st.phase == "finished":
            return None
        if st.phase == "night":
            return Step("night", night=st.night)
        left = [s for s in sorted(st.alive) if s not in st.spoken]
        if left:
            return Step("speech", day=st.day, seat=left[0], seconds=30)
        return Step("vote", day=st.day, candidates=tuple(sorted(st.alive)))

    @property
    def step_no(self) -> int:
        return len(self.st.transcript)

    @property
    def winner(self) -> str | None:
        return self.st.winner

    def alive(self) -> list[int]:
        return sorted(self.st.alive)

    def public_view(self) -> PublicView:
        st, step = self.st, self.step
        speaker = step.seat if step is not None and step.kind == "speech" else None
        return PublicView(
            phase=st.phase, day=st.day, night=st.night, step=None if step is None else step.kind,
            speaker=speaker, speaker_name=None if speaker is None else self.setup.name(speaker),
            seconds=30 if speaker else None,
            seats=tuple(PublicSeat(s.seat, s.player, s.seat in st.alive, 0, st.out.get(s.seat), False,
                                   role=s.role if st.phase == "finished" else None)
                        for s in self.setup.seats),
            candidates=(), votes=(), lift_for=None, morning_deaths=(), winner=st.winner,
            step_no=self.step_no, ruleset="toy")

    def host_view(self) -> HostView:
        st = self.st
        return HostView(
            public=self.public_view(), ruleset="toy", phase=st.phase, day=st.day, night=st.night,
            step=self.step, step_no=self.step_no,
            seats=tuple(HostSeat(s.seat, s.player, s.role, s.seat in st.alive, 0, st.out.get(s.seat),
                                 False, None, None, team=TOY.role(s.role).team)
                        for s in self.setup.seats),
            living=len(st.alive), checks=tuple(st.checks), winner=st.winner, events=tuple(st.events))

    def result_json(self) -> dict[str, Any]:
        return {"status": "finished" if self.st.winner else "in_progress", "winner": self.st.winner,
                "alive": self.alive(), "checks": [list(c) for c in self.st.checks],
                "transcript": self.st.transcript}


class Toy(Ruleset):
    id = "toy"
    title = "Toy: one killer, one checker"
    presets = {"toy": "none"}
    formats = {"mafia-game/2": 2}
    results = ("town", "killer")
    roles = (
        RoleSpec("citizen", "town", {"checker": "not killer"}, unique=False, rule="T-1"),
        RoleSpec("checker", "town", {"checker": "not killer"},
                 (NightActionSpec("checker", "check", "T-3"),), rule="T-1"),
        RoleSpec("killer", "killer", {"checker": "killer"},
                 (NightActionSpec("killer", "shoot", "T-3"),), rule="T-1"),
    )
    min_players = max_players = 5
    codes = {"over": (), "speech_of": ("seat",), "votes": (), "step": ("step",), "called": ("expected", "call"),
             "out": ("call",), "target": ("call", "seat")}

    def role_counts(self, players: int) -> Mapping[str, int]:
        if players != 5:
            raise SetupError(f"the toy is for 5 players, not {players}", "T-1")
        return {"citizen": 3, "checker": 1, "killer": 1}

    def options_from_dict(self, data: Mapping[str, Any] | None, edition: int) -> dict[str, Any]:
        if data:
            raise SetupError(f"the toy has no options, not {sorted(data)}")
        return {}

    def options_to_dict(self, options: Any) -> dict[str, Any]:
        return {}

    def check_setup(self, setup: Any) -> None:
        want = self.role_counts(setup.players)
        have = {r: sum(1 for s in setup.seats if s.role == r) for r in want}
        if have != want:
            raise SetupError(f"the toy needs {want}, got {have}", "T-1")

    def parse_input(self, data: Any) -> HostInput:
        if isinstance(data, dict) and "call" in data:
            if data["call"] not in CALLS or set(data) - {"call", "target"}:
                raise ScriptError(f"a toy night call is one of {', '.join(CALLS)}")
            return NightAction(data["call"], data.get("target"))
        return input_from_json(data)

    def start(self, setup: Any) -> ToyPlay:
        return ToyPlay(setup)


TOY = Toy()
