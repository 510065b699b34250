"""Mafik Raizen's kit (issue #27): the game is played in the shared turn
desk (:mod:`app.ui.turn_desk`). Its New game dialog is in :mod:`.newgame`;
the draft, the order form, the resolution's dialog and the texts are in
:mod:`.desk` and :mod:`.dialogs`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ...turn_desk_kit import TurnDeskKit
from .. import register

if TYPE_CHECKING:
    from ....core.game import Game
    from ....core.setup import GameSetup
    from ...main_window import MainWindow
    from ...turn_desk_kit import NewGameDialog
    from ...turn_parts import TurnParts


class RaizenKit(TurnDeskKit):
    id = "raizen"
    role_texts_module = f"{__name__}.role_texts"
    room_module = f"{__name__}.room"
    reasons_module = f"{__name__}.reasons"
    legend_keys = ("out",)

    @staticmethod
    def new_game_title() -> str:
        return QCoreApplication.translate("MainWindow", "New Mafik &Raizen game…")

    def new_game_dialog(self, window: MainWindow) -> NewGameDialog:
        """R-1.3, R-15: the players and their public roles (the Student's
        colour), the secret roles (dealt or entered), the artifact, the
        catalogue, the options and how the decks come (the app's draft, or a
        file's entered decks)."""
        from .newgame import RaizenNewGameDialog

        return RaizenNewGameDialog(window)

    def turn_parts(self) -> TurnParts:
        from .desk import RaizenTurnParts

        return RaizenTurnParts()

    def error_template(self, code: str) -> str | None:
        """Its refusals (``"raizen:order"``) in the host's language; the reason follows (:meth:`reason_template`)."""
        return QCoreApplication.translate("Errors", "Seat %seat: the order's \"%key\" is refused") if code == "order" else None

    def param_word(self, name: str, value: str) -> str | None:
        """Its order keys (R-15), roles (R-2, R-12.3), results (R-13) and chronicle headings by name."""
        from . import words

        found = {"key": words.key_word, "role": words.role_word, "heading": words.heading_word,
                 "result": words.result_word}.get(name)
        return None if found is None else found(value)

    def game_title(self, setup: GameSetup) -> str:
        """The game's name in the host's language (exports, the chronicle, the room's pages)."""
        return QCoreApplication.translate("GameTitles", "Mafik Raizen")

    def result_words(self, game: Game) -> str | None:
        """R-13: the Law's or the Mafia's win, a draw, or the master's end."""
        from .words import result_words

        return result_words(str(game.winner))


KIT = register(RaizenKit())
