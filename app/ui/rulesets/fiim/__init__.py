"""Sport Mafia's kit (FIIM/RFM): the family's panels plus night 0 (S-2) and
the best move (S-11); the Mafia's call ends in a miss, not "no action"
(S-9.2)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QCoreApplication

from .. import live_of, register
from ..family.kit import FamilyKit

if TYPE_CHECKING:
    from ....core.events import Event
    from ....core.game import Game
    from ....core.views import HostView, PublicSeat, PublicView
    from ....core.setup import GameSetup
    from ....service import Store
    from ...controller import GameController
    from ...main_window import MainWindow
    from ...panel_base import Panel
    from ...projector import ProjectorWindow
    from ...rulesets.family.live import FamilyLive
    from ...table import TableWidget


class FiimKit(FamilyKit):
    id = "fiim"
    club_games = ("fiim", "rfm-2026")      # FIIM's rules, or the Russian federation's profile (S-16)
    speaking_steps = FamilyKit.speaking_steps | {"best_move"}    # the victim speaks, 20 s (S-11.2, S-17.5)

    def live(self, controller: GameController) -> FamilyLive:
        from .live import FiimLive

        return FiimLive(controller)

    def table_overlay(self, controller: GameController, hv: HostView) -> tuple[set[int], set[int], dict[int,
                      int | None], int | None]:
        """The seats a best move has named so far show as picked (S-11.2)."""
        from .live import FiimLive

        return set(), set(live_of(controller, FiimLive).best_move_named), {}, None

    def seat_marks(self, table: TableWidget, hv: HostView, seat: int, alive: bool) -> list[str]:
        step = hv.step
        if step is not None and step.kind == "best_move" and seat == step.seat:
            return [self.victim_text()]          # alive during his best move (S-17.5), not dead
        if seat in table.controller.live.best_move_named:
            return [QCoreApplication.translate("TableWidget", "named")]      # in the best move (S-11.2)
        return []

    @staticmethod
    def victim_text() -> str:
        return QCoreApplication.translate("FiimKit", "the night's victim")

    def projector_seat(self, projector: ProjectorWindow | None, view: PublicView, seat: PublicSeat) -> tuple[str, str,
                       bool] | None:
        """The best move's speaker is the night's victim, alive until it ends (S-11, S-17.5)."""
        if view.step == "best_move" and seat.seat == view.speaker:
            return f"{seat.seat}  {seat.name}", self.victim_text(), False
        return None

    def club_options(self, game: str, store: Store | None) -> object:
        from ....core.rulesets.fiim.options import FiimOptions

        return FiimOptions.from_dict({"profile": "rfm-2026"} if game == "rfm-2026" else {})

    def club_game_name(self, game: str) -> str:
        if game == "rfm-2026":
            return QCoreApplication.translate("RulesDialog", "Sport Mafia (RFM 2026)")
        return QCoreApplication.translate("RulesDialog", "Sport Mafia (FIIM)")

    def game_title(self, setup: GameSetup) -> str:
        """The game's name in the host's language (exports, the room's pages)."""
        return QCoreApplication.translate("GameTitles", "Sport Mafia (FIIM)")

    def param_word(self, name: str, value: str) -> str | None:
        """Its points (S-12) by name; the family's words for the rest."""
        if name == "scheme":
            return QCoreApplication.translate("Texts", "FIIM (S-12)") if value == "fiim" else None
        return super().param_word(name, value)

    def options_summary(self, options: object) -> str:
        """Sport Mafia's options are its profile (S-16)."""
        return self.club_game_name(getattr(options, "profile", ""))

    def panels(self, controller: GameController) -> dict[str, Panel]:
        """The family's day and night (S-5 … S-9), its own night 0, best move and result."""
        from ..family import family_panels
        from .panels import BestMovePanel, NightZeroPanel, SportResultPanel

        result = SportResultPanel(controller)
        return {**family_panels(controller), "night0": NightZeroPanel(controller), "best_move": BestMovePanel(controller),
                "result": result, "finished": result}

    def event_text(self, ev: Event, who: str, name_of: Callable[[int], str], secrets: bool = False) -> str | None:
        """The best move (S-11) and night 0's end (S-9.1); the family's events as the family words them."""
        from ....core.rulesets.fiim.play import BestMoveMade, Night0Ended

        if isinstance(ev, BestMoveMade):
            named = ", ".join(map(str, ev.named)) or QCoreApplication.translate("Texts", "declined")
            return QCoreApplication.translate("Texts", "best move of %1: %2").replace("%1", who).replace("%2", named)
        if isinstance(ev, Night0Ended):
            return QCoreApplication.translate("Texts", "night 0: agreement over")
        return super().event_text(ev, who, name_of, secrets)

    def phase_title(self, view: PublicView, for_room: bool) -> str | None:
        if view.phase == "night0":
            return QCoreApplication.translate("Texts", "Night %1").replace("%1", str(view.night))
        if view.phase == "best_move":
            return QCoreApplication.translate("Texts", "Night %1 — best move").replace("%1", str(view.night))
        return super().phase_title(view, for_room)

    def step_word(self, kind: str) -> str | None:
        own = {"night0": QCoreApplication.translate("Texts", "night 0"),
               "best_move": QCoreApplication.translate("Texts", "best move")}.get(kind)
        return own if own is not None else super().step_word(kind)

    def opening_text(self, window: MainWindow, game: Game) -> str | None:
        if game.step is not None and game.step.kind == "night0":
            return QCoreApplication.translate("MainWindow", "Night 0. Say: “Night. Everyone puts on the masks.”")
        return None

    def speaker_text(self, view: PublicView) -> str | None:
        return QCoreApplication.translate("ProjectorWindow", "Best move: %1 — %2") if view.step == "best_move" else None

    def projector_lines(self, projector: ProjectorWindow | None, view: PublicView) -> list[str]:
        from ....core.rulesets.fiim.views import FiimPublic
        from ....core.views import own_of

        best = own_of(view, FiimPublic).best_move
        if best and best["named"] and view.day <= 2:   # said aloud (S-11.2); how many are black is not
            return [QCoreApplication.translate("ProjectorWindow", "Best move of %1: %2").replace(
                "%1", str(best["seat"])).replace("%2", ", ".join(map(str, best["named"])))] + \
                super().projector_lines(projector, view)
        return super().projector_lines(projector, view)

    def none_text(self, panel: Panel, role: str) -> str | None:
        return QCoreApplication.translate("NightPanel", "Miss (Del)") if role == "mafia" else None


KIT = register(FiimKit())
