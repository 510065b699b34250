"""ЗА 31's options (Z-15): every key, its default and its choices."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, Mapping

from ...errors import SetupError

CHOICES: Mapping[str, tuple[Any, ...]] = {
    "move_cost": ("abs", "up"),                          # Z-1.3
    "cap_check": ("every_phase", "income"),              # Z-3.1
    "defence_floor": (0, "none"),                        # Z-3.3
    "default_tactic": ("each_battle", "once"),           # Z-5.2
    "hero_guess": ("counter", "same"),                   # Z-5.4
    "multi_tactics": ("sum", "worst", "any"),            # Z-5.5
    "lord_tie": ("stake", "holder"),                     # Z-5.6
    "source_defence": ("snapshot", "owner"),             # Z-6.2
    "eliminated_shard": ("vanishes", "neutral"),         # Z-6.3
    "eliminated_artifacts": ("lost", "winner"),          # Z-6.3
    "move_on_loss": (True, False),                       # Z-6.4
    "invasion_moves": (True, False),                     # Z-6.4
    "source_phase": (4, 5),                              # Z-7.1
    "shortfall": ("cancel", "reduce"),                   # Z-7.2
    "cancelled_is_skip": (True, False),                  # Z-8.1
    "skip_bonus": ("permanent", "once"),                 # Z-8.2
    "nothing_shields_sources": (True, False),            # Z-8.3
    "nothing_surrender": (True, False),                  # Z-8.3
    "surrender_phase": (7, 3),                           # Z-9.1
    "early_end": ("one_left", "never"),                  # Z-10.1
    "winner_tie": ("shared", "energy"),                  # Z-10.2
    "situation_extra": ("height", "height_defence", "none"),  # Z-11.1
}
"""Z-15: each option → its values, the default first (the two whole-number
options are below)."""
NUMBERS: Mapping[str, tuple[int, int, int]] = {
    "lord_per_size": (2, 0, 100),       # Z-1.4: default, lowest, highest
    "income_per_size": (1, 0, 100),     # Z-3.2
    "source_income": (0, 0, 1000),      # Z-3.2
}


@dataclass(frozen=True)
class Za31Options:
    """Z-15's options (each documented at its rule)."""

    move_cost: str = "abs"
    lord_per_size: int = 2
    cap_check: str = "every_phase"
    income_per_size: int = 1
    source_income: int = 0
    defence_floor: Any = 0
    default_tactic: str = "each_battle"
    hero_guess: str = "counter"
    multi_tactics: str = "sum"
    lord_tie: str = "stake"
    source_defence: str = "snapshot"
    eliminated_shard: str = "vanishes"
    eliminated_artifacts: str = "lost"
    move_on_loss: bool = True
    invasion_moves: bool = True
    source_phase: int = 4
    shortfall: str = "cancel"
    cancelled_is_skip: bool = True
    skip_bonus: str = "permanent"
    nothing_shields_sources: bool = True
    nothing_surrender: bool = True
    surrender_phase: int = 7
    early_end: str = "one_left"
    winner_tie: str = "shared"
    situation_extra: str = "height"

    @classmethod
    def from_dict(cls, data: Mapping[str, Any] | None) -> "Za31Options":
        """Options from ``rules.options`` in the file's order (missing or
        null: the default). Raises :class:`SetupError` (Z-15) naming
        ``rules.options.KEY``."""
        if data is None:
            return cls()
        if not isinstance(data, Mapping):
            raise SetupError("rules.options: must be an object", "Z-15")
        names = {f.name for f in fields(cls)}
        values: dict[str, Any] = {}
        for key, value in data.items():
            where = f"rules.options.{key}"
            if key not in names:
                raise SetupError(f"{where}: unknown option", "Z-15")
            if value is None:
                continue
            if key in NUMBERS:
                _, low, high = NUMBERS[key]
                if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
                    raise SetupError(f"{where}: a whole number from {low} to {high}", "Z-15")
            elif not any(type(value) is type(v) and value == v for v in CHOICES[key]):
                raise SetupError(f"{where}: one of {', '.join(str(v).lower() for v in CHOICES[key])}", "Z-15")
            values[key] = value
        return cls(**values)

    def to_dict(self) -> dict[str, Any]:
        """Every key with its value (the output's ``options``)."""
        return {f.name: getattr(self, f.name) for f in fields(self)}
