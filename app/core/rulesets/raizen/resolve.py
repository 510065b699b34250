"""The resolution of a phase at its deadline: R-10's twelve steps, with
R-11's damage, armour, losses and deaths, R-6's kill and guess, R-7's вече,
R-8's Leader, R-9's artifact, R-12's post and private messages and R-13's
end. :func:`resolve` changes the :class:`~.state.State` and returns the
phase's record (R-15's output)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Iterator

from .catalogue import Card, Effect
from .orders import Order
from .outcome import artifact_step, beaten_line, end_check, leader, reveal, veche, veche_lines
from .roles import KILL_WEIGHT, SECRET_RU
from .state import State
from .words import Message, card_names, ordered, tally_json, words


@dataclass
class Pending:
    """A seat's replacement draws noted at step 2 (R-5.3): ``kinds`` of
    each (``play``, ``discard``, ``croupier``)."""

    kinds: list[str] = field(default_factory=list)


def _effects(order: Order, vopros: Card) -> Iterator[tuple[Effect, int | None, str | None]]:
    """R-10: one player's effects in order: his hand card, his sleeve card,
    his boost's question (Вопрос's effects); each card's effects in list
    order. Yields (effect, target, forwarded text)."""
    for play in (order.play, order.sleeve):
        if play is not None:
            for e in play.as_card.effects:
                yield e, play.target, play.text
    if order.question is not None:
        yield from ((e, order.question[0], order.question[1]) for e in vopros.effects)


def resolve(state: State, orders: dict[int, Order], tells: list[tuple[int, int, str]],
            log: list[tuple[int, str, dict[str, Any]]] | None = None) -> dict[str, Any]:
    """Resolve the phase (R-10) and move to the next one. ``orders``: seat →
    his checked order; ``tells``: the Boss's forwarded tells this phase
    (boss, to, text). Returns the phase record (R-15); ``log`` gets each
    step's facts in order, ``(step, kind, params)`` (the master's view)."""
    if log is None:
        log = []
    opts = state.opts
    night = state.night
    first_night = state.phase == 0
    living0 = state.living()
    # whether the day holds the Leader vote is read from the living
    # at the day's start, not after its step-9 deaths.
    leader_held = state.leader_vote_held()
    seats = state.seats
    weights = {s: state.weight(s) for s in living0}
    vopros = state.catalogue.cards["vopros"]
    record: dict[str, Any] = {"phase": state.label}
    messages: list[Message] = [Message(to, "boss", boss, f"Сообщение от Босса: «{text}»")
                               for boss, to, text in tells]
    players = [orders[s] for s in sorted(orders) if s in living0]

    # step 1: the hand's order, the Advisor's marks, the Killer's guess
    for o in players:
        st = seats[o.seat]
        if o.order:
            st.hand = list(o.order) + [c for c in st.hand if c not in o.order]
            log.append((1, "order", {"seat": o.seat, "cards": list(st.hand)}))
        if o.invisible is not None:
            st.invisible = list(o.invisible)
            log.append((1, "invisible", {"seat": o.seat, "cards": list(o.invisible)}))
    guess: dict[str, Any] | None = None
    guesser = next((o for o in players if o.guess is not None), None)
    start_hands = {s: [seats[s].cards[c] for c in seats[s].hand] for s in living0}

    # step 2: cards leave; the deadline state
    pending = {s: Pending() for s in living0}
    copies: dict[int, str] = {}
    played: dict[int, list[tuple[str, Card]]] = {}
    banker_armour: set[int] = set()
    for o in players:
        st = seats[o.seat]
        gone: list[str] = []
        if o.play is not None:
            gone.append(o.play.card)
            if not o.play.copy:
                pending[o.seat].kinds.append("play")
        if o.sleeve is not None:
            gone.append(o.sleeve.card)
        gone += o.paid() + o.spend
        if gone or o.croupier is not None:
            log.append((2, "leave", {"seat": o.seat, "cards": gone + ([o.croupier] if o.croupier else [])}))
        if o.croupier is not None:
            gone.append(o.croupier)
            pending[o.seat].kinds.append("croupier")
        for cid in gone:
            if cid in st.hand:
                st.hand.remove(cid)
            elif cid in st.sleeve:
                st.sleeve.remove(cid)
        if o.discard:
            for cid in o.discard:
                st.hand.remove(cid)
            st.deck.extend(o.discard)
            pending[o.seat].kinds += ["discard"] * len(o.discard)
            log.append((2, "discard", {"seat": o.seat, "cards": list(o.discard)}))
        if o.play is not None and o.play.copy:
            st.used.add("copy")
            copies[o.seat] = state.make(st, st.cards[o.play.card])
            st.hand.append(copies[o.seat])
            log.append((2, "copy", {"seat": o.seat, "card": copies[o.seat]}))
        st.invisible = [c for c in st.invisible if c in st.hand]
        played[o.seat] = [(p.card, p.as_card) for p in (o.play, o.sleeve) if p is not None]
        if st.public == "banker" and "banker" not in st.used and any(c.cost >= 1 for _, c in played[o.seat]):
            st.used.add("banker")
            banker_armour.add(o.seat)
        if o.croupier is not None:
            st.used.add("croupier")
    deadline = {s: (list(seats[s].hand), list(seats[s].deck)) for s in living0}
    if guesser is not None and guesser.guess is not None:
        guessed, named = guesser.guess
        hand = start_hands[guessed] if opts.guess_hand == "phase_start" else \
            [seats[guessed].cards[c] for c in deadline[guessed][0]]
        matched = sum((Counter(named) & Counter(hand)).values())
        guess = {"target": guessed, "named": len(named), "matched": matched, "patrons": 2 * matched >= len(named)}
        seats[guesser.seat].guessed.add(guessed)
        log.append((1, "guess", dict(guess, seat=guesser.seat)))

    # step 3: damage and armour
    damage: Counter[int] = Counter()
    armour: Counter[int] = Counter()
    for o in players:
        for e, target, _ in _effects(o, vopros):
            to = target if e.to == "target" else o.seat
            if to is None:
                continue
            if e.kind == "damage":
                damage[to] += e.amount
            elif e.kind == "armour":
                armour[to] += e.amount
    if night:
        kill_tally: Counter[int] = Counter()
        boosts = sorted(o.seat for o in players if o.boost is not None)
        for o in players:
            if o.kill is not None:
                kill_tally[o.kill] += KILL_WEIGHT[seats[o.seat].secret]
        kill_damage = 3 + 2 * len(boosts) + 2 * state.dead_mafia()
        if kill_tally:
            victim = max(kill_tally, key=lambda s: kill_tally[s])
            damage[victim] += kill_damage
            record["kill"] = {"tally": tally_json(kill_tally), "target": victim, "damage": kill_damage,
                              "boosts": boosts}
            log.append((3, "kill", {"seat": victim, "damage": kill_damage, "boosts": len(boosts)}))
        else:
            record["kill"] = {"tally": {}, "target": None, "damage": 0, "boosts": boosts}
    else:
        record["veche"], beaten = veche(state, players, weights, damage)
        log.append((3, "veche", {"result": record["veche"]["result"], "hit": list(record["veche"]["hit"])}))
    if first_night:
        for s in damage:
            damage[s] = min(damage[s], 5)
    for s in living0:
        st = seats[s]
        mine = orders.get(s)
        if night and state.owner == s:
            armour[s] += 3
        if night and state.law_armour == s:
            armour[s] += 3
        if night and st.public == "child":
            armour[s] += 1
        if night and st.public == "lazy" and not (mine and mine.plays_card):
            armour[s] += 2
        if st.public == "strongman" and st.strongman:
            armour[s] += 1
        if st.public == "paranoid" and mine:
            armour[s] += len(mine.spend)
        if s in banker_armour:
            armour[s] += 3
    if night:
        state.law_armour = None
    for s in living0:
        if damage[s] or armour[s]:
            log.append((3, "hit", {"seat": s, "damage": damage[s], "armour": armour[s]}))
    record["guess"] = guess

    # step 4: draw effects (before damage)
    drawn: dict[int, list[str]] = {s: [] for s in living0}

    def effect_draws() -> None:
        for o in players:
            for e, target, _ in _effects(o, vopros):
                to = target if e.to == "target" else o.seat
                if e.kind == "draw" and to is not None and to in drawn:
                    for _ in range(e.amount):
                        got = state.draw(seats[to])
                        if got is not None:
                            drawn[to].append(got)

    if opts.effect_draws == "before_damage":
        effect_draws()
        log.extend((4, "draw", {"seat": s, "cards": list(v)}) for s, v in drawn.items() if v)

    # step 5: losses to damage; the Masochist's copy
    lost: dict[str, Any] = {}
    gained: dict[int, list[str]] = {s: [] for s in living0}
    left_to_draw: dict[int, int] = {}
    for s in living0:
        st = seats[s]
        loss = max(0, damage[s] - armour[s])
        kinds = pending[s].kinds
        cancellable = len(kinds) if opts.cancel_draws_of == "plays_and_discards" else kinds.count("play")
        cancelled = min(loss, cancellable)
        loss -= cancelled
        left_to_draw[s] = len(kinds) - cancelled
        copy = copies.get(s)
        line = [c for c in st.hand if c != copy] + ([copy] if copy in st.hand else [])
        cards = line[:loss]
        for cid in cards:
            st.hand.remove(cid)
        st.invisible = [c for c in st.invisible if c in st.hand]
        if cancelled or cards:
            lost[str(s)] = {"cancelled": cancelled, "cards": cards}
            log.append((5, "lost", {"seat": s, "cancelled": cancelled, "cards": list(cards)}))
            if st.public == "strongman" and opts.strongman_until == "lost":
                st.strongman = False
        if cards and st.public == "masochist" and "masochist" not in st.used:
            st.used.add("masochist")
            made = state.make(st, st.cards[cards[0]])
            st.sleeve.append(made)
            gained[s].append(made)
            log.append((5, "masochist", {"seat": s, "card": made}))
        if st.public == "strongman" and opts.strongman_until == "dealt" and damage[s] > 0:
            st.strongman = False

    # step 6: the replacement draws left
    for s in living0:
        took = []
        for _ in range(left_to_draw[s]):
            got = state.draw(seats[s])
            if got is not None:
                drawn[s].append(got)
                took.append(got)
        if took:
            log.append((6, "draw", {"seat": s, "cards": took}))
    if opts.effect_draws == "after_damage":
        was = {s: len(v) for s, v in drawn.items()}
        effect_draws()
        log.extend((6, "draw", {"seat": s, "cards": v[was[s]:]}) for s, v in drawn.items() if len(v) > was[s])

    # step 7: sleeve gains: the Killer's patrons, the Businessman's Жир, sleeve effects
    pre = {s: len(v) for s, v in gained.items()}
    if guess is not None and guess["patrons"] and guesser is not None:
        st = seats[guesser.seat]
        for _ in range(2):
            made = state.make(st, "patron")
            st.sleeve.append(made)
            gained[st.seat].append(made)
    if night:
        for s in living0:
            st = seats[s]
            mine = orders.get(s)
            if st.public == "businessman" and not (mine and (mine.plays_card or mine.discard or mine.paid())):
                made = state.make(st, "zhir")
                st.sleeve.append(made)
                gained[s].append(made)
    for o in players:
        for e, target, _ in _effects(o, vopros):
            to = target if e.to == "target" else o.seat
            if e.kind == "sleeve" and to is not None and to in gained:
                for _ in range(e.amount):
                    made = state.make(seats[to], e.card)
                    seats[to].sleeve.append(made)
                    gained[to].append(made)

    log.extend((7, "sleeve", {"seat": s, "cards": v[pre[s]:]}) for s, v in gained.items() if len(v) > pre[s])

    # step 8: the Monk
    if not night:
        for s in living0:
            st = seats[s]
            if st.public == "monk" and len(st.hand) in (1, 2):
                got = state.draw(st)
                if got is not None:
                    drawn[s].append(got)
                    log.append((8, "monk", {"seat": s, "card": got}))

    # step 9: deaths and wounds; a dead owner's artifact
    deaths: list[int] = []
    wounds: list[int] = []
    for s in living0:
        st = seats[s]
        if st.wounded_at is not None:
            if state.phase >= st.wounded_at + 2:
                deaths.append(s)
            continue
        if len(st.hand) <= (1 if st.public == "alien" else 0):
            if st.public == "avenger":
                st.wounded_at = state.phase
                wounds.append(s)
            else:
                deaths.append(s)
    for s in deaths:
        seats[s].alive = False
        log.append((9, "death", {"seat": s}))
    log.extend((9, "wound", {"seat": s}) for s in wounds)
    artifact: dict[str, Any] | None = None
    owner0 = state.owner
    if owner0 is not None and owner0 in deaths and (night or opts.dead_giver == "destroyed"):
        artifact = {"from": owner0, "to": None, "how": "destroyed", "law_armour": None}
        state.owner = None
        log.append((9, "artifact", dict(artifact)))

    # step 10: the artifact; the Leader
    if not night:
        if state.owner is not None:
            artifact = artifact_step(state, orders, messages)
            log.append((10, "artifact", dict(artifact)))
        record["leader"] = leader(state, players, weights, deaths) if leader_held else None
        if not leader_held:
            state.leader = None
        elif record["leader"] is not None:
            log.append((10, "leader", {"seat": record["leader"]["elected"]}))
    record["artifact"] = artifact

    # step 11: private messages
    living = set(state.living())
    if guess is not None and guesser is not None and guesser.seat in living:
        name = seats[guess["target"]].name
        messages.append(Message(guesser.seat, "guess", guesser.seat,
                                f"Догадка об игроке {name}: верно, вы получаете 2 карты Патрон."
                                if guess["patrons"] else f"Догадка об игроке {name}: неверно."))
    for o in players:
        for e, target, text in _effects(o, vopros):
            to = target if e.to == "target" else o.seat
            if to is None:
                continue
            if e.kind == "message" and to in living and text is not None:
                messages.append(Message(to, "message", o.seat, f"Вам сообщение: «{text}»"))
            elif e.kind == "reveal" and o.seat in living:
                messages.append(Message(o.seat, "reveal", o.seat, reveal(state, e, to, deadline, played)))
    for s in sorted(living):
        st = seats[s]
        if st.public == "psychic":
            messages.append(Message(s, "psychic", 0, f"Верх вашей колоды: {card_names(state, st, st.deck[:2])}."))

    # step 12: the post and the end
    record["damage"] = {str(s): damage[s] for s in living0 if damage[s] > 0}
    record["armour"] = {str(s): armour[s] for s in living0 if armour[s] > 0}
    record["lost"] = lost
    record["deaths"] = sorted(deaths)
    record["wounded"] = sorted(wounds)
    record["drawn"] = {str(s): v for s, v in drawn.items() if v}
    record["sleeve"] = {str(s): v for s, v in gained.items() if v}
    record["hands"] = {str(s): seats[s].public_hand() for s in sorted(living)}
    record["private"] = [m.to_json() for m in ordered(messages)]
    log.append((11, "messages", {"count": len(messages)}))
    lines = [f"Ночь {state.phase // 2 + 1}." if night else f"День {(state.phase + 1) // 2}."]
    if not night:
        lines += veche_lines(state, record["veche"])
        if record["leader"] is not None:
            tally = record["leader"]["tally"]
            lines.append("Лидер: " + (", ".join(f"{seats[int(s)].name} {words(int(v * 2))}"
                                                for s, v in sorted(tally.items(), key=lambda kv: int(kv[0])))
                                      + "." if tally else "голосов нет."))
            elected = record["leader"]["elected"]
            lines.append(f"Новый Лидер: {seats[elected].name}." if elected is not None else "Лидер не избран.")
    if deaths:
        shown = [seats[s].name + (f" ({SECRET_RU[seats[s].secret]})" if opts.reveal_dead else "")
                 for s in sorted(deaths)]
        lines.append(f"Погибли: {', '.join(shown)}.")
    else:
        lines.append("Никто не погиб.")
    if wounds:
        lines.append(f"Смертельные раны: {', '.join(seats[s].name for s in sorted(wounds))}.")
    if night and state.beaten is not None and state.beaten in living0:
        lines.append(beaten_line(state, orders.get(state.beaten)))
    if living:
        lines.append("Карты в руке: " + ", ".join(f"{seats[s].name} {seats[s].public_hand()}"
                                                  for s in sorted(living)) + ".")
    end = end_check(state, living)
    if end is not None:
        lines.append(end)
    record["post"] = "\n".join(lines)
    log.append((12, "end" if state.finished else "post", {"winner": state.winner}))
    log.sort(key=lambda entry: entry[0])      # the guess is judged at step 1, read after step 2
    if not night:
        state.beaten = beaten
    else:
        state.beaten = None
    state.phase += 1
    return {k: record[k] for k in _KEYS_NIGHT if k in record} if night else record


_KEYS_NIGHT = ("phase", "kill", "guess", "damage", "armour", "lost", "deaths", "wounded", "artifact", "drawn",
               "sleeve", "hands", "private", "post")
