"""ЗА 31 in the turn desk (Z-1 … Z-16; the shell is :mod:`app.ui.turn_desk`).

:class:`Za31TurnParts` fills the shared desk: each player's orders as one
ordered list (Z-4.1), built item by item in the orders dialog (a form per
order kind, reorderable), replaced whole when his later message comes;
"sent nothing" apart from an empty list (Z-8.2); the energy each player has
left after his orders as the host types; the host's adjustments, world
changes and joins; "Process turn" shows the phases with every battle, the
situation post (plain or BBCode), the event log and the picture.

Every entry is an input written before it shows; the window reads the host
view and asks the core why an input is illegal; it recomputes no rule.
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QInputDialog, QMessageBox

from ....core.rulesets.za31.views import za31_host, za31_public
from ....core.rulesets.za31 import EndZa31, ProcessTurn, SetOrders, turns_file
from ...turn_parts import TurnParts
from .words import bbcode, log_text, order_text, tr

if TYPE_CHECKING:
    from ....core.game import Game


SIMPLE = ("skip", "surrender", "nothing", "return")


class Za31TurnParts(TurnParts):
    """ЗА 31's parts of the turn desk (module docstring)."""

    object_name = "za31Desk"

    def protocol_file(self) -> tuple[str, str]:
        return "za31-game.json", tr("ЗА 31 game (*.json)")

    @staticmethod
    def name(game: Game, seat: int) -> str:
        lords = za31_host(game.host_view()).lords
        return f"{seat}. {game.setup.name(seat) if seat <= len(game.setup.seats) else lords[seat].name}"

    def title(self, game: Any, hv: Any) -> str:
        return tr("ЗА 31 — turn %1").replace("%1", str(za31_host(hv).turn))

    def turn_text(self, game: Any, hv: Any) -> str:
        facts = za31_host(hv)
        if hv.winner is not None:
            return tr("The game is over after turn %1").replace("%1", str(facts.turn - 1))
        return tr("Turn %1: orders").replace("%1", str(facts.turn))

    def columns(self) -> list[str]:
        return ["#", tr("Player"), tr("State"), tr("World"), tr("Height"), tr("Energy"), tr("Left"),
                tr("Defence"), tr("Orders")]

    def stretched_column(self) -> int:
        return 8

    def seat_cells(self, game: Any, hv: Any, seat: Any) -> list[str]:
        facts = za31_host(hv)
        st = facts.state[str(seat.seat)]
        p = facts.lords[seat.seat]
        status = {"active": tr("in the game"), "nothing": tr("in the Nothing"), "surrendered": tr("surrendered"),
                  "eliminated": tr("eliminated")}[st["status"]]
        orders = facts.orders.get(seat.seat)
        left = facts.energy_left.get(seat.seat)
        text = tr("sent nothing") if orders is None else (" ".join(order_text(game, o) for o in orders)
                                                         or tr("(an empty list)"))
        return [str(seat.seat), seat.name, status, "+".join(str(x.size) for x in p.shards) or "—", str(st["height"]),
                str(st["energy"]), "" if left is None else str(left), str(st["defence"]),
                text if st["status"] in ("active", "nothing") else ""]

    def tally_text(self, game: Any, hv: Any) -> str:
        facts = za31_host(hv)
        parts = [tr("Orders from %1 of %2 players in the game").replace("%1", str(len(facts.orders))).replace(
            "%2", str(hv.living))]
        if facts.host:
            parts.append(tr("Adjustments: %1").replace("%1", str(len(facts.host))))
        if facts.changes or facts.joins:
            parts.append(tr("World changes: %1, joins: %2").replace("%1", str(len(facts.changes))).replace(
                "%2", str(len(facts.joins))))
        short = [self.name(game, s) for s, left in facts.energy_left.items() if left < 0]
        if short:
            parts.append(tr("Short of energy (the last actions will be cancelled): %1").replace("%1", ", ".join(short)))
        return "\n".join(parts)

    def posts_title(self) -> str:
        return tr("Situations")

    def posts_html(self, game: Any, hv: Any) -> str:
        facts = za31_host(hv)
        parts = []
        for record in facts.records:
            lines = record["situation"].split("\n")
            parts.append(f"<p><b>{escape(lines[0])}</b><br>" + "<br>".join(escape(x) for x in lines[1:]) + "</p>")
        if not parts:
            lines = facts.situation.split("\n")
            parts.append(f"<p><b>{escape(lines[0])}</b><br>" + "<br>".join(escape(x) for x in lines[1:]) + "</p>")
        return "".join(parts)

    # -------------------------------------------------------------- entry
    def actors(self, game: Any, hv: Any) -> list[tuple[str, Any]]:
        return [(self.name(game, s.seat), s.seat) for s in hv.seats if s.alive]

    def kinds(self, game: Any, hv: Any, seat: int | None) -> list[tuple[str, Any]]:
        if seat is None:
            return []
        words = {"skip": tr("Skip the turn"), "surrender": tr("Surrender"), "nothing": tr("Go into the Nothing"),
                 "return": tr("Come back from the Nothing")}
        return [(words[k], k) for k in SIMPLE] + [(tr("Sent nothing"), "none"), (tr("An empty list"), "empty")]

    def targets(self, game: Any, hv: Any, seat: int | None, key: Any) -> list[tuple[str, Any]]:
        return [("—", None)] if key else []

    def entry_title(self) -> str:
        """ЗА 31 has no votes: orders only (Z-4)."""
        return tr("Enter an order")

    def kind_label(self) -> str:
        return tr("Order:")

    def order_words(self, game: Any, key: Any) -> list[str]:
        """Z-4's simple orders as players write them in a private message (#43)."""
        return {"skip": ["пропуск", "пропускаю", "skip"], "surrender": ["сдаюсь", "сдача", "surrender"],
                "nothing": ["ничто", "nothing"], "return": ["возвращаюсь", "возврат", "return"]}.get(key, [])

    def candidate(self, game: Any, hv: Any, seat: Any, key: Any, target: Any) -> Any:
        """The chosen player's list with a simple order added (its main action
        replaced), "sent nothing" (None) or an empty list."""
        if key == "none":
            return SetOrders(seat, None)
        if key == "empty":
            return SetOrders(seat, [])
        current = [o for o in (za31_host(hv).orders.get(seat) or []) if o.get("do") not in
                   ("shard", "invade", "source", "skip", "surrender", "nothing", "return")]
        return SetOrders(seat, ([{"do": key}] + current) if key != "return" else [{"do": key}])

    def withdrawal(self, game: Any, hv: Any, seat: Any, key: Any) -> Any:
        return SetOrders(seat, None) if seat in za31_host(hv).orders else None

    # -------------------------------------------------------------- turns
    def actions(self) -> list[tuple[str, str, Any]]:
        return [("ordersButton", tr("The player's &orders…"), self.edit_orders),
                ("repeatButton", tr("&Repeat his last turn's orders"), self.repeat_orders),
                ("adjustButton", tr("&Adjustment…"), self.adjust),
                ("joinButton", tr("A player &joins…"), self.join),
                ("changeButton", tr("World &change…"), self.change),
                ("pictureButton", tr("The &picture…"), self.show_picture)]

    def edit_orders(self, window: Any) -> None:
        from .dialogs import OrdersDialog

        seat = window.who.currentData()
        if seat is None or window.view().winner is not None:
            return
        dialog = OrdersDialog(window, window.game, seat)
        if dialog.exec():
            window.push(SetOrders(seat, dialog.orders()))

    def repeat_orders(self, window: Any) -> None:
        """Z-4.5: a standing order carried forward: his list of the last turn that had one."""
        seat = window.who.currentData()
        for record in reversed(turns_file(window.game)["turns"]):
            orders = record.get("orders", {}) if isinstance(record, dict) else {}
            if str(seat) in orders:
                window.push(SetOrders(seat, orders[str(seat)]))
                return
        QMessageBox.information(window, tr("Repeat the orders"), tr("He has sent no orders before."))

    def adjust(self, window: Any) -> None:
        from .dialogs import AdjustDialog
        from ....core.rulesets.za31 import Adjust

        dialog = AdjustDialog(window, window.game, window.who.currentData())
        if dialog.exec():
            window.push(Adjust(dialog.adjustment()))

    def join(self, window: Any) -> None:
        from ....core.rulesets.za31 import Join

        name, ok = QInputDialog.getText(window, tr("A player joins"), tr("Name (his world appears in phase 8):"))
        if ok and name.strip():
            players = za31_host(window.view()).lords
            seat = max(players) + 1 + len(za31_host(window.view()).joins)
            window.push(Join({"seat": seat, "player": name.strip()}))

    def change(self, window: Any) -> None:
        """Z-13 ``changes`` (phase 8): one change, chosen and filled in a form (#39)."""
        from .world_change import WorldChangeDialog
        from ....core.rulesets.za31 import Change

        dialog = WorldChangeDialog(window, window.game)
        if dialog.exec():
            change = dialog.change()
            if change is not None:
                window.push(Change(change))

    def show_picture(self, window: Any) -> Any:
        from .dialogs import PictureDialog

        hv = window.view()
        dialog = PictureDialog(window, za31_public(hv.public).picture, za31_host(hv).situation.partition("\n")[0])
        dialog.open()
        window.picture_dialog = dialog
        return dialog

    def resolve_input(self, window: Any, game: Any, hv: Any) -> Any:
        return ProcessTurn()

    def after_resolve(self, window: Any, game: Any, hv: Any) -> Any:
        from .dialogs import TurnResultDialog

        dialog = TurnResultDialog(window, game, hv, len(za31_host(hv).records) - 1)
        dialog.open()
        return dialog

    def end_input(self, window: Any, game: Any) -> Any:
        """Z-10.1: the host names the winners (seats, comma-separated) and a reason."""
        seats, ok = QInputDialog.getText(window, tr("End the game"), tr("Winners' seats (comma-separated, or none):"))
        if not ok:
            return None
        reason, ok = QInputDialog.getText(window, tr("End the game"), tr("Reason (recorded):"))
        if not ok:
            return None
        chosen = [int(x) for x in seats.replace(" ", "").split(",") if x.isdigit()]
        return EndZa31(chosen, reason)

    def private_messages(self, window: Any, game: Any, hv: Any) -> None:
        """The situation before turn 1 (Z-11.1): what the host posts first."""
        box = QMessageBox(QMessageBox.Icon.Information, tr("The situation"), za31_host(hv).situation,
                          QMessageBox.StandardButton.Close, window)
        box.setObjectName("startMessages")
        box.open()
        window.start_dialog = box

    # ------------------------------------------------------------ exports
    def protocol(self, game: Any) -> Any:
        """The game as ``za31-turns/1`` with its world (Z-13)."""
        return turns_file(game)


__all__ = ["Za31TurnParts", "order_text", "log_text", "bbcode"]
