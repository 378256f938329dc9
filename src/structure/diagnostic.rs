//! What is wrong with a structure file, and where: each problem is a sentence an organiser can
//! act on, placed at a line and column of the file and, when it concerns one, at a level.

use super::Percent;
use crate::Chips;
use serde::{Deserialize, Serialize};
use std::fmt;
use thiserror::Error;

/// Errors refuse the file; warnings are printed and the file loads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Severity {
    Error,
    Warning,
}

/// A place in the file, 1-based, columns counted in characters (as ron counts them).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Location {
    pub line: usize,
    pub column: usize,
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.line, self.column)
    }
}

/// A level or a break, as players and the TD name them: levels are numbered from 1, breaks by
/// the level they follow.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PeriodRef {
    Level(u32),
    Break { after_level: u32 },
}

impl fmt::Display for PeriodRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PeriodRef::Level(n) => write!(f, "level {n}"),
            PeriodRef::Break { after_level } => write!(f, "the break after level {after_level}"),
        }
    }
}

/// One finding about a structure file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    pub file: String,
    pub location: Option<Location>,
    pub period: Option<PeriodRef>,
    pub problem: Problem,
}

impl Diagnostic {
    pub fn severity(&self) -> Severity {
        self.problem.severity()
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.file)?;
        if let Some(location) = self.location {
            write!(f, ":{location}")?;
        }
        match self.severity() {
            Severity::Error => write!(f, ": error: ")?,
            Severity::Warning => write!(f, ": warning: ")?,
        }
        if let Some(period) = self.period {
            write!(f, "{period}: ")?;
        }
        write!(f, "{}", self.problem)
    }
}

/// Thousands separated, as chip amounts are printed on structure sheets.
pub(crate) use crate::text::amount_en as grouped;

fn chip_list(chips: &[Chips]) -> String {
    if chips.is_empty() {
        return "none".to_string();
    }
    chips
        .iter()
        .map(|&c| grouped(c))
        .collect::<Vec<_>>()
        .join(", ")
}

fn name_list(names: &[String]) -> String {
    names
        .iter()
        .map(|n| format!("`{n}`"))
        .collect::<Vec<_>>()
        .join(", ")
}

fn did_you_mean(names: &[String]) -> String {
    match names.first() {
        Some(first) => format!("did you mean `{first}`? Allowed: {}", name_list(names)),
        None => "nothing is allowed here".to_string(),
    }
}

fn hours_minutes(total: u64) -> String {
    match (total / 60, total % 60) {
        (0, m) => format!("{m} min"),
        (h, 0) => format!("{h} h"),
        (h, m) => format!("{h} h {m:02}"),
    }
}

