//! One person, one live entry: a re-entry is bought from the person's latest entry once it is
//! out, and an entry is reinstated only while it is the person's latest, so no path (the
//! window, a script, the venue's API) can put one player in play twice. Apply keeps who each
//! entry belongs to and each person's latest entry, so the check costs the same whatever the
//! field.

use crate::{Entry, EntryKind, RuleError, Tournament};
use riffle_core::floor::PlayerId;
use riffle_text::{Lang, Say, fill};
use std::collections::HashMap;

/// Who each entry belongs to, and each person's latest entry. Derived from the entries (never
/// written to a snapshot): apply keeps it and a snapshot read back rebuilds it. Only re-entries
/// are written down: an entry not in it is a person of its own and its own latest, so the index
/// grows with the re-entries, not the field, and an empty one is right for every first entry.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct People {
    /// The person behind each re-entry: the person's first entry.
    person: HashMap<PlayerId, PlayerId>,
    /// The latest entry of each person who re-entered, by the person's first entry.
    latest: HashMap<PlayerId, PlayerId>,
}

impl People {
    /// The index of entries already made (a snapshot read back).
    pub(crate) fn of(entries: &[Entry]) -> People {
        let mut people = People::default();
        for entry in entries {
            people.registered(entry.id, entry.kind);
            if entry.withdrawn.is_some() {
                people.withdrawn(entry.id, entry.kind);
            }
        }
        people
    }

    /// A new entry: a first entry is a person of its own, a re-entry the latest of the person
    /// behind the entry it was bought from.
    pub(crate) fn registered(&mut self, player: PlayerId, kind: EntryKind) {
        if let EntryKind::ReEntry { previous } = kind {
            let person = self.person_of(previous);
            self.person.insert(player, person);
            self.latest.insert(person, player);
        }
    }

    /// An entry unregistered with a refund: a re-entry taken back leaves the entry it was
    /// bought from the person's latest again.
    pub(crate) fn withdrawn(&mut self, player: PlayerId, kind: EntryKind) {
        let person = self.person_of(player);
        if let EntryKind::ReEntry { previous } = kind
            && self.latest.get(&person) == Some(&player)
        {
            self.latest.insert(person, previous);
        }
    }

    /// The person behind an entry: their first entry.
    pub(crate) fn person_of(&self, player: PlayerId) -> PlayerId {
        self.person.get(&player).copied().unwrap_or(player)
    }

    /// The latest entry of the person behind `player`.
    pub(crate) fn latest_of(&self, player: PlayerId) -> PlayerId {
        let person = self.person_of(player);
        self.latest.get(&person).copied().unwrap_or(person)
    }
}

/// Why an entry cannot be played again: the person has a newer one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EntryRefusal {
    /// The person's newer entry still plays, at this seat if drawn one.
    AlreadyBackIn {
        name: String,
        /// The live entry's number, counted from 1.
        entry: u32,
        seat: Option<(u32, u8)>,
    },
    /// The person re-entered since and that entry is out too: only the latest entry re-enters
    /// or comes back.
    NotLatest { name: String, entry: u32 },
}

riffle_text::sentence_file!(fn words = "one_live_entry.ron");

impl Say for EntryRefusal {
    fn say(&self, lang: Lang) -> String {
        let w = words(lang);
        match self {
            EntryRefusal::AlreadyBackIn {
                name,
                entry,
                seat: Some((table, seat)),
            } => fill!(w, "AlreadyBackIn", name, entry, table, seat),
            EntryRefusal::AlreadyBackIn {
                name,
                entry,
                seat: None,
            } => fill!(w, "AlreadyBackInNotSeated", name, entry),
            EntryRefusal::NotLatest { name, entry } => fill!(w, "NotLatest", name, entry),
        }
    }
}
riffle_text::worded!(EntryRefusal);

impl Tournament {
    /// Refuses to play `player` again (a re-entry bought from it, or its reinstatement) when the
    /// person behind it has a newer entry: the one live entry a person may have.
    pub(crate) fn check_latest_entry(&self, player: PlayerId) -> Result<(), RuleError> {
        let latest = self.people.latest_of(player);
        if latest == player {
            return Ok(());
        }
        let Some(newer) = self.entry(latest) else {
            return Ok(());
        };
        let refusal = if newer.in_play() {
            EntryRefusal::AlreadyBackIn {
                name: newer.name.clone(),
                entry: latest.entry_number(),
                seat: (self.floor().seat_of(latest)).map(|s| (s.table.0, s.seat)),
            }
        } else {
            EntryRefusal::NotLatest {
                name: newer.name.clone(),
                entry: latest.entry_number(),
            }
        };
        Err(RuleError::OneEntry(refusal))
    }
}

impl crate::Live {
    /// The person behind an entry (their first entry), for what follows a person across
    /// re-entries: penalties, limits.
    pub(crate) fn person(&self, player: PlayerId) -> PlayerId {
        self.people.person_of(player)
    }
}

#[cfg(test)]
mod wording {
    use super::*;

    #[test]
    fn every_refusal_of_a_second_live_entry_is_worded_in_french() {
        let every = [
            EntryRefusal::AlreadyBackIn {
                name: "Zoé".into(),
                entry: 151,
                seat: Some((1, 1)),
            },
            EntryRefusal::AlreadyBackIn {
                name: "Zoé".into(),
                entry: 151,
                seat: None,
            },
            EntryRefusal::NotLatest {
                name: "Zoé".into(),
                entry: 151,
            },
        ];
        for refusal in every {
            match &refusal {
                EntryRefusal::AlreadyBackIn { .. } | EntryRefusal::NotLatest { .. } => {}
            }
            riffle_text::assert_worded_in_both(&refusal);
            assert!(refusal.say(Lang::Fr).contains("151"), "{refusal}");
        }
    }
}
