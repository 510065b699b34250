"""Random legal Mafik Raizen games (R-1 … R-17), for the property tests and
the benchmarks: a random club catalogue using every effect kind of R-4,
random options of R-17, entered or drafted decks, and orders that the
rules take (each checked with ``why_not`` before it is given).

    from bench.raizen_games import random_file, random_game
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.core.game import Game  # noqa: E402
from app.core.rulesets.raizen import RaizenOrder, ResolvePhase  # noqa: E402
from app.core.rulesets.raizen.catalogue import COLOURS, EFFECTS, REVEALS  # noqa: E402
from app.core.rulesets.raizen.options import CHOICES  # noqa: E402
from app.core.rulesets.raizen.roles import MAFIA_ROLES, PUBLIC_ROLES  # noqa: E402
from app.core.rulesets.raizen.table import _offers, read_table  # noqa: E402
from app.core.script import parse_script  # noqa: E402


def _card_toml(card: dict[str, Any]) -> str:
    def value(v: Any) -> str:
        if isinstance(v, bool):
            return "true" if v else "false"
        if isinstance(v, str):
            return f'"{v}"'
        if isinstance(v, list):
            return "[" + ", ".join(value(x) for x in v) + "]"
        if isinstance(v, dict):
            return "{" + ", ".join(f"{k} = {value(x)}" for k, x in v.items()) + "}"
        return str(v)
    return "  " + value(card) + ","


def random_catalogue(rng: random.Random) -> str:
    """A ``raizen-cards/1`` text: patron, zhir, vopros and 6–9 deck cards of
    each colour, every effect kind of R-4 and every ``reveal`` on some card."""
    cards: list[dict[str, Any]] = [
        {"id": "patron", "name": "Патрон", "colour": "attack", "zone": "sleeve", "target": "other",
         "effects": [{"kind": "damage", "amount": 2}]},
        {"id": "zhir", "name": "Жир", "colour": "support", "zone": "sleeve", "effects": [{"kind": "armour", "amount": 1}]},
        {"id": "vopros", "name": "Вопрос", "colour": "information", "when": ["night", "day"], "target": "other",
         "effects": [{"kind": "message"}]},
    ]
    needed = [("reveal", w) for w in REVEALS] + [(k, "") for k in EFFECTS]
    n = 0
    for colour in COLOURS:
        for _ in range(rng.randint(6, 9)):
            n += 1
            target = rng.random() < 0.6
            effects = []
            for _ in range(rng.randint(1, 2)):
                kind, what = needed.pop() if needed else (rng.choice(EFFECTS), rng.choice(REVEALS))
                if not target and kind == "message":
                    kind = "draw"
                e: dict[str, Any] = {"kind": kind}
                if kind in ("damage", "armour", "draw"):
                    e["amount"] = rng.randint(1, 3)
                elif kind == "sleeve":
                    e.update(card=rng.choice(["patron", "zhir"]), amount=rng.randint(1, 2))
                elif kind == "reveal":
                    e["what"] = what or rng.choice(REVEALS)
                    if e["what"] == "top":
                        e["amount"] = rng.randint(1, 3)
                if target and rng.random() < 0.3 and kind != "message":
                    e["to"] = "self"
                effects.append(e)
            card = {"id": f"c{n}", "name": f"Карта {n}", "colour": colour, "cost": rng.choice([0, 0, 0, 1, 2]),
                    "when": rng.choice([["night"], ["day"], ["night", "day"]]),
                    "target": "other" if target else "none", "effects": effects}
            cards.append(card)
    return 'format = "raizen-cards/1"\nname = "Случайный набор"\ncards = [\n' + \
        "\n".join(_card_toml(c) for c in cards) + "\n]\n"


def random_file(seed: int, players: int | None = None) -> dict[str, Any]:
    """A random ``raizen-turns/1`` setup (no phases) whose checks all pass."""
    rng = random.Random(seed)
    toml = random_catalogue(rng)
    n = players or rng.randint(10, 12)
    public = rng.sample(list(PUBLIC_ROLES), n)
    secret = ["boss", "killer", "advisor"] + ["law"] * (n - 3)
    rng.shuffle(secret)
    options = {k: rng.choice(v) for k, v in CHOICES.items() if rng.random() < 0.5}
    seats: list[dict[str, Any]] = []
    for i in range(n):
        seat: dict[str, Any] = {"seat": i + 1, "player": f"Игрок {i + 1}", "public": public[i], "secret": secret[i]}
        if public[i] == "student":
            seat["colour"] = MAFIA_ROLES.get(secret[i]) or rng.choice(COLOURS)
        if public[i] == "lucky":
            seat["mulligan"] = rng.random() < 0.5
        seats.append(seat)
    data: dict[str, Any] = {"format": "raizen-turns/1", "rules": {"preset": "raizen", "options": options},
                            "catalogue": "club.toml", "catalogue_toml": toml, "seed": rng.randrange(2**32),
                            "deck_order": rng.choice(["shuffle", "as_given"]),
                            "artifact": {"owner": rng.randint(1, n)}, "seats": seats, "phases": []}
    owner = data["artifact"]["owner"]
    data["artifact"]["namer"] = rng.choice([s for s in range(1, n + 1) if s != owner])
    table = _entered_probe(data)
    if rng.random() < 0.5:
        draft_seed = rng.randrange(2**32)
        offers = _offers(table.catalogue, table.seats, table.secret, table.public, table.colour, draft_seed)
        data["draft_seed"] = draft_seed
        data["draft"] = {str(s): [rng.sample(list(o), 2 if len(o) == 5 else 1) for o in offers[s]]
                         for s in table.seats if table.public[s] != "jester"}
    else:
        data["decks"] = {}
        for s in table.seats:
            data["decks"][f"d{s}"] = _deck(rng, table, s)
            seats[s - 1]["deck"] = f"d{s}"
    jester = next((s for s in seats if s["public"] == "jester"), None)
    if jester is not None and rng.random() < 0.5:
        size = 15 if jester["secret"] in MAFIA_ROLES else 12
        jester["hand"] = [f"{jester['seat']}:{k}" for k in rng.sample(range(1, size + 1), 6)]
    return data


def _entered_probe(data: dict[str, Any]) -> Any:
    """The table of ``data`` read with throw-away entered decks (to learn the
    catalogue and the roles before the real decks are made)."""
    probe = {k: v for k, v in data.items() if k not in ("draft_seed", "draft")}
    probe["seats"] = [dict(s, deck=s["secret"]) for s in data["seats"]]
    return read_table({**probe, "decks": _any_decks(probe)})


def _any_decks(data: dict[str, Any]) -> dict[str, Any]:
    import tomllib

    cards = tomllib.loads(data["catalogue_toml"])["cards"]
    by = {c: [x["id"] for x in cards if x.get("colour") == c and x.get("zone", "deck") == "deck"] for c in COLOURS}
    out = {"law": {"cards": [by["attack"][0]] * 12, "rejected": [by["attack"][0]] * 18}}
    for role, colour in MAFIA_ROLES.items():
        other = next(c for c in COLOURS if c != colour)
        out[role] = {"cards": [by[colour][0]] * 12 + [by[other][0]] * 3,
                     "rejected": [by[colour][0]] * 18 + [by[other][0]] * 6}
    return out


def _deck(rng: random.Random, table: Any, seat: int) -> dict[str, list[str]]:
    cards = table.catalogue.cards.values()
    own = MAFIA_ROLES.get(table.secret[seat])
    if own is None:
        pool = [c.id for c in cards if c.zone == "deck"]
        return {"cards": [rng.choice(pool) for _ in range(12)], "rejected": [rng.choice(pool) for _ in range(18)]}
    mine = [c.id for c in cards if c.zone == "deck" and c.colour == own]
    other = [c.id for c in cards if c.zone == "deck" and c.colour != own]
    return {"cards": [rng.choice(mine) for _ in range(12)] + [rng.choice(other) for _ in range(3)],
            "rejected": [rng.choice(mine) for _ in range(18)] + [rng.choice(other) for _ in range(6)]}


def random_order(rng: random.Random, game: Game, seat: int) -> dict[str, Any]:
    """A random order for ``seat`` now: each key tried with some chance; a
    key the rules refuse is dropped (checked with ``why_not``)."""
    state = game._play.state
    st = state.seats[seat]
    living = [s for s in state.living() if s != seat]
    hand, sleeve = list(st.hand), list(st.sleeve)
    order: dict[str, Any] = {}
    free = [c for c in hand + sleeve]

    def cost_cards(n: int, avoid: set[str]) -> list[str]:
        pool = [c for c in free if c not in avoid]
        return rng.sample(pool, n) if len(pool) >= n else []

    candidates: list[tuple[str, Any]] = []
    used: set[str] = set()
    if hand and living and rng.random() < 0.6:
        card = rng.choice(hand)
        used.add(card)
        play: dict[str, Any] = {"card": card, "target": rng.choice(living), "text": "Привет"}
        play["pay"] = cost_cards(state.catalogue.cards[st.cards[card]].cost, used)
        used.update(play["pay"])
        if st.public == "magician" and rng.random() < 0.3:
            play["copy"] = True
        candidates.append(("play", play))
    if sleeve and living and rng.random() < 0.4:
        card = rng.choice([c for c in sleeve if c not in used] or sleeve)
        used.add(card)
        sl: dict[str, Any] = {"card": card, "target": rng.choice(living), "text": "Вопрос?"}
        if st.public == "journalist" and rng.random() < 0.5:
            sl["as_vopros"] = True
        sl["pay"] = []
        candidates.append(("sleeve", sl))
    if state.night and hand and rng.random() < 0.2:
        candidates.append(("discard", rng.sample(hand, min(len(hand), rng.randint(1, 2)))))
    if hand and rng.random() < 0.2:
        candidates.append(("order", rng.sample(hand, len(hand))))
    if st.mafia and state.night and living:
        candidates.append(("kill", rng.choice(living)))
        if rng.random() < 0.3:
            boost: dict[str, Any] = {"pay": cost_cards(1, used)}
            if st.public == "journalist":
                boost["question"] = {"target": rng.choice(living), "text": "Кто ты?"}
            candidates.append(("boost", boost))
    if st.public == "croupier" and hand and rng.random() < 0.5:
        candidates.append(("croupier", rng.choice(hand)))
    if st.public == "paranoid" and sleeve:
        candidates.append(("spend", rng.sample(sleeve, rng.randint(1, len(sleeve)))))
    if st.secret == "killer" and living and rng.random() < 0.7:
        target = rng.choice(living)
        ids = [c.id for c in state.catalogue.cards.values()]
        candidates.append(("guess", {"target": target, "cards": [rng.choice(ids) for _ in state.seats[target].hand]}))
    if st.secret == "boss" and living and rng.random() < 0.5:
        candidates.append(("tell", {"to": rng.choice(living), "text": "Держимся."}))
    if st.secret == "advisor" and hand and rng.random() < 0.5:
        candidates.append(("invisible", rng.sample(hand, rng.randint(0, len(hand)))))
    if not state.night:
        everyone = state.living()
        candidates.append(("vote", rng.choice(everyone)))
        candidates.append(("mode", rng.choice(["execution", "beating"])))
        candidates.append(("leader", rng.choice(everyone)))
        if state.owner == seat:
            candidates.append(("pass", rng.choice(everyone)))
    for key, value in candidates:
        trial = dict(order, **{key: value})
        if game.why_not(RaizenOrder(seat, trial)) is None:
            order = trial
    return order


def random_game(seed: int, players: int | None = None, max_phases: int = 30) -> tuple[dict[str, Any], Game]:
    """A random game file and its :class:`Game`, played to its end or
    ``max_phases``; the file's ``phases`` hold the orders given."""
    rng = random.Random(seed)
    data = random_file(seed, players)
    game = Game(parse_script(dict(data)).setup)
    for _ in range(max_phases):
        if game.status == "finished":
            break
        phase: dict[str, Any] = {}
        for seat in game.alive:
            if rng.random() < 0.9:
                order = random_order(rng, game, seat)
                game.push(RaizenOrder(seat, order))
                phase[str(seat)] = order
        game.push(ResolvePhase())
        data["phases"].append(phase)
    return data, game


if __name__ == "__main__":
    t0 = time.perf_counter()
    for s in range(int(sys.argv[1]) if len(sys.argv) > 1 else 20):
        d, g = random_game(s)
        print(s, g.status, len(d["phases"]), g.winner)
    print(f"{time.perf_counter() - t0:.2f} s")
