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
    step's facts in order, ``(step, kind, params)`` (the master's view).
    One method of :class:`_Phase` per step of R-10, in its order."""
    phase = _Phase(state, orders, tells, [] if log is None else log)
    phase.step_1_order_and_guess()
    phase.step_2_cards_leave()
    phase.step_3_damage_and_armour()
    phase.step_4_effect_draws()
    phase.step_5_losses()
    phase.step_6_replacement_draws()
    phase.step_7_sleeve_gains()
    phase.step_8_monk()
    phase.step_9_deaths()
    phase.step_10_artifact_and_leader()
    phase.step_11_messages()
    return phase.step_12_post_and_end()


class _Phase:
    """One phase being resolved (:func:`resolve`): what each step of R-10
    leaves for the next ones."""

    def __init__(self, state: State, orders: dict[int, Order], tells: list[tuple[int, int, str]],
                 log: list[tuple[int, str, dict[str, Any]]]) -> None:
        self.state, self.orders, self.log = state, orders, log
        self.opts = state.opts
        self.night = state.night
        self.first_night = state.phase == 0
        self.living0 = state.living()
        # whether the day holds the Leader vote is read from the living
        # at the day's start, not after its step-9 deaths.
        self.leader_held = state.leader_vote_held()
        self.seats = state.seats
        self.weights = {s: state.weight(s) for s in self.living0}
        self.vopros = state.catalogue.cards["vopros"]
        self.record: dict[str, Any] = {"phase": state.label}
        self.messages: list[Message] = [Message(to, "boss", boss, f"Сообщение от Босса: «{text}»")
                                        for boss, to, text in tells]
        self.players = [orders[s] for s in sorted(orders) if s in self.living0]
        self.guess: dict[str, Any] | None = None
        self.guesser: Order | None = None
        self.start_hands: dict[int, list[str]] = {}
        self.pending = {s: Pending() for s in self.living0}
        self.copies: dict[int, str] = {}
        self.played: dict[int, list[tuple[str, Card]]] = {}
        self.banker_armour: set[int] = set()
        self.deadline: dict[int, tuple[list[str], list[str]]] = {}
        self.damage: Counter[int] = Counter()
        self.armour: Counter[int] = Counter()
        self.beaten: int | None = None
        self.drawn: dict[int, list[str]] = {s: [] for s in self.living0}
        self.lost: dict[str, Any] = {}
        self.gained: dict[int, list[str]] = {s: [] for s in self.living0}
        self.left_to_draw: dict[int, int] = {}
        self.deaths: list[int] = []
        self.wounds: list[int] = []
        self.artifact: dict[str, Any] | None = None
        self.living: set[int] = set()

    def effects(self) -> Iterator[tuple[Order, Effect, int | None, str | None]]:
        """Every living player's effects in seat order (:func:`_effects`), with
        the effect's receiver resolved: (order, effect, to, text)."""
        for o in self.players:
            for e, target, text in _effects(o, self.vopros):
                yield o, e, (target if e.to == "target" else o.seat), text

    # step 1: the hand's order, the Advisor's marks, the Killer's guess
    def step_1_order_and_guess(self) -> None:
        seats, log = self.seats, self.log
        for o in self.players:
            st = seats[o.seat]
            if o.order:
                st.hand = list(o.order) + [c for c in st.hand if c not in o.order]
                log.append((1, "order", {"seat": o.seat, "cards": list(st.hand)}))
            if o.invisible is not None:
                st.invisible = list(o.invisible)
                log.append((1, "invisible", {"seat": o.seat, "cards": list(o.invisible)}))
        self.guesser = next((o for o in self.players if o.guess is not None), None)
        self.start_hands = {s: [seats[s].cards[c] for c in seats[s].hand] for s in self.living0}

    # step 2: cards leave; the deadline state
    def step_2_cards_leave(self) -> None:
        for o in self.players:
            self._leave(o)
        seats = self.seats
        self.deadline = {s: (list(seats[s].hand), list(seats[s].deck)) for s in self.living0}
        guesser = self.guesser
        if guesser is not None and guesser.guess is not None:
            guessed, named = guesser.guess
            hand = self.start_hands[guessed] if self.opts.guess_hand == "phase_start" else \
                [seats[guessed].cards[c] for c in self.deadline[guessed][0]]
            matched = sum((Counter(named) & Counter(hand)).values())
            self.guess = {"target": guessed, "named": len(named), "matched": matched,
                          "patrons": 2 * matched >= len(named)}
            seats[guesser.seat].guessed.add(guessed)
            self.log.append((1, "guess", dict(self.guess, seat=guesser.seat)))

    def _leave(self, o: Order) -> None:
        """R-10 step 2 for one player: his played, paid, spent and given
        cards leave; his discards go under his deck; the Magician's copy."""
        st = self.seats[o.seat]
        pending = self.pending[o.seat].kinds
        gone = self._gone(o, pending)
        for cid in gone:
            if cid in st.hand:
                st.hand.remove(cid)
            elif cid in st.sleeve:
                st.sleeve.remove(cid)
        self._discard(o, st, pending)
        if o.play is not None and o.play.copy:
            st.used.add("copy")
            self.copies[o.seat] = self.state.make(st, st.cards[o.play.card])
            st.hand.append(self.copies[o.seat])
            self.log.append((2, "copy", {"seat": o.seat, "card": self.copies[o.seat]}))
        st.invisible = [c for c in st.invisible if c in st.hand]
        self.played[o.seat] = [(p.card, p.as_card) for p in (o.play, o.sleeve) if p is not None]
        if st.public == "banker" and "banker" not in st.used and any(c.cost >= 1 for _, c in self.played[o.seat]):
            st.used.add("banker")
            self.banker_armour.add(o.seat)
        if o.croupier is not None:
            st.used.add("croupier")

    def _gone(self, o: Order, pending: list[str]) -> list[str]:
        """The cards that leave his hand and sleeve (played, paid, spent, the Croupier's), logged."""
        gone: list[str] = []
        if o.play is not None:
            gone.append(o.play.card)
            if not o.play.copy:
                pending.append("play")
        if o.sleeve is not None:
            gone.append(o.sleeve.card)
        gone += o.paid() + o.spend
        if gone or o.croupier is not None:
            self.log.append((2, "leave", {"seat": o.seat, "cards": gone + ([o.croupier] if o.croupier else [])}))
        if o.croupier is not None:
            gone.append(o.croupier)
            pending.append("croupier")
        return gone

    def _discard(self, o: Order, st: Any, pending: list[str]) -> None:
        """R-10 step 2: his discards go under his deck, in his order."""
        if o.discard:
            for cid in o.discard:
                st.hand.remove(cid)
            st.deck.extend(o.discard)
            pending += ["discard"] * len(o.discard)
            self.log.append((2, "discard", {"seat": o.seat, "cards": list(o.discard)}))

    # step 3: damage and armour
    def step_3_damage_and_armour(self) -> None:
        damage, armour = self.damage, self.armour
        for _, e, to, _ in self.effects():
            if to is None:
                continue
            if e.kind == "damage":
                damage[to] += e.amount
            elif e.kind == "armour":
                armour[to] += e.amount
        if self.night:
            self._kill()
        else:
            self.record["veche"], self.beaten = veche(self.state, self.players, self.weights, damage)
            self.log.append((3, "veche", {"result": self.record["veche"]["result"],
                                          "hit": list(self.record["veche"]["hit"])}))
        if self.first_night:
            for s in damage:
                damage[s] = min(damage[s], 5)
        for s in self.living0:
            armour[s] += self._own_armour(s)
        if self.night:
            self.state.law_armour = None
        for s in self.living0:
            if damage[s] or armour[s]:
                self.log.append((3, "hit", {"seat": s, "damage": damage[s], "armour": armour[s]}))
        self.record["guess"] = self.guess

    def _kill(self) -> None:
        """R-6.1: the Mafia's kill, by the weights of who named whom, with the boosts."""
        seats = self.seats
        kill_tally: Counter[int] = Counter()
        boosts = sorted(o.seat for o in self.players if o.boost is not None)
        for o in self.players:
            if o.kill is not None:
                kill_tally[o.kill] += KILL_WEIGHT[seats[o.seat].secret]
        kill_damage = 3 + 2 * len(boosts) + 2 * self.state.dead_mafia()
        if kill_tally:
            victim = max(kill_tally, key=lambda s: kill_tally[s])
            self.damage[victim] += kill_damage
            self.record["kill"] = {"tally": tally_json(kill_tally), "target": victim, "damage": kill_damage,
                                   "boosts": boosts}
            self.log.append((3, "kill", {"seat": victim, "damage": kill_damage, "boosts": len(boosts)}))
        else:
            self.record["kill"] = {"tally": {}, "target": None, "damage": 0, "boosts": boosts}

    def _own_armour(self, s: int) -> int:
        """The armour seat ``s`` has of himself this phase: the artifact's and
        the Law's (at night), the Child's, the Lazy's, the Strongman's, the
        Paranoid's, the Banker's (R-2, R-9)."""
        st, mine, night = self.seats[s], self.orders.get(s), self.night
        got = 0
        if night and self.state.owner == s:
            got += 3
        if night and self.state.law_armour == s:
            got += 3
        if night and st.public == "child":
            got += 1
        if night and st.public == "lazy" and not (mine and mine.plays_card):
            got += 2
        if st.public == "strongman" and st.strongman:
            got += 1
        if st.public == "paranoid" and mine:
            got += len(mine.spend)
        if s in self.banker_armour:
            got += 3
        return got

    def _effect_draws(self) -> None:
        for _, e, to, _ in self.effects():
            if e.kind == "draw" and to is not None and to in self.drawn:
                for _ in range(e.amount):
                    got = self.state.draw(self.seats[to])
                    if got is not None:
                        self.drawn[to].append(got)

    # step 4: draw effects (before damage)
    def step_4_effect_draws(self) -> None:
        if self.opts.effect_draws == "before_damage":
            self._effect_draws()
            self.log.extend((4, "draw", {"seat": s, "cards": list(v)}) for s, v in self.drawn.items() if v)

    # step 5: losses to damage; the Masochist's copy
    def step_5_losses(self) -> None:
        opts = self.opts
        for s in self.living0:
            st = self.seats[s]
            loss = max(0, self.damage[s] - self.armour[s])
            kinds = self.pending[s].kinds
            cancellable = len(kinds) if opts.cancel_draws_of == "plays_and_discards" else kinds.count("play")
            cancelled = min(loss, cancellable)
            loss -= cancelled
            self.left_to_draw[s] = len(kinds) - cancelled
            copy = self.copies.get(s)
            line = [c for c in st.hand if c != copy] + ([copy] if copy in st.hand else [])
            cards = line[:loss]
            for cid in cards:
                st.hand.remove(cid)
            st.invisible = [c for c in st.invisible if c in st.hand]
            if cancelled or cards:
                self.lost[str(s)] = {"cancelled": cancelled, "cards": cards}
                self.log.append((5, "lost", {"seat": s, "cancelled": cancelled, "cards": list(cards)}))
                if st.public == "strongman" and opts.strongman_until == "lost":
                    st.strongman = False
            if cards and st.public == "masochist" and "masochist" not in st.used:
                st.used.add("masochist")
                made = self.state.make(st, st.cards[cards[0]])
                st.sleeve.append(made)
                self.gained[s].append(made)
                self.log.append((5, "masochist", {"seat": s, "card": made}))
            if st.public == "strongman" and opts.strongman_until == "dealt" and self.damage[s] > 0:
                st.strongman = False

    # step 6: the replacement draws left
    def step_6_replacement_draws(self) -> None:
        for s in self.living0:
            took = []
            for _ in range(self.left_to_draw[s]):
                got = self.state.draw(self.seats[s])
                if got is not None:
                    self.drawn[s].append(got)
                    took.append(got)
            if took:
                self.log.append((6, "draw", {"seat": s, "cards": took}))
        if self.opts.effect_draws == "after_damage":
            was = {s: len(v) for s, v in self.drawn.items()}
            self._effect_draws()
            self.log.extend((6, "draw", {"seat": s, "cards": v[was[s]:]})
                            for s, v in self.drawn.items() if len(v) > was[s])

    # step 7: sleeve gains: the Killer's patrons, the Businessman's Жир, sleeve effects
    def step_7_sleeve_gains(self) -> None:
        state, seats, gained = self.state, self.seats, self.gained
        pre = {s: len(v) for s, v in gained.items()}
        if self.guess is not None and self.guess["patrons"] and self.guesser is not None:
            st = seats[self.guesser.seat]
            for _ in range(2):
                made = state.make(st, "patron")
                st.sleeve.append(made)
                gained[st.seat].append(made)
        if self.night:
            for s in self.living0:
                st = seats[s]
                mine = self.orders.get(s)
                if st.public == "businessman" and not (mine and (mine.plays_card or mine.discard or mine.paid())):
                    made = state.make(st, "zhir")
                    st.sleeve.append(made)
                    gained[s].append(made)
        for _, e, to, _ in self.effects():
            if e.kind == "sleeve" and to is not None and to in gained:
                for _ in range(e.amount):
                    made = state.make(seats[to], e.card)
                    seats[to].sleeve.append(made)
                    gained[to].append(made)
        self.log.extend((7, "sleeve", {"seat": s, "cards": v[pre[s]:]}) for s, v in gained.items() if len(v) > pre[s])

    # step 8: the Monk
    def step_8_monk(self) -> None:
        if self.night:
            return
        for s in self.living0:
            st = self.seats[s]
            if st.public == "monk" and len(st.hand) in (1, 2):
                got = self.state.draw(st)
                if got is not None:
                    self.drawn[s].append(got)
                    self.log.append((8, "monk", {"seat": s, "card": got}))

    # step 9: deaths and wounds; a dead owner's artifact
    def step_9_deaths(self) -> None:
        state, seats = self.state, self.seats
        for s in self.living0:
            st = seats[s]
            if st.wounded_at is not None:
                if state.phase >= st.wounded_at + 2:
                    self.deaths.append(s)
                continue
            if len(st.hand) <= (1 if st.public == "alien" else 0):
                if st.public == "avenger":
                    st.wounded_at = state.phase
                    self.wounds.append(s)
                else:
                    self.deaths.append(s)
        for s in self.deaths:
            seats[s].alive = False
            self.log.append((9, "death", {"seat": s}))
        self.log.extend((9, "wound", {"seat": s}) for s in self.wounds)
        owner0 = state.owner
        if owner0 is not None and owner0 in self.deaths and (self.night or self.opts.dead_giver == "destroyed"):
            self.artifact = {"from": owner0, "to": None, "how": "destroyed", "law_armour": None}
            state.owner = None
            self.log.append((9, "artifact", dict(self.artifact)))

    # step 10: the artifact; the Leader
    def step_10_artifact_and_leader(self) -> None:
        state, record = self.state, self.record
        if not self.night:
            if state.owner is not None:
                self.artifact = artifact_step(state, self.orders, self.messages)
                self.log.append((10, "artifact", dict(self.artifact)))
            record["leader"] = leader(state, self.players, self.weights, self.deaths) if self.leader_held else None
            if not self.leader_held:
                state.leader = None
            elif record["leader"] is not None:
                self.log.append((10, "leader", {"seat": record["leader"]["elected"]}))
        record["artifact"] = self.artifact

    # step 11: private messages
    def step_11_messages(self) -> None:
        state, seats, messages = self.state, self.seats, self.messages
        living = self.living = set(state.living())
        guess, guesser = self.guess, self.guesser
        if guess is not None and guesser is not None and guesser.seat in living:
            name = seats[guess["target"]].name
            messages.append(Message(guesser.seat, "guess", guesser.seat,
                                    f"Догадка об игроке {name}: верно, вы получаете 2 карты Патрон."
                                    if guess["patrons"] else f"Догадка об игроке {name}: неверно."))
        for o, e, to, text in self.effects():
            if to is None:
                continue
            if e.kind == "message" and to in living and text is not None:
                messages.append(Message(to, "message", o.seat, f"Вам сообщение: «{text}»"))
            elif e.kind == "reveal" and o.seat in living:
                messages.append(Message(o.seat, "reveal", o.seat, reveal(state, e, to, self.deadline, self.played)))
        for s in sorted(living):
            st = seats[s]
            if st.public == "psychic":
                messages.append(Message(s, "psychic", 0, f"Верх вашей колоды: {card_names(state, st, st.deck[:2])}."))

    # step 12: the post and the end
    def step_12_post_and_end(self) -> dict[str, Any]:
        state, seats, record, living = self.state, self.seats, self.record, self.living
        night, living0 = self.night, self.living0
        record["damage"] = {str(s): self.damage[s] for s in living0 if self.damage[s] > 0}
        record["armour"] = {str(s): self.armour[s] for s in living0 if self.armour[s] > 0}
        record["lost"] = self.lost
        record["deaths"] = sorted(self.deaths)
        record["wounded"] = sorted(self.wounds)
        record["drawn"] = {str(s): v for s, v in self.drawn.items() if v}
        record["sleeve"] = {str(s): v for s, v in self.gained.items() if v}
        record["hands"] = {str(s): seats[s].public_hand() for s in sorted(living)}
        record["private"] = [m.to_json() for m in ordered(self.messages)]
        self.log.append((11, "messages", {"count": len(self.messages)}))
        lines = self._post_lines()
        end = end_check(state, living)
        if end is not None:
            lines.append(end)
        record["post"] = "\n".join(lines)
        self.log.append((12, "end" if state.finished else "post", {"winner": state.winner}))
        self.log.sort(key=lambda entry: entry[0])      # the guess is judged at step 1, read after step 2
        state.beaten = None if night else self.beaten
        state.phase += 1
        return {k: record[k] for k in _KEYS_NIGHT if k in record} if night else record

    def _post_lines(self) -> list[str]:
        """R-12.1's post, less the end's line: the phase, the вече and the
        Leader by day, the dead and wounded, the beaten player's colours,
        the hand counts."""
        state, seats, record, night = self.state, self.seats, self.record, self.night
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
        if self.deaths:
            shown = [seats[s].name + (f" ({SECRET_RU[seats[s].secret]})" if self.opts.reveal_dead else "")
                     for s in sorted(self.deaths)]
            lines.append(f"Погибли: {', '.join(shown)}.")
        else:
            lines.append("Никто не погиб.")
        if self.wounds:
            lines.append(f"Смертельные раны: {', '.join(seats[s].name for s in sorted(self.wounds))}.")
        if night and state.beaten is not None and state.beaten in self.living0:
            lines.append(beaten_line(state, self.orders.get(state.beaten)))
        if self.living:
            lines.append("Карты в руке: " + ", ".join(f"{seats[s].name} {seats[s].public_hand()}"
                                                      for s in sorted(self.living)) + ".")
        return lines


_KEYS_NIGHT = ("phase", "kill", "guess", "damage", "armour", "lost", "deaths", "wounded", "artifact", "drawn",
               "sleeve", "hands", "private", "post")
