"""The game log under the table: one line per event, newest at the bottom.

A plain text view, not a list widget (#26): a new entry lays out and paints
its own line (the view scrolls the rest by copying it), where a list view
laid out and painted every visible row through the style sheet at every
input, the costliest part of a step's redraw. An undo takes the last lines
back instead of writing the whole log again.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QFrame, QPlainTextEdit, QWidget


class GameLog(QPlainTextEdit):
    """The log's lines (``entries()``); the host reads, selects and copies
    them, never types (the keys belong to the game)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameLog")
        self.setReadOnly(True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)      # digits and Enter belong to the game
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.setUndoRedoEnabled(False)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        # Opaque, in the palette's base colour, and no style sheet rule of its own: a new line
        # is drawn alone and the rest scrolled by copying (any rule for it makes the style sheet
        # paint the viewport, and then every line is drawn again); nothing behind the log is
        # repainted either (#26).
        self.setAutoFillBackground(True)
        self.viewport().setAutoFillBackground(True)
        self._entries: list[str] = []

    def entries(self) -> list[str]:
        """The lines shown, oldest first."""
        return list(self._entries)

    def count(self) -> int:
        """How many lines are shown."""
        return len(self._entries)

    def add(self, lines: list[str]) -> None:
        """Append ``lines`` (each one line: a line break in it becomes " · ")
        and scroll to the newest."""
        for line in lines:
            line = " · ".join(line.splitlines())
            self._entries.append(line)
            self.appendPlainText(line)
        if lines:
            bar = self.verticalScrollBar()
            bar.setValue(bar.maximum())

    def keep(self, n: int) -> None:
        """Keep the first ``n`` lines only (an undo took the rest back)."""
        if n >= len(self._entries):
            return
        if n <= 0:
            self.clear()
            return
        cursor = QTextCursor(self.document().findBlockByNumber(n - 1))
        cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock)
        cursor.movePosition(QTextCursor.MoveOperation.End, QTextCursor.MoveMode.KeepAnchor)
        cursor.removeSelectedText()
        del self._entries[n:]

    def clear(self) -> None:
        """No lines (a new game, or the roles shown or hidden: written again)."""
        self._entries = []
        super().clear()
