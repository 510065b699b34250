"""One OK4U game's fold: the step machine and the shared helpers; each input
kind is folded by the module of its rules (:mod:`.day` C-3/C-4/C-6,
:mod:`.fouls` C-5, :mod:`.night` C-7/C-8, :mod:`.end` C-9/C-11)."""

from __future__ import annotations

from typing import Any, Callable, Iterable, Mapping

from ... import events as E
from ... import steps as S
from ...errors import RuleError
from ...inputs import (
    Bonus, Confirm, End, Foul, HostInput, Lift, Night, NightAction, Override, Remove, Speech, Vote,
)
from ...ruleset import Play
from ...setup import GameSetup
from ...views import HostView, NightScript, PublicView
from .. import family
from . import day, end, fouls, night, views
from .points import SCHEMES, PointsLine, Scheme, counted_useful, points_breakdown
from .state import UsefulAction
from .roles import BLACK_ROLES, ROLE_CALLS, Role
from ...records import Elimination
from ...shared import Shared
from .state import State


class Ok4uPlay(Play):
    """The state of one game of club City Mafia and the fold of its inputs.

    Built by :meth:`Ok4u.start`; used through :class:`~app.core.game.Game`.
    """

    def __init__(self, setup: GameSetup) -> None:
        self.setup = setup
        self.roles: dict[int, Role] = {s.seat: s.role for s in setup.seats}
        self.players = setup.players
        by_call: dict[str, list[int]] = {}
        for seat, role in self.roles.items():      # in seat order
            for call in ROLE_CALLS[role]:
                by_call.setdefault(call, []).append(seat)
        self._answerers = {call: tuple(seats) for call, seats in by_call.items()}
        self.black_seats = frozenset(s for s, role in self.roles.items() if role in BLACK_ROLES)
        """The Mafia's and the Don's seats (C-1): C-9 counts the living by side after every exit."""
        self.maniac_seats = frozenset(s for s, role in self.roles.items() if role is Role.MANIAC)
        """The Maniac's seat, if dealt (C-1, C-9)."""
        self.speech_seconds = setup.speech_seconds     # asked at every step (C-3)
        self.beauty_seat = setup.seat_of(Role.BEAUTY)
        """The Beauty's seat, if dealt (C-8.1, C-8.2): every night's resolution asks."""
        self.wake: tuple[tuple[str, tuple[int, ...]], ...] = tuple(
            (call, seats) for call in setup.options.wake_order if (seats := self.answerers(call)))
        """Each call of the club's wake order (C-7.1) that a role at this table answers, with
        the seats answering it, dead or alive: every nightfall picks tonight's from these."""
        self.st = State(alive=set(self.roles), fouls={s: 0 for s in self.roles})
        self.events = self.st.events
        day.start_day(self, 1)

    # ------------------------------------------------------------ the fold
    def apply(self, inp: HostInput) -> None:
        handler = _HANDLERS.get(type(inp))
        if handler is None:
            raise RuleError(f"unknown input {inp!r}", "C-4", "unknown_input")
        handler(self, inp)

    def why_not(self, inp: HostInput) -> RuleError | None:
        """Nominations, night targets and fouls are answered directly (they
        are asked for every seat); anything else by a trial fold of a copy."""
        step = self.step
        if isinstance(inp, Speech) and inp.nominate is not None and step is not None \
                and step.kind == S.SPEECH and inp.seat == step.seat:
            return day.nomination_error(self, inp.nominate)
        if isinstance(inp, NightAction) and inp.role == night.night_call(self):
            return night.night_error(self, inp.role, inp.target)
        if isinstance(inp, Foul):
            return fouls.foul_error(self, inp.seat)
        return super().why_not(inp)

    # ------------------------------------------------------------- queries
    @property
    def step(self) -> S.Step | None:
        st = self.st
        if st.phase == "finished":
            return None
        if st.phase == "result":
            return S.shared_step(S.RESULT, proposed=st.proposed)
        if st.phase == "night":
            return S.shared_step(S.NIGHT, None, st.night)
        if st.farewells:
            return S.Step(S.FAREWELL, seat=st.farewells[0], seconds=self.setup.options.farewell_seconds)
        if st.sub == "speeches":
            return S.Step(S.SPEECH, day=st.day, seat=st.speaker, seconds=self.speech_seconds)
        if st.sub == "justify":
            return S.Step(S.JUSTIFICATION, day=st.day, seat=st.justify[0],
                          seconds=self.setup.options.justification_seconds)
        kind = {"vote": S.VOTE, "revote": S.REVOTE, "lift": S.LIFT_VOTE}[st.sub]
        return S.shared_step(kind, st.day, candidates=tuple(st.candidates))

    @property
    def step_no(self) -> int:
        return len(self.st.transcript)

    @property
    def winner(self) -> str | None:
        return self.st.winner

    def alive(self) -> list[int]:
        return sorted(self.st.alive)

    def public_view(self) -> PublicView:
        return views.public_view(self)

    def host_view(self) -> HostView:
        return views.host_view(self)

    def night_script(self) -> NightScript:
        return views.night_script(self)

    def partners(self, seat: int) -> tuple[tuple[int, str | None], ...]:
        """C-7.1: the Mafia (with the Don) wake together from night 1 on: a
        black player knows the other black seats and who is the Don."""
        if not self.roles[seat].is_black or self.st.night < 1:
            return ()
        return tuple((s, self.roles[s].value) for s in sorted(self.roles) if s != seat and self.roles[s].is_black)

    def answers(self, seat: int) -> list[Mapping[str, Any]]:
        """The Sheriff's and the Don's own check results (C-7.5, C-7.6), told
        by a gesture at night: only to the checker."""
        call = self.roles[seat].value
        return [{"kind": "check", "night": c.night, "seat": c.seat, "result": c.result}
                for c in self.st.checks if c.by == call]

    def result_json(self) -> dict[str, Any]:
        return views.result_json(self)

    def scheme(self, scheme: Scheme | None = None) -> Scheme:
        """``scheme``, or the setup's built-in one (C-11)."""
        return scheme or SCHEMES.get(self.setup.scheme) or SCHEMES["ok4u"]

    def points(self, scheme: Any = None) -> dict[int, float] | None:
        lines = self.points_breakdown(scheme)
        return None if lines is None else {s: line.total for s, line in lines.items()}

    def useful_actions(self, scheme: Any = None) -> list[UsefulAction]:
        """Saves that changed a night and finds by the scheme's definition,
        each player found once (C-11)."""
        return counted_useful(self.scheme(scheme), self.st.useful, self.roles)

    def points_breakdown(self, scheme: Any = None) -> dict[int, PointsLine] | None:
        """Per seat: base, useful, penalty, bonus (C-11); None until finished."""
        st = self.st
        if st.phase != "finished" or st.winner is None:
            return None
        return points_breakdown(self.scheme(scheme), st.winner, self.roles, st.alive, st.useful,
                                st.gestures, [(s, p) for s, p, _ in st.bonuses])

    # ------------------------------------------------------------- helpers
    def answerers(self, call: str) -> tuple[int, ...]:
        """Every seat whose role answers ``call`` (C-7.1), dead or alive, in seat order."""
        return self._answerers.get(call, ())

    def cyclic(self, start: int) -> tuple[int, ...]:
        """All seats in table order from ``start``."""
        return family.cyclic(start, self.players)

    def check_seat(self, seat: int) -> None:
        """Raise unless ``seat`` is at this table (C-2)."""
        if seat not in self.roles:
            raise RuleError(f"there is no seat {seat} at this table", "C-2", "no_such_seat", seat=seat)

    def when(self) -> dict[str, int]:
        """``{"night": n}`` at night, else ``{"day": d}``."""
        st = self.st
        return {"night": st.night} if st.phase == "night" else {"day": st.day}

    def event(self, cls: type[E.Event], **data: Any) -> None:
        """Record an event of class ``cls`` now."""
        st = self.st
        if st.phase == "night":
            st.events.append(cls(night=st.night, **data))
        else:
            st.events.append(cls(day=st.day, **data))

    def expect(self, *kinds: str) -> S.Step:
        """The current step, which must be one of ``kinds`` (C-4), else raise."""
        return family.expected_step(self.step, kinds, "C-9.2", "C-4")

    def not_over(self, what: str) -> None:
        """Raise once the end is reached (C-9.2)."""
        if self.st.phase in ("result", "finished"):
            raise RuleError(f"the game is over: no {what} now", "C-9.2", "game_over_no",
                            what=what)

    def eliminate(self, seats: Iterable[int], how: str, reason: str | None = None) -> bool:
        """Remove ``seats`` from the game; check C-9. Returns True if the game ended."""
        st = self.st
        at_night = st.phase == "night"
        when = st.night if at_night else st.day
        for seat in sorted(seats):
            st.alive.discard(seat)
            left = _LEFT[(seat, how, reason, at_night, when)]
            st.eliminated.append(left[0])
            st.events.append(left[1])
        return end.check_end(self)

    def begin_day(self, number: int) -> None:
        """Day ``number`` begins (C-4): the night's end hands over here, so
        neither phase's module imports the other's."""
        day.start_day(self, number)

    def begin_night(self) -> None:
        """The night begins (C-7), when the day's vote is done."""
        night.start_night(self)

    def farewell(self, seats: Iterable[int]) -> None:
        """Last words for ``seats`` (C-3.3), if the club gives them."""
        if self.setup.options.farewell_seconds > 0:
            self.st.farewells.extend(sorted(seats))


def _leaving(seat: int, how: str, reason: str | None, at_night: bool, when: int) -> tuple[Elimination, E.Eliminated]:
    """A player's leaving as its record and its event, at night or by day ``when``."""
    if at_night:
        return Elimination(seat, how, night=when, reason=reason), E.Eliminated(seat=seat, how=how, night=when)
    return Elimination(seat, how, day=when, reason=reason), E.Eliminated(seat=seat, how=how, day=when)


_LEFT: Shared[tuple[Elimination, E.Eliminated]] = Shared(_leaving)
"""A leaving by (seat, how, reason, at night, the night's or day's number):
frozen values equal in every game where a player leaves so (issue #38)."""


_HANDLERS: dict[type, Callable[[Ok4uPlay, Any], None]] = {
    Speech: day.on_speech,
    Vote: day.on_vote,
    Lift: day.on_lift,
    Night: night.on_night,
    NightAction: night.on_night_action,
    Foul: fouls.on_foul,
    Remove: fouls.on_remove,
    Bonus: end.on_bonus,
    End: end.on_end,
    Confirm: end.on_confirm,
    Override: end.on_override,
}
