"""The Russian UI speaks Russian: every text a host or the room sees while
the shared scenario is replayed through the window, and the core's rule
errors worded from their codes (C-… ids kept)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from PySide6.QtWidgets import (QAbstractButton, QApplication, QDockWidget, QGroupBox, QLabel,
                               QLineEdit, QListWidget, QMenu, QTableWidget, QWidget)

from app.core.errors import CODES, RuleError
from app.core.inputs import Foul, Night, Speech
from app.core.script import load_script
from app.main import install_translator, remove_translators
from app.ui import texts

from helpers import new_game, shared_dir

SCENARIO = shared_dir() / "scenarios" / "ok4u-10-red-wins.json"
LATIN_WORD = re.compile(r"[A-Za-z][A-Za-z0-9]+")   # OK4U is one token
# Tokens that stay as they are in Russian: key names on buttons and in the
# shortcuts help, rule ids' letters, the app's name, units, and the language
# menu's "English" (each language is named in itself).
ALLOWED = {"Enter", "Del", "Esc", "Ctrl", "Shift", "Alt", "Space", "Return", "PgUp", "PgDown",
           "Backspace", "Tab", "Mafia", "Host", "English", "OK4U", "FIIM", "XLSX", "CSV", "PDF", "JSON", "px"}


@pytest.fixture
def russian(qtbot, isolated_settings):
    app = QApplication.instance()
    assert install_translator(app, "ru") is not None
    yield app
    remove_translators(app)


def visible_texts(root: QWidget) -> list[tuple[str, str]]:
    """(widget name, text) of everything a person can read in ``root`` now."""
    out: list[tuple[str, str]] = [("title", root.windowTitle())]
    for w in root.findChildren(QWidget):
        if not w.isVisibleTo(root):
            continue
        name = w.objectName() or type(w).__name__
        if isinstance(w, (QLabel, QAbstractButton)):
            out.append((name, w.text()))
        if isinstance(w, QLineEdit):
            out.append((name, w.placeholderText()))
        if isinstance(w, QGroupBox):
            out.append((name, w.title()))
        if isinstance(w, QDockWidget):
            out.append((name, w.windowTitle()))
        if isinstance(w, QListWidget):
            out.extend((name, w.item(i).text()) for i in range(w.count()))
        if isinstance(w, QTableWidget):
            for c in range(w.columnCount()):
                item = w.horizontalHeaderItem(c)
                out.append((name, item.text() if item else ""))
            out.extend((name, w.item(r, c).text()) for r in range(w.rowCount())
                       for c in range(w.columnCount()) if w.item(r, c) is not None)
        if w.toolTip():
            out.append((name + ".toolTip", w.toolTip()))
    for menu in root.findChildren(QMenu):
        out.append(("menu", menu.title()))
        out.extend(("menu", a.text()) for a in menu.actions() if not a.isSeparator())
    return out


def english(items: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """The items with a Latin word that is not an allowed token (rule ids
    such as C-4.3 and key names like F or N are single letters or allowed)."""
    bad = []
    for name, text in items:
        plain = re.sub(r"<[^>]+>", " ", text).replace("&", "")   # rich text: its tags are not read
        words = set(LATIN_WORD.findall(plain)) - ALLOWED
        if words:
            bad.append((name, text))
    return bad


def test_no_english_and_no_emoji_in_the_russian_window_over_the_scenario(qtbot, russian, clock):
    from app.ui.controller import GameController
    from app.ui.main_window import MainWindow
    from app.ui.projector import ProjectorWindow

    window = MainWindow(GameController(clock=clock))
    window.ask = lambda question: True
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    projector = ProjectorWindow(window.c.projector_feed())
    qtbot.addWidget(projector)
    window.c.changed.connect(projector.refresh)
    projector.resize(1280, 720)
    projector.show()
    script = load_script(SCENARIO.read_text(encoding="utf-8"))
    window.start_game(script.setup)
    seen: list[tuple[str, str]] = []

    def look(where: str) -> None:
        QApplication.processEvents()
        shown = visible_texts(window) + visible_texts(projector)
        for name, text in english(shown):
            seen.append((where, f"{name}: {text}"))
        for name, text in shown:   # no emoji: a machine without an emoji font shows boxes
            if any(ord(ch) >= 0x1F000 for ch in text):
                seen.append((where, f"emoji in {name}: {text}"))

    look("start")
    window.act_roles.trigger()   # roles and the night in the log: their words too
    for i, inp in enumerate(script.actions):
        if isinstance(inp, Night):
            while window.c.live.night_role is not None:
                role = window.c.live.night_role
                if inp.target(role) is not None:
                    window.c.live.night_pick(inp.target(role))
                look(f"action {i} night {role}")
                window.c.live.night_next()
        else:
            window.c.push(inp)
        look(f"action {i}")
    # a refused input: the message beside the step is Russian too
    window.c.push(Speech(1, 2))
    assert "(C-" in window.notice.text() and window.notice.isVisible()
    look("refused input")
    assert window.c.game.host_view().phase == "finished"
    assert not seen, "\n".join(f"{w}: {t}" for w, t in seen[:20])


def test_the_rule_error_is_translated_with_its_rule_id(russian):
    game = new_game()
    err = game.why_not(Foul(11))   # seat 11 at a table of 10
    assert isinstance(err, RuleError) and err.code == "no_such_seat"
    assert texts.error_text(err) == f"За этим столом нет места 11 ({err.rule})"
    assert "seat 11" in str(err)        # the core's own text stays English (the replay CLI)


def test_every_code_has_a_wording_in_both_languages(russian):
    english_words = {}
    remove_translators(QApplication.instance())
    try:
        for code in CODES:
            english_words[code] = texts._error_template(code)
    finally:
        install_translator(QApplication.instance(), "ru")
    for code, params in CODES.items():
        ru = texts._error_template(code)
        assert ru and english_words[code], code
        assert ru != english_words[code], f"{code} is not translated"
        # both wordings use the same parameters, and only the code's own
        used_ru = set(re.findall(r"%([a-z]+)", ru))
        used_en = set(re.findall(r"%([a-z]+)", english_words[code]))
        assert used_ru == used_en and used_en <= set(params), (code, used_en, used_ru)


def test_every_game_words_its_own_codes_in_both_languages(russian):
    """A game's own codes (``Ruleset.codes``, raised as "<id>:<code>") are
    worded by its kit, in Russian and English, with the code's parameters only (#38)."""
    from app.core import ruleset as registry
    from app.ui.rulesets import kit_for

    games = [(r, code) for r in registry.registered() for code in r.codes]
    assert {r.id for r, _ in games} >= {"forum", "raizen", "za31"}
    english = {}
    remove_translators(QApplication.instance())
    try:
        for rules, code in games:
            english[rules.id, code] = kit_for(rules.id).error_template(code)
    finally:
        install_translator(QApplication.instance(), "ru")
    for rules, code in games:
        ru, en = kit_for(rules.id).error_template(code), english[rules.id, code]
        assert ru and en and ru != en, (rules.id, code)
        used_ru, used_en = set(re.findall(r"%([a-z]+)", ru)), set(re.findall(r"%([a-z]+)", en))
        assert used_ru == used_en and used_en <= set(rules.codes[code]), (rules.id, code, used_en, used_ru)
    assert not any(code.startswith(("forum_", "raizen_", "za31_")) for code in CODES)    # no game's code is shared


