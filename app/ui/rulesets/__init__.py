"""The window's part of each ruleset: a **kit**, registered under the
ruleset's id (issue #24). The shell (main window, step panel, table,
projector, voice) looks the kit up with :func:`kit_for` and never compares a
ruleset id; what a game has is data on its :class:`~app.core.ruleset.Ruleset`
(table commands, end rule, timer), what it shows is its kit's.

A kit lives in ``app/ui/rulesets/<id>/`` and registers itself when imported;
:func:`kit_for` imports the built-in ones (ok4u, fiim, forum, raizen, za31) on first use. A ruleset without a
kit gets :class:`Kit`'s defaults: the City Mafia family's panels and lines.
"""

from __future__ import annotations

from types import ModuleType
from typing import TYPE_CHECKING, Any, Callable, Mapping, TypeVar

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from ...core.errors import RuleError
    from ...core.events import Event
    from ...core.game import Game
    from ...core.setup import GameSetup
    from ...core.steps import Step
    from ...core.views import HostView, PlayerView, PublicSeat, PublicView
    from ...service import Desk, Store
    from ..controller import GameController
    from ..main_window import MainWindow
    from ..panel_base import Panel
    from ..projector import ProjectorWindow
    from ..table import TableWidget
    from ..turn_desk import TurnDeskWindow
    from ..voice import VoiceDirector


class Live:
    """A kit's state at the table between two stored inputs (e.g. the seats
    a best move has named before Enter, the call a live night is on): the
    controller keeps one per game (``controller.live``) and tells it each
    new step. Every hook has the family's default: nothing of its own."""

    def __init__(self, controller: GameController) -> None:
        self.c = controller

    def new_step(self, step: Step | None) -> int | None:
        """A new step: reset what belongs to the last one; the timer's
        seconds for ``step`` (None: the family's)."""
        return None

    def select(self, seat: int) -> bool:
        """A seat chosen by digits or a click in the game's own step: True when handled."""
        return False

    def night_pick(self, seat: int | None) -> bool:
        """A night pick (None: no action, Delete) in the game's night: True when handled."""
        return False

    def changed(self, step: Step | None, same_step: bool) -> None:
        """After every input, undo or redo, before a new step's :meth:`new_step`
        (``same_step``: the step did not change): drop what the rules no longer allow."""

    def click(self, seat: int) -> bool:
        """A seat clicked in the game's step (e.g. a nomination during a
        speech): True when handled; False: the click selects the seat."""
        return False

    def take_back(self) -> bool:
        """Undo's first part: something entered but not yet stored (a pick
        before Enter) is dropped; True when there was one."""
        return False

    def withdraw(self) -> bool:
        """Esc: drop what waits for the step's end (a nomination); True when there was one."""
        return False

    def nominate(self, seat: int | None) -> None:
        """The Nominate command (N) for ``seat``, where the game's commands have it."""

    def entering(self) -> tuple[int | None, dict[int, int]] | None:
        """A vote being entered for the room's screen: (candidate counted
        now, counts so far), or None."""
        return None

    def seat_marks(self, seat: int) -> list[str]:
        """Words on a seat's tile for an entry in progress (e.g. "nominating…")."""
        return []

    def seat_tip(self, seat: int) -> str | None:
        """A seat tile's tooltip line for an entry in progress, or None."""
        return None

    def overlay(self) -> tuple[set[int], dict[int, int | None]]:
        """What the table shows of an entry in progress: the seats picked
        now, and each raised hand's choice (voter → seat)."""
        return set(), {}

    def seat_choices(self, hv: HostView) -> Mapping[int, RuleError | None] | None:
        """Seat → None (it may be picked now) or why not, for the game's own
        step; None: the family's (the night call's targets)."""
        return None


L = TypeVar("L", bound=Live)


