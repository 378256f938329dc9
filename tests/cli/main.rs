//! The specifications of `riffle`, one module per rule area, in one test binary so that
//! the crate's tests link once.

mod architecture;
mod check_amounts_countable;
mod check_command;
mod check_layouts;
mod cli_closed_pipe;
mod cli_deal;
mod cli_desk_invariants;
mod cli_export_prints;
mod cli_option_ranges;
mod cli_refusals_in_the_lang_asked;
mod cli_rules;
mod cli_script;
mod cli_simulate;
#[path = "../../crates/core/tests/common/mod.rs"]
mod common;
mod export_never_destroys;
mod exports_hands_in_the_readers_language;
mod flights_and_day_two;
mod glossary_terms;
mod journal_old_floor_reasons;
mod journal_repair;
mod league_season;
mod phh_five_card_draw;
mod phh_omaha;
mod phh_replay;
mod player_database;
mod rulebook;
mod rules_coverage;
mod run;
mod seed_003_hand_frequencies;
mod switch_from_td3;
#[path = "../../crates/store/tests/tournament_common/mod.rs"]
mod tournament_common;
#[path = "../../crates/ui/tests/ui_common/mod.rs"]
mod ui_common;
mod ui_several_tournaments;
mod venue_follow;
mod venue_serve_cli;
mod word_files;
