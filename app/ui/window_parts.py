"""What the host window's parts (:mod:`.window_files`, :mod:`.window_tools`,
:mod:`.window_screens`) use of :class:`~app.ui.main_window.MainWindow`,
declared for the type checker only: at run time each part is a plain mixin
of the window."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QMenu

if TYPE_CHECKING:
    from ..service import Desk
    from .controller import GameController
    from .panels import StepPanel
    from .projector import ProjectorWindow
    from .room import Room
    from .table import Legend, TableWidget
    from .timer_widget import TimerWidget


class WindowParts(QMainWindow):
    """The window's widgets and helpers its parts share."""

    store: Any
    c: GameController
    room: Room
    desk: Desk
    table: TableWidget
    panel: StepPanel
    timer: TimerWidget
    legend: Legend
    projector: ProjectorWindow | None
    act_projector: QAction
    act_undo: QAction
    act_redo: QAction
    screen_menu: QMenu

    log_list: Any
    turn_windows: list[Any]

    def show_message(self, level: str, text: str) -> None: ...

    def ask(self, question: str) -> bool:
        raise NotImplementedError

    def start_game(self, setup: Any, inputs: Any = (), overrides: Any = None) -> None: ...

    def current_evening(self, create: bool = True) -> int | None:
        raise NotImplementedError

    def evening_tournament(self) -> dict[str, Any] | None:
        raise NotImplementedError

    def _confirm_discard(self) -> bool:
        raise NotImplementedError
