"""Serve the table to phones and screens (issue #29): Game → "Serve to
phones and screens…" starts the web server (:mod:`app.web.server`) on the
window's asyncio loop (qasync), on the interface and port the host picks,
and shows the board's address and its QR code. The server reads the window's
game through its public view only, and the evening's standings; it stops
when the host stops it or closes the window."""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QPushButton, QSpinBox, QVBoxLayout, QWidget,
)

from ..service import standings_rows
from ..service.board import board_json, standings_json
from . import texts

log = logging.getLogger(__name__)

DEFAULT_PORT = 8765


def tr(text: str) -> str:
    return QCoreApplication.translate("", text)     # lupdate puts a module-level tr() in the empty context


class WindowFeed:
    """The window's game (public view only) and its evening's standings, for the server."""

    def __init__(self, window: Any) -> None:
        self.window = window

    def board(self) -> dict[str, Any]:
        game = self.window.c.game
        if game is None:
            return board_json(None)
        return board_json(game.public_view(), game.ruleset.game_title(game.setup, texts.news_lang()))

    def standings(self) -> dict[str, Any]:
        from ..core.standings import standings

        desk = self.window.c.desk
        try:
            evening, _ = desk.current_evening(create=False)
            if evening is None or desk.store is None:
                return standings_json([])
            return standings_json(standings(standings_rows(desk.store, evening_id=evening)))
        except Exception:   # a busy or failing database: the page keeps its last table
            log.exception("standings for the web page")
            return standings_json([])


def interfaces() -> list[str]:
    """This machine's IPv4 addresses, the loopback first (the server binds to one, never to all)."""
    from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface

    out = ["127.0.0.1"]
    for address in QNetworkInterface.allAddresses():
        if address.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol and not address.isLoopback():
            out.append(address.toString())
    return out


def qr_pixmap(text: str, scale: int = 6) -> QPixmap:
    """A QR code of ``text`` (segno) as a pixmap."""
    import io

    import segno

    buffer = io.BytesIO()
    segno.make(text, error="m").save(buffer, kind="png", scale=scale, border=2)
    pixmap = QPixmap()
    pixmap.loadFromData(buffer.getvalue(), "PNG")
    return pixmap


class ServeDialog(QDialog):
    """Start or stop the server; its address, the links and the board's QR code."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.setObjectName("serveDialog")
        self.setWindowTitle(tr("Serve to phones and screens"))
        self.window_ = window
        form = QFormLayout()
        self.interface = QComboBox()
        self.interface.setObjectName("interfaceCombo")
        for address in interfaces():
            self.interface.addItem(address, address)
        self.port = QSpinBox()
        self.port.setObjectName("portSpin")
        self.port.setRange(1024, 65535)
        self.port.setValue(DEFAULT_PORT)
        form.addRow(tr("Interface:"), self.interface)
        form.addRow(tr("Port:"), self.port)
        self.toggle = QPushButton()
        self.toggle.setObjectName("serveButton")
        self.toggle.clicked.connect(self.start_or_stop)
        self.address = QLabel()
        self.address.setObjectName("addressLabel")
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.address.setWordWrap(True)
        self.qr = QLabel()
        self.qr.setObjectName("qrLabel")
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addLayout(form)
        lay.addWidget(self.toggle)
        lay.addWidget(self.address)
        lay.addWidget(self.qr, 1)
        lay.addWidget(buttons)
        self.refresh()
        self.resize(460, 560)

    @property
    def server(self) -> Any:
        return getattr(self.window_, "web_server", None)

    def refresh(self) -> None:
        running = self.server is not None
        self.toggle.setText(tr("&Stop serving") if running else tr("&Start serving"))
        for widget in (self.interface, self.port):
            widget.setEnabled(not running)
        if not running:
            self.address.setText(tr("Off. Nothing is served until you start it."))
            self.qr.clear()
            return
        board = self.server.url
        self.address.setText(tr("The board: %1\nA stream's lower third: %2\nThe standings: %3").replace(
            "%1", board).replace("%2", board + "?layout=lower").replace("%3", board.replace("/board", "/standings")))
        self.qr.setPixmap(qr_pixmap(board))

    def start_or_stop(self) -> Any:
        """Start the server (or stop it); returns the task doing it."""
        task: Any
        if self.server is not None:
            task = asyncio.ensure_future(stop_serving(self.window_))
        else:
            task = asyncio.ensure_future(start_serving(self.window_, self.interface.currentData(), self.port.value()))
        task.add_done_callback(lambda t: self._done(t))
        return task

    def _done(self, task: Any) -> None:
        error = task.exception() if not task.cancelled() else None
        if error is not None:
            self.address.setText(tr("Could not serve: %1").replace("%1", str(getattr(error, "strerror", None)
                                                                             or error)))
            self.toggle.setText(tr("&Start serving"))
            return
        self.refresh()


async def start_serving(window: Any, host: str, port: int) -> str:
    """Start the window's server (one at a time); returns the board's address."""
    from ..web.server import BoardServer

    if getattr(window, "web_server", None) is not None:
        return str(window.web_server.url)
    server = BoardServer(WindowFeed(window), host, port, "ru" if texts.news_lang() == "ru" else "en")
    await server.start()
    window.web_server = server
    window.c.changed.connect(server.notify)
    return server.url


async def stop_serving(window: Any) -> None:
    """Stop the window's server and close every connection."""
    server = getattr(window, "web_server", None)
    if server is None:
        return
    window.web_server = None
    try:
        window.c.changed.disconnect(server.notify)
    except (RuntimeError, TypeError):
        pass
    await server.stop()


__all__ = ["ServeDialog", "WindowFeed", "start_serving", "stop_serving", "QWidget"]
