"""Hostile game scripts and files get one clear line (exit 2), never a
traceback (issue 10): the replay CLI and the window's imports."""

import json
import subprocess
import sys

import pytest

from helpers import shared_dir

SCENARIO = shared_dir() / "scenarios" / "ok4u-10-red-wins.json"


def base():
    data = json.loads(SCENARIO.read_text(encoding="utf-8"))
    data.pop("expect")
    return data


def replay(path):
    return subprocess.run([sys.executable, "-m", "app", "replay", str(path)], capture_output=True, timeout=60)


def assert_one_line(proc, *fragments):
    err = proc.stderr.decode("utf-8", "replace")
    assert proc.returncode == 2 and proc.stdout == b"", err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err, err
    for fragment in fragments:
        assert fragment in err, err


def write(tmp_path, text=None, data=None, raw=None):
    path = tmp_path / "game.json"
    if raw is not None:
        path.write_bytes(raw)
    else:
        path.write_text(text if text is not None else json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


def test_deep_nesting(tmp_path):
    assert_one_line(replay(write(tmp_path, "[" * 100000 + "]" * 100000)), "nested too deeply")


def test_an_integer_of_thousands_of_digits(tmp_path):
    data = base()
    text = json.dumps(data).replace('"speech": 1}', '"speech": ' + "9" * 5000 + "}", 1)
    assert_one_line(replay(write(tmp_path, text)), "not a game script")


@pytest.mark.parametrize("constant", ["NaN", "Infinity", "-Infinity"])
def test_nan_and_infinity_anywhere(tmp_path, constant):
    data = base()
    data["actions"].insert(3, {"bonus": 1, "points": 0, "reason": "x"})
    text = json.dumps(data).replace('"points": 0', f'"points": {constant}')
    assert_one_line(replay(write(tmp_path, text)), "not valid JSON", constant)


def test_wrong_types_inside_options(tmp_path):
    data = base()
    data["rules"]["options"] = {"wake_order": [1, "a", None]}
    assert_one_line(replay(write(tmp_path, data=data)), "wake_order")


def test_a_lone_surrogate_in_a_name(tmp_path):
    data = base()
    text = json.dumps(data).replace('"player": "\\u0410\\u043d\\u043d\\u0430"', '"player": "\\ud800"')
    assert "\\ud800" in text
    assert_one_line(replay(write(tmp_path, text)), "seats[0].player", "not valid text")


def test_a_utf8_bom_is_accepted(tmp_path):
    path = write(tmp_path, raw=b"\xef\xbb\xbf" + json.dumps(base(), ensure_ascii=False).encode("utf-8"))
    proc = replay(path)
    assert proc.returncode == 0 and json.loads(proc.stdout)["winner"] == "red"


def test_non_ascii_digits_as_seats_are_refused(tmp_path):
    data = base()
    data["actions"][21] = {"vote": {"\u0663": 6, "2": 4}}     # Arabic-Indic three
    assert_one_line(replay(write(tmp_path, data=data)), "action 21", "is not a seat number")


def test_immune_zero_is_refused(tmp_path):
    data = base()
    data["immune"] = 0
    assert_one_line(replay(write(tmp_path, data=data)), "'immune' must be a list")


def test_an_endless_file_is_refused_and_a_large_one_capped(tmp_path):
    """Issue #37: a device is not read at all; a regular file is read up to
    :data:`~app.core.limits.MAX_FILE_BYTES` and refused past it."""
    from app.core.limits import MAX_FILE_BYTES

    assert_one_line(replay("/dev/zero"), "not a regular file")
    big = tmp_path / "big.json"
    with big.open("wb") as fh:
        fh.truncate(MAX_FILE_BYTES + 1)       # sparse: no megabytes written
    assert_one_line(replay(big), "larger than 8 MB")


def test_not_utf8(tmp_path):
    assert_one_line(replay(write(tmp_path, raw=b'{"format": "\xff"}')), "not UTF-8")


def test_duplicate_player_names_in_one_game_are_refused(tmp_path):
    data = base()
    data["seats"][4]["player"] = " анна "
    assert_one_line(replay(write(tmp_path, data=data)), "seats 1 and 5 have the same player")


def test_the_window_refuses_a_hostile_evening_in_one_message(qtbot, stored_window, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox
    win, store = stored_window()
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: shown.append(a[2]))
    path = tmp_path / "evening.json"
    path.write_text('{"format": "mafia-evening/1", "games": [' + "[" * 50000 + "]" * 50000 + "]}",
                    encoding="utf-8")
    assert win.import_evening_file(path) is False
    assert len(shown) == 1 and "nested too deeply" in shown[0]
    with store.engine.connect() as conn:
        assert conn.exec_driver_sql("SELECT count(*) FROM evenings").scalar() == 0


@pytest.mark.parametrize("content", [
    b"speech_start = \"\xff\xfe\"\n",                                   # not UTF-8
    b"a = " + b"[" * 5000 + b"]" * 5000 + b"\n",                          # nested too deeply
    "speech_start = \"Слово {seat:>999999999}\"\n".encode("utf-8"),      # hundreds of MB
    "speech_start = \"Слово {seat.__class__}\"\n".encode("utf-8"),       # reaches into objects
    b"speech_start = 5\n",
])
def test_a_bad_club_phrases_file_is_skipped_with_a_message(tmp_path, content):
    from app.speech.phrases import load_phrases
    (tmp_path / "ru.toml").write_bytes(content)
    phrases, problem = load_phrases("ru", tmp_path)
    assert problem and str(tmp_path / "ru.toml") in problem
    assert phrases.get("speech_start", seat=3, name="Вера") == "Слово игроку номер 3, Вера."


def test_a_deeply_nested_club_scheme_is_refused():
    from app.scoring.schemes import SchemeError, parse_scheme
    with pytest.raises(SchemeError) as err:
        parse_scheme("a = " + "[" * 5000 + "]" * 5000 + "\n", "club.toml")
    assert "nested too deeply" in str(err.value)


def test_exports_never_carry_a_formula(tmp_path):
    """OWASP CSV injection: names and reasons that start like a formula are text."""
    import csv
    from openpyxl import load_workbook
    from app.export.tables import Table, file_stem
    from app.export.writers import write_csv, write_xlsx

    evil = ["=HYPERLINK(\"http://x\")", "+1", "-2+3", "@SUM(A1)", "\tcmd", "\rcmd",
            " =1+1", "\n=cmd", "\u00a0 +1", "＝1+1", "＋1", "－1", "＠SUM(A1)", "Анна"]
    table = Table("t", ("name", "points"), [(name, 4) for name in evil])
    write_csv(tmp_path / "t.csv", table)
    with (tmp_path / "t.csv").open(encoding="utf-8-sig", newline="") as fh:
        rows = list(csv.reader(fh))[1:]
    assert [r[0] for r in rows] == ["'" + e for e in evil[:-1]] + ["Анна"]
    write_xlsx(tmp_path / "t.xlsx", [table])
    ws = load_workbook(tmp_path / "t.xlsx").active
    cells = [ws.cell(r, 1) for r in range(2, len(evil) + 2)]
    assert all(c.data_type == "s" for c in cells) and cells[0].value == evil[0]
    assert ws.cell(2, 2).value == 4
    assert file_stem("\x00.club", "2026-11-24", "1") == "club_2026-11-24_table-1"
    assert file_stem("..", "", "") == "mafia-evening"
