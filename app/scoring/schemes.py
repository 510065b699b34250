"""Points schemes as files (C-11): each ruleset that scores with schemes
(:attr:`~app.core.ruleset.Ruleset.scheme_folder`) has its built-in ones in
``resources/<folder>/*.toml`` and the club's own in ``<user config>/<folder>``.
The ruleset checks a file's text (:meth:`~app.core.ruleset.Ruleset.parse_scheme`);
this module reads the files.

A bad file is refused with the file, the key (and its line) and the reason,
and whatever scheme was in force stays in force.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..core import ruleset as registry
from ..core.errors import SchemeError
from ..paths import RESOURCES

__all__ = ["SchemeError", "available_schemes", "builtin_schemes", "load_scheme", "parse_scheme", "BUILTIN"]


def _scored() -> registry.Ruleset:
    """The ruleset whose club files these are (the first that scores with scheme files)."""
    return registry.with_scheme_files()[0]


BUILTIN = RESOURCES / _scored().scheme_folder


def parse_scheme(text: str, file: str = "<scheme>") -> Any:
    """Validate a scheme file's text with its ruleset; raises :class:`SchemeError`."""
    return _scored().parse_scheme(text, file)


def load_scheme(path: Path) -> Any:
    """Read and validate one scheme file (see :func:`parse_scheme`)."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as err:
        raise SchemeError(str(path), "", None, f"cannot be read ({err})") from None
    return parse_scheme(text, str(path))


def builtin_schemes() -> dict[str, Any]:
    """The schemes shipped in the resources, by id."""
    return {s.id: s for s in (load_scheme(p) for p in sorted(BUILTIN.glob("*.toml")))}


def available_schemes(club_folder: Path | None) -> tuple[dict[str, Any], list[SchemeError]]:
    """Built-in schemes plus the club's (a club file with a built-in id and a
    higher version replaces it). Bad club files are skipped and returned."""
    schemes = builtin_schemes()
    problems: list[SchemeError] = []
    if club_folder is not None and club_folder.is_dir():
        for path in sorted(club_folder.glob("*.toml")):
            try:
                scheme = load_scheme(path)
            except SchemeError as err:
                problems.append(err)
                continue
            old = schemes.get(scheme.id)
            if old is None or scheme.version >= old.version:
                schemes[scheme.id] = scheme
    return schemes, problems
