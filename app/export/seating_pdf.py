"""A tournament's seating on paper (issue #41): A4, one sheet a round (each
table with its ten seats, a player's name beside his number) and one sheet
a player (his table and seat in every round, or that he sits it out). Qt's
PDF writer, as the evening's report."""

from __future__ import annotations

from pathlib import Path
from typing import Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPen

from .pdf import _Pages, a4_writer

WORDS = {
    "en": {"title": "Seating", "round": "Round {n}", "table": "Table {n}", "player": "{name} (No. {n})", "number": "Player No. {n}", "no": "No. {n}",
           "row": "Round {r}: table {t}, seat {s}", "out": "Round {r}: sits out"},
    "ru": {"title": "Рассадка", "round": "Тур {n}", "table": "Стол {n}", "player": "{name} (№ {n})", "number": "Игрок № {n}", "no": "№ {n}",
           "row": "Тур {r}: стол {t}, место {s}", "out": "Тур {r}: пропускает"},
}
"""The sheets' words, in the tournament's language (the command line writes the same file)."""


def write_seating_pdf(path: Path, plan: Sequence[Sequence[Sequence[int]]], players: int,
                      names: Sequence[str] = (), language: str = "ru", title: str = "") -> None:
    """Write the seating ``plan`` (rounds → tables → players in seat order,
    numbered from 1) to ``path``: a sheet a round, then a sheet a player
    (``players`` of them; ``names[i]`` is player i+1's name, if known).
    Raises OSError when the file cannot be written."""
    words = WORDS.get(language, WORDS["en"])
    heading = title or words["title"]
    writer = a4_writer(path, 12, heading)
    pages = _Pages(writer)
    if not pages.p.isActive():
        raise OSError(f"cannot write {path}")
    columns = 2
    gap = pages.width * 0.04
    col_w = (pages.width - gap * (columns - 1)) / columns
    first = True
    for r, round_ in enumerate(plan, 1):
        if not first:
            writer.newPage()
            pages.y = 0.0
            pages._paper()
        first = False
        pages.text(f"{heading} · {words['round'].format(n=r)}", 16, True)
        pages.y += pages.line * 0.5
        top = pages.y
        block = pages.line * 1.15 * (len(round_[0]) + 2) if round_ else 0
        for t, table in enumerate(round_):
            col = t % columns
            row = t // columns
            x = col * (col_w + gap)
            y = top + row * block
            if y + block > pages.height:       # more tables than a sheet holds: the next sheet
                writer.newPage()
                pages._paper()
                top, y = 0.0, 0.0
            pages.font(12, True)
            pages.p.setPen(QPen(QColor("black")))
            pages.p.drawText(QRectF(x, y, col_w, pages.line * 1.3), Qt.AlignmentFlag.AlignLeft, words["table"].format(n=t + 1))
            for s, p in enumerate(table, 1):
                line_y = y + pages.line * 1.3 + (s - 1) * pages.line * 1.15
                h = pages.line * 1.15
                if s % 2 == 0:
                    pages.p.fillRect(QRectF(x, line_y, col_w, h), QColor("#eeeeee"))
                seat_w, number_w = col_w * 0.09, col_w * 0.16
                middle = Qt.AlignmentFlag.AlignVCenter
                pages.font(10.5, True)
                pages.p.setPen(QPen(QColor("black")))
                pages.p.drawText(QRectF(x + 4, line_y, seat_w, h), middle | Qt.AlignmentFlag.AlignRight, str(s))
                pages.font(10.5)
                name = names[p - 1] if 0 < p <= len(names) else ""
                room = int(col_w - seat_w - number_w - 16)
                shown = QFontMetrics(pages.p.font()).elidedText(name, Qt.TextElideMode.ElideRight, room) if name else ""
                pages.p.drawText(QRectF(x + seat_w + 12, line_y, room, h), middle | Qt.AlignmentFlag.AlignLeft, shown)
                pages.p.setPen(QPen(QColor("#555555")))
                pages.p.drawText(QRectF(x + col_w - number_w - 4, line_y, number_w, h),
                                 middle | Qt.AlignmentFlag.AlignRight, words["no"].format(n=p))
    where: dict[int, dict[int, tuple[int, int]]] = {}
    for r, round_ in enumerate(plan, 1):
        for t, table in enumerate(round_, 1):
            for s, p in enumerate(table, 1):
                where.setdefault(p, {})[r] = (t, s)
    for number in range(1, players + 1):
        writer.newPage()
        pages.y = 0.0
        pages._paper()
        name = names[number - 1] if number <= len(names) else ""
        pages.text(words["player"].format(name=name, n=number) if name else words["number"].format(n=number), 18, True)
        pages.y += pages.line * 0.5
        for r in range(1, len(plan) + 1):
            seat = where.get(number, {}).get(r)
            pages.text(words["row"].format(r=r, t=seat[0], s=seat[1]) if seat else words["out"].format(r=r), 13)
    pages.end()
