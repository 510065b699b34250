"""ЗА 31's kit (issue #28): the game is played in the shared turn desk
(:mod:`app.ui.turn_desk`); its parts, dialogs and picture are in
:mod:`.desk`, :mod:`.dialogs` and :mod:`.picture`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ...turn_desk_kit import TurnDeskKit
from .. import register

if TYPE_CHECKING:
    from ....core.game import Game
    from ...main_window import MainWindow
    from ...turn_desk_kit import NewGameDialog
    from ...turn_parts import TurnParts


def _key_word(key: str) -> str | None:
    """What a refused ЗА 31 entry was (its ``key``), in the host's language."""
    return {"orders": QCoreApplication.translate("", "order list"),
            "turn": QCoreApplication.translate("", "turn"),
            "adjustment": QCoreApplication.translate("", "adjustment")}.get(key)


class Za31Kit(TurnDeskKit):
    id = "za31"
    room_module = f"{__name__}.room"
    reasons_module = f"{__name__}.reasons"
    legend_keys = ("out",)

    @staticmethod
    def new_game_title() -> str:
        return QCoreApplication.translate("MainWindow", "New ЗА &31 game…")

    def new_game_dialog(self, window: MainWindow) -> NewGameDialog:
        """Z-13: the world file (loaded or edited), the players, the options."""
        from .newgame import Za31NewGameDialog

        return Za31NewGameDialog(window)

    def turn_parts(self) -> TurnParts:
        from .desk import Za31TurnParts

        return Za31TurnParts()

    def error_template(self, code: str) -> str | None:
        """Its refusals (``"za31:order"``) in the host's language; the reason follows (:meth:`reason_template`)."""
        return QCoreApplication.translate("Errors", "Seat %seat: the %key is refused") if code == "order" else None

    def param_word(self, name: str, value: str) -> str | None:
        """Its entries' keys, its one role (Z-1.1), its result (Z-10) and its chronicle's heading (Z-11.1) by name."""
        if name == "result":
            return QCoreApplication.translate("Za31", "the winners") if value == "winners" else None
        if name == "role":
            return QCoreApplication.translate("Za31", "Lord") if value == "lord" else None
        if name == "heading":
            return QCoreApplication.translate("Za31", "The situation") if value == "The situation" else None
        return _key_word(value) if name == "key" else None

    def result_words(self, game: Game) -> str | None:
        """Z-10: the winners by name, or that nobody won."""
        from ....core.rulesets.za31 import winner_names

        listed = winner_names(game)
        if not listed:
            return QCoreApplication.translate("Za31", "no winner")
        one = QCoreApplication.translate("Za31", "winner: %1")
        several = QCoreApplication.translate("Za31", "winners: %1")
        return (one if len(listed) == 1 else several).replace("%1", ", ".join(listed))


KIT = register(Za31Kit())