/// Everything the loader can find wrong. The message says what is wrong and what is allowed.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum Problem {
    // The file as RON.
    #[error("this is not valid RON: {message}")]
    Syntax { message: String },
    #[error("`{found}` is not a field of {place}; {}", did_you_mean(.known))]
    UnknownField {
        found: String,
        place: String,
        /// Closest first.
        known: Vec<String>,
    },
    #[error("`{found}` is not a known {place}; {}", did_you_mean(.known))]
    UnknownVariant {
        found: String,
        place: String,
        known: Vec<String>,
    },
    #[error("{place} has no `{field}`, which is required")]
    MissingField { field: String, place: String },
    #[error("`{field}` is given twice in {place}; keep one")]
    DuplicateField { field: String, place: String },
    #[error("expected {expected} but found {found}")]
    WrongValue { expected: String, found: String },
    #[error("{message}")]
    BadValue { message: String },

    // The structure as a whole.
    #[error("the structure has no name; give it a `name` players will see on the clock")]
    EmptyName,
    #[error("the structure has no level; `levels` needs at least one `Level(...)`")]
    NoLevels,
    #[error("the chip set is empty; list every denomination in `chips`")]
    NoChips,
    #[error("a chip is worth 0; every denomination must be at least 1")]
    ZeroChip,
    #[error("the {} chip is listed twice in `chips`; list each denomination once", grouped(*.value))]
    DuplicateChip { value: Chips },
    #[error("{what} is 0; it must be at least one chip")]
    ZeroAmount { what: &'static str },
    #[error("{what} is 0 minutes; it must last at least a minute")]
    ZeroMinutes { what: &'static str },
    #[error("this level has no length: give it `minutes`, or set `level_minutes` for every level")]
    NoDuration,
    #[error(
        "{what} lasts {} minutes; a level or break lasts at most {} minutes (24 hours)",
        grouped(u64::from(*.minutes)),
        grouped(u64::from(super::MAX_PERIOD_MINUTES))
    )]
    TooLong { what: &'static str, minutes: u32 },

    // Levels and breaks.
    #[error(
        "the small blind {} is not below the big blind {}; the small blind must be smaller",
        grouped(*.small_blind),
        grouped(*.big_blind)
    )]
    SmallBlindNotBelowBigBlind {
        small_blind: Chips,
        big_blind: Chips,
    },
    #[error(
        "the {blind} goes down from {} at level {previous_level} to {}; blinds never decrease",
        grouped(*.from),
        grouped(*.to)
    )]
    BlindDecreases {
        blind: &'static str,
        from: Chips,
        to: Chips,
        previous_level: u32,
    },
    #[error(
        "the ante {} is above the big blind {}; an ante may be at most the big blind",
        grouped(*.ante),
        grouped(*.big_blind)
    )]
    AnteAboveBigBlind { ante: Chips, big_blind: Chips },
    #[error(
        "{what} {} cannot be paid with the chips in play ({}); use a multiple of the \
         chips in play or add a denomination",
        grouped(*.amount),
        chip_list(.in_play)
    )]
    NotPayable {
        what: String,
        amount: Chips,
        in_play: Vec<Chips>,
    },
    #[error(
        "{what} {} needs the {} chip, which is colored up at the break after level \
         {removed_after_level}; color it up later, or change the amount (chips in play: {})",
        grouped(*.amount),
        grouped(*.chip),
        chip_list(.in_play)
    )]
    RemovedChipNeeded {
        what: String,
        amount: Chips,
        chip: Chips,
        removed_after_level: u32,
        in_play: Vec<Chips>,
    },
    #[error(
        "the {} chip is colored up but is not in the chip set ({}); color up only chips \
         listed in `chips`",
        grouped(*.value),
        chip_list(.chips)
    )]
    ColorUpUnknownChip { value: Chips, chips: Vec<Chips> },
    #[error(
        "the {} chip was already colored up at the break after level {after_level}",
        grouped(*.value)
    )]
    ColorUpAlreadyRemoved { value: Chips, after_level: u32 },
    #[error("this color-up removes every chip left in play; keep at least one denomination")]
    ColorUpRemovesAll,
    #[error("the structure starts with a break; the first entry must be a level")]
    BreakFirst,
    #[error("the structure ends with a break; a break must be followed by a level")]
    BreakLast,
    #[error("two breaks follow each other; merge them into one break")]
    BreaksInARow,
    #[error(
        "`bets` sets fixed-limit bet sizes, but this level is {game}; remove it or make the \
         level a fixed-limit game"
    )]
    BetsWithoutFixedLimit { game: &'static str },
    #[error(
        "the small bet {} is above the big bet {}; the big bet (turn and river) is the larger",
        grouped(*.small_bet),
        grouped(*.big_bet)
    )]
    SmallBetAboveBigBet { small_bet: Chips, big_bet: Chips },
    #[error(
        "{what} refers to level {level}, but the structure has {last} level(s); use a level \
         from 1 to {last}"
    )]
    NoSuchLevel {
        what: &'static str,
        level: u32,
        last: u32,
    },
    #[error("`max_per_player` of the {what} is 0; to allow none, leave the `{what}` out")]
    ZeroMaximum { what: &'static str },
    #[error("{what} is 0 seconds; it must be at least 1")]
    ZeroSeconds { what: &'static str },

    // Payouts.
    #[error("the payout table has no row; add `(from_entries: 2, percent: [...])` rows")]
    PayoutTableEmpty,
    #[error("payout row {row} pays nobody; list the percentage of each paid place")]
    PayoutRowEmpty { row: usize },
    #[error("payout row {row} applies from 0 entries; `from_entries` must be at least 1")]
    PayoutRowFromZero { row: usize },
    #[error(
        "payout row {row} starts at {from_entries} entries, not after the previous row \
         ({previous}); list rows by increasing `from_entries`"
    )]
    PayoutRowsOrder {
        row: usize,
        from_entries: u32,
        previous: u32,
    },
    #[error("payout row {row} adds up to {sum}; the percentages of a row must add up to 100%")]
    PayoutSum { row: usize, sum: Percent },
    #[error(
        "payout row {row} pays place {place} more than place {}; a place never pays more than \
         the one above it",
        .place - 1
    )]
    PayoutIncreases { row: usize, place: usize },
    #[error("payout row {row} pays place {place} 0%; remove the place")]
    PayoutZeroPlace { row: usize, place: usize },
    #[error(
        "payout row {row} pays {places} places from {from_entries} entries; a row cannot pay \
         more places than it has entries"
    )]
    PayoutMorePlacesThanEntries {
        row: usize,
        places: usize,
        from_entries: u32,
    },
    #[error("`paid_percent` is {percent}; it must be above 0% and at most 100%")]
    PaidPercentOutOfRange { percent: Percent },

    // Warnings.
    #[error(
        "the big blind more than doubles, from {} to {}; check for a typo or add a level \
         in between",
        grouped(*.from),
        grouped(*.to)
    )]
    BigJump { from: Chips, to: Chips },
    #[error("same blinds and ante as level {previous}")]
    RepeatedLevel { previous: u32 },
    #[error(
        "levels {from_level} to {to_level} run {} without a break; players expect one about \
         every two hours",
        hours_minutes(*.minutes)
    )]
    LongWithoutBreak {
        from_level: u32,
        to_level: u32,
        minutes: u64,
    },
    #[error(
        "re-entries stay open until level {until}, after late registration closes (level \
         {late}); players who bust then may re-enter but newcomers may not"
    )]
    ReEntryAfterLateRegistration { until: u32, late: u32 },
    #[error("the add-on is offered at the end of level {level}, but no break follows it")]
    AddOnWithoutBreak { level: u32 },
    #[error(
        "the starting stack is only {big_blinds} big blinds at level 1; most events start \
         with 50 or more"
    )]
    ShortStartingStack { big_blinds: u64 },
}

