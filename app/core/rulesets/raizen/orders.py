"""A player's order for a phase (R-5 … R-9, R-15's table of checks): read
and checked against the state at the phase's start, key by key in the
table's order; the first check that fails is the error (R-18 38, 39)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from ...errors import Reason, RuleError
from .reasons import ENGLISH
from .catalogue import Card
from .state import State
from .table import is_int

KEYS = ("play", "sleeve", "discard", "order", "kill", "boost", "croupier", "spend", "guess", "tell",
        "invisible", "vote", "mode", "leader", "pass")
"""R-15: an order's keys, in the order they are checked."""


class OrderError(RuleError):
    """An order breaks a rule; ``where`` is the input at fault as one-line
    JSON (``{"SEAT": {"KEY": VALUE}}`` or ``{"SEAT": ORDER}``, R-15)."""

    def __init__(self, reason: Reason, rule: str, where: str, seat: int = 0, key: str = "whole") -> None:
        super().__init__(reason.text(ENGLISH), rule, "raizen:order", seat=seat, key=key)
        self.why = reason
        self.where = where


@dataclass
class CardPlay:
    """A ``play`` or ``sleeve``: the instance ``card``, the catalogue card
    it is played as (``vopros`` with ``as_vopros``), its ``target``, the
    paid cards, the forwarded ``text``, the Magician's ``copy``."""

    card: str
    as_card: Card
    printed: Card
    target: int | None
    pay: list[str]
    text: str | None
    copy: bool = False


@dataclass
class Order:
    """One seat's checked order (R-15's keys, absent ones None or empty)."""

    seat: int
    raw: Mapping[str, Any]
    play: CardPlay | None = None
    sleeve: CardPlay | None = None
    discard: list[str] = field(default_factory=list)
    order: list[str] | None = None
    kill: int | None = None
    boost: list[str] | None = None
    question: tuple[int, str] | None = None
    croupier: str | None = None
    spend: list[str] = field(default_factory=list)
    guess: tuple[int, list[str]] | None = None
    tell: tuple[int, str] | None = None
    invisible: list[str] | None = None
    vote: int | None = None
    mode: str | None = None
    leader: int | None = None
    pass_to: int | None = None

    @property
    def plays_card(self) -> bool:
        """R-2 Lazy: a ``play`` or a ``sleeve`` play."""
        return self.play is not None or self.sleeve is not None

    def paid(self) -> list[str]:
        return [*(self.play.pay if self.play else []), *(self.sleeve.pay if self.sleeve else []),
                *(self.boost or [])]


def _one_line(value: Any) -> str:
    from ...jsonio import one_line_json

    return one_line_json(value)


def text_ok(value: Any) -> bool:
    """R-5.2, R-18 36: a forwarded text: a string with a non-space
    character and no link (``://``, or ``www.`` in any case)."""
    return (isinstance(value, str) and any(not ch.isspace() for ch in value)
            and "://" not in value and "www." not in value.lower())


