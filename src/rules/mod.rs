//! The rules the app applies where sources disagree, the rulebook it cites, the dispute
//! catalogue and the penalty ladder.
//!
//! Everything here is pure: the embedded rule files are parsed from text compiled into the
//! binary, a house's own files are handed in as text by `store`, and rulings depend only on
//! the facts the TD gives.

pub mod disputes;
pub mod house;
pub mod penalties;
pub mod rulebook;

pub use disputes::{Case, Decision, Ruling, RulingError};
pub use house::{HouseRules, HouseRulesChoice, Presets};
pub use penalties::{Fault, Penalty, Step, Suspension};
pub use rulebook::{RuleRef, Rulebook};

use serde::{Deserialize, Serialize};
use thiserror::Error;

/// The languages the app speaks to the TD and the players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Lang {
    En,
    Fr,
}

/// A sentence in both languages: rulings and rule summaries are read by English- and
/// French-speaking floor staff alike, and the exported history keeps both.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Text {
    pub en: String,
    pub fr: String,
}

impl Text {
    pub fn new(en: impl Into<String>, fr: impl Into<String>) -> Text {
        Text {
            en: en.into(),
            fr: fr.into(),
        }
    }

    pub fn get(&self, lang: Lang) -> &str {
        match lang {
            Lang::En => &self.en,
            Lang::Fr => &self.fr,
        }
    }
}

/// Where a hand-edited rule file went wrong, so an organiser can fix it in a text editor.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("line {line}, column {column}: {message}")]
pub struct ParseError {
    pub line: usize,
    pub column: usize,
    pub message: String,
}

impl From<ron::error::SpannedError> for ParseError {
    fn from(error: ron::error::SpannedError) -> ParseError {
        ParseError {
            line: error.span.start.line,
            column: error.span.start.col,
            message: error.code.to_string(),
        }
    }
}

/// Reads a hand-edited RON rule file.
fn parse_ron<T: serde::de::DeserializeOwned>(text: &str) -> Result<T, ParseError> {
    ron::Options::default()
        .from_str(text)
        .map_err(ParseError::from)
}
