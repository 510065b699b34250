"""ЗА 31's refusal reasons in the host's language: each code of the
core's ``ENGLISH`` table (:mod:`app.core.rulesets.za31.reasons`) as a
template, ``%name`` where each value goes (the Russian in the .ts
file), and the words a value may be (issue #38, item 5)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def reason_template(code: str) -> str | None:
    """One of the core's reason codes in the host's language, or None: not one of its codes."""
    return {
        "not_player_shard_or_source": QCoreApplication.translate("Za31Reasons", "%target is not a player, shard or source"),
        "orders_are_list": QCoreApplication.translate("Za31Reasons", "orders are a list"),
        "no_such_seat": QCoreApplication.translate("Za31Reasons", "%seat is not a seat of the game"),
        "player_out": QCoreApplication.translate("Za31Reasons", "%player is out of the game"),
        "joined_this_turn_sends_orders": QCoreApplication.translate("Za31Reasons", "%player joined this turn: he sends orders from the next"),
        "nothing_only_return_or_surrender": QCoreApplication.translate("Za31Reasons", "%player is in the Nothing: only return or surrender"),
        "nothing_only_return": QCoreApplication.translate("Za31Reasons", "%player is in the Nothing: only return"),
        "extra_energy_whole_number": QCoreApplication.translate("Za31Reasons", "extra energy is a whole number ≥ 0"),
        "world_one_shard_cannot_invade": QCoreApplication.translate("Za31Reasons", "a world of one shard cannot invade"),
        "only_active_player_goes_into": QCoreApplication.translate("Za31Reasons", "only an active player goes into the Nothing"),
        "return_from_nothing": QCoreApplication.translate("Za31Reasons", "return is from the Nothing"),
        "return_stands_alone_list": QCoreApplication.translate("Za31Reasons", "return stands alone in the list"),
        "defence_energy_whole_number": QCoreApplication.translate("Za31Reasons", "defence energy is a whole number ≥ 1"),
        "unknown_artifact": QCoreApplication.translate("Za31Reasons", "unknown artifact %id"),
        "artifact_not_his": QCoreApplication.translate("Za31Reasons", "%artifact is not his"),
        "artifact_acts_itself": QCoreApplication.translate("Za31Reasons", "%artifact acts by itself"),
        "artifact_no_charge": QCoreApplication.translate("Za31Reasons", "%artifact has no charge left"),
        "unknown_event": QCoreApplication.translate("Za31Reasons", "unknown event %id"),
        "does_not_run_on_turn": QCoreApplication.translate("Za31Reasons", "%event does not run on turn %turn"),
        "event_energy_whole": QCoreApplication.translate("Za31Reasons", "a whole number ≥ 0"),
        "item_object_with_known_do": QCoreApplication.translate("Za31Reasons", "item %item: an object with a known do"),
        "target_list_has_two_or": QCoreApplication.translate("Za31Reasons", "a target list has two or more targets, none repeated"),
        "tactic_unit_magic_hero": QCoreApplication.translate("Za31Reasons", "a tactic: unit, magic, hero"),
        "not_neutral_shard": QCoreApplication.translate("Za31Reasons", "%target is not a neutral shard"),
        "item_second_main_action": QCoreApplication.translate("Za31Reasons", "item %item: a second main action"),
        "item_given_twice": QCoreApplication.translate("Za31Reasons", "item %item: %order given twice"),
        "item_refused": QCoreApplication.translate("Za31Reasons", "item %item: %reason"),
        "another_player_s_seat": QCoreApplication.translate("Za31Reasons", "another player's seat"),
        "target_in_nothing": QCoreApplication.translate("Za31Reasons", "%player is in the Nothing"),
        "not_source_may_attack": QCoreApplication.translate("Za31Reasons", "%target is not a source he may attack"),
        "game_over": QCoreApplication.translate("Za31Reasons", "the game is over"),
        "end_needs_reason": QCoreApplication.translate("Za31Reasons", "the end needs a reason"),
        "end_names_distinct_seated_seats": QCoreApplication.translate("Za31Reasons", "end names distinct seated seats"),
        "not_an_input": QCoreApplication.translate("Za31Reasons", "%input is not an ЗА 31 input"),
    }.get(code)


def reason_word(name: str, value: object) -> str | None:
    """A value inside a reason (``order``) in the host's language, or None: shown as it is."""
    if name not in ('order',):
        return None
    return {
        "shard": QCoreApplication.translate("Za31ReasonsWords", "shard"),
        "invade": QCoreApplication.translate("Za31ReasonsWords", "invade"),
        "source": QCoreApplication.translate("Za31ReasonsWords", "source"),
        "skip": QCoreApplication.translate("Za31ReasonsWords", "skip"),
        "surrender": QCoreApplication.translate("Za31ReasonsWords", "surrender"),
        "nothing": QCoreApplication.translate("Za31ReasonsWords", "nothing"),
        "return": QCoreApplication.translate("Za31ReasonsWords", "return"),
        "defend": QCoreApplication.translate("Za31ReasonsWords", "defend"),
        "tactic": QCoreApplication.translate("Za31ReasonsWords", "tactic"),
        "artifact": QCoreApplication.translate("Za31ReasonsWords", "artifact"),
        "event": QCoreApplication.translate("Za31ReasonsWords", "event"),
    }.get(str(value))
