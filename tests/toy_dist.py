"""The toy games as a distribution of their own (issue #38, item 7): the
metadata ``pip install`` would write (``*.dist-info`` with its entry points)
in a folder put on ``sys.path``, so the app finds the toys the way it finds
any installed game, through ``importlib.metadata``, and registers nothing by
hand. The toys' modules are in ``tests/`` (``toy_turns``, ``toy_kit``)."""

from __future__ import annotations

import importlib
import sys
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

TESTS = Path(__file__).resolve().parent
NAME = "mafia_host_toy_games"
ENTRY_POINTS = """[mafia_host.rulesets]
toyturns = toy_turns:TOY_TURNS
toydraw = toy_kit:DRAW_TOY

[mafia_host.kits]
toyturns = toy_turns:TOY_TURNS_KIT
toydraw = toy_kit:DRAW_KIT
"""


def write(root: Path) -> Path:
    """The toy distribution's metadata under ``root`` (made if missing); returns ``root``."""
    info = root / f"{NAME}-1.0.dist-info"
    info.mkdir(parents=True, exist_ok=True)
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {NAME}\nVersion: 1.0\n", encoding="utf-8")
    (info / "entry_points.txt").write_text(ENTRY_POINTS, encoding="utf-8")
    return root


def _reload() -> None:
    from app.core import ruleset as rulesets
    from app.ui import rulesets as kits

    importlib.invalidate_caches()
    rulesets.reload_installed()
    kits.reload_installed()


@contextmanager
def installed(root: Path) -> Iterator[Path]:
    """The toys installed (their metadata on ``sys.path``) for a test, then uninstalled."""
    write(root)
    sys.path.insert(0, str(root))
    _reload()
    try:
        yield root
    finally:
        sys.path.remove(str(root))
        _reload()
