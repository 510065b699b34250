"""A refusal's reason in the host's language, for the games whose order
checks give it as an English sentence (Mafik Raizen's R-15, ЗА 31's Z-4).

The core words each refusal once, in English: the replay's output (the
spec) prints it so. A kit gives a :class:`Reasons` table: each key is a
reason as the core writes it (the f-string's text, ``{…}`` where a value
goes) and each value its Russian, ``{0}``, ``{1}`` … taking the values in
order. A value that is itself a reason (``item 2: <reason>``) is worded too;
a few English words inside a reason (``hand``, ``sleeve``) come from
``words``. ``tests/test_refusals.py`` checks that every reason the core can
give has its Russian."""

from __future__ import annotations

import re
from typing import Mapping

_HOLE = re.compile(r"\{[^{}]*\}")


class Reasons:
    """``table``: the core's reason text → its Russian; ``words``: English words inside a value → Russian."""

    def __init__(self, table: Mapping[str, str], words: Mapping[str, str] | None = None) -> None:
        self.table = dict(table)
        self.words = dict(words or {})
        self._patterns = [(re.compile("^" + "(.+?)".join(re.escape(p) for p in _HOLE.split(key)) + "$", re.S), ru)
                          for key, ru in self.table.items()]

    def russian(self, reason: str) -> str | None:
        """``reason`` in Russian, or None when no key matches it."""
        for pattern, ru in self._patterns:
            found = pattern.match(reason)
            if found is not None:
                values = [self.words.get(v) or self.russian(v) or v for v in found.groups()]
                return ru.format(*values)
        return None


def holes(key: str) -> int:
    """How many values a reason text takes (its ``{…}``)."""
    return len(_HOLE.findall(key))
