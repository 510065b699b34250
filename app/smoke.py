"""``--smoke-test``: prove an installed (or frozen) app works end to end.

Opens the host window and the projector (offscreen unless a display is
asked for), replays a game through the window's controller, exports the
evening as CSV, XLSX, PDF and a protocols zip to a temporary folder, says one
phrase through the voice worker process (or reports the silent fallback),
then prints one JSON line and exits 0. Any failure exits 1 with the reason on
stderr. Nothing is written to the user's folders: the database and settings
live in the temporary folder.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from .paths import FROZEN, RESOURCES, version

SAMPLE = RESOURCES / "samples" / "ok4u-sample-game.json"
VOICE_SECONDS = 20.0


def _voice_check(folder: Path) -> dict[str, Any]:
    """Start the voice worker (spawn), write one phrase to a WAV; report how it went."""
    from .speech.speaker import Speaker, SilentSpeaker, make_speaker

    started = time.perf_counter()
    speaker = make_speaker("en", enabled=True)
    if isinstance(speaker, SilentSpeaker):
        return {"voice": "silent", "voice_reason": speaker.reason}
    assert isinstance(speaker, Speaker)
    wav = folder / "voice.wav"
    ident = None
    result: dict[str, Any] = {"voice": "silent", "voice_reason": "the voice engine did not answer"}
    try:
        deadline = time.monotonic() + VOICE_SECONDS
        while time.monotonic() < deadline:
            for report in speaker.poll():
                if report[0] == "unavailable":
                    return {"voice": "silent", "voice_reason": report[1]}
                if report[0] == "saved" and report[1] == ident:
                    result = {"voice": "pyttsx3", "voice_worker_pid": speaker._proc.pid if speaker._proc else None,
                              "voice_start_method": speaker._ctx.get_start_method(),
                              "voice_wav_bytes": wav.stat().st_size if wav.exists() else 0,
                              "voice_s": round(time.perf_counter() - started, 3)}
                    return result
                if report[0] == "error":
                    return {"voice": "silent", "voice_reason": str(report[-1])}
            if ident is None and speaker._ready:   # the worker answered: ask for one phrase
                ident = speaker.save("Mafia Host is ready.", str(wav))
            time.sleep(0.05)
        return result
    finally:
        speaker.close()


def run_smoke_test(script_path: str | None = None) -> int:
    """The ``--smoke-test`` command (see the module docstring); returns the exit code."""
    timings: dict[str, float] = {}
    t0 = time.perf_counter()
    voice_off = bool(os.environ.get("MAFIA_HOST_NO_VOICE"))     # asked for before we start: no worker at all
    try:
        with tempfile.TemporaryDirectory(prefix="mafia-host-smoke-") as tmp:
            folder = Path(tmp)
            os.environ["MAFIA_HOST_PORTABLE"] = str(folder / "data")   # keep the user's folders untouched
            os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
            os.environ.setdefault("QT_LOGGING_RULES", "qt.multimedia*=false;qt.qpa.*=false")
            os.environ["MAFIA_HOST_NO_VOICE"] = "1"                      # the window stays silent
            out = _run(folder, Path(script_path) if script_path else SAMPLE, timings)
            out["voice_check"] = ({"voice": "off", "voice_reason": "MAFIA_HOST_NO_VOICE is set"} if voice_off
                                  else _voice_check(folder))
    except Exception as err:  # the smoke test reports any failure as one line
        print(f"smoke test failed: {type(err).__name__}: {err}", file=sys.stderr)
        return 1
    timings["total_s"] = round(time.perf_counter() - t0, 3)
    out.update(timings)
    voice = out.pop("voice_check")
    out.update(voice)
    print(json.dumps(out, ensure_ascii=False, sort_keys=True), flush=True)
    return 0


def _run(folder: Path, script_path: Path, timings: dict[str, float]) -> dict[str, Any]:
    from PySide6 import __version__ as pyside_version
    from PySide6.QtCore import qVersion
    from PySide6.QtWidgets import QApplication

    from .core.script import load_script
    from .export.report import export_evening
    from .main import create_app
    from .storage import Store
    from .ui.main_window import MainWindow

    start = time.perf_counter()
    app = create_app()
    store = Store.open(f"sqlite:///{folder / 'smoke.sqlite'}")
    window = MainWindow(store=store)
    window.ask = lambda question: True  # type: ignore[method-assign]  # no modal question in a smoke test
    window.resize(1366, 768)
    window.show()
    app.processEvents()
    timings["window_s"] = round(time.perf_counter() - start, 3)
    from .ui import theme

    icon = theme.icon_pixmap("mic", "text", 24).toImage()   # Qt's SVG renderer is in the bundle
    if not any(icon.pixelColor(x, y).alpha() for x in range(icon.width()) for y in range(icon.height())):
        raise RuntimeError("the bundled icons do not render (Qt SVG missing?)")
    if not app.styleSheet():
        raise RuntimeError("the theme's style sheet was not applied")
    window.act_projector.setChecked(True)
    app.processEvents()
    if window.projector is None or not window.projector.isVisible():
        raise RuntimeError("the projector window did not open")

    start = time.perf_counter()
    script = load_script(script_path.read_text(encoding="utf-8"))
    window.start_game(script.setup)
    for i, inp in enumerate(script.actions):
        if not window.c.push(inp):
            raise RuntimeError(f"action {i} was not applied: {window.notice.text()}")
        app.processEvents()
    game = window.c.game
    if game is None:
        raise RuntimeError("no game in the window after the replay")
    timings["replay_s"] = round(time.perf_counter() - start, 3)

    start = time.perf_counter()
    evening = window.current_evening(create=False)
    if evening is None:
        raise RuntimeError("the game was not stored in an evening")
    exported = export_evening(store, evening, folder / "exports")
    timings["export_s"] = round(time.perf_counter() - start, 3)
    kinds = sorted(p.suffix.lstrip(".") for p in exported if p.exists() and p.stat().st_size > 0)
    if kinds != ["csv", "pdf", "xlsx", "zip"]:
        raise RuntimeError(f"exports missing: got {kinds}")
    from .ui.stats import StatsDialog                  # the club's charts: Qt Charts is in the bundle (#42)

    stats = StatsDialog(store, window)
    stats.resize(900, 600)
    stats.tabs.setCurrentIndex(stats.tabs.count() - 1)     # the charts
    stats.show()
    app.processEvents()
    chart = stats.charts.grab().toImage()
    if chart.isNull() or stats.players.rowCount() != script.setup.players:
        raise RuntimeError("the statistics or their charts do not show")
    stats.close()
    from .service.rating import club_rating            # OpenSkill, compiled by mypyc, is in the bundle (#42)

    rated = sum(p.games > 0 for p in club_rating(store, "mafiaratings").players.values())   # a maniac: no side
    if not rated or len(club_rating(store, "openskill").players) != rated:
        raise RuntimeError(f"the OpenSkill rating does not count the game ({rated} rated players)")
    result = {
        "ok": True, "version": version(), "frozen": FROZEN, "qt": qVersion(), "pyside6": pyside_version,
        "platform": QApplication.platformName(), "status": game.status, "winner": game.winner,
        "exports": kinds, "theme": theme.name(),
    }
    window.act_projector.setChecked(False)
    window.c.game_id = None   # the game is finished; nothing to ask on close
    window.close()
    store.close()
    return result
