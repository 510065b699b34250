"""The voice worker: a separate process that owns the pyttsx3 engine.

pyttsx3's ``runAndWait`` blocks, can hang on a bad audio output and ``say()``
never reports a failure, so it runs here, where the app can kill it. Commands
arrive on ``commands`` as tuples; reports go to ``reports``:

- ``("say", id, text)`` → ``("started", id, t)`` … ``("done", id, t)``
- ``("save", id, text, path)`` → ``("saved", id, path)``
- ``("close",)`` ends the loop.

At start it reports ``("ready", voice_id)`` or ``("failed", reason)``.
``t`` is ``time.time()`` (comparable across processes).
"""

from __future__ import annotations

import time
from typing import Any


def pick_voice(voices, language: str) -> str | None:
    """The id of the best voice for ``language`` (``"ru"``/``"en"``), or None."""
    def langs(v):
        out = []
        for lang in getattr(v, "languages", []) or []:
            if isinstance(lang, bytes):
                lang = lang.decode("utf-8", "ignore")
            out.append(str(lang).lstrip("\x05").lower())
        return out

    exact = [v for v in voices if language in langs(v)]
    if exact:
        return exact[0].id
    prefix = [v for v in voices if any(x.startswith(language) for x in langs(v))]
    if prefix:
        return prefix[0].id
    named = [v for v in voices if language in str(v.id).lower().split("/")[-1]]
    return named[0].id if named else None


SAVE_TRIES = 3
"""How often a phrase is saved again when the engine's loop ended with no file written."""


def _save(engine: Any, text: str, path: str, ident: Any) -> bool:
    """Save ``text`` to ``path`` (WAV); True once the file is there. pyttsx3's
    espeak driver's loop now and then ends before it writes (seen in CI):
    then it is saved again, up to :data:`SAVE_TRIES` times."""
    import os

    for _ in range(SAVE_TRIES):
        engine.save_to_file(text, path, ident)
        engine.runAndWait()
        # pyttsx3 2.99's espeak driver keeps saving every later phrase to
        # the same file unless this is cleared.
        driver = getattr(getattr(engine, "proxy", None), "_driver", None)
        if driver is not None and hasattr(driver, "_save_file"):
            driver._save_file = None
        if os.path.exists(path) and os.path.getsize(path) > 44:     # more than a WAV header
            return True
    return False


def run(commands, reports, language: str, rate: int, volume: float) -> None:
    """Process entry point (spawned)."""
    import os
    import sys

    # pyttsx3 prints "Audio saved to …"; its player (aplay) complains on stderr
    # when the machine has no sound card. Neither belongs on the host's console.
    sys.stdout = open(os.devnull, "w")
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 1)
    os.dup2(devnull, 2)
    current = [None]
    try:
        import pyttsx3

        engine = pyttsx3.init()
        voice = pick_voice(engine.getProperty("voices"), language)
        if voice is None:
            reports.put(("failed", f"no {language} voice installed"))
            return
        engine.setProperty("voice", voice)
        engine.setProperty("rate", rate)
        engine.setProperty("volume", volume)
        engine.connect("started-utterance", lambda name=None: reports.put(("started", current[0], time.time())))
    except Exception as err:  # any engine problem means: no voice
        reports.put(("failed", f"{type(err).__name__}: {err}"))
        return
    reports.put(("ready", voice))
    while True:
        cmd = commands.get()
        if cmd[0] == "close":
            break
        try:
            if cmd[0] == "say":
                _, ident, text = cmd
                current[0] = ident
                engine.say(text, ident)
                engine.runAndWait()
                reports.put(("done", ident, time.time()))
            elif cmd[0] == "save":
                _, ident, text, path = cmd
                current[0] = ident
                if _save(engine, text, path, ident):
                    reports.put(("saved", ident, path))
                else:
                    reports.put(("error", ident, f"the voice wrote no file: {path}"))
        except Exception as err:
            reports.put(("error", cmd[1], f"{type(err).__name__}: {err}"))
