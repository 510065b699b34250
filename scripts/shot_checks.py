"""What ``scripts/screenshots --check`` reads on a rendered window (#25, #39).

- :func:`cut_texts`: a visible label, button, table cell, heading or list
  item whose text needs more room than it has; a widget outside its parent.
- :func:`foreign_words`: on a Russian screen, an English word of three or
  more letters (an id, an untranslated text) or "None", in any visible
  text: labels, buttons, tabs, group titles, table cells and headings, list
  items, a combo box's choice, read-only text views and the window title.
  A player's name, a card's own name and the product and file format names
  of :data:`KEPT_WORDS` are the words a Russian host reads in Latin letters.
"""

from __future__ import annotations

import re

KEPT_WORDS = frozenset({
    "Mafia", "Host", "Mafik", "Raizen", "OK4U", "FIIM", "RFM", "PNG", "SVG", "CSV", "XLSX", "JSON", "HTML",
    "PDF", "TOML", "BBCode", "OBS", "URL", "Ctrl", "Shift", "Alt", "Enter", "Esc", "Space", "Tab", "Del",
    "Backspace", "Home", "End", "Wi-Fi", "Windows", "Linux", "macOS", "Chromium", "Telegram", "phpBB",
    "vBulletin", "IPB", "Invision", "SMF", "XenForo", "OpenSkill", "mafiaratings", "Elo", "SQLite",
    "PostgreSQL", "espeak", "espeak-ng", "pyttsx3",
})
"""Names a Russian screen shows in Latin letters on purpose (products, formats, keys)."""

_WORD = re.compile(r"(?<![A-Za-z0-9_])[A-Za-z][A-Za-z_'\-]{2,}")
_FORMAT = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*/\d+|\*\.[a-z]+")
"""A file format's id (``za31-world/1``) or a file pattern (``*.json``): its own name, kept."""


def _parents(w):
    p = w.parentWidget()
    while p is not None:
        yield p
        p = p.parentWidget()


def _scrolled(w) -> bool:
    """Inside a scroll area (its content may lie outside the viewport on purpose)."""
    from PySide6.QtWidgets import QAbstractScrollArea

    return any(isinstance(p, QAbstractScrollArea) for p in _parents(w))


def _visible(w) -> bool:
    return w.isVisible() and w.width() > 1 and w.height() > 1


def _plain(text: str) -> str:
    from PySide6.QtGui import Qt as GuiQt

    if GuiQt.mightBeRichText(text):
        from PySide6.QtGui import QTextDocumentFragment

        return QTextDocumentFragment.fromHtml(text).toPlainText()
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _columns(model) -> int:
    """A model's columns (a list model's ``columnCount`` is private: one)."""
    from PySide6.QtCore import QModelIndex

    try:
        return model.columnCount(QModelIndex())
    except TypeError:
        return 1


def cut_texts(window, allowed=()) -> list[str]:
    """What a host would see cut or out of place in ``window`` now: each
    visible label whose text needs more room than it has, each widget
    outside its parent, each button whose text is cut, each table cell,
    heading or list item cut. ``allowed``: object names shortened on
    purpose (seat tiles)."""
    from PySide6.QtWidgets import QAbstractButton, QAbstractItemView, QLabel, QWidget

    found = []
    widgets = [window, *window.findChildren(QWidget)]
    for w in widgets:                 # lay out what is due now, as the next paint would
        if w.layout() is not None:
            w.layout().activate()
        if isinstance(w, QAbstractItemView):
            w.doItemsLayout()
    for w in widgets:
        if not _visible(w):
            continue
        name = w.objectName() or type(w).__name__
        if hasattr(w, "cut_lines"):     # a seat tile: its name may be elided, its other lines never
            found.extend(f"tile {name} cuts {line!r}" for line in w.cut_lines())
            continue
        if name.startswith(allowed) or any(p.objectName().startswith(allowed) for p in _parents(w)):
            continue
        parent = w.parentWidget()
        if parent is not None and w.isWindow() is False and not parent.rect().contains(w.geometry()):
            inside = parent.rect().intersected(w.geometry())
            if inside.width() < w.width() - 2 or inside.height() < w.height() - 2:
                if not _scrolled(w):
                    found.append(f"{name} lies outside its parent {parent.objectName() or type(parent).__name__}")
        if isinstance(w, QLabel) and w.text() and w.pixmap().isNull():
            if w.wordWrap():
                need = w.heightForWidth(w.width())
                if need > w.height() + 2:
                    found.append(f"label {name} needs {need} px of height, has {w.height()}: {w.text()[:40]!r}")
            elif w.sizeHint().width() > w.width() + 2 and not w.text().endswith("…"):
                found.append(f"label {name} needs {w.sizeHint().width()} px of width, has {w.width()}: "
                             f"{w.text()[:40]!r}")
        if isinstance(w, QAbstractButton) and w.text():
            hint = w.sizeHint().width()
            if hint > w.width() + 2 and w.objectName() not in allowed:
                found.append(f"button {name} needs {hint} px, has {w.width()}: {w.text()[:40]!r}")
        if isinstance(w, QAbstractItemView) and w.model() is not None:
            found.extend(f"{name} {p}" for p in _cut_items(w))
    return found


