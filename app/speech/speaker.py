"""The app's voice: :class:`Speaker` (pyttsx3 in a worker process) and
:class:`SilentSpeaker`. Neither ever blocks the caller.

``say(text, priority)`` queues a phrase; a higher priority interrupts what is
being said (the worker is restarted: the only reliable stop). ``poll()``
is called from the UI loop (a timer): it hands the next phrase to the worker,
enforces the time limit of a phrase, and returns reports for the UI
(``("unavailable", reason)`` once if the engine cannot run).
"""

from __future__ import annotations

import itertools
import logging
import multiprocessing as mp
import queue
import time
from typing import Any
from dataclasses import dataclass, field

log = logging.getLogger(__name__)

START_TIMEOUT = 10.0          # seconds for the engine to come up
PHRASE_SECONDS_PER_CHAR = 0.25
PHRASE_MIN_SECONDS = 6.0


@dataclass(order=True)
class _Phrase:
    sort_key: tuple
    text: str = field(compare=False)
    priority: int = field(compare=False)
    ident: str = field(compare=False)
    queued_at: float = field(compare=False)


class SilentSpeaker:
    """The voice when there is none: every call is accepted and does nothing."""

    available = False
    muted = False

    def __init__(self, reason: str = "") -> None:
        self.reason = reason
        self._reported = not reason

    def say(self, text: str, priority: int = 0) -> None:
        return None

    def stop(self) -> None:
        return None

    def close(self) -> None:
        return None

    def set_muted(self, muted: bool) -> None:
        self.muted = muted

    def poll(self) -> list[tuple]:
        if not self._reported:
            self._reported = True
            return [("unavailable", self.reason)]
        return []


class Speaker:
    """pyttsx3 voice in a worker process the app controls.

    ``language`` ``"ru"`` or ``"en"``; ``rate`` words per minute; ``volume``
    0.0–1.0. ``clock`` gives seconds (monotonic) for the phrase time limit.
    """

    available = True

    def __init__(self, language: str = "ru", rate: int = 170, volume: float = 1.0,
                 clock=time.monotonic) -> None:
        self.language, self.rate, self.volume = language, rate, volume
        self.clock = clock
        self.muted = False
        self._ctx = mp.get_context("spawn")  # never fork a process that runs Qt
        self._proc: Any = None
        self._commands: Any = None
        self._reports: Any = None
        self._ready = False
        self._started_at = 0.0
        self._pending: list[_Phrase] = []
        self._current: _Phrase | None = None
        self._current_since = 0.0
        self._counter = itertools.count()
        self._out: list[tuple] = []
        self.started_times: dict[str, float] = {}
        self.said_at: dict[str, float] = {}
        self.failure: str | None = None
        self._start()

    # ---------------------------------------------------------------- process
    def _start(self) -> None:
        from . import worker

        self._commands = self._ctx.Queue()
        self._reports = self._ctx.Queue()
        self._proc = self._ctx.Process(target=worker.run, daemon=True, name="mafia-host-voice",
                                       args=(self._commands, self._reports, self.language,
                                             self.rate, self.volume))
        self._proc.start()
        self._ready = False
        self._started_at = self.clock()

    def _kill(self) -> None:
        if self._proc is not None:
            if self._proc.is_alive():
                self._proc.kill()
            self._proc.join(1.0)          # reaped: no defunct worker left behind (#26)
        self._proc = None
        self._current = None

    def _fail(self, reason: str) -> None:
        if self.failure is None:
            self.failure = reason
            self.available = False
            log.warning("voice unavailable: %s", reason)
            self._out.append(("unavailable", reason))
        self._pending.clear()
        self._kill()

    # ---------------------------------------------------------------- API
    def say(self, text: str, priority: int = 0) -> str | None:
        """Queue ``text``; returns its id, or None when muted or unavailable.

        Higher ``priority`` goes first; a phrase of higher priority than the
        one being spoken interrupts it.
        """
        if self.muted or self.failure is not None or not text:
            return None
        ident = f"p{next(self._counter)}"
        self.said_at[ident] = time.time()
        phrase = _Phrase((-priority, next(self._counter)), text, priority, ident, self.clock())
        if self._current is not None and priority > self._current.priority:
            self._pending = [p for p in self._pending if p.priority >= priority]
            self._restart()
        self._pending.append(phrase)
        self._pending.sort()
        self._dispatch()
        return ident

    def save(self, text: str, path: str) -> str | None:
        """Write ``text`` as speech to a WAV file (tests, club phrase checks)."""
        if self.failure is not None:
            return None
        ident = f"s{next(self._counter)}"
        self._commands.put(("save", ident, text, str(path)))
        return ident

    def stop(self) -> None:
        """Drop everything queued and cut off what is being said."""
        self._pending.clear()
        if self._current is not None:
            self._restart()

    def set_muted(self, muted: bool) -> None:
        self.muted = muted
        if muted:
            self.stop()

    def close(self) -> None:
        """End the worker (at most a short join, then kill)."""
        if self._proc is not None:
            try:
                self._commands.put(("close",))
                self._proc.join(0.5)
            except (OSError, ValueError):
                pass
            self._kill()

    def _restart(self) -> None:
        self._kill()
        self._start()

    def _dispatch(self) -> None:
        if self._ready and self._current is None and self._pending:
            phrase = self._pending.pop(0)
            self._current = phrase
            self._current_since = self.clock()
            self._commands.put(("say", phrase.ident, phrase.text))

    def poll(self) -> list[tuple]:
        """Read the worker's reports, move the queue on, enforce time limits.

        Returns reports for the UI: ``("unavailable", reason)``,
        ``("started", id, t)``, ``("done", id, t)``, ``("saved", id, path)``.
        """
        while self._reports is not None:
            try:
                msg = self._reports.get_nowait()
            except (queue.Empty, OSError, ValueError):
                break
            kind = msg[0]
            if kind == "ready":
                self._ready = True
            elif kind == "failed":
                self._fail(msg[1])
                break
            elif kind == "started":
                self.started_times[msg[1]] = msg[2]
                self._out.append(msg)
            elif kind in ("done", "error"):
                if self._current is not None and self._current.ident == msg[1]:
                    self._current = None
                self._out.append(msg)
            else:
                self._out.append(msg)
        now = self.clock()
        if self.failure is None:
            if not self._ready and now - self._started_at > START_TIMEOUT:
                self._fail("the voice engine did not start")
            elif self._proc is not None and not self._proc.is_alive() and not self._ready:
                self._fail("the voice engine stopped at start")
            elif self._current is not None:
                limit = max(PHRASE_MIN_SECONDS, PHRASE_SECONDS_PER_CHAR * len(self._current.text))
                if now - self._current_since > limit or (self._proc is not None and not self._proc.is_alive()):
                    log.warning("voice phrase timed out, restarting the engine: %r", self._current.text)
                    self._restart()
        self._dispatch()
        out, self._out = self._out, []
        return out


def make_speaker(language: str, rate: int = 170, volume: float = 1.0, enabled: bool = True):
    """A :class:`Speaker`, or a :class:`SilentSpeaker` when voice is off or
    pyttsx3 cannot even be imported (its own failures show up in ``poll``)."""
    if not enabled:
        return SilentSpeaker()
    try:
        import pyttsx3  # noqa: F401
    except Exception as err:
        return SilentSpeaker(f"pyttsx3 is not available: {err}")
    try:
        return Speaker(language, rate, volume)
    except OSError as err:
        return SilentSpeaker(f"cannot start the voice process: {err}")
