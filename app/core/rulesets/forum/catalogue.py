"""Forum Mafia's catalogue as data: the 29 roles of M-3, the action kinds of
M-2 with their resolution step (M-6), the 20 cities of M-10.3 and the team
size M(N) of M-10.2. Nothing here resolves anything; :mod:`.resolve` does.
"""

from __future__ import annotations

from dataclasses import dataclass

TEAMS = ("honest", "mafia", "yakuza", "loner")
"""M-1.1: the teams; the sides are the first three and each loner alone."""

ACTIONS: dict[str, tuple[int, str, str]] = {
    # key: (step of M-6, the Russian term of M-2 for visions (M-15.4), English)
    "disperse": (1, "срыв голосования", "vote disruption"),
    "hypocrisy": (1, "лицемерие", "hypocrisy"),
    "steal": (1, "кража голоса", "vote theft"),
    "distract": (2, "отвлекание", "distraction"),
    "poison": (3, "отравление", "poison"),
    "protect": (4, "защита", "protection"),
    "heal": (4, "лечение", "heal"),
    "guard": (4, "охрана", "guard"),
    "freeze": (4, "заморозка", "freeze"),
    "check": (5, "проверка", "check"),
    "shot": (6, "выстрел", "shot"),
    "team_shot": (6, "коллективный выстрел", "team shot"),
    "watch": (7, "слежка", "watch"),
}
"""M-2: every order key, the step it resolves at (M-6) and its names."""

STEP1 = ("disperse", "hypocrisy", "steal")
"""The orders that serve the count (M-6 step 1, M-11.2)."""


@dataclass(frozen=True)
class ForumRole:
    """One row of M-3: ``id``, ``ru``/``en`` names, ``team`` (M-1.1),
    ``actions`` (order keys of M-2), ``both``: may order all of them in one
    turn (the boss, the Yakuza leader: M-4.2), ``immune_to``: the team whose
    shots are not effective on him (M-3.2), ``ninja``: checks show him as a
    citizen (M-2.3), ``novosibirsk_only`` (M-3.3), ``row`` (M-3's order)."""

    row: int
    id: str
    ru: str
    en: str
    team: str
    actions: tuple[str, ...] = ()
    both: bool = False
    immune_to: str | None = None
    novosibirsk_only: bool = False


ROLES: tuple[ForumRole, ...] = (
    ForumRole(1, "citizen", "Честный житель", "Citizen", "honest"),
    ForumRole(2, "commissar", "Комиссар", "Commissar", "honest", ("check",)),
    ForumRole(3, "shooting_commissar", "Стреляющий комиссар", "Shooting commissar", "honest", ("check",)),
    ForumRole(4, "detective", "Детектив", "Detective", "honest", ("check", "shot"), novosibirsk_only=True),
    ForumRole(5, "sheriff", "Шериф", "Sheriff", "honest", ("shot",)),
    ForumRole(6, "reanimator", "Реаниматор", "Reanimator", "honest", ("protect",)),
    ForumRole(7, "doctor", "Доктор", "Doctor", "honest", ("heal",)),
    ForumRole(8, "girl", "Девочка", "Girl", "honest", ("distract",)),
    ForumRole(9, "witness", "Свидетель", "Witness", "honest", ("watch",)),
    ForumRole(10, "soldier", "Солдат", "Soldier", "honest", ("guard",)),
    ForumRole(11, "commander", "Командир спецназа", "Special forces commander", "honest", ("disperse",),
              novosibirsk_only=True),
    ForumRole(12, "schizophrenic", "Шизофреник", "Schizophrenic", "honest", novosibirsk_only=True),
    ForumRole(13, "mafioso", "Мафиози", "Mafioso", "mafia", ("team_shot",)),
    ForumRole(14, "boss", "Босс мафии", "Mafia boss", "mafia", ("freeze", "team_shot"), both=True,
              novosibirsk_only=True),
    ForumRole(15, "authority", "Авторитет", "Authority", "mafia", ("team_shot",), immune_to="yakuza"),
    ForumRole(16, "killer", "Киллер", "Killer", "mafia", ("shot",)),
    ForumRole(17, "lawyer", "Адвокат", "Lawyer", "mafia", ("check",)),
    ForumRole(18, "bruiser", "Амбал", "Bruiser", "mafia", ("guard",)),
    ForumRole(19, "thief", "Вор", "Thief", "mafia", ("distract",)),
    ForumRole(20, "hypocrite", "Лицемер", "Hypocrite", "mafia", ("hypocrisy",), novosibirsk_only=True),
    ForumRole(21, "yakuza", "Якудза", "Yakuza", "yakuza", ("team_shot",)),
    ForumRole(22, "yakuza_leader", "Лидер Якудзы", "Yakuza leader", "yakuza", ("freeze", "team_shot"),
              both=True, novosibirsk_only=True),
    ForumRole(23, "sensei", "Сэнсэй", "Sensei", "yakuza", ("team_shot",), immune_to="mafia"),
    ForumRole(24, "ninja", "Ниндзя", "Ninja", "yakuza", ("team_shot",)),
    ForumRole(25, "informer", "Осведомитель", "Informer", "yakuza", ("check",), novosibirsk_only=True),
    ForumRole(26, "samurai", "Самурай", "Samurai", "yakuza", ("guard",)),
    ForumRole(27, "maniac", "Маньяк", "Maniac", "loner", ("shot",)),
    ForumRole(28, "rebel", "Бунтарь", "Rebel", "loner", ("steal",), novosibirsk_only=True),
    ForumRole(29, "poisoner", "Отравитель", "Poisoner", "loner", ("poison",)),
)
"""M-3: the 29 roles in the catalogue's order. (The table's "cannot be
killed by the Yakuza" is the authority's, "by the Mafia" the sensei's.)"""

