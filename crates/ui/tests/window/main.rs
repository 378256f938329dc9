//! The specifications of `riffle_ui`, one module per rule area, in one test binary so that
//! the crate's tests link once.

#[path = "../../../store/tests/faulty_disk/mod.rs"]
mod faulty_disk;
mod journal_failed_write;
mod payout_sheet_and_receipts;
mod payout_sheet_kept_by_the_house;
mod rule_32_one_button_on_every_screen;
#[path = "../../../store/tests/tournament_common/mod.rs"]
mod tournament_common;
mod ui_alerts;
mod ui_alternates;
mod ui_clock;
mod ui_club_database_in_settings;
mod ui_club_players_at_the_desk;
mod ui_colours_whatever_the_system_theme;
#[path = "../ui_common/mod.rs"]
mod ui_common;
mod ui_damaged_journal_repair;
mod ui_deal_agreed_by_each_player;
mod ui_dealer_board;
mod ui_dealer_plan_editor;
mod ui_desk_invariants;
mod ui_each_panel_hears_its_own_command;
mod ui_files_without_a_portal;
mod ui_find_anyone_fast;
mod ui_gesture_fuzzer;
mod ui_hand_logger_fits;
mod ui_hands;
mod ui_hands_draw;
mod ui_hands_forced_bets;
mod ui_idle;
mod ui_input_rules;
mod ui_knockouts;
mod ui_layouts_on_the_players_screen;
mod ui_league_on_the_players_screen;
mod ui_no_money_under_the_pointer;
mod ui_notices_reworded_in_the_new_language;
mod ui_payouts;
mod ui_payouts_edited_by_the_td;
mod ui_payouts_provisional_while_registration_is_open;
mod ui_penalty_over;
mod ui_player_screen;
mod ui_players;
mod ui_price_profiles_at_the_desk;
mod ui_prints_beside_the_tournament;
mod ui_re_entry_from_a_stale_entry;
mod ui_refusals_in_french;
mod ui_reinstate;
mod ui_ruling_record_shows_what_was_assumed;
mod ui_rulings;
mod ui_rulings_in_french;
mod ui_settings;
mod ui_shell;
mod ui_spoken_announcements;
mod ui_steady_window;
mod ui_structure;
mod ui_structure_texts_in_the_tds_language;
mod ui_tables;
mod ui_take_back_a_report;
mod ui_td3_import_on_the_welcome_screen;
mod ui_undo_asks_first;
mod ui_unregister;
mod ui_venue_network;
mod ui_welcome;
mod ui_whole_words_at_200_percent;
mod ui_widgets_apart_at_every_zoom;
