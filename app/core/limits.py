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
