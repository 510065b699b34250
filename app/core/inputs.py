"""Host inputs: frozen dataclasses, one per thing the host can do.

Each maps to one entry of a game script's ``actions`` list
(``../shared/spec/game-script.md``); :func:`input_from_json` and
:meth:`to_json` convert both ways. Seats are 1-based ints.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from decimal import Decimal
from typing import TYPE_CHECKING, Any, Callable, Iterable, Mapping, Protocol, Union

from .errors import ScriptError
from .limits import MAX_TEXT

if TYPE_CHECKING:
    from .errors import RuleError

WINNERS = ("red", "black", "maniac", "draw")
REMOVAL_REASONS = ("gesture", "peek", "woke", "hint", "ethics", "other")
NIGHT_ROLES = ("mafia", "don", "sheriff", "maniac", "doctor", "beauty")


@dataclass(frozen=True)
class Speech:
    """End the speech (or justification / farewell) of ``seat``.

    ``nominate`` is the seat he nominated during it, or None (C-4.3).
    """

    seat: int
    nominate: int | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"speech": self.seat}
        if self.nominate is not None:
            out["nominate"] = self.nominate
        return out


@dataclass(frozen=True)
class Vote:
    """Votes per candidate in a vote or revote (C-6.1).

    ``counts`` is a tuple of ``(seat, votes)`` pairs; a missing candidate got
    0. ``voters``, when the host entered who voted for whom, is a tuple of
    ``(candidate, (voter seats…))`` pairs and ``counts`` follow from it; the
    protocol then writes ``{"vote": {"3": [1, 5, 8]}}``.
    """

    counts: tuple[tuple[int, int], ...]
    voters: tuple[tuple[int, tuple[int, ...]], ...] | None = None

    @classmethod
    def of(cls, counts: Mapping[int, int]) -> "Vote":
        return cls(tuple(sorted((int(s), int(n)) for s, n in counts.items())))

    @classmethod
    def of_voters(cls, voters: Mapping[int, Iterable[int]]) -> "Vote":
        """From who voted for whom: candidate → the seats whose hands were up."""
        lists = tuple(sorted((int(c), tuple(sorted(int(v) for v in vs))) for c, vs in voters.items()))
        return cls(tuple((c, len(vs)) for c, vs in lists), lists)

    def as_dict(self) -> dict[int, int]:
        return dict(self.counts)

    def voter_error(self, alive: Iterable[int], rule: str) -> "RuleError | None":
        """When the host entered who voted for whom: why not, if a voter is
        not among the ``alive`` seats or voted twice (``rule``: C-6.1, S-5.2)."""
        from .errors import RuleError

        living, seen = set(alive), set()
        for _, voters in self.voters or ():
            for voter in voters:
                if voter not in living:
                    return RuleError(f"seat {voter} cannot vote: not a living player", rule,
                                     "voter_not_living", seat=voter)
                if voter in seen:
                    return RuleError(f"seat {voter} voted twice", rule, "voted_twice", seat=voter)
                seen.add(voter)
        return None

    def to_json(self) -> dict[str, Any]:
        if self.voters is not None:
            return {"vote": {str(c): list(vs) for c, vs in self.voters}}
        return {"vote": {str(s): n for s, n in self.counts}}


@dataclass(frozen=True)
class Lift:
    """Votes *for* "all of them leave" in the lift vote (C-6.4)."""

    votes_for: int

    def to_json(self) -> dict[str, Any]:
        return {"lift": self.votes_for}


@dataclass(frozen=True)
class Night:
    """The night's actions (C-7); None = the role takes no action.

    ``mafia``/``maniac``: seat shot; ``don``/``sheriff``: seat checked;
    ``doctor``: patient; ``beauty``: client.
    """

    mafia: int | None = None
    don: int | None = None
    sheriff: int | None = None
    maniac: int | None = None
    doctor: int | None = None
    beauty: int | None = None

    def target(self, role: str) -> int | None:
        """The seat ``role`` acted on, or None."""
        seat: int | None = getattr(self, role)
        return seat

    def to_json(self) -> dict[str, Any]:
        return {"night": {r: getattr(self, r) for r in NIGHT_ROLES if getattr(self, r) is not None}}


@dataclass(frozen=True)
class NightAction:
    """One night call answered (C-7): the ``role`` called now acted on
    ``target`` (None: no action, and always for a dead role's call, C-7.2).
    The night resolves when its last call is answered (C-7.7)."""

    role: str
    target: int | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"call": self.role}
        if self.target is not None:
            out["target"] = self.target
        return out


@dataclass(frozen=True)
class Confirm:
    """The host confirms the proposed result (C-9.2); ``head_judge``: the
    head judge approved extra points that need it (FIIM, S-12.4)."""

    head_judge: bool = False

    def to_json(self) -> dict[str, Any]:
        if self.head_judge:
            return {"confirm": True, "head_judge": True}
        return {"confirm": True}


@dataclass(frozen=True)
class Override:
    """The host replaces the proposed result, with a reason (C-9.2)."""

    winner: str
    reason: str

    def to_json(self) -> dict[str, Any]:
        return {"override": self.winner, "reason": self.reason}


@dataclass(frozen=True)
class Foul:
    """One foul to ``seat`` (C-5)."""

    seat: int

    def to_json(self) -> dict[str, Any]:
        return {"foul": self.seat}


@dataclass(frozen=True)
class Remove:
    """A removal of ``seat`` for ``reason``, one of :data:`REMOVAL_REASONS` (C-5.5)."""

    seat: int
    reason: str

    def to_json(self) -> dict[str, Any]:
        return {"remove": self.seat, "reason": self.reason}


@dataclass(frozen=True)
class Bonus:
    """Host's bonus (or, negative, penalty) ``points`` for ``seat`` in this
    game (C-11); FIIM's extra points (ДБ, S-12.4) are an exact Decimal."""

    seat: int
    points: float | Decimal
    reason: str

    def to_json(self) -> dict[str, Any]:
        return {"bonus": self.seat, "points": self.points, "reason": self.reason}


@dataclass(frozen=True)
class End:
    """The host ends the game now with ``winner`` and a reason (C-9.1)."""

    winner: str
    reason: str

    def to_json(self) -> dict[str, Any]:
        return {"end": self.winner, "reason": self.reason}


class HostInput(Protocol):
    """Any game's input, as a fold takes it: a frozen dataclass of its
    ruleset's (the family's below, forum's ``SetOrders``, Raizen's
    ``RaizenOrder``, …) with its game script form (:meth:`to_json`, one
    ``actions`` entry). The core and everything outside it pass inputs
    through this one type; each ruleset's play narrows by ``isinstance``."""

    def to_json(self) -> dict[str, Any]:
        """The input's game script entry (``../shared/spec/game-script.md``)."""
        ...


FamilyInput = Union[Speech, Vote, Lift, Night, NightAction, Confirm, Override, Foul, Remove, Bonus, End]
"""The City Mafia family's inputs (C-…, S-…): what :func:`input_from_json` reads."""


def _seat(value: Any, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ScriptError(f"{what} must be a seat number, not {value!r}")
    return value


def _count(value: Any, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise ScriptError(f"{what} must be a whole number ≥ 0, not {value!r}")
    return value


def _text(data: Mapping[str, Any], key: str = "reason") -> str:
    value = data.get(key)
    if not isinstance(value, str) or not value.strip():
        raise ScriptError(f"{key!r} must be a non-empty text")
    check_text(value, repr(key))
    return value


def check_text(value: str, what: str, limit: int = MAX_TEXT) -> None:
    """Refuse a text no file or database can hold: a lone surrogate, a NUL,
    or longer than ``limit`` characters (:data:`~app.core.limits.MAX_TEXT`;
    a name: :data:`~app.core.limits.MAX_NAME`). Raises :class:`ScriptError`."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise ScriptError(f"{what} is not valid text (a broken character)") from None
    if "\x00" in value:
        raise ScriptError(f"{what} is not valid text (a NUL character)")
    if len(value) > limit:
        raise ScriptError(f"{what} is longer than {limit} characters")


def _winner(value: Any) -> str:
    if not isinstance(value, str) or value not in WINNERS:
        raise ScriptError(f"result must be one of {', '.join(WINNERS)}, not {value!r}")
    return value


parse_seat = _seat
"""A script's seat number (an int, not a bool); raises :class:`ScriptError` naming ``what``."""
parse_reason = _text
"""A script's non-empty text under ``key``; raises :class:`ScriptError`."""
parse_winner = _winner
"""A script's result id of the City Mafia family; raises :class:`ScriptError`."""


def input_from_json(data: Any) -> FamilyInput:
    """Parse one ``actions`` entry of a game script.

    Raises :class:`ScriptError` for an entry that is not one of the spec's forms.
    """
    if not isinstance(data, dict) or not data:
        raise ScriptError("an action must be a JSON object")
    found: FamilyInput | None = by_form(data, _FORMS)
    if found is None:
        raise ScriptError(f"unknown action {sorted(data)}")
    return found


def by_form(data: dict[str, Any], forms: Mapping[str, tuple[set[str], Callable[[dict[str, Any]], Any]]]) -> Any:
    """The input of the first form in ``forms`` whose key ``data`` has (the form's
    parser), None when it has none; raises :class:`ScriptError` for a key the form
    does not take."""
    for key, (allowed, parse) in forms.items():
        if key in data:
            _only(set(data), allowed)
            return parse(data)
    return None


def _vote(data: dict[str, Any]) -> FamilyInput:
    """``{"vote": {"SEAT": count}}`` or ``{"vote": {"SEAT": [voters]}}``, never both."""
    votes = data["vote"]
    if not isinstance(votes, dict):
        raise ScriptError("'vote' must map seats to vote counts")
    counts: dict[int, int] = {}
    voters: dict[int, list[int]] = {}
    for key, value in votes.items():
        if not (isinstance(key, str) and key.isascii() and key.isdigit() and len(key) <= 3):
            raise ScriptError(f"vote key {key!r} is not a seat number")
        seat = int(key)
        if isinstance(value, list):   # who voted for whom
            voters[seat] = [_seat(v, f"a voter for seat {seat}") for v in value]
        else:
            counts[seat] = _count(value, f"votes for seat {seat}")
    if voters and counts:
        raise ScriptError("'vote' gives either counts or who voted, not both")
    return Vote.of_voters(voters) if voters else Vote.of(counts)


def _night(data: dict[str, Any]) -> FamilyInput:
    night = data["night"]
    if not isinstance(night, dict):
        raise ScriptError("'night' must map roles to seats")
    for role in night:
        if role not in NIGHT_ROLES:
            raise ScriptError(f"unknown night role {role!r}; expected {', '.join(NIGHT_ROLES)}")
    return Night(**{r: None if night.get(r) is None else _seat(night[r], r) for r in NIGHT_ROLES})


def _call(data: dict[str, Any]) -> FamilyInput:
    if data["call"] not in NIGHT_ROLES:
        raise ScriptError(f"unknown night role {data['call']!r}; expected {', '.join(NIGHT_ROLES)}")
    target = data.get("target")
    return NightAction(data["call"], None if target is None else _seat(target, "target"))


def _confirm(data: dict[str, Any]) -> FamilyInput:
    if data["confirm"] is not True:
        raise ScriptError("'confirm' must be true")
    return Confirm()


def _remove(data: dict[str, Any]) -> FamilyInput:
    reason = data.get("reason")
    if reason not in REMOVAL_REASONS:
        raise ScriptError(f"removal reason must be one of {', '.join(REMOVAL_REASONS)}, not {reason!r}")
    return Remove(_seat(data["remove"], "remove"), reason)


def _bonus(data: dict[str, Any]) -> FamilyInput:
    points = data.get("points")
    if isinstance(points, Decimal) and points.is_finite():
        points = float(points)     # a script's numbers are read exact; OK4U counts in floats
    if isinstance(points, bool) or not isinstance(points, (int, float)) or not math.isfinite(points):
        raise ScriptError(f"'points' must be a number, not {points!r}")
    return Bonus(_seat(data["bonus"], "bonus"), points, _text(data))


def _speech(data: dict[str, Any]) -> FamilyInput:
    nom = data.get("nominate")
    return Speech(_seat(data["speech"], "speech"), None if nom is None else _seat(nom, "nominate"))


_FORMS: dict[str, tuple[set[str], Callable[[dict[str, Any]], HostInput]]] = {
    "speech": ({"speech", "nominate"}, _speech),
    "vote": ({"vote"}, _vote),
    "lift": ({"lift"}, lambda d: Lift(_count(d["lift"], "'lift'"))),
    "night": ({"night"}, _night),
    "call": ({"call", "target"}, _call),
    "confirm": ({"confirm"}, _confirm),
    "override": ({"override", "reason"}, lambda d: Override(_winner(d["override"]), _text(d))),
    "foul": ({"foul"}, lambda d: Foul(_seat(d["foul"], "foul"))),
    "remove": ({"remove", "reason"}, _remove),
    "bonus": ({"bonus", "points", "reason"}, _bonus),
    "end": ({"end", "reason"}, lambda d: End(_winner(d["end"]), _text(d))),
}
"""The spec's action forms: the key that names each, the keys it may have, its parser."""


def _only(keys: set[str], allowed: set[str]) -> None:
    extra = keys - allowed
    if extra:
        raise ScriptError(f"unexpected key(s) {', '.join(sorted(extra))}")
