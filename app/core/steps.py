"""Steps of a game: what the host is doing now (game-script spec, "Steps")."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from .shared import Shared


class StepKind(StrEnum):
    """The kinds of step of the City Mafia family; the value is the spec's
    ``step`` name. A ruleset with other steps (FIIM's ``night0``,
    ``best_move``) adds its own str values."""

    SPEECH = "speech"
    VOTE = "vote"
    JUSTIFICATION = "justification"
    REVOTE = "revote"
    LIFT_VOTE = "lift_vote"
    FAREWELL = "farewell"
    NIGHT = "night"
    RESULT = "result"


SPEECH = StepKind.SPEECH
VOTE = StepKind.VOTE
JUSTIFICATION = StepKind.JUSTIFICATION
REVOTE = StepKind.REVOTE
LIFT_VOTE = StepKind.LIFT_VOTE
FAREWELL = StepKind.FAREWELL
NIGHT = StepKind.NIGHT
RESULT = StepKind.RESULT

SPEAKING = (SPEECH, JUSTIFICATION, FAREWELL)
VOTING = (VOTE, REVOTE, LIFT_VOTE)


@dataclass(frozen=True, init=False)
class Step:
    """The current step. ``kind`` is a :class:`StepKind` (or a ruleset's own str).

    Fields used by each kind (others are None): ``speech``/``justification``:
    ``day``, ``seat``, ``seconds``; ``farewell``: ``seat``, ``seconds``;
    ``vote``/``revote``/``lift_vote``: ``day``, ``candidates`` (nomination
    order); ``night``: ``night``; ``result``: ``proposed``. ``extra``: a
    ruleset's own fields as (name, value) pairs, printed with the others
    (FIIM's ``night0`` timings, a farewell's ``protocol``, a result's ``reason``).
    """

    kind: str
    day: int | None = None
    night: int | None = None
    seat: int | None = None
    seconds: int | None = None
    candidates: tuple[int, ...] | None = None
    proposed: str | None = None
    extra: tuple[tuple[str, Any], ...] = ()

    def __init__(self, kind: str, day: int | None = None, night: int | None = None, seat: int | None = None,
                 seconds: int | None = None, candidates: tuple[int, ...] | None = None,
                 proposed: str | None = None, extra: tuple[tuple[str, Any], ...] = ()) -> None:
        # the fold builds a step at every input: one update of the fields
        # instead of the frozen dataclass' setattr per field (half the time, #26)
        self.__dict__.update(kind=kind, day=day, night=night, seat=seat, seconds=seconds,
                             candidates=candidates, proposed=proposed, extra=extra)

    def to_json(self) -> dict[str, Any]:
        """The step as the spec prints it: ``{"step": kind, ...fields}``."""
        out: dict[str, Any] = {"step": str(self.kind)}
        for key in ("day", "night", "seat", "seconds", "proposed"):
            value = getattr(self, key)
            if value is not None:
                out[key] = value
        if self.candidates is not None:
            out["candidates"] = list(self.candidates)
        out.update(self.extra)
        return out

    def get(self, name: str, default: Any = None) -> Any:
        """The value of one of the ruleset's :attr:`extra` fields, or ``default``."""
        return dict(self.extra).get(name, default)



_SHARED: Shared[Step] = Shared(Step)


def shared_step(kind: str, day: int | None = None, night: int | None = None, seat: int | None = None,
                seconds: int | None = None, candidates: tuple[int, ...] | None = None,
                proposed: str | None = None) -> Step:
    """``Step(kind, day, night, seat, seconds, candidates, proposed)``, made
    once per process and shared (:class:`~app.core.shared.Shared`): the fold
    asks for the same ones (a day's speech, a night, a vote) in game after
    game (#38)."""
    return _SHARED[(kind, day, night, seat, seconds, candidates, proposed)]
