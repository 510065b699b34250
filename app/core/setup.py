"""The table at the start of a game: the ruleset, the points scheme, seats,
players, roles, immunity (C-1, C-2, C-10 for ``ok4u``)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable, Mapping

from . import ruleset as registry
from .errors import SetupError
from .limits import MAX_NAME


@dataclass(frozen=True)
class SeatInfo:
    """One seat: ``seat`` 1-based, the ``player``'s name, the dealt ``role``
    (the ruleset's role value: a str enum whose value is the role id)."""

    seat: int
    player: str
    role: Any


@dataclass(frozen=True)
class GameSetup:
    """Immutable setup of one game: which rules, which points, the table.

    ``seats[i]`` is seat ``i + 1``; ``ruleset`` the registered ruleset's id
    (``"ok4u"``); ``scheme`` the points scheme's id (C-11), chosen apart
    from the rules; ``options`` the ruleset's typed options (its defaults
    when None); ``immune`` seats with immunity on Night 1 (C-10);
    ``extra`` ruleset-specific setup fields. Build it with :meth:`create`,
    which validates.
    """

    seats: tuple[SeatInfo, ...]
    immune: frozenset[int] = frozenset()
    speed_game: bool = False
    ruleset: str = "ok4u"
    scheme: str = "ok4u"
    options: Any = None
    extra: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.options is None:
            rules = registry.get(self.ruleset)
            object.__setattr__(self, "options", rules.options_from_dict(None, max(rules.formats.values())))

    @classmethod
    def create(
        cls,
        seats: Iterable[tuple[str, Any]],
        *,
        immune: Iterable[int] = (),
        speed_game: bool = False,
        preset: str | None = None,
        ruleset: str | None = None,
        scheme: str | None = None,
        options: Any = None,
        extra: Mapping[str, Any] | None = None,
    ) -> "GameSetup":
        """Validate and build a setup from ``(player, role)`` pairs in seat order.

        ``preset`` (a script's ``rules.preset``) names the ruleset and its
        default scheme at once; ``ruleset``/``scheme`` name them apart (the
        default: ``ok4u`` and its scheme). Raises :class:`SetupError`: an
        unknown preset, ruleset or role, a table size or role counts the
        rules do not allow, an immune seat that does not exist, the same
        player at two seats, a name longer than
        :data:`~app.core.limits.MAX_NAME` or not valid text (a broken
        character, a NUL).
        """
        if preset is not None:
            rules = registry.for_preset(preset)
            scheme = scheme or rules.presets[preset]
        else:
            rules = registry.get(ruleset or "ok4u")
            scheme = scheme or next(iter(rules.presets.values()))
        infos = tuple(SeatInfo(i + 1, str(player), rules.parse_role(role))
                      for i, (player, role) in enumerate(seats))
        for info in infos:
            check_name(info.player, info.seat)
        setup = cls(infos, frozenset(int(s) for s in immune), bool(speed_game), rules.id, scheme,
                    options, dict(extra or {}))
        rules.check_setup(setup)
        seen: dict[str, int] = {}
        for info in infos:
            key = " ".join(info.player.split()).casefold()
            if key and key in seen:
                raise SetupError(f"seats {seen[key]} and {info.seat} have the same player "
                                 f"{info.player.strip()!r}; each player sits once",
                                 code="same_player", seat=info.seat, other=seen[key])
            seen.setdefault(key, info.seat)
        return setup

    @property
    def rules(self) -> registry.Ruleset:
        """The registered :class:`~app.core.ruleset.Ruleset` of this game."""
        return registry.get(self.ruleset)

    @property
    def preset(self) -> str:
        """The ``rules.preset`` a script names for this setup: the ruleset's
        preset whose scheme is :attr:`scheme`, else its first preset."""
        presets = self.rules.presets
        for name, scheme in presets.items():
            if scheme == self.scheme:
                return name
        return next(iter(presets))

    @property
    def players(self) -> int:
        """Number of seats at the start of Day 1."""
        return len(self.seats)

    @property
    def speech_seconds(self) -> int:
        """Speech length in seconds for the whole game (C-3, C-3.1), as the ruleset says."""
        return self.rules.speech_seconds(self)

    def role(self, seat: int) -> Any:
        """Role of a 1-based seat."""
        return self.seats[seat - 1].role

    def name(self, seat: int) -> str:
        """Player's name at a 1-based seat."""
        return self.seats[seat - 1].player

    def seat_of(self, role: Any) -> int | None:
        """The seat holding a unique role (Don, Sheriff, …), or None."""
        for info in self.seats:
            if info.role == role:
                return info.seat
        return None


def check_name(name: str, seat: int) -> None:
    """A player's name as every store can hold it: at most
    :data:`~app.core.limits.MAX_NAME` characters, no broken character (a lone
    surrogate) and no NUL. Raises :class:`SetupError` (``player_name``)."""
    try:
        name.encode("utf-8")
        broken = "\x00" in name
    except UnicodeEncodeError:
        broken = True
    if broken:
        raise SetupError(f"seat {seat}: the name is not valid text (a broken character)", "C-2",
                         "player_name_text", seat=seat)
    if len(name) > MAX_NAME:
        raise SetupError(f"seat {seat}: a name has at most {MAX_NAME} characters, not {len(name)}", "C-2",
                         "player_name_long", seat=seat, max=MAX_NAME)

