"""ЗА 31's words at the turn desk, shared by the desk and its dialogs: tactics,
orders, BBCode and the battle log's lines."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from PySide6.QtCore import QCoreApplication

from ....core.rulesets.za31.tactics import RU
from ....core.rulesets.za31.views import Za31Host, za31_host

if TYPE_CHECKING:
    from ....core.game import Game


def tr(text: str) -> str:
    return QCoreApplication.translate("", text)     # lupdate puts a module-level tr() in the empty context


def tactic_text(t: Any) -> str:
    return ", ".join(RU.get(str(w), str(w)) for w in t) if t else "тактика по жребию"     # the players' words (Z-5.2)


def name_of(h: Za31Host, target: object) -> str:
    """A player's, shard's or source's name by seat or id (Z-11.2's ``{target}``); else the value as text."""
    return h.names.get(target, str(target)) if isinstance(target, (int, str)) else str(target)


def order_text(game: Game, item: Mapping[str, Any]) -> str:
    """An order item in the players' words (Z-4.2, Z-4.3's templates)."""
    s = za31_host(game.host_view())
    do = item.get("do")
    target = item.get("target")
    name = " / ".join(name_of(s, t) for t in target) if isinstance(target, list) else name_of(s, target)
    extra = item.get("extra") or 0
    attack = {"shard": "осколок", "invade": "мир игрока", "source": "источник"}.get(str(do))
    if attack is not None:
        return f"Атакую {attack} {name}. Дополнительная энергия: {extra}. {tactic_text(item.get('tactic'))}."
    if do == "defend":
        return f"Энергия на защиту мира: {item.get('energy')}."
    if do == "tactic":
        what = {"world": "мира", "after_loss": "мира после потери осколка", "sources": "источников"}
        parts = [f"{what[k]} — {tactic_text(item[k])}" for k in what if item.get(k)]
        parts += [f"источника {name_of(s, k)} — {tactic_text(v)}" for k, v in (item.get("source") or {}).items()]
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


def log_text(record: Mapping[str, Any]) -> str:
    """Z-11.2: ``Лог событий. Ход {t}.``, then per phase ``Фаза {k}.`` and its lines."""
    lines = [f"Лог событий. Ход {record['turn']}."]
    phase = None
    for k, text in record["log"]:
        if k != phase:
            phase = k
            lines.append(f"Фаза {k}.")
        lines.append(text)
    return "\n".join(lines)


def _who(h: Za31Host, who: object) -> str:
    if who == "lord":
        return "хранитель осколка"
    if who == "guardian":
        return "страж источника"
    return name_of(h, who)


_RESULTS = {"captured": "{what} взят", "held": "{what} устоял", "repelled": "атака отбита", "draw": "ничья",
            "void": "атака не состоялась", "won": "осколок {shard} взят", "eliminated": "мир выбывает, осколок {shard} взят"}


def battle_line(game: Game, b: Mapping[str, Any]) -> str:
    """One battle as Z-11's log words it: «Анна атакует осколок Камни
    Ветров: 3 против 2, осколок взят» (the players' words, like the post)."""
    s = za31_host(game.host_view())
    attackers = [side for side in b.get("sides", []) if side.get("role") == "attacker"]
    others = [side for side in b.get("sides", []) if side.get("role") != "attacker"]
    names = ", ".join(_who(s, side["who"]) for side in attackers) or (
        _who(s, b["attacker"]) if b.get("attacker") is not None else "—")
    verb = "атакуют" if len(attackers) > 1 else "атакует"
    kind = b.get("kind")
    what = {"shard": "осколок", "source": "источник"}.get(str(kind), "")
    target = f"{what} {name_of(s, b.get('target'))}" if what else f"мир игрока {name_of(s, b.get('target'))}"
    strengths = ", ".join(str(side["strength"]) for side in attackers) or "—"
    against = ", ".join(str(side["strength"]) for side in others) or "—"
    result = _RESULTS.get(str(b.get("result")), str(b.get("result"))).format(
        what=what, shard=name_of(s, b.get("shard")) if b.get("shard") else "")
    line = f"{names} {verb} {target}: {strengths} против {against}, {result}"
    if b.get("tie"):
        line += " (равенство решено " + ("кубиком" if b.get("dice") else "жребием") + ")"
    return line + "."


def battle_detail(game: Game, b: Mapping[str, Any]) -> list[str]:
    """Each side's strength on demand (Z-5): stake, size, artifact and the tactics' penalties."""
    s = za31_host(game.host_view())
    out = []
    for side in b.get("sides", []):
        penalty = sum(side.get("penalty", {}).values())
        tactic = "по жребию" if side.get("drawn") else tactic_text(side.get("tactic"))
        who = _who(s, side["who"])
        out.append(f"   {who[:1].upper() + who[1:]}: сила {side['strength']} = энергия {side['stake']}"
                   f" + размер {side['size']} + артефакт {side['artifact']}"
                   + (f" − штраф тактики {-penalty}" if penalty else "") + f"; тактика: {tactic}.")
    return out
