"""Sport Mafia's own panels: night 0 (S-2), the best move (S-11), and the
result with ДБ, ЛХ and penalties (S-12), the reason a result is proposed
(S-10), the head judge's approval (S-12.4)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QHBoxLayout, QWidget

from ... import texts
from ...panel_base import Panel, make_button, make_label
from .. import live_of
from ..family.result import ResultPanel
from .live import FiimLive

if TYPE_CHECKING:
    from ...controller import GameController


class SportResultPanel(ResultPanel):
    """The result step of a sport game (see :class:`~app.ui.panels.ResultPanel`)."""

    def points_heads(self) -> list[str]:
        return [self.tr("Extra"), self.tr("Best move"), self.tr("Penalty")]

    def points_values(self, line: Any) -> list[str]:
        return [texts.points_text(v, sign=True) for v in (line.extra, line.best_move, line.penalty)]

    def proposed_reason(self, hv: Any) -> str | None:
        from ....core.rulesets.fiim.views import FiimHost
        from ....core.views import own_of

        return own_of(hv, FiimHost).proposed_reason

    def head_judge_asked(self, game: Any) -> bool:
        return bool(game.setup.options.extra_points == "rfm-2026")

    def points_scheme(self, game: Any) -> Any:
        return None        # exact points from the fold (S-12.6), no club scheme

    def scheme_label(self, game: Any, scheme: Any) -> str:
        from .. import kit_for

        return kit_for(game.setup.ruleset).options_summary(game.setup.options)


class NightZeroPanel(Panel):
    """Sport Mafia's night 0 (S-2): the agreement, the Sheriff's look and free
    seating, each on the timer; nothing is entered."""


    @property
    def live(self) -> FiimLive:
        """Sport Mafia's state at the table between inputs."""
        return live_of(self.c, FiimLive)

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self.next_button = make_button(self.tr("Next (Enter)"), "night0Next", "arrow-right", primary=True)
        self.next_button.clicked.connect(self.submit)
        self.lay.addWidget(self.next_button)
        self.lay.addStretch()

    def refresh(self) -> None:
        phases = self.live.night0_phases()
        if not phases:
            return
        i = min(self.live.night0_phase, len(phases) - 1)
        name, seconds = phases[i]
        title = {"agreement": self.tr("Night 0 — the Mafia's agreement"),
                 "sheriff": self.tr("Night 0 — the Sheriff looks at the table"),
                 "free_seating": self.tr("Night 0 — free seating")}[name]
        say = {"agreement": self.tr("Say: “Night. Everyone puts on the masks. The Mafia wakes up: agree on your "
                                    "shots.” The whole time runs even if they finish early."),
               "sheriff": self.tr("Say: “The Mafia falls asleep. The Sheriff wakes up and looks at the table.”"),
               "free_seating": self.tr("Say: “The Sheriff falls asleep. Free seating: you may change pose; "
                                       "keep your hands where I see them.”")}[name]
        self.title.setText(self.tr("%1 (%2 of %3, %4 s)").replace("%1", title).replace("%2", str(i + 1))
                           .replace("%3", str(len(phases))).replace("%4", str(seconds)))
        self.say.setText(say)
        last = i == len(phases) - 1
        self.next_button.setText(self.tr("Morning: Day 1 (Enter)") if last else self.tr("Next (Enter)"))

    def submit(self) -> None:
        self.live.night0_next()


class BestMovePanel(Panel):
    """Sport Mafia's best move (S-11): the night-1 victim names three seats."""


    @property
    def live(self) -> FiimLive:
        """Sport Mafia's state at the table between inputs."""
        return live_of(self.c, FiimLive)

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self.named = make_label("bestMoveNamed", big=True)
        self.decline_button = make_button(self.tr("Declined"), "bestMoveDeclined", "x")
        self.apply_button = make_button(self.tr("Apply (Enter)"), "bestMoveApply", "check", primary=True)
        self.decline_button.clicked.connect(lambda: self.live.submit_best_move(declined=True))
        self.apply_button.clicked.connect(self.submit)
        row = QHBoxLayout()
        row.addWidget(self.decline_button)
        row.addWidget(self.apply_button)
        self.lay.addWidget(self.named)
        self.lay.addLayout(row)
        self.lay.addStretch()

    def refresh(self) -> None:
        c, step = self.c, self.c.step_now
        seat = step.seat
        assert seat is not None              # the best move is the killed player's (S-11.2)
        self.title.setText(self.tr("Best move: %1 (%2 s)").replace("%1", f"{seat} — {c.name(seat)}")
                           .replace("%2", str(step.seconds)))
        self.say.setText(self.tr("Say: “Player number %1, you were killed tonight. Your best move: name three "
                                 "players you think are black.” Click the seats he names.")
                         .replace("%1", str(seat)))
        named = ", ".join(f"{s} {c.name(s)}" for s in self.live.best_move_named) or "—"
        self.named.setText(self.tr("Named: %1 (%2 of 3)").replace("%1", named)
                           .replace("%2", str(len(self.live.best_move_named))))
        self.apply_button.setEnabled(len(self.live.best_move_named) == 3)

    def submit(self) -> None:
        if len(self.live.best_move_named) == 3:
            self.live.submit_best_move()
