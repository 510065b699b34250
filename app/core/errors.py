"""Domain errors of the rules engine.

Every error names the rule it enforces, so the host (and a replay's stderr)
sees *why* an input was refused, e.g. ``the Doctor healed seat 4 last night
(C-7.3)``.
"""

from __future__ import annotations


class MafiaError(ValueError):
    """Base class of every error the core raises on bad input."""


class SetupError(MafiaError):
    """The table setup breaks a rule (C-1, C-2, C-10) or is malformed.

    ``rule`` is the rule id, or ``""`` for a plain format problem.
    """

    def __init__(self, message: str, rule: str = "") -> None:
        self.rule = rule
        self.reason = message
        super().__init__(f"{message} ({rule})" if rule else message)


class RuleError(MafiaError):
    """A host input breaks a rule; the game state is left unchanged.

    ``rule`` is the rule id (``"C-7.3"``), ``reason`` the plain sentence
    without it; ``str(error)`` is ``"<reason> (<rule>)"``.
    """

    def __init__(self, reason: str, rule: str) -> None:
        self.rule = rule
        self.reason = reason
        super().__init__(f"{reason} ({rule})")


class ScriptError(MafiaError):
    """A game script is not valid JSON or not the ``mafia-game/1`` format."""
