"""Reading a ``raizen-turns/1`` setup (R-15's checks 1–10, in order) into a
:class:`Table`: the catalogue, the seats and their roles, the decks (entered
or drafted by the app, R-3), the artifact's namer and owner (R-9.1), and the
generator's state after the setup's draws (R-14.2 (1), (2))."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

from ...errors import SetupError
from ...inputs import check_text
from ...limits import MAX_NAME, NUMBER_LIMIT
from .catalogue import BUILTIN, COLOURS, Catalogue, builtin, parse_catalogue
from .options import RaizenOptions
from .roles import FORMAT, MAFIA_ROLES, PRESET, PUBLIC_ROLES, SECRET_ROLES, deck_sizes

Reader = Callable[[str], bytes]
"""Reads a catalogue file named relative to the game file; raises OSError."""
_ENTRY = re.compile(r"([a-z0-9_]+)(?:\*([1-9][0-9]*))?")
_SEAT_KEY = re.compile(r"[1-9][0-9]*")


def pick(rng: random.Random, k: int) -> int:
    """R-14.1: a draw among ``k`` items, ``int(rng.random() * k)``."""
    return int(rng.random() * k)


def shuffle(rng: random.Random, items: list[Any]) -> None:
    """R-14.1: Fisher–Yates, i from n − 1 down to 1, swapping i and pick(i + 1)."""
    for i in range(len(items) - 1, 0, -1):
        j = pick(rng, i + 1)
        items[i], items[j] = items[j], items[i]


def is_int(value: Any) -> bool:
    """R-15: seats and numbers are JSON integers (``3.0`` and ``true`` are not ``3``)."""
    return isinstance(value, int) and not isinstance(value, bool)


@dataclass(frozen=True)
class Draft:
    """R-3.1, R-3.2: the app's draft: ``seed``, per seat his ``offers``
    (rounds in order, ids in the order drawn), ``cards`` and ``rejected``."""

    seed: int
    offers: Mapping[int, tuple[tuple[str, ...], ...]]
    cards: Mapping[int, tuple[str, ...]]
    rejected: Mapping[int, tuple[str, ...]]

    def to_json(self) -> dict[str, Any]:
        return {"seed": self.seed, "seats": {str(s): {"offers": [list(o) for o in self.offers[s]],
                                                     "cards": list(self.cards[s]),
                                                     "rejected": list(self.rejected[s])}
                                             for s in sorted(self.offers)}}


@dataclass(frozen=True)
class Table:
    """A checked setup (R-1.3, R-15). Seats are 1-based; ``cards`` and
    ``rejected`` per seat are catalogue ids (R-3.3's lists); ``deck_names``
    the entered decks' names (None when drafted); ``jester_hand`` the
    Jester's chosen ``S:N`` ids; ``rng_state``: the generator after the
    setup's draws (R-14.2 (1), (2)); ``raw``: the setup as read, what a
    stored game writes back."""

    options: RaizenOptions
    catalogue: Catalogue
    seed: int
    deck_order: str
    names: Mapping[int, str]
    public: Mapping[int, str]
    secret: Mapping[int, str]
    colour: Mapping[int, str]
    jester_hand: Mapping[int, tuple[str, ...]]
    mulligan: frozenset[int]
    deck_names: Mapping[int, str | None]
    cards: Mapping[int, tuple[str, ...]]
    rejected: Mapping[int, tuple[str, ...]]
    draft: Draft | None
    namer: int
    owner: int
    rng_state: Any
    raw: Mapping[str, Any] = field(default_factory=dict)
    offers: Mapping[int, tuple[tuple[str, ...], ...]] | None = None
    draft_open: bool = False

    @property
    def seats(self) -> list[int]:
        return sorted(self.names)

    def seat_of(self, public: str) -> int | None:
        """The seat with this public role (each is taken at most once, R-1.2)."""
        return next((s for s, p in self.public.items() if p == public), None)


def _err(where: str, message: str, rule: str) -> SetupError:
    return SetupError(f"{where}: {message}", rule)


def read_catalogue(data: Mapping[str, Any], read: Reader | None) -> Catalogue:
    """R-15 check 2: ``catalogue`` (and a stored game's embedded
    ``catalogue_toml``, the file as it was when the game began)."""
    ref = data.get("catalogue", BUILTIN)
    if not isinstance(ref, str) or not ref.strip():
        raise _err("catalogue", "must be a non-empty text", "R-15")
    kept = data.get("catalogue_toml")
    if isinstance(kept, str):
        return parse_catalogue(kept.encode("utf-8"), ref)
    if ref.startswith("builtin:"):
        if ref != BUILTIN:
            raise _err("catalogue", f"unknown built-in catalogue {ref[:60]!r}; expected {BUILTIN}", "R-4")
        return builtin()
    if read is None:
        raise _err("catalogue", f"the file {ref[:80]!r} cannot be read here", "R-4")
    try:
        raw = read(ref)
    except (OSError, ValueError) as err:   # the app's bounded reader says why in a line (issue #37)
        raise _err("catalogue", f"cannot read {ref[:80]!r}: "
                   f"{getattr(err, 'strerror', None) or str(err).removeprefix('cannot read: ')}", "R-4") from None
    return parse_catalogue(raw, ref)


def _offers(catalogue: Catalogue, seats: list[int], secret: Mapping[int, str], public: Mapping[int, str],
            colour: Mapping[int, str], seed: int) -> dict[int, tuple[tuple[str, ...], ...]]:
    """R-3.1, R-3.2: every offer from ``random.Random(seed)``, seat by seat,
    round by round, card by card."""
    rng = random.Random(seed)
    out: dict[int, tuple[tuple[str, ...], ...]] = {}
    for seat in seats:
        own = MAFIA_ROLES.get(secret[seat])
        rounds: list[tuple[str, ...]] = []
        for r in range(9 if own else 6):
            if own:
                pool_colours = (own,) if r < 6 else tuple(c for c in COLOURS if c != own)
            else:
                pool_colours = COLOURS
            offer: list[str] = []
            for _ in range(5 if r < 6 else 3):
                colours = pool_colours
                if not own and public[seat] == "student":
                    mine = colour[seat]
                    colours = (mine,) if rng.random() < 0.6 else tuple(c for c in COLOURS if c != mine)
                pool = [c for c in catalogue.deck_cards(colours) if c not in offer]
                offer.append(pool[pick(rng, len(pool))])
            rounds.append(tuple(offer))
        out[seat] = tuple(rounds)
    return out


def read_table(data: Mapping[str, Any], read: Reader | None = None) -> Table:
    """R-15's setup checks 1–10 in order (the first that fails is the
    error, R-18 39). Raises :class:`SetupError` whose message starts with
    the part at fault (``seats[3]: …``) and whose rule is the check's.
    One helper per part, called in the checks' order; the draws of R-14.1
    (the secret roles, then the namer) come from one generator in that order."""
    head = _head(data, read)
    seats = _seats(data, head)
    order = sorted(seats.names)
    rng = random.Random(head.seed)
    roles = _secret_roles(seats, order, rng)
    namer, owner = _artifact(data, seats, order, rng)
    catalogue, draft_seed = head.catalogue, head.draft_seed
    draft_open = data.get("draft_open") is True and draft_seed is not None
    cards, rejected, drafted, offers = _decks(head, seats, order, roles, draft_open)
    jester = _jester_hands(seats, cards, draft_open)
    phases = data.get("phases", [])
    if not isinstance(phases, list):
        raise _err("phases", "must be a list", "R-15")
    raw = {k: v for k, v in data.items() if k not in ("phases", "actions", "catalogue_toml")}
    raw["seed"] = head.seed
    raw["catalogue_toml"] = catalogue.text
    return Table(head.options, catalogue, head.seed, head.deck_order, seats.names, seats.public, roles,
                 seats.colour, jester, frozenset(seats.mulligan),
                 seats.deck_names if draft_seed is None else {s: None for s in order},
                 cards, rejected, drafted, int(namer), int(owner), rng.getstate(), raw, offers, draft_open)


@dataclass
class _Head:
    """R-15 checks 1–4: the rules and options, the catalogue, the seeds,
    the deck order, and the draft's or the entered decks' keys as given."""

    options: RaizenOptions
    catalogue: Catalogue
    seed: int
    deck_order: str
    draft_seed: int | None
    decks: Any
    draft: Any


def _head(data: Mapping[str, Any], read: Reader | None) -> _Head:
    if not isinstance(data, Mapping):
        raise SetupError("a game file must be a JSON object", "R-15")
    if data.get("format") != FORMAT:
        raise _err("format", f"must be {FORMAT!r}", "R-15")
    rules = data.get("rules", {"preset": PRESET})
    if not isinstance(rules, Mapping) or rules.get("preset") != PRESET:
        raise _err("rules", f"must be an object whose preset is {PRESET!r}", "R-15")
    options = RaizenOptions.from_dict(rules.get("options", {}))
    catalogue = read_catalogue(data, read)
    seed = data.get("seed")
    if seed is None:
        import secrets
        seed = secrets.randbelow(2**53)
    if not is_int(seed) or not 0 <= seed < NUMBER_LIMIT:
        raise _err("seed", "must be a whole number ≥ 0", "R-14.1")
    deck_order = data.get("deck_order", "shuffle")
    if deck_order not in ("shuffle", "as_given"):
        raise _err("deck_order", "must be shuffle or as_given", "R-15")
    draft_seed = data.get("draft_seed")
    decks = data.get("decks")
    draft = data.get("draft")
    if draft_seed is not None:
        if not is_int(draft_seed) or not 0 <= draft_seed < NUMBER_LIMIT:
            raise _err("draft_seed", "must be a whole number ≥ 0", "R-3.1")
        if decks is not None:
            raise _err("decks", "a drafted game has no entered decks", "R-15")
        if not isinstance(draft, Mapping):
            raise _err("draft", "must be an object: each seat's kept ids per round", "R-15")
        for each in COLOURS:
            if len(catalogue.deck_cards((each,))) < 5:
                raise _err("catalogue", f"the app drafts only with 5 deck cards of each colour; "
                                        f"{each} has {len(catalogue.deck_cards((each,)))}", "R-4")
    elif draft is not None:
        raise _err("draft", "picks need the draft's draft_seed", "R-15")
    return _Head(options, catalogue, seed, deck_order, draft_seed, decks, draft)


@dataclass
class _Seats:
    """R-15 check 5: each seat's name, public role, given secret role (None:
    dealt), the Student's colour, the Jester's hand, the Lucky's mulligan
    and the named deck, by 1-based seat."""

    names: dict[int, str] = field(default_factory=dict)
    public: dict[int, str] = field(default_factory=dict)
    secret: dict[int, str | None] = field(default_factory=dict)
    colour: dict[int, str] = field(default_factory=dict)
    hands: dict[int, Any] = field(default_factory=dict)
    mulligan: set[int] = field(default_factory=set)
    deck_names: dict[int, str | None] = field(default_factory=dict)


def _seats(data: Mapping[str, Any], head: _Head) -> _Seats:
    entries = data.get("seats")
    if not isinstance(entries, list) or not entries:
        raise _err("seats", "must be a non-empty list", "R-15")
    lo, hi = head.options.players
    if not lo <= len(entries) <= hi:
        raise _err("seats", f"{len(entries)} players; the game is for {lo}–{hi}", "R-1.1")
    out = _Seats()
    for i, entry in enumerate(entries):
        _seat(out, i, entry, head.draft_seed)
    return out


def _seat(out: _Seats, i: int, entry: Any, draft_seed: int | None) -> None:
    """One seat of R-15 check 5, into ``out``, its checks in the table's order."""
    where = f"seats[{i}]"
    if not isinstance(entry, Mapping):
        raise _err(where, "must be an object", "R-15")
    if entry.get("seat") != i + 1 or not is_int(entry.get("seat")):
        raise _err(where, f"seat must be {i + 1} (seats 1..N in order)", "R-15")
    player = entry.get("player")
    if not isinstance(player, str) or not player.strip():
        raise _err(where, "player must be a name", "R-15")
    check_text(player, f"{where}.player", MAX_NAME)
    seat = i + 1
    out.names[seat] = player
    role = entry.get("public")
    if not isinstance(role, str) or role not in PUBLIC_ROLES:
        raise _err(where, f"public must be a public role of R-2, not {str(role)[:40]!r}", "R-2")
    if role in out.public.values():
        raise _err(where, f"the public role {role} is taken by an earlier seat", "R-1.2")
    out.public[seat] = role
    hidden = entry.get("secret")
    if hidden is not None and hidden not in SECRET_ROLES:
        raise _err(where, f"secret must be one of {', '.join(SECRET_ROLES)}, not {str(hidden)[:40]!r}", "R-1.1")
    out.secret[seat] = hidden
    _role_keys(out, seat, where, role, entry)
    deck = entry.get("deck")
    if draft_seed is not None:
        if deck is not None:
            raise _err(where, "a drafted game names no deck", "R-15")
    elif not isinstance(deck, str):
        raise _err(where, "deck must name an entry of decks", "R-3.3")
    out.deck_names[seat] = deck


