"""FIIM's own host inputs and the reading of a FIIM script's ``actions``
(S-15): ``{"night0": true}``, ``{"best_move": [A, B, C]}``, the night as one
object with ``"mafia"`` required, removals for ``disqualified`` or
``team_defeat``, extra points as exact decimals, ``confirm`` with the head
judge's approval. The other forms are the City Mafia family's
(:func:`app.core.inputs.input_from_json`).
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from typing import Any, Callable

from ...errors import ScriptError
from ...inputs import (
    Bonus, Confirm, End, HostInput, Night, NightAction, Override, Remove, by_form, input_from_json,
    parse_reason, parse_seat, parse_winner,
)

REMOVAL_REASONS = ("disqualified", "team_defeat")
"""S-8.5: a removal (удаление) or a team defeat (ППК)."""
CALLS = ("mafia", "don", "sheriff")
"""The night's calls in wake order (S-9.1)."""
RESULTS = ("red", "black", "draw")


@dataclass(frozen=True)
class Night0:
    """Night 0 is over: the agreement, the Sheriff's look and free seating
    were timed; nothing is entered (S-2)."""

    def to_json(self) -> dict[str, Any]:
        return {"night0": True}


@dataclass(frozen=True)
class FiimNight(Night):
    """The whole night in one object, as S-15 writes it: ``"mafia"`` always
    present (null for a miss, S-9.2), so a stored or exported night reads
    back."""

    def to_json(self) -> dict[str, Any]:
        out = super().to_json()
        out["night"] = {"mafia": self.mafia, **out["night"]}
        return out


@dataclass(frozen=True)
class BestMove:
    """The night-1 victim's best move: three different living seats he
    names as black, in the order he said them, or none if he declined (S-11.2)."""

    named: tuple[int, ...]

    def to_json(self) -> dict[str, Any]:
        return {"best_move": list(self.named)}


def parse_input(data: Any) -> HostInput | Night0 | BestMove:
    """One ``actions`` entry of a FIIM script → an input (S-15); raises
    :class:`ScriptError` for an entry that is not one of its forms."""
    if not isinstance(data, dict) or not data:
        raise ScriptError("an action must be a JSON object")
    found: HostInput | Night0 | BestMove | None = by_form(data, _FORMS)
    if found is not None:
        return found
    if "lift" in data or "vote" in data or "speech" in data or "foul" in data:
        return input_from_json(data)
    raise ScriptError(f"unknown action {sorted(data)}")


def _night0(data: dict[str, Any]) -> Night0:
    if data["night0"] is not True:
        raise ScriptError("'night0' must be true")
    return Night0()


def _best_move(data: dict[str, Any]) -> BestMove:
    named = data["best_move"]
    if not isinstance(named, list):
        raise ScriptError("'best_move' must be a list of three seats, or [] if declined")
    return BestMove(tuple(parse_seat(s, "a best move seat") for s in named))


def _night(data: dict[str, Any]) -> HostInput:
    night = data["night"]
    if not isinstance(night, dict):
        raise ScriptError("'night' must map mafia, don and sheriff to seats")
    for role in night:
        if role not in CALLS:
            raise ScriptError(f"unknown night role {role!r}; expected {', '.join(CALLS)}")
    if "mafia" not in night:
        raise ScriptError("'night' needs \"mafia\": the seat shot, or null for a miss (S-9.2)")
    return FiimNight(**{r: None if night.get(r) is None else parse_seat(night[r], r) for r in CALLS})


def _call(data: dict[str, Any]) -> HostInput:
    if data["call"] not in CALLS:
        raise ScriptError(f"unknown night call {data['call']!r}; expected {', '.join(CALLS)}")
    target = data.get("target")
    return NightAction(data["call"], None if target is None else parse_seat(target, "target"))


def _remove(data: dict[str, Any]) -> HostInput:
    if data.get("reason") not in REMOVAL_REASONS:
        raise ScriptError(f"removal reason must be one of {', '.join(REMOVAL_REASONS)}, "
                          f"not {data.get('reason')!r}")
    return Remove(parse_seat(data["remove"], "remove"), data["reason"])


def _bonus(data: dict[str, Any]) -> HostInput:
    points = data.get("points")
    if isinstance(points, bool) or not isinstance(points, (int, Decimal)) or not Decimal(points).is_finite():
        raise ScriptError(f"'points' must be a number, not {points!r}")
    return Bonus(parse_seat(data["bonus"], "bonus"), Decimal(points), parse_reason(data))


def _confirm(data: dict[str, Any]) -> HostInput:
    judge = data.get("head_judge", False)
    if data["confirm"] is not True or not isinstance(judge, bool):
        raise ScriptError("'confirm' must be true (and 'head_judge' true or false)")
    return Confirm(judge)


def _result(key: str) -> Callable[[dict[str, Any]], HostInput]:
    """``override`` or ``end``: a result of S-12 with its reason."""
    def parse(data: dict[str, Any]) -> HostInput:
        if parse_winner(data[key]) not in RESULTS:
            raise ScriptError(f"result must be one of {', '.join(RESULTS)}")
        return (Override if key == "override" else End)(data[key], parse_reason(data))
    return parse


_FORMS: dict[str, tuple[set[str], Callable[[dict[str, Any]], HostInput | Night0 | BestMove]]] = {
    "night0": ({"night0"}, _night0),
    "best_move": ({"best_move"}, _best_move),
    "night": ({"night"}, _night),
    "call": ({"call", "target"}, _call),
    "remove": ({"remove", "reason"}, _remove),
    "bonus": ({"bonus", "points", "reason"}, _bonus),
    "confirm": ({"confirm", "head_judge"}, _confirm),
    "override": ({"override", "reason"}, _result("override")),
    "end": ({"end", "reason"}, _result("end")),
}
"""S-15's own action forms: the key naming each, the keys it may have, its parser
(the rest are the shared forms, :func:`~app.core.inputs.input_from_json`)."""