def live_of(controller: GameController, kind: type[L]) -> L:
    """The controller's :class:`Live` as its kit's own ``kind`` (a kit's
    panels read their state by attribute); raises TypeError when the game
    in play is another kit's (a bug, never a host's error)."""
    live = controller.live
    if not isinstance(live, kind):
        raise TypeError(f"the table's state is {type(live).__name__}, not {kind.__name__}")
    return live


class Kit:
    """One ruleset's window parts. Every hook has the family's default.

    - :meth:`panels`: step kind → the panel that runs it (``"finished"``:
      the panel of a finished game); the family's are :func:`.family.family_panels`.
    - :meth:`opening_text`: what the host reads when a game starts.
    - :meth:`live`: its state at the table between inputs (a :class:`Live`:
      what a seat click or digit does in its steps, a pick before Enter).
    - :meth:`opens_in_turn_desk`: the game is played in the turn desk, not
      the table window.
    - :meth:`none_text`: the night panel's "no action" button for ``role``.
    - :meth:`table_overlay`: seats woken, picked, raised hands, counted.
    - :meth:`seat_marks`: extra words on a seat's tile (host window).
    - :meth:`projector_info`, :meth:`projector_seat`: the projector's lines
      (public view only), None for the family's.
    - :meth:`voice_step`: speak a step change; True when done.
    - :meth:`event_text`, :attr:`legend_keys`: the log's lines for its own
      events, the legend's items.
    """

    id = ""
    rules_page = False
    """The club's rules options page (Tools → Rules settings; New game →
    "Rules for this game…") applies to this game."""
    club_games: tuple[str, ...] = ()
    """The choices of "The club plays" this kit answers (Tools → Rules settings)."""

    new_game_title: Callable[[], str] | None = None
    """A callable giving the File menu's own "New … game" item of this kit
    (its dialog is :meth:`new_game`), or None: the shared New game only."""
    new_game_keys: str | None = None

    @property
    def position(self) -> int:
        """Where the kit stands among the games: its ruleset's :attr:`~app.core.ruleset.Ruleset.position`."""
        from ...core import ruleset as registry
        from ...core.errors import MafiaError

        try:
            return registry.get(self.id).position
        except MafiaError:
            return 100

    def new_game(self, window: MainWindow) -> GameSetup | None:
        """The kit's own New game dialog: the setup, or None (cancelled)."""
        return None

    def turn_desk(self, desk: Desk, window: MainWindow) -> TurnDeskWindow:
        """The turn desk window of a game on ``desk`` (:meth:`opens_in_turn_desk`)."""
        raise NotImplementedError(f"the {self.id} kit has no turn desk")

    speaking_steps: frozenset[str] = frozenset()
    """The game's steps where a player speaks on the timer (the tile lights,
    the projector counts down, the voice warns at 10 s): the family's
    speeches (:class:`~.family.kit.FamilyKit`) and a game's own (a best move)."""

    def live(self, controller: GameController) -> Live:
        """The game's state at the table between inputs (:class:`Live`)."""
        return Live(controller)

    def club_options(self, game: str, store: Store | None) -> object:
        """The options of the club's next game when it plays ``game`` (one of :attr:`club_games`)."""
        raise KeyError(game)

    def club_game_name(self, game: str) -> str:
        """One of :attr:`club_games` in the host's language."""
        return game

    def settings_page(self, options: object) -> QWidget | None:
        """The game's options page showing ``options`` (a QWidget with
        ``options()`` and ``restore_defaults()``), or None: nothing to choose."""
        return None

    def save_club_options(self, options: object, store: Store | None) -> None:
        """Keep ``options`` (from :meth:`settings_page`) as the club's profile.
        Raises :class:`~app.storage.StorageError` if the database refuses it."""

    def options_summary(self, options: object) -> str:
        """The game's options in one line for New game."""
        return ""

    def panels(self, controller: GameController) -> dict[str, Panel]:
        """Its games' step panels by step kind (``"finished"``: a finished
        game's); a step with none shows that this window has no panel for it.
        The family's games take :func:`app.ui.rulesets.family.family_panels`."""
        return {}

    def opening_text(self, window: MainWindow, game: Game) -> str | None:
        return None

    def opens_in_turn_desk(self, setup: GameSetup) -> bool:
        return False

    def none_text(self, panel: Panel, role: str) -> str | None:
        return None

    def table_overlay(self, controller: GameController,
                      hv: HostView) -> tuple[set[int], set[int], dict[int, int | None], int | None]:
        return set(), set(), {}, None

    def seat_marks(self, table: TableWidget, hv: HostView, seat: int, alive: bool) -> list[str]:
        return []

    def projector_info(self, projector: ProjectorWindow | None, view: PublicView) -> str | None:
        return None

    def projector_seat(self, projector: ProjectorWindow | None, view: PublicView, seat: PublicSeat) -> tuple[str, str, bool] | None:
        """A seat's tile on the projector in the game's own words: its name,
        its line and whether the name is struck through; None: the family's."""
        return None

    def voice_step(self, voice: VoiceDirector, view: PublicView, kind: str, was: str | None) -> bool:
        return False

    def phase_title(self, view: PublicView, for_room: bool) -> str | None:
        """"Day 2 — speeches" for the game's steps (``view``: the public
        view; ``for_room``: the projector's, never the host's own
        instructions), or None: "Day 2", "Night 1" or "Game over"."""
        return None

    def step_word(self, kind: str) -> str | None:
        """One of the game's step kinds as a noun (in a refusal), or None."""
        return None

    def speaker_text(self, view: PublicView) -> str | None:
        """The projector's speaker line in the game's own speaking steps
        (``%1`` the seat, ``%2`` the name), None for "Speaking: …"."""
        return None

    def projector_lines(self, projector: ProjectorWindow | None, view: PublicView) -> list[str]:
        """The game's own lines above the family's on the projector (public view only)."""
        return []

    def error_template(self, code: str) -> str | None:
        """One of the game's own refusal codes (``Ruleset.codes``, raised as
        ``"<id>:<code>"``) in the host's language, ``%name`` where each
        parameter goes; None: the refusal's English text is shown."""
        return None

    def param_word(self, name: str, value: str) -> str | None:
        """The game's own word for a parameter's ``value`` (``name``:
        ``role`` a role id, ``result`` one of ``Ruleset.results``, ``key``
        an order key, ``city``, ``heading`` one of its chronicle's English
        headings, ``how`` and ``how_short`` how a seat left play (its
        ``out``), ``removal`` one of its ``removal_reasons``, ``scheme`` a
        built-in points scheme) in the host's language, or None: not one
        of its own."""
        return None

    def game_title(self, setup: GameSetup) -> str:
        """A game's title in the host's language (exports, the chronicle,
        the room's pages); by default the ruleset's English
        (``Ruleset.game_title``)."""
        return setup.rules.game_title(setup)

    def result_words(self, game: Game) -> str | None:
        """A finished game's result in the host's language as its export
        titles it, or None: the shared labels word it (red, black, maniac,
        draw). By default the ruleset's English (``Ruleset.result_words``)."""
        return game.ruleset.result_words(game)

    reasons_module: str = ""
    """The module that words its rules' reason codes (``reason_template(code)``,
    ``reason_word(name, value)``); "" for none (the core's English is shown)."""
    role_texts_module: str = ""
    """The module that words its rules' role paragraphs
    (``Ruleset.role_sentences``' codes) by ``role_template(code)``; "" for
    none (the phone shows the core's English)."""

    @staticmethod
    def _words(module: str) -> ModuleType | None:
        """One of a kit's word modules (:attr:`reasons_module`, …) by name,
        loaded on first use (with the first refusal, the first phone); None for ""."""
        if not module:
            return None
        import importlib

        return importlib.import_module(module)

    def reason_template(self, code: str) -> str | None:
        """One of its rules' reason codes (a refusal's
        :class:`~app.core.errors.Reason`, said after :meth:`error_template`)
        in the host's language, ``%name`` where each value goes; None: the
        core's English sentence is shown."""
        words = self._words(self.reasons_module)
        said: str | None = None if words is None else words.reason_template(code)
        return said

    def reason_word(self, name: str, value: object) -> str | None:
        """A value inside one of its reasons (an order's kind, "hand") in the
        host's language, or None: shown as it is."""
        words = self._words(self.reasons_module)
        said: str | None = None if words is None else words.reason_word(name, value)
        return said

    def role_template(self, code: str) -> str | None:
        """One of its rules' role-paragraph codes (``Ruleset.role_sentences``)
        in the host's language, ``%name`` where each value goes; None: not
        one of its codes (issue #38, item 5)."""
        words = self._words(self.role_texts_module)
        said: str | None = None if words is None else words.role_template(code)
        return said

    def phone_words(self, view: PlayerView) -> dict[str, Any] | None:
        """A seat's phone in the game's own words, from his player view
        (:class:`~app.core.views.PlayerView`) only: ``{"role": his role's
        name, "lines": his own things (a hand, energy…), "answers": each of
        ``view.answers`` worded, in order, "phase": the phase's title}``;
        None: the page words the family's."""
        return None

    def event_text(self, ev: Event, who: str, name_of: Callable[[int], str], secrets: bool = False) -> str | None:
        """The log's words for one of the game's events (``who``: "seat
        name" of its seat; ``secrets``: what happened in the dark too, while
        the host shows the roles), or None: the log shows the event's name."""
        return None

    def notice(self, ev: Event, who: str) -> tuple[str, str] | None:
        """What the host must notice about one of the game's events, as
        ``(level, text)`` (``info`` or ``warning``, shown in the window's
        message line as it happens), or None."""
        return None

    dark_night: bool = True
    """At night the room's screens show only "Night" (the table's eyes are
    closed, C-10); a game played in a thread keeps its public state up."""

    nominee_steps: frozenset[str] = frozenset()
    """The steps in which the room's seats mark the nominated (``PublicSeat.nominated``)."""

    vote_steps: Mapping[str, bool] = {}
    """The steps in which the projector shows the candidates' cards
    (``PublicView.candidates``), each with whether a card shows its count
    as the host enters it."""

    legend_keys: tuple[str, ...] = ("speaking", "nominated", "fouls", "immune", "out")
    """The table legend's items for this game (:class:`app.ui.table.Legend`)."""


