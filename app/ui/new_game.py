"""New game: table size, names, roles (dealt cards or a random deal), speed game, immunity."""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QDialogButtonBox, QGridLayout, QHBoxLayout, QLabel,
    QLineEdit, QMessageBox, QPushButton, QScrollArea, QSpinBox, QVBoxLayout, QWidget,
)

from ..core.errors import SetupError
from ..core import ruleset as rulesets
from ..core.setup import GameSetup
from . import texts, theme
from .rulesets import kit_for


class NewGameDialog(QDialog):
    """Seat a table. ``setup()`` gives the validated :class:`GameSetup`.

    Roles are either picked per seat as dealt from physical cards, or dealt
    at random (``secrets.SystemRandom``) and then shown to the host one seat
    at a time. OK stays disabled until the role counts match C-2.
    """

    def __init__(self, parent: QWidget | None = None, players: int = 10,
                 names: list[str] | None = None, search=None, barred=(), proposer=None,
                 blacklist=None, options=None, ruleset: str = "ok4u", tournament=None) -> None:
        """``search(text)`` → register entries for the name fields' completion;
        ``barred``: names disqualified this evening (C-5.6); ``proposer(seating)``
        → :class:`~app.core.evening.ImmunityProposal` for the Night-1 immunity (C-10);
        ``blacklist``: name key → disqualifications of the club's blacklisted
        players (C-5.5), seated only with the host's reason (:attr:`overrides`);
        ``options``: the club's rules options for the new game (the
        ruleset's defaults if None); ``ruleset``: the registered ruleset's id,
        whose catalogue, table sizes and role counts the dialog asks for;
        ``tournament``: the evening's tournament plan (its players' names
        and seating, :meth:`~app.storage.tournaments.TournamentStore.tournament`):
        "From the seating…" fills the names from a round and table of it,
        and :attr:`tagged` keeps which (issue #41)."""
        super().__init__(parent)
        self.search = search
        self.barred = {" ".join(n.split()).casefold() for n in barred}
        self.blacklist = dict(blacklist or {})
        self.overrides: dict[str, str] = {}       # name key → the host's reason (C-5.5)
        self.rules = rulesets.get(ruleset)
        self.options = options if options is not None else self.rules.options_from_dict(
            None, max(self.rules.formats.values()))
        immunity = "immunity" in self.rules.setup_fields       # Night-1 immunity (C-10), the ruleset's data
        self.proposer = proposer if immunity else None
        self._immune_touched = False
        self.setWindowTitle(self.tr("New game"))
        self.resize(560, 640)
        self.size_spin = QSpinBox()
        self.size_spin.setObjectName("tableSize")
        self.size_spin.setRange(self.rules.min_players, self.rules.max_players)
        self.speed = QCheckBox(self.tr("Speed game (last game of the evening, C-3.1)"))
        self.speed.setObjectName("speedGame")
        self.preset = QComboBox()
        self.preset.setObjectName("preset")
        for scheme in dict.fromkeys(self.rules.presets.values()):   # the points scheme (C-11)
            self.preset.addItem(texts.scheme_name(scheme), scheme)
        self.deal_button = QPushButton(self.tr("Deal roles at random"))
        self.deal_button.setObjectName("dealRandom")
        self.deal_button.setIcon(theme.icon("shuffle"))
        self.reveal_button = QPushButton(self.tr("Show roles one seat at a time"))
        self.reveal_button.setObjectName("revealRoles")
        self.reveal_button.setIcon(theme.icon("eye"))
        self.tournament = tournament if tournament and tournament.get("seating") else None
        self.tagged: tuple[int, int] | None = None
        """(round, table) of the tournament's seating the names came from, or None."""
        self.from_seating_button = QPushButton(self.tr("From the seating…"))
        self.from_seating_button.setObjectName("fromSeating")
        self.from_seating_button.setToolTip(self.tr("The names of a round and table of the tournament's seating"))
        self.from_seating_button.clicked.connect(self.ask_seating)
        self.from_seating_button.setVisible(self.tournament is not None)
        self.seating_button = QPushButton(self.tr("Random seating"))
        self.seating_button.setObjectName("randomSeating")
        self.seating_button.setIcon(theme.icon("users"))
        self.override_button = QPushButton(self.tr("Seat a blacklisted player anyway…"))
        self.override_button.setObjectName("overrideBlacklist")
        self.override_button.setVisible(False)
        self.override_button.clicked.connect(self.override_blacklist)
        self.status = QLabel()
        self.status.setObjectName("setupStatus")
        self.status.setWordWrap(True)
        self.rows_host = QWidget()
        self.grid = QGridLayout(self.rows_host)
        self.grid.setAlignment(Qt.AlignmentFlag.AlignTop)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.rows_host)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Players:")))
        top.addWidget(self.size_spin)
        top.addWidget(QLabel(self.tr("Rules:")))
        top.addWidget(self.preset)
        top.addStretch()
        lay = QVBoxLayout(self)
        lay.addLayout(top)
        lay.addWidget(self.speed)
        deal_row = QHBoxLayout()
        deal_row.addWidget(self.deal_button)
        deal_row.addWidget(self.reveal_button)
        deal_row.addWidget(self.seating_button)
        deal_row.addWidget(self.from_seating_button)
        lay.addLayout(deal_row)
        rules_row = QHBoxLayout()
        self.rules_note = QLabel()
        self.rules_note.setObjectName("rulesNote")
        self.rules_note.setWordWrap(True)
        self.rules_button = QPushButton(self.tr("Rules for this game…"))
        self.rules_button.setObjectName("rulesForThisGame")
        self.rules_button.clicked.connect(self.edit_rules)
        rules_row.addWidget(self.rules_note, 1)
        rules_row.addWidget(self.rules_button)
        lay.addLayout(rules_row)
        self._show_rules()
        lay.addWidget(scroll, 1)
        self.immunity_note = QLabel()
        self.immunity_note.setObjectName("immunityNote")
        self.immunity_note.setWordWrap(True)
        lay.addWidget(self.immunity_note)
        lay.addWidget(self.status)
        lay.addWidget(self.override_button)
        lay.addWidget(self.buttons)
        self.names: list[QLineEdit] = []
        self.roles: list[QComboBox] = []
        self.immune: list[QCheckBox] = []
        self._saved_names = list(names or [])
        self.deal_button.clicked.connect(self.deal_random)
        self.reveal_button.clicked.connect(self.reveal)
        self.seating_button.clicked.connect(self.random_seating)
        self.size_spin.setValue(players)
        self.size_spin.valueChanged.connect(self._rebuild)
        self._rebuild()
        fields = self.rules.setup_fields   # e.g. sport Mafia: no speed game, no immunity (S-15)
        self.speed.setVisible("speed_game" in fields)
        self.rules_button.setVisible(kit_for(self.rules.id).rules_page)
        self.immunity_note.setVisible("immunity" in fields)
        self.names[0].setFocus()

    def _rebuild(self) -> None:
        self._saved_names = [e.text() for e in self.names] + self._saved_names[len(self.names):]
        while self.grid.count():
            item = self.grid.takeAt(0)
            widget = None if item is None else item.widget()
            if widget is not None:
                widget.setParent(None)   # gone now, not at the next event loop turn
                widget.deleteLater()
        self.names, self.roles, self.immune = [], [], []
        heads = [self.tr("Seat"), self.tr("Player"), self.tr("Role"), self.tr("Immune")]
        immunity = "immunity" in self.rules.setup_fields
        for col, head in enumerate(heads if immunity else heads[:3]):
            self.grid.addWidget(QLabel(f"<b>{head}</b>"), 0, col)
        for i in range(self.size_spin.value()):
            name = QLineEdit(self._saved_names[i] if i < len(self._saved_names) else "")
            name.setObjectName(f"name_{i + 1}")
            name.textChanged.connect(self._validate)
            if self.search is not None:
                self._add_completer(name)
            name.setPlaceholderText(self.tr("Player %1").replace("%1", str(i + 1)))
            role = QComboBox()
            role.setObjectName(f"role_{i + 1}")
            role.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            role.addItem("—", None)
            for spec in self.rules.roles:
                role.addItem(texts.role_name(spec.id), spec.id)
            role.currentIndexChanged.connect(self._validate)
            imm = QCheckBox()
            imm.setObjectName(f"immune_{i + 1}")
            imm.clicked.connect(self._touch_immunity)
            imm.setToolTip(self.tr("Immunity on Night 1 (C-10)"))
            self.grid.addWidget(QLabel(str(i + 1)), i + 1, 0)
            self.grid.addWidget(name, i + 1, 1)
            self.grid.addWidget(role, i + 1, 2)
            if immunity:
                self.grid.addWidget(imm, i + 1, 3, Qt.AlignmentFlag.AlignCenter)
            self.names.append(name)
            self.roles.append(role)
            self.immune.append(imm)
        self._validate()

    def _add_completer(self, edit: QLineEdit) -> None:
        """Type a few letters: the register's players, with games and points so far."""
        from PySide6.QtCore import QStringListModel
        from PySide6.QtWidgets import QCompleter

        model = QStringListModel(edit)
        completer = QCompleter(model, edit)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        edit.setCompleter(completer)

        def update(text: str) -> None:
            if len(text.strip()) < 1:
                return
            found = self.search(text)
            model.setStringList([p.name for p in found])
        edit.textEdited.connect(update)

    def ask_seating(self) -> None:
        """Ask for a round and a table, then :meth:`fill_from_seating`."""
        from .panel_base import ask_form

        plan = self.tournament
        if plan is None:
            return
        round_box, table_box = QSpinBox(), QSpinBox()
        round_box.setRange(1, max(1, len(plan["seating"])))
        table_box.setRange(1, max(1, max((len(r) for r in plan["seating"]), default=1)))
        if ask_form(self, self.tr("From the seating"), [(self.tr("Round:"), round_box), (self.tr("Table:"), table_box)]):
            self.fill_from_seating(round_box.value(), table_box.value())

    def fill_from_seating(self, round_no: int, table_no: int) -> bool:
        """The names of round ``round_no``, table ``table_no`` in seat order
        (a player without a name: «Игрок N»); False with a message if the
        seating has no such table."""
        plan = self.tournament
        seating = plan["seating"] if plan else []
        if not (1 <= round_no <= len(seating) and 1 <= table_no <= len(seating[round_no - 1])):
            self.status.setText(self.tr("The seating has no table %1 in round %2.").replace("%1", str(table_no))
                                .replace("%2", str(round_no)))
            return False
        names = plan["players"] if plan else []
        table = seating[round_no - 1][table_no - 1]
        self.size_spin.setValue(len(table))
        self._rebuild()
        for edit, number in zip(self.names, table):
            name = names[number - 1] if 0 < number <= len(names) and names[number - 1] else ""
            edit.setText(name or self.tr("Player %1").replace("%1", str(number)))
        self.tagged = (round_no, table_no)
        return True

    def _touch_immunity(self) -> None:
        self._immune_touched = True

    def seating(self) -> dict[int, str]:
        return {i + 1: " ".join(e.text().split()).casefold() for i, e in enumerate(self.names)}

    def _propose(self) -> None:
        if self.proposer is None or self._immune_touched:
            return
        proposal = self.proposer({s: n for s, n in self.seating().items() if n})
        for i, box in enumerate(self.immune):
            box.setChecked(i + 1 in proposal.immune)
        notes = []
        if proposal.victims:
            notes.append(self.tr("Night-1 victims of the last game: %1").replace(
                "%1", ", ".join(map(str, sorted(proposal.victims)))))
        if proposal.joiners:
            notes.append((self.tr("3 joined: pick up to two (%1)") if proposal.host_picks else
                          self.tr("Joined this game: %1")).replace("%1", ", ".join(map(str, sorted(proposal.joiners)))))
        self.immunity_note.setText(" · ".join(notes))

    def chosen_roles(self) -> list[str | None]:
        return [box.currentData() for box in self.roles]

    def _validate(self) -> None:
        if not hasattr(self, "immunity_note"):
            return
        self._propose()
        n = self.size_spin.value()
        want = self.rules.role_counts(n)
        have = Counter(r for r in self.chosen_roles() if r)
        parts = []
        ok = True
        for spec in self.rules.roles:
            role = spec.id
            if want.get(role, 0) == 0 and have[role] == 0:
                continue
            mark = "✓" if have[role] == want.get(role, 0) else "✗"
            ok &= have[role] == want.get(role, 0)
            parts.append(f"{texts.role_name(role)} {have[role]}/{want.get(role, 0)} {mark}")
        text = self.tr("Roles for %1 players (C-2): %2").replace("%1", str(n)).replace("%2", ", ".join(parts))
        out = [seat for seat, name in self.seating().items() if name and name in self.barred]
        if out:
            ok = False
            text += "\n" + self.tr("Disqualified this evening (C-5.6), cannot be seated: seat %1").replace(
                "%1", ", ".join(map(str, out)))
        listed = self.blacklisted_seats()
        if listed:
            ok = False
            text += "\n" + self.tr("On the club's blacklist (C-5.5): seat %1. Seat them only with a reason.") \
                .replace("%1", ", ".join(map(str, listed)))
        self.override_button.setVisible(bool(listed))
        self.status.setText(text)
        theme.set_state(self.status, "ok", ok)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(ok)

    def _show_rules(self) -> None:
        from .rules_settings import summary

        self.rules_note.setText(self.tr("Rules options: %1").replace("%1", summary(self.rules.id, self.options)))

    def edit_rules(self) -> None:
        """Change the rules options for this game only (the club's profile stays)."""
        from .rules_settings import RulesDialog

        dlg = RulesDialog(self, ruleset=self.rules.id, options=self.options)
        if dlg.exec() == QDialog.DialogCode.Accepted:
            self.options = dlg.options()
            self._show_rules()

    def blacklisted_seats(self) -> list[int]:
        """Seats holding a blacklisted player the host has not overridden (C-5.5)."""
        return [seat for seat, name in self.seating().items()
                if name and name in self.blacklist and name not in self.overrides]

    def override_blacklist(self) -> None:
        """Ask the host's reason for each blacklisted player he seats (C-5.5)."""
        from PySide6.QtWidgets import QInputDialog

        for seat in self.blacklisted_seats():
            name = self.names[seat - 1].text().strip()
            reason, ok = QInputDialog.getText(
                self, self.tr("Blacklisted player"),
                self.tr("%1 is on the club's blacklist (%2 disqualifications). Why seat him anyway?")
                .replace("%1", name).replace("%2", str(self.blacklist[self.seating()[seat]])))
            if not ok:
                break
            if reason.strip():
                self.overrides[self.seating()[seat]] = reason.strip()
        self._validate()

    def seat_overrides(self) -> dict[int, str]:
        """Seat → the host's reason for each blacklisted player seated (C-5.5)."""
        return {seat: self.overrides[name] for seat, name in self.seating().items() if name in self.overrides}

    DEALT = "dealt"

    def deal_random(self) -> None:
        """Deal at random (C-2, a cryptographic source) and keep the roles
        hidden in the list ("dealt"): they are shown one seat at a time (reveal)."""
        for box, role in zip(self.roles, self.rules.deal(self.size_spin.value())):
            hidden = box.findText(self.tr("dealt (hidden)"))
            if hidden < 0:
                box.addItem(self.tr("dealt (hidden)"), role)
                hidden = box.count() - 1
            box.setItemData(hidden, role)
            box.setCurrentIndex(hidden)
        self._validate()

    def reveal(self) -> None:
        """Show each seat's role one seat at a time, full screen, for the laptop
        to be passed round (or the host to show each card); never the whole list."""
        dlg = RevealDialog([(self.names[i].text() or self.names[i].placeholderText(), role)
                            for i, role in enumerate(self.chosen_roles())], self)
        dlg.showFullScreen()
        dlg.exec()

    def random_seating(self) -> None:
        """Shuffle who sits where (a cryptographic source) and show the list to read out."""
        import secrets

        names = [e.text() for e in self.names]
        if not any(n.strip() for n in names):
            return
        secrets.SystemRandom().shuffle(names)
        for edit, name in zip(self.names, names):
            edit.setText(name)
        QMessageBox.information(self, self.tr("Random seating"), "\n".join(
            self.tr("Seat %1: %2").replace("%1", str(i + 1)).replace("%2", n or "—") for i, n in enumerate(names)))

    def setup(self) -> GameSetup:
        """The validated setup; raises :class:`SetupError` (C-1, C-2, C-10)."""
        roles = self.chosen_roles()
        if None in roles:
            raise SetupError(self.tr("every seat needs a role"), "C-2")
        seats = [(e.text().strip(), r) for e, r in zip(self.names, roles)]
        fields = self.rules.setup_fields
        immune = [i + 1 for i, box in enumerate(self.immune) if box.isChecked()] if "immunity" in fields else []
        return GameSetup.create(seats, immune=immune, speed_game=self.speed.isChecked() and "speed_game" in fields,
                                ruleset=self.rules.id, scheme=self.preset.currentData(), options=self.options)

    def accept(self) -> None:
        try:
            self.setup()
        except SetupError as err:
            QMessageBox.warning(self, self.tr("New game"), texts.error_text(err))
            return
        super().accept()


