"""Sport Mafia's kit (FIIM/RFM): the family's panels plus night 0 (S-2) and
the best move (S-11); the Mafia's call ends in a miss, not "no action"
(S-9.2)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from .. import Kit, register


class FiimKit(Kit):
    id = "fiim"
    club_games = ("fiim", "rfm-2026")      # FIIM's rules, or the Russian federation's profile (S-16)
    seat_clicks = {"best_move": "toggle_named"}     # a click names a seat or takes it back (S-11.2)

    def club_options(self, game: str, store: Any) -> Any:
        from ....core.rulesets.fiim.options import FiimOptions

        return FiimOptions.from_dict({"profile": "rfm-2026"} if game == "rfm-2026" else {})

    def club_game_name(self, game: str) -> str:
        if game == "rfm-2026":
            return QCoreApplication.translate("RulesDialog", "Sport Mafia (RFM 2026)")
        return QCoreApplication.translate("RulesDialog", "Sport Mafia (FIIM)")

    def options_summary(self, options: Any) -> str:
        """Sport Mafia's options are its profile (S-16)."""
        return self.club_game_name(getattr(options, "profile", ""))

    def panels(self, controller: Any, family: dict[str, Any]) -> dict[str, Any]:
        from ...panels import BestMovePanel, NightZeroPanel

        from .panels import SportResultPanel

        result = SportResultPanel(controller)
        return {**family, "night0": NightZeroPanel(controller), "best_move": BestMovePanel(controller),
                "result": result, "finished": result}

    def event_text(self, ev: Any, who: str, name_of: Any) -> str | None:
        from ....core.rulesets.fiim.play import BestMoveMade, Night0Ended

        if isinstance(ev, BestMoveMade):
            named = ", ".join(map(str, ev.named)) or QCoreApplication.translate("Texts", "declined")
            return QCoreApplication.translate("Texts", "best move of %1: %2").replace("%1", who).replace("%2", named)
        if isinstance(ev, Night0Ended):
            return QCoreApplication.translate("Texts", "night 0: agreement over")
        return None

    def none_text(self, panel: Any, role: str) -> str | None:
        return QCoreApplication.translate("NightPanel", "Miss (Del)") if role == "mafia" else None


KIT = register(FiimKit())
