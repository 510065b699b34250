"""What a Mafik Raizen player's roles do and when, one paragraph for his
phone (issue #40), Russian and English: his secret role (R-1, R-6, R-13)
and his public role (R-2)."""

from __future__ import annotations

from typing import Mapping

SECRET_TEXTS: Mapping[str, tuple[str, str]] = {
    "law": ("Закон: побеждает, когда в живых остаются только игроки Закона. Днём голосует на вече и за Лидера, "
            "ночью и днём играет карты (R-1, R-5, R-7, R-8, R-13).",
            "The Law: wins when only the Law's players are left alive. By day votes at the вече and for the "
            "Leader; plays cards by night and by day (R-1, R-5, R-7, R-8, R-13)."),
    "boss": ("Мафия, цвет «Информация»: знает двух других мафиози, их роли, колоды и руки; каждую ночь голосует "
             "за убийство с весом 1,5. Мафия побеждает, когда в живых остаются только её члены (R-1, R-6, R-13).",
             "The Mafia, colour Information: knows the other two, their roles, decks and hands; each night votes "
             "the kill with weight 1.5. The Mafia wins when only its members are left alive (R-1, R-6, R-13)."),
    "killer": ("Мафия, цвет «Атака»: знает двух других мафиози, их роли, колоды и руки; каждую ночь голосует "
               "за убийство с весом 2. Мафия побеждает, когда в живых остаются только её члены (R-1, R-6, R-13).",
               "The Mafia, colour Attack: knows the other two, their roles, decks and hands; each night votes the "
               "kill with weight 2. The Mafia wins when only its members are left alive (R-1, R-6, R-13)."),
    "advisor": ("Мафия, цвет «Поддержка»: знает двух других мафиози, их роли, колоды и руки; каждую ночь "
                "голосует за убийство с весом 1. Мафия побеждает, когда в живых остаются только её члены "
                "(R-1, R-6, R-13).",
                "The Mafia, colour Support: knows the other two, their roles, decks and hands; each night votes "
                "the kill with weight 1. The Mafia wins when only its members are left alive (R-1, R-6, R-13)."),
}
"""R-1.1's secret roles."""

PUBLIC_TEXTS: Mapping[str, tuple[str, str]] = {
    "alien": ("В начальной руке 7 карт; умирает в конце фазы, если в руке 1 карта или меньше.",
              "Opening hand of 7; dies at the phase's end with 1 card or fewer in hand."),
    "jester": ("На драфте оставляет себе первые две из каждых пяти предложенных карт и сам выбирает 6 карт "
               "начальной руки и их порядок.",
               "In the draft keeps the first two of every five cards offered, and chooses the 6 cards of his "
               "opening hand and their order."),
    "businessman": ("После ночи, в которую не сыграл, не сбросил и не оплатил ни одной карты, получает «Жир» "
                    "в рукав.",
                    "After a night in which he played, discarded and paid no card, gets a Жир into his sleeve."),
    "lazy": ("Ночью, если не играет карт, получает 2 брони.", "2 armour in a night in which he plays no card."),
    "strongman": ("1 броня каждую фазу, пока ему впервые не нанесут урон.",
                  "1 armour every phase until he is first dealt damage."),
    "politician": ("Его голос на вече, за казнь или избиение и за Лидера весит 1,5.",
                   "His вече vote, execution or beating vote and Leader vote weigh 1.5."),
    "paranoid": ("В любую фазу может сбросить сколько угодно карт из рукава и получить столько же брони.",
                 "In any phase may spend any number of sleeve cards for as much armour."),
    "avenger": ("Вместо смерти получает смертельное ранение и живёт до конца следующей фазы.",
                "Mortally wounded instead of dead: lives to the end of the next phase."),
    "psychic": ("Всегда знает две верхние карты своей колоды.", "Always knows the top 2 cards of his deck."),
    "masochist": ("Первая карта, потерянная из руки от урона, копией уходит в его рукав.",
                  "The first card he ever loses from his hand to damage: a copy goes to his sleeve."),
    "magician": ("Раз за игру сыгранная карта руки с копией возвращается копией в конец руки вместо добора.",
                 "Once a game a hand card played as a copy comes back to the end of his hand instead of a draw."),
    "banker": ("Когда впервые играет карту с ценой 1 и больше, получает 3 брони на эту фазу.",
               "The first time he plays a card costing 1 or more: 3 armour that phase."),
    "croupier": ("Раз за игру днём может сбросить карту из руки и добрать вместо неё новую.",
                 "Once a game, by day, may discard a hand card and draw a new one for it."),
    "sociopath": ("В первые сутки (ночь 1 и день 1) его нельзя выбрать целью карты, убийства, догадки, вопроса "
                  "или голоса.",
                  "In the first night and day no card, kill, guess, question or vote may name him."),
    "monk": ("В конце дня с 1 или 2 картами в руке добирает одну.",
             "At a day's end with exactly 1 or 2 cards in hand draws 1."),
    "child": ("В начальной руке 5 карт; каждую ночь 1 броня.", "Opening hand of 5; 1 armour every night."),
    "student": ("Называет цвет при записи: на драфте чаще получает карты этого цвета.",
                "Names a colour on signing up: in the draft he is offered that colour's cards more often."),
    "lucky": ("В начале ночи 1 может один раз вернуть 6 карт руки в колоду, перетасовать её и набрать 6 заново.",
              "At the start of night 1 may once return his 6 cards, shuffle his deck and draw 6 again."),
    "journalist": ("Может сыграть карту из рукава как «Вопрос».", "May play a sleeve card as a Вопрос."),
    "swindler": ("Голоса за него как за Лидера считаются вдвойне, пока его не изберут впервые.",
                 "Leader votes for him count double until he is first elected."),
    "hero": ("Особых способностей нет.", "No special ability."),
}
"""R-2's public roles, each in a sentence (R-2's table has the whole rule)."""


def raizen_role_text(secret: str, public: str | None, language: str, public_name: str = "") -> str:
    """The paragraph on a seat's ``secret`` role and (when known) his
    ``public`` role, in ``language`` (``ru``/``en``)."""
    i = 0 if language == "ru" else 1
    parts = [SECRET_TEXTS[secret][i]] if secret in SECRET_TEXTS else []
    if public is not None and public in PUBLIC_TEXTS:
        label = f"{public_name}: " if public_name else ""
        parts.append(f"{label}{PUBLIC_TEXTS[public][i]} (R-2)")
    return " ".join(parts)
