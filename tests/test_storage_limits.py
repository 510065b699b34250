"""One limit for each text, equal on SQLite and a real PostgreSQL (issue #23):
every role id of every registered ruleset is stored, and so is the longest
name the app allows; a longer one, a broken character or a NUL is refused by
the app in words before any database sees it."""

import pytest

from app.core import ruleset as registry
from app.core.errors import SetupError
from app.core.limits import MAX_NAME
from app.core.rulesets.forum.catalogue import ROLES as FORUM_ROLES
from app.core.setup import GameSetup
from app.storage import StorageError, Store

from fiim_helpers import ROLES as FIIM_ROLES
from helpers import ROLES10


@pytest.fixture
def store(database_url):
    s = Store.open(database_url)
    yield s
    s.close()


def _tables():
    """A table per built-in ruleset that, together, seat every registered role."""
    longest = "ß" * MAX_NAME                     # case-folds to twice as many characters
    return [
        GameSetup.create([(longest if i == 0 else f"P{i + 1}", r) for i, r in enumerate(ROLES10)]),
        GameSetup.create([(f"S{i + 1}", r) for i, r in enumerate(FIIM_ROLES)], ruleset="fiim"),
        GameSetup.create([(f"#{r.row}", r.id) for r in FORUM_ROLES], ruleset="forum",
                         extra={"city": "novosibirsk", "seed": 2 ** 64 - 1, "mode": "forum"}),
    ]


def test_every_role_id_and_the_longest_name_are_stored(store):
    evening = store.create_evening("2026-11-26", "К" * MAX_NAME, "Т" * MAX_NAME, "В" * MAX_NAME, "Т" * MAX_NAME)
    stored_roles = set()
    for setup in _tables():
        gid = store.start_game(evening, setup)
        back = store.load_game(gid)
        assert [s.player for s in back.setup.seats] == [s.player for s in setup.seats]
        stored_roles |= {str(getattr(s.role, "value", s.role)) for s in back.setup.seats}
    every = {role.id for rules in registry.registered() for role in rules.roles
             if rules.id in ("ok4u", "fiim", "forum")}
    assert every <= stored_roles
    assert max(len(r) for r in stored_roles) <= 32
    assert "ß" * MAX_NAME in [p.name for p in store.register()]


@pytest.mark.parametrize("name,code", [("x" * (MAX_NAME + 1), "player_name_long"), ("a\x00b", "player_name_text"),
                                       ("\ud800", "player_name_text")])
def test_a_name_no_database_holds_is_refused_in_words(name, code):
    with pytest.raises(SetupError) as err:
        GameSetup.create([(name if i == 0 else f"P{i + 1}", r) for i, r in enumerate(ROLES10)])
    assert err.value.code == code and err.value.params["seat"] == 1


@pytest.mark.parametrize("text", ["x" * (MAX_NAME + 1), "a\x00b", "\udfff"])
def test_the_register_and_the_evening_refuse_what_a_database_cannot_hold(store, text):
    with pytest.raises(StorageError) as err:
        store.add_player(text)
    assert err.value.kind == "bad-text" and "Traceback" not in str(err.value)
    with pytest.raises(StorageError):
        store.create_evening("2026-11-26", text)
    assert store.register() == []
