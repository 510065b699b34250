"""Mafik Raizen's kit (issue #27): the game is played in the shared turn
desk (:mod:`app.ui.turn_desk`). Its New game dialog is in :mod:`.newgame`;
the draft, the order form, the resolution's dialog and the texts are in
:mod:`.desk` and :mod:`.dialogs`."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from ... import texts
from ...turn_desk import TurnDeskKit
from .. import register


class RaizenKit(TurnDeskKit):
    id = "raizen"
    legend_keys = ("out",)
    dark_night = False        # a thread's night: the room still sees the last post

    @staticmethod
    def new_game_title() -> str:
        return QCoreApplication.translate("MainWindow", "New Mafik &Raizen game…")

    def new_game_dialog(self, window: Any) -> Any:
        """R-1.3, R-15: the players and their public roles (the Student's
        colour), the secret roles (dealt or entered), the artifact, the
        catalogue, the options and how the decks come (the app's draft, or a
        file's entered decks)."""
        from .newgame import RaizenNewGameDialog

        return RaizenNewGameDialog(window)

    def turn_parts(self) -> Any:
        from .desk import RaizenTurnParts

        return RaizenTurnParts()


    def error_template(self, code: str) -> str | None:
        """Its refusals (``"raizen:order"``) in the host's language; the reason follows (:meth:`error_reasons`)."""
        return QCoreApplication.translate("Errors", "Seat %seat: the order's \"%key\" is refused") if code == "order" else None

    def param_word(self, name: str, value: str) -> str | None:
        from .words import key_word

        return key_word(value) if name == "key" else None

    def error_reasons(self, code: str) -> Any:
        from .refusals import REASONS     # its reasons' table loads with the first refusal

        return REASONS if code == "order" else None

    # ------------------------------------------------ the room's screens (#38)
    def phase_title(self, view: Any, for_room: bool) -> str | None:
        from .room import phase_title

        return phase_title(view)

    def projector_info(self, projector: Any, view: Any) -> str | None:
        from .room import projector_info

        return projector_info(view)

    def projector_seat(self, projector: Any, view: Any, seat: Any) -> tuple[str, str, bool] | None:
        from ....core.ruleset import get as ruleset_for
        from .room import projector_seat

        return projector_seat(ruleset_for(self.id), texts.news_lang(), view, seat)

    def phone_words(self, view: Any) -> dict[str, Any] | None:
        from ....core.ruleset import get as ruleset_for
        from .room import phone_words

        return phone_words(ruleset_for(self.id), texts.news_lang(), view)


KIT = register(RaizenKit())
