//! The smallest event model a journal can hold, for the tests of the journal itself: players
//! registered and eliminated by name. The journal's promises do not depend on the tournament, so
//! these tests write and damage files without one.
#![allow(dead_code)]

use chrono::{DateTime, TimeZone, Utc};
use riffle_store::journal::{Journal, Loaded};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Event {
    Registered(String),
    Eliminated(String),
}

/// The players still in, as a snapshot holds them.
pub type State = Vec<String>;

/// An instant `seconds` after a fixed moment.
pub fn at(seconds: i64) -> DateTime<Utc> {
    Utc.timestamp_opt(1_800_000_000 + seconds, 0).unwrap()
}

pub fn journal_file(dir: &Path) -> PathBuf {
    dir.join("journal.jsonl")
}

/// Opens the journal for writing.
pub fn open(dir: &Path) -> (Journal, Loaded<Event, State>) {
    Journal::open::<Event, State>(dir).unwrap()
}

/// Reads the journal without opening it for writing, as an export does while the app holds it.
pub fn read(dir: &Path) -> Loaded<Event, State> {
    Journal::read::<Event, State>(dir).unwrap()
}
