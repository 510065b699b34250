"""The City Mafia family's result panel: the result proposed or final
(C-9), who left and why, and each seat's points by the scheme, confirmed by
the host (C-11); sport Mafia's adds its own columns (S-12)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QHBoxLayout, QHeaderView, QLineEdit, QTableWidget, QTableWidgetItem, QWidget,
)

from ... import texts
from ...panel_base import Panel, make_button, make_label
from .. import kit_for
from . import words

if TYPE_CHECKING:
    from ....core.game import Game
    from ....core.views import HostView
    from ...controller import GameController


class ResultPanel(Panel):
    """The proposed result (C-9.2): confirm, or override with a reason; then points (C-11)."""

    WINNERS = ("red", "black", "maniac", "draw")

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self.confirm_button = make_button(self.tr("Confirm the result (Enter)"), "confirmResult", "check", primary=True)
        self.confirm_button.clicked.connect(self.submit)
        self.winner_box = QComboBox()
        self.winner_box.setObjectName("overrideWinner")
        self._winners: tuple[str, ...] = ()
        self.head_judge = QCheckBox(self.tr("The head judge approves these extra points (S-12.4)"))
        self.head_judge.setObjectName("headJudge")
        self.reason = QLineEdit()
        self.reason.setObjectName("overrideReason")
        self.reason.setPlaceholderText(self.tr("Reason for overriding"))
        self.override_button = make_button(self.tr("Override"), "overrideResult")
        self.override_button.clicked.connect(
            lambda: controller.override(self.winner_box.currentData(), self.reason.text()))
        self.override_row = QWidget()
        row = QHBoxLayout(self.override_row)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.winner_box)
        row.addWidget(self.reason, 2)
        row.addWidget(self.override_button)
        self.summary = make_label("resultSummary")
        self.table = QTableWidget(0, 8)
        self.table.setObjectName("pointsTable")
        self.table.setHorizontalHeaderLabels([self.tr("Seat"), self.tr("Player"), self.tr("Role"), self.tr("Points"),
                                              self.tr("Base"), self.tr("Useful"), self.tr("Penalty"), self.tr("Bonus")])
        self.confirm_points_button = make_button(self.tr("Confirm the points (Ctrl+Shift+P)"), "confirmPoints", "check")
        self.points_note = make_label("pointsNote")
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(22)
        # A 10-seat game fits the panel's width in either language: the
        # player's name takes what is left (elided, whole in the tooltip).
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setMinimumSectionSize(24)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.lay.addWidget(self.confirm_button)
        self.lay.addWidget(self.head_judge)
        self.lay.addWidget(self.override_row)
        self.lay.addWidget(self.summary)
        self.lay.addWidget(self.table, 1)
        self.lay.addWidget(self.points_note)
        self.lay.addWidget(self.confirm_points_button)
        self._confirmed_for: int | None = None

    def set_confirmed(self, on: bool) -> None:
        self._confirmed_for = self.c.game_id if on else None
        self.refresh()

    def chance(self) -> float | None:
        """The red side's win chance before this game by the club's rating
        (issue #42); None without a database, sides or a rated player."""
        from ...chance import red_chance

        return red_chance(self.c)

    def refresh(self) -> None:
        """The result proposed or final (C-9), who left and why, and each seat's points (C-11)."""
        c = self.c
        game = c.playing
        hv = game.host_view()
        finished = game.status == "finished"
        winner = hv.winner if finished else hv.proposed
        results = game.ruleset.results
        if results != self._winners:
            self._winners = results
            self.winner_box.clear()
            for w in results:
                self.winner_box.addItem(texts.winner_name(w, kit_for(game.ruleset.id)), w)
            heads = [self.tr("Seat"), self.tr("Player"), self.tr("Role"), self.tr("Points"), self.tr("Base")]
            heads += self.points_heads()
            self.table.setColumnCount(len(heads))
            self.table.setHorizontalHeaderLabels(heads)
        self.title.setText((self.tr("Result: %1") if finished else self.tr("Proposed: %1"))
                           .replace("%1", texts.winner_name(winner, kit_for(game.ruleset.id))))
        reason = self.proposed_reason(hv)
        say = "" if finished else self.tr("Check the table, then confirm or override with a reason.")
        if reason and not finished:
            say = self.tr("Why: %1.").replace("%1", words.result_reason(reason)) + " " + say
        self.say.setText(say)
        self.head_judge.setVisible(not finished and self.head_judge_asked(game))
        self.confirm_button.setVisible(not finished)
        self.override_row.setVisible(not finished)
        self.summary.setText(self._summary(hv, finished))
        self._points(game, hv)

    def _summary(self, hv: HostView, finished: bool) -> str:
        """Who left the game and how, the reason recorded, the red side's chance (#42)."""
        c = self.c
        out = "; ".join(f"{e.seat} {c.name(e.seat)} — {words.how_name(e.how) or e.how}" for e in hv.eliminated)
        text = self.tr("Left the game: %1").replace("%1", out or "—")
        if finished and hv.result_reason:
            text += "\n" + self.tr("Reason: %1").replace("%1", hv.result_reason)
        chance = self.chance()
        if chance is not None:
            text += "\n" + self.tr("The club's rating gave the red side %1 before the game.").replace(
                "%1", f"{round(100 * chance)}%")
        return text

    def _points(self, game: Game, hv: HostView) -> None:
        """The points table by the game's scheme, and whether they are confirmed."""
        c = self.c
        scheme = self.points_scheme(game)
        lines = game.points_breakdown(scheme)
        self.table.setVisible(lines is not None)
        stored = c.store is not None and c.game_id is not None and lines is not None
        self.confirm_points_button.setVisible(stored and self._confirmed_for != c.game_id)
        self.points_note.setVisible(lines is not None)
        if lines is None:
            return
        points = {s: line.total for s, line in lines.items()}
        name = self.scheme_label(game, scheme)
        note = self.tr("Points by the scheme “%1”. Add a bonus or penalty with Ctrl+B, then confirm.").replace("%1", name)
        if self._confirmed_for == c.game_id:
            note = self.tr("Points confirmed ✓ (scheme “%1”).").replace("%1", name)
        self.points_note.setText(note)
        self.table.setRowCount(len(points))
        for row, seat in enumerate(sorted(points)):
            line = lines[seat]
            values = [str(seat), c.name(seat), texts.role_name(hv.seat(seat).role),
                      texts.points_text(points[seat]), texts.points_text(line.base)]
            values += self.points_values(line)
            for col, value in enumerate(values):
                item = QTableWidgetItem(value)
                item.setData(Qt.ItemDataRole.UserRole, seat)
                if col == 1:
                    item.setToolTip(value)   # the whole name, if the column elides it
                self.table.setItem(row, col, item)

    # ---- what a ruleset's own result panel changes (its kit subclasses this one)
    def points_heads(self) -> list[str]:
        """The points table's columns after Points and Base (club points, C-11)."""
        return [self.tr("Useful"), self.tr("Penalty"), self.tr("Bonus")]

    def points_values(self, line: Any) -> list[str]:
        return [f"{line.useful:+g}", f"{line.penalty:+g}", f"{line.bonus:+g}"]

    def proposed_reason(self, hv: HostView) -> str | None:
        """Why the result is proposed, where the rules say (none for the club)."""
        return None

    def head_judge_asked(self, game: Game) -> bool:
        """Whether confirming asks for the head judge's approval."""
        return False

    def points_scheme(self, game: Game) -> Any:
        """The points scheme a finished game is scored with (the club's, C-11)."""
        return self.c.store.scheme_for(game) if self.c.store is not None else None

    def scheme_label(self, game: Game, scheme: Any) -> str:
        return texts.scheme_name(game.setup.scheme, scheme.name if scheme is not None else None)

    def submit(self) -> None:
        if self.c.playing.status != "finished":
            self.c.confirm(self.head_judge.isVisible() and self.head_judge.isChecked())