BY_ID: dict[str, ForumRole] = {r.id: r for r in ROLES}
GUARDS = ("soldier", "bruiser", "samurai")
"""M-8.2: the guards whose number decides the guard note."""
SIDE_NAMES = {"honest": ("честные жители", "the honest citizens"), "mafia": ("мафия", "the Mafia"),
              "yakuza": ("якудза", "the Yakuza")}
"""M-8.1 line 8: the winning side's words (a loner is named)."""


@dataclass(frozen=True)
class City:
    """One row of M-10.3: the ``honest`` roles besides citizens, the Mafia's
    named roles (``mafia`` None: no Mafia) filled with mafiosi, ``strong``
    (``"always"``, ``"choice"`` or ``"never"``), the Yakuza likewise, the
    ``loners``, the smallest table ``min_n`` with the default options."""

    id: str
    ru: str
    en: str
    honest: tuple[str, ...] = ()
    mafia: tuple[str, ...] | None = None
    strong: str = "never"
    yakuza: tuple[str, ...] | None = None
    loners: tuple[str, ...] = ()
    min_n: int = 6


CITIES: tuple[City, ...] = (
    City("classic", "Классика", "Classic", ("commissar",), (), "choice"),
    City("dallas", "Даллас", "Dallas", ("commissar", "sheriff"), ("lawyer",), min_n=7),
    City("naples", "Неаполь", "Naples", ("commissar", "reanimator"), (), "always"),
    City("palermo", "Палермо", "Palermo", ("commissar",), (), loners=("maniac",)),
    City("tokyo", "Токио", "Tokyo", ("commissar",), None, yakuza=("ninja",), min_n=7),
    City("chicago", "Чикаго", "Chicago", ("commissar",), (), yakuza=()),
    City("moscow", "Москва", "Moscow", ("shooting_commissar", "girl"), (), "always", loners=("maniac",)),
    City("kyiv", "Киев", "Kyiv", ("commissar", "witness"), (), "always"),
    City("rio", "Рио", "Rio", ("commissar", "girl"), ("thief",), min_n=7),
    City("london", "Лондон", "London", ("commissar",), (), loners=("poisoner",)),
    City("rostov", "Ростов", "Rostov", ("soldier",), ("thief",), loners=("maniac", "poisoner"), min_n=7),
    City("detroit", "Детройт", "Detroit", ("reanimator",), ()),
    City("osaka", "Осака", "Osaka", ("commissar", "girl"), None, yakuza=("samurai",), min_n=7),
    City("petersburg", "Петербург", "Petersburg", ("reanimator", "witness"), ("lawyer",),
         loners=("maniac",), min_n=7),
    City("madrid", "Мадрид", "Madrid", ("girl",), ("lawyer",), min_n=7),
    City("boston", "Бостон", "Boston", ("shooting_commissar",), ("lawyer",), yakuza=(), min_n=7),
    City("hongkong", "Гонконг", "Hong Kong", ("commissar", "doctor"), ("authority",), yakuza=("sensei",),
         min_n=7),
    City("milan", "Милан", "Milan", ("commissar", "doctor"), (), loners=("maniac",)),
    City("novosibirsk", "Новосибирск", "Novosibirsk"),
    City("denver", "Денвер", "Denver", ("sheriff", "witness", "girl"), ("thief", "bruiser", "killer", "lawyer"),
         loners=("maniac",), min_n=19),
)
"""M-10.3: the 20 cities in the rules' order."""

CITY_BY_ID: dict[str, City] = {c.id: c for c in CITIES}
FREE_CITY = "novosibirsk"
"""M-10.4: the city whose roles the host enters freely."""


def order_keys(role: str, team_shot_roles: str = "listed") -> tuple[str, ...]:
    """M-2.2, M-3: the order keys ``role`` may give; with ``team_shot_roles:
    any_member`` every Mafia and Yakuza member may order the team shot."""
    spec = BY_ID[role]
    keys = spec.actions
    if team_shot_roles == "any_member" and spec.team in ("mafia", "yakuza") and "team_shot" not in keys:
        keys += ("team_shot",)
    return keys


def team_size(players: int, rounding: str = "half_down") -> int:
    """M-10.2: M(N), about a quarter of ``players``, at least 1:
    ``half_down`` max(1, ⌊(N+1)/4⌋); ``half_up``, ``floor``, ``ceil``."""
    extra = {"half_down": 1, "half_up": 2, "floor": 0, "ceil": 3}[rounding]
    return max(1, (players + extra) // 4)
