"""Two observers of one game: the room's public view and the host's view.

The projector and anything the room sees render only :func:`public_view`; it
never carries a role, a night target, a check result or immunity (C-10.3).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from . import steps as S
from .game import Game


@dataclass(frozen=True)
class PublicSeat:
    """A seat as the room sees it: number, name, in or out (and how), fouls,
    whether his next speech is lost to a 3rd foul (C-5.3, announced at the
    table), and his ``role`` only once the game is finished."""

    seat: int
    name: str
    alive: bool
    fouls: int
    out: str | None     # killed / voted / lifted / fouls / removed, or None
    nominated: bool
    lost_speech: bool = False
    role: str | None = None


@dataclass(frozen=True)
class PublicView:
    """What the room may see now.

    ``phase``: day | night | result | finished; ``step`` the step kind (None
    at night beyond "night"); ``speaker`` seat on a speech/justification/
    farewell; ``seconds`` its length; ``candidates`` the nominees in order;
    ``votes`` the rounds entered today as (kind, ((seat, votes), …));
    ``lift_for`` votes for "all leave?"; ``left`` who left last (seat, how);
    ``winner`` only once finished.
    """

    phase: str
    day: int
    night: int
    step: str | None
    speaker: int | None
    speaker_name: str | None
    seconds: int | None
    seats: tuple[PublicSeat, ...]
    candidates: tuple[int, ...]
    votes: tuple[tuple[str, tuple[tuple[int, int], ...]], ...]
    lift_for: int | None
    morning_deaths: tuple[int, ...]
    winner: str | None


def public_view(game: Game) -> PublicView:
    """Build the room's view of ``game`` (no secrets; see module docstring)."""
    st = game.state
    step = game.step
    out = {e.seat: e.how for e in st.eliminated}
    reveal_noms = st.phase == "day"
    finished = st.phase == "finished"
    today = st.night + 1 if st.phase == "night" else st.day

    def lost(seat: int) -> bool:
        day = st.lost_speech.get(seat)
        return day is not None and seat in st.alive and (day > today or (
            day == today and st.phase == "day" and st.sub == "speeches" and seat not in st.spoken))

    seats = tuple(
        PublicSeat(s.seat, s.player, s.seat in st.alive, st.fouls[s.seat], out.get(s.seat),
                   reveal_noms and s.seat in st.nominations, lost(s.seat),
                   s.role.value if finished else None)
        for s in game.setup.seats
    )
    speaker = None
    seconds = None
    kind = None if step is None else step.kind
    if step is not None and step.kind in S.SPEAKING:
        speaker, seconds = step.seat, step.seconds
    if st.phase == "day":
        candidates = tuple(st.candidates) if st.sub != "speeches" else tuple(st.nominations)
    else:
        candidates = ()
    morning: tuple[int, ...] = ()
    if st.phase == "day" and st.nights and st.nights[-1].night == st.day - 1:
        morning = st.nights[-1].outcome.deaths
    return PublicView(
        phase=st.phase,
        day=st.day,
        night=st.night,
        step=kind,
        speaker=speaker,
        speaker_name=None if speaker is None else game.setup.name(speaker),
        seconds=seconds,
        seats=seats,
        candidates=candidates if st.phase == "day" else (),
        votes=tuple((k, tuple(sorted(c.items()))) for k, c in st.votes_today) if st.phase == "day" else (),
        lift_for=st.lift_today if st.phase == "day" else None,
        morning_deaths=morning,
        winner=st.winner if st.phase == "finished" else None,
    )


@dataclass(frozen=True)
class HostSeat:
    """A seat as the host sees it: the public facts plus role, immunity,
    a lost speech (day number) and disqualification."""

    seat: int
    name: str
    role: str
    alive: bool
    fouls: int
    out: str | None
    immune: bool
    lost_speech_day: int | None
    disqualified: str | None


def host_view(game: Game) -> dict[str, Any]:
    """The host's view: everything, including roles, checks and night results.

    Returns a dict: ``seats`` (list of :class:`HostSeat`), ``checks``,
    ``nights`` (night records), ``useful``, ``proposed``, ``winner``,
    ``points`` (None until finished), ``speech_order`` (seats to come today).
    """
    st = game.state
    out = {e.seat: e.how for e in st.eliminated}
    immune_now = game.setup.immune if st.night <= 1 and not st.nights else frozenset()
    seats = [
        HostSeat(s.seat, s.player, s.role.value, s.seat in st.alive, st.fouls[s.seat],
                 out.get(s.seat), s.seat in immune_now, st.lost_speech.get(s.seat),
                 st.disqualified.get(s.seat))
        for s in game.setup.seats
    ]
    return {
        "seats": seats,
        "checks": list(st.checks),
        "nights": list(st.nights),
        "useful": game.useful_actions(),
        "proposed": st.proposed,
        "winner": st.winner,
        "points": game.points(),
        "speech_order": game.speech_order(),
        "bonuses": list(st.bonuses),
    }
