"""Size and complexity of the code (issue #9's before/after numbers).

    .venv/bin/python bench/complexity.py [ROOT]

Prints the five largest modules (lines), the largest function (lines) and
the ten functions of highest cyclomatic complexity (radon) under
``ROOT/app`` (issue #24's before/after numbers; run it on a checkout of each).
radon comes with the ``bench`` extra: ``pip install -e '.[bench]'``.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

from radon.complexity import cc_visit


def main(root: str = ".") -> None:
    base = Path(root)
    files = sorted((base / "app").rglob("*.py"))
    modules = []
    functions = []
    worst = []
    for path in files:
        text = path.read_text(encoding="utf-8")
        rel = path.relative_to(base).as_posix()
        modules.append((len(text.splitlines()), rel))
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                functions.append((node.end_lineno - node.lineno + 1, f"{rel}:{node.name}"))
        for block in cc_visit(text):
            name = getattr(block, "fullname", block.name)
            worst.append((block.complexity, f"{rel}:{name}"))
    lines = sum(n for n, _ in modules)
    print(f"app/: {len(files)} modules, {lines} lines")
    print("five largest modules:")
    for n, rel in sorted(modules, reverse=True)[:5]:
        print(f"  {n:4d}  {rel}")
    print("largest function: %d lines  %s" % max(functions))
    print("radon cyclomatic complexity, ten worst:")
    for cc, name in sorted(worst, reverse=True)[:10]:
        print(f"  {cc:3d}  {name}")


if __name__ == "__main__":
    main(*sys.argv[1:])
