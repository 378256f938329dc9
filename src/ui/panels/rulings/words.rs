//! The rulings panel's own sentences: their text is in `assets/words/<language>/rulings.ron`.

use crate::text::{Counted, Template};

/// The texts of this panel, one value per language.
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct Words {
    // The views.
    pub view_dispute: String,
    pub view_penalties: String,
    /// The rulings recorded, with how many.
    pub view_recorded: Template,
    pub view_rulebook: String,

    // Answers.
    pub yes: String,
    pub no: String,
    pub none: String,
    pub none_yet: String,
    pub seat_from_1_to_10: String,
    pub whole_number: String,
    pub time_hint: String,
    pub now: String,
    pub add: String,
    pub remove_last: String,
    pub clear: String,
    pub remove: String,
    /// Before the count of rows in a list of records.
    pub rows: String,
    pub table_n: Template,
    pub table_seat: Template,
    pub table_hand: Template,

    // Finding a player.
    pub type_a_name: String,
    pub not_seated: String,
    pub out: String,
    pub no_player_found: String,
    pub more_players: Counted,

    // The dispute wizard.
    pub situation: String,
    pub find_a_case: String,
    pub find_a_case_hint: String,
    pub no_case_found: String,
    pub pick_a_situation: String,
    pub pick_a_situation_help: String,
    /// The house-rule preset the ruling is made under.
    pub under_rules: Template,
    pub start_over: String,
    pub change: String,
    pub next: String,
    /// The answers do not fit together; the catalogue's sentence follows.
    pub facts_do_not_fit: Template,
    pub ruling: String,
    pub rules_cited: String,
    pub td_decides: String,
    pub reason: String,
    pub reason_required: String,
    pub reason_hint: String,
    /// The fault the ruling found, by its title.
    pub fault_found: Template,
    pub give_a_penalty_for_it: String,
    pub table: String,
    pub optional: String,
    pub table_number: String,
    pub players_involved: String,
    pub add_a_player: String,
    pub choice_and_reason_needed: String,
    pub record: String,
    /// The case just recorded, by its title.
    pub ruling_recorded: Template,

    // Penalties.
    pub give_a_penalty: String,
    pub player: String,
    pub other_player: String,
    pub chips_n: Template,
    pub earlier_penalties: String,
    pub fault: String,
    pub pick_a_fault: String,
    pub ladder_suggests: Template,
    pub as_suggested: Template,
    pub missed_hands: String,
    pub missed_rounds: String,
    pub at_least_one: String,
    /// A number of rounds, for `rounds_are_hands`.
    pub rounds: Counted,
    /// Rounds (in words), players at the table, and the hands they make.
    pub rounds_are_hands: Template,
    pub hand_in_progress: String,
    /// The step, then the player's name.
    pub give_step_to: Template,
    pub confirm_disqualification: Template,
    /// The player's name, then the penalty in words.
    pub penalty_given: Template,
    /// The house-rule preset whose ladder is shown.
    pub ladder_of: Template,
    pub players_away: String,
    pub nobody_away: String,
    pub hands_served: Template,
    pub starts_next_hand: Template,
    /// The time the player should be back.
    pub back_about: Template,
    pub penalty_history: String,
    pub no_penalty_yet: String,

    // The rulings recorded.
    pub no_ruling_recorded: String,
    pub rulings_recorded_n: Counted,
    pub no_ruling_yet: String,
    pub no_table: String,
    /// The outcome the TD chose, then the reason.
    pub td_chose: Template,

    // The rulebook.
    pub search_the_rulebook: String,
    pub rulebook_hint: String,
    pub no_rule_found: String,
    pub more_rules: Template,
}

crate::word_files!(pub(super) Words = "rulings.ron");
