"""A second toy (``toydraw``) with a step kind of its own and its own kit,
written against the public APIs only (:mod:`app.core.ruleset`,
:mod:`app.ui.rulesets`): it proves a new game needs no change to a shared
file (issue #24).

T-5 (on top of the toy's T-1 … T-4): the game begins with a **draw**: the
host draws the seat that opens Day 1 (``{"draw": S}``, a seat at the table);
Day 1's speeches go round from it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from app.core.errors import RuleError, ScriptError
from app.core.steps import Step
from app.ui.rulesets.family.kit import FamilyKit
from app.ui.rulesets.family.live import FamilyLive
from toy_ruleset import Toy, ToyPlay

DRAW = "draw"


@dataclass(frozen=True)
class Draw:
    """T-5: the seat drawn to open Day 1."""

    seat: int

    def to_json(self) -> dict[str, Any]:
        return {"draw": self.seat}


class DrawPlay(ToyPlay):
    game = "toydraw"

    def __init__(self, setup: Any) -> None:
        super().__init__(setup)
        self.opener: int | None = None

    def apply(self, inp: Any) -> None:
        if self.opener is None:
            if not isinstance(inp, Draw):
                raise RuleError("the game begins with the draw", "T-5", "toydraw:draw_first")
            if inp.seat not in self.roles:
                raise RuleError(f"there is no seat {inp.seat} at this table", "T-5", "toydraw:no_seat", seat=inp.seat)
            self.opener = inp.seat
            self.st.transcript.append({"step": DRAW, "seat": inp.seat})
            return
        if isinstance(inp, Draw):
            raise RuleError("the draw was made", "T-5", "toydraw:drawn")
        super().apply(inp)

    @property
    def step(self) -> Step | None:
        if self.opener is None:
            return Step(DRAW, day=1)
        step = ToyPlay.step.fget(self)  # type: ignore[attr-defined]
        if step is not None and step.kind == "speech" and self.st.day == 1:
            left = [s for s in sorted(self.st.alive, key=lambda s: (s < self.opener, s)) if s not in self.st.spoken]
            return Step("speech", day=1, seat=left[0], seconds=30)
        return step


class DrawToy(Toy):
    id = "toydraw"
    title = "Toy with a draw"
    presets = {"toydraw": "none"}
    codes = {**Toy.codes, "draw_first": (), "no_seat": ("seat",), "drawn": ()}

    def parse_input(self, data: Any) -> Any:
        if isinstance(data, dict) and "draw" in data:
            if set(data) != {"draw"} or isinstance(data["draw"], bool) or not isinstance(data["draw"], int):
                raise ScriptError("a draw is {\"draw\": SEAT}")
            return Draw(data["draw"])
        return super().parse_input(data)

    def start(self, setup: Any) -> DrawPlay:
        return DrawPlay(setup)


class DrawPanel(QWidget):
    """The draw's panel: click the seat drawn."""

    def __init__(self, controller: Any) -> None:
        super().__init__()
        self.c = controller
        self.title = QLabel("The draw (T-5)")
        self.say = QLabel("Click the seat drawn to open Day 1.")
        lay = QVBoxLayout(self)
        lay.addWidget(self.title)
        lay.addWidget(self.say)

    def refresh(self) -> None:
        pass

    def submit(self) -> None:
        pass


class DrawLive(FamilyLive):
    """The family's table state, and the draw: a click draws that seat."""

    def click(self, seat: int) -> bool:
        step = self.c.step
        if step is not None and step.kind == DRAW:
            self.c.push(Draw(seat))
            return True
        return super().click(seat)


class DrawKit(FamilyKit):
    """The family's day and night (its panels, its state at the table), and the toy's draw."""

    id = "toydraw"

    def panels(self, controller: Any) -> dict[str, Any]:
        return {**super().panels(controller), DRAW: DrawPanel(controller)}

    def live(self, controller: Any) -> Any:
        return DrawLive(controller)

    def opening_text(self, window: Any, game: Any) -> str | None:
        return "Draw the seat that opens Day 1."

    def error_template(self, code: str) -> str | None:
        from app.ui import texts

        return WORDS["ru" if texts.news_lang() == "ru" else "en"].get(code)


WORDS = {
    "en": {"over": "The game is over", "speech_of": "It is seat %seat's speech", "votes": "Votes go to living players, one each",
           "step": "The current step is %step", "called": "The %expected is called now, not the %call",
           "out": "The %call is out and takes no action", "target": "The %call targets another living seat, not seat %seat",
           "draw_first": "The game begins with the draw", "no_seat": "There is no seat %seat at this table",
           "drawn": "The draw was made"},
    "ru": {"over": "Игра окончена", "speech_of": "Сейчас речь места %seat", "votes": "Голоса — живым игрокам, по одному",
           "step": "Сейчас шаг %step", "called": "Сейчас вызван %expected, а не %call",
           "out": "%call вне игры и не действует", "target": "%call выбирает другое живое место, не место %seat",
           "draw_first": "Игра начинается с жребия", "no_seat": "За столом нет места %seat",
           "drawn": "Жребий уже брошен"},
}
"""The draw toy's refusals in its own words (T-2 … T-5)."""


DRAW_TOY = DrawToy()
DRAW_KIT = DrawKit()
