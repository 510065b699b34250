"""Club City Mafia's kit (OK4U): the City Mafia family's panels and lines as
they are, and the club rules' options page (see :class:`app.ui.rulesets.Kit`)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from .. import register
from ..family.kit import FamilyKit


class Ok4uKit(FamilyKit):
    id = "ok4u"
    rules_page = True           # every [option] of the club rules (C-…)
    club_games = ("ok4u",)

    def club_options(self, game: str, store: Any) -> Any:
        from .settings import load_options

        return load_options(store)

    def club_game_name(self, game: str) -> str:
        return QCoreApplication.translate("RulesDialog", "Club City Mafia (OK4U)")

    def settings_page(self, options: Any) -> Any:
        from .settings import Ok4uRulesPage

        return Ok4uRulesPage(options)

    def save_club_options(self, options: Any, store: Any) -> None:
        from .settings import save_options

        save_options(options, store)

    def options_summary(self, options: Any) -> str:
        from .settings import summary

        return summary(options)


KIT = register(Ok4uKit())
