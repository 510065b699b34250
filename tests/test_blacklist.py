"""C-5.5: a second disqualification (peeking, hinting), ever, puts a player on
the club's blacklist; the New game dialog refuses him unless the host gives a
reason; the register shows the blacklist and can lift it. Also the rules
settings dialog, whose options reach the next game."""

import json

import pytest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QInputDialog, QLabel, QLineEdit, QMessageBox, QPushButton

from app.core.game import Game
from app.core.inputs import End, Remove
from app.core.setup import GameSetup
from app.storage import Store

from gui_driver import click, type_into, when_modal
from helpers import ROLES10

NAMES = ["Анна", "Борис", "Вера", "Глеб", "Дина", "Егор", "Жанна", "Зоя", "Илья", "Кира"]


@pytest.fixture
def store(database_url):
    """The register on SQLite and on a real PostgreSQL server."""
    s = Store.open(database_url)
    yield s
    s.close()


def play_with(store, evening, *removals, undo_last=False):
    """A stored game in which ``removals`` (seat, reason) happen, then the host ends it."""
    setup = GameSetup.create(list(zip(NAMES, ROLES10)))
    gid = store.start_game(evening, setup)
    game = Game(setup)
    for seat, reason in removals:
        inp = Remove(seat, reason)
        game.push(inp)
        store.record(gid, "input", inp, game)
    if undo_last:
        game.undo()
        store.record(gid, "undo", None, game)
    end = End("red", "the evening is over")
    game.push(end)
    store.record(gid, "input", end, game)
    return gid


def vera(store):
    return next(p for p in store.register() if p.name == "Вера")


def test_c5_5_a_second_disqualification_ever_blacklists_the_player(store):
    e1 = store.create_evening("2026-11-01", "OK4U")
    play_with(store, e1, (3, "peek"))
    assert vera(store).disqualifications == 1 and not vera(store).blacklisted
    e2 = store.create_evening("2026-11-08", "OK4U")
    play_with(store, e2, (3, "hint"))
    assert vera(store).disqualifications == 2 and vera(store).blacklisted
    assert store.blacklist() == {"вера": 2}


def test_c5_5_other_removals_and_undone_ones_do_not_count(store):
    e1 = store.create_evening("2026-11-01", "OK4U")
    play_with(store, e1, (3, "gesture"))
    play_with(store, e1, (3, "woke"))
    play_with(store, e1, (3, "peek"), undo_last=True)
    assert vera(store).disqualifications == 0 and store.blacklist() == {}


def test_c5_5_lifting_clears_the_blacklist_until_the_next_disqualification(store):
    e1 = store.create_evening("2026-11-01", "OK4U")
    play_with(store, e1, (3, "peek"))
    play_with(store, e1, (3, "peek"))
    store.lift_blacklist(vera(store).id)
    assert not vera(store).blacklisted and store.blacklist() == {}
    play_with(store, e1, (3, "hint"))
    assert vera(store).blacklisted


def new_game_dialog_sees(qtbot, win, name, reason=None):
    """Open File → New game, seat ``name`` at seat 3; optionally override with ``reason``."""
    seen = {}

    def answer_reason():
        box = QApplication.activeModalWidget()
        if isinstance(box, QInputDialog):
            box.setTextValue(reason)
            box.accept()

    def fill():
        dlg = QApplication.activeModalWidget()
        for i, n in enumerate(NAMES):
            type_into(qtbot, dlg.findChild(QLineEdit, f"name_{i + 1}"), n if i != 2 else name)
        dlg.deal_random()
        ok = dlg.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
        override = dlg.findChild(QPushButton, "overrideBlacklist")
        seen["status"] = dlg.findChild(QLabel, "setupStatus").text()
        seen["ok"] = ok.isEnabled()
        seen["override_visible"] = override.isVisible()
        if reason is None:
            dlg.reject()
            return
        QApplication.instance().processEvents()
        from PySide6.QtCore import QTimer
        QTimer.singleShot(0, answer_reason)
        click(qtbot, override)
        seen["ok_after"] = ok.isEnabled()
        click(qtbot, ok)

    when_modal(fill)
    win.new_game()
    return seen


def test_c5_5_new_game_refuses_a_blacklisted_player_without_a_reason(qtbot, stored_window):
    win, store = stored_window()
    e = store.create_evening("2026-11-01", "OK4U")
    play_with(store, e, (3, "peek"))
    play_with(store, e, (3, "peek"))
    seen = new_game_dialog_sees(qtbot, win, "Вера")
    assert "blacklist" in seen["status"] and "seat 3" in seen["status"]
    assert seen["ok"] is False and seen["override_visible"] is True
    assert win.c.game is None


