"""The printable evening report: title, standings table, a bar chart of the
standings, then each game's table. Qt's PDF writer, A4."""

from __future__ import annotations

from pathlib import Path
from typing import Sequence

from PySide6.QtCore import QMarginsF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPageLayout, QPageSize, QPainter, QPdfWriter, QPen

from .tables import Table


def a4_writer(path: Path, margin_mm: float, title: str = "", dpi: int | None = None) -> QPdfWriter:
    """Qt's PDF writer to ``path``: A4, ``margin_mm`` on every side, titled,
    created by Mafia Host, at ``dpi`` (None: Qt's default)."""
    writer = QPdfWriter(str(path))
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    writer.setPageMargins(QMarginsF(margin_mm, margin_mm, margin_mm, margin_mm), QPageLayout.Unit.Millimeter)
    if dpi is not None:
        writer.setResolution(dpi)
    if title:
        writer.setTitle(title)
    writer.setCreator("Mafia Host")
    return writer


class _Pages:
    def __init__(self, writer: QPdfWriter) -> None:
        self.writer = writer
        self.p = QPainter(writer)
        self.width = writer.width()
        self.height = writer.height()
        self.y = 0.0
        self.line = writer.logicalDpiY() * 0.22
        self._paper()

    def _paper(self) -> None:
        # white paper, not a transparent page (some viewers show that black)
        self.p.fillRect(QRectF(-200, -200, self.width + 400, self.height + 400), QColor("white"))
        self.p.setPen(QPen(QColor("black")))

    def need(self, height: float) -> None:
        if self.y + height > self.height:
            self.writer.newPage()
            self.y = 0.0
            self._paper()

    def font(self, size: float, bold: bool = False) -> None:
        f = QFont("DejaVu Sans")
        f.setPointSizeF(size)
        f.setBold(bold)
        self.p.setFont(f)

    def text(self, text: str, size: float = 10, bold: bool = False) -> None:
        self.font(size, bold)
        h = self.line * size / 10 * 1.3
        self.need(h)
        self.p.drawText(QRectF(0, self.y, self.width, h), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
        self.y += h

    def table(self, table: Table) -> None:
        self.text(table.title, 12, True)
        cols = len(table.header)
        widths = [max([len(str(table.header[i]))] + [len(str(r[i])) for r in table.rows]) + 2 for i in range(cols)]
        total = sum(widths)
        xs = [0.0]
        for w in widths:
            xs.append(xs[-1] + self.width * w / total)
        for index, row in enumerate([table.header, *table.rows]):
            self.need(self.line)
            self.font(7.5, index == 0)
            if index % 2 == 0 and index:
                self.p.fillRect(QRectF(0, self.y, self.width, self.line), QColor("#eeeeee"))
            self.p.setPen(QPen(QColor("black")))
            for i, value in enumerate(row):
                text = f"{value:g}" if isinstance(value, float) else str(value)
                self.p.drawText(QRectF(xs[i] + 4, self.y, xs[i + 1] - xs[i] - 8, self.line),
                                Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, text)
            self.y += self.line
        self.y += self.line

    def bars(self, title: str, items: Sequence[tuple[str, float]]) -> None:
        if not items:
            return
        self.text(title, 12, True)
        bar = self.line * 0.9
        label_w = self.width * 0.3
        top = max(max(v for _, v in items), 1)
        low = min(min(v for _, v in items), 0)
        span = top - low
        zero = label_w + (self.width - label_w) * (-low / span)
        for name, value in items:
            self.need(bar * 1.2)
            self.font(7.5)
            self.p.drawText(QRectF(0, self.y, label_w - 6, bar), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, name)
            w = (self.width - label_w) * abs(value) / span
            x = zero if value >= 0 else zero - w
            self.p.fillRect(QRectF(x, self.y + bar * 0.1, w, bar * 0.8), QColor("#2e7d32" if value >= 0 else "#c62828"))
            self.p.setPen(QPen(QColor("black")))
            self.p.drawText(QRectF(x + w + 4 if value >= 0 else x - 60, self.y, 56, bar),
                            Qt.AlignmentFlag.AlignVCenter, f"{value:g}")
            self.y += bar * 1.2
        self.y += self.line

    def end(self) -> None:
        self.p.end()


def write_pdf(path: Path, title: str, standings: Sequence[tuple[Table, Sequence[tuple[str, float]]]],
              games: Sequence[Table], chart_title: str = "Standings", notes: Sequence[str] = ()) -> None:
    """Write the report: ``title``; each standings table with a bar chart of
    its (name, points) titled ``chart_title`` (one per kind of game, issue
    #37); ``notes`` (the games ``db check`` marked, first its heading); and
    each game's table."""
    tmp = path.with_suffix(path.suffix + ".tmp")
    writer = a4_writer(tmp, 15, title, 150)
    pages = _Pages(writer)
    pages.text(title, 16, True)
    for table, chart in standings:
        pages.table(table)
        pages.bars(f"{chart_title} — {table.title}" if len(standings) > 1 else chart_title, chart)
    for i, note in enumerate(notes):
        pages.text(note, 10, i == 0)
    for table in games:
        pages.table(table)
    pages.end()
    tmp.replace(path)
