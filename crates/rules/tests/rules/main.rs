//! The specifications of `riffle_rules`, one module per rule area, in one test binary so that
//! the crate's tests link once.

#[path = "../../../core/tests/common/mod.rs"]
mod common;
mod dispute_catalogue;
mod prop_dispute_catalogue;
mod rp_5_premature_cards;
mod rp_8a_simultaneous_eliminations;
mod rule_10_new_player_disputes;
mod rule_11_balancing_disputes;
mod rule_13_65_killed_hands;
mod rule_17_showdown_disputes;
mod rule_18_asking_to_see;
mod rule_20_21_pot_disputes;
mod rule_20_odd_chips;
mod rule_22_disputes_close;
mod rule_23_level_change_disputes;
mod rule_28_05_rabbit_hunting_and_the_phone;
mod rule_29_calling_the_clock;
mod rule_30_absent_player;
mod rule_32_34_button_disputes;
mod rule_35_exposed_cards;
mod rule_35_misdeal;
mod rule_35b_button_consecutive_cards;
mod rule_39_burn_errors;
mod rule_40_verbal_and_chips;
mod rule_42_to_46_insufficient_raises_cases;
mod rule_43_to_46_chip_oracle;
mod rule_44_45_last_chips;
mod rule_46_prior_bet_pulled_back;
mod rule_46c_chips_added_to_a_prior_bet;
mod rule_47_reopening_cases;
mod rule_49_54_58_59_60_table_talk;
mod rule_50b_acting_before_the_amount;
mod rule_51_undercall_forfeit;
mod rule_51c_undercalls_in_sequence;
mod rule_52a_underraise_on_the_river;
mod rule_53_out_of_turn;
mod rule_63_chips;
mod rule_69_collusion;
mod rule_71_penalties;
