"""The registered games (issue #38): each installed distribution's entry
point in ``mafia_host.rulesets`` (``pyproject.toml``) gives one
:class:`~app.core.ruleset.Ruleset`; a test may register its own. Nothing
here imports a game: the entry points are read on first use."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from .errors import MafiaError, SetupError

if TYPE_CHECKING:
    from .ruleset import Ruleset


_REGISTRY: dict[str, Ruleset] = {}
_BUILTINS_LOADED = False


def lazy_attributes(package: str, names: Mapping[str, str]) -> Any:
    """A package's module-level ``__getattr__`` that reads each of ``names``
    (name → the package's module holding it) on first use, so that
    registering a ruleset imports none of its engine (a window's start)."""
    def __getattr__(name: str) -> Any:
        module = names.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        import importlib

        return getattr(importlib.import_module(f".{module}", package), name)
    return __getattr__


def register(ruleset: Ruleset) -> Ruleset:
    """Register ``ruleset`` under its id (replacing one of the same id);
    returns it. Raises :class:`MafiaError` for an id or preset already
    taken by another ruleset."""
    if not ruleset.id:
        raise MafiaError("a ruleset needs an id")
    _load_builtins()
    for other in _REGISTRY.values():
        if other.id != ruleset.id and set(other.presets) & set(ruleset.presets):
            raise MafiaError(f"preset(s) {sorted(set(other.presets) & set(ruleset.presets))} "
                             f"already belong to ruleset {other.id!r}")
    _REGISTRY[ruleset.id] = ruleset
    return ruleset


def unregister(ruleset_id: str) -> None:
    """Forget a registered ruleset (tests that register their own)."""
    _REGISTRY.pop(ruleset_id, None)


def get(ruleset_id: str) -> Ruleset:
    """The registered ruleset of ``ruleset_id``; raises :class:`SetupError`."""
    _load_builtins()
    try:
        return _REGISTRY[ruleset_id]
    except KeyError:
        raise SetupError(f"unknown ruleset {ruleset_id!r}; known: {', '.join(sorted(_REGISTRY))}") from None


def for_preset(preset: str) -> Ruleset:
    """The ruleset a script's ``rules.preset`` names; raises :class:`SetupError`."""
    _load_builtins()
    for ruleset in _REGISTRY.values():
        if preset in ruleset.presets:
            return ruleset
    known = sorted(p for r in _REGISTRY.values() for p in r.presets)
    raise SetupError(f"unknown rules preset {preset!r}; expected one of {', '.join(known)}")


def all_schemes() -> dict[str, Any]:
    """Every registered ruleset's built-in points schemes, by id (C-11)."""
    return {sid: s for r in registered() for sid, s in r.schemes.items()}


def with_scheme_files() -> tuple[Ruleset, ...]:
    """The registered rulesets whose points schemes are files (:attr:`Ruleset.scheme_folder`)."""
    return tuple(r for r in registered() if r.scheme_folder)


def with_distance_standings() -> tuple[Ruleset, ...]:
    """The registered rulesets whose standings run over a distance of games
    (:attr:`Ruleset.distance_standings`)."""
    return tuple(r for r in registered() if r.distance_standings)


def registered() -> tuple[Ruleset, ...]:
    """Every registered ruleset, built-in ones first."""
    _load_builtins()
    return tuple(_REGISTRY.values())


ENTRY_POINTS = "mafia_host.rulesets"
"""The entry-point group games register in (``pyproject.toml``'s
``[project.entry-points."mafia_host.rulesets"]``: ``id = "package:RULESET"``).
A new game adds its folders and one entry point; this module imports none."""


def installed(group: str) -> list[Any]:
    """The objects the installed distributions register under entry-point
    ``group``, loaded, in the order of their :attr:`position` (then name).
    Raises :class:`MafiaError` naming an entry point that cannot be loaded."""
    from importlib.metadata import entry_points

    found = []
    for point in entry_points(group=group):
        try:
            found.append(point.load())
        except Exception as err:   # a broken plugin is named, not a traceback at start
            raise MafiaError(f"the game {point.name!r} ({point.value}) cannot be loaded: {err}") from err
    return sorted(found, key=lambda obj: (getattr(obj, "position", 100), getattr(obj, "id", "")))


def reload_installed() -> None:
    """Forget every registered game and read the installed ones again at the
    next use (a distribution installed while the process runs; the tests'
    toy games). A host installs a game, then starts the app: no call needed."""
    global _BUILTINS_LOADED
    _REGISTRY.clear()
    _BUILTINS_LOADED = False


def _load_builtins() -> None:
    """Register the installed games (:data:`ENTRY_POINTS`) once, before any
    registered at run time (a test's own)."""
    global _BUILTINS_LOADED
    if not _BUILTINS_LOADED:
        _BUILTINS_LOADED = True
        for ruleset in installed(ENTRY_POINTS):
            _REGISTRY.setdefault(ruleset.id, ruleset)
