"""The voice's phrases: one TOML file per language in ``resources/phrases``,
overridable by a club's copy in the user config folder."""

from __future__ import annotations

import logging
import tomllib
from pathlib import Path
from typing import Any

from ..paths import RESOURCES

log = logging.getLogger(__name__)

BUILTIN = RESOURCES / "phrases"


class PhraseError(ValueError):
    """A phrases file that cannot be used: names the file and the problem."""


class Phrases:
    """Phrase texts by key (``speech_start``, ``wake.doctor``, …)."""

    def __init__(self, data: dict[str, Any], language: str) -> None:
        self.data = data
        self.language = language

    def get(self, key: str, **values: Any) -> str:
        """The phrase for ``key`` with ``{placeholders}`` filled; "" if unknown."""
        node: Any = self.data
        for part in key.split("."):
            node = node.get(part) if isinstance(node, dict) else None
        if not isinstance(node, str):
            return ""
        try:
            return node.format(**values)
        except (KeyError, IndexError, ValueError):
            log.warning("phrase %s has a placeholder the app does not fill: %r", key, node)
            return node


MAX_PHRASES_BYTES = 256 * 1024
MAX_WIDTH = 200


def _read(path: Path) -> dict[str, Any]:
    """A phrases file, checked: UTF-8 TOML of texts (one level of tables),
    placeholders with short format specs. Raises :class:`PhraseError`."""
    try:
        with path.open("rb") as fh:
            raw = fh.read(MAX_PHRASES_BYTES + 1)
        if len(raw) > MAX_PHRASES_BYTES:
            raise PhraseError(f"{path}: larger than {MAX_PHRASES_BYTES // 1024} KB")
        data = tomllib.loads(raw.decode("utf-8"))
    except tomllib.TOMLDecodeError as err:
        raise PhraseError(f"{path}: {err}") from None
    except UnicodeDecodeError:
        raise PhraseError(f"{path}: not UTF-8 text") from None
    except RecursionError:
        raise PhraseError(f"{path}: nested too deeply") from None
    except OSError as err:
        raise PhraseError(f"{path}: {err.strerror or err}") from None
    _check(path, data)
    return data


def _check(path: Path, data: dict[str, Any], depth: int = 0) -> None:
    import string

    for key, value in data.items():
        if isinstance(value, dict) and depth == 0:
            _check(path, value, 1)
            continue
        if not isinstance(value, str):
            raise PhraseError(f"{path}: {key!r} must be a text")
        try:
            fields = list(string.Formatter().parse(value))
        except ValueError as err:
            raise PhraseError(f"{path}: {key!r}: {err}") from None
        for _, name, spec, _ in fields:
            if name is None:
                continue
            if not name.isidentifier() or (spec and (len(spec) > 10 or any(
                    part.isdigit() and int(part) > MAX_WIDTH
                    for part in "".join(c if c.isdigit() else " " for c in spec).split()))):
                raise PhraseError(f"{path}: {key!r}: the placeholder {{{name}:{spec}}} is not allowed")


def load_phrases(language: str, club_folder: Path | None = None) -> tuple[Phrases, str | None]:
    """Phrases for ``language``: built-in, with the club's file merged over it.

    Returns ``(phrases, problem)``; ``problem`` is a one-line message when the
    club's file could not be used (the built-in phrases are used then).
    """
    lang = language if (BUILTIN / f"{language}.toml").exists() else "en"
    data = _read(BUILTIN / f"{lang}.toml")
    problem = None
    if club_folder is not None:
        club = club_folder / f"{lang}.toml"
        if club.exists():
            try:
                extra = _read(club)
                for key, value in extra.items():
                    if isinstance(value, dict) and isinstance(data.get(key), dict):
                        data[key] = {**data[key], **value}
                    else:
                        data[key] = value
            except PhraseError as err:
                problem = str(err)
    return Phrases(data, lang), problem
