//! What is wrong with a structure file, and where: each problem is a sentence an organiser can
//! act on, placed at a line and column of the file and, when it concerns one, at a level.

use super::Percent;
use crate::Chips;
use riffle_text::fill;
use riffle_text::{Lang, Say, group_digits};
use serde::{Deserialize, Serialize};
use std::fmt;

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

impl Say for PeriodRef {
    fn say(&self, lang: Lang) -> String {
        match self {
            PeriodRef::Level(n) => fill!(words(lang), "PeriodLevel", n),
            PeriodRef::Break { after_level } => fill!(words(lang), "PeriodBreak", after_level),
        }
    }
}

impl fmt::Display for PeriodRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.say(Lang::En))
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

impl Say for Diagnostic {
    fn say(&self, lang: Lang) -> String {
        let w = words(lang);
        let mut said = self.file.clone();
        if let Some(Location { line, column }) = self.location {
            said.push_str(&fill!(w, "Location", line, column));
        }
        said.push_str(match self.severity() {
            Severity::Error => w.text("SeverityError"),
            Severity::Warning => w.text("SeverityWarning"),
        });
        if let Some(period) = self.period {
            said.push_str(&period.say(lang));
            said.push_str(words(lang).text("Say"));
        }
        said.push_str(&self.problem.say(lang));
        said
    }
}

riffle_text::worded!(Diagnostic);

/// Thousands separated, as chip amounts are printed on structure sheets.
pub use riffle_text::amount_en as grouped;

/// A chip amount grouped the way the reader's language groups it.
fn amount(chips: Chips, lang: Lang) -> String {
    group_digits(chips, lang)
}

fn chip_list(chips: &[Chips], lang: Lang) -> String {
    if chips.is_empty() {
        return words(lang).text("ChipList").to_string();
    }
    chips
        .iter()
        .map(|&c| amount(c, lang))
        .collect::<Vec<_>>()
        .join(words(lang).text("ChipList2"))
}

fn name_list(names: &[String]) -> String {
    names
        .iter()
        .map(|n| format!("`{n}`"))
        .collect::<Vec<_>>()
        .join(", ")
}

fn did_you_mean(names: &[String], lang: Lang) -> String {
    match names.first() {
        Some(first) => fill!(words(lang), "DidYouMean", first, names = name_list(names)),
        None => fill!(words(lang), "NothingAllowed"),
    }
}

fn hours_minutes(total: u64) -> String {
    match (total / 60, total % 60) {
        (0, m) => format!("{m} min"),
        (h, 0) => format!("{h} h"),
        (h, m) => format!("{h} h {m:02}"),
    }
}

/// A percentage as the reader's language writes it.
fn percent(value: Percent, lang: Lang) -> String {
    riffle_text::percent(&value.to_string(), lang)
}

/// The words for the parts of a structure file, from
/// `assets/words/<language>/structure_terms.ron`, by the kind's name.
mod terms {
    use std::collections::BTreeMap;

    #[derive(serde::Deserialize)]
    #[serde(deny_unknown_fields)]
    pub(super) struct Words {
        pub(super) subjects: BTreeMap<String, String>,
        pub(super) places: BTreeMap<String, String>,
        pub(super) choices: BTreeMap<String, String>,
        /// The problems that carry no value, by the problem's name.
        pub(super) problems: BTreeMap<String, String>,
    }

    riffle_text::word_files!(pub(super) Words = "structure_terms.ron");
}

riffle_text::termed! {
    /// What a finding is about, named as the organiser names it, so that a sentence in one
    /// language never carries a fragment of another.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum Subject {
        SmallBlind, BigBlind, Ante, SmallBet, BigBet, FixedLimitBet, StartingStack, ReEntryStack,
        RebuyStack, AddOnStack, LateRegistration, ReEntryPeriod, RebuyPeriod, AddOn, ThisLevel,
        ThisBreak,
        /// An ante written as `Classic(0)` or `BigBlind(0)`, where `None` was meant.
        AnteOfZero,
        /// The starting stack as sold to players who enter during late registration.
        LateStartingStack,
        /// The `level_minutes` field, which sets every level's length.
        LevelMinutes,
    }
    worded by |lang| &terms::words(lang).subjects, checked by every_subject_is_worded
}

