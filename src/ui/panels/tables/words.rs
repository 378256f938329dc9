//! The tables panel's sentences: their text is in `assets/words/<language>/tables.ron`.

use crate::text::{Counted, Template};

/// The texts of the tables panel in one language.
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct Words {
    pub(super) all: String,
    pub(super) short: String,
    pub(super) short_help: String,
    pub(super) halted: String,
    pub(super) halted_badge: String,
    pub(super) halted_label: String,
    pub(super) halted_help: String,
    pub(super) find_table: String,
    /// Tables, players and open seats in the room.
    pub(super) summary: Template,
    pub(super) players: Counted,
    pub(super) table: Template,
    pub(super) seat: Template,
    pub(super) open: String,
    pub(super) closed: String,
    /// Markers painted on a seat: button, small blind, big blind.
    pub(super) button_mark: String,
    pub(super) small_blind_mark: String,
    pub(super) big_blind_mark: String,
    pub(super) button: String,
    pub(super) dead_button: String,
    pub(super) small_blind: String,
    pub(super) no_small_blind: String,
    pub(super) big_blind: String,
    pub(super) heads_up: String,
    pub(super) sits_out: String,
    pub(super) sits_out_between: String,
    pub(super) sits_out_vacated: String,
    pub(super) chips: String,
    pub(super) no_button_yet: String,
    pub(super) too_few_players: String,
    pub(super) no_tables: String,
    pub(super) nothing_matches: String,
    pub(super) hand_dealt: String,
    pub(super) hand_dealt_help: String,
    pub(super) redeal: String,
    pub(super) redeal_help: String,
    pub(super) hand_for_hand_hint: String,
    pub(super) open_tables: String,
    pub(super) open_tables_hint: String,
    pub(super) bad_table_numbers: String,
    pub(super) close: String,
    /// The instruction's title for each kind of instruction.
    pub(super) instruction: InstructionWords,
    pub(super) player: String,
    pub(super) from: String,
    pub(super) to: String,
    pub(super) new_entry: String,
    pub(super) td_choice: String,
    pub(super) accept: String,
    pub(super) override_move: String,
    /// "Send Ann to"
    pub(super) send_to: Template,
    pub(super) table_word: String,
    pub(super) no_open_seat: String,
    pub(super) reason: String,
    pub(super) override_reason_hint: String,
    pub(super) carry_out_override: String,
    pub(super) next_hand: Template,
    pub(super) first_button: String,
    pub(super) set_button: String,
    pub(super) correct_button: String,
    pub(super) correct_button_help: String,
    pub(super) correct: String,
    pub(super) close_seat: String,
    pub(super) reopen_seat: String,
    pub(super) seat_player: String,
    pub(super) seat_player_here: Template,
    pub(super) search_player: String,
    pub(super) assign_reason_hint: String,
    /// "Seat Ann at seat 4"
    pub(super) assign: Template,
    pub(super) not_seated: String,
    pub(super) seats: String,
}

/// An instruction's title, one per kind; the blanks are the table, the number of moves and the
/// final table's seats.
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct InstructionWords {
    pub(super) balance: String,
    pub(super) break_table: Template,
    pub(super) final_table: Template,
    pub(super) seat_draw: String,
    pub(super) entry: String,
    pub(super) assign: String,
}

crate::word_files!(pub(super) Words = "tables.ron");
