//! The hand logger's sentences: their text is in `assets/words/<language>/hands.ron`. Card
//! notation stays English in both (`As Td`), as hand histories write it.

use crate::betting::Street;
use crate::text::{Counted, Template};

#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Words {
    pub table: String,
    pub table_number: String,
    pub open: String,
    pub all_tables: String,
    pub table_n: Template,
    pub seat_n: Template,
    pub players: Counted,
    pub also_in_progress: String,
    pub keys_help: String,
    pub no_tables: String,
    pub pick_a_table: String,
    /// The number of tables that can deal, written out.
    pub tables_dealing: Counted,
    pub hand_in_progress: String,
    pub applied_next: Template,
    pub applied: Template,
    pub not_a_table: Template,
    pub stale: String,
    pub start_over: String,
    pub undo_step: String,
    pub fouled_deck: String,
    pub fouled_deck_help: String,
    pub no_limit: String,
    pub pot_limit: String,
    pub fixed_limit: String,

    pub button: String,
    pub dead_button: String,
    pub correct_help: String,
    pub seat: String,
    pub player: String,
    pub start: String,
    pub behind: String,
    pub in_front: String,
    pub status: String,
    pub cards: String,
    /// The name of a seat's hole-card button, for screen readers.
    pub hole_cards_of: Template,
    pub away_note: Template,
    pub pos_button: String,
    pub pos_small_blind: String,
    pub pos_big_blind: String,
    pub folded: String,
    pub away: String,
    pub to_act: String,
    pub all_in_status: String,
    pub mucked: String,
    pub shown: String,

    pub board: String,
    pub pot: String,
    pub main_pot: String,
    pub side_pot: Template,
    pub runout: String,
    pub deal: ByStreet,
    pub not_known: String,
    pub not_known_help: String,

    pub to_act_line: Template,
    pub behind_n: Template,
    pub to_call_n: Template,
    pub fold: String,
    pub check: String,
    pub call: String,
    pub all_in_suffix: String,
    pub no_raise: String,
    pub bet: String,
    pub raise_to: String,
    pub all_in: String,
    pub range: Template,
    pub amount_help: String,
    pub min: String,
    pub times_2_5: String,
    pub pot_size: String,

    pub showdown: String,
    pub show: String,
    pub muck: String,
    pub showdown_help: String,
    pub name_winners: String,
    pub award: String,
    pub name_winners_help: String,

    pub void: String,
    pub result: String,
    pub uncontested: String,
    pub named_by_td: String,
    pub odd_chips: Template,
    pub after: String,
    pub net: String,
    /// Name, starting stack, place.
    pub out: Template,
    pub shared: String,
    pub apply: String,
    pub apply_help: String,

    pub cards_title: String,
    pub pick_hole: Template,
    pub pick_board: ByStreet,
    pub pick_help: String,
    pub cancel_pick: String,

    pub hand_so_far: String,
    pub street: ByStreet,
    pub post_ante: String,
    pub post_small_blind: String,
    pub post_big_blind: String,
    pub post_big_blind_ante: String,
    pub post_dead_small_blind: String,
    /// Name, what, amount.
    pub posts: Template,
    pub holds: Template,
    pub folds: Template,
    pub folds_away: Template,
    pub checks: Template,
    pub calls: Template,
    pub bets: Template,
    pub raises: Template,
    pub goes_all_in: Template,
    /// Amount, name.
    pub returned: Template,
    pub tabled: String,
    pub shows: Template,
    pub mucks: Template,
    /// Pot, names.
    pub declared: Template,
}

/// One sentence for each street.
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ByStreet {
    pub preflop: String,
    pub flop: String,
    pub turn: String,
    pub river: String,
}

impl ByStreet {
    /// The sentence for `street`.
    pub fn of(&self, street: Street) -> &str {
        match street {
            Street::Preflop => &self.preflop,
            Street::Flop => &self.flop,
            Street::Turn => &self.turn,
            Street::River => &self.river,
        }
    }
}

crate::word_files!(pub Words = "hands.ron");
