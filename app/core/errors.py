"""Domain errors of the rules engine.

Every error names the rule it enforces, so the host (and a replay's stderr)
sees *why* an input was refused, e.g. ``the Doctor healed seat 4 last night
(C-7.3)``.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

Param = int | str
"""A message parameter: a seat or a count (int), or an id (a role, a step
kind, an action kind, a result), never English words."""


class MafiaError(ValueError):
    """Base class of every error the core raises on bad input.

    ``code`` is a stable id for the kind of problem (``"seat_out"``, ``""``
    when the error has none) and ``params`` its parameters, so a window can
    word it in the host's language while ``str(error)`` stays English (the
    replay CLI, the log). The shared codes and their parameters are listed
    in :data:`CODES`, and the UI translates each one; a game's own codes are
    ``"<ruleset id>:<code>"``, listed in its :attr:`Ruleset.codes` and worded
    by its kit (:meth:`Kit.error_template`).
    """

    code: str = ""
    params: Mapping[str, Param] = MappingProxyType({})

    def _coded(self, code: str, params: Mapping[str, Param]) -> None:
        if ":" in code:       # a game's own code, "<ruleset id>:<code>": its Ruleset.codes lists it, its kit words it
            if not all(isinstance(v, (int, str)) for v in params.values()):
                raise KeyError(f"error code {code!r}: parameters are seats, counts or ids")
        elif code and code not in CODES:
            raise KeyError(f"unknown error code {code!r}")
        elif code and set(params) != set(CODES[code]):
            raise KeyError(f"error code {code!r} takes {CODES[code]}, not {sorted(params)}")
        self.code = code
        self.params = MappingProxyType(dict(params))


class SetupError(MafiaError):
    """The table setup breaks a rule (C-1, C-2, C-10) or is malformed.

    ``rule`` is the rule id, or ``""`` for a plain format problem.
    """

    def __init__(self, message: str, rule: str = "", code: str = "", **params: Param) -> None:
        self.rule = rule
        self.reason = message
        self._coded(code, params)
        super().__init__(f"{message} ({rule})" if rule else message)


class Reason:
    """Why a ruleset's own check refuses an input: its ``code`` and the
    ``values`` it names (seats, counts, names, ids; a nested
    :class:`Reason` for a part refused inside a whole, e.g. ЗА 31's "item
    2: …"). The ruleset words it in English for its replay output
    (:meth:`text` with its ``ENGLISH`` table); the game's kit words it in
    the host's language (``Kit.reason_template``) (issue #38, item 5)."""

    __slots__ = ("code", "values")

    def __init__(self, code: str, **values: object) -> None:
        self.code = code
        self.values: Mapping[str, object] = MappingProxyType(dict(values))

    def text(self, words: Mapping[str, str]) -> str:
        """The reason in ``words`` (code → template, ``{name}`` where each
        value goes); a nested reason is worded by the same table. Raises
        KeyError for a code or value the table does not name."""
        return words[self.code].format(**{k: v.text(words) if isinstance(v, Reason) else v
                                          for k, v in self.values.items()})

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Reason) and (self.code, dict(self.values)) == (other.code, dict(other.values))

    def __hash__(self) -> int:
        return hash(self.code)

    def __repr__(self) -> str:
        return f"Reason({self.code!r}, {dict(self.values)!r})"


AS_WRITTEN = "as_written"
"""The code of a reason passed on as another part wrote it (``{text}``: a
host's own message, a turn's refusal worded by its step): shown as it is."""


class RuleError(MafiaError):
    """A host input breaks a rule; the game state is left unchanged.

    ``rule`` is the rule id (``"C-7.3"``), ``reason`` the plain sentence
    without it; ``str(error)`` is ``"<reason> (<rule>)"``; ``code`` and
    ``params`` (see :data:`CODES`) let the window word it in the host's
    language, e.g. ``RuleError("seat 4 is out of the game", "C-4.3",
    "seat_out", seat=4)``.
    """

    why: Reason | None = None
    """A ruleset's own check's :class:`Reason` (its kit words it), None for the shared codes'."""

    def __init__(self, reason: str, rule: str, code: str = "", **params: Param) -> None:
        self.rule = rule
        self.reason = reason
        self._coded(code, params)
        super().__init__(f"{reason} ({rule})")


