"""Every limit on what comes from outside (a file, a setting, a field, a
database), one constant each: the check, both database schemas and the
message read the same number (issue #23). Where a rule gives the limit, the
rule's own constant is used where it feeds (a sport bonus −3.0…+2.0, S-12.4;
seats within the table); these are the limits no rule gives.
"""

from __future__ import annotations

from decimal import Decimal, InvalidOperation

MAX_NAME = 100
"""Characters in a player's name (and a club's, a table's, a host's, a
tournament's): the register's column is ``VARCHAR(MAX_NAME)`` on SQLite and
PostgreSQL alike."""

MAX_NAME_KEY = 3 * MAX_NAME
"""Characters of a name's search key (its case-folded form): case folding
makes a character at most three (``ΐ`` → ``ΐ``)."""

MAX_TEXT = 1000
"""Characters in any other text from outside (a reason, a note)."""

MAX_WINNER = 256
"""Characters of a game's stored result (``games.winner``): above every
registered ruleset's :meth:`~app.core.ruleset.Ruleset.longest_winner` (ЗА 31
names its winners' seats: 182 characters at 64 seats). Issue #37."""

MAX_ROLE_ID = 32
"""Characters of a role id stored with a seat (``game_seats.role``); every
registered ruleset's ids fit (the longest, ``shooting_commissar``, has 18)."""

NUMBER_LIMIT = 2 ** 64
"""No number read from outside may be this large in size or larger: seeds are
64-bit (0 … 2⁶⁴−1), and no rule counts anywhere near it."""

FRACTION_DIGITS = 18
"""Decimal places a number from outside may carry (points are exact to
thousandths, S-12.6; a longer fraction is a binary float's residue)."""


class NumberOutOfRange(ValueError):
    """A number outside :data:`NUMBER_LIMIT` or :data:`FRACTION_DIGITS`."""


def bounded_decimal(text: str) -> Decimal:
    """A JSON number's text → an exact Decimal, refusing, before any
    arithmetic, a size of :data:`NUMBER_LIMIT` or more and more than
    :data:`FRACTION_DIGITS` decimal places. Raises :class:`NumberOutOfRange`."""
    try:
        value = Decimal(text)
    except InvalidOperation:
        raise NumberOutOfRange(f"{text[:40]} is not a number") from None
    if not value.is_finite():
        raise NumberOutOfRange(f"{text[:40]} is not a finite number")
    if value.is_zero():
        return Decimal(0)
    if value.adjusted() >= 20 or abs(value) >= NUMBER_LIMIT:
        raise NumberOutOfRange(f"the number {text[:40]} is out of range (at most 2^64)")
    _sign, digits, exponent = value.as_tuple()
    assert isinstance(exponent, int)
    trailing = len(digits) - len("".join(map(str, digits)).rstrip("0"))
    if exponent + trailing < -FRACTION_DIGITS:
        raise NumberOutOfRange(f"the number {text[:40]} has more than {FRACTION_DIGITS} decimal places")
    return value


def bounded_int(text: str) -> int:
    """A JSON integer's text → int, refusing a size of :data:`NUMBER_LIMIT`
    or more before converting it. Raises :class:`NumberOutOfRange`."""
    digits = text.lstrip("-")
    if len(digits) > 20 or abs(int(text)) >= NUMBER_LIMIT:
        raise NumberOutOfRange(f"the number {text[:40]}{'…' if len(text) > 40 else ''} is out of range "
                               "(at most 2^64)")
    return int(text)


MAX_FILE_BYTES = 8 * 2 ** 20
"""Bytes of any file handed to the app (a protocol, an evening, a points
scheme): a real one is a few hundred kilobytes at most (a 100-player forum
city of 50 turns is about 300 KB), and parsing this much takes well under
a second here, so a hostile file is refused within 1 s (issue #37)."""

MAX_CLUB_FILE_BYTES = 2 ** 20
"""Bytes of a club's file named by a game (a Mafik Raizen catalogue, R-4; a
ЗА 31 world, Z-2): read up to this many, and refused past them, before any
parsing (issue #37)."""

MAX_DEPTH = 16
"""Nesting of arrays and tables in a club's file (a world's deepest is 4:
``shards[i].lord.tactic``)."""

MAX_ENTRIES = 1000
"""Items in any one list or table of a club's file (cards, shards, sources,
artifacts, events, effects): far above any club's, and a bound on the work."""


class TooLarge(ValueError):
    """A club file's data beyond :data:`MAX_DEPTH`, :data:`MAX_ENTRIES`,
    :data:`NUMBER_LIMIT` or :data:`MAX_TEXT`; ``str()`` says where."""


def text_problem(value: str, limit: int = MAX_TEXT) -> str | None:
    """Why no file or database could hold ``value`` (a broken character, a
    NUL, longer than ``limit`` characters), or None."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return "is not valid text (a broken character)"
    if "\x00" in value:
        return "is not valid text (a NUL character)"
    if len(value) > limit:
        return f"has more than {limit} characters"
    return None


def check_tree(data: object, where: str = "") -> None:
    """Check parsed data from a club's file, iteratively (no recursion): at
    most :data:`MAX_DEPTH` levels, :data:`MAX_ENTRIES` items per list or
    table, integers below :data:`NUMBER_LIMIT` in size, every key and text
    as :func:`text_problem` allows. Raises :class:`TooLarge` naming the
    place (``shards[3].name``)."""
    stack: list[tuple[object, str, int]] = [(data, where, 0)]
    while stack:
        value, at, depth = stack.pop()
        if isinstance(value, (dict, list)):
            stack.extend(_items(value, at, depth))
        elif isinstance(value, bool):
            continue
        elif isinstance(value, int):
            if abs(value) >= NUMBER_LIMIT:
                raise TooLarge(f"{at or 'a number'}: out of range (at most 2^64)")
        elif isinstance(value, str):
            problem = text_problem(value)
            if problem is not None:
                raise TooLarge(f"{at or 'a text'} {problem}")


def _items(value: dict[object, object] | list[object], at: str, depth: int) -> list[tuple[object, str, int]]:
    """A list's or table's items to check next, each with its place; raises
    :class:`TooLarge` for the depth, the count or a key."""
    if depth >= MAX_DEPTH:
        raise TooLarge(f"{at or 'the file'}: nested more than {MAX_DEPTH} levels deep")
    if len(value) > MAX_ENTRIES:
        raise TooLarge(f"{at or 'the file'}: more than {MAX_ENTRIES} entries")
    if isinstance(value, list):
        return [(item, f"{at}[{i}]", depth + 1) for i, item in enumerate(value)]
    out = []
    for key, item in value.items():
        name = f"{at}.{key}" if at else str(key)
        problem = text_problem(key, MAX_NAME) if isinstance(key, str) else None
        if problem is not None:
            raise TooLarge(f"{(at or 'the file')[:60]}: a key {problem}")
        out.append((item, name[:200], depth + 1))
    return out


def parse_toml(text: str) -> dict[str, object]:
    """TOML text → data, bounded: an integer too long for Python to read,
    nesting deeper than it can follow, or anything :func:`check_tree`
    refuses raises :class:`TooLarge`; bad TOML raises ``tomllib.TOMLDecodeError``."""
    import tomllib

    try:
        data = tomllib.loads(text)
    except RecursionError:
        raise TooLarge(f"nested more than {MAX_DEPTH} levels deep") from None
    except tomllib.TOMLDecodeError:
        raise
    except ValueError:   # an integer of thousands of digits
        raise TooLarge("a number is out of range (at most 2^64)") from None
    check_tree(data)
    return data
