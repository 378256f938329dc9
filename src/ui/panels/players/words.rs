//! The players panel's sentences: their text is in `assets/words/<language>/players.ron`.

use crate::text::{Counted, Template};

/// The texts of this panel, one value per language.
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct Words {
    pub(super) name_hint: String,
    pub(super) notes: String,
    pub(super) notes_hint: String,
    pub(super) register: String,
    /// The player just registered and the seat drawn for them, to tell them at the desk.
    pub(super) registered_at_seat: Template,
    pub(super) registered_unseated: Template,
    pub(super) draw_seats: Counted,
    pub(super) draw_seats_help: String,
    pub(super) instruction_waiting: String,
    pub(super) search: String,
    pub(super) search_hint: String,
    pub(super) filter_all: String,
    pub(super) filter_in: String,
    pub(super) filter_out: String,
    /// Rows shown out of the entries: `287 of 300`.
    pub(super) shown_of: Template,
    pub(super) col_entry: String,
    pub(super) col_seat: String,
    pub(super) col_status: String,
    pub(super) col_purchases: String,
    pub(super) status_in: String,
    pub(super) status_away: String,
    pub(super) status_out: String,
    pub(super) status_winner: String,
    /// An entry out, with its place (an ordinal) and whether the place is shared.
    pub(super) out_place: Template,
    pub(super) out_place_shared: Template,
    pub(super) no_match: String,
    pub(super) nobody: String,
    pub(super) select_hint: String,
    pub(super) entry_number: Template,
    pub(super) re_entry_of: Template,
    pub(super) not_seated: String,
    pub(super) chips: String,
    pub(super) re_enter: String,
    pub(super) rebuy: String,
    pub(super) add_on: String,
    pub(super) no_re_entries: String,
    pub(super) no_rebuys: String,
    pub(super) no_add_ons: String,
    /// A purchase closed after a level, and the level on the clock.
    pub(super) closed_after: Template,
    pub(super) limit_reached: Template,
    /// A rebuy refused to a stack above the limit: the limit and the stack.
    pub(super) stack_too_big: Template,
    /// The add-on's level, and the level on the clock.
    pub(super) add_on_not_yet: Template,
    /// The level that closed registration, and the last level of late registration.
    pub(super) registration_closed_at: Template,
    pub(super) no_late_registration: String,
    pub(super) chip_count: String,
    pub(super) set_chips: String,
    pub(super) not_a_number: String,
    pub(super) save_notes: String,
    pub(super) eliminate: String,
    pub(super) busted_on_hand: String,
    pub(super) starting_stack: String,
    pub(super) add_same_hand: Template,
    pub(super) remove: String,
    pub(super) announcement_hand: String,
    /// A name and the place it will finish (an ordinal), shared or not.
    pub(super) finishes: Template,
    pub(super) finishes_shared: Template,
    pub(super) wins: Template,
    pub(super) no_prize: String,
    pub(super) stacks_needed: String,
    pub(super) confirm_elimination: String,
}

crate::word_files!(pub(super) Words = "players.ron");