def test_every_rule_error_in_the_core_has_a_code():
    """A RuleError raised without a code would reach the Russian host in English."""
    core = Path(__file__).resolve().parents[1] / "app" / "core"
    missing = []
    for path in core.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "RuleError":
                coded = len(node.args) >= 3 or any(k.arg == "code" for k in node.keywords)
                if not coded:
                    missing.append(f"{path.name}:{node.lineno}")
    assert not missing, missing


def test_every_text_of_the_window_has_a_russian_translation(tmp_path):
    """lupdate over the UI's sources finds no text the Russian file leaves
    unfinished (a new string without its translation shows in English)."""
    import shutil
    import subprocess
    import xml.etree.ElementTree as ET
    from pathlib import Path

    import PySide6

    root = Path(__file__).resolve().parents[1]
    lupdate = Path(PySide6.__file__).parent / "lupdate"
    if not lupdate.exists():
        lupdate = Path(shutil.which("pyside6-lupdate") or "pyside6-lupdate")
    ts = tmp_path / "ru.ts"
    shutil.copy(root / "resources" / "i18n" / "mafia_host_ru.ts", ts)
    sources = sorted(str(p) for p in (root / "app" / "ui").rglob("*.py")) + [str(root / "app" / "main.py")]
    subprocess.run([str(lupdate), *sources, "-ts", str(ts), "-no-obsolete", "-silent"], check=True,
                   capture_output=True, timeout=120)
    missing = [m.findtext("source") for m in ET.parse(ts).iter("message")
               if m.find("translation").get("type") == "unfinished" or not m.findtext("translation")]
    assert missing == []
