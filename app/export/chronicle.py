"""A turn-by-turn game's chronicle (#14): its title, the players with their
roles, every turn's post (forum Mafia: the newspaper), the result; as HTML,
or PDF through Qt. The posts are the ruleset's as the rules publish them
(``Ruleset.posts``); the game's title, roles and headings come from the
caller's :class:`~.game_words.GameWords` in ``lang``."""

from __future__ import annotations

from html import escape
from pathlib import Path
from typing import Any

from .game_words import CORE_WORDS, GameWords

WORDS = {
    "en": {"players": "Players", "seat": "Seat", "player": "Player",
           "role": "Role", "turns": "Newspapers", "result": "Result", "going": "The game goes on.",
           "reason": "Ended by the host: {reason}", "seed": "Seed {seed}"},
    "ru": {"players": "Игроки", "seat": "Место", "player": "Игрок",
           "role": "Роль", "turns": "Газеты", "result": "Итог", "going": "Игра продолжается.",
           "reason": "Игра окончена ведущим: {reason}", "seed": "Зерно {seed}"},
}


def chronicle_html(game: Any, lang: str = "ru", game_words: GameWords = CORE_WORDS) -> str:
    """The chronicle as one HTML page in ``lang`` (``ru``/``en``), the
    game's own words by ``game_words`` in the same language."""
    w = WORDS["ru" if lang == "ru" else "en"]
    setup = game.setup
    rules = game.ruleset
    view = game.host_view()
    title = game_words.game_title(setup)
    rows = []
    for seat in view.seats:
        rows.append(f"<tr><td>{seat.seat}</td><td>{escape(seat.name)}</td>"
                    f"<td>{escape(game_words.role_name(rules, seat.role))}</td></tr>")
    turns = []
    for first, rest in rules.posts(game, lang):
        turns.append(f"<h3>{escape(first)}</h3><p>" + "<br>".join(escape(x) for x in rest.split("\n")) + "</p>")
    english = rules.posts_heading()
    heading = w["turns"] if english is None else game_words.heading(rules, english)
    sections = "".join(f"<h2>{escape(game_words.heading(rules, head))}</h2><p>"
                       + "<br>".join(escape(x) for x in lines) + "</p>"
                       for head, lines in rules.chronicle_sections(game, lambda r: game_words.role_name(rules, r)))
    result = w["going"] if view.winner is None else ""
    if view.result_reason:
        result = w["reason"].format(reason=escape(view.result_reason))
    return (f"<!DOCTYPE html><html lang=\"{lang}\"><head><meta charset=\"utf-8\"><title>{escape(title)}</title>"
            "<style>body{font-family:sans-serif;max-width:46em;margin:2em auto}"
            "td,th{border:1px solid #999;padding:.2em .6em}table{border-collapse:collapse}</style></head><body>"
            f"<h1>{escape(title)}</h1><p>{w['seed'].format(seed=setup.extra.get('seed'))}</p>"
            f"<h2>{w['players']}</h2><table><tr><th>{w['seat']}</th><th>{w['player']}</th><th>{w['role']}</th></tr>"
            + "".join(rows) + f"</table><h2>{escape(heading)}</h2>" + "".join(turns) + sections
            + (f"<h2>{w['result']}</h2><p>{result}</p>" if result else "") + "</body></html>")


def write_chronicle(path: Path, game: Any, lang: str = "ru", game_words: GameWords = CORE_WORDS) -> None:
    """Write the chronicle to ``path``: PDF if it ends in ``.pdf``, else
    HTML; through a temporary file, so a failed write leaves no half file.
    Raises :class:`OSError`."""
    html = chronicle_html(game, lang, game_words)
    tmp = path.with_suffix(path.suffix + ".tmp")
    if path.suffix.lower() == ".pdf":
        from PySide6.QtGui import QTextDocument

        from .pdf import a4_writer

        writer = a4_writer(tmp, 15)
        doc = QTextDocument()
        doc.setHtml(html)
        doc.print_(writer)
        del writer
        if not tmp.exists():
            raise OSError(f"the PDF writer could not write {path}")
    else:
        tmp.write_text(html, encoding="utf-8")
    tmp.replace(path)
