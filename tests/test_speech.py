"""The voice: real WAVs from espeak-ng, the silent fallback, never blocking,
and what is said when (phrases per language, C-7.1/C-7.2 night script)."""

import array
import ctypes.util
import shutil
import sys
import time
import wave

import pytest

from app.speech import SilentSpeaker, Speaker, load_phrases, make_speaker
from app.speech.worker import pick_voice

HAVE_ESPEAK = shutil.which("espeak-ng") is not None or any(
    ctypes.util.find_library(n) for n in ("espeak-ng", "espeak"))


def wait_for(speaker, kind, seconds=20.0):
    """Poll the worker until a report of ``kind`` (waiting on a process, not a clock)."""
    end = time.monotonic() + seconds
    seen = []
    while time.monotonic() < end:
        for report in speaker.poll():
            seen.append(report)
            if report[0] in (kind, "unavailable"):
                return report, seen
        time.sleep(0.02)
    raise AssertionError(f"no {kind!r} report; got {seen}")


def audio_stats(path):
    with wave.open(str(path)) as w:
        frames = w.readframes(w.getnframes())
        seconds = w.getnframes() / w.getframerate()
    samples = array.array("h", frames)
    rms = (sum(s * s for s in samples) / max(1, len(samples))) ** 0.5
    return seconds, rms


@pytest.mark.skipif(not HAVE_ESPEAK, reason="espeak-ng is not installed (CI installs libespeak-ng1)")
@pytest.mark.parametrize("language,text", [
    ("ru", "Слово игроку номер 3, Анна."),
    ("en", "The floor goes to player number 3, Anna."),
])
def test_speaker_writes_real_speech(tmp_path, language, text):
    speaker = Speaker(language)
    try:
        path = tmp_path / f"{language}.wav"
        speaker.save(text, str(path))
        report, _ = wait_for(speaker, "saved")
        assert report[0] == "saved", report
        seconds, rms = audio_stats(path)
        assert seconds >= 0.5
        assert rms > 300          # not silence
    finally:
        speaker.close()


def test_missing_voice_falls_back_to_silence_and_says_so_once():
    speaker = Speaker("xx-no-such-language")
    try:
        report, _ = wait_for(speaker, "ready-never")
        assert report[0] == "unavailable"
        assert speaker.say("anything") is None
        assert speaker.poll() == []           # said once only
    finally:
        speaker.close()


def test_no_pyttsx3_gives_the_silent_speaker(monkeypatch):
    monkeypatch.setitem(sys.modules, "pyttsx3", None)
    speaker = make_speaker("ru")
    assert isinstance(speaker, SilentSpeaker)
    assert speaker.poll()[0][0] == "unavailable"
    assert speaker.poll() == []


def _hang(*args):
    import time as t
    t.sleep(3600)


class FakeClock:
    def __init__(self):
        self.now = 0.0

    def __call__(self):
        return self.now


def test_say_never_waits_for_a_hung_engine(monkeypatch):
    from app.speech import worker
    monkeypatch.setattr(worker, "run", _hang)
    clock = FakeClock()
    speaker = Speaker("ru", clock=clock)
    try:
        ident = speaker.say("Время.", priority=2)   # the engine never comes up: still returns
        assert ident is not None
        assert speaker.poll() == []
        clock.now += 11                                # past the start time limit
        assert speaker.poll()[0][0] == "unavailable"
    finally:
        speaker.close()


def test_pick_voice_by_language():
    class V:
        def __init__(self, id, languages):
            self.id, self.languages = id, languages
    voices = [V("gmw/en", ["en"]), V("zle/ru", ["ru"]), V("zle/ru-lv", ["ru-lv"])]
    assert pick_voice(voices, "ru") == "zle/ru"
    assert pick_voice(voices, "en") == "gmw/en"
    assert pick_voice(voices, "fr") is None


def test_club_phrases_override_and_bad_file_is_reported(tmp_path):
    (tmp_path / "ru.toml").write_text('time_up = "Стоп!"\n[wake]\ndoctor = "Доктор, проснитесь."\n', encoding="utf-8")
    phrases, problem = load_phrases("ru", tmp_path)
    assert problem is None
    assert phrases.get("time_up") == "Стоп!"
    assert phrases.get("wake.doctor") == "Доктор, проснитесь."
    assert phrases.get("wake.mafia") == "Просыпается мафия."       # the rest stays
    (tmp_path / "ru.toml").write_text('time_up = "unterminated\n', encoding="utf-8")
    phrases, problem = load_phrases("ru", tmp_path)
    assert problem and "ru.toml" in problem
    assert phrases.get("time_up") == "Время."


