"""Mafik Raizen's words at the turn desk, shared by the desk and its dialogs:
the order keys, card names and labels, results, BBCode and R-10's steps."""

from __future__ import annotations

from typing import Any, Mapping

from PySide6.QtCore import QCoreApplication

from ....core.rulesets.raizen.views import raizen_host
from ... import texts

SIMPLE = ("kill", "vote", "mode", "leader", "pass")
"""The order keys the shared entry form takes (a seat or a word); the rest
are in the order form (:class:`~.dialogs.OrderDialog`)."""


def tr(text: str) -> str:
    return QCoreApplication.translate("", text)     # lupdate puts a module-level tr() in the empty context


def lang() -> str:
    return texts.news_lang()


def card_label(hv: Any, seat: int, cid: str) -> str:
    """``3:5 Щит``: a card instance and its catalogue name (the master's view)."""
    ids = raizen_host(hv).cards[seat]["ids"]
    card = raizen_host(hv).catalogue.cards.get(ids.get(cid, ""))
    return f"{cid} {card.name if card else '?'}"


def card_name(hv: Any, seat: int, cid: str) -> str:
    """A card's catalogue name (the master's view)."""
    card = raizen_host(hv).catalogue.cards.get(raizen_host(hv).cards[seat]["ids"].get(cid, ""))
    return card.name if card else "?"


def key_name(key: str) -> str:
    """An order key (R-15) in the host's language."""
    return key_word(key) or key


def key_word(key: str) -> str | None:
    """An order key (R-15), a draft's ``round`` or ``kept``, or ``whole``
    (the whole order) in the host's language; None for another game's key."""
    return {
        "play": tr("hand card"), "sleeve": tr("sleeve card"), "discard": tr("discard"), "order": tr("hand order"),
        "kill": tr("kill"), "boost": tr("boost"), "croupier": tr("Croupier's card"), "spend": tr("spend"),
        "guess": tr("guess"), "tell": tr("tell"), "invisible": tr("invisible"), "vote": tr("вече vote"),
        "mode": tr("execution or beating"), "leader": tr("Leader vote"), "pass": tr("artifact pass"),
        "clear": tr("(no order)"), "whole": tr("the whole order"), "round": tr("draft round"),
        "kept": tr("kept cards"), "mulligan": tr("mulligan"),
    }.get(key)


def role_word(role: str) -> str | None:
    """A secret role (R-12.3's words) or a public one (R-2) in the host's
    language; None for another game's role."""
    return {
        "boss": QCoreApplication.translate("RaizenRoles", "Boss"),
        "killer": QCoreApplication.translate("RaizenRoles", "Killer"),
        "advisor": QCoreApplication.translate("RaizenRoles", "Advisor"),
        "law": QCoreApplication.translate("RaizenRoles", "Law"),
        "alien": QCoreApplication.translate("RaizenRoles", "Alien"),
        "jester": QCoreApplication.translate("RaizenRoles", "Jester"),
        "businessman": QCoreApplication.translate("RaizenRoles", "Businessman"),
        "lazy": QCoreApplication.translate("RaizenRoles", "Lazy"),
        "strongman": QCoreApplication.translate("RaizenRoles", "Strongman"),
        "politician": QCoreApplication.translate("RaizenRoles", "Politician"),
        "paranoid": QCoreApplication.translate("RaizenRoles", "Paranoid"),
        "avenger": QCoreApplication.translate("RaizenRoles", "Avenger"),
        "psychic": QCoreApplication.translate("RaizenRoles", "Psychic"),
        "masochist": QCoreApplication.translate("RaizenRoles", "Masochist"),
        "magician": QCoreApplication.translate("RaizenRoles", "Magician"),
        "banker": QCoreApplication.translate("RaizenRoles", "Banker"),
        "croupier": QCoreApplication.translate("RaizenRoles", "Croupier"),
        "sociopath": QCoreApplication.translate("RaizenRoles", "Sociopath"),
        "monk": QCoreApplication.translate("RaizenRoles", "Monk"),
        "child": QCoreApplication.translate("RaizenRoles", "Child"),
        "student": QCoreApplication.translate("RaizenRoles", "Student"),
        "lucky": QCoreApplication.translate("RaizenRoles", "Lucky"),
        "journalist": QCoreApplication.translate("RaizenRoles", "Journalist"),
        "swindler": QCoreApplication.translate("RaizenRoles", "Swindler"),
        "hero": QCoreApplication.translate("RaizenRoles", "Hero"),
    }.get(role)


