"""Mafik Raizen's day and its outcome (R-7 … R-9, R-12.1, R-13): the вече's
tally and result, the Leader vote, the artifact's pass, the reveal
messages, the beaten player's line and the end check, for
:func:`~.resolve.resolve`."""

from __future__ import annotations

from collections import Counter
from typing import Any

from .catalogue import COLOUR_RU, Card, Effect
from .orders import Order
from .roles import SECRET_RU
from .state import State
from .table import pick
from .words import Message, card_names, number, tally_json, words


def veche(state: State, players: list[Order], weights: dict[int, int],
           damage: Counter[int]) -> tuple[dict[str, Any], int | None]:
    """R-7.1, R-7.2: the вече's tally, modes, result and hit seats (damage added)."""
    if not state.veche_held():
        return {"tally": {}, "execution": 0, "beating": 0, "result": "skipped", "hit": []}, None
    tally: Counter[int] = Counter()
    modes: Counter[str] = Counter()
    for o in players:
        if o.vote is not None:
            tally[o.vote] += weights[o.seat]
        if o.mode is not None:
            modes[o.mode] += weights[o.seat]
    top = max(tally.values(), default=0)
    leaders = sorted(s for s, v in tally.items() if v == top and v > 0)
    mode = "beating" if modes["beating"] > modes["execution"] else "execution"
    beaten = None
    if not leaders:
        result, hit = "none", []
    elif len(leaders) == 1:
        result, hit = mode, leaders
        damage[leaders[0]] += 6 if mode == "execution" else 2
        beaten = leaders[0] if mode == "beating" else None
    elif len(leaders) == 2:
        result, hit = "pair", leaders
        for s in leaders:
            damage[s] += 3
    else:
        result, hit = "spread", []
    return ({"tally": tally_json(tally), "execution": number(modes["execution"]),
             "beating": number(modes["beating"]), "result": result, "hit": hit}, beaten)


def veche_lines(state: State, veche: dict[str, Any]) -> list[str]:
    """R-12.1 lines 2–4."""
    seats = state.seats
    if veche["result"] == "skipped":
        return ["Вече не проводится: в живых двое."]
    tally = veche["tally"]
    lines = ["Вече: " + (", ".join(f"{seats[int(s)].name} {words(int(v * 2))}"
                                   for s, v in sorted(tally.items(), key=lambda kv: int(kv[0]))) + "."
                         if tally else "голосов нет."),
             f"За казнь: {words(int(veche['execution'] * 2))}, за избиение: {words(int(veche['beating'] * 2))}."]
    hit = [seats[s].name for s in veche["hit"]]
    result = veche["result"]
    if result == "execution":
        lines.append(f"Итог: казнь, {hit[0]}.")
    elif result == "beating":
        lines.append(f"Итог: избиение, {hit[0]}.")
    elif result == "pair":
        lines.append(f"Итог: по 3 урона, {hit[0]} и {hit[1]}.")
    elif result == "spread":
        lines.append("Итог: лидеров больше двух, урона нет.")
    return lines


def beaten_line(state: State, order: Order | None) -> str:
    """R-7.3, R-12.1 line 9: the colours of the cards the beaten player played."""
    st = state.seats[state.beaten or 0]
    plays = [] if order is None else [p for p in (order.play, order.sleeve) if p is not None]
    if state.opts.beaten_shows == "hand":
        plays = [p for p in plays if order is not None and p is order.play]
    if not plays:
        return f"Избитый игрок {st.name} карт не сыграл."
    return f"Цвета карт избитого игрока {st.name}: {', '.join(COLOUR_RU[p.as_card.colour] for p in plays)}."


def reveal(state: State, e: Effect, to: int, deadline: dict[int, tuple[list[str], list[str]]],
            played: dict[int, list[tuple[str, Card]]]) -> str:
    """R-4 ``reveal``, read at the deadline state (R-10 step 2)."""
    st = state.seats[to]
    hand, deck = deadline.get(to, (list(st.hand), list(st.deck)))
    if e.what == "hand":
        return f"Рука игрока {st.name}: {card_names(state, st, hand)}."
    if e.what == "secret":
        return f"Тайная роль игрока {st.name}: {SECRET_RU[st.secret]}."
    if e.what == "plays":
        names = ", ".join(card.name for _, card in played.get(to, [])) or "нет карт"
        return f"Игрок {st.name} сыграл: {names}."
    return f"Верх колоды игрока {st.name}: {card_names(state, st, deck[:e.amount])}."


def artifact_step(state: State, orders: dict[int, Order], messages: list[Message]) -> dict[str, Any]:
    """R-9.3, R-9.4 at step 10 of a day: passed, drawn or destroyed."""
    seats = state.seats
    owner = state.owner
    assert owner is not None
    living = state.living()
    order = orders.get(owner)
    to = order.pass_to if order is not None else None
    how = "passed"
    if to is None or to not in living or seats[to].held:
        fresh = [s for s in living if not seats[s].held]
        if fresh:
            to, how = fresh[pick(state.rng, len(fresh))], "drawn"
        else:
            to, how = None, "destroyed"
    law_armour = None
    if to is not None:
        seats[to].held = True
        state.owner = to
        if seats[owner].mafia and seats[to].mafia and (how == "passed" or state.opts.mafia_draw_counts):
            law = [s for s in living if not seats[s].mafia]
            if law:
                law_armour = law[pick(state.rng, len(law))]
                state.law_armour = law_armour
        messages.append(Message(to, "artifact", 0, "У вас артефакт."))
    else:
        state.owner = None
    if seats[owner].alive:
        messages.append(Message(owner, "artifact", 0, f"Артефакт перешёл к игроку {seats[to].name}."
                                if to is not None else "Артефакт уничтожен."))
    return {"from": owner, "to": to, "how": how, "law_armour": law_armour}


def leader(state: State, players: list[Order], weights: dict[int, int], deaths: list[int]) -> dict[str, Any]:
    """R-8: the Leader vote's tally and the elected (None: a tie at the top,
    no vote, or the top player died at step 9)."""
    tally: Counter[int] = Counter()
    for o in players:
        if o.leader is not None:
            w = weights[o.seat]
            target = state.seats[o.leader]
            tally[o.leader] += 2 * w if target.public == "swindler" and not target.elected else w
    top = max(tally.values(), default=0)
    tops = [s for s, v in tally.items() if v == top and v > 0]
    elected = tops[0] if len(tops) == 1 and tops[0] not in deaths else None
    state.leader = elected
    if elected is not None:
        state.seats[elected].elected = True
    return {"tally": tally_json(tally), "elected": elected}


def end_check(state: State, living: set[int]) -> str | None:
    """R-13.1 at step 12: one side left, or nobody."""
    sides = {state.seats[s].side for s in living}
    if len(sides) > 1:
        return None
    state.finished = True
    if not sides:
        state.winner, state.winners = "draw", []
        return "Игра окончена. Ничья: погибли все."
    side = sides.pop()
    state.winner = side
    state.winners = sorted(s for s, st in state.seats.items() if st.side == side)
    return "Игра окончена. Победа: Закон." if side == "law" else "Игра окончена. Победа: мафия."
