"""Records the City Mafia family's rulesets (``ok4u``, ``fiim``) keep of a
game and print in their replay output: who left, and the night checks."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .shared import Shared


@dataclass(frozen=True)
class Elimination:
    """A player leaving the game: ``seat`` (1-based), ``how`` killed/voted/
    lifted/fouls/removed; ``day`` or ``night`` says when; ``reason`` the
    removal's reason (C-5.5, S-8.5)."""

    seat: int
    how: str
    day: int | None = None
    night: int | None = None
    reason: str | None = None

    def to_json(self, with_reason: bool = False) -> dict[str, Any]:
        """The output's ``eliminated`` entry; ``with_reason``: a removal's
        reason too (sport Mafia's output, S-15)."""
        out: dict[str, Any] = {"seat": self.seat, "how": self.how}
        if self.day is not None:
            out["day"] = self.day
        if self.night is not None:
            out["night"] = self.night
        if with_reason and self.reason is not None:
            out["reason"] = self.reason
        return out


@dataclass(frozen=True)
class Check:
    """A night check: ``by`` is ``"don"`` or ``"sheriff"``; ``result`` is
    ``"yes"``/``"no"`` (the Don: the Sheriff or not) or ``"red"``/``"black"``
    (the Sheriff), C-7.5, C-7.6, S-9.3."""

    night: int
    by: str
    seat: int
    result: str

    def to_json(self) -> dict[str, Any]:
        return {"night": self.night, "by": self.by, "seat": self.seat, "result": self.result}


_CHECKS: Shared[Check] = Shared(Check, 4_096)


def check_of(night: int, by: str, seat: int, result: str) -> Check:
    """``Check(night, by, seat, result)``, made once per process and shared
    (:class:`~app.core.shared.Shared`; issue #38)."""
    return _CHECKS[(night, by, seat, result)]
