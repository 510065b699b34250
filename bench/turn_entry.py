"""A whole sample turn entered and resolved through the turn desk (#39).

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/turn_entry.py [ROUNDS]

Mafik Raizen: phase D1 of ``resources/samples/raizen-sample-game.json``
(N1 already played): each player's вече vote, execution or beating and
Leader vote entered in the desk's entry form (player, kind, target, Enter),
a card in the whole order's form (card, target, text, OK), then Resolve and
the post copied as BBCode. ЗА 31: turn 1 of
``za31-sample-game.json``: each player's orders in the orders dialog (the
order, its target, the energy typed, the three parts of the tactic, Add,
OK), then Resolve and the situation copied.

Driven through the real widgets with QTest (mouse clicks on buttons, keys
typed into fields, each combo box's choice counted as a click to open it
and a click on the item; a choice already showing costs nothing). Printed:
the host's clicks, keys and choices; the app's own time (p50 of ROUNDS,
the desk's work between the host's actions); and the host's time by the
Keystroke-Level Model (Card, Moran and Newell: a click 1.1 s pointing +
0.2 s button, a key 0.28 s, a choice 1.35 s of thought) — an estimate for
a practised host reading the orders from his private messages.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["MAFIA_HOST_NO_VOICE"] = "1"
os.environ["MAFIA_HOST_PORTABLE"] = tempfile.mkdtemp(prefix="mafia-bench-turn-")
ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT)]

from PySide6.QtCore import Qt, QTimer  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402

POINT, BUTTON, KEY, THINK = 1.1, 0.2, 0.28, 1.35
"""KLM operators, seconds."""


class Host:
    """The host's hands, counted; ``busy`` sums the app's time inside each action."""

    def __init__(self, app) -> None:
        self.app, self.clicks, self.keys, self.choices, self.busy = app, 0, 0, 0, 0.0

    def _timed(self, action) -> None:
        t0 = time.perf_counter()
        action()
        self.app.processEvents()
        self.busy += time.perf_counter() - t0

    def choose(self, box, data) -> None:
        index = box.findData(data)
        if index < 0:
            raise SystemExit(f"{box.objectName()}: no choice {data!r}")
        self.choices += 1
        if index != box.currentIndex():
            self.clicks += 2
            self._timed(lambda: box.setCurrentIndex(index))

    def click(self, button) -> None:
        self.clicks += 1
        self._timed(lambda: QTest.mouseClick(button, Qt.MouseButton.LeftButton))

    def type(self, field, text: str) -> None:
        self.clicks += 1
        self.keys += len(text) + 1                    # select what is there, then type
        def typing() -> None:
            field.setFocus()
            field.selectAll()
            for ch in text:                            # any letter, Cyrillic too
                QTest.sendKeyEvent(QTest.KeyAction.Click, field, Qt.Key.Key_unknown, ch, Qt.KeyboardModifier.NoModifier)

        self._timed(typing)

    def enter(self, widget) -> None:
        self.keys += 1
        self._timed(lambda: QTest.keyClick(widget, Qt.Key.Key_Return))

    def seconds(self) -> float:
        return self.clicks * (POINT + BUTTON) + self.keys * KEY + self.choices * THINK


def open_desk(app, name: str):
    from PySide6.QtCore import QSettings

    from app.core.script import load_script
    from app.storage import Store
    from app.ui.main_window import MainWindow

    QSettings().setValue("ui/language", "ru")
    store = Store.open(f"sqlite:///{Path(tempfile.mkdtemp()) / 'turn.sqlite'}")
    window = MainWindow(store=store)
    window.ask = lambda question: True
    script = load_script((ROOT / "resources" / "samples" / name).read_text(encoding="utf-8"))
    return window, store, script


def raizen_card(app, host: Host, play: dict) -> None:
    """The whole order's form, open: the hand card, its target, its payment and text, OK."""
    dialog = app.activeModalWidget()
    part = dialog.widgets["play"]
    host.choose(part["card"], play["card"])
    if "target" in play:
        host.choose(part["target"], play["target"])
    for i in range(part["pay"].count()):
        item = part["pay"].item(i)
        if item.data(Qt.ItemDataRole.UserRole) in play.get("pay", ()):
            host.clicks += 1
            item.setCheckState(Qt.CheckState.Checked)
    if "text" in play:
        host.type(part["text"], play["text"])
    host.click(dialog.buttons.button(dialog.buttons.StandardButton.Ok))


