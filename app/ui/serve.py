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
    QAbstractItemView, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QHBoxLayout, QLabel, QListWidget,
    QListWidgetItem, QPushButton, QSpinBox, QVBoxLayout, QWidget,
)

from ..service.board import board_json, player_json, standings_json, standings_page
from . import room_words, settings, texts
from .game_words import KIT_WORDS

log = logging.getLogger(__name__)

DEFAULT_PORT = 8765


def tr(text: str) -> str:
    return QCoreApplication.translate("", text)     # lupdate puts a module-level tr() in the empty context


class WindowFeed:
    """The window's game (public view only) and its evening's standings, for the server."""

    def __init__(self, window: Any) -> None:
        self.window = window

    def board(self) -> dict[str, Any]:
        """The public view, and the speech timer as the projector shows it
        (``timer``: seconds left and whether it runs; None outside a speech)."""
        c = self.window.room.controller
        game = c.game
        if game is None:
            return board_json(None)
        data = board_json(game.public_view(), KIT_WORDS.game_title(game.setup),
                          room_words.board_words)
        data["game"]["timer"] = self._timer()
        return data

    def _timer(self) -> dict[str, Any] | None:
        """The room's speech timer (seconds left, running) or None outside a speech."""
        c = self.window.room.controller
        step = c.step
        timed = step is not None and c.speaking(step) and c.timer.total > 0
        return {"remaining": round(c.timer.remaining(), 1), "running": c.timer.running} if timed else None

    def player(self, token: str) -> dict[str, Any] | None:
        """A phone link's data: his seat's player view in the game on the room's
        screens, if it is of the link's evening (None: no such link)."""
        store = self.window.c.desk.store
        found = None if store is None else store.token_player(token)
        if found is None:
            return None
        room = self.window.room.controller
        game = room.game
        if game is not None and (room.game_id is None or store.game_evening(room.game_id) != found[0]):
            game = None             # a link of another evening never opens this evening's game (#40)
        data = player_json(game, found[1], texts.news_lang(), room_words.phone_words, KIT_WORDS)
        if game is not None and data.get("seat"):
            data["timer"] = self._timer()
        return data

    def stats(self) -> dict[str, Any]:
        """The club's statistics (``mafia-stats/1``, issue #42) from the window's database."""
        from ..service.stats import club_stats_json

        store = self.window.c.desk.store
        try:
            return club_stats_json(store, KIT_WORDS) if store is not None else {
                "format": "mafia-stats/1", "players": [], "club": {}}
        except Exception:   # a busy or failing database: an empty page, not a traceback
            log.exception("statistics for the web page")
            return {"format": "mafia-stats/1", "players": [], "club": {}}

    def standings(self) -> dict[str, Any]:
        """The evening's standings, or its tournament's across every table
        (rounds 1…k only when the Standings dialog's "after round" is set)."""
        desk = self.window.c.desk
        try:
            evening, _ = desk.current_evening(create=False)
            if evening is None or desk.store is None:
                return standings_json([])
            after = int(settings.number("standings/after_round", 0, 0, 100)) or None
            return standings_page(desk.store, evening, texts.news_lang(), after)
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
        phones = QFormLayout()
        self.player = QComboBox()
        self.player.setObjectName("phonePlayerCombo")
        self.show_link = QPushButton(tr("Show his &link and QR code"))
        self.show_link.setObjectName("phoneLinkButton")
        self.show_link.clicked.connect(self.phone_link)
        self.revoke = QPushButton(tr("&Revoke his links"))
        self.revoke.setObjectName("phoneRevokeButton")
        self.revoke.clicked.connect(self.revoke_links)
        self.sheet = QPushButton(tr("Save a &sheet of cards for every player…"))
        self.sheet.setObjectName("phoneSheetButton")
        self.sheet.clicked.connect(self.save_sheet)
        phones.addRow(tr("Player's phone:"), self.player)
        row = QHBoxLayout()
        row.addWidget(self.show_link)
        row.addWidget(self.revoke)
        phones.addRow("", row)
        phones.addRow("", self.sheet)
        self.links = QListWidget()
        self.links.setObjectName("linksList")
        self.links.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.links.setMaximumHeight(120)
        self.revoke_chosen = QPushButton(tr("Revoke the &chosen links"))
        self.revoke_chosen.setObjectName("revokeChosenButton")
        self.revoke_chosen.clicked.connect(self.revoke_chosen_links)
        phones.addRow(tr("Links that still open:"), self.links)
        phones.addRow("", self.revoke_chosen)
        self.phone = QLabel()
        self.phone.setObjectName("phoneLabel")
        self.phone.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.phone.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addLayout(form)
        lay.addWidget(self.toggle)
        lay.addWidget(self.address)
        lay.addWidget(self.qr, 1)
        lay.addLayout(phones)
        lay.addWidget(self.phone)
        lay.addWidget(buttons)
        self.refresh()
        self.resize(460, 560)

    @property
    def server(self) -> Any:
        return getattr(self.window_, "web_server", None)

    # ------------------------------------------------------------ phones
    def _evening(self) -> int | None:
        evening, _ = self.window_.c.desk.current_evening(create=False)
        return evening

    def phone_link(self) -> str | None:
        """Issue a new secret link for the chosen player (his earlier ones are
        revoked) and show it with its QR code: one player at a time."""
        store, evening, player = self.window_.c.desk.store, self._evening(), self.player.currentData()
        if store is None or evening is None or not player or self.server is None:
            self.phone.setText(tr("Start serving, with a game of the evening, to give links."))
            return None
        self.revoke_links(quiet=True)
        _, token = store.issue_token(evening, player)
        link = self.server.url.replace("/board", f"/p/{token}")
        self.phone.setText(tr("%1's link (show it to him only):\n%2").replace("%1", player).replace("%2", link))
        self._links()
        self.qr.setPixmap(qr_pixmap(link))
        return link

    def revoke_links(self, quiet: bool = False) -> None:
        """Every link of the chosen player stops working at once."""
        store, evening, player = self.window_.c.desk.store, self._evening(), self.player.currentData()
        if store is None or evening is None or not player:
            return
        for row in store.tokens(evening):
            if row["player"] == player and not row["revoked"]:
                store.revoke_token(row["id"])
        if self.server is not None:
            self.server.notify()          # a revoked link's open page closes now, not at the next input (#40)
        if not quiet:
            self.phone.setText(tr("%1's links no longer work.").replace("%1", player))
            self._links()

    def _links(self) -> None:
        """Every link of the club that still opens, by evening (newest first)."""
        self.links.clear()
        store = self.window_.c.desk.store
        try:
            rows = [] if store is None else store.live_tokens()
        except Exception:   # a busy database: the list stays empty until the next look
            log.exception("phone links")
            rows = []
        for row in rows:
            item = QListWidgetItem(tr("%1, evening of %2").replace("%1", str(row["player"])).replace(
                "%2", str(row["date"])))
            item.setData(Qt.ItemDataRole.UserRole, row["id"])
            self.links.addItem(item)

    def revoke_chosen_links(self) -> None:
        """The chosen links stop working at once, whatever their evening (#40)."""
        store = self.window_.c.desk.store
        chosen = [item.data(Qt.ItemDataRole.UserRole) for item in self.links.selectedItems()]
        if store is None or not chosen:
            return
        for token_id in chosen:
            store.revoke_token(int(token_id))
        if self.server is not None:
            self.server.notify()
        self.phone.setText(tr("%1 links no longer work.").replace("%1", str(len(chosen))))
        self._links()

    def save_sheet(self, path: Any = None) -> Any:
        """A sheet of cards, one per player of the game, each with his new
        link and its QR code, to print and cut (every earlier link is
        revoked): a PDF, or a web page if the host names an ``.html`` file."""
        from pathlib import Path

        from PySide6.QtWidgets import QFileDialog

        from ..export.cards import write_cards

        if self.server is None or self.window_.room.game is None:
            self.phone.setText(tr("Start serving, with a game of the evening, to give links."))
            return None
        if path is None:
            chosen, _ = QFileDialog.getSaveFileName(self, tr("Save the sheet of cards"), "phone-cards.pdf",
                                                    tr("PDF to print (*.pdf);;Web page (*.html)"))
            if not chosen:
                return None
            path = Path(chosen)
            if path.suffix.lower() not in (".pdf", ".html", ".htm"):
                path = path.with_suffix(".pdf")
        cards = []
        for info in self.window_.room.game.setup.seats:
            index = self.player.findData(info.player)
            self.player.setCurrentIndex(index)
            link = self.phone_link()
            if link is not None:
                cards.append((str(info.player), link))
        try:
            write_cards(Path(path), cards, KIT_WORDS.game_title(self.window_.room.game.setup))
        except OSError as err:
            self.phone.setText(tr("Could not write %1: %2").replace("%1", str(path)).replace(
                "%2", err.strerror or str(err)))
            return None
        self.phone.setText(tr("The cards are in %1.").replace("%1", str(path)))
        return path

    def _players(self) -> None:
        keep = self.player.currentData()
        self.player.clear()
        game = self.window_.room.game
        for info in (game.setup.seats if game is not None else ()):
            self.player.addItem(f"{info.seat}. {info.player}", info.player)
        if keep is not None and self.player.findData(keep) >= 0:
            self.player.setCurrentIndex(self.player.findData(keep))

    def refresh(self) -> None:
        self._players()
        self._links()
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
    window.room.changed.connect(server.notify)
    window.room.timerChanged.connect(server.notify)      # the board's countdown starts and stops with the timer
    window.web_watch = _watch_database(window, server)
    return server.url


