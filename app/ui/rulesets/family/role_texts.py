"""The family's role paragraphs for a player's phone in the host's language:
each code of the core's ``ROLE_SENTENCES`` (:mod:`app.core.rulesets.family`,
C-1/C-7 and S-1/S-9), the Russian in the .ts file (issue #38, item 5)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def role_template(code: str) -> str | None:
    """One of the core's role-paragraph codes in the host's language, or None: not one of its codes."""
    return {
        "club.civilian": QCoreApplication.translate("FamilyRoleTexts", "The red team. Sleeps at night; by day finds the Mafia in the talk and votes them out (C-1, C-6)."),
        "club.sheriff": QCoreApplication.translate("FamilyRoleTexts", "The red team. Each night checks one living player (not himself): the host shows red or black. Mafia and Don are black; the Maniac shows red while any Mafia is alive (C-7.5)."),
        "club.doctor": QCoreApplication.translate("FamilyRoleTexts", "The red team. Each night heals one living player, who cannot be killed that night; himself at most once a game, never the same player two nights running (C-7.3, C-8)."),
        "club.beauty": QCoreApplication.translate("FamilyRoleTexts", "The red team. Each night visits one living player (not herself): a shot at her client misses that night, a shot at her kills her and her client; never the same player two nights running (C-7.4, C-8.1, C-8.2)."),
        "club.mafia": QCoreApplication.translate("FamilyRoleTexts", "The black team. At night wakes with the other Mafia and the Don, and together they choose whom to shoot (or nobody). They win when they are no fewer than the rest (C-7.1, C-9)."),
        "club.don": QCoreApplication.translate("FamilyRoleTexts", "The black team's head. At night shoots with the Mafia, then checks one living player: the Sheriff or not (C-7.1, C-7.6)."),
        "club.maniac": QCoreApplication.translate("FamilyRoleTexts", "Plays for himself. Each night may kill one living player (not himself). He wins when he is left one against one (C-7.1, C-9)."),
        "sport.civilian": QCoreApplication.translate("FamilyRoleTexts", "The red team (six civilians and the Sheriff). Sleeps at night; by day nominates and votes the black players out (S-1, S-4, S-5)."),
        "sport.sheriff": QCoreApplication.translate("FamilyRoleTexts", "The red team. On night 0 opens his eyes and looks at the table; each later night checks one living player (not himself): black for Mafia and Don, else red (S-2.2, S-9.3)."),
        "sport.mafia": QCoreApplication.translate("FamilyRoleTexts", "The black team (two Mafia and the Don). On night 0 agrees the shooting order with the team; each night shoots with eyes closed when the host calls the agreed seat: all at one seat kills, anything else misses (S-2.1, S-9.2)."),
        "sport.don": QCoreApplication.translate("FamilyRoleTexts", "The black team's head. On night 0 sets the shooting order; at night shoots with the Mafia, then checks one living player: the Sheriff or not (S-2.1, S-9.2, S-9.3)."),
    }.get(code)
