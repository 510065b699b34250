"""Mafik Raizen's kit (issue #27): the game is played in the shared turn
desk (:mod:`app.ui.turn_desk`). Its New game dialog, the draft, the order
form, the resolution's dialog and the texts are in :mod:`.desk` and
:mod:`.dialogs`."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from .. import Kit, register


class RaizenKit(Kit):
    id = "raizen"
    legend_keys = ("out",)

    @staticmethod
    def new_game_title() -> str:
        return QCoreApplication.translate("MainWindow", "New Mafik &Raizen game…")

    def new_game(self, window: Any) -> Any:
        """R-1.3, R-15: the players and their public roles, the secret roles
        (dealt or entered), the artifact, the catalogue, the options and how
        the decks come (the app's draft, or a file's entered decks)."""
        from PySide6.QtWidgets import QDialog

        from .newgame import RaizenNewGameDialog

        dlg = RaizenNewGameDialog(window)
        if dlg.exec() != QDialog.DialogCode.Accepted:
            return None
        return dlg.setup()

    def opens_in_turn_desk(self, setup: Any) -> bool:
        return True

    def turn_desk(self, desk: Any, window: Any) -> Any:
        from ...turn_desk import TurnDeskWindow
        from .desk import RaizenTurnParts

        return TurnDeskWindow(desk, RaizenTurnParts(), window)


KIT = register(RaizenKit())
