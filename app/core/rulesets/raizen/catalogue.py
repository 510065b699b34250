"""The card catalogue ``raizen-cards/1`` (R-4): a club's collection as a
TOML file, checked whole, and the built-in illustrative set.

The built-in set is **not** the source's collection (which is not public,
"Коллекция находится в соответствующей комнате"): only ``patron`` and ``zhir``
being sleeve cards and ``vopros`` existing come from the source; every other
card is invented for the examples (R-4).
"""

from __future__ import annotations

import hashlib
import re
import tomllib
from dataclasses import dataclass
from typing import Any, Mapping

from ...errors import SetupError
from ...limits import MAX_CLUB_FILE_BYTES, MAX_NAME, TooLarge, parse_toml, text_problem

BUILTIN = "builtin:illustrative"
"""R-4, R-15: the reference of the built-in catalogue."""

BUILTIN_TOML = 'format = "raizen-cards/1"\nname = "Иллюстративный набор (не из источника)"\ncards = [\n  # "named": the source gives the name and, for patron and zhir, the sleeve; every other value is illustrative\n  {id = "patron", name = "Патрон", colour = "attack", zone = "sleeve", target = "other", effects = [{kind = "damage", amount = 2}], source = "named"},\n  {id = "zhir", name = "Жир", colour = "support", zone = "sleeve", source = "named"},\n  {id = "vopros", name = "Вопрос", colour = "information", when = ["night", "day"], target = "other", effects = [{kind = "message"}], source = "named"},\n  {id = "udar", name = "Удар", colour = "attack", target = "other", effects = [{kind = "damage", amount = 2}], source = "illustrative"},\n  {id = "zasada", name = "Засада", colour = "attack", cost = 1, target = "other", effects = [{kind = "damage", amount = 4}], source = "illustrative"},\n  {id = "kastet", name = "Кастет", colour = "attack", when = ["night", "day"], target = "other", effects = [{kind = "damage", amount = 1}], source = "illustrative"},\n  {id = "granata", name = "Граната", colour = "attack", target = "other", effects = [{kind = "damage", amount = 3}, {kind = "damage", amount = 1, to = "self"}], source = "illustrative"},\n  {id = "obrez", name = "Обрез", colour = "attack", cost = 2, target = "other", effects = [{kind = "damage", amount = 6}], source = "illustrative"},\n  {id = "oboyma", name = "Обойма", colour = "attack", effects = [{kind = "sleeve", card = "patron", amount = 2}], source = "illustrative"},\n  {id = "shchit", name = "Щит", colour = "support", when = ["night", "day"], effects = [{kind = "armour", amount = 3}], source = "illustrative"},\n  {id = "bint", name = "Бинт", colour = "support", when = ["night", "day"], effects = [{kind = "draw", amount = 2}], source = "illustrative"},\n  {id = "bronezhilet", name = "Бронежилет", colour = "support", target = "other", effects = [{kind = "armour", amount = 3}], source = "illustrative"},\n  {id = "opeka", name = "Опека", colour = "support", when = ["night", "day"], target = "other", effects = [{kind = "armour", amount = 2}, {kind = "draw", amount = 1}], source = "illustrative"},\n  {id = "pripasy", name = "Припасы", colour = "support", when = ["day"], effects = [{kind = "sleeve", card = "zhir", amount = 2}], source = "illustrative"},\n  {id = "aptechka", name = "Аптечка", colour = "support", cost = 1, when = ["night", "day"], effects = [{kind = "armour", amount = 2}, {kind = "draw", amount = 1}], source = "illustrative"},\n  {id = "donos", name = "Донос", colour = "information", target = "other", effects = [{kind = "reveal", what = "hand"}], source = "illustrative"},\n  {id = "dosye", name = "Досье", colour = "information", cost = 1, target = "other", effects = [{kind = "reveal", what = "secret"}], source = "illustrative"},\n  {id = "slezhka", name = "Слежка", colour = "information", when = ["night", "day"], target = "other", effects = [{kind = "reveal", what = "plays"}], source = "illustrative"},\n  {id = "gadanie", name = "Гадание", colour = "information", target = "other", effects = [{kind = "reveal", what = "top", amount = 3}], source = "illustrative"},\n  {id = "zapiska", name = "Записка", colour = "information", when = ["day"], target = "other", effects = [{kind = "message"}, {kind = "draw", amount = 1, to = "self"}], source = "illustrative"},\n]\n'
"""R-4's TOML block as printed, plus one final newline (its SHA-256 is the
output's ``catalogue.sha256``, R-15)."""

