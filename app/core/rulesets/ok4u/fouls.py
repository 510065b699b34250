"""Fouls and removals (OK4U C-5): the foul ladder, lost speeches, no vote
after a 4th foul, removals and disqualifications."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ... import events as E
from ...errors import RuleError
from ...inputs import Foul, Remove
from .. import family
from . import day

if TYPE_CHECKING:
    from .play import Ok4uPlay

FOULS_TO_LEAVE = family.FOULS_TO_LEAVE
"""The foul that removes a player (C-5.4); the 3rd costs his speech (C-5.3)."""
DISQUALIFYING = ("peek", "hint", "ethics")
"""Removal reasons that disqualify for the rest of the evening (C-5.5)."""


def fouls_left(fouls: int) -> int:
    """Fouls a living player may still take before he leaves (C-5.4)."""
    return family.fouls_left(fouls)


def foul_error(play: "Ok4uPlay", seat: int) -> RuleError | None:
    """Why a foul on ``seat`` would be refused (the game is over, no such
    seat, he is out: C-9.2, C-2, C-5.1), or None: the window asks it for
    every seat, and a taken foul never fails later in its fold."""
    try:
        play.not_over("fouls")
        play.check_seat(seat)
    except RuleError as err:
        return err
    if seat not in play.st.alive:
        return RuleError(f"seat {seat} is out of the game", "C-5.1", "seat_out", seat=seat)
    return None


def on_foul(play: "Ok4uPlay", inp: Foul) -> None:
    """One foul (C-5.1): the 3rd takes a speech (C-5.3), the 4th removes the
    player and cancels today's vote (C-5.4)."""
    err = foul_error(play, inp.seat)
    if err is not None:
        raise err
    st = play.st
    st.fouls[inp.seat] += 1
    count = st.fouls[inp.seat]
    play.event(E.Fouled, seat=inp.seat, count=count)
    if count == family.THIRD_FOUL:  # C-5.3
        if st.phase == "night":
            lost = st.night + 1
        elif st.sub == "speeches" and inp.seat not in st.spoken:
            lost = st.day
        else:
            lost = st.day + 1
        st.lost_speech[inp.seat] = lost
        play.event(E.SpeechLost, seat=inp.seat, lost_day=lost)
    elif count == FOULS_TO_LEAVE:  # C-5.4
        if st.phase == "day" and not st.no_vote:
            st.no_vote = True
            if st.day >= 2:
                play.event(E.NoVoteToday)
            if st.sub in ("vote", "justify", "revote", "lift"):
                st.sub = "done"
        if play.eliminate([inp.seat], "fouls"):
            return
    day.advance(play)


def on_remove(play: "Ok4uPlay", inp: Remove) -> None:
    """A removal (C-5.5): the player leaves at once; peeking, hinting and
    ethics disqualify for the evening; a hint may be judged after he left."""
    play.not_over("removals")
    play.check_seat(inp.seat)
    st = play.st
    dead = inp.seat not in st.alive
    if dead and inp.reason != "hint":
        raise RuleError(f"seat {inp.seat} is already out of the game", "C-5.5",
                        "already_out", seat=inp.seat)
    if dead and inp.seat in st.disqualified:
        raise RuleError(f"seat {inp.seat} is already disqualified", "C-5.5",
                        "already_disqualified", seat=inp.seat)
    if inp.reason in DISQUALIFYING:
        st.disqualified[inp.seat] = inp.reason
    play.event(E.Removed, seat=inp.seat, reason=inp.reason)
    if dead:
        return
    if inp.reason == "gesture":
        st.gestures.append(inp.seat)
    if play.eliminate([inp.seat], "removed", inp.reason):
        return
    day.advance(play)
