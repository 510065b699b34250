"""What the database hands out and takes in besides the games' inputs: a
stored game (:class:`StoredGame`) and the first input the rules now refuse
(:class:`Refusal`), what a host event writes (:class:`GameRecord`), a
register entry (:class:`PlayerInfo`), and the checks and small helpers the
store's parts share (texts that fit a column, a player's team and win)."""

from __future__ import annotations

import datetime as dt
import os
import socket
from dataclasses import dataclass, field
from decimal import Decimal
from typing import TYPE_CHECKING, Any

from ..core import ruleset as registry
from ..core.errors import RuleError
from ..core.game import Game
from ..core.inputs import HostInput, check_text
from ..core.limits import MAX_NAME
from ..core.script import setup_to_json
from ..core.setup import GameSetup
from .errors import StorageError

if TYPE_CHECKING:
    from .base import StoreBase


def _now() -> dt.datetime:
    return dt.datetime.now(dt.timezone.utc).replace(tzinfo=None)


def name_key(name: str) -> str:
    return " ".join(name.split()).casefold()


@dataclass(frozen=True)
class Refusal:
    """The first stored input the rules now refuse (issue #22): ``index`` in
    the game's protocol (0-based, as ``actions`` and the replay CLI count),
    the ``action`` as stored (JSON), the ``rule`` id and the ``message``."""

    index: int
    action: Any
    rule: str
    message: str
    error: RuleError | None = field(default=None, compare=False, repr=False)

    def to_json(self) -> dict[str, Any]:
        return {"input": self.index, "action": self.action, "rule": self.rule, "detail": self.message}


@dataclass(frozen=True)
class StoredGame:
    """A game as stored: its setup and the host's events (``("input", inp)``,
    ``("undo", None)``, ``("redo", None)``) in order; ``rules_note``: what a
    later reading of the rules changed in it (None: it replays the same);
    ``confirmed_points``: seat → the exact points the host confirmed."""

    id: int
    evening_id: int
    number: int
    status: str
    setup: GameSetup
    events: tuple[tuple[str, HostInput | None], ...]
    timer_remaining: float | None
    player_ids: dict[int, int | None]
    rules_note: dict[str, Any] | None = None
    confirmed_points: dict[int, Decimal] | None = None
    timer_running: bool = False
    """Whether the timer ran when ``timer_remaining`` was saved, at ``timer_at`` (UTC, naive)."""
    timer_at: dt.datetime | None = None
    sources: tuple[dict[str, Any] | None, ...] = ()
    """Each event's source (an entry read from a post, issue #43: ``author``, ``time``, ``post``), None: typed."""

    def replay(self) -> tuple[Game, Refusal | None]:
        """The game as the host left it (inputs and redo stack), and the
        first stored input the rules now refuse, if any: the game then
        stands just before it (its stored state, to be opened read-only)."""
        game = Game(self.setup)
        for kind, inp in self.events:
            if kind == "input":
                assert inp is not None
                try:
                    game.push(inp)
                except RuleError as err:
                    return game, Refusal(len(game.inputs), inp.to_json(), err.rule, str(err), err)
            elif kind == "undo":
                game.undo()
            else:
                game.redo()
        return game, None

    def rebuild(self) -> Game:
        """The game exactly as the host left it; where the rules now refuse a
        stored input, as it stood just before that input (:meth:`replay`)."""
        return self.replay()[0]

    def protocol(self) -> dict[str, Any]:
        """The game's protocol as stored (setup and every input in force,
        refused or not): a game that no longer replays keeps it intact. An
        entry read from a post is listed in ``sources`` (``action``: its
        1-based number, ``author``, ``time``, ``post``; issue #43)."""
        inputs: list[tuple[HostInput, dict[str, Any] | None]] = []
        redo: list[tuple[HostInput, dict[str, Any] | None]] = []
        for i, (kind, inp) in enumerate(self.events):
            if kind == "input":
                assert inp is not None
                inputs.append((inp, self.sources[i] if i < len(self.sources) else None))
                redo = []
            elif kind == "undo" and inputs:
                redo.append(inputs.pop())
            elif kind == "redo" and redo:
                inputs.append(redo.pop())
        out = setup_to_json(self.setup)
        out["actions"] = [inp.to_json() for inp, _ in inputs]
        sources = [{"action": n, **src} for n, (_, src) in enumerate(inputs, 1) if src]
        if sources:          # entries read from the thread: whose post, when (a key replays ignore)
            out["sources"] = sources
        return out


