"""Mafik Raizen's inputs (R-15): a player's order, the phase's resolution,
the master's end, and at the desk the draft's picks, the Lucky's mulligan
and the Jester's hand; each as stored (``to_json``) and read back."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Mapping

from ...errors import ScriptError
from ...inputs import HostInput


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
class DraftPick:
    """At the desk's draft (R-3.1, R-3.2): ``seat`` keeps ``kept`` (catalogue
    ids) of his offer of ``round`` (1-based); a later pick of the same round
    replaces it until the draft is complete."""

    seat: Any
    round: Any
    kept: Any

    def to_json(self) -> dict[str, Any]:
        return {"draft_pick": {"seat": self.seat, "round": self.round, "kept": self.kept}}


@dataclass(frozen=True)
class Mulligan:
    """R-2 Lucky: at the start of N1 ``seat`` returns his 6 cards (R-14.2 (4))."""

    seat: Any

    def to_json(self) -> dict[str, Any]:
        return {"mulligan": self.seat}


@dataclass(frozen=True)
class JesterHand:
    """R-2 Jester at the desk: once the draft is done and before N1 is
    resolved, ``seat`` chooses the 6 cards (``S:N`` ids of his deck) of his
    opening hand, in his order; the rest stays in the deck in its order."""

    seat: Any
    cards: Any

    def to_json(self) -> dict[str, Any]:
        return {"jester_hand": {"seat": self.seat, "cards": self.cards}}


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
            return RaizenOrder(data["raizen_order"].get("seat"), data["raizen_order"].get("order"))
        if "resolve_phase" in data:
            return ResolvePhase()
        if "end" in data:
            return EndRaizen(data.get("end"), data.get("reason"))
        if "bad_phase" in data:
            return BadPhase(data["bad_phase"])
        if "draft_pick" in data and isinstance(data["draft_pick"], Mapping):
            pick = data["draft_pick"]
            return DraftPick(pick.get("seat"), pick.get("round"), pick.get("kept"))
        if "mulligan" in data:
            return Mulligan(data["mulligan"])
        if "jester_hand" in data and isinstance(data["jester_hand"], Mapping):
            return JesterHand(data["jester_hand"].get("seat"), data["jester_hand"].get("cards"))
    raise ScriptError(f"not a Mafik Raizen input: {json.dumps(data, ensure_ascii=False, default=str)[:80]}")
