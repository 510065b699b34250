"""Game scripts (``mafia-game/2``, still reading ``mafia-game/1``): parse,
replay, and the replay's JSON result, for every registered ruleset.

The container is shared: ``format``, ``rules`` (``preset`` names the
ruleset and its default points scheme; an optional ``scheme`` names another
scheme), ``seats``, ``immune``, ``speed_game``, ``actions``. The ruleset
reads its options, roles and actions and writes the replay output.
Format and output: ``../shared/spec/game-script.md``.
"""

from __future__ import annotations

import json
import re
from contextvars import ContextVar
from dataclasses import dataclass
from decimal import Decimal
from typing import Any, Callable

from . import ruleset as registry
from .errors import MafiaError, RuleError, ScriptError, SetupError
from .game import Game
from .inputs import HostInput, check_text
from .limits import MAX_FILE_BYTES, MAX_NAME, NumberOutOfRange, bounded_decimal, bounded_int
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


class ReplayError(MafiaError):
    """A script's input ``index`` broke a rule; ``str()`` is the one-line message
    the spec asks for: ``action 17 {"night": {...}}: <reason> (C-7.3)``."""

    def __init__(self, index: int, raw: Any, error: MafiaError, label: str | None = None) -> None:
        self.index = index
        self.error = error
        if label is None:
            label = f"action {index} {dumps_json(raw, ensure_ascii=False, sort_keys=True)}"
        super().__init__(f"{label}: {error}")


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
    seats = data.get("seats")
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
    immune = data.get("immune")
    immune = [] if immune is None else immune
    if not isinstance(immune, list) or any(isinstance(s, bool) or not isinstance(s, int) for s in immune):
        raise ScriptError("'immune' must be a list of seat numbers")
    speed = data.get("speed_game", False)
    if not isinstance(speed, bool):
        raise ScriptError("'speed_game' must be true or false")
    return GameSetup.create(
        [by_seat[s] for s in sorted(by_seat)],
        immune=immune,
        speed_game=speed,
        ruleset=ruleset.id,
        scheme=scheme,
        options=ruleset.options_from_dict(options, edition),
        extra=ruleset.setup_extra(data),
    )


def parse_script(data: Any) -> Script:
    """Parse a script object (already JSON-decoded).

    Raises :class:`ScriptError`/:class:`SetupError` for the setup, and
    :class:`ReplayError` for an action that is not one of the spec's forms.
    """
    setup = setup_from_json(data)
    labelled = setup.rules.script_inputs(data, setup)
    return Script(setup, tuple(inp for _, _, inp in labelled), tuple(raw for _, raw, _ in labelled),
                  tuple(label for label, _, _ in labelled))


MAX_SCRIPT_BYTES = MAX_FILE_BYTES
"""The largest game script read (:data:`~app.core.limits.MAX_FILE_BYTES`)."""


def _no_constant(name: str) -> Any:
    raise ScriptError(f"not valid JSON: {name} is not a number JSON allows")


def loads_json(text: str) -> Any:
    """JSON text → data, refusing what strict JSON does not allow (NaN,
    Infinity), nesting deeper than Python can follow and numbers beyond
    :data:`~app.core.limits.NUMBER_LIMIT` or
    :data:`~app.core.limits.FRACTION_DIGITS` (checked on the number's text,
    before any arithmetic); a leading UTF-8 BOM is accepted. A number with a fraction or an
    exponent is read as an exact :class:`~decimal.Decimal` (points, S-12.6),
    never a binary float. Raises :class:`ScriptError` saying where or what."""
    text = text.removeprefix("\ufeff")
    try:
        return json.loads(text, parse_constant=_no_constant, parse_float=bounded_decimal, parse_int=bounded_int)
    except NumberOutOfRange as err:
        raise ScriptError(f"not a game script: {err}") from None
    except json.JSONDecodeError as err:
        raise ScriptError(f"not valid JSON: {err.msg} at line {err.lineno} column {err.colno}") from None
    except RecursionError:
        raise ScriptError("not a game script: nested too deeply") from None
    except ValueError as err:   # e.g. an integer of thousands of digits
        raise ScriptError(f"not a game script: {err}") from None


_DECIMAL_MARK = "\x00decimal:"
_DECIMAL_RE = re.compile(r'"\\u0000decimal:(-?[0-9]+(?:\.[0-9]+)?)"')


def decimal_text(value: Decimal) -> str:
    """An exact decimal as the shortest JSON number: ``1``, ``1.3``, ``-0.7``
    (no trailing zeros, no exponent)."""
    if value == value.to_integral_value():
        return str(int(value))
    return format(value.normalize(), "f")


def _encode_decimal(value: Any) -> Any:
    if isinstance(value, Decimal) and value.is_finite():
        return _DECIMAL_MARK + decimal_text(value)
    raise TypeError(f"{type(value).__name__} is not JSON serialisable")


def one_line_json(data: Any) -> str:
    """``data`` as one-line JSON in its own key order, ``, `` and ``: ``,
    non-ASCII as is, numbers as they were read (``1.0`` stays ``1.0``): how a
    replay error names the input at fault (R-15, Z-13)."""
    def exact(value: Any) -> Any:
        if isinstance(value, Decimal) and value.is_finite():
            return _DECIMAL_MARK + str(value)
        raise TypeError(f"{type(value).__name__} is not JSON serialisable")

    text = json.dumps(data, ensure_ascii=False, separators=(", ", ": "), default=exact)
    return re.sub(r'"\\u0000decimal:([-0-9.Ee+]+)"', r"\1", text).replace("\x00", "")


def dumps_json(data: Any, **options: Any) -> str:
    """``json.dumps`` (same ``options``) that writes a :class:`~decimal.Decimal`
    as an exact JSON number without trailing zeros (S-12.6, S-15), never
    through a binary float."""
    text = json.dumps(data, default=_encode_decimal, **options)
    return _DECIMAL_RE.sub(r"\1", text)


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
