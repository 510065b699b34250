"""Count the places outside the rulesets' packages that compare a ruleset id
(issue #24: the shell looks a ruleset or its kit up, it never asks "which
game is this?").

    .venv/bin/python scripts/id_comparisons.py [ROOT]     # each place, the count; exit 1 if any

A place is a comparison (``==``, ``!=``, ``in``, ``not in``) with a ruleset
id as a literal (``"fiim"``, or one inside a tuple or list), or of an
attribute named ``ruleset`` or ``id`` with any text literal (an id the script
does not know yet). Two games' rulesets compared with each other are not
asking which game it is, and are not counted. ``app/core/rulesets/`` and
``app/ui/rulesets/`` are each game's own code and are not counted.

It also counts the texts naming a step kind that only one ruleset has
(:data:`OWN_STEPS`, e.g. sport Mafia's ``"best_move"``) outside those
packages: such a step is its kit's to handle.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

IDS = frozenset({"ok4u", "fiim", "forum", "raizen", "za31", "toy"})
OWN = ("app/core/rulesets/", "app/ui/rulesets/")
OWN_STEPS = frozenset({"night0", "best_move", "day_vote", "night_orders"})
"""Step kinds of one ruleset: sport Mafia's night 0 and best move, a live forum city's day and night."""


def _names_id(node: ast.AST) -> bool:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value in IDS
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return any(_names_id(e) for e in node.elts)
    return False


def _is_ruleset_attr(node: ast.AST) -> bool:
    return isinstance(node, ast.Attribute) and node.attr in ("ruleset", "id")


def _is_text(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


def _shell_files(root: Path):
    """``(rel, lines, tree)`` of every module under ``root/app`` outside the rulesets' packages."""
    for path in sorted((root / "app").rglob("*.py")):
        rel = path.relative_to(root).as_posix()
        if rel.startswith(OWN):
            continue
        text = path.read_text(encoding="utf-8")
        yield rel, text.splitlines(), ast.parse(text, rel)


def places(root: Path) -> list[tuple[str, int, str]]:
    """``(path, line, source)`` of every comparison of a ruleset id under ``root/app``."""
    out = []
    for rel, lines, tree in _shell_files(root):
        for node in ast.walk(tree):
            if not isinstance(node, ast.Compare):
                continue
            if not any(isinstance(op, (ast.Eq, ast.NotEq, ast.In, ast.NotIn)) for op in node.ops):
                continue
            sides = [node.left, *node.comparators]
            if any(_names_id(s) for s in sides) or (any(_is_ruleset_attr(s) for s in sides)
                                                    and any(_is_text(s) for s in sides)):
                out.append((rel, node.lineno, lines[node.lineno - 1].strip()))
    return out


def step_places(root: Path) -> list[tuple[str, int, str]]:
    """``(path, line, source)`` of every text naming one ruleset's step kind
    (:data:`OWN_STEPS`) under ``root/app``, outside the rulesets' packages."""
    out = []
    for rel, lines, tree in _shell_files(root):
        prose = {id(n.value) for n in ast.walk(tree) if isinstance(n, ast.Expr)}     # docstrings: words
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in OWN_STEPS \
                    and id(node) not in prose:
                out.append((rel, node.lineno, lines[node.lineno - 1].strip()))
    return out


def main() -> int:
    root = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parents[1]
    found = places(root)
    for rel, line, source in found:
        print(f"{rel}:{line}: {source}")
    print(f"{len(found)} ruleset id comparisons outside the rulesets' packages")
    steps = step_places(root)
    for rel, line, source in steps:
        print(f"{rel}:{line}: {source}")
    print(f"{len(steps)} names of one ruleset's step kinds outside the rulesets' packages")
    return 1 if found or steps else 0


if __name__ == "__main__":
    raise SystemExit(main())
