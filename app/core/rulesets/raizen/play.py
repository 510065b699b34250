"""Mafik Raizen's fold: the inputs (a player's order, the phase's
resolution, the master's end) and the observers (host, public, a seat's)."""

from __future__ import annotations

import functools
import json
from dataclasses import dataclass
from typing import Any, Mapping

from ...errors import RuleError, ScriptError
from ...events import Event
from ...inputs import HostInput
from ...ruleset import Play
from ...steps import Step
from ...views import HostSeat, HostView, PublicSeat, PublicView
from .orders import Order, OrderError, check_order
from .resolve import Message, card_names, ordered, resolve
from .roles import SECRET_RU
from .state import State
from .table import Table, read_table

PHASE = "phase"
"""The step kind of a phase in play (orders arrive, then it is resolved)."""
RESULTS = ("law", "mafia", "draw", "host")
"""R-13: the results a game ends with."""


@dataclass(frozen=True)
class RaizenOrder:
    """``seat``'s order for the phase in play (R-15's keys, as JSON); a
    later order replaces his whole earlier one (R-5.1: "the last before
    the deadline counts")."""

    seat: Any
    order: Any

    def to_json(self) -> dict[str, Any]:
        return {"raizen_order": {"seat": self.seat, "order": self.order}}


@dataclass(frozen=True)
class ResolvePhase:
    """The deadline: resolve the phase in play (R-10)."""

    def to_json(self) -> dict[str, Any]:
        return {"resolve_phase": {}}


@dataclass(frozen=True)
class EndRaizen:
    """The master's end (R-13.2): ``result`` one of :data:`RESULTS`, a ``reason``."""

    result: Any
    reason: Any

    def to_json(self) -> dict[str, Any]:
        return {"end": self.result, "reason": self.reason}


@dataclass(frozen=True)
class BadPhase:
    """A script's phase that is not an object of seats (R-15), kept as an
    input so that it is refused in its turn, after the phases before it."""

    raw: Any

    def to_json(self) -> dict[str, Any]:
        return {"bad_phase": self.raw}


def parse_input(data: Any) -> HostInput:
    """A stored input (its ``to_json``) → the input; raises :class:`ScriptError`."""
    if isinstance(data, Mapping):
        if "raizen_order" in data and isinstance(data["raizen_order"], Mapping):
            return RaizenOrder(data["raizen_order"].get("seat"), data["raizen_order"].get("order"))  # type: ignore[return-value]
        if "resolve_phase" in data:
            return ResolvePhase()  # type: ignore[return-value]
        if "end" in data:
            return EndRaizen(data.get("end"), data.get("reason"))  # type: ignore[return-value]
        if "bad_phase" in data:
            return BadPhase(data["bad_phase"])  # type: ignore[return-value]
    raise ScriptError(f"not a Mafik Raizen input: {json.dumps(data, ensure_ascii=False)[:80]}")


@functools.lru_cache(maxsize=32)
def _table(text: str) -> Table:
    return read_table(json.loads(text))


def table_of(setup: Any) -> Table:
    """The :class:`Table` a stored setup names (its ``extra["raizen"]``), read once."""
    return _table(json.dumps(setup.extra["raizen"], sort_keys=True, ensure_ascii=False))


