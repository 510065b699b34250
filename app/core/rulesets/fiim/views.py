"""Sport Mafia's observers: the room's view, the host's view and the replay
output (S-15).

The public view carries no role before the end, no shot, no check and no
count of the black players a best move named until the game is over; the
seats a best move named are public (they are said aloud, S-11.2).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Mapping

from ... import steps as S
from ...errors import RuleError
from ...views import HostSeat, HostView, PublicSeat, PublicView
from .. import family
from .state import PointsLine

if TYPE_CHECKING:
    from .play import FiimPlay


@dataclass(frozen=True)
class FiimPublic:
    """Sport Mafia's own public facts (S-11.2): the ``best_move`` as
    ``{"seat", "named"}`` (its ``black_named`` count and ``points`` only once
    the game is finished), None before one is made."""

    best_move: Mapping[str, Any] | None = None


@dataclass(frozen=True)
class FiimHost:
    """Sport Mafia's own facts for the host: the ``best_move`` with its black
    count and points (S-11.2); ``penalties`` as (seat, points, kind) (S-12.3);
    the ``proposed_reason`` of a proposed result; each seat's ``points``
    lines (S-12.2); the days with ``no_vote_days`` (S-8.4); the nights'
    ``shots``; the ``head_judge`` deciding (S-13)."""

    best_move: Mapping[str, Any] | None
    penalties: tuple[tuple[int, Any, str], ...]
    proposed_reason: str | None
    points: Mapping[int, PointsLine] | None
    no_vote_days: tuple[int, ...]
    shots: tuple[Any, ...]
    head_judge: bool


def _lost_now(play: "FiimPlay", seat: int) -> bool:
    """Whether ``seat``'s next day speech is lost to a 3rd foul (S-8.3)."""
    st = play.st
    today = st.day if st.phase == "day" else st.night + 1
    lost = st.lost_speech.get(seat)
    return lost is not None and seat in st.alive and (
        lost > today or (lost == today and st.phase == "day" and st.sub == "speeches" and seat not in st.spoken)
        or (lost == today and st.phase != "day"))


def _best_move(play: "FiimPlay", secret: bool) -> dict[str, Any] | None:
    bm = play.st.best_move
    if bm is None:
        return None
    out: dict[str, Any] = {"seat": bm.seat, "named": list(bm.named)}
    if not secret:
        out["black_named"], out["points"] = bm.black, bm.points
    return out


def _public_seats(play: "FiimPlay", finished: bool, day_phase: bool) -> tuple[PublicSeat, ...]:
    """Each seat as the room sees it (roles only once the game is finished, S-12)."""
    st = play.st
    out = {e.seat: e.how for e in st.eliminated}
    return tuple(
        PublicSeat(s.seat, s.player, s.seat in st.alive, st.fouls[s.seat], out.get(s.seat),
                   day_phase and s.seat in st.nominations, _lost_now(play, s.seat),
                   play.roles[s.seat] if finished else None)
        for s in play.setup.seats
    )


def _last_night(play: "FiimPlay") -> tuple[int, tuple[int, ...]] | None:
    """The last night with a shot, and whom it killed (outside the night)."""
    st = play.st
    if not st.shots or st.phase == "night":
        return None
    n, _shot = st.shots[-1]
    return n, tuple(e.seat for e in st.eliminated if e.how == "killed" and e.night == n)


def public_view(play: "FiimPlay") -> PublicView:
    """The room's view (see the module docstring)."""
    st = play.st
    step = play.step
    finished = st.phase == "finished"
    day_phase = st.phase == "day"
    seats = _public_seats(play, finished, day_phase)
    speaker = seconds = None
    if step is not None and step.kind in (*S.SPEAKING, "best_move"):
        speaker, seconds = step.seat, step.seconds
    candidates: tuple[int, ...] = ()
    if day_phase:
        candidates = tuple(st.candidates) if st.sub not in ("speeches", "done") else tuple(st.nominations)
    last_night = _last_night(play)
    morning = last_night[1] if last_night and day_phase and st.day == last_night[0] + 1 else ()
    own = FiimPublic(_best_move(play, secret=not finished))
    return PublicView(
        phase="result" if step is not None and step.kind == S.RESULT else st.phase,
        day=st.day, night=st.night,
        step=None if step is None else str(step.kind),
        speaker=speaker, speaker_name=None if speaker is None else play.setup.name(speaker),
        seconds=seconds, seats=seats, candidates=candidates,
        votes=tuple((k, tuple(sorted(c.items()))) for k, c in st.votes_today) if day_phase else (),
        lift_for=st.lift_today if day_phase else None,
        morning_deaths=morning,
        winner=st.winner if finished else None,
        step_no=play.step_no,
        no_vote=day_phase and st.day in st.no_vote_days,
        ruleset=play.setup.ruleset,
        last_night=last_night,
        own=own,
    )