riffle_text::termed! {
    /// The part of the file a field belongs to, as an organiser names it.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum Place {
        Structure, Level, Break, Chip, Bets, ReEntry, Rebuy, AddOn, Clock, PayoutRow, PayoutCurve,
        Entry,
        /// `re_entry` with no `until_level` and no late registration to take it from.
        ReEntryWithoutLateRegistration,
    }
    worded by |lang| &terms::words(lang).places, checked by every_place_is_worded
}

riffle_text::termed! {
    /// What kind of value a name was expected to be, with the names allowed when they are few.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum Choice { Game, Ante, Entry, PayoutRule, CurveShape, HouseRulesPreset, Value }
    worded by |lang| &terms::words(lang).choices, checked by every_choice_is_worded
}

/// Everything the loader can find wrong. The message says what is wrong and what is allowed.
#[derive(Clone, Debug, PartialEq, Eq, strum::IntoStaticStr)]
#[strum(serialize_all = "kebab-case")]
pub enum Problem {
    // The file as RON.
    Syntax {
        message: String,
    },
    UnknownField {
        found: String,
        place: Place,
        /// Closest first.
        known: Vec<String>,
    },
    UnknownVariant {
        found: String,
        place: Choice,
        known: Vec<String>,
    },
    MissingField {
        field: String,
        place: Place,
    },
    DuplicateField {
        field: String,
        place: Place,
    },
    WrongValue {
        expected: String,
        found: String,
    },
    BadValue {
        message: String,
    },

    // The structure as a whole.
    EmptyName,
    /// `payout_rounding` with a unit of 0: prizes are rounded to a multiple of the unit.
    ZeroRoundingUnit,
    /// A satellite seat worth 0: the pool would buy seats without end.
    ZeroSeatValue,
    /// The rounding remainder sent to place 0: places count from 1.
    ZeroRemainderPlace,
    NoLevels,
    NoChips,
    ZeroChip,
    DuplicateChip {
        value: Chips,
    },
    ZeroAmount {
        what: Subject,
    },
    ZeroMinutes {
        what: Subject,
    },
    NoDuration,
    TooLong {
        what: Subject,
        minutes: u32,
    },

    // Levels and breaks.
    SmallBlindNotBelowBigBlind {
        small_blind: Chips,
        big_blind: Chips,
    },
    BlindDecreases {
        blind: Subject,
        from: Chips,
        to: Chips,
        previous_level: u32,
    },
    AnteAboveBigBlind {
        ante: Chips,
        big_blind: Chips,
    },
    NotPayable {
        what: Subject,
        amount: Chips,
        in_play: Vec<Chips>,
    },
    RemovedChipNeeded {
        what: Subject,
        amount: Chips,
        chip: Chips,
        removed_after_level: u32,
        in_play: Vec<Chips>,
    },
    ColorUpUnknownChip {
        value: Chips,
        chips: Vec<Chips>,
    },
    ColorUpAlreadyRemoved {
        value: Chips,
        after_level: u32,
    },
    ColorUpRemovesAll,
    BreakFirst,
    BreakLast,
    BreaksInARow,
    BetsWithoutFixedLimit {
        game: &'static str,
    },
    SmallBetAboveBigBet {
        small_bet: Chips,
        big_bet: Chips,
    },
    /// Antes only (seed 002) at a level without an ante for every player.
    AnteOnlyWithoutAnte,
    /// The option needs a big blind to double, which antes only has not.
    OptionWithAntesOnly,
    /// A five-card draw deck of a size seed 003 does not play.
    DrawDeck {
        size: u32,
    },
    /// Openers belong to a game au pot (antes only); with a blind, the blind opens (seed 003).
    OpenersWithBlinds,
    /// A minimum opening in a fixed-limit or spread-limit level, named by `game`.
    MinimumBetInLimitGame {
        game: &'static str,
    },
    /// `spread` on a pot-limit or fixed-limit level.
    SpreadNotNoLimit {
        game: &'static str,
    },
    SpreadBounds {
        min_bet: Chips,
        max_bet: Chips,
    },
    /// `kill` on a level that is not fixed-limit.
    KillWithoutFixedLimit {
        game: &'static str,
    },
    /// Killed limits below the level's own, a big bet below the small one, or a threshold of 0.
    KillLimits {
        pot_above: Chips,
        small_bet: Chips,
        big_bet: Chips,
        level_small: Chips,
        level_big: Chips,
    },
    MinimumBetNotAboveBigBlind {
        minimum: Chips,
        big_blind: Chips,
    },
    NoSuchLevel {
        what: Subject,
        level: u32,
        last: u32,
    },
    /// A price profile with no name, or with another profile's: the desk picks it by name.
    ProfileName {
        name: String,
    },
    /// A price profile of a purchase the event does not sell (a re-entry profile without
    /// `re_entry`, say).
    ProfileNotSold {
        name: String,
    },
    /// A price profile sold from a level after the one it stops at.
    ProfileWindow {
        name: String,
        from: u32,
        until: u32,
    },
    /// An entry or re-entry profile that gives no chips.
    ProfileNoChips {
        name: String,
    },
    /// `what` is the section as written in the file (`re_entry`, `rebuy`, `add_on`).
    ZeroMaximum {
        what: &'static str,
    },
    /// `what` is the field as written in the file.
    ZeroSeconds {
        what: &'static str,
    },

