"""The City Mafia family at the table between two stored inputs (issue #38,
item 2: the family's state is its kit's, not the window's): a nomination
held until the speech ends (C-4.3; withdrawn with Esc, or when the rules no
longer allow it), the vote entered as counts or by clicking the raised hands
(C-6.1), one candidate at a time, the "all leave?" vote (C-6.4), and the
night's calls with the current call's pick before Enter (C-7). The kits of
the games that play the family's day and night (OK4U, sport Mafia) keep one
per game as the controller's :class:`~app.ui.rulesets.Live`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ....core import steps as S
from ....core.inputs import Lift, NightAction, Speech, Vote
from ....core.ruleset import Changes
from ... import texts
from .. import Live

if TYPE_CHECKING:
    from ...controller import GameController


class FamilyLive(Live):
    """The family's day and night between inputs.

    ``pending_nomination``: the seat the speaker is nominating, entered with
    his speech's end (C-4.3); ``vote_by_click``: the host clicks the seats
    whose hands are up (C-6.1) instead of typing counts; ``vote_voters``
    (candidate → voters), ``vote_counts`` (candidate → count typed) and
    ``vote_current`` (the candidate counted now); the current call's pick
    before Enter (:attr:`night_picks`)."""

    def __init__(self, controller: GameController) -> None:
        super().__init__(controller)
        self.pending_nomination: int | None = None
        self.vote_by_click = False
        self.vote_voters: dict[int, list[int]] = {}
        self.vote_counts: dict[int, int] = {}
        self.vote_current: int | None = None
        self._pending_pick: tuple[str, int | None] | None = None

    # ------------------------------------------------------------ the table's hooks
    def new_step(self, step: S.Step | None) -> int | None:
        """A new step: the vote's boxes as it opens, no nomination or pick
        left from the last; the timer's seconds (a speech's, a dead role's
        pause at night, C-7.2)."""
        self.pending_nomination = None
        self.vote_counts = {}
        if step is not None and step.kind in (S.VOTE, S.REVOTE):
            self.vote_voters = {c: [] for c in step.candidates or ()}
            self.vote_current = (step.candidates or (None,))[0]
            self.vote_counts = {c: 0 for c in step.candidates or ()}    # the vote panel's boxes as they open
        else:
            self.vote_voters, self.vote_current = {}, None
        if step is not None and step.kind in S.SPEAKING:
            return step.seconds or 0
        if step is not None and step.kind == S.NIGHT:
            self._pending_pick = None
            return self._night_pause()
        return None

    def changed(self, step: S.Step | None, same_step: bool) -> None:
        """A nomination waiting for the end of the speech that the rules no
        longer allow (e.g. a 4th foul cancelled today's vote, S-8.6, C-5.4)
        is withdrawn, and the host is told why: Enter is never refused for it."""
        seat, game = self.pending_nomination, self.c.game
        if seat is None or not same_step or step is None or step.kind != S.SPEECH or step.seat is None \
                or game is None:
            return
        err = game.why_not(Speech(step.seat, seat))
        if err is not None:
            self.pending_nomination = None
            self.c.message.emit("warning", QCoreApplication.translate("GameController", "The nomination of seat %1 is withdrawn: %2")
                                .replace("%1", str(seat)).replace("%2", texts.error_text(err)))

    def select(self, seat: int) -> bool:
        """At night a chosen seat is the current call's pick (C-7)."""
        step = self.c.step
        if step is not None and step.kind == S.NIGHT:
            self.night_pick(seat)
            return True
        return False

    def click(self, seat: int) -> bool:
        """A click during a speech nominates the seat (C-4.3); during a vote
        entered by clicks it raises or lowers his hand (C-6.1)."""
        step, game = self.c.step, self.c.game
        if step is not None and step.kind == S.SPEECH and game is not None \
                and game.host_view().nominations_open is None:
            self.c.selected = seat
            self.nominate(seat)
            return True
        if step is not None and step.kind in (S.VOTE, S.REVOTE) and self.vote_by_click:
            self.toggle_voter(seat)
            return True
        return False

    def take_back(self) -> bool:
        """Undo's first part: a pick not yet confirmed with Enter."""
        if self._pending_pick is not None and self._pending_pick[0] == self.night_role:
            self._pending_pick = None
            return True
        return False

    def withdraw(self) -> bool:
        """Esc: the nomination waiting for the end of the speech is dropped,
        and the host is told so; False when there was none."""
        seat = self.pending_nomination
        if seat is None:
            return False
        self.pending_nomination = None
        self.c.message.emit("info", QCoreApplication.translate("GameController", "The nomination of seat %1 is withdrawn (Esc).").replace("%1", str(seat)))
        self.c.emit_changed(Changes(seats=True))
        return True

    def entering(self) -> tuple[int | None, dict[int, int]] | None:
        """The vote being entered: (candidate counted now, counts so far)."""
        if self.vote_by_click:
            return self.vote_current, {c: len(vs) for c, vs in self.vote_voters.items()}
        return self.vote_current, dict(self.vote_counts)

    def overlay(self) -> tuple[set[int], dict[int, int | None]]:
        """What the table shows of the entry in progress: the seats picked now
        (tonight's call's pick, the nominee, the hands up for the candidate
        counted) and each raised hand's candidate (voter → candidate)."""
        picked: set[int] = set()
        role = self.night_role
        if role is not None:
            seat = self.night_picks.get(role)
            if seat is not None:
                picked.add(seat)
        if self.pending_nomination is not None:
            picked.add(self.pending_nomination)
        hands: dict[int, int | None] = {}
        if self.vote_by_click:
            hands = {v: cand for cand, vs in self.vote_voters.items() for v in vs}
            picked.update(self.vote_voters.get(self.vote_current, []) if self.vote_current is not None else [])
        return picked, hands

    def seat_marks(self, seat: int) -> list[str]:
        """The nominee waiting for the speech's end (C-4.3)."""
        return [QCoreApplication.translate("TableWidget", "nominating…")] if seat == self.pending_nomination else []

    def seat_tip(self, seat: int) -> str | None:
        if seat == self.pending_nomination:
            return QCoreApplication.translate("TableWidget", "being nominated by the speaker (Enter to confirm)")
        return None

    # ------------------------------------------------------------ the day (C-4, C-6)
    def set_vote_entry(self, current: int | None, counts: dict[int, int]) -> None:
        """The vote panel's boxes as the host types (for the room's screen);
        nothing is redrawn when nothing changed (the first box taking the
        focus as a vote opens, #26)."""
        shown = (self.vote_current if current is None else current, dict(counts))
        if shown == (self.vote_current, self.vote_counts):
            return
        self.vote_current, self.vote_counts = shown
        self.c.emit_changed(Changes())

    def toggle_voter(self, seat: int) -> None:
        """Who voted: ``seat``'s hand is up (or not) for the candidate being counted (C-6.1)."""
        current, game = self.vote_current, self.c.game
        if current is None or game is None:
            return
        if seat not in game.alive:
            self.c.message.emit("error", QCoreApplication.translate("GameController", "Seat %1 is out of the game and does not vote (C-6.1).")
                                .replace("%1", str(seat)))
            return
        other = next((c for c, vs in self.vote_voters.items() if seat in vs and c != current), None)
        if other is not None:
            self.c.message.emit("error", QCoreApplication.translate("GameController", "Seat %1 already voted for seat %2 (C-6.1).")
                                .replace("%1", str(seat)).replace("%2", str(other)))
            return
        voters = self.vote_voters.setdefault(current, [])
        if seat in voters:
            voters.remove(seat)
        else:
            voters.append(seat)
        self.c.emit_changed(Changes())

    def next_candidate(self) -> None:
        """Count the next candidate's votes (in nomination order, round again after the last)."""
        order = list(self.vote_voters)
        if self.vote_current in order:
            self.vote_current = order[(order.index(self.vote_current) + 1) % len(order)]
            self.c.emit_changed(Changes())

    def set_vote_by_click(self, on: bool) -> None:
        """Enter the vote by clicking the raised hands (True) or by typing the counts (C-6.1)."""
        self.vote_by_click = on
        self.c.emit_changed()

    def nominate(self, seat: int | None) -> None:
        """Toggle the current speaker's nomination of ``seat`` (C-4.3)."""
        game = self.c.game
        if game is None or seat is None:
            return
        if self.pending_nomination == seat:
            self.pending_nomination = None
        else:
            step = self.c.step
            err = game.why_not(Speech(step.seat if step is not None and step.seat else 0, seat))
            if err is not None:
                self.c.message.emit("error", texts.error_text(err))
                self.c.emit_changed()
                return
            self.pending_nomination = seat
        self.c.emit_changed(Changes(seats=True))

    def end_speech(self) -> None:
        """End the current speech (C-3), with the nomination held for it (C-4.3)."""
        step = self.c.step
        if step is None or step.kind not in S.SPEAKING or step.seat is None:
            return
        nominate = self.pending_nomination if step.kind == S.SPEECH else None
        self.c.push(Speech(step.seat, nominate))

    def submit_vote(self, counts: dict[int, int]) -> None:
        """Apply the vote: who voted for whom when the host clicked it, else the counts."""
        if self.vote_by_click:
            self.c.push(Vote.of_voters({c: vs for c, vs in self.vote_voters.items() if vs}))
            return
        self.c.push(Vote.of({s: n for s, n in counts.items() if n}))

    def submit_lift(self, votes_for: int) -> None:
        """The "all leave?" vote: how many hands are up for it (C-6.4)."""
        self.c.push(Lift(votes_for))

    # ------------------------------------------------------------ the night (C-7)
    @property
    def night_roles(self) -> list[str]:
        """Tonight's calls in wake order (the core's, C-7.1/C-7.2)."""
        game = self.c.game
        return [] if game is None else list(game.host_view().night_calls)

    @property
    def night_index(self) -> int:
        """How many of tonight's calls are answered (stored inputs)."""
        game = self.c.game
        return 0 if game is None else len(game.host_view().night_answers)

    @property
    def night_picks(self) -> dict[str, int | None]:
        """Tonight's answers, with the current call's pick not yet confirmed."""
        game = self.c.game
        picks = {} if game is None else dict(game.host_view().night_answers)
        if self._pending_pick is not None and self._pending_pick[0] == self.night_role:
            picks[self._pending_pick[0]] = self._pending_pick[1]
        return picks

    @property
    def night_role(self) -> str | None:
        """The role being called now, or None outside the night."""
        game = self.c.game
        return None if game is None else game.host_view().night_call

    def night_pick(self, seat: int | None) -> bool:
        """Pick ``seat`` (None: no action) for the role being called (C-7);
        True: the family's night took it."""
        role, game = self.night_role, self.c.game
        if role is None or game is None:
            return True
        if role not in game.host_view().night_acting:
            self.c.message.emit("info", QCoreApplication.translate("GameController", "This role is out of the game: wait for the pause, then go on (C-7.2)."))
            self.c.emit_changed()
            return True
        err = game.why_not(NightAction(role, seat))
        if err is not None:
            self.c.message.emit("error", texts.error_text(err))
            self.c.emit_changed()
            return True
        self._pending_pick = (role, seat)
        self.c.emit_changed(Changes(seats=True))
        return True

    def night_next(self) -> None:
        """Answer the current call with its pick (none: no action) as a stored
        input; after the last call the core applies the night."""
        role = self.night_role
        if role is None:
            return
        pick = self._pending_pick[1] if self._pending_pick and self._pending_pick[0] == role else None
        if not self.c.push(NightAction(role, pick)):
            return
        self._pending_pick = None
        if self.night_role is None:
            return
        self._call_timer()

    def night_back(self) -> None:
        """Back to the previous call (undo its answer)."""
        if self.night_role is not None and self.night_index > 0:
            self._pending_pick = None
            self.c.undo()
            self._call_timer()

    def _call_timer(self) -> None:
        """A new call: the timer runs the usual pause for a dead role (C-7.2)."""
        self.c.restart_timer(self._night_pause(), run=True)

    def _night_pause(self) -> int:
        """A dead role's call gets the usual pause on the timer (C-7.2); a living one none,
        except sport Mafia's checks, each timed (S-9.1)."""
        game = self.c.game
        view = None if game is None else game.host_view()
        if game is None or view is None or view.night_call is None:
            return 0
        if view.night_call in game.ruleset.timed_calls:
            return int(view.night_pause_seconds)     # e.g. sport Mafia times every check, 10 s (S-9.1)
        if view.night_call in view.night_acting:
            return 0
        return int(view.night_pause_seconds)
