"""C-2 role counts, C-3 speech length for every table size, setup errors."""

import pytest

from app.core.errors import SetupError
from app.core.rulesets.ok4u.options import RulesOptions, speech_seconds
from app.core.rulesets.ok4u.roles import Role, deal, role_counts
from app.core.setup import GameSetup

C2 = {  # players: (mafia incl. Don, beauty)
    **{n: (2, 0) for n in (7, 8, 9)},
    **{n: (3, 1) for n in (10, 11, 12, 13)},
    **{n: (4, 1) for n in (14, 15, 16)},
}


@pytest.mark.parametrize("players", range(7, 17))
def test_c2_role_counts(players):
    counts = role_counts(players)
    black, beauty = C2[players]
    assert counts[Role.DON] == 1
    assert counts[Role.DON] + counts[Role.MAFIA] == black
    assert counts[Role.SHERIFF] == counts[Role.DOCTOR] == counts[Role.MANIAC] == 1
    assert counts[Role.BEAUTY] == beauty
    assert sum(counts.values()) == players
    dealt = deal(players)
    GameSetup.create([(str(i), r) for i, r in enumerate(dealt)])  # a deal is a valid table


@pytest.mark.parametrize("players", [0, 6, 17])
def test_c2_table_size_outside_7_16_is_refused(players):
    with pytest.raises(SetupError, match=r"7 to 16.*\(C-2\)"):
        role_counts(players)


def test_c2_wrong_role_counts_are_refused():
    roles = ["civilian"] * 5 + ["don", "sheriff"]  # no doctor, no maniac
    with pytest.raises(SetupError, match=r"C-2"):
        GameSetup.create([(str(i), r) for i, r in enumerate(roles)])


def test_c1_unknown_role_is_refused():
    roles = ["civilian", "sheriff", "mafia", "civilian", "don", "doctor", "werewolf"]
    with pytest.raises(SetupError, match=r"werewolf.*\(C-1\)"):
        GameSetup.create([(str(i), r) for i, r in enumerate(roles)])


C3 = {7: 60, 8: 60, 9: 60, 10: 50, 11: 45, 12: 40, 13: 35, 14: 35, 15: 30, 16: 30}
C31 = {7: 30, 8: 30, 9: 30, 10: 25, 11: 25, 12: 25, 13: 20, 14: 20, 15: 20, 16: 20}


@pytest.mark.parametrize("players", range(7, 17))
def test_c3_speech_length(players):
    assert speech_seconds(players, False, RulesOptions()) == C3[players]


@pytest.mark.parametrize("players", range(7, 17))
def test_c3_1_speed_game_speech_length(players):
    assert speech_seconds(players, True, RulesOptions()) == C31[players]


def test_c3_option_for_15_16_players():
    opts = RulesOptions.from_dict({"speech_seconds_15_16": 25})
    assert speech_seconds(15, False, opts) == 25
    assert speech_seconds(14, False, opts) == 35


def test_unknown_rules_option_is_refused():
    with pytest.raises(SetupError, match="unknown rules option 'speach'"):
        RulesOptions.from_dict({"speach": 1})


def test_c10_immune_seat_must_exist():
    roles = ["civilian", "sheriff", "mafia", "civilian", "don", "doctor", "maniac"]
    with pytest.raises(SetupError, match=r"C-10"):
        GameSetup.create([(str(i), r) for i, r in enumerate(roles)], immune=[8])
