"""ЗА 31's refusals in Russian (Z-4's checks, Z-8.3, Z-9.2, Z-13): the
core's reason text → the host's words (see :mod:`app.ui.refusals`)."""

from __future__ import annotations

from ...refusals import Reasons

REASONS = Reasons({
    # the list (Z-4.1, Z-4.3)
    "{str(seat_key)[:20]} is not a seat of the game": "{0} — не место в этой игре",
    "{p.name} is out of the game": "{0}: вне игры",
    "{other.name} is out of the game": "{0}: вне игры",
    "{p.name} joined this turn: he sends orders from the next": "{0}: вступление в этот ход, приказы — со следующего",
    "orders are a list": "приказы — это список",
    "item {index + 1}: an object with a known do": "пункт {0}: приказ неизвестного вида",
    "item {index + 1}: a second main action": "пункт {0}: второе основное действие",
    "item {index + 1}: {do} given twice": "пункт {0}: дважды — {1}",
    "item {index + 1}: {bad.message}": "пункт {0}: {1}",
    # the Nothing (Z-8.3)
    "{p.name} is in the Nothing: only return or surrender": "{0} в Ничто: только возвращение или сдача",
    "{p.name} is in the Nothing: only return": "{0} в Ничто: только возвращение",
    "{other.name} is in the Nothing": "{0} в Ничто",
    "{state.players[source.owner].name} is in the Nothing": "{0} в Ничто",
    "only an active player goes into the Nothing": "в Ничто уходит только активный игрок",
    "return is from the Nothing": "возвращаются из Ничто",
    "return stands alone in the list": "возвращение — единственный пункт списка",
    # an item's fields (Z-4.2, Z-4.3, Z-4.5, Z-5.2)
    "extra energy is a whole number ≥ 0": "дополнительная энергия — целое число ≥ 0",
    "a tactic: unit, magic, hero": "тактика из трёх частей: отряд, магия и герой",
    "a world of one shard cannot invade": "мир из одного осколка не может вторгаться",
    "a target list has two or more targets, none repeated": "в списке целей две цели или больше, без повторов",
    "defence energy is a whole number ≥ 1": "энергия обороны — целое число ≥ 1",
    "a whole number ≥ 0": "целое число ≥ 0",
    "another player's seat": "место другого игрока",
    "{str(target)[:40]!r} is not a neutral shard": "{0} — не нейтральный осколок",
    "{str(target)[:40]!r} is not a source he may attack": "{0} — не источник, который он может атаковать",
    "{str(target)[:40]!r} is not a player, shard or source": "{0} — не игрок, не осколок и не источник",
    "unknown artifact {str(item.get('id'))[:40]!r}": "неизвестный артефакт {0}",
    "{art.name} is not his": "«{0}» — не его артефакт",
    "{art.name} acts by itself": "«{0}» действует сам",
    "{art.name} has no charge left": "у «{0}» не осталось зарядов",
    "unknown event {str(item.get('id'))[:40]!r}": "неизвестное событие {0}",
    "{event.name} does not run on turn {turn}": "«{0}» не идёт на ходу {1}",
    # the host's inputs (Z-10.1, Z-13)
    "the game is over": "игра окончена",
    "the end needs a reason": "у конца игры должна быть причина",
    "end names distinct seated seats": "конец называет разные места за столом",
    "{type(inp).__name__} is not an ЗА 31 input": "{0} — не ввод ЗА 31",
}, words={  # an order's kind inside a refusal, in the players' words (#39)
    "shard": "атака осколка", "invade": "вторжение", "source": "атака источника", "skip": "пропуск хода",
    "surrender": "сдача", "nothing": "уход в Ничто", "return": "возвращение из Ничто", "defend": "энергия на защиту",
    "tactic": "тактика защиты", "artifact": "артефакт", "event": "событие",
})