impl Problem {
    pub fn severity(&self) -> Severity {
        match self {
            Problem::BigJump { .. }
            | Problem::RepeatedLevel { .. }
            | Problem::LongWithoutBreak { .. }
            | Problem::ReEntryAfterLateRegistration { .. }
            | Problem::AddOnWithoutBreak { .. }
            | Problem::ShortStartingStack { .. } => Severity::Warning,
            _ => Severity::Error,
        }
    }

    /// A stable name for scripts reading `riffle check --json`.
    pub fn code(&self) -> &'static str {
        match self {
            Problem::Syntax { .. } => "syntax",
            Problem::UnknownField { .. } => "unknown-field",
            Problem::UnknownVariant { .. } => "unknown-variant",
            Problem::MissingField { .. } => "missing-field",
            Problem::DuplicateField { .. } => "duplicate-field",
            Problem::WrongValue { .. } => "wrong-value",
            Problem::BadValue { .. } => "bad-value",
            Problem::EmptyName => "empty-name",
            Problem::NoLevels => "no-levels",
            Problem::NoChips => "no-chips",
            Problem::ZeroChip => "zero-chip",
            Problem::DuplicateChip { .. } => "duplicate-chip",
            Problem::ZeroAmount { .. } => "zero-amount",
            Problem::ZeroMinutes { .. } => "zero-minutes",
            Problem::NoDuration => "no-duration",
            Problem::TooLong { .. } => "too-long",
            Problem::SmallBlindNotBelowBigBlind { .. } => "small-blind-not-below-big-blind",
            Problem::BlindDecreases { .. } => "blind-decreases",
            Problem::AnteAboveBigBlind { .. } => "ante-above-big-blind",
            Problem::NotPayable { .. } => "not-payable",
            Problem::RemovedChipNeeded { .. } => "removed-chip-needed",
            Problem::ColorUpUnknownChip { .. } => "color-up-unknown-chip",
            Problem::ColorUpAlreadyRemoved { .. } => "color-up-already-removed",
            Problem::ColorUpRemovesAll => "color-up-removes-all",
            Problem::BreakFirst => "break-first",
            Problem::BreakLast => "break-last",
            Problem::BreaksInARow => "breaks-in-a-row",
            Problem::BetsWithoutFixedLimit { .. } => "bets-without-fixed-limit",
            Problem::SmallBetAboveBigBet { .. } => "small-bet-above-big-bet",
            Problem::NoSuchLevel { .. } => "no-such-level",
            Problem::ZeroMaximum { .. } => "zero-maximum",
            Problem::ZeroSeconds { .. } => "zero-seconds",
            Problem::PayoutTableEmpty => "payout-table-empty",
            Problem::PayoutRowEmpty { .. } => "payout-row-empty",
            Problem::PayoutRowFromZero { .. } => "payout-row-from-zero",
            Problem::PayoutRowsOrder { .. } => "payout-rows-order",
            Problem::PayoutSum { .. } => "payout-sum",
            Problem::PayoutIncreases { .. } => "payout-increases",
            Problem::PayoutZeroPlace { .. } => "payout-zero-place",
            Problem::PayoutMorePlacesThanEntries { .. } => "payout-more-places-than-entries",
            Problem::PaidPercentOutOfRange { .. } => "paid-percent-out-of-range",
            Problem::BigJump { .. } => "big-jump",
            Problem::RepeatedLevel { .. } => "repeated-level",
            Problem::LongWithoutBreak { .. } => "long-without-break",
            Problem::ReEntryAfterLateRegistration { .. } => "re-entry-after-late-registration",
            Problem::AddOnWithoutBreak { .. } => "add-on-without-break",
            Problem::ShortStartingStack { .. } => "short-starting-stack",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn amounts_are_grouped_by_thousands() {
        assert_eq!(grouped(0), "0");
        assert_eq!(grouped(999), "999");
        assert_eq!(grouped(1000), "1,000");
        assert_eq!(grouped(1_234_567), "1,234,567");
    }
}