    // Payouts.
    PayoutTableEmpty,
    PayoutRowEmpty {
        row: usize,
    },
    PayoutRowFromZero {
        row: usize,
    },
    PayoutRowsOrder {
        row: usize,
        from_entries: u32,
        previous: u32,
    },
    PayoutSum {
        row: usize,
        sum: Percent,
    },
    PayoutIncreases {
        row: usize,
        place: usize,
    },
    PayoutZeroPlace {
        row: usize,
        place: usize,
    },
    PayoutMorePlacesThanEntries {
        row: usize,
        places: usize,
        from_entries: u32,
    },
    PaidPercentOutOfRange {
        percent: Percent,
    },

    // Warnings.
    BigJump {
        from: Chips,
        to: Chips,
    },
    RepeatedLevel {
        previous: u32,
    },
    LongWithoutBreak {
        from_level: u32,
        to_level: u32,
        minutes: u64,
    },
    ReEntryAfterLateRegistration {
        until: u32,
        late: u32,
    },
    AddOnWithoutBreak {
        level: u32,
    },
    ShortStartingStack {
        big_blinds: u64,
    },
    /// The chips one entrant can be given (the starting stack and every stack a purchase adds,
    /// once each) are more than can be counted for the largest field.
    StacksTooLargeToCount {
        most: u64,
        field: u64,
    },
    /// The prices one entrant can pay (the entry's parts and every purchase's price and fee,
    /// once each) are more than can be counted for the largest field.
    PricesTooLargeToCount {
        most: u64,
        field: u64,
    },
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

    /// A stable name for scripts reading `riffle check --json`: the kind's name in kebab case
    /// (`SmallBlindNotBelowBigBlind` is `small-blind-not-below-big-blind`), so a new kind has
    /// its code without a second list to keep.
    pub fn code(&self) -> &'static str {
        self.into()
    }
}

riffle_text::sentence_file!(fn words = "structure_problems.ron");

