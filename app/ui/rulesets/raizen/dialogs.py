"""Mafik Raizen's dialogs at the master's desk: New game (R-1.3, R-15), a
player's whole order (R-5 … R-9), the resolved phase (R-10, R-12) and the
private texts to send (the draft's offers, the start, R-12.3)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit,
    QListWidget, QListWidgetItem, QPlainTextEdit, QPushButton, QScrollArea, QTabWidget, QVBoxLayout, QWidget,
)

from ....core.rulesets.raizen.views import raizen_host
from ....core.rulesets.raizen import RaizenOrder
from ... import texts
from .words import bbcode, card_label, steps_lines
from ...panel_base import named


def tr(text: str) -> str:
    return QCoreApplication.translate("", text)     # lupdate puts a module-level tr() in the empty context


def role_text(role: str) -> str:
    """A public or secret role (R-2, R-12.3) in the host's language."""
    from .words import role_name

    return role_name(role)


def colour_name(colour: str) -> str:
    return {"attack": tr("attack"), "support": tr("support"), "information": tr("information")}[colour]


class OrderDialog(QDialog):
    """A player's whole order for the phase (R-15's keys), with the rule of
    a refusal shown at once (the core's ``why_not``); OK replaces his
    earlier order (R-5.1). Only the keys his roles and the phase allow are shown."""

    def __init__(self, parent: QWidget | None, game: Any, seat: int) -> None:
        super().__init__(parent)
        self.setObjectName("raizenOrder")
        self.game, self.seat = game, seat
        hv = game.host_view()
        self.hv = hv
        facts = raizen_host(hv)
        me = hv.seats[seat - 1]
        self.public = facts.public_roles[seat]
        night = facts.phase.startswith("N")
        self.setWindowTitle(tr("Order of %1 for %2").replace("%1", f"{seat}. {me.name}").replace("%2", facts.phase))
        cards = facts.cards[seat]
        self.hand, self.sleeve = cards["hand"], cards["sleeve"]
        self.living = [s.seat for s in hv.seats if s.alive]
        self.others = [s for s in self.living if s != seat]
        self.current = facts.orders.get(seat, {})
        self.widgets: dict[str, Any] = {}
        form = QFormLayout()
        for key in ("play", "sleeve"):
            self._card_group(form, key)
        if night:
            self.widgets["discard"] = self._card_list("discardList", self.hand, self.current.get("discard"))
            form.addRow(tr("Discard to the deck (instead of plays):"), self.widgets["discard"])
        self.widgets["order"] = self._text_edit("orderEdit", " ".join(self.current.get("order") or []))
        form.addRow(tr("Hand order (ids, first first):"), self.widgets["order"])
        if me.role != "law" and night:
            self._kill_rows(form)
        self._role_rows(form, me.role, night)
        if not night:
            self._day_rows(form, facts.owner == seat)
        self.why = named(QLabel(), "whyLabel")
        self.why.setWordWrap(True)
        self.why.setStyleSheet("color: #c62828")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        inner = QWidget()
        inner.setLayout(form)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(inner)
        lay = QVBoxLayout(self)
        lay.addWidget(scroll, 1)
        lay.addWidget(self.why)
        lay.addWidget(self.buttons)
        self.resize(620, 700)
        self._check()

    # ------------------------------------------------------------ its fields
    def _combo(self, name: str, choices: list[tuple[str, Any]], value: Any) -> QComboBox:
        """A choice of (text, data) after "—" (nothing), ``value`` chosen if offered; checked as it changes."""
        box = named(QComboBox(), name)
        box.addItem("—", None)
        for text, data in choices:
            box.addItem(text, data)
        if value is not None and box.findData(value) >= 0:
            box.setCurrentIndex(box.findData(value))
        box.currentIndexChanged.connect(self._check)
        return box

    def _seat_box(self, name: str, choices: list[int], value: Any) -> QComboBox:
        return self._combo(name, [(f"{s}. {self.game.setup.name(s)}", s) for s in choices], value)

    def _card_box(self, name: str, ids: list[str], value: Any) -> QComboBox:
        return self._combo(name, [(card_label(self.hv, self.seat, c), c) for c in ids], value)

    def _card_list(self, name: str, ids: list[str], chosen: Any) -> QListWidget:
        box = named(QListWidget(), name)
        box.setMaximumHeight(90)
        for c in ids:
            item = QListWidgetItem(card_label(self.hv, self.seat, c))
            item.setData(Qt.ItemDataRole.UserRole, c)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if c in (chosen or []) else Qt.CheckState.Unchecked)
            box.addItem(item)
        box.itemChanged.connect(self._check)
        return box

    def _text_edit(self, name: str, value: Any) -> QLineEdit:
        edit = named(QLineEdit(value or ""), name)
        edit.textChanged.connect(self._check)
        return edit

    # ------------------------------------------------------------ its parts
    def _card_group(self, form: QFormLayout, key: str) -> None:
        """A hand card (``play``) or a sleeve card: the card, its target, payment and text (R-5.1)."""
        ids = self.hand if key == "play" else self.sleeve
        was = self.current.get(key) or {}
        group = QGroupBox(tr("Hand card") if key == "play" else tr("Sleeve card"))
        g = QFormLayout(group)
        w: dict[str, Any] = {"card": self._card_box(f"{key}Card", ids, was.get("card")),
                             "target": self._seat_box(f"{key}Target", self.others, was.get("target")),
                             "pay": self._card_list(f"{key}Pay", self.hand + self.sleeve, was.get("pay")),
                             "text": self._text_edit(f"{key}Text", was.get("text"))}
        g.addRow(tr("Card:"), w["card"])
        g.addRow(tr("Target:"), w["target"])
        g.addRow(tr("Paid with:"), w["pay"])
        g.addRow(tr("Text (Вопрос, a message):"), w["text"])
        w["form"], w["group"] = g, group
        w["card"].currentIndexChanged.connect(lambda _=0, key=key: self._follow_card(key))
        flag = None
        if key == "play" and self.public == "magician":
            flag = ("copy", named(QCheckBox(tr("The Magician's copy (once a game)")), "copyCheck"))
        if key == "sleeve" and self.public == "journalist":
            flag = ("as_vopros", named(QCheckBox(tr("As Вопрос (the Journalist)")), "asVoprosCheck"))
        if flag is not None:
            check: QCheckBox = flag[1]
            check.setChecked(bool(was.get(flag[0])))
            check.toggled.connect(self._check)
            g.addRow("", check)
            w[flag[0]] = check
        self.widgets[key] = w
        form.addRow(group)
        group.setVisible(bool(ids) or was.get("card") is not None)     # no sleeve card: no sleeve group
        self._follow_card(key)

    def _kill_rows(self, form: QFormLayout) -> None:
        """The Mafia's night: the kill vote, its boost, the Journalist's question (R-8)."""
        current = self.current
        self.widgets["kill"] = self._seat_box("killCombo", self.others, current.get("kill"))
        form.addRow(tr("Kill vote:"), self.widgets["kill"])
        boost = current.get("boost") or {}
        self.widgets["boost"] = named(QCheckBox(tr("Boost the kill (cost 1)")), "boostCheck")
        self.widgets["boost"].setChecked("boost" in current)
        self.widgets["boost"].toggled.connect(self._check)
        self.widgets["boost_pay"] = self._card_list("boostPay", self.hand + self.sleeve, boost.get("pay"))
        form.addRow(self.widgets["boost"], self.widgets["boost_pay"])
        if self.public == "journalist":
            q = boost.get("question") or {}
            self.widgets["question_target"] = self._seat_box("questionTarget", self.others, q.get("target"))
            self.widgets["question_text"] = self._text_edit("questionText", q.get("text"))
            form.addRow(tr("Question to:"), self.widgets["question_target"])
            form.addRow(tr("Question:"), self.widgets["question_text"])

    def _role_rows(self, form: QFormLayout, secret: str, night: bool) -> None:
        """What his public and secret roles add: the Croupier's card, the Paranoid's armour,
        the Killer's guess, the Boss's tell, the Advisor's invisible cards (R-2, R-6)."""
        current, others = self.current, self.others
        if self.public == "croupier" and not night:
            self.widgets["croupier"] = self._card_box("croupierCombo", self.hand, current.get("croupier"))
            form.addRow(tr("The Croupier's card:"), self.widgets["croupier"])
        if self.public == "paranoid":
            self.widgets["spend"] = self._card_list("spendList", self.sleeve, current.get("spend"))
            form.addRow(tr("Spend for armour:"), self.widgets["spend"])
        if secret == "killer":
            guess = current.get("guess") or {}
            self.widgets["guess_target"] = self._seat_box("guessTarget", others, guess.get("target"))
            self.widgets["guess_cards"] = self._text_edit("guessCards", ", ".join(guess.get("cards") or []))
            form.addRow(tr("Guess at:"), self.widgets["guess_target"])
            form.addRow(tr("Guessed card ids (comma-separated):"), self.widgets["guess_cards"])
        if secret == "boss":
            tell = current.get("tell") or {}
            self.widgets["tell_to"] = self._seat_box("tellTo", others, tell.get("to"))
            self.widgets["tell_text"] = self._text_edit("tellText", tell.get("text"))
            form.addRow(tr("Tell to:"), self.widgets["tell_to"])
            form.addRow(tr("Tell:"), self.widgets["tell_text"])
        if secret == "advisor":
            self.widgets["invisible"] = self._card_list("invisibleList", self.hand, current.get("invisible"))
            form.addRow(tr("Invisible cards:"), self.widgets["invisible"])

    def _day_rows(self, form: QFormLayout, owner: bool) -> None:
        """The day: the вече vote, execution or beating, the Leader vote, the artifact's pass (R-7, R-9)."""
        current, living = self.current, self.living
        self.widgets["vote"] = self._seat_box("voteCombo", living, current.get("vote"))
        self.widgets["mode"] = named(QComboBox(), "modeCombo")
        for text, data in (("—", None), (tr("execution"), "execution"), (tr("beating"), "beating")):
            self.widgets["mode"].addItem(text, data)
        if current.get("mode"):
            self.widgets["mode"].setCurrentIndex(self.widgets["mode"].findData(current["mode"]))
        self.widgets["mode"].currentIndexChanged.connect(self._check)
        self.widgets["leader"] = self._seat_box("leaderCombo", living, current.get("leader"))
        form.addRow(tr("Вече vote:"), self.widgets["vote"])
        form.addRow(tr("Execution or beating:"), self.widgets["mode"])
        form.addRow(tr("Leader vote:"), self.widgets["leader"])
        if owner:
            self.widgets["pass"] = self._seat_box("passCombo", living, current.get("pass"))
            form.addRow(tr("Pass the artifact to:"), self.widgets["pass"])

    def _follow_card(self, key: str) -> None:
        """The chosen card's rows only (R-5.1): a target for a card that takes
        one, the payment and text once a card is chosen; the card itself
        is never offered as its own payment."""
        w = self.widgets.get(key)
        if w is None:
            return
        card = w["card"].currentData()
        cards = raizen_host(self.hv).cards[self.seat]
        catalogue = raizen_host(self.hv).catalogue.cards
        takes = card is not None and catalogue[cards["ids"][card]].target
        w["form"].setRowVisible(w["target"], bool(takes))
        if not takes:
            w["target"].setCurrentIndex(0)
        for row in ("pay", "text"):
            w["form"].setRowVisible(w[row], card is not None)
        for i in range(w["pay"].count()):
            item = w["pay"].item(i)
            item.setHidden(item.data(Qt.ItemDataRole.UserRole) == card)
            if item.isHidden():
                item.setCheckState(Qt.CheckState.Unchecked)

    @staticmethod
    def _checked(box: QListWidget) -> list[str]:
        return [box.item(i).data(Qt.ItemDataRole.UserRole) for i in range(box.count())
                if box.item(i).checkState() == Qt.CheckState.Checked]

    def order(self) -> dict[str, Any]:
        """The order the form holds (R-15's keys; empty ones left out)."""
        w = self.widgets
        out: dict[str, Any] = {}
        for key in ("play", "sleeve"):
            play = self._card_order(w[key])
            if play is not None:
                out[key] = play
        for key in ("discard", "spend"):
            if key in w and self._checked(w[key]):
                out[key] = self._checked(w[key])
        if w["order"].text().split():
            out["order"] = w["order"].text().split()
        for key in ("kill", "vote", "leader", "pass", "croupier", "mode"):
            if key in w and w[key].currentData() is not None:
                out[key] = w[key].currentData()
        out.update(self._role_orders())
        return out

    def _card_order(self, part: dict[str, Any]) -> dict[str, Any] | None:
        """A card group's play: the card, its target, payment, text and flags (None: no card)."""
        if part["card"].currentData() is None:
            return None
        play: dict[str, Any] = {"card": part["card"].currentData()}
        if part["target"].currentData() is not None:
            play["target"] = part["target"].currentData()
        pay = self._checked(part["pay"])
        if pay:
            play["pay"] = pay
        if part["text"].text():
            play["text"] = part["text"].text()
        for flag in ("copy", "as_vopros"):
            if flag in part and part[flag].isChecked():
                play[flag] = True
        return play

    def _role_orders(self) -> dict[str, Any]:
        """The boost, the Killer's guess, the Boss's tell and the Advisor's invisible cards."""
        w = self.widgets
        out: dict[str, Any] = {}
        if "boost" in w and w["boost"].isChecked():
            boost: dict[str, Any] = {"pay": self._checked(w["boost_pay"])}
            if "question_target" in w and w["question_target"].currentData() is not None:
                boost["question"] = {"target": w["question_target"].currentData(), "text": w["question_text"].text()}
            out["boost"] = boost
        if "guess_target" in w and w["guess_target"].currentData() is not None:
            out["guess"] = {"target": w["guess_target"].currentData(),
                            "cards": [c.strip() for c in w["guess_cards"].text().split(",") if c.strip()]}
        if "tell_to" in w and w["tell_to"].currentData() is not None:
            out["tell"] = {"to": w["tell_to"].currentData(), "text": w["tell_text"].text()}
        if "invisible" in w and (self._checked(w["invisible"]) or "invisible" in self.current):
            out["invisible"] = self._checked(w["invisible"])
        return out

    def _check(self) -> None:
        if not hasattr(self, "buttons"):       # still being built
            return
        why = self.game.why_not(RaizenOrder(self.seat, self.order()))
        self.why.setText("" if why is None else texts.error_text(why))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(why is None)


