"""ЗА 31's words at the turn desk, shared by the desk and its dialogs: tactics,
orders, BBCode and the battle log's lines."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from ....core.rulesets.za31.tactics import RU


def tr(text: str) -> str:
    return QCoreApplication.translate("", text)     # lupdate puts a module-level tr() in the empty context


def tactic_text(t: Any) -> str:
    return ", ".join(RU.get(str(w), str(w)) for w in t) if t else "тактика по жребию"     # the players' words (Z-5.2)


def order_text(game: Any, item: dict[str, Any]) -> str:
    """An order item in the players' words (Z-4.2, Z-4.3's templates)."""
    s = game._play.state
    do = item.get("do")
    target = item.get("target")
    name = " / ".join(s.name_of(t) for t in target) if isinstance(target, list) else s.name_of(target)
    extra = item.get("extra") or 0
    if do == "shard":
        return f"Атакую осколок {name}. Дополнительная энергия: {extra}. {tactic_text(item.get('tactic'))}."
    if do == "invade":
        return f"Атакую мир игрока {name}. Дополнительная энергия: {extra}. {tactic_text(item.get('tactic'))}."
    if do == "source":
        return f"Атакую источник {name}. Дополнительная энергия: {extra}. {tactic_text(item.get('tactic'))}."
    if do == "defend":
        return f"Энергия на защиту мира: {item.get('energy')}."
    if do == "tactic":
        what = {"world": "мира", "after_loss": "мира после потери осколка", "sources": "источников"}
        parts = [f"{what[k]} — {tactic_text(item[k])}" for k in what if item.get(k)]
        parts += [f"источника {s.name_of(k)} — {tactic_text(v)}" for k, v in (item.get("source") or {}).items()]
        return "Тактика защиты " + "; ".join(parts) + "."
    if do == "artifact":
        art = next((a.name for a in s.artifacts if a.id == item.get("id")), item.get("id"))
        return f"Артефакт {art}" + (f" → {name}" if target is not None else "") + "."
    if do == "event":
        event = next((e.name for e in s.events if e.id == item.get("id")), item.get("id"))
        return f"Событие {event}, энергия {item.get('energy') or 0}."
    return {"skip": "Пропускаю ход.", "surrender": "Сдаюсь.", "nothing": "Ухожу в Ничто.",
            "return": "Выхожу из Ничто."}.get(str(do), str(do))


def bbcode(text: str) -> str:
    first, _, rest = text.partition("\n")
    return f"[b]{first}[/b]\n{rest}" if rest else f"[b]{first}[/b]"


def log_text(record: dict[str, Any]) -> str:
    """Z-11.2: ``Лог событий. Ход {t}.``, then per phase ``Фаза {k}.`` and its lines."""
    lines = [f"Лог событий. Ход {record['turn']}."]
    phase = None
    for k, text in record["log"]:
        if k != phase:
            phase = k
            lines.append(f"Фаза {k}.")
        lines.append(text)
    return "\n".join(lines)