impl Say for Problem {
    fn say(&self, lang: Lang) -> String {
        let w = words(lang);
        let n = |chips: Chips| amount(chips, lang);
        match self {
            Problem::EmptyName
            | Problem::NoLevels
            | Problem::NoChips
            | Problem::ZeroChip
            | Problem::NoDuration
            | Problem::ColorUpRemovesAll
            | Problem::BreakFirst
            | Problem::BreakLast
            | Problem::BreaksInARow
            | Problem::PayoutTableEmpty
            | Problem::ZeroRoundingUnit
            | Problem::ZeroSeatValue
            | Problem::ZeroRemainderPlace => riffle_text::term(&terms::words(lang).problems, self),
            Problem::Syntax { message } => fill!(w, "Syntax", message),
            Problem::UnknownField {
                found,
                place,
                known,
            } => fill!(
                w,
                "UnknownField",
                found,
                place = place.say(lang),
                known = did_you_mean(known, lang)
            ),
            Problem::UnknownVariant {
                found,
                place,
                known,
            } => fill!(
                w,
                "UnknownVariant",
                found,
                place = place.say(lang),
                known = did_you_mean(known, lang)
            ),
            Problem::MissingField { field, place } => {
                fill!(w, "MissingField", place = place.say(lang), field)
            }
            Problem::DuplicateField { field, place } => {
                fill!(w, "DuplicateField", field, place = place.say(lang))
            }
            Problem::WrongValue { expected, found } => fill!(w, "WrongValue", expected, found),
            Problem::BadValue { message } => fill!(w, "BadValue", message),
            Problem::DuplicateChip { value } => fill!(w, "DuplicateChip", value = n(*value)),
            Problem::ZeroAmount { what } => fill!(w, "ZeroAmount", what = what.say(lang)),
            Problem::ZeroMinutes { what } => fill!(w, "ZeroMinutes", what = what.say(lang)),
            Problem::TooLong { what, minutes } => fill!(
                w,
                "TooLong",
                what = what.say(lang),
                minutes = n(u64::from(*minutes)),
                most = n(u64::from(super::MAX_PERIOD_MINUTES))
            ),
            Problem::SmallBlindNotBelowBigBlind {
                small_blind,
                big_blind,
            } => fill!(
                w,
                "SmallBlindNotBelowBigBlind",
                small_blind = n(*small_blind),
                big_blind = n(*big_blind)
            ),
            Problem::BlindDecreases {
                blind,
                from,
                to,
                previous_level,
            } => fill!(
                w,
                "BlindDecreases",
                blind = blind.say(lang),
                from = n(*from),
                previous_level,
                to = n(*to)
            ),
            Problem::AnteAboveBigBlind { ante, big_blind } => fill!(
                w,
                "AnteAboveBigBlind",
                ante = n(*ante),
                big_blind = n(*big_blind)
            ),
            Problem::NotPayable {
                what,
                amount,
                in_play,
            } => fill!(
                w,
                "NotPayable",
                what = what.say(lang),
                amount = n(*amount),
                in_play = chip_list(in_play, lang)
            ),
            Problem::RemovedChipNeeded {
                what,
                amount,
                chip,
                removed_after_level,
                in_play,
            } => fill!(
                w,
                "RemovedChipNeeded",
                what = what.say(lang),
                amount = n(*amount),
                chip = n(*chip),
                removed_after_level,
                in_play = chip_list(in_play, lang)
            ),
            Problem::ColorUpUnknownChip { value, chips } => fill!(
                w,
                "ColorUpUnknownChip",
                value = n(*value),
                chips = chip_list(chips, lang)
            ),
            Problem::ColorUpAlreadyRemoved { value, after_level } => {
                fill!(w, "ColorUpAlreadyRemoved", value = n(*value), after_level)
            }
            Problem::BetsWithoutFixedLimit { game } => fill!(w, "BetsWithoutFixedLimit", game),
            Problem::AnteOnlyWithoutAnte => w.text("AnteOnlyWithoutAnte").to_string(),
            Problem::OptionWithAntesOnly => w.text("OptionWithAntesOnly").to_string(),
            Problem::DrawDeck { size } => fill!(w, "DrawDeck", size),
            Problem::OpenersWithBlinds => w.text("OpenersWithBlinds").to_string(),
            Problem::MinimumBetInLimitGame { game } => fill!(w, "MinimumBetInLimitGame", game),
            Problem::SpreadNotNoLimit { game } => fill!(w, "SpreadNotNoLimit", game),
            Problem::KillWithoutFixedLimit { game } => fill!(w, "KillWithoutFixedLimit", game),
            Problem::KillLimits {
                pot_above,
                small_bet,
                big_bet,
                level_small,
                level_big,
            } => fill!(
                w,
                "KillLimits",
                pot_above = n(*pot_above),
                small_bet = n(*small_bet),
                big_bet = n(*big_bet),
                level_small = n(*level_small),
                level_big = n(*level_big)
            ),
            Problem::SpreadBounds { min_bet, max_bet } => fill!(
                w,
                "SpreadBounds",
                min_bet = n(*min_bet),
                max_bet = n(*max_bet)
            ),
            Problem::MinimumBetNotAboveBigBlind { minimum, big_blind } => fill!(
                w,
                "MinimumBetNotAboveBigBlind",
                minimum = n(*minimum),
                big_blind = n(*big_blind)
            ),
            Problem::SmallBetAboveBigBet { small_bet, big_bet } => fill!(
                w,
                "SmallBetAboveBigBet",
                small_bet = n(*small_bet),
                big_bet = n(*big_bet)
            ),
            Problem::NoSuchLevel { what, level, last } => {
                fill!(w, "NoSuchLevel", what = what.say(lang), level, last)
            }
            Problem::ProfileName { name } => fill!(w, "ProfileName", name),
            Problem::ProfileNotSold { name } => fill!(w, "ProfileNotSold", name),
            Problem::ProfileWindow { name, from, until } => {
                fill!(w, "ProfileWindow", name, from, until)
            }
            Problem::ProfileNoChips { name } => fill!(w, "ProfileNoChips", name),
            Problem::ZeroMaximum { what } => fill!(w, "ZeroMaximum", what),
            Problem::ZeroSeconds { what } => fill!(w, "ZeroSeconds", what),
            Problem::PayoutRowEmpty { row } => fill!(w, "PayoutRowEmpty", row),
            Problem::PayoutRowFromZero { row } => fill!(w, "PayoutRowFromZero", row),
            Problem::PayoutRowsOrder {
                row,
                from_entries,
                previous,
            } => fill!(w, "PayoutRowsOrder", row, from_entries, previous),
            Problem::PayoutSum { row, sum } => {
                fill!(w, "PayoutSum", row, sum = percent(*sum, lang))
            }
            Problem::PayoutIncreases { row, place } => fill!(
                w,
                "PayoutIncreases",
                row,
                place,
                above = place.saturating_sub(1)
            ),
            Problem::PayoutZeroPlace { row, place } => fill!(w, "PayoutZeroPlace", row, place),
            Problem::PayoutMorePlacesThanEntries {
                row,
                places,
                from_entries,
            } => fill!(w, "PayoutMorePlacesThanEntries", row, places, from_entries),
            Problem::PaidPercentOutOfRange { percent: paid } => {
                fill!(w, "PaidPercentOutOfRange", percent = percent(*paid, lang))
            }
            Problem::BigJump { from, to } => fill!(w, "BigJump", from = n(*from), to = n(*to)),
            Problem::RepeatedLevel { previous } => fill!(w, "RepeatedLevel", previous),
            Problem::LongWithoutBreak {
                from_level,
                to_level,
                minutes,
            } => fill!(
                w,
                "LongWithoutBreak",
                from_level,
                to_level,
                minutes = hours_minutes(*minutes)
            ),
            Problem::ReEntryAfterLateRegistration { until, late } => {
                fill!(w, "ReEntryAfterLateRegistration", until, late)
            }
            Problem::AddOnWithoutBreak { level } => fill!(w, "AddOnWithoutBreak", level),
            Problem::ShortStartingStack { big_blinds } => {
                fill!(w, "ShortStartingStack", big_blinds)
            }
            Problem::StacksTooLargeToCount { most, field } => fill!(
                w,
                "StacksTooLargeToCount",
                most = n(*most),
                field = n(*field)
            ),
            Problem::PricesTooLargeToCount { most, field } => fill!(
                w,
                "PricesTooLargeToCount",
                most = n(*most),
                field = n(*field)
            ),
        }
    }
}

