"""``python -m app serve`` following a database another window writes
(issue #40): from a host's input committed by another connection to the
board's event stream carrying it, median and p95, over SQLite.

    .venv/bin/python bench/serve_follow.py [INPUTS] [--every SECONDS]

``--every``: how often the feed looks (default: the feed's own, 0.05 s on
SQLite; 1.0 is the earlier fixed poll). The server runs on its own loop in a
thread, as ``serve`` does; the writer is this thread, with its own store.
"""

from __future__ import annotations

import asyncio
import json
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

import aiohttp  # noqa: E402

from app.core.game import Game  # noqa: E402
from app.service.board import StoreFeed  # noqa: E402
from app.storage import Store  # noqa: E402
from app.web.server import BoardServer, follow  # noqa: E402
from helpers import shared_dir  # noqa: E402


def main() -> None:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    inputs = int(args[0]) if args else 30
    every = float(sys.argv[sys.argv.index("--every") + 1]) if "--every" in sys.argv else None
    from app.core.script import load_script

    data = json.loads((shared_dir() / "scenarios" / "ok4u-10-red-wins.json").read_text(encoding="utf-8"))
    data.pop("expect", None)
    script = load_script(json.dumps(data))
    url = f"sqlite:///{Path(tempfile.mkdtemp()) / 'games.sqlite'}"
    writer = Store.open(url)
    evening = writer.create_evening("2026-11-28")
    gid = writer.start_game(evening, script.setup)
    feed = StoreFeed(Store.open(url))
    loop = asyncio.new_event_loop()
    threading.Thread(target=loop.run_forever, daemon=True).start()
    server = BoardServer(feed, "127.0.0.1", 0)
    board = asyncio.run_coroutine_threadsafe(server.start(), loop).result(10)
    asyncio.run_coroutine_threadsafe(follow(server, feed, every), loop)
    seen: list[tuple[float, int]] = []

    async def read() -> None:
        async with aiohttp.ClientSession() as session:
            async with session.get(board.replace("/board", "/board/events")) as response:
                async for line in response.content:
                    if line.startswith(b"data: "):
                        game = json.loads(line[len(b"data: "):])["game"]
                        seen.append((time.perf_counter(), -1 if game is None else int(game["step_no"] or -1)))

    asyncio.run_coroutine_threadsafe(read(), loop)
    while not seen:
        time.sleep(0.01)
    game = Game(script.setup)
    times = []
    for inp in script.actions[:inputs]:
        game.push(inp)
        count = len(seen)
        started = time.perf_counter()
        writer.write_event(gid, "input", inp, writer.snapshot(game))
        while len(seen) == count:
            time.sleep(0.001)
        times.append((seen[-1][0] - started) * 1000)
        time.sleep(0.13)           # not in step with the poll
    times.sort()
    p95 = times[min(len(times) - 1, int(len(times) * 0.95))]
    print(f"{len(times)} inputs committed by another connection to the board's stream: "
          f"median {statistics.median(times):.0f} ms, p95 {p95:.0f} ms "
          f"(the feed looks every {every or feed.look_every:.2f} s)")
    asyncio.run_coroutine_threadsafe(server.stop(), loop).result(10)


if __name__ == "__main__":
    main()
