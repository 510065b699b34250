"""Forum Mafia, ``../shared/rules/forum-mafia.md`` (M-1 … M-15).

Where each rule lives:

- M-1 teams, M-3 roles, M-10.2/M-10.3 cities and team sizes: :mod:`.catalogue`
- M-2 actions, M-5 the jail vote, M-6 the order, M-7 who dies: :mod:`.resolve`
- M-4 orders, M-9 the end, M-11 a live table: :mod:`.play`
- M-8 the newspaper and private messages: :mod:`.newspaper`
- M-10.1, M-10.4, M-10.5 setup and the deal, M-12 the script: here and :mod:`.inputs`
- M-14 options: :mod:`.options`
"""

from __future__ import annotations

import random
import secrets
from collections import Counter
from typing import TYPE_CHECKING, Any, Mapping, cast

from ...errors import Reason, ScriptError, SetupError
from ...inputs import check_text
from ...limits import MAX_NAME, NUMBER_LIMIT
from ...ruleset import NightActionSpec, RoleSpec, Ruleset, lazy_attributes
from ...views import PlayerView
from .catalogue import BY_ID, CITIES, CITY_BY_ID, FREE_CITY, ROLES as CATALOGUE, team_size
from .inputs import (
    RESULTS, CastVote, CloseVote, EndForum, LiveOrder, ResolveTurn, SetOrders, parse_input, turn_inputs,
)
from .options import MAX_PLAYERS, ForumOptions

if TYPE_CHECKING:
    from ...game import Game
    from ...inputs import HostInput
    from ...setup import GameSetup
    from .live import Call, night_calls
    from .newspaper import private_text
    from .play import ForumPlay, deal  # noqa: F401

__getattr__ = lazy_attributes(__name__, {"ForumPlay": "play", "deal": "play", "Call": "live", "night_calls": "live",
                                         "private_text": "newspaper"})
"""The engine's names, loaded on first use: registering the game imports none of it."""

__all__ = ["RULESET", "Forum", "ForumOptions", "ForumPlay", "CastVote", "SetOrders", "LiveOrder", "CloseVote",
           "Call", "night_calls",
           "ResolveTurn", "EndForum", "city_roles", "make_setup", "private_text", "FORMAT",
           "start_messages", "team_orders", "turns_script"]

FORMAT = "forum-turns/1"
"""M-12: the replay format."""

ROLES = tuple(
    RoleSpec(r.id, r.team, {"check": "citizen" if r.id == "ninja" else r.id},
             tuple(NightActionSpec(key, key, "M-2") for key in r.actions), unique=False, rule="M-3")
    for r in CATALOGUE)
"""M-3 as the seam's role specs (the catalogue proper is :data:`.catalogue.ROLES`)."""


def city_roles(city: str, players: int, strong: bool  =  False,
               options: ForumOptions | None = None) -> dict[str, int]:
    """M-10.2, M-10.3: role id → count for ``city`` at ``players`` seats
    (``strong``: one more mafioso, Classic's choice). Raises
    :class:`SetupError` (M-10.3) for a city that does not fit, a table under
    ``min_players``, or ``strong`` where the city has no choice; Novosibirsk
    has no fixed set (M-10.4)."""
    opts = options or ForumOptions()
    spec = CITY_BY_ID.get(city)
    if spec is None:
        raise SetupError(f"city: unknown city {city!r}; expected one of {', '.join(c.id for c in CITIES)}",
                         "M-10.3", "forum:city", city=str(city))
    if city == FREE_CITY:
        raise SetupError("city: Novosibirsk's roles are entered by the host", "M-10.4", "forum:free_city")
    if strong and spec.strong == "never":
        raise SetupError(f"city: {city} has no strong Mafia", "M-15", "forum:strong", city=city)
    if players < opts.min_players:
        raise SetupError(f"seats: {city} needs at least {opts.min_players} players, not {players}", "M-10.3",
                         "forum:city_size", city=city, players=players)
    m = team_size(players, opts.team_size_rounding)
    counts: Counter[str] = Counter()
    for role in spec.honest:
        counts[role] += 1
    for team, named, size in (("mafioso", spec.mafia, m + (1 if strong or spec.strong == "always" else 0)),
                              ("yakuza", spec.yakuza, m)):
        if named is None:
            continue
        counts.update(named)
        counts[team] += size - len(named)
        if size - len(named) < 1:
            raise SetupError(f"seats: at {players} players {city}'s {team} team has {size} seats, too few for "
                             f"{', '.join(named)} and a {team}", "M-10.3", "forum:city_size",
                             city=city, players=players)
    counts.update(spec.loners)
    citizens = players - sum(counts.values())
    if citizens < 1:
        raise SetupError(f"seats: {players} players are too few for {city} (no citizen left)", "M-10.3",
                         "forum:city_size", city=city, players=players)
    counts["citizen"] += citizens
    return {r.id: counts[r.id] for r in CATALOGUE if counts[r.id]}


