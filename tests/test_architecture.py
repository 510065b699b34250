"""The rules engine stays pure: app/core imports nothing from Qt, voice,
storage or the outer layers (DEVELOPERS.md, "Architecture")."""

import ast
from pathlib import Path

CORE = Path(__file__).resolve().parents[1] / "app" / "core"
FORBIDDEN = ("PySide6", "qasync", "pyttsx3", "sqlite3", "sqlalchemy", "time", "datetime",
             "app.ui", "app.storage", "app.speech", "app.export", "app.cli", "app.main")


def imported_modules(path: Path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            yield node.module


def test_core_imports_nothing_outward():
    files = sorted(CORE.glob("*.py"))
    assert len(files) > 5
    bad = [(f.name, m) for f in files for m in imported_modules(f)
           if any(m == x or m.startswith(x + ".") for x in FORBIDDEN)]
    assert bad == []


def test_checker_catches_an_outward_import(tmp_path):
    sample = tmp_path / "x.py"
    sample.write_text("from PySide6 import QtCore\nimport time\n")
    assert list(imported_modules(sample)) == ["PySide6", "time"]
