"""A tournament (issue #41): its players, seating and final, kept in the
club's database, for the window and ``python -m app tournament``. No Qt."""

from __future__ import annotations

from typing import Any, Sequence

from ..core.limits import MAX_NAME
from ..core.seating import MAX_PLAYERS, SEATS, SeatingError, make_seating


class TournamentError(ValueError):
    """A tournament that cannot be made or changed: ``code`` (``unknown``,
    ``names``, ``final``, ``tie``), its parameters, a sentence."""

    def __init__(self, code: str, message: str, **params: object) -> None:
        super().__init__(message)
        self.code, self.params = code, params


def clean_names(lines: Sequence[str]) -> list[str]:
    """The players' names, one a line (blank lines and spaces around dropped);
    raises :class:`TournamentError` for a name too long, a name twice, or
    more than the seating takes."""
    names = [" ".join(line.split()) for line in lines if line.strip()]
    if len(names) > MAX_PLAYERS:
        raise TournamentError("names", f"{len(names)} players: at most {MAX_PLAYERS}", count=len(names))
    seen: dict[str, int] = {}
    for i, name in enumerate(names, 1):
        if len(name) > MAX_NAME:
            raise TournamentError("names", f"player {i}'s name is longer than {MAX_NAME} characters", player=i)
        if "\x00" in name:
            raise TournamentError("names", f"player {i}'s name has a NUL character", player=i)
        key = name.casefold()
        if key in seen:
            raise TournamentError("names", f"{name!r} is player {seen[key]} and player {i}", name=name,
                                  first=seen[key], second=i)
        seen[key] = i
    return names


def new_tournament(store: Any, name: str, names: Sequence[str], tables: int, rounds: int, seed: int = 1,
                   apart: Sequence[tuple[int, int]] = (), ruleset: str = "", scheme: str = "",
                   elite: bool = False) -> dict[str, Any]:
    """Seat ``names`` (player 1 first) at ``tables`` tables over ``rounds``
    rounds and save it as the tournament ``name`` (replacing one of that
    name); ``elite``: rated as an elite tournament. Returns the saved plan. Raises :class:`SeatingError`,
    :class:`TournamentError` or ``StorageError``."""
    players = clean_names(names)
    plan = make_seating(len(players), tables, rounds, seed=seed, apart=apart)
    store.save_tournament(name, players, tables, rounds, list(apart), plan, ruleset, scheme, elite=elite)
    saved = store.tournament(name)
    assert saved is not None
    return saved


def standings_order(store: Any, name: str, up_to_round: int | None) -> list[tuple[int, str, bool]]:
    """The tournament's standings after round ``up_to_round`` as (place,
    player's name, tied) in order: the sport distance's if its games are
    scored as one, else the first points scheme's."""
    from ..export.standings import standings_parts

    parts = standings_parts(store, tournament=name, up_to_round=up_to_round)
    if not parts:
        return []
    part = next((p for p in parts if p.distance), parts[0])
    return [(int(r.place), str(r.name), bool(r.tie)) for r in part.rows]


def _number(players: list[str], player: str) -> int:
    """``player``'s number (1-based) in ``players``; one who joined without a number gets the next."""
    key = player.casefold()
    found = next((i + 1 for i, n in enumerate(players) if n.casefold() == key), None)
    if found is None:
        players.append(player)
        found = len(players)
    return found


def make_final(store: Any, name: str, top: int, rounds: int, seed: int = 1) -> dict[str, Any]:
    """The final: the ``top`` players of the standings after the qualifying
    rounds (the rounds before an earlier final, else all), seated over
    ``rounds`` more rounds at ``top // 10`` tables, saved after the
    qualifying rounds (an earlier final replaced). Returns the saved plan.
    Raises :class:`TournamentError` (no such tournament, ``top`` not whole
    tables or more than have played, a tie at the cut: the host decides)."""
    plan = store.tournament(name)
    if plan is None:
        raise TournamentError("unknown", f"no tournament {name!r} is saved", name=name)
    if top < SEATS or top % SEATS:
        raise TournamentError("final", f"the final's players fill whole tables: {top} is not 10, 20, …", top=top)
    if not 1 <= rounds <= 100:
        raise TournamentError("final", "the final has 1 to 100 rounds", rounds=rounds)
    qualifying = (plan["finals_from"] - 1) if plan.get("finals_from") else len(plan["seating"])
    order = standings_order(store, name, qualifying)
    if len(order) < top:
        raise TournamentError("final", f"{len(order)} players have played, fewer than the final's {top}",
                              played=len(order), top=top)
    if len(order) > top and order[top - 1][0] == order[top][0]:
        tied = [n for place, n, _ in order if place == order[top - 1][0]]
        raise TournamentError("tie", "a tie at the final's cut, the host decides: " + ", ".join(tied), players=tied)
    players = list(plan["players"])
    numbers = [_number(players, player) for _, player, _ in order[:top]]
    try:
        final = make_seating(top, top // SEATS, rounds, seed=seed)
    except SeatingError as err:
        raise TournamentError("final", str(err)) from None
    seating = [list(map(list, r)) for r in plan["seating"][:qualifying]]
    seating += [[[numbers[p - 1] for p in table] for table in round_] for round_ in final]
    store.save_tournament(name, players, plan["tables"], qualifying + rounds, plan["apart"], seating,
                          plan.get("ruleset", ""), plan.get("scheme", ""), top, qualifying + 1,
                          bool(plan.get("elite")))
    saved = store.tournament(name)
    assert saved is not None
    return saved
