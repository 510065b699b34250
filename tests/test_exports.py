"""Standings (C-11 tie-breaks) and the exports: XLSX read back, CSV, PDF rendered."""

import csv
import json
import zipfile

import pytest

from app.core.game import Game
from app.core.script import load_script
from app.core.standings import GameRow, standings
from app.export.report import evening_report, export_evening
from app.scoring import builtin_schemes
from app.storage import Store
from app.storage.store import standings_rows

from helpers import shared_dir

SCENARIO = shared_dir() / "scenarios" / "ok4u-10-red-wins.json"


def R(player, points, won=False, useful=0, penalty=0, team="red"):
    return GameRow(player, player, team, won, useful, penalty, points)


def test_c11_tie_breaks_points_wins_useful_penalties_then_host():
    rows = [
        R("a", 2, won=True), R("a", 2, won=True), R("b", 4),              # a beats b on wins
        R("c", 3, won=True, useful=1),
        R("d", 3, won=True), R("c", 1), R("d", 1),                       # c and d: 4 points, 1 win each
        R("e", 5, penalty=-2), R("f", 3), R("f", 2),                     # e, f: 5; e more... penalties
        R("g", 2), R("h", 2),                                            # g and h: the host decides
    ]
    table = standings(rows)
    order = [s.name for s in table]
    assert order[:2] in (["f", "e"], ["e", "f"])
    assert order.index("f") < order.index("e")      # fewer penalty points
    assert order.index("c") < order.index("d")      # more useful actions
    assert order.index("a") < order.index("b")      # more wins
    g, h = (next(s for s in table if s.name == x) for x in "gh")
    assert g.place == h.place and g.tie and h.tie
    a = next(s for s in table if s.name == "a")
    assert not a.tie and a.average == 2.0 and a.wins == 2
    assert order[2:6] == ["a", "c", "d", "b"]


@pytest.fixture
def evening(tmp_path):
    store = Store.open(f"sqlite:///{tmp_path / 'games.sqlite'}")
    script = load_script(SCENARIO.read_text(encoding="utf-8"))
    eid = store.create_evening("2026-11-22", "OK4U", "1", "Ведущий")
    for _ in range(2):
        gid = store.start_game(eid, script.setup)
        game = Game(script.setup)
        for inp in script.actions:
            game.push(inp)
            store.record(gid, "input", inp, game)
    return store, eid


def test_evening_standings_from_the_database(evening):
    store, eid = evening
    table = standings(standings_rows(store, evening_id=eid))
    top = table[0]
    assert (top.name, top.games, top.points, top.wins_red, top.useful) == ("Егор", 2, 12, 2, 2)
    assert {s.name: s.points for s in table}["Вера"] == 0


def test_recompute_with_another_scheme_is_explicit(evening):
    store, eid = evening
    gid = store.evening_games(eid)[0].id
    before = store.game_points(gid)
    assert {p["scheme"] for p in before.values()} == {"ok4u"}
    store.scheme_id = "ok4u-2023-03"          # the club switches scheme: past results stay
    assert store.game_points(gid) == before
    assert store.recompute([gid], builtin_schemes()["ok4u-2023-03"]) == 1
    after = store.game_points(gid)
    assert {p["scheme"] for p in after.values()} == {"ok4u-2023-03"}
    assert after[10]["points"] == 3 and before[10]["points"] == 4     # a dead red player


def test_xlsx_reads_back_the_same_numbers(evening, tmp_path):
    from openpyxl import load_workbook
    store, eid = evening
    paths = export_evening(store, eid, tmp_path / "out", kinds=("xlsx",))
    assert paths[0].name == "OK4U_2026-11-22_table-1.xlsx"
    report = evening_report(store, eid)
    wb = load_workbook(paths[0])
    assert wb.sheetnames[0] == "Evening" and len(wb.sheetnames) == 3
    sheet = wb["Evening"]
    rows = [tuple(c.value for c in row) for row in sheet.iter_rows(min_row=2)]
    assert rows == [tuple(r) for r in report.table.rows]
    game_sheet = wb[wb.sheetnames[1]]
    assert [c.value for c in game_sheet[1]] == list(report.games[0].header)
    assert game_sheet.cell(2, 2).value == "Анна" and game_sheet.cell(2, 9).value == 4


def test_csv_is_utf8_with_header_and_cyrillic(evening, tmp_path):
    store, eid = evening
    path = export_evening(store, eid, tmp_path, kinds=("csv",))[0]
    raw = path.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")                      # BOM: spreadsheets read UTF-8
    with path.open(encoding="utf-8-sig", newline="") as fh:
        rows = list(csv.reader(fh))
    assert rows[0][:3] == ["Place", "Player", "Games"]
    assert "Егор" in [r[1] for r in rows[1:]]


def test_protocols_archive_holds_game_scripts(evening, tmp_path):
    store, eid = evening
    path = export_evening(store, eid, tmp_path, kinds=("zip",))[0]
    with zipfile.ZipFile(path) as zf:
        names = zf.namelist()
        script = json.loads(zf.read(names[0]))
    assert len(names) == 2 and script["format"] == "mafia-game/2" and script["status"] == "finished"


def test_pdf_report_is_valid_and_renders(qtbot, evening, tmp_path):
    from PySide6.QtCore import QSize
    from PySide6.QtPdf import QPdfDocument
    store, eid = evening
    path = export_evening(store, eid, tmp_path, kinds=("pdf",))[0]
    assert path.read_bytes().startswith(b"%PDF")
    doc = QPdfDocument()
    assert doc.load(str(path)) == QPdfDocument.Error.None_
    assert doc.pageCount() >= 1
    image = doc.render(0, QSize(620, 877))
    png = tmp_path / "page1.png"
    assert image.save(str(png))
    assert not image.isNull()
    colours = {image.pixel(x, y) for x in range(0, 620, 7) for y in range(0, 877, 7)}
    assert len(colours) > 3                                       # text and bars, not a blank page
