"""Mafik Raizen in the turn desk (R-1 … R-17; the shell is :mod:`app.ui.turn_desk`).

:class:`RaizenTurnParts` fills the shared desk: the draft round by round
(each round's keeps chosen among the offer's pairs, R-3.2), then each
phase's orders as they arrive (the simple keys, a vote, a kill, in the entry
form; the whole order, cards, payments and texts, in the order form), with
the rule of a refusal shown at once. Every player's hand, sleeve and deck are
on the master's screen only. "Resolve phase" shows the twelve steps (R-10),
the post (R-12.1) as plain text or BBCode, and the private messages (R-12.3)
grouped by recipient.

Every entry is an input written before it shows; the window reads the host
view and asks the core why an input is illegal; it recomputes no rule.
"""

from __future__ import annotations

from html import escape
from itertools import combinations
from typing import Any

from PySide6.QtWidgets import QInputDialog, QMessageBox

from ....core.rulesets.raizen.views import raizen_host
from ....core.rulesets.raizen import (
    DraftPick, EndRaizen, JesterHand, Mulligan, RaizenOrder, ResolvePhase, turns_file,
)
from ....core.rulesets.raizen.roles import RESULTS, SECRET_RU
from ...turn_parts import TurnParts
from .words import SIMPLE, card_label, card_name, key_name, order_summary, result_name, role_name, tr


