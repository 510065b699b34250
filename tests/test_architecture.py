"""The rules engine stays pure: app/core imports nothing from Qt, voice,
storage or the outer layers (DEVELOPERS.md, "Architecture")."""

import ast
from pathlib import Path

CORE = Path(__file__).resolve().parents[1] / "app" / "core"
FORBIDDEN = ("PySide6", "qasync", "pyttsx3", "sqlite3", "sqlalchemy", "time", "datetime",
             "app.ui", "app.service", "app.storage", "app.speech", "app.export", "app.cli", "app.main")


def imported_modules(path: Path, package: str = "app.core"):
    """Every module a file imports, relative imports resolved against ``package``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name
        elif isinstance(node, ast.ImportFrom):
            if node.level == 0:
                if node.module:
                    yield node.module
                continue
            parts = package.split(".")
            base = parts[: len(parts) - (node.level - 1)]
            if node.module:
                yield ".".join(base + node.module.split("."))
            else:
                for alias in node.names:
                    yield ".".join(base + [alias.name])


def package_of(path: Path) -> str:
    """The dotted package a core file belongs to (``app.core.rulesets.ok4u``)."""
    rel = path.relative_to(CORE.parent.parent).with_suffix("")
    parts = list(rel.parts)
    return ".".join(parts[:-1])


def test_core_imports_nothing_outward():
    files = sorted(CORE.rglob("*.py"))   # the rulesets' packages too
    assert len(files) > 15 and any("rulesets" in f.parts for f in files)
    bad = [(f.name, m) for f in files for m in imported_modules(f, package_of(f))
           if any(m == x or m.startswith(x + ".") for x in FORBIDDEN)]
    assert bad == []


def test_checker_catches_an_outward_import(tmp_path):
    sample = tmp_path / "x.py"
    sample.write_text("from PySide6 import QtCore\nimport time\nfrom ..ui import main_window\nfrom . import game\n")
    assert list(imported_modules(sample)) == ["PySide6", "time", "app.ui", "app.core.game"]
    bad = [m for m in imported_modules(sample) if any(m == x or m.startswith(x + ".") for x in FORBIDDEN)]
    assert bad == ["PySide6", "time", "app.ui"]


def test_checker_resolves_imports_inside_a_ruleset_package(tmp_path):
    sample = CORE / "rulesets" / "ok4u" / "play.py"
    assert package_of(sample) == "app.core.rulesets.ok4u"
    nested = tmp_path / "y.py"
    nested.write_text("from ....ui import panels\nfrom ...game import Game\n")
    assert list(imported_modules(nested, "app.core.rulesets.ok4u")) == ["app.ui", "app.core.game"]


def test_import_layers_hold():
    """The layers of pyproject's [tool.importlinter] (ui → export → storage/speech/scoring → core)."""
    import subprocess
    import sys

    lint = Path(sys.executable).with_name("lint-imports")
    proc = subprocess.run([str(lint)], cwd=Path(__file__).resolve().parents[1], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout[-3000:]
