"""The rules engine stays pure: app/core imports nothing from Qt, voice,
storage or the outer layers (README, "Layout" and "The seam"), and no layer
outside the rulesets' packages asks which game it is (issue #24)."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CORE = ROOT / "app" / "core"
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


def test_no_ruleset_id_is_compared_outside_the_rulesets_packages():
    """scripts/id_comparisons.py: the shell looks a ruleset or its kit up."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("id_comparisons", ROOT / "scripts" / "id_comparisons.py")
    counter = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(counter)
    assert counter.places(ROOT) == []
    assert counter.step_places(ROOT) == []      # nor a step kind only one ruleset has (its kit's)


def test_the_id_counter_finds_a_comparison(tmp_path):
    import importlib.util

    spec = importlib.util.spec_from_file_location("id_comparisons", ROOT / "scripts" / "id_comparisons.py")
    counter = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(counter)
    (tmp_path / "app" / "ui" / "rulesets" / "fiim").mkdir(parents=True)
    (tmp_path / "app" / "ui" / "shell.py").write_text(
        'def f(g, v):\n    a = g.setup.ruleset == "fiim"\n    b = v.ruleset in ("forum", "x")\n'
        '    c = g.rules.id != "raizen2"\n    d = g.setup.ruleset == v.ruleset\n    return a, b, c, d\n')
    (tmp_path / "app" / "ui" / "rulesets" / "fiim" / "kit.py").write_text('x = "a" == "fiim"\n')
    assert [line for _, line, _ in counter.places(tmp_path)] == [2, 3, 4]
    (tmp_path / "app" / "ui" / "panel.py").write_text('"""best_move"""\nif step.kind == "best_move":\n    pass\n')
    assert [line for _, line, _ in counter.step_places(tmp_path)] == [2]

