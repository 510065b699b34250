"""The seam between the shared machinery and one game's rules.

A :class:`Ruleset` is one kind of game (``ok4u`` club City Mafia, ``fiim``
sport Mafia, ``forum`` forum Mafia), registered by id with :func:`register`. It
brings its role catalogue as data (:class:`RoleSpec`), its options, how a
script's setup and inputs are read and written, and a :class:`Play`: the
folded state of one game under its rules, with the handlers that fold each
input, its steps, its resolution, its end and its points.

What is shared (and stays out of a ruleset): :class:`~app.core.game.Game`
(the fold, undo/redo, "why not", the change report), the game-script
container (:mod:`app.core.script`), the views' shapes
(:mod:`app.core.views`), storage, the window.

Anchors: OpenSpiel's registered game types with an observer per viewer;
python-chess's variants and ``is_legal``.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from decimal import Decimal
from typing import TYPE_CHECKING, Any, Callable, Hashable, Mapping, Sequence

from .errors import Reason, SchemeError, ScriptError, SetupError
from .events import Event
from .inputs import HostInput
from .play import Play as Play, fork as fork  # a ruleset's engine imports them from here

if TYPE_CHECKING:
    import random

    from .game import Game
    from .setup import GameSetup
    from .stats import PlayFacts
    from .views import PlayerView


RULES_EDITION = 4
"""The reading of the rules texts the engines follow: 1 the first edition, 2
the second reading, 3 the third (issue #22), 4 the fourth (issue #36). Storage replays a game stored
under an earlier reading once under this one and marks it if it now differs."""


@dataclass(frozen=True)
class BonusSpec:
    """The host's bonus or penalty entry at the table, as data: ``low`` …
    ``high`` points in steps of ``step``; ``exact`` (a Decimal, never a
    float, S-12.6); ``rule`` (the rule an error and the dialog cite)."""

    low: Decimal
    high: Decimal
    step: Decimal
    exact: bool
    rule: str


@dataclass(frozen=True)
class TableCommands:
    """What the host may do at the table besides the step (the window's
    commands and seat menu): ``fouls``, ``nominate`` (a nomination by seat
    click or key), ``removal_reasons`` (a removal is offered with these
    reasons; none: no removal), ``bonus`` (None: no bonus entry) and
    ``points`` (the host reviews and confirms the points)."""

    fouls: bool = True
    nominate: bool = True
    removal_reasons: tuple[str, ...] = ()
    bonus: BonusSpec | None = None
    points: bool = True


@dataclass(frozen=True)
class NightActionSpec:
    """One night action a role takes when its call comes (data, not code).

    ``call``: the call's id, the name a ``{"call": ...}`` input uses (several
    roles may share one call: the Mafia shoot together); ``kind``: ``shoot``,
    ``check``, ``heal``, ``visit``, …; ``rule``: the rule id an error about
    the target cites; ``self_target``: ``"never"``, ``"once"`` (once a game)
    or ``"always"``; ``repeat``: whether the same seat may be chosen two
    nights running.
    """

    call: str
    kind: str
    rule: str
    self_target: str = "never"
    repeat: bool = True


@dataclass(frozen=True)
class RoleSpec:
    """A role as data: ``id`` (the script's role id), ``team`` (the id of
    the side it plays for), ``checks`` (what each checker is shown for it:
    ``{"sheriff": "red", "don": "no"}``; a ruleset may resolve a value such
    as ``"red_while_black_lives"`` itself), its night ``actions``, ``unique``
    (at most one per table) and the ``rule`` that defines it."""

    id: str
    team: str
    checks: Mapping[str, str]
    actions: tuple[NightActionSpec, ...] = ()
    unique: bool = True
    rule: str = ""


@dataclass(frozen=True)
class Changes:
    """What one push (or undo, redo, start) changed, for views to redraw
    only that (Anki's ``OpChanges``): the ``events`` it caused, whether the
    ``step`` moved on, whether a ``seat`` changed (alive, fouls, nominated),
    whether the ``result`` (proposed or final) changed; ``everything`` after
    an undo, redo or a game opened."""

    events: tuple[Event, ...] = ()
    step: bool = False
    seats: bool = False
    result: bool = False
    everything: bool = False


CHECK_WORDS = {"red": "red (the city)", "black": "black (the Mafia)", "yes": "the Sheriff", "no": "not the Sheriff"}
"""A night check's answer in English (C-7.5: the Sheriff's red or black;
C-7.6: the Don's yes or no); the family's kit words it in the host's language."""


class Ruleset(ABC):
    """One kind of game, registered by :attr:`id` (see module docstring).

    ``presets`` maps each ``rules.preset`` a script may name to the points
    scheme it implies (``{"ok4u": "ok4u", "ok4u-2023-03": "ok4u-2023-03"}``);
    ``formats`` maps each script format the ruleset reads to the rules
    edition whose defaults fill a missing option; ``results`` lists the
    result ids (winners) in display order; ``roles`` is the catalogue.
    """

    id: str = ""
    title: str = ""
    position: int = 100
    """Where the game stands among the registered ones (menus, "The club
    plays"): lower first; the built-in ones 10, 20, …"""
    presets: Mapping[str, str] = {}
    formats: Mapping[str, int] = {}
    results: tuple[str, ...] = ()
    roles: tuple[RoleSpec, ...] = ()
    codes: Mapping[str, tuple[str, ...]] = {}
    """Its own refusal codes (raised as ``"<id>:<code>"``, see
    :class:`~app.core.errors.MafiaError`) and their parameters' names; its kit
    words each one (``Kit.error_template``)."""
    min_players: int = 1
    max_players: int = 99
    write_format: str | None = None
    """The script format this ruleset's games are written in (None: the
    shared ``mafia-game/2``)."""
    table_commands: TableCommands = TableCommands(False, False, (), None, False)
    """What the host may do besides the step (none by default)."""
    end_rule: str = ""
    """The rule under which the host ends a game early with a reason."""
    has_timer: bool = True
    """Speeches are timed (the window shows the speech timer)."""
    timed_calls: frozenset[str] = frozenset()
    """Night calls the host times even when the role lives (sport Mafia's
    checks, S-9.1); the others only get a dead role's pause."""
    points_rows: bool = False
    """Points are club points kept per seat in the database and rescored by a
    points scheme (C-11); False: exact points read from the fold, or none."""
    schemes: Mapping[str, object] = {}
    """Its points schemes built in, by id (C-11), when :attr:`points_rows`."""
    scheme_folder: str = ""
    """The folder (under the resources and under the club's configuration)
    of its points schemes as files (:meth:`parse_scheme`); "" for none."""
    distance_standings: bool = False
    """Standings over a distance of games read from each game's fold
    (:meth:`player_rows`; sport Mafia's S-13), not the club's points rows."""
    setup_fields: frozenset[str] = frozenset()
    """What the New game dialog asks besides names and roles:
    ``speed_game``, ``immunity`` (C-10)."""
    whole_setup: bool = False
    """Its script format's setup is read whole by :meth:`read_setup`, from
    the ``rules`` on (its own checks and rule ids, e.g. R-15's order)."""

    def role(self, role_id: str) -> RoleSpec:
        """The catalogue entry of ``role_id``; raises :class:`SetupError`."""
        for spec in self.roles:
            if spec.id == role_id:
                return spec
        ids = ", ".join(r.id for r in self.roles)
        raise SetupError(f"unknown role {role_id!r}; expected one of {ids}", "",
                         "unknown_role", role=str(role_id))

    @abstractmethod
    def role_counts(self, players: int) -> Mapping[str, int]:
        """Role id → how many at a table of ``players``; raises
        :class:`SetupError` for a table size the rules do not allow."""

    def deal(self, players: int, rng: random.Random | None = None) -> list[str]:
        """Role ids for ``players`` seats dealt at random (index 0 is seat 1),
        by :meth:`role_counts`; ``rng`` a ``random.Random`` (default: the
        system's cryptographic source). Raises :class:`SetupError`."""
        import secrets

        deck = [role for role, n in self.role_counts(players).items() for _ in range(n)]
        (rng or secrets.SystemRandom()).shuffle(deck)
        return deck

    def result_words(self, game: Game) -> str | None:
        """A finished game's result in English as an export titles it ("the
        Mafia win"), for a ruleset whose results the shared labels (red,
        black, maniac, draw) do not word; None: theirs. The game's kit words
        it in the host's language (``Kit.result_words``, issue #38 item 5)."""
        return None

    def longest_winner(self) -> int:
        """Characters of the longest result (:attr:`Play.winner`) a game of
        this ruleset can end with: the longest of :attr:`results` by default
        (a ruleset whose result names seats says so). The database's column
        (:data:`~app.core.limits.MAX_WINNER`) holds every ruleset's."""
        return max((len(r) for r in self.results), default=0)

    @abstractmethod
    def options_from_dict(self, data: Mapping[str, Any] | None, edition: int) -> object:
        """The ruleset's typed options from a script's ``rules.options``
        (missing keys take the ``edition``'s defaults); raises
        :class:`SetupError` naming a bad key."""

    @abstractmethod
    def options_to_dict(self, options: object) -> dict[str, Any]:
        """Every option with its value, JSON-ready (a protocol lists them all)."""

    @abstractmethod
    def check_setup(self, setup: GameSetup) -> None:
        """Validate a :class:`~app.core.setup.GameSetup` against the
        ruleset (table size, role counts, immunity, …): raises :class:`SetupError`."""

    def speech_seconds(self, setup: GameSetup) -> int:
        """A day speech's length for ``setup``, seconds. Default: 60."""
        return 60

    def parse_role(self, value: object) -> str:
        """A script's role id → the ruleset's role value (a str enum);
        raises :class:`SetupError`."""
        if not isinstance(value, str):
            raise SetupError(f"a role must be a role id, not {value!r}")
        return self.role(value).id

    def parse_input(self, data: object) -> HostInput:
        """One ``actions`` entry of a script → an input; raises
        :class:`~app.core.errors.ScriptError`. Default: the City Mafia
        family's forms (:func:`app.core.inputs.input_from_json`)."""
        from .inputs import input_from_json

        return input_from_json(data)

    def player_rows(self, game: Game, players: Mapping[int, Hashable]) -> list[object]:
        """A finished game's rows for :attr:`distance_standings` (seat →
        the player's id in ``players``); none by default."""
        return []

    def rows_to_keep(self, game: Game) -> list[dict[str, Any]] | None:
        """A finished game's :meth:`player_rows` as JSON objects (exact
        decimals as text, ``seat`` in place of the player), kept with the
        game when it is written so that the standings read them instead of
        replaying it (issue #26). None: this ruleset keeps none."""
        return None

    def kept_rows(self, kept: Sequence[Mapping[str, Any]], players: Mapping[int, Hashable]) -> list[object]:
        """:meth:`rows_to_keep`'s objects back as :meth:`player_rows`' rows
        (seat → the player's id in ``players``); raises ``ValueError``,
        ``KeyError`` or ``decimal.InvalidOperation`` on objects it did not write."""
        return []

    def distance_table(self, rows: Sequence[object], options: object, complete: bool = True,
                       lot: Sequence[Hashable] = ()) -> list[object]:
        """The standings over a distance (:attr:`distance_standings`) from
        :meth:`player_rows`' rows, under the first game's ``options``;
        ``complete``: the distance's last game is scored; ``lot``: the order
        the host drew for the undecided."""
        raise NotImplementedError(f"{self.id} has no standings over a distance")

    def end_input(self, winner: str, reason: str, seat: int | None = None) -> HostInput:
        """The input by which the host ends a game early (:attr:`end_rule`):
        ``winner`` one of :attr:`results`, ``seat`` the winning loner where
        the rules name one. Default: the City Mafia family's ``End``."""
        from .inputs import End

        return End(winner, reason)

    def game_title(self, setup: GameSetup) -> str:
        """A game's title in English for its chronicle, exports and the
        room's pages; by default :attr:`title`. The game's kit words it in
        the host's language (``Kit.game_title``, issue #38 item 5)."""
        return self.title

    def posts(self, game: Game, language: str) -> list[tuple[str, str]]:
        """The posts of a game played turn by turn, for its chronicle: each
        turn's ``(title, text)`` as the rules publish them, in ``language``
        where they publish it in more than one (forum Mafia's newspapers,
        M-8.1; Mafik Raizen's and ЗА 31's posts are Russian); none by default."""
        return []

    def posts_heading(self) -> str | None:
        """The chronicle's heading over :meth:`posts` in English (None:
        "Newspapers"); the kit words it (``Kit.param_word("heading", …)``)."""
        return None

    def chronicle_sections(self, game: Game, role_name: Callable[[str], str]) -> list[tuple[str, list[str]]]:
        """The chronicle's own closing sections, ``(heading, lines)`` (e.g.
        the decks at the end), the heading in English (the kit words it by
        ``Kit.param_word("heading", …)``), a role in the lines named by
        ``role_name(role_id)``; none by default."""
        return []

    def parse_scheme(self, text: str, file: str) -> object:
        """A points scheme file's text → the scheme (C-11). Raises
        :class:`~app.core.errors.SchemeError` naming ``file``, the key, its
        line and the reason; a ruleset without schemes refuses every file."""
        raise SchemeError(file, "", None, f"the {self.id} ruleset has no points schemes")

    def scheme_for(self, scheme_id: str | None, chosen: Mapping[str, object]) -> object:
        """The points scheme called ``scheme_id``: the club's (``chosen``),
        else a built-in one, else the first built-in (C-11); None when the
        ruleset keeps no points rows."""
        if not self.schemes:
            return None
        return chosen.get(scheme_id or "") or self.schemes.get(scheme_id or "") or next(iter(self.schemes.values()))

    def results_team(self, role_id: str) -> str:
        """The team a role's results count for (its :class:`RoleSpec` team)."""
        return self.role(role_id).team

    rating_sides: Mapping[str, str] = {"red": "red", "black": "black"}
    """The results teams (:meth:`results_team`) that play as the club
    rating's red and black sides (issue #42); a team not named here (a
    maniac, a loner) is on neither."""

    def rating_side(self, role_id: str) -> str | None:
        """``red``, ``black`` or None: the side a role's rating counts for (issue #42)."""
        return self.rating_sides.get(self.results_team(role_id))

    def game_facts(self, game: Game) -> PlayFacts:
        """A finished game's :class:`~app.core.stats.PlayFacts` for the club's
        statistics (issue #42): by default from its final host view (the
        day it ended on, each seat's fouls, removal, the first killed at
        night); a ruleset with a best move adds it."""
        from .stats import play_facts

        return play_facts(game.host_view())

    def player_won(self, scheme: object, role_id: str, winner: str | None) -> bool:
        """Whether a player of ``role_id`` won a game that ended ``winner``:
        by default, his team is the winner."""
        return winner is not None and self.results_team(role_id) == winner

    def answer_text(self, answer: Mapping[str, Any], names: Mapping[int, str], language: str) -> str:
        """One of :meth:`Play.answers` as his phone words it, in ``language``
        (``ru``/``en``) where the rules publish it in that language (a forum
        thread's message); ``names``: seat → player. By default the family's
        night check (C-7.5, C-7.6, S-9.3) in English, "Night 1: 5. Dina —
        black (the Mafia)", which the family's kit words in the host's
        language (issue #38, item 5); anything else as its fields."""
        if answer.get("kind") == "check" and answer.get("result") in CHECK_WORDS:
            seat = answer.get("seat")
            who = f"{seat}. {names.get(seat, '')}".strip() if isinstance(seat, int) else str(seat)
            return f"Night {answer.get('night')}: {who} — {CHECK_WORDS[answer['result']]}"
        return ", ".join(f"{k}: {v}" for k, v in answer.items() if k not in ("kind", "to"))

    def role_name(self, role_id: str) -> str:
        """A role's name in English for exports and texts outside the
        window; by default its id. The game's kit names it in the host's
        language (``Kit.param_word("role", …)``, issue #38 item 5)."""
        return role_id

    def role_sentences(self, view: PlayerView) -> tuple[Reason, ...]:
        """What a seat's role does and when, one paragraph from the rules
        for his phone (issue #40), as codes with values (``view``: his
        :class:`~app.core.views.PlayerView`): the game's kit words them in
        the host's language (``Kit.role_template``, issue #38 item 5). By
        default none."""
        return ()

    def role_words(self) -> Mapping[str, str]:
        """The English of :meth:`role_sentences`' codes (code → template,
        ``{name}`` where a value goes); by default none."""
        return {}

    def role_text(self, view: PlayerView) -> str:
        """:meth:`role_sentences` in English by :meth:`role_words` (a page
        served without the host's words); "" for a ruleset without them."""
        return " ".join(r.text(self.role_words()) for r in self.role_sentences(view))

    def parse_stored_input(self, data: object) -> HostInput:
        """An input as storage wrote it (its ``to_json``) → the input; by
        default :meth:`parse_input`. A ruleset whose earlier versions wrote
        a form its scripts refuse reads that form here."""
        return self.parse_input(data)

    def read_setup(self, data: Mapping[str, Any], fmt: str) -> GameSetup | None:
        """A :class:`~app.core.setup.GameSetup` read the ruleset's own way
        from a script object in format ``fmt``, or None to use the shared
        container (the default). Raises ScriptError/SetupError."""
        return None

    def write_setup(self, setup: GameSetup) -> dict[str, Any] | None:
        """The setup part of a script written the ruleset's own way (what
        :meth:`read_setup` reads back), or None for the shared container."""
        return None

    def script_inputs(self, data: Mapping[str, Any], setup: GameSetup) -> list[tuple[str, object, HostInput]]:
        """A script's inputs in fold order as ``(label, raw, input)``: the
        label names the entry in an error (``action 17 {...}``). Default:
        each entry of ``actions`` read by :meth:`parse_input`. Raises
        :class:`~app.core.script.ReplayError` for an entry of the wrong form."""
        from .jsonio import ReplayError, dumps_json

        raw = data.get("actions", [])
        if not isinstance(raw, list):
            raise ScriptError("'actions' must be a list")
        out = []
        for i, entry in enumerate(raw):
            try:
                out.append((f"action {i} {dumps_json(entry, ensure_ascii=False, sort_keys=True)}", entry,
                            self.parse_input(entry)))
            except ScriptError as err:
                raise ReplayError(i, entry, err) from None
        return out

    def setup_extra(self, data: Mapping[str, Any]) -> dict[str, Any]:
        """Ruleset-specific setup fields read from a script object (kept in
        :attr:`GameSetup.extra`); raises ScriptError/SetupError. Default: none."""
        return {}

    @abstractmethod
    def start(self, setup: GameSetup) -> Play:
        """A fresh :class:`Play` for ``setup``, at its first step."""


from .registry import (  # noqa: E402  (the registry's functions, as imported from here)
    ENTRY_POINTS as ENTRY_POINTS, all_schemes as all_schemes, for_preset as for_preset, get as get,
    installed as installed, lazy_attributes as lazy_attributes, register as register,
    registered as registered, reload_installed as reload_installed, unregister as unregister,
    with_distance_standings as with_distance_standings, with_scheme_files as with_scheme_files,
)
