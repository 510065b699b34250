"""ЗА 31's dialogs at the host's desk: a player's orders
(Z-4: a form per order kind, the list reorderable), an adjustment (Z-13),
the processed turn (phases and battles, the situation, the event log, the
picture) and the picture with its PNG/SVG export."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any, Mapping

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFileDialog, QFormLayout, QHBoxLayout, QLabel, QLineEdit,
    QListWidget, QMessageBox, QPlainTextEdit, QPushButton, QSpinBox, QTabWidget, QVBoxLayout, QWidget,
)

from ....core.rulesets.za31.views import Za31Host, za31_host, za31_public
from ....core.rulesets.za31 import SetOrders
from ....core.rulesets.za31.tactics import HEROES, MAGIC, RU, UNITS
from ... import texts
from .words import battle_detail, battle_line, bbcode, log_text, order_text
from .picture import PictureWidget, save
from ...panel_base import named
from .newgame import Za31NewGameDialog  # noqa: F401  (as imported from here before)


def tr(text: str) -> str:
    return QCoreApplication.translate("", text)     # lupdate puts a module-level tr() in the empty context


def tactic_boxes(name: str) -> tuple[QComboBox, QComboBox, QComboBox]:
    boxes = []
    for part, words in (("Unit", UNITS), ("Magic", MAGIC), ("Hero", HEROES)):
        box = named(QComboBox(), f"{name}{part}")
        box.addItem("—", None)
        for w in words:
            box.addItem(RU[w], w)
        boxes.append(box)
    return boxes[0], boxes[1], boxes[2]


class OrdersDialog(QDialog):
    """A player's orders (Z-4.1): the list in the order written, items added
    with a form per order kind, moved up or down or removed; the refusal's
    rule and the energy left shown at once. OK replaces his whole list."""

    KINDS = ("shard", "invade", "source", "skip", "surrender", "nothing", "return", "defend", "tactic", "artifact",
             "event")

    def __init__(self, parent: QWidget | None, game: Any, seat: int) -> None:
        super().__init__(parent)
        self.setObjectName("za31Orders")
        self.game, self.seat = game, seat
        hv = game.host_view()
        s = za31_host(hv)
        self.setWindowTitle(tr("Orders of %1, turn %2").replace("%1", s.lords[seat].name).replace(
            "%2", str(za31_host(hv).turn)))
        self.items: list[dict[str, Any]] = copy.deepcopy(za31_host(hv).orders.get(seat) or [])
        self.list = named(QListWidget(), "ordersList")
        buttons = QHBoxLayout()
        for name, text, slot in (("upButton", tr("Up"), self.up), ("downButton", tr("Down"), self.down),
                                 ("removeButton", tr("Remove"), self.remove)):
            b = named(QPushButton(text), name)
            b.clicked.connect(slot)
            buttons.addWidget(b)
        form = QFormLayout()
        self.kind = named(QComboBox(), "kindCombo")
        words = {"shard": tr("attack a neutral shard"), "invade": tr("invade a world"), "source": tr("attack a source"),
                 "skip": tr("skip the turn"), "surrender": tr("surrender"), "nothing": tr("go into the Nothing"),
                 "return": tr("come back from the Nothing"), "defend": tr("energy for defence"),
                 "tactic": tr("defence tactic"), "artifact": tr("an artifact"), "event": tr("an event")}
        for k in self.available(s):                 # only what this world has (#39)
            self.kind.addItem(words[k], k)
        self.target = named(QComboBox(), "targetCombo")
        self.amount = named(QSpinBox(), "amountSpin")
        self.amount.setRange(0, 10_000)
        self.tactic = tactic_boxes("tactic")
        self.which = named(QComboBox(), "whichCombo")
        for text, key in ((tr("world"), "world"), (tr("after a lost shard"), "after_loss"),
                          (tr("all his sources"), "sources")):
            self.which.addItem(text, key)
        for source in s.sources:
            self.which.addItem(tr("source %1").replace("%1", source.name), "source:" + source.id)
        form.addRow(tr("Order:"), self.kind)
        form.addRow(tr("Target:"), self.target)
        form.addRow(tr("Extra energy / energy:"), self.amount)
        trow = QHBoxLayout()
        for box in self.tactic:
            trow.addWidget(box)
        form.addRow(tr("Tactic:"), trow)
        form.addRow(tr("Tactic for:"), self.which)
        add = named(QPushButton(tr("&Add to the list")), "addButton")
        add.clicked.connect(self.add)
        form.addRow("", add)
        self.left = named(QLabel(), "leftLabel")
        self.why = named(QLabel(), "whyLabel")
        self.why.setWordWrap(True)
        self.why.setStyleSheet("color: #c62828")
        self.ok = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.ok.accepted.connect(self.accept)
        self.ok.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(self.list, 1)
        lay.addLayout(buttons)
        lay.addLayout(form)
        lay.addWidget(self.left)
        lay.addWidget(self.why)
        lay.addWidget(self.ok)
        self.kind.currentIndexChanged.connect(self._kind_changed)
        self._kind_changed()
        self._refresh()
        self.resize(640, 620)

    def available(self, s: Za31Host) -> list[str]:
        """The order kinds this player may write in this world: no source,
        artifact or event where the world has none, no invasion alone."""
        has = {"shard": bool(s.neutral), "invade": any(o != self.seat for o in s.in_game),
               "source": bool(s.sources), "artifact": any(a.owner == self.seat and not a.auto for a in s.artifacts),
               "event": bool(s.events)}
        return [k for k in self.KINDS if has.get(k, True)]

    def missing(self) -> str | None:
        """What the form still needs before its order can be added, in words; None when whole."""
        kind = self.kind.currentData()
        if kind in ("shard", "invade", "source", "artifact", "event") and self.target.currentData() is None:
            return tr("Choose the target.")
        chosen = [b.currentData() for b in self.tactic]
        if (kind == "tactic" or (kind in ("shard", "invade", "source") and any(chosen))) and not all(chosen):
            parts = [tr("the unit"), tr("the magic"), tr("the hero")]
            return tr("Choose all three parts of the tactic (Z-5.2), or none for a drawn one: %1 is missing.") \
                .replace("%1", ", ".join(p for p, c in zip(parts, chosen) if c is None))
        return None

    def _kind_changed(self) -> None:
        s = za31_host(self.game.host_view())
        kind = self.kind.currentData()
        self.target.clear()
        if kind == "shard":
            for shard in s.neutral:
                self.target.addItem(f"{shard.name} ({shard.size}, {shard.height})", shard.id)
        elif kind == "invade":
            for seat in s.in_game:
                if seat != self.seat:
                    self.target.addItem(s.lords[seat].name, seat)
        elif kind == "source":
            for source in s.sources:
                self.target.addItem(source.name, source.id)
        elif kind == "artifact":
            for art in s.artifacts:
                if art.owner == self.seat and not art.auto:
                    self.target.addItem(art.name, art.id)
        elif kind == "event":
            for event in s.events:
                self.target.addItem(event.name, event.id)
        needs = kind in ("shard", "invade", "source", "artifact", "event")
        self.target.setEnabled(needs)
        self.amount.setEnabled(kind in ("shard", "invade", "source", "defend", "event"))
        for box in self.tactic:
            box.setEnabled(kind in ("shard", "invade", "source", "tactic"))
        self.which.setEnabled(kind == "tactic")

    def item(self) -> dict[str, Any]:
        """The order the form holds (Z-4.2, Z-4.3's fields)."""
        kind = self.kind.currentData()
        item: dict[str, Any] = {"do": kind}
        tactic = [b.currentData() for b in self.tactic]
        if kind in ("shard", "invade", "source"):
            item.update(target=self.target.currentData(), extra=self.amount.value())
            if all(tactic):
                item["tactic"] = tactic
        elif kind == "defend":
            item["energy"] = self.amount.value()
        elif kind == "tactic":
            which = self.which.currentData()
            if which.startswith("source:"):
                item["source"] = {which[7:]: tactic}
            else:
                item[which] = tactic
        elif kind == "artifact":
            item["id"] = self.target.currentData()
        elif kind == "event":
            item.update(id=self.target.currentData(), energy=self.amount.value())
        return item

    def add(self) -> None:
        """Add the form's order to the list; a half-filled one is not added: what is missing is said."""
        missing = self.missing()
        if missing is not None:
            self.why.setText(missing)
            return
        self.items.append(self.item())
        self._refresh()

    def _move(self, step: int) -> None:
        row = self.list.currentRow()
        new = row + step
        if 0 <= row < len(self.items) and 0 <= new < len(self.items):
            self.items[row], self.items[new] = self.items[new], self.items[row]
            self._refresh()
            self.list.setCurrentRow(new)

    def up(self) -> None:
        self._move(-1)

    def down(self) -> None:
        self._move(1)

    def remove(self) -> None:
        row = self.list.currentRow()
        if 0 <= row < len(self.items):
            del self.items[row]
            self._refresh()

    def orders(self) -> list[dict[str, Any]]:
        return copy.deepcopy(self.items)

    def _refresh(self) -> None:
        self.list.clear()
        for item in self.items:
            self.list.addItem(order_text(self.game, item))
        why = self.game.why_not(SetOrders(self.seat, self.orders()))
        self.why.setText("" if why is None else texts.error_text(why))
        self.ok.button(QDialogButtonBox.StandardButton.Ok).setEnabled(why is None)
        if why is None:      # the orders on a trial game: what the desk would show once entered (Z-4)
            trial = type(self.game)(self.game.setup, (*self.game.inputs, SetOrders(self.seat, self.orders())))
            energy = za31_host(trial.host_view()).lords[self.seat].energy
            cost = energy - za31_host(trial.host_view()).energy_left[self.seat]
            self.left.setText(tr("Energy %1, these orders cost %2, left %3").replace("%1", str(energy)).replace(
                "%2", str(cost)).replace("%3", str(energy - cost)))
        else:
            self.left.setText("")


class AdjustDialog(QDialog):
    """A host's adjustment (Z-13): phase, seat, energy, defence, income, note."""

    def __init__(self, parent: QWidget | None, game: Any, seat: Any) -> None:
        super().__init__(parent)
        self.setObjectName("za31Adjust")
        self.setWindowTitle(tr("Adjustment"))
        s = za31_host(game.host_view())
        form = QFormLayout(self)
        self.phase = named(QComboBox(), "phaseCombo")
        for k in (6, 0, 2, 8):
            self.phase.addItem(str(k), k)
        self.seat = named(QComboBox(), "seatCombo")
        for x in s.in_game:
            self.seat.addItem(s.lords[x].name, x)
        if seat is not None and self.seat.findData(seat) >= 0:
            self.seat.setCurrentIndex(self.seat.findData(seat))
        self.spins = {}
        for key, text in (("energy", tr("Energy:")), ("defence", tr("Defence:")), ("income", tr("Income:"))):
            spin = named(QSpinBox(), f"{key}Spin")
            spin.setRange(-1000, 1000)
            self.spins[key] = spin
            form.addRow(text, spin)
        self.note = named(QLineEdit(), "noteEdit")
        form.insertRow(0, tr("Phase:"), self.phase)
        form.insertRow(1, tr("Player:"), self.seat)
        form.addRow(tr("Note:"), self.note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def adjustment(self) -> dict[str, Any]:
        out: dict[str, Any] = {"phase": self.phase.currentData(), "seat": self.seat.currentData()}
        for key, spin in self.spins.items():
            if spin.value():
                out[key] = spin.value()
        if self.note.text().strip():
            out["note"] = self.note.text().strip()
        return out


class TurnResultDialog(QDialog):
    """A processed turn: the phases with every battle (the host's), the
    situation post to paste (plain or BBCode), the event log and the picture."""

    def __init__(self, parent: QWidget | None, game: Any, hv: Any, index: int) -> None:
        super().__init__(parent)
        self.setObjectName("za31TurnResult")
        record = za31_host(hv).records[index]
        self.situation = record["situation"]
        self.log = log_text(record)
        self.setWindowTitle(tr("Turn %1 processed").replace("%1", str(record["turn"])))
        tabs = QTabWidget()
        self.game_, self.record = game, record
        phases = QWidget()
        ph = QVBoxLayout(phases)
        self.phases = named(QPlainTextEdit(), "phasesText")
        self.phases.setReadOnly(True)
        self.detail = named(QCheckBox(tr("Show each side's strength")), "battleDetail")
        self.detail.toggled.connect(self._show_battles)
        ph.addWidget(self.phases)
        ph.addWidget(self.detail)
        self._show_battles()
        tabs.addTab(phases, tr("Phases and battles (the host's)"))
        post = QWidget()
        pl = QVBoxLayout(post)
        self.post_text = named(QPlainTextEdit(self.situation), "situationText")
        self.post_text.setReadOnly(True)
        pl.addWidget(self.post_text)
        row = QHBoxLayout()
        for name, text, value in (("copySituation", tr("Copy as &text"), self.situation),
                                  ("copyBbcode", tr("Copy as &BBCode"), bbcode(self.situation)),
                                  ("copyLog", tr("Copy the &event log"), self.log)):
            button = named(QPushButton(text), name)
            button.clicked.connect(lambda _=False, v=value: QGuiApplication.clipboard().setText(v))
            row.addWidget(button)
        pl.addLayout(row)
        tabs.addTab(post, tr("Situation"))
        self.picture = PictureWidget(za31_public(hv.public).picture, self.situation.partition("\n")[0])
        tabs.addTab(self.picture, tr("Picture"))
        tabs.setCurrentIndex(1)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(tabs)
        lay.addWidget(close)
        self.resize(820, 620)


    def _show_battles(self) -> None:
        """The log, then each battle in Z-11's words; each side's strength on demand."""
        lines = []
        for b in self.record["battles"]:
            lines.append(battle_line(self.game_, b))
            if self.detail.isChecked():
                lines += battle_detail(self.game_, b)
        self.phases.setPlainText(self.log + ("\n\nСражения:\n" + "\n".join(lines) if lines else ""))


class PictureDialog(QDialog):
    """The picture (public only) with PNG and SVG export."""

    def __init__(self, parent: QWidget | None, picture: Mapping[str, Any], title: str) -> None:
        super().__init__(parent)
        self.setObjectName("za31PictureDialog")
        self.setWindowTitle(tr("The picture"))
        self.picture_data, self.title = picture, title
        self.view = PictureWidget(picture, title)
        export = named(QPushButton(tr("&Export as PNG or SVG…")), "exportPicture")
        export.clicked.connect(self.export)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(self.view, 1)
        lay.addWidget(export)
        lay.addWidget(close)
        self.resize(900, 560)

    def export(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, tr("Export the picture"), "za31.png", tr("PNG (*.png);;SVG (*.svg)"))
        if path:
            self.write(Path(path))

    def write(self, path: Path) -> bool:
        try:
            save(path, self.picture_data, self.title)
        except OSError as err:
            QMessageBox.warning(self, tr("The picture"), tr("Could not write %1: %2").replace("%1", str(path))
                                .replace("%2", err.strerror or str(err)))
            return False
        return True
