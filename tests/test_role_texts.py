"""A player's phone tells him what his role does and when (issue #40), in
the host's language (issue #38, item 5): each ruleset gives the paragraph as
codes (``Ruleset.role_sentences``) and words them in English once; the game's
kit words the same codes through the translation file. The phone reads the
kit's words; a page served without them reads the core's English."""

from __future__ import annotations

import re

import pytest
from app.core import ruleset as registry
from app.core.rulesets import family
from app.core.rulesets.forum import role_texts as forum_texts
from app.core.rulesets.forum.catalogue import BY_ID
from app.core.rulesets.raizen import role_texts as raizen_texts
from app.core.rulesets.raizen.roles import PUBLIC_ROLES, SECRET_ROLES
from app.service.board import player_json
from app.ui import room_words, texts
from app.ui.rulesets import kit_for

from forum_helpers import script as forum_script
from fiim_helpers import new_game as new_fiim_game
from helpers import new_game, replayed
from raizen_helpers import game_file
from test_i18n import russian  # noqa: F401  (a fixture: the Russian translator installed)

RULE_IDS = re.compile(r"\b[CSMR]-\d+(?:\.\d+)?")
CYRILLIC = re.compile(r"[А-Яа-яЁё]")


def english(kit: str, sentences) -> str:
    """The core's English of ``sentences``, as ``Ruleset.role_text`` joins them (its ``role_words``)."""
    words = registry.get(kit).role_words()
    return " ".join(r.text(words) for r in sentences)


def every_paragraph():
    """(kit id, the sentences, the core's English) for every role of every game that words its roles."""
    for sport, kit in ((False, "ok4u"), (True, "fiim")):
        for code in family.ROLE_SENTENCES:
            if code.startswith("sport." if sport else "club."):
                sentences = family.role_sentences(code.partition(".")[2], sport)
                yield kit, sentences, english(kit, sentences)
    for secret in SECRET_ROLES:
        for public in (None, *PUBLIC_ROLES):
            sentences = raizen_texts.raizen_role_sentences(secret, public)
            yield "raizen", sentences, english("raizen", sentences)
    for role in BY_ID:
        sentences = forum_texts.forum_role_sentences(role)
        yield "forum", sentences, english("forum", sentences)


def test_every_roles_paragraph_reads_in_english_as_the_core_words_it(qtbot, isolated_settings):
    count = 0
    for kit, sentences, english in every_paragraph():
        assert sentences and english, (kit, sentences)
        assert texts.role_paragraph(sentences, kit_for(kit)) == english
        count += 1
    assert count == 14 - 3 + 4 * (1 + len(PUBLIC_ROLES)) + len(BY_ID)   # 7 club + 4 sport roles


def test_every_roles_paragraph_reads_in_russian_with_the_same_rule_ids(russian):  # noqa: F811
    for kit, sentences, english in every_paragraph():
        said = texts.role_paragraph(sentences, kit_for(kit))
        assert said is not None and CYRILLIC.search(said), (kit, sentences)
        assert RULE_IDS.findall(said) == RULE_IDS.findall(english), (said, english)


@pytest.mark.parametrize("kit,sentences,russian_text", [
    ("ok4u", family.role_sentences("mafia"),
     "Чёрная команда. Ночью просыпается вместе с остальной мафией и Доном, и вместе они выбирают, в кого стрелять "
     "(можно не стрелять). Победа, когда мафии не меньше, чем остальных (C-7.1, C-9)."),
    ("raizen", raizen_texts.raizen_role_sentences("law", "lazy"),
     "Закон: побеждает, когда в живых остаются только игроки Закона. Днём голосует на вече и за Лидера, ночью и днём "
     "играет карты (R-1, R-5, R-7, R-8, R-13). Лентяй: Ночью, если не играет карт, получает 2 брони. (R-2)"),
    ("forum", forum_texts.forum_role_sentences("ninja"),
     "Якудза: члены команды знают друг друга; побеждает, когда в игре остаются только они (M-1, M-9). Каждый ход "
     "называет цель выстрела команды: выстрел состоится, если все приказы команды называют одного игрока (M-2.2). "
     "Любая проверка показывает его честным жителем (M-2.3)."),
], ids=["an OK4U Mafia", "a Raizen Law Lazy", "a forum ninja"])
def test_worked_paragraphs_in_russian(russian, kit, sentences, russian_text):  # noqa: F811
    assert texts.role_paragraph(sentences, kit_for(kit)) == russian_text


def test_a_forum_role_immune_to_a_team_names_the_team_in_russian(russian):  # noqa: F811
    immune = next(role for role in BY_ID.values() if role.immune_to)
    said = texts.role_paragraph(forum_texts.forum_role_sentences(immune.id), kit_for("forum"))
    assert said is not None and "Выстрелы команды «" in said and "{" not in said and "%" not in said


def test_a_kit_that_does_not_word_a_code_leaves_the_core_english(qtbot, isolated_settings):
    assert texts.role_paragraph(family.role_sentences("mafia"), kit_for("za31")) is None
    assert texts.role_paragraph((), kit_for("ok4u")) is None


def games():
    """One game of each ruleset that words its roles, with a seat to look at."""
    raizen = replayed(game_file())
    forum = replayed(forum_script([]))
    return [("ok4u", new_game()), ("fiim", new_fiim_game()), ("raizen", raizen), ("forum", forum)]


def test_the_phone_reads_his_roles_paragraph_in_the_hosts_language(russian):  # noqa: F811
    for kit, game in games():
        name = game.setup.name(1)
        plain = player_json(game, name, "ru")
        worded = player_json(game, name, "ru", room_words.phone_words)
        rules = game.ruleset
        view = game.player_view(1)
        assert plain["role_text"] == rules.role_text(view) and not CYRILLIC.search(plain["role_text"][:20]), kit
        assert worded["role_text"] == texts.role_paragraph(rules.role_sentences(view), kit_for(kit)), kit
        assert CYRILLIC.search(worded["role_text"]), (kit, worded["role_text"])


def test_the_sheriffs_and_the_dons_checks_read_in_the_hosts_language(russian):  # noqa: F811
    """C-7.5, C-7.6: the family's kit words each check on the checker's phone; the core's English is the fallback."""
    from app.core.inputs import Night

    from helpers import to_night

    game = new_game()
    to_night(game)
    game.push(Night(mafia=1, don=2, sheriff=5))            # ROLES10: Sheriff 2, Don 5
    sheriff = player_json(game, game.setup.name(2), "ru", room_words.phone_words)
    don = player_json(game, game.setup.name(5), "ru", room_words.phone_words)
    assert [a["text"] for a in sheriff["answers"]] == ["Ночь 1: 5. P5 — чёрный (мафия)"]
    assert [a["text"] for a in don["answers"]] == ["Ночь 1: 2. P2 — Шериф"]
    plain = player_json(game, game.setup.name(2), "ru")
    assert [a["text"] for a in plain["answers"]] == ["Night 1: 5. P5 — black (the Mafia)"]
