"""A generator of hostile club files (issue #37): Mafik Raizen catalogues
(``raizen-cards/1``) and ЗА 31 worlds (``za31-world/1``, TOML or JSON, by
path or inline), each written into a folder beside the game file that names
it. Nothing is checked in: every file is made when a test or the bench asks.

Each case is ``(name, make, why)``: ``make(folder)`` writes what it needs
into ``folder`` and returns the game script (a dict) to replay or import
there; ``why`` is words the refusal's line must hold.
"""

from __future__ import annotations

import copy
import json
import os
from pathlib import Path
from typing import Any, Callable

from tests import raizen_helpers as R
from tests import za31_helpers as Z

Case = tuple[str, Callable[[Path], dict[str, Any]], str]

CARD = '  {{id = "{id}", name = "{name}", colour = "attack"{more}}},\n'


def builtin_catalogue() -> str:
    """The built-in illustrative catalogue's TOML (R-4's block)."""
    import re

    return re.findall(r"```toml\n(.*?)```", R.SPEC.read_text(encoding="utf-8"), re.S)[0]


def _raizen(folder: Path, text: str | bytes | None = None, ref: str = "cards.toml") -> dict[str, Any]:
    if text is not None:
        (folder / ref).write_bytes(text.encode("utf-8") if isinstance(text, str) else text)
    return R.game_file([], catalogue=ref)


def _with_card(card: str) -> str:
    """The built-in catalogue with ``card`` (an inline table's line) first in its list."""
    return builtin_catalogue().replace("cards = [\n", "cards = [\n" + card, 1)


def _with_key(line: str) -> str:
    """The built-in catalogue with a top-level ``line`` before its cards."""
    return builtin_catalogue().replace("cards = [\n", line + "cards = [\n", 1)


def _za31(folder: Path, world: Any, ref: str | None = None) -> dict[str, Any]:
    data = Z.game()
    if ref is None:
        data["world"] = world
    else:
        (folder / ref).write_bytes(world.encode("utf-8") if isinstance(world, str) else world)
        data["world"] = ref
    return data


def _world_toml(shards: str) -> str:
    return 'format = "za31-world/1"\n' + shards


def _fifo(folder: Path, name: str) -> str:
    os.mkfifo(folder / name)
    return name


def _nested_toml(key: str, depth: int) -> str:
    return f"{key} = " + "[" * depth + "]" * depth + "\n"


