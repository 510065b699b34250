"""Composition root: logging, settings, translations, the Qt/asyncio loop, the window."""

from __future__ import annotations

import asyncio
import json
import logging
import os
import sys
import traceback
from logging.handlers import RotatingFileHandler
from pathlib import Path

from .paths import APP_ID, RESOURCES, cache_dir, config_dir, log_dir, settings_dir

APP_NAME = "Mafia Host"


log = logging.getLogger("app")


def setup_logging() -> Path:
    """Log to ``<user log dir>/mafia-host.log`` (platformdirs); returns the path."""
    folder = log_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handler: logging.Handler = RotatingFileHandler(folder / f"{APP_ID}.log", maxBytes=2_000_000,
                                                       backupCount=3, encoding="utf-8")
    except OSError:
        handler = logging.StreamHandler()
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger()
    root.addHandler(handler)
    root.setLevel(logging.INFO)
    return folder / f"{APP_ID}.log"


def ensure_display() -> None:
    """Without a display Qt would abort: fall back to the offscreen platform.
    Also quiets QtMultimedia's probing of optional system libraries."""
    os.environ.setdefault("QT_LOGGING_RULES", "qt.multimedia*=false")
    if sys.platform.startswith("linux") and not (
        os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY") or os.environ.get("QT_QPA_PLATFORM")
    ):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        log.warning("no display: using the offscreen platform")


