"""Forum Mafia's host inputs (M-12): the jail vote, a player's orders, the
close of the day vote (a live table, M-11.2), the turn's resolution and the
host's end (M-9.3). A game stores these one by one (the turn desk commits
each order as it arrives); a ``forum-turns/1`` turn expands into them
(:func:`turn_inputs`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from ...errors import ScriptError
from ...inputs import parse_seat
from .catalogue import ACTIONS, STEP1

RESULTS = ("honest", "mafia", "yakuza", "loner", "host")
"""M-9: the results a game ends with."""

Target = int | bool | None
"""An order's target: a 1-based seat; ``True`` for ``disperse``; ``None``
for a ``hypocrisy`` whose real vote is nobody; 0 = "nobody" (``vote_nobody``)."""


@dataclass(frozen=True)
class CastVote:
    """``voter``'s vote of this turn (M-5.1): a seat, 0 for "nobody"
    (``vote_nobody``), or None (withdrawn: no vote). A later vote replaces
    the earlier."""

    voter: int
    target: int | None

    def to_json(self) -> dict[str, Any]:
        return {"vote": {"voter": self.voter, "target": self.target}}


@dataclass(frozen=True)
class SetOrders:
    """``seat``'s final orders of this turn (M-4.2): ``(key, target)`` pairs
    of M-2's keys; empty = all withdrawn. Replaces his earlier orders."""

    seat: int
    orders: tuple[tuple[str, Target], ...]

    def as_dict(self) -> dict[str, Target]:
        return dict(self.orders)

    def to_json(self) -> dict[str, Any]:
        return {"orders": {"seat": self.seat, "orders": dict(self.orders)}}


@dataclass(frozen=True)
class LiveOrder:
    """A live table's night (M-11.3): the players woken for ``call`` (an id
    of :func:`~.live.night_calls`) point: ``key``'s order at ``target`` (a
    1-based seat; None: taken back) for each of ``seats`` (a team's members
    who point; one tap for them all). Each seat's orders of the call's other
    keys are dropped, his other orders kept (the boss's freeze beside the
    team shot, M-4.2)."""

    call: str
    seats: tuple[int, ...]
    key: str
    target: int | None

    def to_json(self) -> dict[str, Any]:
        return {"live_order": {"call": self.call, "seats": list(self.seats), "key": self.key,
                               "target": self.target}}


@dataclass(frozen=True)
class CloseVote:
    """A live table (M-11.2): the day vote is over; the count and the jailing
    resolve now (M-5, M-6 step 1). ``tie_pick``: the picker's choice of a
    leader, or None (drawn)."""

    tie_pick: int | None = None

    def to_json(self) -> dict[str, Any]:
        return {"close_vote": {"tie_pick": self.tie_pick}}


@dataclass(frozen=True)
class ResolveTurn:
    """The turn's deadline: resolve it in M-6's order and publish the
    newspaper (M-8). ``tie_pick`` as :class:`CloseVote` (forum mode)."""

    tie_pick: int | None = None

    def to_json(self) -> dict[str, Any]:
        return {"resolve": {"tie_pick": self.tie_pick}}


@dataclass(frozen=True)
class EndForum:
    """The host ends the game now (M-9.3): ``winner`` one of
    :data:`RESULTS`, ``seat`` the loner who wins (only with ``loner``), the
    ``reason`` recorded."""

    winner: str
    seat: int | None
    reason: str

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"end": self.winner, "reason": self.reason}
        if self.seat is not None:
            out["seat"] = self.seat
        return out


ForumInput = CastVote | SetOrders | LiveOrder | CloseVote | ResolveTurn | EndForum


def parse_target(key: str, value: Any) -> Target:
    """An order's target as M-12 writes it; raises :class:`ScriptError`."""
    if key not in ACTIONS:
        raise ScriptError(f"unknown order {key!r}; expected one of {', '.join(ACTIONS)}")
    if key == "disperse":
        if value is not True:
            raise ScriptError("'disperse' must be true")
        return True
    if key == "hypocrisy" and value is None:
        return None
    if key == "hypocrisy" and value == 0 and not isinstance(value, bool):
        return 0
    return parse_seat(value, f"the {key} target")


def parse_orders(seat: int, data: Any) -> SetOrders:
    """``{KEY: TARGET, …}`` → :class:`SetOrders`; raises :class:`ScriptError`."""
    if not isinstance(data, Mapping):
        raise ScriptError("a player's orders must be an object {KEY: TARGET}")
    return SetOrders(seat, tuple((str(k), parse_target(str(k), v)) for k, v in data.items()))


def _vote_target(value: Any) -> int | None:
    if value is None:
        return None
    if value == 0 and not isinstance(value, bool):
        return 0
    return parse_seat(value, "a vote")


