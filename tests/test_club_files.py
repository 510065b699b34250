"""Hostile club files (issue #37): every case of
:mod:`tests.hostile_club_files` through ``python -m app replay`` and
``python -m app import`` gives one line on stderr naming the file, exit 2,
and no traceback; nothing is stored. A catalogue or world beside a protocol
is read by ``import`` as by ``replay``, and kept with the game. (How long
each refusal takes is measured by ``bench/hostile_files.py``.)"""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys

import pytest

from app.core.limits import MAX_CLUB_FILE_BYTES, MAX_DEPTH, MAX_ENTRIES, MAX_NAME, check_tree, TooLarge
from app.files import FileProblem, read_bytes
from tests.hostile_club_files import builtin_catalogue, cases, write_case
from tests import raizen_helpers as R
from tests import za31_helpers as Z

CASES = cases()


def run(*args, cwd=None):
    return subprocess.run([sys.executable, "-m", "app", *map(str, args)], capture_output=True, encoding="utf-8",
                          timeout=120, cwd=cwd)


def one_line(proc, path):
    assert proc.returncode == 2, (proc.returncode, proc.stdout[:200], proc.stderr[-400:])
    assert proc.stdout == "" and "Traceback" not in proc.stderr
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(str(path)), proc.stderr[-400:]
    assert len(lines[0]) < 400
    return lines[0]


@pytest.mark.parametrize("name, make, why", CASES, ids=[c[0] for c in CASES])
def test_a_hostile_club_file_is_one_line_and_exit_2_through_replay_and_import(tmp_path, name, make, why):
    path = write_case(tmp_path, make)
    line = one_line(run("replay", path), path)
    assert why in line, line
    if "larger than 8 MB" not in why:     # the game file itself is refused before its rules are known
        assert line.endswith(("(R-4)", "(Z-2)")), line
    db = tmp_path / "club.sqlite"
    line = one_line(run("import", "--db", f"sqlite:///{db}", path), path)
    assert why in line, line
    if db.exists():
        with sqlite3.connect(db) as conn:
            assert conn.execute("SELECT count(*) FROM games").fetchone() == (0,)


def test_the_limits_are_the_ones_the_messages_name():
    with pytest.raises(TooLarge, match=f"more than {MAX_ENTRIES} entries"):
        check_tree({"cards": list(range(MAX_ENTRIES + 1))})
    check_tree({"cards": list(range(MAX_ENTRIES))})
    deep: object = []
    for _ in range(MAX_DEPTH):
        deep = [deep]
    with pytest.raises(TooLarge, match=f"nested more than {MAX_DEPTH} levels"):
        check_tree(deep)
    with pytest.raises(TooLarge, match="out of range"):
        check_tree({"n": 2**64})
    check_tree({"n": 2**64 - 1, "name": "Ж" * MAX_NAME})


def test_only_a_regular_file_is_read(tmp_path):
    import os

    os.mkfifo(tmp_path / "fifo")
    for target, words in ((tmp_path / "fifo", "not a regular file"), ("/dev/zero", "not a regular file"),
                          (tmp_path, "a folder"), (str(tmp_path / "a\x00b"), "NUL")):
        with pytest.raises(FileProblem, match=words):
            read_bytes(target)
    (tmp_path / "big").write_bytes(b"x" * (MAX_CLUB_FILE_BYTES + 1))
    with pytest.raises(FileProblem, match="larger than 1 MB"):
        read_bytes(tmp_path / "big", MAX_CLUB_FILE_BYTES)
    (tmp_path / "fits").write_bytes(b"x" * MAX_CLUB_FILE_BYTES)
    assert len(read_bytes(tmp_path / "fits", MAX_CLUB_FILE_BYTES)) == MAX_CLUB_FILE_BYTES


@pytest.mark.parametrize("kind", ["raizen", "za31"])
def test_import_reads_the_club_file_beside_the_protocol_and_keeps_it(tmp_path, kind):
    """Issue #37 item 2: ``import`` reads a catalogue or world named beside
    the protocol, as ``replay`` does; the stored game replays without it."""
    folder = tmp_path / "files"
    folder.mkdir()
    if kind == "raizen":
        club = builtin_catalogue().replace('name = "Удар"', 'name = "Тычок"')
        (folder / "cards.toml").write_text(club, encoding="utf-8")
        data = R.game_file(catalogue="cards.toml")
    else:
        (folder / "world.json").write_text(json.dumps(Z.WORLD, ensure_ascii=False), encoding="utf-8")
        data = Z.game({"1": [{"do": "shard", "target": "les", "extra": 3}]})
        data["world"] = "world.json"
    path = folder / "game.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    replayed = run("replay", path)
    assert replayed.returncode == 0, replayed.stderr
    db = tmp_path / "club.sqlite"
    url = f"sqlite:///{db}"
    imported = run("import", "--db", url, path)
    assert imported.returncode == 0, imported.stderr
    (folder / ("cards.toml" if kind == "raizen" else "world.json")).unlink()   # the game keeps its own copy
    from app.storage import Store

    store = Store.open(url)
    try:
        (game_id,) = json.loads(imported.stdout)["games"]
        game, refusal = store.load_game(game_id).replay()
        assert refusal is None
        assert game.result_json() == json.loads(replayed.stdout) | {
            k: v for k, v in game.result_json().items() if k not in json.loads(replayed.stdout)}
        if kind == "raizen":
            assert "Тычок" in json.dumps(game.result_json(), ensure_ascii=False) or \
                "Тычок" in str(game.setup.extra)
    finally:
        store.close()
