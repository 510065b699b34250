"""The room's screens (issues #29, #40): from a host's input to every board
client having the new board, median and p95, and the server's memory per
open stream.

    .venv/bin/python bench/web.py [--inputs N] [--only ROW]

Rows (``--only`` picks one by its name):

- ``window-30``: the window's way: the game in this process, the server
  told at each input; 29 stream readers and one headless Debian chromium
  showing /board (its repaint is timed too);
- ``window-300``: the same with 300 readers, no browser;
- ``serve-sqlite-30``, ``serve-postgresql-30``: ``serve``'s way: another
  connection (the host's window) commits each input to the database, the
  server follows it (SQLite: ``data_version`` every 50 ms; PostgreSQL:
  LISTEN, the writer notifies in its transaction) and 30 readers wait for it;
- ``serve-sqlite-300``.

The readers run in another process, each from its own loopback address
(127.0.x.y: a room's phones are one address each, so the per-address limits
apply as in a room), and time their reads on the system's monotonic clock.
Memory: the server process's resident size with the streams open, less
before they opened, per stream.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing as mp
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from app.core.game import Game  # noqa: E402
from app.service.board import board_json, standings_json  # noqa: E402
from app.ui.room_words import board_words  # noqa: E402
from app.web.server import BoardServer, follow  # noqa: E402

PAINTED = """window.__paints = [];
const Real = window.EventSource;
window.EventSource = function (url) { const s = new Real(url);
  s.addEventListener("message", () => requestAnimationFrame(() => window.__paints.push(Date.now()))); return s; };"""


def rss_mib() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def address(i: int) -> str:
    """The ``i``-th reader's own loopback address."""
    return f"127.0.{1 + i // 250}.{2 + i % 250}"


