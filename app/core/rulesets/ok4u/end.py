"""The end of the game (OK4U C-9): the table of results, the proposed
result and the host's confirm, override or early end; the host's bonuses
and penalties (C-11)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Iterable

from ... import events as E
from ... import steps as S
from ...errors import RuleError
from ...inputs import Bonus, Confirm, End, Override
from .roles import Result, Role

if TYPE_CHECKING:
    from .play import Ok4uPlay

MAX_HOST_POINTS = 100
"""The largest bonus or penalty the host may give one player in one game (C-11)."""


BLACK_ROLES = frozenset(r for r in Role if r.is_black)
"""The Mafia and the Don (C-1), asked after every exit."""


def winner_of(living_roles: Iterable[Role]) -> str | None:
    """The result the table of C-9 gives for the living players, or None.

    Returns ``"red"``, ``"black"``, ``"maniac"`` or ``"draw"``; None while the
    game goes on. ``living_roles`` are the roles of the living players.
    """
    m = k = r = 0
    for role in living_roles:
        if role in BLACK_ROLES:
            m += 1
        elif role is Role.MANIAC:
            k += 1
        else:
            r += 1
    return result_of(m, k, r)


def result_of(m: int, k: int, r: int) -> str | None:
    """C-9's table for ``m`` living black players (the Mafia and the Don),
    ``k`` living Maniacs and ``r`` other living players: the result, or None."""
    if m == 0 and k == 0:
        return "red" if r > 0 else "draw"
    if k == 0 and m >= r:
        return "black"
    if k >= 1 and r == 0:
        return "black" if m >= 2 else ("draw" if m == 1 else "maniac")
    if k >= 1 and m == 0 and r <= 1:
        return "maniac"
    return None


def check_end(play: "Ok4uPlay") -> bool:
    """After a player left: propose the result C-9 gives, if any (True then).
    The living are counted by side from the seats' sides, fixed at the deal
    (:func:`winner_of` on their roles gives the same)."""
    st = play.st
    alive = st.alive
    m, k = len(alive & play.black_seats), len(alive & play.maniac_seats)
    result = result_of(m, k, len(alive) - m - k)
    if result is None:
        return False
    st.phase, st.proposed, st.speaker = "result", result, None
    st.farewells = []
    play.event(E.ResultProposed, winner=result)
    return True


def finish(play: "Ok4uPlay", winner: str | None, how: str, reason: str | None) -> None:
    """The result is final (C-9.1, C-9.2)."""
    st = play.st
    st.phase, st.winner, st.result_how, st.result_reason = "finished", winner, how, reason
    st.speaker, st.farewells = None, []
    play.event(E.GameFinished, winner=winner, how=how, reason=reason)


def on_end(play: "Ok4uPlay", inp: End) -> None:
    """The host ends the game now, with a reason (C-9.1)."""
    if play.st.phase == "finished":
        raise RuleError("the game is already over", "C-9.1", "game_over")
    if not inp.reason.strip():
        raise RuleError("ending the game needs a reason", "C-9.1", "end_needs_reason")
    _result(inp.winner)
    finish(play, inp.winner, "end", inp.reason)


def on_confirm(play: "Ok4uPlay", inp: Confirm) -> None:
    """The host confirms the proposed result (C-9.2)."""
    step = play.expect(S.RESULT)
    play.st.transcript.append(step)
    finish(play, play.st.proposed, "confirm", None)


def on_override(play: "Ok4uPlay", inp: Override) -> None:
    """The host replaces the proposed result, with a reason (C-9.2)."""
    step = play.expect(S.RESULT)
    if not inp.reason.strip():
        raise RuleError("overriding the result needs a reason", "C-9.2", "override_needs_reason")
    _result(inp.winner)
    play.st.transcript.append(step)
    finish(play, inp.winner, "override", inp.reason)


def _result(winner: str) -> None:
    if winner not in {r.value for r in Result}:
        raise RuleError(f"{winner!r} is not a result of City Mafia", "C-9", "not_a_result",
                        result=str(winner))


def on_bonus(play: "Ok4uPlay", inp: Bonus) -> None:
    """The host's bonus or (negative) penalty for a seat, with a reason (C-11)."""
    play.check_seat(inp.seat)
    if not inp.reason.strip():
        raise RuleError("a bonus or penalty needs a reason", "C-11", "points_need_reason")
    points = float(inp.points)     # OK4U counts points in floats (C-11)
    if not math.isfinite(points) or abs(points) > MAX_HOST_POINTS:
        raise RuleError(f"a bonus or penalty is a number of points from {-MAX_HOST_POINTS} "
                        f"to {MAX_HOST_POINTS}", "C-11", "points_range", max=int(MAX_HOST_POINTS))
    play.st.bonuses.append((inp.seat, points, inp.reason))
    play.event(E.BonusGiven, seat=inp.seat, points=points, reason=inp.reason)
