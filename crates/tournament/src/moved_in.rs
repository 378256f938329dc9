//! A player the floor moved in (a balance or a table break) is not moved again before playing
//! a hand at the table: the TD recording who moved for a balancing move is refused such a
//! player, as the floor's own plan passes them over, and the window greys them with the reason.

use crate::{RuleError, Tournament};
use riffle_core::floor::PlayerId;
use riffle_text::{Lang, Say, fill};

/// Why a player cannot be the one who moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveRefusal {
    /// `name` was moved to `table` and has not played a hand there yet.
    NotYetPlayed { name: String, table: u32 },
}

riffle_text::sentence_file!(fn words = "moved_in.ron");

impl Say for MoveRefusal {
    fn say(&self, lang: Lang) -> String {
        match self {
            MoveRefusal::NotYetPlayed { name, table } => {
                fill!(words(lang), "NotYetPlayed", name, table)
            }
        }
    }
}
riffle_text::worded!(MoveRefusal);

impl Tournament {
    /// Whether `player` may be the one a balancing move takes: refused while the floor's last
    /// move of the player has not been followed by a hand at their table.
    pub fn may_move(&self, player: PlayerId) -> Result<(), RuleError> {
        match self.floor().moved_in(player) {
            Some(table) => Err(RuleError::Moves(MoveRefusal::NotYetPlayed {
                name: self
                    .entry(player)
                    .map_or_else(String::new, |e| e.name.clone()),
                table: table.0,
            })),
            None => Ok(()),
        }
    }
}

#[cfg(test)]
mod wording {
    use super::*;

    #[test]
    fn a_player_just_moved_in_is_refused_in_both_languages() {
        let refusal = MoveRefusal::NotYetPlayed {
            name: "Zoé".into(),
            table: 4,
        };
        match &refusal {
            MoveRefusal::NotYetPlayed { .. } => {}
        }
        riffle_text::assert_worded_in_both(&refusal);
    }
}
