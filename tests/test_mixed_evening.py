"""A mixed evening's exports title each finished game by its own ruleset's
result (issue #37: forum, Mafik Raizen and ЗА 31 games read "in progress"),
in Russian as the window's kits word it (issue #38, item 5)."""

from __future__ import annotations

import pytest

from app.core.game import Game
from app.core.rulesets.forum import EndForum, make_setup
from app.core.rulesets.forum.catalogue import ROLES
from app.core.rulesets.raizen import ResolvePhase
from app.export.tables import game_table
from app.ui.game_words import KIT_WORDS
from test_i18n import russian  # noqa: F401  (a fixture: the Russian translator installed)
from tests import raizen_helpers as R
from tests import za31_helpers as Z


def za31(*seats):
    data = Z.game({}, {"end": list(seats), "reason": "договорились"})
    return Z.play(data)


def forum(winner, seat=None):
    roles = [r.id for r in ROLES]
    game = Game(make_setup("novosibirsk", [f"#{i}" for i in range(1, len(roles) + 1)], roles, seed=0))
    game.push(EndForum(winner, seat, "конец"))
    return game


def raizen(winner):
    game = R.play(R.game_file([]))
    game.push(game.ruleset.end_input(winner, "конец"))
    return game


@pytest.mark.parametrize("make, ru, en", [
    (lambda: za31(2, 4), "Игра 1 — победители: Борис, Глеб", "Game 1 — winners: Борис, Глеб"),
    (lambda: za31(3), "Игра 1 — победитель: Вера", "Game 1 — winner: Вера"),
    (lambda: za31(), "Игра 1 — победителей нет", "Game 1 — no winner"),
    (lambda: forum("mafia"), "Игра 1 — победа: мафия", "Game 1 — the Mafia win"),
    (lambda: forum("loner", 27), "Игра 1 — победа одиночки: #27", "Game 1 — the loner #27 wins"),
    (lambda: forum("host"), "Игра 1 — игра остановлена ведущим", "Game 1 — ended by the host"),
    (lambda: raizen("law"), "Игра 1 — победа: Закон", "Game 1 — the Law wins"),
    (lambda: raizen("mafia"), "Игра 1 — победа: мафия", "Game 1 — the Mafia win"),
])
def test_a_finished_game_is_titled_by_its_rulesets_result(make, ru, en, russian):  # noqa: F811
    game = make()
    assert game.status == "finished"
    assert game_table(1, game, language="ru", game_words=KIT_WORDS).title == ru
    assert game_table(1, game, language="en").title == en          # the core's English


def test_an_unfinished_game_is_still_in_progress():
    game = R.play(R.game_file([]))
    game.push(ResolvePhase())
    assert game_table(2, game, language="ru").title == "Игра 2 — идёт"
