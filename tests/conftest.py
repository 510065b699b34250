"""Test setup: Qt runs offscreen; shared scenarios are found beside the repo."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("MAFIA_HOST_NO_VOICE", "1")

import pytest


class FakeClock:
    """A monotonic clock the test moves by hand (seconds)."""

    def __init__(self, start: float = 1000.0) -> None:
        self.now = start

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


@pytest.fixture(autouse=True)
def writes_commit_before_the_next_step(monkeypatch):
    """The window shows an input as pending when its write takes longer than
    ``commit_wait`` (issue #23). Tests that read the database right after a
    click wait for the commit instead (the same code path, a longer wait);
    tests of the pending state set it back."""
    from app.ui.controller import GameController

    monkeypatch.setattr(GameController, "commit_wait", 10.0)


@pytest.fixture
def clock():
    return FakeClock()


@pytest.fixture
def isolated_settings(tmp_path, monkeypatch):
    """QSettings in a temp folder, so tests never read or write the user's."""
    from PySide6.QtCore import QCoreApplication, QSettings

    QCoreApplication.setOrganizationName("MafiaHostTests")
    QCoreApplication.setApplicationName("mafia-host-tests")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "settings"))
    yield tmp_path / "settings"


@pytest.fixture
def window(qtbot, clock, isolated_settings):
    from app.ui.controller import GameController
    from app.ui.main_window import MainWindow

    win = MainWindow(GameController(clock=clock))
    win.ask = lambda question: True   # a modal question would block the test run
    qtbot.addWidget(win)
    win.resize(1280, 760)
    win.show()
    win.activateWindow()
    qtbot.waitExposed(win)
    return win


@pytest.fixture
def stored_window(qtbot, clock, isolated_settings, tmp_path):
    """make() → (window, store) on one database; call again for a restarted window."""
    from app.ui.controller import GameController
    from app.ui.main_window import MainWindow

    def make():
        from app.storage import Store

        store = Store.open(f"sqlite:///{tmp_path / 'games.sqlite'}")
        win = MainWindow(GameController(clock=clock, store=store), store=store)
        win.ask = lambda question: True
        qtbot.addWidget(win)
        win.resize(1280, 760)
        win.show()
        win.activateWindow()
        return win, store
    return make


@pytest.fixture(scope="session")
def postgres_server():
    """A throwaway PostgreSQL cluster for the session (see tests/postgres.py)."""
    from postgres import Server

    server = Server()
    if not server.available:
        pytest.skip("PostgreSQL's initdb/pg_ctl are not installed (apt install postgresql): "
                    "the PostgreSQL storage tests did NOT run")
    server.start()
    yield server
    server.stop()


@pytest.fixture(params=["sqlite", "postgresql"])
def database_url(request, tmp_path):
    """A fresh, empty database: a SQLite file, and a database on a real PostgreSQL server."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'club.sqlite'}"
    server = request.getfixturevalue("postgres_server")
    return server.createdb(f"t{abs(hash(request.node.nodeid)) % 10**9}")
