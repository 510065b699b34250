"""Replay throughput side by side with another checkout (issue #26).

    .venv/bin/python bench/replay_vs.py OTHER_CHECKOUT [GAMES]

The OTHER checkout (e.g. ``git worktree add /tmp/v1 cd9e9a2``, the first
release) writes GAMES random complete OK4U games as ``mafia-game/1`` scripts
with its own generator; then each checkout, in its own process, reads the
same scripts and times folding every game from its inputs (the best of
three rounds, alternating the two checkouts).
Prints games/s for both and the ratio.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parents[1]

WRITE = r"""
import json, sys
sys.path[:0] = [sys.argv[1], sys.argv[1] + "/bench"]
from common import random_game
from app.core.game import Game
from app.core.script import game_to_script
out = []
for seed in range(int(sys.argv[2])):
    setup, actions = random_game(seed)
    out.append(game_to_script(Game(setup, actions)))
json.dump(out, open(sys.argv[3], "w"))
"""

TIME = r"""
import json, sys, time
sys.path[:0] = [sys.argv[1]]
from app.core.game import Game
from app.core.script import parse_script
scripts = [parse_script(s) for s in json.load(open(sys.argv[2]))]
best = float("inf")
for _ in range(3):
    t0 = time.perf_counter()
    for s in scripts:
        g = Game(s.setup, s.actions)
        assert g.status == "finished"
    best = min(best, time.perf_counter() - t0)
print(json.dumps({"games": len(scripts), "seconds": best,
                  "inputs": sum(len(s.actions) for s in scripts)}))
"""


def run(checkout: Path, code: str, *args: str) -> str:
    return subprocess.run([sys.executable, "-c", code, str(checkout), *args], check=True,
                          capture_output=True, text=True, cwd=checkout).stdout


def main() -> None:
    other = Path(sys.argv[1]).resolve()
    n = sys.argv[2] if len(sys.argv) > 2 else "2000"
    with tempfile.TemporaryDirectory() as tmp:
        path = str(Path(tmp) / "games.json")
        run(other, WRITE, n, path)
        results: dict[str, dict] = {}
        for _ in range(3):            # alternate, keep each one's best: the machine's noise hits both
            for name, checkout in (("other", other), ("this", HERE)):
                r = json.loads(run(checkout, TIME, path))
                if name not in results or r["seconds"] < results[name]["seconds"]:
                    results[name] = r
    for name, r in results.items():
        print(f"{name:5s} {r['games'] / r['seconds']:8,.0f} games/s "
              f"({r['inputs'] / r['games']:.1f} inputs each, {r['seconds']:.3f} s)")
    ratio = results["other"]["seconds"] / results["this"]["seconds"]
    print(f"this checkout is {ratio:.2f}x as fast as {other}")


if __name__ == "__main__":
    main()
