"""One table's host, as a separate process: ``python tests/concurrent_writer.py URL TABLE SEED``.
Plays a random complete game (bench/common.py) and stores every input as the
window does; prints the stored game's id."""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "bench")]

from app.core.game import Game  # noqa: E402
from app.core.setup import GameSetup  # noqa: E402
from app.storage import Store  # noqa: E402
from common import random_game  # noqa: E402


def main(url: str, table: str, seed: int) -> None:
    setup, inputs = random_game(seed)
    setup = GameSetup.create([(f"{table}-{s.player}", s.role) for s in setup.seats])
    store = Store.open(url)
    evening = store.create_evening("2026-11-24", "OK4U", table)
    gid = store.start_game(evening, setup)
    game = Game(setup)
    for inp in inputs:
        game.push(inp)
        store.record(gid, "input", inp, game)
    store.close()
    print(gid, flush=True)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], int(sys.argv[3]))
