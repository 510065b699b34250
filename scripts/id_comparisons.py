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
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

IDS = frozenset({"ok4u", "fiim", "forum", "raizen", "za31", "toy"})
OWN = ("app/core/rulesets/", "app/ui/rulesets/")


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


def places(root: Path) -> list[tuple[str, int, str]]:
    """``(path, line, source)`` of every comparison of a ruleset id under ``root/app``."""
    out = []
    for path in sorted((root / "app").rglob("*.py")):
        rel = path.relative_to(root).as_posix()
        if rel.startswith(OWN):
            continue
        text = path.read_text(encoding="utf-8")
        lines = text.splitlines()
        for node in ast.walk(ast.parse(text, rel)):
            if not isinstance(node, ast.Compare):
                continue
            if not any(isinstance(op, (ast.Eq, ast.NotEq, ast.In, ast.NotIn)) for op in node.ops):
                continue
            sides = [node.left, *node.comparators]
            if any(_names_id(s) for s in sides) or (any(_is_ruleset_attr(s) for s in sides)
                                                    and any(_is_text(s) for s in sides)):
                out.append((rel, node.lineno, lines[node.lineno - 1].strip()))
    return out


def main() -> int:
    root = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parents[1]
    found = places(root)
    for rel, line, source in found:
        print(f"{rel}:{line}: {source}")
    print(f"{len(found)} ruleset id comparisons outside the rulesets' packages")
    return 1 if found else 0


if __name__ == "__main__":
    raise SystemExit(main())
