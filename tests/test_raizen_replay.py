"""``python -m app replay`` on ``raizen-turns/1`` (R-15): R-15's example
byte for byte, a club's catalogue beside the file, and every bad file as
exit 2 with one line naming the place and the rule, never a traceback."""

from __future__ import annotations

import copy
import hashlib
import json
import re

import pytest

from helpers import one_error_line, run_replay

from tests.raizen_helpers import EXAMPLE, EXAMPLE_OUTPUT, SPEC, game_file


run = run_replay
one_line = one_error_line


def test_r15_example_prints_the_documented_output(tmp_path):
    """R-15: the documented output, as ``json.dumps(sort_keys, indent=2)`` + newline (R-18 31)."""
    proc = run(tmp_path, EXAMPLE)
    assert proc.returncode == 0 and proc.stderr == ""
    out = json.loads(proc.stdout)
    assert proc.stdout == json.dumps(out, sort_keys=True, ensure_ascii=False, indent=2) + "\n"
    assert '"hands": {\n        "1": 4,\n        "10": 6,\n        "2": 5' in proc.stdout
    for key, value in EXAMPLE_OUTPUT.items():
        assert out[key] == value, key
    # the fields the text lists but does not show (R-15, R-18 17)
    block = re.findall(r"```toml\n(.*?)```", SPEC.read_text(encoding="utf-8"), re.S)[0]
    assert out["catalogue"] == {"ref": "builtin:illustrative",
                                "sha256": hashlib.sha256(block.encode("utf-8")).hexdigest()}
    assert len(out["options"]) == 16 and out["options"]["players"] == [10, 12]
    assert out["seats"][1] == {"seat": 2, "player": "Борис", "public": "hero", "secret": "killer", "deck": "killer"}
    assert set(out) == set(EXAMPLE_OUTPUT) | {"options", "catalogue", "seats"}


def test_a_club_catalogue_is_read_beside_the_game_file(tmp_path):
    """R-4, R-15: ``catalogue`` names a TOML file relative to the game file; its bytes' SHA-256."""
    block = re.findall(r"```toml\n(.*?)```", SPEC.read_text(encoding="utf-8"), re.S)[0]
    club = block.replace('name = "Удар"', 'name = "Тычок"')
    (tmp_path / "cards").mkdir()
    (tmp_path / "cards" / "club.toml").write_text(club, encoding="utf-8")
    data = game_file([{"4": {"play": {"card": "4:1", "target": 1}}}], catalogue="cards/club.toml")
    proc = run(tmp_path, data)
    out = json.loads(proc.stdout)
    assert out["catalogue"]["sha256"] == hashlib.sha256(club.encode("utf-8")).hexdigest()
    assert "Рука игрока Анна: Тычок, Тычок, Щит, Щит, Бинт, Вопрос." in out["phases"][0]["private"][0]["ru"]


@pytest.mark.parametrize("change, rule, where", [
    (lambda d: d["phases"].append({"1": {"vote": 10}}), "R-11.4", 'phases[3] (D2): {"1": {"vote": 10}}: '),
    (lambda d: d["phases"].append({"1": {"play": "1:2"}}), "R-15", "phases[3] (D2)"),
    (lambda d: d["phases"].append({"11": {}}), "R-15", "phases[3] (D2)"),
    (lambda d: d["phases"].append([]), "R-15", "phases[3] (D2)"),
    (lambda d: d["phases"].extend([{"end": "law", "reason": "тест"}, {}]), "R-13.1", "phases[4] (N3)"),
    (lambda d: d["phases"].append({"end": "town", "reason": "x"}), "R-13.2", "phases[3] (D2)"),
    (lambda d: d["phases"].append({"end": "law", "reason": " "}), "R-13.2", "phases[3] (D2)"),
    (lambda d: d["phases"].append({"2": {"kill": "3"}}), "R-6.1", "phases[3] (D2)"),
    (lambda d: d["phases"][0].update({"3": {"discard": "3:1"}}), "R-5.3", "phases[0] (N1)"),
    (lambda d: d["phases"][0]["4"].update({"tell": {"to": 6, "text": "см. https://x"}}), "R-5.2", "phases[0] (N1)"),
    (lambda d: d["seats"][1].update(public="politician"), "R-1.2", "seats[1]: "),
    (lambda d: d.pop("artifact"), "R-9.1", "artifact: "),
    (lambda d: d["rules"].update(preset="ok4u"), "R-15", "rules: "),
    (lambda d: d["rules"].update(options={"unknown": 1}), "R-17", "options: "),
    (lambda d: d.update(catalogue="missing.toml"), "R-4", "catalogue: "),
    (lambda d: d.update(catalogue=""), "R-15", "catalogue: "),
    (lambda d: d.update(seed=-1), "R-14.1", "seed: "),
    (lambda d: d.update(deck_order="random"), "R-15", "deck_order: "),
    (lambda d: d["decks"]["law"]["cards"].append("patron"), "R-4", "decks.law.cards: "),
    (lambda d: d["decks"]["law"]["cards"].append("udar*0"), "R-15", "decks.law.cards: "),
    (lambda d: d["seats"][4].update(secret=None), "R-1.2", "seats[4]: "),
    (lambda d: d["seats"][0].update(secret="killer"), "R-1.1", "seats: "),
    (lambda d: d["seats"][0].update(colour="attack"), "R-2", "seats[0]: "),
    (lambda d: d["seats"][0].update(deck="nobody"), "R-3.3", "seats[0]: "),
    (lambda d: d["seats"][1].update(deck="law"), "R-3.3", "seats[1]: "),
    (lambda d: d.update(phases={}), "R-15", "phases: "),
])
def test_a_bad_file_is_one_line_naming_its_place_and_rule(tmp_path, change, rule, where):
    """R-15's checks (R-18 38–40): exit 2, nothing on stdout, one line ``FILE: WHERE: MESSAGE (RULE)``."""
    data = copy.deepcopy(EXAMPLE)
    change(data)
    line = one_line(run(tmp_path, data), rule)
    assert line.startswith(f"{tmp_path / 'game.json'}: {where}"), line


def test_not_json_and_a_bad_catalogue(tmp_path):
    """R-15: no traceback for a file that is not JSON; R-4: a catalogue error names the card."""
    proc = run(tmp_path, text='{"format": "raizen-turns/1",')
    assert proc.returncode == 2 and proc.stdout == "" and len(proc.stderr.strip().splitlines()) == 1
    (tmp_path / "bad.toml").write_text('format = "raizen-cards/1"\nname = "x"\ncards = [\n'
                                       '  {id = "udar", name = "Удар", colour = "red"},\n]\n', encoding="utf-8")
    line = one_line(run(tmp_path, game_file(catalogue="bad.toml")), "R-4")
    assert 'catalogue: card "udar": colour' in line