class RaizenTurnParts(TurnParts):
    """Mafik Raizen's parts of the turn desk (module docstring)."""

    object_name = "raizenDesk"

    def protocol_file(self) -> tuple[str, str]:
        return "raizen-game.json", tr("Mafik Raizen game (*.json)")

    @staticmethod
    def name(game: Any, seat: int) -> str:
        return f"{seat}. {game.setup.name(seat)}"

    def title(self, game: Any, hv: Any) -> str:
        return tr("Mafik Raizen — %1").replace("%1", self.phase_text(hv))

    @staticmethod
    def phase_text(hv: Any) -> str:
        phase = raizen_host(hv).phase
        if phase == "draft":
            return tr("the draft")
        return (tr("night %1") if phase.startswith("N") else tr("day %1")).replace("%1", phase[1:])

    def turn_text(self, game: Any, hv: Any) -> str:
        facts = raizen_host(hv)
        if hv.winner is not None:
            return tr("The game is over: %1").replace("%1", result_name(hv.winner))
        if facts.phase == "draft":
            left = sum(len(r) for r in facts.missing.values())
            return tr("The draft: %1 round(s) to enter").replace("%1", str(left))
        return tr("Phase %1: %2").replace("%1", facts.phase).replace("%2", self.phase_text(hv))

    def columns(self) -> list[str]:
        return ["#", tr("Player"), tr("Public role"), tr("Secret role"), tr("Hand"), tr("Sleeve"), tr("Deck"),
                tr("State"), tr("Order")]

    def stretched_column(self) -> int:
        return 4

    def seat_cells(self, game: Any, hv: Any, seat: Any) -> list[str]:
        facts, s = raizen_host(hv), seat.seat
        public = role_name(facts.public_roles[s])
        secret = role_name(seat.role)
        if facts.phase == "draft":
            missing = facts.missing.get(s, [])
            return [str(s), seat.name, public, secret, "", "", "",
                    tr("rounds left: %1").replace("%1", ", ".join(map(str, missing))) if missing else tr("drafted"), ""]
        cards = facts.cards[s]
        marks = [tr("alive") if seat.alive else tr("dead")]
        if s in facts.wounded:
            marks.append(tr("mortally wounded"))
        if facts.leader == s:
            marks.append(tr("Leader"))
        if facts.owner == s:
            marks.append(tr("artifact"))
        hidden = set(facts.invisible.get(s, ()))
        hand = ", ".join(card_name(hv, s, c) + (" *" if c in hidden else "") for c in cards["hand"])
        order = facts.orders.get(s)
        return [str(s), seat.name, public, secret, hand, ", ".join(card_name(hv, s, c) for c in cards["sleeve"]),
                str(len(cards["deck"])), ", ".join(marks),
                "" if order is None else (order_summary(game, hv, s, order) or tr("(no order)"))]

    def tally_text(self, game: Any, hv: Any) -> str:
        facts = raizen_host(hv)
        if hv.winner is not None or facts.phase == "draft":
            return ""
        living = [s.seat for s in hv.seats if s.alive]
        done = [s for s in living if s in facts.orders]
        text = tr("Orders: %1 of %2 living players").replace("%1", str(len(done))).replace("%2", str(len(living)))
        for boss, to, said in facts.tells:
            text += "\n" + tr("Forwarded at once: the Boss's tell to %1: «%2»").replace(
                "%1", self.name(game, to)).replace("%2", said)
        return text

    def posts_title(self) -> str:
        return tr("Posts")

    def posts_html(self, game: Any, hv: Any) -> str:
        parts = []
        for record in raizen_host(hv).records:
            lines = record["post"].split("\n")
            parts.append(f"<p><b>{escape(lines[0])}</b><br>" + "<br>".join(escape(x) for x in lines[1:]) + "</p>")
        return "".join(parts) or "<p>" + escape(tr("No phase resolved yet.")) + "</p>"

    # -------------------------------------------------------------- entry
    def actors(self, game: Any, hv: Any) -> list[tuple[str, Any]]:
        facts = raizen_host(hv)
        if facts.phase == "draft":
            return [(self.name(game, s), s) for s in sorted(facts.offers or {})
                    if facts.public_roles[s] != "jester"]
        return [(self.name(game, s.seat), s.seat) for s in hv.seats if s.alive]

    def message_kinds(self, game: Any, hv: Any, seat: int | None) -> list[tuple[str, Any]]:
        """The entry form's orders and a hand card by its name (R-5, R-15), read from a private message (#43)."""
        facts = raizen_host(hv)
        out = self.kinds(game, hv, seat)
        if seat is not None and facts.phase != "draft" and facts.cards[seat]["hand"]:
            out = out + [(key_name("play"), "play")]
        return out

    def vote_kind(self, game: Any, hv: Any) -> Any:
        """The вече vote (R-7) is read from the thread once the draft is over."""
        return None if raizen_host(hv).phase == "draft" else "vote"

    def order_words(self, game: Any, key: Any) -> list[str]:
        """R-15's orders as players write them in a private message (#43)."""
        return {"play": ["карта", "играю", "разыгрываю", "play"], "kill": ["убить", "убийство", "kill"], "vote": ["вече", "голос", "vote"], "leader": ["лидер", "leader"],
                "pass": ["передать", "передаю", "артефакт", "pass"], "mode": ["казнь", "избиение", "execution"]
                }.get(key, [])

    def kinds(self, game: Any, hv: Any, seat: int | None) -> list[tuple[str, Any]]:
        facts = raizen_host(hv)
        if seat is None:
            return []
        if facts.phase == "draft":
            missing = facts.missing.get(seat, [])
            rounds = range(1, len((facts.offers or {})[seat]) + 1)
            return [(tr("Round %1").replace("%1", str(r)) + ("" if r in missing else " ✓"), f"round:{r}")
                    for r in rounds]
        return [(key_name(k), k) for k in SIMPLE if self.targets(game, hv, seat, k)] + [(key_name("clear"), "clear")]

    def targets(self, game: Any, hv: Any, seat: int | None, key: Any) -> list[tuple[str, Any]]:
        """The targets the rules accept for ``seat``'s ``key`` now (R-7, R-8, R-9, R-15): the form offers no other (#39)."""
        if seat is None or key is None:
            return []
        if key in SIMPLE:
            return [(text, value) for text, value in self._targets(game, hv, seat, key)
                    if game.why_not(self.candidate(game, hv, seat, key, value)) is None]
        return self._targets(game, hv, seat, key)

    def _targets(self, game: Any, hv: Any, seat: int, key: Any) -> list[tuple[str, Any]]:
        facts = raizen_host(hv)
        if str(key).startswith("round:"):
            offer = (facts.offers or {})[seat][int(key[6:]) - 1]
            cat = facts.catalogue.cards
            size = 2 if len(offer) == 5 else 1
            return [(" + ".join(cat[c].name for c in pair), " ".join(pair)) for pair in combinations(offer, size)]
        if key == "clear":
            return [(tr("(no order)"), None)]
        if key == "play":                                # a hand card by its name, and its target's
            return self._card_targets(game, hv, seat)
        if key == "mode":
            return [(tr("execution"), "execution"), (tr("beating"), "beating")]
        return [(self.name(game, s.seat), s.seat) for s in hv.seats if s.alive]

    def _card_targets(self, game: Any, hv: Any, seat: int) -> list[tuple[str, Any]]:
        """Each hand card by its name, and a card that takes a target with each living player's («Засада Борис»)."""
        facts = raizen_host(hv)
        cards = facts.cards[seat]
        catalogue = facts.catalogue.cards
        out: list[tuple[str, Any]] = []
        for c in cards["hand"]:
            out.append((card_name(hv, seat, c), {"card": c}))
            if catalogue[cards["ids"][c]].target:
                out += [(f"{card_name(hv, seat, c)} {game.setup.name(s.seat)}", {"card": c, "target": s.seat})
                        for s in hv.seats if s.alive]
        return out

    def candidate(self, game: Any, hv: Any, seat: Any, key: Any, target: Any) -> Any:
        if str(key).startswith("round:"):
            return None if target is None else DraftPick(seat, int(key[6:]), str(target).split())
        if key == "clear":
            return RaizenOrder(seat, {})
        order = dict(raizen_host(hv).orders.get(seat, {}))
        order[key] = target
        return RaizenOrder(seat, order)

    def withdrawal(self, game: Any, hv: Any, seat: Any, key: Any) -> Any:
        facts = raizen_host(hv)
        if str(key).startswith("round:") or seat not in facts.orders:
            return None
        return RaizenOrder(seat, {k: v for k, v in facts.orders[seat].items() if k != key})

    # ------------------------------------------------------------- phases
    def actions(self) -> list[tuple[str, str, Any]]:
        return [("orderButton", tr("The whole &order…"), self.edit_order),
                ("offersButton", tr("Draft &offers to send…"), self.show_offers),
                ("mulliganButton", tr("The Lucky's &mulligan"), self.mulligan),
                ("jesterButton", tr("The Jester's &hand…"), self.jester_hand)]

    def action_shown(self, game: Any, hv: Any, name: str) -> bool:
        """The draft's offers during the draft; the whole order after it; the
        Lucky's mulligan at the start of N1 with a Lucky in the game, the
        Jester's hand with a Jester (R-2, R-3)."""
        facts = raizen_host(hv)
        drafting = facts.phase == "draft"
        roles = set(facts.public_roles.values())
        return {"offersButton": drafting, "orderButton": not drafting,
                "mulliganButton": "lucky" in roles and facts.phase == "N1",
                "jesterButton": "jester" in roles and not drafting}.get(name, True)

    def resolve_blocked(self, game: Any, hv: Any) -> str | None:
        """No phase to resolve while the draft goes on (R-3.2)."""
        return tr("The draft goes on: every pick is entered first (R-3.2).") if raizen_host(hv).phase == "draft" else None

    def jester_hand(self, window: Any) -> None:
        """R-2 Jester: his chosen opening hand (6 ids of his deck, in his order)."""
        hv = window.view()
        jester = next((s for s, r in raizen_host(hv).public_roles.items() if r == "jester"), None)
        if jester is None or raizen_host(hv).phase == "draft":
            QMessageBox.information(window, tr("The Jester's hand"), tr("No player is the Jester, or the draft goes on."))
            return
        cards = raizen_host(hv).cards[jester]
        pool = ", ".join(card_label(hv, jester, c) for c in sorted(cards["hand"] + cards["deck"],
                                                                   key=lambda c: int(c.split(":")[1])))
        text, ok = QInputDialog.getText(window, tr("The Jester's hand"),
                                        tr("Six ids of his deck, in his order (e.g. %1):\n%2").replace(
                                            "%1", f"{jester}:3 {jester}:1").replace("%2", pool))
        if ok:
            window.push(JesterHand(jester, text.replace(",", " ").split()))

    def edit_order(self, window: Any) -> None:
        """The chosen player's whole order (cards, payments, texts): :class:`~.dialogs.OrderDialog`."""
        from .dialogs import OrderDialog

        seat = window.who.currentData()
        hv = window.view()
        if seat is None or raizen_host(hv).phase == "draft" or hv.winner is not None:
            return
        dialog = OrderDialog(window, window.game, seat)
        if dialog.exec():
            window.push(RaizenOrder(seat, dialog.order()))

    def show_offers(self, window: Any) -> Any:
        """R-3.1: each player's offers, one private text per player to send."""
        from .dialogs import MessagesDialog

        hv = window.view()
        cat = raizen_host(hv).catalogue.cards
        messages: list[tuple[int, str]] = []
        for seat, rounds in sorted((raizen_host(hv).offers or {}).items()):
            lines = [tr("Your draft offers (keep 2 of 5; then 1 of 3):")]
            for r, offer in enumerate(rounds, start=1):
                lines.append(f"{r}. " + ", ".join(cat[c].name for c in offer))
            messages.append((seat, "\n".join(lines)))
        if not messages:
            QMessageBox.information(window, tr("Draft offers"), tr("This game's decks were entered, not drafted."))
            return None
        dialog = MessagesDialog(window, tr("Draft offers"), window.game, messages)
        dialog.open()
        window.offers_dialog = dialog
        return dialog

    def mulligan(self, window: Any) -> None:
        """R-2 Lucky: the mulligan at the start of N1."""
        hv = window.view()
        lucky = next((s for s, r in raizen_host(hv).public_roles.items() if r == "lucky"), None)
        if lucky is None:
            QMessageBox.information(window, tr("Mulligan"), tr("No player is the Lucky."))
            return
        window.push(Mulligan(lucky))

    def resolve_input(self, window: Any, game: Any, hv: Any) -> Any:
        return None if raizen_host(hv).phase == "draft" else ResolvePhase()

    def after_resolve(self, window: Any, game: Any, hv: Any) -> Any:
        from .dialogs import PhaseResultDialog

        dialog = PhaseResultDialog(window, game, hv, len(raizen_host(hv).records) - 1)
        dialog.open()
        return dialog

    def end_input(self, window: Any, game: Any) -> Any:
        """R-13.2: the master ends the game with a result and a reason."""
        names = [result_name(r) for r in RESULTS]
        choice, ok = QInputDialog.getItem(window, tr("End the game"), tr("Result:"), names, 0, False)
        if not ok:
            return None
        reason, ok = QInputDialog.getText(window, tr("End the game"), tr("Reason (recorded):"))
        return EndRaizen(RESULTS[names.index(choice)], reason) if ok else None

    def private_messages(self, window: Any, game: Any, hv: Any) -> None:
        """R-1.3, R-12.3: each player's secret role, the Mafia's knowledge of
        each other (names, roles, deck contents, hands) and the setup messages."""
        from .dialogs import MessagesDialog

        dialog = MessagesDialog(window, tr("Start messages"), game, start_messages(game, hv))
        dialog.open()
        window.start_dialog = dialog

    # ------------------------------------------------------------ exports
    def protocol(self, game: Any) -> Any:
        """The game as ``raizen-turns/1`` with its catalogue (R-15)."""
        return turns_file(game)


def start_messages(game: Any, hv: Any) -> list[tuple[int, str]]:
    """R-1.3, R-12.3: what each player is told at the start, in Russian as
    the rules give it (the post's and messages' language, R-12.3's role words)."""
    facts = raizen_host(hv)
    out: list[tuple[int, str]] = []
    mafia = [s.seat for s in hv.seats if s.role != "law"]
    cat = facts.catalogue.cards
    for seat in hv.seats:
        lines = [f"Ваша тайная роль: {SECRET_RU[seat.role]}."]
        if seat.seat in mafia and facts.phase != "draft":
            for other in mafia:
                if other == seat.seat:
                    continue
                cards = facts.cards[other]
                ids = cards["ids"]
                deck = sorted(cat[ids[c]].name for c in cards["deck"])
                lines.append(f"{game.setup.name(other)} — {SECRET_RU[hv.seats[other - 1].role]}; "
                             f"рука: {', '.join(cat[ids[c]].name for c in cards['hand'])}; "
                             f"колода: {', '.join(deck)}.")
        for m in facts.start.get("private", ()) if facts.start else ():
            if m["to"] == seat.seat:
                lines.append(m["ru"])
        out.append((seat.seat, "\n".join(lines)))
    return out
