"""Processing a turn (Z-7): the nine phases 0–8 in order, step by step, with
the payments and the shortfall (Z-7.2), the battles by the tactics table
(Z-5, Z-6), skips and the Nothing (Z-8), leaving and joining (Z-9), the end
(Z-10), the event log and the situation post (Z-11). :class:`Turn` changes
the :class:`~.state.State` and returns the turn's record (Z-13's output)."""

from __future__ import annotations

from typing import Any, Callable

from .battles import Battles
from .orders import Action
from .state import Player, Standing, State
from .post import PlayError, apply_change, end_line, situation
from .tactics import words


def signed(n: int) -> str:
    return f"+{n}" if n >= 0 else str(n)


class Turn(Battles):
    """Turn ``t``'s processing. ``orders``: seat → his checked actions (a
    seat absent sent nothing); ``host``: the adjustments; ``changes`` and
    ``joins``: phase 8's; ``join_player``: makes a joining seat (Z-9.2)."""

    def __init__(self, state: State, t: int, orders: dict[int, list[Action]], host: list[dict[str, Any]],
                 changes: list[Any], joins: list[Any], join_player: Callable[[Any, int], Player]) -> None:
        self.s, self.t = state, t
        self.orders = orders
        self.host, self.changes, self.joins = host, changes, joins
        self.join_player = join_player
        self.log: list[list[Any]] = []
        self.battles: list[dict[str, Any]] = []
        self.spent: dict[str, int] = {}
        self.cancelled: list[dict[str, Any]] = []
        self.status0 = {seat: p.status for seat, p in state.players.items()}
        self.height0 = {seat: p.height for seat, p in state.players.items()}
        self.add_defence: dict[int, int] = {}
        self.strength: dict[int, int] = {}
        self.defence_art: dict[int, int] = {}
        self.lost_shard: set[int] = set()

    # ------------------------------------------------------------ helpers
    def cap(self, phase: int) -> None:
        if self.s.options.cap_check != "every_phase":
            return
        for seat in self.s.in_game():
            p = self.s.players[seat]
            cap = self.s.cap(p)
            if p.energy > cap:
                p.energy = cap
                self.line(phase, f"{p.name}: энергия ограничена пределом {cap}.")

    def adjustments(self, phase: int) -> None:
        """Z-13: the host's adjustments of ``phase``, in list order."""
        for adj in self.host:
            if (6 if adj.get("phase") is None else adj["phase"]) != phase:   # Z-16 36: null = absent
                continue
            seat = adj["seat"]
            if seat not in self.s.players or not self.live(seat):
                raise PlayError(f"seat {seat} is not in the game when the adjustment acts", "Z-13", adj)
            p = self.s.players[seat]
            parts = []
            for key, word in (("energy", "энергия"), ("defence", "защита"), ("income", "доход")):
                amount = adj.get(key) or 0
                if amount:
                    parts.append(f"{word} {signed(amount)}")
                    if key == "energy":
                        p.energy = max(0, p.energy + amount)
                    elif key == "defence":
                        p.defence = self.floor(p.defence + amount)
                    else:
                        p.bonus += amount
            note = adj.get("note")
            self.line(phase, f"{p.name}: {', '.join(parts)}" + (f" — {note}." if note else "."))

    def cost(self, seat: int, a: Action) -> tuple[int, dict[str, int]]:
        """Z-4.2, Z-4.3: an action's price at the start of the turn, by part."""
        s, h = self.s, self.height0[seat]
        if a.do == "shard":
            shard = next(x for x in s.neutral if x.id == a.target)
            return s.move(h, shard.height) + a.extra, {"move": s.move(h, shard.height), "extra": a.extra}
        if a.do == "source":
            source = next(x for x in s.sources if x.id == a.target)
            return s.move(h, source.height) + a.extra, {"move": s.move(h, source.height), "extra": a.extra}
        if a.do == "invade":
            fee, move = s.costs["invade_fee"], s.move(h, self.height0[a.target])
            return fee + move + a.extra, {"move": move, "fee": fee, "extra": a.extra}
        if a.do == "defend":
            return a.energy, {"defend": a.energy}
        if a.do == "artifact":
            art = next(x for x in s.artifacts if x.id == a.raw["id"])
            return art.cost, {"artifact": art.cost}
        if a.do == "event":
            event = next(x for x in s.events if x.id == a.raw["id"])
            return a.energy + event.cost, {"event": a.energy + event.cost}
        return 0, {}

    def variable(self, a: Action) -> int:
        return a.extra if a.do in ("shard", "source", "invade") else a.energy if a.do in ("defend", "event") else 0

    def action_words(self, a: Action) -> str:
        s = self.s
        if a.do == "shard":
            return f"атака осколка {s.name_of(a.target)}"
        if a.do == "invade":
            return f"вторжение в мир {s.name_of(a.target)}"
        if a.do == "source":
            return f"атака источника {s.name_of(a.target)}"
        if a.do == "defend":
            return f"энергия на защиту {a.energy}"
        if a.do == "event":
            return f"событие {next(x.name for x in s.events if x.id == a.raw['id'])}"
        return f"артефакт {next(x.name for x in s.artifacts if x.id == a.raw['id'])}"

    # ------------------------------------------------------------ phases
    def run(self) -> dict[str, Any]:
        self.phase0()
        self.phase1()
        self.adjustments(2)
        self.cap(2)
        self.phase3()
        self.phase4()
        self.phase5()
        self.phase6()
        self.phase7()
        return self.phase8()

    def phase0(self) -> None:
        s = self.s
        for seat, a in self.acts():
            if a.targets:
                a.target = a.targets[int(s.rng.random() * len(a.targets))]
                self.line(0, f"Жребий: {self.name(seat)} — {s.name_of(a.target)}.")
        self.adjustments(0)
        for seat, a in self.acts():
            if a.do == "artifact":
                art = next(x for x in s.artifacts if x.id == a.raw["id"])
                if art.effect == "energy":
                    self.s.players[seat].energy += art.value
                    self.use(art)
                    self.line(0, f"{self.name(seat)}: артефакт {art.name}, энергия +{art.value}.")
        self.cap(0)

    def use(self, art: Any) -> None:
        if art.charges is not None:
            art.charges -= 1

    def phase1(self) -> None:
        """Z-7.2: each player pays; the last costing actions are cancelled (or lowered) while short."""
        s = self.s
        for seat in sorted(self.orders):
            p = s.players[seat]
            if not p.in_game:
                continue
            actions = self.orders[seat]
            for a in self._short(seat, p, actions):
                self.line(1, f"{p.name}: не хватает энергии, отменено: {self.action_words(a)}.")
                self.cancelled.append({"seat": seat, "index": a.index, "do": a.do})
            self._pay(seat, p, actions)
        self.cap(1)

    def _short(self, seat: int, p: Player, actions: list[Action]) -> list[Action]:
        """Z-7.2: while his orders cost more than his energy, the last costing one is
        cancelled (``shortfall: reduce``: lowered first, when that is enough); the cancelled."""
        cancelled: list[Action] = []
        while True:
            costing = [a for a in actions if not a.cancelled and self.cost(seat, a)[0] > 0]
            total = sum(self.cost(seat, a)[0] for a in costing)
            if total <= p.energy or not costing:
                return cancelled
            last = costing[-1]
            var = self.variable(last)
            if self.s.options.shortfall == "reduce" and var > 0 and total - var <= p.energy:
                lower = total - p.energy
                if last.do == "defend" and last.energy - lower <= 0:
                    last.cancelled = True
                    cancelled.append(last)
                    continue
                if last.do in ("shard", "source", "invade"):
                    last.extra -= lower
                else:
                    last.energy -= lower
                return cancelled
            last.cancelled = True
            cancelled.append(last)

    def _pay(self, seat: int, p: Player, actions: list[Action]) -> None:
        """He pays what his kept orders cost, logged by part (Z-7.2)."""
        parts = {"move": 0, "fee": 0, "extra": 0, "defend": 0, "event": 0, "artifact": 0}
        for a in actions:
            if not a.cancelled:
                for k, v in self.cost(seat, a)[1].items():
                    parts[k] += v
        paid = sum(parts.values())
        if paid > 0:
            p.energy -= paid
            self.spent[str(seat)] = paid
            named = [("перемещение", "move"), ("плата за атаку", "fee"), ("дополнительная энергия", "extra"),
                     ("защита", "defend"), ("события", "event"), ("артефакты", "artifact")]
            text = ", ".join(f"{w} {parts[k]}" for w, k in named if parts[k])
            self.line(1, f"{p.name}: расход {paid} ({text}), остаток {p.energy}.")

    def phase3(self) -> None:
        """Z-7 phase 3: surrenders (by the option), the standing tactics (Z-5.3), this turn's defence (Z-3.3)."""
        s = self.s
        if s.options.surrender_phase == 3:
            self.surrenders(3)
        for seat, a in self.acts():
            if a.do == "tactic" and self.live(seat) and a.standing is not None:
                self._tactic(s.players[seat], a.standing)
        for seat in s.in_game():
            self._defence(seat)
        self.cap(3)

    def _tactic(self, p: Player, new: Standing) -> None:
        """Z-5.3: a player's new defence tactics, each part given replacing his last."""
        s = self.s
        if new.world:
            p.tactic.world = new.world
            self.line(3, f"{p.name}: тактика защиты мира — {words(new.world)}.")
        if new.after_loss:
            p.tactic.after_loss = new.after_loss
            self.line(3, f"{p.name}: тактика защиты мира после потери осколка — {words(new.after_loss)}.")
        if new.sources:
            p.tactic.sources = new.sources
            p.tactic.source = {}
            self.line(3, f"{p.name}: тактика защиты источников — {words(new.sources)}.")
        for source in s.sources:
            if source.id in new.source:
                p.tactic.source[source.id] = new.source[source.id]
                self.line(3, f"{p.name}: тактика защиты источника {source.name} — {words(new.source[source.id])}.")

    def _defence(self, seat: int) -> None:
        """Z-3.3, Z-2: this turn's defence energy and the defence and strength artifacts
        (acting by themselves, or ordered: a charge used)."""
        s = self.s
        p = s.players[seat]
        autos = [x for x in s.artifacts if x.owner == seat and x.auto]
        ordered = [next(x for x in s.artifacts if x.id == a.raw["id"]) for a in self.orders.get(seat, [])
                   if not a.cancelled and a.do == "artifact"]
        defence_arts = sum(x.value for x in autos + ordered if x.effect == "defence")
        self.strength[seat] = sum(x.value for x in autos + ordered if x.effect == "strength")
        self.defence_art[seat] = defence_arts
        self.add_defence[seat] = defence_arts
        self._defence_orders(p, seat, defence_arts)

    def _defence_orders(self, p: Player, seat: int, defence_arts: int) -> None:
        """His ``defend`` energy and ordered artifacts, logged in order (Z-3.3)."""
        s = self.s
        for a in self.orders.get(seat, []):
            if a.cancelled:
                continue
            if a.do == "defend":
                self.add_defence[seat] += a.energy
                self.line(3, f"{p.name}: энергия на защиту мира {a.energy}, защита в этот ход "
                             f"{p.defence + a.energy + defence_arts}.")
            elif a.do == "artifact":
                art = next(x for x in s.artifacts if x.id == a.raw["id"])
                if art.effect in ("defence", "strength"):
                    self.use(art)
                    word = "защита" if art.effect == "defence" else "сила"
                    self.line(3, f"{p.name}: артефакт {art.name}, {word} +{art.value}.")

    # ------------------------------------------------------------ battles
    def phase4(self) -> None:
        self.shard_battles()
        if self.s.options.source_phase == 4:
            self.source_battles(4)
        self.cap(4)

    def phase5(self) -> None:
        s = self.s
        invasions = [(seat, a) for seat, a in self.acts() if a.do == "invade"]
        if invasions:
            fee = s.costs["invade_fee"]
            by_pay: dict[int, list[tuple[int, Action]]] = {}
            for seat, a in invasions:
                by_pay.setdefault(fee + a.extra, []).append((seat, a))
            ordered: list[tuple[int, Action, int, bool]] = []
            for pay in sorted(by_pay, reverse=True):
                group = list(by_pay[pay])
                lot = len(group) > 1
                while len(group) > 1:
                    ordered.append((*group.pop(int(s.rng.random() * len(group))), pay, lot))
                ordered.append((*group[0], pay, lot))
            self.line(5, "Порядок вторжений: " + ", ".join(
                f"{self.name(seat)} → {self.name(a.target)} ({pay}{', жребий' if lot else ''})"
                for seat, a, pay, lot in ordered) + ".")
            for seat, a, pay, lot in ordered:
                self.invasion(seat, a, pay, lot)
        if s.options.source_phase == 5:
            self.source_battles(5)
        self.cap(5)

    def surrenders(self, phase: int) -> None:
        s = self.s
        for seat, a in self.acts():
            if a.do != "surrender" or not self.live(seat):
                continue
            p = s.players[seat]
            sizes = ", ".join(str(x.size) for x in p.shards)
            for shard in p.shards:
                shard.height, shard.lord_strength, shard.lord_tactic = p.height, None, None
                s.neutral.append(shard)
            p.shards = []
            p.status = "surrendered"
            self.release(p)
            self.line(phase, f"{p.name} сдаётся: мир разрушен, осколки {sizes} остаются на высоте {p.height}.")

    def phase6(self) -> None:
        s = self.s
        for seat, a in self.acts():
            if a.do == "event" and self.live(seat):
                event = next(x for x in s.events if x.id == a.raw["id"])
                self.line(6, f"{self.name(seat)}: участие в событии {event.name}.")
        for seat, a in self.acts():
            if a.do == "artifact" and self.live(seat):
                art = next(x for x in s.artifacts if x.id == a.raw["id"])
                if art.effect == "host":
                    self.use(art)
                    to = "" if a.target is None else f" к {s.name_of(a.target)}"
                    self.line(6, f"{self.name(seat)}: артефакт {art.name} применён{to}.")
        self.adjustments(6)
        self.cap(6)

    def skipped(self, seat: int) -> bool:
        """Z-8.1: a skip unless a main action other than ``skip`` was kept, or
        an action on another player, a neutral shard or a source."""
        if seat not in self.orders:
            return True
        s = self.s
        for a in self.orders[seat]:
            if a.cancelled and not (a.main and a.do != "skip" and not s.options.cancelled_is_skip):
                continue
            if a.main and a.do != "skip" or self._acts_on_another(seat, a):
                return False
            if a.do == "event" and next(x for x in s.events if x.id == a.raw["id"]).counts_as_action:
                return False
        return True

    def _acts_on_another(self, seat: int, a: Action) -> bool:
        """Z-8.1: an artifact aimed at another player, a neutral shard or a source not his."""
        s = self.s
        return (a.do == "artifact" and a.target is not None and a.target != seat
                and not any(x.id == a.target for x in s.players[seat].shards)
                and not any(x.id == a.target and x.owner == seat for x in s.sources))

    def phase7(self) -> None:
        """Z-7 phase 7: surrenders (by the option), skips and silence, income, artifacts' recharge, the Nothing."""
        s = self.s
        if s.options.surrender_phase == 7:
            self.surrenders(7)
        counted = [seat for seat in sorted(s.players) if self.status0[seat] == "active" and s.players[seat].in_game
                   and s.players[seat].status == "active"]
        once = self._skips(counted)
        self._income(counted, once)
        returning = {seat for seat, a in self.acts() if a.do == "return"}
        self._recharge(returning)
        self._nothing(counted, returning)

    def _skips(self, counted: list[int]) -> set[int]:
        """Z-8.1, Z-8.2: each counted player's skips and silence; three skips raise his income
        (for good, or once: the seats returned)."""
        s, once = self.s, set()
        for seat in counted:
            p = s.players[seat]
            p.skips = p.skips + 1 if self.skipped(seat) else 0
            p.silent = p.silent + 1 if seat not in self.orders else 0
            if p.skips == 3:
                p.skips = 0
                if s.options.skip_bonus == "permanent":
                    p.bonus += 1
                else:
                    once.add(seat)
                self.line(7, f"{p.name}: пропуск хода 3 раза подряд — доход +1.")
        return once

    def _income(self, counted: list[int], once: set[int]) -> None:
        """Z-3.1, Z-3.2: income, never below 0 (Z-16 37) nor above the cap."""
        s = self.s
        for seat in counted:
            p = s.players[seat]
            income = s.income(p) + (1 if seat in once else 0)
            cap = s.cap(p)
            p.energy = max(0, p.energy + income)
            if p.energy > cap:
                p.energy = cap
                self.line(7, f"{p.name}: доход {income}, энергия {p.energy} (предел {cap}).")
            else:
                self.line(7, f"{p.name}: доход {income}, энергия {p.energy}.")

    def _recharge(self, returning: set[int]) -> None:
        """Z-7.1: artifacts recharge, player by player in seat order, each player's in the world's order."""
        s = self.s
        for art in sorted((a for a in s.artifacts if a.owner is not None), key=lambda a: a.owner or 0):
            owner = art.owner
            if owner is None or not s.players[owner].status == "active" or owner in returning:
                continue
            if art.recharge and art.charges is not None:
                top = art.max_charges if art.max_charges is not None else art.charges + art.recharge
                new = min(top, art.charges + art.recharge)
                if new > art.charges:
                    art.charges = new
                    self.line(7, f"{s.players[owner].name}: артефакт {art.name}, заряды: {new}.")

    def _nothing(self, counted: list[int], returning: set[int]) -> None:
        """Z-8.3: into the Nothing (three silent turns, or by order), and back."""
        s = self.s
        ordered_out = {seat for seat, a in self.acts() if a.do == "nothing"}
        for seat in sorted(s.players):
            p = s.players[seat]
            if seat in counted and p.status == "active" and (p.silent >= 3 or seat in ordered_out):
                self.line(7, f"{p.name} попадает в Ничто." if seat not in ordered_out else f"{p.name} уходит в Ничто.")
                p.status, p.skips, p.silent = "nothing", 0, 0
            elif seat in returning and p.status == "nothing":
                p.status = "active"
                self.line(7, f"{p.name} выходит из Ничто.")

    def phase8(self) -> dict[str, Any]:
        s = self.s
        for change in self.changes:
            apply_change(s, change, self.line)
        for raw in self.joins:
            p = self.join_player(raw, self.t)
            s.players[p.seat] = p
            self.line(8, f"{p.name} присоединяется к игре.")
        self.adjustments(8)
        self.cap(8)
        s.turn = self.t
        living = s.in_game()
        reason = None
        if self.t >= s.costs["max_turns"]:
            reason = f"последний ход {self.t}"
        elif len(living) < 2 and s.options.early_end == "one_left":
            reason = "в игре остался один Владыка" if living else "в игре не осталось Владык"
        text = situation(s, self.t)
        if reason is not None:
            winners = winners_of(s, living)
            s.finished, s.winners, s.reason = True, winners, reason
            ending = end_line(s, reason, winners)
            self.line(8, ending)
            text += "\n" + ending
        return {"turn": self.t, "spent": self.spent, "cancelled": self.cancelled, "battles": self.battles,
                "log": self.log, "state": state_json(s), "situation": text}


def winners_of(s: State, living: list[int]) -> list[int]:
    """Z-10.2: the largest world in the game; equal sizes all win (``winner_tie``)."""
    if not living:
        return []
    top = max(s.players[x].size for x in living)
    best = [x for x in living if s.players[x].size == top]
    if s.options.winner_tie == "energy" and len(best) > 1:
        most = max(s.players[x].energy for x in best)
        best = [x for x in best if s.players[x].energy == most]
    return best


def state_json(s: State) -> dict[str, Any]:
    """Z-13's ``state``: every seated player after the turn."""
    out = {}
    for seat, p in sorted(s.players.items()):
        inside = p.in_game
        out[str(seat)] = {
            "status": p.status, "shards": [x.id for x in p.shards] if inside else [], "size": p.size,
            "height": p.height, "energy": p.energy if inside else 0, "defence": p.defence, "income": s.income(p),
            "bonus": p.bonus, "skips": p.skips, "silent": p.silent,
            "sources": [x.id for x in s.sources if x.owner == seat] if inside else [],
            "artifacts": [x.id for x in s.artifacts if x.owner == seat] if inside else []}
    return out
