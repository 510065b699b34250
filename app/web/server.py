"""The web server (issue #29): aiohttp on the window's asyncio loop (qasync),
bound only to the interface the host picks, read only.

- ``/board``: the projector's public view as a page for a screen or a
  stream (OBS browser source: transparent; ``?layout=lower`` is a 1920×260
  lower third), updated live over server-sent events from ``/board/events``;
  ``/board.json`` is the same data (``mafia-board/1``).
- ``/standings`` and ``/standings.json``: the evening's table, live from
  ``/standings/events``.
- ``/p/<token>``: one player's phone: his seat's player view in the game in
  play (his role behind "hold to show", his partners where his rules let
  them meet, his fouls, the answers given to him), live; ``.json`` and
  ``/events`` as the board's. An unknown or revoked token gets a plain page.

Each client may make 10 requests a second and hold 4 open at once; a stream
whose client went away is let go within a second, and an idle one sends a
comment line every 15 s (a dead connection fails on it). A stream sends only
what changed. Every answer says nothing of the server's software and keeps
the pages from being framed or sniffed. Closing the server closes every
connection. No Qt here: the window calls
:meth:`BoardServer.notify` when its game changes (from the loop's thread).
"""

from __future__ import annotations

import asyncio
import logging
from html import escape
from pathlib import Path
from typing import Any, Awaitable, Callable, Protocol

from aiohttp import web

from ..service.board import dumps

log = logging.getLogger(__name__)

RATE = 10
"""Requests a second each client may make (issue #29)."""
OPEN = 4
"""Requests each client may hold open at once, event streams included (issue #29)."""
PAGES = Path(__file__).with_name("pages")
WAKE = 1.0
"""Seconds an idle event stream waits before it looks whether its client is still there."""
HEARTBEAT = 15.0
"""Seconds of silence after which a stream sends a comment line, ending a dead connection (issue #40)."""


class Feed(Protocol):
    """What the server shows: the board and the standings as JSON data."""

    def board(self) -> dict[str, Any]: ...

    def standings(self) -> dict[str, Any]: ...

    def player(self, token: str) -> dict[str, Any] | None: ...


class Bucket:
    """A token bucket: ``rate`` requests a second, ``rate`` at once."""

    def __init__(self, rate: float, now: float) -> None:
        self.rate, self.tokens, self.at = rate, float(rate), now

    def take(self, now: float) -> bool:
        self.tokens = min(self.rate, self.tokens + (now - self.at) * self.rate)
        self.at = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        return False