class ScriptError(MafiaError):
    """A game script is not valid JSON or not the ``mafia-game/1`` format."""


CODES: Mapping[str, tuple[str, ...]] = MappingProxyType({
    # code: its parameters. Seats are 1-based ints; role, call, kind, step
    # and result are ids (``"doctor"``, ``"heal"``, ``"speech"``, ``"red"``).
    # Seats and the table
    "no_such_seat": ("seat",),
    "seat_out": ("seat",),
    "already_out": ("seat",),
    "already_disqualified": ("seat",),
    # Speeches and nominations (C-4)
    "nominate_outside_speech": (),
    "no_nominations_day1": (),
    "no_vote_after_4th_foul": (),
    "already_nominated": ("seat",),
    "not_the_speaker": ("seat", "speaker", "step"),
    "no_nomination_in_step": ("step",),
    # Votes (C-6)
    "not_a_candidate": ("seat",),
    "too_many_votes": ("votes", "living"),
    "voter_not_living": ("seat",),
    "voted_twice": ("seat",),
    # The night (C-7)
    "role_not_at_table": ("role",),
    "no_mafia_alive": (),
    "role_out": ("role",),
    "shot_no_check": ("role",),
    "target_out": ("seat", "role"),
    "target_repeat": ("seat", "role", "kind"),
    "target_self": ("role", "kind"),
    "target_self_once": ("role", "kind"),
    "wrong_call": ("call", "role"),
    "nobody_called": ("role",),
    "night_begun": (),
    # Steps and the end (C-9, C-11)
    "wrong_step": ("step", "expected"),
    "game_over": (),
    "game_over_no": ("what",),
    "end_needs_reason": (),
    "override_needs_reason": (),
    "not_a_result": ("result",),
    "points_need_reason": (),
    "points_range": ("max",),
    "unknown_input": (),
    # Extra points (S-12.4); points are decimal strings ("0.3")
    "extra_not_tenths": ("seat", "points"),
    "extra_range": ("seat", "points", "min", "max"),
    "extra_positive_draw": ("seat",),
    "extra_not_allowed": ("seat", "points"),
    "extra_needs_head_judge": ("seat", "points"),
    "extra_with_best_move": ("seat", "points", "max"),
    "extra_game_cap": ("points", "players"),
    "points_not_exact": (),
    # Sport Mafia's votes and best move (S-5.3, S-11.2)
    "votes_add_up": ("votes", "living"),
    "best_move_three": (),
    # Setup (C-1, C-2, C-10)
    "table_size": ("min", "max", "players"),
    "role_count": ("players", "role", "want", "got"),
    "same_player": ("seat", "other"),
    "player_name_long": ("seat", "max"),
    "player_name_text": ("seat",),
    "immune_seat": ("seat", "players"),
    "unknown_role": ("role",),
})
"""Every shared error code and its parameters' names. ``what`` is an input
kind (``"nomination"``, ``"foul"``, …); ``expected`` joins step kinds with
``"|"``. A game's own codes are in its :attr:`Ruleset.codes` (raised as
``"<ruleset id>:<code>"``)."""


class SchemeError(ValueError):
    """A points scheme file that cannot be used (C-11): ``file``, ``key``
    (dotted), ``line`` (1-based or None) and ``reason``; ``str()`` says all
    of them. Raised by a ruleset's ``parse_scheme``."""

    def __init__(self, file: str, key: str, line: int | None, reason: str) -> None:
        self.file, self.key, self.line, self.reason = file, key, line, reason
        where = f"{file}" + (f", line {line}" if line else "") + (f", key '{key}'" if key else "")
        super().__init__(f"{where}: {reason}")
