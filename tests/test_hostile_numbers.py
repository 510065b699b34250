"""Huge and exotic numbers and strings in every reader (issue #23): the
replay CLI (OK4U, sport and forum scripts), the protocol and evening imports.
Each answers at once with one line and exit 2, or reads the file; never a
traceback, never a hang (a guard fails the test past 10 s)."""

from __future__ import annotations

import contextlib
import copy
import faulthandler
import io
import json
import signal
from decimal import Decimal
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from app.cli import main as cli
from app.core.script import decimal_text, dumps_json, loads_json

from helpers import shared_dir

ROOT = Path(__file__).resolve().parents[1]
SHARED = shared_dir()

HUGE = ["1e999999999", "-1e999999999", "1e999", "-1e999", "1e-999999999", "9" * 4000, "-" + "9" * 400,
        "18446744073709551616", "9223372036854775808", "-9223372036854775809", "1e18", "0.30000000000000004",
        "-0", "-0.0", "1E+400", "123456789012345678901234567890.5"]
STRINGS = ["\ud800", "a\x00b", "x" * 100_001, "٢", "２", " 1", "1 ", "\u202e", "", "\t", "=1+1", "1e999"]


def _base_scripts() -> list[dict]:
    ok4u = json.loads((SHARED / "scenarios" / "ok4u-10-red-wins.json").read_text(encoding="utf-8"))
    ok4u.pop("expect", None)
    sport = json.loads((ROOT / "resources" / "samples" / "fiim-sample-game.json").read_text(encoding="utf-8"))
    forum = json.loads((ROOT / "resources" / "samples" / "forum-live-moscow.json").read_text(encoding="utf-8"))
    return [ok4u, sport, forum]


BASES = _base_scripts()


def _leaves(data, path=()):
    """Every (path, value) leaf and every dict key's path, in the tree."""
    if isinstance(data, dict):
        for k, v in data.items():
            yield from _leaves(v, path + (k,))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            yield from _leaves(v, path + (i,))
    else:
        yield path, data


def _set(data, path, raw):
    node = data
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = raw


class Raw:
    """A JSON number or string written as it is (text, not a Python value)."""

    def __init__(self, text: str) -> None:
        self.text = text


def _text(data) -> str:
    marks: dict[str, str] = {}

    def enc(o):
        if isinstance(o, Raw):
            key = f"@@raw{len(marks)}@@"
            marks[key] = o.text
            return key
        if isinstance(o, Decimal):
            return float(o)
        raise TypeError(type(o))
    text = json.dumps(data, ensure_ascii=True, default=enc)
    for key, raw in marks.items():
        text = text.replace(json.dumps(key), raw)
    return text


@contextlib.contextmanager
def hang_guard(seconds=10):
    """Fail past ``seconds``: a Python-level hang raises; one stuck in C (a
    billion-digit int) cannot be interrupted, so the whole run is then ended
    with every thread's traceback (faulthandler) and fails."""
    def boom(*_):
        raise TimeoutError(f"no answer after {seconds} s")
    old = signal.signal(signal.SIGALRM, boom)
    signal.alarm(seconds)
    faulthandler.dump_traceback_later(seconds + 5, exit=True)
    try:
        yield
    finally:
        faulthandler.cancel_dump_traceback_later()
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


def run(argv) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with hang_guard(), contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = cli(argv)
    return code, out.getvalue(), err.getvalue()


def assert_answer(code, out, err):
    assert "Traceback" not in err, err
    if code == 0:
        assert err == "" and out
    else:
        assert code == 2 and out == "", (code, out, err)
        assert len(err.strip().splitlines()) == 1, err


@st.composite
def hostile(draw):
    base = copy.deepcopy(draw(st.sampled_from(BASES)))
    leaves = list(_leaves(base))
    for _ in range(draw(st.integers(1, 3))):
        path, _value = draw(st.sampled_from(leaves))
        if draw(st.booleans()):
            _set(base, path, Raw(draw(st.sampled_from(HUGE))))
        else:
            _set(base, path, draw(st.sampled_from(STRINGS)))
    return base


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                   HealthCheck.too_slow])
@given(script=hostile())
def test_replay_answers_every_hostile_script_in_one_line(tmp_path, script):
    path = tmp_path / "game.json"
    path.write_text(_text(script), encoding="utf-8", errors="surrogatepass")
    assert_answer(*run(["replay", str(path)]))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                  HealthCheck.too_slow])
@given(script=hostile(), as_evening=st.booleans())
def test_imports_answer_every_hostile_file_in_one_line(tmp_path, script, as_evening):
    path = tmp_path / "in.json"
    data = script
    if as_evening:
        data = {"format": "mafia-evening/1", "date": "2026-11-24", "club": "OK4U", "table": "1", "host": "",
                "tournament": "", "games": [dict(script, status="finished")]}
    path.write_text(_text(data), encoding="utf-8", errors="surrogatepass")
    db = tmp_path / "club.sqlite"
    assert_answer(*run(["import", str(path), "--db", f"sqlite:///{db}"]))


