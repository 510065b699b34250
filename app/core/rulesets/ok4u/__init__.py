"""Club City Mafia by the OK4U rules (``../shared/rules/ok4u-city.md``, C-…).

Where each rule lives:

- C-1 roles and teams, C-2 role counts: :mod:`.roles` (the catalogue as data)
- C-3 speech lengths, every **[option]**: :mod:`.options`
- C-3.3 last words, C-4 speeches and nominations, C-6 vote, tie, revote,
  "all leave?": :mod:`.day`
- C-5 fouls, removals, disqualifications: :mod:`.fouls`
- C-7 the night calls and their targets, C-8 who dies: :mod:`.night`
- C-9 the end, C-11 the host's bonuses: :mod:`.end`; C-11 points: :mod:`.points`
- C-10 immunity: checked here (:meth:`Ok4u.check_setup`), applied in :mod:`.night`
- the fold and its steps: :mod:`.play`; the views and replay output: :mod:`.views`
"""

from __future__ import annotations

from decimal import Decimal
from typing import TYPE_CHECKING, Any, Mapping, cast

from ...errors import Reason, SetupError
from ...inputs import REMOVAL_REASONS
from ...ruleset import BonusSpec, Ruleset, TableCommands
from ...views import PlayerView
from .options import RulesOptions, speech_seconds
from .points import SCHEMES, Scheme, player_won, team_of
from .roles import CATALOGUE, MAX_PLAYERS, MIN_PLAYERS, Result, Role, check_role_counts, parse_role, role_counts
from .roles import role_name as _role_name

if TYPE_CHECKING:
    from ...setup import GameSetup
    from .play import Ok4uPlay


class Ok4u(Ruleset):
    """The ``ok4u`` ruleset: presets ``ok4u`` and ``ok4u-2023-03`` (each with
    the points scheme of the same name, C-11); scripts ``mafia-game/1`` (the
    first edition's defaults) and ``mafia-game/2``."""

    id = "ok4u"
    title = "City Mafia (OK4U)"
    position = 10
    presets = {"ok4u": "ok4u", "ok4u-2023-03": "ok4u-2023-03"}
    formats = {"mafia-game/1": 1, "mafia-game/2": 2}
    results = tuple(r.value for r in Result)
    roles = CATALOGUE
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    table_commands = TableCommands(fouls=True, nominate=True, removal_reasons=REMOVAL_REASONS,
                                   bonus=BonusSpec(Decimal(-10), Decimal(10), Decimal("0.5"), False, "C-11"),
                                   points=True)
    end_rule = "C-9.1"
    points_rows = True
    schemes = SCHEMES
    scheme_folder = "scoring"
    setup_fields = frozenset({"speed_game", "immunity"})

    def parse_scheme(self, text: str, file: str) -> Scheme:
        """A club's scheme file (C-11); raises :class:`~app.core.errors.SchemeError`."""
        from .scheme_file import parse_scheme

        return parse_scheme(text, file)

    def results_team(self, role_id: str) -> str:
        """``red``, ``black`` or ``maniac`` (C-1)."""
        return team_of(Role(role_id))

    def player_won(self, scheme: object, role_id: str, winner: str | None) -> bool:
        """C-11: his team got ``scheme``'s win points (under ``ok4u`` a draw is the Maniac's win)."""
        return player_won(cast("Scheme", scheme), role_id, winner)

    def role_name(self, role_id: str) -> str:
        """The role's name in English (C-2, S-1)."""
        return _role_name(role_id)

    def role_sentences(self, view: PlayerView) -> tuple[Reason, ...]:
        """C-1, C-7: what the seat's role does and when, for his phone."""
        from ..family import role_sentences

        return role_sentences(str(view.role), sport=False)

    def role_words(self) -> Mapping[str, str]:
        """The English of the family's role paragraphs (C-1, C-7)."""
        from ..family import ROLE_SENTENCES

        return ROLE_SENTENCES

    def role_counts(self, players: int) -> Mapping[str, int]:
        """C-2; raises :class:`SetupError` outside 7..16."""
        return {role.value: n for role, n in role_counts(players).items()}

    def parse_role(self, value: object) -> Role:
        return value if isinstance(value, Role) else parse_role(value)

    def options_from_dict(self, data: Mapping[str, Any] | None, edition: int) -> RulesOptions:
        return RulesOptions.from_dict(data, edition)

    def options_to_dict(self, options: object) -> dict[str, Any]:
        return cast(RulesOptions, options).to_dict()

    def speech_seconds(self, setup: GameSetup) -> int:
        """C-3, C-3.1."""
        return speech_seconds(setup.players, setup.speed_game, setup.options)

    def check_setup(self, setup: GameSetup) -> None:
        """C-2 table size and role counts, C-10 immune seats at the table."""
        roles = [s.role for s in setup.seats]
        check_role_counts(roles)
        for seat in sorted(setup.immune):
            if not 1 <= seat <= len(roles):
                raise SetupError(f"immune seat {seat} is not at this table of {len(roles)}", "C-10",
                                 "immune_seat", seat=seat, players=len(roles))
        if not isinstance(setup.options, RulesOptions):
            raise SetupError("the rules options are not OK4U's")

    def start(self, setup: GameSetup) -> Ok4uPlay:
        from .play import Ok4uPlay     # the engine loads when a game is played, not at the window's start

        return Ok4uPlay(setup)


RULESET = Ok4u()
"""The registered instance (see :func:`app.core.ruleset.get`)."""
