"""Each game's own words outside the window (issue #38, item 5): the core
names titles, roles, results and chronicle headings in English only; each
game's kit names them in the host's language through the translation file;
exports, the chronicle, the statistics and the room's pages take them from
whoever calls them (:mod:`app.export.game_words`)."""

from __future__ import annotations

import re
from pathlib import Path
from types import SimpleNamespace

import pytest
from app.core import ruleset as registry
from app.core.rulesets.family import ROLE_NAMES
from app.core.rulesets.forum.catalogue import BY_ID, CITIES
from app.core.rulesets.raizen.roles import PUBLIC_ROLES, SECRET_EN, SECRET_RU
from app.export.chronicle import chronicle_html
from app.export.game_words import CORE_WORDS
from app.ui.game_words import KIT_WORDS
from app.ui.rulesets import kit_for

from raizen_helpers import game_file
from test_i18n import russian  # noqa: F401  (a fixture: the Russian translator installed)

CYRILLIC = re.compile(r"[А-Яа-яЁё]")
CORE = Path(__file__).resolve().parents[1] / "app" / "core"


def every_role():
    """(ruleset id, role id, the core's English) for every role of every built-in game."""
    for rid in ("ok4u", "fiim"):
        for spec in registry.get(rid).roles:
            yield rid, spec.id, ROLE_NAMES[spec.id]
    for role, english in SECRET_EN.items():
        yield "raizen", role, english
    for role, (_, english) in PUBLIC_ROLES.items():
        yield "raizen", role, english
    for role in BY_ID.values():
        yield "forum", role.id, role.en
    yield "za31", "lord", "Lord"


def test_the_core_names_every_role_in_english_and_each_kit_names_it_too(qtbot, isolated_settings):
    count = 0
    for rid, role, english in every_role():
        rules = registry.get(rid)
        assert rules.role_name(role) == english == CORE_WORDS.role_name(rules, role)
        assert kit_for(rid).param_word("role", role) is not None, (rid, role)     # the kit's own word
        assert KIT_WORDS.role_name(rules, role) == english, (rid, role)           # no translator: English
        count += 1
    assert count == 7 + 4 + 4 + len(PUBLIC_ROLES) + len(BY_ID) + 1


def test_every_role_reads_in_russian_as_the_rules_publish_it(russian):  # noqa: F811
    """The Russian name of a Raizen role is R-12.3's / R-2's word and a forum
    role's M-3's: the desk, the exports and the posts say the same."""
    published = {("raizen", r): w for r, w in SECRET_RU.items()}
    published.update({("raizen", r): ru for r, (ru, _) in PUBLIC_ROLES.items()})
    published.update({("forum", r.id): r.ru for r in BY_ID.values()})
    published.update({("ok4u", "civilian"): "Мирный житель", ("ok4u", "don"): "Дон мафии",
                      ("fiim", "sheriff"): "Шериф", ("za31", "lord"): "Владыка"})
    for rid, role, english in every_role():
        said = KIT_WORDS.role_name(registry.get(rid), role)
        assert CYRILLIC.search(said), (rid, role, said)
        if (rid, role) in published:
            assert said == published[rid, role], (rid, role, said)


def setup_of(rid: str, **extra):
    return SimpleNamespace(ruleset=rid, rules=registry.get(rid), extra=extra,
                           seats=[SimpleNamespace(seat=1, player="Анна"), SimpleNamespace(seat=2, player="Борис")])


def game_of(rid: str, winner: str, winners=()):
    setup = setup_of(rid)
    return SimpleNamespace(ruleset=registry.get(rid), winner=winner, setup=setup,
                           result_json=lambda: {"winners": list(winners)})


TITLES = [("ok4u", {}, "City Mafia (OK4U)", "Городская мафия (OK4U)"),
          ("fiim", {}, "Sport Mafia (FIIM)", "Спортивная мафия (ФИИМ)"),
          ("raizen", {}, "Mafik Raizen", "Мафик Райзен"),
          ("za31", {}, "ЗА 31", "ЗА 31"),
          ("forum", {"city": "dallas"}, "Forum Mafia — Dallas", "Форумная мафия — Даллас")]


@pytest.mark.parametrize("rid, extra, english, _ru", TITLES)
def test_a_games_title_in_english(qtbot, isolated_settings, rid, extra, english, _ru):
    setup = setup_of(rid, **extra)
    assert CORE_WORDS.game_title(setup) == english == KIT_WORDS.game_title(setup)


@pytest.mark.parametrize("rid, extra, _en, russian_title", TITLES)
def test_a_games_title_in_russian(russian, rid, extra, _en, russian_title):  # noqa: F811
    assert KIT_WORDS.game_title(setup_of(rid, **extra)) == russian_title


