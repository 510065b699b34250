"""ЗА 31's fold: the inputs (a player's orders, the host's adjustments, world
changes and joins, the turn's processing, the host's end), the situation
post (Z-11.1), the observers and the output (Z-13)."""

from __future__ import annotations

import functools
import json
from dataclasses import dataclass, replace
from typing import Any, Mapping

from ...errors import AS_WRITTEN, Reason, RuleError, ScriptError
from ...events import Event
from ...inputs import HostInput
from ...ruleset import Play
from ...steps import Step
from ...views import HostSeat, HostView, PlayerView, PublicSeat, PublicView, own_of
from .orders import Action, OrderError, check_orders, one_line
from .state import Player, State, new_player, read_setup, Setup
from .post import PlayError, end_line, situation
from .turn import Turn, state_json
from .views import Za31Host, Za31Lord, Za31Own, Za31Public
from .world import Bad, whole

TURN = "turn"
"""The step kind of a turn in play (orders arrive, then it is processed)."""


def _dumps(data: Any, sort_keys: bool = False) -> str:
    """JSON text of read data (exact decimals kept, :func:`app.core.script.dumps_json`)."""
    from ...jsonio import dumps_json

    return dumps_json(data, ensure_ascii=False, sort_keys=sort_keys)



@dataclass(frozen=True)
class SetOrders:
    """``seat``'s whole list of orders for the turn (Z-4.1; a later one
    replaces it; None: withdrawn, he sent nothing, Z-8.2)."""

    seat: Any
    orders: Any

    def to_json(self) -> dict[str, Any]:
        return {"za31_orders": {"seat": self.seat, "orders": self.orders}}


@dataclass(frozen=True)
class Adjust:
    """A host's adjustment (Z-13): {"phase", "seat", "energy", "defence", "income", "note"}."""

    raw: Any

    def to_json(self) -> dict[str, Any]:
        return {"za31_adjust": self.raw}


@dataclass(frozen=True)
class Change:
    """A phase-8 world change (Z-13): add_shard, add_source, add_event, add_artifact, end_event, remove_shard."""

    raw: Any

    def to_json(self) -> dict[str, Any]:
        return {"za31_change": self.raw}


@dataclass(frozen=True)
class Join:
    """A late player (Z-9.2): {"seat", "player", …}, seated in phase 8."""

    raw: Any

    def to_json(self) -> dict[str, Any]:
        return {"za31_join": self.raw}


@dataclass(frozen=True)
class ProcessTurn:
    """The deadline: process the turn (Z-7)."""

    def to_json(self) -> dict[str, Any]:
        return {"process_turn": {}}


@dataclass(frozen=True)
class EndZa31:
    """The host's end (Z-10.1): the winning ``seats`` and a ``reason``."""

    seats: Any
    reason: Any

    def to_json(self) -> dict[str, Any]:
        return {"end": self.seats, "reason": self.reason}


@dataclass(frozen=True)
class BadTurn:
    """A script's turn entry of the wrong shape (Z-13), refused in its turn."""

    raw: Any
    message: str

    def to_json(self) -> dict[str, Any]:
        return {"bad_turn": self.raw, "message": self.message}


def parse_input(data: Any) -> HostInput:
    """A stored input (its ``to_json``) → the input; raises :class:`ScriptError`."""
    if isinstance(data, Mapping):
        if isinstance(data.get("za31_orders"), Mapping):
            return SetOrders(data["za31_orders"].get("seat"), data["za31_orders"].get("orders"))
        for key, kind in (("za31_adjust", Adjust), ("za31_change", Change), ("za31_join", Join)):
            if key in data:
                return kind(data[key])
        if "process_turn" in data:
            return ProcessTurn()
        if "end" in data:
            return EndZa31(data.get("end"), data.get("reason"))
        if "bad_turn" in data:
            return BadTurn(data["bad_turn"], str(data.get("message", "")))
    raise ScriptError(f"not an ЗА 31 input: {_dumps(data)[:80]}")


