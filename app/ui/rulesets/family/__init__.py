"""The City Mafia family's window parts (issue #38, item 2): the day's
speeches, vote, tie and "all leave?" vote, the night's calls and the
result, as panels (:mod:`.panels`). Not a game of its own: the kits of the
games that play the family's day and night (OK4U, sport Mafia) take them
with :func:`family_panels` and add or replace their own."""

from __future__ import annotations

from typing import Any


def family_panels(controller: Any) -> dict[str, Any]:
    """The family's panels for ``controller``'s games, by step kind (one
    result panel for the result to confirm and the finished game)."""
    from ....core import steps as S
    from .panels import LiftPanel, NightPanel, SpeechPanel, VotePanel
    from .result import ResultPanel

    speech, vote, result = SpeechPanel(controller), VotePanel(controller), ResultPanel(controller)
    return {S.SPEECH: speech, S.JUSTIFICATION: speech, S.FAREWELL: speech, S.VOTE: vote, S.REVOTE: vote,
            S.LIFT_VOTE: LiftPanel(controller), S.NIGHT: NightPanel(controller), S.RESULT: result,
            "finished": result}
