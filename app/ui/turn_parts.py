"""What one turn-by-turn game puts into the turn desk (:class:`TurnParts`):
its kit subclasses it; the window (:mod:`app.ui.turn_desk`) asks it for the
table's columns and cells, the entry form's choices, the inputs to push,
the posts, its own buttons and its exports."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog

    from ..core.game import Game
    from ..core.inputs import HostInput
    from ..core.views import HostSeat, HostView
    from .turn_desk import TurnDeskWindow

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from . import texts
from .panel_base import named  # noqa: F401  (the turn desk and the kits import it from here)


Choice = tuple[str, Any]
"""A line of a combo box: its text and its data."""


class TurnParts:
    """What one turn-by-turn game puts into the turn desk. Every method
    gets the game (``game``) and its host view (``hv``); texts are in the
    host's language. A kit subclasses it and overrides what its game has.
    """

    object_name = "turnDesk"

    def title(self, game: Game, hv: HostView) -> str:
        """The window's title."""
        return str(game.ruleset.title)

    def turn_text(self, game: Game, hv: HostView) -> str:
        """The heading above the entry form: the turn, or the result."""
        return ""

    def columns(self) -> list[str]:
        """The players' table headings (the first column is the seat)."""
        return ["#", QCoreApplication.translate("TurnDesk", "Player")]

    def seat_cells(self, game: Game, hv: HostView, seat: HostSeat) -> list[str]:
        """One row of the players' table (``seat``: a host view seat)."""
        return [str(seat.seat), seat.name]

    def stretched_column(self) -> int:
        """The column that takes the room left."""
        return len(self.columns()) - 1

    def actors(self, game: Game, hv: HostView) -> list[Choice]:
        """Who may enter something now: ``(text, seat)``."""
        return []

    def kinds(self, game: Game, hv: HostView, seat: int | None) -> list[Choice]:
        """What ``seat`` may enter: ``(text, key)``."""
        return []

    def targets(self, game: Game, hv: HostView, seat: int | None, key: object) -> list[Choice]:
        """The targets of ``key``: ``(text, target)``."""
        return []

    def candidate(self, game: Game, hv: HostView, seat: int | None, key: object, target: object) -> HostInput | None:
        """The input the entry form would push, or None."""
        return None

    def withdrawal(self, game: Game, hv: HostView, seat: int | None, key: object) -> HostInput | None:
        """The input that takes back ``seat``'s entry of ``key``, or None."""
        return None

    def entry_title(self) -> str:
        """The entry form's heading."""
        return QCoreApplication.translate("TurnDesk", "Enter a vote or an order")

    def kind_label(self) -> str:
        """The entry form's label of what is entered (a vote or an action)."""
        return QCoreApplication.translate("TurnDesk", "Vote or action:")

    def action_shown(self, game: Game, hv: HostView, name: str) -> bool:
        """Whether the game's own button ``name`` (an object name of :meth:`actions`) applies now (#39)."""
        return True

    def resolve_blocked(self, game: Game, hv: HostView) -> str | None:
        """Why the turn cannot be resolved now (the button waits, saying so), or None."""
        return None

    def vote_kind(self, game: Game, hv: HostView) -> object:
        """The :meth:`kinds` key of a vote read from the thread (issue #43), or None: the game has no thread vote."""
        return None

    def message_kinds(self, game: Game, hv: HostView, seat: int | None) -> list[Choice]:
        """What ``seat`` may order in a private message (issue #43): the entry form's :meth:`kinds` by default."""
        return self.kinds(game, hv, seat)

    def order_words(self, game: Game, key: object) -> list[str]:
        """Words players write for the order ``key`` in a private message
        («проверить», «check»), read besides its name in :meth:`kinds` (issue #43)."""
        return []

    def vote_state(self, game: Game, hv: HostView) -> tuple[dict[int, int | None], dict[int, str]] | None:
        """The turn's votes (voter → target seat, 0: nobody, None: none) and
        the living players (seat → name) for the vote count, or None."""
        return None

    def tally_text(self, game: Game, hv: HostView) -> str:
        """The turn's count so far (a vote's tally), or ""."""
        return ""

    def posts_title(self) -> str:
        """The heading of the posts' tab."""
        return QCoreApplication.translate("TurnDesk", "Posts")

    def posts_html(self, game: Game, hv: HostView) -> str:
        """Every resolved turn's post, as HTML."""
        return ""

    def resolve_input(self, window: TurnDeskWindow, game: Game, hv: HostView) -> HostInput | None:
        """The input that resolves the turn (after asking the host what the
        rules leave to him), or None: cancelled."""
        return None

    def after_resolve(self, window: TurnDeskWindow, game: Game, hv: HostView) -> QDialog | None:
        """Show the resolved turn (a dialog the window keeps), or None."""
        return None

    def end_input(self, window: TurnDeskWindow, game: Game) -> HostInput | None:
        """The host's end of the game (asks the result and a reason), or None."""
        return None

    def actions(self) -> list[tuple[str, str, Callable[[TurnDeskWindow], None]]]:
        """The game's own buttons and Turn menu items: ``(object name, text, slot(window))``."""
        return []

    def private_messages(self, window: TurnDeskWindow, game: Game, hv: HostView) -> None:
        """Show what each player is told privately (the start messages)."""

    def protocol_file(self) -> tuple[str, str]:
        """The protocol's suggested file name and the file dialog's filter."""
        return "game.json", "JSON (*.json)"

    def protocol(self, game: Game) -> dict[str, Any] | None:
        """The game's protocol as JSON data, or None: it has none."""
        return None

    def write_chronicle(self, window: TurnDeskWindow, game: Game, path: Path | None) -> bool:
        """Write the chronicle (asks where when ``path`` is None); False: not
        written. Default: every post and the roles, from the game's ruleset
        (:func:`write_chronicle_file`)."""
        if path is None:
            export_chronicle(window, game)
            return True
        return write_chronicle_file(window, game, path)


def export_chronicle(parent: QWidget, game: Game) -> None:
    """Ask where, then write ``game``'s chronicle there (:func:`write_chronicle_file`)."""
    path, _ = QFileDialog.getSaveFileName(
        parent, QCoreApplication.translate("TurnDesk", "Export the chronicle"), "chronicle.html",
        QCoreApplication.translate("TurnDesk", "Web page (*.html);;PDF (*.pdf)"))
    if path:
        write_chronicle_file(parent, game, Path(path))


def write_chronicle_file(parent: QWidget, game: Game, path: Path) -> bool:
    """Every post and the roles, as HTML or PDF (by ``path``'s suffix), in the
    host's language; a file that cannot be written is said in a message box,
    and False returned."""
    from ..export.chronicle import write_chronicle
    from .game_words import KIT_WORDS

    try:
        write_chronicle(path, game, texts.news_lang(), KIT_WORDS)
    except OSError as err:
        QMessageBox.warning(parent, parent.windowTitle(),
                            QCoreApplication.translate("TurnDesk", "Could not write %1: %2")
                            .replace("%1", str(path)).replace("%2", err.strerror or str(err)))
        return False
    return True
