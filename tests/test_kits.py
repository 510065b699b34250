"""Each ruleset's kit in the window (issue #24): a game shows only what it
has. A forum city at a live table has no fouls or immunity in its legend or
seat menu, and its log holds the turn's public events; a step kind no kit
knows gets a panel that says so, never a crash."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.core import ruleset as registry
from app.ui.rulesets import Kit, kit_for, kits
from gui_driver import press
from test_forum_gui import SEATS, click, hands, seat_live


def log_lines(window) -> list[str]:
    return window.log_list.entries()


def visible_legend(window) -> set[str]:
    return {key for key, (_icon, text) in window.legend.items.items() if not text.isHidden()}


def test_every_registered_ruleset_has_a_kit_and_data_for_the_shell():
    ids = {k.id for k in kits()}
    assert len(registry.registered()) >= 5
    for rules in registry.registered():                  # every registered game, not a hard-coded few
        assert rules.id in ids and kit_for(rules.id).id == rules.id
        assert isinstance(rules.end_rule, str)
        kit = kit_for(rules.id)
        for code in rules.codes:                          # its own refusals worded by its kit (#38)
            assert kit.error_template(code), (rules.id, code)
    assert type(kit_for("no-such-game")) is Kit


def test_a_live_forum_table_shows_only_what_it_has_and_logs_its_turns(qtbot, stored_window):
    window, _store = stored_window()
    seat_live(qtbot, window, SEATS)
    assert visible_legend(window) == {"speaking", "out"}            # no fouls, no immunity
    for act in (window.act_foul, window.act_remove, window.act_bonus, window.act_points):
        assert not act.isEnabled()
    hands(qtbot, window, 3, (1, 2, 6))
    press(window, Qt.Key.Key_Return)                                # Вера is jailed
    assert any("the vote: 3 Вера jailed" in line for line in log_lines(window))
    click(qtbot, window.table.buttons[5])                           # the commissar checks 5
    for _ in range(2):
        press(window, Qt.Key.Key_Return)
    click(qtbot, window.table.buttons[2])                           # the maniac shoots 2
    press(window, Qt.Key.Key_Return)                                # the morning
    lines = log_lines(window)
    assert any("Newspaper. Turn 1. · Jailed: Вера. · Killed: Борис." in line for line in lines), lines
    assert not any(secret in " ".join(lines) for secret in ("Maniac", "Commissar", "check"))


def test_a_club_game_shows_the_whole_legend(qtbot, window):
    from app.core.script import load_script
    from helpers import shared_dir

    script = load_script((shared_dir() / "scenarios" / "ok4u-10-red-wins.json").read_text(encoding="utf-8"))
    window.start_game(script.setup)
    assert visible_legend(window) == {"speaking", "nominated", "fouls", "immune", "out"}
    assert window.act_foul.isEnabled() and window.act_bonus.isEnabled()


def test_a_step_no_kit_knows_gets_a_panel_that_says_so(qtbot, window, monkeypatch):
    from app.core.script import load_script
    from app.core.steps import Step
    from helpers import shared_dir

    script = load_script((shared_dir() / "scenarios" / "ok4u-10-red-wins.json").read_text(encoding="utf-8"))
    window.start_game(script.setup)
    monkeypatch.setattr(type(window.c), "step", property(lambda self: Step("toy_step", day=1)))
    window.panel.refresh()
    panel = window.panel.currentWidget()
    assert panel is window.panel.unknown and "toy_step" in panel.title.text()


def test_the_family_words_its_log_its_notices_and_its_day_in_the_hosts_language(qtbot, window):
    """Issue #38, items 2 and 5: a club game's log lines, fouls' notices,
    day title and seat tiles are its family kit's words, in Russian too."""
    from PySide6.QtWidgets import QApplication

    from app.main import install_translator, remove_translators
    from test_gui import started

    started(qtbot, window)                                              # the new game's dialog in English
    install_translator(QApplication.instance(), "ru")
    try:
        press(window, Qt.Key.Key_4)
        press(window, Qt.Key.Key_F)                                     # C-5.2: a warning
        assert "Место 4 " in window.notice.text() and "фол 1 — предупреждение" in window.notice.text()
        press(window, Qt.Key.Key_Return)                                # seat 1's speech (C-4.1)
        lines = log_lines(window)
        assert any(line.endswith("фол 1 — 4 " + window.c.name(4)) for line in lines), lines
        assert any("речь 1 " in line for line in lines), lines
        assert window.table._felt_title == "День 1 — речи"
        for _ in range(3):
            press(window, Qt.Key.Key_4)
            press(window, Qt.Key.Key_F)                                 # C-5.4: the 4th foul
        assert "4 фола" in window.table.buttons[4].text()
    finally:
        remove_translators(QApplication.instance())


def test_the_shell_names_none_of_the_familys_events():
    """Issue #38, item 2: outside the core and the kits, no module matches
    on the City Mafia family's events; the game's kit words them."""
    import ast
    from pathlib import Path

    from app.core import events

    family = {name for name, value in vars(events).items()
              if isinstance(value, type) and issubclass(value, events.Event) and value is not events.Event}
    assert {"SpeechEnded", "Fouled", "NightResolved", "ResultProposed"} <= family
    root = Path(__file__).resolve().parents[1] / "app"
    named = {}
    for path in root.rglob("*.py"):
        part = path.relative_to(root).parts
        if part[0] == "core" or part[:2] == ("ui", "rulesets"):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            name = node.attr if isinstance(node, ast.Attribute) else node.id if isinstance(node, ast.Name) else None
            if name in family:
                named.setdefault(str(path.relative_to(root)), set()).add(name)
    assert named == {}
