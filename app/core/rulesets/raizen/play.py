"""Mafik Raizen's fold: the inputs (a player's order, the phase's
resolution, the master's end) and the observers (host, public, a seat's)."""

from __future__ import annotations

import functools
import json
from dataclasses import replace
from typing import Any, Mapping

from ...errors import AS_WRITTEN, MafiaError, Reason, RuleError
from ...events import Event
from ...inputs import HostInput
from ...ruleset import Play
from ...steps import Step
from ...views import HostSeat, HostView, PlayerView, PublicSeat, PublicView
from .inputs import (
    BadPhase, DraftPick, EndRaizen, JesterHand, Mulligan, RaizenOrder, ResolvePhase,
)
from .orders import Order, OrderError, _one_line, check_order
from .resolve import resolve
from .words import Message, card_names, ordered
from .roles import SECRET_RU
from .state import State
from .table import Draft, Table, check_pick, jester_picks, read_table
from .views import RaizenHost, RaizenOwn, RaizenPublic

PHASE = "phase"
"""The step kind of a phase in play (orders arrive, then it is resolved)."""
DRAFT = "draft"
"""The step kind of the desk's draft, before N1 (R-3.1)."""
from .roles import RESULTS  # noqa: E402  (R-13: the results a game ends with)


def _dumps(data: Any, sort_keys: bool = False) -> str:
    """JSON text of read data (exact decimals kept, :func:`app.core.script.dumps_json`)."""
    from ...jsonio import dumps_json

    return dumps_json(data, ensure_ascii=False, sort_keys=sort_keys)



@functools.lru_cache(maxsize=32)
def _table(text: str) -> Table:
    return read_table(json.loads(text))


def table_of(setup: Any) -> Table:
    """The :class:`Table` a stored setup names (its ``extra["raizen"]``), read once."""
    return _table(_dumps(setup.extra["raizen"], sort_keys=True))


