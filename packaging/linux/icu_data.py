"""ICU's data for the Linux bundle, cut to the two UI languages (issue #26).

PySide6's wheel links Qt to its own ICU, whose ``libicudata.so.NN`` holds
every locale, collation, converter, transliterator and dictionary of ICU:
30 MB, of which the app uses the root data and English and Russian. This
reads the library's common data (the ``icudtNN_dat`` symbol), keeps

- every item that is not a locale's (properties, normalisation, time
  zones, plural rules, supplemental data, the break rules…), but no
  legacy code-page converter (``*.cnv``: the app reads and writes UTF-8),
  no transliterator and no CJK or South-East Asian break dictionary;
- in each tree (the root, ``lang``, ``region``, ``curr``, ``unit``,
  ``zone``, ``coll``, ``rbnf``), the root locale, ``en*`` and ``ru*``, the
  pool and the index;

and links the result into a library of the same name and symbol with
binutils' ``as`` and ``ld`` (which the build's ``strip`` needs too). ICU falls back to the root locale for any other, so a
name sorts and a date prints as it would in the root locale.

    python packaging/linux/icu_data.py LIBICUDATA OUT_DIR   → OUT_DIR/libicudata.so.NN

The spec calls :func:`small_icu`; when it fails (no binutils) the bundle
keeps the whole library and the build says so.
"""

from __future__ import annotations

import re
import struct
import subprocess
import sys
import tempfile
from pathlib import Path

KEEP_LOCALES = ("root", "en", "ru")
LOCALE = re.compile(r"^[a-z]{2,3}(_[A-Za-z0-9]*)*$")   # also "de_" and "de__PHONEBOOK"
DROP_TREES = ("translit/",)
DROP_SUFFIXES = (".cnv", ".dict")


def _symbol(lib: bytes) -> tuple[str, int, int]:
    """The common data's symbol name, file offset and size in an ELF64 library (its .rodata)."""
    shoff, = struct.unpack_from("<Q", lib, 0x28)
    shentsize, shnum = struct.unpack_from("<HH", lib, 0x3A)
    sections = [struct.unpack_from("<IIQQQQIIQQ", lib, shoff + i * shentsize) for i in range(shnum)]

    def name(off: int, table: tuple) -> str:
        start = table[4] + off
        return lib[start:lib.index(b"\0", start)].decode()

    for sec in sections:
        if sec[1] not in (2, 11):        # SHT_SYMTAB, SHT_DYNSYM
            continue
        names = sections[sec[6]]
        for i in range(sec[5] // 24):
            st_name, _, _, shndx, value, size = struct.unpack_from("<IBBHQQ", lib, sec[4] + i * 24)
            symbol = name(st_name, names)
            if re.fullmatch(r"icudt\d+_dat", symbol):
                target = sections[shndx]
                return symbol, target[4] + (value - target[3]), size
    raise ValueError("no icudtNN_dat symbol")


def _items(data: bytes) -> tuple[bytes, list[tuple[str, bytes]]]:
    """ICU common data → its header and ``[(name, bytes)]`` in table order."""
    header_size, = struct.unpack_from("<H", data, 0)
    count, = struct.unpack_from("<I", data, header_size)
    toc = [struct.unpack_from("<II", data, header_size + 4 + 8 * i) for i in range(count)]
    out = []
    for i, (name_off, data_off) in enumerate(toc):
        start = header_size + name_off
        name = data[start:data.index(b"\0", start)].decode("ascii")
        end = header_size + (toc[i + 1][1] if i + 1 < count else len(data) - header_size)
        out.append((name, data[header_size + data_off:end]))
    return data[:header_size], out


def wanted(name: str) -> bool:
    """Whether the bundle keeps the item ``name`` (``icudt73l/coll/ru.res``)."""
    path = name.split("/", 1)[1]
    if path.startswith(DROP_TREES) or path.endswith(DROP_SUFFIXES):
        return False
    stem = path.rsplit("/", 1)[-1].rsplit(".", 1)[0]
    if not path.endswith(".res") or not LOCALE.match(stem) or stem in ("pool",):
        return True
    return stem.split("_")[0] in KEEP_LOCALES


def _common(header: bytes, items: list[tuple[str, bytes]]) -> bytes:
    """ICU common data from its header and items (names sorted, data 16-byte aligned)."""
    items = sorted(items)
    names = b"".join(n.encode("ascii") + b"\0" for n, _ in items)
    toc_size = 4 + 8 * len(items)
    name_offsets, pos = [], toc_size
    for n, _ in items:
        name_offsets.append(pos)
        pos += len(n) + 1
    first = (pos + 15) // 16 * 16
    # offsets are from the end of the header, which is itself 16-byte aligned
    blob, data_offsets = bytearray(), []
    for _, d in items:
        data_offsets.append(first + len(blob))
        blob += d + b"\0" * (-len(d) % 16)
    toc = struct.pack("<I", len(items)) + b"".join(struct.pack("<II", a, b) for a, b in zip(name_offsets, data_offsets))
    return header + toc + names + b"\0" * (first - pos) + bytes(blob)


def small_icu(library: Path, out_dir: Path) -> Path:
    """Write the cut library to ``out_dir`` (same file name); returns its path.
    Raises OSError, ValueError or CalledProcessError when it cannot (no
    binutils, an unknown layout)."""
    lib = library.read_bytes()
    symbol, offset, size = _symbol(lib)
    header, items = _items(lib[offset:offset + size])
    kept = [(n, d) for n, d in items if wanted(n)]
    if not any(n.endswith("/root.res") for n, _ in kept):
        raise ValueError("the ICU data has no root locale")
    out_dir.mkdir(parents=True, exist_ok=True)
    dat = out_dir / f"{symbol[:-4]}l.dat"
    dat.write_bytes(_common(header, kept))
    with tempfile.TemporaryDirectory() as tmp:
        asm, obj = Path(tmp) / "icudata.s", Path(tmp) / "icudata.o"
        asm.write_text(f""".section .rodata
.globl {symbol}
.type {symbol}, @object
.balign 16
{symbol}:
.incbin "{dat}"
.size {symbol}, . - {symbol}
.section .note.GNU-stack,"",@progbits
""")
        target = out_dir / library.name
        subprocess.run(["as", "-o", str(obj), str(asm)], check=True, capture_output=True)
        subprocess.run(["ld", "-shared", "-soname", library.name, "-o", str(target), str(obj)],
                       check=True, capture_output=True)
    dat.unlink()
    return target


if __name__ == "__main__":
    built = small_icu(Path(sys.argv[1]), Path(sys.argv[2]))
    print(f"{built}: {built.stat().st_size / 2**20:.1f} MiB (was {Path(sys.argv[1]).stat().st_size / 2**20:.1f})")
