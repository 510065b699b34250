"""Game scripts (``mafia-game/2``, still reading ``mafia-game/1``): parse,
replay, and the replay's JSON result, for every registered ruleset.

The container is shared: ``format``, ``rules`` (``preset`` names the
ruleset and its default points scheme; an optional ``scheme`` names another
scheme), ``seats``, ``immune``, ``speed_game``, ``actions``. The ruleset
reads its options, roles and actions and writes the replay output.
Format and output: ``../shared/spec/game-script.md``.
"""

from __future__ import annotations

from contextvars import ContextVar
from dataclasses import dataclass
from typing import Any, Callable

from . import ruleset as registry
from .errors import RuleError, ScriptError, SetupError
from .game import Game
from .inputs import HostInput, check_text
from .jsonio import MAX_SCRIPT_BYTES as MAX_SCRIPT_BYTES      # re-exported: the readers of scripts
from .jsonio import ReplayError as ReplayError                # import them from here too
from .jsonio import decimal_text as decimal_text
from .jsonio import dumps_json as dumps_json
from .jsonio import loads_json as loads_json
from .jsonio import one_line_json as one_line_json
from .limits import MAX_NAME
from .setup import GameSetup

SCRIPT_FILES: ContextVar[Callable[[str], bytes] | None] = ContextVar("script_files", default=None)
"""Reads a file a script names relative to itself (a club's card catalogue,
R-15): installed by whoever read the script from a file (the replay CLI,
the window's Open), None elsewhere. Raises OSError."""

FORMAT = "mafia-game/2"
"""The format the app writes."""


@dataclass(frozen=True)
class Script:
    """A parsed game script: the setup and the raw + parsed actions."""

    setup: GameSetup
    actions: tuple[HostInput, ...]
    raw_actions: tuple[Any, ...]
    labels: tuple[str, ...] = ()


def setup_from_json(data: Any) -> GameSetup:
    """Build a :class:`GameSetup` from a script's top-level object.

    Raises :class:`ScriptError` (format) or :class:`SetupError` (C-1, C-2, C-10).
    """
    if not isinstance(data, dict):
        raise ScriptError("a game script must be a JSON object")
    fmt = data.get("format")
    known = {f for r in registry.registered() for f in r.formats}
    if not isinstance(fmt, str) or fmt not in known:
        raise ScriptError(f"'format' must be one of {', '.join(repr(f) for f in sorted(known))}, "
                          f"not {str(data.get('format'))[:40]!r}")
    owner = next(r for r in registry.registered() if fmt in r.formats)
    if owner.whole_setup:
        own = owner.read_setup(data, fmt)
        if not isinstance(own, GameSetup):
            raise ScriptError(f"format {fmt!r}: the setup was not read")
        return own
    rules = data.get("rules", {"preset": "ok4u"})
    if not isinstance(rules, dict):
        raise ScriptError("'rules' must be an object")
    preset = rules.get("preset", "ok4u")
    if not isinstance(preset, str):
        raise ScriptError("'rules.preset' must be a text")
    ruleset = registry.for_preset(preset)
    edition = ruleset.formats.get(fmt)
    if edition is None:     # a format must match its preset, whoever reads the setup
        raise ScriptError(f"preset {preset!r} is not written in format {fmt!r}; "
                          f"expected {' or '.join(repr(f) for f in ruleset.formats)}")
    own = ruleset.read_setup(data, fmt)
    if isinstance(own, GameSetup):
        return own
    scheme = rules.get("scheme", ruleset.presets[preset])
    if not isinstance(scheme, str) or not scheme.strip():
        raise ScriptError("'rules.scheme' must be a points scheme id")
    options = rules.get("options", {})
    if not isinstance(options, dict):
        raise ScriptError("'rules.options' must be an object")
    by_seat = _seats(data.get("seats"))
    immune, speed = _table_flags(data)
    return GameSetup.create(
        [by_seat[s] for s in sorted(by_seat)],
        immune=immune,
        speed_game=speed,
        ruleset=ruleset.id,
        scheme=scheme,
        options=ruleset.options_from_dict(options, edition),
        extra=ruleset.setup_extra(data),
    )


