"""A toy game played turn by turn in the turn desk (``toyturns``), written
against the public APIs only (:mod:`app.core.ruleset`, :mod:`app.ui.rulesets`,
:mod:`app.ui.turn_desk`): a new thread game needs its rules and its kit, and
no change to a shared file (issue #24).

The toy rules (U-…):

- U-1: 4 to 8 players, each of team ``town``; no roles are dealt.
- U-2: before turn 1, a **draft**: each player in seat order takes one card
  of the pool ``("sword", "shield", "lamp")`` (``{"draft": SEAT, "card":
  C}``); a card is taken once per round of the pool, which refills after
  every three picks. The draft is stored like any
  input and survives a restart.
- U-3: each turn every player in play may tag another (``{"tag": SEAT,
  "target": T}``; ``"target": null`` takes it back; a later tag replaces the
  earlier). ``{"resolve": true}`` ends the turn: the seat tagged most leaves,
  unless he holds the shield; a tie or no tag, nobody. The turn's post says
  who left.
- U-4: the game ends when two players are left (both win), or by the host
  (``{"end": "town", "reason": R}``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from PySide6.QtWidgets import QInputDialog

from app.core.errors import RuleError, ScriptError, SetupError
from app.core.ruleset import Play, RoleSpec, Ruleset
from app.core.steps import Step
from app.core.views import HostSeat, HostView, PublicSeat, PublicView
from app.ui.rulesets import Kit
from app.ui.turn_desk import TurnDeskWindow
from app.ui.turn_parts import TurnParts

POOL = ("sword", "shield", "lamp")


@dataclass(frozen=True)
class ToyHost:
    """The toy's own facts for the host (its typed view, like every game's)."""

    cards: Mapping[int, str]
    tags: Mapping[int, int]
    posts: tuple[str, ...]
    turn: int
    in_play: tuple[int, ...]


@dataclass(frozen=True)
class DraftCard:
    """U-2: ``seat`` takes ``card`` in the draft."""

    seat: int
    card: str

    def to_json(self) -> dict[str, Any]:
        return {"draft": self.seat, "card": self.card}


@dataclass(frozen=True)
class Tag:
    """U-3: ``seat`` tags ``target`` this turn (None: takes it back)."""

    seat: int
    target: int | None

    def to_json(self) -> dict[str, Any]:
        return {"tag": self.seat, "target": self.target}


@dataclass(frozen=True)
class Resolve:
    """U-3: the host resolves the turn."""

    def to_json(self) -> dict[str, Any]:
        return {"resolve": True}


@dataclass(frozen=True)
class EndToy:
    """U-4: the host ends the game."""

    winner: str
    reason: str

    def to_json(self) -> dict[str, Any]:
        return {"end": self.winner, "reason": self.reason}


@dataclass
class TurnsState:
    cards: dict[int, str] = field(default_factory=dict)
    in_play: list[int] = field(default_factory=list)
    out: dict[int, str] = field(default_factory=dict)
    turn: int = 1
    tags: dict[int, int] = field(default_factory=dict)
    posts: list[str] = field(default_factory=list)
    winner: str | None = None
    steps: int = 0


class TurnsPlay(Play):
    def __init__(self, setup: Any) -> None:
        self.setup = setup
        self.st = TurnsState(in_play=[s.seat for s in setup.seats])
        self.events = []

    def apply(self, inp: Any) -> None:
        st = self.st
        if st.winner is not None:
            raise RuleError("the game is over", "U-4", "toyturns:over")
        drafting = len(st.cards) < self.setup.players
        if isinstance(inp, EndToy):
            st.winner = inp.winner
        elif isinstance(inp, DraftCard):
            if not drafting:
                raise RuleError("the draft is over", "U-2", "toyturns:draft_over")
            due = self.setup.seats[len(st.cards)].seat
            if inp.seat != due:
                raise RuleError(f"seat {due} drafts now", "U-2", "toyturns:drafts_now", seat=due)
            picks = list(st.cards.values())
            taken = picks[len(picks) - len(picks) % len(POOL):]      # this round of the pool
            if inp.card not in POOL or inp.card in taken:
                raise RuleError(f"the {inp.card} is not in the pool", "U-2", "toyturns:not_in_pool", card=str(inp.card)[:20])
            st.cards[inp.seat] = inp.card
        elif drafting:
            raise RuleError("the draft comes first", "U-2", "toyturns:draft_first")
        elif isinstance(inp, Tag):
            if inp.seat not in st.in_play:
                raise RuleError(f"seat {inp.seat} is not in play", "U-3", "toyturns:not_in_play", seat=inp.seat)
            if inp.target is None:
                st.tags.pop(inp.seat, None)
            elif inp.target == inp.seat or inp.target not in st.in_play:
                raise RuleError(f"seat {inp.seat} tags another player in play", "U-3", "toyturns:tag_another", seat=inp.seat)
            else:
                st.tags[inp.seat] = inp.target
        elif isinstance(inp, Resolve):
            self._resolve()
        else:
            raise RuleError("not an input of this game", "U-3", "toyturns:unknown_input")
        st.steps += 1

    def _resolve(self) -> None:
        st = self.st
        counts: dict[int, int] = {}
        for target in st.tags.values():
            counts[target] = counts.get(target, 0) + 1
        top = max(counts.values(), default=0)
        leaders = [s for s, n in counts.items() if n == top]
        gone = None
        if top and len(leaders) == 1 and st.cards.get(leaders[0]) != "shield":
            gone = leaders[0]
            st.in_play.remove(gone)
            st.out[gone] = "tagged"
        st.posts.append(f"Turn {st.turn}: " + (f"{self.setup.name(gone)} leaves." if gone else "nobody leaves."))
        st.turn, st.tags = st.turn + 1, {}
        if len(st.in_play) <= 2:
            st.winner = "town"

    @property
    def step(self) -> Step | None:
        if self.st.winner is not None:
            return None
        if len(self.st.cards) < self.setup.players:
            return Step("draft", day=1, seat=self.setup.seats[len(self.st.cards)].seat)
        return Step("turn", day=self.st.turn)

    @property
    def step_no(self) -> int:
        return self.st.steps

    @property
    def winner(self) -> str | None:
        return self.st.winner

    def alive(self) -> list[int]:
        return list(self.st.in_play)

    def public_view(self) -> PublicView:
        st, step = self.st, self.step
        return PublicView(
            phase="finished" if st.winner else "day", day=st.turn, night=0, step=None if step is None else step.kind,
            speaker=None, speaker_name=None, seconds=None,
            seats=tuple(PublicSeat(s.seat, s.player, s.seat in st.in_play, 0, st.out.get(s.seat), False)
                        for s in self.setup.seats),
            candidates=(), votes=(), lift_for=None, morning_deaths=(), winner=st.winner,
            step_no=st.steps, ruleset="toyturns")

    def host_view(self) -> HostView:
        st = self.st
        return HostView(
            public=self.public_view(), ruleset="toyturns", phase="finished" if st.winner else "day",
            day=st.turn, night=0, step=self.step, step_no=st.steps,
            seats=tuple(HostSeat(s.seat, s.player, s.role, s.seat in st.in_play, 0, st.out.get(s.seat),
                                 False, None, None, team="town") for s in self.setup.seats),
            living=len(st.in_play), checks=(), winner=st.winner, events=(),
            own=ToyHost(cards=dict(st.cards), tags=dict(st.tags), posts=tuple(st.posts), turn=st.turn,
                        in_play=tuple(st.in_play)))

    def result_json(self) -> dict[str, Any]:
        return {"status": "finished" if self.st.winner else "in_progress", "winner": self.st.winner,
                "cards": {str(s): c for s, c in self.st.cards.items()}, "posts": self.st.posts}


class ToyTurns(Ruleset):
    id = "toyturns"
    title = "Toy turns: a draft, then tags"
    presets = {"toyturns": "none"}
    formats = {"mafia-game/2": 2}
    results = ("town",)
    roles = (RoleSpec("player", "town", {}, unique=False, rule="U-1"),)
    min_players, max_players = 4, 8
    has_timer = False
    end_rule = "U-4"
    codes = {"over": (), "draft_over": (), "drafts_now": ("seat",), "not_in_pool": ("card",), "draft_first": (),
             "not_in_play": ("seat",), "tag_another": ("seat",), "unknown_input": ()}

    def role_counts(self, players: int) -> Mapping[str, int]:
        if not 4 <= players <= 8:
            raise SetupError(f"the toy is for 4 to 8 players, not {players}", "U-1")
        return {"player": players}

    def options_from_dict(self, data: Mapping[str, Any] | None, edition: int) -> dict[str, Any]:
        if data:
            raise SetupError(f"the toy has no options, not {sorted(data)}")
        return {}

    def options_to_dict(self, options: Any) -> dict[str, Any]:
        return {}

    def check_setup(self, setup: Any) -> None:
        self.role_counts(setup.players)

    def parse_input(self, data: Any) -> Any:
        if not isinstance(data, dict):
            raise ScriptError("a toy turns input is an object")
        if set(data) == {"draft", "card"}:
            return DraftCard(int(data["draft"]), str(data["card"]))
        if set(data) == {"tag", "target"}:
            return Tag(int(data["tag"]), None if data["target"] is None else int(data["target"]))
        if data == {"resolve": True}:
            return Resolve()
        if set(data) == {"end", "reason"}:
            return EndToy(str(data["end"]), str(data["reason"]))
        raise ScriptError(f"not a toy turns input: {sorted(data)}")

    def end_input(self, winner: str, reason: str, seat: int | None = None) -> Any:
        return EndToy(winner, reason)

    def start(self, setup: Any) -> TurnsPlay:
        return TurnsPlay(setup)


class ToyTurnParts(TurnParts):
    """The toy's parts of the shared turn desk: the draft, then the tags."""

    object_name = "toyTurnsDesk"

    def turn_text(self, game: Any, hv: Any) -> str:
        if hv.winner:
            return "The game is over"
        step = hv.step
        return f"Draft: seat {step.seat} takes a card" if step.kind == "draft" else f"Turn {hv.own.turn}"

    def columns(self) -> list[str]:
        return ["#", "Player", "Card", "Tags"]

    def seat_cells(self, game: Any, hv: Any, seat: Any) -> list[str]:
        tag = hv.own.tags.get(seat.seat)
        return [str(seat.seat), seat.name, hv.own.cards.get(seat.seat, ""), "" if tag is None else str(tag)]

    def actors(self, game: Any, hv: Any) -> list[tuple[str, Any]]:
        step = hv.step
        if step is None:
            return []
        if step.kind == "draft":
            return [(game.setup.name(step.seat), step.seat)]
        return [(game.setup.name(s), s) for s in hv.own.in_play]

    def kinds(self, game: Any, hv: Any, seat: int | None) -> list[tuple[str, Any]]:
        step = hv.step
        if step is None:
            return []
        return [("Card", "draft")] if step.kind == "draft" else [("Tag", "tag")]

    def targets(self, game: Any, hv: Any, seat: int | None, key: Any) -> list[tuple[str, Any]]:
        if key == "draft":
            return [(card, card) for card in POOL]
        return [(game.setup.name(s), s) for s in hv.own.in_play if s != seat]

    def candidate(self, game: Any, hv: Any, seat: Any, key: Any, target: Any) -> Any:
        return DraftCard(seat, target) if key == "draft" else Tag(seat, target)

    def withdrawal(self, game: Any, hv: Any, seat: Any, key: Any) -> Any:
        return None if key == "draft" else Tag(seat, None)

    def tally_text(self, game: Any, hv: Any) -> str:
        return f"{len(hv.own.tags)} tag(s) so far" if hv.own.tags else ""

    def posts_html(self, game: Any, hv: Any) -> str:
        return "".join(f"<p>{post}</p>" for post in hv.own.posts)

    def resolve_input(self, window: Any, game: Any, hv: Any) -> Any:
        return Resolve()

    def end_input(self, window: Any, game: Any) -> Any:
        reason, ok = QInputDialog.getText(window, "End the game", "Reason:")
        return EndToy("town", reason) if ok else None

    def protocol(self, game: Any) -> Any:
        return {"format": "toy-turns/1", "inputs": [inp.to_json() for inp in game.inputs]}