class RevealDialog(QDialog):
    """Full screen, one seat at a time: "Seat N — name", then (Space or the
    button) the role in large letters, then (Enter) hidden again for the next
    player. Esc stops. ``seats`` is [(name, role id or None)] in seat order."""

    def __init__(self, seats, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("revealDialog")
        self.setWindowTitle(self.tr("Roles, one seat at a time"))
        self.seats = list(seats)
        self.index = 0
        self.shown = False
        self.who = QLabel()
        self.who.setObjectName("revealWho")
        self.role = QLabel()
        self.role.setObjectName("revealRole")
        for label, size in ((self.who, 42), (self.role, 96)):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            font = label.font()
            font.setPixelSize(size)
            font.setBold(label is self.role)
            label.setFont(font)
        self.show_button = QPushButton()
        self.show_button.setObjectName("revealShow")
        self.show_button.clicked.connect(self.toggle)
        self.next_button = QPushButton()
        self.next_button.setObjectName("revealNext")
        self.next_button.clicked.connect(self.next)
        lay = QVBoxLayout(self)
        lay.addStretch()
        lay.addWidget(self.who)
        lay.addWidget(self.role)
        lay.addStretch()
        row = QHBoxLayout()
        for button in (self.show_button, self.next_button):
            button.setAutoDefault(False)                      # Space and Enter belong to the dialog
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            row.addWidget(button)
        lay.addLayout(row)
        self._show()

    def _show(self) -> None:
        name, role = self.seats[self.index]
        self.who.setText(self.tr("Seat %1 — %2").replace("%1", str(self.index + 1)).replace("%2", name))
        self.role.setText(texts.role_name(role) if self.shown and role else "")
        self.show_button.setText(self.tr("Hide (Space)") if self.shown else self.tr("Show the role (Space)"))
        last = self.index == len(self.seats) - 1
        self.next_button.setText(self.tr("Done (Enter)") if last else self.tr("Hide and pass on (Enter)"))

    def toggle(self) -> None:
        self.shown = not self.shown
        self._show()

    def next(self) -> None:
        if self.index >= len(self.seats) - 1:
            self.accept()
            return
        self.index += 1
        self.shown = False
        self._show()

    def keyPressEvent(self, event) -> None:
        if event.key() == Qt.Key.Key_Space:
            self.toggle()
        elif event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.next()
        else:
            super().keyPressEvent(event)
