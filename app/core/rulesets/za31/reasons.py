"""ЗА 31's refusal reasons (Z-4's checks, Z-8.3, Z-9.2, Z-13): each
check's code and its English sentence, ``{name}`` where each value goes;
the replay output prints them so (:class:`~app.core.errors.Reason`), the
kit words the same codes in the host's language."""

from __future__ import annotations

ENGLISH: dict[str, str] = {
    "not_player_shard_or_source": "{target} is not a player, shard or source",
    "orders_are_list": "orders are a list",
    "no_such_seat": "{seat} is not a seat of the game",
    "player_out": "{player} is out of the game",
    "joined_this_turn_sends_orders": "{player} joined this turn: he sends orders from the next",
    "nothing_only_return_or_surrender": "{player} is in the Nothing: only return or surrender",
    "nothing_only_return": "{player} is in the Nothing: only return",
    "extra_energy_whole_number": "extra energy is a whole number ≥ 0",
    "world_one_shard_cannot_invade": "a world of one shard cannot invade",
    "only_active_player_goes_into": "only an active player goes into the Nothing",
    "return_from_nothing": "return is from the Nothing",
    "return_stands_alone_list": "return stands alone in the list",
    "defence_energy_whole_number": "defence energy is a whole number ≥ 1",
    "unknown_artifact": "unknown artifact {id}",
    "artifact_not_his": "{artifact} is not his",
    "artifact_acts_itself": "{artifact} acts by itself",
    "artifact_no_charge": "{artifact} has no charge left",
    "unknown_event": "unknown event {id}",
    "does_not_run_on_turn": "{event} does not run on turn {turn}",
    "event_energy_whole": "a whole number ≥ 0",
    "item_object_with_known_do": "item {item}: an object with a known do",
    "target_list_has_two_or": "a target list has two or more targets, none repeated",
    "tactic_unit_magic_hero": "a tactic: unit, magic, hero",
    "not_neutral_shard": "{target} is not a neutral shard",
    "item_second_main_action": "item {item}: a second main action",
    "item_given_twice": "item {item}: {order} given twice",
    "item_refused": "item {item}: {reason}",
    "another_player_s_seat": "another player's seat",
    "target_in_nothing": "{player} is in the Nothing",
    "not_source_may_attack": "{target} is not a source he may attack",
    "game_over": "the game is over",
    "end_needs_reason": "the end needs a reason",
    "end_names_distinct_seated_seats": "end names distinct seated seats",
    "not_an_input": "{input} is not an ЗА 31 input",
    "as_written": "{text}",
}
