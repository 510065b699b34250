"""ЗА 31's battles (Z-5, Z-6): the sides and their strength by the tactics
table, the ties and the dice, the results of shard, source and invasion
battles, and what happens to a player who leaves (Z-6.3, Z-9.1). A mixin of
:class:`~.turn.Turn`, which runs them in phases 4 and 5."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .orders import Action
from .state import Player, State
from .tactics import Tactic, draw_tactic, penalty, words
from .world import Shard


@dataclass
class Side:
    """A battle's side (Z-5.1): ``who`` a seat, ``lord`` or ``guardian``."""

    who: Any
    role: str
    tactic: Tactic
    drawn: bool
    stake: int
    size: int = 0
    artifact: int = 0
    penalty: dict[str, int] = field(default_factory=dict)

    @property
    def points(self) -> int:
        return sum(self.penalty.values())

    @property
    def strength(self) -> int:
        return self.stake + self.size + self.artifact + self.points

    def to_json(self) -> dict[str, Any]:
        return {"who": self.who, "role": self.role, "tactic": list(self.tactic), "drawn": self.drawn,
                "stake": self.stake, "size": self.size, "artifact": self.artifact, "penalty": dict(self.penalty),
                "strength": self.strength}


class Battles:
    """The battles of a turn (mixed into :class:`~.turn.Turn`)."""

    s: State
    t: int
    battles: list[dict[str, Any]]
    strength: dict[int, int]
    add_defence: dict[int, int]
    height0: dict[int, int]

    log: list[list[Any]]
    orders: dict[int, list[Action]]

    def line(self, phase: int, text: str) -> None:
        self.log.append([phase, text])

    def name(self, seat: int) -> str:
        return self.s.players[seat].name

    def live(self, seat: int) -> bool:
        return self.s.players[seat].in_game

    def acts(self) -> list[tuple[int, Action]]:
        """Every kept action, seat order then list order."""
        return [(seat, a) for seat in sorted(self.orders) for a in self.orders[seat] if not a.cancelled]

    def floor(self, defence: int) -> int:
        return defence if self.s.options.defence_floor == "none" else max(0, defence)


    def tactic_for(self, given: Tactic | None) -> tuple[Tactic, bool]:
        if given is not None:
            return given, False
        return draw_tactic(self.s.rng), True

    def score(self, sides: list[Side]) -> None:
        opts = self.s.options
        for side in sides:
            side.penalty = penalty(side.tactic, [o.tactic for o in sides if o is not side], opts.hero_guess,
                                   opts.multi_tactics)

    def who(self, side: Side) -> str:
        if side.who == "lord":
            return "лорд"
        if side.who == "guardian":
            return "страж"
        return self.name(side.who)

    def side_text(self, side: Side) -> str:
        text = f"{self.who(side)}: {words(side.tactic)}{' (жребий)' if side.drawn else ''} — {side.strength} = {side.stake}"
        if side.size:
            text += f" + {side.size}"
        if side.artifact:
            text += f" + {side.artifact}"
        return text + (f" - {-side.points}" if side.points < 0 else " + 0")

    def dice(self, tied: list[Side], record: list[dict[str, Any]], phase: int) -> Side:
        rnd = 0
        while True:
            rnd += 1
            rolls = []
            for side in tied:
                a, b = 1 + int(self.s.rng.random() * 6), 1 + int(self.s.rng.random() * 6)
                rolls.append((side, a, b))
                record.append({"round": rnd, "who": side.who, "roll": [a, b]})
            self.line(phase, "2d6: " + ", ".join(f"{self.who(sd)} {a}+{b}={a + b}" for sd, a, b in rolls) + ".")
            top = max(a + b for _, a, b in rolls)
            tied = [sd for sd, a, b in rolls if a + b == top]
            if len(tied) == 1:
                return tied[0]

    def move_after(self, phase: int, seats: list[int], height: int) -> None:
        for seat in seats:
            p = self.s.players[seat]
            if p.in_game and p.height != height:
                self.line(phase, f"{p.name}: высота {p.height} → {height}.")
                p.height = height

    def _attackers(self, do: str, target: str) -> tuple[list[tuple[int, Action]], list[Side]]:
        """The living players attacking ``target`` with ``do``, and their sides (tactics drawn in seat order)."""
        attackers = [(seat, a) for seat, a in self.acts() if a.do == do and a.target == target and self.live(seat)]
        sides = []
        for seat, a in attackers:
            tactic, drawn = self.tactic_for(a.tactic)
            sides.append(Side(seat, "attacker", tactic, drawn, a.extra, 0, self.strength.get(seat, 0)))
        return attackers, sides

    def shard_battles(self) -> None:
        """Z-6.1 (phase 4): each neutral shard attacked, against its lord."""
        s = self.s
        for shard in list(s.neutral):
            attackers, sides = self._attackers("shard", shard.id)
            if not attackers:
                continue
            tactic, drawn = self.tactic_for(shard.lord_tactic)
            lord = Side("lord", "lord", tactic, drawn, s.lord_strength(shard))
            sides.append(lord)
            self.score(sides)
            self.line(4, f"Бой за осколок {shard.name}. " + "; ".join(self.side_text(x) for x in sides) + ".")
            dice: list[dict[str, Any]] = []
            tie, winner = self._shard_winner(sides, lord, dice)
            movers = [seat for seat, _ in attackers] if s.options.move_on_loss else \
                [winner.who] if winner.who != "lord" else []
            self.move_after(4, movers, shard.height)
            record = {"phase": 4, "kind": "shard", "target": shard.id, "tie": tie, "dice": dice,
                      "sides": [x.to_json() for x in sides]}
            if winner.who == "lord":
                self.line(4, f"Лорд удерживает осколок {shard.name}.")
                record.update(winner="lord", result="held")
            else:
                p = s.players[winner.who]
                s.neutral.remove(shard)
                p.shards.append(shard)
                self.line(4, f"{p.name} захватывает осколок {shard.name}.")
                record.update(winner=winner.who, result="captured")
            self.battles.append(record)

    def _shard_winner(self, sides: list[Side], lord: Side, dice: list[dict[str, Any]]) -> tuple[str | None, Side]:
        """Z-6.1: the strongest wins; a tie: the lord keeps it (``lord_tie: holder``), else the
        higher stake, else 2d6 (``dice`` records the rolls); (how a tie was settled, the winner)."""
        s = self.s
        top = max(x.strength for x in sides)
        tied = [x for x in sides if x.strength == top]
        if len(tied) == 1:
            return None, tied[0]
        if s.options.lord_tie == "holder" and lord in tied:
            self.line(4, f"Ничья по силе {top}: осколок остаётся за лордом.")
            return "holder", lord
        best = max(x.stake for x in tied)
        stakes = [x for x in tied if x.stake == best]
        if len(stakes) == 1:
            self.line(4, f"Ничья по силе {top}, решает ставка: "
                         + ", ".join(f"{self.who(x)} {x.stake}" for x in tied) + ".")
            return "stake", stakes[0]
        self.line(4, f"Ничья по силе {top} и ставке {best}: бросок 2d6.")
        return "dice", self.dice(stakes, dice, 4)

    def source_battles(self, phase: int) -> None:
        """Z-6.2: each source attacked, against its owner (his defence or its own, by the option) or its guardian."""
        s = self.s
        for source in s.sources:
            attackers, sides = self._attackers("source", source.id)
            if not attackers:
                continue
            owner, holder = self._source_holder(source)
            sides.append(holder)
            self.score(sides)
            self.line(phase, f"Бой за источник {source.name}. " + "; ".join(self.side_text(x) for x in sides) + ".")
            top = max(x.strength for x in sides)
            tied = [x for x in sides if x.strength == top]
            tie = None
            winner = tied[0]
            if len(tied) > 1:
                tie, winner = "holder", holder
                self.line(phase, f"Ничья по силе {top}: источник остаётся у прежнего владельца.")
            movers = [seat for seat, _ in attackers] if s.options.move_on_loss else \
                [winner.who] if winner is not holder else []
            self.move_after(phase, movers, source.height)
            record = {"phase": phase, "kind": "source", "target": source.id, "tie": tie, "dice": [],
                      "sides": [x.to_json() for x in sides]}
            if winner is holder:
                who = "Страж" if owner is None else s.players[owner].name
                self.line(phase, f"{who} удерживает источник {source.name}.")
                record.update(winner="guardian" if owner is None else owner, result="held")
            else:
                p = s.players[winner.who]
                source.owner, source.tactic = p.seat, None
                source.defence = p.defence
                self.line(phase, f"{p.name} захватывает источник {source.name}; его защита {source.defence}.")
                record.update(winner=p.seat, result="captured")
            self.battles.append(record)

    def _source_holder(self, source: Any) -> tuple[int | None, Side]:
        """The source's defender: its owner in play (his tactic for it, Z-5.3), else its guardian."""
        s = self.s
        owner = source.owner if source.owner is not None and self.live(source.owner) else None
        if owner is not None:
            o = s.players[owner]
            given = o.tactic.source.get(source.id) or o.tactic.sources
            tactic, drawn = self.tactic_for(given)
            stake = o.defence if s.options.source_defence == "owner" else source.defence
            return owner, Side(owner, "owner", tactic, drawn, stake, 0, self.strength.get(owner, 0))
        tactic, drawn = self.tactic_for(source.tactic)
        return None, Side("guardian", "guardian", tactic, drawn, source.defence)

    def invasion(self, seat: int, a: Action, pay: int, lot: bool) -> None:
        s = self.s
        attacker, defender = s.players[seat], s.players[a.target]
        record: dict[str, Any] = {"phase": 5, "kind": "invasion", "attacker": seat, "target": a.target, "paid": pay,
                                  "lot": lot, "tie": None, "dice": []}
        if not attacker.in_game or defender.status != "active":
            out = attacker if not attacker.in_game else defender
            self.line(5, f"Вторжение {attacker.name} → {defender.name} не состоялось: {out.name} выбывает раньше; "
                         "энергия не возвращается.")
            record.update(sides=[], winner=None, result="void")
            self.battles.append(record)
            return
        tactic, drawn = self.tactic_for(a.tactic)
        att = Side(seat, "attacker", tactic, drawn, a.extra, 0, self.strength.get(seat, 0))
        standing = defender.tactic.world
        tactic, drawn = self.tactic_for(standing)
        if drawn and s.options.default_tactic == "once":
            defender.tactic.world = tactic
        stake = defender.defence + self.add_defence.get(defender.seat, 0)
        dfd = Side(defender.seat, "defender", tactic, drawn, stake, defender.size, self.strength.get(defender.seat, 0))
        sides = [att, dfd]
        self.score(sides)
        self.line(5, f"Вторжение {attacker.name} → {defender.name}. " + "; ".join(self.side_text(x) for x in sides) + ".")
        winner: Side | None
        if att.strength != dfd.strength:
            winner = att if att.strength > dfd.strength else dfd
        elif att.stake != dfd.stake:
            winner = att if att.stake > dfd.stake else dfd
            record["tie"] = "stake"
            self.line(5, f"Ничья по силе {att.strength}, решает ставка: {attacker.name} {att.stake}, "
                         f"{defender.name} {dfd.stake}.")
        else:
            winner = None
            record["tie"] = "draw"
        if s.options.invasion_moves:
            self.move_after(5, [seat], self.height0[defender.seat])
        record["sides"] = [x.to_json() for x in sides]
        if winner is None:
            self.line(5, f"Ничья по силе {att.strength} и ставке {att.stake}: никто не теряет осколок.")
            record.update(winner=None, result="draw")
        elif winner is att:
            record["winner"] = seat
            if len(defender.shards) > 1:
                shard = defender.shards.pop()
                attacker.shards.append(shard)
                if defender.tactic.after_loss is not None:
                    defender.tactic.world, defender.tactic.after_loss = defender.tactic.after_loss, None
                self.line(5, f"{attacker.name} побеждает, {defender.name} отдаёт осколок {shard.size}.")
                record.update(result="won", shard=shard.id)
            else:
                last = defender.shards[-1]
                prize = Shard(f"prize{self.t}_{seat}", f"Трофей ({attacker.name}, ход {self.t})",
                              s.costs["prize_size"], population=last.population, buildings=last.buildings,
                              secrets=last.secrets, note=last.note)
                self.eliminate(defender, winner=attacker)
                attacker.shards.append(prize)
                self.line(5, f"{attacker.name} побеждает, {defender.name} выбывает; {attacker.name} получает осколок "
                             f"{prize.size}.")
                record.update(result="eliminated", shard=prize.id)
        else:
            before = attacker.defence
            attacker.defence = self.floor(attacker.defence - a.extra)
            self.line(5, f"{defender.name} отражает вторжение; {attacker.name}: защита {before} → {attacker.defence}.")
            record.update(winner=defender.seat, result="repelled", defence=[before, attacker.defence])
        self.battles.append(record)

    def release(self, p: Player, winner: Player | None = None) -> None:
        """A player leaves (Z-6.3, Z-9.1): his sources neutral (defence kept),
        his artifacts out of play (or the winner's, ``eliminated_artifacts``)."""
        s = self.s
        for source in s.sources:
            if source.owner == p.seat:
                source.owner = None
        for art in s.artifacts:
            if art.owner == p.seat:
                art.owner = winner.seat if winner is not None and s.options.eliminated_artifacts == "winner" else None
        p.energy = 0
        p.out_turn = self.t

    def eliminate(self, p: Player, winner: Player) -> None:
        s = self.s
        shards = p.shards
        p.shards = []
        p.status = "eliminated"
        if s.options.eliminated_shard == "neutral":
            for shard in shards:
                shard.height, shard.lord_strength, shard.lord_tactic = p.height, None, None
                s.neutral.append(shard)
        self.release(p, winner)