@dataclass(frozen=True)
class GameRecord:
    """What a host event writes besides itself (:meth:`Store.snapshot`):
    ``status`` (``in_progress``/``finished``), ``winner``, ``result_reason``,
    the points ``scheme`` (id, version) and its ``lines`` per seat (club
    points, C-11; None: none stored), the ``disqualified`` seats (C-5.5),
    and the finished game's ``rows`` for the standings over a distance
    (:meth:`~app.core.ruleset.Ruleset.rows_to_keep`; None: none kept) and
    its ``facts`` for the statistics (:class:`~app.core.stats.PlayFacts`;
    None while in progress)."""

    status: str
    winner: str | None
    result_reason: str | None
    scheme: tuple[str, int] | None
    lines: dict[int, Any] | None
    disqualified: dict[int, str]
    rows: list[dict[str, Any]] | None = None
    facts: Any = None


def token_digest(token: str) -> str:
    """A phone link's token as stored: SHA-256, hex (issue #29)."""
    import hashlib

    return hashlib.sha256(token.encode("utf-8")).hexdigest()


BLACKLIST_AFTER = 2
"""A second disqualification (peeking, hinting), ever, blacklists a player (C-5.5)."""
BLACKLISTING = ("peek", "hint")


@dataclass(frozen=True)
class PlayerInfo:
    """A register entry with totals over finished games, and the C-5.5
    record: ``disqualifications`` for peeking or hinting, ever, and whether
    the player is on the club's ``blacklisted`` (a second one, not lifted)."""

    id: int
    name: str
    nickname: str
    games: int
    wins: int
    points: float
    disqualifications: int = 0
    blacklisted: bool = False


def _check_texts(**texts: str) -> None:
    """Each text fits its ``VARCHAR(MAX_NAME)`` column on SQLite and PostgreSQL
    alike, with no broken character or NUL; else :class:`StorageError`."""
    from ..core.errors import ScriptError

    for key, value in texts.items():
        try:
            check_text(value, key, MAX_NAME)
        except ScriptError as err:
            raise StorageError("bad-text", f"Not saved: {err}.") from None


def _team(preset: str, role: str) -> str:
    """The team ``role`` plays for in results, by the game's ruleset (C-1)."""
    return registry.for_preset(preset).results_team(role)


def _owner_alive(owner: str) -> bool:
    """Whether the window named ``owner`` may still be running. A process of
    this machine that is gone (the app was killed or crashed) holds nothing;
    elsewhere (a shared server) only the lease's age tells."""
    host, _, rest = owner.partition(":")
    pid_text = rest.partition(":")[0]
    if host != socket.gethostname()[:24] or not pid_text.isdigit() or os.name != "posix":
        return True
    try:
        os.kill(int(pid_text), 0)          # signal 0: asks, sends nothing
    except ProcessLookupError:
        return False
    except OSError:
        return True
    return True


def _won(store: StoreBase, preset: str, role: str, winner: str | None, scheme_id: str | None) -> bool:
    """C-11: a player's win is his team getting the win points of the scheme
    the game was scored with, as the game's ruleset says (under ``ok4u`` a
    draw is the Maniac's win)."""
    rules = registry.for_preset(preset)
    return rules.player_won(rules.scheme_for(scheme_id, store.schemes), role, winner)


def _blacklisted(disqualified: int, cleared: int) -> bool:
    """On the club's blacklist: a second disqualification, ever, not covered by a lift (C-5.5)."""
    return disqualified >= BLACKLIST_AFTER and disqualified > cleared