COLOURS = ("attack", "support", "information")
"""R-4: the three colours, in the order R-2's Student and R-3.2 list them."""
COLOUR_RU = {"attack": "атака", "support": "поддержка", "information": "информация"}
"""R-12.1 line 9's colour words."""
PHASES = ("night", "day")
EFFECTS = ("damage", "armour", "draw", "sleeve", "message", "reveal")
"""R-4: every effect kind."""
REVEALS = ("hand", "secret", "plays", "top")
REQUIRED = ("patron", "zhir", "vopros")
"""R-4, R-2, R-6.4: the cards the rules themselves make or name."""
CARD_KEYS = frozenset({"id", "name", "colour", "cost", "when", "zone", "target", "effects", "source", "text"})
EFFECT_KEYS = {"damage": {"amount"}, "armour": {"amount"}, "draw": {"amount"}, "sleeve": {"card", "amount"},
               "message": set(), "reveal": {"what", "amount"}}
_ID = re.compile(r"[a-z0-9_]+")


@dataclass(frozen=True)
class Effect:
    """One effect of a card (R-4): ``kind`` (:data:`EFFECTS`), ``amount``
    (damage, armour, draws, sleeve cards, top cards revealed), ``card``
    (``sleeve``: the catalogue id made), ``to``: ``target`` or ``self``,
    ``what`` (``reveal``: :data:`REVEALS`)."""

    kind: str
    amount: int = 0
    card: str = ""
    to: str = "self"
    what: str = ""


@dataclass(frozen=True)
class Card:
    """A catalogue card (R-4): ``cost`` ≥ 0 cards paid (R-5.4), ``when``
    the phases it may be played in, ``zone`` ``deck`` or ``sleeve``,
    ``target`` True when it names another living player."""

    id: str
    name: str
    colour: str
    cost: int = 0
    when: frozenset[str] = frozenset({"night"})
    zone: str = "deck"
    target: bool = False
    effects: tuple[Effect, ...] = ()
    source: str = "club"
    text: str = ""

    @property
    def has_message(self) -> bool:
        """R-5.2: whether an order's ``text`` is forwarded for this card."""
        return any(e.kind == "message" for e in self.effects)


@dataclass(frozen=True)
class Catalogue:
    """A checked ``raizen-cards/1`` file: ``name``, the cards by id in file
    order, the ``ref`` the game named it by and the SHA-256 of its bytes."""

    name: str
    cards: Mapping[str, Card]
    ref: str
    sha256: str
    text: str

    def deck_cards(self, colours: tuple[str, ...] = COLOURS) -> list[str]:
        """R-3.1: the collection (``zone = "deck"``) of ``colours``, in file order."""
        return [c.id for c in self.cards.values() if c.zone == "deck" and c.colour in colours]


def _fail(message: str, card: str | None = None) -> SetupError:
    where = "catalogue" if card is None else f"catalogue: card \"{card}\""
    return SetupError(f"{where}: {message}", "R-4")


