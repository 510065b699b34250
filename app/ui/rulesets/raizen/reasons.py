"""Mafik Raizen's refusal reasons in the host's language: each code of the
core's ``ENGLISH`` table (:mod:`app.core.rulesets.raizen.reasons`) as a
template, ``%name`` where each value goes (the Russian in the .ts
file), and the words a value may be (issue #38, item 5)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def reason_template(code: str) -> str | None:
    """One of the core's reason codes in the host's language, or None: not one of its codes."""
    return {
        "card_used_twice": QCoreApplication.translate("RaizenReasons", "%card is already used in this order"),
        "sociopath_not_named_first_day": QCoreApplication.translate("RaizenReasons", "%player, the Sociopath, cannot be named in N1 and D1"),
        "target_mortally_wounded": QCoreApplication.translate("RaizenReasons", "%player is mortally wounded"),
        "target_living_player_other_than": QCoreApplication.translate("RaizenReasons", "the target must be a living player other than himself"),
        "pay_list_cards": QCoreApplication.translate("RaizenReasons", "pay must be a list of cards"),
        "cost_not_paid": QCoreApplication.translate("RaizenReasons", "the cost is %cost card(s), not %count"),
        "at_most_cards_from_hand": QCoreApplication.translate("RaizenReasons", "at most 2 cards from the hand per card or boost"),
        "key_not_object": QCoreApplication.translate("RaizenReasons", "%key must be an object"),
        "card_not_in_place": QCoreApplication.translate("RaizenReasons", "%card is not in his %place"),
        "card_not_this_phase": QCoreApplication.translate("RaizenReasons", "%card cannot be played by %phase"),
        "as_vopros_journalist_s_on": QCoreApplication.translate("RaizenReasons", "as_vopros is the Journalist's, on a sleeve card"),
        "copy_magician_s_on_hand": QCoreApplication.translate("RaizenReasons", "copy is the Magician's, on a hand card, once a game"),
        "order_object": QCoreApplication.translate("RaizenReasons", "an order must be an object"),
        "player_dead": QCoreApplication.translate("RaizenReasons", "%player is dead"),
        "cards_are_discarded_deck_at": QCoreApplication.translate("RaizenReasons", "cards are discarded to the deck at night only"),
        "discard_instead_playing_cards": QCoreApplication.translate("RaizenReasons", "a discard is instead of playing cards"),
        "discard_list_or_hand_cards": QCoreApplication.translate("RaizenReasons", "discard is a list of 1 or 2 hand cards"),
        "order_list_distinct_cards_hand": QCoreApplication.translate("RaizenReasons", "order is a list of distinct cards of his hand"),
        "mafia_kill_at_night": QCoreApplication.translate("RaizenReasons", "the Mafia kill at night"),
        "only_mafia_vote_kill": QCoreApplication.translate("RaizenReasons", "only the Mafia vote to kill"),
        "kill_names_living_player": QCoreApplication.translate("RaizenReasons", "the kill names a living player"),
        "not_himself": QCoreApplication.translate("RaizenReasons", "not himself"),
        "not_mafia_member_kill_target": QCoreApplication.translate("RaizenReasons", "not a Mafia member (kill_target: not_mafia)"),
        "boost_at_night": QCoreApplication.translate("RaizenReasons", "the boost is at night"),
        "only_mafia_boost_kill": QCoreApplication.translate("RaizenReasons", "only the Mafia boost the kill"),
        "boost_object": QCoreApplication.translate("RaizenReasons", "boost must be an object"),
        "only_croupier": QCoreApplication.translate("RaizenReasons", "only the Croupier"),
        "croupier_s_card_day": QCoreApplication.translate("RaizenReasons", "the Croupier's card is by day"),
        "once_a_game": QCoreApplication.translate("RaizenReasons", "once a game"),
        "card_not_in_hand": QCoreApplication.translate("RaizenReasons", "%card is not in his hand"),
        "only_paranoid": QCoreApplication.translate("RaizenReasons", "only the Paranoid"),
        "spend_list_sleeve_cards": QCoreApplication.translate("RaizenReasons", "spend is a list of sleeve cards"),
        "only_killer_guesses": QCoreApplication.translate("RaizenReasons", "only the Killer guesses"),
        "guess_object": QCoreApplication.translate("RaizenReasons", "guess must be an object"),
        "guess_names_living_player": QCoreApplication.translate("RaizenReasons", "the guess names a living player"),
        "not_mafia_member": QCoreApplication.translate("RaizenReasons", "not a Mafia member"),
        "guessed_before": QCoreApplication.translate("RaizenReasons", "%player was guessed before"),
        "has_no_card_hand": QCoreApplication.translate("RaizenReasons", "%player has no card in hand"),
        "cards_list_catalogue_ids": QCoreApplication.translate("RaizenReasons", "cards is a list of catalogue ids"),
        "name_as_many_cards_as": QCoreApplication.translate("RaizenReasons", "name as many cards as %player holds"),
        "only_boss_tells": QCoreApplication.translate("RaizenReasons", "only the Boss tells"),
        "tell_object": QCoreApplication.translate("RaizenReasons", "tell must be an object"),
        "another_living_mafia_member": QCoreApplication.translate("RaizenReasons", "to another living Mafia member"),
        "once_two_phases": QCoreApplication.translate("RaizenReasons", "once in two phases"),
        "text_non_empty_text_with": QCoreApplication.translate("RaizenReasons", "the text must be a non-empty text with no link"),
        "only_advisor": QCoreApplication.translate("RaizenReasons", "only the Advisor"),
        "invisible_list_distinct_cards_hand": QCoreApplication.translate("RaizenReasons", "invisible is a list of distinct cards of his hand"),
        "veche_by_day": QCoreApplication.translate("RaizenReasons", "the вече is by day"),
        "no_veche_two_living": QCoreApplication.translate("RaizenReasons", "no вече: two are living"),
        "vote_names_living_player": QCoreApplication.translate("RaizenReasons", "the vote names a living player"),
        "mode_execution_or_beating": QCoreApplication.translate("RaizenReasons", "mode is execution or beating"),
        "leader_vote_day": QCoreApplication.translate("RaizenReasons", "the Leader vote is by day"),
        "no_leader_vote_two_are": QCoreApplication.translate("RaizenReasons", "no Leader vote: two are living"),
        "living_player_other_than_current": QCoreApplication.translate("RaizenReasons", "a living player other than the current Leader"),
        "artifact_passes_day": QCoreApplication.translate("RaizenReasons", "the artifact passes by day"),
        "does_not_hold_artifact": QCoreApplication.translate("RaizenReasons", "he does not hold the artifact"),
        "artifact_passes_living_player": QCoreApplication.translate("RaizenReasons", "the artifact passes to a living player"),
        "card_not_in_hand_or_sleeve": QCoreApplication.translate("RaizenReasons", "%card is not in his hand or sleeve"),
        "card_has_no_target": QCoreApplication.translate("RaizenReasons", "%card has no target"),
        "only_journalist_adds_question": QCoreApplication.translate("RaizenReasons", "only the Journalist adds a question"),
        "question_object": QCoreApplication.translate("RaizenReasons", "question must be an object"),
        "card_not_in_sleeve": QCoreApplication.translate("RaizenReasons", "%card is not in his sleeve"),
        "game_over": QCoreApplication.translate("RaizenReasons", "the game is over"),
        "draft_not_complete": QCoreApplication.translate("RaizenReasons", "the draft is not complete"),
        "draft_over": QCoreApplication.translate("RaizenReasons", "the draft is over"),
        "no_such_seat": QCoreApplication.translate("RaizenReasons", "%seat is not a seat"),
        "no_such_round": QCoreApplication.translate("RaizenReasons", "round %round is not one of his %rounds"),
        "only_lucky_has_mulligan": QCoreApplication.translate("RaizenReasons", "only the Lucky has a mulligan"),
        "mulligan_once_at_start_n": QCoreApplication.translate("RaizenReasons", "the mulligan is once, at the start of N1"),
        "mulligan_comes_before_order_n": QCoreApplication.translate("RaizenReasons", "the mulligan comes before his order of N1"),
        "only_jester_chooses_hand": QCoreApplication.translate("RaizenReasons", "only the Jester chooses his hand"),
        "jester_chooses_hand_once_before": QCoreApplication.translate("RaizenReasons", "the Jester chooses his hand once, before his order of N1"),
        "hand_distinct_ids_own_deck": QCoreApplication.translate("RaizenReasons", "his hand is 6 distinct ids of his own deck (S:N)"),
        "end_not_a_result": QCoreApplication.translate("RaizenReasons", "end must be one of %results"),
        "end_needs_reason": QCoreApplication.translate("RaizenReasons", "the end needs a reason"),
        "tell_this_phase_was_forwarded": QCoreApplication.translate("RaizenReasons", "his tell of this phase was forwarded already"),
        "phase_object_whose_keys_are": QCoreApplication.translate("RaizenReasons", "a phase is an object whose keys are seats \"1\"..\"N\""),
        "not_an_input": QCoreApplication.translate("RaizenReasons", "%input is not a Mafik Raizen input"),
    }.get(code)


def reason_word(name: str, value: object) -> str | None:
    """A value inside a reason (``place``, ``phase``) in the host's language, or None: shown as it is."""
    if name not in ('place', 'phase'):
        return None
    return {
        "hand": QCoreApplication.translate("RaizenReasonsWords", "hand"),
        "sleeve": QCoreApplication.translate("RaizenReasonsWords", "sleeve"),
        "night": QCoreApplication.translate("RaizenReasonsWords", "night"),
        "day": QCoreApplication.translate("RaizenReasonsWords", "day"),
    }.get(str(value))
