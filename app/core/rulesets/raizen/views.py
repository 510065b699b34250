"""Mafik Raizen's own typed views (R-12): what the room, the master and
one player see beyond the shared views' fields. The fold
(:class:`~.play.RaizenPlay`) builds them into ``PublicView.own``,
``HostView.own`` and ``PlayerView.own``; a kit reads them by attribute
through :func:`raizen_public`, :func:`raizen_host` and :func:`raizen_own`."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from ...views import HostView, PlayerView, PublicView, own_of
from .catalogue import Catalogue


@dataclass(frozen=True)
class RaizenOwn:
    """What one player alone knows of his own (R-12.2, R-12.3): his
    ``public`` role's id, his ``hand`` and ``sleeve`` by the catalogue's
    card names in order, whether he holds the ``artifact``, is the
    ``leader``, is mortally ``wounded`` (dies at the end of the next phase, R-11)."""

    public: str
    hand: tuple[str, ...]
    sleeve: tuple[str, ...]
    artifact: bool
    leader: bool
    wounded: bool


@dataclass(frozen=True)
class RaizenPublic:
    """What the table sees (R-12.1): the ``phase`` label (``draft``, ``N1``,
    ``D1``, …), each seat's ``public_roles`` id, the living seats' public
    ``hands`` counts, the mortally ``wounded``, every phase's ``posts`` (R-12.1's
    text) and the end's ``reason``."""

    phase: str
    public_roles: Mapping[int, str]
    hands: Mapping[int, int]
    wounded: tuple[int, ...]
    posts: tuple[str, ...]
    reason: str | None


@dataclass(frozen=True)
class RaizenHost:
    """Everything the master sees (R-10, R-12): the draft's ``offers``,
    ``picks`` (seat → round → kept ids) and ``missing`` rounds (R-3.1); each
    seat's ``public_roles`` id; the game's ``catalogue``; every phase's
    ``records`` and step ``logs``; the ``start`` (R-2); the ``phase`` label;
    ``cards`` (seat → ``{"hand", "deck", "sleeve", "ids"}``); the artifact's
    ``owner``, the ``leader``; this phase's ``orders`` (seat → the order as
    read); the ``tells`` (R-7); the ``winners``; the mortally ``wounded``;
    each seat's ``invisible`` cards (the Advisor's, R-12.1)."""

    offers: Mapping[int, tuple[tuple[str, ...], ...]] | None
    picks: Mapping[int, Mapping[int, list[str]]]
    missing: Mapping[int, list[int]]
    public_roles: Mapping[int, str]
    catalogue: Catalogue
    records: tuple[Mapping[str, Any], ...]
    logs: tuple[Any, ...]
    start: Mapping[str, Any]
    phase: str
    cards: Mapping[int, Mapping[str, Any]]
    owner: int | None
    leader: int | None
    orders: Mapping[int, Mapping[str, Any]]
    tells: tuple[tuple[int, int, str], ...]
    winners: tuple[int, ...]
    wounded: tuple[int, ...]
    invisible: Mapping[int, tuple[str, ...]] = field(default_factory=dict)


def raizen_public(view: PublicView) -> RaizenPublic:
    """The Raizen facts of a Raizen game's public view (TypeError for another game's)."""
    return own_of(view, RaizenPublic)


def raizen_host(view: HostView) -> RaizenHost:
    """The Raizen facts of a Raizen game's host view (TypeError for another game's)."""
    return own_of(view, RaizenHost)


def raizen_own(view: PlayerView) -> RaizenOwn:
    """A seat's own things in a Raizen game's player view (TypeError for another game's)."""
    return own_of(view, RaizenOwn)
