"""After the evening, from the command line (issue 10): db check, standings,
import, export; one line on stderr and exit 2 on any error."""

import json
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from helpers import shared_dir

FIXTURES = Path(__file__).resolve().parent / "fixtures"
SCENARIO = shared_dir() / "scenarios" / "ok4u-10-red-wins.json"


def app(*args):
    return subprocess.run([sys.executable, "-m", "app", *args], capture_output=True, text=True, timeout=120,
                          env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"})


def one_line_error(proc, *words):
    assert proc.returncode == 2, proc.stdout + proc.stderr
    lines = [line for line in proc.stderr.splitlines() if not line.startswith("qt.")]
    assert len(lines) == 1 and "Traceback" not in proc.stderr, proc.stderr
    for word in words:
        assert word in lines[0], lines[0]


@pytest.fixture
def db(tmp_path):
    path = tmp_path / "club.sqlite"
    shutil.copy(FIXTURES / "db-0002.sqlite", path)
    return path


def url(path):
    return f"sqlite:///{path}"


def test_db_check_migrates_and_finds_every_game_as_stored(db):
    proc = app("db", "check", "--db", url(db))
    assert proc.returncode == 0, proc.stderr
    report = json.loads(proc.stdout)
    assert report == {"schema": report["schema"], "games": 12, "finished": 10, "unfinished": 1,
                      "abandoned": 1, "mismatches": []}
    assert list(db.parent.glob("club.sqlite.before-*.bak"))


def test_db_check_reports_a_stored_result_that_the_replay_contradicts(db):
    con = sqlite3.connect(db)
    con.execute("UPDATE game_points SET points = points + 1 WHERE game_id = 2 AND seat = 1")
    con.execute("UPDATE games SET winner = 'black' WHERE id = 3 AND winner != 'black'")
    con.commit()
    con.close()
    proc = app("db", "check", "--db", url(db))
    assert proc.returncode == 1
    found = {(m["game"], m["what"]) for m in json.loads(proc.stdout)["mismatches"]}
    assert (2, "points") in found and (3, "result") in found
    # issue #37: what db check found is marked, so the standings and the exports name those games
    evening = sqlite3.connect(db).execute("SELECT evening_id, number FROM games WHERE id = 2").fetchone()
    standings = json.loads(app("standings", "--db", url(db), "--evening", str(evening[0]), "--json").stdout)
    assert any(f"game {evening[1]}: the current rules give other points" in line for line in standings["marked"])
    text = app("standings", "--db", url(db), "--evening", str(evening[0])).stdout
    assert "Games the current rules read differently (db check):" in text
    out = db.parent / "out"
    assert app("export", "--db", url(db), "--evening", str(evening[0]), "--format", "csv", "--out",
               str(out)).returncode == 0
    (csv_file,) = out.glob("*.csv")
    assert "the current rules give other points" in csv_file.read_text(encoding="utf-8-sig")


def test_standings_json_with_the_c11_columns(db):
    proc = app("standings", "--db", url(db), "--evening", "1", "--json")
    assert proc.returncode == 0, proc.stderr
    found = json.loads(proc.stdout)
    assert found["format"] == "mafia-standings/1" and found["marked"] == []
    (table,) = found["tables"]
    assert table["kind"] == "club" and table["name"]
    rows = table["rows"]
    assert rows and {"player", "games", "wins", "points", "useful", "penalty", "rank"} <= set(rows[0])
    assert [r["rank"] for r in rows] == sorted(r["rank"] for r in rows)
    assert rows[0]["points"] >= rows[-1]["points"]


def test_standings_on_a_damaged_page_is_one_line_and_exit_2(db):
    """The standings only read, so the file's pages are not all checked on
    opening (#38); a damaged page met while reading is said as the check
    would say it."""
    from app.storage import Store

    Store.open(url(db)).close()          # at the schema's head: no migration (that checks every page)
    con = sqlite3.connect(db)
    con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    page_size = con.execute("PRAGMA page_size").fetchone()[0]
    root = con.execute("SELECT rootpage FROM sqlite_master WHERE name = 'ix_game_points_standings'").fetchone()[0]
    con.close()
    data = bytearray(db.read_bytes())
    data[(root - 1) * page_size:root * page_size] = b"\xff" * page_size
    db.write_bytes(bytes(data))
    one_line_error(app("standings", "--db", url(db)), str(db), "is damaged")


def test_import_a_protocol_and_an_evening_then_export_it(db, tmp_path):
    proc = app("import", str(SCENARIO), "--db", url(db))
    assert proc.returncode == 0, proc.stderr
    made = json.loads(proc.stdout)
    assert len(made["games"]) == 1
    out = tmp_path / "out"
    proc = app("export", "--db", url(db), "--evening", str(made["evening"]), "--out", str(out))
    assert proc.returncode == 0, proc.stderr
    paths = [Path(p) for p in proc.stdout.split()]
    assert sorted(p.suffix for p in paths) == [".csv", ".pdf", ".xlsx", ".zip"]
    assert all(p.exists() and p.stat().st_size > 0 for p in paths)
    evening = {"format": "mafia-evening/1", "date": "2026-11-24", "club": "OK4U", "table": "2", "host": "",
               "tournament": "", "games": [json.loads(SCENARIO.read_text(encoding="utf-8"))] * 2}
    file = tmp_path / "evening.json"
    file.write_text(json.dumps(evening, ensure_ascii=False), encoding="utf-8")
    proc = app("import", str(file), "--db", url(db))
    assert proc.returncode == 0 and len(json.loads(proc.stdout)["games"]) == 2


@pytest.mark.parametrize("args,words", [
    (("export", "--evening", "99", "--out", "OUT"), ("no evening 99",)),
    (("export", "--evening", "1", "--format", "docx", "--out", "OUT"), ("--format", "docx")),
    (("import", "MISSING"), ("cannot read",)),
    (("db", "check", "--db", "nonsense"), ("not a database address",)),
])
def test_errors_are_one_line_and_exit_2(db, tmp_path, args, words):
    args = [a.replace("OUT", str(tmp_path / "o")).replace("MISSING", str(tmp_path / "none.json")) for a in args]
    if "--db" not in args:
        args += ["--db", url(db)]
    one_line_error(app(*args), *words)


def test_exports_are_written_in_the_evenings_language(db, tmp_path):
    """Issue 11: the CSV, XLSX and PDF headers in Russian for a Russian evening."""
    import csv
    from openpyxl import load_workbook
    out = tmp_path / "ru"
    proc = app("export", "--db", url(db), "--evening", "1", "--format", "csv,xlsx", "--lang", "ru", "--out", str(out))
    assert proc.returncode == 0, proc.stderr
    csv_path = next(out.glob("*.csv"))
    with csv_path.open(encoding="utf-8-sig", newline="") as fh:
        header = next(csv.reader(fh))
    assert header[:3] == ["Место", "Игрок", "Игры"] and "Баллы" in header
    wb = load_workbook(next(out.glob("*.xlsx")))
    game = wb.worksheets[1]
    assert [c.value for c in game[1]][:4] == ["Место", "Игрок", "Роль", "Покинул игру"]
    roles = {game.cell(r, 3).value for r in range(2, game.max_row + 1)}
    assert "Шериф" in roles and "sheriff" not in roles
    assert game.title.startswith("Игра 1")
