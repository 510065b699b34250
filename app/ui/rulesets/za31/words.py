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
    attack = {"shard": "осколок", "invade": "мир игрока", "source": "источник"}.get(str(do))
    if attack is not None:
        return f"Атакую {attack} {name}. Дополнительная энергия: {extra}. {tactic_text(item.get('tactic'))}."
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


def _who(state: Any, who: Any) -> str:
    if who == "lord":
        return "хранитель осколка"
    if who == "guardian":
        return "страж источника"
    return state.name_of(who)


_RESULTS = {"captured": "{what} взят", "held": "{what} устоял", "repelled": "атака отбита", "draw": "ничья",
            "void": "атака не состоялась", "won": "осколок {shard} взят", "eliminated": "мир выбывает, осколок {shard} взят"}


def battle_line(game: Any, b: dict[str, Any]) -> str:
    """One battle as Z-11's log words it: «Анна атакует осколок Камни
    Ветров: 3 против 2, осколок взят» (the players' words, like the post)."""
    s = game._play.state
    attackers = [side for side in b.get("sides", []) if side.get("role") == "attacker"]
    others = [side for side in b.get("sides", []) if side.get("role") != "attacker"]
    names = ", ".join(_who(s, side["who"]) for side in attackers) or (
        _who(s, b["attacker"]) if b.get("attacker") is not None else "—")
    verb = "атакуют" if len(attackers) > 1 else "атакует"
    kind = b.get("kind")
    what = {"shard": "осколок", "source": "источник"}.get(str(kind), "")
    target = f"{what} {s.name_of(b.get('target'))}" if what else f"мир игрока {s.name_of(b.get('target'))}"
    strengths = ", ".join(str(side["strength"]) for side in attackers) or "—"
    against = ", ".join(str(side["strength"]) for side in others) or "—"
    result = _RESULTS.get(str(b.get("result")), str(b.get("result"))).format(
        what=what, shard=s.name_of(b.get("shard")) if b.get("shard") else "")
    line = f"{names} {verb} {target}: {strengths} против {against}, {result}"
    if b.get("tie"):
        line += " (равенство решено " + ("кубиком" if b.get("dice") else "жребием") + ")"
    return line + "."


def battle_detail(game: Any, b: dict[str, Any]) -> list[str]:
    """Each side's strength on demand (Z-5): stake, size, artifact and the tactics' penalties."""
    s = game._play.state
    out = []
    for side in b.get("sides", []):
        penalty = sum(side.get("penalty", {}).values())
        tactic = "по жребию" if side.get("drawn") else tactic_text(side.get("tactic"))
        who = _who(s, side["who"])
        out.append(f"   {who[:1].upper() + who[1:]}: сила {side['strength']} = энергия {side['stake']}"
                   f" + размер {side['size']} + артефакт {side['artifact']}"
                   + (f" − штраф тактики {-penalty}" if penalty else "") + f"; тактика: {tactic}.")
    return out