def _seats(seats: Any) -> dict[int, tuple[str, Any]]:
    """``seats``: each seat's (player, role), numbered 1..N once each (C-2); raises
    :class:`ScriptError` for a bad entry, :class:`SetupError` for the numbering."""
    if not isinstance(seats, list) or not seats:
        raise ScriptError("'seats' must be a non-empty list")
    by_seat: dict[int, tuple[str, Any]] = {}
    for i, entry in enumerate(seats):
        if not isinstance(entry, dict) or "seat" not in entry or "role" not in entry:
            raise ScriptError(f"seats[{i}] must be an object with 'seat', 'player' and 'role'")
        seat = entry["seat"]
        if isinstance(seat, bool) or not isinstance(seat, int):
            raise ScriptError(f"seats[{i}].seat must be a seat number")
        if seat in by_seat:
            raise SetupError(f"seat {seat} is listed twice", "C-2")
        player = entry.get("player", "")
        if not isinstance(player, str):
            raise ScriptError(f"seats[{i}].player must be a text")
        check_text(player, f"seats[{i}].player", MAX_NAME)
        by_seat[seat] = (player, entry["role"])
    if sorted(by_seat) != list(range(1, len(by_seat) + 1)):
        raise SetupError(f"seats must be numbered 1..{len(by_seat)} once each", "C-2")
    return by_seat


def _table_flags(data: dict[str, Any]) -> tuple[list[int], bool]:
    """``immune`` (seat numbers, C-10) and ``speed_game`` (true or false)."""
    immune = data.get("immune")
    immune = [] if immune is None else immune
    if not isinstance(immune, list) or any(isinstance(s, bool) or not isinstance(s, int) for s in immune):
        raise ScriptError("'immune' must be a list of seat numbers")
    speed = data.get("speed_game", False)
    if not isinstance(speed, bool):
        raise ScriptError("'speed_game' must be true or false")
    return immune, speed


def parse_script(data: Any) -> Script:
    """Parse a script object (already JSON-decoded).

    Raises :class:`ScriptError`/:class:`SetupError` for the setup, and
    :class:`ReplayError` for an action that is not one of the spec's forms.
    """
    setup = setup_from_json(data)
    labelled = setup.rules.script_inputs(data, setup)
    return Script(setup, tuple(inp for _, _, inp in labelled), tuple(raw for _, raw, _ in labelled),
                  tuple(label for label, _, _ in labelled))


def load_script(text: str) -> Script:
    """Parse a script from JSON text; a JSON syntax error says line and column."""
    return parse_script(loads_json(text))


def replay(script: Script) -> Game:
    """Play a script's actions; raises :class:`ReplayError` at the first illegal one."""
    game = Game(script.setup)
    for i, inp in enumerate(script.actions):
        try:
            game.push(inp)
        except RuleError as err:
            label = script.labels[i] if i < len(script.labels) else None
            where = getattr(err, "where", None)     # the part of the input at fault
            if label is not None and where:
                label = f"{label}: {where}"
            raise ReplayError(i, script.raw_actions[i], err, label) from None
    return game


def setup_to_json(setup: GameSetup) -> dict[str, Any]:
    """The setup part of a script (``format``, ``rules``, ``seats``, …);
    ``rules.scheme`` only when the scheme is not the preset's own."""
    own = setup.rules.write_setup(setup)
    if own is not None:
        return own
    rules: dict[str, Any] = {"preset": setup.preset,
                             "options": setup.rules.options_to_dict(setup.options)}
    if setup.rules.presets[setup.preset] != setup.scheme:
        rules["scheme"] = setup.scheme
    return {
        **setup.extra,
        "format": setup.rules.write_format or FORMAT,
        "rules": rules,
        "speed_game": setup.speed_game,
        "immune": sorted(setup.immune),
        "seats": [{"seat": s.seat, "player": s.player, "role": str(getattr(s.role, "value", s.role))}
              for s in setup.seats],
    }


def game_to_script(game: Game) -> dict[str, Any]:
    """The whole game as a script: setup plus every input so far."""
    out = setup_to_json(game.setup)
    out["actions"] = [inp.to_json() for inp in game.inputs]
    return out


def result_json(game: Game) -> dict[str, Any]:
    """The replay output of the game's ruleset (spec: "Output of python -m app replay")."""
    return game.result_json()


def dumps_result(game: Game) -> str:
    """``result_json`` as sorted-key JSON text (identical bytes on every run)."""
    return dumps_json(result_json(game), ensure_ascii=False, sort_keys=True, indent=2)