class RaizenPlay(Play):
    """The folded state of one Mafik Raizen game."""

    def __init__(self, setup: Any) -> None:
        self.setup = setup
        self.events: list[Event] = []
        self.table = table_of(setup)
        self.orders: dict[int, Order] = {}
        self.tells: list[tuple[int, int, str]] = []
        self.records: list[dict[str, Any]] = []
        self.logs: list[list[tuple[int, str, dict[str, Any]]]] = []
        self._inputs: list[HostInput] = []
        self._step_no = 0
        self.picks: dict[int, dict[int, list[str]]] = {}
        self.state: State = None  # type: ignore[assignment]
        self.start: dict[str, Any] = {}
        if self.table.draft_open:
            offers = self.table.offers or {}
            for s, rounds in offers.items():   # R-2: the Jester's keeps are the rules'
                self.picks[s] = ({r + 1: k for r, k in enumerate(jester_picks(rounds))}
                                 if self.table.public[s] == "jester" else {})
            self._finish_draft()
        else:
            self._begin(self.table)

    def _begin(self, table: Table) -> None:
        self.table = table
        self.state = State(table)
        self.start = self._start()

    @property
    def drafting(self) -> bool:
        """The desk's draft is under way (no phase yet)."""
        return self.state is None

    def missing_picks(self) -> dict[int, list[int]]:
        """The draft's rounds still to enter, seat → rounds (1-based)."""
        offers = self.table.offers or {}
        return {s: [r for r in range(1, len(o) + 1) if r not in self.picks.get(s, {})]
                for s, o in offers.items() if len(self.picks.get(s, {})) < len(o)}

    def _finish_draft(self) -> None:
        if self.missing_picks():
            return
        offers = self.table.offers or {}
        cards: dict[int, tuple[str, ...]] = {}
        rejected: dict[int, tuple[str, ...]] = {}
        for s, rounds in offers.items():
            kept = [k for r, o in enumerate(rounds) for k in o if k in self.picks[s][r + 1]]
            cards[s] = tuple(kept)
            rejected[s] = tuple(k for r, o in enumerate(rounds) for k in o if k not in self.picks[s][r + 1])
        draft = Draft(int(self.table.raw["draft_seed"]), offers, cards, rejected)
        self._begin(replace(self.table, cards=cards, rejected=rejected, draft=draft))

    def _start(self) -> dict[str, Any]:
        """R-1.3, R-12.3: the opening hands and the setup messages."""
        st = self.state
        messages = [Message(self.table.owner, "artifact", 0, "У вас артефакт.")]
        for s, seat in st.seats.items():
            if seat.public == "psychic":
                messages.append(Message(s, "psychic", 0, f"Верх вашей колоды: {card_names(st, seat, seat.deck[:2])}."))
        return {"artifact": {"namer": self.table.namer, "owner": self.table.owner},
                "hands": {str(s): len(seat.hand) for s, seat in st.seats.items()},
                "private": [m.to_json() for m in ordered(messages)]}

    # ------------------------------------------------------------ the fold
    @property
    def finished(self) -> bool:
        return not self.drafting and self.state.finished

    @property
    def winner(self) -> str | None:
        return None if self.drafting else self.state.winner

    @property
    def step_no(self) -> int:
        return self._step_no

    @property
    def step(self) -> Step | None:
        if self.drafting:
            return Step(DRAFT)
        if self.finished:
            return None
        return Step(PHASE, extra=(("phase", self.state.label),))

    def alive(self) -> list[int]:
        return list(self.table.seats) if self.drafting else self.state.living()

    def _ended(self, where: str) -> None:
        if self.finished:
            raise OrderError(Reason("game_over"), "R-13.1", where)

    def apply(self, inp: HostInput) -> None:
        self._inputs.append(inp)
        try:
            self._apply(inp)
        except Exception:
            self._inputs.pop()
            raise

    def _apply(self, inp: HostInput) -> None:
        if isinstance(inp, DraftPick):
            self._pick(inp)
            return
        if self.drafting:
            raise OrderError(Reason("draft_not_complete"), "R-3.1", "")
        if isinstance(inp, Mulligan):
            self._mulligan(inp)
        elif isinstance(inp, JesterHand):
            self._jester(inp)
        elif isinstance(inp, RaizenOrder):
            self._order(inp)
        elif isinstance(inp, ResolvePhase):
            self._ended("{}")
            log: list[tuple[int, str, dict[str, Any]]] = []
            self.records.append(resolve(self.state, self.orders, self.tells, log))
            self.logs.append(log)
            self.orders, self.tells = {}, []
            self._step_no += 1
        elif isinstance(inp, EndRaizen):
            self._end(inp)
        elif isinstance(inp, BadPhase):
            where = _one_line(inp.raw)
            self._ended(where)
            raise OrderError(Reason("phase_object_whose_keys_are"), "R-15", where)
        else:
            raise OrderError(Reason("not_an_input", input=type(inp).__name__), "R-15", "")

    def _pick(self, inp: DraftPick) -> None:
        """R-3.2 at the desk: one round's keeps."""
        where = _one_line(inp.to_json())
        if not self.drafting:
            raise OrderError(Reason("draft_over"), "R-3.1", where)
        offers = self.table.offers or {}
        seat, rnd = inp.seat, inp.round
        if isinstance(seat, bool) or seat not in offers:
            raise OrderError(Reason("no_such_seat", seat=str(seat)[:20]), "R-15", where)
        if isinstance(rnd, bool) or not isinstance(rnd, int) or not 1 <= rnd <= len(offers[seat]):
            raise OrderError(Reason("no_such_round", round=str(rnd)[:20], rounds=len(offers[seat])), "R-3.2", where, seat, "round")
        jester = self.table.public[seat] == "jester"
        try:
            kept = check_pick(offers[seat][rnd - 1], inp.kept, jester, f"draft.{seat}", rnd - 1)
        except MafiaError as err:
            why = getattr(err, "why", None) or Reason(AS_WRITTEN, text=getattr(err, "reason", str(err)))
            raise OrderError(why, getattr(err, "rule", "R-3.2"), where, seat,
                             "kept") from None
        self.picks.setdefault(seat, {})[rnd] = kept
        self._step_no += 1
        self._finish_draft()

    def _mulligan(self, inp: Mulligan) -> None:
        """R-2 Lucky, R-14.2 (4): once, at the start of N1, before his order."""
        where = _one_line(inp.to_json())
        self._ended(where)
        st = self.state
        seat = st.seats.get(inp.seat) if isinstance(inp.seat, int) and not isinstance(inp.seat, bool) else None
        if seat is None or seat.public != "lucky":
            raise OrderError(Reason("only_lucky_has_mulligan"), "R-2", where, 0, "mulligan")
        if st.phase != 0 or "mulligan" in seat.used or seat.seat in self.table.mulligan:
            raise OrderError(Reason("mulligan_once_at_start_n"), "R-2", where, seat.seat, "mulligan")
        if seat.seat in self.orders:
            raise OrderError(Reason("mulligan_comes_before_order_n"), "R-2", where, seat.seat, "mulligan")
        st.mulligan(seat)
        self.start = self._start()

    def _jester(self, inp: JesterHand) -> None:
        """R-2 Jester, R-18 3: his chosen opening hand, as the file's ``hand``."""
        where = _one_line(inp.to_json())
        self._ended(where)
        st = self.state
        seat = st.seats.get(inp.seat) if isinstance(inp.seat, int) and not isinstance(inp.seat, bool) else None
        if seat is None or seat.public != "jester":
            raise OrderError(Reason("only_jester_chooses_hand"), "R-2", where, 0, "hand")
        if st.phase != 0 or "jester" in seat.used or seat.seat in self.table.jester_hand or seat.seat in self.orders:
            raise OrderError(Reason("jester_chooses_hand_once_before"), "R-2", where, seat.seat,
                             "hand")
        own = [f"{seat.seat}:{n}" for n in range(1, len(self.table.cards[seat.seat]) + 1)]
        ids = inp.cards
        if (not isinstance(ids, list) or len(ids) != 6 or len(set(map(str, ids))) != 6
                or any(c not in own for c in ids)):
            raise OrderError(Reason("hand_distinct_ids_own_deck"), "R-2", where, seat.seat, "hand")
        pool = seat.hand + seat.deck          # nothing is drawn before N1's resolution: the deck as dealt
        seat.hand = list(ids)
        seat.deck = [c for c in pool if c not in ids]
        seat.used.add("jester")
        self.start = self._start()

    def _order(self, inp: RaizenOrder) -> None:
        seat = inp.seat
        where = _one_line({str(seat): inp.order})
        self._ended(where)
        if isinstance(seat, bool) or not isinstance(seat, int) or seat not in self.state.seats:
            raise OrderError(Reason("no_such_seat", seat=str(seat)[:20]), "R-15", where)
        order = check_order(self.state, seat, inp.order)
        if order.tell is not None:
            boss = self.state.seats[seat]
            earlier = [t for t in self.tells if t[0] == seat]
            if earlier and (earlier[0][1], earlier[0][2]) != order.tell:
                raise OrderError(Reason("tell_this_phase_was_forwarded"), "R-6.3",
                                 _one_line({str(seat): {"tell": inp.order.get("tell")}}),
                                 seat, "tell")
            if not earlier:
                self.tells.append((seat, order.tell[0], order.tell[1]))
                boss.told_in.append(self.state.phase)
        self.orders[seat] = order

    def _end(self, inp: EndRaizen) -> None:
        where = _one_line(inp.to_json())
        self._ended(where)
        if inp.result not in RESULTS:
            raise OrderError(Reason("end_not_a_result", results=', '.join(RESULTS)), "R-13.2", where)
        if not isinstance(inp.reason, str) or not inp.reason.strip():
            raise OrderError(Reason("end_needs_reason"), "R-13.2", where)
        st = self.state
        st.finished, st.winner, st.reason = True, str(inp.result), inp.reason
        st.winners = (sorted(s for s, seat in st.seats.items() if seat.side == inp.result)
                      if inp.result in ("law", "mafia") else [])
        self._step_no += 1

    def why_not(self, inp: HostInput) -> RuleError | None:
        """An order is checked without folding (it changes nothing but the
        phase's orders); the rest by the default trial fold."""
        if isinstance(inp, RaizenOrder) and not self.finished and not self.drafting:
            try:
                seat = inp.seat
                if isinstance(seat, bool) or not isinstance(seat, int) or seat not in self.state.seats:
                    raise OrderError(Reason("no_such_seat", seat=str(seat)[:20]), "R-15", "")
                check_order(self.state, seat, inp.order)
            except RuleError as err:
                return err
            return None
        return super().why_not(inp)

    # ------------------------------------------------------------ observers
    def public_view(self) -> PublicView:
        """What the table may see (R-12.1): players, public roles, the
        living, public hand counts, the posts; no secret role before the end."""
        t = self.table
        if self.drafting:
            seats = tuple(PublicSeat(s, t.names[s], True, 0, None, False) for s in t.seats)
            return PublicView(
                phase=DRAFT, day=0, night=0, step=DRAFT, speaker=None, speaker_name=None, seconds=None,
                seats=seats, candidates=(), votes=(), lift_for=None, morning_deaths=(), winner=None,
                step_no=self._step_no, ruleset="raizen",
                own=RaizenPublic(phase=DRAFT, public_roles=dict(t.public), hands={}, wounded=(), posts=(),
                                 reason=None))
        st = self.state
        finished = self.finished
        seats = tuple(PublicSeat(s, seat.name, seat.alive, 0, None if seat.alive else "killed", False,
                                 role=seat.secret if finished else None) for s, seat in st.seats.items())
        return PublicView(
            phase="finished" if finished else ("night" if st.night else "day"),
            day=(st.phase + 1) // 2, night=st.phase // 2 + 1 if st.night else 0,
            step=None if finished else PHASE, speaker=None, speaker_name=None, seconds=None,
            seats=seats, candidates=(), votes=(), lift_for=None, morning_deaths=(),
            winner=st.winner, step_no=self._step_no, ruleset="raizen",
            own=RaizenPublic(phase=st.label, public_roles={s: seat.public for s, seat in st.seats.items()},
                             hands={s: seat.public_hand() for s, seat in st.seats.items() if seat.alive},
                             wounded=tuple(s for s in st.living() if st.wounded(s)),
                             posts=tuple(r["post"] for r in self.records), reason=st.reason))

    def host_view(self) -> HostView:
        """Everything: roles, hands, decks, sleeves, the phase's orders, every
        record with its private messages and its steps (``logs``, R-10), and
        during the desk's draft the offers and the picks (the master's eyes only)."""
        public = self.public_view()
        t = self.table
        common: dict[str, Any] = dict(
            offers=t.offers, picks={s: dict(p) for s, p in self.picks.items()},
            missing=self.missing_picks() if self.drafting else {}, public_roles=dict(t.public),
            catalogue=t.catalogue, records=tuple(self.records), logs=tuple(self.logs), start=self.start)
        if self.drafting:
            seats = tuple(HostSeat(s, t.names[s], t.secret[s], True, 0, None, False, None, None,
                                   team="mafia" if t.secret[s] != "law" else "law") for s in t.seats)
            return HostView(
                public=public, ruleset="raizen", phase=DRAFT, day=0, night=0, step=self.step,
                step_no=self._step_no, seats=seats, living=len(seats), winner=None, events=tuple(self.events),
                own=RaizenHost(**common, phase=DRAFT, cards={}, owner=t.owner, leader=None, orders={}, tells=(),
                               winners=(), wounded=()))
        st = self.state
        seats = tuple(HostSeat(s, seat.name, seat.secret, seat.alive, 0, None if seat.alive else "killed",
                               False, None, None, team=seat.side) for s, seat in st.seats.items())
        return HostView(
            public=public, ruleset="raizen", phase=public.phase, day=public.day, night=public.night,
            step=self.step, step_no=self._step_no, seats=seats, living=len(st.living()), winner=st.winner,
            result_reason=st.reason, events=tuple(self.events),
            own=RaizenHost(**common, phase=st.label, cards=st.json_snapshot(), owner=st.owner, leader=st.leader,
                           orders={s: dict(o.raw) for s, o in self.orders.items()}, tells=tuple(self.tells),
                           winners=tuple(st.winners), wounded=tuple(s for s in st.living() if st.wounded(s)),
                           invisible={s: tuple(seat.invisible) for s, seat in st.seats.items()}))

    def player_view(self, seat: int) -> PlayerView:
        """The seat's phone (R-12.3): the base view, his public and secret
        role, and :class:`RaizenOwn` (his hand and sleeve, the artifact).
        Raises ``KeyError`` for a seat not at the table."""
        view = super().player_view(seat)
        if self.drafting:
            return replace(view, own=RaizenOwn(self.table.public[seat], (), (), False, False, False))
        st = self.state
        me = st.seats[seat]
        return replace(view, own=RaizenOwn(
            public=me.public, hand=tuple(st.card(me, c).name for c in me.hand),
            sleeve=tuple(st.card(me, c).name for c in me.sleeve), artifact=st.owner == seat and me.alive,
            leader=st.leader == seat, wounded=me.alive and st.wounded(seat)))

    def partners(self, seat: int) -> tuple[tuple[int, str | None], ...]:
        """R-1.3 (6): the Mafia know each other's names and roles from N1."""
        t = self.table
        if t.secret[seat] == "law":
            return ()
        return tuple((s, t.secret[s]) for s in t.seats if t.secret[s] != "law" and s != seat)

    def answers(self, seat: int) -> list[Mapping[str, Any]]:
        """R-12.3: every private message to ``seat``, setup's first."""
        out: list[Mapping[str, Any]] = [dict(m, phase="start") for m in self.start.get("private", ())
                                        if m["to"] == seat]
        for r in self.records:
            out += [dict(m, phase=r["phase"]) for m in r["private"] if m["to"] == seat]
        return out

    def result_json(self) -> dict[str, Any]:
        """R-15's output (during the desk's draft: no start yet, the offers so far)."""
        t = self.table
        seats = []
        for s in t.seats:
            entry: dict[str, Any] = {"seat": s, "player": t.names[s], "public": t.public[s], "secret": t.secret[s],
                                     "deck": t.deck_names[s]}
            if s in t.colour:
                entry["colour"] = t.colour[s]
            seats.append(entry)
        draft: Any = None if t.draft is None else t.draft.to_json()
        if self.drafting:
            draft = {"seed": t.raw.get("draft_seed"),
                     "seats": {str(s): {"offers": [list(o) for o in (t.offers or {})[s]],
                                        "picks": {str(r): k for r, k in sorted(self.picks.get(s, {}).items())}}
                               for s in t.seats}}
        st = None if self.drafting else self.state
        return {
            "status": "finished" if self.finished else "in_progress",
            "winner": st and st.winner, "winners": [] if st is None else list(st.winners), "seed": t.seed,
            "options": t.options.to_dict(),
            "catalogue": {"ref": t.catalogue.ref, "sha256": t.catalogue.sha256},
            "seats": seats, "draft": draft,
            "start": self.start or None, "phases": list(self.records), "reason": st and st.reason,
        }

    def jester_chosen(self, seat: int) -> list[str]:
        """The Jester's chosen opening hand (the :class:`JesterHand` input's ids)."""
        return next(list(i.cards) for i in self._inputs if isinstance(i, JesterHand) and i.seat == seat)

    def drafted_file(self) -> dict[str, Any]:
        """The game as R-15's ``raizen-turns/1`` file: the setup (a desk's
        draft written as ``draft`` picks, a desk's mulligan as the seat's
        ``mulligan``), then every phase's final orders; the master's end as
        its entry."""
        raw: dict[str, Any] = json.loads(_dumps(self.table.raw))
        if raw.pop("draft_open", False):
            raw["draft"] = {str(s): [self.picks[s][r] for r in sorted(self.picks[s])]
                            for s in sorted(self.picks) if self.table.public[s] != "jester"}
        if not self.drafting:
            for s, seat in self.state.seats.items():
                if "mulligan" in seat.used and s not in self.table.mulligan:
                    raw["seats"][s - 1]["mulligan"] = True
                if "jester" in seat.used:
                    raw["seats"][s - 1]["hand"] = list(self.jester_chosen(s))
        raw["rules"] = {"preset": "raizen", "options": self.table.options.to_dict()}
        return raw

    def role_words(self, seat: int) -> str:
        return SECRET_RU[self.table.secret[seat]]
