"""The City Mafia family's day and fouls, one copy for club Mafia (OK4U,
C-…) and sport Mafia (FIIM, S-…) (issue #24).

Each function states a rule both rulebooks share and takes the rule id the
calling ruleset cites, so a sport game's refusal names its S-rule and a club
game's its C-rule. What a rulebook changes (sport Mafia's unspent votes to
the last candidate, S-5.3; its lift threshold option, S-6.3; who opens a
day, C-4.1 and S-17.1) stays in its own package and calls these for the rest.

Seats are 1-based.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence
from functools import lru_cache

from ..errors import Reason, RuleError
from ..inputs import Vote
from ..steps import SPEECH, Step

THIRD_FOUL = 3
"""The foul that costs a speech (C-5.3, S-8.3)."""
FOULS_TO_LEAVE = 4
"""The foul that removes a player (C-5.4, S-8.4)."""


def fouls_left(fouls: int) -> int:
    """Fouls a living player may still take before he leaves (C-5.4, S-8.4)."""
    return max(FOULS_TO_LEAVE - fouls, 0)


@lru_cache(maxsize=512)
def cyclic(start: int, players: int) -> tuple[int, ...]:
    """Every seat in table order from ``start`` (1-based, wrapping after ``players``)."""
    return tuple(((start - 1 + i) % players) + 1 for i in range(players))


def expected_step(step: Step | None, kinds: tuple[str, ...], over_rule: str, step_rule: str) -> Step:
    """``step`` when it is one of ``kinds``; else raise :class:`RuleError`:
    the game is over (``over_rule``: C-9.2, S-10.4) or another step is
    current (``step_rule``: C-4, S-15)."""
    if step is None:
        raise RuleError("the game is over", over_rule, "game_over")
    if step.kind not in kinds:
        raise RuleError(f"the current step is {step.kind}, not {' or '.join(kinds)}", step_rule,
                        "wrong_step", step=str(step.kind), expected="|".join(kinds))
    return step


def speaker_error(step: Step, seat: int, rule: str) -> RuleError | None:
    """Why ``seat`` may not end the current speech ``step``: it is another
    seat's (C-4.1, S-3.1), or None."""
    if seat == step.seat:
        return None
    return RuleError(f"it is seat {step.seat}'s {step.kind}, not seat {seat}'s", rule,
                     "not_the_speaker", seat=seat, speaker=step.seat or 0, step=str(step.kind))


def nomination_step_error(step: Step, rule: str) -> RuleError | None:
    """A nomination is made in a day speech only, never in a justification
    or last words (C-4.3, S-4.3)."""
    if step.kind == SPEECH:
        return None
    return RuleError(f"no nominations during a {step.kind}", rule, "no_nomination_in_step", step=str(step.kind))


def nominee_error(target: int, seats: Collection[int], alive: Collection[int], nominated: Collection[int],
                  rule: str, seat_rule: str | None = None) -> RuleError | None:
    """Why ``target`` may not be nominated: no such seat (``seat_rule``,
    default ``rule``), out of the game, or nominated today already (C-4.3,
    S-4.3); else None."""
    if target not in seats:
        return RuleError(f"there is no seat {target} at this table", seat_rule or rule, "no_such_seat", seat=target)
    if target not in alive:
        return RuleError(f"seat {target} is out of the game", rule, "seat_out", seat=target)
    if target in nominated:
        return RuleError(f"seat {target} is already nominated today", rule, "already_nominated", seat=target)
    return None


def vote_error(inp: Vote, candidates: Sequence[int], alive: Iterable[int], rule: str,
               voters_rule: str | None = None) -> RuleError | None:
    """Why a vote's counts are refused: a voter not living or voting twice
    (``voters_rule``, default ``rule``), a count for a seat not on the
    ballot, or more votes than living players (C-6.1, S-5.2, S-5.3); else None."""
    living = set(alive)
    err = inp.voter_error(living, voters_rule or rule) if inp.voters else None   # who raised a hand, if entered
    if err is not None:
        return err
    counts = inp.as_dict()
    for seat in counts:
        if seat not in candidates:
            return RuleError(f"seat {seat} is not a candidate", rule, "not_a_candidate", seat=seat)
    total = sum(counts.values())
    if total > len(living):
        return RuleError(f"{total} votes but only {len(living)} living players", rule,
                         "too_many_votes", votes=total, living=len(living))
    return None


