"""What a new game costs the shared code (issue #38, item 7): its own two
folders (``app/core/rulesets/<id>/``, ``app/ui/rulesets/<id>/``) and one
entry point per registry in ``pyproject.toml``, nothing else.

- No module outside a game's folders imports it (the import graph of
  ``tests/test_import_cycles.py``, imports inside functions included), and
  no shared file names its package in code: only ``pyproject.toml`` does.
- A game installed as a distribution of its own (the toys, ``tests/toy_dist.py``)
  is found by the command line with nothing registered by hand: ``python -m
  app replay`` plays it, and its refusal keeps its rule id."""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
from importlib.metadata import entry_points
from pathlib import Path

import toy_dist
from test_import_cycles import graph

ROOT = Path(__file__).resolve().parents[1]
GAMES = sorted(point.name for point in entry_points(group="mafia_host.rulesets"))


def own(module: str, game: str) -> bool:
    return any(module == p or module.startswith(p + ".") for p in (f"app.core.rulesets.{game}", f"app.ui.rulesets.{game}"))


def test_no_shared_module_imports_a_game():
    edges = graph()
    assert len(GAMES) >= 5
    for game in GAMES:
        importers = sorted(m for m, targets in edges.items() if not own(m, game)
                           and any(own(t, game) for t in targets))
        assert importers == [], (game, importers)


def _code_strings(path: Path) -> list[str]:
    """A Python file's string constants outside docstrings (what its code may load by name)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docs = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body \
                and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant):
            docs.add(id(node.body[0].value))
    return [n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str)
            and id(n) not in docs]


def test_only_pyproject_names_a_game_package():
    shared = [p for p in (ROOT / "app").rglob("*.py") if not any(
        p.is_relative_to(ROOT / "app" / side / "rulesets" / game) for side in ("core", "ui") for game in GAMES)]
    shared += list((ROOT / "packaging").rglob("*.py")) + list((ROOT / "packaging").rglob("*.spec"))
    for game in GAMES:
        needles = (f"rulesets.{game}", f"rulesets/{game}")
        naming = set()
        for path in shared:
            texts = _code_strings(path) if path.suffix == ".py" else [path.read_text(encoding="utf-8")]
            if any(n in t for t in texts for n in needles):
                naming.add(str(path.relative_to(ROOT)))
        if any(n in (ROOT / "pyproject.toml").read_text(encoding="utf-8") for n in needles):
            naming.add("pyproject.toml")
        assert naming == {"pyproject.toml"}, (game, naming)


def test_an_installed_game_plays_from_the_command_line(tmp_path):
    site = toy_dist.write(tmp_path / "site")
    script = {"format": "mafia-game/2", "rules": {"preset": "toyturns"},
              "seats": [{"seat": i, "player": n, "role": "player"} for i, n in enumerate(("Анна", "Борис", "Вера", "Глеб"), 1)],
              "actions": [{"draft": 1, "card": "sword"}, {"draft": 2, "card": "shield"},
                          {"draft": 3, "card": "lamp"}, {"draft": 4, "card": "sword"},
                          {"tag": 1, "target": 3}, {"tag": 2, "target": 3}, {"resolve": True}]}
    path = tmp_path / "toy.json"
    path.write_text(json.dumps(script, ensure_ascii=False), encoding="utf-8")
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(site), str(ROOT / "tests"), str(ROOT)]))
    done = subprocess.run([sys.executable, "-m", "app", "replay", str(path)], capture_output=True,
                          encoding="utf-8", env=env, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["posts"] == ["Turn 1: Вера leaves."]
    script["actions"].append({"tag": 3, "target": 1})                 # Вера has left: refused, U-3
    path.write_text(json.dumps(script, ensure_ascii=False), encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "app", "replay", str(path)], capture_output=True,
                          encoding="utf-8", env=env, cwd=ROOT)
    assert done.returncode != 0 and "seat 3 is not in play (U-3)" in done.stderr
    bare = subprocess.run([sys.executable, "-m", "app", "replay", str(path)], capture_output=True,
                          encoding="utf-8", cwd=ROOT, env=dict(os.environ, PYTHONPATH=str(ROOT)))
    assert bare.returncode != 0 and "toyturns" in bare.stderr        # not installed: an unknown preset
