"""What the room reads, in the host's language: the projector's phase line,
speaker line, information lines and seat tiles, worded from the core's
public view only (C-10.3: no role before the end, no night target, no check).

The projector window draws these, and the web board (issue #29) carries
the same words in its JSON (``words``), so the room's screens never word a
game differently. Qt's translation only: no widget here."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication

from . import texts
from .rulesets import kit_for


@dataclass(frozen=True)
class SeatText:
    """One seat's tile on the projector at each level of detail: its
    ``name`` ("3  Вера"), ``struck`` when out, ``body`` (fouls as dots, or
    how he left), ``short`` (fouls as a number) and ``extra`` (role and
    points at the end)."""

    name: str
    struck: bool
    body: str
    short: str
    extra: tuple[str, ...] = ()

    def lines(self, detail: int) -> tuple[str, str]:
        """The name and the body at ``detail`` 0 (full), 1 (fouls as a number) or 2 (the same; names elided):
        the body's parts (how he left, his role, his points) each on a line of its own."""
        body = self.body if detail == 0 else self.short
        return self.name, "\n".join(part for part in (body, *self.extra) if part)


def dark(view: Any) -> bool:
    """Whether the room's screens show only the night's title now (a live
    table's night, C-10; a thread game's night keeps its lines, Kit.dark_night)."""
    return view.phase == "night" and kit_for(view.ruleset).dark_night


def phase_text(view: Any) -> str:
    """The projector's top line: the winner at the end, the game's own title
    of its phase (a thread game's night or turn), "Night" at night, else the
    phase title (C-10)."""
    own = kit_for(view.ruleset).phase_title(view, True)
    if own is not None:
        return own
    if view.phase == "finished":
        return texts.winner_name(view.winner, kit_for(view.ruleset))
    if view.phase == "night":
        return QCoreApplication.translate("ProjectorWindow", "Night")
    return texts.plain_phase_title(view, for_room=True)     # the kit was asked above


def speaker_text(view: Any) -> str | None:
    """"Speaking: 3 — Вера" (or the game's own words, e.g. a best move), None with no speaker."""
    if view.speaker is None:
        return None
    text = (kit_for(view.ruleset).speaker_text(view)
            or QCoreApplication.translate("ProjectorWindow", "Speaking: %1 — %2"))
    return text.replace("%1", str(view.speaker)).replace("%2", view.speaker_name or "")


def info_text(view: Any) -> str:
    """The lines under the seats, one per line: the game's own text (a
    newspaper, the hands), else its lines (the family's night dead in the
    morning, nominees, votes as counted and the lift vote, C-10.2; a best
    move)."""
    kit = kit_for(view.ruleset)
    own = kit.projector_info(None, view)
    if own is not None:
        return str(own)
    return "\n".join(kit.projector_lines(None, view))


def seat_texts(view: Any, reveal: bool, points: dict[int, float] | None = None) -> list[SeatText]:
    """Every seat's tile in table order: fouls as dots (●○), nominated ▲,
    "no speech", out struck through with how; at the end the role when
    ``reveal`` and the confirmed points (C-10.3: a role only once the game is over)."""
    kit = kit_for(view.ruleset)
    out = []
    for seat in view.seats:
        name = f"{seat.seat}  {seat.name}"
        struck = False
        own = kit.projector_seat(None, view, seat)      # the game's own words for a seat, if any
        if own is not None:
            name, body, struck = own
            short = body
        elif seat.alive:
            body = "●" * seat.fouls + "○" * (4 - seat.fouls)
            short = f"● {seat.fouls}" if seat.fouls else ""
            nominated = seat.nominated and view.step in kit.nominee_steps    # not once the vote is decided
            silent = " " + QCoreApplication.translate("ProjectorWindow", "no speech") if seat.lost_speech else ""
            for mark in ((" ▲" if nominated else ""), silent):
                body, short = body + mark, (short + mark).strip()
        else:   # out: struck through and dimmed, with how
            struck = True
            body = short = "✝\u00a0" + texts.how_short(seat.out, kit)     # the cross never alone on a line
        extra = []
        if reveal and view.phase == "finished" and seat.role:
            extra.append(texts.role_name(seat.role))
        if points and seat.seat in points:
            extra.append(QCoreApplication.translate("ProjectorWindow", "%1 pts").replace(
                "%1", texts.points_text(points[seat.seat])))
        out.append(SeatText(name, struck, body, short, tuple(extra)))
    return out


def board_words(view: Any) -> dict[str, Any]:
    """The board's ``words`` (``mafia-board/1``): the projector's lines as
    text, for a web page to show as they are. ``seats`` follows
    ``game.seats``' order: each ``{"name", "line", "struck", "extra"}``."""
    night = dark(view)
    return {
        "phase": phase_text(view),
        "speaker": None if night else speaker_text(view),
        "info": [] if night else [line for line in info_text(view).split("\n") if line],
        "seats": [{"name": t.name, "line": t.body, "struck": t.struck, "extra": list(t.extra)}
                  for t in seat_texts(view, reveal=True)],
    }


def phone_words(view: Any) -> dict[str, Any] | None:
    """A seat's phone worded by his game's kit (:meth:`~app.ui.rulesets.Kit.phone_words`)
    from his player view only, with his role by name as the kit names it
    (``role``, unless the kit's phone words name it) and his role's
    paragraph in the host's language (``role_text``,
    :func:`~app.ui.texts.role_paragraph`), or None (the page words what it
    can in the core's English)."""
    from ..core import ruleset as registry
    from .texts import role_paragraph

    kit = kit_for(view.public.ruleset)
    words = dict(kit.phone_words(view) or {})
    if not words.get("role") and view.role:
        named = kit.param_word("role", str(view.role))
        if named:
            words["role"] = named
    paragraph = role_paragraph(registry.get(view.public.ruleset).role_sentences(view), kit)
    if paragraph is not None:
        words["role_text"] = paragraph
    return words or None
