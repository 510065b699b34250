"""A game played in its turn desk (Mafik Raizen, ЗА 31, a forum game by
thread), rendered step by step for ``scripts/screenshots`` (#39).

The game starts from the script's setup through the host window
(:meth:`~app.ui.window_games.WindowGames.play_in_turn_desk`), with its
projector. Each input goes in through the desk as the entry form's would;
before each turn is resolved every dialog the desk's buttons open is shown
(and cancelled, so the game is unchanged), and after it the turn's result.
Each frame is the desk, its projector and any dialog open.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

Shot = Callable[[str, list[Any]], None]


def caught_dialogs(app: Any, trigger: Callable[[], Any], take: Callable[[Any], None]) -> None:
    """Run ``trigger`` (a button's click) and hand each window it opens to
    ``take`` before closing it: a modal dialog from inside its own loop, a
    window opened without waiting after ``trigger`` returns."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QDialog

    before = {id(w) for w in app.topLevelWidgets() if w.isVisible()}
    seen: list[Any] = []

    def in_loop() -> None:
        w = app.activeModalWidget()
        if w is None or w in seen:
            return
        seen.append(w)
        try:
            take(w)
        finally:                        # never left open: the loop would wait for a host forever
            if isinstance(w, QDialog):
                w.reject()
            else:
                w.close()

    QTimer.singleShot(0, in_loop)
    trigger()
    app.processEvents()
    for w in app.topLevelWidgets():
        if w.isVisible() and id(w) not in before and w not in seen:
            seen.append(w)
            take(w)
            w.close()


def play_turns(app: Any, window: Any, script: Any, shoot: Callable[..., None]) -> Any:
    """Play ``script`` (its setup and inputs) in its turn desk, calling
    ``shoot(name, desk, dialogs)`` at each step; returns the desk window."""
    from app.ui.rulesets import kit_for

    new_game = kit_for(script.setup.ruleset).new_game_dialog(window)     # File → New … game, as it opens
    new_game.show()
    app.processEvents()
    desk = window.play_in_turn_desk(script.setup)
    if desk is None:
        raise SystemExit(f"{script.setup.ruleset}: the game did not start")
    parts = desk.parts

    def resolve_kind() -> type | None:
        inp = parts.resolve_input(desk, desk.game, desk.view())
        return None if inp is None else type(inp)

    def dialogs() -> None:
        """Every dialog the desk's own buttons and Read the posts open, for its first player."""
        if desk.who.count():
            desk.who.setCurrentIndex(0)
        for button in [*desk.own_buttons, desk.read_button]:
            if not (button.isVisible() and button.isEnabled()):
                continue
            inputs = len(desk.game.inputs)
            taken: list[Any] = []
            caught_dialogs(app, button.click, lambda w: (taken.append(w), shoot(button.objectName(), desk, [w])))
            while len(desk.game.inputs) > inputs:      # a button that enters an input (his last orders): back
                desk.undo()

    shoot("new-game", desk, [new_game])
    new_game.close()
    shoot("start", desk, [])
    dialogs()
    for inp in script.actions:
        kind = resolve_kind()
        if kind is not None and isinstance(inp, kind):
            shoot("orders", desk, [])
            dialogs()
            desk.resolve()
            app.processEvents()
            result = desk.result_dialog
            shoot("result", desk, [result] if result is not None and result.isVisible() else [])
            if result is not None:
                result.close()
        else:
            if not desk.push(inp):
                raise SystemExit(f"refused: {inp!r}")
            shoot(type(inp).__name__.lower(), desk, [])
    shoot("end", desk, [])
    return desk


def dialog_frame(dialog: Any, w: int, h: int) -> list[str]:
    """Size ``dialog`` as it would open on a ``w``×``h`` screen (its own
    size, never more than the screen); what does not fit it."""
    hint, least = dialog.sizeHint(), dialog.minimumSizeHint()
    problems = []
    if least.width() > w or least.height() > h:
        problems.append(f"needs {least.width()}×{least.height()} px, more than the screen")
    dialog.resize(min(max(dialog.width(), hint.width()), w), min(max(dialog.height(), hint.height()), h))
    return problems


def save_frame(widget: Any, folder: Path, name: str) -> None:
    """``widget`` as ``folder/name.png``."""
    folder.mkdir(parents=True, exist_ok=True)
    widget.grab().save(str(folder / f"{name}.png"))
