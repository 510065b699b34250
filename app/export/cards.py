"""The sheet of phone cards (issue #29): one card per player, with his name,
his secret link's QR code and the link, to print and cut. A PDF (A4, three
cards across, four down, dashed cut lines; each QR code drawn as vector
squares, crisp at any printer's resolution) or an HTML page."""

from __future__ import annotations

from html import escape
from pathlib import Path
from typing import Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from .pdf import a4_writer

COLUMNS, ROWS = 3, 4
"""Cards per row and rows per A4 page."""


def write_cards(path: Path, cards: Sequence[tuple[str, str]], title: str = "Mafia Host") -> None:
    """Write ``cards`` ((player, link) pairs, in seat order) to ``path``: a
    PDF if it ends in ``.pdf``, else an HTML page. Written through a
    temporary file, so a failed write leaves no half file. Raises OSError."""
    tmp = path.with_suffix(path.suffix + ".tmp")
    if path.suffix.lower() == ".pdf":
        _pdf(tmp, cards, title)
        if not tmp.exists():
            raise OSError(f"the PDF writer could not write {path}")
    else:
        tmp.write_text(cards_html(cards, title), encoding="utf-8")
    tmp.replace(path)


def cards_html(cards: Sequence[tuple[str, str]], title: str = "Mafia Host") -> str:
    """The cards as one HTML page (inline SVG QR codes), to print from a browser."""
    import segno

    body = "".join(f"<div class='card'><b>{escape(name)}</b>{segno.make(link, error='m').svg_inline(scale=4)}"
                   f"<small>{escape(link)}</small></div>" for name, link in cards)
    return ("<!DOCTYPE html><html><head><meta charset='utf-8'><title>" + escape(title) + "</title><style>"
            "body{font-family:sans-serif}.card{display:inline-block;width:30%;margin:1%;padding:8px;"
            "border:1px dashed #888;text-align:center;vertical-align:top}small{word-break:break-all}"
            "</style></head><body>" + body + "</body></html>")


def _pdf(path: Path, cards: Sequence[tuple[str, str]], title: str) -> None:
    import segno

    writer = a4_writer(path, 10, title, 300)
    p = QPainter(writer)
    width, height = writer.width(), writer.height()
    cell_w, cell_h = width / COLUMNS, height / ROWS
    name_font, link_font = QFont(), QFont()
    name_font.setPointSizeF(12)
    name_font.setBold(True)
    link_font.setPointSizeF(6.5)
    cut = QPen(QColor("#888888"))
    cut.setStyle(Qt.PenStyle.DashLine)
    for i, (name, link) in enumerate(cards):
        if i and i % (COLUMNS * ROWS) == 0:
            writer.newPage()
        col, row = i % COLUMNS, (i // COLUMNS) % ROWS
        box = QRectF(col * cell_w, row * cell_h, cell_w, cell_h)
        p.setPen(cut)
        p.drawRect(box)
        pad = cell_w * 0.06
        p.setPen(QPen(QColor("black")))
        p.setFont(name_font)
        name_box = QRectF(box.left() + pad, box.top() + pad, box.width() - 2 * pad, cell_h * 0.14)
        p.drawText(name_box, int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap), name)
        qr = segno.make(link, error="m")
        modules = len(qr.matrix) + 8                 # the code and its quiet zone of 4 modules
        side = min(box.width() - 2 * pad, cell_h * 0.62)
        unit = side / modules
        left = box.left() + (box.width() - side) / 2 + 4 * unit
        top = name_box.bottom() + 4 * unit
        for y, line in enumerate(qr.matrix):
            for x, dark in enumerate(line):
                if dark:
                    p.fillRect(QRectF(left + x * unit, top + y * unit, unit * 1.02, unit * 1.02), QColor("black"))
        p.setFont(link_font)
        link_box = QRectF(box.left() + pad, top - 4 * unit + side, box.width() - 2 * pad,
                          box.bottom() - (top - 4 * unit + side) - pad / 2)
        p.drawText(link_box, int(Qt.AlignmentFlag.AlignHCenter) | int(Qt.AlignmentFlag.AlignTop)
                   | int(Qt.TextFlag.TextWrapAnywhere), link)
    p.end()
