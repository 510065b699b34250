"""A player's orders for a turn (Z-4), checked and read against the state at
the start of the turn in Z-4.4's order; the first check that fails is the
error, citing the rule it breaks."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from ...errors import Reason, RuleError
from .reasons import ENGLISH
from .state import Player, Standing, State, tactic_order
from .tactics import Tactic, parse_tactic
from .world import Bad, whole

MAIN = ("shard", "invade", "source", "skip", "surrender", "nothing", "return")
EXTRA = ("defend", "tactic", "artifact", "event")
ATTACKS = ("shard", "invade", "source")


class OrderError(RuleError):
    """A refused order; ``where`` is the input at fault as one-line JSON
    (the seat's whole entry ``{"SEAT": [...]}``, Z-13)."""

    def __init__(self, reason: Reason, rule: str, where: str, seat: int = 0, key: str = "orders") -> None:
        super().__init__(reason.text(ENGLISH), rule, "za31:order", seat=seat, key=key)
        self.why = reason
        self.where = where


@dataclass
class Action:
    """One order item (Z-4.2, Z-4.3), in its player's list at ``index``:
    ``do``, ``target`` (a seat or an id; ``targets``: a standing order's list
    drawn in phase 0, Z-4.5), ``extra`` (an attack's stake), ``tactic``,
    ``energy`` (defend, event), ``standing`` (a tactic order), ``raw``."""

    do: str
    index: int
    raw: Any
    target: Any = None
    targets: list[Any] = field(default_factory=list)
    extra: int = 0
    tactic: Tactic | None = None
    energy: int = 0
    standing: Standing | None = None
    cancelled: bool = False

    @property
    def main(self) -> bool:
        return self.do in MAIN


def one_line(value: Any) -> str:
    """Z-13: one-line JSON in the file's key order, ``, `` and ``: ``, non-ASCII as is."""
    from ...jsonio import one_line_json

    return one_line_json(value)


def check_orders(state: State, seat_key: Any, raw: Any, turn: int) -> tuple[int, list[Action]]:
    """A seat's whole entry of ``orders`` (Z-4.4); returns (seat, actions).
    Raises :class:`OrderError`."""
    where = one_line({str(seat_key): raw})

    def fail(reason: Reason, rule: str, seat: int = 0) -> OrderError:
        return OrderError(reason, rule, where, seat)

    seat, p = _sender(state, seat_key, turn, fail)
    if not isinstance(raw, list):
        raise fail(Reason("orders_are_list"), "Z-4.1", seat)
    actions: list[Action] = []
    mains = 0
    seen: set[Any] = set()
    for index, item in enumerate(raw):
        if not isinstance(item, dict) or item.get("do") not in MAIN + EXTRA:
            raise fail(Reason("item_object_with_known_do", item=index + 1), "Z-4.1", seat)
        do = item["do"]
        _from_the_nothing(state, p, do, fail)
        if do in MAIN:
            mains += 1
            if mains > 1:
                raise fail(Reason("item_second_main_action", item=index + 1), "Z-4.1", seat)
        else:
            key = (do, item.get("id")) if do in ("artifact", "event") else do
            if key in seen:
                raise fail(Reason("item_given_twice", item=index + 1, order=do), "Z-4.3", seat)
            seen.add(key)
        action = Action(do, index, item)
        try:
            _fields(state, p, action, item, turn, raw)
        except Bad as bad:
            raise fail(Reason("item_refused", item=index + 1, reason=bad.why), bad.rule, seat) from None
        actions.append(action)
    return seat, actions


def _sender(state: State, seat_key: Any, turn: int, fail: Callable[..., OrderError]) -> tuple[int, Player]:
    """Z-4.1, Z-9.2: the entry's seat, a player in the game who may send orders this turn."""
    seat = None
    if isinstance(seat_key, int) and not isinstance(seat_key, bool):
        seat = seat_key
    elif isinstance(seat_key, str) and seat_key.isdecimal() and not seat_key.startswith("0") and seat_key.isascii():
        seat = int(seat_key)
    if seat is None or seat not in state.players:
        raise fail(Reason("no_such_seat", seat=str(seat_key)[:20]), "Z-4.1")
    p = state.players[seat]
    if not p.in_game:
        raise fail(Reason("player_out", player=p.name), "Z-4.1", seat)
    if p.joined >= turn:
        raise fail(Reason("joined_this_turn_sends_orders", player=p.name), "Z-9.2", seat)
    return seat, p


def _from_the_nothing(state: State, p: Player, do: str, fail: Callable[..., OrderError]) -> None:
    """Z-8.3: from the Nothing only ``return`` (and ``surrender``, by the option)."""
    seat = p.seat
    if p.status == "nothing" and do not in ("return", "surrender"):
        raise fail(Reason("nothing_only_return_or_surrender", player=p.name), "Z-8.3", seat)
    if p.status == "nothing" and do == "surrender" and not state.options.nothing_surrender:
        raise fail(Reason("nothing_only_return", player=p.name), "Z-8.3", seat)


def _fields(state: State, p: Player, a: Action, item: dict[str, Any], turn: int, whole_list: list[Any]) -> None:
    """Check an order item's fields by its kind (Z-4.2, Z-4.3) and keep them
    on ``a``; raises :class:`Bad` with the rule. One check per kind below."""
    check = _attack if a.do in ATTACKS else _CHECKS.get(a.do)
    if check is not None:
        check(_Item(state, p, a, item, turn, whole_list))


@dataclass
class _Item:
    """An order item being checked: the state, its player, the action kept, the raw item."""

    state: State
    p: Player
    a: Action
    item: dict[str, Any]
    turn: int
    whole_list: list[Any]


def _targets(x: _Item, one: Callable[[Any], None], optional: bool = False) -> None:
    """``target``: one, or a list of two or more, none repeated (Z-4.5); each checked by ``one``."""
    target = x.item.get("target")
    if isinstance(target, list):
        if len(target) < 2 or len(set(map(one_line, target))) != len(target):
            raise Bad("target", Reason("target_list_has_two_or"), "Z-4.5")
        for t in target:
            one(t)
        x.a.targets = list(target)
    elif target is not None or not optional:
        one(target)
        x.a.target = target


def _attack(x: _Item) -> None:
    """``shard``, ``invade``, ``source`` (Z-4.2): extra energy, a tactic (Z-5.2), the target."""
    extra = x.item.get("extra")
    if extra is not None and (not whole(extra) or extra < 0):
        raise Bad("extra", Reason("extra_energy_whole_number"), "Z-4.2")
    x.a.extra = int(extra or 0)
    if x.item.get("tactic") is not None:
        x.a.tactic = parse_tactic(x.item["tactic"])
        if x.a.tactic is None:
            raise Bad("tactic", Reason("tactic_unit_magic_hero"), "Z-5.2")
    if x.a.do == "invade" and len(x.p.shards) < 2:
        raise Bad("target", Reason("world_one_shard_cannot_invade"), "Z-4.2")
    _targets(x, lambda t: _target(x.state, x.p, x.a.do, t))


def _nothing(x: _Item) -> None:
    if x.p.status != "active":
        raise Bad("do", Reason("only_active_player_goes_into"), "Z-4.2")


def _return(x: _Item) -> None:
    if x.p.status != "nothing":
        raise Bad("do", Reason("return_from_nothing"), "Z-4.2")
    if len(x.whole_list) != 1:
        raise Bad("do", Reason("return_stands_alone_list"), "Z-4.2")


def _defend(x: _Item) -> None:
    energy = x.item.get("energy")
    if not isinstance(energy, int) or isinstance(energy, bool) or energy < 1:
        raise Bad("energy", Reason("defence_energy_whole_number"), "Z-4.3")
    x.a.energy = energy


def _tactic(x: _Item) -> None:
    x.a.standing = tactic_order(x.item, "tactic", [s.id for s in x.state.sources])


def _artifact(x: _Item) -> None:
    """Z-4.3: his own artifact, not acting by itself, a charge left; any target (Z-4.5 for a list)."""
    item = x.item
    art = next((a for a in x.state.artifacts if a.id == item.get("id")), None)
    if art is None:
        raise Bad("id", Reason("unknown_artifact", id=repr(str(item.get('id'))[:40])), "Z-4.3")
    if art.owner != x.p.seat:
        raise Bad("id", Reason("artifact_not_his", artifact=art.name), "Z-4.3")
    if art.auto:
        raise Bad("id", Reason("artifact_acts_itself", artifact=art.name), "Z-4.3")
    if art.charges is not None and art.charges < 1:
        raise Bad("id", Reason("artifact_no_charge", artifact=art.name), "Z-4.3")
    _targets(x, lambda t: _any_target(x.state, t), optional=True)


def _event(x: _Item) -> None:
    """Z-4.3: a known event running this turn, energy ≥ 0."""
    item, turn = x.item, x.turn
    event = next((e for e in x.state.events if e.id == item.get("id")), None)
    if event is None:
        raise Bad("id", Reason("unknown_event", id=repr(str(item.get('id'))[:40])), "Z-4.3")
    if not x.state.event_running(event, turn):
        raise Bad("id", Reason("does_not_run_on_turn", event=event.name, turn=turn), "Z-4.3")
    energy = item.get("energy")
    if energy is not None and (not whole(energy) or energy < 0):
        raise Bad("energy", Reason("event_energy_whole"), "Z-4.3")
    x.a.energy = int(energy or 0)


_CHECKS: dict[str, Callable[[_Item], None]] = {"nothing": _nothing, "return": _return, "defend": _defend,
                                              "tactic": _tactic, "artifact": _artifact, "event": _event}
"""Each kind's check of its fields (the main actions of Z-4.2 with no fields have none)."""


def _target(state: State, p: Player, do: str, target: Any) -> None:
    """Z-4.2: one target of an attack (Z-8.3 for a player in the Nothing or his source)."""
    if do == "shard":
        if not isinstance(target, str) or all(s.id != target for s in state.neutral):
            raise Bad("target", Reason("not_neutral_shard", target=repr(str(target)[:40])), "Z-4.2")
    elif do == "invade":
        if not whole(target) or target not in state.players or target == p.seat:
            raise Bad("target", Reason("another_player_s_seat"), "Z-4.2")
        other = state.players[target]
        if other.status == "nothing":
            raise Bad("target", Reason("target_in_nothing", player=other.name), "Z-8.3")
        if other.status != "active":
            raise Bad("target", Reason("player_out", player=other.name), "Z-4.2")
    else:
        source = next((s for s in state.sources if isinstance(target, str) and s.id == target), None)
        if source is None or source.owner == p.seat:
            raise Bad("target", Reason("not_source_may_attack", target=repr(str(target)[:40])), "Z-4.2")
        if (source.owner is not None and state.players[source.owner].status == "nothing"
                and state.options.nothing_shields_sources):
            raise Bad("target", Reason("target_in_nothing", player=state.players[source.owner].name), "Z-8.3")


def _any_target(state: State, target: Any) -> None:
    """Z-4.3: an artifact's target: a seat, a shard or a source id."""
    if whole(target) and target in state.players:
        return
    if isinstance(target, str) and (any(s.id == target for s in state.neutral) or
                                    any(s.id == target for s in state.sources) or
                                    any(s.id == target for p in state.players.values() for s in p.shards)):
        return
    raise Bad("target", Reason("not_player_shard_or_source", target=repr(str(target)[:40])), "Z-4.3")
