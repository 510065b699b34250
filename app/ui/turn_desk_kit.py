"""The kit of a game played wholly in the turn desk (Mafik Raizen, ЗА 31):
its New game dialog, its :class:`~app.ui.turn_parts.TurnParts`, and its
words for the room's screens and refusals from modules loaded on first use.
Apart from the desk's window, so a kit registers without loading it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from .rulesets import Kit

if TYPE_CHECKING:
    from types import ModuleType

    from ..core.setup import GameSetup
    from ..core.views import PlayerView, PublicSeat, PublicView
    from ..service.desk import Desk
    from .main_window import MainWindow
    from .projector import ProjectorWindow
    from .turn_desk import TurnDeskWindow
    from .turn_parts import TurnParts


class NewGameDialog(Protocol):
    """A turn-desk kit's New game dialog: shown modally, then its setup."""

    def exec(self) -> int:
        """Shows it; ``QDialog.DialogCode.Accepted`` (1) when the host starts the game."""
        ...

    def setup(self) -> GameSetup | None:
        """The game's setup as entered (read once accepted)."""
        ...


class TurnDeskKit(Kit):
    """A kit whose every game is played in the turn desk (Mafik Raizen,
    ЗА 31): its New game dialog (:meth:`new_game_dialog`, a QDialog with
    ``setup()``) and its :class:`~app.ui.turn_desk.TurnParts` (:meth:`turn_parts`).

    Its words for the room's screens are in the module :attr:`room_module`
    names (``phase_title(view)``, ``projector_info(view)``,
    ``projector_seat(view, seat)``, ``phone_words(player_view)``), loaded on
    first use as the kit's other word modules are (:meth:`Kit._words`)."""

    room_module = ""
    """The module of its room's words ("" for none)."""
    dark_night = False        # a thread's night: the room still sees the last post

    def _room(self) -> ModuleType | None:
        return self._words(self.room_module)

    def phase_title(self, view: PublicView, for_room: bool) -> str | None:
        room = self._room()
        return None if room is None else room.phase_title(view)

    def projector_info(self, projector: ProjectorWindow | None, view: PublicView) -> str | None:
        room = self._room()
        return None if room is None else room.projector_info(view)

    def projector_seat(self, projector: ProjectorWindow | None, view: PublicView,
                       seat: PublicSeat) -> tuple[str, str, bool] | None:
        room = self._room()
        return None if room is None else room.projector_seat(view, seat)

    def phone_words(self, view: PlayerView) -> dict[str, Any] | None:
        room = self._room()
        return None if room is None else room.phone_words(view)

    def new_game_dialog(self, window: MainWindow) -> NewGameDialog:
        raise NotImplementedError(f"the {self.id} kit has no New game dialog")

    def turn_parts(self) -> TurnParts:
        raise NotImplementedError(f"the {self.id} kit has no turn desk parts")

    def new_game(self, window: MainWindow) -> GameSetup | None:
        from PySide6.QtWidgets import QDialog

        dialog = self.new_game_dialog(window)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return dialog.setup()

    def opens_in_turn_desk(self, setup: GameSetup) -> bool:
        return True

    def turn_desk(self, desk: Desk, window: MainWindow) -> TurnDeskWindow:
        from .turn_desk import TurnDeskWindow

        return TurnDeskWindow(desk, self.turn_parts(), window)
