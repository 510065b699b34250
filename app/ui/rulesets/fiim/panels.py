"""Sport Mafia's own result panel: ДБ, ЛХ and penalties (S-12), the reason
a result is proposed (S-10), the head judge's approval (S-12.4)."""

from __future__ import annotations

from typing import Any

from ... import texts
from ...panels import ResultPanel


class SportResultPanel(ResultPanel):
    """The result step of a sport game (see :class:`~app.ui.panels.ResultPanel`)."""

    def points_heads(self) -> list[str]:
        return [self.tr("Extra"), self.tr("Best move"), self.tr("Penalty")]

    def points_values(self, line: Any) -> list[str]:
        return [texts.points_text(v, sign=True) for v in (line.extra, line.best_move, line.penalty)]

    def proposed_reason(self, hv: Any) -> str | None:
        return hv.extra.get("proposed_reason")

    def head_judge_asked(self, game: Any) -> bool:
        return bool(game.setup.options.extra_points == "rfm-2026")

    def points_scheme(self, game: Any) -> Any:
        return None        # exact points from the fold (S-12.6), no club scheme

    def scheme_label(self, game: Any, scheme: Any) -> str:
        from .. import kit_for

        return kit_for(game.setup.ruleset).options_summary(game.setup.options)
