"""Forum Mafia in the turn desk (M-1 … M-12; the shell is :mod:`app.ui.turn_desk`).

:class:`ForumNewGameDialog` seats a game (a city or Novosibirsk's free set,
the players, a deal by the app or roles entered). :class:`ForumTurnParts`
fills the turn desk: it takes each vote and order as it arrives (a later one replaces the earlier),
says at once why the rules refuse one, shows the jail vote's tally and, on
a member's request, his team's shot orders (M-2.2). "Resolve turn" shows the
result in M-6's order, the newspaper ready to paste (plain text or BBCode,
Russian or English) and one private message per player who gets one.

Every order is an input, written before it shows (:class:`~app.service.desk.Desk`).
The window reads the game's host view and asks the core why an input is
illegal; it recomputes no rule.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QAbstractItemView, QComboBox, QDialog, QDialogButtonBox, QHBoxLayout, QHeaderView, QInputDialog, QLabel, QMessageBox,
    QPlainTextEdit, QPushButton, QTableWidget, QTableWidgetItem,
    QTextBrowser, QVBoxLayout, QWidget,
)

from ....core.rulesets.forum.views import forum_host, ForumHost
from ....core.rulesets.forum import (
    CastVote, EndForum, ResolveTurn, SetOrders, private_text, turns_script,
)
from ....core.rulesets.forum.catalogue import BY_ID
from ....core.rulesets.forum.inputs import RESULTS
from ....service.desk import Desk
from ... import texts
from ...panel_base import named
from . import words
from ...turn_desk import TurnDeskWindow
from ...turn_parts import TurnParts


log = logging.getLogger(__name__)

NOBODY = 0


def bbcode(text: str) -> str:
    """The newspaper as forum BBCode: the header bold, each line as it is."""
    first, _, rest = text.partition("\n")
    return f"[b]{first}[/b]\n{rest}" if rest else f"[b]{first}[/b]"


def ask_tie_pick(parent: QWidget, facts: ForumHost, name: Any) -> tuple[int | None] | None:
    """M-5.3: when the tally is tied and someone picks, ask the host his
    choice among the leaders (``facts``: the host view's :class:`ForumHost`). Returns
    ``(seat,)``, ``(None,)`` (no tie, no picker, or no answer: drawn) or
    None (cancelled: nothing happens)."""
    leaders, picker = facts.tie_leaders, facts.picker
    if not leaders or picker is None:
        return (None,)
    choices = [QCoreApplication.translate("ForumTurnParts", "No answer: draw")] + [name(s) for s in leaders]
    question = QCoreApplication.translate("ForumTurnParts", "A tie. %1 picks whom to jail:")
    answer, ok = QInputDialog.getItem(parent, QCoreApplication.translate("ForumTurnParts", "Tie"),
                                      question.replace("%1", name(picker)), choices, 0, False)
    if not ok:
        return None
    return (None if answer == choices[0] else leaders[choices.index(answer) - 1],)


from ...turn_parts import export_chronicle, write_chronicle_file  # noqa: E402


def show_start_messages(parent: QWidget, view: Any, name: Any) -> QMessageBox:
    """M-1.2: what each player is told privately at the start (his role, his
    team), for the host's eyes; ``name(seat)`` words a seat. Returns the open box."""
    out = []
    for seat, msg in sorted(forum_host(view).start_messages.items()):
        line = f"{name(seat)}: {words.role_name(msg['role'])}"
        if msg["team"]:
            mates = ", ".join(name(m["seat"]) + (f" ({words.role_name(m['role'])})" if m["role"] else "")
                              for m in msg["team"])
            line += " — " + QCoreApplication.translate("ForumTurnParts", "your team: %1").replace("%1", mates)
        out.append(line)
    box = QMessageBox(QMessageBox.Icon.Information, QCoreApplication.translate("ForumTurnParts", "Start messages"),
                      "\n".join(out),
                      QMessageBox.StandardButton.Close, parent)
    box.setObjectName("startMessages")
    box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    box.open()
    return box

class TurnResultDialog(QDialog):
    """One resolved turn: what happened in M-6's order (for the host), the
    newspaper to paste (plain or BBCode, Russian or English, Copy) and the
    private messages, one per player who gets one."""

    def __init__(self, parent: QWidget | None, outcome: Any, names: dict[int, str]) -> None:
        super().__init__(parent)
        self.setObjectName("turnResult")
        self.setWindowTitle(self.tr("Turn %1").replace("%1", str(outcome.turn)))
        self.outcome, self.names = outcome, names
        lay = QVBoxLayout(self)
        self.steps = named(QTextBrowser(), "stepsView")
        self.steps.setPlainText(self.steps_text())
        lay.addWidget(QLabel(self.tr("What happened, in the rules' order (host only):")))
        lay.addWidget(self.steps, 2)
        row = QHBoxLayout()
        self.lang = named(QComboBox(), "newsLang")
        self.lang.addItem(self.tr("Russian"), "ru")
        self.lang.addItem(self.tr("English"), "en")
        self.lang.setCurrentIndex(0 if texts.news_lang() == "ru" else 1)
        self.form = named(QComboBox(), "newsFormat")
        self.form.addItem(self.tr("Plain text"), "plain")
        self.form.addItem(self.tr("Forum BBCode"), "bbcode")
        self.copy = named(QPushButton(self.tr("&Copy the newspaper")), "copyNews")
        row.addWidget(QLabel(self.tr("Newspaper:")))
        row.addWidget(self.lang)
        row.addWidget(self.form)
        row.addStretch(1)
        row.addWidget(self.copy)
        lay.addLayout(row)
        self.news = named(QPlainTextEdit(), "newsView")
        self.news.setReadOnly(True)
        lay.addWidget(self.news, 2)
        lay.addWidget(QLabel(self.tr("Private messages:")))
        self.private = named(QTableWidget(0, 2), "privateTable")
        self.private.setHorizontalHeaderLabels([self.tr("To"), self.tr("Message")])
        self.private.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.private.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        lay.addWidget(self.private, 2)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        lay.addWidget(close)
        self.lang.currentIndexChanged.connect(self._fill)
        self.form.currentIndexChanged.connect(self._fill)
        self.copy.clicked.connect(self.copy_news)
        self._fill()
        self.resize(720, 680)

    def news_text(self) -> str:
        """The newspaper in the chosen language and form."""
        text = self.outcome.newspaper[self.lang.currentData()]
        return bbcode(text) if self.form.currentData() == "bbcode" else text

    def copy_news(self) -> None:
        QGuiApplication.clipboard().setText(self.news_text())

    def _fill(self) -> None:
        self.news.setPlainText(self.news_text())
        lang = self.lang.currentData()
        msgs = self.outcome.private
        self.private.setRowCount(len(msgs))
        for i, msg in enumerate(msgs):
            msg = dict(msg, turn=self.outcome.turn + 1)
            self.private.setItem(i, 0, QTableWidgetItem(f"{msg['to']}. {self.names[msg['to']]}"))
            self.private.setItem(i, 1, QTableWidgetItem(private_text(msg, self.names, lang)))
        self.private.resizeRowsToContents()

    def steps_text(self) -> str:
        """M-6's steps: the count, failed orders, deaths, care, coughing, benched."""
        o, n = self.outcome, self.names
        c = o.count

        def who(seat: Any) -> str:
            return f"{seat}. {n.get(seat, '')}" if seat else self.tr("nobody")

        lines = []
        if c.dispersed:
            lines.append(self.tr("1. The commander dispersed the crowd: no vote counts."))
        else:
            tally = ", ".join(f"{who(s)}: {v}" for s, v in sorted(c.tally.items())) or self.tr("no counted vote")
            lines.append(self.tr("1. Tally: %1.").replace("%1", tally))
            if c.tie:
                by = self.tr("drawn") if c.tie["by"] == "rng" else who(c.tie["by"])
                lines.append(self.tr("   Tie between %1; chosen by %2.")
                             .replace("%1", ", ".join(who(s) for s in c.tie["leaders"])).replace("%2", by))
            lines.append(self.tr("   Jailed: %1.").replace("%1", who(c.jailed)))
        why = {"benched": self.tr("benched"), "jailed": self.tr("the actor was jailed"),
               "distracted": self.tr("distracted"), "target_jailed": self.tr("the target was jailed"),
               "disagreement": self.tr("the team named different targets")}
        for f in o.failed:
            lines.append(self.tr("Failed: %1, %2 (%3).").replace("%1", who(f["seat"]))
                         .replace("%2", words.action_name(f["key"])).replace("%3", why[f["why"]]))
        how = {"shot": self.tr("shot"), "guarding": self.tr("guarding"), "poison": self.tr("poison")}
        for d in o.deaths:
            lines.append(self.tr("6. Killed: %1 (%2).").replace("%1", who(d["seat"])).replace("%2", how[d["how"]]))
        if not o.deaths:
            lines.append(self.tr("6. Nobody was killed."))
        for label, seats in ((self.tr("In intensive care"), o.intensive_care), (self.tr("In hospital"), o.hospital),
                             (self.tr("Coughing"), o.coughing)):
            if seats:
                lines.append(f"{label}: {', '.join(who(s) for s in seats)}.")
        for b in o.benched_next:
            lines.append(self.tr("Benched next turn: %1 (%2).").replace("%1", who(b["seat"]))
                         .replace("%2", words.action_name(b["by"])))
        return "\n".join(lines)


class ForumTurnParts(TurnParts):
    """Forum Mafia's parts of the turn desk (module docstring): the jail
    vote and each role's orders (M-4, M-5), the tally, the team's shot
    orders (M-2.2), the tie picker (M-5.3), the newspapers (M-8) and the
    start messages (M-1.2)."""

    object_name = "forumDesk"

    def protocol_file(self) -> tuple[str, str]:
        return "forum-game.json", self.tr("Forum game (*.json)")

    @staticmethod
    def tr(text: str) -> str:
        return QCoreApplication.translate("ForumTurnParts", text)

    @staticmethod
    def name(game: Any, seat: int) -> str:
        return f"{seat}. {game.setup.name(seat)}"

    def title(self, game: Any, hv: Any) -> str:
        city = words.city_name(str(game.setup.extra.get("city")))
        return QCoreApplication.translate("ForumTurnParts", "Forum game — %1").replace("%1", city)

    def turn_text(self, game: Any, hv: Any) -> str:
        city = words.city_name(str(game.setup.extra.get("city")))
        if hv.winner is not None:
            return QCoreApplication.translate("ForumTurnParts", "%1 — the game is over: %2").replace(
                "%1", city).replace("%2", self.winner_text(game, hv))
        return QCoreApplication.translate("ForumTurnParts", "%1 — turn %2").replace("%1", city).replace(
            "%2", str(forum_host(hv).turn))

    def columns(self) -> list[str]:
        return [self.tr("Seat"), self.tr("Player"), self.tr("Role"), self.tr("State"), self.tr("Vote"),
                self.tr("Orders")]

    def seat_cells(self, game: Any, hv: Any, seat: Any) -> list[str]:
        facts = forum_host(hv)
        state = {None: self.tr("in play"), "killed": self.tr("killed"), "jailed": self.tr("jailed")}
        marks = [state[seat.out]]
        if seat.seat in facts.benched:
            marks.append(self.tr("benched"))
        if seat.seat in facts.poison_due:
            marks.append(self.tr("poisoned"))
        vote = facts.votes.get(seat.seat)
        orders = facts.orders.get(seat.seat, {})
        return [str(seat.seat), seat.name, words.role_name(seat.role), ", ".join(marks),
                "" if vote is None else (self.tr("nobody") if vote == NOBODY else self.name(game, vote)),
                "; ".join(f"{words.action_name(k)} → {self._target_text(game, t)}" for k, t in orders.items())]

    def tally_text(self, game: Any, hv: Any) -> str:
        facts = forum_host(hv)
        if facts.tally is None:
            return ""
        if facts.dispersed:
            return self.tr("The commander's disruption stands: no vote counts this turn.")
        counted = ", ".join(f"{self.name(game, s) if s else self.tr('nobody')}: {n}"
                            for s, n in sorted(facts.tally.items(), key=lambda x: (-x[1], x[0])))
        return self.tr("Jail vote now: %1").replace("%1", counted or self.tr("no counted vote"))

    def winner_text(self, game: Any, hv: Any) -> str:
        if hv.winner == "loner":
            winners = forum_host(hv).winners
            return self.tr("the loner %1").replace("%1", self.name(game, winners[0]) if winners else "")
        return {"honest": self.tr("the honest citizens"), "mafia": self.tr("the Mafia"),
                "yakuza": self.tr("the Yakuza"), "host": self.tr("the host (nobody is left)")}.get(hv.winner, "")

    def _target_text(self, game: Any, target: Any) -> str:
        if target is True:
            return self.tr("the crowd")
        if target is None or target == NOBODY:
            return self.tr("nobody")
        return self.name(game, int(target))

    def posts_title(self) -> str:
        return self.tr("Newspapers")

    def posts_html(self, game: Any, hv: Any) -> str:
        from html import escape

        parts = []
        for outcome in forum_host(hv).turns:
            text = outcome.newspaper[texts.news_lang()]
            parts.append("<p>" + "<br>".join(escape(line) for line in text.split("\n")) + "</p>")
        return "".join(parts) or "<p>" + escape(self.tr("No turn resolved yet.")) + "</p>"

    # -------------------------------------------------------------- entry
    def actors(self, game: Any, hv: Any) -> list[tuple[str, Any]]:
        return [(f"{self.name(game, seat)} ({words.role_name(game.setup.role(seat))})", seat)
                for seat in forum_host(hv).in_play]

    def kinds(self, game: Any, hv: Any, seat: int | None) -> list[tuple[str, Any]]:
        out: list[tuple[str, Any]] = [(self.tr("Vote"), "vote")]
        if seat is not None:
            out += [(words.action_name(key), key) for key in forum_host(hv).order_keys[seat]]
        return out

    def targets(self, game: Any, hv: Any, seat: int | None, key: Any) -> list[tuple[str, Any]]:
        if key == "disperse":
            return [(self.tr("the crowd"), True)]
        out: list[tuple[str, Any]] = []
        if key in ("vote", "hypocrisy") and game.setup.options.vote_nobody:
            out.append((self.tr("nobody"), NOBODY))
        if key == "hypocrisy":
            out.append((self.tr("nobody (no real vote)"), None))
        return out + [(self.name(game, s), s) for s in forum_host(hv).in_play]

    def candidate(self, game: Any, hv: Any, seat: Any, key: Any, target: Any) -> Any:
        """A vote, or the seat's orders with this one added (kept beside his
        other order only where the core takes both, M-4.2; else the later
        order replaces the earlier)."""
        if key == "vote":
            return CastVote(seat, target)
        current = dict(forum_host(hv).orders.get(seat, {}))
        current.pop(key, None)
        both = SetOrders(seat, tuple(current.items()) + ((key, target),))
        if current and game.why_not(both) is None:
            return both
        return SetOrders(seat, ((key, target),))

    def withdrawal(self, game: Any, hv: Any, seat: Any, key: Any) -> Any:
        """Withdraw the player's vote, or his order of the chosen kind."""
        if key == "vote":
            return CastVote(seat, None)
        rest = {k: t for k, t in forum_host(hv).orders.get(seat, {}).items() if k != key}
        return SetOrders(seat, tuple(rest.items()))

    def vote_kind(self, game: Any, hv: Any) -> Any:
        """The jail vote (M-5.1) is read from the thread."""
        return "vote"

    def order_words(self, game: Any, key: Any) -> list[str]:
        """M-2's Russian and English terms, and the verbs players write."""
        from ....core.rulesets.forum.catalogue import ACTIONS

        verbs = {"shot": ["убить", "стрелять", "kill"], "check": ["проверить"], "heal": ["лечить"],
                 "protect": ["защитить"], "guard": ["охранять"], "freeze": ["заморозить"], "poison": ["отравить"],
                 "distract": ["отвлечь"], "steal": ["украсть"]}
        term = ACTIONS.get(key)
        return ([] if term is None else [term[1], term[2]]) + verbs.get(key, [])

    def vote_state(self, game: Any, hv: Any) -> tuple[dict[int, int | None], dict[int, str]] | None:
        """The turn's votes (M-5.1) and who is in play."""
        facts = forum_host(hv)
        living = {s: self.name(game, s) for s in facts.in_play}
        return {s: facts.votes.get(s) for s in living}, living

    # ------------------------------------------------------------- turns
    def actions(self) -> list[tuple[str, str, Any]]:
        return [("teamButton", self.tr("&Team's shot orders…"), self.show_team_orders)]

    def show_team_orders(self, window: Any) -> None:
        """M-2.2: the chosen member's team's current shot orders."""
        game, seat = window.game, window.who.currentData()
        team = BY_ID[game.setup.role(seat)].team if seat is not None else ""
        if team not in ("mafia", "yakuza"):
            QMessageBox.information(window, self.tr("Team's shot orders"),
                                    self.tr("Only a member of the Mafia or the Yakuza has team shot orders."))
            return
        orders = forum_host(window.view()).team_orders[team]
        text = "\n".join(f"{self.name(game, s)} → {self.name(game, t)}" for s, t in orders.items()) \
            or self.tr("No orders yet.")
        QMessageBox.information(window, self.tr("Team's shot orders"), text)

    def resolve_input(self, window: Any, game: Any, hv: Any) -> Any:
        """Ask the tie picker's choice first when the tally is tied and someone picks (M-5.3)."""
        asked = ask_tie_pick(window, forum_host(hv), lambda s: self.name(game, s) if s else self.tr("nobody"))
        return None if asked is None else ResolveTurn(asked[0])

    def after_resolve(self, window: Any, game: Any, hv: Any) -> Any:
        outcome = forum_host(hv).turns[-1]
        dialog = TurnResultDialog(window, outcome, {s.seat: s.player for s in game.setup.seats})
        dialog.open()
        return dialog

    def end_input(self, window: Any, game: Any) -> Any:
        """M-9.3: the host ends the game with a result and a reason."""
        names = {"honest": self.tr("the honest citizens"), "mafia": self.tr("the Mafia"),
                 "yakuza": self.tr("the Yakuza"), "loner": self.tr("a loner"), "host": self.tr("the host")}
        choice, ok = QInputDialog.getItem(window, self.tr("End the game"), self.tr("Winner:"),
                                          [names[r] for r in RESULTS], 0, False)
        if not ok:
            return None
        winner = RESULTS[[names[r] for r in RESULTS].index(choice)]
        seat = None
        if winner == "loner":
            loners = [s.seat for s in game.setup.seats if BY_ID[str(s.role)].team == "loner"]
            if not loners:
                QMessageBox.warning(window, self.tr("End the game"), self.tr("There is no loner in this game."))
                return None
            pick, ok = QInputDialog.getItem(window, self.tr("End the game"), self.tr("Which loner?"),
                                            [self.name(game, s) for s in loners], 0, False)
            if not ok:
                return None
            seat = loners[[self.name(game, s) for s in loners].index(pick)]
        reason, ok = QInputDialog.getText(window, self.tr("End the game"), self.tr("Reason (recorded):"))
        return EndForum(winner, seat, reason) if ok else None

    def private_messages(self, window: Any, game: Any, hv: Any) -> None:
        """M-1.2: what each player is told privately at the start."""
        show_start_messages(window, hv, lambda seat: self.name(game, seat))

    # ------------------------------------------------------------ exports
    def protocol(self, game: Any) -> Any:
        """The game as ``forum-turns/1`` (M-12)."""
        return turns_script(game)

    def write_chronicle(self, window: Any, game: Any, path: Path | None) -> bool:
        if path is None:
            export_chronicle(window, game)
            return True
        return write_chronicle_file(window, game, path)


def ForumDeskWindow(desk: Desk, parent: QWidget | None = None) -> TurnDeskWindow:
    """The turn desk of the forum game on ``desk``."""
    return TurnDeskWindow(desk, ForumTurnParts(), parent)
