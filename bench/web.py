"""The room's screens (issue #29): from a host's input to every board client
having the new board, p95, with 30 clients on the event stream over
loopback (29 readers and one headless Debian chromium showing /board: its
repaint is timed too); and the server's memory with them.

    .venv/bin/python bench/web.py [INPUTS]      (default 200)

Every bench client comes from 127.0.0.1, so the per-client limits (10
requests a second, 4 open) are raised for it. The server runs on its own loop in a thread (the window's loop in the app)
and reads a game's public view, as the window's feed does; each input is
pushed, the server told, and the time until the 30th client has read the
new board is the latency. Memory: the process's resident size with the
server and 30 open streams, less before the server started.
"""

from __future__ import annotations

import asyncio
import json
import statistics
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

import aiohttp  # noqa: E402

from app.core.game import Game  # noqa: E402
from app.service.board import board_json, standings_json  # noqa: E402
from app.ui.room_words import board_words  # noqa: E402
from app.web.server import BoardServer  # noqa: E402

CLIENTS = 29
"""Stream readers besides the browser."""
PAINTED = """window.__paints = [];
const Real = window.EventSource;
window.EventSource = function (url) { const s = new Real(url);
  s.addEventListener("message", () => requestAnimationFrame(() => window.__paints.push(Date.now()))); return s; };"""


def rss_mib() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


class Feed:
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


def main() -> None:
    from test_web import scenario_script

    n = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    script = scenario_script()
    before = rss_mib()
    feed = Feed(Game(script.setup))
    loop = asyncio.new_event_loop()
    threading.Thread(target=loop.run_forever, daemon=True).start()
    import app.web.server as web_server

    web_server.OPEN = web_server.RATE = 1000     # every bench client is 127.0.0.1; real phones are 30 addresses
    server = BoardServer(feed, "127.0.0.1", 0)
    url = asyncio.run_coroutine_threadsafe(server.start(), loop).result(10)
    events = url + "/events"
    got: list[list[float]] = [[] for _ in range(CLIENTS)]
    ready = threading.Event()

    async def clients() -> None:
        async with aiohttp.ClientSession() as session:
            async def one(i: int) -> None:
                async with session.get(events) as response:
                    if i == CLIENTS - 1:
                        ready.set()
                    async for line in response.content:
                        if line.startswith(b"data: "):
                            got[i].append(time.perf_counter())
            await asyncio.gather(*(one(i) for i in range(CLIENTS)), return_exceptions=True)

    client_loop = asyncio.new_event_loop()
    threading.Thread(target=lambda: client_loop.run_until_complete(clients()), daemon=True).start()
    ready.wait(10)
    time.sleep(0.5)
    with_clients = rss_mib()        # before the browser's driver adds to this process
    from playwright.sync_api import sync_playwright

    playwright = sync_playwright().start()
    browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", headless=True, args=["--no-sandbox"])
    page = browser.new_page(viewport={"width": 1920, "height": 1080})
    page.add_init_script(PAINTED)
    page.goto(url)
    page.wait_for_function("window.__paints.length >= 1")
    latencies = []
    paints = []
    inputs = list(script.actions)
    for k in range(n):
        inp = inputs[k % len(inputs)]
        if k % len(inputs) == 0:
            with feed.lock:
                feed.game = Game(script.setup)
        counts = [len(g) for g in got]
        painted = page.evaluate("window.__paints.length")
        wall = time.time() * 1000
        t0 = time.perf_counter()
        with feed.lock:
            feed.game.push(inp)
        loop.call_soon_threadsafe(server.notify)
        deadline = time.perf_counter() + 5
        while any(len(g) <= c for g, c in zip(got, counts)) and time.perf_counter() < deadline:
            time.sleep(0.0005)
        latencies.append(max(g[c] for g, c in zip(got, counts) if len(g) > c) - t0)
        page.wait_for_function(f"window.__paints.length > {painted}")
        paints.append(page.evaluate(f"window.__paints[{painted}]") - wall)
    browser.close()
    playwright.stop()
    asyncio.run_coroutine_threadsafe(server.stop(), loop).result(10)
    latencies.sort()
    p95 = latencies[int(len(latencies) * 0.95)]
    paints.sort()
    print(f"{CLIENTS} readers and a browser on the event stream, {n} inputs: median "
          f"{statistics.median(latencies) * 1000:.1f} ms, p95 {p95 * 1000:.1f} ms from the input to the last reader's read")
    print(f"the browser's repaint: median {statistics.median(paints):.0f} ms, p95 {paints[int(len(paints) * 0.95)]:.0f} ms "
          "from the input (Date.now() at the first animation frame after the message)")
    print(f"memory: {with_clients - before:.1f} MiB for the server with {CLIENTS} open streams and the bench's readers "
          f"(process {with_clients:.0f} MiB); one board is {len(json.dumps(feed.board()))} bytes")


if __name__ == "__main__":
    main()