class PhaseResultDialog(QDialog):
    """A resolved phase: the twelve steps (R-10, the master's eyes only),
    the post (R-12.1) to paste as plain text or BBCode, and the private
    messages (R-12.3) grouped by recipient, each ready to send."""

    def __init__(self, parent: QWidget | None, game: Any, hv: Any, index: int) -> None:
        facts = raizen_host(hv)
        super().__init__(parent)
        self.setObjectName("raizenPhaseResult")
        record = facts.records[index]
        self.post = record["post"]
        self.setWindowTitle(tr("Phase %1 resolved").replace("%1", record["phase"]))
        tabs = QTabWidget()
        self.steps = named(QPlainTextEdit("\n".join(steps_lines(game, hv, facts.logs[index]))), "stepsText")
        self.steps.setReadOnly(True)
        tabs.addTab(self.steps, tr("Steps (the master only)"))
        post = QWidget()
        pl = QVBoxLayout(post)
        self.post_text = named(QPlainTextEdit(self.post), "postText")
        self.post_text.setReadOnly(True)
        pl.addWidget(self.post_text)
        row = QHBoxLayout()
        for name, text, value in (("copyPost", tr("Copy as &text"), self.post),
                                  ("copyBbcode", tr("Copy as &BBCode"), bbcode(self.post))):
            button = named(QPushButton(text), name)
            button.clicked.connect(lambda _=False, v=value: QGuiApplication.clipboard().setText(v))
            row.addWidget(button)
        pl.addLayout(row)
        tabs.addTab(post, tr("Post"))
        grouped: dict[int, list[str]] = {}
        for m in record["private"]:
            grouped.setdefault(m["to"], []).append(m["ru"])
        self.messages = MessagesPanel(game, [(s, "\n".join(lines)) for s, lines in sorted(grouped.items())])
        tabs.addTab(self.messages, tr("Private messages (%1)").replace("%1", str(len(record["private"]))))
        tabs.setCurrentIndex(1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(tabs)
        lay.addWidget(buttons)
        self.resize(720, 560)


class MessagesPanel(QWidget):
    """One private text per recipient, each with its own Copy button."""

    def __init__(self, game: Any, messages: list[tuple[int, str]]) -> None:
        super().__init__()
        self.texts: dict[int, str] = dict(messages)
        inner = QWidget()
        il = QVBoxLayout(inner)
        if not messages:
            il.addWidget(QLabel(tr("No private message.")))
        for seat, text in messages:
            box = QGroupBox(f"{seat}. {game.setup.name(seat)}")
            bl = QVBoxLayout(box)
            label = QLabel(text)
            label.setWordWrap(True)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            bl.addWidget(label)
            copy = named(QPushButton(tr("Copy")), f"copyMessage{seat}")
            copy.clicked.connect(lambda _=False, t=text: QGuiApplication.clipboard().setText(t))
            bl.addWidget(copy, 0, Qt.AlignmentFlag.AlignRight)
            il.addWidget(box)
        il.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(inner)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(scroll)


class MessagesDialog(QDialog):
    """Private texts to send, one per player (the draft's offers, the start)."""

    def __init__(self, parent: QWidget | None, title: str, game: Any, messages: list[tuple[int, str]]) -> None:
        super().__init__(parent)
        self.setObjectName("raizenMessages")
        self.setWindowTitle(title)
        self.panel = MessagesPanel(game, messages)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(self.panel)
        lay.addWidget(buttons)
        self.resize(620, 620)


__all__ = ["OrderDialog", "PhaseResultDialog", "MessagesDialog", "MessagesPanel"]
