"""Mafik Raizen's options (R-17) in the host's words (#39): each option's
label and one line of help citing its rule, and each value's words; the
new game dialog shows these, never the raw ids."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication


def tr(text: str) -> str:
    return QCoreApplication.translate("", text)     # lupdate puts a module-level tr() in the empty context


def option_words() -> dict[str, tuple[str, str, dict[Any, str]]]:
    """Option key → (label, help with its rule id, value → words)."""
    yes_no = {True: tr("yes"), False: tr("no")}
    return {
        "strongman_until": (tr("The Strongman's armour lasts until"), tr(
            "R-2: 1 armour every phase up to the first phase he is dealt damage, or the first that costs him a card"),
            {"dealt": tr("he is dealt damage"), "lost": tr("damage costs him a card or a draw")}),
        "rebuild": (tr("An empty deck is rebuilt"), tr("R-3.4: from fresh copies of its owner's rejected cards"),
                    {"repeat": tr("every time"), "once": tr("once, then it stays empty")}),
        "night_discard": (tr("A night discard allows"), tr("R-5.3: putting 1–2 hand cards under the deck instead of plays"),
                          {"no_plays": tr("no card plays"), "no_hand_play": tr("a sleeve play, no hand play")}),
        "kill_target": (tr("The Mafia may kill"), tr("R-6.1: whom a Mafia member's kill vote may name"),
                        {"not_self": tr("anyone but himself"), "not_mafia": tr("no Mafia member")}),
        "boss_rhythm": (tr("The Boss's message"), tr("R-6.3: not in two phases running"),
                        {"gap": tr("every other phase"), "pairs": tr("once per night and day pair")}),
        "guess_hand": (tr("The Killer's guess reads the hand"), tr("R-6.4: which hand the named cards are matched against"),
                       {"phase_start": tr("at the phase's start"), "deadline": tr("after step 2")}),
        "veche_self": (tr("Vote for oneself at the вече"), tr("R-7.1: whether a player may vote for himself"), yes_no),
        "beaten_shows": (tr("A beaten player's cards shown"), tr("R-7.3: the post after the next night gives their colours"),
                         {"all": tr("all he played"), "hand": tr("the hand card only")}),
        "two_alive": (tr("With 2 living at 11–12 seats"), tr("R-7.4: what is not held that day"),
                      {"veche": tr("no вече"), "both": tr("no вече and no Leader vote")}),
        "dead_giver": (tr("A dead owner's artifact"), tr("R-9.3: his pass or the draw that day"),
                       {"destroyed": tr("is destroyed"), "passes": tr("passes by day")}),
        "mafia_draw_counts": (tr("A drawn artifact between the Mafia counts"),
                              tr("R-9.4: a Law player then gets 3 armour the next night"), yes_no),
        "effect_draws": (tr("Card effects draw"), tr("R-10 step 4: when the draw effects are taken"),
                         {"before_damage": tr("before the damage"), "after_damage": tr("after the damage (step 6)")}),
        "cancel_draws_of": (tr("A cancelled card also cancels the draws of"), tr("R-11.3: which draws a cancel takes back"),
                            {"plays_and_discards": tr("plays and discards"), "plays": tr("hand plays only")}),
        "wounded_shield": (tr("No vote names a wounded player at"), tr("R-11.4: the votes a mortal wound shields from"),
                           {"all": tr("the вече, the Leader vote and the kill"), "veche": tr("the вече only")}),
        "reveal_dead": (tr("The dead's roles in the post"), tr("R-11.5: each dead name followed by his role"), yes_no),
    }
