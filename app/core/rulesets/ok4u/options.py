"""Rules options: every **[option]** of the rulebook as one immutable object.

A club changes them in its rules settings; a game script carries overrides in
``rules.options`` by the names below.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, Mapping

from ...errors import SetupError

WAKE_ROLES = ("mafia", "don", "sheriff", "maniac", "doctor", "beauty")


@dataclass(frozen=True)
class RulesOptions:
    """The club's choices where the rules say **[option]**.

    Attributes (defaults are the rulebook's):

    - ``speech_seconds_15_16``: speech length at 15–16 players, seconds (C-3).
    - ``speed_seconds_9``, ``speed_seconds_12``, ``speed_seconds_16``: speed-game
      speech length at ≤9, 10–12 and 13–16 players, seconds (C-3.1).
    - ``justification_seconds``: tie justification speech, seconds (C-3.2).
    - ``farewell_seconds``: farewell speech ("последнее слово") of a player
      who leaves by a night kill, a vote or the "all leave?" vote; 0 = none
      (C-3.3).
    - ``first_speaker``: ``"rotate"`` (next living seat after the previous
      day's first speaker) or ``"lowest"`` (lowest living seat) (C-4.1).
    - ``reveal_roles``: announce roles of eliminated players (C-4.5).
    - ``subset_retie``: after a revote tied again among a strict subset of its
      candidates, ``"lift"`` (the "all leave?" question for the players tied
      in the revote) or ``"revote"`` (justification speeches and a revote
      again among them, as in sport rules) (C-6.4).
    - ``zero_revote``: every candidate at zero in a revote: ``"lift"`` (a
      re-tie of all of them, the "all leave?" question, C-6.4) or
      ``"nobody_leaves"`` (the first edition's reading, as after a first
      vote at zero, C-6.2).
    - ``wake_order``: the order the host calls the night roles (C-7.1).
    - ``call_dead_roles``: call a dead role with the usual pause (C-7.2).
    - ``night_pause_seconds``: that pause, seconds (C-7.2).
    """

    speech_seconds_15_16: int = 30
    speed_seconds_9: int = 30
    speed_seconds_12: int = 25
    speed_seconds_16: int = 20
    justification_seconds: int = 30
    farewell_seconds: int = 30
    first_speaker: str = "rotate"
    reveal_roles: bool = False
    subset_retie: str = "lift"
    zero_revote: str = "lift"
    wake_order: tuple[str, ...] = WAKE_ROLES
    call_dead_roles: bool = True
    night_pause_seconds: int = 10

    @classmethod
    def from_dict(cls, data: Mapping[str, Any] | None, edition: int = 2) -> "RulesOptions":
        """Build options from a ``rules.options`` mapping.

        A missing option takes today's default (``edition`` 2), or for a
        ``mafia-game/1`` protocol (``edition`` 1) the first edition's default
        (:data:`FIRST_EDITION`), so an old game replays as it was played.
        Raises :class:`SetupError` naming the key for an unknown option or a
        value of the wrong type or range.
        """
        data = {**(FIRST_EDITION if edition == 1 else {}), **dict(data or {})}
        known = {f.name: f for f in fields(cls)}
        kwargs: dict[str, Any] = {}
        for key, value in data.items():
            if key not in known:
                raise SetupError(
                    f"unknown rules option {key!r}; known: {', '.join(sorted(known))}"
                )
            kwargs[key] = _value(key, value, known[key].default)
        opts = cls(**kwargs)
        _check_words(opts)
        return opts

    def to_dict(self) -> dict[str, Any]:
        """Every option with its value, JSON-ready: a protocol lists them all,
        so it replays the same after a default changes (game-script spec)."""
        out: dict[str, Any] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            out[f.name] = list(value) if isinstance(value, tuple) else value
        return out

    def changed(self) -> dict[str, Any]:
        """Only the options that differ from today's defaults, JSON-ready."""
        default = RulesOptions().to_dict()
        return {k: v for k, v in self.to_dict().items() if v != default[k]}


FIRST_EDITION: Mapping[str, Any] = {"farewell_seconds": 0, "subset_retie": "revote",
                                     "zero_revote": "nobody_leaves"}
"""Defaults of the rules' first reading that the second one changed (C-3.3,
C-6.4): a ``mafia-game/1`` protocol that does not name them played with these."""


def speech_seconds(players: int, speed_game: bool, options: RulesOptions) -> int:
    """Speech length in seconds for a table of ``players`` at Day 1 (C-3, C-3.1)."""
    if speed_game:
        if players <= 9:
            return options.speed_seconds_9
        if players <= 12:
            return options.speed_seconds_12
        return options.speed_seconds_16
    if players <= 9:
        return 60
    table = {10: 50, 11: 45, 12: 40, 13: 35, 14: 35}
    return table.get(players, options.speech_seconds_15_16)


def _value(key: str, value: Any, default: Any) -> Any:
    """One option's value, of its default's type: true or false, whole seconds 0..600,
    or the wake order (each role once); raises :class:`SetupError` naming it."""
    if isinstance(default, bool):
        if not isinstance(value, bool):
            raise SetupError(f"rules option {key!r} must be true or false")
    elif isinstance(default, int):
        if isinstance(value, bool) or not isinstance(value, int) or value < 0 or value > 600:
            raise SetupError(f"rules option {key!r} must be whole seconds 0..600")
    elif isinstance(default, tuple):
        if (
            not isinstance(value, (list, tuple))
            or not all(isinstance(v, str) for v in value)
            or sorted(value) != sorted(WAKE_ROLES)
        ):
            raise SetupError(
                f"rules option {key!r} must list each of {', '.join(WAKE_ROLES)} once"
            )
        value = tuple(value)
    return value


def _check_words(opts: RulesOptions) -> None:
    """The options given as words, and the speeches' least length (5 s)."""
    if opts.first_speaker not in ("rotate", "lowest"):
        raise SetupError("rules option 'first_speaker' must be 'rotate' or 'lowest'")
    if opts.subset_retie not in ("revote", "lift"):
        raise SetupError("rules option 'subset_retie' must be 'revote' or 'lift'")
    if opts.zero_revote not in ("lift", "nobody_leaves"):
        raise SetupError("rules option 'zero_revote' must be 'lift' or 'nobody_leaves'")
    for name in ("speech_seconds_15_16", "speed_seconds_9", "speed_seconds_12",
                 "speed_seconds_16", "justification_seconds"):
        if getattr(opts, name) < 5:
            raise SetupError(f"rules option {name!r} must be at least 5 seconds")
