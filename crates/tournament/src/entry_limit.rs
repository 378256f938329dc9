//! The most entries an event sells (a festival's cap on its field): past it a registration, a
//! re-entry, an alternate seated or a name listed to wait is refused with the limit named, so
//! a field never grows beyond what the event set.

use crate::{Event, RuleError, Tournament};
use riffle_text::{Lang, Say, fill, group_digits};

/// Why the event sells no more entries, or cannot take this limit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LimitRefusal {
    /// Every entry the limit allows is sold.
    AllSold { limit: u32 },
    /// The entries sold and the alternates waiting for one already reach the limit.
    AllSoldOrWaiting { limit: u32 },
    /// A limit under the entries already sold (or none at all).
    BelowSold { limit: u32, least: u32 },
}

riffle_text::sentence_file!(fn words = "entry_limit.ron");

impl Say for LimitRefusal {
    fn say(&self, lang: Lang) -> String {
        let w = words(lang);
        let number = |n: &u32| group_digits(u64::from(*n), lang);
        match self {
            LimitRefusal::AllSold { limit } => fill!(w, "AllSold", limit = number(limit)),
            LimitRefusal::AllSoldOrWaiting { limit } => {
                fill!(w, "AllSoldOrWaiting", limit = number(limit))
            }
            LimitRefusal::BelowSold { least, .. } => fill!(w, "BelowSold", least = number(least)),
        }
    }
}
riffle_text::worded!(LimitRefusal);

impl Tournament {
    /// Sets the most entries the event sells (first entries and re-entries, flights' included),
    /// or lifts the limit: never under what is sold already.
    pub(crate) fn set_entry_limit(&self, entries: Option<u32>) -> Result<Vec<Event>, RuleError> {
        if let Some(limit) = entries {
            let least = self.field().max(1);
            if limit < least {
                return Err(LimitRefusal::BelowSold { limit, least }.into());
            }
        }
        Ok(vec![Event::EntryLimitSet { entries }])
    }

    /// Refuses one more entry sold once the limit is reached; `waiting` counts the alternates
    /// listed too, for a name that would join them.
    pub(crate) fn check_entry_limit(&self, waiting: bool) -> Result<(), RuleError> {
        let Some(limit) = self.entry_limit() else {
            return Ok(());
        };
        let promised = if waiting { self.alternates().len() } else { 0 };
        let promised = u32::try_from(promised).unwrap_or(u32::MAX);
        if self.field().saturating_add(promised) < limit {
            return Ok(());
        }
        Err(match waiting {
            true => LimitRefusal::AllSoldOrWaiting { limit },
            false => LimitRefusal::AllSold { limit },
        }
        .into())
    }
}

#[cfg(test)]
mod wording {
    use super::*;

    #[test]
    fn every_refusal_at_the_entry_limit_is_worded_in_french() {
        let every = [
            LimitRefusal::AllSold { limit: 20_000 },
            LimitRefusal::AllSoldOrWaiting { limit: 20_000 },
            LimitRefusal::BelowSold {
                limit: 10,
                least: 20_000,
            },
        ];
        for refusal in every {
            match &refusal {
                LimitRefusal::AllSold { .. }
                | LimitRefusal::AllSoldOrWaiting { .. }
                | LimitRefusal::BelowSold { .. } => {}
            }
            riffle_text::assert_worded_in_both(&refusal);
            assert!(refusal.say(Lang::Fr).contains("20"), "{refusal}");
        }
    }
}
