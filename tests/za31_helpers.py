"""Shared helpers for ЗА 31's tests: Z-14's setup (Z-13's world plus
``les`` and the source ``chest``; Анна, Борис, Вера, Глеб at start values;
seed 1) with orders for turn 1, replayed."""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path
from typing import Any

from helpers import replay_output, replay_refusal, replayed, rule_cited

SPEC = Path(__file__).resolve().parents[2] / "shared" / "rules" / "za31.md"
_BLOCKS = re.findall(r"```json\n(.*?)```", SPEC.read_text(encoding="utf-8"), re.S)
EXAMPLE: dict[str, Any] = json.loads(_BLOCKS[0])
EXAMPLE_OUTPUT: dict[str, Any] = json.loads(_BLOCKS[1])
T = ["cavalry", "elemental", "warrior"]
WORLD = {"format": "za31-world/1",
         "shards": [{"id": "kamni", "name": "Камни Ветров", "size": 3, "height": 2,
                     "lord": {"strength": 6, "tactic": T}},
                    {"id": "les", "name": "Тихий Лес", "size": 4, "height": 0}],
         "sources": [{"id": "chest", "name": "Источник честности", "height": 1, "defence": 10,
                      "tactic": ["archers", "elemental", "scout"]}]}
NAMES = ["Анна", "Борис", "Вера", "Глеб"]


def game(*turns: Any, players: int = 4, seed: int = 1, options: dict[str, Any] | None = None,
         world: dict[str, Any] | None = None, seats: dict[int, dict[str, Any]] | None = None) -> dict[str, Any]:
    """Z-14's setup: ``turns`` (each a turn object, or an orders mapping), the
    players' own setup keys in ``seats``."""
    data: dict[str, Any] = {"format": "za31-turns/1", "rules": {"preset": "za31", "options": options or {}},
                            "seed": seed, "world": copy.deepcopy(world or WORLD),
                            "players": [{"seat": i + 1, "player": NAMES[i]} for i in range(players)], "turns": []}
    for seat, extra in (seats or {}).items():
        data["players"][seat - 1].update(extra)
    for turn in turns:
        data["turns"].append(turn if "orders" in turn or "end" in turn or "host" in turn else {"orders": turn})
    return data


def shard(seat: int, *sizes: int) -> list[dict[str, Any]]:
    """A world of shards of these sizes (the first native)."""
    return [{"size": s} for s in sizes]










def lines(record: dict[str, Any], phase: int | None = None) -> list[str]:
    return [text for p, text in record["log"] if phase is None or p == phase]


def rule_of(err: Any) -> str:
    """The rule id an error cites: the last ``(Z-…)`` of its line."""
    return rule_cited(err, "Z")


play = replayed
result = replay_output
refused = replay_refusal