def cases() -> list[Case]:
    """Every hostile file: what the probe of issue #37 tried, and more."""
    big = "1" + "0" * 5000
    many_cards = "".join(CARD.format(id=f"c{i}", name=f"Карта {i}", more="") for i in range(1500))
    many_shards = "".join(f'[[shards]]\nid = "s{i}"\nsize = 1\n' for i in range(1500))
    out: list[Case] = [
        # Mafik Raizen's catalogue, by path
        ("raizen: an integer of 5,000 digits", lambda f: _raizen(f, _with_card(
            CARD.format(id="big", name="Большая", more=f", cost = {big}"))), "out of range"),
        ("raizen: an integer of 30 digits", lambda f: _raizen(f, _with_card(
            CARD.format(id="big", name="Большая", more=", cost = 123456789012345678901234567890"))),
         "out of range"),
        ("raizen: 1,000 nested arrays", lambda f: _raizen(f, _with_key(_nested_toml("deep", 1000))), "nested"),
        ("raizen: 1,000 nested tables", lambda f: _raizen(
            f, _with_key("deep = " + "{a = " * 1000 + "1" + "}" * 1000 + "\n")), "nested"),
        ("raizen: 20 nested arrays", lambda f: _raizen(f, _with_key(_nested_toml("deep", 20))), "nested"),
        ("raizen: /dev/zero", lambda f: _raizen(f, None, "/dev/zero"), "not a regular file"),
        ("raizen: a FIFO", lambda f: _raizen(f, None, _fifo(f, "cards.toml")), "not a regular file"),
        ("raizen: a folder", lambda f: (f / "cards").mkdir() or _raizen(f, None, "cards"), "a folder"),
        ("raizen: a missing file", lambda f: _raizen(f, None, "none.toml"), "No such file"),
        ("raizen: a NUL in the path", lambda f: _raizen(f, None, "cards\x00.toml"), "NUL"),
        ("raizen: a NUL in a card's name", lambda f: _raizen(f, _with_card(
            CARD.format(id="nul", name="Кар\\u0000та", more=""))), "NUL"),
        ("raizen: a 101-character card name", lambda f: _raizen(f, _with_card(
            CARD.format(id="long", name="Ж" * 101, more=""))), "more than 100 characters"),
        ("raizen: a 1,001-character card text", lambda f: _raizen(f, _with_card(
            CARD.format(id="long", name="Ж", more=', text = "' + "т" * 1001 + '"'))), "more than 1000 characters"),
        ("raizen: a 10 MB card name", lambda f: _raizen(f, _with_card(
            CARD.format(id="huge", name="Ж" * 5_000_000, more=""))), "larger than 1 MB"),
        ("raizen: 1,500 cards", lambda f: _raizen(f, _with_card(many_cards)), "more than 1000 entries"),
        ("raizen: not UTF-8", lambda f: _raizen(f, b"\xff\xfe" + builtin_catalogue().encode("utf-16-le")),
         "not UTF-8"),
        ("raizen: a 2 MB file of comments", lambda f: _raizen(f, builtin_catalogue() + "#" * 2_100_000),
         "larger than 1 MB"),
        # ЗА 31's world, by path (TOML, JSON) and inline (Z-2, Z-13)
        ("za31: an integer of 5,000 digits (TOML)", lambda f: _za31(
            f, _world_toml(f'[[shards]]\nid = "x"\nsize = {big}\n'), "world.toml"), "out of range"),
        ("za31: an integer of 5,000 digits (JSON)", lambda f: _za31(
            f, '{"format": "za31-world/1", "shards": [{"id": "x", "size": ' + big + "}]}", "world.json"),
         "out of range"),
        ("za31: an integer of 30 digits (TOML)", lambda f: _za31(
            f, _world_toml('[[shards]]\nid = "x"\nsize = 123456789012345678901234567890\n'), "world.toml"),
         "out of range"),
        ("za31: 1,000 nested arrays (TOML)", lambda f: _za31(
            f, _world_toml(_nested_toml("deep", 1000)), "world.toml"), "nested"),
        ("za31: 1,000 nested arrays (JSON)", lambda f: _za31(
            f, '{"format": "za31-world/1", "deep": ' + "[" * 1000 + "]" * 1000 + "}", "world.json"), "nested"),
        ("za31: 1,000 nested tables (TOML)", lambda f: _za31(
            f, _world_toml("deep = " + "{a = " * 1000 + "1" + "}" * 1000 + "\n"), "world.toml"), "nested"),
        ("za31: 20 nested arrays inline", lambda f: _za31(
            f, {"format": "za31-world/1", "deep": json.loads("[" * 20 + "]" * 20)}), "nested"),
        ("za31: /dev/zero", lambda f: _za31(f, None, None) | {"world": "/dev/zero"}, "not a regular file"),
        ("za31: a FIFO", lambda f: _za31(f, None, None) | {"world": _fifo(f, "world.toml")}, "not a regular file"),
        ("za31: a NUL in the path", lambda f: _za31(f, None, None) | {"world": "world\x00.toml"}, "NUL"),
        ("za31: a NUL in a shard's name", lambda f: _za31(
            f, {"format": "za31-world/1", "shards": [{"id": "x", "name": "Ос\x00колок", "size": 2}]}), "NUL"),
        ("za31: a 101-character shard name", lambda f: _za31(
            f, {"format": "za31-world/1", "shards": [{"id": "x", "name": "Ж" * 101, "size": 2}]}),
         "more than 100 characters"),
        ("za31: a 5 MB shard name (inline)", lambda f: _za31(
            f, {"format": "za31-world/1", "shards": [{"id": "x", "name": "Ж" * 5_000_000, "size": 2}]}),
         "larger than 8 MB"),
        ("za31: a 5 MB shard name (TOML)", lambda f: _za31(
            f, _world_toml(f'[[shards]]\nid = "x"\nname = "{"Ж" * 2_500_000}"\nsize = 2\n'), "world.toml"),
         "larger than 1 MB"),
        ("za31: 1,500 shards (TOML)", lambda f: _za31(f, _world_toml(many_shards), "world.toml"),
         "more than 1000 entries"),
        ("za31: 10^6 shards inline", lambda f: _za31(
            f, {"format": "za31-world/1", "shards": [{"id": f"s{i}", "size": 1} for i in range(10**6)]}),
         "larger than 8 MB"),
        ("za31: 10^5 shards inline", lambda f: _za31(
            f, {"format": "za31-world/1", "shards": [{"id": f"s{i}", "size": 1} for i in range(10**5)]}),
         "more than 1000 entries"),
        ("za31: 10^6 events inline", lambda f: _za31(
            f, {"format": "za31-world/1", "events": [{"id": f"e{i}", "name": "E"} for i in range(10**6)]}),
         "larger than 8 MB"),
        ("za31: a 1,001-character note", lambda f: _za31(
            f, {"format": "za31-world/1", "shards": [{"id": "x", "size": 2, "note": "н" * 1001}]}),
         "more than 1000 characters"),
    ]
    return out


def write_case(folder: Path, make: Callable[[Path], dict[str, Any]]) -> Path:
    """Write the case's files and its game script (``game.json``) into
    ``folder``; the script's path."""
    data = make(folder)
    path = folder / "game.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


def copy_of(data: dict[str, Any]) -> dict[str, Any]:
    return copy.deepcopy(data)
