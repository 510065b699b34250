"""Shared helpers for Mafik Raizen's tests: R-15's example setup (seed 5,
the illustrative catalogue) with other phases or seats, replayed."""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path
from typing import Any

from helpers import replay_output, replay_refusal, replayed, rule_cited

SPEC = Path(__file__).resolve().parents[2] / "shared" / "rules" / "mafik-raizen.md"
_BLOCKS = re.findall(r"```json\n(.*?)```", SPEC.read_text(encoding="utf-8"), re.S)
EXAMPLE: dict[str, Any] = json.loads(_BLOCKS[0])
"""R-15's example input."""
EXAMPLE_OUTPUT: dict[str, Any] = json.loads(_BLOCKS[1])
"""R-15's example output, as the text shows it."""


def game_file(phases: list[Any] | None = None, *, public: dict[int, str] | None = None,
              options: dict[str, Any] | None = None, **top: Any) -> dict[str, Any]:
    """R-15's example with ``phases`` (default: its own), some seats' public
    roles changed, options, and other top-level keys replaced (None drops one)."""
    data = copy.deepcopy(EXAMPLE)
    if phases is not None:
        data["phases"] = phases
    for seat, role in (public or {}).items():
        data["seats"][seat - 1]["public"] = role
    if options:
        data["rules"]["options"] = options
    for key, value in top.items():
        if value is None:
            data.pop(key, None)
        else:
            data[key] = value
    return data










def phase(data: dict[str, Any], index: int) -> dict[str, Any]:
    """Phase record ``index`` of ``data``'s output."""
    return result(data)["phases"][index]


def state_of(game: Any) -> Any:
    """The fold's :class:`~app.core.rulesets.raizen.state.State` of a game,
    to read a hand or to set up a position a worked case begins from."""
    return game._play.state


def rule_of(err: Any) -> str:
    """The rule id an error cites: the last ``(R-…)`` of its line."""
    return rule_cited(err, "R")


play = replayed
result = replay_output
refused = replay_refusal
