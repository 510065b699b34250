"""A table whose columns fit its width, none cut (#39): the turn desk's
players' table, where a hand, an order or a state wraps in its column."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTableWidget


def fit_columns(table: QTableWidget, stretched: int, widest: int, pad: int = 14) -> None:
    """Size ``table``'s columns to its viewport: each as wide as its cells
    (and heading) up to ``widest`` px; with room to spare, a column cut to
    ``widest`` grows back to its whole text first; when they do not fit, the
    columns that wrap give width up, down to their longest word (never below
    the heading); the ``stretched`` column (0-based) takes what is left. Rows
    then grow to their wrapped cells. ``pad``: a cell's margins, px."""
    fm, header = table.fontMetrics(), table.horizontalHeader()
    want, least, whole = [], [], []
    for col in range(table.columnCount()):
        cells = [item.text() for row in range(table.rowCount()) if (item := table.item(row, col)) is not None]
        title = str(table.model().headerData(col, Qt.Orientation.Horizontal) or "")
        head = header.fontMetrics().horizontalAdvance(title) + pad
        full = max([fm.horizontalAdvance(line) for text in cells for line in text.split("\n")] + [0]) + pad
        word = max([fm.horizontalAdvance(w) for text in cells for w in text.split()] + [0]) + pad
        want.append(max(head, min(full, widest)))
        least.append(max(head, min(word, want[-1])))
        whole.append(max(head, full))
    room = table.viewport().width() - 2
    if room > 0 and want:
        excess = sum(want) - room
        if excess < 0:           # room to spare: the wrapped columns grow whole first, the rest is the stretched one's
            left = _grow(want, whole, -excess)      # (it changes ``want``: read it after)
            want[stretched] += left
        else:
            give = sum(w - m for w, m in zip(want, least))
            share = min(1.0, excess / give) if give else 0.0
            want = [w - int((w - m) * share + 0.999) for w, m in zip(want, least)]
    for col, width in enumerate(want):
        if table.columnWidth(col) != width:
            table.setColumnWidth(col, width)
    table.resizeRowsToContents()


def _grow(want: list[int], whole: list[int], spare: int) -> int:
    """Give ``spare`` px to the columns narrower than their whole text (the smallest
    needs whole, the rest shared); returns what is left."""
    needs = sorted((c for c in range(len(want)) if whole[c] > want[c]), key=lambda c: whole[c] - want[c])
    for i, col in enumerate(needs):
        grow = min(whole[col] - want[col], spare // (len(needs) - i))
        want[col] += grow
        spare -= grow
    return spare