def _tie_pick(data: Mapping[str, Any]) -> int | None:
    value = data.get("tie_pick")
    return None if value is None else parse_seat(value, "tie_pick")


def parse_input(data: Any) -> ForumInput:
    """One stored input (:meth:`to_json`'s forms) → the input; raises
    :class:`ScriptError`."""
    if not isinstance(data, Mapping) or not data:
        raise ScriptError("an input must be a JSON object")
    if "vote" in data and isinstance(data["vote"], Mapping):
        vote = data["vote"]
        return CastVote(parse_seat(vote.get("voter"), "voter"), _vote_target(vote.get("target")))
    if "orders" in data and isinstance(data["orders"], Mapping):
        orders = data["orders"]
        return parse_orders(parse_seat(orders.get("seat"), "seat"), orders.get("orders", {}))
    if "live_order" in data and isinstance(data["live_order"], Mapping):
        return parse_live_order(data["live_order"])
    if "close_vote" in data and isinstance(data["close_vote"], Mapping):
        return CloseVote(_tie_pick(data["close_vote"]))
    if "resolve" in data and isinstance(data["resolve"], Mapping):
        return ResolveTurn(_tie_pick(data["resolve"]))
    if "end" in data:
        return parse_end(data)
    raise ScriptError(f"unknown input {sorted(map(str, data))}")


def parse_live_order(data: Mapping[str, Any]) -> LiveOrder:
    """``{"call", "seats", "key", "target"}`` → :class:`LiveOrder`; raises :class:`ScriptError`."""
    call, key, seats = data.get("call"), data.get("key"), data.get("seats")
    if not isinstance(call, str) or not call:
        raise ScriptError("'live_order.call' must be a call's id")
    if not isinstance(key, str) or key not in ACTIONS or key in STEP1:
        raise ScriptError(f"'live_order.key' must be a night order, not {key!r}")
    if not isinstance(seats, list) or not seats:
        raise ScriptError("'live_order.seats' must be a non-empty list of seats")
    target = data.get("target")
    return LiveOrder(call, tuple(parse_seat(s, "live_order.seats") for s in seats), key,
                     None if target is None else parse_seat(target, "live_order.target"))


def parse_end(data: Mapping[str, Any]) -> EndForum:
    """``{"end": RESULT, "seat": LONER, "reason": "..."}`` (M-9.3, M-12)."""
    if data.get("end") not in RESULTS:
        raise ScriptError(f"'end' must be one of {', '.join(RESULTS)}, not {data.get('end')!r}")
    reason = data.get("reason", "")
    if not isinstance(reason, str):
        raise ScriptError("'reason' must be a text")
    seat = data.get("seat")
    return EndForum(str(data["end"]), None if seat is None else parse_seat(seat, "seat"), reason)


def turn_inputs(turn: Any, live: bool) -> list[tuple[Any, ForumInput]]:
    """One entry of ``turns`` (M-12) → ``(what the error names, input)`` pairs
    in the order they fold: votes, orders, the resolution; at a live table
    (M-11.2) the step-1 orders and the close of the vote come before the
    night's orders. Raises :class:`ScriptError`."""
    if not isinstance(turn, Mapping):
        raise ScriptError("a turn must be an object with 'votes' and 'actions', or an 'end'")
    if "end" in turn:
        return [(dict(turn), parse_end(turn))]
    votes = turn.get("votes", {}) or {}
    actions = turn.get("actions", {}) or {}
    if not isinstance(votes, Mapping):
        raise ScriptError("'votes' must be an object {VOTER: TARGET}")
    if not isinstance(actions, Mapping):
        raise ScriptError("'actions' must be an object {SEAT: {KEY: TARGET}}")
    out: list[tuple[Any, ForumInput]] = []
    for voter, target in votes.items():
        out.append(({voter: target}, CastVote(parse_seat(_int_key(voter), "voter"), _vote_target(target))))
    day, night = [], []
    for seat, orders in actions.items():
        inp = parse_orders(parse_seat(_int_key(seat), "seat"), orders)
        label = {seat: orders}
        if live and inp.orders and all(k in STEP1 for k, _ in inp.orders):
            day.append((label, inp))
        else:
            night.append((label, inp))
    pick = _tie_pick(turn)
    closing = {"tie_pick": turn.get("tie_pick")} if turn.get("tie_pick") is not None else {}
    if live:
        return out + day + [(closing, CloseVote(pick))] + night + [({}, ResolveTurn())]
    return out + night + [(closing, ResolveTurn(pick))]


def _int_key(text: Any) -> Any:
    """A seat key ("12") as an int: ASCII digits only (not "٢" or "２")."""
    if isinstance(text, str) and text.isascii() and text.isdigit() and len(text) <= 3:
        return int(text)
    return text
