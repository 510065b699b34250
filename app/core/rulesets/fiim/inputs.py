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
from typing import Any

from ...errors import ScriptError
from ...inputs import (
    Bonus, Confirm, End, HostInput, Night, NightAction, Override, Remove, input_from_json,
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
    keys = set(data)

    def only(*allowed: str) -> None:
        extra = keys - set(allowed)
        if extra:
            raise ScriptError(f"unexpected key(s) {', '.join(sorted(extra))}")

    if "night0" in data:
        only("night0")
        if data["night0"] is not True:
            raise ScriptError("'night0' must be true")
        return Night0()
    if "best_move" in data:
        only("best_move")
        named = data["best_move"]
        if not isinstance(named, list):
            raise ScriptError("'best_move' must be a list of three seats, or [] if declined")
        return BestMove(tuple(parse_seat(s, "a best move seat") for s in named))
    if "night" in data:
        only("night")
        night = data["night"]
        if not isinstance(night, dict):
            raise ScriptError("'night' must map mafia, don and sheriff to seats")
        for role in night:
            if role not in CALLS:
                raise ScriptError(f"unknown night role {role!r}; expected {', '.join(CALLS)}")
        if "mafia" not in night:
            raise ScriptError("'night' needs \"mafia\": the seat shot, or null for a miss (S-9.2)")
        return FiimNight(**{r: None if night.get(r) is None else parse_seat(night[r], r) for r in CALLS})
    if "call" in data:
        only("call", "target")
        if data["call"] not in CALLS:
            raise ScriptError(f"unknown night call {data['call']!r}; expected {', '.join(CALLS)}")
        target = data.get("target")
        return NightAction(data["call"], None if target is None else parse_seat(target, "target"))
    if "remove" in data:
        only("remove", "reason")
        if data.get("reason") not in REMOVAL_REASONS:
            raise ScriptError(f"removal reason must be one of {', '.join(REMOVAL_REASONS)}, "
                              f"not {data.get('reason')!r}")
        return Remove(parse_seat(data["remove"], "remove"), data["reason"])
    if "bonus" in data:
        only("bonus", "points", "reason")
        points = data.get("points")
        if isinstance(points, bool) or not isinstance(points, (int, Decimal)) \
                or not Decimal(points).is_finite():
            raise ScriptError(f"'points' must be a number, not {points!r}")
        return Bonus(parse_seat(data["bonus"], "bonus"), Decimal(points), parse_reason(data))
    if "confirm" in data:
        only("confirm", "head_judge")
        judge = data.get("head_judge", False)
        if data["confirm"] is not True or not isinstance(judge, bool):
            raise ScriptError("'confirm' must be true (and 'head_judge' true or false)")
        return Confirm(judge)
    if "override" in data:
        only("override", "reason")
        if parse_winner(data["override"]) not in RESULTS:
            raise ScriptError(f"result must be one of {', '.join(RESULTS)}")
        return Override(data["override"], parse_reason(data))
    if "end" in data:
        only("end", "reason")
        if parse_winner(data["end"]) not in RESULTS:
            raise ScriptError(f"result must be one of {', '.join(RESULTS)}")
        return End(data["end"], parse_reason(data))
    if "lift" in data or "vote" in data or "speech" in data or "foul" in data:
        return input_from_json(data)
    raise ScriptError(f"unknown action {sorted(keys)}")
