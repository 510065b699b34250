"""The room's ``/stats`` page (issue #42): the club's statistics drawn by
the server, with no script, working offline. There are bars of the win
share by role and by seat (SVG, each with its games), the red side's wins
by table size and by month, and the players' table. Every name is escaped.
No Qt here."""

from __future__ import annotations

from html import escape
from typing import Any, Mapping

WORDS = {
    "ru": {"title": "Статистика клуба", "roles": "Победы по ролям", "seats": "Победы по местам",
           "sizes": "Победы красных по числу игроков", "months": "Победы красных по месяцам",
           "players": "Игроки", "player": "Игрок", "games": "Игры", "wins": "Победы", "share": "Доля",
           "seat": "место", "none": "Пока нет сыгранных игр.", "of": "игр",
           "red_seats": "Победы красных по местам", "black_seats": "Победы чёрных по местам",
           "fouls": "Фолов за игру", "first": "Первый убитый", "best": "Лучший ход: чёрных из названных",
           "days": "Игра длится в среднем {days} дн."},  # 2,5 дн.: a decimal comma
    "en": {"title": "The club's statistics", "roles": "Wins by role", "seats": "Wins by seat",
           "sizes": "The red side's wins by table size", "months": "The red side's wins by month",
           "players": "Players", "player": "Player", "games": "Games", "wins": "Wins", "share": "Share",
           "seat": "seat", "none": "No game played yet.", "of": "games",
           "red_seats": "The red side's wins by seat", "black_seats": "The black side's wins by seat",
           "fouls": "Fouls a game", "first": "First killed", "best": "Best move: black of named",
           "days": "A game lasts {days} days on average"},
}
MAX_PLAYERS_SHOWN = 200
"""The most players the page lists (most games first)."""


def _bars(title: str, rows: list[tuple[str, int, int]], games_word: str) -> str:
    """Horizontal bars, one a row: the label and the share with its games as
    text (readable at any width), the bar an SVG that stretches."""
    if not rows:
        return ""
    parts = [f'<figure><figcaption>{escape(title)}</figcaption><div class="bars">']
    for label, wins, games in rows:
        share = wins / games if games else 0.0
        parts.append(f'<span class="label">{escape(label)}</span>'
                     f'<svg class="bar" viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true">'
                     f'<rect width="100" height="10" fill="#37474f"/>'
                     f'<rect width="{round(100 * share, 1)}" height="10" fill="#1e88e5"/></svg>'
                     f'<span class="value">{round(100 * share)}% · {games} {escape(games_word)}</span>')
    parts.append("</div></figure>")
    return "".join(parts)


def render_stats(data: Mapping[str, Any], language: str = "ru") -> str:
    """The page's HTML for ``mafia-stats/1`` data (with ``role_names``) in ``language``."""
    w = WORDS.get(language, WORDS["en"])
    club = data.get("club", {})
    names = data.get("role_names", {})
    body = [f"<h1>{escape(w['title'])}</h1>"]
    players = list(data.get("players", []))
    if not players:
        body.append(f"<p>{escape(w['none'])}</p>")
    roles = sorted(club.get("by_role", {}).items(), key=lambda kv: -kv[1]["games"])
    body.append(_bars(w["roles"], [(str(names.get(r, r)), t["wins"], t["games"]) for r, t in roles], w["of"]))
    seats = sorted(club.get("by_seat", {}).items(), key=lambda kv: int(kv[0]))
    body.append(_bars(w["seats"], [(f"{w['seat']} {s}", t["wins"], t["games"]) for s, t in seats], w["of"]))
    sizes = sorted(club.get("red_by_size", {}).items(), key=lambda kv: int(kv[0]))
    body.append(_bars(w["sizes"], [(str(n), t["red_wins"], t["games"]) for n, t in sizes], w["of"]))
    months = sorted(club.get("red_by_month", {}).items())
    body.append(_bars(w["months"], [(m, t["red_wins"], t["games"]) for m, t in months], w["of"]))
    by_side = sorted(club.get("side_by_seat", {}).items(), key=lambda kv: int(kv[0]))
    for side in ("red", "black"):
        body.append(_bars(w[f"{side}_seats"], [(f"{w['seat']} {s}", t[side]["wins"], t[side]["games"])
                                               for s, t in by_side if side in t], w["of"]))
    if club.get("timed_games"):
        days = f"{float(club.get('mean_days', 0)):.1f}"
        body.append(f"<p>{escape(w['days'].format(days=days.replace('.', ',') if language == 'ru' else days))}</p>")
    if players:
        body.append(f"<h2>{escape(w['players'])}</h2><div class='wide'><table><thead><tr><th>{escape(w['player'])}</th>"
                    f"<th class='n'>{escape(w['games'])}</th><th class='n'>{escape(w['wins'])}</th>"
                    f"<th class='n'>{escape(w['share'])}</th><th class='n'>{escape(w['fouls'])}</th>"
                    f"<th class='n'>{escape(w['first'])}</th><th class='n'>{escape(w['best'])}</th>"
                    "</tr></thead><tbody>")
        for p in players[:MAX_PLAYERS_SHOWN]:
            share = f"{round(100 * p['wins'] / p['games'])}%" if p["games"] else "—"
            play = p.get("play") or {}
            fouls = f"{play['fouls'] / play['games']:.1f}" if play.get("games") else "—"
            best = f"{play['black']}/{play['named']}" if play.get("best_moves") else "—"
            body.append(f"<tr><td>{escape(str(p['player']))}</td><td class='n'>{p['games']}</td>"
                        f"<td class='n'>{p['wins']}</td><td class='n'>{share}</td><td class='n'>{fouls}</td>"
                        f"<td class='n'>{play.get('first_killed', 0)}</td><td class='n'>{best}</td></tr>")
        body.append("</tbody></table></div>")
    return ("<!DOCTYPE html><html lang='" + escape(language) + "'><head><meta charset='utf-8'>"
            "<meta name='viewport' content='width=device-width, initial-scale=1'>"
            f"<title>{escape(w['title'])}</title><link rel='stylesheet' href='/static/stats.css'></head><body>"
            + "".join(body) + "</body></html>")
