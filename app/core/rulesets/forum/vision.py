"""Forum Mafia's schizophrenic's vision (M-2.12, M-15.4): what took effect
this turn, or the newspaper, with some names replaced by others."""

from __future__ import annotations

from decimal import Decimal
from typing import Any, Callable

from .newspaper import Line, vision_line
from .options import ForumOptions


def vision_text(took_effect: list[tuple[int, int, str, Any]], lines: list[Line], opts: ForumOptions,
                draw: Callable[[int], int], seats: list[int]) -> list[Line]:
    """M-2.12, M-15.4: the actions that took effect (or the newspaper), with
    ⌊d × S⌋ of the S names replaced, drawn by M-10.5 (``draw(n)``: an index below n)."""
    if opts.vision_content == "newspaper":
        text: list[Line] = [list(line) for line in lines]
    else:
        text = [vision_line(actor, key, target)
                for _step, actor, key, target in sorted(took_effect, key=lambda a: (a[0], a[1]))]
    slots = [(i, j) for i, line in enumerate(text) for j, part in enumerate(line) if part[0] == "name"]
    k = int(Decimal(opts.vision_distortion) * len(slots))
    remaining = list(range(len(slots)))
    chosen = [remaining.pop(draw(len(remaining))) for _ in range(k)]
    for index in sorted(chosen):
        i, j = slots[index]
        named = text[i][j][1]
        others = [s for s in seats if s != named]
        if others:
            text[i][j] = ("name", others[draw(len(others))])
    return text
