"""Everything the club gets after an evening, from the database."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..storage.store import Store
from .game_words import CORE_WORDS, GameWords
from .labels import labels, rules_note_text
from .standings import StandingsPart, marked_heading, marked_lines, part_table, standings_parts
from .tables import Table, file_stem, game_table, standings_table
from .writers import write_csv, write_protocols, write_xlsx


@dataclass(frozen=True)
class EveningReport:
    """The evening's tables: the standings, one :class:`StandingsPart` and
    its :class:`Table` per kind of game (issue #37; ``standings`` and
    ``table`` are the first, or an empty club table when no game keeps
    points), one table per game (in order), the protocols, and ``marked``:
    the games ``db check`` marked, as lines (issue #22)."""

    title: str
    stem: str
    standings: list[Any]
    table: Table
    games: list[Table]
    scripts: list[tuple[str, dict]]
    chart_title: str = "Standings"
    parts: tuple[tuple[StandingsPart, Table], ...] = ()
    marked: tuple[str, ...] = ()


def evening_report(store: Store, evening_id: int, language: str = "en",
                   game_words: GameWords = CORE_WORDS) -> EveningReport:
    """The evening's tables, their words in ``language`` (``en``/``ru``),
    each game's own (roles, results) by ``game_words`` in the same language."""
    words = labels(language)
    ev = store.evening(evening_id)
    title = " · ".join(x for x in (ev["club"], ev["date"],
                                   ev["table_name"] and words["table"].format(name=ev["table_name"]),
                                   ev["host"] and words["host"].format(name=ev["host"])) if x)
    stem = file_stem(ev["club"], ev["date"], ev["table_name"])
    games, scripts = [], []
    for g in store.evening_games(evening_id):
        game = g.rebuild()
        # club points as stored and reviewed (C-11); exact points come from the fold (S-12.6)
        stored = store.game_points(g.id) or None if game.ruleset.points_rows else None
        games.append(game_table(g.number, game, stored, language, rules_note_text(g.rules_note, language),
                                game_words))
        script = g.protocol()      # as stored, intact even where the rules now refuse an input
        script["status"] = g.status
        scripts.append((f"{stem}_game-{g.number}.json", script))
    parts = standings_parts(store, evening_id=evening_id)   # the distance provisional while unfinished
    several = len(parts) > 1
    tables = tuple((part, part_table(part, words["evening"], language, several)) for part in parts)
    marked = marked_lines(store, language, evening_id=evening_id)
    first_rows, first = (tables[0][0].rows, tables[0][1]) if tables else \
        ([], standings_table(words["evening"], [], language))
    return EveningReport(title or words["evening"], stem, list(first_rows), first, games, scripts,
                         words["standings"], tables, tuple([marked_heading(language), *marked] if marked else ()))


def _chart(rows: Any) -> list[tuple[str, float]]:
    """A standings table's bars: (name, points or total)."""
    return [(s.name, float(s.total if hasattr(s, "total") else s.points)) for s in rows]


def export_evening(store: Store, evening_id: int, folder: Path, kinds=("csv", "xlsx", "pdf", "zip"),
                   language: str = "en", game_words: GameWords = CORE_WORDS) -> list[Path]:
    """Write the evening's exports into ``folder`` with their words in
    ``language`` (each game's own by ``game_words``, :mod:`.game_words`);
    returns the files written. File names carry the club, the date and the
    table; an evening of several kinds of game writes one standings CSV per
    kind (``…_standings_<name>.csv``)."""
    report = evening_report(store, evening_id, language, game_words)
    out = []
    folder.mkdir(parents=True, exist_ok=True)
    standings = [(t, p.rows) for p, t in report.parts] or [(report.table, report.standings)]
    if "csv" in kinds:
        several = len(report.parts) > 1     # then each table's file is named by its part
        for part, table in report.parts if several else [(None, report.table)]:
            name = f"_standings_{file_stem(part.name, '', '')}" if part is not None else "_standings"
            path = folder / f"{report.stem}{name}.csv"
            write_csv(path, table, report.marked)
            out.append(path)
    if "xlsx" in kinds:
        path = folder / f"{report.stem}.xlsx"
        write_xlsx(path, [t for t, _ in standings] + report.games)
        out.append(path)
    if "pdf" in kinds:
        from .pdf import write_pdf

        path = folder / f"{report.stem}.pdf"
        write_pdf(path, report.title, [(t, _chart(rows)) for t, rows in standings], report.games,
                  report.chart_title, report.marked)
        out.append(path)
    if "zip" in kinds:
        path = folder / f"{report.stem}_protocols.zip"
        write_protocols(path, report.scripts)
        out.append(path)
    return out