def _role_keys(out: _Seats, seat: int, where: str, role: str, entry: Mapping[str, Any]) -> None:
    """R-2: the keys only one public role's seat has: the Student's colour, the
    Jester's hand, the Lucky's mulligan."""
    for key, has in (("colour", "student"), ("hand", "jester"), ("mulligan", "lucky")):
        if entry.get(key) is not None and role != has:
            raise _err(where, f"{key} belongs to the {has}'s seat only", "R-2")
    if role == "student":
        if entry.get("colour") not in COLOURS:
            raise _err(where, f"the Student names a colour: {', '.join(COLOURS)}", "R-2")
        out.colour[seat] = entry["colour"]
    if role == "lucky" and entry.get("mulligan") is not None:
        if not isinstance(entry["mulligan"], bool):
            raise _err(where, "mulligan must be true or false", "R-2")
        if entry["mulligan"]:
            out.mulligan.add(seat)
    if entry.get("hand") is not None:
        out.hands[seat] = entry["hand"]


def _secret_roles(seats: _Seats, order: list[int], rng: random.Random) -> dict[int, str]:
    """R-1.1, R-1.2, R-2 Student: the secret roles as given (on every seat or
    none), else dealt from ``rng``, a Mafia Student given his colour's role."""
    secret = seats.secret
    given = [s for s in order if secret[s] is not None]
    if given and len(given) != len(order):
        first = next(s for s in order if secret[s] is None)
        raise _err(f"seats[{first - 1}]", "secret is given on every seat or on none", "R-1.2")
    if given:
        _check_given(seats, order)
    else:
        _deal(seats, order, rng)
    return {s: str(secret[s]) for s in order}


