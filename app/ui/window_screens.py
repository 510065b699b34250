"""The host window's screens: the projector (on, its screen and look), the
theme and the language. Texts keep the MainWindow's translation context."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSettings, Qt
from PySide6.QtGui import QAction, QActionGroup, QGuiApplication, QScreen
from PySide6.QtWidgets import QWidget

from . import settings, theme

log = logging.getLogger(__name__)


if TYPE_CHECKING:
    from .window_parts import WindowParts as _Window
else:
    _Window = object


class WindowScreens(_Window):
    """The View menu's screens of :class:`~app.ui.main_window.MainWindow`."""

    # ----------------------------------------------------------- projector
    def set_projector(self, on: bool) -> None:
        """Open the projector window on its screen (View → Projector, F5), or close it."""
        from .projector import ProjectorWindow

        if not on:
            if self.projector is not None:
                self.projector.close()
                self.projector.deleteLater()
                self.projector = None
            return
        if self.projector is None:
            self.projector = ProjectorWindow(self.room.projector_feed())
            # after the host's window has drawn the input: the room's screen never delays the host's (#26)
            self.room.changed.connect(self.projector.schedule)
            self.room.timerChanged.connect(self.projector.schedule_timer)
        screen = default_screen(settings.text("projector/screen") or None)
        windowed = settings.flag("projector/windowed")
        place(self.projector, screen, fullscreen=not windowed)  # type: ignore[arg-type]  # made above
        self.activateWindow()

    def _fill_screen_menu(self) -> None:
        menu = self.screen_menu
        menu.clear()
        s = QSettings()
        saved = s.value("projector/screen", "")
        group = QActionGroup(menu)
        for screen in QGuiApplication.screens():
            g = screen.geometry()
            a = QAction(f"{screen.name()} ({g.width()}×{g.height()})", menu, checkable=True)
            a.setChecked(screen.name() == saved)
            a.triggered.connect(lambda _=False, n=screen.name(): self._set_projector_place(screen=n))
            group.addAction(a)
            menu.addAction(a)
        menu.addSeparator()
        win = QAction(QCoreApplication.translate("MainWindow", "Windowed"), menu, checkable=True)
        win.setChecked(settings.flag("projector/windowed"))
        win.toggled.connect(lambda on: self._set_projector_place(windowed=on))
        menu.addAction(win)
        chance = QAction(QCoreApplication.translate("MainWindow", "The red side's chance at the end"), menu,
                         checkable=True)
        chance.setObjectName("projectorChance")
        chance.setToolTip(QCoreApplication.translate(
            "MainWindow", "Once a game is over, the projector shows the red side's chance before it by the club's rating"))
        chance.setChecked(settings.flag("projector/chance"))
        chance.toggled.connect(self._set_projector_chance)
        menu.addAction(chance)

    def _set_projector_chance(self, on: bool) -> None:
        QSettings().setValue("projector/chance", on)
        if self.projector is not None:
            self.projector.schedule(None)

    def _set_projector_place(self, screen: str | None = None, windowed: bool | None = None) -> None:
        s = QSettings()
        if screen is not None:
            s.setValue("projector/screen", screen)
        if windowed is not None:
            s.setValue("projector/windowed", windowed)
        if self.projector is not None:
            self.set_projector(True)

    def _set_projector_look(self, theme: str | None = None, scale: float | None = None) -> None:
        s = QSettings()
        if theme is not None:
            s.setValue("projector/theme", theme)
        if scale is not None:
            s.setValue("projector/scale", scale)
        if self.projector is not None:
            self.projector.set_theme(settings.text("projector/theme", "dark"), settings.number("projector/scale", 1.0, 0.5, 2.0))

    def set_theme(self, code: str) -> None:
        """View → Theme: ``system`` (follow the desktop), ``light`` or ``dark``;
        saved, and applied at once to the window, its icons and the table."""
        QSettings().setValue("ui/theme", code)
        theme.apply(None, code)
        theme.refresh_icons(self)
        self.act_undo.setIcon(theme.icon("undo-2"))
        self.act_redo.setIcon(theme.icon("redo-2"))
        self.timer.refresh_icons()
        self.legend.refresh()
        self.table.refresh()
        self.table.update()

    def _set_language(self, code: str) -> None:
        QSettings().setValue("ui/language", code)
        self.show_message("info", QCoreApplication.translate("MainWindow", "The language changes at the next start."))


def default_screen(saved_name: str | None) -> QScreen | None:
    """The projector's screen: the saved one if connected, else the largest
    non-primary screen; None when there is only one screen (windowed mode)."""
    screens = QGuiApplication.screens()
    for s in screens:
        if saved_name and s.name() == saved_name:
            return s
    primary = QGuiApplication.primaryScreen()
    others = [s for s in screens if s is not primary]
    if not others:
        return None
    return max(others, key=lambda s: s.geometry().width() * s.geometry().height())


def place(window: QWidget, screen: QScreen | None, fullscreen: bool) -> None:
    """Show ``window`` on ``screen``: geometry from the screen, native window
    created, its screen set, then full screen (setScreen alone does not move it)."""
    if screen is None or not fullscreen:
        window.setWindowFlags(Qt.WindowType.Window)
        if screen is not None:
            g = screen.availableGeometry()
            window.setGeometry(g.x() + 40, g.y() + 40, int(g.width() * 0.6), int(g.height() * 0.6))
        else:
            window.resize(960, 540)
        window.showNormal()
        return
    window.setWindowFlags(Qt.WindowType.Window | Qt.WindowType.FramelessWindowHint)
    window.setGeometry(screen.geometry())
    window.create()
    window.windowHandle().setScreen(screen)
    window.showFullScreen()