class BoardServer:
    """The server of one feed (see the module's text). ``clock`` gives
    seconds (the loop's by default; a test freezes it); ``language`` is the
    pages' (``ru``/``en``)."""

    def __init__(self, feed: Feed, host: str = "127.0.0.1", port: int = 8765, language: str = "ru",
                 clock: Callable[[], float] | None = None) -> None:
        self.feed, self.host, self.port, self.language = feed, host, port, language
        self.clock = clock
        self.buckets: dict[str, Bucket] = {}
        self.open: dict[str, int] = {}
        self.version = 0
        self.changed = asyncio.Event()
        self.streams: set[web.StreamResponse] = set()
        self.runner: web.AppRunner | None = None
        self.closing = False
        self.app = web.Application(middlewares=[self.limits])
        self.app.on_response_prepare.append(self._headers)
        token = "{token:[A-Za-z0-9_-]{1,64}}"        # a link's token (``secrets.token_urlsafe``): no dot, no slash
        self.app.add_routes([web.get("/board", self.board_page), web.get("/board.json", self.board_data),
                             web.get("/board/events", self.board_events), web.get("/standings", self.standings_page),
                             web.get("/standings.json", self.standings_data),
                             web.get("/standings/events", self.standings_events),
                             web.get(f"/p/{token}.json", self.phone_data), web.get(f"/p/{token}", self.phone_page),
                             web.get(f"/p/{token}/events", self.phone_events)])

    # ------------------------------------------------------------ running
    async def start(self) -> str:
        """Listen on ``host:port`` (port 0: a free one); returns the board's address."""
        self.runner = web.AppRunner(self.app, handle_signals=False)
        await self.runner.setup()
        site = web.TCPSite(self.runner, self.host, self.port)
        await site.start()
        sockets = getattr(site._server, "sockets", None) or []
        if sockets:
            self.port = sockets[0].getsockname()[1]
        log.info("serving the board on %s", self.url)
        return self.url

    @property
    def url(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"http://{host}:{self.port}/board"

    async def stop(self) -> None:
        """Close every connection and stop listening."""
        self.closing = True
        self.changed.set()
        for stream in list(self.streams):
            stream.force_close()
        if self.runner is not None:
            await self.runner.cleanup()
            self.runner = None

    def notify(self) -> None:
        """Something changed: the event streams send the board again (call on the loop's thread)."""
        self.version += 1
        self.changed.set()

    # ------------------------------------------------------------ headers
    @staticmethod
    async def _headers(request: web.Request, response: web.StreamResponse) -> None:
        """Every answer: nothing to sniff, no referrer, not framed by another
        site, only its own scripts and styles, and no server version named;
        an error page is never cached."""
        response.headers["Server"] = "Mafia Host"
        response.headers["X-Content-Type-Options"] = "nosniff"
        response.headers["Referrer-Policy"] = "no-referrer"
        response.headers["X-Frame-Options"] = "DENY"
        response.headers["Content-Security-Policy"] = (
            "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; "
            "img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'")
        if response.status >= 400:
            response.headers["Cache-Control"] = "no-store"

    # ------------------------------------------------------------ limits
    def now(self) -> float:
        return self.clock() if self.clock is not None else asyncio.get_running_loop().time()

    @web.middleware
    async def limits(self, request: web.Request,
                     handler: Callable[[web.Request], Awaitable[web.StreamResponse]]) -> web.StreamResponse:
        """10 requests a second and 4 open at once per client (issue #29)."""
        client = request.remote or "?"
        bucket = self.buckets.setdefault(client, Bucket(RATE, self.now()))
        ru = self.language == "ru"
        if not bucket.take(self.now()):
            return web.Response(status=429, text="Слишком много запросов: не больше 10 в секунду.\n" if ru
                                else "Too many requests: at most 10 a second.\n")
        if self.open.get(client, 0) >= OPEN:
            return web.Response(status=429, text="Слишком много открытых соединений: не больше 4.\n" if ru
                                else "Too many open connections: at most 4.\n")
        self.open[client] = self.open.get(client, 0) + 1
        try:
            return await handler(request)
        finally:
            self.open[client] -= 1

    # ------------------------------------------------------------ pages
    def _page(self, name: str, title: str) -> web.Response:
        text = (PAGES / name).read_text(encoding="utf-8")
        text = text.replace("{{LANG}}", self.language).replace("{{TITLE}}", escape(title))
        return web.Response(text=text, content_type="text/html", charset="utf-8",
                            headers={"Cache-Control": "no-store"})

    async def board_page(self, request: web.Request) -> web.Response:
        return self._page("board.html", "Mafia Host")

    async def standings_page(self, request: web.Request) -> web.Response:
        return self._page("standings.html", "Mafia Host")

    async def board_data(self, request: web.Request) -> web.Response:
        return web.Response(text=dumps(self.feed.board()), content_type="application/json",
                            headers={"Cache-Control": "no-store"})

    async def standings_data(self, request: web.Request) -> web.Response:
        return web.Response(text=dumps(self.feed.standings()), content_type="application/json",
                            headers={"Cache-Control": "no-store"})

    async def standings_events(self, request: web.Request) -> web.StreamResponse:
        """Server-sent events: the standings now, then at every change (a game's points confirmed)."""
        return await self._events(request, self.feed.standings)

    async def board_events(self, request: web.Request) -> web.StreamResponse:
        """Server-sent events: the board now, then again at every change."""
        return await self._events(request, self.feed.board)

    async def _events(self, request: web.Request, read: Callable[[], Any]) -> web.StreamResponse:
        """Server-sent events of ``read()`` now, then at every change; the
        stream ends when the server stops or ``read()`` gives None (a revoked link)."""
        response = web.StreamResponse(headers={"Content-Type": "text/event-stream", "Cache-Control": "no-store"})
        await response.prepare(request)
        self.streams.add(response)
        try:
            sent, shown, quiet = -1, None, 0.0
            while not self.closing:
                if request.transport is None or request.transport.is_closing():
                    break                   # the client went away (a reload, a closed tab): free its place now
                if sent != self.version:
                    sent = self.version
                    data = read()
                    if data is None:
                        break
                    text = dumps(data)
                    if text != shown:       # only what changed: no event for an input the page cannot see
                        shown = text
                        await response.write(f"data: {text}\n\n".encode("utf-8"))
                        quiet = 0.0
                self.changed.clear()
                if sent == self.version:
                    try:
                        await asyncio.wait_for(self.changed.wait(), WAKE)
                    except asyncio.TimeoutError:
                        quiet += WAKE
                        if quiet >= HEARTBEAT:   # a comment line: a dead connection fails to take it
                            quiet = 0.0
                            await response.write(b": ping\n\n")
        except (ConnectionResetError, ConnectionError, asyncio.CancelledError):
            pass
        finally:
            self.streams.discard(response)
        return response

    # ------------------------------------------------------------ phones
    def _gone(self) -> web.Response:
        """An unknown, made-up or revoked link: a plain page, nothing else."""
        text = ("Эта ссылка больше не действует. Попросите ведущего о новой."
                if self.language == "ru" else "This link is no longer valid. Ask the host for a new one.")
        return web.Response(status=404, text=f"<!DOCTYPE html><meta charset='utf-8'><title>Mafia Host</title>"
                            f"<p style='font:20px sans-serif;padding:2em'>{escape(text)}</p>",
                            content_type="text/html", charset="utf-8", headers={"Cache-Control": "no-store"})

    async def phone_page(self, request: web.Request) -> web.Response:
        if self.feed.player(request.match_info["token"]) is None:
            return self._gone()
        return self._page("phone.html", "Mafia Host")

    async def phone_data(self, request: web.Request) -> web.Response:
        data = self.feed.player(request.match_info["token"])
        if data is None:
            return self._gone()
        return web.Response(text=dumps(data), content_type="application/json", headers={"Cache-Control": "no-store"})

    async def phone_events(self, request: web.Request) -> web.StreamResponse:
        token = request.match_info["token"]
        if self.feed.player(token) is None:
            return self._gone()
        return await self._events(request, lambda: self.feed.player(token))


FOLLOW_SECONDS = 0.05
"""How often ``serve`` looks at the database (SQLite: one ``PRAGMA data_version``
while nothing is written; issue #40: a host's input on the board within ~0.1 s)."""


async def follow(server: BoardServer, feed: Any, every: float | None = None) -> None:
    """``python -m app serve``: look at the database every ``every`` seconds
    (default: the feed's ``look_every``, else :data:`FOLLOW_SECONDS`) and
    tell the server when another window wrote something."""
    if every is None:
        every = float(getattr(feed, "look_every", FOLLOW_SECONDS))
    while not server.closing:
        if await asyncio.to_thread(feed.changed):
            server.notify()
        await asyncio.sleep(every)