def _check_given(seats: _Seats, order: list[int]) -> None:
    """R-1.1: one boss, one killer, one advisor; R-2: a Mafia Student has his colour's role."""
    secret, public, colour = seats.secret, seats.public, seats.colour
    counts = [secret[s] for s in order]
    if any(counts.count(r) != 1 for r in MAFIA_ROLES):
        raise _err("seats", "one boss, one killer and one advisor; the rest law", "R-1.1")
    for s in order:
        if public[s] == "student" and secret[s] in MAFIA_ROLES and MAFIA_ROLES[str(secret[s])] != colour[s]:
            raise _err(f"seats[{s - 1}]", f"a Mafia Student of {colour[s]} has its role", "R-2")


def _deal(seats: _Seats, order: list[int], rng: random.Random) -> None:
    """R-1.2: the secret roles dealt from ``rng``; a Mafia Student swaps for his colour's role (R-2)."""
    secret, public, colour = seats.secret, seats.public, seats.colour
    items = ["boss", "killer", "advisor"] + ["law"] * (len(order) - 3)
    shuffle(rng, items)
    for s in order:
        secret[s] = items[s - 1]
    student = next((s for s in order if public[s] == "student"), None)
    if student is not None and secret[student] in MAFIA_ROLES:
        wanted = next(r for r, c in MAFIA_ROLES.items() if c == colour[student])
        holder = next(s for s in order if secret[s] == wanted)
        secret[student], secret[holder] = secret[holder], secret[student]


