"""A game's own words in a file or page written outside the window: its
title, its roles, its result, its chronicle's headings (issue #38, item 5).

The core names them in English (``Ruleset.game_title``, ``role_name``,
``result_words``, ``posts_heading``); each game's kit names them in the
host's language through ``tr()``. The exports and the service take a
:class:`GameWords` from whoever calls them: the window passes its kits'
(:class:`app.ui.game_words.KitWords`), a command in Russian the same under
Qt's translator, anything else the core's English (:data:`CORE_WORDS`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from ..core.game import Game
    from ..core.ruleset import Ruleset
    from ..core.setup import GameSetup


class GameWords(Protocol):
    """A game's own words in one language (see the module docstring)."""

    def role_name(self, rules: Ruleset, role_id: str) -> str:
        """``rules``' role ``role_id`` by name (its id if unknown)."""
        ...

    def game_title(self, setup: GameSetup) -> str:
        """The title of a game of ``setup`` (forum Mafia: with its city, M-10.3)."""
        ...

    def result_words(self, game: Game) -> str | None:
        """A finished game's result as its export titles it, or None: the
        shared labels (red, black, maniac, draw) word it."""
        ...

    def heading(self, rules: Ruleset, english: str) -> str:
        """One of ``rules``' chronicle headings (``Ruleset.posts_heading``,
        ``chronicle_sections``), given in English."""
        ...


class CoreWords:
    """The core's own English: what a command writes without Qt's translator."""

    def role_name(self, rules: Ruleset, role_id: str) -> str:
        """``Ruleset.role_name``: the role in English (its id if unknown)."""
        return rules.role_name(role_id)

    def game_title(self, setup: GameSetup) -> str:
        """``Ruleset.game_title``: the game's title in English."""
        return setup.rules.game_title(setup)

    def result_words(self, game: Game) -> str | None:
        """``Ruleset.result_words``: the result in English, or None (the shared labels')."""
        return game.ruleset.result_words(game)

    def heading(self, rules: Ruleset, english: str) -> str:
        """The heading as the core gives it: English."""
        return english


CORE_WORDS: GameWords = CoreWords()
"""The core's English (:class:`CoreWords`)."""
