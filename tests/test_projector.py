"""The projector shows only the public view: never a role, a night target, a
check result or immunity (C-10.3); it lands full screen on the second screen."""

import json
import os
import re
import subprocess
import sys
import textwrap

import pytest
from PySide6.QtWidgets import QApplication, QWidget

from app.core.inputs import Night
from app.core.script import load_script
from app.main import install_translator, remove_translators
from app.ui import texts
from app.ui.controller import GameController
from app.ui.projector import ProjectorWindow

from helpers import shared_dir

SCENARIOS = sorted((shared_dir() / "scenarios").glob("*.json"))
ROLES = ("civilian", "sheriff", "doctor", "beauty", "mafia", "don", "maniac")


def secret_words() -> set[str]:
    """Role names (English and Russian), role ids, check and immunity words."""
    words = set(ROLES) | {"thumb", "👍", "👎", "immun", "иммун", "target", "цель", "check", "провер",
                          "sheriff", "шериф", "доктор", "красотк", "мафи", "маньяк", "дон ", "мирный"}
    words |= {texts.role_name(r).lower() for r in ROLES}
    app = QApplication.instance()
    tr = install_translator(app, "ru")
    try:
        words |= {texts.role_name(r).lower() for r in ROLES}
    finally:
        if tr is not None:
            remove_translators(app)
    return words


def role_words() -> set[str]:
    """The role names alone (revealed on the projector once the game is over)."""
    words = set(ROLES) | {"шериф", "доктор", "красотк", "мафи", "маньяк", "дон ", "мирный"}
    words |= {texts.role_name(r).lower() for r in ROLES}
    app = QApplication.instance()
    install_translator(app, "ru")
    try:
        words |= {texts.role_name(r).lower() for r in ROLES}
    finally:
        remove_translators(app)
    return words


def projector_texts(window: QWidget) -> list[str]:
    """Every text a widget of the projector carries: visible or not."""
    out = [window.windowTitle(), window.accessibleName(), window.toolTip()]
    for w in window.findChildren(QWidget):
        for getter in ("text", "accessibleName", "accessibleDescription", "toolTip", "statusTip",
                       "whatsThis", "windowTitle"):
            value = getattr(w, getter, None)
            if callable(value):
                value = value()
            if isinstance(value, str) and value:
                out.append(value)
    return out


def visible_texts(window: QWidget) -> list[str]:
    from PySide6.QtWidgets import QLabel
    return [lab.text() for lab in window.findChildren(QLabel) if lab.isVisibleTo(window) and lab.text()]


def assert_clean(window, words):
    for text in projector_texts(window):
        # the app's own name is no secret
        low = text.lower().replace("mafia host", "").replace("ведущий мафии", "")
        for word in words:
            if word.strip() == "дон":
                assert not re.search(r"\bдон\b", low), text
            else:
                assert word not in low, (word, text)


def projector_on(qtbot, clock, path=None, size=(1920, 1080)):
    """A controller started on a scenario's table and a projector following it."""
    script = load_script((path or SCENARIOS[0]).read_text(encoding="utf-8"))
    c = GameController(clock=clock)
    c.start(script.setup)
    proj = ProjectorWindow(c.projector_feed())
    qtbot.addWidget(proj)
    c.changed.connect(proj.refresh)
    proj.resize(*size)
    proj.show()
    return script, c, proj


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.name)
def test_projector_never_shows_a_secret(qtbot, isolated_settings, clock, path):
    words = secret_words()
    script, c, proj = projector_on(qtbot, clock, path)
    for inp in script.actions:
        if isinstance(inp, Night):
            # walk the night call by call as the host does; the projector says only "Night"
            while c.live.night_role is not None:
                role = c.live.night_role
                if getattr(inp, role) is not None:
                    c.live.night_pick(getattr(inp, role))
                assert visible_texts(proj) == ["Night"]
                assert_clean(proj, words)
                c.live.night_next()
        else:
            assert c.push(inp), inp
        if c.game.status == "finished":   # the game is over: its roles are public, nothing else
            assert_clean(proj, words - role_words())
        else:
            assert_clean(proj, words)
    assert "wins" in " ".join(visible_texts(proj)) or c.game.status != "finished"


def test_projector_countdown_is_a_quarter_of_the_screen(qtbot, isolated_settings, clock):
    script = load_script(SCENARIOS[0].read_text(encoding="utf-8"))
    c = GameController(clock=clock)
    c.start(script.setup)
    proj = ProjectorWindow(c.projector_feed())
    qtbot.addWidget(proj)
    proj.resize(1920, 1080)
    proj.show()
    assert proj.countdown.text() == "0:50"
    assert proj.countdown.font().pixelSize() >= 1080 / 4
    c.toggle_timer()
    clock.advance(45)
    proj.refresh_timer()
    assert proj.countdown.text() == "0:05"
    assert "#ff5252" in proj.countdown.styleSheet()


