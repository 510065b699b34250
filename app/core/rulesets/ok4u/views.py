"""OK4U's observers: the room's view, the host's view and the replay output
(``mafia-game/2``, ``../shared/spec/game-script.md``).

The public view never carries a role before the end, a night target, a check
result or immunity (C-10.3).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...errors import RuleError
from ... import steps as S
from ...views import HostSeat, HostView, NightScript, PublicSeat, PublicView
from . import day, fouls, night
from .roles import NIGHT_ACTIONS

if TYPE_CHECKING:
    from .play import Ok4uPlay


def _lost_now(play: "Ok4uPlay", seat: int) -> bool:
    """Whether ``seat``'s next speech is lost to a 3rd foul (C-5.3)."""
    st = play.st
    today = st.night + 1 if st.phase == "night" else st.day
    lost = st.lost_speech.get(seat)
    return lost is not None and seat in st.alive and (lost > today or (
        lost == today and st.phase == "day" and st.sub == "speeches" and seat not in st.spoken))


def _public_seats(play: "Ok4uPlay", day_phase: bool, finished: bool) -> tuple[PublicSeat, ...]:
    """Each seat as the room sees it (roles only once the game is finished, C-9)."""
    st = play.st
    out = {e.seat: e.how for e in st.eliminated}
    return tuple(
        PublicSeat(s.seat, s.player, s.seat in st.alive, st.fouls[s.seat], out.get(s.seat),
                   day_phase and s.seat in st.nominations, _lost_now(play, s.seat),
                   s.role.value if finished else None)
        for s in play.setup.seats
    )


def _host_seats(play: "Ok4uPlay") -> tuple[HostSeat, ...]:
    """Each seat as the host sees it: role, team, immunity on the first night (C-10), fouls, nominations."""
    st = play.st
    out = {e.seat: e.how for e in st.eliminated}
    immune_now = play.setup.immune if st.night <= 1 and not st.nights else frozenset()
    return tuple(
        HostSeat(s.seat, s.player, s.role.value, s.seat in st.alive, st.fouls[s.seat],
                 out.get(s.seat), s.seat in immune_now, st.lost_speech.get(s.seat),
                 st.disqualified.get(s.seat), team=s.role.team.value,
                 fouls_left=fouls.fouls_left(st.fouls[s.seat]) if s.seat in st.alive else 0,
                 lost_speech=_lost_now(play, s.seat),
                 nominated=st.phase == "day" and s.seat in st.nominations,
                 nominated_by=st.nominated_by.get(s.seat) if st.phase == "day" else None)
        for s in play.setup.seats
    )


def _night_choices(play: "Ok4uPlay", call: str | None) -> tuple[
        tuple[int, ...], dict[int, RuleError | None], dict[int, str]]:
    """The call's actors, each seat's refusal as its target (None: allowed) and a check's answers (C-7)."""
    targets: dict[int, RuleError | None] = {}
    results: dict[int, str] = {}
    if call is None:
        return (), targets, results
    actors = tuple(night.callers(play, call))
    if actors:
        for seat in play.roles:
            targets[seat] = night.night_error(play, call, seat)
        if NIGHT_ACTIONS[call].kind == "check":
            results = {seat: night.check_result(play, call, seat) for seat in play.roles}
    return actors, targets, results


def public_view(play: "Ok4uPlay") -> PublicView:
    """The room's view of the game (no secrets; see the module docstring)."""
    st = play.st
    step = play.step
    day_phase = st.phase == "day"
    finished = st.phase == "finished"
    seats = _public_seats(play, day_phase, finished)
    speaker = seconds = None
    if step is not None and step.kind in S.SPEAKING:
        speaker, seconds = step.seat, step.seconds
    candidates: tuple[int, ...] = ()
    if day_phase:
        candidates = tuple(st.candidates) if st.sub != "speeches" else tuple(st.nominations)
    morning: tuple[int, ...] = ()
    if day_phase and st.nights and st.nights[-1].night == st.day - 1:
        morning = st.nights[-1].outcome.deaths
    return PublicView(
        phase=st.phase,
        day=st.day,
        night=st.night,
        step=None if step is None else str(step.kind),
        speaker=speaker,
        speaker_name=None if speaker is None else play.setup.name(speaker),
        seconds=seconds,
        seats=seats,
        candidates=candidates,
        votes=tuple((k, tuple(sorted(c.items()))) for k, c in st.votes_today) if day_phase else (),
        lift_for=st.lift_today if day_phase else None,
        morning_deaths=morning,
        winner=st.winner if finished else None,
        step_no=play.step_no,
        no_vote=st.no_vote and day_phase and st.day >= 2,
        ruleset=play.setup.ruleset,
        last_night=(st.nights[-1].night, st.nights[-1].outcome.deaths)
        if st.nights and st.phase != "night" else None,
    )


def night_script(play: "Ok4uPlay") -> NightScript:
    """Tonight's calls and how many are answered (C-7.1, C-7.2), for the voice."""
    st = play.st
    if st.phase != "night":
        return NightScript()
    return NightScript(st.night, tuple(st.night_calls), len(st.night_answers))


def host_view(play: "Ok4uPlay") -> HostView:
    """Everything the host sees: roles, immunity, the night, checks, points."""
    st = play.st
    step = play.step
    public = public_view(play)
    seats = _host_seats(play)
    call = night.night_call(play)
    actors, targets, results = _night_choices(play, call)
    closed = day.nominations_closed(play)
    first_today = st.phase == "day" and st.day > 1 and st.sub == "speeches" and not st.spoken
    return HostView(
        public=public,
        ruleset=play.setup.ruleset,
        phase=st.phase,
        day=st.day,
        night=st.night,
        step=step,
        step_no=play.step_no,
        seats=seats,
        living=len(st.alive),
        speech_order=tuple(day.speech_order(play)),
        first_speech_of_day=first_today,
        nominations=tuple(st.nominations) if st.phase == "day" else (),
        nominations_open=closed,
        candidates=tuple(st.candidates) if st.phase == "day" else (),
        lift_threshold=day.lift_threshold(len(st.alive)),
        night_call=call,
        night_calls=tuple(st.night_calls) if st.phase == "night" else (),
        night_answers=dict(st.night_answers) if st.phase == "night" else {},
        night_actors=actors,
        night_acting=tuple(c for c in st.night_calls if night.callers(play, c)) if st.phase == "night" else (),
        night_targets=targets,
        check_results=results,
        night_pause_seconds=play.setup.options.night_pause_seconds,
        checks=tuple(st.checks),
        nights=tuple(st.nights),
        useful=tuple(play.useful_actions()),
        eliminated=tuple(st.eliminated),
        proposed=st.proposed,
        winner=st.winner,
        result_how=st.result_how,
        result_reason=st.result_reason,
        bonuses=tuple(st.bonuses),
        events=tuple(st.events),
    )


def result_json(play: "Ok4uPlay") -> dict[str, Any]:
    """The replay output of the spec ("Output of python -m app replay")."""
    st = play.st
    step = play.step
    points = play.points()
    return {
        "status": "finished" if step is None else "in_progress",
        "step": None if step is None else step.to_json(),
        "winner": st.winner,
        "alive": play.alive(),
        "eliminated": [e.to_json() for e in st.eliminated],
        "checks": [c.to_json() for c in st.checks],
        "transcript": [s.to_json() if isinstance(s, S.Step) else s for s in st.transcript],
        "points": None if points is None else {str(s): p for s, p in sorted(points.items())},
        "useful_actions": [u.to_json() for u in play.useful_actions()],
    }
