"""What each of M-3's roles does and when, one paragraph for a player's
phone (issue #40), Russian and English, made from the role's row: its team
(M-1), its orders (M-2) and its properties (M-3.1, M-3.2, M-4.2)."""

from __future__ import annotations

from typing import Mapping

from .catalogue import BY_ID

TEAM_TEXTS: Mapping[str, tuple[str, str]] = {
    "honest": ("Команда честных: побеждает, когда в игре остаются только честные (M-1, M-9).",
               "The honest team: wins when only honest players are left in play (M-1, M-9)."),
    "mafia": ("Мафия: члены команды знают друг друга; побеждает, когда в игре остаются только они (M-1, M-9).",
              "The Mafia: its members know each other; it wins when only they are left in play (M-1, M-9)."),
    "yakuza": ("Якудза: члены команды знают друг друга; побеждает, когда в игре остаются только они (M-1, M-9).",
               "The Yakuza: its members know each other; it wins when only they are left in play (M-1, M-9)."),
    "loner": ("Одиночка: играет сам за себя и побеждает, когда в игре остаётся только он (M-1, M-9).",
              "A loner: plays for himself and wins when only he is left in play (M-1, M-9)."),
}
"""Each team's sentence (M-1, M-9)."""

ACTION_TEXTS: Mapping[str, tuple[str, str]] = {
    "check": ("Каждый ход может проверить одного игрока и узнать его роль (M-2.3).",
              "Each turn may check one player and learn his role (M-2.3)."),
    "shot": ("Каждый ход может выстрелить в одного игрока: тот умирает, если не защищён (M-2.1, M-7).",
             "Each turn may shoot one player, who dies unless protected (M-2.1, M-7)."),
    "team_shot": ("Каждый ход называет цель выстрела команды: выстрел состоится, если все приказы команды "
                  "называют одного игрока (M-2.2).",
                  "Each turn names the team shot's target: the team shoots if all its members' orders name "
                  "the same player (M-2.2)."),
    "protect": ("Каждый ход может защитить одного игрока от всех выстрелов этого хода и от яда, который "
                "срабатывает в этот ход (M-2.4).",
                "Each turn may protect one player from every shot of the turn and from poison due that "
                "turn (M-2.4)."),
    "heal": ("Каждый ход может лечить одного игрока, в том числе себя: тот переживает выстрелы и яд этого хода, "
             "но следующий ход не голосует и не действует (M-2.5).",
             "Each turn may heal one player, himself too: the patient survives the turn's shots and poison but "
             "neither votes nor acts the next turn (M-2.5)."),
    "distract": ("Каждый ход может отвлечь одного игрока: его спецдействия в этот ход не срабатывают, голос "
                 "остаётся (M-2.6).",
                 "Each turn may distract one player: his special actions fail that turn; his vote stands "
                 "(M-2.6)."),
    "poison": ("Каждый ход может отравить одного игрока: тот кашляет в газете и умирает через ход, если его "
               "тогда не защитят и не вылечат (M-2.7).",
               "Each turn may poison one player, who coughs in the newspaper and dies a turn later unless "
               "protected or healed then (M-2.7)."),
    "guard": ("Каждый ход может охранять одного игрока: если в подопечного стреляют, охранник умирает вместо "
              "него (M-2.8).",
              "Each turn may guard one player: if he is shot, the guard dies in his place (M-2.8)."),
    "watch": ("Каждый ход может следить за одним игроком и узнать имя одного из стрелявших в него, или что в "
              "него не стреляли (M-2.9).",
              "Each turn may watch one player and learn the name of one who shot at him, or that nobody did "
              "(M-2.9)."),
    "freeze": ("Каждый ход может заморозить одного игрока: на один ход без голоса и без действия (M-2.10).",
               "Each turn may freeze one player: one turn without his vote and his actions (M-2.10)."),
    "disperse": ("Может сорвать голосование: в этот день никого не сажают; не чаще раза в два хода (M-2.11).",
                 "May disperse the vote: nobody is jailed that day; at most once in two turns (M-2.11)."),
    "hypocrisy": ("Голосует открыто для вида, а ведущему присылает настоящий голос: считается только он "
                  "(M-2.13).",
                  "Votes openly for show and sends the host his real vote: only that one counts (M-2.13)."),
    "steal": ("Каждый ход может украсть голос одного игрока: этот голос засчитывается за того, за кого голосует "
              "бунтарь (M-2.14).",
              "Each turn may steal one player's vote: it counts for the player the rebel votes for (M-2.14)."),
}
"""Each order's sentence (M-2)."""


def forum_role_text(role_id: str, language: str) -> str:
    """The paragraph on ``role_id`` in ``language`` (``ru``/``en``); empty for an unknown role."""
    role = BY_ID.get(role_id)
    if role is None:
        return ""
    i = 0 if language == "ru" else 1
    parts = [TEAM_TEXTS[role.team][i]] if role.team in TEAM_TEXTS else []
    if role.id == "shooting_commissar":
        parts.append(("Каждый ход проверяет одного игрока; если тот не из честных, это ещё и выстрел (M-3.1).",
                      "Each turn checks one player; if he is not honest, it is also a shot (M-3.1).")[i])
    else:
        parts.extend(ACTION_TEXTS[a][i] for a in role.actions if a in ACTION_TEXTS)
    if role.id == "schizophrenic":
        parts.append(("После каждого хода получает «мнимую газету»: сработавшие спецдействия, часть имён в "
                      "которой подменена (M-2.12).",
                      "After each turn gets an imaginary newspaper: the special actions that took effect, some "
                      "names in it replaced (M-2.12).")[i])
    if role.both:
        parts.append(("Оба приказа можно отдать в один ход (M-4.2).", "May give both orders in one turn (M-4.2).")[i])
    if role.immune_to:
        team = BY_ID_TEAM_WORDS.get(role.immune_to, (role.immune_to, role.immune_to))[i]
        parts.append((f"Выстрелы команды «{team}» на него не действуют (M-3.2).",
                      f"Shots of the team {team} do not kill him (M-3.2).")[i])
    if role.id == "ninja":
        parts.append(("Любая проверка показывает его честным жителем (M-2.3).",
                      "Every check shows him as a citizen (M-2.3).")[i])
    if not role.actions and role.id != "schizophrenic":
        parts.append(("Спецдействий нет: днём ищет врагов и голосует за посадку (M-5).",
                      "No special action: by day finds the enemies and votes to jail them (M-5).")[i])
    return " ".join(parts)


BY_ID_TEAM_WORDS: Mapping[str, tuple[str, str]] = {"mafia": ("Мафия", "the Mafia"), "yakuza": ("Якудза", "the Yakuza"),
                                                   "honest": ("Честные", "the honest"), "loner": ("Одиночки", "loners")}
"""A team's name in a sentence."""