def raizen_round(app) -> tuple[Host, int]:
    window, store, script = open_desk(app, "raizen-sample-game.json")
    kinds = [type(i).__name__ for i in script.actions]
    first = kinds.index("ResolvePhase") + 1
    desk = window.play_in_turn_desk(script.setup, script.actions[:first])     # N1 played
    desk.resize(1366, 768)
    desk.show()
    app.processEvents()
    host = Host(app)
    d1 = script.actions[first:kinds.index("ResolvePhase", first)]
    order_button = next(b for b in desk.own_buttons if b.objectName() == "orderButton")
    for inp in d1:
        host.choose(desk.who, inp.seat)
        for key in ("vote", "mode", "leader"):
            if key in inp.order:
                host.choose(desk.what, key)
                host.choose(desk.target, inp.order[key])
                host.enter(desk.enter)
        if "play" in inp.order:                       # a card: the whole order's form
            QTimer.singleShot(0, lambda play=inp.order["play"]: raizen_card(app, host, play))
            host.click(order_button)
    for inp in d1:                                    # every order as the file has it
        if desk.view().own.orders.get(inp.seat) != inp.order:
            raise SystemExit(f"seat {inp.seat}: {desk.view().own.orders.get(inp.seat)} != {inp.order}")
    host.click(desk.resolve_button)
    result = desk.result_dialog
    copy = next(b for b in result.findChildren(type(desk.resolve_button)) if "BBCode" in b.text())
    host.click(copy)
    host.click(next(b for b in result.findChildren(type(desk.resolve_button)) if b.isVisible()
                    and b.text().replace("&", "") in ("Закрыть", "Close")))
    phases = desk.view().own.phase
    desk.c.game_id = None
    desk.close()
    window.close()
    store.close()
    return host, len(d1) if phases == "N2" else -1


def za31_round(app) -> tuple[Host, int]:
    window, store, script = open_desk(app, "za31-sample-game.json")
    desk = window.play_in_turn_desk(script.setup)
    desk.resize(1366, 768)
    desk.show()
    app.processEvents()
    host = Host(app)
    kinds = [type(i).__name__ for i in script.actions]
    turn = script.actions[:kinds.index("ProcessTurn")]
    button = next(b for b in desk.own_buttons if b.objectName() == "ordersButton")
    for inp in turn:
        host.choose(desk.who, int(inp.seat))

        def fill(orders=inp.orders) -> None:
            dialog = app.activeModalWidget()
            for item in orders:
                host.choose(dialog.kind, item["do"])
                if "target" in item:
                    host.choose(dialog.target, item["target"])
                amount = item.get("extra", item.get("energy"))
                if amount:
                    host.type(dialog.amount, str(amount))
                for box, part in zip(dialog.tactic, item.get("tactic") or item.get("world") or ()):
                    host.choose(box, part)
                if item["do"] == "event":
                    host.choose(dialog.target, item["id"]) if dialog.target.findData(item["id"]) >= 0 else None
                host.click(next(b for b in dialog.findChildren(type(button)) if b.objectName() == "addButton"))
            if dialog.orders() != orders:
                dialog.reject()
                raise SystemExit(f"seat {inp.seat}: {dialog.orders()} != {orders}")
            host.click(dialog.ok.button(dialog.ok.StandardButton.Ok))

        QTimer.singleShot(0, fill)
        host.click(button)
    host.click(desk.resolve_button)
    result = desk.result_dialog
    copy = next(b for b in result.findChildren(type(button)) if "текст" in b.text().replace("&", ""))
    host.click(copy)
    result.close()
    turn_no = desk.view().own.turn
    desk.c.game_id = None
    desk.close()
    window.close()
    store.close()
    return host, len(turn) if turn_no == 2 else -1


def main() -> None:
    from app.main import create_app, install_translator

    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    app = create_app()
    install_translator(app, "ru")
    for name, play in (("Mafik Raizen, phase D1", raizen_round), ("ЗА 31, turn 1", za31_round)):
        runs = []
        for _ in range(rounds):
            t0 = time.perf_counter()
            host, players = play(app)
            runs.append((time.perf_counter() - t0, host))
            if players < 0:
                raise SystemExit(f"{name}: the turn did not resolve")
        host = runs[0][1]
        busy = statistics.median(h.busy for _, h in runs)
        whole = statistics.median(t for t, _ in runs)
        print(f"{name} ({players} players): {host.clicks} clicks, {host.keys} keys, {host.choices} choices; "
              f"the app's time {busy * 1000:.0f} ms (the whole run with opening the desk {whole:.2f} s); "
              f"the host's time by KLM {host.seconds() / 60:.1f} min "
              f"({host.seconds() / players:.0f} s a player)")


if __name__ == "__main__":
    main()