WORDS = {
    "en": {"over": "The game is over", "draft_over": "The draft is over", "drafts_now": "Seat %seat drafts now",
           "not_in_pool": "The %card is not in the pool", "draft_first": "The draft comes first",
           "not_in_play": "Seat %seat is not in play", "tag_another": "Seat %seat tags another player in play",
           "unknown_input": "Not an input of this game"},
    "ru": {"over": "Игра окончена", "draft_over": "Драфт окончен", "drafts_now": "Сейчас карту берёт место %seat",
           "not_in_pool": "Карты «%card» нет в пуле", "draft_first": "Сначала драфт",
           "not_in_play": "Место %seat не в игре", "tag_another": "Место %seat отмечает другого игрока в игре",
           "unknown_input": "Это не ввод этой игры"},
}
"""The toy's refusals in its own words, English and Russian (a game outside the app ships its own)."""

SEATS = [("Анна", "player"), ("Борис", "player"), ("Вера", "player"), ("Глеб", "player"), ("Дина", "player")]
"""The players of a new toy game (the toy's New game asks nothing)."""


class ToyTurnsKit(Kit):
    id = "toyturns"

    @staticmethod
    def new_game_title() -> str:
        return "New toy turns game…"

    def new_game(self, window: Any) -> Any:
        from app.core.setup import GameSetup

        return GameSetup.create(SEATS, ruleset="toyturns")

    def error_template(self, code: str) -> str | None:
        from app.ui import texts

        return WORDS["ru" if texts.news_lang() == "ru" else "en"].get(code)

    def opens_in_turn_desk(self, setup: Any) -> bool:
        return True

    def turn_desk(self, desk: Any, window: Any) -> Any:
        return TurnDeskWindow(desk, ToyTurnParts(), window)


TOY_TURNS = ToyTurns()
TOY_TURNS_KIT = ToyTurnsKit()