class Checker:
    """Checks one seat's raw order against ``state`` (the phase's start)."""

    def __init__(self, state: State, seat: int, raw: Any) -> None:
        self.state = state
        self.seat = seat
        self.raw = raw
        self.st = state.seats[seat]
        self.named: set[str] = set()
        self.key = ""

    def fail(self, reason: Reason, rule: str) -> OrderError:
        part = {self.key: self.raw.get(self.key)} if self.key else self.raw
        return OrderError(reason, rule, _one_line({str(self.seat): part}), self.seat, self.key or "whole")

    # ------------------------------------------------------------ helpers
    def name(self, seat: int) -> str:
        return self.state.seats[seat].name

    def living(self, value: Any) -> bool:
        return is_int(value) and value in self.state.seats and self.state.seats[value].alive

    def in_hand(self, cid: Any) -> bool:
        return isinstance(cid, str) and cid in self.st.hand

    def in_sleeve(self, cid: Any) -> bool:
        return isinstance(cid, str) and cid in self.st.sleeve

    def use(self, cid: str, rule: str) -> None:
        if cid in self.named:
            raise self.fail(Reason("card_used_twice", card=cid), rule)
        self.named.add(cid)

    def sociopath(self, target: int) -> None:
        if self.state.first_day and self.state.seats[target].public == "sociopath":
            raise self.fail(Reason("sociopath_not_named_first_day", player=self.name(target)), "R-2")

    def shielded(self, target: int, all_only: bool = True) -> None:
        if self.state.wounded(target) and (not all_only or self.state.opts.wounded_shield == "all"):
            raise self.fail(Reason("target_mortally_wounded", player=self.name(target)), "R-11.4")

    def target(self, value: Any, rule: str = "R-5.2") -> int:
        if not self.living(value) or value == self.seat:
            raise self.fail(Reason("target_living_player_other_than"), rule)
        self.sociopath(value)
        return int(value)

    def cost(self, printed: int) -> int:
        """R-8.2: the Leader pays 1 less, not below 0."""
        return max(0, printed - 1) if self.state.leader == self.seat else printed

    def pay(self, value: Any, cost: int) -> list[str]:
        """R-5.4: exactly ``cost`` cards of hand or sleeve, at most 2 from the hand."""
        if value is None:
            value = []
        if not isinstance(value, list):
            raise self.fail(Reason("pay_list_cards"), "R-5.4")
        for cid in value:
            if not (self.in_hand(cid) or self.in_sleeve(cid)):
                raise self.fail(Reason("card_not_in_hand_or_sleeve", card=str(cid)[:20]), "R-5.4")
            self.use(cid, "R-5.4")
        if len(value) != cost:
            raise self.fail(Reason("cost_not_paid", cost=cost, count=len(value)), "R-5.4")
        if sum(1 for c in value if c in self.st.hand) > 2:
            raise self.fail(Reason("at_most_cards_from_hand"), "R-5.4")
        return list(value)

    # ------------------------------------------------------------ keys
    def card_play(self, value: Any, key: str) -> CardPlay:
        if not isinstance(value, Mapping):
            raise self.fail(Reason("key_not_object", key=key), "R-15")
        value = {k: v for k, v in value.items() if v is not None}
        cid = value.get("card")
        held = self.in_hand(cid) if key == "play" else self.in_sleeve(cid)
        if not held:
            raise self.fail(Reason("card_not_in_place", card=str(cid)[:20], place='hand' if key == 'play' else 'sleeve'), "R-5.1")
        self.use(cid, "R-5.2")
        as_vopros, copy = self._card_flags(value, key)
        printed = self.state.card(self.st, cid)
        card = self.state.catalogue.cards["vopros"] if as_vopros else printed
        phase = "night" if self.state.night else "day"
        if phase not in card.when:
            raise self.fail(Reason("card_not_this_phase", card=card.name, phase=phase), "R-5.2")
        target = None
        if card.target:
            target = self.target(value.get("target"))
        elif "target" in value:
            raise self.fail(Reason("card_has_no_target", card=card.name), "R-5.2")
        text = None
        if card.has_message:
            text = value.get("text")
            if not text_ok(text):
                raise self.fail(Reason("text_non_empty_text_with"), "R-5.2")
        pay = self.pay(value.get("pay"), self.cost(card.cost))
        return CardPlay(cid, card, printed, target, pay, text, copy)

    def _card_flags(self, value: Mapping[str, Any], key: str) -> tuple[bool, bool]:
        """R-2: the Journalist's ``as_vopros`` (a sleeve card) and the Magician's ``copy`` (a hand card, once)."""
        as_vopros = value.get("as_vopros", False)
        if not isinstance(as_vopros, bool) or (as_vopros and (key != "sleeve" or self.st.public != "journalist")):
            raise self.fail(Reason("as_vopros_journalist_s_on"), "R-2")
        copy = value.get("copy", False)
        if not isinstance(copy, bool) or (copy and (key != "play" or self.st.public != "magician"
                                                    or "copy" in self.st.used)):
            raise self.fail(Reason("copy_magician_s_on_hand"), "R-2")
        return as_vopros, copy

    def check(self) -> Order:
        st, state = self.st, self.state
        if not isinstance(self.raw, Mapping):
            raise self.fail(Reason("order_object"), "R-15")
        if not st.alive:
            raise self.fail(Reason("player_dead", player=st.name), "R-5.1")
        raw = {k: v for k, v in self.raw.items() if v is not None}
        order = Order(self.seat, self.raw)
        night = state.night
        for key in KEYS:
            if key not in raw:
                continue
            self.key = key
            value = raw[key]
            getattr(self, f"key_{key}")(value, order, night)
        self.key = ""
        return order

    def key_play(self, value: Any, order: Order, night: bool) -> None:
        order.play = self.card_play(value, "play")

    def key_sleeve(self, value: Any, order: Order, night: bool) -> None:
        order.sleeve = self.card_play(value, "sleeve")

    def key_discard(self, value: Any, order: Order, night: bool) -> None:
        if not night:
            raise self.fail(Reason("cards_are_discarded_deck_at"), "R-5.3")
        if order.play is not None or (order.sleeve is not None and self.state.opts.night_discard == "no_plays"):
            raise self.fail(Reason("discard_instead_playing_cards"), "R-5.3")
        if not isinstance(value, list) or not 1 <= len(value) <= 2:
            raise self.fail(Reason("discard_list_or_hand_cards"), "R-5.3")
        for cid in value:
            if not self.in_hand(cid):
                raise self.fail(Reason("card_not_in_hand", card=str(cid)[:20]), "R-5.3")
            self.use(cid, "R-5.3")
        order.discard = list(value)

    def key_order(self, value: Any, order: Order, night: bool) -> None:
        if (not isinstance(value, list) or any(not self.in_hand(c) for c in value)
                or len(set(value)) != len(value)):
            raise self.fail(Reason("order_list_distinct_cards_hand"), "R-5.5")
        order.order = list(value)

    def key_kill(self, value: Any, order: Order, night: bool) -> None:
        if not night:
            raise self.fail(Reason("mafia_kill_at_night"), "R-6.1")
        if not self.st.mafia:
            raise self.fail(Reason("only_mafia_vote_kill"), "R-6.1")
        if not self.living(value):
            raise self.fail(Reason("kill_names_living_player"), "R-6.1")
        if value == self.seat:
            raise self.fail(Reason("not_himself"), "R-6.1")
        if self.state.opts.kill_target == "not_mafia" and self.state.seats[value].mafia:
            raise self.fail(Reason("not_mafia_member_kill_target"), "R-6.1")
        self.sociopath(value)
        self.shielded(value)
        order.kill = int(value)

    def key_boost(self, value: Any, order: Order, night: bool) -> None:
        if not night:
            raise self.fail(Reason("boost_at_night"), "R-6.2")
        if not self.st.mafia:
            raise self.fail(Reason("only_mafia_boost_kill"), "R-6.2")
        if not isinstance(value, Mapping):
            raise self.fail(Reason("boost_object"), "R-15")
        value = {k: v for k, v in value.items() if v is not None}
        order.boost = self.pay(value.get("pay"), self.cost(1))
        question = value.get("question")
        if question is not None:
            if self.st.public != "journalist":
                raise self.fail(Reason("only_journalist_adds_question"), "R-2")
            if not isinstance(question, Mapping):
                raise self.fail(Reason("question_object"), "R-15")
            target = self.target(question.get("target"))
            if not text_ok(question.get("text")):
                raise self.fail(Reason("text_non_empty_text_with"), "R-5.2")
            order.question = (target, str(question["text"]))

    def key_croupier(self, value: Any, order: Order, night: bool) -> None:
        if self.st.public != "croupier":
            raise self.fail(Reason("only_croupier"), "R-2")
        if night:
            raise self.fail(Reason("croupier_s_card_day"), "R-2")
        if "croupier" in self.st.used:
            raise self.fail(Reason("once_a_game"), "R-2")
        if not self.in_hand(value):
            raise self.fail(Reason("card_not_in_hand", card=str(value)[:20]), "R-2")
        self.use(value, "R-2")
        order.croupier = value

    def key_spend(self, value: Any, order: Order, night: bool) -> None:
        if self.st.public != "paranoid":
            raise self.fail(Reason("only_paranoid"), "R-2")
        if not isinstance(value, list):
            raise self.fail(Reason("spend_list_sleeve_cards"), "R-2")
        for cid in value:
            if not self.in_sleeve(cid):
                raise self.fail(Reason("card_not_in_sleeve", card=str(cid)[:20]), "R-2")
            self.use(cid, "R-2")
        order.spend = list(value)

    def key_guess(self, value: Any, order: Order, night: bool) -> None:
        state = self.state
        if self.st.secret != "killer":
            raise self.fail(Reason("only_killer_guesses"), "R-6.4")
        if not isinstance(value, Mapping):
            raise self.fail(Reason("guess_object"), "R-15")
        if not self.living(value.get("target")):
            raise self.fail(Reason("guess_names_living_player"), "R-6.4")
        target = int(value["target"])
        victim = state.seats[target]
        if victim.mafia:
            raise self.fail(Reason("not_mafia_member"), "R-6.4")
        if target in self.st.guessed:
            raise self.fail(Reason("guessed_before", player=victim.name), "R-6.4")
        if not victim.hand:
            raise self.fail(Reason("has_no_card_hand", player=victim.name), "R-6.4")
        self.sociopath(target)
        cards = value.get("cards")
        if not isinstance(cards, list) or any(not isinstance(c, str) or c not in state.catalogue.cards
                                              for c in cards):
            raise self.fail(Reason("cards_list_catalogue_ids"), "R-6.4")
        if len(cards) != len(victim.hand):
            raise self.fail(Reason("name_as_many_cards_as", player=victim.name), "R-6.4")
        order.guess = (target, list(cards))

    def key_tell(self, value: Any, order: Order, night: bool) -> None:
        state = self.state
        if self.st.secret != "boss":
            raise self.fail(Reason("only_boss_tells"), "R-6.3")
        if not isinstance(value, Mapping):
            raise self.fail(Reason("tell_object"), "R-15")
        if not self.living(value.get("to")) or value["to"] == self.seat or not state.seats[value["to"]].mafia:
            raise self.fail(Reason("another_living_mafia_member"), "R-6.3")
        to = int(value["to"])
        told = [p for p in self.st.told_in if p != state.phase]
        if state.opts.boss_rhythm == "gap":
            too_soon = state.phase - 1 in told
        else:
            too_soon = any(p // 2 == state.phase // 2 for p in told)
        if too_soon:
            raise self.fail(Reason("once_two_phases"), "R-6.3")
        if not text_ok(value.get("text")):
            raise self.fail(Reason("text_non_empty_text_with"), "R-5.2")
        order.tell = (to, str(value["text"]))

    def key_invisible(self, value: Any, order: Order, night: bool) -> None:
        if self.st.secret != "advisor":
            raise self.fail(Reason("only_advisor"), "R-6.5")
        if (not isinstance(value, list) or any(not self.in_hand(c) for c in value)
                or len(set(value)) != len(value)):
            raise self.fail(Reason("invisible_list_distinct_cards_hand"), "R-6.5")
        order.invisible = list(value)

    def key_vote(self, value: Any, order: Order, night: bool) -> None:
        if night:
            raise self.fail(Reason("veche_by_day"), "R-7.1")
        if not self.state.veche_held():
            raise self.fail(Reason("no_veche_two_living"), "R-7.4")
        if not self.living(value) or (value == self.seat and not self.state.opts.veche_self):
            raise self.fail(Reason("vote_names_living_player"), "R-7.1")
        self.shielded(value, all_only=False)
        self.sociopath(value)
        order.vote = int(value)

    def key_mode(self, value: Any, order: Order, night: bool) -> None:
        if night:
            raise self.fail(Reason("veche_by_day"), "R-7.1")
        if not self.state.veche_held():
            raise self.fail(Reason("no_veche_two_living"), "R-7.4")
        if value not in ("execution", "beating"):
            raise self.fail(Reason("mode_execution_or_beating"), "R-7.1")
        order.mode = value

    def key_leader(self, value: Any, order: Order, night: bool) -> None:
        if night:
            raise self.fail(Reason("leader_vote_day"), "R-8.1")
        if not self.state.leader_vote_held():
            raise self.fail(Reason("no_leader_vote_two_are"), "R-7.4")
        if not self.living(value) or value == self.state.leader:
            raise self.fail(Reason("living_player_other_than_current"), "R-8.1")
        self.shielded(value)
        self.sociopath(value)
        order.leader = int(value)

    def key_pass(self, value: Any, order: Order, night: bool) -> None:
        if night:
            raise self.fail(Reason("artifact_passes_day"), "R-9.3")
        if self.state.owner != self.seat:
            raise self.fail(Reason("does_not_hold_artifact"), "R-9.3")
        if not self.living(value):
            raise self.fail(Reason("artifact_passes_living_player"), "R-9.3")
        order.pass_to = int(value)


def check_order(state: State, seat: int, raw: Any) -> Order:
    """``seat``'s order checked against the phase's start (R-15's table).
    Raises :class:`OrderError` citing the rule of the first check that fails."""
    return Checker(state, seat, raw).check()
