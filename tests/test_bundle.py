"""The Linux bundle (issue: installers): built from this checkout with
packaging/build, it runs --smoke-test frozen, offscreen: window, projector, the
sample game replayed, CSV/XLSX/PDF/zip exports, and the voice worker spawned
inside the bundle (or its silent fallback named). Slow (about a minute); CI
runs it. Skipped only where the build cannot run: not Linux."""

import json
import os
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
EXE = ROOT / "dist" / "mafia-host" / "mafia-host"

pytestmark = [pytest.mark.slow,
              pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux bundle builds on Linux")]


@pytest.fixture(scope="module")
def bundle():
    proc = subprocess.run(["bash", str(ROOT / "packaging" / "build"), "--package"], cwd=ROOT,
                          capture_output=True, text=True, timeout=1200)
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-3000:]
    assert EXE.exists()
    return EXE


def test_the_frozen_app_passes_its_smoke_test(bundle, tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("MAFIA_HOST_NO_VOICE", "PYTHONPATH")}
    env.update(QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path))
    proc = subprocess.run([str(bundle), "--smoke-test"], capture_output=True, text=True, timeout=300,
                          env=env, cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr[-3000:]
    lines = [line for line in proc.stdout.splitlines() if line.startswith("{")]
    assert len(lines) == 1, proc.stdout
    out = json.loads(lines[0])
    assert out["ok"] is True and out["frozen"] is True and out["platform"] == "offscreen"
    assert out["status"] == "finished" and out["winner"] == "red"
    assert out["exports"] == ["csv", "pdf", "xlsx", "zip"]
    assert out["qt"].startswith("6.")
    if out["voice"] == "pyttsx3":   # the worker process started inside the bundle, by spawn
        assert out["voice_start_method"] == "spawn" and out["voice_wav_bytes"] > 1000
    else:
        assert out["voice_reason"]
    assert not list(tmp_path.glob(".local/share/mafia-host/*"))   # the user's folders untouched


def test_the_download_holds_the_bundle_the_menu_entry_and_the_installer(bundle):
    archives = sorted((ROOT / "dist").glob("mafia-host-*-linux-*.tar.gz"))
    assert archives
    with tarfile.open(archives[-1]) as tar:
        names = tar.getnames()
    top = names[0].split("/")[0]
    for part in ("mafia-host/mafia-host", "install.sh", "mafia-host.desktop", "mafia-host.png", "README.txt"):
        assert f"{top}/{part}" in names


def test_install_script_puts_the_app_in_local_without_root(bundle, tmp_path):
    archive = sorted((ROOT / "dist").glob("mafia-host-*-linux-*.tar.gz"))[-1]
    with tarfile.open(archive) as tar:
        tar.extractall(tmp_path / "unpacked", filter="tar")
    folder = next((tmp_path / "unpacked").iterdir())
    home = tmp_path / "home"
    env = dict(os.environ, HOME=str(home))
    env.pop("XDG_DATA_HOME", None)
    proc = subprocess.run(["bash", str(folder / "install.sh")], env=env, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    share = home / ".local" / "share"
    desktop = (share / "applications" / "mafia-host.desktop").read_text(encoding="utf-8")
    assert f"Exec={share}/mafia-host/mafia-host %f" in desktop
    assert (home / ".local" / "bin" / "mafia-host").resolve() == (share / "mafia-host" / "mafia-host").resolve()
    assert (share / "icons" / "hicolor" / "256x256" / "apps" / "mafia-host.png").exists()
    version = subprocess.run([str(home / ".local" / "bin" / "mafia-host"), "--version"],
                             capture_output=True, text=True, timeout=60)
    assert version.returncode == 0 and version.stdout.startswith("Mafia Host ")
    proc = subprocess.run(["bash", str(folder / "install.sh"), "--remove"], env=env, capture_output=True, text=True)
    assert proc.returncode == 0 and not (share / "mafia-host").exists()


def test_the_bundle_leaves_out_ffmpeg_gtk_and_the_icu_data_of_other_languages(bundle):
    """#26: the two sound cues play through QtMultimedia's own audio output
    (no FFmpeg backend); no GTK theme and the libraries only it needed; ICU's
    data cut to the root, English and Russian; libraries stripped."""
    inside = bundle.parent / "_internal"
    names = {p.name for p in inside.rglob("*") if p.is_file()}
    assert not {n for n in names if n.startswith(("libavcodec", "libavformat", "libffmpegmediaplugin",
                                                  "libgtk-3", "libgdk-3", "libqgtk3", "libpango-"))}
    assert "libQt6Multimedia.so.6" in names and "libqxdgdesktopportal.so" in names
    icu = next(inside.rglob("libicudata.so.*"))
    assert icu.stat().st_size < 8 * 2**20, icu.stat().st_size      # the whole data is 30 MB
    sections = subprocess.run(["readelf", "-S", str(inside / "libpython3.11.so.1.0")], capture_output=True,
                              text=True, check=True).stdout
    assert ".symtab" not in sections and ".debug_info" not in sections       # stripped