TWO_SCREENS = {
    "synchronousWindowSystemEvents": False,
    "windowFrameMargins": False,
    "screens": [
        {"name": "Laptop", "x": 0, "y": 0, "width": 1366, "height": 768, "logicalDpi": 96,
         "logicalBaseDpi": 96, "dpr": 1},
        {"name": "Projector", "x": 1366, "y": 0, "width": 1920, "height": 1080, "logicalDpi": 96,
         "logicalBaseDpi": 96, "dpr": 1},
    ],
}

PROBE = textwrap.dedent("""
    import json, sys
    from PySide6.QtCore import QCoreApplication, QSettings
    from PySide6.QtWidgets import QApplication
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, sys.argv[1])
    QCoreApplication.setOrganizationName("MafiaHostTests")
    app = QApplication([])
    from app.ui.main_window import MainWindow
    win = MainWindow()
    win.show()
    win.act_projector.trigger()
    app.processEvents()
    p = win.projector
    g = p.geometry()
    print(json.dumps({"screen": p.screen().name(), "fullscreen": p.isFullScreen(),
                      "geometry": [g.x(), g.y(), g.width(), g.height()]}))
""")


def test_projector_lands_full_screen_on_the_second_screen(tmp_path):
    config = tmp_path / "screens.json"
    config.write_text(json.dumps(TWO_SCREENS))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}")
    proc = subprocess.run([sys.executable, "-c", PROBE, str(tmp_path / "settings")], env=env,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    result = json.loads(proc.stdout.strip().splitlines()[-1])
    assert result == {"screen": "Projector", "fullscreen": True, "geometry": [1366, 0, 1920, 1080]}


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_projector_text_is_large_enough_for_the_back_row(qtbot, isolated_settings, clock, size):
    """Shares of the screen height: timer ≥ 20 %, speaker ≥ 5 %, seat names ≥ 4 %, fouls ≥ 3 %;
    a seat out is struck through; a lost speech is marked; at the end the winner and the roles."""
    from app.core.inputs import End, Foul, Night, Speech
    _, c, proj = projector_on(qtbot, clock, size=size)
    h = size[1]
    c.push(Speech(1))
    for _ in range(3):
        c.push(Foul(5))                                      # 3rd foul: seat 5 loses his speech
    assert proj.countdown.font().pixelSize() >= 0.20 * h
    assert proj.speaker.font().pixelSize() >= 0.05 * h
    seat5 = proj.seat_labels[4]
    assert seat5.font().pixelSize() >= 0.04 * h              # the name line and the foul marks share it
    assert "●●●○" in seat5.text() and "no speech" in seat5.text()
    for seat in range(2, 11):
        if c.step.kind == "speech" and c.step.seat == seat:
            c.push(Speech(seat))
    c.push(Night(mafia=1))
    assert "<s>1  " in proj.seat_labels[0].text() and "killed" in proj.seat_labels[0].text()
    c.push(End("red", "the evening is over"))
    assert proj.phase.text() == "The city (red) wins" and proj.phase.font().pixelSize() >= 0.08 * h
    assert "Sheriff" in proj.seat_labels[1].text()         # the roles, now the game is over


def test_vote_screens_show_candidate_cards_filling_in_and_a_tie_named(qtbot, isolated_settings, clock):
    """Issue 11: large cards in nomination order, the one counted highlighted,
    counts as the host types them; a revote names the tie."""
    from app.core.inputs import Night, Speech, Vote
    _, c, proj = projector_on(qtbot, clock)
    for seat in range(1, 11):
        c.push(Speech(seat))
    c.push(Night())
    while c.step.kind == "speech":
        seat = c.step.seat
        c.push(Speech(seat, {2: 3, 4: 5}.get(seat)))
    assert c.step.kind == "vote" and proj.cards_host.isVisible()
    assert list(proj.cards) == [3, 5] and not proj.countdown.isVisible()
    c.live.set_vote_entry(3, {3: 4})
    assert proj.cards[3].text().endswith("\n4") and proj.cards[3].font().bold()
    assert proj.cards[3].font().pixelSize() >= 0.06 * 1080
    c.push(Vote.of({3: 4, 5: 4}))
    c.push(Speech(3))
    c.push(Speech(5))
    assert c.step.kind == "revote" and "Tie: 3, 5" in proj.info.text()
    c.push(Vote.of({3: 5}))
    assert not proj.cards_host.isVisible()
