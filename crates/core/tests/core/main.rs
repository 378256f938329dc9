//! The specifications of `riffle_core`, one module per rule area, in one test binary so that
//! the crate's tests link once.

mod clock_operations;
mod clock_twelve_hours;
#[path = "../common/mod.rs"]
mod common;
mod deal_at_the_final_table;
mod deal_never_below_the_locked_prize;
mod dealer_rotation;
#[path = "../floor_common/mod.rs"]
mod floor_common;
mod house_rules_presets;
mod invariant_checker;
mod layout_files;
mod league_table;
mod limit_betting;
mod logged_hand_replay;
mod payouts;
mod prize_pool_cashier;
mod prop_dealer_board;
mod prop_every_game_conserves_chips;
mod prop_floor;
mod prop_hand_engine;
mod rp_7_dealer_push_held;
mod rp_9_final_table;
mod rule_07_seat_draw;
mod rule_08_late_registration;
mod rule_10_arrivals_of_one_instruction;
mod rule_10_breaks_move_nobody_twice;
mod rule_11_balancing;
mod rule_13_16_showdown_follows_the_cards;
mod rule_16_all_in_showdown;
mod rule_17_showdown_order;
mod rule_21_side_pots;
mod rule_23_level_change;
mod rule_24_color_up;
mod rule_32_dead_button;
mod rule_34_heads_up_order;
mod rule_34_heads_up_transition;
mod rule_36_substantial_action;
mod rule_43_minimum_raise;
mod rule_47_reopening;
mod rule_51_undercall;
mod rule_52_underraise;
mod rule_54_pot_limit;
mod rule_five_card_draw;
mod rule_forced_bets_in_the_structure;
mod rule_omaha_hi_lo;
mod rule_spread_limit;
mod rules_40_to_46_chip_movement;
mod seed_004_blinds_and_seat_changes;
mod self_dealt;
mod shipped_structures;
mod standings;
mod structure_format;
mod structure_validation;
