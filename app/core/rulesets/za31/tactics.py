"""ЗА 31's tactics (Z-5.2) and the tactics table (Z-5.4, Z-5.5)."""

from __future__ import annotations

import random
from typing import Any, Mapping, Sequence

UNITS = ("infantry", "archers", "cavalry")
MAGIC = ("elemental", "sorcery", "wizardry")
HEROES = ("warrior", "scout", "commander", "wizard")
RU: Mapping[str, str] = {
    "infantry": "Пехота", "archers": "Лучники", "cavalry": "Кавалерия",
    "elemental": "Стихийная", "sorcery": "Колдовство", "wizardry": "Волшебство",
    "warrior": "Воин", "scout": "Разведчик", "commander": "Командир", "wizard": "Волшебник",
}
"""Z-5.2: each word's Russian name (the log's, Z-11.2)."""
SYNONYMS: Mapping[str, str] = {"воитель": "warrior", "следопыт": "scout", "полководец": "commander",
                               "маг": "wizard"}
"""Z-5.2: the source's bracketed synonyms."""

Tactic = tuple[str, str, str]
"""(unit, magic, hero) ids."""

UNIT_TABLE = {("infantry", "archers"): -2, ("archers", "cavalry"): -2, ("cavalry", "infantry"): -2}
MAGIC_TABLE = {("elemental", "sorcery"): -2, ("sorcery", "wizardry"): -2, ("wizardry", "elemental"): -2}
HERO_TABLE = {("warrior", "scout"): -2, ("scout", "commander"): -2, ("commander", "warrior"): -2,
              ("commander", "wizard"): -2, ("wizard", "warrior"): -2, ("wizard", "scout"): -2}
"""Z-5.4: side X's row against its opponent Y's column (absent: 0)."""
PENALTIES = ("unit", "magic", "hero", "commander", "wizard")


def _word(value: Any, allowed: Sequence[str]) -> str | None:
    if not isinstance(value, str):
        return None
    key = value.strip().casefold()
    for word in allowed:
        if key in (word, RU[word].casefold()) or SYNONYMS.get(key) == word:
            return word
    return None


def parse_tactic(value: Any) -> Tactic | None:
    """Z-5.2: a list of exactly three words, unit, magic and hero, each its
    id, Russian name or synonym in any case; None if it is not one."""
    if not isinstance(value, list) or len(value) != 3:
        return None
    unit, magic, hero = _word(value[0], UNITS), _word(value[1], MAGIC), _word(value[2], HEROES)
    if unit is None or magic is None or hero is None:
        return None
    return unit, magic, hero


def draw_tactic(rng: random.Random) -> Tactic:
    """Z-12.1: unit pick(3), magic pick(3), hero pick(4)."""
    unit = UNITS[int(rng.random() * 3)]
    magic = MAGIC[int(rng.random() * 3)]
    hero = HEROES[int(rng.random() * 4)]
    return unit, magic, hero


def words(t: Tactic) -> str:
    """``{U}, {M}, {H}`` in Russian (Z-11.2)."""
    return ", ".join(RU[w] for w in t)


def against(x: Tactic, y: Tactic, hero_guess: str = "counter") -> dict[str, int]:
    """Z-5.4: X's penalties against one opponent Y."""
    unit = UNIT_TABLE.get((x[0], y[0]), 0)
    magic = MAGIC_TABLE.get((x[1], y[1]), 0)
    hero = HERO_TABLE.get((x[2], y[2]), 0)
    if hero_guess == "counter":
        guessed_unit, guessed_magic = unit == -2, magic == -2
    else:
        guessed_unit, guessed_magic = x[0] == y[0], x[1] == y[1]
    return {"unit": unit, "magic": magic, "hero": hero,
            "commander": -2 if y[2] == "commander" and guessed_unit else 0,
            "wizard": -2 if y[2] == "wizard" and guessed_magic else 0}


def penalty(x: Tactic, opponents: Sequence[Tactic], hero_guess: str = "counter",
            multi: str = "sum") -> dict[str, int]:
    """Z-5.4, Z-5.5: X's penalties against every opponent (``multi_tactics``:
    ``sum``, ``worst`` = the single opponent giving the lowest total, the
    first on equal, ``any`` = each penalty once if any opponent gives it)."""
    each = [against(x, y, hero_guess) for y in opponents]
    if not each:
        return {k: 0 for k in PENALTIES}
    if multi == "worst":
        return min(each, key=lambda p: sum(p.values()))
    if multi == "any":
        return {k: -2 if any(p[k] for p in each) else 0 for k in PENALTIES}
    return {k: sum(p[k] for p in each) for k in PENALTIES}
