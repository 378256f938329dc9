//! The rules the app applies where sources disagree, the rulebook it cites, the dispute
//! catalogue and the penalty ladder.
//!
//! Everything here is pure: the embedded rule files are parsed from text compiled into the
//! binary, a house's own files are handed in as text by `store`, and rulings depend only on
//! the facts the TD gives.

pub mod disputes;
pub mod penalties;
pub mod rulebook;

pub use disputes::{Case, Decision, Ruling, RulingError};
pub use penalties::{Fault, Penalty, Step, Suspension};
pub use rulebook::Rulebook;

/// A unit variant's name as serde writes it (`"ScrapOfPaper"`): the key of its words in the word
/// files, the same name a saved tournament uses. Empty for a value that is not a unit variant.
fn variant_key(value: &impl serde::Serialize) -> String {
    match serde_json::to_value(value) {
        Ok(serde_json::Value::String(name)) => name,
        _ => String::new(),
    }
}
