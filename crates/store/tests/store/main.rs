//! The specifications of `riffle_store`, one module per rule area, in one test binary so that
//! the crate's tests link once.

mod absurd_numbers_at_the_door;
mod alternates_when_the_room_is_full;
mod bounty_knockouts;
mod chip_counts_checked;
mod chips_and_eliminations_at_the_door;
mod commands_sent_at_once_synced_together;
mod commands_synced_together;
#[path = "../../../core/tests/common/mod.rs"]
mod common;
mod deal_recorded_in_the_journal;
mod dealer_board_journaled;
mod dealer_payroll_across_plans;
mod entry_limit_of_the_event;
mod exports_in_the_readers_language;
#[path = "../faulty_disk/mod.rs"]
mod faulty_disk;
mod field_lookups_follow_every_entry;
#[path = "../../../core/tests/floor_common/mod.rs"]
mod floor_common;
mod indexes_equal_a_reading_of_the_field;
mod journal_crash_safety;
mod journal_fault_every_command;
mod journal_power_cut;
mod journal_snapshots;
mod journal_torn_tail_or_damage;
mod journal_two_events_one_process;
mod mixed_games_by_level;
mod money_at_the_door;
mod names_at_the_door;
mod namesakes_asked_once;
mod old_journals_read_as_before;
mod one_ruling_path;
mod payouts_kept_by_the_house;
mod payouts_set_by_the_td;
mod phh_amounts_counted;
mod phh_pokerkit_interop;
mod places_by_player_as_the_league_says;
mod prop_journal_damage;
mod prop_journal_replay;
mod prop_one_request_applied_once;
mod reinstate_after_a_mistaken_bust;
mod reports_cannot_double;
mod results_sheet;
mod rp_8_hand_for_hand_grid;
mod rule_10_breaking_tables;
mod rule_11_balancing_without_hand_reports;
mod rule_32_the_drawn_button_is_known;
mod rule_five_card_draw_in_the_structure;
mod rule_forced_bets_seed_002;
mod rule_kill_the_pot;
mod rule_moved_in_not_moved_again;
mod rule_one_live_entry_a_person;
mod rule_pot_limit_paris_in_the_structure;
mod rule_price_profiles;
mod rule_purchases_on_the_players_screen;
mod rule_reinstated_stack_made_of_chips;
mod rule_slips_for_every_move_of_a_break;
mod rule_unregister_before_the_draw;
mod satellite_seats;
mod season_results_sheet;
mod simultaneous_eliminations;
mod snapshot_checked_by_the_journal;
mod table_reports;
mod td3_as_td3_awarded;
mod td3_import;
mod td3_real_saves;
#[path = "../tournament_common/mod.rs"]
mod tournament_common;
mod tournament_entries;
mod tournament_floor;
mod tournament_rulings_and_penalties;
mod tournament_settings;
mod tournament_undo;
#[path = "../toy_journal/mod.rs"]
mod toy_journal;
mod undo_asks_first;
