"""Forum Mafia's kit: a city at a live table (M-11) in the table window (the
day's jail vote, the night's calls, the newspaper), every other game in the
turn desk. Its panels are in :mod:`.live`, the turn desk in :mod:`.desk`."""

from __future__ import annotations

from typing import Callable, TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ... import settings, texts
from .. import Kit, live_of, register

if TYPE_CHECKING:
    from ....core.events import Event
    from ....core.game import Game
    from ....core.setup import GameSetup
    from ....core.views import HostView, PublicSeat, PublicView
    from ....service import Desk
    from ...controller import GameController
    from ...main_window import MainWindow
    from ...panel_base import Panel
    from ...projector import ProjectorWindow
    from ...table import TableWidget
    from ...turn_desk import TurnDeskWindow
    from ...voice import VoiceDirector
    from .. import Live


def _result_word(winner: str) -> str | None:
    """M-9: the winning side, a loner, or the host's end."""
    return {
        "honest": QCoreApplication.translate("Texts", "The honest citizens win"),
        "mafia": QCoreApplication.translate("Texts", "The Mafia wins"),
        "yakuza": QCoreApplication.translate("Texts", "The Yakuza wins"),
        "loner": QCoreApplication.translate("Texts", "A loner wins"),
        "host": QCoreApplication.translate("Texts", "Nobody is left: the host wins"),
    }.get(winner)


