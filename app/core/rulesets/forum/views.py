"""The observers of a forum game (M-8, M-11): the room's view, the host's,
and what each player learns privately at the start; functions of the fold
(:class:`~.play.ForumPlay`), which answers through them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Mapping

from ...views import HostSeat, HostView, PublicSeat, PublicView, own_of
from .catalogue import BY_ID, order_keys
from .live import DAY_VOTE, NIGHT, Call

if TYPE_CHECKING:
    from .play import ForumPlay
    from .resolve import Count, Outcome


@dataclass(frozen=True)
class ForumPublic:
    """Forum Mafia's own public facts: the ``turn`` (M-8), the ``city``'s id
    (M-10), whether it is a ``live`` table (M-11), each turn's
    ``newspapers`` (M-8.2), the seats ``in_play``, the end's ``reason``; at
    a live table the ``open_votes`` as cast (seat → seat or None, M-11.2),
    whom the closed vote ``jailed`` and whether it ``dispersed`` the crowd."""

    turn: int
    city: str | None
    live: bool
    newspapers: tuple[Mapping[str, str], ...]
    in_play: tuple[int, ...]
    reason: str | None
    open_votes: Mapping[int, int | None]
    jailed: int | None
    dispersed: bool


@dataclass(frozen=True)
class ForumHost:
    """Forum Mafia's own facts for the host: this ``turn``'s ``votes`` and
    ``orders`` (seat → key → target), the ``tally`` so far (seat → votes)
    and whether it is ``dispersed`` (M-2.11), the ``tie_leaders`` a tie's
    ``picker`` chooses among (M-5.3), the ``benched`` and those whose poison
    is due (``poison_due``), a live table's ``closed`` count, every turn's
    :class:`Outcome` (``turns``), the ``winners``, the seats ``in_play``,
    each commander's ``last_disperse``, the ``start_messages`` (M-1.2),
    each team's shot orders (``team_orders``), each seat's ``order_keys``
    (M-2, M-3); at a live table the night's ``calls`` (M-11.3), who is
    ``awake`` for each, the checkers' ``check_answers`` and the orders
    ``failing``."""

    turn: int
    votes: Mapping[int, int | None]
    orders: Mapping[int, Mapping[str, Any]]
    tally: Mapping[int, int] | None
    dispersed: bool
    tie_leaders: tuple[int, ...]
    benched: Mapping[int, str]
    poison_due: tuple[int, ...]
    picker: int | None
    closed: Count | None
    turns: tuple[Outcome, ...]
    winners: tuple[int, ...]
    in_play: tuple[int, ...]
    last_disperse: Mapping[int, int]
    start_messages: Mapping[int, Mapping[str, Any]]
    team_orders: Mapping[str, Mapping[int, Any]]
    order_keys: Mapping[int, tuple[str, ...]]
    calls: tuple[Call, ...]
    awake: Mapping[str, tuple[int, ...]]
    check_answers: Mapping[int, Mapping[str, Any]]
    failing: Mapping[int, Mapping[str, str]]


def public_view(play: ForumPlay) -> PublicView:
    """The room's view: who is in play, jailed or dead, the newspapers
    (roles only with ``reveal_roles`` or once the game is over), the
    votes as cast (open: a live table's raised hands; a hypocrite's false
    vote, M-2.13), and once a live day vote is closed, whom it jailed or
    that the crowd was dispersed (M-11.2: announced). ``phase`` at a
    live table: ``day`` (the vote) or ``night`` (M-11.1); else ``turn``."""
    finished = play.finished
    seats = tuple(PublicSeat(s, play.names[s], play.status[s] != "dead", 0, play.out_of(s), False,
                             role=play.roles[s] if finished else None) for s in sorted(play.roles))
    step = play.step
    kind = None if step is None else str(step.kind)
    phase = "finished" if finished or kind is None else {DAY_VOTE: "day", NIGHT: "night"}.get(kind, kind)
    closed = play.closed
    return PublicView(
        phase=phase, day=play.turn, night=play.turn if phase == "night" else 0,
        step=kind, speaker=None, speaker_name=None, seconds=None,
        seats=seats, candidates=(), votes=(), lift_for=None, morning_deaths=(),
        winner=play.winner_id, step_no=play._step_no, ruleset="forum",
        own=ForumPublic(turn=play.turn, city=play.setup.extra.get("city"), live=play.live,
                        newspapers=tuple(o.newspaper for o in play.turns),
                        in_play=tuple(play.in_play()), reason=play.reason,
                        open_votes=dict(play.votes),
                        jailed=None if closed is None else closed.jailed,
                        dispersed=closed is not None and closed.dispersed))

def host_view(play: ForumPlay) -> HostView:
    """Everything: roles, the orders and votes of this turn, the tally,
    who is benched or poisoned, every turn's outcome with its private
    messages; at a live table the night's ``calls`` (M-11.3), who is
    ``awake`` for each (call id → seats in play), the checkers'
    ``check_answers`` and the orders ``failing`` (:meth:`ForumPlay.night_trial`)."""
    public = public_view(play)
    seats = tuple(HostSeat(s, play.names[s], play.roles[s], play.status[s] != "dead", 0, play.out_of(s),
                           False, None, None, team=BY_ID[play.roles[s]].team) for s in sorted(play.roles))
    step = play.step
    tally = play.tally_now() if not play.finished else None
    answers, failing = play.night_trial()
    return HostView(
        public=public, ruleset="forum", phase=public.phase, day=play.turn, night=0, step=step,
        step_no=play._step_no, seats=seats, living=len(play.in_play()), winner=play.winner_id,
        result_reason=play.reason, events=tuple(play.events),
        own=ForumHost(
            turn=play.turn, votes=dict(play.votes),
            orders={s: dict(o) for s, o in play.orders.items()},
            tally=None if tally is None else dict(tally.tally),
            dispersed=bool(tally and tally.dispersed),
            tie_leaders=tuple(tally.tie["leaders"]) if tally and tally.tie and play.closed is None else (),
            benched=dict(play.benched), poison_due=tuple(sorted(play.poison_due.get(play.turn, ()))),
            picker=play.picker(), closed=play.closed, turns=tuple(play.turns),
            winners=tuple(play.winners), in_play=tuple(play.in_play()),
            last_disperse=dict(play.last_disperse), start_messages=start_messages(play),
            team_orders={team: team_orders(play, team) for team in ("mafia", "yakuza")},
            order_keys={s: order_keys(r, play.opts.team_shot_roles) for s, r in play.roles.items()},
            calls=play.calls,
            awake={c.id: tuple(s for s in c.seats if play.status[s] == "in") for c in play.calls},
            check_answers=answers, failing=failing))

def start_messages(play: ForumPlay) -> dict[int, dict[str, Any]]:
    """M-1.2, M-8.3: what each player learns privately at the start:
    ``{"role", "team": [{"seat", "role" or None}]}``; the team list only
    for the Mafia and the Yakuza (roles with ``team_knows_roles``)."""
    out: dict[int, dict[str, Any]] = {}
    for seat in sorted(play.roles):
        team = BY_ID[play.roles[seat]].team
        mates = [] if team not in ("mafia", "yakuza") else [
            {"seat": s, "role": play.roles[s] if play.opts.team_knows_roles else None}
            for s in sorted(play.roles) if BY_ID[play.roles[s]].team == team]
        out[seat] = {"role": play.roles[seat], "team": mates}
    return out

def team_orders(play: ForumPlay, team: str) -> dict[int, Any]:
    """M-2.2: the team's current shot orders, seat → target (for a
    member's request)."""
    return {s: o["team_shot"] for s, o in sorted(play.orders.items())
            if "team_shot" in o and BY_ID[play.roles[s]].team == team}


def forum_host(view: HostView) -> ForumHost:
    """The forum facts of a forum game's host view (TypeError for another game's)."""
    return own_of(view, ForumHost)


def forum_public(view: PublicView) -> ForumPublic:
    """The forum facts of a forum game's public view (TypeError for another game's)."""
    return own_of(view, ForumPublic)
