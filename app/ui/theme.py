"""The host window's look: a light and a dark palette and one style sheet
(``resources/theme/``), icons from one bundled open set (Lucide, ISC
licence, ``resources/icons/lucide/``) drawn by Qt's SVG renderer in the
theme's colours.

The theme is a setting (``ui/theme``: ``system``, ``light`` or ``dark``);
``system`` follows the desktop's colour scheme, also when it changes while
the app runs. Widgets never carry colours of their own: they set a dynamic
property (:func:`set_state`) or an object name the style sheet knows.
"""

from __future__ import annotations

import logging
import re
import tomllib
from functools import lru_cache

from PySide6.QtCore import QByteArray, QRectF, QSettings, Qt
from PySide6.QtGui import QColor, QGuiApplication, QIcon, QPainter, QPalette, QPixmap
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget

from ..paths import RESOURCES

log = logging.getLogger(__name__)

THEME_DIR = RESOURCES / "theme"
ICON_DIR = RESOURCES / "icons" / "lucide"
CHOICES = ("system", "light", "dark")

_current: dict[str, str] = {}
_name = "light"
_follow_system = False


@lru_cache(maxsize=1)
def palettes() -> dict[str, dict[str, str]]:
    """``{"light": {token: "#rrggbb"}, "dark": {...}}`` from palettes.toml."""
    with open(THEME_DIR / "palettes.toml", "rb") as fh:
        data = tomllib.load(fh)
    return {name: {k: str(v) for k, v in data[name].items()} for name in ("light", "dark")}


def choice() -> str:
    """The saved choice (``system``/``light``/``dark``; anything else: system)."""
    value = str(QSettings().value("ui/theme", "system") or "system")
    return value if value in CHOICES else "system"


def resolve(choice_: str) -> str:
    """``light`` or ``dark`` for a choice; ``system`` asks the desktop."""
    if choice_ in ("light", "dark"):
        return choice_
    hints = QGuiApplication.styleHints()
    scheme = hints.colorScheme() if hints is not None else Qt.ColorScheme.Unknown
    return "dark" if scheme == Qt.ColorScheme.Dark else "light"


def colour(token: str) -> str:
    """A colour of the theme in force (``"#rrggbb"``), e.g. ``colour("danger")``."""
    return (_current or palettes()["light"])[token]


def name() -> str:
    """``light`` or ``dark``: the palette in force."""
    return _name


def style_sheet(colours: dict[str, str]) -> str:
    """app.qss with each ``@token`` replaced by its colour."""
    text = (THEME_DIR / "app.qss").read_text(encoding="utf-8")
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.DOTALL)   # comments may name @tokens
    return re.sub(r"@([a-z_]+)", lambda m: colours[m.group(1)], text)


def apply(app: QApplication | None = None, choice_: str | None = None) -> str:
    """Apply a theme to the whole app (Fusion style, palette, style sheet);
    returns ``light`` or ``dark``. ``choice_`` None: the saved setting."""
    global _name, _follow_system
    app = app or QApplication.instance()  # type: ignore[assignment]  # the app is a QApplication
    choice_ = choice_ or choice()
    _name = resolve(choice_)
    colours = palettes()[_name]
    _current.clear()
    _current.update(colours)
    icon.cache_clear()
    icon_pixmap.cache_clear()
    pal = QPalette()
    roles = {
        QPalette.ColorRole.Window: "window", QPalette.ColorRole.WindowText: "text",
        QPalette.ColorRole.Base: "base", QPalette.ColorRole.AlternateBase: "panel",
        QPalette.ColorRole.Text: "text", QPalette.ColorRole.Button: "button",
        QPalette.ColorRole.ButtonText: "text", QPalette.ColorRole.Highlight: "accent",
        QPalette.ColorRole.HighlightedText: "on_accent", QPalette.ColorRole.ToolTipBase: "panel",
        QPalette.ColorRole.ToolTipText: "text", QPalette.ColorRole.PlaceholderText: "muted",
        QPalette.ColorRole.Link: "accent",
    }
    for role, token in roles.items():
        pal.setColor(role, QColor(colours[token]))
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        pal.setColor(QPalette.ColorGroup.Disabled, role, QColor(colours["muted"]))
    if app is not None:
        app.setStyle("Fusion")       # the one style that follows the palette on every system
        app.setPalette(pal)
        app.setStyleSheet(style_sheet(colours))
        hints = QGuiApplication.styleHints()
        if hints is not None and not _follow_system:
            _follow_system = True
            hints.colorSchemeChanged.connect(lambda _scheme: apply() if choice() == "system" else None)
    log.info("theme %s (%s)", _name, choice_)
    return _name


def set_state(widget: QWidget, prop: str, value: object) -> None:
    """Set a dynamic property the style sheet selects on, and restyle the
    widget only if it changed (restyling is the costly part)."""
    if widget.property(prop) == value:
        return
    widget.setProperty(prop, value)
    style = widget.style()
    style.unpolish(widget)
    style.polish(widget)
    widget.update()


def set_icon(button: QAbstractButton, icon_name: str, token: str = "text") -> None:
    """Give ``button`` a bundled icon in a theme colour, remembered so that
    :func:`refresh_icons` draws it again when the theme changes."""
    button.setProperty("themeIcon", f"{icon_name}:{token}")
    button.setIcon(icon(icon_name, token))


def refresh_icons(root: QWidget) -> None:
    """Draw again, in the theme now in force, every icon :func:`set_icon` gave
    under ``root``."""
    for button in root.findChildren(QAbstractButton):
        spec = button.property("themeIcon")
        if spec:
            icon_name, token = str(spec).split(":")
            button.setIcon(icon(icon_name, token))


@lru_cache(maxsize=256)
def icon_pixmap(icon_name: str, token: str = "text", size: int = 24) -> QPixmap:
    """A Lucide icon drawn ``size`` px square in the theme colour ``token``."""
    svg = (ICON_DIR / f"{icon_name}.svg").read_text(encoding="utf-8")
    svg = svg.replace("currentColor", colour(token))
    renderer = QSvgRenderer(QByteArray(svg.encode("utf-8")))
    ratio = 2.0
    pm = QPixmap(int(size * ratio), int(size * ratio))
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    renderer.render(p, QRectF(0, 0, size * ratio, size * ratio))
    p.end()
    pm.setDevicePixelRatio(ratio)
    return pm


@lru_cache(maxsize=128)
def icon(icon_name: str, token: str = "text") -> QIcon:
    """A :class:`QIcon` of a bundled Lucide icon in a theme colour."""
    return QIcon(icon_pixmap(icon_name, token, 24))