def test_every_forum_city_reads_in_russian_as_m_10_3_names_it(russian):  # noqa: F811
    for city in CITIES:
        assert KIT_WORDS.game_title(setup_of("forum", city=city.id)) == f"Форумная мафия — {city.ru}"


RESULTS = [("raizen", "law", (), "the Law wins", "победа: Закон"),
           ("raizen", "mafia", (), "the Mafia win", "победа: мафия"),
           ("raizen", "draw", (), "a draw", "ничья"),
           ("raizen", "host", (), "ended by the master", "игра остановлена ведущим"),
           ("forum", "honest", (), "the honest citizens win", "победа: честные жители"),
           ("forum", "mafia", (), "the Mafia win", "победа: мафия"),
           ("forum", "yakuza", (), "the Yakuza win", "победа: якудза"),
           ("forum", "loner", (2,), "the loner Борис wins", "победа одиночки: Борис"),
           ("forum", "host", (), "ended by the host", "игра остановлена ведущим"),
           ("za31", "2", (), "winner: Борис", "победитель: Борис"),
           ("za31", "1,2", (), "winners: Анна, Борис", "победители: Анна, Борис"),
           ("za31", "none", (), "no winner", "победителей нет"),
           ("ok4u", "red", (), None, None)]          # the shared labels word the family's results


@pytest.mark.parametrize("rid, winner, winners, english, _ru", RESULTS)
def test_a_games_result_in_english(qtbot, isolated_settings, rid, winner, winners, english, _ru):
    game = game_of(rid, winner, winners)
    assert CORE_WORDS.result_words(game) == english == KIT_WORDS.result_words(game)


@pytest.mark.parametrize("rid, winner, winners, _en, russian_words", RESULTS)
def test_a_games_result_in_russian(russian, rid, winner, winners, _en, russian_words):  # noqa: F811
    assert KIT_WORDS.result_words(game_of(rid, winner, winners)) == russian_words


def test_every_result_of_every_game_is_named_by_its_kit(russian):  # noqa: F811
    """The end-game dialog, the result panel, the log and the projector name
    a result by its game's kit (``Kit.param_word("result", …)``), never by its id."""
    from app.ui import texts

    for rules in registry.registered():
        for result in rules.results:
            said = texts.winner_name(result, kit_for(rules.id))
            assert said != result and CYRILLIC.search(said), (rules.id, result, said)
    assert texts.winner_name("mafia", kit_for("forum")) != texts.winner_name("mafia", kit_for("raizen"))   # its own


def test_the_core_has_no_language_switch_but_the_rules_published_words():
    """Only the posts a forum thread publishes in two languages (M-8.1's
    newspaper, M-8.3's private messages) choose a language in the core."""
    allowed = {"rulesets/forum/__init__.py": 3, "rulesets/forum/newspaper.py": 3}
    found: dict[str, int] = {}
    for path in CORE.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        n = len(re.findall(r"""(?:language|lang) == ["']ru["']""", text))
        if n:
            found[path.relative_to(CORE).as_posix()] = n
    assert found == allowed


def test_the_chronicle_takes_the_games_words_from_its_caller(russian):  # noqa: F811
    """A Raizen game ended by the master (R-13.2): its title, the roles, the
    posts' heading and the closing "roles and decks" (R-3.3) in the caller's words."""
    import json

    from app.core.game import Game
    from app.core.script import load_script

    game = Game(load_script(json.dumps(game_file(), ensure_ascii=False)).setup)
    game.push(game.ruleset.end_input("law", "a test"))
    assert game.status == "finished"
    secret = {s.seat: s.role for s in game.host_view().seats}
    english = chronicle_html(game, "en")
    russian_page = chronicle_html(game, "ru", KIT_WORDS)
    assert "<title>Mafik Raizen</title>" in english and "<h2>Posts</h2>" in english
    assert "<h2>Roles and decks</h2>" in english and f"<td>{SECRET_EN[secret[1]]}</td>" in english
    assert "<title>Мафик Райзен</title>" in russian_page and "<h2>Посты</h2>" in russian_page
    assert "<h2>Роли и колоды</h2>" in russian_page and f"<td>{SECRET_RU[secret[1]]}</td>" in russian_page


def test_a_command_takes_the_kits_words_in_russian_and_loads_no_qt_for_english(russian):  # noqa: F811
    """``export --lang ru`` and ``serve`` word each game as the window does;
    an English export gets the core's English, which the kits' English is word for word."""
    from app.commands import game_words
    from app.ui.game_words import KitWords

    assert game_words("en") is CORE_WORDS
    words = game_words("ru")
    assert isinstance(words, KitWords)
    assert words.role_name(registry.get("za31"), "lord") == "Владыка"
