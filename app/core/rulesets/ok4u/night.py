"""The night (OK4U): the calls and their targets (C-7), who dies (C-8),
check results (C-7.5, C-7.6), useful actions (C-11)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from ... import events as E
from ... import steps as S
from ...errors import RuleError
from ...inputs import Night, NightAction
from ...records import Check, check_of
from .roles import NIGHT_ACTIONS, Role, spec_of
from .state import NightOutcome as NightOutcome      # re-exported: the night's records live in .state
from .state import NightRecord
from .state import UsefulAction as UsefulAction

if TYPE_CHECKING:
    from .play import Ok4uPlay

ROLE_NAMES = {"mafia": "the Mafia", "don": "the Don", "sheriff": "the Sheriff",
              "maniac": "the Maniac", "doctor": "the Doctor", "beauty": "the Beauty"}
"""How an error names the one(s) answering a call."""
TARGET_RULE = {call: action.rule for call, action in NIGHT_ACTIONS.items()}
"""The rule an error about a night target cites: the acting role's (C-7):
Mafia and Maniac C-7.1, Doctor C-7.3, Beauty C-7.4, Sheriff C-7.5, Don C-7.6."""
_PAST = {"heal": "healed", "visit": "visited", "check": "checked", "shoot": "shot"}
_SELF = {"beauty": "herself"}


def resolve_night(
    night: int,
    actions: Night,
    roles: dict[int, Role],
    alive: set[int],
    immune: frozenset[int],
    beauty_seat: int | None,
    doctor_seat: int | None,
    wake_order: tuple[str, ...] = ("don", "sheriff"),
) -> NightOutcome:
    """Resolve one night's (already validated) actions.

    ``roles`` maps seat → role; ``alive`` are the seats alive at nightfall
    (after any removals during the night); ``immune`` the seats immune this
    night (C-8.4); ``wake_order`` the club's call order (C-7.1), which
    orders the night's checks. Implements C-8.1 … C-8.5 and the checks of
    C-7.5/C-7.6.

    ``saves`` (C-11) holds the actions that changed the night: the Doctor
    saved his patient if the patient would have died without the heal
    (attacked at home, or at the home of an attacked Beauty), is not immune
    and lives; the Beauty saved her client if he was himself targeted, is
    not immune and lives. It also holds every check that showed black as
    ``sheriff_found``; :func:`app.core.points.counted_useful` keeps the finds
    the points scheme counts.
    """
    shots = [t for t in (actions.mafia, actions.maniac) if t is not None]
    b = beauty_seat if beauty_seat in alive and actions.beauty is not None else None
    v = actions.beauty if b is not None else None
    d = actions.doctor
    dead, attacked = _shots(shots, b, v, lambda seat: seat == d or seat in immune)    # C-8.3, C-8.4
    checks, sheriff_check = _checks(night, actions, roles, alive, wake_order)
    saves: list[UsefulAction] = []
    if sheriff_check is not None and sheriff_check.result == "black":
        # every black check; which of them are "finds" is the points scheme's call
        sheriff = next(s for s, r in roles.items() if r is Role.SHERIFF)
        saves.append(UsefulAction(night, sheriff, "sheriff_found", sheriff_check.seat))
    saves += _saves(night, shots, dead, immune, b, v, d, doctor_seat)
    return NightOutcome(tuple(sorted(dead)), frozenset(attacked), tuple(checks), tuple(saves))


def _saves(night: int, shots: list[int], dead: set[int], immune: frozenset[int], b: int | None,
           v: int | None, d: int | None, doctor_seat: int | None) -> list[UsefulAction]:
    """C-11: the Doctor's and the Beauty's saves (the module's ``resolve_night`` says when)."""
    saves: list[UsefulAction] = []
    if d is not None and doctor_seat is not None and d not in immune and d not in dead:
        at_home = d in shots and d != v           # targeted while not away at the Beauty's
        at_beauty = d == v and b in shots         # at the home of an attacked Beauty
        if at_home or at_beauty:
            saves.append(UsefulAction(night, doctor_seat, "doctor_saved", d))
    if b is not None and v is not None and v in shots and v not in immune and v not in dead:
        saves.append(UsefulAction(night, b, "beauty_saved", v))
    return saves


def _shots(shots: list[int], b: int | None, v: int | None,
           protected: Callable[[int], bool]) -> tuple[set[int], set[int]]:
    """C-8.1 … C-8.5: who dies of the night's shots, and who was attacked
    (``b``: the Beauty visiting, ``v``: her client, away from home)."""
    dead: set[int] = set()
    attacked: set[int] = set(shots)
    for target in shots:
        if target == v:
            continue  # C-8.1: the client was not at home
        if b is not None and v is not None and target == b:
            attacked.add(v)  # the client was at her home
            if protected(b):
                continue  # C-8.2 / C-8.4: both live
            dead.add(b)
            if not protected(v):
                dead.add(v)  # C-8.2 (and C-8.4 for an immune client)
            continue
        if not protected(target):
            dead.add(target)  # C-8.3; a set: C-8.5
    return dead, attacked


def _checks(night: int, actions: Night, roles: dict[int, Role], alive: set[int],
            wake_order: tuple[str, ...]) -> tuple[list[Check], Check | None]:
    """The Don's and the Sheriff's checks (C-7.5, C-7.6), in the game's wake order (C-7.1)."""
    checks: list[Check] = []
    sheriff_check: Check | None = None
    if actions.don is not None:
        checks.append(check_of(night, "don", actions.don, spec_of(roles[actions.don]).checks["don"]))
    if actions.sheriff is not None:
        sheriff_check = check_of(night, "sheriff", actions.sheriff,
                                 sheriff_sees(roles[actions.sheriff], roles, alive))
        checks.append(sheriff_check)
    if len(checks) > 1:
        # within a night the checks follow the game's wake order (game-script.md, C-7.1)
        rank = {call: i for i, call in enumerate(wake_order)}
        checks.sort(key=lambda c: rank.get(c.by, len(rank)))
    return checks, sheriff_check


def sheriff_sees(role: Role, roles: dict[int, Role], alive: set[int]) -> str:
    """The Sheriff's check result for a player of ``role`` (C-7.5), from the
    catalogue: Mafia and Don are ``"black"``; the Maniac is ``"red"`` while
    any black player in ``alive`` lives and ``"black"`` after; everybody
    else ``"red"``.
    """
    shown = spec_of(role).checks["sheriff"]
    if shown == "red_while_black_lives":
        return "red" if any(roles[s].is_black for s in alive) else "black"
    return shown


# ---------------------------------------------------------------- the calls
def callers(play: "Ok4uPlay", call: str, living: bool = True) -> list[int]:
    """Seats whose role answers ``call`` (C-7.1), living ones only unless
    ``living`` is False, in seat order."""
    seats = play.answerers(call)
    if not living:
        return list(seats)
    alive = play.st.alive
    return [s for s in seats if s in alive]


def actor(play: "Ok4uPlay", call: str) -> int | None:
    """The living seat acting for ``call`` (the lowest black seat for the
    Mafia's shot), or None: nobody acts (C-7.2)."""
    alive = play.st.alive
    for seat in play.answerers(call):
        if seat in alive:
            return seat
    return None


def start_night(play: "Ok4uPlay") -> None:
    """Nightfall: tonight's calls in the club's wake order (C-7.1), roles at
    this table only, dead ones too unless the club skips them (C-7.2)."""
    st = play.st
    st.phase, st.night, st.speaker = "night", st.day, None
    st.farewells = []
    st.night_answers = {}
    if play.setup.options.call_dead_roles:
        st.night_calls = [call for call, _ in play.wake]
    else:
        alive = st.alive
        st.night_calls = [call for call, seats in play.wake if not alive.isdisjoint(seats)]  # a living one (C-7.2)


def night_call(play: "Ok4uPlay") -> str | None:
    """The call answered now, or None outside the night (C-7.1)."""
    st = play.st
    if st.phase != "night" or len(st.night_answers) >= len(st.night_calls):
        return None
    return st.night_calls[len(st.night_answers)]


def night_error(play: "Ok4uPlay", call: str, seat: int | None) -> RuleError | None:
    """Why ``call`` may not target ``seat`` tonight (None if it may).

    ``seat`` None means "no action", always allowed. Dead roles act not
    (C-7.2); a target is a living seat; the constraints of the role's
    action in the catalogue (:data:`~.roles.CATALOGUE`): the same seat two
    nights running, oneself never or once a game. An error about the target
    cites the acting role's rule (:data:`TARGET_RULE`).
    """
    if seat is None:
        return None
    return _target_error(play, call, seat, actor(play, call))


def _target_error(play: "Ok4uPlay", call: str, seat: int, acting: int | None) -> RuleError | None:
    """:func:`night_error` for a named ``seat``, ``acting`` being the call's
    living actor (:func:`actor`), found once by the caller."""
    st = play.st
    name = ROLE_NAMES.get(call, call)
    if acting is None:
        if not callers(play, call, living=False):
            return RuleError(f"there is no {name.removeprefix('the ')} at this table", "C-2",
                             "role_not_at_table", role=call)
        if call == "mafia":
            return RuleError("no mafia player is alive to shoot", "C-7.2", "no_mafia_alive")
        return RuleError(f"{name} is out of the game and takes no action", "C-7.2",
                         "role_out", role=call)
    action = NIGHT_ACTIONS[call]
    rule = action.rule
    if seat not in play.roles:
        return RuleError(f"there is no seat {seat} at this table", rule, "no_such_seat", seat=seat)
    if seat not in st.alive:
        return RuleError(f"seat {seat} is out of the game: {name} targets a living player", rule,
                         "target_out", seat=seat, role=call)
    if not action.repeat and seat == st.last_targets.get(call):
        return RuleError(f"{name} {_PAST[action.kind]} seat {seat} last night", rule,
                         "target_repeat", seat=seat, role=call, kind=action.kind)
    if seat == acting:
        if action.self_target == "never":
            return RuleError(f"{name} cannot {action.kind} {_SELF.get(call, 'himself')}", rule,
                             "target_self", role=call, kind=action.kind)
        if action.self_target == "once" and call in st.self_used:
            return RuleError(f"{name} has already {_PAST[action.kind]} himself once this game", rule,
                             "target_self_once", role=call, kind=action.kind)
    return None


def check_result(play: "Ok4uPlay", call: str, seat: int) -> str:
    """What the host shows for a check of ``seat`` tonight: the Sheriff
    red/black (C-7.5), the Don yes/no (C-7.6), from the catalogue."""
    role = play.roles[seat]
    if call == "sheriff":
        return sheriff_sees(role, play.roles, play.st.alive)
    return spec_of(role).checks[call]


def on_night_action(play: "Ok4uPlay", inp: NightAction) -> None:
    """One call answered (C-7.1); the last one makes the night take effect (C-7.7)."""
    play.expect(S.NIGHT)
    st = play.st
    call = night_call(play)
    if inp.role != call:
        message = (f"{ROLE_NAMES[call] if call else 'nobody'} is called now, "
                   f"not {ROLE_NAMES.get(inp.role, inp.role)}")
        if call is None:
            raise RuleError(message, "C-7.1", "nobody_called", role=inp.role)
        raise RuleError(message, "C-7.1", "wrong_call", call=call, role=inp.role)
    err = night_error(play, inp.role, inp.target)
    if err is not None:
        raise err
    st.night_answers[inp.role] = inp.target
    if night_call(play) is None:
        picks = {r: t for r, t in st.night_answers.items() if t is not None}
        resolve(play, Night(**picks), checked=True)


def on_night(play: "Ok4uPlay", inp: Night) -> None:
    """The whole night at once (the combined form of older protocols)."""
    play.expect(S.NIGHT)
    if play.st.night_answers:
        raise RuleError("tonight's calls have begun: answer the calls that remain", "C-7.1",
                        "night_begun")
    resolve(play, inp)


def resolve(play: "Ok4uPlay", inp: Night, checked: bool = False) -> None:
    """Apply a night's actions (C-7, C-8); ``checked``: each was already
    checked when its call was answered (a player removed since still acted)."""
    step = play.expect(S.NIGHT)
    st = play.st
    picks = [(call, target) for call in ROLE_NAMES if (target := getattr(inp, call)) is not None]
    acting = {call: actor(play, call) for call, _ in picks}         # at nightfall, before anyone leaves
    if not checked:
        for call, target in picks:          # in the order errors are reported in
            err = _target_error(play, call, target, acting[call])
            if err is not None:
                raise err
    immune = play.setup.immune if st.night == 1 else frozenset()
    outcome = resolve_night(st.night, inp, play.roles, st.alive, immune, play.beauty_seat,
                            acting.get("doctor"), play.setup.options.wake_order)   # no heal: no Doctor asked
    st.transcript.append(step)
    st.nights.append(NightRecord(st.night, inp, outcome))
    st.checks.extend(outcome.checks)
    st.useful.extend(outcome.saves)
    st.self_used.update(call for call, target in picks if target == acting[call])
    st.last_targets = dict.fromkeys(NIGHT_ACTIONS)
    st.last_targets.update(picks)
    st.events.append(E.NightResolved(dict(picks), outcome.deaths, night=st.night))
    if play.eliminate(outcome.deaths, "killed"):
        return
    play.begin_day(st.night + 1)
    if outcome.deaths:
        play.farewell(outcome.deaths)
