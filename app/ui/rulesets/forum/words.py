"""Forum Mafia's words in the host's language: its roles (M-3), order keys
(M-2) and cities (M-10.3). Each returns the id itself for one it does not know."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def role_name(role: str) -> str:
    """A forum role's name (M-3) in the host's language."""
    return {
        "citizen": QCoreApplication.translate("Forum", "Citizen"),
        "commissar": QCoreApplication.translate("Forum", "Commissar"),
        "shooting_commissar": QCoreApplication.translate("Forum", "Shooting commissar"),
        "detective": QCoreApplication.translate("Forum", "Detective"),
        "sheriff": QCoreApplication.translate("Forum", "Sheriff"),
        "reanimator": QCoreApplication.translate("Forum", "Reanimator"),
        "doctor": QCoreApplication.translate("Forum", "Doctor"),
        "girl": QCoreApplication.translate("Forum", "Girl"),
        "witness": QCoreApplication.translate("Forum", "Witness"),
        "soldier": QCoreApplication.translate("Forum", "Soldier"),
        "commander": QCoreApplication.translate("Forum", "Special forces commander"),
        "schizophrenic": QCoreApplication.translate("Forum", "Schizophrenic"),
        "mafioso": QCoreApplication.translate("Forum", "Mafioso"),
        "boss": QCoreApplication.translate("Forum", "Mafia boss"),
        "authority": QCoreApplication.translate("Forum", "Authority"),
        "killer": QCoreApplication.translate("Forum", "Killer"),
        "lawyer": QCoreApplication.translate("Forum", "Lawyer"),
        "bruiser": QCoreApplication.translate("Forum", "Bruiser"),
        "thief": QCoreApplication.translate("Forum", "Thief"),
        "hypocrite": QCoreApplication.translate("Forum", "Hypocrite"),
        "yakuza": QCoreApplication.translate("Forum", "Yakuza"),
        "yakuza_leader": QCoreApplication.translate("Forum", "Yakuza leader"),
        "sensei": QCoreApplication.translate("Forum", "Sensei"),
        "ninja": QCoreApplication.translate("Forum", "Ninja"),
        "informer": QCoreApplication.translate("Forum", "Informer"),
        "samurai": QCoreApplication.translate("Forum", "Samurai"),
        "maniac": QCoreApplication.translate("Forum", "Maniac"),
        "rebel": QCoreApplication.translate("Forum", "Rebel"),
        "poisoner": QCoreApplication.translate("Forum", "Poisoner"),
    }.get(role, role)


def action_name(key: str) -> str:
    """An order key's name (M-2) in the host's language."""
    return {
        "disperse": QCoreApplication.translate("Forum", "Vote disruption"),
        "hypocrisy": QCoreApplication.translate("Forum", "Hypocrisy"),
        "steal": QCoreApplication.translate("Forum", "Vote theft"),
        "distract": QCoreApplication.translate("Forum", "Distraction"),
        "poison": QCoreApplication.translate("Forum", "Poison"),
        "protect": QCoreApplication.translate("Forum", "Protection"),
        "heal": QCoreApplication.translate("Forum", "Heal"),
        "guard": QCoreApplication.translate("Forum", "Guard"),
        "freeze": QCoreApplication.translate("Forum", "Freeze"),
        "check": QCoreApplication.translate("Forum", "Check"),
        "shot": QCoreApplication.translate("Forum", "Shot"),
        "team_shot": QCoreApplication.translate("Forum", "Team shot"),
        "watch": QCoreApplication.translate("Forum", "Watch"),
    }.get(key, key)


def city_name(city: str) -> str:
    """A city's name (M-10.3) in the host's language."""
    return {
        "classic": QCoreApplication.translate("Forum", "Classic"),
        "dallas": QCoreApplication.translate("Forum", "Dallas"),
        "naples": QCoreApplication.translate("Forum", "Naples"),
        "palermo": QCoreApplication.translate("Forum", "Palermo"),
        "tokyo": QCoreApplication.translate("Forum", "Tokyo"),
        "chicago": QCoreApplication.translate("Forum", "Chicago"),
        "moscow": QCoreApplication.translate("Forum", "Moscow"),
        "kyiv": QCoreApplication.translate("Forum", "Kyiv"),
        "rio": QCoreApplication.translate("Forum", "Rio"),
        "london": QCoreApplication.translate("Forum", "London"),
        "rostov": QCoreApplication.translate("Forum", "Rostov"),
        "detroit": QCoreApplication.translate("Forum", "Detroit"),
        "osaka": QCoreApplication.translate("Forum", "Osaka"),
        "petersburg": QCoreApplication.translate("Forum", "Petersburg"),
        "madrid": QCoreApplication.translate("Forum", "Madrid"),
        "boston": QCoreApplication.translate("Forum", "Boston"),
        "hongkong": QCoreApplication.translate("Forum", "Hong Kong"),
        "milan": QCoreApplication.translate("Forum", "Milan"),
        "novosibirsk": QCoreApplication.translate("Forum", "Novosibirsk"),
        "denver": QCoreApplication.translate("Forum", "Denver"),
    }.get(city, city)
