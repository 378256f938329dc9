//! Two entries of one name make every later search, elimination and payout ambiguous: a name
//! already in the event (accents, case and spacing ignored, by [`riffle_text::name_key`]) is
//! refused unless the sender confirms it is someone else.

use crate::{RuleError, Tournament};
use riffle_text::{Lang, Say, fill};

/// Why a registration was asked about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NamesakeRefusal {
    /// `name` is `existing` (as registered) once accents and case are set aside.
    AlreadyRegistered { name: String, existing: String },
}

riffle_text::sentence_file!(fn words = "namesakes.ron");

impl Say for NamesakeRefusal {
    fn say(&self, lang: Lang) -> String {
        let w = words(lang);
        match self {
            NamesakeRefusal::AlreadyRegistered { name, existing } => {
                fill!(w, "AlreadyRegistered", name, existing)
            }
        }
    }
}
riffle_text::worded!(NamesakeRefusal);

impl Tournament {
    /// Refuses `name` when an entry of the event already has it, unless `confirmed`.
    pub(crate) fn check_namesake(&self, name: &str, confirmed: bool) -> Result<(), RuleError> {
        if confirmed {
            return Ok(());
        }
        let key = riffle_text::name_key(name);
        match self
            .entries()
            .iter()
            .find(|e| e.counted() && riffle_text::name_key(&e.name) == key)
        {
            Some(entry) => Err(RuleError::Namesake(NamesakeRefusal::AlreadyRegistered {
                name: name.to_string(),
                existing: entry.name.clone(),
            })),
            None => Ok(()),
        }
    }
}
