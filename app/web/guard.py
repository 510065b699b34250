"""The room's server at the socket (issue #40): a per-address cap on open
sockets, half-open ones included, and a deadline for a request's headers.

aiohttp counts requests, not sockets: a client that opens connections and
sends nothing (or a header a byte a minute, "slowloris") held them until the
process ran out of file descriptors. :class:`Guard` wraps the server's
protocol factory: a connection over its address's cap, or over the
server's, is closed as soon as it is accepted; a connection whose first
request's headers have not all arrived within :data:`HEADER_SECONDS` is
closed. A refused address is logged once a minute, not once a connection.
No Qt here."""

from __future__ import annotations

import asyncio
import logging
import resource
from typing import Any, Callable

log = logging.getLogger(__name__)

SOCKETS_PER_ADDRESS = 16
"""Open sockets one address may hold (a phone's browser opens up to 6; a PC with a board and a few tabs)."""
HEADER_SECONDS = 5.0
"""Seconds a new connection has to send its first request's headers."""
HEADER_BYTES = 16 * 1024
"""The most bytes looked at for the end of the headers (aiohttp refuses longer lines itself)."""
LOG_EVERY = 60.0
"""Seconds between two log lines about one refused address."""


def socket_budget() -> int:
    """Sockets the whole server may hold: the process's file limit less a
    margin for the database, the log and the window (at least 64)."""
    try:
        soft = resource.getrlimit(resource.RLIMIT_NOFILE)[0]
    except (OSError, ValueError):
        soft = 1024
    if soft == resource.RLIM_INFINITY or soft <= 0:
        soft = 65536
    return max(64, int(soft) - 128)


class Guard:
    """Counts open sockets per address and closes those over the caps.
    ``per_address`` and ``total`` are the caps; ``header_seconds`` the
    deadline for the first request's headers; ``clock`` gives seconds (for
    the log's once-a-minute)."""

    def __init__(self, per_address: int = SOCKETS_PER_ADDRESS, total: int | None = None,
                 header_seconds: float = HEADER_SECONDS, clock: Callable[[], float] | None = None) -> None:
        self.per_address = per_address
        self.total = socket_budget() if total is None else total
        self.header_seconds = header_seconds
        self.clock = clock
        self.open: dict[str, int] = {}
        self.count = 0
        self.refused = 0
        """Connections closed at once since the start (over a cap)."""
        self.timed_out = 0
        """Connections closed for headers that did not arrive in time."""
        self._logged: dict[str, float] = {}
        self._on_close: dict[Any, list[Callable[[], None]]] = {}

    def on_close(self, transport: Any, call: Callable[[], None]) -> None:
        """Call ``call()`` when ``transport``'s connection is lost (an event stream wakes at once)."""
        self._on_close.setdefault(transport, []).append(call)

    def forget(self, transport: Any, call: Callable[[], None]) -> None:
        """Undo :meth:`on_close` (the stream ended by itself)."""
        calls = self._on_close.get(transport)
        if calls is not None:
            if call in calls:
                calls.remove(call)
            if not calls:
                del self._on_close[transport]

    def lost(self, transport: Any) -> None:
        """``transport``'s connection is lost: wake whoever waits on it."""
        for call in self._on_close.pop(transport, ()):
            call()

    def now(self) -> float:
        return self.clock() if self.clock is not None else asyncio.get_running_loop().time()

    def admit(self, address: str) -> bool:
        """Count a new connection from ``address``; False (and nothing
        counted) when it is over a cap."""
        if self.count >= self.total or self.open.get(address, 0) >= self.per_address:
            self.refused += 1
            self._log(address, "too many open connections")
            return False
        self.open[address] = self.open.get(address, 0) + 1
        self.count += 1
        return True

    def release(self, address: str) -> None:
        """A counted connection closed."""
        left = self.open.get(address, 0) - 1
        if left > 0:
            self.open[address] = left
        else:
            self.open.pop(address, None)
        self.count = max(0, self.count - 1)

    def _log(self, address: str, why: str) -> None:
        now = self.now()
        if now - self._logged.get(address, -LOG_EVERY) >= LOG_EVERY:
            self._logged[address] = now
            if len(self._logged) > 4096:        # forget the oldest: the log's memory is bounded too
                for key in sorted(self._logged, key=self._logged.__getitem__)[:2048]:
                    del self._logged[key]
            log.warning("web: %s from %s: closed (logged once a minute)", why, address)

    def wrap(self, factory: Callable[[], asyncio.Protocol]) -> Callable[[], asyncio.Protocol]:
        """The protocol factory to hand ``loop.create_server``."""
        return lambda: Guarded(factory(), self)


