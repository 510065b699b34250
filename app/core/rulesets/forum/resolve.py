"""One forum turn resolved in M-6's order, as small pure steps.

:func:`count` is step 1 (the jail vote, M-5); :func:`resolve` is steps 2–8
(distract, poison, protect/heal/guard/freeze, checks, shots and yesterday's
poison, watch, then the newspaper, private messages and visions: M-7, M-8).
Both read a :class:`TurnInput` (the state at the turn's start and the final
orders) and draw from the game's generator (M-10.5) in the rules' order.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Mapping

from ...errors import RuleError
from .catalogue import ACTIONS, BY_ID, order_keys
from .newspaper import Line, newspaper_lines, render_line
from .options import ForumOptions
from .vision import vision_text

Orders = Mapping[int, Mapping[str, Any]]


def pick(rng: random.Random, k: int) -> int:
    """M-10.5: a draw among ``k`` items in seat order: ``int(rng.random() * k)``."""
    return int(rng.random() * k)


@dataclass
class TurnInput:
    """What a turn resolves from: ``turn`` (1-based), ``roles``/``names`` per
    seat, ``in_play`` (alive and free at the turn's start), ``benched``
    (seat → ``heal``/``freeze``), ``poison_due`` (seats whose poison of last
    turn is due now), the ``votes`` (voter → seat, 0 or None) and ``orders``
    (seat → {key: target}), ``picker`` (the tie picker, M-5.3, or None),
    ``guards_at_start`` (soldiers, bruisers and samurai the game began with)."""

    turn: int
    roles: Mapping[int, str]
    names: Mapping[int, str]
    in_play: frozenset[int]
    benched: Mapping[int, str]
    poison_due: frozenset[int]
    votes: Mapping[int, int | None]
    orders: Orders
    picker: int | None
    guards_at_start: int


@dataclass
class Count:
    """Step 1's result (M-5): ``dispersed``, the ``tally`` (seat → votes, 0 =
    nobody), ``tie`` (None or {"leaders", "by"}), ``jailed`` (a seat or None),
    ``benched`` (this turn's, with a same-turn freeze), ``failed`` step-1
    orders, ``dispersers``: the commanders whose disruption took effect
    (M-2.11: the limit is per commander)."""

    dispersed: bool
    tally: dict[int, int]
    tie: dict[str, Any] | None
    jailed: int | None
    benched: dict[int, str]
    failed: list[dict[str, Any]] = field(default_factory=list)
    dispersers: tuple[int, ...] = ()


def _team(roles: Mapping[int, str], seat: int) -> str:
    return BY_ID[roles[seat]].team


def same_turn_freezes(t: TurnInput) -> list[int]:
    """M-2.10 under ``freeze_turn: same``: the seats frozen this turn, in
    the freezers' seat order: every ``freeze`` of a freezer not benched at
    the turn's start on a target in play (nothing else stops it)."""
    out: list[int] = []
    for seat in sorted(t.orders):
        target = t.orders[seat].get("freeze")
        if target is not None and seat not in t.benched and target in t.in_play and target not in out:
            out.append(target)
    return out


def count(t: TurnInput, opts: ForumOptions, rng: random.Random, tie_pick: int | None) -> Count:
    """M-6 step 1 (M-2.11, M-2.13, M-2.14, M-5): disruption, hypocrisy,
    theft, the count, the tie and the jailing. Raises :class:`RuleError`
    (M-5.3) for a ``tie_pick`` on a turn without a tie and a picker, or not
    naming a leader; draws the tie when nobody picks."""
    benched = dict(t.benched)
    if opts.freeze_turn == "same":   # M-2.10 [option]: before the count, nothing stops it
        for target in same_turn_freezes(t):
            benched.setdefault(target, "freeze")
    failed: list[dict[str, Any]] = []

    def acts(seat: int, key: str) -> bool:
        if key not in t.orders.get(seat, {}):
            return False
        if seat in benched:
            failed.append({"seat": seat, "key": key, "why": "benched"})
            return False
        return True

    dispersers = tuple(seat for seat in sorted(t.orders) if acts(seat, "disperse"))
    real = {s: t.orders[s]["hypocrisy"] for s in sorted(t.orders) if acts(s, "hypocrisy")}
    thefts = {s: t.orders[s]["steal"] for s in sorted(t.orders) if acts(s, "steal")}
    if dispersers:
        return Count(True, {}, None, None, benched, failed, dispersers)
    tally = _tally(t, opts, benched, real, thefts)
    top = max(tally.values(), default=0)
    leaders = sorted(s for s, n in tally.items() if n == top and top >= 1)
    chosen, tie = _tie(t, rng, tie_pick, leaders)
    return Count(False, tally, tie, chosen or None, benched, failed)


def _tally(t: TurnInput, opts: ForumOptions, benched: dict[int, str], real: dict[int, int],
           thefts: dict[int, int]) -> dict[int, int]:
    """M-5, M-2.13, M-2.14: each counted vote (a hypocrite's real one), stolen votes
    dropped or redirected (``vote_theft``), summed by target."""
    counted: dict[int, int] = {}
    for voter in sorted(t.in_play):
        if voter in benched:
            continue
        vote = real[voter] if voter in real else t.votes.get(voter)
        if vote is not None:
            counted[voter] = vote
    stolen: dict[int, list[int]] = {}
    for rebel, victim in thefts.items():
        stolen.setdefault(victim, []).append(rebel)
    after = dict(counted)
    for victim, rebels in stolen.items():
        if victim not in counted:
            continue
        after.pop(victim, None)
        rebel = rebels[0]
        if len(rebels) == 1 and opts.vote_theft == "redirect" and rebel in counted:
            after[-victim] = counted[rebel]   # the stolen vote, now the rebel's choice
    tally: dict[int, int] = {}
    for target in after.values():
        tally[target] = tally.get(target, 0) + 1
    return tally


def _tie(t: TurnInput, rng: random.Random, tie_pick: int | None,
         leaders: list[int]) -> tuple[int, dict[str, Any] | None]:
    """M-5.3: the jailed among the leaders: the picker's pick, else drawn; (seat or 0, the tie's record)."""
    tie = None
    by: int | str
    if len(leaders) > 1:
        if tie_pick is not None:
            if t.picker is None:
                raise RuleError(f"no tie picker on turn {t.turn}: the tie is drawn", "M-5.3",
                                "forum:no_picker", turn=t.turn)
            if tie_pick not in leaders:
                raise RuleError(f"seat {tie_pick} is not among the leaders "
                                f"{', '.join(map(str, leaders))}", "M-5.3", "forum:not_leader", seat=tie_pick)
            chosen, by = tie_pick, t.picker
        else:
            chosen = leaders[pick(rng, len(leaders))]
            by = "rng"
        tie = {"leaders": leaders, "by": by}
    elif tie_pick is not None:
        raise RuleError(f"no tie on turn {t.turn}: nobody picks", "M-5.3", "forum:no_tie", turn=t.turn)
    else:
        chosen = leaders[0] if leaders else 0
    return chosen, tie


@dataclass
class Outcome:
    """A resolved turn (M-12's per-turn output, :meth:`to_json`), plus the
    newspaper's ``lines``, the ``poisoned`` (due next turn), the guard notes
    and the ``end`` (M-9.1: the winning side and loner, or None)."""

    turn: int
    count: Count
    failed: list[dict[str, Any]]
    deaths: list[dict[str, Any]]
    intensive_care: list[int]
    hospital: list[int]
    coughing: list[int]
    poisoned: list[int]
    benched_next: list[dict[str, Any]]
    private: list[dict[str, Any]]
    lines: list[Line]
    newspaper: dict[str, str]
    guard_notes: dict[int, int]
    end: tuple[str, int | None] | None = None

    def to_json(self) -> dict[str, Any]:
        c = self.count
        return {
            "turn": self.turn, "dispersed": c.dispersed,
            "tally": {str(s): n for s, n in sorted(c.tally.items())},
            "tie": c.tie, "jailed": c.jailed, "failed": self.failed, "deaths": self.deaths,
            "intensive_care": self.intensive_care, "hospital": self.hospital,
            "coughing": self.coughing, "benched_next": self.benched_next,
            "private": self.private, "newspaper": self.newspaper,
        }


PRIVATE_ORDER = ("check", "watch", "team_shot", "benched", "vision")


def resolve(t: TurnInput, c: Count, opts: ForumOptions, rng: random.Random,
            winner_after: Any, live: bool = False) -> Outcome:
    """M-6 steps 2–8 after the count ``c`` (M-7, M-8). ``winner_after``:
    a function of the set of seats still in play → the end's newspaper line
    data (M-9.1), ``(side, loner seat)`` or None. One method of
    :class:`_Turn` per step, in M-6's order (the draws of M-10.5 too).

    ``live``: the night of a live table, whose vote was counted before its
    orders (M-11.1): under ``freeze_turn: same`` the freeze leaves that
    count alone and takes its targets' orders of steps 2–8, which fail as
    ``benched`` (M-15 9)."""
    turn = _Turn(t, c, opts, rng)
    if live and opts.freeze_turn == "same":
        for target in same_turn_freezes(t):
            turn.benched.setdefault(target, "freeze")
    turn.step_1_effects()
    turn.step_2_distract()
    turn.step_3_poison()
    turn.step_4_protect()
    turn.step_5_checks()
    turn.step_6_shots()
    turn.step_7_watch()
    return turn.step_8_newspaper(winner_after)


class _Turn:
    """One turn being resolved (:func:`resolve`): what each step leaves for
    the next ones."""

    def __init__(self, t: TurnInput, c: Count, opts: ForumOptions, rng: random.Random) -> None:
        self.t, self.c, self.opts, self.rng = t, c, opts, rng
        self.roles, self.jailed = t.roles, c.jailed
        self.seats = sorted(t.orders)
        self.failed = list(c.failed)
        self.benched = dict(c.benched)   # who acts in steps 2–8 (a live same-turn freeze added, M-15 9)
        self.distracted: set[int] = set()
        self.took_effect: list[tuple[int, int, str, Any]] = []   # (step, seat, key, target) for visions
        self.poisoned: list[int] = []
        self.protected: set[int] = set()
        self.healed: set[int] = set()
        self.guards: dict[int, list[int]] = {}
        self.benched_next: dict[tuple[int, str], None] = {}
        self.private: list[dict[str, Any]] = []
        self.shots: list[tuple[int, int, str]] = []   # (shooter seat, target, shooter team)
        self.how: dict[int, str] = {}
        self.reached: set[int] = set()
        self.guard_notes: dict[int, int] = {}

    def why(self, seat: int, step: int) -> str | None:
        """Why ``seat``'s order of ``step`` fails (benched, jailed, distracted), or None."""
        if seat in self.benched:
            return "benched"
        if step >= 2 and seat == self.jailed:
            return "jailed"
        if step >= 3 and seat in self.distracted:
            return "distracted"
        return None

    def live(self, seat: int, key: str) -> Any:
        """The target of ``seat``'s order ``key`` if it neither failed nor is void."""
        order = self.t.orders.get(seat, {})
        if key not in order:
            return None
        step = ACTIONS[key][0]
        reason = self.why(seat, step)
        if reason is None and order[key] == self.jailed and self.jailed is not None \
                and self.opts.act_on_jailed == "void":
            reason = "target_jailed"
        if reason is not None:
            self.failed.append({"seat": seat, "key": key, "why": reason})
            return None
        return order[key]

    def step_1_effects(self) -> None:
        """Step 1's orders that took effect (for visions; the count was M-5's)."""
        for s in self.seats:
            for key in ("disperse", "hypocrisy", "steal"):
                if key in self.t.orders[s] and s not in self.c.benched:
                    self.took_effect.append((1, s, key, self.t.orders[s][key]))

    def step_2_distract(self) -> None:
        """Distract, all at once (M-2.6, M-6.1)."""
        hits = [(s, self.live(s, "distract")) for s in self.seats]
        for s, target in hits:
            if target is not None:
                self.distracted.add(target)
                self.took_effect.append((2, s, "distract", target))

    def step_3_poison(self) -> None:
        """Poison (M-2.7): due next turn."""
        for s in self.seats:
            target = self.live(s, "poison")
            if target is not None:
                self.poisoned.append(target)
                self.took_effect.append((3, s, "poison", target))

    def step_4_protect(self) -> None:
        """Protect, heal, guard and freeze at once (M-2.4, M-2.5, M-2.8, M-2.10)."""
        for s in self.seats:
            for key in ("protect", "heal", "guard", "freeze"):
                if key == "freeze" and self.opts.freeze_turn == "same":
                    if key in self.t.orders[s] and s not in self.benched:
                        self.took_effect.append((4, s, key, self.t.orders[s][key]))
                    continue
                target = self.live(s, key)
                if target is None:
                    continue
                self.took_effect.append((4, s, key, target))
                if key == "protect":
                    self.protected.add(target)
                elif key == "heal":
                    self.healed.add(target)
                    self.benched_next[(target, "heal")] = None
                elif key == "guard":
                    self.guards.setdefault(target, []).append(s)
                else:
                    self.benched_next[(target, "freeze")] = None

    def step_5_checks(self) -> None:
        """Checks (M-2.3, M-3.1): a ninja shows as a citizen; the shooting
        commissar shoots what is not honest."""
        roles = self.roles
        for s in self.seats:
            if "check" not in self.t.orders[s]:
                continue
            target = self.live(s, "check")
            if target is None:
                self.private.append({"to": s, "kind": "check", "seat": self.t.orders[s]["check"], "role": None})
                continue
            shown = "citizen" if roles[target] == "ninja" else roles[target]
            self.private.append({"to": s, "kind": "check", "seat": target, "role": shown})
            self.took_effect.append((5, s, "check", target))
            if roles[s] == "shooting_commissar" and BY_ID[shown].team != "honest":
                self.shots.append((s, target, "honest"))
                self.took_effect.append((6, s, "shot", target))

    def step_6_shots(self) -> None:
        """Shots, team shots and yesterday's poison (M-2.1, M-2.2, M-7)."""
        roles = self.roles
        for s in self.seats:
            target = self.live(s, "shot")
            if target is not None:
                self.shots.append((s, target, BY_ID[roles[s]].team))
                self.took_effect.append((6, s, "shot", target))
        for team in ("mafia", "yakuza"):
            self._team_shot(team)
        effective: dict[int, list[int]] = {}
        for shooter, target, team in self.shots:
            if BY_ID[roles[target]].immune_to != team:
                effective.setdefault(target, []).append(shooter)
        direct, guarding = self._guarded(effective)
        self.how = {s: "shot" for s in direct}                             # M-7.5
        self.how.update({s: "guarding" for s in guarding if s not in self.how})
        self._poison()

    def _guarded(self, effective: dict[int, list[int]]) -> tuple[set[int], set[int]]:
        """M-7.2, M-7.3: each shot target (a) safe, (b) guarded (the guards die in
        his place unless safe themselves), or (c) hit; (hit, guards dying)."""
        opts = self.opts
        direct: set[int] = set()
        guarding: set[int] = set()
        safe = self.protected | (self.healed if opts.heal_stops_shots else set())
        for target in sorted(effective):
            ward_guards = self.guards.get(target, [])
            if target in safe and (opts.guard_order == "protect_first" or not ward_guards):
                self.reached.add(target)                                  # (a)
            elif ward_guards:                                              # (b)
                if opts.multi_guard == "one" and len(ward_guards) > 1:
                    ward_guards = [ward_guards[pick(self.rng, len(ward_guards))]]
                for g in ward_guards:
                    if g in safe:
                        self.reached.add(g)
                    else:
                        guarding.add(g)
                        self.guard_notes[g] = target
            else:                                                          # (c)
                direct.add(target)
        return direct, guarding

    def _poison(self) -> None:
        """M-7.4: yesterday's poison kills now, unless protected, healed, out of play or jailed (by the option)."""
        opts = self.opts
        for seat in sorted(self.t.poison_due):
            if seat not in self.t.in_play:
                continue   # M-7.4: a poison due on a player no longer in play lapses; nobody dies twice
            if seat == self.jailed and opts.act_on_jailed == "void":
                continue   # M-6.1: the poison lapses on the jailed
            if seat not in self.protected and seat not in self.healed:
                self.how.setdefault(seat, "poison")

    def _team_shot(self, team: str) -> None:
        """M-2.2: a team's shot takes effect when every member who names a
        target names the same one; else none does, and the team is told."""
        roles = self.roles
        named = {}
        for s in self.seats:
            if "team_shot" in self.t.orders[s] and BY_ID[roles[s]].team == team:
                target = self.live(s, "team_shot")
                if target is not None:
                    named[s] = target
        if len(set(named.values())) == 1:
            for s, target in named.items():
                self.shots.append((s, target, team))
                self.took_effect.append((6, s, "team_shot", target))
        elif named:
            for s in named:
                self.failed.append({"seat": s, "key": "team_shot", "why": "disagreement"})
            members = [s for s in sorted(roles) if BY_ID[roles[s]].team == team
                       and "team_shot" in order_keys(roles[s], self.opts.team_shot_roles)]
            self.private.extend({"to": s, "kind": "team_shot", "team": team, "_in_play": True} for s in members)

    def step_7_watch(self) -> None:
        """Watch (M-2.9): one shooter of the watched seat, drawn among several (M-10.5)."""
        attempts: dict[int, list[int]] = {}
        for shooter, target, _team_id in self.shots:
            attempts.setdefault(target, [])
            if shooter not in attempts[target]:
                attempts[target].append(shooter)
        for s in self.seats:
            if "watch" not in self.t.orders[s]:
                continue
            target = self.live(s, "watch")
            if target is None:
                self.private.append({"to": s, "kind": "watch", "seat": self.t.orders[s]["watch"], "shooter": None,
                                     "failed": True})
                continue
            self.took_effect.append((7, s, "watch", target))
            found = sorted(attempts.get(target, []))
            seen: int | None = None
            if found:
                seen = found[0] if len(found) == 1 else found[pick(self.rng, len(found))]
            self.private.append({"to": s, "kind": "watch", "seat": target, "shooter": seen, "failed": False})

    def _care(self) -> tuple[list[int], list[int]]:
        """M-2.5, M-12: the newspaper's lines 4 and 5 (intensive care, hospital) as ``heal_label`` prints them."""
        care = sorted(s for s in self.reached if s in self.protected)
        hospital = sorted(s for s in self.reached if s not in self.protected and s in self.healed)
        if self.opts.heal_label == "intensive_care":
            return sorted(set(care) | set(hospital)), []
        if self.opts.heal_label == "none":
            return care, []
        return care, hospital

    def _visions(self, lines: list[Line]) -> list[dict[str, Any]]:
        """M-2.12: each schizophrenic's vision, in the order of seats."""
        t, out = self.t, []
        for s in sorted(self.roles):
            if self.roles[s] == "schizophrenic" and s in t.in_play and self.why(s, 8) is None:
                vision = vision_text(self.took_effect, lines, self.opts, lambda n: pick(self.rng, n),
                                     sorted(self.roles))
                out.append({"to": s, "kind": "vision", "lines": [render_line(line, t.names, "ru") for line in vision]})
        return out

    def step_8_newspaper(self, winner_after: Any) -> Outcome:
        """The newspaper, the private messages, the visions (M-8) and the end (M-9)."""
        t, c, opts, how, jailed = self.t, self.c, self.opts, self.how, self.jailed
        deaths = [{"seat": s, "how": how[s]} for s in sorted(how)]
        out_now = set(how) | ({jailed} if jailed else set())
        still = sorted(t.in_play - out_now)
        care, hospital = self._care()
        coughing = sorted(s for s in set(self.poisoned) if s in still)
        benched_list = [{"seat": s, "by": by} for (s, by) in sorted(self.benched_next) if s in still]
        private = self.private
        for entry in benched_list:
            private.append({"to": entry["seat"], "kind": "benched", "by": entry["by"]})
        private = [p for p in private if not p.pop("_in_play", False) or p["to"] in still]
        end = winner_after(frozenset(still))
        notes = self.guard_notes if (t.guards_at_start == 1 and opts.guard_note == "single_guard") else {}
        lines = newspaper_lines(t.turn, c.dispersed, jailed, sorted(how), care, hospital, coughing, still, end,
                                opts, {s: notes[s] for s in notes if s in how}, self.roles)
        news = {lang: "\n".join(render_line(line, t.names, lang) for line in lines) for lang in ("ru", "en")}
        private += self._visions(lines)
        private.sort(key=lambda p: (p["to"], PRIVATE_ORDER.index(p["kind"])))
        failed = self.failed
        failed.sort(key=lambda f: (f["seat"], ACTIONS[f["key"]][0], f["key"]))
        return Outcome(t.turn, c, failed, deaths, care, hospital, coughing, sorted(set(self.poisoned)),
                       benched_list, private, lines, news, notes, end)


__all__ = ["TurnInput", "Count", "Outcome", "count", "resolve", "pick"]
