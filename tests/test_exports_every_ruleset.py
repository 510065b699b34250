"""An evening holding one game of each registered ruleset is exported in
every format and both languages, through the command line and the window's
code path (issue #23: a forum game crashed every export). Each game's table
comes from its ruleset: its roles in the file's language."""

import json
import subprocess
import sys
import zipfile
from pathlib import Path

import openpyxl
import pytest

from app.core.rulesets.forum.catalogue import BY_ID
from app.core.script import dumps_json, loads_json
from app.export.report import export_evening
from app.storage import Store

from helpers import shared_dir

ROOT = Path(__file__).resolve().parents[1]
FILES = [shared_dir() / "scenarios" / "ok4u-10-red-wins.json", ROOT / "resources" / "samples" / "fiim-sample-game.json",
         ROOT / "resources" / "samples" / "forum-live-moscow.json"]


def app(*args):
    return subprocess.run([sys.executable, "-m", "app", *args], capture_output=True, text=True, timeout=120,
                          env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"})


def thread_games(folder):
    """A finished Mafik Raizen game (R-15's example, ended by the master) and
    a finished ЗА 31 game (Z-13's example, ended by the host), as files."""
    from tests import raizen_helpers as R
    from tests import za31_helpers as Z

    raizen = dict(R.EXAMPLE, phases=[*R.EXAMPLE["phases"], {"end": "law", "reason": "ведущий"}])
    za31 = dict(Z.EXAMPLE, turns=[*Z.EXAMPLE["turns"], {"end": [1], "reason": "договорились"}])
    out = []
    for name, data in (("raizen.json", raizen), ("za31.json", za31)):
        path = folder / name
        path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
        out.append(path)
    return out


@pytest.fixture
def evening(tmp_path):
    """The three games, imported each as a protocol, then moved into one evening file and imported."""
    url = f"sqlite:///{tmp_path / 'club.sqlite'}"
    games = []
    for path in FILES + thread_games(tmp_path):
        proc = app("import", str(path), "--db", url)
        assert proc.returncode == 0, proc.stderr
        games.append(json.loads(proc.stdout)["games"][0])
    store = Store.open(url)
    from app.core import ruleset as registry

    played = {store.load_game(gid).setup.ruleset for gid in games}
    assert played == {r.id for r in registry.registered()}, played     # every registered game is exported here
    data = {"format": "mafia-evening/1", "date": "2026-11-26", "club": "Клуб", "table": "1", "host": "",
            "tournament": "", "games": []}
    for gid in games:
        script = store.load_game(gid).protocol()
        script["status"] = store.load_game(gid).status
        data["games"].append(script)
    path = tmp_path / "evening.json"
    path.write_text(dumps_json(data, ensure_ascii=False), encoding="utf-8")
    store.close()
    proc = app("import", str(path), "--db", url)
    assert proc.returncode == 0, proc.stderr
    return url, json.loads(proc.stdout)["evening"]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_command_line_exports_every_ruleset_in_every_format(tmp_path, evening, lang):
    url, eid = evening
    out = tmp_path / f"out-{lang}"
    proc = app("export", "--db", url, "--evening", str(eid), "--format", "csv,xlsx,pdf,zip", "--out", str(out),
               "--lang", lang)
    assert proc.returncode == 0 and "Traceback" not in proc.stderr, proc.stderr
    files = {p.suffix: p for p in out.iterdir()}
    assert set(files) == {".csv", ".xlsx", ".pdf", ".zip"}
    assert len([p for p in out.iterdir() if p.suffix == ".csv"]) == 2
    book = openpyxl.load_workbook(files[".xlsx"])
    cells = {str(c.value) for ws in book.worksheets for row in ws.iter_rows() for c in row if c.value is not None}
    moscow = json.loads(FILES[2].read_text(encoding="utf-8"))
    forum_roles = {BY_ID[s["role"]].ru if lang == "ru" else BY_ID[s["role"]].en for s in moscow["seats"]}
    assert forum_roles <= cells
    assert files[".pdf"].read_bytes().startswith(b"%PDF")
    with zipfile.ZipFile(files[".zip"]) as z:
        names = z.namelist()
        assert len(names) == 5
        formats = {json.loads(z.read(n))["format"] for n in names}
    assert formats == {"mafia-game/2", "forum-turns/1", "raizen-turns/1", "za31-turns/1"}
    titles = [ws.title for ws in book.worksheets]
    progress = "идёт" if lang == "ru" else "in progress"
    assert len(titles) == 7 and not any(progress in t for t in titles), titles   # 2 standings, 5 games


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_windows_export_and_the_evening_file_take_every_ruleset(qapp, tmp_path, evening, lang):
    url, eid = evening
    store = Store.open(url)
    try:
        written = export_evening(store, eid, tmp_path / "w", language=lang)
        assert len(written) == 5          # a standings CSV for the club game's scheme and one for the sport distance
        data = store.export_evening(eid)
        assert [g["format"] for g in data["games"]] == ["mafia-game/2", "mafia-game/2", "forum-turns/1",
                                                        "raizen-turns/1", "za31-turns/1"]
        again = store.import_evening(loads_json(dumps_json(data)))
        assert len(store.evening_games(again)) == 5
    finally:
        store.close()


def _csv_rows(path):
    import csv

    with path.open(encoding="utf-8-sig", newline="") as fh:
        return [row for row in csv.reader(fh)][1:]


def test_a_mixed_evenings_standings_are_one_table_per_kind_everywhere(qtbot, tmp_path, evening):
    """Issue #37: the club game's scheme and the sport distance each get a
    table, with the same players in the same order in the window, on the
    command line, in the CSVs and in the XLSX."""
    from app.export.standings import standings_parts
    from app.ui.standings import StandingsDialog

    url, eid = evening
    proc = app("standings", "--db", url, "--evening", str(eid), "--json")
    assert proc.returncode == 0, proc.stderr
    cli = json.loads(proc.stdout)["tables"]
    assert [t["kind"] for t in cli] == ["club", "distance"]
    by_cli = [[r["player"] for r in t["rows"]] for t in cli]
    ok4u = json.loads(FILES[0].read_text(encoding="utf-8"))
    fiim = json.loads(FILES[1].read_text(encoding="utf-8"))
    assert sorted(by_cli[0]) == sorted(s["player"] for s in ok4u["seats"])
    assert sorted(by_cli[1]) == sorted(s["player"] for s in fiim["seats"])
    out = tmp_path / "out"
    assert app("export", "--db", url, "--evening", str(eid), "--format", "csv,xlsx", "--out", str(out)).returncode == 0
    csvs = sorted(p for p in out.iterdir() if p.suffix == ".csv")
    by_csv = {p.name: [row[1] for row in _csv_rows(p)] for p in csvs}
    assert sorted(by_csv.values()) == sorted(by_cli)
    book = openpyxl.load_workbook(next(p for p in out.iterdir() if p.suffix == ".xlsx"))
    sheets = [[row[1] for row in ws.iter_rows(min_row=2, values_only=True)] for ws in book.worksheets[:2]]
    assert sheets == by_cli
    store = Store.open(url)
    try:
        assert [[s.name for s in p.rows] for p in standings_parts(store, evening_id=eid)] == by_cli
        dialog = StandingsDialog(store, eid)
        qtbot.addWidget(dialog)
        shown = []
        for i in range(dialog.part.count()):
            dialog.part.setCurrentIndex(i)
            shown.append([dialog.table.item(r, 1).text() for r in range(dialog.table.rowCount())])
        assert dialog.part.isVisible() or dialog.part.count() == 2
        assert shown == by_cli
    finally:
        store.close()
