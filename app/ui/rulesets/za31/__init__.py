"""ЗА 31's kit (issue #28): the game is played in the shared turn desk
(:mod:`app.ui.turn_desk`); its parts, dialogs and picture are in
:mod:`.desk`, :mod:`.dialogs` and :mod:`.picture`."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from .. import Kit, register


class Za31Kit(Kit):
    id = "za31"
    legend_keys = ("out",)

    @staticmethod
    def new_game_title() -> str:
        return QCoreApplication.translate("MainWindow", "New ЗА &31 game…")

    def new_game(self, window: Any) -> Any:
        """Z-13: the world file (loaded or the empty default), the players, the options."""
        from PySide6.QtWidgets import QDialog

        from .dialogs import Za31NewGameDialog

        dlg = Za31NewGameDialog(window)
        if dlg.exec() != QDialog.DialogCode.Accepted:
            return None
        return dlg.setup()

    def opens_in_turn_desk(self, setup: Any) -> bool:
        return True

    def turn_desk(self, desk: Any, window: Any) -> Any:
        from ...turn_desk import TurnDeskWindow
        from .desk import Za31TurnParts

        return TurnDeskWindow(desk, Za31TurnParts(), window)


KIT = register(Za31Kit())