# ---------------------------------------------------------------- the director

class RecordingSpeaker(SilentSpeaker):
    def __init__(self):
        super().__init__()
        self.said = []

    def say(self, text, priority=0):
        self.said.append((text, priority))


@pytest.fixture
def voiced(qtbot, clock, isolated_settings):
    from app.ui.controller import GameController
    from app.ui.voice import VoiceDirector
    c = GameController(clock=clock)
    speaker = RecordingSpeaker()
    director = VoiceDirector(c, speaker, load_phrases("ru")[0])
    return c, speaker, director


def scenario_script():
    from app.core.script import load_script
    from helpers import shared_dir
    path = shared_dir() / "scenarios" / "ok4u-10-red-wins.json"
    return load_script(path.read_text(encoding="utf-8"))


def test_speech_start_and_timer_phrases_once(voiced, clock):
    c, speaker, _ = voiced
    c.start(scenario_script().setup)
    assert speaker.said == [("Слово игроку номер 1, Анна.", 1)]
    c.toggle_timer()
    clock.advance(40.5)
    c.poll()
    c.poll()
    clock.advance(9.6)
    c.poll()
    c.poll()
    texts = [t for t, _ in speaker.said]
    assert texts == ["Слово игроку номер 1, Анна.", "10 секунд.", "Время."]
    assert [p for _, p in speaker.said][1:] == [2, 2]


def test_night_script_calls_every_role_in_wake_order(voiced):
    c, speaker, _ = voiced
    script = scenario_script()
    c.start(script.setup)
    for inp in script.actions[:21]:           # up to day 2's vote
        from app.core.inputs import Night
        if isinstance(inp, Night):
            for role in list(c.live.night_roles):
                if getattr(inp, role) is not None:
                    c.live.night_pick(getattr(inp, role))
                c.live.night_next()
        else:
            assert c.push(inp)
    from app.core.inputs import Foul
    c.push(script.actions[21])                # the vote: seat 3 (mafia) leaves
    assert c.step.kind == "farewell"
    assert speaker.said[-1][0] == "Последнее слово: игрок номер 3, Вера."
    c.push(script.actions[22])                # his last words (C-3.3), then night 2
    assert c.step.kind == "night"
    said_at_nightfall = [t for t, _ in speaker.said]
    assert said_at_nightfall[-2:] == ["Город засыпает.", "Просыпается мафия."]
    speaker.said.clear()
    c.push(Foul(4))                           # nothing is said for a foul
    assert speaker.said == []
    while c.live.night_role is not None:
        c.live.night_next() if c.live.night_role != "mafia" else (c.live.night_pick(8), c.live.night_next())
    said = ["Просыпается мафия."] + [t for t, _ in speaker.said]
    wakes = [t for t in said if t.startswith("Просыпается")]
    assert "Красотка засыпает." in said
    assert wakes == ["Просыпается мафия.", "Просыпается Дон.", "Просыпается Шериф.",
                     "Просыпается Маньяк.", "Просыпается Доктор.", "Просыпается Красотка."]
    assert "Город просыпается." in said
    assert said[-1] == "Последнее слово: игрок номер 8, Зоя."   # the morning's last words


def test_dead_role_is_still_called_with_a_pause_c7_2(voiced, clock):
    from helpers import ROLES7
    from app.core.setup import GameSetup
    c, speaker, _ = voiced
    c.start(GameSetup.create([(f"P{i + 1}", r) for i, r in enumerate(ROLES7)]))
    while c.step.kind == "speech":
        c.live.end_speech()
    c.live.night_pick(6)                      # the Mafia shoots the Doctor (seat 6)
    while c.live.night_role is not None:
        c.live.night_next()
    while c.step.kind in ("speech", "farewell"):
        c.live.end_speech()
    speaker.said.clear()
    assert c.step.kind == "night" or c.step.kind == "vote"
    while c.step.kind != "night":
        c.live.submit_vote({})
    order = []
    while c.live.night_role is not None:
        order.append(c.live.night_role)
        if c.live.night_role == "doctor":
            assert "doctor" not in c.game.host_view().night_acting
            assert c.timer.running and c.timer.total == 10      # the usual pause
        c.live.night_next()
    assert order == ["mafia", "don", "sheriff", "maniac", "doctor"]
    said = [t for t, _ in speaker.said]
    assert "Просыпается Доктор." in said and "Доктор засыпает." in said
