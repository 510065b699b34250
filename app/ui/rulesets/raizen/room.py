"""Mafik Raizen on the room's screens (issue #38, item 1): the projector's
and the board's lines from the public view (the phase, the latest post of
R-12.1 with its hand counts, each seat's public role and hand count) and a
player's phone from his player view (his hand, his sleeve, the artifact and
R-12.3's private messages). Never another seat's secret: only the public
view and the seat's own player view are read here."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from ....core.rulesets.raizen.views import raizen_public
from .words import role_name


def tr(text: str) -> str:
    return QCoreApplication.translate("", text)     # lupdate puts a module-level tr() in the empty context


def phase_word(label: str) -> str:
    """R-15's phase label (``N1``, ``D2``; ``start`` for the setup, ``draft``) in the host's language."""
    if label == "draft":
        return tr("The draft")
    if label == "start":
        return tr("Setup")
    if label[:1] in ("N", "D") and label[1:].isdigit():
        return (tr("Night %1") if label[0] == "N" else tr("Day %1")).replace("%1", label[1:])
    return label


def result_text(winner: str | None) -> str:
    """R-13's result on the room's screens."""
    return {"law": tr("The Law wins"), "mafia": tr("The Mafia wins"), "draw": tr("A draw: nobody is left"),
            "host": tr("The game is ended by the master")}.get(str(winner), str(winner or ""))


def phase_title(view: Any) -> str:
    """The projector's top line: ``Night 2``, ``Day 3``, the draft, or the result."""
    if view.phase == "finished":
        return result_text(view.winner)
    return phase_word(str(raizen_public(view).phase))


def projector_info(view: Any) -> str:
    """The latest post as published (R-12.1, its hand counts included);
    before the first one, the hand counts of the living."""
    posts = raizen_public(view).posts or ()
    if posts:
        return str(posts[-1])
    hands = raizen_public(view).hands or {}
    if not hands:
        return ""
    names = {s.seat: s.name for s in view.seats}
    return tr("Cards in hand: %1").replace("%1", ", ".join(f"{names.get(s, s)} {n}" for s, n in sorted(hands.items())))


def projector_seat(view: Any, seat: Any) -> tuple[str, str, bool]:
    """A seat's tile: its public role (R-1.3: public) and hand count while
    alive, "wounded" when mortally wounded (R-12.1 line 8); the dead struck through."""
    name = f"{seat.seat}  {seat.name}"
    public = role_name(str((raizen_public(view).public_roles or {}).get(seat.seat, "")))
    if not seat.alive:
        return name, "✝\u00a0" + public, True
    parts = [public]
    hands = raizen_public(view).hands or {}
    if seat.seat in hands:
        parts.append(tr("%1 cards").replace("%1", str(hands[seat.seat])))
    if seat.seat in (raizen_public(view).wounded or ()):
        parts.append(tr("wounded"))
    return name, "\n".join(p for p in parts if p), False


def phone_words(view: Any) -> dict[str, Any]:
    """His phone (Kit.phone_words): his secret role, then his public role,
    hand, sleeve, the artifact, Leader and wound; R-12.3's messages to him
    each after its phase (they are in Russian, as the rules publish them)."""
    own = view.own
    lines = []
    if own is not None:
        lines.append(tr("Public role: %1").replace("%1", role_name(own.public)))
        lines.append(tr("Hand: %1").replace("%1", ", ".join(own.hand) if own.hand else tr("no cards")))
        if own.sleeve:
            lines.append(tr("Sleeve: %1").replace("%1", ", ".join(own.sleeve)))
        if own.artifact:
            lines.append(tr("You hold the artifact."))
        if own.leader:
            lines.append(tr("You are the Leader."))
        if own.wounded:
            lines.append(tr("You are mortally wounded."))
    answers = [f"{phase_word(str(a.get('phase', '')))}: {a.get('ru', '')}" for a in view.answers]
    return {"role": role_name(str(view.role)), "lines": lines, "answers": answers,
            "phase": phase_title(view.public)}
