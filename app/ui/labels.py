"""A word-wrapped label that lays its text out once per text and width (#26).

Qt asks a word-wrapped :class:`QLabel` for its height at a width several
times in every layout pass (the minimum, the hint, the geometry), for every
such label of the window, and the label lays its whole text out each time.
A host input changes one or two texts, yet every layout pass of the window
(a label's new text asks for one) paid for all of them: most of a step's
redraw. :class:`WrapLabel` keeps the heights it measured until its text,
font, style or wrapping changes.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QLabel


class WrapLabel(QLabel):
    """A :class:`QLabel` whose ``heightForWidth`` (pixels for a width in
    pixels) is measured once per text, font, style and width."""

    def __init__(self, text: str = "", parent=None) -> None:
        super().__init__(text, parent)
        self._heights: dict[int, int] = {}

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt's name)
        height = self._heights.get(width)
        if height is None:
            if len(self._heights) > 16:      # a window dragged wider: keep the few widths in use
                self._heights.clear()
            height = self._heights[width] = super().heightForWidth(width)
        return height

    def setText(self, text: str) -> None:  # noqa: N802
        if text != self.text():
            self._heights.clear()
            super().setText(text)

    def clear(self) -> None:
        self._heights.clear()
        super().clear()

    def setWordWrap(self, on: bool) -> None:  # noqa: N802
        self._heights.clear()
        super().setWordWrap(on)

    def setTextFormat(self, fmt) -> None:  # noqa: N802
        self._heights.clear()
        super().setTextFormat(fmt)

    def setIndent(self, indent: int) -> None:  # noqa: N802
        self._heights.clear()
        super().setIndent(indent)

    def setMargin(self, margin: int) -> None:  # noqa: N802
        self._heights.clear()
        super().setMargin(margin)

    def setContentsMargins(self, *margins) -> None:  # noqa: N802
        self._heights.clear()
        super().setContentsMargins(*margins)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        self._heights.clear()       # a font, a style, a palette, a language: rare, measured again
        super().changeEvent(event)