def _artifact(data: Mapping[str, Any], seats: _Seats, order: list[int], rng: random.Random) -> tuple[int, int]:
    """R-9.1: the artifact's namer (drawn from ``rng`` when not given; the
    Swindler's even chance) and its first owner."""
    art = data.get("artifact")
    if not isinstance(art, Mapping):
        raise _err("artifact", "is required: {\"owner\": SEAT} and optionally \"namer\"", "R-9.1")
    owner, namer = art.get("owner"), art.get("namer")
    if namer is not None and (not is_int(namer) or namer not in seats.names):
        raise _err("artifact", "namer must be a seat", "R-9.1")
    if not is_int(owner) or owner not in seats.names:
        raise _err("artifact", "owner must be a seat", "R-9.1")
    if namer is None:
        swindler = next((s for s in order if seats.public[s] == "swindler"), None)
        if swindler is None:
            namer = order[pick(rng, len(order))]
        elif pick(rng, 2) == 0:
            namer = swindler
        else:
            others = [s for s in order if s != swindler]
            namer = others[pick(rng, len(others))]
    if namer == owner and seats.public[namer] != "swindler":
        raise _err("artifact", f"the namer (seat {namer}) names another player", "R-9.1")
    return int(namer), int(owner)


def _decks(head: _Head, seats: _Seats, order: list[int], roles: dict[int, str], draft_open: bool) -> tuple[
        dict[int, tuple[str, ...]], dict[int, tuple[str, ...]], Draft | None,
        dict[int, tuple[tuple[str, ...], ...]] | None]:
    """R-3: each seat's kept and rejected cards: drafted (the offers from
    ``draft_seed``; an open draft keeps none yet) or entered (``decks``,
    each fitting its seat's role). Returns (cards, rejected, draft, offers)."""
    catalogue, draft_seed, draft = head.catalogue, head.draft_seed, head.draft
    cards: dict[int, tuple[str, ...]] = {}
    rejected: dict[int, tuple[str, ...]] = {}
    if draft_open:
        offers = _offers(catalogue, order, roles, seats.public, seats.colour, int(draft_seed or 0))
        return {s: () for s in order}, {s: () for s in order}, None, offers
    if draft_seed is not None:
        assert isinstance(draft, Mapping)
        for key in draft:
            if not isinstance(key, str) or not _SEAT_KEY.fullmatch(key) or int(key) not in seats.names:
                raise _err("draft", f"keys are seats 1..{len(order)}, not {str(key)[:20]!r}", "R-15")
        offers = _offers(catalogue, order, roles, seats.public, seats.colour, draft_seed)
        for s in order:
            kept, unkept = _picks(draft.get(str(s)), offers[s], seats.public[s] == "jester", f"draft.{s}")
            cards[s], rejected[s] = kept, unkept
        return cards, rejected, Draft(draft_seed, offers, dict(cards), dict(rejected)), offers
    if not isinstance(head.decks, Mapping):
        raise _err("decks", "must be an object of named decks", "R-15")
    entered: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {}
    for key in sorted(head.decks, key=str):
        entered[str(key)] = _entered(head.decks[key], catalogue, f"decks.{key}")
    for s in order:
        named = seats.deck_names[s]
        if named is None or named not in entered:
            raise _err(f"seats[{s - 1}]", f"deck {str(named)[:40]!r} is not an entry of decks", "R-3.3")
        kept, unkept = entered[named]
        _fits(kept, unkept, roles[s], catalogue, f"seats[{s - 1}]")
        cards[s], rejected[s] = kept, unkept
    return cards, rejected, None, None


