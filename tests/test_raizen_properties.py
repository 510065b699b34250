"""Properties of random legal Mafik Raizen games (random catalogues,
drafts and options, ``bench/raizen_games.py``): undo restores exactly, a
stored file replays to the same output, the post publishes nothing R-12.2
keeps secret, and each private message reaches only its own recipient."""

from __future__ import annotations

import json
import random
import re

from hypothesis import HealthCheck, given, settings, strategies as st

from app.core.game import Game
from app.core.rulesets.raizen.roles import SECRET_RU
from app.core.script import parse_script, replay
from bench.raizen_games import random_game

SETTINGS = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
LINES = (r"(Ночь|День) \d+\.", r"Вече: .+\.", r"Вече не проводится: в живых двое\.",
         r"За казнь: \d+(,5)?, за избиение: \d+(,5)?\.", r"Итог: .+\.", r"Лидер: .+\.",
         r"Новый Лидер: .+\.", r"Лидер не избран\.", r"Погибли: .+\.", r"Никто не погиб\.",
         r"Смертельные раны: .+\.", r"Цвета карт избитого игрока .+: ((атака|поддержка|информация)(, )?)+\.",
         r"Избитый игрок .+ карт не сыграл\.", r"Карты в руке: .+\.",
         r"Игра окончена\. (Победа: Закон|Победа: мафия|Ничья: погибли все)\.")


def snapshot(game: Game) -> str:
    hv = game.host_view()
    return json.dumps([game.result_json(), hv.own.cards, hv.own.orders, hv.own.owner,
                       hv.own.leader], sort_keys=True, ensure_ascii=False, default=str)


@SETTINGS
@given(st.integers(0, 10**6))
def test_undo_restores_exactly_and_the_file_replays_the_same(seed):
    """Undo = refold without the last input; the written file (R-15) replays to the same output."""
    data, game = random_game(seed, max_phases=8)
    rng = random.Random(seed)
    trial = Game(game.setup)
    for inp in game.inputs:
        before = snapshot(trial)
        trial.push(inp)
        if rng.random() < 0.15:
            trial.undo()
            assert snapshot(trial) == before
            trial.push(inp)
    assert trial.result_json() == game.result_json()
    assert replay(parse_script(json.loads(json.dumps(data)))).result_json() == game.result_json()


@SETTINGS
@given(st.integers(0, 10**6))
def test_the_post_publishes_nothing_r12_2_keeps_secret(seed):
    """R-12.1, R-12.2: every post line is one of R-12.1's; no card, order
    text or secret role appears (roles only among the dead with ``reveal_dead``)."""
    data, game = random_game(seed)
    out = game.result_json()
    cards = [c.name for c in game._play.table.catalogue.cards.values()]
    for record in out["phases"]:
        for line in record["post"].splitlines():
            assert any(re.fullmatch(p, line) for p in LINES), line
            assert not any(name in line for name in cards), line
            assert not any(text in line for text in ("Привет", "Вопрос?", "Кто ты?", "Держимся.")), line
            if not (out["options"]["reveal_dead"] and line.startswith("Погибли:")):
                assert not any(f"({word})" in line for word in SECRET_RU.values()), line
    public = game.public_view()
    if game.status != "finished":
        assert all(seat.role is None for seat in public.seats)
    assert not hasattr(public.own, "cards") and not hasattr(public.own, "orders")


@SETTINGS
@given(st.integers(0, 10**6))
def test_each_private_message_reaches_only_its_recipient(seed):
    """R-12.3: a message goes to whom its rule names, never to the dead
    (but a tell, forwarded when sent), and a seat's view holds only its own."""
    data, game = random_game(seed)
    out = game.result_json()
    seats = {s["seat"]: s for s in out["seats"]}
    killer = next(s for s, v in seats.items() if v["secret"] == "killer")
    psychic = next((s for s, v in seats.items() if v["public"] == "psychic"), None)
    alive = set(seats)
    for i, record in enumerate(out["phases"]):
        orders = {int(k): v for k, v in data["phases"][i].items()}
        alive -= set(record["deaths"])
        for m in record["private"]:
            to, kind = m["to"], m["kind"]
            if kind == "boss":
                assert seats[to]["secret"] in ("killer", "advisor")
                continue
            assert to in alive, m
            if kind == "guess":
                assert to == killer and "guess" in orders.get(killer, {})
            elif kind == "reveal":
                assert "play" in orders.get(to, {}) or "sleeve" in orders.get(to, {})
            elif kind == "message":
                targets = {o.get(k, {}).get("target") for o in orders.values() for k in ("play", "sleeve")
                           if isinstance(o.get(k), dict)}
                targets |= {o["boost"]["question"]["target"] for o in orders.values()
                            if isinstance(o.get("boost"), dict) and o["boost"].get("question")}
                assert to in targets
            elif kind == "artifact":
                assert record["artifact"] is not None and to in (record["artifact"]["from"], record["artifact"]["to"])
            elif kind == "psychic":
                assert to == psychic
    for seat in seats:
        view = game.player_view(seat)
        assert all(a["to"] == seat for a in view.answers)
        assert view.role == seats[seat]["secret"]
