//! A player busted by mistake comes back without undoing every later action: the bust is taken
//! out of the standings (so the places and prizes of everyone out are computed again), the
//! bounty paid for the knockout goes back, the player gets back the stack the bust recorded
//! (the average stack when it recorded none, rounded to the smallest chip in play so the
//! floor can count it out) and the seat they left if
//! it is still free (else one drawn), and the reason is kept in the journal.

use crate::{Event, RuleError, Tournament};
use chrono::{DateTime, Utc};
use rand_chacha::ChaCha8Rng;
use riffle_core::Chips;
use riffle_core::floor::PlayerId;
use riffle_text::{Lang, Say, fill};

/// Why a player cannot be brought back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReinstateRefusal {
    /// The player is not out (still playing, or unregistered).
    NotOut { name: String },
    /// A reinstatement says why, for whoever reads the journal later.
    NoReason,
}

riffle_text::sentence_file!(fn words = "reinstate.ron");

impl Say for ReinstateRefusal {
    fn say(&self, lang: Lang) -> String {
        let w = words(lang);
        match self {
            ReinstateRefusal::NotOut { name } => fill!(w, "NotOut", name),
            ReinstateRefusal::NoReason => w.text("NoReason").to_string(),
        }
    }
}
riffle_text::worded!(ReinstateRefusal);

/// The history's line for a reinstatement, in `lang`.
pub(crate) fn summary(name: &str, reason: &str, lang: Lang) -> String {
    let w = words(lang);
    fill!(w, "Reinstated", name, reason)
}

impl Tournament {
    pub(super) fn reinstate(
        &self,
        player: PlayerId,
        reason: &str,
        now: DateTime<Utc>,
        draw: &mut impl FnMut() -> (u64, ChaCha8Rng),
    ) -> Result<Vec<Event>, RuleError> {
        let entry = self
            .entries()
            .get(player.0 as usize)
            .ok_or(RuleError::NoSuchPlayer(player))?;
        let stack = self.bust_index.stack_of(&self.busts, player);
        let Some(stack) = stack.filter(|_| entry.out_at.is_some()) else {
            return Err(RuleError::Reinstate(ReinstateRefusal::NotOut {
                name: entry.name.clone(),
            }));
        };
        self.check_latest_entry(player)?;
        let reason = reason.trim();
        if reason.is_empty() {
            return Err(RuleError::Reinstate(ReinstateRefusal::NoReason));
        }
        let average = stack == 0;
        let chips: Chips = if average {
            let average = self.chips_in_play() / Chips::from(self.players_left().max(1));
            match self.smallest_chip_at(now) {
                Some(chip) => ((average + chip / 2) / chip).max(1) * chip,
                None => average,
            }
        } else {
            stack
        };
        let events = vec![Event::Reinstated {
            player,
            chips,
            reason: reason.to_string(),
            average,
        }];
        self.with_seat_back(events, player, reason, now, draw)
    }
}
