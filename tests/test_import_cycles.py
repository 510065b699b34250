"""No import cycle anywhere in ``app/`` (issue #38, item 3).

The graph is read from the sources with :mod:`ast`: every ``import`` and
``from … import`` counts, at the top of a module or inside a function (a
lazy import is still a dependency). Only imports under ``if
TYPE_CHECKING:`` are left out: they never run, they name a type for mypy.
``from . import x`` is an edge to the submodule ``x``; an edge goes to the
longest module the name reaches. The games reach the registries through
entry points (``pyproject.toml``), so neither registry imports a game.
"""

from __future__ import annotations

import ast
from importlib.metadata import entry_points
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def modules() -> dict[str, tuple[Path, bool]]:
    """Module name → (its file, whether it is a package's ``__init__``)."""
    found = {}
    for path in (ROOT / "app").rglob("*.py"):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        package = parts[-1] == "__init__"
        if package:
            parts = parts[:-1]
        found[".".join(parts)] = (path, package)
    return found


def _typing_only(tree: ast.AST) -> set[int]:
    skipped: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for inner in node.body:
                skipped.update(id(x) for x in ast.walk(inner))
    return skipped


def _targets(name: str, package: bool, node: ast.Import | ast.ImportFrom, known: dict) -> list[str]:
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    base = name.split(".") if package else name.split(".")[:-1]
    if node.level:
        base = base[:len(base) - (node.level - 1)]
        target = ".".join(base) + (f".{node.module}" if node.module else "")
    else:
        target = node.module or ""
    return [f"{target}.{alias.name}" if f"{target}.{alias.name}" in known else target for alias in node.names]


def graph() -> dict[str, set[str]]:
    """Module → the modules of ``app`` it imports."""
    known = modules()
    edges: dict[str, set[str]] = {m: set() for m in known}
    for name, (path, package) in known.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        skipped = _typing_only(tree)
        for node in ast.walk(tree):
            if id(node) in skipped or not isinstance(node, (ast.Import, ast.ImportFrom)):
                continue
            for target in _targets(name, package, node, known):
                while target and target not in known:
                    target = target.rpartition(".")[0]
                if target and target != name:
                    edges[name].add(target)
    return edges


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan, iteratively)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []
    counter = 0
    for root in sorted(edges):
        if root in index:
            continue
        work = [(root, iter(sorted(edges[root])))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on.add(root)
        while work:
            v, children = work[-1]
            for w in children:
                if w not in index:
                    index[w] = low[w] = counter
                    counter += 1
                    stack.append(w)
                    on.add(w)
                    work.append((w, iter(sorted(edges[w]))))
                    break
                if w in on:
                    low[v] = min(low[v], index[w])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[v])
                if low[v] == index[v]:
                    component = []
                    while True:
                        w = stack.pop()
                        on.discard(w)
                        component.append(w)
                        if w == v:
                            break
                    if len(component) > 1:
                        out.append(sorted(component))
    return out


def test_the_finder_finds_a_cycle():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_no_import_cycle_in_app():
    edges = graph()
    assert "app.core.ruleset" in edges["app.core.game"]          # the graph was read
    assert "app.core.rulesets.za31.post" in edges["app.core.rulesets.za31.turn"]
    found = cycles(edges)
    assert found == [], "\n".join(
        " ⇄ ".join(c) + "\n    " + "\n    ".join(f"{m} → {sorted(t for t in edges[m] if t in c)}" for m in c)
        for c in found)


def test_neither_registry_imports_a_game():
    edges = graph()
    for registry, games_under in (("app.core.ruleset", "app.core.rulesets."), ("app.core.registry", "app.core.rulesets."),
                                  ("app.ui.rulesets", "app.ui.rulesets.")):
        games = sorted(t for t in edges[registry] if t.startswith(games_under))
        assert games == [], (registry, games)


def test_the_games_are_the_installed_entry_points():
    from app.core import ruleset as registry
    from app.ui.rulesets import kits

    games = {point.name for point in entry_points(group="mafia_host.rulesets")}
    assert games == {"ok4u", "fiim", "forum", "raizen", "za31"}
    assert {point.name for point in entry_points(group="mafia_host.kits")} == games
    assert [r.id for r in registry.registered()][:5] == ["ok4u", "fiim", "forum", "raizen", "za31"]
    assert [k.id for k in kits()][:5] == ["ok4u", "fiim", "forum", "raizen", "za31"]
