"""Mafik Raizen's and ЗА 31's refusals say why, in the host's language: every
reason the core's order checks can give (R-15's table, Z-4's) has its
Russian, with the same values; a refused order reads in Russian as
"Место 1: в заявке отклонено «…»: <why> (R-…)", in English with the core's
own sentence."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from app.core.rulesets.raizen import RaizenOrder
from app.core.rulesets.za31 import SetOrders
from app.ui import texts
from app.ui.refusals import holes
from app.ui.rulesets.raizen.refusals import REASONS as RAIZEN
from app.ui.rulesets.za31.refusals import REASONS as ZA31
from tests import raizen_helpers, za31_helpers

CORE = Path(__file__).resolve().parents[1] / "app" / "core" / "rulesets"
SOURCES = {
    "raizen": (RAIZEN, {"raizen/orders.py": {"fail": 0, "OrderError": 0}, "raizen/play.py": {"OrderError": 0}}),
    "za31": (ZA31, {"za31/orders.py": {"fail": 0, "OrderError": 0, "Bad": 1}, "za31/play.py": {"OrderError": 0}}),
}


def core_reasons(files: dict[str, dict[str, int]]) -> set[str]:
    """Every reason text written in these files' refusal calls (a literal or an f-string's text)."""
    found = set()
    for name, calls in files.items():
        source = (CORE / name).read_text(encoding="utf-8")
        for node in ast.walk(ast.parse(source)):
            if not isinstance(node, ast.Call):
                continue
            func = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
            at = calls.get(func)
            if at is None or len(node.args) <= at or not isinstance(node.args[at], (ast.Constant, ast.JoinedStr)):
                continue
            text = ast.get_source_segment(source, node.args[at]) or ""
            found.add(text.removeprefix("f")[1:-1].replace('\\"', '"'))
    return found


@pytest.mark.parametrize("game", sorted(SOURCES))
def test_every_reason_the_core_gives_has_its_russian_with_the_same_values(game):
    reasons, files = SOURCES[game]
    written = core_reasons(files)
    assert len(written) > 30
    assert written - set(reasons.table) == set()                 # none left in English
    assert set(reasons.table) - written == set()                 # none the core no longer gives
    for key, ru in reasons.table.items():
        used = sorted(int(i) for i in re.findall(r"\{(\d+)\}", ru))
        assert used == list(range(holes(key))), (key, ru)
        assert re.search("[а-яё]", ru), ru


@pytest.fixture
def language(monkeypatch):
    def set_to(lang: str) -> None:
        monkeypatch.setattr(texts, "news_lang", lambda: lang)
    return set_to


def test_a_refused_raizen_order_says_why_in_russian_and_in_english(qtbot, language):
    """R-7.1: the вече is by day; R-6.1: only the Mafia vote to kill."""
    game = raizen_helpers.play(raizen_helpers.game_file([]))          # N1: night
    err = game.why_not(RaizenOrder(1, {"vote": 2}))
    assert err is not None and err.rule == "R-7.1"
    language("ru")
    said = texts.error_text(err)
    assert said.endswith("вече — днём (R-7.1)") and "by day" not in said, said
    language("en")
    assert texts.error_text(err).endswith(": the вече is by day (R-7.1)")


def test_a_refused_za31_item_says_why_in_russian_with_its_item(qtbot, language):
    """Z-4.3: a defence's energy is a whole number ≥ 1, said for the item at
    fault (numbered from 0, as the protocol's list and the replay count it)."""
    game = za31_helpers.play(za31_helpers.game())
    err = game.why_not(SetOrders(1, [{"do": "defend", "energy": 0}]))
    assert err is not None
    language("ru")
    said = texts.error_text(err)
    assert said.endswith(": пункт 1: энергия обороны — целое число ≥ 1 (Z-4.3)") and "whole number" not in said, said
    language("en")
    assert texts.error_text(err) == "Seat 1: the order list is refused: item 1: defence energy is a whole number ≥ 1 (Z-4.3)"
