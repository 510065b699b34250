"""Mafik Raizen's sides and roles as data (R-1, R-2)."""

from __future__ import annotations

from typing import Mapping

FORMAT = "raizen-turns/1"
"""R-15: the replay format."""
PRESET = "raizen"
RESULTS = ("law", "mafia", "draw", "host")
"""R-13: the results a game ends with."""
MIN_SEATS, MAX_SEATS = 4, 21
"""R-1.1: the widest ``players`` range a club may set (three Mafia and one
Law at least; each of R-2's 21 public roles at most once)."""

MAFIA_ROLES: Mapping[str, str] = {"boss": "information", "killer": "attack", "advisor": "support"}
"""R-1.1: the Mafia's secret roles → their colour."""
SECRET_ROLES = ("boss", "killer", "advisor", "law")
SECRET_RU: Mapping[str, str] = {"boss": "Босс", "killer": "Киллер", "advisor": "Советник", "law": "мирный житель"}
"""R-12.3's role words."""
SECRET_EN: Mapping[str, str] = {"boss": "Boss", "killer": "Killer", "advisor": "Advisor", "law": "Law"}
KILL_WEIGHT: Mapping[str, int] = {"killer": 4, "boss": 3, "advisor": 2}
"""R-6.1: kill vote weights in halves (Killer 2, Boss 1.5, Advisor 1)."""

PUBLIC_ROLES: Mapping[str, tuple[str, str]] = {
    "alien": ("Пришелец", "Alien"),
    "jester": ("Шут", "Jester"),
    "businessman": ("Бизнесмен", "Businessman"),
    "lazy": ("Лентяй", "Lazy"),
    "strongman": ("Здоровяк", "Strongman"),
    "politician": ("Политик", "Politician"),
    "paranoid": ("Параноик", "Paranoid"),
    "avenger": ("Мститель", "Avenger"),
    "psychic": ("Экстрасенс", "Psychic"),
    "masochist": ("Мазохист", "Masochist"),
    "magician": ("Фокусник", "Magician"),
    "banker": ("Банкир", "Banker"),
    "croupier": ("Крупье", "Croupier"),
    "sociopath": ("Социопат", "Sociopath"),
    "monk": ("Монах", "Monk"),
    "child": ("Ребенок", "Child"),
    "student": ("Студент", "Student"),
    "lucky": ("Везунчик", "Lucky"),
    "journalist": ("Журналист", "Journalist"),
    "swindler": ("Мошенник", "Swindler"),
    "hero": ("Герой", "Hero"),
}
"""R-2: the 21 public roles (id → Russian, English), in R-2's order."""

OPENING_HAND: Mapping[str, int] = {"alien": 7, "child": 5}
"""R-1.3 (5), R-2: opening hand sizes other than 6."""
HAND = 6


def side(secret: str) -> str:
    """R-1.1: ``mafia`` or ``law``."""
    return "mafia" if secret in MAFIA_ROLES else "law"


def deck_sizes(secret: str) -> tuple[int, int]:
    """R-3.3: (deck, rejected) sizes for the secret role."""
    return (15, 24) if secret in MAFIA_ROLES else (12, 18)
