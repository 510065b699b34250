"""The table at the start of a game: seats, players, roles, immunity (C-1, C-2, C-10)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable

from .errors import SetupError
from .options import PRESETS, RulesOptions, speech_seconds
from .roles import Role, check_role_counts, role_counts


@dataclass(frozen=True)
class SeatInfo:
    """One seat: ``seat`` 1-based, the ``player``'s name, the dealt ``role``."""

    seat: int
    player: str
    role: Role


@dataclass(frozen=True)
class GameSetup:
    """Immutable setup of one game: the rules and the table.

    ``seats[i]`` is seat ``i + 1``; ``immune`` are seats with immunity on
    Night 1 (C-10); ``preset`` picks the rules and the points scheme (C-11).
    Build it with :meth:`create`, which validates C-1/C-2/C-10.
    """

    seats: tuple[SeatInfo, ...]
    immune: frozenset[int] = frozenset()
    speed_game: bool = False
    preset: str = "ok4u"
    options: RulesOptions = field(default_factory=RulesOptions)

    @classmethod
    def create(
        cls,
        seats: Iterable[tuple[str, Role | str]],
        *,
        immune: Iterable[int] = (),
        speed_game: bool = False,
        preset: str = "ok4u",
        options: RulesOptions | None = None,
    ) -> "GameSetup":
        """Validate and build a setup from ``(player, role)`` pairs in seat order.

        Raises :class:`SetupError`: a table outside 7..16 or wrong role counts
        (C-2), an unknown role (C-1), an immune seat that does not exist (C-10),
        an unknown preset.
        """
        from .roles import parse_role

        infos = tuple(
            SeatInfo(i + 1, str(player), role if isinstance(role, Role) else parse_role(role))
            for i, (player, role) in enumerate(seats)
        )
        role_counts(len(infos))  # table size first: a clearer message
        check_role_counts([s.role for s in infos])
        seen: dict[str, int] = {}
        for info in infos:
            key = " ".join(info.player.split()).casefold()
            if key and key in seen:
                raise SetupError(f"seats {seen[key]} and {info.seat} have the same player "
                                 f"{info.player.strip()!r}; each player sits once")
            seen.setdefault(key, info.seat)
        imm = frozenset(int(s) for s in immune)
        for s in sorted(imm):
            if not 1 <= s <= len(infos):
                raise SetupError(f"immune seat {s} is not at this table of {len(infos)}", "C-10")
        if preset not in PRESETS:
            raise SetupError(f"unknown rules preset {preset!r}; expected one of {', '.join(PRESETS)}")
        return cls(infos, imm, bool(speed_game), preset, options or RulesOptions())

    @property
    def players(self) -> int:
        """Number of seats at the start of Day 1."""
        return len(self.seats)

    @property
    def speech_seconds(self) -> int:
        """Speech length for the whole game, seconds (C-3, C-3.1)."""
        return speech_seconds(self.players, self.speed_game, self.options)

    def role(self, seat: int) -> Role:
        """Role of a 1-based seat."""
        return self.seats[seat - 1].role

    def name(self, seat: int) -> str:
        """Player's name at a 1-based seat."""
        return self.seats[seat - 1].player

    def seat_of(self, role: Role) -> int | None:
        """The seat holding a unique role (Don, Sheriff, Doctor, Beauty, Maniac), or None."""
        for info in self.seats:
            if info.role is role:
                return info.seat
        return None
