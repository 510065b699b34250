"""The standings of an evening or a distance of games, one table per kind
(issue #37): a table per points scheme of the games that keep club points
(C-11), and the sport distance (S-13) of the games that are scored as one.
The window, ``python -m app standings`` and every export read these same
parts, so a mixed evening shows the same tables everywhere. The games a
later reading of the rules changed (``db check``) are named with them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from ..core import ruleset as registry
from ..core.standings import standings
from ..storage.store import Store, fiim_rows, rules_notes, standings_by_scheme
from .labels import labels, rules_note_text
from .tables import Table, fiim_standings_table, standings_table


@dataclass(frozen=True)
class StandingsPart:
    """One standings table: ``key`` (``scheme:<id>`` or ``distance``),
    ``name`` (the scheme's or the ruleset's own, e.g. "OK4U (2023-03)"),
    ``rows`` (:class:`~app.core.standings.Standing` for club points, the
    ruleset's distance rows for a distance), ``distance`` (S-13: points,
    Ci and total), ``unfinished`` (a distance's games not yet finished),
    ``scheme`` (a club part's scheme id) and ``ruleset`` (a distance's
    ruleset id), for a window to name the part in the host's language."""

    key: str
    name: str
    rows: list[Any]
    distance: bool = False
    unfinished: int = 0
    scheme: str = ""
    ruleset: str = ""


def standings_parts(store: Store, evening_id: int | None = None, tournament: str | None = None,
                    date_from: str | None = None, date_to: str | None = None, complete: bool = True,
                    lot: Sequence[Any] = (), up_to_round: int | None = None) -> list[StandingsPart]:
    """The picked games' standings (as :func:`~app.storage.store.standings_rows`
    picks them), one part per points scheme in the order first played, then
    the distance; ``complete`` and ``lot`` as the distance table takes them
    (S-13.4: Ci final only when every game of it is finished; S-13.5);
    ``up_to_round``: the tournament's rounds 1…k only (issue #41)."""
    picked: dict[str, Any] = dict(evening_id=evening_id, tournament=tournament, date_from=date_from,
                                  date_to=date_to, up_to_round=up_to_round)
    parts = []
    for scheme_id, rows in standings_by_scheme(store, **picked):
        scheme = store.schemes.get(scheme_id)
        name = getattr(scheme, "name", "") or scheme_id
        parts.append(StandingsPart(f"scheme:{scheme_id}", name, standings(rows), scheme=scheme_id))
    sport, options, unfinished = fiim_rows(store, **picked)
    if sport:
        for rules in registry.with_distance_standings():
            table = rules.distance_table(sport, options, complete=complete and not unfinished, lot=lot)
            parts.append(StandingsPart("distance", rules.title, table, True, unfinished, ruleset=rules.id))
    return parts


def part_table(part: StandingsPart, title: str, language: str, several: bool) -> Table:
    """A part as the exports write it: titled ``title`` (with the part's
    name when the evening has ``several``), words in ``language``."""
    if several:
        title = f"{title} — {part.name}"
    if part.distance:
        return fiim_standings_table(title, part.rows, language)
    return standings_table(title, part.rows, language)


def marked_lines(store: Store, language: str, **picked: Any) -> list[str]:
    """One line per picked game a later reading of the rules changed (what
    ``db check`` lists), in ``language``: "2026-11-01, game 4: …"."""
    word = "игра" if language == "ru" else "game"
    return [f"{date}, {word} {number}: {rules_note_text(note, language)}"
            for date, number, note in rules_notes(store, **picked)]


def marked_heading(language: str) -> str:
    """The heading of :func:`marked_lines` where standings are written."""
    return labels(language)["marked"]