class ForumKit(Kit):
    id = "forum"
    role_texts_module = f"{__name__}.role_texts"
    new_game_keys = "Ctrl+Shift+N"

    def live(self, controller: GameController) -> Live:
        from .state import ForumLive

        return ForumLive(controller)

    @staticmethod
    def new_game_title() -> str:
        return QCoreApplication.translate("MainWindow", "New &forum game…")

    def new_game(self, window: MainWindow) -> GameSetup | None:
        """A forum game (#14): in a thread (the turn desk) or at a live table
        (M-11, the host window): the city, the players, the roles."""
        from PySide6.QtCore import QSettings
        from PySide6.QtWidgets import QDialog

        from .newgame import ForumNewGameDialog

        s = QSettings()
        dlg = ForumNewGameDialog(window, settings.texts("forum/names"))
        if dlg.exec() != QDialog.DialogCode.Accepted:
            return None
        setup: GameSetup = dlg.setup()
        s.setValue("forum/names", [x.player for x in setup.seats])
        return setup

    def turn_desk(self, desk: Desk, window: MainWindow) -> TurnDeskWindow:
        from .desk import ForumDeskWindow

        return ForumDeskWindow(desk, window)

    def panels(self, controller: GameController) -> dict[str, Panel]:
        from .live import ForumDayPanel, ForumNightPanel, ForumResultPanel

        return {"day_vote": ForumDayPanel(controller), "night_orders": ForumNightPanel(controller),
                "finished": ForumResultPanel(controller)}

    def opening_text(self, window: MainWindow, game: Game) -> str | None:
        return QCoreApplication.translate("MainWindow", "Day 1: the talk, then the jail vote. Hand out the roles first "
                                 "(Roles to hand out…).")

    def phase_title(self, view: PublicView, for_room: bool) -> str | None:
        if view.step == "day_vote":
            return QCoreApplication.translate("Texts", "Day %1 — %2").replace("%1", str(view.day)).replace(
                "%2", QCoreApplication.translate("Texts", "the jail vote"))
        return None

    def param_word(self, name: str, value: str) -> str | None:
        """Its roles (M-3), results (M-9), order keys (M-2), cities (M-10.3)
        and ways out of play (``how``, ``how_short``: killed, M-7; jailed, M-5) by name."""
        from . import words

        if name == "result":
            return _result_word(value)
        if name in ("how", "how_short"):
            return {"killed": QCoreApplication.translate("Texts", "killed"),
                    "jailed": QCoreApplication.translate("Texts", "jailed")}.get(value)
        found = {"role": words.role_name, "key": words.action_name, "city": words.city_name}.get(name)
        if found is None:
            return None
        word = found(value)
        return None if word == value else word

    def game_title(self, setup: GameSetup) -> str:
        """Forum Mafia and its city (M-10.3)."""
        from . import words

        return QCoreApplication.translate("ForumResult", "Forum Mafia — %1").replace(
            "%1", words.city_name(str(setup.extra.get("city"))))

    def result_words(self, game: Game) -> str | None:
        """M-9.1, M-9.3: the winning side (a loner by name), or the host's end."""
        from ....core.rulesets.forum import loner_name

        sides = {"honest": QCoreApplication.translate("ForumResult", "the honest citizens"),
                 "mafia": QCoreApplication.translate("ForumResult", "the Mafia"),
                 "yakuza": QCoreApplication.translate("ForumResult", "the Yakuza")}
        winner = str(game.winner)
        if winner in sides:
            return QCoreApplication.translate("ForumResult", "%1 win").replace("%1", sides[winner])
        if winner == "loner":
            return QCoreApplication.translate("ForumResult", "the loner %1 wins").replace("%1", loner_name(game))
        return QCoreApplication.translate("ForumResult", "ended by the host")

    def error_template(self, code: str) -> str | None:
        """Forum Mafia's refusals (its ``Ruleset.codes``) in the host's language."""
        return {
        "too_many": QCoreApplication.translate("Errors", "At most %max players in every city, not %players"),
        "not_in_play": QCoreApplication.translate("Errors", "Seat %seat is not in play (dead or jailed)"),
        "vote_nobody": QCoreApplication.translate("Errors", "\"Nobody\" is not a vote in this game"),
        "self_vote": QCoreApplication.translate("Errors", "A player may not vote for himself in this game"),
        "not_his_action": QCoreApplication.translate("Errors", "Seat %seat (%role) has no such action: %key"),
        "one_action": QCoreApplication.translate("Errors", "Seat %seat (%role) has one special action per turn"),
        "disperse_twice": QCoreApplication.translate("Errors", "The commander dispersed the crowd on turn %turn: not two turns running"),
        "self_target": QCoreApplication.translate("Errors", "%key cannot target its own actor"),
        "vote_closed": QCoreApplication.translate("Errors", "The day vote is over"),
        "night_not_begun": QCoreApplication.translate("Errors", "The night has not begun: the day vote is still open"),
        "no_picker": QCoreApplication.translate("Errors", "Nobody picks in a tie on turn %turn: it is drawn"),
        "not_leader": QCoreApplication.translate("Errors", "Seat %seat is not among the vote's leaders"),
        "no_tie": QCoreApplication.translate("Errors", "There is no tie on turn %turn: nobody picks"),
        "end_loner": QCoreApplication.translate("Errors", "A loner's win names the loner's seat"),
        "city": QCoreApplication.translate("Errors", "Unknown city %city"),
        "free_city": QCoreApplication.translate("Errors", "Novosibirsk's roles are entered by the host on every seat"),
        "strong": QCoreApplication.translate("Errors", "%city has no strong Mafia"),
        "city_size": QCoreApplication.translate("Errors", "%players players do not fit %city"),
        "roles_mismatch": QCoreApplication.translate("Errors", "These roles are not those of %city at %players players"),
        "two_sides": QCoreApplication.translate("Errors", "A game needs at least two sides"),
        "live_only": QCoreApplication.translate("Errors", "Wake-up calls are for a game at a live table"),
        "no_call": QCoreApplication.translate("Errors", "Nobody is woken for %call tonight"),
        "not_woken": QCoreApplication.translate("Errors", "Seat %seat is not woken for this call"),
        }.get(code)

    def opens_in_turn_desk(self, setup: GameSetup) -> bool:
        return bool(setup.extra.get("mode") != "live")          # M-11: a live table plays in the window

    def table_overlay(self, controller: GameController, hv: HostView) -> tuple[set[int], set[int], dict[int,
                      int | None], int | None]:
        """A city at a live table (M-11): the seats woken for the call now,
        the seats to show as picked (the hands up for the seat counted, or
        the call's targets), every raised hand (voter → seat) and the seat
        whose hands are counted."""
        step = hv.step
        if step is None:
            return set(), set(), {}, None
        from ....core.rulesets.forum.views import forum_host
        from .state import ForumLive

        live = live_of(controller, ForumLive)

        facts = forum_host(hv)
        if step.kind == "day_vote":
            votes = dict(facts.votes)
            return set(), {s for s, t in votes.items() if t == live.forum_for}, votes, live.forum_for
        call = live.forum_call()
        if step.kind != "night_orders" or call is None:
            return set(), set(), {}, None
        orders = facts.orders
        targets = {orders[s][k] for s in call.seats for k in call.keys if k in orders.get(s, {})}
        return set(live.forum_awake()), {t for t in targets if isinstance(t, int)}, {}, None

    def seat_marks(self, table: TableWidget, hv: HostView, seat: int, alive: bool) -> list[str]:
        from ....core.rulesets.forum.views import forum_host

        if seat in forum_host(hv).benched and alive:
            return [QCoreApplication.translate("TableWidget", "benched")]
        return []

    def projector_info(self, projector: ProjectorWindow | None, view: PublicView) -> str | None:
        """In the morning and through the day, the latest newspaper (read
        aloud: public); the hands raised so far, per seat voted for; at the
        end the last newspaper (M-11)."""
        from ....core.rulesets.forum.views import forum_public

        facts = forum_public(view)
        lines = []
        papers = facts.newspapers or ()
        if papers:
            lines.append(papers[-1][texts.news_lang()])
        tally: dict[int | None, int] = {}
        for target in facts.open_votes.values():
            tally[target] = tally.get(target, 0) + 1
        if tally and view.phase == "day":
            names = {s.seat: s.name for s in view.seats}
            nobody = QCoreApplication.translate("ProjectorWindow", "nobody")
            lines.append(QCoreApplication.translate("ProjectorWindow", "Hands: %1").replace("%1", ", ".join(
                f"{s} {names.get(s, '')} — {n}" if s else f"{nobody} — {n}"
                for s, n in sorted(tally.items(), key=lambda x: (-x[1], x[0])))))
        return "\n".join(lines)

    def projector_seat(self, projector: ProjectorWindow | None, view: PublicView, seat: PublicSeat) -> tuple[str, str,
                       bool] | None:
        """No fouls in forum Mafia: a raised hand (M-11.2); the jailed is out
        of play, not dead; the dead as the family shows them."""
        from ....core.rulesets.forum.views import forum_public

        name = f"{seat.seat}  {seat.name}"
        hands = forum_public(view).open_votes if view.phase == "day" else {}
        if seat.out is None:
            body = "" if seat.seat not in hands else "→ " + (str(hands[seat.seat]) if hands[seat.seat]
                                                              else QCoreApplication.translate("ProjectorWindow", "nobody"))
            return name, body, False
        if seat.alive:
            return name, texts.how_short(seat.out, self), True
        return None

    legend_keys = ("speaking", "out")      # no fouls, no immunity; woken seats show as speaking

    def event_text(self, ev: Event, who: str, name_of: Callable[[int], str], secrets: bool = False) -> str | None:
        """The turn's public events: the jail vote and the newspaper (M-5, M-8.1)."""
        from ....core.rulesets.forum.events import JailVoteClosed, NewspaperOut

        if isinstance(ev, JailVoteClosed):
            if ev.dispersed:
                return QCoreApplication.translate("Texts", "the vote: the crowd was dispersed, nobody jailed")
            if ev.jailed is None:
                return QCoreApplication.translate("Texts", "the vote: nobody jailed")
            return QCoreApplication.translate("Texts", "the vote: %1 jailed").replace(
                "%1", f"{ev.jailed} {name_of(ev.jailed)}")
        if isinstance(ev, NewspaperOut):
            return ev.news[texts.news_lang()].replace("\n", " · ")
        return None

    def voice_step(self, voice: VoiceDirector, view: PublicView, kind: str, was: str | None) -> bool:
        """A live table: the night falls, the city wakes; no role is named."""
        if kind == "night_orders":
            voice.say("city_sleeps")
        elif was == "night_orders":
            voice.say("city_wakes")
        return True


KIT = register(ForumKit())
