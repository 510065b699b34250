"""The web server (issue #29): aiohttp on the window's asyncio loop (qasync),
bound only to the interface the host picks, read only.

- ``/board``: the projector's public view as a page for a screen or a
  stream (OBS browser source: transparent; ``?layout=lower`` is a 1920×260
  lower third), updated live over server-sent events from ``/board/events``;
  ``/board.json`` is the same data (``mafia-board/1``).
- ``/standings`` and ``/standings.json``: the evening's table, live from
  ``/standings/events``.
- ``/stats`` and ``/stats.json``: the club's statistics (issue #42), the page
  drawn by the server (SVG bars), read when asked.
- ``/p/<token>``: one player's phone: his seat's player view in the game in
  play (his role behind "hold to show", his partners where his rules let
  them meet, his fouls, the answers given to him), live; ``.json`` and
  ``/events`` as the board's. An unknown or revoked token gets a plain page.

Each client may make 10 requests a second (the pages' own files aside) and
hold 4 open at once; at the socket, one address may hold 16 connections and
must send a request's headers within 5 s (:mod:`.guard`). A stream whose
client went away is let go at once, an idle one sends a comment line every
15 s (a dead connection fails on it), and a stream sends only what changed,
each event with its data's digest as its id: a page reconnecting with
``Last-Event-ID`` is sent nothing it shows already. The pages' scripts are
files under ``/static/`` (the policy allows no inline script); a phone's
page has a web app manifest. Every answer says nothing of the server's
software and keeps the pages (the board aside, for a stream's overlay) from
being framed or sniffed. Closing the server closes every connection. No Qt
here: the window calls :meth:`BoardServer.notify` when its game changes (from
the loop's thread).
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import re
from html import escape
from pathlib import Path
from typing import Any, Awaitable, Callable, Protocol, cast

from aiohttp import web, web_response

from ..service.board import dumps
from .guard import Guard, http_logger

web_response.SERVER_SOFTWARE = "Mafia Host"
"""aiohttp names itself and Python's version on the answers it writes
before any handler runs (a 400 for a header too long): not ours."""

log = logging.getLogger(__name__)

RATE = 10
"""Requests a second each client may make (issue #29)."""
BURST = 30
"""Requests a client may make at once before :data:`RATE` applies: ten reloads of a
phone's page in a row (a page, its data and its stream each; issue #40)."""
OPEN = 4
"""Requests each client may hold open at once, event streams included (issue #29)."""
PAGES = Path(__file__).with_name("pages")
WAKE = 1.0
"""Seconds an idle event stream waits before it looks whether its client is still there."""
KEEPALIVE = 15.0
"""Seconds an idle keep-alive connection stays open."""
HEARTBEAT = 15.0
"""Seconds of silence after which a stream sends a comment line, ending a dead connection (issue #40)."""


SHARED_READ = 0.25
"""Seconds one read of a page's data serves every stream after a change."""
RETRY_MS = 2000
"""Milliseconds a browser waits before it reconnects a dropped stream (the ``retry`` field)."""
EVENT_ID = 16
"""Characters of an event's id: the start of its data's SHA-256, so a reconnecting page's
``Last-Event-ID`` says what it shows."""
_EVENT_ID = re.compile(r"[0-9a-f]{1,16}")


def event_id(text: str) -> str:
    """The id of an event carrying ``text``: its data's digest (see :data:`EVENT_ID`)."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:EVENT_ID]


class Feed(Protocol):
    """What the server shows: the board and the standings as JSON data."""

    def board(self) -> dict[str, Any]: ...

    def standings(self) -> dict[str, Any]: ...

    def player(self, token: str) -> dict[str, Any] | None: ...


class Bucket:
    """A token bucket: ``rate`` requests a second, ``burst`` (default ``rate``) at once."""

    def __init__(self, rate: float, now: float, burst: float | None = None) -> None:
        self.rate, self.at = rate, now
        self.burst = float(rate if burst is None else burst)
        self.tokens = self.burst

    def take(self, now: float) -> bool:
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
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
        self._cache: dict[Any, tuple[int, float, str | None]] = {}
        self.wakers: set[asyncio.Event] = set()
        """One per open stream: set when the game changed, the server stops or the stream's client went away."""
        self.streams: set[web.StreamResponse] = set()
        self.runner: web.AppRunner | None = None
        self.listening: asyncio.AbstractServer | None = None
        self.guard = Guard(clock=clock)
        """Counts sockets per address and closes the ones over the caps or late with their headers (issue #40)."""
        self.closing = False
        self.app = web.Application(middlewares=[self.limits])
        self.app.on_response_prepare.append(self._headers)
        token = "{token:[A-Za-z0-9_-]{1,64}}"        # a link's token (``secrets.token_urlsafe``): no dot, no slash
        self.app.add_routes([web.get("/board", self.board_page), web.get("/board.json", self.board_data),
                             web.get("/board/events", self.board_events), web.get("/standings", self.standings_page),
                             web.get("/standings.json", self.standings_data),
                             web.get("/standings/events", self.standings_events),
                             web.get(f"/p/{token}.json", self.phone_data), web.get(f"/p/{token}", self.phone_page),
                             web.get(f"/p/{token}/events", self.phone_events),
                             web.get(f"/p/{token}/manifest.webmanifest", self.phone_manifest),
                             web.get("/stats", self.stats_page), web.get("/stats.json", self.stats_data),
                             web.get("/static/{name:[a-z]{1,20}\\.(?:js|css|svg)}", self.static)])

    # ------------------------------------------------------------ running
    async def start(self) -> str:
        """Listen on ``host:port`` (port 0: a free one); returns the board's address."""
        self.runner = web.AppRunner(self.app, handle_signals=False, keepalive_timeout=KEEPALIVE,
                                    access_log=None, logger=http_logger())
        await self.runner.setup()
        # our own listening socket: every connection goes through the guard (per-address cap, header deadline)
        factory = self.runner.server
        assert factory is not None          # set up just above
        self.listening = await asyncio.get_running_loop().create_server(
            self.guard.wrap(cast(Callable[[], asyncio.Protocol], factory)), self.host, self.port,
            reuse_address=True, backlog=1024)
        sockets: list[Any] = list(self.listening.sockets or [])
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
        self._wake_all()
        for stream in list(self.streams):
            stream.force_close()
        if self.listening is not None:
            self.listening.close()
            self.listening = None
        if self.runner is not None:
            await self.runner.cleanup()
            self.runner = None

    def notify(self) -> None:
        """Something changed: the event streams send the board again (call on the loop's thread)."""
        self.version += 1
        self._wake_all()

    def _wake_all(self) -> None:
        for wake in list(self.wakers):
            wake.set()

    # ------------------------------------------------------------ headers
    @staticmethod
    async def _headers(request: web.Request, response: web.StreamResponse) -> None:
        """Every answer: nothing to sniff, no referrer, not framed by another
        site, only its own scripts and styles, and no server version named;
        an error page is never cached."""
        response.headers["Server"] = "Mafia Host"
        response.headers["X-Content-Type-Options"] = "nosniff"
        response.headers["Referrer-Policy"] = "no-referrer"
        board = request.path.startswith("/board")       # a stream's overlay may frame the board (OBS)
        if not board:
            response.headers["X-Frame-Options"] = "DENY"
        response.headers["Content-Security-Policy"] = (
            "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; "
            "manifest-src 'self'; base-uri 'none'; form-action 'none'"
            + ("" if board else "; frame-ancestors 'none'"))
        if response.status >= 400 or request.path.startswith("/p/"):
            response.headers["Cache-Control"] = "no-store"

    # ------------------------------------------------------------ limits
    def now(self) -> float:
        return self.clock() if self.clock is not None else asyncio.get_running_loop().time()

    @web.middleware
    async def limits(self, request: web.Request,
                     handler: Callable[[web.Request], Awaitable[web.StreamResponse]]) -> web.StreamResponse:
        """10 requests a second and 4 open at once per client (issue #29);
        the pages' scripts and styles do not count against the rate."""
        client = request.remote or "?"
        bucket = self.buckets.setdefault(client, Bucket(RATE, self.now(), max(BURST, RATE)))
        ru = self.language == "ru"
        cheap = request.path.startswith("/static/")     # a page's own files: a reload takes no turn of the rate
        if not cheap and not bucket.take(self.now()):
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
    STATIC_TYPES = {"js": "text/javascript", "css": "text/css", "svg": "image/svg+xml"}

    async def static(self, request: web.Request) -> web.Response:
        """The pages' scripts and styles (no inline script: the policy allows only these files)."""
        name = request.match_info["name"]
        path = PAGES / name
        if not path.is_file():
            raise web.HTTPNotFound()
        return web.Response(body=path.read_bytes(), content_type=self.STATIC_TYPES[name.rsplit(".", 1)[1]],
                            charset=None if name.endswith(".svg") else "utf-8",
                            headers={"Cache-Control": "no-cache"})

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

    def _stats(self) -> dict[str, Any] | None:
        read = getattr(self.feed, "stats", None)       # a feed without the club's games has no statistics
        return None if read is None else read()

    async def stats_page(self, request: web.Request) -> web.Response:
        """The club's statistics, drawn by the server (no script): ``/stats``."""
        from .stats_page import render_stats

        data = self._stats() or {"format": "mafia-stats/1", "players": [], "club": {}}
        return web.Response(text=render_stats(data, self.language), content_type="text/html", charset="utf-8",
                            headers={"Cache-Control": "no-store"})

    async def stats_data(self, request: web.Request) -> web.Response:
        data = self._stats() or {"format": "mafia-stats/1", "players": [], "club": {}}
        return web.Response(text=dumps(data), content_type="application/json", headers={"Cache-Control": "no-store"})

    async def standings_events(self, request: web.Request) -> web.StreamResponse:
        """Server-sent events: the standings now, then at every change (a game's points confirmed)."""
        return await self._events(request, self.feed.standings, "standings")

    async def board_events(self, request: web.Request) -> web.StreamResponse:
        """Server-sent events: the board now, then again at every change."""
        return await self._events(request, self.feed.board, "board")

    def _text(self, key: Any, read: Callable[[], Any]) -> str | None:
        """``read()`` as JSON text (None: gone), read once a change for
        every stream of ``key`` (300 boards cost one read of the game); a
        stream that opens later reads afresh (the timer's seconds left are
        read at the time)."""
        now = asyncio.get_running_loop().time()
        cached = self._cache.get(key)
        if cached is not None and cached[0] == self.version and now - cached[1] < SHARED_READ:
            return cached[2]
        data = read()
        text = None if data is None else dumps(data)
        if len(self._cache) > 4096:
            self._cache.clear()
        self._cache[key] = (self.version, now, text)
        return text

    async def _events(self, request: web.Request, read: Callable[[], Any], key: Any) -> web.StreamResponse:
        """Server-sent events of ``read()`` now, then at every change; the
        stream ends when the server stops or ``read()`` gives None (a
        revoked link). Streams of one ``key`` share one read a change."""
        response = web.StreamResponse(headers={"Content-Type": "text/event-stream", "Cache-Control": "no-store"})
        await response.prepare(request)
        self.streams.add(response)
        last = request.headers.get("Last-Event-ID") or request.query.get("last") or ""
        last = last[:EVENT_ID] if _EVENT_ID.fullmatch(last[:EVENT_ID]) else ""
        wake = asyncio.Event()
        self.wakers.add(wake)
        transport = request.transport
        if transport is not None:       # the guard wakes the stream the moment its client goes away
            self.guard.on_close(transport, wake.set)
        loop = asyncio.get_running_loop()
        try:
            await response.write(f"retry: {RETRY_MS}\n\n".encode())
            sent, shown, wrote = -1, None, loop.time()
            while not self.closing:
                if transport is None or transport.is_closing():
                    break                   # the client went away (a reload, a closed tab): free its place now
                wake.clear()
                if sent != self.version:
                    sent = self.version
                    text = self._text(key, read)
                    if text is None:        # a revoked link: the page says so at once, and stops following
                        await response.write(b"event: gone\ndata: null\n\n")
                        break
                    if text != shown:       # only what changed: no event for an input the page cannot see
                        shown = text
                        ident = event_id(text)
                        if ident != last:   # a reconnecting page that has it already gets nothing
                            await response.write(f"id: {ident}\ndata: {text}\n\n".encode("utf-8"))
                            wrote = loop.time()
                        last = ""
                    continue
                try:
                    await asyncio.wait_for(wake.wait(), WAKE)
                except asyncio.TimeoutError:
                    if loop.time() - wrote >= HEARTBEAT:   # a comment line: a dead connection fails to take it
                        await response.write(b": ping\n\n")
                        wrote = loop.time()
        except (ConnectionResetError, ConnectionError, asyncio.CancelledError):
            pass
        finally:
            self.streams.discard(response)
            self.wakers.discard(wake)
            if transport is not None:
                self.guard.forget(transport, wake.set)
        return response

    # ------------------------------------------------------------ phones
    def _gone(self) -> web.Response:
        """An unknown, made-up or revoked link: a plain page, nothing else."""
        text = ("Эта ссылка больше не действует. Попросите ведущего о новой."
                if self.language == "ru" else "This link is no longer valid. Ask the host for a new one.")
        return web.Response(status=404, text=f"<!DOCTYPE html><meta charset='utf-8'><title>Mafia Host</title>"
                            f"<link rel='stylesheet' href='/static/gone.css'><p id='gone'>{escape(text)}</p>",
                            content_type="text/html", charset="utf-8", headers={"Cache-Control": "no-store"})

    async def phone_page(self, request: web.Request) -> web.Response:
        token = request.match_info["token"]
        if self.feed.player(token) is None:
            return self._gone()
        page = self._page("phone.html", "Mafia Host")
        page.text = (page.text or "").replace("{{MANIFEST}}", f"/p/{token}/manifest.webmanifest")
        return page

    async def phone_manifest(self, request: web.Request) -> web.Response:
        """The phone page as an app on the home screen (a web app manifest): it opens this link."""
        token = request.match_info["token"]
        if self.feed.player(token) is None:
            return self._gone()
        ru = self.language == "ru"
        data = {"name": "Mafia Host: " + ("мой стол" if ru else "my seat"), "short_name": "Mafia Host",
                "lang": self.language, "start_url": f"/p/{token}", "scope": f"/p/{token}", "display": "standalone",
                "orientation": "portrait", "background_color": "#10141c", "theme_color": "#10141c",
                "icons": [{"src": "/static/icon.svg", "sizes": "any", "type": "image/svg+xml", "purpose": "any"}]}
        return web.Response(text=dumps(data), content_type="application/manifest+json")

    async def phone_data(self, request: web.Request) -> web.Response:
        data = self.feed.player(request.match_info["token"])
        if data is None:
            return self._gone()
        return web.Response(text=dumps(data), content_type="application/json", headers={"Cache-Control": "no-store"})

    async def phone_events(self, request: web.Request) -> web.StreamResponse:
        token = request.match_info["token"]
        if self.feed.player(token) is None:
            return self._gone()
        return await self._events(request, lambda: self.feed.player(token), ("p", token))


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
