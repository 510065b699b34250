"""Sport Mafia's nights: night 0 (S-2), the shot and the checks (S-9), the
best move (S-11) and the morning with its draw (S-10.2)."""

from __future__ import annotations

from ... import events as E
from ... import steps as S
from ...errors import RuleError
from ...inputs import Night, NightAction
from ...records import Check
from .inputs import CALLS, BestMove, Night0
from .points import best_move_points
from .state import BEST_MOVE, NIGHT0, BestMoveMade, BestMoveRecord, Night0Ended
from .base import FiimBase


class NightRules(FiimBase):
    """The nights' part of the fold."""

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
        st.transcript.append(S.Step(S.NIGHT, night=n))
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
        st.transcript.append(step)
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
        st.transcript.append(step)
        self.event(Night0Ended)
        st.phase, st.day, st.sub = "day", 1, "speeches"
