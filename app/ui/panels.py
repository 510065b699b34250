"""The step panel: what the host does now, the current step's panel from
its game's kit (:meth:`~app.ui.rulesets.Kit.panels`); Enter submits it."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QVBoxLayout, QWidget

from .panel_base import EmptyPanel, Panel, UnknownStepPanel, make_button, make_label  # noqa: F401  (as imported from here)
from .rulesets import kit_for


class StepPanel(QWidget):
    """Shows the panel of the current step (its ruleset's kit's; the City
    Mafia family's come through the kits that play its day and night,
    :func:`app.ui.rulesets.family.family_panels`); ``submit()`` is the Enter key; ``confirmPoints``: a result
    panel's "Confirm the points" was clicked.

    One panel is shown, the others hidden in the same layout: the window
    asks for the room of the panel shown only, where a QStackedWidget
    measures every kit's panels at every layout (#26)."""

    confirmPoints = Signal()

    def __init__(self, controller, parent=None):
        super().__init__(parent)
        self.c = controller
        self._pages: list[QWidget] = []
        self._current: QWidget | None = None
        self._box = QVBoxLayout(self)
        self._box.setContentsMargins(0, 0, 0, 0)
        self.empty = EmptyPanel(controller)
        self.unknown = UnknownStepPanel(controller)
        self.by_kit: dict[str, dict[str, Panel]] = {}
        """Each game's panels by step kind (its kit's, made once)."""
        for p in (self.empty, self.unknown):
            self._add(p)
        controller.changed.connect(self.refresh)
        self.refresh()

    def _of_game(self, kind: str) -> QWidget | None:
        """The panel of step ``kind`` in the game in play (None: no game, or its kit has none)."""
        game = self.c.game
        return None if game is None else self.panels(game.ruleset.id).get(kind)

    def of(self, kind: str) -> QWidget | None:
        """The game in play's panel for step ``kind`` (its kit's, e.g. ``"vote"``), or None."""
        return self._of_game(kind)

    def currentWidget(self) -> QWidget | None:  # noqa: N802 (QStackedWidget's name)
        """The panel shown."""
        return self._current

    def setCurrentWidget(self, panel: QWidget) -> None:  # noqa: N802
        """Show ``panel`` (one of this widget's) instead of the one shown."""
        if panel is self._current:
            return
        old, self._current = self._current, panel
        focus = self.window().focusWidget()
        moving = old is not None and focus is not None and old.isAncestorOf(focus)
        if old is not None:
            old.hide()      # first: one panel in the layout when the shown one lays the window out
        panel.show()
        if moving:          # the focus goes along: to the box the panel gave it, else the panel
            (panel.focusWidget() or panel).setFocus()

    def _add(self, panel: QWidget) -> None:
        if panel in self._pages:
            return
        self._pages.append(panel)
        panel.hide()
        self._box.addWidget(panel)
        button = getattr(panel, "confirm_points_button", None)
        if button is not None:
            button.clicked.connect(self.confirmPoints)

    @property
    def result(self) -> QWidget | None:
        """The result panel of the game in play (its kit's), or None."""
        return self._of_game("finished")

    def panels(self, ruleset_id: str) -> dict[str, Panel]:
        """The panels of a ruleset's games (its kit's, made once)."""
        if ruleset_id not in self.by_kit:
            panels = kit_for(ruleset_id).panels(self.c)
            for p in panels.values():
                self._add(p)
            self.by_kit[ruleset_id] = panels
        return self.by_kit[ruleset_id]

    def current(self) -> QWidget:
        c = self.c
        if c.game is None:
            return self.empty
        step = c.step
        return self.panels(c.game.ruleset.id).get("finished" if step is None else step.kind, self.unknown)

    def refresh(self) -> None:
        panel = self.current()
        panel.refresh()  # type: ignore[attr-defined]  # every step panel has refresh and submit
        if self.currentWidget() is not panel:
            self.setCurrentWidget(panel)

    def submit(self) -> None:
        self.current().submit()  # type: ignore[attr-defined]
