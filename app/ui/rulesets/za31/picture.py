"""ЗА 31's picture (issue #28): the worlds by height, with their shard sizes
and sources, the neutral shards and the sources, drawn from the public
situation only (Z-11.1: no lords, defences or tactics), for the desk and as
PNG or SVG for the post."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Mapping

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen
from PySide6.QtWidgets import QWidget

PALETTE = ("#1565c0", "#c62828", "#2e7d32", "#6a1b9a", "#ef6c00", "#00838f", "#ad1457", "#4e342e",
           "#283593", "#558b2f", "#9e9d24", "#37474f")


def draw(painter: QPainter, rect: QRectF, picture: Mapping[str, Any], title: str = "") -> None:
    """Draw ``picture`` (the public view's ``picture``) into ``rect``: one row
    per height, highest on top; a world is its shards as circles (area by
    size) under its lord's name, a source a diamond, a neutral shard grey."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.fillRect(rect, QColor("#fafafa"))
    heights = sorted({w["height"] for w in picture["worlds"]} | {s["height"] for s in picture["neutral"]}
                     | {s["height"] for s in picture["sources"]} | {0}, reverse=True)
    legend_h = _legend_height(picture, rect.width())
    top = rect.top() + (30 if title else 8)
    bottom = rect.bottom() - legend_h
    if title:
        painter.setFont(QFont("Sans", 13, QFont.Weight.Bold))
        painter.setPen(QColor("#212121"))
        painter.drawText(QRectF(rect.left() + 10, rect.top() + 4, rect.width() - 20, 24),
                         Qt.AlignmentFlag.AlignLeft, title)
    row_h = max(60.0, (bottom - top) / max(1, len(heights)))
    owners = {w["seat"]: i for i, w in enumerate(picture["worlds"])}
    for r, h in enumerate(heights):
        y = top + r * row_h
        painter.setPen(QPen(QColor("#bdbdbd"), 1, Qt.PenStyle.DashLine))
        painter.drawLine(QPointF(rect.left() + 50, y + row_h - 4), QPointF(rect.right() - 10, y + row_h - 4))
        painter.setPen(QColor("#616161"))
        painter.setFont(QFont("Sans", 10, QFont.Weight.Bold))
        painter.drawText(QRectF(rect.left() + 6, y, 44, row_h), Qt.AlignmentFlag.AlignVCenter, f"↕{h}")
        x = rect.left() + 60.0
        items = [("world", w) for w in picture["worlds"] if w["height"] == h] + \
                [("neutral", s) for s in picture["neutral"] if s["height"] == h] + \
                [("source", s) for s in picture["sources"] if s["height"] == h]
        for kind, item in items:
            painter.setFont(QFont("Sans", 9))
            if kind == "world":
                colour = QColor(PALETTE[owners[item["seat"]] % len(PALETTE)])
                label = item["name"] + (" (Ничто)" if item["nothing"] else "")
                width = 0.0
                for size in item["shards"]:
                    radius = 6 + 3 * size ** 0.5 * 2
                    painter.setBrush(colour)
                    painter.setPen(QPen(colour.darker(130), 1))
                    painter.drawEllipse(QPointF(x + width + radius, y + row_h / 2 + 4), radius, radius)
                    painter.setPen(QColor("white"))
                    painter.drawText(QRectF(x + width, y + row_h / 2 + 4 - radius, 2 * radius, 2 * radius),
                                     Qt.AlignmentFlag.AlignCenter, str(size))
                    width += 2 * radius + 3
                painter.setPen(colour.darker(140))
                painter.drawText(QRectF(x, y + 2, max(width, 80), 16), Qt.AlignmentFlag.AlignLeft, label)
                x += max(width, 80) + 24
            elif kind == "neutral":
                radius = 6 + 3 * item["size"] ** 0.5 * 2
                painter.setBrush(QColor("#e0e0e0"))
                painter.setPen(QPen(QColor("#9e9e9e"), 1))
                painter.drawEllipse(QPointF(x + radius, y + row_h / 2 + 4), radius, radius)
                painter.setPen(QColor("#424242"))
                painter.drawText(QRectF(x, y + row_h / 2 + 4 - radius, 2 * radius, 2 * radius),
                                 Qt.AlignmentFlag.AlignCenter, str(item["size"]))
                step = max(2 * radius + 24, 96.0)
                painter.drawText(QRectF(x + radius - step / 2, y + 2, step, 16), Qt.AlignmentFlag.AlignHCenter,
                                 item["name"])
                x += step
            else:
                owner = item["owner"]
                colour = QColor(PALETTE[owners[owner] % len(PALETTE)]) if owner in owners else QColor("#9e9e9e")
                cx, cy, d = x + 12, y + row_h / 2 + 4, 11.0
                painter.setBrush(colour.lighter(150))
                painter.setPen(QPen(colour, 2))
                painter.drawPolygon([QPointF(cx, cy - d), QPointF(cx + d, cy), QPointF(cx, cy + d), QPointF(cx - d, cy)])
                painter.setPen(QColor("#424242"))
                painter.drawText(QRectF(x + 12 - 48, y + 2, 96, 16), Qt.AlignmentFlag.AlignHCenter, item["name"])
                x += 100
    _legend(painter, QRectF(rect.left(), bottom, rect.width(), legend_h), picture, owners)
    painter.restore()


LEGEND_ROW = 22.0
"""A legend line's height (px)."""


def _legend_height(picture: Mapping[str, Any], width: float) -> float:
    per_row = max(1, int((width - 20) // 230))
    rows = 1 + (len(picture["worlds"]) + per_row - 1) // per_row
    return 10 + LEGEND_ROW * rows


def _legend(painter: QPainter, rect: QRectF, picture: Mapping[str, Any], owners: dict[int, int]) -> None:
    """The key under the rows (#39): each player's colour with his energy,
    and how to read the rest (↕ height, circle = shard and its size, ◆ source)."""
    painter.setPen(QPen(QColor("#bdbdbd"), 1))
    painter.drawLine(QPointF(rect.left() + 6, rect.top() + 4), QPointF(rect.right() - 6, rect.top() + 4))
    painter.setFont(QFont("Sans", 9))
    per_row = max(1, int((rect.width() - 20) // 230))
    y = rect.top() + 8
    for i, world in enumerate(picture["worlds"]):
        col, row = i % per_row, i // per_row
        x = rect.left() + 10 + col * 230
        top = y + row * LEGEND_ROW
        colour = QColor(PALETTE[owners[world["seat"]] % len(PALETTE)])
        painter.setBrush(colour)
        painter.setPen(QPen(colour.darker(130), 1))
        painter.drawRect(QRectF(x, top + 4, 12, 12))
        painter.setPen(QColor("#212121"))
        painter.drawText(QRectF(x + 18, top, 208, LEGEND_ROW), Qt.AlignmentFlag.AlignVCenter,
                         f"{world['name']} — энергия {world['energy']}" + (" (Ничто)" if world["nothing"] else ""))
    rows = (len(picture["worlds"]) + per_row - 1) // per_row
    painter.setPen(QColor("#616161"))
    painter.drawText(QRectF(rect.left() + 10, y + rows * LEGEND_ROW, rect.width() - 20, LEGEND_ROW),
                     Qt.AlignmentFlag.AlignVCenter,
                     "↕ высота · круг — осколок и его размер · серый — нейтральный осколок · ◆ источник")


EXPORT = QSize(1920, 1080)
"""The exported picture's size (px), larger only when its rows need it."""


def size_for(picture: Mapping[str, Any]) -> QSize:
    """The export's size: 1920×1080, or larger when the rows and the legend need it."""
    need = _needed(picture)
    return QSize(max(EXPORT.width(), need.width()), max(EXPORT.height(), need.height()))


def _needed(picture: Mapping[str, Any]) -> QSize:
    """A size that holds the picture's rows, its widest row and the legend."""
    heights = {w["height"] for w in picture["worlds"]} | {s["height"] for s in picture["neutral"]} | \
        {s["height"] for s in picture["sources"]} | {0}
    widest = max([sum(1 for w in picture["worlds"] if w["height"] == h) * 180
                  + sum(1 for s in picture["neutral"] if s["height"] == h) * 100
                  + sum(1 for s in picture["sources"] if s["height"] == h) * 100 for h in heights] + [400])
    width = min(4000, 100 + widest)
    return QSize(width, 40 + 80 * len(heights) + int(_legend_height(picture, width)))


def save(path: Path, picture: Mapping[str, Any], title: str = "") -> None:
    """Write the picture as SVG (``.svg``) or PNG; raises :class:`OSError`."""
    size = size_for(picture)
    if path.suffix.lower() == ".svg":
        from PySide6.QtSvg import QSvgGenerator

        gen = QSvgGenerator()
        gen.setFileName(str(path))
        gen.setSize(size)
        gen.setViewBox(QRectF(0, 0, size.width(), size.height()))
        gen.setTitle(title)
        painter = QPainter(gen)
        draw(painter, QRectF(0, 0, size.width(), size.height()), picture, title)
        painter.end()
        if not path.exists():
            raise OSError(f"the SVG writer could not write {path}")
        return
    image = QImage(size, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    draw(painter, QRectF(0, 0, size.width(), size.height()), picture, title)
    painter.end()
    if not image.save(str(path), "PNG"):  # type: ignore[call-overload]
        raise OSError(f"could not write {path}")


class PictureWidget(QWidget):
    """The picture on screen (the desk's Picture tab)."""

    def __init__(self, picture: Mapping[str, Any] | None = None, title: str = "") -> None:
        super().__init__()
        self.setObjectName("za31Picture")
        self.picture = picture or {"worlds": [], "neutral": [], "sources": []}
        self.title = title
        self.setMinimumSize(400, 200)

    def set_picture(self, picture: Mapping[str, Any], title: str = "") -> None:
        self.picture, self.title = picture, title
        self.update()

    def paintEvent(self, event: Any) -> None:
        painter = QPainter(self)
        draw(painter, QRectF(self.rect()), self.picture, self.title)
        painter.end()