def make_setup(city: str, players: list[str], roles: list[str] | None = None, *, strong: bool  =  False,
               seed: int | None = None, options: ForumOptions | Mapping[str, Any] | None = None,
               mode: str = "forum", dealt: bool | None = None) -> Any:
    """A forum game's :class:`~app.core.setup.GameSetup` (M-10.1): the
    ``city``, the players in seat order, their ``roles`` (None: dealt by
    M-10.5 from ``seed``, drawn from ``secrets`` when None and recorded).
    ``dealt``: the given ``roles`` were dealt by the app from ``seed`` (a
    stored game read back), so the turns' draws follow the deal's.
    Raises :class:`SetupError` (M-10.3, M-10.4)."""
    from ...setup import GameSetup

    opts = options if isinstance(options, ForumOptions) else ForumOptions.from_dict(options)
    if seed is None:
        seed = secrets.randbelow(2**53)
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < NUMBER_LIMIT:
        raise SetupError(f"seed: must be a whole number from 0 to 2^64-1, not {str(seed)[:40]}", "M-10.5")
    if mode not in ("forum", "live"):
        raise SetupError(f"mode: must be forum or live, not {mode!r}", "M-11.1")
    dealt = roles is None or bool(dealt)
    if roles is None:
        counts = city_roles(city, len(players), strong, opts)
        from .play import deal

        roles = deal([r for r, n in counts.items() for _ in range(n)], random.Random(seed))
    extra = {"city": city, "strong": bool(strong), "seed": seed, "mode": mode, "dealt": dealt}
    return GameSetup.create(list(zip(players, roles)), ruleset="forum", options=opts, extra=extra)


def start_messages(game: Any) -> dict[int, dict[str, Any]]:
    """M-1.2: seat → what he learns privately at the start (his role, his
    team's members) for a forum :class:`~app.core.game.Game`."""
    from .views import forum_host

    return {s: dict(m) for s, m in forum_host(game.host_view()).start_messages.items()}


def team_orders(game: Any, team: str) -> dict[int, Any]:
    """M-2.2: the ``team``'s current shot orders, seat → target, shown on a
    member's request."""
    from .views import forum_host

    return dict(forum_host(game.host_view()).team_orders.get(team, {}))


def _live_order(actions: dict[str, Any], inp: Any, keys: Any) -> None:
    """M-11.3: a one-tap order as each pointing member's orders (the call's ``keys`` replaced)."""
    for seat in inp.seats:
        mine = {k: t for k, t in actions.get(str(seat), {}).items() if k not in keys}
        if inp.target is not None:
            mine[inp.key] = inp.target
        actions[str(seat)] = mine
        if not mine:
            actions.pop(str(seat))


def _seat_entries(seats: list[Any]) -> tuple[list[str], list[Any]]:
    """M-12's ``seats``: 1..N in order, each player's name and his role or None."""
    players: list[str] = []
    roles: list[Any] = []
    for i, entry in enumerate(seats):
        if not isinstance(entry, Mapping) or entry.get("seat") != i + 1:
            raise SetupError(f"seats[{i}]: must be an object with \"seat\": {i + 1} (seats 1..N in order)",
                             "M-12")
        player = entry.get("player", "")
        if not isinstance(player, str):
            raise ScriptError(f"seats[{i}].player must be a text")
        check_text(player, f"seats[{i}].player", MAX_NAME)
        players.append(player)
        role = entry.get("role")
        if role is not None and (not isinstance(role, str) or role not in BY_ID):
            raise SetupError(f"seats[{i}]: unknown role {role!r}", "M-3", "unknown_role", role=str(role))
        roles.append(role)
    return players, roles


