"""The City Mafia family's day at the table: a nomination held until the
speech ends (C-4.3; withdrawn with Esc, or when the rules no longer allow
it), the vote entered as counts or by clicking the raised hands (C-6.1),
one candidate at a time, and the "all leave?" vote (C-6.4). A mixin of
:class:`~app.ui.controller.GameController`, whose game, messages and inputs
it uses (issue #38, item 2: the family's day state lives in the family's
package); the state is ``pending_nomination``, ``vote_by_click``,
``vote_voters``, ``vote_counts`` and ``vote_current``."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from ....core import steps as S
from ....core.inputs import Lift, Speech, Vote
from ....core.ruleset import Changes
from ... import texts


class DayEntry:
    """The day's nominations and votes of :class:`~app.ui.controller.GameController` (its mixin)."""

    pending_nomination: int | None = None
    """The seat the speaker is nominating, entered with his speech's end (C-4.3)."""
    vote_by_click: bool = False
    """The host clicks the seats whose hands are up (C-6.1), instead of typing counts."""
    vote_voters: dict[int, list[int]]
    vote_counts: dict[int, int]
    vote_current: int | None = None
    # what the controller gives it
    game: Any
    message: Any
    _step_key: object
    step: Any
    push: Any
    emit_changed: Any

    def vote_entry(self) -> tuple[int | None, dict[int, int]]:
        """The vote being entered: (candidate counted now, counts so far)."""
        if self.vote_by_click:
            return self.vote_current, {c: len(vs) for c, vs in self.vote_voters.items()}
        return self.vote_current, dict(self.vote_counts)

    def set_vote_entry(self, current: int | None, counts: dict[int, int]) -> None:
        """The vote panel's boxes as the host types (for the room's screen);
        nothing is redrawn when nothing changed (the first box taking the
        focus as a vote opens, #26)."""
        shown = (self.vote_current if current is None else current, dict(counts))
        if shown == (self.vote_current, self.vote_counts):
            return
        self.vote_current, self.vote_counts = shown
        self.emit_changed(Changes())

    def toggle_voter(self, seat: int) -> None:
        """Who voted: ``seat``'s hand is up (or not) for the candidate being counted (C-6.1)."""
        current = self.vote_current
        if current is None or self.game is None:
            return
        if seat not in self.game.alive:
            self.message.emit("error", QCoreApplication.translate("GameController", "Seat %1 is out of the game and does not vote (C-6.1).")
                              .replace("%1", str(seat)))
            return
        other = next((c for c, vs in self.vote_voters.items() if seat in vs and c != current), None)
        if other is not None:
            self.message.emit("error", QCoreApplication.translate("GameController", "Seat %1 already voted for seat %2 (C-6.1).")
                              .replace("%1", str(seat)).replace("%2", str(other)))
            return
        voters = self.vote_voters.setdefault(current, [])
        if seat in voters:
            voters.remove(seat)
        else:
            voters.append(seat)
        self.emit_changed(Changes())

    def next_candidate(self) -> None:
        """Count the next candidate's votes (in nomination order, round again after the last)."""
        order = list(self.vote_voters)
        if self.vote_current in order:
            self.vote_current = order[(order.index(self.vote_current) + 1) % len(order)]
            self.emit_changed(Changes())

    def set_vote_by_click(self, on: bool) -> None:
        """Enter the vote by clicking the raised hands (True) or by typing the counts (C-6.1)."""
        self.vote_by_click = on
        self.emit_changed()

    def _check_pending_nomination(self, step: S.Step | None, key: object) -> None:
        """A nomination waiting for the end of the speech that the rules no
        longer allow (e.g. a 4th foul cancelled today's vote, S-8.6, C-5.4)
        is withdrawn, and the host is told why: Enter is never refused for it."""
        seat = self.pending_nomination
        if seat is None or key != self._step_key or step is None or step.kind != S.SPEECH \
                or step.seat is None or self.game is None:
            return
        err = self.game.why_not(Speech(step.seat, seat))
        if err is not None:
            self.pending_nomination = None
            self.message.emit("warning", QCoreApplication.translate("GameController", "The nomination of seat %1 is withdrawn: %2")
                              .replace("%1", str(seat)).replace("%2", texts.error_text(err)))

    def withdraw_nomination(self) -> bool:
        """Esc: the nomination waiting for the end of the speech is dropped,
        and the host is told so; False when there was none."""
        seat = self.pending_nomination
        if seat is None:
            return False
        self.pending_nomination = None
        self.message.emit("info", QCoreApplication.translate("GameController", "The nomination of seat %1 is withdrawn (Esc).").replace("%1", str(seat)))
        self.emit_changed(Changes(seats=True))
        return True

    def nominate(self, seat: int | None) -> None:
        """Toggle the current speaker's nomination of ``seat`` (C-4.3)."""
        if self.game is None or seat is None:
            return
        if self.pending_nomination == seat:
            self.pending_nomination = None
        else:
            step = self.step
            err = self.game.why_not(Speech(step.seat if step is not None and step.seat else 0, seat))
            if err is not None:
                self.message.emit("error", texts.error_text(err))
                self.emit_changed()
                return
            self.pending_nomination = seat
        self.emit_changed(Changes(seats=True))

    def end_speech(self) -> None:
        """End the current speech (C-3), with the nomination held for it (C-4.3)."""
        step = self.step
        if step is None or step.kind not in S.SPEAKING or step.seat is None:
            return
        nominate = self.pending_nomination if step.kind == S.SPEECH else None
        self.push(Speech(step.seat, nominate))

    def submit_vote(self, counts: dict[int, int]) -> None:
        """Apply the vote: who voted for whom when the host clicked it, else the counts."""
        if self.vote_by_click:
            self.push(Vote.of_voters({c: vs for c, vs in self.vote_voters.items() if vs}))
            return
        self.push(Vote.of({s: n for s, n in counts.items() if n}))

    def submit_lift(self, votes_for: int) -> None:
        """The "all leave?" vote: how many hands are up for it (C-6.4)."""
        self.push(Lift(votes_for))
