"""The projector lays out into its screen and never grows (#25): from
1280×720 to 3840×2160 and at text scale 100–200 %, through a whole game,
every text fits its box; where all cannot fit, the seat grid loses detail
first and the timer and the speaker are never cut."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from app.core.inputs import Night
from test_projector import projector_on

ROOT = Path(__file__).resolve().parents[1]
spec = importlib.util.spec_from_file_location("screenshots", ROOT / "scripts" / "screenshots.py")
screenshots = importlib.util.module_from_spec(spec)
spec.loader.exec_module(screenshots)


def play_through(c, script, each):
    """Every input of the scenario as the host enters it (the night call by call), ``each()`` after each."""
    each()
    for inp in script.actions:
        if isinstance(inp, Night):
            while c.live.night_role is not None:
                if inp.target(c.live.night_role) is not None:
                    c.live.night_pick(inp.target(c.live.night_role))
                c.live.night_next()
                each()
        else:
            c.push(inp)
            each()


@pytest.mark.parametrize("size,scale", [((1366, 768), 2.0), ((1280, 720), 1.5), ((1920, 1080), 1.0),
                                        ((3840, 2160), 2.0)])
def test_the_projector_keeps_its_size_and_fits_its_texts_through_a_whole_game(
        qtbot, isolated_settings, clock, size, scale):
    script, c, proj = projector_on(qtbot, clock, size=size)
    proj.set_theme(proj.theme, scale)
    frames = []

    def each():
        from PySide6.QtWidgets import QApplication

        QApplication.processEvents()
        assert (proj.width(), proj.height()) == size            # it never grows (it reached 40297 px)
        frames.append(screenshots.cut_texts(proj, ("pseat",)))
        if not proj.countdown.isHidden():
            fm_width = proj.countdown.fontMetrics().horizontalAdvance("00:00")
            assert fm_width <= proj.countdown.width() and proj.countdown.font().pixelSize() >= 0.12 * size[1]
        if not proj.speaker.isHidden():
            assert proj.speaker.heightForWidth(proj.speaker.width()) <= proj.speaker.height()
    play_through(c, script, each)
    assert [f for f in frames if f] == []
    assert len(frames) > 40


def test_the_projector_text_shrinks_back_with_its_window(qtbot, isolated_settings, clock):
    """Narrower, then wider again: the text follows the window both ways."""
    from PySide6.QtWidgets import QApplication

    _, c, proj = projector_on(qtbot, clock, size=(1920, 1080))
    QApplication.processEvents()
    big = proj.countdown.font().pixelSize()
    proj.resize(1366, 768)
    QApplication.processEvents()
    small = proj.countdown.font().pixelSize()
    assert small < big and (proj.width(), proj.height()) == (1366, 768)
    proj.resize(1920, 1080)
    QApplication.processEvents()
    assert proj.countdown.font().pixelSize() == big


def test_where_all_cannot_fit_the_seat_grid_loses_detail_first(qtbot, isolated_settings, clock):
    """At 200 % on a 1366×768 screen during a vote, the timer-free screen keeps the
    candidates' cards whole; the seat grid shows fouls as a number before anything
    else shrinks, and a name is elided only after that (#25)."""
    from PySide6.QtWidgets import QApplication

    from app.core.inputs import Foul, Speech

    _, c, proj = projector_on(qtbot, clock, size=(1366, 768))
    c.push(Foul(5))
    c.push(Foul(5))
    QApplication.processEvents()
    assert proj.detail == 0 and "●●○○" in proj.seat_labels[4].text()
    proj.set_theme(proj.theme, 2.0)
    c.push(Speech(1))
    QApplication.processEvents()
    assert proj.detail >= 1 and "● 2" in proj.seat_labels[4].text() and "●●○○" not in proj.seat_labels[4].text()
    assert proj.speaker.text() == f"Speaking: 2 — {c.name(2)}"
    full = int(768 * 0.30 * 2.0)
    if proj.countdown.font().pixelSize() < full:       # the timer shrank: only after the grid lost all detail
        assert proj.detail == 2
    assert screenshots.cut_texts(proj, ("pseat",)) == []