def _jester_hands(seats: _Seats, cards: dict[int, tuple[str, ...]], draft_open: bool) -> dict[int, tuple[str, ...]]:
    """R-2 Jester: his chosen opening hand, 6 distinct ids of his own deck."""
    jester: dict[int, tuple[str, ...]] = {}
    for s, value in seats.hands.items():
        if draft_open:
            raise _err(f"seats[{s - 1}]", "the Jester chooses his hand once his deck is drafted", "R-2")
        ids = [f"{s}:{n}" for n in range(1, len(cards[s]) + 1)]
        if (not isinstance(value, list) or len(value) != 6 or len(set(map(str, value))) != 6
                or any(v not in ids for v in value)):
            raise _err(f"seats[{s - 1}]", "the Jester's hand is 6 distinct ids of his own deck (S:N)", "R-2")
        jester[s] = tuple(value)
    return jester


def jester_picks(offers: tuple[tuple[str, ...], ...]) -> list[list[str]]:
    """R-2 Jester: positions 1 and 2 of every offer of 5, position 1 of every offer of 3."""
    return [list(o[:2] if len(o) == 5 else o[:1]) for o in offers]


def check_pick(offer: tuple[str, ...], keep: Any, jester: bool, where: str, r: int) -> list[str]:
    """R-3.2: one round's kept ids (two distinct of an offer of 5, one of 3);
    the Jester's are R-2's. Raises :class:`SetupError`."""
    need = 2 if len(offer) == 5 else 1
    if (not isinstance(keep, list) or len(keep) != need or len(set(map(str, keep))) != need
            or any(k not in offer for k in keep)):
        raise _err(where, f"round {r + 1}: keep {need} distinct ids of the offer {list(offer)}", "R-3.2")
    if jester and set(keep) != set(offer[:need]):
        raise _err(where, f"round {r + 1}: the Jester keeps the first {need} of the offer", "R-2")
    return list(keep)


