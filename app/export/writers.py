"""Writers: CSV (UTF-8 with BOM, opens with Cyrillic intact in spreadsheets),
XLSX (openpyxl: a sheet per table), the protocols archive (zip of game
scripts). The PDF report is in :mod:`app.export.pdf` (Qt)."""

from __future__ import annotations

import csv
import unicodedata
import zipfile
from pathlib import Path
from typing import Iterable, Sequence

from ..core.script import dumps_json
from .tables import Table


FORMULA_START = ("=", "+", "-", "@", "\t", "\r", "\n")


def safe_cell(value):
    """A text that a spreadsheet could run as a formula gets a leading
    apostrophe (OWASP, CSV injection): one that starts with = + - @, a tab,
    CR or LF, also after leading spaces or line breaks, and also in their
    full-width or other compatibility forms (＝, ＋: NFKC). Numbers and other
    texts stay as they are."""
    if not isinstance(value, str):
        return value
    first = unicodedata.normalize("NFKC", value.lstrip(" \u00a0\u3000\n\r\t\v\f")[:1])
    if value.startswith(FORMULA_START) or first.startswith(FORMULA_START):
        return "'" + value
    return value


def write_csv(path: Path, table: Table, notes: Sequence[str] = ()) -> None:
    """One table as CSV: header row first, UTF-8 with BOM (Excel reads it as
    UTF-8); texts that look like formulas are defused (:func:`safe_cell`).
    ``notes`` (the games ``db check`` marked, issue #37) follow the rows
    after an empty row, one cell each."""
    tmp = path.with_suffix(path.suffix + ".tmp")
    with tmp.open("w", encoding="utf-8-sig", newline="") as fh:
        writer = csv.writer(fh)
        writer.writerow([safe_cell(v) for v in table.header])
        writer.writerows([safe_cell(v) for v in row] for row in table.rows)
        if notes:
            writer.writerow([])
            writer.writerows([safe_cell(n)] for n in notes)
    tmp.replace(path)


def _sheet_name(title: str, used: set[str]) -> str:
    base = "".join(ch for ch in title if ch not in '[]:*?/\\')[:31] or "Sheet"
    name, n = base, 2
    while name in used:
        suffix = f" ({n})"
        name = base[: 31 - len(suffix)] + suffix
        n += 1
    used.add(name)
    return name


def write_xlsx(path: Path, tables: Sequence[Table]) -> None:
    """Each table on its own sheet (title as sheet name), header in bold."""
    from openpyxl import Workbook
    from openpyxl.styles import Font

    wb = Workbook()
    wb.remove(wb.active)
    used: set[str] = set()
    for table in tables:
        ws = wb.create_sheet(_sheet_name(table.title, used))
        for r, row in enumerate([table.header, *table.rows], 1):
            for c, value in enumerate(row, 1):
                cell = ws.cell(r, c)
                cell.value = value
                if isinstance(value, str):
                    cell.data_type = "s"   # a typed string: never a formula
        for cell in ws[1]:
            cell.font = Font(bold=True)
        for i, head in enumerate(table.header, 1):
            width = max([len(str(head))] + [len(str(r[i - 1])) for r in table.rows]) + 2
            ws.column_dimensions[ws.cell(1, i).column_letter].width = min(40, width)
    tmp = path.with_suffix(path.suffix + ".tmp")
    wb.save(tmp)
    tmp.replace(path)


def write_protocols(path: Path, scripts: Iterable[tuple[str, dict]]) -> None:
    """The games' scripts (``mafia-game/1``) in one zip archive: (file name, script)."""
    tmp = path.with_suffix(path.suffix + ".tmp")
    with zipfile.ZipFile(tmp, "w", compression=zipfile.ZIP_DEFLATED) as zf:
        for name, script in scripts:
            zf.writestr(name, dumps_json(script, ensure_ascii=False, indent=1))
    tmp.replace(path)
