"""Every option of sport Mafia (S-16) as one immutable object, with the
``rfm-2026`` profile that sets them all at once.

A script's ``rules.options`` names them by the S-16 keys; ``timings`` is an
object of seconds; ``profile`` (``fiim``, the default, or ``rfm-2026``) is
applied first and the other keys override it. A protocol lists every option
(:meth:`FiimOptions.to_dict`), so a game replays as it was played.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace
from decimal import Decimal
from typing import Any, Mapping

from ...errors import SetupError
from .points import BEST_MOVE_POINTS


@dataclass(frozen=True)
class Timings:
    """Seconds of every timed step (S-2.4, S-3.1, S-6.1, S-7, S-8.3, S-9.1, S-11.2).

    ``lost_speech``: the turn of a player who lost his speech to a 3rd foul
    (0; RFM 10); ``short_speech``: that turn when at most 4 players live (30);
    ``protocol``: RFM's "протокол" after each farewell (0 = none); ``sheriff``
    0 = no Sheriff wake-up on night 0 (RFM).
    """

    speech: int = 60
    justification: int = 30
    farewell: int = 60
    agreement: int = 60
    sheriff: int = 20
    free_seating: int = 30
    check: int = 10
    best_move: int = 20
    lost_speech: int = 0
    short_speech: int = 30
    protocol: int = 0


RFM_TIMINGS = Timings(sheriff=0, free_seating=60, check=15, lost_speech=10, protocol=20)

PENALTY_HOST = None
"""A penalty the host enters himself (RFM): no automatic value."""

CHOICES: Mapping[str, tuple[str, ...]] = {
    "profile": ("fiim", "rfm-2026"),
    "lift_threshold": ("more_than_half", "half"),
    "draw_exits": ("any", "shot_or_vote"),
    "best_move_day1_exits": ("any", "vote"),
    "best_move_points": tuple(BEST_MOVE_POINTS),
    "extra_points": ("free", "rfm-2026"),
    "ci_red_win": ("half", "none", "rfm"),
    "ci_draw": ("none", "full", "half", "host"),
    "ci_best_move_black": ("never", "on_red_win", "always"),
    "tie_break": ("fiim", "rfm-2026"),
}
"""The allowed values of each option that is a choice among names."""


@dataclass(frozen=True)
class FiimOptions:
    """The S-16 options (defaults are FIIM's; see the rules for each).

    Points and scales are exact :class:`~decimal.Decimal` (S-12.6); a
    penalty of None is one the host enters himself. ``lift_banned`` holds
    (tied, living) pairs without a lift vote (S-6.4).
    """

    profile: str = "fiim"
    timings: Timings = field(default_factory=Timings)
    vote_single_nominee: bool = False
    removal_ends_day: bool = False
    lift_threshold: str = "more_than_half"
    final_farewell: bool = True
    lift_banned: tuple[tuple[int, int], ...] = ()
    call_dead_roles: bool = True
    shot_player_checks: bool = True
    draw_exits: str = "any"
    best_move_day1_exits: str = "any"
    best_move_points: str = "fiim"
    extra_points: str = "free"
    auto_extra: Decimal = Decimal(0)
    penalty_fourth_foul: Decimal | None = Decimal("-0.5")
    penalty_removal: Decimal | None = Decimal("-0.5")
    penalty_team_defeat: Decimal | None = Decimal("-0.7")
    ci_scale: Decimal = Decimal("0.4")
    ci_red_win: str = "half"
    ci_draw: str = "none"
    ci_best_move_black: str = "never"
    ci_min_games: int = 0
    tie_break: str = "fiim"

    @classmethod
    def from_dict(cls, data: Mapping[str, Any] | None) -> "FiimOptions":
        """Options from a script's ``rules.options``: ``profile`` first, then
        every other key over it. Raises :class:`SetupError` (S-16) naming an
        unknown key or a value of the wrong kind."""
        data = dict(data or {})
        profile = data.pop("profile", "fiim")
        if profile not in CHOICES["profile"]:
            raise SetupError(f"option 'profile' must be one of {', '.join(CHOICES['profile'])}, "
                             f"not {profile!r}", "S-16")
        base = RFM_2026 if profile == "rfm-2026" else FIIM
        known = {f.name for f in fields(cls)} - {"profile"}
        changes: dict[str, Any] = {}
        for key, value in data.items():
            if key not in known:
                raise SetupError(f"unknown FIIM option {key!r}; known: {', '.join(sorted(known))}", "S-16")
            changes[key] = _parse(key, value, getattr(base, key))
        return replace(base, **changes)

    def to_dict(self) -> dict[str, Any]:
        """Every option with its value, the profile expanded (S-15): JSON-ready
        except that points are :class:`~decimal.Decimal` (written as exact numbers)."""
        out: dict[str, Any] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            if f.name == "timings":
                value = {t.name: getattr(value, t.name) for t in fields(Timings)}
            elif f.name == "lift_banned":
                value = [list(pair) for pair in value]
            elif f.name.startswith("penalty_") and value is None:
                value = "host"
            out[f.name] = value
        return out


def _parse(key: str, value: Any, default: Any) -> Any:
    """One option's value as the rules read it (S-16); raises :class:`SetupError` naming the option."""
    def bad(expected: str) -> SetupError:
        return SetupError(f"option {key!r} must be {expected}, not {value!r}", "S-16")

    if key == "timings":
        return _timings(value, default, bad)
    if key == "lift_banned":
        if not isinstance(value, list) or not all(
                isinstance(p, list) and len(p) == 2 and all(isinstance(n, int) and not isinstance(n, bool)
                                                            and 1 <= n <= 10 for n in p) for p in value):
            raise bad("a list of [tied, living] pairs")
        return tuple((int(p[0]), int(p[1])) for p in value)
    if key in CHOICES:
        if value not in CHOICES[key]:
            raise bad("one of " + ", ".join(CHOICES[key]))
        return value
    if isinstance(default, bool):
        if not isinstance(value, bool):
            raise bad("true or false")
        return value
    if key == "ci_min_games":
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 100:
            raise bad("a whole number of games")
        return value
    return _points(key, value, bad)


def _timings(value: Any, default: Any, bad: Any) -> Any:
    """``timings``: whole seconds 0..600 for the known speeches and pauses (S-16)."""
    if not isinstance(value, Mapping):
        raise bad("an object of seconds")
    names = {t.name for t in fields(Timings)}
    for name, seconds in value.items():
        if name not in names:
            raise SetupError(f"unknown timing {name!r}; known: {', '.join(sorted(names))}", "S-16")
        if isinstance(seconds, bool) or not isinstance(seconds, int) or not 0 <= seconds <= 600:
            raise SetupError(f"timing {name!r} must be whole seconds 0..600, not {seconds!r}", "S-16")
    return replace(default, **dict(value))


def _points(key: str, value: Any, bad: Any) -> Decimal | None:
    """A points option (S-12.6): an exact number within its range, or "host" for a penalty the host enters."""
    if key.startswith("penalty_") and value == "host":
        return None
    if isinstance(value, bool) or not isinstance(value, (int, Decimal, str)):
        raise bad("an exact number of points" + (" or \"host\"" if key.startswith("penalty_") else ""))
    try:
        number = Decimal(value)
    except ArithmeticError:
        raise bad("a number") from None
    low, high = POINT_OPTION_RANGES.get(key, (Decimal(-10), Decimal(10)))
    if not number.is_finite() or not low <= number <= high:
        raise bad(f"a number of points from {low} to {high}")
    return number


POINT_OPTION_RANGES: dict[str, tuple[Decimal, Decimal]] = {
    "auto_extra": (Decimal(0), Decimal("2.0")),          # an extra-points entry's top, S-12.4
    "penalty_fourth_foul": (Decimal("-3.0"), Decimal(0)),  # a penalty takes points (S-12.5) …
    "penalty_removal": (Decimal("-3.0"), Decimal(0)),      # … within an entry's range (S-12.4)
    "penalty_team_defeat": (Decimal("-3.0"), Decimal(0)),
    "ci_scale": (Decimal(0), Decimal(1)),                  # s of S-13.2
}
"""The range each points option is read within (checked before any arithmetic)."""


FIIM = FiimOptions()
"""FIIM's defaults (S-16's "default" column)."""

RFM_2026 = FiimOptions(
    profile="rfm-2026", timings=RFM_TIMINGS, vote_single_nominee=True, removal_ends_day=True,
    lift_banned=((5, 10), (4, 8), (3, 6)), call_dead_roles=False, shot_player_checks=False,
    draw_exits="shot_or_vote", best_move_day1_exits="vote", best_move_points="rfm-2026",
    extra_points="rfm-2026", penalty_fourth_foul=Decimal("-1.2"), penalty_removal=None,
    penalty_team_defeat=None, ci_scale=Decimal("0.5"), ci_red_win="rfm", ci_draw="host",
    tie_break="rfm-2026",
)
"""``profile: rfm-2026``: every option at its RFM value (S-16)."""
