"""Forum test helpers: the M-13 table (Novosibirsk, 29 players, seat k holds
role k of M-3, named ``#k``) and a replay through the real script reader."""

from __future__ import annotations

from typing import Any

from app.core.rulesets.forum.catalogue import ROLES
from app.core.script import parse_script, replay


def script(turns: list[Any], *, seed: int = 0, options: dict[str, Any] | None = None, city: str = "novosibirsk",
           seats: list[tuple[str, str | None]] | None = None, mode: str = "forum",
           strong: bool = False) -> dict[str, Any]:
    """A ``forum-turns/1`` script; by default M-13's table."""
    if seats is None:
        seats = [(f"#{r.row}", r.id) for r in ROLES]
    return {"format": "forum-turns/1", "rules": {"preset": "forum", "options": options or {}},
            "mode": mode, "city": city, "strong": strong, "seed": seed,
            "seats": [{"seat": i + 1, "player": p, **({"role": r} if r else {})} for i, (p, r) in enumerate(seats)],
            "turns": turns}


def run(turns: list[Any], **kw: Any) -> dict[str, Any]:
    """Replay ``turns`` (see :func:`script`) and return M-12's output."""
    return replay(parse_script(script(turns, **kw))).result_json()


def turn(actions: dict[str, Any] | None = None, votes: dict[str, Any] | None = None, **more: Any) -> dict[str, Any]:
    return {"votes": votes or {}, "actions": actions or {}, **more}


def lines(out: dict[str, Any], index: int = 0, lang: str = "ru") -> list[str]:
    """The newspaper of turn ``index`` as its lines."""
    return out["turns"][index]["newspaper"][lang].split("\n")


def deaths(out: dict[str, Any], index: int = 0) -> dict[int, str]:
    return {d["seat"]: d["how"] for d in out["turns"][index]["deaths"]}
