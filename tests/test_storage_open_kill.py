"""A database is never left unopenable (issue #23): the process is SIGKILLed
at a random SQL statement of the schema's creation, of each migration and of
the rules' re-reading, and the next open always succeeds, at the newest
schema, with every stored game. A full disk leaves no empty backup behind."""

import os
import random
import shutil
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from app.storage import StorageError, Store
from app.storage.migrate import HEAD

FIXTURES = Path(__file__).resolve().parent / "fixtures"
CHILD = """
import os, signal, sys
from sqlalchemy import event
from sqlalchemy.engine import Engine
n, seen = int(sys.argv[2]), [0]

@event.listens_for(Engine, "before_cursor_execute")
def _count(*_args):
    seen[0] += 1
    if seen[0] == n:
        os.kill(os.getpid(), signal.SIGKILL)

from app.storage import Store
Store.open(sys.argv[1]).close()
print(seen[0])
"""


def open_in_child(path, kill_at=0):
    """Open ``path`` in a new process, SIGKILLed at SQL statement ``kill_at``
    (0: never); returns (exit code, statements run)."""
    proc = subprocess.run([sys.executable, "-c", CHILD, f"sqlite:///{path}", str(kill_at)],
                          capture_output=True, text=True, timeout=60, cwd=Path(__file__).resolve().parents[1])
    return proc.returncode, proc.stdout.strip()


def games_in(path):
    con = sqlite3.connect(path)
    try:
        return con.execute("SELECT count(*) FROM games").fetchone()[0]
    finally:
        con.close()


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs POSIX signals")
@pytest.mark.parametrize("start", [None, "db-0001.sqlite", "db-0003.sqlite", "db-before-third-reading.sqlite"])
def test_sigkill_at_any_statement_of_opening_leaves_a_database_that_opens(tmp_path, start):
    clean = tmp_path / "clean.sqlite"
    if start:
        shutil.copy(FIXTURES / start, clean)
    code, total = open_in_child(clean)
    assert code == 0, total
    total = int(total)
    expected = games_in(clean)
    rng = random.Random(f"kill-{start}")
    killed = 0
    for kill_at in sorted(rng.sample(range(1, total + 1), min(7, total))):
        path = tmp_path / f"k{kill_at}.sqlite"
        if start:
            shutil.copy(FIXTURES / start, path)
        code, _ = open_in_child(path, kill_at)
        killed += code == -signal.SIGKILL
        store = Store.open(f"sqlite:///{path}")        # the next open: resumes or rolls back
        try:
            from app.storage.migrate import current_revision

            assert current_revision(store.engine) == HEAD
            assert len(store.game_ids()) == expected
            for gid in store.game_ids():
                store.load_game(gid).rebuild()
        finally:
            store.close()
    assert killed >= 5


def test_a_schema_left_half_made_by_an_older_app_is_made_whole(tmp_path):
    """What a kill used to leave: some empty tables and no revision."""
    path = tmp_path / "half.sqlite"
    con = sqlite3.connect(path)
    con.execute("CREATE TABLE players (id INTEGER PRIMARY KEY, name VARCHAR(100) NOT NULL)")
    con.execute("CREATE TABLE evenings (id INTEGER PRIMARY KEY)")
    con.commit()
    con.close()
    store = Store.open(f"sqlite:///{path}")
    try:
        assert store.game_ids() == []
        store.add_player("Анна")
    finally:
        store.close()


def test_a_foreign_sqlite_file_is_still_refused(tmp_path):
    path = tmp_path / "other.sqlite"
    con = sqlite3.connect(path)
    con.execute("CREATE TABLE players (id INTEGER PRIMARY KEY)")
    con.execute("INSERT INTO players VALUES (1)")
    con.execute("CREATE TABLE invoices (id INTEGER PRIMARY KEY)")
    con.commit()
    con.close()
    with pytest.raises(StorageError) as err:
        Store.open(f"sqlite:///{path}")
    assert err.value.kind == "corrupt"


def test_a_full_disk_during_the_backup_leaves_no_empty_copy(tmp_path, monkeypatch):
    path = tmp_path / "club.sqlite"
    shutil.copy(FIXTURES / "db-0001.sqlite", path)
    before = path.read_bytes()

    class Full:
        def __init__(self, real):
            self.real = real

        def backup(self, target, *a, **k):
            raise sqlite3.OperationalError("database or disk is full")

        def __getattr__(self, name):
            return getattr(self.real, name)

    real_connect = sqlite3.connect
    monkeypatch.setattr(sqlite3, "connect",
                        lambda db, *a, **k: Full(real_connect(db, *a, **k)) if "mode=ro" in str(db)
                        else real_connect(db, *a, **k))
    with pytest.raises(StorageError) as err:
        Store.open(f"sqlite:///{path}")
    assert err.value.kind == "full" and "disk is full" in str(err.value) and "\n" not in str(err.value)
    assert [p.name for p in tmp_path.iterdir()] == ["club.sqlite"]
    assert path.read_bytes() == before