@functools.lru_cache(maxsize=32)
def _setup(text: str) -> Setup:
    return read_setup(json.loads(text))


def setup_of(game_setup: Any) -> Setup:
    """The checked :class:`~.state.Setup` a stored game names (``extra["za31"]``), read once."""
    return _setup(_dumps(game_setup.extra["za31"], sort_keys=True))


def _adjust_fields(raw: Any) -> None:
    """Z-13: an adjustment's own fields; raises :class:`Bad`."""
    if not isinstance(raw, Mapping):
        raise Bad("adjustment", "an object", "Z-13")
    phase = raw.get("phase")
    if phase is not None and (not whole(phase) or phase not in (0, 2, 6, 8)):
        raise Bad("phase", "0, 2, 6 or 8", "Z-13")
    if not whole(raw.get("seat")):
        raise Bad("seat", "a seat", "Z-13")
    for key in ("energy", "defence", "income"):
        if raw.get(key) is not None and not whole(raw[key]):
            raise Bad(key, "a whole number", "Z-13")
    if raw.get("note") is not None and not isinstance(raw["note"], str):
        raise Bad("note", "a text", "Z-13")
    if not any(raw.get(k) for k in ("energy", "defence", "income")):
        raise Bad("adjustment", "at least one amount other than 0", "Z-13")


