"""Each game's own words in the host's language, from its kit (issue #38,
item 5): what the exports, the chronicle, the statistics and the room's
pages take as their :class:`~app.export.game_words.GameWords`. Outside the
window (a command, ``serve``) the same words come out in Russian once Qt's
translator is installed (:func:`app.main.install_translator`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .rulesets import kit_for

if TYPE_CHECKING:
    from ..core.game import Game
    from ..core.ruleset import Ruleset
    from ..core.setup import GameSetup


class KitWords:
    """:class:`~app.export.game_words.GameWords` worded by each game's kit
    (``Kit.param_word``, ``Kit.game_title``, ``Kit.result_words``); a word
    its kit lacks is the core's English."""

    def role_name(self, rules: Ruleset, role_id: str) -> str:
        """``rules``' role by its kit's name (``param_word("role", …)``), else the core's English."""
        return kit_for(rules.id).param_word("role", role_id) or rules.role_name(role_id)

    def game_title(self, setup: GameSetup) -> str:
        """The game's title by its kit (``Kit.game_title``)."""
        return kit_for(setup.ruleset).game_title(setup)

    def result_words(self, game: Game) -> str | None:
        """A finished game's result by its kit (``Kit.result_words``), or None: the shared labels'."""
        return kit_for(game.ruleset.id).result_words(game)

    def heading(self, rules: Ruleset, english: str) -> str:
        """A chronicle heading by its kit (``param_word("heading", …)``), else the English."""
        return kit_for(rules.id).param_word("heading", english) or english


KIT_WORDS = KitWords()
"""The kits' words (:class:`KitWords`)."""