def host_view(play: "FiimPlay") -> HostView:
    """Everything the host sees: roles, the night, checks, best move, points."""
    st = play.st
    step = play.step
    seats = _host_seats(play)
    call = play.night_call()
    actors, targets, results = _night_choices(play, call)
    lines = play.points_breakdown()
    own = FiimHost(
        best_move=_best_move(play, secret=False),
        penalties=tuple((p.seat, p.points, p.kind) for p in st.penalties),
        proposed_reason=st.proposed_reason,
        points=lines,
        no_vote_days=tuple(sorted(st.no_vote_days)),
        shots=tuple(st.shots),
        head_judge=st.head_judge,
    )
    return HostView(
        public=public_view(play), ruleset=play.setup.ruleset, phase=st.phase, day=st.day, night=st.night,
        step=step, step_no=play.step_no, seats=seats, living=len(st.alive),
        speech_order=tuple(play.speech_order()),
        first_speech_of_day=st.phase == "day" and st.day > 1 and st.sub == "speeches" and not st.spoken,
        nominations=tuple(st.nominations) if st.phase == "day" else (),
        nominations_open=play.nominations_closed(),
        candidates=tuple(st.candidates) if st.phase == "day" else (),
        lift_threshold=play.lift_needed(),
        night_call=call,
        night_calls=tuple(play.night_calls()),
        night_answers=dict(st.answers) if st.phase == "night" else {},
        night_actors=actors,
        night_acting=tuple(c for c in play.night_calls() if c == "mafia" or play.checks_tonight(c)),
        night_targets=targets,
        check_results=results,
        night_pause_seconds=play.options.timings.check,
        checks=tuple(st.checks),
        eliminated=tuple(st.eliminated),
        proposed=st.proposed,
        winner=st.winner,
        result_how=st.result_how,
        result_reason=st.result_reason,
        bonuses=tuple(st.bonuses),
        events=tuple(st.events),
        own=own,
    )


def _host_seats(play: "FiimPlay") -> tuple[HostSeat, ...]:
    """Each seat as the host sees it: role, team, fouls, how he left, nominations (S-1, S-7, S-8)."""
    st = play.st
    out = {e.seat: e.how for e in st.eliminated}
    reasons = {e.seat: e.reason for e in st.eliminated if e.reason}
    return tuple(
        HostSeat(s.seat, s.player, play.roles[s.seat], s.seat in st.alive, st.fouls[s.seat],
                 out.get(s.seat), False, st.lost_speech.get(s.seat), reasons.get(s.seat),
                 team=play.team(s.seat),
                 fouls_left=family.fouls_left(st.fouls[s.seat]) if s.seat in st.alive else 0,
                 lost_speech=_lost_now(play, s.seat),
                 nominated=st.phase == "day" and s.seat in st.nominations,
                 nominated_by=st.nominated_by.get(s.seat) if st.phase == "day" else None)
        for s in play.setup.seats
    )


def _night_choices(play: "FiimPlay", call: str | None) -> tuple[
        tuple[int, ...], dict[int, RuleError | None], dict[int, str]]:
    """Who acts now, whom each seat may be chosen for (or why not) and the
    checks' answers: a night call's (S-9) or the best move's (S-11.2)."""
    st, step = play.st, play.step
    targets: dict[int, RuleError | None] = {}
    results: dict[int, str] = {}
    actors: tuple[int, ...] = ()
    if call is not None:
        if call == "mafia":
            actors = tuple(s for s in sorted(st.alive) if play.team(s) == "black")
        elif play.checks_tonight(call):
            actors = (play.seat_of(call),)
        if actors:
            targets = {seat: play.night_error(call, seat) for seat in play.roles}
            if call == "don":
                results = {s: "yes" if r == "sheriff" else "no" for s, r in play.roles.items()}
            elif call == "sheriff":
                results = {s: play.team(s) for s in play.roles}
    elif step is not None and step.kind == "best_move":
        actors = (step.seat or 0,)
        for seat in play.roles:
            targets[seat] = None if seat in st.alive and seat != step.seat else \
                RuleError(f"seat {seat} cannot be named", "S-11.2", "seat_out", seat=seat)
    return actors, targets, results


def result_json(play: "FiimPlay") -> dict[str, Any]:
    """The replay output of S-15 (points exact: the caller writes them
    with :func:`app.core.script.dumps_json`)."""
    st = play.st
    step = play.step
    lines = play.points_breakdown()
    points = detail = None
    if lines is not None:
        points = {str(s): line.total for s, line in lines.items()}
        detail = {part: {str(s): getattr(line, part) for s, line in lines.items()}
                  for part in ("base", "extra", "best_move", "penalty")}
    bm = st.best_move
    return {
        "status": "finished" if step is None else "in_progress",
        "step": None if step is None else step.to_json(),
        "winner": st.winner,
        "alive": play.alive(),
        "eliminated": [e.to_json(with_reason=True) for e in st.eliminated],
        "shots": [{"night": n, "seat": seat} for n, seat in st.shots],
        "checks": [c.to_json() for c in st.checks],
        "best_move": None if bm is None else bm.to_json(),
        "points": points,
        "points_detail": detail,
        "useful_actions": [],
        "transcript": [step.to_json() for step in st.transcript],
    }
