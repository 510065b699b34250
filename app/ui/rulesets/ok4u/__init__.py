"""Club City Mafia's kit (OK4U): the City Mafia family's panels and lines as
they are, and the club rules' options page (see :class:`app.ui.rulesets.Kit`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QCoreApplication

from .. import register
from ..family.kit import FamilyKit

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget
    from ....core.rulesets.ok4u.options import RulesOptions
    from ....core.setup import GameSetup
    from ....service import Store


class Ok4uKit(FamilyKit):
    id = "ok4u"
    rules_page = True           # every [option] of the club rules (C-…)
    club_games = ("ok4u",)

    def club_options(self, game: str, store: Store | None) -> object:
        from .settings import load_options

        return load_options(store)

    def club_game_name(self, game: str) -> str:
        return QCoreApplication.translate("RulesDialog", "Club City Mafia (OK4U)")

    def game_title(self, setup: GameSetup) -> str:
        """The game's name in the host's language (exports, the room's pages)."""
        return QCoreApplication.translate("GameTitles", "City Mafia (OK4U)")

    def param_word(self, name: str, value: str) -> str | None:
        """Its built-in points schemes (C-11) by name; the family's words for the rest."""
        if name == "scheme":
            return {"ok4u": QCoreApplication.translate("Texts", "OK4U (current)"),
                    "ok4u-2023-03": QCoreApplication.translate("Texts", "OK4U (March 2023)")}.get(value)
        return super().param_word(name, value)

    def settings_page(self, options: object) -> QWidget | None:
        from .settings import Ok4uRulesPage

        return Ok4uRulesPage(cast("RulesOptions", options))

    def save_club_options(self, options: object, store: Store | None) -> None:
        from .settings import save_options

        save_options(cast("RulesOptions", options), store)

    def options_summary(self, options: object) -> str:
        from .settings import summary

        return summary(cast("RulesOptions", options))


KIT = register(Ok4uKit())
