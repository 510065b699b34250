"""Sport Mafia (FIIM), ``../shared/rules/sport-fiim.md`` (S-1 … S-17).

Where each rule lives:

- S-1 roles, teams and counts: here (:data:`ROLES`, :meth:`Fiim.role_counts`)
- S-2 … S-11 the steps, S-17 the clarifications: :mod:`.play`
- S-12 points per game, S-13 compensation Ci: :mod:`.points`
- S-15 the script's inputs: :mod:`.inputs`; its output: :mod:`.views`
- S-16 every option and the ``rfm-2026`` profile: :mod:`.options`
"""

from __future__ import annotations

from decimal import Decimal
from typing import TYPE_CHECKING, Any, Hashable, Mapping, Sequence, cast

from ...errors import Reason, SetupError
from ...ruleset import BonusSpec, NightActionSpec, RoleSpec, Ruleset, TableCommands
from ...views import PlayerView
from .inputs import REMOVAL_REASONS, BestMove, Night0, parse_input
from .options import FIIM, RFM_2026, FiimOptions
from .points import FREE_MAX, FREE_MIN
from ..family import role_name as _role_name

if TYPE_CHECKING:
    from ...game import Game
    from ...inputs import HostInput
    from ...setup import GameSetup
    from ...stats import PlayFacts
    from .play import FiimPlay
    from .tournament import PlayerGame

__all__ = ["RULESET", "Fiim", "FiimOptions", "FIIM", "RFM_2026", "BestMove", "Night0"]

ROLES = (
    RoleSpec("civilian", "red", {"sheriff": "red", "don": "no"}, unique=False, rule="S-1"),
    RoleSpec("sheriff", "red", {"sheriff": "red", "don": "yes"},
             (NightActionSpec("sheriff", "check", "S-9.3"),), rule="S-1"),
    RoleSpec("mafia", "black", {"sheriff": "black", "don": "no"},
             (NightActionSpec("mafia", "shoot", "S-9.2", self_target="always"),), unique=False, rule="S-1"),
    RoleSpec("don", "black", {"sheriff": "black", "don": "no"},
             (NightActionSpec("mafia", "shoot", "S-9.2", self_target="always"),
              NightActionSpec("don", "check", "S-9.3")), rule="S-1"),
)
"""S-1: the four roles as data."""
COUNTS = {"civilian": 6, "sheriff": 1, "mafia": 2, "don": 1}


