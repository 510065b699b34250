"""Installers' app side: the version from the package metadata, Help → About
with the folders, portable mode, --version and --smoke-test from source."""

import json
import os
import shutil
import subprocess
import sys
from importlib import metadata
from pathlib import Path

import pytest

from app import paths

from gui_driver import message_text

ROOT = Path(__file__).resolve().parents[1]


def test_the_version_comes_from_the_package_metadata():
    assert paths.version() == metadata.version("mafia-host")


def test_portable_mode_keeps_everything_beside_the_executable(tmp_path, monkeypatch):
    monkeypatch.delenv("MAFIA_HOST_PORTABLE", raising=False)
    monkeypatch.setattr(paths, "exe_dir", lambda: tmp_path)
    assert paths.portable_root() is None
    assert tmp_path not in paths.data_dir().parents
    (tmp_path / "portable").write_text("", encoding="utf-8")
    assert paths.portable_root() == tmp_path / "data"
    for folder in (paths.data_dir(), paths.config_dir(), paths.log_dir(), paths.settings_dir()):
        assert folder.parent == tmp_path / "data"
    from app.storage.engine import default_url
    assert default_url() == f"sqlite:///{tmp_path / 'data' / 'data' / 'mafia-host.sqlite'}"


def test_about_shows_the_version_the_folders_and_the_rules_in_force(qtbot, stored_window):
    win, _ = stored_window()
    text = message_text(win.about)
    assert f"Mafia Host {metadata.version('mafia-host')}" in text
    assert "mafia-game/2" in text and "OK4U (current) v2" in text
    assert text.count('href="file://') >= 3     # database, club files, log (and settings): clickable


def run_app(*args, **env):
    full = {k: v for k, v in os.environ.items() if k != "MAFIA_HOST_NO_VOICE"}
    full.update(env)
    return subprocess.run([sys.executable, "-m", "app", *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=180, env=full)


def test_version_flag():
    proc = run_app("--version")
    assert proc.returncode == 0 and proc.stdout.strip() == f"Mafia Host {metadata.version('mafia-host')}"


def test_smoke_test_from_source_prints_one_json_line(tmp_path):
    proc = run_app("--smoke-test", QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path))
    assert proc.returncode == 0, proc.stderr[-2000:]
    out = json.loads(proc.stdout.strip().splitlines()[-1])
    assert out["ok"] and out["frozen"] is False and out["exports"] == ["csv", "pdf", "xlsx", "zip"]
    assert out["voice"] in ("pyttsx3", "silent")


def test_smoke_test_failure_exits_non_zero_with_the_reason(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{oops", encoding="utf-8")
    proc = run_app("--smoke-test", str(bad), QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path))
    assert proc.returncode == 1
    assert "smoke test failed" in proc.stderr and "not valid JSON" in proc.stderr
    assert "Traceback" not in proc.stderr


def test_smoke_test_starts_no_voice_worker_when_the_voice_is_off(tmp_path):
    """#26: MAFIA_HOST_NO_VOICE=1 means no worker process at all, not even the smoke test's own."""
    proc = run_app("--smoke-test", QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path), MAFIA_HOST_NO_VOICE="1")
    assert proc.returncode == 0, proc.stderr[-2000:]
    out = json.loads(proc.stdout.strip().splitlines()[-1])
    assert out["ok"] and out["voice"] == "off" and "voice_worker_pid" not in out


def _icu_module():
    import importlib.util

    spec = importlib.util.spec_from_file_location("icu_data", ROOT / "packaging" / "linux" / "icu_data.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="PySide6's own ICU is Linux's")
def test_the_bundles_icu_data_keeps_the_root_english_and_russian_and_nothing_else_changes(tmp_path):
    """#26: ICU's data cut to the two UI languages is a valid common data
    file: every kept item is byte for byte the original, Russian and English
    collation and locale data are there, other locales' and the converters are not."""
    import PySide6

    icu = _icu_module()
    lib = next((Path(PySide6.__file__).parent / "Qt" / "lib").glob("libicudata.so.*"))
    data = lib.read_bytes()
    symbol, offset, size = icu._symbol(data)
    header, items = icu._items(data[offset:offset + size])
    kept = [(n, d) for n, d in items if icu.wanted(n)]
    again_header, again = icu._items(icu._common(header, kept))
    assert again_header == header and again == sorted(kept)
    names = {n.split("/", 1)[1] for n, _ in again}
    assert {"coll/ru.res", "coll/en.res", "coll/root.res", "coll/ucadata.icu", "ru.res", "en_GB.res",
            "zone/ru.res", "nfkc.nrm", "unames.icu", "zoneinfo64.res", "brkitr/word.brk"} <= names
    assert not names & {"coll/zh.res", "de.res", "lang/fr.res", "translit/root.res", "brkitr/cjdict.dict"}
    assert not any(n.endswith(".cnv") for n in names)
    assert sum(len(d) for _, d in again) < sum(len(d) for _, d in items) / 5
    if shutil.which("ld") and shutil.which("as"):
        built = icu.small_icu(lib, tmp_path)
        assert icu._symbol(built.read_bytes())[0] == symbol and built.stat().st_size < lib.stat().st_size / 5
