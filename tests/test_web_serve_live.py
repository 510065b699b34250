"""``python -m app serve`` follows the database live (issue #40): a board
page in Debian's chromium, served by ``serve`` in its own process, shows an
input the host's window (this process) commits, on SQLite and on
PostgreSQL (LISTEN/NOTIFY), and shows the new game when the SQLite file is
replaced while it serves; ``serve`` writes no traceback."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from app.core.game import Game
from app.core.inputs import Speech
from app.core.setup import GameSetup
from app.storage import Store
from helpers import ROLES10
from test_web_browser import browser  # noqa: F401  (a fixture)


def _game(store: Store, prefix: str) -> tuple[int, Game]:
    evening = store.create_evening("2026-11-28", "Клуб", "1", "")
    setup = GameSetup.create([(f"{prefix}{i}", r) for i, r in enumerate(ROLES10, 1)])
    return store.start_game(evening, setup), Game(setup)


def _serve(url: str) -> tuple[subprocess.Popen, str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    proc = subprocess.Popen([sys.executable, "-m", "app", "serve", "--db", url, "--port", "0", "--lang", "ru"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    address = proc.stdout.readline().strip()
    assert address.endswith("/board"), proc.stderr.read() if proc.poll() is not None else address
    return proc, address


def _stop(proc: subprocess.Popen) -> str:
    proc.terminate()
    try:
        _, err = proc.communicate(timeout=10)
    except subprocess.TimeoutExpired:
        proc.kill()
        _, err = proc.communicate()
    return err


def _speaker(page, text: str) -> None:
    page.wait_for_function(f"document.getElementById('speaker').textContent.includes({text!r})", timeout=5_000)


@pytest.mark.parametrize("backend", ["sqlite", "postgresql"])
def test_serve_shows_an_input_committed_by_the_window(backend, request, tmp_path, browser):  # noqa: F811
    if backend == "sqlite":
        url = f"sqlite:///{tmp_path / 'games.sqlite'}"
    else:
        url = request.getfixturevalue("postgres_server").createdb("serve_live")
    window = Store.open(url)
    gid, game = _game(window, "Игрок")
    proc, address = _serve(url)
    try:
        page = browser.new_page(bypass_csp=True)
        page.goto(address)
        _speaker(page, "Игрок1")                            # day 1: seat 1 speaks
        game.push(Speech(1))
        window.record(gid, "input", Speech(1), game)         # the host's window commits the speech's end
        _speaker(page, "Игрок2")
    finally:
        err = _stop(proc)
        window.close()
    assert "Traceback" not in err, err


def test_serve_survives_its_file_replaced_and_shows_the_new_game(tmp_path, browser):  # noqa: F811
    path = tmp_path / "games.sqlite"
    url = f"sqlite:///{path}"
    first = Store.open(url)
    _game(first, "Игрок")
    first.close()
    other = tmp_path / "other.sqlite"
    second = Store.open(f"sqlite:///{other}")
    _game(second, "Гость")
    second.close()
    proc, address = _serve(url)
    try:
        page = browser.new_page(bypass_csp=True)
        page.goto(address)
        _speaker(page, "Игрок1")
        os.replace(other, path)                              # another club's file moved over it
        _speaker(page, "Гость1")
        path.unlink()                                        # deleted …
        again = Store.open(url)                              # … and made again, by another window
        gid, game = _game(again, "Новый")
        again.close()
        _speaker(page, "Новый1")
        assert proc.poll() is None                           # still serving
    finally:
        err = _stop(proc)
    assert "Traceback" not in err, err