def leaders(counts: dict[int, int], candidates: Sequence[int]) -> tuple[int, list[int]]:
    """The top count and the candidates who have it, in ballot order (C-6.2, S-5.4)."""
    top = max((counts.get(c, 0) for c in candidates), default=0)
    return top, [c for c in candidates if counts.get(c, 0) == top]


def lift_error(votes_for: int, living: int, rule: str) -> RuleError | None:
    """More votes for "all leave?" than living players (C-6.4, S-6.3), or None."""
    if votes_for <= living:
        return None
    return RuleError(f"{votes_for} votes but only {living} living players", rule,
                     "too_many_votes", votes=votes_for, living=living)


def majority(living: int) -> int:
    """More than half the living: what the lift vote needs (C-6.4; S-6.3's default)."""
    return living // 2 + 1


ROLE_NAMES: Mapping[str, str] = {
    "civilian": "Civilian", "sheriff": "Sheriff", "doctor": "Doctor", "beauty": "Beauty", "maniac": "Maniac",
    "mafia": "Mafia", "don": "Don",
}
"""Each role's name in English (C-2; sport Mafia's roles are four of these,
S-1); the family's kit names them in the host's language."""


def role_name(role_id: str) -> str:
    """The role's name in English (C-2, S-1); its id if unknown. The
    family's kit names it in the host's language."""
    return ROLE_NAMES.get(role_id, role_id)


ROLE_SENTENCES: Mapping[str, str] = {
    "club.civilian": "The red team. Sleeps at night; by day finds the Mafia in the talk and votes"
                     " them out (C-1, C-6).",
    "club.sheriff": "The red team. Each night checks one living player (not himself): the host "
                    "shows red or black. Mafia and Don are black; the Maniac shows red while any "
                    "Mafia is alive (C-7.5).",
    "club.doctor": "The red team. Each night heals one living player, who cannot be killed that "
                   "night; himself at most once a game, never the same player two nights running "
                   "(C-7.3, C-8).",
    "club.beauty": "The red team. Each night visits one living player (not herself): a shot at "
                   "her client misses that night, a shot at her kills her and her client; never "
                   "the same player two nights running (C-7.4, C-8.1, C-8.2).",
    "club.mafia": "The black team. At night wakes with the other Mafia and the Don, and together "
                  "they choose whom to shoot (or nobody). They win when they are no fewer than "
                  "the rest (C-7.1, C-9).",
    "club.don": "The black team's head. At night shoots with the Mafia, then checks one living "
                "player: the Sheriff or not (C-7.1, C-7.6).",
    "club.maniac": "Plays for himself. Each night may kill one living player (not himself). He "
                   "wins when he is left one against one (C-7.1, C-9).",
    "sport.civilian": "The red team (six civilians and the Sheriff). Sleeps at night; by day "
                      "nominates and votes the black players out (S-1, S-4, S-5).",
    "sport.sheriff": "The red team. On night 0 opens his eyes and looks at the table; each later "
                     "night checks one living player (not himself): black for Mafia and Don, else"
                     " red (S-2.2, S-9.3).",
    "sport.mafia": "The black team (two Mafia and the Don). On night 0 agrees the shooting order "
                   "with the team; each night shoots with eyes closed when the host calls the "
                   "agreed seat: all at one seat kills, anything else misses (S-2.1, S-9.2).",
    "sport.don": "The black team's head. On night 0 sets the shooting order; at night shoots with"
                 " the Mafia, then checks one living player: the Sheriff or not (S-2.1, S-9.2, "
                 "S-9.3).",
}
"""What each role does and when, for a player's phone, in English (the
game's kit words the same codes in the host's language, issue #38 item 5):
``club.<role>`` for OK4U (C-1, C-7), ``sport.<role>`` for sport Mafia (S-1,
S-2, S-9)."""


def role_sentences(role_id: str, sport: bool = False) -> tuple[Reason, ...]:
    """The paragraph on ``role_id`` (``sport``: sport Mafia's, S-1/S-9; else
    OK4U's, C-1/C-7) as codes of :data:`ROLE_SENTENCES`; empty for an unknown role."""
    code = f"{'sport' if sport else 'club'}.{role_id}"
    return (Reason(code),) if code in ROLE_SENTENCES else ()
