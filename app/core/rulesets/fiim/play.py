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

from decimal import Decimal
from typing import Any, Callable, Mapping

from ... import events as E
from ... import steps as S
from ...errors import RuleError
from ...inputs import Bonus, Confirm, End, Foul, HostInput, Lift, Night, NightAction, Override, Remove, Speech, Vote
from ...views import HostView, NightScript, PublicView
from .inputs import RESULTS, BestMove, FiimNight, Night0
from .points import ZERO, ExtraEntry, check_extra
from .state import (
    BEST_MOVE, NIGHT0, WORST_MOVE, BestMoveMade, BestMoveRecord, Night0Ended, Penalty, PointsLine, State,
)
from .day import DayRules
from .fouls import FoulRules
from .night import NightRules

__all__ = ["FiimPlay", "BestMoveMade", "BestMoveRecord", "Night0Ended", "Penalty", "PointsLine", "State",
           "NIGHT0", "BEST_MOVE"]


class FiimPlay(DayRules, FoulRules, NightRules):
    """The state of one sport Mafia game and the fold of its inputs."""

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
        if st.day not in st.openers and st.phase == "day" and st.sub == "speeches" \
                and not st.farewells and st.proposed is None:     # the commonest input: the day's opener is fixed
            st.openers[st.day] = self.opener(st.day)

    def why_not(self, inp: Any) -> RuleError | None:
        """Nominations and night targets are answered directly (they are
        asked for every seat); anything else by a trial fold of a copy."""
        step = self.step
        if isinstance(inp, Speech) and inp.nominate is not None and step is not None \
                and step.kind == S.SPEECH and inp.seat == step.seat:
            return self.nomination_error(inp.nominate, step)
        if isinstance(inp, NightAction) and inp.role == self.night_call():
            return self.night_error(inp.role, inp.target)
        return super().why_not(inp)

    # ---------------------------------------------------------------- steps
    @property
    def step(self) -> S.Step | None:
        st, t = self.st, self.options.timings
        if st.sub == "speeches" and st.phase == "day" and not st.farewells and st.proposed is None:
            seat = self.speaker()       # the commonest step first: a day speech (the order below gives it too)
            assert seat is not None     # on_speech closes the speeches after the last one
            seconds = self.speech_seconds(seat) if st.lost_speech else t.speech   # S-3.1; a lost speech S-8.3
            return S.shared_step(S.SPEECH, st.day, None, seat, seconds)
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
            return S.shared_step(S.NIGHT, None, st.night)
        if st.phase == BEST_MOVE:
            return S.Step(BEST_MOVE, night=1, seat=self._victim(), seconds=t.best_move)
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
        self.st.transcript.append(step)

    def on_override(self, inp: Override) -> None:
        """The host replaces the proposed result with a reason (S-10.4)."""
        step = self.expect(S.RESULT)
        if not inp.reason.strip():
            raise RuleError("overriding the result needs a reason", "S-10.4", "override_needs_reason")
        self._finish(self._result(inp.winner), "override", inp.reason)
        self.st.transcript.append(step)

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