class RaizenPlay(Play):
    """The folded state of one Mafik Raizen game."""

    def __init__(self, setup: Any) -> None:
        self.setup = setup
        self.events: list[Event] = []
        self.table = table_of(setup)
        self.state = State(self.table)
        self.orders: dict[int, Order] = {}
        self.tells: list[tuple[int, int, str]] = []
        self.records: list[dict[str, Any]] = []
        self._step_no = 0
        self.start = self._start()

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
        return self.state.finished

    @property
    def winner(self) -> str | None:
        return self.state.winner

    @property
    def step_no(self) -> int:
        return self._step_no

    @property
    def step(self) -> Step | None:
        if self.finished:
            return None
        return Step(PHASE, extra=(("phase", self.state.label),))

    def alive(self) -> list[int]:
        return self.state.living()

    def _ended(self, where: str) -> None:
        if self.finished:
            raise OrderError("the game is over", "R-13.1", where)

    def apply(self, inp: HostInput) -> None:
        if isinstance(inp, RaizenOrder):
            self._order(inp)
        elif isinstance(inp, ResolvePhase):
            self._ended("{}")
            self.records.append(resolve(self.state, self.orders, self.tells))
            self.orders, self.tells = {}, []
            self._step_no += 1
        elif isinstance(inp, EndRaizen):
            self._end(inp)
        elif isinstance(inp, BadPhase):
            where = json.dumps(inp.raw, ensure_ascii=False)
            self._ended(where)
            raise OrderError("a phase is an object whose keys are seats \"1\"..\"N\"", "R-15", where)
        else:
            raise OrderError(f"{type(inp).__name__} is not a Mafik Raizen input", "R-15", "")

    def _order(self, inp: RaizenOrder) -> None:
        seat = inp.seat
        where = json.dumps({str(seat): inp.order}, ensure_ascii=False)
        self._ended(where)
        if isinstance(seat, bool) or not isinstance(seat, int) or seat not in self.state.seats:
            raise OrderError(f"{str(seat)[:20]} is not a seat", "R-15", where)
        order = check_order(self.state, seat, inp.order)
        if order.tell is not None:
            boss = self.state.seats[seat]
            earlier = [t for t in self.tells if t[0] == seat]
            if earlier and (earlier[0][1], earlier[0][2]) != order.tell:
                raise OrderError("his tell of this phase was forwarded already", "R-6.3",
                                 json.dumps({str(seat): {"tell": inp.order.get("tell")}}, ensure_ascii=False),
                                 seat, "tell")
            if not earlier:
                self.tells.append((seat, order.tell[0], order.tell[1]))
                boss.told_in.append(self.state.phase)
        self.orders[seat] = order

    def _end(self, inp: EndRaizen) -> None:
        where = json.dumps(inp.to_json(), ensure_ascii=False)
        self._ended(where)
        if inp.result not in RESULTS:
            raise OrderError(f"end must be one of {', '.join(RESULTS)}", "R-13.2", where)
        if not isinstance(inp.reason, str) or not inp.reason.strip():
            raise OrderError("the end needs a reason", "R-13.2", where)
        st = self.state
        st.finished, st.winner, st.reason = True, str(inp.result), inp.reason
        st.winners = (sorted(s for s, seat in st.seats.items() if seat.side == inp.result)
                      if inp.result in ("law", "mafia") else [])
        self._step_no += 1

    def why_not(self, inp: HostInput) -> RuleError | None:
        """An order is checked without folding (it changes nothing but the
        phase's orders); the rest by the default trial fold."""
        if isinstance(inp, RaizenOrder) and not self.finished:
            try:
                seat = inp.seat
                if isinstance(seat, bool) or not isinstance(seat, int) or seat not in self.state.seats:
                    raise OrderError(f"{str(seat)[:20]} is not a seat", "R-15", "")
                check_order(self.state, seat, inp.order)
            except RuleError as err:
                return err
            return None
        return super().why_not(inp)

    # ------------------------------------------------------------ observers
    def public_view(self) -> PublicView:
        """What the table may see (R-12.1): players, public roles, the
        living, public hand counts, the posts; no secret role before the end."""
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
            extra={"phase": st.label, "public_roles": {s: seat.public for s, seat in st.seats.items()},
                   "hands": {s: seat.public_hand() for s, seat in st.seats.items() if seat.alive},
                   "wounded": tuple(s for s in st.living() if st.wounded(s)),
                   "posts": tuple(r["post"] for r in self.records), "reason": st.reason})

    def host_view(self) -> HostView:
        """Everything: roles, hands, decks, sleeves, the phase's orders and
        every record with its private messages (the master's eyes only)."""
        public = self.public_view()
        st = self.state
        seats = tuple(HostSeat(s, seat.name, seat.secret, seat.alive, 0, None if seat.alive else "killed",
                               False, None, None, team=seat.side) for s, seat in st.seats.items())
        return HostView(
            public=public, ruleset="raizen", phase=public.phase, day=public.day, night=public.night,
            step=self.step, step_no=self._step_no, seats=seats, living=len(st.living()), winner=st.winner,
            result_reason=st.reason, events=tuple(self.events),
            extra={"phase": st.label, "cards": st.json_snapshot(), "owner": st.owner, "leader": st.leader,
                   "orders": {s: dict(o.raw) for s, o in self.orders.items()},
                   "tells": tuple(self.tells), "records": tuple(self.records), "start": self.start,
                   "winners": tuple(st.winners)})

    def partners(self, seat: int) -> tuple[tuple[int, str | None], ...]:
        """R-1.3 (6): the Mafia know each other's names and roles from N1."""
        st = self.state
        if not st.seats[seat].mafia:
            return ()
        return tuple((s, other.secret) for s, other in st.seats.items() if other.mafia and s != seat)

    def answers(self, seat: int) -> list[Mapping[str, Any]]:
        """R-12.3: every private message to ``seat``, setup's first."""
        out: list[Mapping[str, Any]] = [dict(m, phase="start") for m in self.start["private"] if m["to"] == seat]
        for r in self.records:
            out += [dict(m, phase=r["phase"]) for m in r["private"] if m["to"] == seat]
        return out

    def result_json(self) -> dict[str, Any]:
        """R-15's output."""
        t, st = self.table, self.state
        seats = []
        for s in t.seats:
            entry: dict[str, Any] = {"seat": s, "player": t.names[s], "public": t.public[s], "secret": t.secret[s],
                                     "deck": t.deck_names[s]}
            if s in t.colour:
                entry["colour"] = t.colour[s]
            seats.append(entry)
        return {
            "status": "finished" if self.finished else "in_progress",
            "winner": st.winner, "winners": list(st.winners), "seed": t.seed,
            "options": t.options.to_dict(),
            "catalogue": {"ref": t.catalogue.ref, "sha256": t.catalogue.sha256},
            "seats": seats, "draft": None if t.draft is None else t.draft.to_json(),
            "start": self.start, "phases": list(self.records), "reason": st.reason,
        }

    def role_words(self, seat: int) -> str:
        return SECRET_RU[self.state.seats[seat].secret]
