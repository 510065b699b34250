"""Mafik Raizen, card Mafia on a forum, ``../shared/rules/mafik-raizen.md``
(R-1 … R-18).

Where each rule lives:

- R-1, R-2 sides and roles: :mod:`.roles`; R-2's abilities where they act
  (:mod:`.orders`, :mod:`.resolve`, :mod:`.state`)
- R-3 the draft and decks, R-14 the generator, R-15's setup checks: :mod:`.table`
- R-4 the card catalogue: :mod:`.catalogue`
- R-5 … R-9 orders: :mod:`.orders`; R-10 … R-13 the resolution: :mod:`.resolve`
- R-15 the replay format: here and :mod:`.play`; R-17 options: :mod:`.options`
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any, Callable, Mapping, cast

from ...errors import Reason, ScriptError, SetupError
from ...ruleset import RoleSpec, Ruleset, lazy_attributes
from ...views import PlayerView
from .roles import FORMAT, MAX_SEATS, MIN_SEATS, PUBLIC_ROLES, RESULTS, SECRET_EN, SECRET_ROLES, side

if TYPE_CHECKING:
    from ...game import Game
    from ...inputs import HostInput
    from ...setup import GameSetup
    from .options import RaizenOptions
    from .play import RaizenPlay

_LAZY = {"RaizenOptions": "options", "RaizenOrder": "inputs", "ResolvePhase": "inputs", "EndRaizen": "inputs",
         "DraftPick": "inputs", "Mulligan": "inputs", "JesterHand": "inputs", "BadPhase": "inputs",
         "parse_input": "inputs", "RaizenPlay": "play", "table_of": "play", "BUILTIN": "catalogue",
         "builtin": "catalogue", "parse_catalogue": "catalogue", "read_table": "table"}
"""The package's names read from its modules on first use: registering the
ruleset (every window start) imports none of the engine (issue #29's start time)."""

__getattr__ = lazy_attributes(__name__, _LAZY)

__all__ = ["RULESET", "Raizen", "RaizenOptions", "RaizenOrder", "ResolvePhase", "EndRaizen", "DraftPick",
           "Mulligan", "JesterHand", "FORMAT", "BUILTIN", "builtin", "parse_catalogue", "table_of", "turns_file", "phase_label"]

ROLES = tuple(RoleSpec(r, side(r), {}, unique=r != "law", rule="R-1.1") for r in SECRET_ROLES)
"""R-1.1: the secret roles as the seam's role specs (public roles: :data:`.roles.PUBLIC_ROLES`)."""


def _dumps(data: Any, sort_keys: bool  =  False) -> str:
    """JSON text of read data (exact decimals kept, :func:`app.core.script.dumps_json`)."""
    from ...jsonio import dumps_json

    return dumps_json(data, ensure_ascii=False, sort_keys=sort_keys)



def turns_file(game: Any) -> dict[str, Any]:
    """The game as R-15's ``raizen-turns/1`` file (what ``python -m app
    replay`` reads): the setup with every option and its catalogue's text
    (``catalogue_toml``), a desk's draft as ``draft`` picks, then each
    phase's final orders in seat order; the master's end as its entry."""
    from .inputs import EndRaizen, RaizenOrder, ResolvePhase

    play: Any = game._play
    out: dict[str, Any] = play.drafted_file()
    phases: list[dict[str, Any]] = []
    current: dict[str, Any] = {}
    for inp in game.inputs:
        if isinstance(inp, RaizenOrder):
            current[str(inp.seat)] = inp.order
        elif isinstance(inp, ResolvePhase):
            phases.append(dict(sorted(current.items(), key=lambda kv: int(kv[0]))))
            current = {}
        elif isinstance(inp, EndRaizen):
            phases.append({"end": inp.result, "reason": inp.reason})
    out["phases"] = phases
    return out


def phase_label(index: int) -> str:
    """R-15: ``phases[i]`` is N(i/2+1) for even i, D((i+1)/2) for odd."""
    return f"N{index // 2 + 1}" if index % 2 == 0 else f"D{(index + 1) // 2}"


class Raizen(Ruleset):
    """The ``raizen`` ruleset: preset ``raizen``, scripts ``raizen-turns/1``."""

    id = "raizen"
    title = "Mafik Raizen"
    position = 40
    presets = {"raizen": "raizen"}
    formats = {FORMAT: 1}
    write_format = FORMAT
    results = RESULTS
    roles = ROLES
    codes = {"order": ("seat", "key")}
    """Its refusals (R-15): ``"raizen:order"``, the seat and the order's ``key``; the English reason says why."""
    min_players = MIN_SEATS
    max_players = MAX_SEATS
    end_rule = "R-13.2"
    has_timer = False
    whole_setup = True

    def posts(self, game: Game, language: str) -> list[tuple[str, str]]:
        """Every phase's post (R-12.1), in Russian as the rules give it: its first line, then the rest."""
        from .views import raizen_host

        out = []
        for record in raizen_host(game.host_view()).records:
            first, _, rest = record["post"].partition("\n")
            out.append((first, rest))
        return out

    def posts_heading(self) -> str:
        """R-12.1: the master's posts."""
        return "Posts"

    def chronicle_sections(self, game: Game, role_name: Callable[[str], str]) -> list[tuple[str, list[str]]]:
        """Once the game is over: each player's public and secret role and his
        deck as drafted or entered (R-3.3)."""
        if game.status != "finished":
            return []
        t = cast("RaizenPlay", game._play).table
        names = t.catalogue.cards
        lines = [f"{s}. {t.names[s]} — {role_name(t.public[s])}, "
                 f"{role_name(t.secret[s])}: {', '.join(names[c].name for c in t.cards[s])}"
                 for s in t.seats]
        return [("Roles and decks", lines)]

    def result_words(self, game: Game) -> str | None:
        """R-13: the Law's or the Mafia's win, a draw, or the master's end."""
        return {"law": "the Law wins", "mafia": "the Mafia win", "draw": "a draw",
                "host": "ended by the master"}.get(str(game.winner))

    def end_input(self, winner: str, reason: str, seat: int | None = None) -> HostInput:
        """R-13.2: the master's end."""
        from .inputs import EndRaizen

        return EndRaizen(winner, reason)

    rating_sides = {"law": "red", "mafia": "black"}
    """R-1.1: the Law is red, the Mafia black (the club rating, issue #42)."""

    def role_name(self, role_id: str) -> str:
        """R-12.3's words for a secret role, or R-2's for a public one, in English."""
        if role_id in SECRET_EN:
            return SECRET_EN[role_id]
        pair = PUBLIC_ROLES.get(role_id)
        return role_id if pair is None else pair[1]

    def role_sentences(self, view: PlayerView) -> tuple[Reason, ...]:
        """R-1, R-2, R-6: what the seat's secret and public roles do and when, for his phone."""
        from .role_texts import raizen_role_sentences

        public = getattr(view.own, "public", None)
        return raizen_role_sentences(str(view.role), None if public is None else str(public))

    def role_words(self) -> Mapping[str, str]:
        """The English of its role paragraphs' codes (:data:`.role_texts.ENGLISH`)."""
        from .role_texts import ENGLISH

        return ENGLISH

    def role_counts(self, players: int) -> Mapping[str, int]:
        """R-1.1: the three Mafia roles and N − 3 Law."""
        if not MIN_SEATS <= players <= MAX_SEATS:
            raise SetupError(f"seats: {players} players; Mafik Raizen is for {MIN_SEATS}–{MAX_SEATS}", "R-1.1")
        return {"boss": 1, "killer": 1, "advisor": 1, "law": players - 3}

    def parse_role(self, value: object) -> str:
        if not isinstance(value, str) or value not in SECRET_ROLES:
            raise SetupError(f"unknown secret role {value!r}", "R-1.1")
        return value

    def options_from_dict(self, data: Mapping[str, Any] | None, edition: int) -> RaizenOptions:
        from .options import RaizenOptions

        return RaizenOptions.from_dict(data)

    def options_to_dict(self, options: object) -> dict[str, Any]:
        return cast("RaizenOptions", options).to_dict()

    def check_setup(self, setup: GameSetup) -> None:
        """R-15's checks are made when the setup is read (:func:`.table.read_table`)."""
        if "raizen" not in setup.extra:
            raise SetupError("a Mafik Raizen game is read from its raizen-turns/1 setup", "R-15")

    def read_setup(self, data: Mapping[str, Any], fmt: str) -> GameSetup | None:
        """R-15's setup, checked in its order (a catalogue path is read
        relative to the game file by the reader the caller installs,
        :data:`app.core.script.SCRIPT_FILES`)."""
        from ...script import SCRIPT_FILES
        from ...setup import GameSetup
        from .table import read_table

        table = read_table(data, SCRIPT_FILES.get())
        return GameSetup.create([(table.names[s], table.secret[s]) for s in table.seats], ruleset=self.id,
                                options=table.options, extra={"raizen": dict(table.raw), "seed": table.seed})

    def write_setup(self, setup: GameSetup) -> dict[str, Any]:
        """The setup as read (R-15), with the catalogue's text kept
        (``catalogue_toml``) so that the game replays if the club's file changes."""
        written: dict[str, Any] = json.loads(_dumps(setup.extra["raizen"]))
        return written

    def parse_input(self, data: object) -> HostInput:
        from .inputs import parse_input

        return parse_input(data)

    def script_inputs(self, data: Mapping[str, Any], setup: GameSetup) -> list[tuple[str, object, HostInput]]:
        """R-15: each phase's orders in ascending seat order, then its
        resolution; a phase with ``end`` is the master's end. Labelled
        ``phases[i] (N1)``; the error names the input at fault. A stored
        game's ``actions`` (the desk's inputs one by one) are read too."""
        from .inputs import BadPhase, EndRaizen, RaizenOrder, ResolvePhase

        if "phases" not in data and "actions" in data:
            return super().script_inputs(data, setup)
        phases = data.get("phases", [])
        if not isinstance(phases, list):
            raise ScriptError("'phases' must be a list (R-15)")
        seats = len(setup.seats)
        out: list[tuple[str, Any, Any]] = []
        for i, phase in enumerate(phases):
            label = f"phases[{i}] ({phase_label(i)})"
            if isinstance(phase, Mapping) and "end" in phase:
                out.append((label, phase, EndRaizen(phase.get("end"), phase.get("reason"))))
                continue
            if (not isinstance(phase, Mapping)
                    or any(not isinstance(k, str) or not k.isdecimal() or k.startswith("0") or not 1 <= int(k) <= seats
                           for k in phase)):
                out.append((label, phase, BadPhase(phase)))
                continue
            for key in sorted(phase, key=int):
                out.append((label, phase, RaizenOrder(int(key), phase[key])))
            out.append((label, phase, ResolvePhase()))
        return out

    def start(self, setup: GameSetup) -> RaizenPlay:
        from .play import RaizenPlay

        return RaizenPlay(setup)


RULESET = Raizen()
"""The registered instance (see :func:`app.core.ruleset.get`)."""
