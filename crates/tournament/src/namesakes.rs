//! Two entries of one name make every later search, elimination and payout ambiguous: a name
//! already in the event (accents, case and spacing ignored, by [`riffle_text::name_key`]) is
//! refused unless the sender confirms it is someone else.

use crate::{Entry, Event, RuleError, Tournament};
use riffle_core::floor::PlayerId;
use riffle_text::{Lang, Say, fill};
use std::collections::HashMap;

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
        let counted = (self.namesakes.named(&key).iter())
            .filter_map(|&id| self.entry(id))
            .find(|e| e.counted());
        match counted {
            Some(entry) => Err(RuleError::Namesake(NamesakeRefusal::AlreadyRegistered {
                name: name.to_string(),
                existing: entry.name.clone(),
            })),
            None => Ok(()),
        }
    }
}

/// Every entry's id by its name's key ([`riffle_text::name_key`]), kept by apply: a namesake is
/// found by one look-up instead of folding every name in the field, so the desk of a
/// 20,000-entry day registers as fast as a home game's. Never stored: rebuilt from the entries.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct NameIndex {
    /// The entries of each key, in entry order (a re-entry shares its first entry's name).
    by_key: HashMap<String, Vec<PlayerId>>,
}

impl NameIndex {
    /// The index of `entries` as they stand (a snapshot loaded).
    pub(crate) fn of(entries: &[Entry]) -> NameIndex {
        let mut index = NameIndex::default();
        for entry in entries {
            index.insert(&entry.name, entry.id);
        }
        index
    }

    /// Follows an event about to be applied to `entries`: a new entry, or a name changed.
    pub(crate) fn note(&mut self, event: &Event, entries: &[Entry]) {
        match event {
            Event::Registered { player, name, .. } => self.insert(name, *player),
            Event::Renamed { player, name } => {
                if let Some(old) = entries.get(player.0 as usize) {
                    self.remove(&old.name, *player);
                }
                self.insert(name, *player);
            }
            _ => {}
        }
    }

    /// The entries whose name has `key`, in entry order.
    pub(crate) fn named(&self, key: &str) -> &[PlayerId] {
        self.by_key.get(key).map_or(&[], Vec::as_slice)
    }

    fn insert(&mut self, name: &str, player: PlayerId) {
        let ids = self.by_key.entry(riffle_text::name_key(name)).or_default();
        if let Err(at) = ids.binary_search(&player) {
            ids.insert(at, player);
        }
    }

    fn remove(&mut self, name: &str, player: PlayerId) {
        let key = riffle_text::name_key(name);
        if let Some(ids) = self.by_key.get_mut(&key) {
            ids.retain(|&id| id != player);
            if ids.is_empty() {
                self.by_key.remove(&key);
            }
        }
    }
}
