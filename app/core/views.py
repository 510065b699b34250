"""Two observers of one game: the room's public view and the host's view.

These are the only things the window, the projector, the voice, storage and
exports read of a game in play (OpenSpiel: an observer per viewer). A
ruleset's :class:`~app.core.ruleset.Play` builds them. :class:`PublicView`
never carries a role (before the end), a night target, a check result or
immunity (C-10.3): the projector and the voice get it alone.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping, TypeVar

from .errors import RuleError
from .events import Event
from .steps import Step


@dataclass(frozen=True)
class PublicSeat:
    """A seat as the room sees it: number, name, in or out (and how), fouls,
    whether his next speech is lost to a 3rd foul (C-5.3, announced at the
    table), and his ``role`` only once the game is finished."""

    seat: int
    name: str
    alive: bool
    fouls: int
    out: str | None     # killed / voted / lifted / fouls / removed, or None
    nominated: bool
    lost_speech: bool = False
    role: str | None = None


@dataclass(frozen=True)
class PublicView:
    """What the room may see now.

    ``phase``: day | night | result | finished; ``step`` the step kind (None
    once finished); ``step_no`` changes with every new step; ``speaker``
    seat on a speech/justification/farewell; ``seconds`` its length;
    ``candidates`` the nominees in order; ``votes`` the rounds entered today
    as (kind, ((seat, votes), …)); ``lift_for`` votes for "all leave?";
    ``morning_deaths`` who died last night (announced in the morning);
    ``no_vote`` no vote today after a 4th foul (C-5.4); ``winner`` only once
    finished; ``last_night`` (night, deaths) of the latest night once it is
    over (announced in the morning); ``own``: the ruleset's own public
    facts as its own typed view (sport Mafia's :class:`FiimPublic`, forum's
    ``ForumPublic``, Mafik Raizen's ``RaizenPublic``, ЗА 31's
    ``Za31Public``; read with :func:`own_of`), None where it has none.
    """

    phase: str
    day: int
    night: int
    step: str | None
    speaker: int | None
    speaker_name: str | None
    seconds: int | None
    seats: tuple[PublicSeat, ...]
    candidates: tuple[int, ...]
    votes: tuple[tuple[str, tuple[tuple[int, int], ...]], ...]
    lift_for: int | None
    morning_deaths: tuple[int, ...]
    winner: str | None
    step_no: int = 0
    no_vote: bool = False
    ruleset: str = ""
    last_night: tuple[int, tuple[int, ...]] | None = None
    own: object | None = None


@dataclass(frozen=True)
class PlayerView:
    """What one seat may know now (its player's phone): the third observer
    beside the host view and the public view (issue #24; OpenSpiel's
    per-player observation).

    ``seat`` (1-based) and its ``name``; its own ``role`` and ``team``;
    ``alive``, ``fouls`` and ``out`` as the room sees them; ``partners``:
    the seats (with their roles where the rules show them, else None) it
    knows as its team's, where its rules say they meet; ``answers``: what
    the rules answer it privately, in order (a check's result: ``{"kind":
    "check", "night", "seat", "result"}``; a forum message ``{"kind", …}``
    of M-8.3); ``public``: the room's view. Nothing of another seat's beyond
    these."""

    seat: int
    name: str
    role: str
    team: str
    alive: bool
    fouls: int
    out: str | None
    partners: tuple[tuple[int, str | None], ...]
    answers: tuple[Mapping[str, Any], ...]
    public: PublicView
    own: object | None = None
    """The seat's own things its ruleset shows him alone (issue #38): a
    typed view of the ruleset's (Mafik Raizen's hand and sleeve, ЗА 31's
    world and energy), None where the rules give him nothing more."""


@dataclass(frozen=True)
class NightScript:
    """What the host reads aloud at night, and the voice says for him: the
    ``night`` (0 outside the night), tonight's ``calls`` in wake order (C-7.1;
    dead roles are called too, C-7.2 [option]) and how many are ``answered``.
    Given to the voice apart from the public view, which names no role."""

    night: int = 0
    calls: tuple[str, ...] = ()
    answered: int = 0


@dataclass(frozen=True)
class HostSeat:
    """A seat as the host sees it: the public facts plus role and team,
    immunity tonight (C-10), fouls left before removal (C-5), the day whose
    speech a 3rd foul took (C-5.3), a disqualification (C-5.5), whether he
    is nominated today and by whom (C-4.3)."""

    seat: int
    name: str
    role: str
    alive: bool
    fouls: int
    out: str | None
    immune: bool
    lost_speech_day: int | None
    disqualified: str | None
    team: str = ""
    fouls_left: int = 0
    lost_speech: bool = False
    nominated: bool = False
    nominated_by: int | None = None


@dataclass(frozen=True)
class HostView:
    """Everything the host sees now (see the field notes).

    - ``public``: the room's view, for the parts both show.
    - ``step``/``step_no``: the current step (None once finished) and its serial.
    - ``seats``: every :class:`HostSeat`; ``living``: how many are alive.
    - ``speech_order``: today's speakers still to come, current first.
    - ``first_speech_of_day``: the day's first speech (Day ≥ 2) is next.
    - ``nominations``: today's nominees in order; ``nominations_open``:
      None if the speaker may nominate now, else why not (the
      :class:`~app.core.errors.RuleError` a nomination would raise).
    - ``lift_threshold``: votes needed for "all leave?" to pass (C-6.4).
    - ``night_call``: the call answered now (None outside the night);
      ``night_calls``/``night_answers``: tonight's calls and the answers so
      far; ``night_actors``: the living seats who wake for the call now;
      ``night_acting``: tonight's calls with a living player to act (C-7.2);
      ``night_targets``: seat → None if the call may pick it, else why not
      (the :class:`~app.core.errors.RuleError`);
      ``check_results``: for a check call, seat → what the host shows.
    - ``night_pause_seconds``: the pause for a dead role's call (C-7.2).
    - ``checks``, ``nights``, ``useful``, ``eliminated``: the game so far.
    - ``proposed``, ``winner``, ``result_how``, ``result_reason``: the end.
    - ``bonuses``: (seat, points, reason) the host gave; ``events``: all.
    - ``own``: the ruleset's own facts for the host as its own typed view
      (``FiimHost``: the best move with its black count, penalties, points;
      ``ForumHost``, ``RaizenHost``, ``Za31Host``; read with :func:`own_of`).
    """

    public: PublicView
    ruleset: str
    phase: str
    day: int
    night: int
    step: Step | None
    step_no: int
    seats: tuple[HostSeat, ...]
    living: int
    speech_order: tuple[int, ...] = ()
    first_speech_of_day: bool = False
    nominations: tuple[int, ...] = ()
    nominations_open: RuleError | None = None
    candidates: tuple[int, ...] = ()
    lift_threshold: int | None = None
    night_call: str | None = None
    night_calls: tuple[str, ...] = ()
    night_answers: Mapping[str, int | None] = field(default_factory=dict)
    night_actors: tuple[int, ...] = ()
    night_acting: tuple[str, ...] = ()
    night_targets: Mapping[int, RuleError | None] = field(default_factory=dict)
    check_results: Mapping[int, str] = field(default_factory=dict)
    night_pause_seconds: int = 0
    checks: tuple[Any, ...] = ()
    nights: tuple[Any, ...] = ()
    useful: tuple[Any, ...] = ()
    eliminated: tuple[Any, ...] = ()
    proposed: str | None = None
    winner: str | None = None
    result_how: str | None = None
    result_reason: str | None = None
    bonuses: tuple[tuple[int, Any, str], ...] = ()
    events: tuple[Event, ...] = ()
    own: object | None = None

    def seat(self, seat: int) -> HostSeat:
        """The :class:`HostSeat` of a 1-based seat; raises IndexError."""
        return self.seats[seat - 1]


O = TypeVar("O")


def own_of(view: PublicView | HostView | PlayerView, kind: type[O]) -> O:
    """The ruleset's own typed view inside ``view`` (its ``own``) as
    ``kind``; raises TypeError when the view carries another (a kit handed
    another game's view: a bug, never a host's error)."""
    own = view.own
    if not isinstance(own, kind):
        raise TypeError(f"the view carries {type(own).__name__}, not {kind.__name__}")
    return own
