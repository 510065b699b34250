"""Translatable texts shared by several widgets: roles, results, steps, log events.

Every string goes through ``QCoreApplication.translate`` (context ``Texts``)
so ``pyside6-lupdate`` finds it; the Russian uses the club's words.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Mapping, Sequence

from PySide6.QtCore import QCoreApplication

from ..core.errors import AS_WRITTEN, Reason
from ..files import FileProblem

if TYPE_CHECKING:
    from .rulesets import Kit


def role_name(role: str) -> str:
    """A role id by name, as the first game that has the role names it
    (its kit's ``param_word("role", …)``: the City Mafia family's C-2, a
    forum role M-3, …); the id if no game knows it."""
    return kit_word("role", role) or role


def how_name(how: str | None, kit: Kit | None = None) -> str:
    """How a player left (``HostSeat.out``, an ``Eliminated`` event's
    ``how``: killed, voted, jailed, …), as his game words it
    (:func:`kit_word` ``"how"``, ``kit``'s first); the id if no game does."""
    return "" if how is None else kit_word("how", how, kit) or how


def winner_name(winner: str | None, kit: Kit | None = None) -> str:
    """A result id (``Ruleset.results``) in the host's language, as its game
    words it (:func:`kit_word` ``"result"``: ``kit``'s first, the game's);
    the id itself if no game does."""
    return "" if winner is None else kit_word("result", winner, kit) or str(winner)


def how_short(how: str | None, kit: Kit | None = None) -> str:
    """:func:`how_name` in a word or two, for a seat tile (``"how_short"``)."""
    return "" if how is None else kit_word("how_short", how, kit) or how


def removal_reason(reason: str, kit: Kit | None = None) -> str:
    """Why the host removed a player (one of ``TableCommands.removal_reasons``),
    as its game words it (``"removal"``); the id if no game does."""
    return kit_word("removal", reason, kit) or reason


def points_text(value, sign: bool = False) -> str:
    """Points as the host reads them: ``1.3``, ``+0.3``, ``-0.7``, ``1``; an
    exact Decimal (sport Mafia, S-12.6) is never passed through a float."""
    from decimal import Decimal

    from ..core.script import decimal_text

    if isinstance(value, Decimal):
        text = decimal_text(value)
        return f"+{text}" if sign and value > 0 else text
    return f"{value:+g}" if sign else f"{value:g}"


def phase_title(view: Any, for_room: bool = False) -> str:
    """"Day 2 — speeches" etc. for a public view; ``for_room`` (the projector):
    never the host's own instructions. The game's own steps are its kit's
    (:meth:`~app.ui.rulesets.Kit.phase_title`)."""
    from .rulesets import kit_for

    own = kit_for(view.ruleset).phase_title(view, for_room)
    return own if own is not None else plain_phase_title(view, for_room)


def plain_phase_title(view: Any, for_room: bool = False) -> str:
    """:func:`phase_title` without the game's own words: "Day 2", "Night 1",
    "Game over" (the host's "End of game: result to confirm")."""
    if view.phase == "night":
        return QCoreApplication.translate("Texts", "Night %1").replace("%1", str(view.night))
    if view.phase == "result":
        if for_room:
            return QCoreApplication.translate("Texts", "Game over")
        return QCoreApplication.translate("Texts", "End of game: result to confirm")
    if view.phase == "finished":
        return QCoreApplication.translate("Texts", "Game over")
    return QCoreApplication.translate("Texts", "Day %1").replace("%1", str(view.day))


def event_text(ev, name_of, secrets: bool = False, kit=None) -> str:
    """One log line for an event (from the host view): "D2  speech of 3
    Dina", in the words of ``kit`` (the game's, :meth:`Kit.event_text`;
    ``secrets``: the night's actions too, while the roles are shown); an
    event no kit words shows its class's name."""
    when = (QCoreApplication.translate("Texts", "N%1") if ev.night is not None else QCoreApplication.translate("Texts", "D%1")).replace(
        "%1", str(ev.night if ev.night is not None else ev.day))
    seat = getattr(ev, "seat", None)
    who = f"{seat} {name_of(seat)}" if seat is not None else ""
    text = None if kit is None else kit.event_text(ev, who, name_of, secrets)
    return f"{when}  {text if text is not None else type(ev).__name__}"


def step_word(kind: str) -> str:
    """A step kind as a noun (speech, vote, night, …), as the first game
    that has the step words it (:meth:`~app.ui.rulesets.Kit.step_word`);
    the kind itself if none does."""
    from .rulesets import kits

    for kit in kits():
        own = kit.step_word(kind)
        if own is not None:
            return own
    return kind


def _error_template(code: str) -> str | None:
    """The host's-language sentence of an error code of :data:`app.core.errors.CODES`
    with %-placeholders, or None for a code this window does not know."""
    return {
        "no_such_seat": QCoreApplication.translate("Errors", "There is no seat %seat at this table"),
        "seat_out": QCoreApplication.translate("Errors", "Seat %seat is out of the game"),
        "already_out": QCoreApplication.translate("Errors", "Seat %seat is already out of the game"),
        "already_disqualified": QCoreApplication.translate("Errors", "Seat %seat is already disqualified"),
        "nominate_outside_speech": QCoreApplication.translate("Errors", "Nominations are made during a day speech"),
        "no_nominations_day1": QCoreApplication.translate("Errors", "There are no nominations on Day 1"),
        "no_vote_after_4th_foul": QCoreApplication.translate("Errors", "No vote today after a 4th foul"),
        "already_nominated": QCoreApplication.translate("Errors", "Seat %seat is already nominated today"),
        "not_the_speaker": QCoreApplication.translate("Errors", "Now it is the %step of seat %speaker, not of seat %seat"),
        "no_nomination_in_step": QCoreApplication.translate("Errors", "No nominations during the %step"),
        "not_a_candidate": QCoreApplication.translate("Errors", "Seat %seat is not a candidate"),
        "too_many_votes": QCoreApplication.translate("Errors", "%votes votes, but only %living living players"),
        "voter_not_living": QCoreApplication.translate("Errors", "Seat %seat cannot vote: not a living player"),
        "voted_twice": QCoreApplication.translate("Errors", "Seat %seat has already voted"),
        "role_not_at_table": QCoreApplication.translate("Errors", "%role: there is no such role at this table"),
        "no_mafia_alive": QCoreApplication.translate("Errors", "No mafia player is alive to shoot"),
        "role_out": QCoreApplication.translate("Errors", "%role is out of the game and takes no action"),
        "shot_no_check": QCoreApplication.translate("Errors", "%role was shot tonight and does not check"),
        "target_out": QCoreApplication.translate("Errors", "Seat %seat is out of the game: %role picks a living player"),
        "target_repeat": QCoreApplication.translate("Errors", "%role: seat %seat was picked last night, not two nights running"),
        "target_self": QCoreApplication.translate("Errors", "%role cannot pick their own seat"),
        "target_self_once": QCoreApplication.translate("Errors", "%role: their own seat only once a game"),
        "wrong_call": QCoreApplication.translate("Errors", "Now the call is %call, not %role"),
        "nobody_called": QCoreApplication.translate("Errors", "Nobody is called now, not %role"),
        "night_begun": QCoreApplication.translate("Errors", "Tonight's calls have begun: answer the calls that remain"),
        "wrong_step": QCoreApplication.translate("Errors", "Now it is the %step"),
        "game_over": QCoreApplication.translate("Errors", "The game is over"),
        "game_over_no": QCoreApplication.translate("Errors", "The game is over: no %what now"),
        "end_needs_reason": QCoreApplication.translate("Errors", "Ending the game needs a reason"),
        "override_needs_reason": QCoreApplication.translate("Errors", "Overriding the result needs a reason"),
        "not_a_result": QCoreApplication.translate("Errors", "%result is not a result of this game"),
        "points_need_reason": QCoreApplication.translate("Errors", "A bonus or penalty needs a reason"),
        "points_range": QCoreApplication.translate("Errors", "A bonus or penalty is from −%max to %max points"),
        "unknown_input": QCoreApplication.translate("Errors", "This entry is not part of the game"),
        "extra_not_tenths": QCoreApplication.translate("Errors", "Extra points %points for seat %seat: only tenths of a point"),
        "extra_range": QCoreApplication.translate("Errors", "Extra points %points for seat %seat: allowed from %min to %max"),
        "extra_positive_draw": QCoreApplication.translate("Errors", "Seat %seat: no positive extra points in a draw"),
        "extra_not_allowed": QCoreApplication.translate("Errors", "Seat %seat: extra points %points are not on the list"),
        "extra_needs_head_judge": QCoreApplication.translate("Errors", "Seat %seat: %points extra points need the head judge's approval"),
        "extra_with_best_move": QCoreApplication.translate("Errors", "Seat %seat: extra points and best move %points exceed %max"),
        "extra_game_cap": QCoreApplication.translate("Errors", "Positive extra points %points for %players players exceed the game's limit"),
        "points_not_exact": QCoreApplication.translate("Errors", "Points are entered as exact decimals"),
        "votes_add_up": QCoreApplication.translate("Errors", "The votes add up to %votes, but %living players live: leave the last count out or correct it"),
        "best_move_three": QCoreApplication.translate("Errors", "A best move names three different seats, or none"),
        "table_size": QCoreApplication.translate("Errors", "A table has %min to %max players, not %players"),
        "role_count": QCoreApplication.translate("Errors", "A table of %players needs %want × %role, not %got"),
        "same_player": QCoreApplication.translate("Errors", "Seats %other and %seat have the same player; each player sits once"),
        "player_name_long": QCoreApplication.translate("Errors", "Seat %seat: a name has at most %max characters"),
        "player_name_text": QCoreApplication.translate("Errors", "Seat %seat: the name has a character that cannot be stored"),
        "immune_seat": QCoreApplication.translate("Errors", "Immune seat %seat is not at this table of %players"),
        "unknown_role": QCoreApplication.translate("Errors", "Unknown role %role"),
    }.get(code)


def kit_word(name: str, value: str, first: Any = None) -> str | None:
    """A game's word for ``value`` of a parameter ``name`` (``role``,
    ``result``, ``key``, ``city``, ``how``, …, as :meth:`Kit.param_word`
    lists them): ``first``'s kit (the refusal's game) asked first,
    then every kit in order (Kit.param_word); None if no kit knows it."""
    from .rulesets import kits

    for kit in ([first] if first is not None else []) + list(kits()):
        word = kit.param_word(name, value)
        if word:
            return str(word)
    return None


def _param_text(name: str, value: object, kit: Any = None) -> str:
    """A parameter in words: roles and calls by name, order keys and cities
    by their game's words (``kit``'s first: the refusal's game), step kinds as nouns."""
    if name in ("role", "call") and isinstance(value, str):
        return kit_word("role", value, kit) or value
    if name in ("key", "city") and isinstance(value, str):
        return kit_word(name, value, kit) or value
    if name == "step" and isinstance(value, str):
        return step_word(value)
    if name == "result" and isinstance(value, str):
        return winner_name(value, kit)
    if name == "what":
        return {"fouls": QCoreApplication.translate("Errors", "fouls"), "removals": QCoreApplication.translate("Errors", "removals")}.get(str(value), str(value))
    return str(value)


def _filled(template: str, values: Mapping[str, object], said: Callable[[str, object], str]) -> str:
    """``template`` with each ``%name`` replaced by ``said(name, value)``;
    longest names first, so %seat is not taken for part of %seats."""
    for name in sorted(values, key=len, reverse=True):
        template = template.replace("%" + name, said(name, values[name]))
    return template


def reason_text(why: Reason, kit: Kit, template_of: Callable[[str], str | None] | None = None) -> str | None:
    """A refusal's :class:`~app.core.errors.Reason` in the host's language by
    its game's kit: its template (``template_of(code)``, by default the
    kit's :meth:`~app.ui.rulesets.Kit.reason_template`) with each value put
    in (a nested reason worded the same way, a word the kit knows in its
    words); a reason passed on as written reads as it came; None when the
    kit does not word its code (the caller shows the core's English)."""
    if why.code == AS_WRITTEN:
        return str(why.values.get("text", ""))
    of = template_of or kit.reason_template
    template = of(why.code)
    if template is None:
        return None
    return _filled(template, why.values, lambda name, value: (reason_text(value, kit, of) or value.code)
                   if isinstance(value, Reason) else kit.reason_word(name, value) or str(value))


def role_paragraph(sentences: Sequence[Reason], kit: Kit) -> str | None:
    """A seat's role paragraph (``Ruleset.role_sentences``) in the host's
    language by his game's kit (:meth:`~app.ui.rulesets.Kit.role_template`),
    sentences joined by a space; None when the kit does not word one of
    them (the phone then shows the core's English, issue #38 item 5)."""
    said = [reason_text(sentence, kit, kit.role_template) for sentence in sentences]
    return None if not said or None in said else " ".join(s for s in said if s is not None)


def error_text(err: BaseException) -> str:
    """What the host reads for a refused input, in the host's language.

    A core error with a code (:data:`app.core.errors.CODES`) is worded from
    its translated template and keeps its rule id: ``"Место 4 выбыло из игры
    (C-4.3)"``. Anything else falls back to its own text.
    """
    code = getattr(err, "code", "")
    template = _error_template(code) if code else None
    kit = None
    if template is None and ":" in code:          # a game's own code: its kit words it
        from .rulesets import kit_for

        game, _, own = code.partition(":")
        kit = kit_for(game)
        template = kit.error_template(own)
    if template is None:
        return str(err)
    template = _filled(template, getattr(err, "params", {}), lambda name, value: _param_text(name, value, kit))
    why = getattr(err, "why", None)
    if isinstance(why, Reason) and kit is not None:
        said = reason_text(why, kit)
        template += ": " + (said if said is not None else str(getattr(err, "reason", "")))
    rule = getattr(err, "rule", "")
    return f"{template} ({rule})" if rule else template


def problem_text(err: BaseException) -> str:
    """What the host reads for a :class:`~app.service.desk.Problem`: a
    sentence in the host's language by its kind, then the detail (a coded
    rule error translated; a system's own message as it came)."""
    kind: str = getattr(err, "kind", "")
    cause: BaseException | None = getattr(err, "cause", None)
    file: str = getattr(err, "file", "")
    if kind == "elsewhere":
        return QCoreApplication.translate("Errors", "This game is open in another Mafia Host window; nothing was saved here.")
    if kind == "read_only":
        detail = error_text(cause) if cause is not None and getattr(cause, "code", None) else str(err)
        return QCoreApplication.translate(
            "Errors", "This game no longer replays under the current rules: %1. It is open read-only at its "
                      "stored state; its protocol is kept as stored.").replace("%1", detail)
    if kind == "file":
        if cause is not None and getattr(cause, "code", None):
            return QCoreApplication.translate("Errors", "%1 is not a valid game: %2").replace("%1", file).replace("%2", error_text(cause))
        if isinstance(cause, OSError):
            return QCoreApplication.translate("Errors", "%1 cannot be written: %2").replace("%1", file).replace(
                "%2", cause.strerror or str(cause))
        detail = str(cause) if cause is not None else str(err)
        if isinstance(cause, FileProblem):
            return QCoreApplication.translate("Errors", "%1 cannot be read: %2").replace("%1", file).replace(
                "%2", detail.removeprefix("cannot read: "))
        return QCoreApplication.translate("Errors", "%1 is not a file Mafia Host can use: %2").replace("%1", file or "?").replace("%2", detail)
    return QCoreApplication.translate("Errors", "Not saved, so not applied: %1").replace("%1", storage_detail(err))


def storage_detail(err: BaseException) -> str:
    """Why the database refused a write, in the host's language where the
    cause is known (another program's lock); else the system's own words."""
    cause = getattr(err, "cause", None)
    if getattr(cause, "kind", "") == "locked":
        return QCoreApplication.translate("Errors", "the database is in use by another program")
    return str(err)


def scheme_name(scheme_id: str, name: str | None = None) -> str:
    """A points scheme's name (C-11) in the host's language. A built-in
    scheme is named by its game's kit (``param_word("scheme", …)``); a
    club's own name (``name`` differing from the built-in one) is the
    club's and shown as written."""
    from ..core import ruleset as registry

    word = kit_word("scheme", scheme_id)
    if word is not None and name in (None, "", getattr(registry.all_schemes().get(scheme_id), "name", None)):
        return word
    return name or scheme_id


def news_lang() -> str:
    """A forum newspaper's language on the host's screens: the host's (``ru`` or ``en``)."""
    from PySide6.QtCore import QSettings

    return "ru" if QSettings().value("ui/language", "") == "ru" or \
        QCoreApplication.translate("Texts", "Civilian") != "Civilian" else "en"
