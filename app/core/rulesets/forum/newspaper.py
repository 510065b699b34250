"""The newspaper (M-8.1, M-8.2) and the private messages' texts (M-8.3), in
Russian and English. A line is a list of segments, so a vision can replace
the names in it (M-2.12): ``("t", ru, en)`` text, ``("name", seat)`` a
player's name, ``("role", seat)`` his role in brackets (``reveal_roles``)."""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from .catalogue import ACTIONS, BY_ID, SIDE_NAMES
from .options import ForumOptions

Line = list[Any]


def _t(ru: str, en: str) -> tuple[str, str, str]:
    return ("t", ru, en)


def render_line(line: Sequence[Any], names: Mapping[int, str], lang: str) -> str:
    """One line's text in ``lang`` (``ru`` or ``en``) with the players' names."""
    out = []
    for seg in line:
        if seg[0] == "t":
            out.append(seg[1] if lang == "ru" else seg[2])
        elif seg[0] == "name":
            out.append(names.get(seg[1], f"#{seg[1]}"))
        else:
            role = BY_ID[seg[2]]
            out.append(f" ({role.ru if lang == 'ru' else role.en})")
    return "".join(out)


def _names(seats: Sequence[int], roles: Mapping[int, str] | None = None,
           notes: Mapping[int, int] | None = None) -> Line:
    line: Line = []
    for i, seat in enumerate(seats):
        if i:
            line.append(_t(", ", ", "))
        line.append(("name", seat))
        if roles is not None:
            line.append(("role", seat, roles[seat]))
        if notes and seat in notes:
            line += [_t(" (при охране игрока ", " (while guarding "), ("name", notes[seat]), _t(")", ")")]
    return line


def newspaper_lines(turn: int, dispersed: bool, jailed: int | None, killed: Sequence[int],
                    care: Sequence[int], hospital: Sequence[int], coughing: Sequence[int],
                    still: Sequence[int], end: tuple[str, int | None] | None, opts: ForumOptions,
                    guard_notes: Mapping[int, int], roles: Mapping[int, str]) -> list[Line]:
    """M-8.1's lines in order: the header, the jail, the dead, intensive care
    (``care``) and hospital (``hospital``), each already as ``heal_label``
    prints it (M-2.5, worked out by the resolution), coughing,
    still in play (M-15.2: only when someone is), the end (``end``: the
    winning side and the loner's seat, ``("host", None)`` or None)."""
    shown = roles if opts.reveal_roles else None
    lines: list[Line] = [[_t(f"Газета. Ход {turn}.", f"Newspaper. Turn {turn}.")]]
    if dispersed:
        lines.append([_t("Командир спецназа разогнал толпу: в тюрьму никто не попал.",
                         "The special forces commander dispersed the crowd: nobody was jailed.")])
    elif jailed:
        lines.append([_t("В тюрьме: ", "Jailed: "), *_names([jailed], shown), _t(".", ".")])
    else:
        lines.append([_t("В тюрьму никто не попал.", "Nobody was jailed.")])
    if killed:
        lines.append([_t("Погибшие: ", "Killed: "), *_names(killed, shown, guard_notes), _t(".", ".")])
    else:
        lines.append([_t("Никто не погиб.", "Nobody was killed.")])
    if care:
        lines.append([_t("В реанимации: ", "In intensive care: "), *_names(care), _t(".", ".")])
    if hospital:
        lines.append([_t("В больнице: ", "In hospital: "), *_names(hospital), _t(".", ".")])
    if coughing:
        word = "Кашляет: " if len(coughing) == 1 else "Кашляют: "
        lines.append([_t(word, "Coughing: "), *_names(coughing), _t(".", ".")])
    if still:
        lines.append([_t("В игре: ", "Still in play: "), *_names(still), _t(".", ".")])
    if end is not None:
        lines.append(end_line(*end))
    return lines


def end_line(side: str, loner: int | None) -> Line:
    """M-8.1 line 8: the game is over, and who won."""
    if side == "host":
        return [_t("Игра окончена. В городе никого не осталось: победа ведущего.",
                   "Game over. Nobody is left in the city: the host wins.")]
    if side == "loner":
        return [_t("Игра окончена. Победа: одиночка ", "Game over. Winner: the loner "), ("name", loner),
                _t(".", ".")]
    ru, en = SIDE_NAMES[side]
    return [_t(f"Игра окончена. Победа: {ru}.", f"Game over. Winner: {en}.")]


def vision_line(actor: int, key: str, target: Any) -> Line:
    """M-15.4: ``{actor} — {action} — {target}`` (no target for a disruption
    or a hypocrisy naming nobody)."""
    line: Line = [("name", actor), _t(" — " + ACTIONS[key][1], " — " + ACTIONS[key][2])]
    if isinstance(target, int) and not isinstance(target, bool) and target > 0:
        line += [_t(" — ", " — "), ("name", target)]
    return line


def private_text(msg: Mapping[str, Any], names: Mapping[int, str], lang: str = "ru") -> str:
    """M-8.3: one private message's text (Russian by default; ``en`` for
    the English UI). Visions carry their lines already written."""
    def name(seat: Any) -> str:
        return names.get(seat, f"#{seat}")

    kind, ru = msg["kind"], lang == "ru"
    if kind == "check":
        if msg["role"] is None:
            return "Проверка не удалась." if ru else "The check failed."
        role = BY_ID[msg["role"]]
        return f"Игрок {name(msg['seat'])}: {role.ru}." if ru else f"Player {name(msg['seat'])}: {role.en}."
    if kind == "watch":
        if msg["failed"]:
            return "Слежка не удалась." if ru else "The watch failed."
        if msg["shooter"] is None:
            return (f"Игрок {name(msg['seat'])}: покушений не было." if ru
                    else f"Player {name(msg['seat'])}: nobody shot at him.")
        return (f"Игрок {name(msg['seat'])}: стрелок — {name(msg['shooter'])}." if ru
                else f"Player {name(msg['seat'])}: shooter — {name(msg['shooter'])}.")
    if kind == "team_shot":
        return ("Коллективный выстрел не состоялся: названы разные цели." if ru
                else "The team shot did not happen: different targets were named.")
    if kind == "benched":
        turn = msg.get("turn")
        on = f"На ходу {turn}" if turn else "На следующем ходу"
        by_ru = "лечение" if msg["by"] == "heal" else "заморозка"
        if ru:
            return f"{on} у вас нет голоса и спецдействия: {by_ru}."
        by_en = "heal" if msg["by"] == "heal" else "freeze"
        return f"On turn {turn} you have no vote and no special action: {by_en}."
    return "\n".join(msg.get("lines", ()))