riffle_text::worded!(Problem);

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

    fn every_problem() -> Vec<Problem> {
        let known = vec!["small_blind".to_string(), "big_blind".to_string()];
        vec![
            Problem::Syntax {
                message: "expected a comma between two entries".to_string(),
            },
            Problem::UnknownField {
                found: "small_blnd".to_string(),
                place: Place::Level,
                known: known.clone(),
            },
            Problem::UnknownVariant {
                found: "Clasic".to_string(),
                place: Choice::Ante,
                known,
            },
            Problem::MissingField {
                field: "big_blind".to_string(),
                place: Place::Level,
            },
            Problem::DuplicateField {
                field: "ante".to_string(),
                place: Place::Level,
            },
            Problem::WrongValue {
                expected: "a whole number".to_string(),
                found: "\"ten\"".to_string(),
            },
            Problem::BadValue {
                message: "this number is out of range here".to_string(),
            },
            Problem::EmptyName,
            Problem::ZeroRoundingUnit,
            Problem::ZeroSeatValue,
            Problem::ZeroRemainderPlace,
            Problem::NoLevels,
            Problem::NoChips,
            Problem::ZeroChip,
            Problem::DuplicateChip { value: 5000 },
            Problem::ZeroAmount {
                what: Subject::SmallBlind,
            },
            Problem::ZeroMinutes {
                what: Subject::ThisBreak,
            },
            Problem::NoDuration,
            Problem::TooLong {
                what: Subject::ThisLevel,
                minutes: 1500,
            },
            Problem::SmallBlindNotBelowBigBlind {
                small_blind: 2000,
                big_blind: 2000,
            },
            Problem::BlindDecreases {
                blind: Subject::BigBlind,
                from: 1200,
                to: 1000,
                previous_level: 6,
            },
            Problem::AnteAboveBigBlind {
                ante: 1200,
                big_blind: 600,
            },
            Problem::NotPayable {
                what: Subject::Ante,
                amount: 1050,
                in_play: vec![100, 500, 1000],
            },
            Problem::RemovedChipNeeded {
                what: Subject::LateStartingStack,
                amount: 20_025,
                chip: 25,
                removed_after_level: 4,
                in_play: vec![100, 500],
            },
            Problem::ColorUpUnknownChip {
                value: 5,
                chips: vec![25, 100],
            },
            Problem::ColorUpAlreadyRemoved {
                value: 25,
                after_level: 4,
            },
            Problem::ColorUpRemovesAll,
            Problem::BreakFirst,
            Problem::BreakLast,
            Problem::BreaksInARow,
            Problem::BetsWithoutFixedLimit {
                game: "No-limit hold'em",
            },
            Problem::AnteOnlyWithoutAnte,
            Problem::OptionWithAntesOnly,
            Problem::DrawDeck { size: 33 },
            Problem::OpenersWithBlinds,
            Problem::MinimumBetInLimitGame {
                game: "Fixed-limit hold'em",
            },
            Problem::SpreadNotNoLimit {
                game: "Pot-limit Omaha",
            },
            Problem::SpreadBounds {
                min_bet: 500,
                max_bet: 100,
            },
            Problem::KillWithoutFixedLimit {
                game: "No-limit hold'em",
            },
            Problem::KillLimits {
                pot_above: 7_000,
                small_bet: 300,
                big_bet: 600,
                level_small: 400,
                level_big: 800,
            },
            Problem::MinimumBetNotAboveBigBlind {
                minimum: 200,
                big_blind: 200,
            },
            Problem::SmallBetAboveBigBet {
                small_bet: 400,
                big_bet: 200,
            },
            Problem::NoSuchLevel {
                what: Subject::LateRegistration,
                level: 12,
                last: 10,
            },
            Problem::ProfileName {
                name: "Early bird".into(),
            },
            Problem::ProfileNotSold {
                name: "Half rebuy".into(),
            },
            Problem::ProfileWindow {
                name: "Late".into(),
                from: 6,
                until: 4,
            },
            Problem::ProfileNoChips {
                name: "Early bird".into(),
            },
            Problem::ZeroMaximum { what: "re_entry" },
            Problem::ZeroSeconds {
                what: "`call_the_clock_seconds`",
            },
            Problem::PayoutTableEmpty,
            Problem::PayoutRowEmpty { row: 2 },
            Problem::PayoutRowFromZero { row: 1 },
            Problem::PayoutRowsOrder {
                row: 3,
                from_entries: 10,
                previous: 20,
            },
            Problem::PayoutSum {
                row: 2,
                sum: Percent::from_hundredths(9_950),
            },
            Problem::PayoutIncreases { row: 2, place: 3 },
            Problem::PayoutZeroPlace { row: 2, place: 4 },
            Problem::PayoutMorePlacesThanEntries {
                row: 1,
                places: 3,
                from_entries: 2,
            },
            Problem::PaidPercentOutOfRange {
                percent: Percent::from_hundredths(12_050),
            },
            Problem::BigJump {
                from: 1000,
                to: 3000,
            },
            Problem::RepeatedLevel { previous: 3 },
            Problem::LongWithoutBreak {
                from_level: 1,
                to_level: 8,
                minutes: 160,
            },
            Problem::ReEntryAfterLateRegistration { until: 8, late: 6 },
            Problem::AddOnWithoutBreak { level: 6 },
            Problem::ShortStartingStack { big_blinds: 20 },
            Problem::StacksTooLargeToCount {
                most: 18_446_744_073_709,
                field: 1_000_000,
            },
            Problem::PricesTooLargeToCount {
                most: 18_446_744_073_709,
                field: 1_000_000,
            },
        ]
    }

    /// Fails to compile when a problem is added without joining the list above; the list
    /// holds each kind once, so a kind missing from it fails the test below.
    fn _exhaustive(problem: &Problem) {
        riffle_text::every_kind!(problem, Problem:
            Syntax, UnknownField, UnknownVariant, MissingField, DuplicateField, WrongValue,
            BadValue, EmptyName, ZeroRoundingUnit, ZeroSeatValue, ZeroRemainderPlace,
            NoLevels, NoChips, ZeroChip, DuplicateChip, ZeroAmount,
            ZeroMinutes, NoDuration, TooLong, SmallBlindNotBelowBigBlind, BlindDecreases,
            AnteAboveBigBlind, NotPayable, RemovedChipNeeded, ColorUpUnknownChip,
            ColorUpAlreadyRemoved, ColorUpRemovesAll, BreakFirst, BreakLast, BreaksInARow,
            BetsWithoutFixedLimit, SmallBetAboveBigBet, AnteOnlyWithoutAnte, OptionWithAntesOnly,
            DrawDeck, OpenersWithBlinds,
            MinimumBetInLimitGame, MinimumBetNotAboveBigBlind, SpreadNotNoLimit, SpreadBounds,
            KillWithoutFixedLimit, KillLimits, NoSuchLevel, ZeroMaximum, ZeroSeconds,
            ProfileName, ProfileNotSold, ProfileWindow, ProfileNoChips,
            PayoutTableEmpty, PayoutRowEmpty, PayoutRowFromZero, PayoutRowsOrder, PayoutSum,
            PayoutIncreases, PayoutZeroPlace, PayoutMorePlacesThanEntries,
            PaidPercentOutOfRange, BigJump, RepeatedLevel, LongWithoutBreak,
            ReEntryAfterLateRegistration, AddOnWithoutBreak, ShortStartingStack,
            StacksTooLargeToCount, PricesTooLargeToCount);
    }

    #[test]
    fn every_problem_is_worded_in_french() {
        let problems = every_problem();
        let kinds: std::collections::BTreeSet<_> = problems.iter().map(Problem::code).collect();
        assert_eq!(kinds.len(), 66, "each kind of problem once");
        for problem in problems {
            riffle_text::assert_worded_in_both(&problem);
        }
    }

    #[test]
    fn french_amounts_and_percentages_are_written_the_french_way() {
        let problem = Problem::AnteAboveBigBlind {
            ante: 1200,
            big_blind: 600,
        };
        assert_eq!(
            problem.to_string(),
            "the ante 1,200 is above the big blind 600; an ante may be at most the big blind"
        );
        assert_eq!(
            problem.say(Lang::Fr),
            "l'ante (1\u{202f}200) dépasse la grosse blinde (600)\u{a0}; une ante vaut au plus \
             la grosse blinde"
        );
        let sum = Problem::PayoutSum {
            row: 2,
            sum: Percent::from_hundredths(9_950),
        };
        assert!(
            sum.say(Lang::Fr).contains("99,5\u{a0}%"),
            "{}",
            sum.say(Lang::Fr)
        );
    }

    #[test]
    fn a_finding_names_its_level_and_subject_in_french() {
        let finding = Diagnostic {
            file: "dimanche.ron".to_string(),
            location: Some(Location {
                line: 11,
                column: 25,
            }),
            period: Some(PeriodRef::Level(4)),
            problem: Problem::ZeroAmount {
                what: Subject::BigBlind,
            },
        };
        assert_eq!(
            finding.to_string(),
            "dimanche.ron:11:25: error: level 4: the big blind is 0; it must be at least one chip"
        );
        assert_eq!(
            finding.say(Lang::Fr),
            "dimanche.ron, ligne 11, colonne 25\u{a0}: erreur\u{a0}: niveau 4\u{a0}: la grosse \
             blinde vaut 0\u{a0}; il faut au moins un jeton"
        );
    }
}