class Fiim(Ruleset):
    """The ``fiim`` ruleset: preset ``fiim`` (``rules.options.profile``
    ``rfm-2026`` for the Russian federation's rules), scripts ``mafia-game/2``."""

    id = "fiim"
    title = "Sport Mafia (FIIM)"
    position = 20
    presets = {"fiim": "fiim"}
    formats = {"mafia-game/2": 2}
    results = ("red", "black", "draw")
    roles = ROLES
    min_players = max_players = 10
    table_commands = TableCommands(
        fouls=True, nominate=True, removal_reasons=REMOVAL_REASONS,
        bonus=BonusSpec(FREE_MIN, FREE_MAX, Decimal("0.1"), True, "S-12.4"), points=True)
    end_rule = "S-10.4"
    timed_calls = frozenset({"don", "sheriff"})      # every check is timed, 10 s (S-9.1)
    distance_standings = True                          # S-13: Ci and the tie-breaks over a distance

    def distance_table(self, rows: Sequence[object], options: object, complete: bool = True,
                       lot: Sequence[Hashable] = ()) -> list[object]:
        """S-13: Ci, the totals, the tie-breaks and the lot (:func:`.tournament.standings`)."""
        from .tournament import standings

        return [*standings(cast("Sequence[PlayerGame]", rows), cast(FiimOptions, options), complete, lot)]

    def player_rows(self, game: Game, players: Mapping[int, Hashable]) -> list[object]:
        """S-13.1: each seat's row of the finished game (:func:`.tournament.player_games`)."""
        from .tournament import player_games

        return [*player_games(game, players)]

    def rows_to_keep(self, game: Game) -> list[dict[str, Any]] | None:
        """S-13.1: the rows kept with a finished game (:func:`.tournament.rows_to_keep`)."""
        from .tournament import rows_to_keep

        return rows_to_keep(game)

    def kept_rows(self, kept: Sequence[Mapping[str, Any]], players: Mapping[int, Hashable]) -> list[object]:
        """S-13.1: :meth:`rows_to_keep`'s objects back as rows (:func:`.tournament.kept_rows`)."""
        from .tournament import kept_rows

        return [*kept_rows(kept, players)]

    def game_facts(self, game: Game) -> PlayFacts:
        """The default facts plus the best move (S-11): who made it, how many he named, how many black."""
        from ...stats import play_facts
        from ...views import own_of
        from .views import FiimHost

        view = game.host_view()
        return play_facts(view, own_of(view, FiimHost).best_move)

    def role_name(self, role_id: str) -> str:
        """The role's name in English (C-2, S-1)."""
        return _role_name(role_id)

    def role_sentences(self, view: PlayerView) -> tuple[Reason, ...]:
        """S-1, S-9: what the seat's role does and when, for his phone."""
        from ..family import role_sentences

        return role_sentences(str(view.role), sport=True)

    def role_words(self) -> Mapping[str, str]:
        """The English of the family's role paragraphs (S-1, S-9)."""
        from ..family import ROLE_SENTENCES

        return ROLE_SENTENCES

    def role_counts(self, players: int) -> Mapping[str, int]:
        """S-1.1, S-1.2: 6/1/2/1 at exactly 10 seats; raises :class:`SetupError`."""
        if players != 10:
            raise SetupError(f"sport Mafia is for exactly 10 players, not {players}", "S-1.1",
                             "table_size", min=10, max=10, players=players)
        return dict(COUNTS)

    def options_from_dict(self, data: Mapping[str, Any] | None, edition: int) -> FiimOptions:
        return FiimOptions.from_dict(data)

    def options_to_dict(self, options: object) -> dict[str, Any]:
        return cast(FiimOptions, options).to_dict()

    def speech_seconds(self, setup: GameSetup) -> int:
        """S-3.1: 60 s (option ``timings.speech``)."""
        opts: FiimOptions = setup.options
        return opts.timings.speech

    def check_setup(self, setup: GameSetup) -> None:
        """S-1.1, S-1.2 (table and counts); S-15: no immunity, no speed game."""
        want = self.role_counts(setup.players)
        for role, n in want.items():
            got = sum(1 for s in setup.seats if s.role == role)
            if got != n:
                raise SetupError(f"sport Mafia deals {n} × {role}, not {got}", "S-1.2", "role_count",
                                 players=setup.players, role=role, want=n, got=got)
        if setup.immune or setup.speed_game:
            raise SetupError("sport Mafia has no immunity and no speed game", "S-15")
        if not isinstance(setup.options, FiimOptions):
            raise SetupError("the rules options are not sport Mafia's", "S-16")

    def parse_input(self, data: object) -> HostInput:
        """S-15's action forms (:func:`.inputs.parse_input`)."""
        return parse_input(data)

    def parse_stored_input(self, data: object) -> HostInput:
        """As :meth:`parse_input`; a stored night without ``"mafia"`` is a
        miss: the app before 0.2 wrote a missed shot's night that way."""
        if isinstance(data, dict) and isinstance(data.get("night"), dict) and "mafia" not in data["night"]:
            data = {**data, "night": {"mafia": None, **data["night"]}}
        return parse_input(data)

    def start(self, setup: GameSetup) -> FiimPlay:
        from .play import FiimPlay     # the engine loads when a game is played

        return FiimPlay(setup)


RULESET = Fiim()
"""The registered instance (see :func:`app.core.ruleset.get`)."""