def _whole(value: Any, low: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= low


def _effect(raw: Any, card: str, has_target: bool, i: int) -> Effect:
    if not isinstance(raw, dict):
        raise _fail(f"effects[{i}] must be a table", card)
    kind = raw.get("kind")
    if kind not in EFFECTS:
        raise _fail(f"effects[{i}].kind must be one of {', '.join(EFFECTS)}, not {kind!r}", card)
    extra = set(raw) - {"kind", "to"} - EFFECT_KEYS[kind]
    if extra:
        raise _fail(f"effects[{i}]: unknown key {sorted(extra)[0]!r} for {kind}", card)
    to = raw.get("to", "target" if has_target else "self")
    if to not in ("target", "self"):
        raise _fail(f"effects[{i}].to must be target or self, not {to!r}", card)
    if to == "target" and not has_target:
        raise _fail(f"effects[{i}].to is target on a card without a target", card)
    amount = raw.get("amount", 0)
    what = raw.get("what", "")
    if kind in ("damage", "armour", "draw", "sleeve") and not _whole(amount, 1):
        raise _fail(f"effects[{i}].amount must be a whole number ≥ 1", card)
    if kind == "reveal":
        if what not in REVEALS:
            raise _fail(f"effects[{i}].what must be one of {', '.join(REVEALS)}, not {what!r}", card)
        if what == "top":
            if not _whole(amount, 1):
                raise _fail(f"effects[{i}].amount must be a whole number ≥ 1", card)
        elif "amount" in raw:
            raise _fail(f"effects[{i}]: amount is only for what = top", card)
    ref = raw.get("card", "")
    if kind == "sleeve" and (not isinstance(ref, str) or not ref):
        raise _fail(f"effects[{i}].card must be a card id", card)
    return Effect(kind, amount if isinstance(amount, int) else 0, ref, to, what)


def _words(raw: dict[str, Any], cid: str) -> tuple[str, str, str]:
    """R-4: a card's ``zone``, ``target`` and ``source``, each one of its words."""
    zone = raw.get("zone", "deck")
    if zone not in ("deck", "sleeve"):
        raise _fail(f"zone must be deck or sleeve, not {zone!r}", cid)
    target = raw.get("target", "none")
    if target not in ("none", "other"):
        raise _fail(f"target must be none or other, not {target!r}", cid)
    source = raw.get("source", "club")
    if source not in ("named", "illustrative", "club"):
        raise _fail(f"source must be named, illustrative or club, not {source!r}", cid)
    return zone, target, source


def _card(raw: Any, i: int) -> Card:
    if not isinstance(raw, dict):
        raise _fail(f"cards[{i}] must be a table")
    cid = raw.get("id")
    if not isinstance(cid, str) or not _ID.fullmatch(cid):
        raise _fail(f"cards[{i}].id must match [a-z0-9_]+, not {cid!r}")
    unknown = set(raw) - CARD_KEYS
    if unknown:
        raise _fail(f"unknown key {sorted(unknown)[0]!r}", cid)
    name = raw.get("name")
    if not isinstance(name, str) or not name.strip():
        raise _fail("name is required (a text)", cid)
    if text_problem(name, MAX_NAME) is not None:
        raise _fail(f"name {text_problem(name, MAX_NAME)}", cid)
    colour = raw.get("colour")
    if colour not in COLOURS:
        raise _fail(f"colour must be one of {', '.join(COLOURS)}, not {colour!r}", cid)
    cost = raw.get("cost", 0)
    if not _whole(cost, 0):
        raise _fail(f"cost must be a whole number ≥ 0, not {cost!r}", cid)
    when = raw.get("when", ["night"])
    if (not isinstance(when, list) or not when or any(w not in PHASES for w in when)
            or len(set(when)) != len(when)):
        raise _fail(f"when must be a non-empty list of night and day, not {when!r}", cid)
    zone, target, source = _words(raw, cid)
    text = raw.get("text", "")
    if not isinstance(text, str):
        raise _fail("text must be a text", cid)
    effects = raw.get("effects", [])
    if not isinstance(effects, list):
        raise _fail("effects must be a list", cid)
    return Card(cid, name, colour, cost, frozenset(when), zone, target == "other",
                tuple(_effect(e, cid, target == "other", k) for k, e in enumerate(effects)), source, text)


def parse_catalogue(data: bytes, ref: str) -> Catalogue:
    """Read and check a ``raizen-cards/1`` file's bytes, whole (R-4).

    Raises :class:`SetupError` citing R-4, naming the card and the field:
    not UTF-8 or not TOML, a wrong ``format``, an unknown key or value, a
    duplicate id, an unknown ``sleeve.card``, ``to = "target"`` on a card
    without a target, no ``patron``, ``zhir`` or ``vopros``."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as err:
        raise _fail(f"not UTF-8 text (byte {err.start})") from None
    if len(data) > MAX_CLUB_FILE_BYTES:
        raise _fail(f"larger than {MAX_CLUB_FILE_BYTES // 2**20} MB")
    try:
        doc = parse_toml(text)
    except tomllib.TOMLDecodeError as err:
        raise _fail(f"not TOML: {err}") from None
    except TooLarge as err:
        raise _fail(str(err)) from None
    if doc.get("format") != "raizen-cards/1":
        raise _fail(f"format must be \"raizen-cards/1\", not {str(doc.get('format'))[:40]!r}")
    unknown = set(doc) - {"format", "name", "cards"}
    if unknown:
        raise _fail(f"unknown key {sorted(unknown)[0]!r}")
    name = doc.get("name")
    if not isinstance(name, str) or not name.strip():
        raise _fail("name is required (a text)")
    if text_problem(name, MAX_NAME) is not None:
        raise _fail(f"name {text_problem(name, MAX_NAME)}")
    raw = doc.get("cards")
    if not isinstance(raw, list):
        raise _fail("cards must be a list of tables")
    cards: dict[str, Card] = {}
    for i, entry in enumerate(raw):
        card = _card(entry, i)
        if card.id in cards:
            raise _fail("duplicate id", card.id)
        cards[card.id] = card
    for card in cards.values():
        for e in card.effects:
            if e.kind == "sleeve" and e.card not in cards:
                raise _fail(f"sleeve effect makes unknown card {e.card!r}", card.id)
    for needed in REQUIRED:
        if needed not in cards:
            raise _fail(f"no {needed!r} card (the rules make or name it)")
    return Catalogue(name, cards, ref, hashlib.sha256(data).hexdigest(), text)


_BUILTIN: Catalogue | None = None


def builtin() -> Catalogue:
    """The built-in illustrative catalogue (R-4), read once."""
    global _BUILTIN
    if _BUILTIN is None:
        _BUILTIN = parse_catalogue(BUILTIN_TOML.encode("utf-8"), BUILTIN)
    return _BUILTIN
