"""The host window's look: light and dark themes from one style sheet,
seat states with one colour and one icon each, a legend, bundled SVG icons."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QLabel

from app.core.setup import GameSetup
from app.ui import table as table_module, theme

from gui_driver import press
from helpers import ROLES10

ROOT = Path(__file__).resolve().parents[1]
NAMES = ["Анна", "Борис", "Вера", "Глеб", "Дина", "Егор", "Жанна", "Зоя", "Илья", "Кира"]


def start(window, immune=()):
    window.start_game(GameSetup.create(list(zip(NAMES, ROLES10)), immune=immune))
    QApplication.processEvents()


def background(widget) -> str:
    """The colour the style sheet paints behind a tile (read from a grab)."""
    image = widget.grab().toImage()
    return QColor(image.pixel(image.width() // 2, image.height() - 6)).name()


def test_the_theme_menu_switches_light_and_dark_and_is_remembered(qtbot, window):
    start(window)
    tile = window.table.buttons[2]
    light = background(tile)
    assert light == theme.palettes()["light"]["seat"]
    window.findChild(type(window.act_roles), "actTheme_dark").trigger()
    QApplication.processEvents()
    assert QSettings().value("ui/theme") == "dark" and theme.name() == "dark"
    assert background(tile) == theme.palettes()["dark"]["seat"]
    assert QApplication.instance().palette().window().color().name() == theme.palettes()["dark"]["window"]
    nominate = window.panel.of("speech").nominate_button      # its icon is drawn again in the dark text colour
    image = nominate.icon().pixmap(24, 24).toImage()
    inked = [image.pixelColor(x, y) for x in range(image.width()) for y in range(image.height())
             if image.pixelColor(x, y).alpha() == 255]
    assert inked and max(c.lightness() for c in inked) > 180
    window.findChild(type(window.act_roles), "actTheme_light").trigger()
    QApplication.processEvents()
    assert background(tile) == light and QSettings().value("ui/theme") == "light"


def test_system_theme_follows_the_desktop_scheme():
    hints = QApplication.instance().styleHints()
    expected = "dark" if hints.colorScheme() == Qt.ColorScheme.Dark else "light"
    assert theme.resolve("system") == expected
    assert theme.resolve("dark") == "dark" and theme.resolve("light") == "light"


def test_an_unknown_theme_setting_falls_back_to_the_system(isolated_settings):
    QSettings().setValue("ui/theme", "purple")
    assert theme.choice() == "system"


def test_every_style_sheet_token_is_in_both_palettes():
    text = re.sub(r"/\*.*?\*/", "", (ROOT / "resources" / "theme" / "app.qss").read_text(encoding="utf-8"),
                  flags=re.DOTALL)
    tokens = set(re.findall(r"@([a-z_]+)", text))
    for name, colours in theme.palettes().items():
        assert tokens <= set(colours), (name, tokens - set(colours))
        assert set(theme.palettes()["light"]) == set(colours)   # the palettes name the same colours
        assert all(QColor(c).isValid() for c in colours.values())


def test_seat_states_each_have_their_colour_and_icon(qtbot, window):
    start(window, immune=(3,))
    tiles = window.table.buttons
    assert tiles[1].property("state") == "speaking" and "speaking" in tiles[1].icons
    assert "immune" in tiles[3].icons                  # C-10.3: on the host's screen
    press(window, Qt.Key.Key_4)
    press(window, Qt.Key.Key_F)
    assert "fouls" in tiles[4].icons and "●○○○" in tiles[4].text()
    assert tiles[4].property("selected") is True
    colours = {background(tiles[1]), background(tiles[2])}
    assert colours == {theme.colour("speaking"), theme.colour("seat")}


def test_the_projector_never_shows_immunity(qtbot, window):
    from app.ui.projector import ProjectorWindow

    start(window, immune=(3,))
    projector = ProjectorWindow(window.c.projector_feed())
    qtbot.addWidget(projector)
    projector.refresh()
    shown = " ".join(w.text() for w in projector.findChildren(QLabel))
    assert window.c.name(3) in shown          # the labels were read: seat 3's tile is among them
    assert "immun" not in shown.lower() and "иммун" not in shown.lower()


def test_the_legend_names_every_state_with_its_icon(qtbot, window):
    legend = window.legend
    assert set(legend.items) == set(table_module.STATE_ICONS)
    for icon, text in legend.items.values():
        assert text.text() and not icon.pixmap().isNull()


def test_every_bundled_icon_renders_and_every_named_icon_is_bundled(qtbot):
    """The SVG renderer is there (also in a bundle) and each icon draws something."""
    folder = ROOT / "resources" / "icons" / "lucide"
    bundled = {p.stem for p in folder.glob("*.svg")}
    source = "".join(p.read_text(encoding="utf-8") for p in (ROOT / "app" / "ui").glob("*.py"))
    named = set(re.findall(r'theme\.icon(?:_pixmap)?\("([a-z-]+)"', source))
    named |= set(re.findall(r'_button\([^\n]*?"[A-Za-z]+", "([a-z-]+)"', source))
    named |= {name for name, _ in table_module.STATE_ICONS.values()} | {"play", "pause"}
    assert named <= bundled, named - bundled
    assert (folder / "LICENSE").is_file()
    for name in bundled:
        image = theme.icon_pixmap(name, "text", 24).toImage()
        painted = sum(1 for x in range(image.width()) for y in range(image.height())
                      if image.pixelColor(x, y).alpha() > 0)
        assert painted > 20, name
