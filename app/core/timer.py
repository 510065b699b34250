"""The speech timer: a deadline on an injected clock, never a tick count (C-3.4).

``SpeechTimer(60, clock)``; ``clock()`` returns monotonic seconds (float).
The timer only reports; it never ends a speech or moves the game on (C-3.4).
"""

from __future__ import annotations

from typing import Callable

Clock = Callable[[], float]

WARNING_SECONDS = 10.0


class SpeechTimer:
    """A countdown of ``seconds`` that can start, pause, resume and be adjusted.

    While running, the remaining time is ``deadline - clock()``; while paused
    it is frozen. It may go below zero (overtime); :meth:`remaining` reports
    the signed value in seconds and :attr:`expired` says whether zero passed.
    """

    def __init__(self, seconds: float, clock: Clock) -> None:
        self._clock = clock
        self.total = float(seconds)
        self._left = float(seconds)       # remaining while paused
        self._deadline: float | None = None

    @property
    def running(self) -> bool:
        return self._deadline is not None

    @property
    def started(self) -> bool:
        """Whether the timer has ever been started or adjusted away from its total."""
        return self.running or self._left != self.total

    def remaining(self) -> float:
        """Signed seconds left (negative in overtime)."""
        if self._deadline is None:
            return self._left
        return self._deadline - self._clock()

    @property
    def expired(self) -> bool:
        return self.remaining() <= 0

    @property
    def deadline(self) -> float | None:
        """The clock time at which the remaining time reaches zero, or None if paused."""
        return self._deadline

    def start(self) -> None:
        """Start or resume; no effect if running."""
        if self._deadline is None:
            self._deadline = self._clock() + self._left

    def pause(self) -> None:
        """Freeze the remaining time; no effect if paused."""
        if self._deadline is not None:
            self._left = self._deadline - self._clock()
            self._deadline = None

    def toggle(self) -> None:
        """Start if paused, pause if running (the Space key)."""
        self.pause() if self.running else self.start()

    def add(self, seconds: float) -> None:
        """Add (or, negative, take) seconds: ``+10``/``-10`` buttons."""
        if self._deadline is None:
            self._left += seconds
        else:
            self._deadline += seconds

    def set_remaining(self, seconds: float) -> None:
        """Paused at ``seconds`` left (resuming a game after a restart)."""
        self._deadline = None
        self._left = float(seconds)

    def reset(self, seconds: float | None = None) -> None:
        """Stop and set to ``seconds`` (default: the same total)."""
        if seconds is not None:
            self.total = float(seconds)
        self._left = self.total
        self._deadline = None