class Feed:
    """The window's feed: a game in this process, read under a lock."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.lock = threading.Lock()

    def board(self):
        with self.lock:
            return board_json(self.game.public_view(), "bench", board_words)   # worded, as the window's feed

    def standings(self):
        return standings_json([])

    def player(self, token):
        return None


def readers(url: str, count: int, counts, times, ready) -> None:
    """The reader process: ``count`` streams, each from its own address;
    ``counts[i]``/``times[i]``: events read and the monotonic time of the last."""
    import aiohttp

    async def one(i: int) -> None:
        connector = aiohttp.TCPConnector(local_addr=(address(i), 0))
        async with aiohttp.ClientSession(connector=connector, timeout=aiohttp.ClientTimeout(total=None)) as session:
            async with session.get(url) as response:
                assert response.status == 200, response.status
                async for line in response.content:
                    if line.startswith(b"data: "):
                        times[i] = time.monotonic()
                        counts[i] += 1

    async def run() -> None:
        tasks = [asyncio.ensure_future(one(i)) for i in range(count)]
        while sum(1 for i in range(count) if counts[i] > 0) < count:
            await asyncio.sleep(0.01)
            for t in tasks:
                if t.done() and t.exception():
                    raise t.exception()
        ready.set()
        await asyncio.gather(*tasks)

    asyncio.run(run())


class Readers:
    def __init__(self, url: str, count: int) -> None:
        ctx = mp.get_context("spawn")
        self.count = count
        self.counts = ctx.Array("i", count, lock=False)
        self.times = ctx.Array("d", count, lock=False)
        self.ready = ctx.Event()
        self.proc = ctx.Process(target=readers, args=(url, count, self.counts, self.times, self.ready), daemon=True)
        self.proc.start()
        if not self.ready.wait(60):
            raise SystemExit("the readers did not connect")

    def snapshot(self) -> list[int]:
        return list(self.counts)

    def wait(self, before: list[int], t0: float) -> float:
        """Seconds from ``t0`` until every reader has read past ``before``."""
        deadline = time.monotonic() + 10
        while any(self.counts[i] <= before[i] for i in range(self.count)):
            if time.monotonic() > deadline:
                raise SystemExit("a reader missed an input")
            time.sleep(0.0005)
        return max(self.times[i] for i in range(self.count)) - t0

    def close(self) -> None:
        self.proc.terminate()
        self.proc.join(10)


def summary(name: str, latencies: list[float], memory: float, streams: int, extra: str = "") -> None:
    latencies = sorted(latencies)
    p95 = latencies[min(len(latencies) - 1, int(len(latencies) * 0.95))]
    print(f"{name:22} {len(latencies):4} inputs: median {statistics.median(latencies) * 1000:6.1f} ms, "
          f"p95 {p95 * 1000:6.1f} ms; memory {memory * 1024 / streams:6.1f} KiB a stream{extra}", flush=True)


def window_row(script, clients: int, inputs: int, browser: bool) -> None:
    feed = Feed(Game(script.setup))
    loop = asyncio.new_event_loop()
    threading.Thread(target=loop.run_forever, daemon=True).start()
    server = BoardServer(feed, "0.0.0.0", 0)
    url = asyncio.run_coroutine_threadsafe(server.start(), loop).result(10).replace("0.0.0.0", "127.0.0.1")
    feed.board()                    # the first board loads the words: not the streams' memory
    time.sleep(0.2)
    before = rss_mib()
    group = Readers(url + "/events", clients - (1 if browser else 0))
    time.sleep(0.5)
    memory = rss_mib() - before
    page = playwright = chromium = None
    if browser:
        from playwright.sync_api import sync_playwright

        playwright = sync_playwright().start()
        chromium = playwright.chromium.launch(executable_path="/usr/bin/chromium", headless=True, args=["--no-sandbox"])
        page = chromium.new_page(viewport={"width": 1920, "height": 1080}, bypass_csp=True)   # the probe runs in the page
        page.add_init_script(PAINTED)
        page.goto(url)
        page.wait_for_function("window.__paints.length >= 1")
    latencies, paints = [], []
    actions = list(script.actions)
    for k in range(inputs):
        if k % len(actions) == 0:
            with feed.lock:
                feed.game = Game(script.setup)
        counts = group.snapshot()
        painted = page.evaluate("window.__paints.length") if page else 0
        wall = time.time() * 1000
        t0 = time.monotonic()
        with feed.lock:
            feed.game.push(actions[k % len(actions)])
        loop.call_soon_threadsafe(server.notify)
        latencies.append(group.wait(counts, t0))
        if page:
            page.wait_for_function(f"window.__paints.length > {painted}")
            paints.append(page.evaluate(f"window.__paints[{painted}]") - wall)
    extra = ""
    if paints:
        paints.sort()
        extra = (f"; the browser's repaint: median {statistics.median(paints):.0f} ms, "
                 f"p95 {paints[int(len(paints) * 0.95)]:.0f} ms")
        chromium.close()
        playwright.stop()
    group.close()
    asyncio.run_coroutine_threadsafe(server.stop(), loop).result(10)
    summary(f"window-{clients}", latencies, memory, group.count, extra)


def serve_row(script, backend: str, clients: int, inputs: int) -> None:
    from app.service.board import StoreFeed
    from app.storage import Store

    pg = None
    if backend == "postgresql":
        from postgres import Server

        pg = Server()
        if not pg.available:
            print(f"serve-postgresql-{clients}: PostgreSQL's initdb/pg_ctl are not installed: not measured")
            return
        pg.start(fsync=True)
        url = pg.createdb("bench")
    else:
        url = f"sqlite:///{Path(tempfile.mkdtemp()) / 'games.sqlite'}"
    try:
        writer = Store.open(url)
        gid = writer.start_game(writer.create_evening("2026-11-28"), script.setup)
        feed = StoreFeed(Store.open(url), board_words)
        loop = asyncio.new_event_loop()
        threading.Thread(target=loop.run_forever, daemon=True).start()
        server = BoardServer(feed, "0.0.0.0", 0)
        url_board = asyncio.run_coroutine_threadsafe(server.start(), loop).result(10).replace("0.0.0.0", "127.0.0.1")
        asyncio.run_coroutine_threadsafe(follow(server, feed), loop)
        feed.board()
        time.sleep(0.3)
        before = rss_mib()
        group = Readers(url_board + "/events", clients)
        time.sleep(0.5)
        memory = rss_mib() - before
        game = Game(script.setup)
        latencies = []
        actions = list(script.actions)[:inputs]
        for inp in actions:
            game.push(inp)
            counts = group.snapshot()
            t0 = time.monotonic()
            writer.write_event(gid, "input", inp, writer.snapshot(game))
            latencies.append(group.wait(counts, t0))
            time.sleep(0.013)           # not in step with the feed's looks
        group.close()
        asyncio.run_coroutine_threadsafe(server.stop(), loop).result(10)
        feed.close()
        writer.close()
        summary(f"serve-{backend}-{clients}", latencies, memory, clients,
                f" (the feed looks every {feed.look_every:.2f} s)")
    finally:
        if pg is not None:
            pg.stop()


def main() -> None:
    from test_web import scenario_script

    parser = argparse.ArgumentParser()
    parser.add_argument("--inputs", type=int, default=100)
    parser.add_argument("--only")
    args = parser.parse_args()
    script = scenario_script()
    rows = {
        "window-30": lambda: window_row(script, 30, args.inputs, browser=True),
        "window-300": lambda: window_row(script, 300, args.inputs, browser=False),
        "serve-sqlite-30": lambda: serve_row(script, "sqlite", 30, args.inputs),
        "serve-postgresql-30": lambda: serve_row(script, "postgresql", 30, args.inputs),
        "serve-sqlite-300": lambda: serve_row(script, "sqlite", 300, args.inputs),
    }
    for name, row in rows.items():
        if args.only in (None, name):
            row()
    print(f"one board is {len(json.dumps(Feed(Game(script.setup)).board(), ensure_ascii=False))} bytes")


if __name__ == "__main__":
    main()
