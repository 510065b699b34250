"""The day (OK4U): speeches and last words (C-3.3, C-4.1), nominations
(C-4.2–C-4.4), the vote (C-6.1, C-6.2), ties and the revote (C-6.3), the
"all leave?" vote (C-6.4)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ... import events as E
from ... import steps as S
from ...errors import RuleError
from ...inputs import Lift, Speech, Vote
from ...shared import Shared
from .. import family

if TYPE_CHECKING:
    from .play import Ok4uPlay


SPEAKER_RULES: dict[str, str] = {S.SPEECH: "C-4.1", S.JUSTIFICATION: "C-6.3", S.FAREWELL: "C-3.3"}
"""The rule that names whose turn each speaking step is."""


def start_day(play: "Ok4uPlay", day: int) -> None:
    """Open Day ``day``: the first speaker by C-4.1 (seat 1 on Day 1; then the
    next living seat after the previous opener, or the lowest living seat
    [option ``first_speaker``])."""
    st = play.st
    prev_first = st.first_speaker
    st.phase, st.day, st.sub = "day", day, "speeches"
    st.spoken, st.nominations, st.nominated_by = set(), [], {}
    st.no_vote, st.candidates, st.justify = False, [], []
    st.votes_today, st.lift_today = [], None
    if day == 1:
        st.first_speaker = 1
    elif play.setup.options.first_speaker == "lowest":
        st.first_speaker = min(st.alive)
    else:
        st.first_speaker = next(s for s in play.cyclic(prev_first)[1:] + (prev_first,) if s in st.alive)
    st.order = play.cyclic(st.first_speaker)
    advance(play)


def speech_order(play: "Ok4uPlay") -> list[int]:
    """Today's speakers still to come, current first (seats, C-4.1, C-5.3)."""
    st = play.st
    if st.phase != "day" or st.sub != "speeches":
        return []
    return [s for s in st.order
            if s in st.alive and s not in st.spoken and st.lost_speech.get(s) != st.day]


def next_speaker(play: "Ok4uPlay") -> int | None:
    """The first of :func:`speech_order`, without building it (the fold asks after every speech)."""
    st = play.st
    alive, spoken, lost, today = st.alive, st.spoken, st.lost_speech, st.day
    for s in st.order:
        if s in alive and s not in spoken and lost.get(s) != today:
            return s
    return None


def nominations_closed(play: "Ok4uPlay") -> RuleError | None:
    """Why nobody may nominate now, or None (C-4.2, C-4.3, C-5.4)."""
    st = play.st
    if st.phase != "day" or st.farewells or st.sub != "speeches":     # the step is not a day speech
        return RuleError("nominations are made during a day speech", "C-4.3",
                         "nominate_outside_speech")
    if st.day < 2:
        return RuleError("there are no nominations on Day 1", "C-4.2", "no_nominations_day1")
    if st.no_vote:
        return RuleError("no vote today after a 4th foul", "C-5.4", "no_vote_after_4th_foul")
    return None


def nomination_error(play: "Ok4uPlay", target: int) -> RuleError | None:
    """Why the current speaker may not nominate ``target`` (None if he may, C-4.3)."""
    closed = nominations_closed(play)
    if closed is not None:
        return closed
    st = play.st
    return family.nominee_error(target, play.roles, st.alive, st.nominations, "C-4.3", seat_rule="C-2")


def lift_threshold(living: int) -> int:
    """Votes needed for "all leave?" to pass: more than half the living (C-6.4)."""
    return family.majority(living)


def advance(play: "Ok4uPlay") -> None:
    """Settle the automatic moves after an input: the next speaker, the vote
    after the speeches (C-4.4), nobody left to vote on (C-5.6), the night."""
    st = play.st
    if st.phase != "day":
        return
    if st.candidates:
        st.candidates = [c for c in st.candidates if c in st.alive]
    if st.justify:
        st.justify = [c for c in st.justify if c in st.alive]
    if st.farewells:
        return
    if st.sub == "speeches" and _speeches_go_on(play):
        return
    if st.sub == "justify" and not st.justify:
        st.sub = "revote"
    if st.sub in ("vote", "revote", "lift") and not st.candidates:
        st.sub = "done"   # every candidate left (C-5.6): nobody leaves by vote
    if st.sub == "done":
        play.begin_night()


def _speeches_go_on(play: "Ok4uPlay") -> bool:
    """The next speaker, or after the last speech the vote (C-4.4) or the day's end;
    True while the day goes on without the steps below."""
    st = play.st
    st.speaker = next_speaker(play)
    if st.speaker is not None:
        return True
    noms = [c for c in st.nominations if c in st.alive]
    if st.day >= 2 and noms and not st.no_vote:
        st.sub, st.candidates = "vote", noms   # C-4.4
        return True
    st.sub = "done"
    return False