def _cut_items(view) -> list[str]:
    """Cells, headings and list items of ``view`` whose text does not fit."""
    from PySide6.QtCore import QModelIndex, Qt
    from PySide6.QtWidgets import QHeaderView, QListView, QTableView

    found: list[str] = []
    model, fm = view.model(), view.fontMetrics()
    if isinstance(view, QTableView):
        if view.horizontalScrollBar().isVisible():
            found.append("is wider than its box: columns lie past its edge")
        for col in range(_columns(model)):
            if view.isColumnHidden(col) or view.columnWidth(col) <= 0:
                continue
            header = view.horizontalHeader()
            title = model.headerData(col, Qt.Orientation.Horizontal)
            if header.isVisible() and isinstance(title, str) and title:
                need = max(header.fontMetrics().horizontalAdvance(line) for line in title.split("\n")) + 8
                if need > header.sectionSize(col) + 2 and header.sectionResizeMode(col) != QHeaderView.ResizeMode.Stretch:
                    found.append(f"heading {col + 1} needs {need} px, has {header.sectionSize(col)}: {title[:40]!r}")
            width = view.columnWidth(col) - 6          # the delegate's margins
            for row in range(model.rowCount(QModelIndex())):
                if view.isRowHidden(row) or view.indexWidget(model.index(row, col)) is not None:
                    continue
                text = model.data(model.index(row, col))
                if not isinstance(text, str) or not text or text.endswith("…"):
                    continue
                if model.data(model.index(row, col), Qt.ItemDataRole.ToolTipRole) == text:
                    continue          # shortened on purpose, whole in its tooltip
                parts = text.split() if view.wordWrap() else text.split("\n")
                if max(fm.horizontalAdvance(p) for p in parts) > width:
                    found.append(f"cell {row + 1}:{col + 1} cut: {text[:40]!r}")
        for row in range(model.rowCount(QModelIndex())):
            if not view.isRowHidden(row) and view.sizeHintForRow(row) > view.rowHeight(row) + 2:
                found.append(f"row {row + 1} needs {view.sizeHintForRow(row)} px of height, "
                             f"has {view.rowHeight(row)}")
    elif isinstance(view, QListView) and not view.horizontalScrollBar().isVisible():
        width = view.viewport().width() - 8
        for row in range(model.rowCount(QModelIndex())):
            text = model.data(model.index(row, 0))
            if isinstance(text, str) and text and not view.wordWrap():
                if max(fm.horizontalAdvance(line) for line in text.split("\n")) > width + 24:   # its icon or tick
                    found.append(f"item {row + 1} cut: {text[:40]!r}")
    return found


def shown_texts(window) -> list[tuple[str, str]]:
    """Every text a host reads on ``window`` now: (where, text)."""
    from PySide6.QtCore import QModelIndex, Qt
    from PySide6.QtWidgets import (QAbstractButton, QAbstractItemView, QComboBox, QGroupBox, QLabel,
                                   QPlainTextEdit, QTabBar, QTextEdit, QWidget)

    texts = [("title", window.windowTitle())]
    for w in [window, *window.findChildren(QWidget)]:
        if not _visible(w):
            continue
        name = w.objectName() or type(w).__name__
        if isinstance(w, QLabel):
            texts.append((name, _plain(w.text())))
        elif isinstance(w, QAbstractButton):
            texts.append((name, _plain(w.text())))
        elif isinstance(w, QGroupBox):
            texts.append((name, _plain(w.title())))
        elif isinstance(w, QTabBar):
            texts.extend((name, _plain(w.tabText(i))) for i in range(w.count()))
        elif isinstance(w, QComboBox):
            texts.append((name, w.currentText()))
        elif isinstance(w, (QTextEdit, QPlainTextEdit)) and w.isReadOnly():
            texts.append((name, w.toPlainText()))
        elif isinstance(w, QAbstractItemView) and w.model() is not None:
            model = w.model()
            for col in range(_columns(model)):
                title = model.headerData(col, Qt.Orientation.Horizontal)
                if isinstance(title, str):
                    texts.append((f"{name} heading", title))
                for row in range(min(model.rowCount(QModelIndex()), 500)):
                    text = model.data(model.index(row, col))
                    if isinstance(text, str):
                        texts.append((f"{name} {row + 1}:{col + 1}", text))
    return texts


def foreign_words(window, russian: bool, kept: frozenset[str] | set[str] = frozenset()) -> list[str]:
    """"None" anywhere, and on a Russian screen (``russian``) each English
    word of three or more letters that is not a kept name (:data:`KEPT_WORDS`,
    ``kept``: the players' and the cards' names)."""
    found = []
    for where, text in shown_texts(window):
        if not text:
            continue
        if re.search(r"(?<![A-Za-z])None(?![A-Za-z])", text):
            found.append(f"{where} shows None: {text[:60]!r}")
        if russian:
            words = [w for w in _WORD.findall(_FORMAT.sub(" ", text)) if w.strip("-'") not in KEPT_WORDS and w not in kept
                     and not any(w in k.split() for k in kept)]
            if words:
                found.append(f"{where} shows English {', '.join(dict.fromkeys(words))}: {text[:60]!r}")
    return found
