"""ЗА 31's options (Z-15) in the host's words (#39): each option's label
and one line of help citing its rule, and each value's words; the new game
dialog shows these, never the raw ids."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication


def tr(text: str) -> str:
    return QCoreApplication.translate("", text)     # lupdate puts a module-level tr() in the empty context


def option_words() -> dict[str, tuple[str, str, dict[Any, str]]]:
    """Option key → (label, help with its rule id, value → words); the whole-number options have no values."""
    yes_no = {True: tr("yes"), False: tr("no")}
    return {
        "move_cost": (tr("Moving costs"), tr("Z-1.3: the energy a move between heights costs"),
                      {"abs": tr("up and down"), "up": tr("only climbing")}),
        "cap_check": (tr("The energy cap is checked"), tr("Z-3.1: the excess over the cap is lost"),
                      {"every_phase": tr("after every phase"), "income": tr("only when income is added")}),
        "defence_floor": (tr("Defence never goes below"), tr("Z-3.3: a lost invasion lowers it"),
                          {0: tr("0"), "none": tr("no floor")}),
        "default_tactic": (tr("A tactic not given is drawn"), tr("Z-5.2: for a player who gives none"),
                           {"each_battle": tr("for each battle"), "once": tr("once, then it stands")}),
        "hero_guess": (tr("A hero's guess is right when"), tr("Z-5.4: the −2 for the guessed side"),
                       {"counter": tr("he counters the choice"), "same": tr("he names the same choice")}),
        "multi_tactics": (tr("With three or more sides the tactic points"), tr("Z-5.5: from every other side"),
                          {"sum": tr("are summed"), "worst": tr("come from the worst opponent"),
                           "any": tr("each penalty once")}),
        "lord_tie": (tr("A tie with the lord"), tr("Z-5.6: who wins a tie in a shard battle"),
                     {"stake": tr("the highest stake wins"), "holder": tr("the shard stays neutral")}),
        "source_defence": (tr("A taken source's defence"), tr("Z-6.2: the owner's world defence"),
                           {"snapshot": tr("as at the capture"), "owner": tr("as the owner's now")}),
        "eliminated_shard": (tr("An eliminated world's last shard"), tr("Z-6.3: when a player is eliminated"),
                             {"vanishes": tr("vanishes"), "neutral": tr("is left neutral")}),
        "eliminated_artifacts": (tr("An eliminated player's artifacts"), tr("Z-6.3: when a player is eliminated"),
                                 {"lost": tr("are out of play"), "winner": tr("go to the winner")}),
        "move_on_loss": (tr("A lost shard battle moves the attacker too"), tr("Z-6.4: to the shard's height"), yes_no),
        "invasion_moves": (tr("An invasion moves the attacker"), tr("Z-6.4: to the defender's height"), yes_no),
        "source_phase": (tr("Source battles are in phase"), tr("Z-7.1: with the shard battles, or after the invasions"),
                         {4: tr("4, with the shard battles"), 5: tr("5, after the invasions")}),
        "shortfall": (tr("Not enough energy"), tr("Z-7.2: what happens to the last orders that do not fit"),
                      {"cancel": tr("they are cancelled"), "reduce": tr("they are first reduced")}),
        "cancelled_is_skip": (tr("A cancelled main action counts as a skip"), tr("Z-8.1: for the skip bonus"), yes_no),
        "skip_bonus": (tr("The skip bonus"), tr("Z-8.2: +1 energy income after skips"),
                       {"permanent": tr("stays"), "once": tr("once, on that turn's income")}),
        "nothing_shields_sources": (tr("The Nothing shields the sources too"), tr("Z-8.3: no attack on them"), yes_no),
        "nothing_surrender": (tr("Surrender from the Nothing"), tr("Z-8.3: besides the return"), yes_no),
        "surrender_phase": (tr("A surrender acts in phase"), tr("Z-9.1: in phase 3 invasions of him are void"),
                            {7: tr("7, after the battles"), 3: tr("3, before the battles")}),
        "early_end": (tr("The game ends early"), tr("Z-10.1: with fewer than two players in the game"),
                      {"one_left": tr("with one player left"), "never": tr("never: all the turns are played")}),
        "winner_tie": (tr("Equal largest worlds"), tr("Z-10.2: who wins"),
                       {"shared": tr("all win"), "energy": tr("the most energy wins")}),
        "situation_extra": (tr("The situation post also gives"), tr("Z-11.1: the worlds' heights, and defence"),
                            {"height": tr("heights"), "height_defence": tr("heights and defence"),
                             "none": tr("no heights")}),
        "lord_per_size": (tr("A lord's strength per shard size"), tr("Z-1.4: when the world file gives none"), {}),
        "income_per_size": (tr("Income per shard size"), tr("Z-3.2: when the world file gives none"), {}),
        "source_income": (tr("A source's income"), tr("Z-3.2: when the world file gives none"), {}),
    }
