"""Teams, the role catalogue (as data) and role counts by table size (C-1, C-2)."""

from __future__ import annotations

import random
from collections import Counter
from enum import Enum
from typing import Mapping, Sequence

from ...errors import SetupError
from ...ruleset import NightActionSpec, RoleSpec
from ..family import ROLE_NAMES as ROLE_NAMES, role_name as role_name  # the family's, shared with sport Mafia

MIN_PLAYERS = 7
MAX_PLAYERS = 16


class Team(str, Enum):
    """The three sides of City Mafia (C-1); the value is also the result id
    of that side's win (C-9)."""

    RED = "red"
    BLACK = "black"
    SOLO = "maniac"


class Role(str, Enum):
    """A role id of C-1; the value is the id used in game scripts."""

    CIVILIAN = "civilian"
    SHERIFF = "sheriff"
    DOCTOR = "doctor"
    BEAUTY = "beauty"
    MAFIA = "mafia"
    DON = "don"
    MANIAC = "maniac"

    @property
    def team(self) -> Team:
        """The role's team: red, black or the maniac's own (C-1)."""
        return _TEAMS[self.value]

    @property
    def is_black(self) -> bool:
        return self.team is Team.BLACK

    @property
    def is_red(self) -> bool:
        return self.team is Team.RED


class Result(str, Enum):
    """How a game of City Mafia ends (C-9): a side's win, or a draw."""

    RED = "red"
    BLACK = "black"
    MANIAC = "maniac"
    DRAW = "draw"


SHOOT = NightActionSpec("mafia", "shoot", "C-7.1", self_target="always")
CATALOGUE: tuple[RoleSpec, ...] = (
    RoleSpec("civilian", "red", {"sheriff": "red", "don": "no"}, unique=False, rule="C-1"),
    RoleSpec("sheriff", "red", {"sheriff": "red", "don": "yes"},
             (NightActionSpec("sheriff", "check", "C-7.5"),), rule="C-1"),
    RoleSpec("doctor", "red", {"sheriff": "red", "don": "no"},
             (NightActionSpec("doctor", "heal", "C-7.3", self_target="once", repeat=False),), rule="C-1"),
    RoleSpec("beauty", "red", {"sheriff": "red", "don": "no"},
             (NightActionSpec("beauty", "visit", "C-7.4", repeat=False),), rule="C-1"),
    RoleSpec("mafia", "black", {"sheriff": "black", "don": "no"}, (SHOOT,), unique=False, rule="C-1"),
    RoleSpec("don", "black", {"sheriff": "black", "don": "no"},
             (SHOOT, NightActionSpec("don", "check", "C-7.6")), rule="C-1"),
    RoleSpec("maniac", "maniac", {"sheriff": "red_while_black_lives", "don": "no"},
             (NightActionSpec("maniac", "shoot", "C-7.1"),), rule="C-1"),
)
"""The roles of C-1 as data: team, what the Sheriff (C-7.5) and the Don
(C-7.6) are shown, and the night actions with their constraints (C-7)."""

_TEAMS = {spec.id: Team(spec.team) for spec in CATALOGUE}
BLACK_ROLES: frozenset[str] = frozenset(spec.id for spec in CATALOGUE if _TEAMS[spec.id] is Team.BLACK)
"""The Mafia's roles (C-1): a :class:`Role` is one of them iff it ``is_black``."""
NIGHT_ACTIONS: dict[str, NightActionSpec] = {a.call: a for spec in CATALOGUE for a in spec.actions}
"""Each night call (C-7.1) and its action's constraints."""


_SPECS: dict[str, RoleSpec] = {spec.id: spec for spec in CATALOGUE}
ANSWERS: dict[str, frozenset[str]] = {
    call: frozenset(spec.id for spec in CATALOGUE if any(a.call == call for a in spec.actions))
    for call in NIGHT_ACTIONS}
"""Each night call → the role ids that wake for it (the Mafia: mafia and Don)."""
ROLE_CALLS: dict[str, tuple[str, ...]] = {
    spec.id: tuple(call for call, ids in ANSWERS.items() if spec.id in ids) for spec in CATALOGUE}
"""Each role id → the night calls it wakes for (C-7.1): :data:`ANSWERS` turned round."""


def spec_of(role: "Role | str") -> RoleSpec:
    """The catalogue entry of a role (a :class:`Role` or its id)."""
    return _SPECS[role]


def parse_role(value: object) -> Role:
    """Return the :class:`Role` for a role id string.

    Raises :class:`SetupError` (C-1) for anything that is not a role id.
    """
    try:
        return Role(value)
    except ValueError:
        ids = ", ".join(r.value for r in Role)
        raise SetupError(f"unknown role {value!r}; expected one of {ids}", "C-1",
                         "unknown_role", role=str(value)) from None


def role_counts(players: int) -> dict[Role, int]:
    """Role counts for a table of ``players`` seats (7..16), per C-2.

    The mafia count includes the Don (exactly one). Raises
    :class:`SetupError` (C-2) outside 7..16.
    """
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise SetupError(
            f"a table has {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players}", "C-2",
            "table_size", min=MIN_PLAYERS, max=MAX_PLAYERS, players=players,
        )
    if players <= 9:
        black, beauty = 2, 0
    elif players <= 13:
        black, beauty = 3, 1
    else:
        black, beauty = 4, 1
    counts = {
        Role.DON: 1,
        Role.MAFIA: black - 1,
        Role.SHERIFF: 1,
        Role.DOCTOR: 1,
        Role.MANIAC: 1,
        Role.BEAUTY: beauty,
    }
    counts[Role.CIVILIAN] = players - sum(counts.values())
    return counts


def check_role_counts(roles: Sequence[Role]) -> None:
    """Raise :class:`SetupError` (C-2) unless ``roles`` match the table size."""
    want = role_counts(len(roles))
    have = Counter(roles)
    for role in Role:
        if have.get(role, 0) != want[role]:
            raise SetupError(
                f"a table of {len(roles)} needs {want[role]} × {role.value}, "
                f"got {have.get(role, 0)}",
                "C-2", "role_count", players=len(roles), role=role.value,
                want=want[role], got=have.get(role, 0),
            )


def deal(players: int, rng: random.Random | None = None) -> list[Role]:
    """Deal roles for ``players`` seats at random (C-2).

    Returns a list whose index 0 is seat 1. Uses ``secrets.SystemRandom``
    unless a ``rng`` is injected (tests).
    """
    import secrets

    rng = rng or secrets.SystemRandom()
    deck = [role for role, n in role_counts(players).items() for _ in range(n)]
    rng.shuffle(deck)
    return deck


def counts_text(counts: Mapping[Role, int]) -> str:
    """A short ``"don×1, mafia×2, …"`` summary, for messages."""
    return ", ".join(f"{r.value}×{n}" for r, n in counts.items() if n)