def turns_script(game: Any) -> dict[str, Any]:
    """The game as M-12's ``forum-turns/1`` script (what ``python -m app
    replay`` reads): the setup with every option, roles on every seat and
    ``dealt`` when the app dealt them, then per turn the final ``votes``,
    ``actions`` and ``tie_pick``; an end by the host as its entry. A live
    table's one-tap orders (:class:`LiveOrder`) are written as each seat's
    orders."""
    setup = game.setup
    out: dict[str, Any] = {
        "format": FORMAT, "rules": {"preset": "forum", "options": setup.options.to_dict()},
        "mode": setup.extra.get("mode", "forum"), "city": setup.extra.get("city"),
        "strong": bool(setup.extra.get("strong")), "seed": setup.extra.get("seed"),
        "dealt": bool(setup.extra.get("dealt")),
        "seats": [{"seat": s.seat, "player": s.player, "role": str(s.role)} for s in setup.seats],
    }
    from .live import night_calls

    calls = {c.id: c for c in night_calls({s.seat: str(s.role) for s in setup.seats},
                                          setup.options.team_shot_roles)}
    turns: list[dict[str, Any]] = []
    votes: dict[str, Any] = {}
    actions: dict[str, Any] = {}
    pick: int | None = None
    for inp in game.inputs:
        if isinstance(inp, CastVote):
            votes[str(inp.voter)] = inp.target
            if inp.target is None:
                votes.pop(str(inp.voter))
        elif isinstance(inp, SetOrders):
            actions[str(inp.seat)] = inp.as_dict()
            if not inp.orders:
                actions.pop(str(inp.seat))
        elif isinstance(inp, LiveOrder):   # M-11.3: each pointing member's orders, as SetOrders would give
            _live_order(actions, inp, calls[inp.call].keys)
        elif isinstance(inp, CloseVote):
            pick = inp.tie_pick
        elif isinstance(inp, ResolveTurn):
            entry: dict[str, Any] = {"votes": votes, "actions": actions}
            if (inp.tie_pick if inp.tie_pick is not None else pick) is not None:
                entry["tie_pick"] = inp.tie_pick if inp.tie_pick is not None else pick
            turns.append(entry)
            votes, actions, pick = {}, {}, None
        elif isinstance(inp, EndForum):
            turns.append(inp.to_json())
    out["turns"] = turns
    return out


