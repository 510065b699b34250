"""A typed seam (#38, item 4): the hooks a game implements name their types,
each ruleset's views carry its own typed facts, and nothing outside the core
reads a view's untyped corner or a game's private fold."""

from __future__ import annotations

import ast
import dataclasses
import re
from pathlib import Path

import pytest

from app.core import ruleset as registry
from app.core.errors import MafiaError
from app.core.game import Game
from app.core.views import HostView, PublicView

ROOT = Path(__file__).resolve().parents[1]
SEAM = [("app/core/ruleset.py", "Ruleset"), ("app/ui/rulesets/__init__.py", "Kit"),
        ("app/ui/rulesets/__init__.py", "Live"), ("app/ui/turn_parts.py", "TurnParts"),
        ("app/ui/turn_desk_kit.py", "TurnDeskKit")]
JSON_OBJECT = re.compile(r"(Mapping|dict)\[str, Any\]")
"""A JSON object (a script's entry, a file's table) is the one place ``Any`` stays: JSON values are any."""


def untyped_hooks(path: Path, cls: str) -> list[str]:
    """``Class.hook`` for each hook of ``cls`` whose signature has ``Any``
    outside a JSON object, or a parameter or return without a type."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    node = next(n for n in ast.walk(tree) if isinstance(n, ast.ClassDef) and n.name == cls)
    out = []
    for f in node.body:
        if not isinstance(f, ast.FunctionDef):
            continue
        args = [a for a in f.args.args + f.args.kwonlyargs if a.arg not in ("self", "cls")]
        text = " ".join(ast.unparse(a.annotation) for a in args if a.annotation is not None)
        text += " " + (ast.unparse(f.returns) if f.returns is not None else "")
        if any(a.annotation is None for a in args) or f.returns is None or "Any" in JSON_OBJECT.sub("", text):
            out.append(f"{cls}.{f.name}")
    return out


@pytest.mark.parametrize("path, cls", SEAM)
def test_the_seams_hooks_name_their_types(path, cls):
    assert untyped_hooks(ROOT / path, cls) == []


def test_the_check_finds_an_untyped_hook(tmp_path):
    source = tmp_path / "kit.py"
    source.write_text("from typing import Any, Mapping\n"
                      "class Kit:\n"
                      "    def a(self, view: Any) -> str: ...\n"
                      "    def b(self, data: Mapping[str, Any]) -> dict[str, Any]: ...\n"
                      "    def c(self, hv) -> None: ...\n"
                      "    def d(self, x: int) -> list[Any]: ...\n", encoding="utf-8")
    assert untyped_hooks(source, "Kit") == ["Kit.a", "Kit.c", "Kit.d"]


def games_own_hooks() -> list[tuple[Path, str, set[str]]]:
    """Each built-in game's ruleset and kit class, with the seam's hooks it may override."""
    bases = {"Ruleset": ROOT / "app/core/ruleset.py", "Kit": ROOT / "app/ui/rulesets/__init__.py",
             "TurnDeskKit": ROOT / "app/ui/turn_desk_kit.py", "FamilyKit": ROOT / "app/ui/rulesets/family/kit.py"}
    hooks: dict[str, set[str]] = {}
    for name, path in bases.items():
        node = next(n for n in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
                    if isinstance(n, ast.ClassDef) and n.name == name)
        hooks[name] = {f.name for f in node.body if isinstance(f, ast.FunctionDef)}
    hooks["TurnDeskKit"] |= hooks["Kit"]
    hooks["FamilyKit"] |= hooks["Kit"]
    found = []
    for path in sorted((ROOT / "app/core/rulesets").glob("*/__init__.py")) + sorted(
            (ROOT / "app/ui/rulesets").glob("*/__init__.py")) + [bases["FamilyKit"]]:
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.ClassDef):
                base = next((ast.unparse(b) for b in node.bases if ast.unparse(b) in hooks), None)
                if base is not None:
                    found.append((path, node.name, hooks[base]))
    return found


def test_every_games_own_hooks_name_their_types_too():
    """The five games' rulesets and kits override the seam's hooks with its
    types (or narrower ones), never ``Any``: a game's code is checked as the seam is."""
    found = games_own_hooks()
    assert len(found) >= 11       # five rulesets, five kits and the family's
    untyped = [f"{path.relative_to(ROOT)}: {hook}" for path, cls, names in found
               for hook in untyped_hooks(path, cls) if hook.split(".")[1] in names]
    assert untyped == []


def outside_the_core() -> list[Path]:
    return [p for p in (ROOT / "app").rglob("*.py") if "core" not in p.relative_to(ROOT / "app").parts[:1]]


def test_nothing_outside_the_core_reads_a_games_fold_or_a_views_extra():
    """Kits, the shell and the web read views by attribute: no ``game._play``,
    no ``view.extra[...]`` (the setup's ``extra`` is its stored fields, read
    only by the ruleset's own kit)."""
    found = []
    for path in outside_the_core():
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if re.search(r"\._play\b", line) or re.search(r"(?<!setup)\.extra\[", line) \
                    or re.search(r"\b(hv|view|public|host_view\(\)|public_view\(\)|view\(\))\.extra\b", line):
                found.append(f"{path.relative_to(ROOT)}:{n}: {line.strip()}")
    assert found == []


def _sample(ruleset_id: str) -> Game | None:
    """A game of the ruleset from the shared scenarios or the shipped samples, a few inputs in."""
    from app.core.script import load_script, replay

    for path in sorted((ROOT / "resources" / "samples").glob("*.json")) + sorted(
            (ROOT.parent / "shared" / "scenarios").rglob("*.json")):
        try:
            script = load_script(path.read_text(encoding="utf-8"))
            if script.setup.ruleset == ruleset_id:
                return replay(script)
        except MafiaError:      # a scenario that shows a refusal
            continue
    return None


@pytest.mark.parametrize("ruleset_id", ["ok4u", "fiim", "forum", "raizen", "za31"])
def test_each_rulesets_views_carry_its_own_typed_facts(ruleset_id):
    """A game's host and public views hold its ruleset's own dataclasses
    (or nothing, for a game with no facts of its own), never a dict."""
    game = _sample(ruleset_id)
    assert game is not None, f"no sample game of {ruleset_id}"
    for view, kind in ((game.host_view(), HostView), (game.public_view(), PublicView)):
        assert isinstance(view, kind)
        assert not hasattr(view, "extra")
        own = view.own
        assert own is None or (dataclasses.is_dataclass(own) and not isinstance(own, type)), (ruleset_id, type(own))
    if ruleset_id != "ok4u":
        assert game.host_view().own is not None and game.public_view().own is not None
    assert registry.get(ruleset_id).id == ruleset_id