def install_translator(app, language: str | None = None):
    """Load the UI translation: ``language`` (``"ru"``/``"en"``) or the system locale.

    Looks for ``resources/i18n/mafia_host_<lang>.qm``; compiles it from the
    ``.ts`` with ``pyside6-lrelease`` into the user cache when missing or older.
    Returns the installed QTranslator, or None (English).
    """
    from PySide6.QtCore import QLocale, QTranslator

    lang = language or QLocale.system().name().split("_")[0]
    if lang != "ru":
        return None
    qm = compiled_translation(lang)
    if qm is None:
        return None
    from PySide6.QtCore import QLibraryInfo

    qt_tr = QTranslator(app)   # Qt's own buttons and dialogs: OK, Cancel, Yes, No, Close…
    if qt_tr.load(f"qtbase_{lang}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt_tr)
        _INSTALLED.append(qt_tr)
    else:
        log.warning("Qt's own %s translation was not found", lang)
    tr = QTranslator(app)
    if tr.load(str(qm)):
        app.installTranslator(tr)
        _INSTALLED.append(tr)
        return tr
    log.warning("could not load translation %s", qm)
    return None


_INSTALLED: list = []


def remove_translators(app) -> None:
    """Back to English: remove every translator :func:`install_translator` installed."""
    while _INSTALLED:
        app.removeTranslator(_INSTALLED.pop())


def compiled_translation(lang: str) -> Path | None:
    """Path of an up-to-date ``.qm`` for ``lang`` (compiling it if needed), or None."""
    import subprocess

    ts = RESOURCES / "i18n" / f"mafia_host_{lang}.ts"
    shipped = ts.with_suffix(".qm")
    if shipped.exists() and (not ts.exists() or shipped.stat().st_mtime >= ts.stat().st_mtime):
        return shipped
    if not ts.exists():
        return None
    cache = cache_dir() / "i18n"
    qm = cache / shipped.name
    if qm.exists() and qm.stat().st_mtime >= ts.stat().st_mtime:
        return qm
    try:
        import PySide6

        lrelease = Path(PySide6.__file__).parent / ("lrelease.exe" if os.name == "nt" else "lrelease")
        cache.mkdir(parents=True, exist_ok=True)
        subprocess.run([str(lrelease), "-silent", str(ts), "-qm", str(qm)], check=True,
                       capture_output=True, timeout=30)
    except (OSError, subprocess.SubprocessError) as err:
        log.warning("could not compile %s: %s", ts, err)
        return None
    return qm if qm.exists() else None


def _excepthook(exc_type, exc, tb) -> None:
    """Log an unexpected error and tell the host in plain words, never a traceback."""
    log.error("unexpected error:\n%s", "".join(traceback.format_exception(exc_type, exc, tb)))
    try:
        from PySide6.QtWidgets import QApplication, QMessageBox

        if QApplication.instance() is not None:
            QMessageBox.critical(None, APP_NAME, QApplication.translate(
                "main", "Something went wrong; the game so far is kept. Details are in the log file."))
    except Exception:  # pragma: no cover - last resort while reporting
        pass


def create_app(argv: list[str] | None = None):
    """The QApplication with organisation/app names set (for QSettings) and translation."""
    from PySide6.QtCore import QCoreApplication, QSettings
    from PySide6.QtWidgets import QApplication

    QCoreApplication.setOrganizationName("MafiaHost")
    QCoreApplication.setApplicationName(APP_ID)
    portable = settings_dir()
    if portable is not None:   # portable mode: the settings travel with the app
        QSettings.setDefaultFormat(QSettings.Format.IniFormat)
        QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(portable))
    app = QApplication.instance() or QApplication(argv or sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setApplicationDisplayName(APP_NAME)
    from PySide6.QtGui import QIcon

    app.setWindowIcon(QIcon(str(RESOURCES / "icons" / "mafia-host.png")))
    install_translator(app, str(QSettings().value("ui/language", "") or "") or None)
    return app


def make_voice():
    """The speaker and phrases for the UI language (settings: voice/rate, voice/volume).

    MAFIA_HOST_NO_VOICE=1 turns the voice off (tests, benchmarks).
    """
    from PySide6.QtCore import QLocale, QSettings

    from .speech import load_phrases, make_speaker

    s = QSettings()
    lang = s.value("ui/language", "") or QLocale.system().name().split("_")[0]
    lang = "ru" if lang == "ru" else "en"
    club = config_dir() / "phrases"
    phrases, problem = load_phrases(lang, club)
    if problem:
        log.warning("club phrases not used: %s", problem)
    try:
        rate = int(s.value("voice/rate", 170))
        volume = float(s.value("voice/volume", 1.0))
    except (TypeError, ValueError):
        rate, volume = 170, 1.0
    enabled = not os.environ.get("MAFIA_HOST_NO_VOICE")
    return make_speaker(lang, rate, volume, enabled=enabled), phrases


def open_store_interactive(url: str | None):
    """Open the database; on a problem show it and offer: open another file,
    start a new one, keep a copy (then choose again), or quit. The problem
    file is never written. Returns a Store, or None (quit)."""
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

    from .storage import StorageError, Store
    from .storage.engine import copy_file, default_url, safe_url, sqlite_path

    tr = lambda text: QApplication.translate("", text)  # noqa: E731  (lupdate files a bare tr() in the empty context)
    url = url or str(QSettings().value("storage/url", "") or "") or default_url()
    while True:
        try:
            store = Store.open(url)
            log.info("database: %s", safe_url(url))
            return store
        except StorageError as err:
            log.warning("database problem (%s): %s", err.kind, err)
            box = QMessageBox(QMessageBox.Icon.Warning, APP_NAME, tr("The games database cannot be used."))
            box.setInformativeText(str(err) + "\n\n" + tr("Nothing was written to it. What now?"))
            other = box.addButton(tr("Open another file…"), QMessageBox.ButtonRole.AcceptRole)
            new = box.addButton(tr("Start a new database…"), QMessageBox.ButtonRole.AcceptRole)
            path = sqlite_path(url)
            keep = box.addButton(tr("Keep a copy…"), QMessageBox.ButtonRole.ActionRole) if path and path.exists() else None
            box.addButton(tr("Quit"), QMessageBox.ButtonRole.RejectRole)
            box.exec()
            clicked = box.clickedButton()
            if clicked is other:
                chosen, _ = QFileDialog.getOpenFileName(None, tr("Open a database"), "", "SQLite (*.sqlite *.db);;*")
                if chosen:
                    url = f"sqlite:///{chosen}"
            elif clicked is new:
                chosen, _ = QFileDialog.getSaveFileName(None, tr("New database"), "mafia-host.sqlite", "SQLite (*.sqlite)")
                if chosen:
                    if Path(chosen).exists():
                        QMessageBox.warning(None, APP_NAME, tr("That file exists; choose a new name."))
                        continue
                    url = f"sqlite:///{chosen}"
            elif keep is not None and clicked is keep and path is not None:
                chosen, _ = QFileDialog.getSaveFileName(None, tr("Keep a copy"), path.name + ".copy", "*")
                if chosen:
                    try:
                        copy_file(path, Path(chosen))
                    except OSError as copy_err:
                        QMessageBox.warning(None, APP_NAME, str(copy_err))
            else:
                return None
            QSettings().setValue("storage/url", url if url != default_url() else "")


def autoplay(window, script_path: str, delay_ms: int = 15) -> None:
    """Test hook (MAFIA_HOST_AUTOPLAY): play a script's remaining actions one
    per tick through the controller, printing ``committed N`` after each
    stored input; a new game is started if none was resumed."""
    from PySide6.QtCore import QTimer

    from .core.script import load_script

    script = load_script(Path(script_path).read_text(encoding="utf-8"))
    c = window.c
    if c.game is None:
        window.start_game(script.setup)
    step = c.game.step
    print(f"resumed {len(c.game.inputs)} {json.dumps(None if step is None else step.to_json(), sort_keys=True)}", flush=True)

    def tick() -> None:
        game = c.game
        n = len(game.inputs)
        if n >= len(script.actions):
            print("finished", flush=True)
            timer.stop()
            return
        if c.push(script.actions[n]):
            print(f"committed {n + 1}", flush=True)

    timer = QTimer(window)
    timer.timeout.connect(tick)
    timer.start(delay_ms)


def run_gui(protocol: str | None = None, db_url: str | None = None) -> int:
    """Start the host window on the asyncio-on-Qt loop (qasync) and run until it closes.

    ``protocol``: a game script file to open (File → Import) at start;
    ``db_url``: the database (default: setting ``storage/url``, else the user
    data folder). An unfinished game is reopened where it was.
    """
    setup_logging()
    ensure_display()
    sys.excepthook = _excepthook
    import qasync

    app = create_app()
    from .ui.main_window import MainWindow

    store = open_store_interactive(db_url)
    if store is None:
        return 1
    speaker, phrases = make_voice()

    async def main() -> None:
        closed = asyncio.Event()
        app.aboutToQuit.connect(closed.set)
        from .ui.schemes import load_into

        for problem in load_into(store):
            log.warning("points scheme not used: %s", problem)
        window = MainWindow(speaker=speaker, phrases=phrases, store=store)
        if store.notice:
            window.show_message("warning", store.notice)
        stored = store.unfinished_game()
        if stored is not None:
            try:
                window.resume(stored)
            except Exception:  # a stored game the engine refuses: keep it, start clean
                log.exception("could not resume game %s", stored.id)
        window.show()
        log.info("window shown")
        if protocol:
            window.import_file(Path(protocol))
        if os.environ.get("MAFIA_HOST_AUTOPLAY"):
            autoplay(window, os.environ["MAFIA_HOST_AUTOPLAY"], int(os.environ.get("MAFIA_HOST_AUTOPLAY_MS", "15")))
        if os.environ.get("MAFIA_HOST_EXIT_AFTER_SHOW"):
            # bench/cold_start.py: report when the first frame is out, then quit
            import time

            from PySide6.QtCore import QTimer

            def shown() -> None:
                print(f"shown-at {time.time():.6f}", flush=True)
                app.quit()

            QTimer.singleShot(0, shown)
        await closed.wait()

    try:
        qasync.run(main())
    except asyncio.CancelledError:
        pass
    return 0
