"""Tournament points of one game (C-11), for the presets ``ok4u`` and ``ok4u-2023-03``.

A scheme is plain data (:class:`Scheme`), so a club's own scheme can be loaded
from a file later; :func:`game_points` applies one to a finished game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Mapping

from .state import UsefulAction
from .roles import Role


@dataclass(frozen=True)
class Scheme:
    """A points scheme (C-11); every value is points for one player.

    ``base[result][group]``: ``result`` is red/black/maniac/draw, ``group`` one
    of ``red_alive``, ``red_dead``, ``black_alive``, ``black_dead``,
    ``maniac_alive``, ``maniac_dead`` (missing = 0). ``useful[what][target]``:
    ``what`` is doctor_saved/beauty_saved/sheriff_found, ``target`` is
    ``red``, ``sheriff``, ``black`` or ``maniac`` (missing = 0).

    The preset's definitions (C-11): ``sheriff_finds_maniac``: a black check
    of the Maniac is a find (``ok4u``); ``draw_counts_as``: the team whose
    win a draw counts as for the standings (``"maniac"`` under ``ok4u``;
    None: a draw is nobody's win); ``gesture_replaces``: the −2 for
    gesturing replaces the game's base and useful points instead of being
    added to them.
    """

    id: str
    version: int
    base: Mapping[str, Mapping[str, float]]
    useful: Mapping[str, Mapping[str, float]]
    gesture_penalty: float = -2
    name: str = ""
    sheriff_finds_maniac: bool = False
    draw_counts_as: str | None = None
    gesture_replaces: bool = False


SCHEMES: dict[str, Scheme] = {
    "ok4u-2023-03": Scheme(
        "ok4u-2023-03", 2,
        base={
            "black": {"black_alive": 5, "black_dead": 4},
            "maniac": {"maniac_alive": 7, "maniac_dead": 7},
            "red": {"red_alive": 4, "red_dead": 3},
            "draw": {"maniac_alive": 4, "maniac_dead": 4, "black_alive": 4, "black_dead": 3},
        },
        useful={
            "doctor_saved": {"red": 1, "sheriff": 1},
            "beauty_saved": {"red": 1, "sheriff": 1},
            "sheriff_found": {"black": 1},
        },
        name="OK4U (2023-03)",
    ),
    "ok4u": Scheme(
        "ok4u", 2,
        base={
            "black": {"black_alive": 5, "black_dead": 4},
            "maniac": {"maniac_alive": 3, "maniac_dead": 3},
            "red": {"red_alive": 4, "red_dead": 4},
            "draw": {"maniac_alive": 3, "maniac_dead": 3},
        },
        useful={
            "doctor_saved": {"red": 1, "sheriff": 2, "black": -1, "maniac": -1},
            "beauty_saved": {"red": 1, "sheriff": 2},
            "sheriff_found": {"black": 1, "maniac": 1},
        },
        name="OK4U (current)",
        sheriff_finds_maniac=True,
        draw_counts_as="maniac",
    ),
}


def _group(role: Role) -> str:
    if role.is_black:
        return "black"
    if role is Role.MANIAC:
        return "maniac"
    return "red"


def team_of(role: Role) -> str:
    """The team a role plays for in results: ``red``, ``black`` or ``maniac`` (C-1)."""
    return _group(role)


def winning_team(scheme: Scheme, winner: str | None) -> str | None:
    """The team that got the win points of a game won by ``winner`` (C-11):
    the winner itself, for a draw ``scheme.draw_counts_as`` (None: nobody)."""
    if winner == "draw":
        return scheme.draw_counts_as
    return winner


def player_won(scheme: Scheme, role: str, winner: str | None) -> bool:
    """C-11: whether a player of ``role`` (a role id) won a game that ended
    ``winner``: his team got the win points of ``scheme`` (under ``ok4u`` a
    draw is the Maniac's win). The standings' wins and tie-breaks use it."""
    return team_of(Role(role)) == winning_team(scheme, winner)


def counted_useful(scheme: Scheme, useful: Iterable[UsefulAction],
                   roles: Mapping[int, Role]) -> list[UsefulAction]:
    """The useful actions a scheme counts, in order (C-11).

    Saves are kept as they are. A ``sheriff_found`` is kept only for a
    mafia player or, when ``scheme.sheriff_finds_maniac``, the Maniac (the
    check showed black), and only the first time that player is found.
    """
    out: list[UsefulAction] = []
    found: set[int] = set()
    for act in useful:
        if act.what == "sheriff_found":
            role = roles[act.target]
            if not (role.is_black or (role is Role.MANIAC and scheme.sheriff_finds_maniac)):
                continue
            if act.target in found:
                continue
            found.add(act.target)
        out.append(act)
    return out


def _target_kind(role: Role) -> str:
    return "sheriff" if role is Role.SHERIFF else _group(role)


@dataclass(frozen=True)
class PointsLine:
    """One seat's points in one game (C-11): ``base`` by result and alive/dead,
    ``useful`` points and ``useful_count`` actions, ``penalty`` (≤ 0: the
    gesture −2 plus every negative host entry, the standings' tie-break),
    ``bonus`` (≥ 0: the host's positive entries), and their ``total``."""

    base: float
    useful: float
    useful_count: int
    penalty: float
    bonus: float

    @property
    def total(self) -> float:
        return _tidy(self.base + self.useful + self.penalty + self.bonus)


def _tidy(value: float) -> float:
    return int(value) if float(value).is_integer() else round(value, 4)


def points_breakdown(
    scheme: Scheme,
    winner: str,
    roles: Mapping[int, Role],
    alive: set[int],
    useful: Iterable[UsefulAction],
    gestures: Iterable[int] = (),
    bonuses: Iterable[tuple[int, float]] = (),
) -> dict[int, PointsLine]:
    """Per seat: base, useful actions, penalties and host bonuses (C-11).

    Arguments as :func:`game_points`. Useful actions count whatever the
    result (:func:`counted_useful`); removed players count as dead; the −2
    for gesturing adds to the rest, or replaces base and useful points when
    ``scheme.gesture_replaces``; a negative host entry is a penalty.
    """
    base_table = scheme.base.get(winner, {})
    base = {s: base_table.get(_group(r) + ("_alive" if s in alive else "_dead"), 0) for s, r in roles.items()}
    use = {s: 0.0 for s in roles}
    count = {s: 0 for s in roles}
    for act in counted_useful(scheme, useful, roles):
        value = scheme.useful.get(act.what, {}).get(_target_kind(roles[act.target]), 0)
        use[act.seat] += value
        if value > 0:
            count[act.seat] += 1
    pen = {s: 0.0 for s in roles}
    for seat in gestures:
        pen[seat] += scheme.gesture_penalty
        if scheme.gesture_replaces:
            base[seat], use[seat], count[seat] = 0, 0.0, 0
    bon = {s: 0.0 for s in roles}
    for seat, extra in bonuses:
        if extra < 0:
            pen[seat] += extra
        else:
            bon[seat] += extra
    return {s: PointsLine(_tidy(base[s]), _tidy(use[s]), count[s], _tidy(pen[s]), _tidy(bon[s])) for s in roles}


def game_points(
    scheme: Scheme,
    winner: str,
    roles: Mapping[int, Role],
    alive: set[int],
    useful: Iterable[UsefulAction],
    gestures: Iterable[int] = (),
    bonuses: Iterable[tuple[int, float]] = (),
) -> dict[int, float]:
    """Points per seat for one finished game (C-11).

    ``roles`` seat → role; ``alive`` seats alive at the end (removed players
    count as dead); ``useful`` the game's useful actions (counted whatever the
    result; each player found by the Sheriff once); ``gestures`` seats removed
    for gesturing at night (−2 each, C-5.5); ``bonuses`` (seat, points) given
    by the host. Returns points for every seat.
    """
    lines = points_breakdown(scheme, winner, roles, alive, useful, gestures, bonuses)
    return {s: line.total for s, line in lines.items()}

