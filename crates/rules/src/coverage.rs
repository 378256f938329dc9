//! How Riffle applies each TDA 2024 rule and recommended procedure, and the test that shows it:
//! the map a TD reads to know which rulings the app can back, and which it leaves to them. The
//! table is data (`assets/coverage.ron`), compiled in; `tests/cli/rules_coverage.rs` holds it to the
//! rulebook, the catalogue, the penalty ladder and the test files, so no rule goes missing
//! silently.

use super::penalties::Fault;
use riffle_text::Lang;
use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

/// One way a rule is applied.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Applied {
    /// A dispute case the TD fills in, by its key in the word files.
    Case(String),
    /// A fault the TD may penalise on the ladder.
    Fault(Fault),
    /// A command the TD gives from a panel or a script, by its name.
    Command(String),
    /// Applied without a question by the hand engine, the floor, the clock or the structure.
    Engine(String),
    /// Nothing for the app to rule, and why.
    Nothing(String),
    /// A spot under the rule that cannot be asked yet.
    NotYet(String),
}

impl Applied {
    /// The kind, as the coverage listing (in English, like the table's details) names it.
    pub fn kind(&self) -> &'static str {
        let w = words(Lang::En);
        match self {
            Applied::Case(_) => w.text("Case"),
            Applied::Fault(_) => w.text("Fault"),
            Applied::Command(_) => w.text("Command"),
            Applied::Engine(_) => w.text("Engine"),
            Applied::Nothing(_) => w.text("Nothing"),
            Applied::NotYet(_) => w.text("NotYet"),
        }
    }

    /// What exactly: the case, fault or command, or the reason.
    pub fn detail(&self) -> String {
        match self {
            Applied::Case(what)
            | Applied::Command(what)
            | Applied::Engine(what)
            | Applied::Nothing(what)
            | Applied::NotYet(what) => what.clone(),
            Applied::Fault(fault) => super::variant_key(fault),
        }
    }
}

/// A rule, how it is applied, and the test file that shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Coverage {
    /// The rule id as the rulebook writes it (`TDA-45`, `RP-8`).
    pub rule: String,
    pub applied: Vec<Applied>,
    /// The test file, from the crate's root.
    pub test: String,
    /// What the row leaves out or adds, when anything.
    #[serde(default)]
    pub note: String,
}

const COVERAGE: &str = include_str!("../../../assets/coverage.ron");

/// The shipped coverage map, in rulebook order. The file is compiled in and
/// `tests/cli/rules_coverage.rs` proves it loads, so a failure here is a build defect.
pub fn coverage() -> &'static [Coverage] {
    static ROWS: OnceLock<Vec<Coverage>> = OnceLock::new();
    ROWS.get_or_init(|| {
        ron::from_str(COVERAGE)
            .unwrap_or_else(|error| panic!("assets/coverage.ron is broken: {error}"))
    })
}

riffle_text::sentence_file!(fn words = "rule_coverage.ron");
