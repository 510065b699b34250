"""A forum city at a live table (M-11) between inputs: whose hands the host
counts in the jail vote (M-11.2), the call a night is on, who of a woken
team points and the detective's choice (M-11.3). The seat clicks and the
panels of :mod:`.live` act through it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from PySide6.QtCore import QCoreApplication

from ....core.rulesets.forum.views import forum_host
from ....core.ruleset import Changes
from .. import Live

FORUM_DAY, FORUM_NIGHT = "day_vote", "night_orders"

if TYPE_CHECKING:
    from ....core.errors import RuleError
    from ....core.views import HostView


class ForumLive(Live):
    """``forum_for``: whose hands are counted; ``forum_call_index``: the
    night's call answered now; ``forum_not_pointing``: woken members who do
    not point with the next tap; ``forum_key``: the detective's choice."""

    def __init__(self, controller: Any) -> None:
        super().__init__(controller)
        self.forum_for: int | None = None
        self.forum_call_index = 0
        self.forum_not_pointing: set[int] = set()
        self.forum_key: str | None = None

    def _input(self, data: dict[str, Any]) -> Any:
        return self.c.playing.ruleset.parse_input(data)

    def new_step(self, step: Any) -> int | None:
        """The day's count starts on the first seat in play; the night's walk
        at its first unanswered call."""
        self.forum_not_pointing, self.forum_key = set(), None
        game = self.c.game
        if step is None or step.kind not in (FORUM_DAY, FORUM_NIGHT) or game is None:
            return None
        facts = forum_host(game.host_view())
        in_play = facts.in_play
        self.forum_for = in_play[0] if in_play else None
        orders = facts.orders
        answered = [i for i, call in enumerate(facts.calls)
                    if any(k in orders.get(s, {}) for s in call.seats for k in call.keys)]
        self.forum_call_index = min(answered[-1] + 1 if answered else 0, max(0, len(facts.calls) - 1))
        return 0

    def click(self, seat: int) -> bool:
        """In the jail vote a click puts a hand up or down (M-11.2)."""
        step = self.c.step
        if step is not None and step.kind == FORUM_DAY:
            self.toggle_forum_hand(seat)
            return True
        return False

    def select(self, seat: int) -> bool:
        """Digits choose whose hands are counted by day, and point by night."""
        c, step = self.c, self.c.step
        if step is None or c.game is None:
            return False
        if step.kind == FORUM_DAY:
            if seat not in forum_host(c.playing.host_view()).in_play:
                c.message.emit("error", QCoreApplication.translate("GameController", "Seat %1 is not in play: nobody votes for him.").replace("%1", str(seat)))
                return True
            self.forum_for = seat
            c.emit_changed(Changes(seats=True))
            return True
        if step.kind == FORUM_NIGHT:
            self.forum_point(seat)
            return True
        return False

    def night_pick(self, seat: int | None) -> bool:
        step = self.c.step
        if step is not None and step.kind == FORUM_NIGHT:
            self.forum_point(seat)
            return True
        return False

    def seat_choices(self, hv: HostView) -> Mapping[int, RuleError | None] | None:
        """At night the woken stay lit; every other tap says why not."""
        step = hv.step
        if step is None or step.kind != FORUM_NIGHT:
            return None
        awake, choices = set(self.forum_awake()), {}
        for seat in range(1, self.c.playing.setup.players + 1):
            inp = self.forum_live_order(seat)
            choices[seat] = None if inp is None or seat in awake else self.c.playing.why_not(inp)
        return choices

    def forum_call(self) -> Any:
        """The live night's call answered now, or None."""
        step, game = self.c.step, self.c.game
        if game is None or step is None or step.kind != FORUM_NIGHT:
            return None
        calls = forum_host(game.host_view()).calls
        return calls[self.forum_call_index] if 0 <= self.forum_call_index < len(calls) else None

    def forum_awake(self) -> tuple[int, ...]:
        """The seats in play woken for the current call (M-11.3)."""
        call = self.forum_call()
        return () if call is None else tuple(forum_host(self.c.playing.host_view()).awake[call.id])

    def forum_pointing(self) -> tuple[int, ...]:
        """Who points with the next tap: the woken, less those the host unticked (a team's call)."""
        return tuple(s for s in self.forum_awake() if s not in self.forum_not_pointing)

    def forum_order_key(self) -> str | None:
        """The order the current call enters: its one key, or the detective's choice."""
        call = self.forum_call()
        if call is None:
            return None
        if self.forum_key in call.keys:
            return self.forum_key
        orders = forum_host(self.c.playing.host_view()).orders
        given = [k for s in call.seats for k in orders.get(s, {}) if k in call.keys]
        return given[0] if given else call.keys[0]

    def forum_live_order(self, seat: int | None) -> Any:
        """The input a tap on ``seat`` (None: no action) would push now, or None."""
        call, key, seats = self.forum_call(), self.forum_order_key(), self.forum_pointing()
        if call is None or key is None or not seats:
            return None
        return self._input({"live_order": {"call": call.id, "seats": list(seats), "key": key, "target": seat}})

    def set_forum_pointing(self, seat: int, points: bool) -> None:
        """Whether a woken team member points with the next tap (M-11.3)."""
        (self.forum_not_pointing.discard if points else self.forum_not_pointing.add)(seat)
        self.c.emit_changed(Changes())

    def set_forum_key(self, key: str) -> None:
        self.forum_key = key
        self.c.emit_changed(Changes())

    def forum_point(self, seat: int | None) -> None:
        """The woken point at ``seat`` (None: no action): one input for every
        member who points (M-11.3). A tap on the target already entered for
        them all takes it back."""
        c, call = self.c, self.forum_call()
        if call is None:
            return
        if not self.forum_awake():
            c.message.emit("info", QCoreApplication.translate("GameController", "Nobody in play holds this role: keep the usual pause, then go on."))
            return
        inp = self.forum_live_order(seat)
        if inp is None:
            c.message.emit("error", QCoreApplication.translate("GameController", "Tick the members who point first."))
            return
        orders = forum_host(c.playing.host_view()).orders
        if seat is not None and all(orders.get(s, {}).get(inp.key) == seat for s in inp.seats):
            inp = self._input({"live_order": {"call": inp.call, "seats": list(inp.seats), "key": inp.key,
                                              "target": None}})
        if seat is None and not any(k in orders.get(s, {}) for s in inp.seats for k in call.keys):
            c.emit_changed(Changes())
            return
        c.push(inp)

    def forum_next(self) -> None:
        """The next call; after the last, the morning: the night resolves (M-6, M-11.3)."""
        game = self.c.game
        calls = () if game is None else forum_host(game.host_view()).calls
        if self.forum_call_index + 1 < len(calls):
            self.forum_call_index += 1
            self.forum_not_pointing, self.forum_key = set(), None
            self.c.emit_changed()
            return
        self.c.push(self._input({"resolve": {"tie_pick": None}}))

    def forum_back(self) -> None:
        """Back to the previous call (its order stays; tap again to change it)."""
        if self.forum_call_index > 0:
            self.forum_call_index -= 1
            self.forum_not_pointing, self.forum_key = set(), None
            self.c.emit_changed()

    def toggle_forum_hand(self, seat: int) -> None:
        """``seat``'s hand is up (or no longer) for the seat being counted (M-11.2: one vote each)."""
        c = self.c
        if c.game is None or self.forum_for is None:
            c.message.emit("error", QCoreApplication.translate("GameController", "Choose whose hands you count first."))
            return
        current = forum_host(c.game.host_view()).votes.get(seat)
        c.push(self._input({"vote": {"voter": seat, "target": None if current == self.forum_for else self.forum_for}}))

    def set_forum_for(self, seat: int | None) -> None:
        self.forum_for = seat
        self.c.emit_changed(Changes())

    def close_forum_vote(self, tie_pick: int | None = None) -> None:
        """The day vote is over: count it and jail (M-5, M-11.2)."""
        if self.c.game is not None:
            self.c.push(self._input({"close_vote": {"tie_pick": tie_pick}}))