def _watch_database(window: Any, server: Any) -> tuple[Any, Any] | None:
    """Follow the club's database as ``serve`` does (issue #41): another
    table's host confirming a game moves the tournament's standings on this
    window's pages at once. Its own connection; None if it cannot open one."""
    from ..service import Store
    from ..service.board import StoreFeed
    from ..web.server import follow

    store = window.c.desk.store
    if store is None:
        return None
    try:
        watcher = StoreFeed(Store.open(store.engine.url.render_as_string(hide_password=False)))
    except Exception:   # the window's own changes still reach the pages
        log.exception("following the database for the room's pages")
        return None
    return watcher, asyncio.ensure_future(follow(server, watcher))


async def stop_serving(window: Any) -> None:
    """Stop the window's server and close every connection."""
    server = getattr(window, "web_server", None)
    if server is None:
        return
    window.web_server = None
    for signal in (window.room.changed, window.room.timerChanged):
        try:
            signal.disconnect(server.notify)
        except (RuntimeError, TypeError):
            pass
    await server.stop()
    watch = getattr(window, "web_watch", None)
    window.web_watch = None
    if watch is not None:
        watcher, task = watch
        task.cancel()
        try:
            await task
        except (asyncio.CancelledError, Exception):   # stopped: nothing more to follow
            pass
        watcher.close()


__all__ = ["ServeDialog", "WindowFeed", "start_serving", "stop_serving", "QWidget"]
