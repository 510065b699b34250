"""Club City Mafia's kit (OK4U): the City Mafia family's panels and lines as
they are (see :class:`app.ui.rulesets.Kit`)."""

from __future__ import annotations

from typing import Any

from .. import Kit, register


class Ok4uKit(Kit):
    id = "ok4u"
    rules_page = True           # every [option] of the club rules (C-…)
    club_games = ("ok4u",)

    def club_options(self, game: str, store: Any) -> Any:
        from ...rules_settings import load_options

        return load_options(store)


KIT = register(Ok4uKit())
