//! The penalty ladder a house uses (TDA 71A): which steps, from the lightest to the heaviest.

use riffle_text::fill;
use riffle_text::{Lang, Say, Text};
use serde::{Deserialize, Serialize};
use std::cmp::Ordering;

/// A step of the ladder (rule 71A).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Step {
    Warning,
    /// This many hands away from the table.
    MissedHands(u32),
    /// This many rounds away: one hand per player at the table when the penalty is given.
    MissedRounds(u32),
    /// Out of the event; the chips are removed from play (rule 71D).
    Disqualification,
}

impl Step {
    fn severity(self) -> (u8, u32) {
        match self {
            Step::Warning => (0, 0),
            Step::MissedHands(n) => (1, n),
            Step::MissedRounds(n) => (2, n),
            Step::Disqualification => (3, 0),
        }
    }

    /// "1 missed round" / "1 tour de pénalité".
    pub fn describe(self) -> Text {
        let say = |lang: Lang| {
            let w = words(lang);
            match self {
                Step::Warning => fill!(w, "Warning"),
                Step::MissedHands(n) => fill!(w, "MissedHands" / n, n),
                Step::MissedRounds(n) => fill!(w, "MissedRounds" / n, n),
                Step::Disqualification => fill!(w, "Disqualification"),
            }
        };
        Text::new(say(Lang::En), say(Lang::Fr))
    }
}

/// Steps compare by severity: a warning, then missed hands, then missed rounds (more is
/// heavier), then disqualification.
impl Ord for Step {
    fn cmp(&self, other: &Step) -> Ordering {
        self.severity().cmp(&other.severity())
    }
}

impl PartialOrd for Step {
    fn partial_cmp(&self, other: &Step) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// Why a penalty ladder cannot be used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LadderError {
    Empty,
    /// A suspension of 0 hands or rounds.
    ZeroStep,
    /// A step no heavier than the one before it.
    OutOfOrder,
}

impl Say for LadderError {
    fn say(&self, lang: Lang) -> String {
        match self {
            LadderError::Empty => fill!(words(lang), "Empty"),
            LadderError::ZeroStep => fill!(words(lang), "ZeroStep"),
            LadderError::OutOfOrder => fill!(words(lang), "OutOfOrder"),
        }
    }
}
riffle_text::worded!(LadderError);

/// Refuses a ladder no event can use: it must have steps, from lightest to heaviest, with at
/// least one hand or round in each suspension.
pub fn validate_ladder(ladder: &[Step]) -> Result<(), LadderError> {
    if ladder.is_empty() {
        return Err(LadderError::Empty);
    }
    if ladder
        .iter()
        .any(|s| matches!(s, Step::MissedHands(0) | Step::MissedRounds(0)))
    {
        return Err(LadderError::ZeroStep);
    }
    if ladder.windows(2).any(|pair| pair[0] >= pair[1]) {
        return Err(LadderError::OutOfOrder);
    }
    Ok(())
}

riffle_text::sentence_file!(fn words = "penalty_ladder.ron");

#[cfg(test)]
mod tests {
    use super::*;

    fn every_ladder_refusal() -> Vec<LadderError> {
        vec![
            LadderError::Empty,
            LadderError::ZeroStep,
            LadderError::OutOfOrder,
        ]
    }

    /// Fails to compile when a refusal is added without joining the list above.
    fn _exhaustive(error: &LadderError) {
        match error {
            LadderError::Empty | LadderError::ZeroStep | LadderError::OutOfOrder => {}
        }
    }

    #[test]
    fn every_ladder_refusal_is_worded_in_french() {
        for error in every_ladder_refusal() {
            riffle_text::assert_worded_in_both(&error);
        }
    }
}
