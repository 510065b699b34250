"""Where the app finds its resources and keeps its files.

- Resources (translations, phrases, points schemes, sounds, the sample game)
  sit beside the package in a checkout, and in the bundle's folder when
  frozen by PyInstaller.
- The database, the club's files (``config``), the log and the cache live in
  the user's folders (platformdirs), or, in **portable mode**, in ``data/``
  beside the executable: a file named ``portable`` next to the executable
  turns it on (a club laptop or a USB stick).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

APP_ID = "mafia-host"
FROZEN = bool(getattr(sys, "frozen", False))
"""True inside a PyInstaller bundle."""

RESOURCES = (Path(getattr(sys, "_MEIPASS", "")) if FROZEN else Path(__file__).resolve().parent.parent) / "resources"


def exe_dir() -> Path:
    """The folder of the executable (the bundle's folder), or the checkout's
    root when running from source."""
    if FROZEN:
        return Path(sys.executable).resolve().parent
    return Path(__file__).resolve().parent.parent


def portable_root() -> Path | None:
    """``data/`` beside the executable when a ``portable`` file sits there
    (or ``MAFIA_HOST_PORTABLE`` names a folder), else None."""
    env = os.environ.get("MAFIA_HOST_PORTABLE")
    if env:
        return Path(env)
    if (exe_dir() / "portable").is_file():
        return exe_dir() / "data"
    return None


def _folder(kind: str) -> Path:
    root = portable_root()
    if root is not None:
        return root / kind
    import platformdirs

    finder: Any = {"data": platformdirs.user_data_dir, "config": platformdirs.user_config_dir,
              "log": platformdirs.user_log_dir, "cache": platformdirs.user_cache_dir}[kind]
    return Path(finder(APP_ID, appauthor=False))


def data_dir() -> Path:
    """The database's folder."""
    return _folder("data")


def config_dir() -> Path:
    """The club's own files: ``phrases/``, ``scoring/`` (and the settings in portable mode)."""
    return _folder("config")


def log_dir() -> Path:
    return _folder("log")


def cache_dir() -> Path:
    return _folder("cache")


def settings_dir() -> Path | None:
    """Where QSettings keeps its INI file in portable mode; None: the system's place."""
    root = portable_root()
    return None if root is None else root / "settings"


def version() -> str:
    """The app's version from the package metadata (the bundle carries it too)."""
    from importlib import metadata

    try:
        return metadata.version(APP_ID)
    except metadata.PackageNotFoundError:
        from . import __version__

        return __version__
