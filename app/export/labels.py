"""The words of the exports (CSV, XLSX and PDF headers, titles, how a player
left), in the evening's language; roles are named by their ruleset
(:meth:`~app.core.ruleset.Ruleset.role_name`). The exports do not use the
window's Qt translations, so that the command line writes the same files."""

from __future__ import annotations

LANGUAGES = ("en", "ru")

LABELS: dict[str, dict[str, str]] = {
    "en": {
        "place": "Place", "player": "Player", "games": "Games", "wins_red": "Wins (red)",
        "wins_black": "Wins (black)", "wins_maniac": "Wins (maniac)", "useful": "Useful actions",
        "penalties": "Penalties", "points": "Points", "average": "Average",
        "seat": "Seat", "role": "Role", "left": "Left the game", "base": "Base", "useful_pts": "Useful",
        "penalty": "Penalty", "bonus": "Bonus",
        "game": "Game {number} — {winner}", "in_progress": "in progress", "evening": "Evening",
        "standings": "Standings", "table": "table {name}", "host": "host {name}", "night": "N{n}", "day": "D{n}",
        "red": "red win", "black": "black win", "maniac": "maniac win", "draw": "draw",
        "killed": "killed", "voted": "voted out", "lifted": "all left", "fouls": "4 fouls",
        "removed": "removed", "wins": "Wins", "ci": "Ci", "total": "Total",
        "ci_provisional": "Ci is provisional until the distance's last game is scored (S-13.4)",
        "rules_refused": "no longer replays under the current rules: input {input} is refused ({rule})",
        "rules_result": "the current rules give another result",
        "rules_points": "the current rules give other points; the confirmed points stand",
        "marked": "Games the current rules read differently (db check)",
        "no_standings": "No game of this evening keeps points",
    },
    "ru": {
        "place": "Место", "player": "Игрок", "games": "Игры", "wins_red": "Победы (красные)",
        "wins_black": "Победы (чёрные)", "wins_maniac": "Победы (маньяк)", "useful": "Полезные действия",
        "penalties": "Штрафы", "points": "Баллы", "average": "Среднее",
        "seat": "Место", "role": "Роль", "left": "Покинул игру", "base": "База", "useful_pts": "Полезные",
        "penalty": "Штраф", "bonus": "Бонус",
        "game": "Игра {number} — {winner}", "in_progress": "идёт", "evening": "Вечер",
        "standings": "Итоги", "table": "стол {name}", "host": "ведущий {name}", "night": "Н{n}", "day": "Д{n}",
        "red": "победа мирных", "black": "победа мафии", "maniac": "победа маньяка", "draw": "ничья",
        "killed": "убийство ночью", "voted": "по голосованию",
        "lifted": "автокатастрофа", "fouls": "4 фола", "removed": "удаление", "wins": "Победы", "ci": "Ci",
        "total": "Итого",
        "ci_provisional": "Ci предварительный, пока не сыграна последняя игра дистанции (S-13.4)",
        "rules_refused": "по действующим правилам не воспроизводится: ввод {input} не принят ({rule})",
        "rules_result": "по действующим правилам итог другой",
        "rules_points": "по действующим правилам баллы другие; в силе подтверждённые",
        "marked": "Игры, которые действующие правила читают иначе (db check)",
        "no_standings": "Ни одна игра вечера не даёт баллов",
    },
}


def rules_note_text(note: dict | None, language: str) -> str:
    """What a later reading of the rules changed in a stored game (issue
    #22: ``games.rules_note``), in ``language``; "" for none."""
    if not note:
        return ""
    words = labels(language)
    what = note.get("what")
    if what == "refused":
        index = note.get("input")
        return words["rules_refused"].format(input="?" if index is None else index + 1, rule=note.get("rule") or "?")
    return words.get(f"rules_{what}", "")


def labels(language: str) -> dict[str, str]:
    """The words for ``language`` (``en``/``ru``; anything else: English)."""
    return LABELS.get(language, LABELS["en"])
