"""Everything the club gets after an evening, from the database."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ..core.standings import Standing, standings
from ..storage.store import Store, fiim_rows, standings_rows
from .labels import labels, rules_note_text
from .tables import Table, file_stem, fiim_standings_table, game_table, standings_table
from .writers import write_csv, write_protocols, write_xlsx


@dataclass(frozen=True)
class EveningReport:
    """The evening's tables: ``standings`` rows, the standings :class:`Table`
    and one table per game (in order)."""

    title: str
    stem: str
    standings: list[Standing]
    table: Table
    games: list[Table]
    scripts: list[tuple[str, dict]]
    chart_title: str = "Standings"


def evening_report(store: Store, evening_id: int, language: str = "en") -> EveningReport:
    """The evening's tables, their words in ``language`` (``en``/``ru``)."""
    words = labels(language)
    ev = store.evening(evening_id)
    rows = standings(standings_rows(store, evening_id=evening_id))
    title = " · ".join(x for x in (ev["club"], ev["date"],
                                   ev["table_name"] and words["table"].format(name=ev["table_name"]),
                                   ev["host"] and words["host"].format(name=ev["host"])) if x)
    stem = file_stem(ev["club"], ev["date"], ev["table_name"])
    games, scripts = [], []
    for g in store.evening_games(evening_id):
        game = g.rebuild()
        # club points as stored and reviewed (C-11); exact points come from the fold (S-12.6)
        stored = store.game_points(g.id) or None if game.ruleset.points_rows else None
        games.append(game_table(g.number, game, stored, language, rules_note_text(g.rules_note, language)))
        script = g.protocol()      # as stored, intact even where the rules now refuse an input
        script["status"] = g.status
        scripts.append((f"{stem}_game-{g.number}.json", script))
    sport, options, unfinished = fiim_rows(store, evening_id=evening_id)
    if sport:   # sport Mafia: Ci in the total (S-13); the evening as its distance, provisional while unfinished
        from ..core.ruleset import with_distance_standings

        (rules,) = with_distance_standings()
        table = rules.distance_table(sport, options, complete=not unfinished)
        return EveningReport(title or words["evening"], stem, table,
                             fiim_standings_table(words["evening"], table, language), games, scripts,
                             words["standings"])
    return EveningReport(title or words["evening"], stem, rows,
                         standings_table(words["evening"], rows, language), games, scripts, words["standings"])


def export_evening(store: Store, evening_id: int, folder: Path, kinds=("csv", "xlsx", "pdf", "zip"),
                   language: str = "en") -> list[Path]:
    """Write the evening's exports into ``folder`` with their words in
    ``language``; returns the files written. File names carry the club, the
    date and the table."""
    report = evening_report(store, evening_id, language)
    out = []
    folder.mkdir(parents=True, exist_ok=True)
    if "csv" in kinds:
        path = folder / f"{report.stem}_standings.csv"
        write_csv(path, report.table)
        out.append(path)
    if "xlsx" in kinds:
        path = folder / f"{report.stem}.xlsx"
        write_xlsx(path, [report.table, *report.games])
        out.append(path)
    if "pdf" in kinds:
        from .pdf import write_pdf

        path = folder / f"{report.stem}.pdf"
        chart = [(s.name, float(s.total if hasattr(s, "total") else s.points)) for s in report.standings]  # bars
        write_pdf(path, report.title, report.table, chart, report.games, report.chart_title)
        out.append(path)
    if "zip" in kinds:
        path = folder / f"{report.stem}_protocols.zip"
        write_protocols(path, report.scripts)
        out.append(path)
    return out
