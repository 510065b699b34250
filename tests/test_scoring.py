"""Points schemes as data (C-11): the presets, every scenario under both, bad files."""

import pytest

from app.core.rulesets.ok4u.points import SCHEMES
from app.core.script import load_script, replay
from app.scoring import SchemeError, available_schemes, builtin_schemes, parse_scheme

from helpers import shared_dir

SCENARIOS = sorted((shared_dir() / "scenarios").glob("*.json"))


def test_preset_files_are_exactly_the_rulebook_schemes():
    files = builtin_schemes()
    assert set(files) == {"ok4u", "ok4u-2023-03"}
    for scheme_id, scheme in files.items():
        assert scheme == SCHEMES[scheme_id]


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.name)
@pytest.mark.parametrize("scheme_id", ["ok4u", "ok4u-2023-03"])
def test_scenario_points_under_both_schemes(path, scheme_id):
    import json
    data = json.loads(path.read_text(encoding="utf-8"))
    game = replay(load_script(path.read_text(encoding="utf-8")))
    scheme = builtin_schemes()[scheme_id]
    points = game.points(scheme)
    if scheme_id == data["rules"]["preset"] and "points" in data["expect"]:
        assert {str(s): p for s, p in points.items()} == data["expect"]["points"]
    lines = game.points_breakdown(scheme)
    for seat, line in lines.items():
        assert line.total == points[seat]
        assert line.base + line.useful + line.penalty + line.bonus == points[seat]




def good_text():
    from app.scoring.schemes import BUILTIN
    return (BUILTIN / "ok4u.toml").read_text(encoding="utf-8")


@pytest.mark.parametrize("edit,key,reason", [
    (lambda t: t.replace("version = 2\n", ""), "version", "missing"),
    (lambda t: t.replace("red_alive = 4", 'red_alive = "four"'), "base.red.red_alive", "must be a number"),
    (lambda t: t.replace("[useful.beauty_saved]\nred = 1", "[useful.beauty_saved]\nvampire = 1"),
     "useful.beauty_saved.vampire", "unknown role"),
    (lambda t: t.replace("[base.draw]", "[base.tie]"), "base.tie", "unknown result"),
    (lambda t: t.replace("red_alive = 4", "red_alive = nan"), "base.red.red_alive", "must be a number from"),
    (lambda t: t.replace("red_alive = 4", "red_alive = 1e300"), "base.red.red_alive", "must be a number from"),
    (lambda t: t.replace("version = 2", "version = 99999999999999999"), "version", "whole number from 1"),
    (lambda t: t.replace("sheriff_finds_maniac = true", "sheriff_finds_maniac = 1"),
     "sheriff_finds_maniac", "true or false"),
    (lambda t: t.replace('draw_counts_as = "maniac"', 'draw_counts_as = "nobody"'),
     "draw_counts_as", "must be red, black, maniac"),
    (lambda t: t.replace("gesture_replaces = false", "gesture_replaces = 0"),
     "penalties.gesture_replaces", "true or false"),
])
def test_bad_scheme_names_file_line_key_and_reason(edit, key, reason):
    text = edit(good_text())
    with pytest.raises(SchemeError) as err:
        parse_scheme(text, "club/ok4u.toml")
    e = err.value
    assert e.key == key and reason in e.reason
    assert "club/ok4u.toml" in str(e) and key in str(e)
    if key != "version":                     # a missing key has no line of its own
        assert key.split(".")[-1] in text.splitlines()[e.line - 1]


def test_bad_toml_syntax_gives_the_line():
    with pytest.raises(SchemeError) as err:
        parse_scheme('id = "x"\nversion = \n', "bad.toml")
    assert err.value.line == 2 and "not valid TOML" in err.value.reason


def test_a_bad_club_file_leaves_the_old_scheme_in_force(tmp_path):
    (tmp_path / "ok4u.toml").write_text(good_text().replace("version = 2", "version = 3")
                                        .replace("red_alive = 4", "red_alive = true"), encoding="utf-8")
    schemes, problems = available_schemes(tmp_path)
    assert schemes["ok4u"] == SCHEMES["ok4u"]
    assert len(problems) == 1 and problems[0].key == "base.red.red_alive"


def test_a_good_club_copy_with_a_new_version_is_used(tmp_path):
    (tmp_path / "ok4u.toml").write_text(good_text().replace("version = 2", "version = 3")
                                        .replace("red_alive = 4", "red_alive = 5"), encoding="utf-8")
    schemes, problems = available_schemes(tmp_path)
    assert problems == [] and schemes["ok4u"].version == 3
    assert schemes["ok4u"].base["red"]["red_alive"] == 5