ENTRY_POINTS = "mafia_host.kits"
"""The entry-point group a game's kit registers in (``id = "package:KIT"``)."""

_KITS: dict[str, Kit] = {}
_DEFAULT = Kit()


def register(kit: Kit) -> Kit:
    """Register ``kit`` under its ruleset's id (the last one wins); returns it."""
    _KITS[kit.id] = kit
    return kit


def kit_for(ruleset_id: str | None) -> Kit:
    """The kit of ``ruleset_id`` (the family's defaults if it has none)."""
    return _loaded().get(ruleset_id or "", _DEFAULT)


def kits() -> tuple[Kit, ...]:
    """Every registered kit, in registration order."""
    return tuple(_loaded().values())


_BUILTINS = False


def reload_installed() -> None:
    """Forget every registered kit and read the installed ones again at the
    next use (see :func:`app.core.ruleset.reload_installed`)."""
    global _BUILTINS
    _KITS.clear()
    _BUILTINS = False


def _loaded() -> dict[str, Kit]:
    """The registered kits, the built-in ones imported first (a kit imported
    on its own before, e.g. by a test, does not stand for them)."""
    global _BUILTINS
    if not _BUILTINS:
        _BUILTINS = True
        from ...core.ruleset import installed

        builtin = installed(ENTRY_POINTS)       # the installed games' kits, in their rulesets' order
        others = [k for k in _KITS.values() if k not in builtin]
        _KITS.clear()
        _KITS.update({k.id: k for k in builtin + others})
    return _KITS
