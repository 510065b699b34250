"""The club's statistics as data (issue #42): ``mafia-stats/1`` for the
command line, the window and the room's ``/stats`` page. No Qt."""

from __future__ import annotations

from typing import Any

from ..export.game_words import CORE_WORDS, GameWords


def play_json(play: Any) -> dict[str, int]:
    """A player's :class:`~app.core.stats.PlayCount`: ``games`` whose play is
    known, ``fouls``, ``removals``, ``first_killed``, ``best_moves`` and the
    seats they ``named``, ``black`` of them (S-11)."""
    return {"games": play.games, "fouls": play.fouls, "removals": play.removals, "first_killed": play.first_killed,
            "best_moves": play.best_moves, "named": play.named, "black": play.black}


def stats_json(players: list[Any], club: Any) -> dict[str, Any]:
    """``mafia-stats/1``: the players' tallies (with ``play``: what
    happened to them in play) and the club's (with ``side_by_seat`` and
    ``mean_days``, the mean game length in days, 0 when unknown)."""
    def tally(t: Any) -> dict[str, Any]:
        out: dict[str, Any] = {"games": t.games, "wins": t.wins}
        if t.scored:                        # club points (C-11): their sum over the scored games
            out.update(points=round(t.milli / 1000, 3), scored=t.scored)
        return out
    return {"format": "mafia-stats/1",
            "players": [{"player": p.name, **tally(p.total),
                         "by_role": {role: tally(t) for role, t in sorted(p.by_role.items())},
                         "by_seat": {str(s): tally(t) for s, t in sorted(p.by_seat.items())},
                         "play": play_json(p.play)} for p in players],
            "club": {"games": club.games, "mean_days": round(club.mean_days, 2), "timed_games": club.timed,
                     "side_by_seat": {str(s): {side: tally(t) for side, t in sorted(sides.items())}
                                      for s, sides in sorted(club.side_by_seat.items())},
                     "red_by_size": {str(n): {"games": t.games, "red_wins": t.wins} for n, t in sorted(club.by_size.items())},
                     "red_by_month": {m: {"games": t.games, "red_wins": t.wins} for m, t in sorted(club.by_month.items())},
                     "by_seat": {str(s): tally(t) for s, t in sorted(club.by_seat.items())},
                     "by_role": {r: tally(t) for r, t in sorted(club.by_role.items())}}}


def club_stats_json(store: Any, game_words: GameWords = CORE_WORDS) -> dict[str, Any]:
    """Every finished game of the club counted (``mafia-stats/1``), with
    ``role_names``: each role id as its game names it by ``game_words``
    (:mod:`app.export.game_words`: the kits' in the host's language, or the core's English)."""
    groups, games = store.stat_groups()
    data = stats_json(*counted(groups, games))
    data["role_names"] = role_names(groups, game_words)
    return data


def counted(groups: list[Any], games: list[Any]) -> tuple[list[Any], Any]:
    """The players' tallies and the club's from :meth:`stat_groups`' rows."""
    from ..core.stats import club_tallies, player_tallies

    return player_tallies(groups), club_tallies(groups, games)


def role_names(groups: list[Any], game_words: GameWords = CORE_WORDS) -> dict[str, str]:
    """Each role id of the counted seats as its game names it by ``game_words``."""
    from ..core import ruleset as registry

    names: dict[str, str] = {}
    for g in groups:
        if g.role not in names:
            names[g.role] = game_words.role_name(registry.get(g.ruleset), g.role)
    return names