class Forum(Ruleset):
    """The ``forum`` ruleset: preset ``forum``, scripts ``forum-turns/1``."""

    id = "forum"
    title = "Forum Mafia"
    position = 30
    presets = {"forum": "forum"}
    formats = {FORMAT: 1}
    write_format = FORMAT
    results = RESULTS
    roles = ROLES
    codes = {
        # the refusals of M-2, M-4, M-5, M-9, M-10, M-11 (raised as "forum:<code>"); ``key`` an order key ("shot")
        "not_in_play": ("seat",),
        "vote_nobody": (),
        "self_vote": (),
        "not_his_action": ("seat", "role", "key"),
        "one_action": ("seat", "role"),
        "disperse_twice": ("turn",),
        "self_target": ("key",),
        "vote_closed": (),
        "night_not_begun": (),
        "no_picker": ("turn",),
        "not_leader": ("seat",),
        "no_tie": ("turn",),
        "end_loner": (),
        "city": ("city",),
        "free_city": (),
        "strong": ("city",),
        "city_size": ("city", "players"),
        "roles_mismatch": ("city", "players"),
        "two_sides": (),
        "live_only": (),
        "no_call": ("call",),
        "not_woken": ("seat",),
        "too_many": ("players", "max"),
    }
    min_players = 2
    max_players = MAX_PLAYERS
    end_rule = "M-9.3"
    has_timer = False          # a live table's speeches are the host's to time (M-11.1)

    def game_title(self, setup: GameSetup) -> str:
        """Forum Mafia and its city (M-10.3), in English."""
        return f"Forum Mafia — {CITY_BY_ID[str(setup.extra.get('city'))].en}"

    def posts(self, game: Game, language: str) -> list[tuple[str, str]]:
        """Every turn's newspaper (M-8.1): its first line, then the rest."""
        from .views import forum_host

        out = []
        for outcome in forum_host(game.host_view()).turns:
            first, _, rest = outcome.newspaper["ru" if language == "ru" else "en"].partition("\n")
            out.append((first, rest))
        return out

    def result_words(self, game: Game) -> str | None:
        """M-9.1, M-9.3: the winning side (a loner by name), or the host's end, in English."""
        from .catalogue import SIDE_NAMES

        winner = game.winner
        if winner in SIDE_NAMES:
            return f"{SIDE_NAMES[winner][1]} win"
        if winner == "loner":
            return f"the loner {loner_name(game)} wins"
        return "ended by the host"

    def end_input(self, winner: str, reason: str, seat: int | None = None) -> HostInput:
        """M-9.3: the host's end, naming the loner for a loner's win."""
        return EndForum(winner, seat if winner == "loner" else None, reason)

    def answer_text(self, answer: Mapping[str, Any], names: Mapping[int, str], language: str) -> str:
        """M-8.3: a private message as the thread words it (a check, a
        watch, a vision, benched…), after its turn: "Ход 2: Игрок Дина: Шериф."."""
        from .newspaper import private_text

        text = private_text(answer, names, "ru" if language == "ru" else "en")
        turn = answer.get("turn")
        if not isinstance(turn, int):
            return text
        return f"{'Ход' if language == 'ru' else 'Turn'} {turn}: {text}"

    rating_sides = {"honest": "red", "mafia": "black", "yakuza": "black"}
    """M-1.1: the honest are red; the Mafia and the Yakuza black; a loner neither (the club rating, issue #42)."""

    def role_name(self, role_id: str) -> str:
        """M-3's name of the role in English."""
        role = BY_ID.get(role_id)
        return role_id if role is None else role.en

    def role_sentences(self, view: PlayerView) -> tuple[Reason, ...]:
        """M-1, M-2, M-3: what the seat's role does and when, for his phone."""
        from .role_texts import forum_role_sentences

        return forum_role_sentences(str(view.role))

    def role_words(self) -> Mapping[str, str]:
        """The English of its role paragraphs' codes (:data:`.role_texts.ENGLISH`)."""
        from .role_texts import ENGLISH

        return ENGLISH

    def role_counts(self, players: int) -> Mapping[str, int]:
        """Classic's roles at ``players`` seats (the default city, M-10.3)."""
        return city_roles("classic", players)

    def deal(self, players: int, rng: random.Random | None = None) -> list[str]:
        """M-10.5's deal of Classic's roles."""
        from .play import deal

        return deal([r for r, n in self.role_counts(players).items() for _ in range(n)],
                    rng or random.Random(secrets.randbelow(2**53)))

    def parse_role(self, value: object) -> str:
        if not isinstance(value, str) or value not in BY_ID:
            raise SetupError(f"unknown role {value!r}; expected a role of M-3", "M-3", "unknown_role",
                             role=str(value))
        return value

    def options_from_dict(self, data: Mapping[str, Any] | None, edition: int) -> ForumOptions:
        return ForumOptions.from_dict(data)

    def options_to_dict(self, options: object) -> dict[str, Any]:
        return cast(ForumOptions, options).to_dict()

    def check_setup(self, setup: GameSetup) -> None:
        """M-10.3 (the city's roles as a multiset), M-10.4 (Novosibirsk: any
        roles, two sides at least), M-15.6 (``strong``)."""
        opts: ForumOptions = setup.options
        if not isinstance(opts, ForumOptions):
            raise SetupError("the rules options are not forum Mafia's", "M-14")
        city = setup.extra.get("city", "classic")
        roles = [str(s.role) for s in setup.seats]
        if len(roles) > MAX_PLAYERS:
            raise SetupError(f"seats: at most {MAX_PLAYERS} players in every city, not {len(roles)}", "M-10.3",
                             "forum:too_many", players=len(roles), max=MAX_PLAYERS)
        if city == FREE_CITY:
            if city not in CITY_BY_ID:
                raise SetupError(f"city: unknown city {city!r}", "M-10.3", "forum:city", city=str(city))
            if len(roles) < opts.min_players:
                raise SetupError(f"seats: {city} needs at least {opts.min_players} players, not {len(roles)}",
                                 "M-10.3", "forum:city_size", city=city, players=len(roles))
            sides = {BY_ID[r].team if BY_ID[r].team != "loner" else f"loner{i}" for i, r in enumerate(roles)}
            if len(sides) < 2:
                raise SetupError("seats: a game needs at least two sides", "M-10.4", "forum:two_sides")
            return
        want = city_roles(city, len(roles), bool(setup.extra.get("strong")), opts)
        got = Counter(roles)
        if got != Counter(want):
            for i, role in enumerate(roles):
                if role not in want:
                    raise SetupError(f"seats[{i}]: {role} is not a role of {city}", "M-10.3",
                                     "forum:roles_mismatch", city=city, players=len(roles))
            raise SetupError(f"seats: {city} at {len(roles)} players deals "
                             f"{', '.join(f'{n} × {r}' for r, n in want.items())}", "M-10.3",
                             "forum:roles_mismatch", city=city, players=len(roles))

    def read_setup(self, data: Mapping[str, Any], fmt: str) -> GameSetup | None:
        """M-12's setup: ``rules.options``, ``mode``, ``city``, ``strong``,
        ``seed``, ``seats`` with roles on every seat or on none (dealt)."""
        rules = data.get("rules", {})
        options = rules.get("options", {}) if isinstance(rules, Mapping) else None
        if not isinstance(options, Mapping):
            raise ScriptError("'rules.options' must be an object")
        city = data.get("city", "classic")
        if not isinstance(city, str) or city not in CITY_BY_ID:
            raise SetupError(f"city: unknown city {city!r}", "M-10.3", "forum:city", city=str(city))
        strong = data.get("strong", False)
        if not isinstance(strong, bool):
            raise ScriptError("'strong' must be true or false")
        seats = data.get("seats")
        if not isinstance(seats, list) or not seats:
            raise ScriptError("'seats' must be a non-empty list")
        if len(seats) > MAX_PLAYERS:      # before anything is read of them
            raise SetupError(f"seats: at most {MAX_PLAYERS} players in every city, not {len(seats)}", "M-10.3",
                             "forum:too_many", players=len(seats), max=MAX_PLAYERS)
        players, roles = _seat_entries(seats)
        given = [r is not None for r in roles]
        if any(given) and not all(given):
            raise SetupError(f"seats[{given.index(False)}]: a role on every seat or on none", "M-12")
        if not any(given) and city == FREE_CITY:
            raise SetupError("seats: Novosibirsk's roles are entered on every seat", "M-10.4", "forum:free_city")
        setup: GameSetup = make_setup(city, players, roles if all(given) else None, strong=strong,
                                      seed=data.get("seed"), options=ForumOptions.from_dict(options),
                                      mode=data.get("mode", "forum"), dealt=data.get("dealt") is True)
        return setup

    def parse_input(self, data: object) -> HostInput:
        """A stored forum input (:func:`.inputs.parse_input`)."""
        return parse_input(data)

    def script_inputs(self, data: Mapping[str, Any], setup: GameSetup) -> list[tuple[str, object, HostInput]]:
        """M-12: each turn's votes, orders and resolution, labelled
        ``turns[i] (turn n): INPUT``. A stored game's ``actions`` (the
        desk's inputs one by one) are read too."""
        from ...jsonio import ReplayError, dumps_json

        if "turns" not in data and "actions" in data:
            return super().script_inputs(data, setup)
        turns = data.get("turns", [])
        if not isinstance(turns, list):
            raise ScriptError("'turns' must be a list")
        live = setup.extra.get("mode") == "live"
        out: list[tuple[str, Any, Any]] = []
        for i, turn in enumerate(turns):
            where = f"turns[{i}] (turn {i + 1})"
            try:
                pairs = turn_inputs(turn, live)
            except ScriptError as err:
                raise ReplayError(i, turn, err, where) from None
            for raw, inp in pairs:
                out.append((f"{where}: {dumps_json(raw, ensure_ascii=False)}", raw, inp))
        return out

    def start(self, setup: GameSetup) -> ForumPlay:
        from .play import ForumPlay     # the engine loads when a game is played

        return ForumPlay(setup)


RULESET = Forum()
"""The registered instance (see :func:`app.core.ruleset.get`)."""


def loner_name(game: Game) -> str:
    """M-9.1: the player of the loner who won ("?" if the result names no seat)."""
    seats = game.result_json().get("winners") or []
    return game.setup.seats[seats[0] - 1].player if seats else "?"
