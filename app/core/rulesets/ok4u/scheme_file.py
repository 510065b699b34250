"""Club City Mafia's points schemes as TOML text (C-11): the built-in ones
in ``resources/scoring/*.toml`` and the club's own. :func:`parse_scheme`
checks a file's text and builds the :class:`~.points.Scheme`; reading the
files is the scoring layer's (:mod:`app.scoring.schemes`).
"""

from __future__ import annotations

import math
import re
import tomllib
from typing import Any, NoReturn

from ...errors import SchemeError
from .points import Scheme

RESULTS = ("red", "black", "maniac", "draw")
GROUPS = ("red_alive", "red_dead", "black_alive", "black_dead", "maniac_alive", "maniac_dead")
USEFUL = ("sheriff_found", "doctor_saved", "beauty_saved")
TARGETS = ("red", "sheriff", "black", "maniac")
MAX_POINTS = 1000
MAX_VERSION = 1_000_000
ID_RE = re.compile(r"^[a-z0-9][a-z0-9_.-]{0,31}$")


def _line_of(text: str, key: str) -> int | None:
    """The line where dotted ``key`` is defined (its table header for a table)."""
    parts = key.split(".")
    section: list[str] = []
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        header = re.match(r"^\[([^\]]+)\]$", line)
        if header:
            section = [p.strip().strip('"') for p in header.group(1).split(".")]
            if section == parts:
                return number
            continue
        m = re.match(r'^"?([A-Za-z0-9_.-]+)"?\s*=', line)
        if m and section + m.group(1).split(".") == parts:
            return number
    return None


def parse_scheme(text: str, file: str = "<scheme>") -> Scheme:
    """Validate a scheme's TOML text and build the :class:`Scheme`.

    Raises :class:`SchemeError`: TOML syntax (with its line), a missing key
    (``id``, ``version``, ``base``), a wrong type, an unknown result, group,
    useful action or role.
    """
    try:
        data = tomllib.loads(text)
    except RecursionError:
        raise SchemeError(file, "", None, "nested too deeply") from None
    except tomllib.TOMLDecodeError as err:
        m = re.search(r"line (\d+)", str(err))
        raise SchemeError(file, "", int(m.group(1)) if m else None, f"not valid TOML ({err})") from None
    r = _Reader(text, file)
    r.head(data)
    base = r.tables("base", data["base"], RESULTS, GROUPS, ("must be a table of results", "unknown result",
                                                           "must be a table of groups", "unknown role group"))
    for result in RESULTS:
        if result not in base:
            r.fail(f"base.{result}", "missing")
    useful = r.tables("useful", data.get("useful", {}), USEFUL, TARGETS,
                      ("must be a table of useful actions", "unknown useful action", "must be a table of roles",
                       "unknown role"))
    penalties = data.get("penalties", {})
    if not isinstance(penalties, dict):
        r.fail("penalties", "must be a table")
    for key in penalties:
        if key not in ("gesture", "gesture_replaces"):
            r.fail(f"penalties.{key}", "unknown penalty; expected gesture or gesture_replaces")
    gesture = r.number("penalties.gesture", penalties.get("gesture", -2))
    replaces = r.flag("penalties.gesture_replaces", penalties.get("gesture_replaces", False))
    finds_maniac = r.flag("sheriff_finds_maniac", data.get("sheriff_finds_maniac", False))
    draw_as = data.get("draw_counts_as", "")
    if draw_as not in ("", "red", "black", "maniac"):
        r.fail("draw_counts_as", "must be red, black, maniac or \"\" (a draw is nobody's win)")
    return Scheme(data["id"], data["version"], base, useful, gesture, data.get("name", data["id"]),
                  sheriff_finds_maniac=finds_maniac, draw_counts_as=draw_as or None,
                  gesture_replaces=replaces)


class _Reader:
    """A scheme file being read: each refusal names its key and line."""

    def __init__(self, text: str, file: str) -> None:
        self.text, self.file = text, file

    def fail(self, key: str, reason: str) -> NoReturn:
        raise SchemeError(self.file, key, _line_of(self.text, key), reason)

    def number(self, key: str, value: Any) -> float:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            self.fail(key, f"must be a number, not {value!r}")
        if not math.isfinite(value) or abs(value) > MAX_POINTS:
            self.fail(key, f"must be a number from {-MAX_POINTS} to {MAX_POINTS}, not {value!r}")
        return value

    def flag(self, key: str, value: Any) -> bool:
        if not isinstance(value, bool):
            self.fail(key, f"must be true or false, not {value!r}")
        return value

    def head(self, data: dict[str, Any]) -> None:
        """``id``, ``version``, ``name``, and no unknown key at the top."""
        for key in ("id", "version", "base"):
            if key not in data:
                self.fail(key, "missing")
        if not isinstance(data["id"], str) or not ID_RE.match(data["id"]):
            self.fail("id", "must be a short name of lower-case letters, digits, '-', '_' or '.'")
        if (isinstance(data["version"], bool) or not isinstance(data["version"], int)
                or not 1 <= data["version"] <= MAX_VERSION):
            self.fail("version", f"must be a whole number from 1 to {MAX_VERSION}")
        if "name" in data and not isinstance(data["name"], str):
            self.fail("name", "must be a text")
        known = {"id", "version", "name", "base", "useful", "penalties", "sheriff_finds_maniac",
                 "draw_counts_as"}
        for key in data:
            if key not in known:
                self.fail(key, f"unknown key; expected one of {', '.join(sorted(known))}")

    def tables(self, top: str, raw: Any, outer: Any, inner: Any,
               words: tuple[str, str, str, str]) -> dict[str, dict[str, float]]:
        """A table of tables of points (``base``: result → group, ``useful``: action → role),
        each key known; ``words``: the refusals (not a table, unknown outer, not a table, unknown inner)."""
        out: dict[str, dict[str, float]] = {}
        if not isinstance(raw, dict):
            self.fail(top, words[0])
        for what, values in raw.items():
            if what not in outer:
                self.fail(f"{top}.{what}", f"{words[1]}; expected {', '.join(outer)}")
            if not isinstance(values, dict):
                self.fail(f"{top}.{what}", words[2])
            for key, value in values.items():
                if key not in inner:
                    self.fail(f"{top}.{what}.{key}", f"{words[3]}; expected {', '.join(inner)}")
                out.setdefault(what, {})[key] = self.number(f"{top}.{what}.{key}", value)
        return out