def role_name(role: str) -> str:
    """A secret or public role (R-2, R-12.3) in the host's language (its id if unknown)."""
    return role_word(role) or role


def heading_word(english: str) -> str | None:
    """The chronicle's headings (R-12.1's posts, the roles and decks at the end)."""
    return {"Posts": QCoreApplication.translate("RaizenRoles", "Posts"),
            "Roles and decks": QCoreApplication.translate("RaizenRoles", "Roles and decks")}.get(english)


def result_words(result: str) -> str | None:
    """R-13: a finished game's result as its export titles it."""
    return {"law": QCoreApplication.translate("RaizenRoles", "the Law wins"),
            "mafia": QCoreApplication.translate("RaizenRoles", "the Mafia win"),
            "draw": QCoreApplication.translate("RaizenRoles", "a draw"),
            "host": QCoreApplication.translate("RaizenRoles", "ended by the master")}.get(result)


def result_word(result: str) -> str | None:
    """R-13: a result's winner in the host's language; None for another game's."""
    return {"law": tr("the Law"), "mafia": tr("the Mafia"), "draw": tr("a draw: nobody is left"),
            "host": tr("ended by the master")}.get(result)


def result_name(result: str) -> str:
    """R-13: a result's winner in the host's language (the id if unknown)."""
    return result_word(result) or result


def bbcode(post: str) -> str:
    """The post as forum BBCode: its first line bold."""
    first, _, rest = post.partition("\n")
    return f"[b]{first}[/b]\n{rest}" if rest else f"[b]{first}[/b]"