def _picks(value: Any, offers: tuple[tuple[str, ...], ...], jester: bool,
           where: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """R-3.2, R-3.3: a seat's kept ids per round → (deck, rejected), round by
    round in offer order. The Jester keeps positions 1 and 2 (rounds 7–9: 1)."""
    if value is None and jester:
        value = jester_picks(offers)
    if not isinstance(value, list) or len(value) != len(offers):
        raise _err(where, f"must list {len(offers)} rounds of kept ids", "R-3.2")
    kept: list[str] = []
    unkept: list[str] = []
    for r, (offer, keep) in enumerate(zip(offers, value)):
        check_pick(offer, keep, jester, where, r)
        kept.extend(c for c in offer if c in keep)
        unkept.extend(c for c in offer if c not in keep)
    return tuple(kept), tuple(unkept)


def _expand(value: Any, catalogue: Catalogue, where: str) -> tuple[str, ...]:
    if not isinstance(value, list):
        raise _err(where, "must be a list of card ids", "R-15")
    out: list[str] = []
    for entry in value:
        m = _ENTRY.fullmatch(entry) if isinstance(entry, str) else None
        if m is None:
            raise _err(where, f"{str(entry)[:40]!r} is not an id or id*k", "R-15")
        card = catalogue.cards.get(m.group(1))
        if card is None or card.zone != "deck":
            raise _err(where, f"{m.group(1)!r} is not a deck card of the catalogue", "R-4")
        out.extend([card.id] * int(m.group(2) or 1))
    return tuple(out)


def _entered(value: Any, catalogue: Catalogue, where: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """R-15 check 9: an entered deck {"cards", "rejected"}."""
    if not isinstance(value, Mapping):
        raise _err(where, "must be an object with cards and rejected", "R-15")
    kept = _expand(value.get("cards"), catalogue, f"{where}.cards")
    unkept = _expand(value.get("rejected"), catalogue, f"{where}.rejected")
    if (len(kept), len(unkept)) not in ((12, 18), (15, 24)):
        raise _err(where, f"{len(kept)} + {len(unkept)} cards; a deck is 12 + 18 (Law) or 15 + 24 (Mafia)",
                   "R-3.3")
    return kept, unkept


def _fits(kept: tuple[str, ...], unkept: tuple[str, ...], role: str, catalogue: Catalogue, where: str) -> None:
    """R-3.3: Law 12 + 18; a Mafia member 15 + 24 with 12 and 18 of his colour."""
    want = deck_sizes(role)
    if (len(kept), len(unkept)) != want:
        raise _err(where, f"a {role}'s deck is {want[0]} + {want[1]} cards", "R-3.3")
    own = MAFIA_ROLES.get(role)
    if own is not None:
        mine = (sum(catalogue.cards[c].colour == own for c in kept),
                sum(catalogue.cards[c].colour == own for c in unkept))
        if mine != (12, 18):
            raise _err(where, f"a {role}'s deck has 12 and 18 cards of {own}, not {mine[0]} and {mine[1]}", "R-3.3")
