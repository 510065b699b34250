"""ЗА 31's own typed views (Z-11): what the room, the host and one Lord
see beyond the shared views' fields. The fold (:class:`~.play.Za31Play`)
builds them into ``PublicView.own``, ``HostView.own`` and
``PlayerView.own``; a kit reads them by attribute through
:func:`za31_public`, :func:`za31_host` and :func:`za31_own`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from ...views import HostView, PlayerView, PublicView, own_of
from .world import Artifact, Event, Shard, Source, World


@dataclass(frozen=True)
class Za31Lord:
    """A Lord as the host's desk lists him (Z-1.1): ``seat``, ``name``, his
    ``status`` (``active``, ``nothing``, ``surrendered``, ``eliminated``),
    ``energy`` and his world's ``shards`` (native first) as they stand."""

    seat: int
    name: str
    status: str
    energy: int
    shards: tuple[Shard, ...]


@dataclass(frozen=True)
class Za31Public:
    """What the room sees (Z-11.1): the ``turn`` being ordered (1-based), the
    latest ``situation`` post, every turn's ``posts`` and the ``picture``'s
    data (:func:`~.play.picture`: worlds by height, neutral shards, sources;
    no lord, defence, tactic or order)."""

    turn: int
    situation: str
    posts: tuple[str, ...]
    picture: Mapping[str, Any]


@dataclass(frozen=True)
class Za31Host:
    """Everything the host sees: the ``turn`` being ordered, the ``state``
    (Z-13's JSON), this turn's ``orders`` as written (seat → items), the
    host's adjustments (``host``), the world's ``changes`` and the ``joins``
    entered for it, every turn's ``records``, each Lord's ``energy_left``
    after his orders (Z-4), the ``world`` (costs, shards, sources,
    artifacts, events), the ``winners`` and the latest ``situation``; as
    they stand now, every Lord (``lords``), those ``in_game``, the
    ``neutral`` shards, the ``sources``, ``artifacts`` and ``events``, and
    every player's, shard's and source's name by seat or id (``names``,
    Z-11.2's ``{target}``). Copies: changing them changes no game."""

    turn: int
    state: Mapping[str, Any]
    orders: Mapping[int, Any]
    host: tuple[Mapping[str, Any], ...]
    changes: tuple[Any, ...]
    joins: tuple[Any, ...]
    records: tuple[Mapping[str, Any], ...]
    energy_left: Mapping[int, int]
    world: World
    winners: tuple[int, ...]
    situation: str
    lords: Mapping[int, Za31Lord]
    in_game: tuple[int, ...]
    neutral: tuple[Shard, ...]
    sources: tuple[Source, ...]
    artifacts: tuple[Artifact, ...]
    events: tuple[Event, ...]
    names: Mapping[int | str, str]


@dataclass(frozen=True)
class Za31Own:
    """What one Lord alone knows of his own (Z-1.1, Z-3, Z-5.3): his world's
    ``shards`` as (name, size), native first; its ``height``; ``energy`` and
    its ``cap``; his ``defence`` (Z-3.3); the ``sources`` he holds by name;
    his standing ``tactics`` as (``world`` / ``after_loss`` / ``sources`` or a
    source's name, the tactic's three words' ids); how many ``orders`` items
    he has for this turn; his ``status`` (``active``, ``nothing``,
    ``surrendered``, ``eliminated``)."""

    shards: tuple[tuple[str, int], ...]
    height: int
    energy: int
    cap: int
    defence: int
    sources: tuple[str, ...]
    tactics: tuple[tuple[str, tuple[str, str, str]], ...]
    orders: int
    status: str



def za31_public(view: PublicView) -> Za31Public:
    """The ЗА 31 facts of an ЗА 31 game's public view (TypeError for another game's)."""
    return own_of(view, Za31Public)


def za31_host(view: HostView) -> Za31Host:
    """The ЗА 31 facts of an ЗА 31 game's host view (TypeError for another game's)."""
    return own_of(view, Za31Host)


def za31_own(view: PlayerView) -> Za31Own:
    """A Lord's own things in an ЗА 31 game's player view (TypeError for another game's)."""
    return own_of(view, Za31Own)
