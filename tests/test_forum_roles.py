"""M-3: one test per role (its action on M-13's table: Novosibirsk, seat k
holds role k), and M-10.3: one per city, set up at its smallest table."""

from __future__ import annotations

from collections import Counter

import pytest

from app.core.errors import SetupError
from app.core.rulesets.forum import city_roles, make_setup
from app.core.rulesets.forum.catalogue import CITIES, ROLES
from app.core.script import ReplayError
from tests.forum_helpers import deaths, lines, run, turn


def private(out, kind, index=0):
    return [p for p in out["turns"][index]["private"] if p["kind"] == kind]


def failed(out, index=0):
    return {(f["seat"], f["key"]): f["why"] for f in out["turns"][index]["failed"]}


def role_citizen():
    with pytest.raises(ReplayError, match=r"\(M-4\.2\)"):
        run([turn({"1": {"shot": 13}})])
    assert run([turn(votes={"1": 13})])["turns"][0]["jailed"] == 13


def role_commissar():
    assert private(run([turn({"2": {"check": 13}})]), "check")[0]["role"] == "mafioso"


def role_shooting_commissar():
    out = run([turn({"3": {"check": 27}})])
    assert private(out, "check")[0]["role"] == "maniac" and deaths(out) == {27: "shot"}


def role_detective():
    assert deaths(run([turn({"4": {"shot": 14}})])) == {14: "shot"}
    assert private(run([turn({"4": {"check": 21}})]), "check")[0]["role"] == "yakuza"


def role_sheriff():
    assert deaths(run([turn({"5": {"shot": 13}})])) == {13: "shot"}


def role_reanimator():
    out = run([turn({"6": {"protect": 1}, "27": {"shot": 1}})])
    assert deaths(out) == {} and out["turns"][0]["intensive_care"] == [1]


def role_doctor():
    out = run([turn({"7": {"heal": 7}, "16": {"shot": 7}})])
    assert deaths(out) == {} and out["turns"][0]["hospital"] == [7]
    assert out["turns"][0]["benched_next"] == [{"seat": 7, "by": "heal"}]
    assert private(out, "benched") == [{"to": 7, "kind": "benched", "by": "heal"}]


def role_girl():
    out = run([turn({"8": {"distract": 27}, "27": {"shot": 1}})])
    assert deaths(out) == {} and failed(out) == {(27, "shot"): "distracted"}


def role_witness():
    out = run([turn({"9": {"watch": 1}, "27": {"shot": 1}})])
    assert private(out, "watch") == [{"to": 9, "kind": "watch", "seat": 1, "shooter": 27, "failed": False}]
    out = run([turn({"9": {"watch": 2}, "27": {"shot": 1}})])
    assert private(out, "watch")[0]["shooter"] is None


def role_soldier():
    assert deaths(run([turn({"10": {"guard": 2}, "27": {"shot": 2}})])) == {10: "guarding"}


def role_commander():
    out = run([turn({"11": {"disperse": True}}, votes={"1": 13})])
    assert out["turns"][0]["dispersed"] and out["turns"][0]["jailed"] is None


def role_schizophrenic():
    out = run([turn({"27": {"shot": 1}, "2": {"check": 13}})], options={"vision_distortion": 0})
    assert private(out, "vision") == [{"to": 12, "kind": "vision",
                                       "lines": ["#2 — проверка — #13", "#27 — выстрел — #1"]}]


def role_mafioso():
    assert deaths(run([turn({"13": {"team_shot": 1}})])) == {1: "shot"}


def role_boss():
    out = run([turn({"14": {"freeze": 5, "team_shot": 1}})])
    assert deaths(out) == {1: "shot"} and out["turns"][0]["benched_next"] == [{"seat": 5, "by": "freeze"}]


def role_authority():
    assert deaths(run([turn({"21": {"team_shot": 15}})])) == {}
    assert deaths(run([turn({"5": {"shot": 15}})])) == {15: "shot"}


def role_killer():
    assert deaths(run([turn({"16": {"shot": 1}})])) == {1: "shot"}


def role_lawyer():
    assert private(run([turn({"17": {"check": 3}})]), "check")[0]["role"] == "shooting_commissar"


def role_bruiser():
    assert deaths(run([turn({"18": {"guard": 13}, "5": {"shot": 13}})])) == {18: "guarding"}


def role_thief():
    out = run([turn({"19": {"distract": 2}, "2": {"check": 13}})])
    assert private(out, "check")[0]["role"] is None


def role_hypocrite():
    out = run([turn({"20": {"hypocrisy": 2}}, votes={"20": 1})])
    assert out["turns"][0]["tally"] == {"2": 1} and out["turns"][0]["jailed"] == 2