def on_speech(play: "Ok4uPlay", inp: Speech) -> None:
    """A speech, justification (C-6.3) or last words (C-3.3) ended, with a
    nomination made in a day speech (C-4.3).

    The commonest input of all, the current speaker's day speech (C-4.1),
    is folded here without building its step: the step and event are
    shared (:data:`_SPEECHES`), and the next speaker is looked for after him
    in today's order, since every seat before him has spoken, left or lost
    his speech (C-5.3). Anything else goes to :func:`_other_speech`."""
    st = play.st
    seat = inp.seat
    if not (st.sub == "speeches" and st.phase == "day" and not st.farewells and seat == st.speaker):
        _other_speech(play, inp)
        return
    nominate = inp.nominate
    if nominate is not None:
        err = nomination_error(play, nominate)
        if err is not None:
            raise err
        st.nominations.append(nominate)
        st.nominated_by[nominate] = seat
    today = st.day
    done = _SPEECHES[(today, seat, nominate, play.speech_seconds)]
    st.transcript.append(done[0])
    st.spoken.add(seat)
    st.events.append(done[1])
    order = st.order
    alive, spoken, lost = st.alive, st.spoken, st.lost_speech
    for s in order[order.index(seat) + 1:]:
        if s in alive and s not in spoken and lost.get(s) != today:
            st.speaker = s
            return
    advance(play)       # the last speech: the vote (C-4.4) or the night


def _other_speech(play: "Ok4uPlay", inp: Speech) -> None:
    """A justification or last words, or a refusal: another seat's speech
    (C-4.1), a nomination outside a day speech (C-4.3), another step (C-4)."""
    st = play.st
    step = play.expect(S.SPEECH, S.JUSTIFICATION, S.FAREWELL)
    err = family.speaker_error(step, inp.seat, SPEAKER_RULES[step.kind])
    if err is None and inp.nominate is not None:
        err = family.nomination_step_error(step, "C-4.3")
    if err is not None:
        raise err
    st.transcript.append(step)
    if step.kind == S.FAREWELL:
        st.farewells.pop(0)
    else:
        st.justify.pop(0)
    st.events.append(E.SpeechEnded(step.kind, inp.seat, None, day=st.day))
    advance(play)


def _speech_done(day: int, seat: int, nominate: int | None, seconds: int | None) -> tuple[S.Step, E.SpeechEnded]:
    """A day speech's step and event (both shared values, :func:`~app.core.steps.shared_step`)."""
    return S.shared_step(S.SPEECH, day, None, seat, seconds), E.speech_ended(S.SPEECH, seat, nominate, day)


_SPEECHES: Shared[tuple[S.Step, E.SpeechEnded]] = Shared(_speech_done)
"""A day speech's step and event by (day, seat, nomination, seconds), in
one ask: the fold's commonest input (issue #38)."""


def on_vote(play: "Ok4uPlay", inp: Vote) -> None:
    """A vote or revote counted (C-6.1): one leader leaves (C-6.2), all at
    zero nobody (C-6.2), a tie goes to justifications and a revote (C-6.3),
    a revote tied again to "all leave?" (C-6.4)."""
    step = play.expect(S.VOTE, S.REVOTE)
    st = play.st
    counts = inp.as_dict()
    err = family.vote_error(inp, st.candidates, st.alive, "C-6.1")
    if err is not None:
        raise err
    st.transcript.append(step)
    counted = {c: counts.get(c, 0) for c in st.candidates}      # kept and told, never changed
    st.votes_today.append((step.kind, counted))
    top, leaders = family.leaders(counts, st.candidates)
    st.events.append(E.VoteCounted(step.kind, counted, day=st.day))
    if top == 0 and (step.kind == S.VOTE or play.setup.options.zero_revote == "nobody_leaves"):
        st.sub = "done"   # C-6.2: zero votes for everyone, nobody leaves
        play.event(E.NobodyLeaves)
    elif len(leaders) == 1 and top > 0:
        st.sub = "done"
        if play.eliminate(leaders, "voted"):  # C-6.2
            return
        play.farewell(leaders)
    elif step.kind == S.REVOTE and not (
            len(leaders) < len(st.candidates) and play.setup.options.subset_retie == "revote"):
        # C-6.4: tied again (the same players, a strict subset, or all at
        # zero): "do the players tied in the revote all leave?"
        st.sub, st.candidates = "lift", leaders
        play.event(E.Tie, seats=tuple(leaders))
    else:
        # C-6.3 (and C-6.4 [option "revote"] for a strict subset)
        st.sub, st.candidates, st.justify = "justify", leaders, list(leaders)
        play.event(E.Tie, seats=tuple(leaders))
    advance(play)


def on_lift(play: "Ok4uPlay", inp: Lift) -> None:
    """The "all leave?" vote: more than half the living for, they all leave (C-6.4)."""
    step = play.expect(S.LIFT_VOTE)
    st = play.st
    living = len(st.alive)
    err = family.lift_error(inp.votes_for, living, "C-6.4")
    if err is not None:
        raise err
    st.transcript.append(step)
    st.lift_today = inp.votes_for
    passed = inp.votes_for >= lift_threshold(living)
    play.event(E.LiftCounted, votes_for=inp.votes_for, passed=passed)
    st.sub = "done"
    if passed:
        if play.eliminate(st.candidates, "lifted"):
            return
        play.farewell(step.candidates or ())
    advance(play)