class Guarded(asyncio.Protocol):
    """One connection: counted, refused over the caps, closed if its first
    request's headers are late; everything else is the wrapped protocol's."""

    def __init__(self, inner: Any, guard: Guard) -> None:
        self.inner, self.guard = inner, guard
        self.address: str | None = None
        self.transport: asyncio.Transport | None = None
        self.timer: asyncio.TimerHandle | None = None
        self.head = b""

    def connection_made(self, transport: Any) -> None:
        peer = transport.get_extra_info("peername")
        address = str(peer[0]) if isinstance(peer, (tuple, list)) and peer else "?"
        if not self.guard.admit(address):
            self.inner = None
            transport.abort()
            return
        self.address, self.transport = address, transport
        self.timer = asyncio.get_running_loop().call_later(self.guard.header_seconds, self._late)
        self.inner.connection_made(transport)

    def _late(self) -> None:
        self.timer = None
        if self.transport is not None and not self.transport.is_closing():
            self.guard.timed_out += 1
            self.guard._log(self.address or "?", "no request headers within %g s" % self.guard.header_seconds)
            self.transport.abort()

    def data_received(self, data: bytes) -> None:
        if self.inner is None:
            return
        if self.timer is not None:
            self.head = (self.head + data[:HEADER_BYTES])[-HEADER_BYTES:]
            if b"\r\n\r\n" in self.head or b"\n\n" in self.head:
                self.timer.cancel()
                self.timer, self.head = None, b""
        self.inner.data_received(data)

    def eof_received(self) -> bool | None:
        return None if self.inner is None else self.inner.eof_received()

    def connection_lost(self, exc: Exception | None) -> None:
        if self.timer is not None:
            self.timer.cancel()
            self.timer = None
        if self.inner is None:
            return
        if self.address is not None:
            self.guard.release(self.address)
            self.address = None
        self.inner.connection_lost(exc)
        if self.transport is not None:
            self.guard.lost(self.transport)

    def pause_writing(self) -> None:
        if self.inner is not None:
            self.inner.pause_writing()

    def resume_writing(self) -> None:
        if self.inner is not None:
            self.inner.resume_writing()


class OneLine(logging.Filter):
    """The HTTP layer's errors (a header too long, a broken request) as one
    line each, without a traceback, and each client's once a minute."""

    def __init__(self, clock: Callable[[], float]) -> None:
        super().__init__()
        self.clock = clock
        self.seen: dict[str, float] = {}

    def filter(self, record: logging.LogRecord) -> bool:
        if record.exc_info and record.exc_info[1] is not None:
            err = record.exc_info[1]
            first = (str(err).strip().splitlines() or [""])[0][:200]
            record.msg = "%s: %s" % (record.getMessage(), f"{type(err).__name__} {first}".strip())
            record.args = None
            record.exc_info, record.exc_text = None, None
        key = record.getMessage()[:300]
        now = self.clock()
        if now - self.seen.get(key, -LOG_EVERY) < LOG_EVERY:
            return False
        if len(self.seen) > 4096:
            self.seen.clear()
        self.seen[key] = now
        return True


def http_logger() -> logging.Logger:
    """The logger handed to aiohttp's request handlers (see :class:`OneLine`)."""
    logger = logging.getLogger("app.web.http")
    if not any(isinstance(f, OneLine) for f in logger.filters):
        import time
        logger.addFilter(OneLine(time.monotonic))
    return logger
