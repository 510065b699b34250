"""Mafik Raizen's and ЗА 31's refusals say why, in the host's language (#38,
item 5): every check gives a :class:`~app.core.errors.Reason` (a code and its
values); the core words each code in English once (its replay output), and
the kit words the same codes with the same values, in Russian through the
translation file. A refused order reads in Russian as "Место 1: в заявке
отклонено «…»: <why> (R-…)", in English with the core's own sentence."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from app.core.errors import AS_WRITTEN, Reason
from app.core.rulesets.raizen import RaizenOrder
from app.core.rulesets.raizen.reasons import ENGLISH as RAIZEN_ENGLISH
from app.core.rulesets.za31 import SetOrders
from app.core.rulesets.za31.reasons import ENGLISH as ZA31_ENGLISH
from app.ui import texts
from app.ui.rulesets import kit_for
from tests import raizen_helpers, za31_helpers

CORE = Path(__file__).resolve().parents[1] / "app" / "core" / "rulesets"
GAMES = {"raizen": RAIZEN_ENGLISH, "za31": ZA31_ENGLISH}


def raised(game: str) -> dict[str, set[str]]:
    """Every ``Reason("code", name=…)`` the game's core writes: code → the value names."""
    found: dict[str, set[str]] = {}
    for path in (CORE / game).glob("*.py"):
        if path.name == "role_texts.py":          # a phone's role paragraph, not a refusal (tests/test_role_texts.py)
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "Reason" and node.args \
                    and isinstance(node.args[0], ast.Constant):
                names = {k.arg for k in node.keywords if k.arg is not None}
                assert found.setdefault(node.args[0].value, names) == names, (game, node.args[0].value)
    return found


def names_in(template: str, mark: str) -> set[str]:
    return set(re.findall(r"\{(\w+)\}", template)) if mark == "{" else set(re.findall(r"%(\w+)", template))


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_reason_the_core_gives_is_in_its_english_table_with_its_values(game):
    english, written = GAMES[game], raised(game)
    assert len(written) > 30
    assert set(written) - set(english) == set()                      # none without its sentence
    assert set(english) - set(written) - {AS_WRITTEN} == set()       # none the core no longer gives
    for code, names in written.items():
        assert names_in(english[code], "{") == names, (code, english[code])


@pytest.fixture
def russian(qtbot):
    from app.main import install_translator, remove_translators

    app = QApplication.instance()
    assert install_translator(app, "ru") is not None
    yield
    remove_translators(app)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_kit_words_every_code_with_the_same_values_in_english(game, qtbot):
    kit = kit_for(game)
    for code, sentence in GAMES[game].items():
        if code == AS_WRITTEN:
            assert kit.reason_template(code) is None
            continue
        template = kit.reason_template(code)
        assert template is not None, code
        assert template == re.sub(r"\{(\w+)\}", r"%\1", sentence), code      # the core's sentence, to the letter


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_kit_words_every_code_with_the_same_values_in_russian(game, russian):
    kit = kit_for(game)
    for code, sentence in GAMES[game].items():
        if code == AS_WRITTEN:
            continue
        template = kit.reason_template(code)
        assert template is not None and re.search("[а-яё]", template), (code, template)
        assert names_in(template, "%") == names_in(sentence, "{"), (code, template)


def test_a_nested_reason_and_a_reason_as_written_are_worded(qtbot):
    kit = kit_for("za31")
    inner = Reason("defence_energy_whole_number")
    assert texts.reason_text(Reason("item_refused", item=3, reason=inner), kit) == \
        "item 3: defence energy is a whole number ≥ 1"
    assert texts.reason_text(Reason(AS_WRITTEN, text="the host's own words"), kit) == "the host's own words"
    assert texts.reason_text(Reason("no_such_code"), kit) is None


def test_a_refused_raizen_order_says_why_in_english_and_in_russian(qtbot):
    """R-7.1: the вече is by day; R-6.1: only the Mafia vote to kill."""
    game = raizen_helpers.play(raizen_helpers.game_file([]))          # N1: night
    err = game.why_not(RaizenOrder(1, {"vote": 2}))
    assert err is not None and err.rule == "R-7.1" and err.why == Reason("veche_by_day")
    assert texts.error_text(err).endswith(": the вече is by day (R-7.1)")
    from app.main import install_translator, remove_translators

    app = QApplication.instance()
    install_translator(app, "ru")
    try:
        said = texts.error_text(err)
    finally:
        remove_translators(app)
    assert said.endswith("вече — днём (R-7.1)") and "by day" not in said, said


def test_a_refused_raizen_card_names_its_place_in_russian(russian):
    """R-5.1: a card played from the hand that is not there; the place is worded («в руке»)."""
    game = raizen_helpers.play(raizen_helpers.game_file([]))
    err = game.why_not(RaizenOrder(1, {"play": {"card": "zz:99"}}))
    assert err is not None and err.why is not None and err.why.code == "card_not_in_place"
    said = texts.error_text(err)
    assert "zz:99" in said and "руке" in said and "hand" not in said, said


def test_a_refused_za31_item_says_why_with_its_item(qtbot, russian):
    """Z-4.3: a defence's energy is a whole number ≥ 1, said for the item at
    fault (numbered from 1, as the host counts them)."""
    game = za31_helpers.play(za31_helpers.game())
    err = game.why_not(SetOrders(1, [{"do": "defend", "energy": 0}]))
    assert err is not None and err.why == Reason("item_refused", item=1, reason=Reason("defence_energy_whole_number"))
    said = texts.error_text(err)
    assert said.endswith(": пункт 1: энергия обороны — целое число ≥ 1 (Z-4.3)") and "whole number" not in said, said


def test_a_refused_za31_item_in_english_is_the_cores_sentence(qtbot):
    game = za31_helpers.play(za31_helpers.game())
    err = game.why_not(SetOrders(1, [{"do": "defend", "energy": 0}]))
    assert texts.error_text(err) == "Seat 1: the order list is refused: item 1: defence energy is a whole number ≥ 1 (Z-4.3)"
    assert str(err) == "item 1: defence energy is a whole number ≥ 1 (Z-4.3)"
