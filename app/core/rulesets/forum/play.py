"""A forum game folded over its inputs (M-2 … M-9, M-11): the orders and
votes of the current turn, checked as they arrive (M-4, M-5.1, M-2.11), and
each turn resolved at its deadline (:mod:`.resolve`)."""

from __future__ import annotations

import random
from typing import Any, Mapping

from ...errors import RuleError
from ...events import Event
from ...inputs import HostInput
from ...steps import Step
from ...ruleset import Play
from ...views import HostView, NightScript, PublicView
from .catalogue import BY_ID, GUARDS, STEP1, order_keys
from .inputs import CastVote, CloseVote, EndForum, LiveOrder, ResolveTurn, SetOrders
from .events import JailVoteClosed, NewspaperOut
from .live import DAY_VOTE, NIGHT, TURN, Call, night_calls
from .options import ForumOptions
from .resolve import Count, Outcome, TurnInput, count, pick, resolve
from . import views


def deal(roles: list[str], rng: random.Random) -> list[str]:
    """M-10.5: the roles in M-3 row order shuffled by Fisher–Yates with
    :func:`pick`; item s−1 goes to seat s. ``rng`` advances n−1 draws."""
    deck = sorted(roles, key=lambda r: BY_ID[r].row)
    for i in range(len(deck) - 1, 0, -1):
        j = pick(rng, i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


class ForumPlay(Play):
    """The folded state of one forum game (:class:`~app.core.ruleset.Play`).

    ``status`` per seat: ``in`` (in play), ``dead`` or ``jailed``;
    ``turns``: the resolved turns (:class:`~.resolve.Outcome`); the current
    turn's ``votes`` and ``orders``; ``winner``/``winners``/``reason`` at the end.
    """

    def __init__(self, setup: Any) -> None:
        self.setup = setup
        self.events: list[Event] = []
        self.opts: ForumOptions = setup.options
        extra = setup.extra
        self.live = extra.get("mode", "forum") == "live"
        self.seed: int = int(extra.get("seed", 0))
        self.rng = random.Random(self.seed)
        self.roles = {s.seat: str(getattr(s.role, "value", s.role)) for s in setup.seats}
        self.names = {s.seat: s.player for s in setup.seats}
        if extra.get("dealt"):
            deal(list(self.roles.values()), self.rng)   # the deal's draws come first (M-10.5)
        self.status = {s: "in" for s in self.roles}
        self.turn = 1
        self.benched: dict[int, str] = {}
        self.poison_due: dict[int, set[int]] = {}
        self.last_disperse: dict[int, int] = {}   # commander → the last turn his disruption took effect
        self.honest_jailed: list[int] = []
        self.jailed_on: dict[int, int] = {}
        self.votes: dict[int, int | None] = {}
        self.orders: dict[int, dict[str, Any]] = {}
        self.closed: Count | None = None          # a live table's count, once the day vote closed
        self.turns: list[Outcome] = []
        self.winner_id: str | None = None
        self.winners: list[int] = []
        self.reason: str | None = None
        self.loner: int | None = None
        self._step_no = 0
        self.guards_at_start = sum(1 for r in self.roles.values() if r in GUARDS)
        self.calls: tuple[Call, ...] = night_calls(self.roles, self.opts.team_shot_roles) if self.live else ()

    # ------------------------------------------------------------- queries
    def in_play(self) -> list[int]:
        """Seats alive and free (M-9.2), in seat order."""
        return [s for s in sorted(self.status) if self.status[s] == "in"]

    def alive(self) -> list[int]:
        return [s for s in sorted(self.status) if self.status[s] != "dead"]

    @property
    def finished(self) -> bool:
        return self.winner_id is not None

    @property
    def winner(self) -> str | None:
        return self.winner_id

    @property
    def step_no(self) -> int:
        return self._step_no

    @property
    def step(self) -> Step | None:
        if self.finished:
            return None
        kind = TURN if not self.live else (NIGHT if self.closed else DAY_VOTE)
        return Step(kind, extra=(("turn", self.turn),))

    def side(self, seat: int) -> str:
        """M-1.1: the side of ``seat``: its team, or ``loner:SEAT``."""
        team = BY_ID[self.roles[seat]].team
        return f"loner:{seat}" if team == "loner" else team

    def end_of(self, in_play: frozenset[int]) -> tuple[str, int | None] | None:
        """M-9.1: the side that wins when ``in_play`` are left, ``("host",
        None)`` if nobody is, None while two sides or more are."""
        sides = {self.side(s) for s in in_play}
        if len(sides) >= 2:
            return None
        if not sides:
            return ("host", None)
        side = sides.pop()
        if side.startswith("loner:"):
            return ("loner", int(side.split(":")[1]))
        return (side, None)

    def winners_of(self, side: str, loner: int | None) -> list[int]:
        """M-9.1, M-15.7: the side's members, dead and jailed included."""
        if side == "host":
            return []
        if side == "loner":
            return [loner] if loner is not None else []
        return [s for s in sorted(self.roles) if BY_ID[self.roles[s]].team == side]

    def picker(self) -> int | None:
        """M-5.3: who picks among tied leaders this turn, or None (drawn)."""
        if self.opts.tie_picker == "last_honest":
            return self.honest_jailed[-1] if self.honest_jailed else None
        if self.opts.tie_picker == "last_jailed_if_honest":
            last = next((s for s, t in self.jailed_on.items() if t == self.turn - 1), None)
            return last if last is not None and BY_ID[self.roles[last]].team == "honest" else None
        return None

    def turn_input(self) -> TurnInput:
        """The current turn as :mod:`.resolve` reads it."""
        return TurnInput(self.turn, self.roles, self.names, frozenset(self.in_play()), dict(self.benched),
                         frozenset(self.poison_due.get(self.turn, ())), dict(self.votes),
                         {s: dict(o) for s, o in self.orders.items() if o}, self.picker(),
                         self.guards_at_start)

    def tally_now(self) -> Count:
        """The jail vote as it stands (no tie drawn, nothing changed): for
        the desk's live tally (M-5.2)."""
        if self.closed is not None:
            return self.closed
        return count(self.turn_input(), self.opts, random.Random(0), None)

    # ------------------------------------------------------------ checks
    def _seat(self, seat: int, rule: str) -> None:
        if seat not in self.roles:
            raise RuleError(f"there is no seat {seat} at this table", rule, "no_such_seat", seat=seat)

    def _in_play(self, seat: int, rule: str) -> None:
        self._seat(seat, rule)
        if self.status[seat] != "in":
            raise RuleError(f"seat {seat} is not in play ({'jailed' if self.status[seat] == 'jailed' else 'dead'})",
                            rule, "forum:not_in_play", seat=seat)

    def _open(self) -> None:
        if self.finished:
            raise RuleError("the game is over", "M-9.1", "game_over")

    def _check_vote(self, voter: int, target: int | None, rule: str = "M-5.1") -> None:
        if target is None:
            return
        if target == 0:
            if not self.opts.vote_nobody:
                raise RuleError("\"nobody\" is not a vote here", "M-5.4", "forum:vote_nobody")
            return
        self._in_play(target, rule)
        if target == voter and not self.opts.self_vote:
            raise RuleError("a player may not vote for himself here", "M-5.1", "forum:self_vote")

    def check_vote(self, inp: CastVote) -> None:
        """M-5.1, M-5.4, M-11: raises :class:`RuleError` for a vote the
        player may not cast now."""
        self._open()
        self._in_play(inp.voter, "M-5.1")
        if self.live and self.closed is not None:
            raise RuleError("the day vote is over", "M-11.2", "forum:vote_closed")
        if self.live and self.turn == 1 and not self.opts.live_first_day_vote and inp.target is not None:
            raise RuleError("there is no vote on Day 1 here", "M-11.1", "no_nominations_day1")
        self._check_vote(inp.voter, inp.target)

    def check_orders(self, inp: SetOrders) -> None:
        """M-4.1, M-4.2, M-2.11, M-11.2: raises :class:`RuleError` for an
        order the player may not give now."""
        self._open()
        seat = inp.seat
        self._in_play(seat, "M-4.1")
        role = BY_ID[self.roles[seat]]
        keys = [k for k, _ in inp.orders]
        allowed = set(order_keys(role.id, self.opts.team_shot_roles))
        for key in keys:
            if key not in allowed:
                raise RuleError(f"seat {seat} ({role.id}) has no {key}", "M-4.2", "forum:not_his_action",
                                seat=seat, role=role.id, key=key)
        if len(keys) > 1 and not (role.both and self.opts.boss_both and set(keys) <= set(role.actions)):
            raise RuleError(f"seat {seat} ({role.id}) has one special action per turn", "M-4.2",
                            "forum:one_action", seat=seat, role=role.id)
        if self.live and self.closed is not None and self.closed.jailed in {t for _, t in inp.orders}:
            raise RuleError(f"seat {self.closed.jailed} was jailed today and is not woken", "M-11.2",
                            "forum:not_in_play", seat=int(self.closed.jailed or 0))
        for key, target in inp.orders:
            self._check_target(seat, key, target)
        if self.live:
            self._check_live_time(keys)

    def _check_target(self, seat: int, key: str, target: Any) -> None:
        """One order's target (M-4.1), a commander's dispersal limit (M-2.11), a hypocrite's vote (M-2.13)."""
        if key == "disperse":
            last = self.last_disperse.get(seat)     # M-2.11: the limit is per commander
            if last is not None and last == self.turn - 1:
                raise RuleError(f"the commander dispersed the crowd on turn {last}",
                                "M-2.11", "forum:disperse_twice", turn=last)
            return
        if key == "hypocrisy":
            self._check_vote(seat, target if isinstance(target, int) else None, "M-2.13")
            return
        assert isinstance(target, int)
        self._in_play(target, "M-4.1")
        if target == seat and key != "heal":
            raise RuleError(f"no special action targets its actor ({key} on oneself)", "M-4.1",
                            "forum:self_target", key=key)

    def _check_live_time(self, keys: list[str]) -> None:
        """M-11.2: at a live table the day's orders come before the vote closes, the night's after."""
        day = bool(keys) and all(k in STEP1 for k in keys)
        if self.closed is not None and day:
            raise RuleError("the day vote is over: a disruption, hypocrisy or theft came too late",
                            "M-11.2", "forum:vote_closed")
        if self.closed is None and keys and not day:
            raise RuleError("the night has not begun: the day vote is still open", "M-11.2",
                            "forum:night_not_begun")

    def live_orders(self, inp: LiveOrder) -> list[SetOrders]:
        """M-11.3: each pointing seat's whole orders after ``inp`` (the call's
        keys replaced, his other orders kept), each checked as
        :meth:`check_orders` does. Raises :class:`RuleError` for a call
        that is not tonight's, a seat it does not wake, a key it does not
        give, or an order the seat may not give."""
        self._open()
        if not self.live:
            raise RuleError("wake-up calls are for a live table", "M-11.3", "forum:live_only")
        if self.closed is None:
            raise RuleError("the night has not begun: the day vote is still open", "M-11.2",
                            "forum:night_not_begun")
        call = next((c for c in self.calls if c.id == inp.call), None)
        if call is None:
            raise RuleError(f"nobody is woken for {inp.call!r}", "M-11.3", "forum:no_call", call=inp.call)
        if inp.key not in call.keys:
            seat = call.seats[0]
            raise RuleError(f"{call.id} gives {' or '.join(call.keys)}, not {inp.key}", "M-4.2",
                            "forum:not_his_action", seat=seat, role=self.roles[seat], key=inp.key)
        if len(set(inp.seats)) != len(inp.seats):
            raise RuleError("a seat points once per tap", "M-11.3", "forum:not_woken", seat=inp.seats[0])
        out = []
        for seat in inp.seats:
            if seat not in call.seats:
                raise RuleError(f"seat {seat} is not woken for {call.id}", "M-11.3", "forum:not_woken", seat=seat)
            kept = {k: t for k, t in self.orders.get(seat, {}).items() if k not in call.keys}
            if inp.target is not None:
                kept[inp.key] = inp.target
            orders = SetOrders(seat, tuple(kept.items()))
            self.check_orders(orders)
            out.append(orders)
        return out

    # ------------------------------------------------------------- folding
    def apply(self, inp: HostInput) -> None:
        """Fold one input (module docstring); raises :class:`RuleError`."""
        if isinstance(inp, CastVote):
            self.check_vote(inp)
            if inp.target is None:
                self.votes.pop(inp.voter, None)
            else:
                self.votes[inp.voter] = inp.target
        elif isinstance(inp, SetOrders):
            self.check_orders(inp)
            self._set_orders(inp)
        elif isinstance(inp, LiveOrder):
            for orders in self.live_orders(inp):
                self._set_orders(orders)
        elif isinstance(inp, CloseVote):
            self._open()
            if not self.live or self.closed is not None:
                raise RuleError("the vote is counted at the turn's deadline", "M-11.2", "wrong_step",
                                step=str(self.step.kind if self.step else ""), expected=DAY_VOTE)
            self.closed = count(self.turn_input(), self.opts, self.rng, inp.tie_pick)
            self._jail(self.closed)
            self._step_no += 1
        elif isinstance(inp, ResolveTurn):
            self._open()
            if self.live and self.closed is None:
                raise RuleError("the day vote is still open", "M-11.2", "wrong_step",
                                step=DAY_VOTE, expected=NIGHT)
            self._resolve(inp.tie_pick)
        elif isinstance(inp, EndForum):
            self._open()
            if inp.winner == "loner":
                if inp.seat is None or inp.seat not in self.roles or BY_ID[self.roles[inp.seat]].team != "loner":
                    raise RuleError("a loner's win names his seat", "M-9.3", "forum:end_loner")
            if not inp.reason.strip():
                raise RuleError("the host ends the game with a reason", "M-9.3", "end_needs_reason")
            self.winner_id, self.reason = inp.winner, inp.reason
            self.loner = inp.seat if inp.winner == "loner" else None
            self.winners = self.winners_of(inp.winner, self.loner)
            self._step_no += 1
        else:
            raise RuleError("not a forum input", "M-12", "unknown_input")

    def _set_orders(self, inp: SetOrders) -> None:
        if inp.orders:
            self.orders[inp.seat] = inp.as_dict()
        else:
            self.orders.pop(inp.seat, None)

    def _jail(self, c: Count) -> None:
        self.events.append(JailVoteClosed(c.jailed, c.dispersed, day=self.turn))
        for seat in c.dispersers:
            self.last_disperse[seat] = self.turn
        if c.jailed:
            self.status[c.jailed] = "jailed"
            self.jailed_on[c.jailed] = self.turn
            if BY_ID[self.roles[c.jailed]].team == "honest":
                self.honest_jailed.append(c.jailed)

    def _night_input(self, c: Count) -> TurnInput:
        """A live night's turn as :func:`.resolve.resolve` reads it: in play
        as at the turn's start (the jailed of the closed vote included)."""
        t = self.turn_input()
        t.in_play = t.in_play | ({c.jailed} if c.jailed else frozenset())
        return t

    def night_trial(self) -> tuple[dict[int, dict[str, Any]], dict[int, dict[str, str]]]:
        """M-11.3, M-2.3, M-3.1: the live night so far, worked out on the
        orders entered (which are all that decide a check or a failure once
        the earlier calls are answered); nothing changes. Returns:

        - the checkers' answers, given at once: seat → ``{"seat", "role",
          "why", "shoots"}`` (the role shown: ``citizen`` for a ninja; None
          with ``why`` ``benched`` or ``distracted`` when the check fails;
          ``shoots``: a shooting commissar's check shows a non-honest role,
          his shot follows);
        - the orders that fail: seat → {key: ``benched`` | ``distracted``}.

        Both empty outside a live night."""
        if not self.live or self.closed is None or self.finished:
            return {}, {}
        c = self.closed
        out = resolve(self._night_input(c), c, self.opts, random.Random(0), lambda _seats: None, live=True)
        failing: dict[int, dict[str, str]] = {}
        for f in out.failed:
            if f["why"] in ("benched", "distracted"):
                failing.setdefault(f["seat"], {})[f["key"]] = f["why"]
        answers: dict[int, dict[str, Any]] = {}
        for p in out.private:
            if p["kind"] == "check":
                role = p["role"]
                answers[p["to"]] = {"seat": p["seat"], "role": role,
                                    "why": failing.get(p["to"], {}).get("check"),
                                    "shoots": role is not None and self.roles[p["to"]] == "shooting_commissar"
                                    and BY_ID[role].team != "honest"}
        return answers, failing

    def _resolve(self, tie_pick: int | None) -> None:
        if self.closed is not None:
            if tie_pick is not None:
                raise RuleError("the tie was settled when the day vote closed", "M-5.3", "forum:no_tie",
                                turn=self.turn)
            c = self.closed
            t = self._night_input(c)
        else:
            t = self.turn_input()
            c = count(t, self.opts, self.rng, tie_pick)
            self._jail(c)
        out = resolve(t, c, self.opts, self.rng, self.end_of, live=self.live)
        for death in out.deaths:
            self.status[death["seat"]] = "dead"
        if out.poisoned:
            self.poison_due.setdefault(self.turn + 1, set()).update(out.poisoned)
        self.turns.append(out)
        self.events.append(NewspaperOut(dict(out.newspaper), day=self.turn))
        if out.end is not None:
            self.winner_id, self.loner = out.end
            self.winners = self.winners_of(*out.end)
        self.benched = {}
        for entry in out.benched_next:
            self.benched.setdefault(entry["seat"], entry["by"])
        self.turn += 1
        self.votes, self.orders, self.closed = {}, {}, None
        self._step_no += 1

    # --------------------------------------------------------------- views
    def why_not(self, inp: HostInput) -> RuleError | None:
        """Why ``inp`` would be refused now; None if it would be taken. Votes
        and orders (asked on every change of the desk's entry row) are
        answered without a trial fold; the rest by the seam's default."""
        try:
            if isinstance(inp, SetOrders):
                self.check_orders(inp)
                return None
            if isinstance(inp, CastVote):
                self.check_vote(inp)
                return None
            if isinstance(inp, LiveOrder):
                self.live_orders(inp)
                return None
            if isinstance(inp, ResolveTurn):
                self._check_resolve(inp.tie_pick)
                return None
        except RuleError as err:
            return err
        return super().why_not(inp)

    def _check_resolve(self, tie_pick: int | None) -> None:
        """Raise what resolving the turn would (M-9.1, M-11.2, M-5.3), changing
        nothing: only the count can refuse a tie pick, and it is counted on a
        copy of the draws (#26: no trial fold of the whole game)."""
        self._open()
        if self.live and self.closed is None:
            raise RuleError("the day vote is still open", "M-11.2", "wrong_step", step=DAY_VOTE, expected=NIGHT)
        if self.closed is not None:
            if tie_pick is not None:
                raise RuleError("the tie was settled when the day vote closed", "M-5.3", "forum:no_tie",
                                turn=self.turn)
            return
        if tie_pick is not None:
            draws = random.Random()
            draws.setstate(self.rng.getstate())
            count(self.turn_input(), self.opts, draws, tie_pick)

    def out_of(self, seat: int) -> str | None:
        return {"in": None, "dead": "killed", "jailed": "jailed"}[self.status[seat]]

    def public_view(self) -> PublicView:
        """The room's view (:func:`.views.public_view`)."""
        return views.public_view(self)

    def host_view(self) -> HostView:
        """Everything (:func:`.views.host_view`)."""
        return views.host_view(self)

    def partners(self, seat: int) -> tuple[tuple[int, str | None], ...]:
        """M-1.2: the Mafia and the Yakuza know their team (its roles with
        ``team_knows_roles``) from the start."""
        mates = self.start_messages()[seat]["team"]
        return tuple((m["seat"], m["role"]) for m in mates if m["seat"] != seat)

    def answers(self, seat: int) -> list[Mapping[str, Any]]:
        """M-8.3: every private message of the resolved turns to ``seat``
        (checks, watches, visions, benched, a team's disagreement), then at
        a live table the check answered tonight (M-11.3)."""
        out: list[Mapping[str, Any]] = [dict(p, turn=t.turn) for t in self.turns for p in t.private
                                        if p["to"] == seat]
        answer = self.night_trial()[0].get(seat)
        if answer is not None and answer["role"] is not None:
            out.append({"kind": "check", "turn": self.turn, "to": seat, "seat": answer["seat"],
                        "role": answer["role"], "live": True})
        return out

    def start_messages(self) -> dict[int, dict[str, Any]]:
        """M-1.2, M-8.3: what each player learns privately at the start (:func:`.views.start_messages`)."""
        return views.start_messages(self)

    def team_orders(self, team: str) -> dict[int, Any]:
        """M-2.2: the team's current shot orders (:func:`.views.team_orders`)."""
        return views.team_orders(self, team)

    def result_json(self) -> dict[str, Any]:
        """M-12's output: status, winner, winners, seed, options, seats, turns, reason."""
        return {
            "status": "finished" if self.finished else "in_progress",
            "winner": self.winner_id, "winners": list(self.winners), "seed": self.seed,
            "options": self.opts.to_dict(),
            "seats": [{"seat": s, "player": self.names[s], "role": self.roles[s]} for s in sorted(self.roles)],
            "turns": [o.to_json() for o in self.turns], "reason": self.reason,
        }

    def night_script(self) -> NightScript:
        """No calls: a forum turn has no night read aloud (a live table's
        walkthrough is the host's, M-11.3)."""
        return NightScript()

    def points(self, scheme: Any = None) -> None:
        return None

    def points_breakdown(self, scheme: Any = None) -> None:
        return None

    def useful_actions(self, scheme: Any = None) -> list[Any]:
        return []