def role_yakuza():
    assert deaths(run([turn({"21": {"team_shot": 1}})])) == {1: "shot"}


def role_yakuza_leader():
    out = run([turn({"22": {"freeze": 2, "team_shot": 1}})])
    assert deaths(out) == {1: "shot"} and out["turns"][0]["benched_next"] == [{"seat": 2, "by": "freeze"}]


def role_sensei():
    assert deaths(run([turn({"13": {"team_shot": 23}})])) == {}
    assert deaths(run([turn({"21": {"team_shot": 23}, "22": {"team_shot": 5}})])) == {}


def role_ninja():
    assert private(run([turn({"25": {"check": 24}})]), "check")[0]["role"] == "citizen"


def role_informer():
    assert private(run([turn({"25": {"check": 16}})]), "check")[0]["role"] == "killer"


def role_samurai():
    assert deaths(run([turn({"26": {"guard": 21}, "27": {"shot": 21}})])) == {26: "guarding"}


def role_maniac():
    assert deaths(run([turn({"27": {"shot": 1}})])) == {1: "shot"}


def role_rebel():
    out = run([turn({"28": {"steal": 1}}, votes={"1": 13, "28": 16})])
    assert out["turns"][0]["tally"] == {"16": 2}


def role_poisoner():
    out = run([turn({"29": {"poison": 2}}), turn()])
    assert out["turns"][0]["coughing"] == [2] and deaths(out, 1) == {2: "poison"}


@pytest.mark.parametrize("role", [r.id for r in ROLES])
def test_role(role):
    """M-3: the role's row, its action and property (M-3.1, M-3.2)."""
    globals()[f"role_{role}"]()


@pytest.mark.parametrize("city", [c.id for c in CITIES])
def test_city_at_its_smallest_table(city):
    """M-10.3: each city at its "min N" deals its row (dealt by M-10.5
    with a seed, then played one turn); one seat fewer is refused."""
    spec = next(c for c in CITIES if c.id == city)
    n = spec.min_n
    names = [f"P{i}" for i in range(1, n + 1)]
    if city == "novosibirsk":
        setup = make_setup(city, names, ["citizen"] * (n - 1) + ["maniac"], seed=1)
        with pytest.raises(SetupError, match=r"\(M-10\.4\)"):
            make_setup(city, names, ["citizen"] * n, seed=1)
        return
    counts = city_roles(city, n)
    for role in spec.honest + (spec.mafia or ()) + (spec.yakuza or ()) + spec.loners:
        assert counts[role] >= 1
    assert counts["citizen"] >= 1 and sum(counts.values()) == n
    setup = make_setup(city, names, seed=5)
    assert Counter(str(s.role) for s in setup.seats) == Counter(counts)
    with pytest.raises(SetupError, match=r"\(M-10\.3\)"):
        city_roles(city, n - 1)


def test_deal_follows_fisher_yates_with_pick():
    """M-10.5: the roles in row order, swapped i ↔ pick(i+1) from the end."""
    import random

    from app.core.rulesets.forum.play import deal

    rng, deck = random.Random(3), ["commissar", "citizen", "citizen", "citizen", "mafioso", "maniac"]
    expect = ["commissar", "citizen", "citizen", "citizen", "mafioso", "maniac"][::1]
    expect.sort(key=lambda r: [x.id for x in ROLES].index(r))   # row order: citizen first
    check = random.Random(3)
    for i in range(len(expect) - 1, 0, -1):
        j = int(check.random() * (i + 1))
        expect[i], expect[j] = expect[j], expect[i]
    assert deal(deck, rng) == expect
    assert rng.random() == check.random()   # the turn's draws continue from here


def test_strong_only_where_the_city_allows():
    """M-15.6: strong in Classic and the always-strong cities; elsewhere an error."""
    assert city_roles("naples", 10, strong=True) == city_roles("naples", 10)
    with pytest.raises(SetupError, match=r"\(M-15\)"):
        city_roles("palermo", 10, strong=True)


def test_entered_roles_must_match_the_city():
    with pytest.raises(SetupError, match=r"\(M-10\.3\)"):
        make_setup("palermo", [f"P{i}" for i in range(6)], ["citizen"] * 5 + ["maniac"], seed=0)


def test_newspaper_lines_in_both_languages():
    out = run([turn({"29": {"poison": 1}, "6": {"protect": 2}, "16": {"shot": 2}, "7": {"heal": 3},
                     "27": {"shot": 3}}, votes={"1": 13})])
    assert lines(out, lang="en")[:6] == ["Newspaper. Turn 1.", "Jailed: #13.", "Nobody was killed.",
                                         "In intensive care: #2.", "In hospital: #3.", "Coughing: #1."]
