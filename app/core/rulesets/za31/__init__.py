"""ЗА 31, a host-run forum strategy game, ``../shared/rules/za31.md``
(Z-1 … Z-16).

Where each rule lives:

- Z-1, Z-3 the world and resources, Z-13's setup: :mod:`.state`
- Z-2 the world file: :mod:`.world`
- Z-4 orders: :mod:`.orders`
- Z-5 the tactics table: :mod:`.tactics`; Z-5.6, Z-6 battles, Z-7 … Z-10 a
  turn's phases, skips, the Nothing, leaving, joining, the end: :mod:`.turn`
- Z-11 the situation post: :mod:`.post`; Z-12 the generator: :mod:`.tactics`, :mod:`.turn`
- Z-13 the replay format: here and :mod:`.play`; Z-15 options: :mod:`.options`
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any, Mapping, cast

from ...errors import ScriptError, SetupError
from ...ruleset import RoleSpec, Ruleset, lazy_attributes

from .fileformat import FORMAT

if TYPE_CHECKING:
    from ...game import Game
    from ...inputs import HostInput
    from ...play import Play
    from ...setup import GameSetup
    from .options import Za31Options

_LAZY = {"Za31Options": "options", "SetOrders": "play", "Adjust": "play", "Change": "play", "Join": "play",
         "ProcessTurn": "play", "EndZa31": "play", "BadTurn": "play", "Za31Play": "play", "parse_input": "play",
         "setup_of": "play", "situation": "post", "read_setup": "state"}
"""The package's names read from its modules on first use: registering the
ruleset (every window start) imports none of the engine (issue #29's start time)."""

__getattr__ = lazy_attributes(__name__, _LAZY)

__all__ = ["RULESET", "Za31", "Za31Options", "SetOrders", "Adjust", "Change", "Join", "ProcessTurn", "EndZa31",
           "FORMAT", "setup_of", "turns_file", "situation"]

ROLES = (RoleSpec("lord", "lords", {}, unique=False, rule="Z-1.1"),)
"""Z-1.1: every player is a владыка (no hidden roles)."""


def _dumps(data: Any, sort_keys: bool  =  False) -> str:
    """JSON text of read data (exact decimals kept, :func:`app.core.script.dumps_json`)."""
    from ...jsonio import dumps_json

    return dumps_json(data, ensure_ascii=False, sort_keys=sort_keys)



def turns_file(game: Any) -> dict[str, Any]:
    """The game as Z-13's ``za31-turns/1`` (what ``python -m app replay``
    reads): the setup with every option and its world object, then each
    turn's final orders, adjustments, changes and joins; the host's end."""
    from .play import Adjust, Change, EndZa31, Join, ProcessTurn, SetOrders

    play: Any = game._play
    out: dict[str, Any] = json.loads(_dumps(play.table.raw))
    out["rules"] = {"preset": "za31", "options": play.table.options.to_dict()}
    turns: list[dict[str, Any]] = []
    current: dict[str, Any] = {"orders": {}}
    for inp in game.inputs:
        if isinstance(inp, SetOrders):
            if inp.orders is None:
                current["orders"].pop(str(inp.seat), None)
            else:
                current["orders"][str(inp.seat)] = inp.orders
        elif isinstance(inp, (Adjust, Change, Join)):
            key = {Adjust: "host", Change: "changes", Join: "join"}[type(inp)]
            current.setdefault(key, []).append(inp.raw)
        elif isinstance(inp, ProcessTurn):
            turns.append(current)
            current = {"orders": {}}
        elif isinstance(inp, EndZa31):
            turns.append(inp.to_json())
    out["turns"] = turns
    return out


class Za31(Ruleset):
    """The ``za31`` ruleset: preset ``za31``, scripts ``za31-turns/1``."""

    id = "za31"
    title = "ЗА 31"
    position = 50
    presets = {"za31": "za31"}
    formats = {FORMAT: 1}
    write_format = FORMAT
    results = ("winners",)
    roles = ROLES
    codes = {"order": ("seat", "key")}
    """Its refusals (Z-4, Z-13): ``"za31:order"``, the seat and the order's ``key``; the English reason says why."""
    min_players = 2
    max_players = 64

    def result_words(self, game: Game) -> str | None:
        """Z-10: the winners by name, or that nobody won, in English."""
        listed = winner_names(game)
        if not listed:
            return "no winner"
        return ("winner: " if len(listed) == 1 else "winners: ") + ", ".join(listed)

    def longest_winner(self) -> int:
        """Z-10: the winners' seats joined by commas, all of them at the
        largest table (``1,2,…,64``: 182 characters), or ``none``."""
        return len(",".join(str(s) for s in range(1, self.max_players + 1)))
    end_rule = "Z-10.1"
    has_timer = False
    whole_setup = True


    def posts(self, game: Game, language: str) -> list[tuple[str, str]]:
        """Every turn's situation post (Z-11.1): its first line, then the rest."""
        from .views import za31_host

        out = []
        for record in za31_host(game.host_view()).records:
            first, _, rest = record["situation"].partition("\n")
            out.append((first, rest))
        return out

    def posts_heading(self) -> str:
        """Z-11.1: the situation posts."""
        return "The situation"

    def role_name(self, role_id: str) -> str:
        """Z-1.1: every player is a Lord."""
        return "Lord"

    def role_counts(self, players: int) -> Mapping[str, int]:
        return {"lord": players}

    def parse_role(self, value: object) -> str:
        if value != "lord":
            raise SetupError(f"unknown role {value!r}", "Z-1.1")
        return "lord"

    def options_from_dict(self, data: Mapping[str, Any] | None, edition: int) -> Za31Options:
        from .options import Za31Options

        return Za31Options.from_dict(data)

    def options_to_dict(self, options: object) -> dict[str, Any]:
        return cast("Za31Options", options).to_dict()

    def check_setup(self, setup: GameSetup) -> None:
        if "za31" not in setup.extra:
            raise SetupError("an ЗА 31 game is read from its za31-turns/1 setup", "Z-13")

    def read_setup(self, data: Mapping[str, Any], fmt: str) -> GameSetup | None:
        """Z-13's setup, checked in its order (a world file's path is read
        relative to the game file, :data:`app.core.script.SCRIPT_FILES`)."""
        from ...script import SCRIPT_FILES
        from ...setup import GameSetup
        from .state import read_setup

        table = read_setup(data, SCRIPT_FILES.get())
        return GameSetup.create([(p.name, "lord") for p in table.players], ruleset=self.id,
                                options=table.options, extra={"za31": table.raw, "seed": table.seed})

    def write_setup(self, setup: GameSetup) -> dict[str, Any]:
        written: dict[str, Any] = json.loads(_dumps(setup.extra["za31"]))
        return written

    def end_input(self, winner: str, reason: str, seat: int | None = None) -> HostInput:
        from .play import EndZa31

        return EndZa31([] if seat is None else [seat], reason)

    def parse_input(self, data: object) -> HostInput:
        from .play import parse_input

        return parse_input(data)

    def script_inputs(self, data: Mapping[str, Any], setup: GameSetup) -> list[tuple[str, object, HostInput]]:
        """Z-13: each turn's orders (entries in the file's order), adjustments,
        changes and joins, then its processing; an ``end`` entry is the
        host's end. Labelled ``turns[i] (turn i+1)``; the error names the input."""
        if "turns" not in data and "actions" in data:
            return super().script_inputs(data, setup)
        turns = data.get("turns") or []
        if not isinstance(turns, list):
            raise ScriptError("turns: must be a list (Z-13)")
        out: list[tuple[str, Any, Any]] = []
        for i, turn in enumerate(turns):
            label = f"turns[{i}] (turn {i + 1})"
            out += [(label, turn, inp) for inp in _turn_inputs(turn)]
        return out

    def start(self, setup: GameSetup) -> Play:
        from .play import Za31Play

        return Za31Play(setup)


RULESET = Za31()
"""The registered instance (see :func:`app.core.ruleset.get`)."""


def _turn_inputs(turn: Any) -> list[Any]:
    """Z-13: one ``turns`` entry's inputs: the host's end, or its orders, adjustments,
    changes and joins, then its processing; a malformed part is a :class:`BadTurn`
    that the fold refuses in words."""
    from .play import Adjust, BadTurn, Change, EndZa31, Join, ProcessTurn, SetOrders

    if isinstance(turn, Mapping) and "end" in turn:
        return [EndZa31(turn.get("end"), turn.get("reason"))]
    if not isinstance(turn, Mapping):
        return [BadTurn(turn, "a turn is an object")]
    orders = turn.get("orders")
    if orders is not None and not isinstance(orders, Mapping):
        return [BadTurn({"orders": orders}, "orders is an object: seat → list")]
    out: list[Any] = [SetOrders(key, value) for key, value in (orders or {}).items()]
    bad = next((k for k in ("host", "changes", "join") if turn.get(k) is not None
                and not isinstance(turn[k], list)), None)
    if bad is not None:
        return out + [BadTurn({bad: turn[bad]}, f"{bad} is a list")]
    out += [Adjust(a) for a in turn.get("host") or []]
    out += [Change(c) for c in turn.get("changes") or []]
    out += [Join(j) for j in turn.get("join") or []]
    return out + [ProcessTurn()]


def winner_names(game: Game) -> list[str]:
    """Z-10: the winners' players, in seat order of the result (none: nobody won)."""
    seats = [int(s) for s in str(game.winner or "").split(",") if s.isdigit()]
    names = {s.seat: s.player for s in game.setup.seats}
    return [names.get(s, str(s)) for s in seats]