@pytest.mark.parametrize("number", HUGE)
@pytest.mark.parametrize("where", ["ok4u bonus", "sport bonus", "auto_extra", "forum seed", "seat"])
def test_each_huge_number_where_a_rule_reads_it(tmp_path, number, where):
    ok4u, sport, forum = (copy.deepcopy(b) for b in BASES)
    if where == "ok4u bonus":
        ok4u["actions"].insert(2, {"bonus": 1, "points": Raw(number), "reason": "x"})
        data = ok4u
    elif where == "sport bonus":
        sport["actions"].insert(1, {"bonus": 1, "points": Raw(number), "reason": "x"})
        data = sport
    elif where == "auto_extra":
        sport["rules"]["options"]["auto_extra"] = Raw(number)
        data = sport
    elif where == "forum seed":
        forum["seed"] = Raw(number)
        data = forum
    else:
        ok4u["actions"][0] = {"speech": Raw(number)}
        data = ok4u
    path = tmp_path / "game.json"
    path.write_text(_text(data), encoding="utf-8")
    code, out, err = run(["replay", str(path)])
    assert_answer(code, out, err)


def test_a_huge_number_is_refused_on_its_text_before_any_arithmetic():
    from app.core.errors import ScriptError

    for text in ("1e999999999", "-1e999999999", "1e-999999999", "9" * 25, "18446744073709551616"):
        with hang_guard(5), pytest.raises(ScriptError, match="not a game script: the number"):
            loads_json('{"x": %s}' % text)
    assert loads_json('{"x": 18446744073709551615, "y": 0.30000000000000004}')["x"] == 2 ** 64 - 1
    assert dumps_json({"x": Decimal("1.50")}) == '{"x": 1.5}'
    assert decimal_text(Decimal("-0.70")) == "-0.7"


# ------------------------------------------------ one strict reader (issue #23)
def _forum():
    return copy.deepcopy(BASES[2])


def _replay(tmp_path, data):
    path = tmp_path / "game.json"
    path.write_text(_text(data), encoding="utf-8")
    return run(["replay", str(path)])


def test_a_forum_script_refuses_an_unknown_option_by_name(tmp_path):
    data = _forum()
    data["rules"]["options"]["heal_lable"] = "none"
    code, out, err = _replay(tmp_path, data)
    assert code == 2 and "unknown forum option 'heal_lable'" in err and "(M-14)" in err
    data = _forum()
    data["unknown_top_level_key"] = 1                 # other unknown keys stay ignored (M-12)
    assert _replay(tmp_path, data)[0] == 0


@pytest.mark.parametrize("key", ["٢", "２", " 2", "2 ", "+2", "0002"])
def test_forum_seat_keys_are_ascii_digits_only(tmp_path, key):
    data = _forum()
    turn = data["turns"][0]
    turn["votes"] = {key: 1}
    code, out, err = _replay(tmp_path, data)
    assert_answer(code, out, err)
    if key in ("٢", "２", " 2", "2 ", "+2"):
        assert code == 2


def test_a_format_must_match_its_preset(tmp_path):
    data = _forum()
    data["format"] = "mafia-game/2"
    code, _, err = _replay(tmp_path, data)
    assert code == 2 and "preset 'forum' is not written in format 'mafia-game/2'" in err
    data["format"] = "nope"
    code, _, err = _replay(tmp_path, data)
    assert code == 2 and "'forum-turns/1'" in err and "'mafia-game/2'" in err


def test_a_forum_table_of_more_than_100_is_refused_before_it_is_read(tmp_path):
    data = _forum()
    data["seats"] = [{"seat": i + 1, "player": f"P{i + 1}", "role": "citizen"} for i in range(10_000)]
    data["seats"][5000]["player"] = 7                  # never reached: the count is refused first
    data["turns"] = []
    code, _, err = _replay(tmp_path, data)
    assert code == 2 and "at most 100 players in every city, not 10000" in err and "(M-10.3)" in err


@pytest.mark.parametrize("number", HUGE[:6])
def test_a_club_setting_with_a_huge_number_gives_the_rulebook(qapp, isolated_settings, number):
    from PySide6.QtCore import QSettings

    from app.core.rulesets.ok4u.options import RulesOptions
    from app.ui.rulesets.ok4u.settings import KEY, load_options

    QSettings().setValue(KEY, '{"speech_seconds_15_16": %s}' % number)
    with hang_guard(5):
        assert load_options() == RulesOptions()