class Za31Play(Play):
    """The folded state of one ЗА 31 game."""

    def __init__(self, setup: Any) -> None:
        self.setup = setup
        self.events: list[Event] = []
        self.table = setup_of(setup)
        self.state = State(self.table)
        self.records: list[dict[str, Any]] = []
        self._step_no = 0
        self.ended = False
        self._clear()

    def _clear(self) -> None:
        self.orders: dict[int, list[Action]] = {}
        self.raw_orders: dict[int, Any] = {}
        self.host: list[dict[str, Any]] = []
        self.changes: list[Any] = []
        self.joins: list[Any] = []

    @property
    def finished(self) -> bool:
        return self.state.finished

    @property
    def winner(self) -> str | None:
        if not self.finished:
            return None
        return ",".join(map(str, self.state.winners)) or "none"

    @property
    def step_no(self) -> int:
        return self._step_no

    @property
    def step(self) -> Step | None:
        return None if self.finished else Step(TURN, extra=(("turn", self.state.turn + 1),))

    def alive(self) -> list[int]:
        return self.state.in_game()

    def _ended(self, where: str) -> None:
        if self.finished:
            raise OrderError(Reason("game_over"), "Z-10.1", where, 0, "turn")

    def apply(self, inp: HostInput) -> None:
        t = self.state.turn + 1
        if isinstance(inp, SetOrders):
            where = one_line({str(inp.seat): inp.orders})
            self._ended(where)
            if inp.orders is None:
                seat = inp.seat if isinstance(inp.seat, int) else int(str(inp.seat)) if str(inp.seat).isdecimal() else 0
                self.orders.pop(seat, None)
                self.raw_orders.pop(seat, None)
                return
            seat, actions = check_orders(self.state, inp.seat, inp.orders, t)
            self.orders[seat], self.raw_orders[seat] = actions, inp.orders
        elif isinstance(inp, Adjust):
            where = one_line(inp.raw)
            self._ended(where)
            try:
                _adjust_fields(inp.raw)
            except Bad as bad:
                raise OrderError(Reason(AS_WRITTEN, text=str(bad)), bad.rule, where, 0, "adjustment") from None
            self.host.append(dict(inp.raw))
        elif isinstance(inp, Change):
            self._ended(one_line(inp.raw))
            self.changes.append(inp.raw)
        elif isinstance(inp, Join):
            self._ended(one_line(inp.raw))
            self.joins.append(inp.raw)
        elif isinstance(inp, ProcessTurn):
            self._ended("{}")
            self._process(t)
        elif isinstance(inp, EndZa31):
            self._end(inp)
        elif isinstance(inp, BadTurn):
            where = one_line(inp.raw)
            self._ended(where)
            raise OrderError(Reason(AS_WRITTEN, text=inp.message), "Z-13", where, 0, "turn")
        else:
            raise OrderError(Reason("not_an_input", input=type(inp).__name__), "Z-13", "", 0, "turn")

    def _join_player(self, raw: Any, t: int) -> Player:
        s = self.state
        if not isinstance(raw, Mapping) or raw.get("seat") != max(s.players) + 1 or isinstance(raw.get("seat"), bool):
            raise PlayError(f"a join takes the next free seat, {max(s.players) + 1}", "Z-9.2", raw)
        try:
            p = new_player(s.world, int(raw["seat"]), raw, "join", s.options)
        except Bad as bad:
            raise PlayError(str(bad), "Z-9.2", raw) from None
        p.joined = t
        return p

    def _process(self, t: int) -> None:
        turn = Turn(self.state, t, self.orders, self.host, self.changes, self.joins, self._join_player)
        try:
            record = turn.run()
        except PlayError as err:
            raise OrderError(Reason(AS_WRITTEN, text=err.reason), err.rule, one_line(err.where), 0, "turn") from None
        self.records.append(record)
        self._clear()
        self._step_no += 1

    def _end(self, inp: EndZa31) -> None:
        """Z-10.1, Z-13: the host names the winners; no turn record."""
        where = one_line(inp.to_json())
        self._ended(where)
        s = self.state
        if not isinstance(inp.reason, str) or not inp.reason.strip():
            raise OrderError(Reason("end_needs_reason"), "Z-13", where, 0, "end")
        seats = inp.seats
        if (not isinstance(seats, list) or any(not whole(x) or x not in s.players for x in seats)
                or len(set(seats)) != len(seats)):
            raise OrderError(Reason("end_names_distinct_seated_seats"), "Z-13", where, 0, "end")
        winners = sorted(seats)
        s.finished, s.winners, s.reason = True, winners, inp.reason
        if self.records:
            text = end_line(s, inp.reason, winners)
            self.records[-1]["log"].append([8, text])
            self.records[-1]["situation"] += "\n" + text
        self._step_no += 1

    def why_not(self, inp: HostInput) -> RuleError | None:
        """Orders are checked without folding; the rest by the trial fold."""
        if isinstance(inp, SetOrders) and inp.orders is not None and not self.finished:
            try:
                check_orders(self.state, inp.seat, inp.orders, self.state.turn + 1)
            except RuleError as err:
                return err
            return None
        return super().why_not(inp)

    # ------------------------------------------------------------ observers
    def public_view(self) -> PublicView:
        """The situation post only (Z-11.1): no lord, defence, tactic or order."""
        s = self.state
        seats = tuple(PublicSeat(x, p.name, p.in_game, 0, None if p.in_game else p.status, False)
                      for x, p in sorted(s.players.items()))
        return PublicView(
            phase="finished" if self.finished else TURN, day=s.turn + 1, night=0,
            step=None if self.finished else TURN, speaker=None, speaker_name=None, seconds=None, seats=seats,
            candidates=(), votes=(), lift_for=None, morning_deaths=(), winner=self.winner, step_no=self._step_no,
            ruleset="za31",
            own=Za31Public(turn=s.turn + 1, situation=situation(s, s.turn) if not self.records
                           else self.records[-1]["situation"], posts=tuple(r["situation"] for r in self.records),
                           picture=picture(s)))

    def host_view(self) -> HostView:
        """Everything: the state, this turn's orders, adjustments, changes and joins, every turn's record."""
        public = self.public_view()
        s = self.state
        seats = tuple(HostSeat(x, p.name, "lord", p.in_game, 0, None if p.in_game else p.status, False, None, None,
                               team="lords") for x, p in sorted(s.players.items()))
        energy_left = {}
        for seat, actions in self.orders.items():
            turn = Turn(s, s.turn + 1, {}, [], [], [], self._join_player)
            p = s.players[seat]
            energy_left[seat] = p.energy - sum(turn.cost(seat, a)[0] for a in actions
                                              if not a.targets or a.target is not None)
        return HostView(
            public=public, ruleset="za31", phase=public.phase, day=public.day, night=0, step=self.step,
            step_no=self._step_no, seats=seats, living=len(s.in_game()), winner=self.winner,
            result_reason=s.reason, events=tuple(self.events),
            own=Za31Host(turn=s.turn + 1, state=state_json(s), orders=dict(self.raw_orders),
                         host=tuple(self.host), changes=tuple(self.changes), joins=tuple(self.joins),
                         records=tuple(self.records), energy_left=energy_left, world=s.world,
                         winners=tuple(s.winners), situation=own_of(public, Za31Public).situation,
                         **_board(s)))

    def player_view(self, seat: int) -> PlayerView:
        """The seat's phone: the base view (his name, in the game or out)
        and :class:`Za31Own`, what he alone knows of his world (Z-11.1 hides
        defences and tactics from the others). Raises ``KeyError`` for a seat
        not in the game."""
        view = super().player_view(seat)
        s = self.state
        p = s.players[seat]
        t = p.tactic
        inside = p.in_game          # out of the game: no world, no energy, no source (Z-13's ``state``)
        return replace(view, own=Za31Own(
            shards=tuple((sh.name, sh.size) for sh in p.shards) if inside else (), height=p.height,
            energy=p.energy if inside else 0, cap=s.cap(p), defence=p.defence,
            sources=tuple(src.name for src in s.sources if src.owner == seat) if inside else (),
            tactics=tuple((k, v) for k, v in (("world", t.world), ("after_loss", t.after_loss),
                                              ("sources", t.sources)) if v is not None)
            + tuple((s.name_of(k), v) for k, v in t.source.items()),
            orders=len(self.raw_orders.get(seat) or ()), status=p.status))

    def result_json(self) -> dict[str, Any]:
        """Z-13's output."""
        s = self.state
        return {"status": "finished" if self.finished else "in_progress", "turn": s.turn,
                "winners": list(s.winners), "seed": self.table.seed, "options": s.options.to_dict(),
                "players": {str(x): p.name for x, p in sorted(s.players.items())},
                "turns": list(self.records)}


