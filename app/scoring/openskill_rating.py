"""The club's optional OpenSkill rating (issue #42), with the ``openskill``
package (Weng–Lin, Plackett–Luce model, its defaults μ = 25, σ = 25/3).

Mafia's two teams are unequal in size (seven red against three black), and
the package sums a team's μ: summed, a new red team would be 99.99% sure to
win. So each side plays as **one player**: its mean μ and the root mean
square of its σ. The package rates that two-player game (the winner ranked
first; neither winning, a third party's win, is a tie) and gives the red
side's chance (``predict_win``). Each player then moves by his side's
change in μ times his **weight**, and his σ by his side's ratio:

- a player's points in the game ``p`` (1 + his points above zero; 1 where
  the game keeps no points) weight a winning side's gain by p / mean p, and
  a losing side's loss by (1/p) / mean (1/p): a player who did more for
  his team takes more of its gain and less of its loss.

Each player has three skills: his overall one (the chance, his
**rating**) and one per side (his **red** and **black**, moved the same way
in the game of side skills, only in a game he plays on that side). A
rating is the skill's ordinal, μ − 3σ (0 for a new player); ``earned`` is
the change of his overall ordinal.

The same shapes as :mod:`app.core.rating` (:class:`~app.core.rating.Rating`)
so the window, the command and the JSON read either. Imported starting
points are mafiaratings' numbers and do not apply here.
"""

from __future__ import annotations

from typing import Any, Hashable, Iterable, Mapping

from ..core.rating import GameRating, PlayerRating, RatedGame, Rating

SYSTEMS = ("mafiaratings", "openskill")
"""The rating systems a club may pick (``rating/system``); the first is the default."""


def _model() -> Any:
    from openskill.models import PlackettLuce

    return PlackettLuce()


def weight(points: float | None) -> float:
    """A player's weight in his team's update: 1 + his points above zero (1 without points)."""
    return 1.0 + max(float(points or 0.0), 0.0)


def rate_openskill(games: Iterable[RatedGame], points: Mapping[tuple[int, Hashable], float] | None = None) -> Rating:
    """OpenSkill over ``games`` in play order; ``points``: (game id, player
    key) → his points in that game (weights; see the module's text). A game
    without a red or a black player is passed over."""
    return _fold(games, points)[0]


def chance_openskill(games: Iterable[RatedGame], points: Mapping[tuple[int, Hashable], float] | None,
                     red: list[str], black: list[str], key_of: Any) -> float:
    """The red side's chance (0…1) of a game whose sides are the names
    ``red`` and ``black``, from OpenSkill over ``games``; ``key_of`` gives
    a name's key (a player never rated has the package's new skill)."""
    _, skills, model = _fold(games, points)
    by_name = {key_of(p["name"]): p["all"] for p in skills.values()}
    teams = [[by_name.get(key_of(n)) or model.rating() for n in side] for side in (red, black)]
    return float(model.predict_win([[_as_one(model, teams[0])], [_as_one(model, teams[1])]])[0])


def _as_one(model: Any, team: list[Any]) -> Any:
    """A side as one player: its mean μ and the root mean square of its σ."""
    import math

    return model.rating(mu=sum(r.mu for r in team) / len(team),
                        sigma=math.sqrt(sum(r.sigma ** 2 for r in team) / len(team)))


def _weights(raw: list[float], won: bool) -> list[float]:
    """Each player's share of his side's change (mean 1): by his weight on a winning side, by its inverse on a losing one."""
    shares = raw if won else [1.0 / w for w in raw]
    mean = sum(shares) / len(shares)
    return [w / mean for w in shares]


def _two_sides(model: Any, teams: list[list[Any]], ranks: list[int], weights: list[list[float]]
               ) -> tuple[float, list[list[Any]]]:
    """The red side's chance and each player's skill after the game, each side rated as one player."""
    sides = [_as_one(model, team) for team in teams]
    chance = float(model.predict_win([[sides[0]], [sides[1]]])[0])
    after = model.rate([[sides[0]], [sides[1]]], ranks=ranks)
    out = []
    for team, side, new, shares in zip(teams, sides, after, weights):
        shift, ratio = new[0].mu - side.mu, new[0].sigma / side.sigma
        out.append([model.rating(mu=r.mu + shift * w, sigma=r.sigma * ratio) for r, w in zip(team, shares)])
    return chance, out


def _moved(game: int, skills: dict[Hashable, dict[str, Any]], players: dict[Hashable, PlayerRating],
           sides: Any) -> dict[Hashable, float]:
    """Each player's skills after ``game`` kept, his ratings read from them; what each earned (key → points)."""
    earned: dict[Hashable, float] = {}
    for team, side, after, side_after in sides:
        for s, skill, side_skill in zip(team, after, side_after):
            before = skills[s.player]["all"].ordinal()
            skills[s.player]["all"], skills[s.player][side] = skill, side_skill
            p = players[s.player]
            p.rating = float(skill.ordinal())
            setattr(p, side, float(side_skill.ordinal()))
            earned[s.player] = p.rating - before
            p.games += 1
            p.history.append((game, p.rating))
    return earned


def _seat_new(model: Any, skills: dict[Hashable, dict[str, Any]], players: dict[Hashable, PlayerRating],
              seats: list[Any]) -> None:
    """A player's first game: the package's new skill, overall and per side, and a rating of 0."""
    for s in seats:
        if s.player not in skills:
            skills[s.player] = {"name": s.name, **{k: model.rating() for k in ("all", "red", "black")}}
            players[s.player] = PlayerRating(s.player, s.name, 0.0, 0.0, 0.0)


def _fold(games: Iterable[RatedGame], points: Mapping[tuple[int, Hashable], float] | None
          ) -> tuple[Rating, dict[Hashable, dict[str, Any]], Any]:
    model = _model()
    points = points or {}
    skills: dict[Hashable, dict[str, Any]] = {}
    players: dict[Hashable, PlayerRating] = {}
    done = []
    for game in games:
        red = [s for s in game.seats if s.side == "red"]
        black = [s for s in game.seats if s.side == "black"]
        if not red or not black:
            continue
        _seat_new(model, skills, players, red + black)
        ranks = [0 if any(s.won for s in red) else 1, 0 if any(s.won for s in black) else 1]   # neither: a tie
        weights = [_weights([weight(points.get((game.game, s.player))) for s in team], rank == 0)
                   for team, rank in ((red, ranks[0]), (black, ranks[1]))]
        chance, moved = _two_sides(model, [[skills[s.player]["all"] for s in red],
                                           [skills[s.player]["all"] for s in black]], ranks, weights)
        _, side_moved = _two_sides(model, [[skills[s.player]["red"] for s in red],
                                           [skills[s.player]["black"] for s in black]], ranks, weights)
        earned = _moved(game.game, skills, players, ((red, "red", moved[0], side_moved[0]),
                                                     (black, "black", moved[1], side_moved[1])))
        done.append(GameRating(game.game, game.kind, chance, earned))
    return Rating(players, tuple(done)), skills, model
