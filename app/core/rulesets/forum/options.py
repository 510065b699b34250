"""Forum Mafia's options (M-14): every key with its default and its choices."""

from __future__ import annotations

from dataclasses import dataclass, fields
from decimal import Decimal
from typing import Any, Mapping

from ...errors import SetupError

CHOICES: dict[str, tuple[Any, ...]] = {
    "team_shot_roles": ("listed", "any_member"),        # M-2.2
    "heal_label": ("hospital", "intensive_care", "none"),  # M-2.5
    "freeze_turn": ("next", "same"),                    # M-2.10
    "vision_content": ("actions", "newspaper"),         # M-2.12
    "vote_theft": ("redirect", "void"),                 # M-2.14
    "tie_picker": ("last_honest", "last_jailed_if_honest", "rng"),  # M-5.3
    "act_on_jailed": ("void", "normal"),                # M-6.1
    "guard_order": ("protect_first", "guard_first"),    # M-7.3
    "multi_guard": ("all", "one"),                      # M-7.3
    "guard_note": ("single_guard", "never"),            # M-8.2
    "team_size_rounding": ("half_down", "half_up", "floor", "ceil"),  # M-10.2
}
"""The keys whose value is one of a list (M-14); the first is the default."""

MAX_PLAYERS = 100
"""M-10.3: at most 100 players in every city, Novosibirsk included."""

RULE = {
    "team_knows_roles": "M-1.2", "team_shot_roles": "M-2.2", "heal_stops_shots": "M-2.5",
    "heal_label": "M-2.5", "freeze_turn": "M-2.10", "vision_content": "M-2.12",
    "vision_distortion": "M-2.12", "vote_theft": "M-2.14", "boss_both": "M-4.2", "self_vote": "M-5.1",
    "tie_picker": "M-5.3", "vote_nobody": "M-5.4", "act_on_jailed": "M-6.1", "guard_order": "M-7.3",
    "multi_guard": "M-7.3", "reveal_roles": "M-8.1", "guard_note": "M-8.2",
    "team_size_rounding": "M-10.2", "min_players": "M-10.3", "live_first_day_vote": "M-11.1",
}
"""Each option's rule."""


@dataclass(frozen=True)
class ForumOptions:
    """Every option of M-14 with its default. ``vision_distortion`` is an
    exact decimal d with 0 ≤ d ≤ ½ (M-2.12); ``min_players`` an int ≥ 2."""

    team_knows_roles: bool = True
    team_shot_roles: str = "listed"
    heal_stops_shots: bool = True
    heal_label: str = "hospital"
    freeze_turn: str = "next"
    vision_content: str = "actions"
    vision_distortion: Decimal = Decimal("0.5")
    vote_theft: str = "redirect"
    boss_both: bool = True
    self_vote: bool = True
    tie_picker: str = "last_honest"
    vote_nobody: bool = False
    act_on_jailed: str = "void"
    guard_order: str = "protect_first"
    multi_guard: str = "all"
    reveal_roles: bool = False
    guard_note: str = "single_guard"
    team_size_rounding: str = "half_down"
    min_players: int = 6
    live_first_day_vote: bool = True

    @classmethod
    def from_dict(cls, data: Mapping[str, Any] | None) -> "ForumOptions":
        """Options from a script's ``rules.options`` (missing keys: the
        defaults, M-12). Raises :class:`SetupError` naming an unknown key
        (M-14: as OK4U's and sport Mafia's readers do), or the key and its
        rule for a value of the wrong kind."""
        values: dict[str, Any] = {}
        known = {f.name for f in fields(cls)}
        for key in data or {}:
            if key not in known:
                raise SetupError(f"unknown forum option {key!r}; known: {', '.join(sorted(known))}", "M-14")
        for f in fields(cls):
            if not data or f.name not in data:
                continue
            value, rule = data[f.name], RULE[f.name]
            default = getattr(cls(), f.name)
            if f.name in CHOICES:
                if value not in CHOICES[f.name]:
                    raise SetupError(f"option {f.name} must be one of {', '.join(CHOICES[f.name])}, "
                                     f"not {value!r}", rule)
            elif isinstance(default, bool):
                if not isinstance(value, bool):
                    raise SetupError(f"option {f.name} must be true or false, not {value!r}", rule)
            elif f.name == "min_players":
                if isinstance(value, bool) or not isinstance(value, int) or not 2 <= value <= MAX_PLAYERS:
                    raise SetupError(f"option min_players must be a whole number from 2 to {MAX_PLAYERS}, "
                                     f"not {value!r}", rule)
            elif f.name == "vision_distortion":
                if isinstance(value, bool) or not isinstance(value, (int, Decimal, float)):
                    raise SetupError(f"option vision_distortion must be a number, not {value!r}", rule)
                value = Decimal(str(value))
                if not (0 <= value <= Decimal("0.5")):
                    raise SetupError(f"option vision_distortion must be from 0 to 0.5 "
                                     f"(\"не должен превышать половину\"), not {value}", rule)
            values[f.name] = value
        return cls(**values)

    def to_dict(self) -> dict[str, Any]:
        """Every option with its value (a protocol lists them all)."""
        return {f.name: getattr(self, f.name) for f in fields(self)}
