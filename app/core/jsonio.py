"""JSON in and out of the app's files, exactly (issue #23, S-12.6): strict
JSON read with every number bounded on its text and fractions as exact
decimals; decimals written as the shortest JSON number; one-line JSON that
names an input; and :class:`ReplayError`, a script's input named by its
JSON. The lowest layer of the core's file handling: it imports no game and
no registry, so the registry, the setup and the script reader all can."""

from __future__ import annotations

import json
import re
from decimal import Decimal
from typing import Any

from .errors import MafiaError, ScriptError
from .limits import MAX_FILE_BYTES, NumberOutOfRange, bounded_decimal, bounded_int

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


class ReplayError(MafiaError):
    """A script's input ``index`` broke a rule; ``str()`` is the one-line message
    the spec asks for: ``action 17 {"night": {...}}: <reason> (C-7.3)``."""

    def __init__(self, index: int, raw: Any, error: MafiaError, label: str | None = None) -> None:
        self.index = index
        self.error = error
        if label is None:
            label = f"action {index} {dumps_json(raw, ensure_ascii=False, sort_keys=True)}"
        super().__init__(f"{label}: {error}")
