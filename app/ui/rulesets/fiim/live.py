"""Sport Mafia at the table between inputs: night 0's timed parts (S-2) and
the seats a best move has named before Enter (S-11.2)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from PySide6.QtCore import QCoreApplication

from ....core.ruleset import Changes
from ... import texts
from ..family.live import FamilyLive

NIGHT0, BEST_MOVE = "night0", "best_move"

if TYPE_CHECKING:
    from ....core.errors import RuleError
    from ....core.views import HostView


class FiimLive(FamilyLive):
    """The family's day and night, and sport Mafia's own: ``night0_phase``,
    the part of night 0 on the timer; ``best_move_named``: the seats named so far."""

    def __init__(self, controller: Any) -> None:
        super().__init__(controller)
        self.best_move_named: list[int] = []
        self.night0_phase = 0

    def new_step(self, step: Any) -> int | None:
        seconds = super().new_step(step)           # the family's day and night
        self.best_move_named, self.night0_phase = [], 0
        if step is not None and step.kind == BEST_MOVE:
            return int(step.seconds or 0)          # S-11.2: 20 s
        if step is not None and step.kind == NIGHT0:
            phases = self.night0_phases()
            return phases[0][1] if phases else 0
        return seconds

    def seat_choices(self, hv: HostView) -> Mapping[int, RuleError | None] | None:
        step = hv.step
        return hv.night_targets if step is not None and step.kind == BEST_MOVE else None

    def night0_phases(self) -> list[tuple[str, int]]:
        """Night 0's timed parts with their seconds (S-2.4): ``agreement``,
        ``sheriff`` (none when its time is 0, RFM), ``free_seating``."""
        step = self.c.step
        if step is None or step.kind != NIGHT0:
            return []
        return [(name, int(step.get(name, 0))) for name in ("agreement", "sheriff", "free_seating")
                if step.get(name, 0)]

    def night0_next(self) -> None:
        """The next part of night 0 on the timer; after the last, Day 1 (S-2.3)."""
        phases = self.night0_phases()
        if self.night0_phase + 1 < len(phases):
            self.night0_phase += 1
            self.c.restart_timer(phases[self.night0_phase][1])
            return
        if self.c.game is not None:
            self.c.push(self.c.game.ruleset.parse_input({"night0": True}))

    def click(self, seat: int) -> bool:
        """In the best move a click names a seat or takes it back (S-11.2);
        else the family's (a nomination, a raised hand)."""
        step = self.c.step
        if step is not None and step.kind == BEST_MOVE:
            self.toggle_named(seat)
            return True
        return super().click(seat)

    def toggle_named(self, seat: int) -> None:
        """The best move names ``seat`` (or no longer): three different living
        seats, not his own (S-11.2)."""
        c, step = self.c, self.c.step
        if c.game is None or step is None or step.kind != BEST_MOVE:
            return
        if seat in self.best_move_named:
            self.best_move_named.remove(seat)
        else:
            why = c.game.host_view().night_targets.get(seat)
            if why is not None:
                c.message.emit("error", texts.error_text(why))
                return
            if len(self.best_move_named) >= 3:
                c.message.emit("error", QCoreApplication.translate(
                    "GameController", "Three seats are named already: click one to take it back."))
                return
            self.best_move_named.append(seat)
        c.emit_changed(Changes(seats=True))

    def submit_best_move(self, declined: bool = False) -> None:
        """Enter the best move: the three seats named, or declined (S-11.2)."""
        if self.c.game is not None:
            self.c.push(self.c.game.ruleset.parse_input({"best_move": [] if declined else list(self.best_move_named)}))