def _board(s: State) -> dict[str, Any]:
    """The host view's copy of the board as it stands (:class:`Za31Host`'s
    ``lords`` … ``names``): frozen rows and copied items, never the fold's own."""
    ids: list[int | str] = [*s.players, *(sh.id for p in s.players.values() for sh in p.shards),
                            *(sh.id for sh in s.neutral), *(src.id for src in s.sources)]
    return {"lords": {x: Za31Lord(x, p.name, p.status, p.energy, tuple(replace(sh) for sh in p.shards))
                      for x, p in sorted(s.players.items())},
            "in_game": tuple(s.in_game()), "neutral": tuple(replace(sh) for sh in s.neutral),
            "sources": tuple(replace(src) for src in s.sources),
            "artifacts": tuple(replace(a) for a in s.artifacts), "events": tuple(replace(e) for e in s.events),
            "names": {x: s.name_of(x) for x in ids}}      # State.name_of's own order of precedence


def picture(s: State) -> dict[str, Any]:
    """What the public picture draws (Z-11.1: no lords, defences or tactics):
    the worlds by height with their shard sizes, sources and energy (published
    in the situation), the neutral shards."""
    return {"worlds": [{"seat": x, "name": p.name, "height": p.height, "shards": [sh.size for sh in p.shards],
                        "energy": p.energy,
                        "sources": [src.name for src in s.sources if src.owner == x],
                        "nothing": p.status == "nothing"}
                       for x, p in sorted(s.players.items()) if p.in_game],
            "neutral": [{"name": sh.name, "size": sh.size, "height": sh.height} for sh in s.neutral],
            "sources": [{"name": src.name, "height": src.height, "owner": src.owner} for src in s.sources]}
