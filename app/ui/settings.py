"""Typed reads of the window's own settings (QSettings): a damaged or missing
value gives the default, never a wrong type (issue #24: mypy on all of app)."""

from __future__ import annotations

import math

from PySide6.QtCore import QSettings


def text(key: str, default: str = "") -> str:
    """A text setting (the default when missing or not a text)."""
    value = QSettings().value(key, default)
    return value if isinstance(value, str) else default


def flag(key: str, default: bool = False) -> bool:
    """A yes/no setting."""
    value = QSettings().value(key, default)
    if isinstance(value, str):
        return value.strip().lower() in ("true", "1", "yes")
    return bool(value) if isinstance(value, (bool, int)) else default


def number(key: str, default: float, low: float, high: float) -> float:
    """A number setting within ``low`` … ``high`` (the default when out of
    range or not a number: every number from outside is bounded)."""
    try:
        value = float(str(QSettings().value(key, default)))
    except (TypeError, ValueError):
        return default
    return value if math.isfinite(value) and low <= value <= high else default


def texts(key: str) -> list[str]:
    """A list of texts (e.g. the last table's names); others dropped."""
    value = QSettings().value(key, [])
    if isinstance(value, str):
        return [value]
    return [v for v in value if isinstance(v, str)] if isinstance(value, list) else []
