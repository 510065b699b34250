"""The host window: table, current step, timer, log; menus and keyboard."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import (
    QDialog, QDockWidget, QHBoxLayout, QLabel, QMainWindow, QMessageBox, QVBoxLayout, QWidget,
)

from ..service import Problem
from . import settings, texts, theme
from .controller import GameController
from .game_log import GameLog
from .labels import WrapLabel
from .new_game import NewGameDialog
from .panels import StepPanel
from .rulesets import kit_for, kits
from .table import Legend, TableWidget
from .timer_widget import TimerWidget
from .window_files import WindowFiles
from .window_games import WindowGames
from .window_screens import WindowScreens
from .window_tools import WindowTools

if TYPE_CHECKING:
    from .projector import ProjectorWindow

log = logging.getLogger(__name__)


class MainWindow(WindowFiles, WindowGames, WindowTools, WindowScreens, QMainWindow):
    """The host's window. ``controller`` carries the game; this only wires views and input."""

    def __init__(self, controller: GameController | None = None, speaker=None, phrases=None,
                 store=None) -> None:
        """``speaker``: the voice (default silent); ``phrases``: its texts (default
        English); ``store``: the database (None: games are not kept)."""
        super().__init__()
        self.setObjectName("hostWindow")
        theme.apply()                    # the saved look (View → Theme), before any widget
        self.store = store
        self.c = controller or GameController(parent=self, store=store)
        self.desk = self.c.desk          # the evening desk (app.service): store, evening, game
        from .room import Room

        self.room = Room(self.c, self)   # the game the projector, the board and the phones show (#38)
        if store is not None:
            self.desk.store = store
        self.desk.evening_defaults = lambda: {k: settings.text(f"evening/{k}")
                                              for k in ("club", "table", "host", "tournament")}
        from ..speech import SilentSpeaker, load_phrases
        from .voice import VoiceDirector

        self.speaker = speaker if speaker is not None else SilentSpeaker()
        self.voice = VoiceDirector(self.c, self.speaker, phrases or load_phrases("en")[0], self)
        self.setWindowTitle(self.tr("Mafia Host"))
        self.table = TableWidget(self.c)
        self.table.setObjectName("table")
        self.timer = TimerWidget(self.c)
        self.panel = StepPanel(self.c)
        self.panel.confirmPoints.connect(self.confirm_points)
        self.table.seatClicked.connect(self.c.click_seat)
        self.table.seatMenu.connect(self._seat_menu)

        self.notice = WrapLabel()
        self.notice.setObjectName("notice")
        self.notice.setWordWrap(True)
        # Always there, one line high when empty: a message (an undo's "Undone.", a refusal)
        # never moves the step's panel under the host's hand, nor lays the column out again
        # and repaints it (#26).
        self.notice.ensurePolished()
        self.notice.setMinimumHeight(self.notice.fontMetrics().lineSpacing() + 2 * 6 + 2)   # + padding (app.qss)
        self._notice_step = None
        self.saving = QLabel(self.tr("Saving…"))    # an input shown before its write committed
        self.saving.setObjectName("saving")
        self.saving.setVisible(False)
        right = QWidget()
        rlay = QVBoxLayout(right)
        rlay.addWidget(self.timer)
        rlay.addWidget(self.saving)
        rlay.addWidget(self.notice)       # messages where the host looks, next to the step
        rlay.addWidget(self.panel, 1)
        right.setMinimumWidth(380)
        left = QWidget()
        llay = QVBoxLayout(left)
        llay.setContentsMargins(0, 0, 0, 0)
        llay.addWidget(self.table, 1)
        self.legend = Legend()           # what the seats' colours and icons mean
        llay.addWidget(self.legend)
        central = QWidget()
        lay = QHBoxLayout(central)
        lay.addWidget(left, 3)
        lay.addWidget(right, 2)
        self.setCentralWidget(central)

        self.log_list = GameLog()
        dock = QDockWidget(self.tr("Game log"), self)
        dock.setObjectName("logDock")
        dock.setWidget(self.log_list)
        self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, dock)
        self.log_dock = dock
        if not settings.flag("log/visible", True):   # the host hid it last time
            dock.hide()

        self._digits = ""
        self._digit_timer = QTimer(self)
        self._digit_timer.setSingleShot(True)
        self._digit_timer.setInterval(900)
        self._digit_timer.timeout.connect(self._clear_digits)

        self.projector: "ProjectorWindow | None" = None
        self._make_actions()
        self.c.changed.connect(self._refresh)
        self.web_server = None          # issue #29: the room's screens, when the host serves them
        self.c.message.connect(self.show_message)
        self.c.savingChanged.connect(self.saving.setVisible)
        self.c.expired.connect(lambda: self.show_message("warning", self.tr("Time! (C-3.4: the host moves on)")))
        self._restore()
        self._refresh()

    # ----------------------------------------------------------- actions
    def _act(self, menu, text, slot, shortcut=None, name=None, checkable=False) -> QAction:
        act = QAction(text, self)
        if shortcut is not None:
            act.setShortcut(QKeySequence(shortcut))
        if name:
            act.setObjectName(name)
        act.setCheckable(checkable)
        (act.toggled if checkable else act.triggered).connect(slot)
        menu.addAction(act)
        self.addAction(act)
        return act

    def _make_actions(self) -> None:
        K = QKeySequence.StandardKey
        mb = self.menuBar()
        m = mb.addMenu(self.tr("&File"))
        self.act_new = self._act(m, self.tr("&New game…"), self.new_game, K.New, "actNew")
        self.kit_actions = []     # each kit's own New game (e.g. New forum game…, Ctrl+Shift+N)
        for kit in kits():
            if kit.new_game_title:
                self.kit_actions.append(self._act(m, kit.new_game_title(), lambda _=False, k=kit: self.new_kit_game(k),
                                                  kit.new_game_keys, f"actNew_{kit.id}"))
        self.act_import = self._act(m, self.tr("&Import protocol…"), self.import_protocol, K.Open, "actImport")
        self.act_export = self._act(m, self.tr("&Export protocol…"), self.export_protocol, K.SaveAs, "actExport")
        m.addSeparator()
        self.act_evening = self._act(m, self.tr("New e&vening…"), self.new_evening, None, "actEvening")
        self._act(m, self.tr("New &tournament…"), self.new_tournament, None, "actTournament")
        self._act(m, self.tr("Export e&vening…"), self.export_evening_dialog, None, "actExportEvening")
        self._act(m, self.tr("Import eve&ning…"), self.import_evening_dialog, None, "actImportEvening")
        m.addSeparator()
        self._act(m, self.tr("&Quit"), self.close, K.Quit, "actQuit")

        m = mb.addMenu(self.tr("&Edit"))
        self.act_undo = self._act(m, self.tr("&Undo"), self.c.undo, K.Undo, "actUndo")
        self.act_redo = self._act(m, self.tr("&Redo"), self.c.redo, K.Redo, "actRedo")
        redo_keys = QKeySequence.keyBindings(K.Redo)
        for extra in ("Ctrl+Shift+Z", "Ctrl+Y"):
            if QKeySequence(extra) not in redo_keys:
                redo_keys.append(QKeySequence(extra))
        self.act_redo.setShortcuts(redo_keys)
        self.act_undo.setIcon(theme.icon("undo-2"))
        self.act_redo.setIcon(theme.icon("redo-2"))

        m = mb.addMenu(self.tr("&Game"))
        self.act_next = self._act(m, self.tr("Next step"), self.panel.submit, Qt.Key.Key_Return, "actNext")
        self.act_next.setShortcuts([QKeySequence(Qt.Key.Key_Return), QKeySequence(Qt.Key.Key_Enter)])
        self.act_timer = self._act(m, self.tr("Start / pause timer"), self.c.toggle_timer, Qt.Key.Key_Space, "actTimer")
        self._act(m, self.tr("+10 seconds"), lambda: self.c.add_time(10), Qt.Key.Key_Plus, "actPlus10")
        self._act(m, self.tr("−10 seconds"), lambda: self.c.add_time(-10), Qt.Key.Key_Minus, "actMinus10")
        self.act_autostart = self._act(m, self.tr("Start the timer for each speaker"),
                                       lambda on: QSettings().setValue("timer/autostart", on), None,
                                       "actAutostart", True)
        self.act_autostart.setChecked(settings.flag("timer/autostart"))
        m.addSeparator()
        self.act_foul = self._act(m, self.tr("&Foul to the selected seat"), lambda: self.c.foul(), Qt.Key.Key_F, "actFoul")
        self.act_nominate = self._act(m, self.tr("&Nominate the selected seat"),
                                      lambda: self.c.live.nominate(self.c.selected), Qt.Key.Key_N, "actNominate")
        self._act(m, self.tr("Night: no action"), lambda: self.c.live.night_pick(None), Qt.Key.Key_Delete, "actNoAction")
        self.act_remove = self._act(m, self.tr("&Remove a player…"), self.remove_player, "Ctrl+D", "actRemove")
        self.act_bonus = self._act(m, self.tr("&Bonus or penalty…"), self.bonus, "Ctrl+B", "actBonus")
        self._act(m, self.tr("&End the game now…"), self.end_game, "Ctrl+E", "actEnd")
        self.act_points = self._act(m, self.tr("&Confirm the points"), self.confirm_points, "Ctrl+Shift+P",
                                    "actConfirmPoints")
        self._act(m, self.tr("&Abandon this game…"), self.abandon_game, None, "actAbandon")
        m.addSeparator()
        self._act(m, self.tr("Serve to &phones and screens…"), self.serve, None, "actServe")

        m = mb.addMenu(self.tr("&View"))
        self.act_roles = self._act(m, self.tr("Show &roles"), self._show_roles, "Ctrl+R", "actRoles", True)
        m.addAction(self.log_dock.toggleViewAction())
        m.addSeparator()
        self.act_mute = self._act(m, self.tr("&Mute voice"), self.voice.set_muted, Qt.Key.Key_M, "actMute", True)
        m.addSeparator()
        self.act_projector = self._act(m, self.tr("&Projector"), self.set_projector, "F5", "actProjector", True)
        self.screen_menu = m.addMenu(self.tr("Projector &screen"))
        self.screen_menu.aboutToShow.connect(self._fill_screen_menu)
        look = m.addMenu(self.tr("&Theme"))
        lgroup = QActionGroup(self)
        for code, label in (("system", self.tr("As the system")), ("light", self.tr("Light")),
                            ("dark", self.tr("Dark"))):
            a = QAction(label, self, checkable=True)
            a.setObjectName(f"actTheme_{code}")
            a.setChecked(theme.choice() == code)
            a.triggered.connect(lambda _=False, code=code: self.set_theme(code))
            lgroup.addAction(a)
            look.addAction(a)
        ptheme = m.addMenu(self.tr("Projector &theme"))
        tgroup = QActionGroup(self)
        for code, label in (("dark", self.tr("Dark")), ("light", self.tr("Light"))):
            a = QAction(label, self, checkable=True)
            a.setChecked(QSettings().value("projector/theme", "dark") == code)
            a.triggered.connect(lambda _=False, code=code: self._set_projector_look(theme=code))
            tgroup.addAction(a)
            ptheme.addAction(a)
        size = m.addMenu(self.tr("Projector text si&ze"))
        sgroup = QActionGroup(self)
        for pct in (75, 100, 125, 150):
            a = QAction(f"{pct} %", self, checkable=True)
            a.setChecked(abs(settings.number("projector/scale", 1.0, 0.5, 2.0) * 100 - pct) < 1)
            a.triggered.connect(lambda _=False, pct=pct: self._set_projector_look(scale=pct / 100))
            sgroup.addAction(a)
            size.addAction(a)
        lang = m.addMenu(self.tr("&Language"))
        group = QActionGroup(self)
        current = QSettings().value("ui/language", "")
        for code, label in (("", self.tr("System")), ("en", "English"), ("ru", "Русский")):
            a = QAction(label, self, checkable=True)
            a.setChecked(code == current)
            a.triggered.connect(lambda _=False, code=code: self._set_language(code))
            group.addAction(a)
            lang.addAction(a)

        m = mb.addMenu(self.tr("&Tools"))
        self._act(m, self.tr("&Standings and exports…"), self.show_standings, "Ctrl+T", "actStandings")
        self._act(m, self.tr("&Points schemes…"), self.show_schemes, None, "actSchemes")
        self._act(m, self.tr("&Rules settings…"), self.show_rules_settings, None, "actRules")
        self._act(m, self.tr("P&layers…"), self.show_register, None, "actPlayers")
        self._act(m, self.tr("S&eating…"), self.show_seating, None, "actSeating")
        self._act(m, self.tr("Stat&istics…"), self.show_stats, None, "actStats")

        m = mb.addMenu(self.tr("&Help"))
        self._act(m, self.tr("&Keyboard shortcuts"), self.show_shortcuts, K.HelpContents, "actShortcuts")
        self._act(m, self.tr("&About"), self.about, None, "actAbout")

    # ----------------------------------------------------------- keyboard
    def keyPressEvent(self, event) -> None:
        """Digits select a seat: "1" then "2" within a moment selects 12; "0" alone is 10."""
        text = event.text()
        if text.isdigit() and self.c.game is not None:
            n = self.c.game.setup.players
            candidate = self._digits + text
            if self._digits and int(candidate) <= n:
                self._digits = ""
                self.c.select(int(candidate))
            else:
                seat = 10 if text == "0" else int(text)
                self._digits = text if text == "1" and n >= 10 else ""
                if seat <= n:
                    self.c.select(seat)
            self._digit_timer.start()
            event.accept()
            return
        if event.key() == Qt.Key.Key_Escape:
            if not self.c.live.withdraw():     # says so when one was pending
                self.c.select(None)
            return
        super().keyPressEvent(event)

    def _clear_digits(self) -> None:
        self._digits = ""

    # ----------------------------------------------------------- views
    def _refresh(self) -> None:
        self._clear_stale_message()
        c = self.c
        game = c.game
        self.act_undo.setEnabled(bool(game and game.can_undo))
        self.act_redo.setEnabled(bool(game and game.can_redo))
        self.act_export.setEnabled(game is not None)
        commands = None if game is None else game.ruleset.table_commands     # what this game has (data)
        for act, has in ((self.act_foul, commands is None or commands.fouls),
                         (self.act_nominate, commands is None or commands.nominate),
                         (self.act_remove, commands is None or bool(commands.removal_reasons)),
                         (self.act_bonus, commands is None or commands.bonus is not None),
                         (self.act_points, commands is None or commands.points)):
            act.setEnabled(has)
        self.legend.show_only(kit_for(None if game is None else game.ruleset.id).legend_keys)
        self.timer.set_available(game is None or game.ruleset.has_timer)   # e.g. a live forum table: no timer
        if game is None:
            self.log_list.clear()
            return
        events = game.host_view().events
        self.log_list.keep(len(events))     # an undo: its lines go (a refold keeps the ones before)
        secrets = self.act_roles.isChecked()
        kit = kit_for(game.ruleset.id)
        self.log_list.add([texts.event_text(ev, c.name, secrets, kit) for ev in events[self.log_list.count():]])

    def _show_roles(self, on: bool) -> None:
        """Ctrl+R: roles on the seats, and the night's actions in the log (never otherwise)."""
        self.table.set_show_roles(on)
        self.log_list.clear()
        self._refresh()

    def _message_step(self):
        step = self.c.step
        return None if step is None else (step.kind, step.day, step.night, step.seat)

    def show_message(self, level: str, text: str) -> None:
        """A message beside the step: errors red, warnings orange, notices green;
        it stays until the step changes."""
        theme.set_state(self.notice, "level", "" if not text else level if level in ("error", "warning") else "info")
        self.notice.setText(text)
        self._notice_step = self._message_step()
        log.info("%s: %s", level, text)

    def _clear_stale_message(self) -> None:
        if self.notice.text() and self._message_step() != self._notice_step:
            self.notice.clear()
            theme.set_state(self.notice, "level", "")

    # ----------------------------------------------------------- commands
    def new_game(self) -> None:
        if not self._confirm_discard():
            return
        from .rules_settings import game_rules

        s = QSettings()
        ruleset, options = game_rules(self.store)
        kwargs = {}
        if self.store is not None:
            from ..core.evening import barred, propose_immunity

            previous = self.desk.history(ruleset)
            try:
                blacklist = self.desk.blacklist()
            except Problem as err:
                self.show_message("error", texts.problem_text(err))
                blacklist = {}
            kwargs = dict(
                search=self.desk.search_players,
                barred=barred(previous),
                proposer=lambda seating: propose_immunity(previous, seating),
                blacklist=blacklist,
            )
        dlg = NewGameDialog(self, int(settings.number("newgame/players", 10, 1, 99)), settings.texts("newgame/names"),
                            options=options, ruleset=ruleset, tournament=self.evening_tournament(), **kwargs)
        if dlg.exec() != QDialog.DialogCode.Accepted:
            return
        setup = dlg.setup()
        s.setValue("newgame/players", setup.players)
        s.setValue("newgame/names", [x.player for x in setup.seats])
        self.start_game(setup, overrides=dlg.seat_overrides())
        store = self.desk.store
        if dlg.tagged is not None and self.c.game is not None and self.desk.game_id is not None and store is not None:
            try:
                store.tag_game(self.desk.game_id, *dlg.tagged)
            except Exception as err:   # the game is stored; only its round and table are not
                self.show_message("error", str(err))

    def evening_tournament(self) -> dict | None:
        """The plan of this evening's tournament (its seating), if one is saved (issue #41)."""
        store = getattr(self.desk, "store", None)
        if store is None:
            return None
        try:
            eid, _ = self.desk.current_evening(create=False)
            name = "" if eid is None else str(store.evening(eid).get("tournament") or "")
            return store.tournament(name) if name else None
        except Exception:   # no evening yet, or a database that cannot say: no seating to offer
            log.exception("the evening's tournament")
            return None

    def current_evening(self, create: bool = True) -> int | None:
        """This table's evening: the latest one if it is today's, else a new one."""
        try:
            eid, created = self.desk.current_evening(create)
        except Problem as err:
            self.show_message("error", texts.problem_text(err))
            return None
        if created:
            self.show_message("info", self.tr("New evening %1 started.").replace("%1", self.desk.today()))
        return eid

    def start_game(self, setup, inputs=(), overrides=None) -> None:
        """Start (and store) a game; ``overrides``: seat → the host's reason
        for seating a blacklisted player (C-5.5)."""
        self.log_list.clear()
        self.current_evening()     # says so when tonight's evening begins
        try:
            game = self.desk.start(setup, inputs, overrides)
        except Problem as err:
            QMessageBox.warning(self, self.tr("Mafia Host"), texts.problem_text(err))
            return
        self.c.start(None, game=game, game_id=self.desk.game_id)
        self.table.rebuild()
        opening = kit_for(setup.ruleset).opening_text(self, game)
        if opening is not None:
            self.show_message("info", opening)
        else:
            self.show_message("info", self.tr("Day 1. Say: “The floor goes to player number 1.”"))

    def abandon_game(self) -> None:
        """Abandon the game in progress, after a confirmation; it stays stored as abandoned."""
        game = self.c.game
        if game is None or game.status == "finished":
            return
        if not self.ask(self.tr("Abandon this game? It stays in the database, marked abandoned.")):
            return
        try:
            self.desk.abandon()
        except Problem as err:
            self.show_message("error", texts.problem_text(err))
            return
        self.c.start(None)
        self.table.rebuild()
        self.show_message("info", self.tr("Game abandoned."))

    def _confirm_discard(self) -> bool:
        game = self.c.game
        if game is None or game.status == "finished" or not game.inputs:
            return True
        if self.store is not None and self.c.game_id is not None:
            # kept in the database: starting another game abandons this one
            if not self.ask(self.tr("A game is in progress. Abandon it (it stays stored as abandoned)?")):
                return False
            try:
                self.desk.abandon()
            except Problem as err:
                log.warning("game not marked abandoned: %s", err)
            return True
        return self.ask(self.tr("A game is in progress. Abandon it?"))

    # ----------------------------------------------------------- window state
    def _restore(self) -> None:
        geo = QSettings().value("window/geometry")
        if geo is None or not self.restoreGeometry(geo):
            self.resize(1280, 760)
            self.setWindowState(Qt.WindowState.WindowMaximized)

    def serve(self) -> None:
        """Game → Serve to phones and screens (issue #29): the server's dialog."""
        from .serve import ServeDialog

        self.serve_dialog = ServeDialog(self)
        self.serve_dialog.show()

    def closeEvent(self, event) -> None:
        if self.c.saving:                  # issue #23: wait for the pending writes, or ask
            self.c.settle(3.5)
        if self.c.saving and not self.ask(self.tr(
                "Some entries are still being saved: the database is busy. Close anyway? "
                "The entries not saved yet will be lost.")):
            event.ignore()
            return
        if not self.c.saving and not self._confirm_discard():
            event.ignore()
            return
        if getattr(self, "web_server", None) is not None:     # issue #29: every connection closes with the window
            import asyncio

            from .serve import stop_serving

            asyncio.ensure_future(stop_serving(self))
        QSettings().setValue("window/geometry", self.saveGeometry())
        QSettings().setValue("log/visible", self.log_dock.isVisible())
        if not self.c.saving:
            self.desk.release()   # another window may open it without asking
        if self.projector is not None:
            self.projector.close()
        self.speaker.close()
        super().closeEvent(event)
