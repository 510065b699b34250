"""``python -m app serve`` when its database file is replaced while it
serves (issue #37 item 6; issue #40 item 7): another file moved over it, a
damaged file, the file deleted and made again. The feed never raises: it
reads the new database, or keeps what each page showed last."""

from __future__ import annotations

import json
import logging
import os
import shutil

from app.core.game import Game
from app.core.setup import GameSetup
from app.service.board import StoreFeed
from app.storage import Store
from helpers import ROLES10


def make_db(path, prefix):
    """A database with one game in progress whose players are ``prefix1`` … ``prefix10``."""
    store = Store.open(f"sqlite:///{path}")
    evening = store.create_evening("2026-11-28", "Клуб", "1", "")
    setup = GameSetup.create([(f"{prefix}{i}", r) for i, r in enumerate(ROLES10, 1)])
    gid = store.start_game(evening, setup)
    game = Game(setup)
    from app.core.inputs import Speech

    game.push(Speech(1))
    store.record(gid, "input", Speech(1), game)
    store.close()


def shown(feed):
    return json.dumps(feed.board(), ensure_ascii=False)


def test_a_replaced_database_is_read_again_and_a_damaged_one_never_stops_the_feed(tmp_path, caplog):
    served, first, second = tmp_path / "club.sqlite", tmp_path / "a.sqlite", tmp_path / "b.sqlite"
    make_db(first, "Анна")
    make_db(second, "Борис")
    shutil.copy(first, served)
    url = f"sqlite:///{served}"
    feed = StoreFeed(Store.open(url), reopen=lambda: Store.open(url))
    try:
        assert feed.changed() and "Анна1" in shown(feed)
        os.replace(shutil.copy(second, tmp_path / "b-copy.sqlite"), served)      # another window's file moved in
        assert feed.changed()
        assert "Борис1" in shown(feed) and "Анна1" not in shown(feed)
        standings = feed.standings()
        garbage = tmp_path / "garbage"
        garbage.write_bytes(b"not a database at all" * 100)
        os.replace(garbage, served)
        with caplog.at_level(logging.WARNING):
            assert "Борис1" in shown(feed)                 # what the board showed last
            assert feed.standings() == standings
            assert feed.player("no-such-token") is None
            assert not feed.changed()
            assert "Борис1" in shown(feed)
        warnings = [r for r in caplog.records if r.levelno >= logging.WARNING]
        assert len(warnings) == 1 and "\n" not in warnings[0].getMessage()   # said once, in one line
        served.unlink()                                     # deleted, then made again by another window
        make_db(served, "Вера")
        assert feed.changed() and "Вера1" in shown(feed)
    finally:
        feed.store.close()
