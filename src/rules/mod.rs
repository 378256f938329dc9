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
