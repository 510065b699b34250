"""Mafik Raizen's options (R-17): every key, its default and its choices."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, Mapping

from ...errors import SetupError

from .roles import MAX_SEATS, MIN_SEATS

CHOICES: Mapping[str, tuple[Any, ...]] = {
    "strongman_until": ("dealt", "lost"),
    "rebuild": ("repeat", "once"),
    "night_discard": ("no_plays", "no_hand_play"),
    "kill_target": ("not_self", "not_mafia"),
    "boss_rhythm": ("gap", "pairs"),
    "guess_hand": ("phase_start", "deadline"),
    "veche_self": (True, False),
    "beaten_shows": ("all", "hand"),
    "two_alive": ("veche", "both"),
    "dead_giver": ("destroyed", "passes"),
    "mafia_draw_counts": (False, True),
    "effect_draws": ("before_damage", "after_damage"),
    "cancel_draws_of": ("plays_and_discards", "plays"),
    "wounded_shield": ("all", "veche"),
    "reveal_dead": (False, True),
}
"""R-17: each option but ``players`` → its values, the default first."""


@dataclass(frozen=True)
class RaizenOptions:
    """R-17's options (each documented at its rule); ``players`` is the
    allowed table (lo, hi), seats."""

    players: tuple[int, int] = (10, 12)
    strongman_until: str = "dealt"
    rebuild: str = "repeat"
    night_discard: str = "no_plays"
    kill_target: str = "not_self"
    boss_rhythm: str = "gap"
    guess_hand: str = "phase_start"
    veche_self: bool = True
    beaten_shows: str = "all"
    two_alive: str = "veche"
    dead_giver: str = "destroyed"
    mafia_draw_counts: bool = False
    effect_draws: str = "before_damage"
    cancel_draws_of: str = "plays_and_discards"
    wounded_shield: str = "all"
    reveal_dead: bool = False

    @classmethod
    def from_dict(cls, data: Mapping[str, Any] | None) -> "RaizenOptions":
        """Options from a script's ``rules.options`` (missing keys: the
        defaults). Raises :class:`SetupError` (R-17) for an unknown key or a
        value not listed, ``players`` outside 4 ≤ lo ≤ hi ≤ 21."""
        if data is None:
            return cls()
        if not isinstance(data, Mapping):
            raise SetupError("options: must be an object", "R-17")
        names = {f.name for f in fields(cls)}
        for key in data:
            if key not in names:
                raise SetupError(f"options: unknown option {str(key)[:40]!r}", "R-17")
        values: dict[str, Any] = {}
        for key, value in data.items():
            if key == "players":
                ok = (isinstance(value, (list, tuple)) and len(value) == 2
                      and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
                      and MIN_SEATS <= value[0] <= value[1] <= MAX_SEATS)
                if not ok:
                    raise SetupError(f"options: players must be [lo, hi] with {MIN_SEATS} ≤ lo ≤ hi ≤ "
                                     f"{MAX_SEATS}, not {str(value)[:40]}", "R-17")
                values[key] = (value[0], value[1])
                continue
            allowed = CHOICES[key]
            if not any(value is v or (type(value) is type(v) and value == v) for v in allowed):
                raise SetupError(f"options: {key} must be one of "
                                 f"{', '.join(str(v).lower() if isinstance(v, bool) else v for v in allowed)}, "
                                 f"not {str(value)[:40]}", "R-17")
            values[key] = value
        return cls(**values)

    def to_dict(self) -> dict[str, Any]:
        """Every key with its value (R-15's ``options``)."""
        out = {f.name: getattr(self, f.name) for f in fields(self)}
        out["players"] = list(self.players)
        return out