def test_c5_5_the_host_seats_a_blacklisted_player_with_a_reason_that_is_kept(qtbot, stored_window):
    win, store = stored_window()
    e = store.create_evening("2026-11-01", "OK4U")
    play_with(store, e, (3, "peek"))
    play_with(store, e, (3, "peek"))
    seen = new_game_dialog_sees(qtbot, win, "Вера", reason="the club's board agreed")
    assert seen["ok_after"] is True
    assert win.c.game is not None and win.c.game.setup.name(3) == "Вера"
    with store.engine.connect() as conn:
        from sqlalchemy import text
        setup = json.loads(conn.execute(text("SELECT setup_json FROM games WHERE id = :i"),
                                        {"i": win.c.game_id}).scalar())
    assert setup["blacklist_overrides"] == [{"seat": 3, "reason": "the club's board agreed"}]


def test_c5_5_the_register_shows_the_blacklist_and_lifts_it(qtbot, stored_window, monkeypatch):
    win, store = stored_window()
    e = store.create_evening("2026-11-01", "OK4U")
    play_with(store, e, (3, "peek"))
    play_with(store, e, (3, "hint"))
    from app.ui.register import RegisterDialog
    dlg = RegisterDialog(store, win)
    qtbot.addWidget(dlg)
    table = dlg.table
    assert table.item(0, 0).text() == "Вера"            # blacklisted first
    assert table.item(0, 5).text() == "2" and table.item(0, 6).text() == "blacklisted"
    assert not dlg.lift_button.isEnabled()
    table.selectRow(0)
    assert dlg.lift_button.isEnabled()
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    click(qtbot, dlg.lift_button)
    assert not vera(store).blacklisted
    row = next(r for r in range(table.rowCount()) if table.item(r, 0).text() == "Вера")
    assert table.item(row, 6).text() == ""


def test_rules_settings_reach_the_next_game(qtbot, window):
    """Tools → Rules settings: no last words (C-3.3 [option]) for the games started next."""
    from PySide6.QtWidgets import QDialogButtonBox, QSpinBox
    from app.ui.rulesets.ok4u.settings import load_options

    seen = {}

    def settings():
        dlg = QApplication.activeModalWidget()
        spin = dlg.findChild(QSpinBox, "farewellSeconds")
        seen["before"] = spin.value()
        spin.setValue(0)
        seen["shown"] = spin.text()
        click(qtbot, dlg.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok))
    when_modal(settings)
    window.show_rules_settings()
    assert seen["before"] == 30 and seen["shown"] == "none"
    assert load_options().farewell_seconds == 0

    def fill():
        d = QApplication.activeModalWidget()
        d.deal_random()
        seen["options"] = d.setup().options
        d.reject()

    when_modal(fill)
    window.new_game()
    assert seen["options"].farewell_seconds == 0 and seen["options"].subset_retie == "lift"


def test_a_damaged_rules_setting_falls_back_to_the_defaults(isolated_settings):
    from PySide6.QtCore import QSettings
    from app.core.rulesets.ok4u.options import RulesOptions
    from app.ui.rulesets.ok4u.settings import load_options

    QSettings().setValue("rules/options", '{"farewell_seconds": "lots"')
    assert load_options() == RulesOptions()
    QSettings().setValue("rules/options", '{"farewell_seconds": -5}')
    assert load_options() == RulesOptions()


def test_the_rules_profile_is_the_clubs_on_the_database_and_a_game_may_differ(qtbot, stored_window):
    """Every table on one database gets the same rules; the New game dialog shows
    them and may change them for one game (issue 11)."""
    from PySide6.QtWidgets import QLabel, QSpinBox
    from app.ui.rules_settings import RulesDialog, load_game
    from app.ui.rulesets.ok4u.settings import load_options

    win, store = stored_window()
    dlg = RulesDialog(win, game=load_game(store), store=store)
    qtbot.addWidget(dlg)
    dlg.findChild(QSpinBox, "farewellSeconds").setValue(0)
    for kit, options in dlg.page_options():
        kit.save_club_options(options, store)
    other_table = Store.open(str(store.engine.url))
    try:
        assert load_options(other_table).farewell_seconds == 0
    finally:
        other_table.close()
    seen = {}

    def fill():
        d = QApplication.activeModalWidget()
        seen["note"] = d.findChild(QLabel, "rulesNote").text()

        def change():
            r = QApplication.activeModalWidget()
            r.findChild(QSpinBox, "farewellSeconds").setValue(45)
            r.accept()
        when_modal(change)
        d.findChild(QPushButton, "rulesForThisGame").click()
        d.deal_random()
        seen["options"] = d.setup().options
        seen["note_after"] = d.findChild(QLabel, "rulesNote").text()
        d.reject()

    when_modal(fill)
    win.new_game()
    assert "farewell_seconds = 0" in seen["note"]
    assert seen["options"].farewell_seconds == 45 and "farewell_seconds = 45" in seen["note_after"]
    assert load_options(store).farewell_seconds == 0          # the club's profile stays