def steps_lines(game: Any, hv: Any, log: Any) -> list[str]:
    """R-10's steps of one resolution in the host's language, for the master."""
    def who(seat: Any) -> str:
        return "—" if seat is None else f"{seat} {game.setup.name(int(seat))}"

    def cards(seat: int, ids: list[str]) -> str:
        names = []
        for cid in ids:
            card = raizen_host(hv).catalogue.cards.get(raizen_host(hv).cards[seat]["ids"].get(cid, ""))
            names.append(f"{cid} {card.name if card else '?'}")
        return ", ".join(names) or tr("none")

    how = {"passed": tr("passed"), "drawn": tr("drawn"), "destroyed": tr("destroyed")}
    veche = {"execution": tr("execution"), "beating": tr("beating"), "pair": tr("3 damage each"),
             "spread": tr("more than two leaders: no damage"), "none": tr("no votes"), "skipped": tr("not held")}
    out = []
    for step, kind, p in log:
        s = p.get("seat")
        line = {
            "order": lambda: tr("%1 puts his hand in order: %2").replace("%1", who(s)).replace("%2", cards(s, p["cards"])),
            "invisible": lambda: tr("%1 marks invisible: %2").replace("%1", who(s)).replace("%2", cards(s, p["cards"])),
            "guess": lambda: tr("%1 guesses %2: %3 named, %4 matched, %5").replace("%1", who(s)).replace(
                "%2", who(p["target"])).replace("%3", str(p["named"])).replace("%4", str(p["matched"])).replace(
                "%5", tr("right: 2 Patrons") if p["patrons"] else tr("wrong")),
            "leave": lambda: tr("%1: to the discard pile: %2").replace("%1", who(s)).replace("%2", cards(s, p["cards"])),
            "discard": lambda: tr("%1: to the deck's bottom: %2").replace("%1", who(s)).replace("%2", cards(s, p["cards"])),
            "copy": lambda: tr("%1: the Magician's copy %2").replace("%1", who(s)).replace("%2", cards(s, [p["card"]])),
            "kill": lambda: tr("The kill: %1, %2 damage (%3 boosts)").replace("%1", who(s)).replace(
                "%2", str(p["damage"])).replace("%3", str(p["boosts"])),
            "veche": lambda: tr("The вече: %1 %2").replace("%1", veche[p["result"]]).replace(
                "%2", ", ".join(who(x) for x in p["hit"])),
            "hit": lambda: tr("%1: damage %2, armour %3").replace("%1", who(s)).replace(
                "%2", str(p["damage"])).replace("%3", str(p["armour"])),
            "draw": lambda: tr("%1 draws %2").replace("%1", who(s)).replace("%2", cards(s, p["cards"])),
            "lost": lambda: tr("%1 loses %2 draw(s) and %3").replace("%1", who(s)).replace(
                "%2", str(p["cancelled"])).replace("%3", cards(s, p["cards"])),
            "masochist": lambda: tr("%1: the Masochist's copy %2").replace("%1", who(s)).replace("%2", cards(s, [p["card"]])),
            "sleeve": lambda: tr("%1 gains in his sleeve %2").replace("%1", who(s)).replace("%2", cards(s, p["cards"])),
            "monk": lambda: tr("%1, the Monk, draws %2").replace("%1", who(s)).replace("%2", cards(s, [p["card"]])),
            "death": lambda: tr("%1 dies").replace("%1", who(s)),
            "wound": lambda: tr("%1 is mortally wounded").replace("%1", who(s)),
            "artifact": lambda: tr("The artifact: %1 → %2 (%3)").replace("%1", who(p["from"])).replace(
                "%2", who(p["to"])).replace("%3", how[p["how"]]) + (
                tr("; 3 armour next night for %1").replace("%1", who(p["law_armour"])) if p.get("law_armour") else ""),
            "leader": lambda: tr("The Leader: %1").replace("%1", who(s) if s else tr("nobody")),
            "messages": lambda: tr("%1 private message(s)").replace("%1", str(p["count"])),
            "post": lambda: tr("The post; the game goes on"),
            "end": lambda: tr("The post; the game is over: %1").replace("%1", result_name(str(p["winner"]))),
        }[kind]()
        out.append(f"{step}. {line}")
    return out


def order_summary(game: Any, hv: Any, seat: int, order: Mapping[str, Any]) -> str:
    """A seat's order as the table shows it (#39): each key with its target
    or card by name («убийство: 4. Глеб», «карта руки: Засада → 2. Борис»)."""
    def who(target: Any) -> str:
        return f"{target}. {game.setup.name(target)}" if isinstance(target, int) and not isinstance(target, bool) \
            else str(target)

    def cards(ids: Any) -> str:
        return ", ".join(card_name(hv, seat, c) for c in ids) if isinstance(ids, list) else str(ids)
    parts = []
    for key, value in order.items():
        name = key_name(key)
        if isinstance(value, dict) and "card" in value:
            text = card_name(hv, seat, value["card"]) + (f" → {who(value['target'])}" if "target" in value else "")
        elif isinstance(value, dict) and "target" in value:
            text = who(value["target"])
        elif isinstance(value, dict) and "to" in value:
            text = who(value["to"])
        elif isinstance(value, dict):
            text = cards(value.get("pay", []))
        elif isinstance(value, list):
            text = cards(value)
        elif key == "mode":
            text = {"execution": tr("execution"), "beating": tr("beating")}.get(str(value), str(value))
        else:
            text = who(value)
        parts.append(f"{name}: {text}" if text else name)
    return "; ".join(parts)
