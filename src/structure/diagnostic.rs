//! What is wrong with a structure file, and where: each problem is a sentence an organiser can
//! act on, placed at a line and column of the file and, when it concerns one, at a level.

use super::Percent;
use crate::Chips;
use crate::text::{Lang, Say, amount_en, amount_fr};
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
        match (self, lang) {
            (PeriodRef::Level(n), Lang::En) => format!("level {n}"),
            (PeriodRef::Level(n), Lang::Fr) => format!("niveau {n}"),
            (PeriodRef::Break { after_level }, Lang::En) => {
                format!("the break after level {after_level}")
            }
            (PeriodRef::Break { after_level }, Lang::Fr) => {
                format!("la pause après le niveau {after_level}")
            }
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
        let mut said = self.file.clone();
        match (self.location, lang) {
            (Some(Location { line, column }), Lang::En) => {
                said.push_str(&format!(":{line}:{column}"));
            }
            (Some(Location { line, column }), Lang::Fr) => {
                said.push_str(&format!(", ligne {line}, colonne {column}"));
            }
            (None, _) => {}
        }
        said.push_str(match (self.severity(), lang) {
            (Severity::Error, Lang::En) => ": error: ",
            (Severity::Warning, Lang::En) => ": warning: ",
            (Severity::Error, Lang::Fr) => "\u{a0}: erreur\u{a0}: ",
            (Severity::Warning, Lang::Fr) => "\u{a0}: avertissement\u{a0}: ",
        });
        if let Some(period) = self.period {
            said.push_str(&period.say(lang));
            said.push_str(match lang {
                Lang::En => ": ",
                Lang::Fr => "\u{a0}: ",
            });
        }
        said.push_str(&self.problem.say(lang));
        said
    }
}

crate::worded!(Diagnostic);

/// Thousands separated, as chip amounts are printed on structure sheets.
pub(crate) use crate::text::amount_en as grouped;

/// A chip amount grouped the way the reader's language groups it.
fn amount(chips: Chips, lang: Lang) -> String {
    match lang {
        Lang::En => amount_en(chips),
        Lang::Fr => amount_fr(chips),
    }
}

fn chip_list(chips: &[Chips], lang: Lang) -> String {
    if chips.is_empty() {
        return match lang {
            Lang::En => "none",
            Lang::Fr => "aucun",
        }
        .to_string();
    }
    chips
        .iter()
        .map(|&c| amount(c, lang))
        .collect::<Vec<_>>()
        .join(match lang {
            Lang::En => ", ",
            Lang::Fr => "\u{a0}; ",
        })
}

fn name_list(names: &[String]) -> String {
    names
        .iter()
        .map(|n| format!("`{n}`"))
        .collect::<Vec<_>>()
        .join(", ")
}

fn did_you_mean(names: &[String], lang: Lang) -> String {
    match (names.first(), lang) {
        (Some(first), Lang::En) => format!("did you mean `{first}`? Allowed: {}", name_list(names)),
        (Some(first), Lang::Fr) => format!(
            "vouliez-vous dire `{first}`\u{a0}? Valeurs permises\u{a0}: {}",
            name_list(names)
        ),
        (None, Lang::En) => "nothing is allowed here".to_string(),
        (None, Lang::Fr) => "rien n'est permis ici".to_string(),
    }
}

fn hours_minutes(total: u64) -> String {
    match (total / 60, total % 60) {
        (0, m) => format!("{m} min"),
        (h, 0) => format!("{h} h"),
        (h, m) => format!("{h} h {m:02}"),
    }
}

/// French writes a decimal comma and a space before the percent sign.
fn percent(value: Percent, lang: Lang) -> String {
    match lang {
        Lang::En => value.to_string(),
        Lang::Fr => value.to_string().replace('.', ",").replace('%', "\u{a0}%"),
    }
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

    crate::word_files!(pub(super) Words = "structure_terms.ron");
}

crate::termed! {
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

crate::termed! {
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

crate::termed! {
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
    NoSuchLevel {
        what: Subject,
        level: u32,
        last: u32,
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

impl Say for Problem {
    fn say(&self, lang: Lang) -> String {
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
            | Problem::PayoutTableEmpty => crate::text::term(&terms::words(lang).problems, self),
            Problem::Syntax { message } => match lang {
                Lang::En => format!("this is not valid RON: {message}"),
                Lang::Fr => format!("ce n'est pas du RON valide\u{a0}: {message}"),
            },
            Problem::UnknownField {
                found,
                place,
                known,
            } => match lang {
                Lang::En => format!(
                    "`{found}` is not a field of {}; {}",
                    place.say(lang),
                    did_you_mean(known, lang)
                ),
                Lang::Fr => format!(
                    "`{found}` n'est pas un champ de {}\u{a0}; {}",
                    place.say(lang),
                    did_you_mean(known, lang)
                ),
            },
            Problem::UnknownVariant {
                found,
                place,
                known,
            } => match lang {
                Lang::En => format!(
                    "`{found}` is not a known {}; {}",
                    place.say(lang),
                    did_you_mean(known, lang)
                ),
                Lang::Fr => format!(
                    "`{found}` n'est pas {}\u{a0}; {}",
                    place.say(lang),
                    did_you_mean(known, lang)
                ),
            },
            Problem::MissingField { field, place } => match lang {
                Lang::En => format!("{} has no `{field}`, which is required", place.say(lang)),
                Lang::Fr => format!(
                    "il manque `{field}` dans {}\u{a0}; ce champ est obligatoire",
                    place.say(lang)
                ),
            },
            Problem::DuplicateField { field, place } => match lang {
                Lang::En => format!("`{field}` is given twice in {}; keep one", place.say(lang)),
                Lang::Fr => format!(
                    "`{field}` figure deux fois dans {}\u{a0}; n'en gardez qu'un",
                    place.say(lang)
                ),
            },
            Problem::WrongValue { expected, found } => match lang {
                Lang::En => format!("expected {expected} but found {found}"),
                Lang::Fr => format!("attendu\u{a0}: {expected}\u{a0}; trouvé\u{a0}: {found}"),
            },
            Problem::BadValue { message } => match lang {
                Lang::En => message.clone(),
                Lang::Fr => format!("valeur refusée\u{a0}: {message}"),
            },
            Problem::DuplicateChip { value } => match lang {
                Lang::En => format!(
                    "the {} chip is listed twice in `chips`; list each denomination once",
                    n(*value)
                ),
                Lang::Fr => format!(
                    "le jeton de {} figure deux fois dans `chips`\u{a0}; listez chaque dénomination une seule fois",
                    n(*value)
                ),
            },
            Problem::ZeroAmount { what } => match lang {
                Lang::En => format!("{} is 0; it must be at least one chip", what.say(lang)),
                Lang::Fr => format!("{} vaut 0\u{a0}; il faut au moins un jeton", what.say(lang)),
            },
            Problem::ZeroMinutes { what } => match lang {
                Lang::En => format!(
                    "{} is 0 minutes; it must last at least a minute",
                    what.say(lang)
                ),
                Lang::Fr => format!(
                    "{} dure 0 minute\u{a0}; il faut au moins une minute",
                    what.say(lang)
                ),
            },
            Problem::TooLong { what, minutes } => {
                let minutes = n(u64::from(*minutes));
                let most = n(u64::from(super::MAX_PERIOD_MINUTES));
                match lang {
                    Lang::En => format!(
                        "{} lasts {minutes} minutes; a level or break lasts at most {most} minutes (24 hours)",
                        what.say(lang)
                    ),
                    Lang::Fr => format!(
                        "{} dure {minutes} minutes\u{a0}; un niveau ou une pause dure au plus {most} minutes (24 heures)",
                        what.say(lang)
                    ),
                }
            }
            Problem::SmallBlindNotBelowBigBlind {
                small_blind,
                big_blind,
            } => match lang {
                Lang::En => format!(
                    "the small blind {} is not below the big blind {}; the small blind must be smaller",
                    n(*small_blind),
                    n(*big_blind)
                ),
                Lang::Fr => format!(
                    "la petite blinde ({}) n'est pas inférieure à la grosse blinde ({})\u{a0}; la petite blinde doit être plus petite",
                    n(*small_blind),
                    n(*big_blind)
                ),
            },
            Problem::BlindDecreases {
                blind,
                from,
                to,
                previous_level,
            } => match lang {
                Lang::En => format!(
                    "{} goes down from {} at level {previous_level} to {}; blinds never decrease",
                    blind.say(lang),
                    n(*from),
                    n(*to)
                ),
                Lang::Fr => format!(
                    "{} baisse de {} au niveau {previous_level} à {}\u{a0}; les blindes ne baissent jamais",
                    blind.say(lang),
                    n(*from),
                    n(*to)
                ),
            },
            Problem::AnteAboveBigBlind { ante, big_blind } => match lang {
                Lang::En => format!(
                    "the ante {} is above the big blind {}; an ante may be at most the big blind",
                    n(*ante),
                    n(*big_blind)
                ),
                Lang::Fr => format!(
                    "l'ante ({}) dépasse la grosse blinde ({})\u{a0}; une ante vaut au plus la grosse blinde",
                    n(*ante),
                    n(*big_blind)
                ),
            },
            Problem::NotPayable {
                what,
                amount,
                in_play,
            } => match lang {
                Lang::En => format!(
                    "{} {} cannot be paid with the chips in play ({}); use a multiple of the chips in play or add a denomination",
                    what.say(lang),
                    n(*amount),
                    chip_list(in_play, lang)
                ),
                Lang::Fr => format!(
                    "impossible de payer {} de {} avec les jetons en jeu ({})\u{a0}; utilisez un multiple des jetons en jeu ou ajoutez une dénomination",
                    what.say(lang),
                    n(*amount),
                    chip_list(in_play, lang)
                ),
            },
            Problem::RemovedChipNeeded {
                what,
                amount,
                chip,
                removed_after_level,
                in_play,
            } => match lang {
                Lang::En => format!(
                    "{} {} needs the {} chip, which is colored up at the break after level {removed_after_level}; color it up later, or change the amount (chips in play: {})",
                    what.say(lang),
                    n(*amount),
                    n(*chip),
                    chip_list(in_play, lang)
                ),
                Lang::Fr => format!(
                    "{} de {} demande le jeton de {}, retiré par le color-up de la pause après le niveau {removed_after_level}\u{a0}; retirez-le plus tard ou changez le montant (jetons en jeu\u{a0}: {})",
                    what.say(lang),
                    n(*amount),
                    n(*chip),
                    chip_list(in_play, lang)
                ),
            },
            Problem::ColorUpUnknownChip { value, chips } => match lang {
                Lang::En => format!(
                    "the {} chip is colored up but is not in the chip set ({}); color up only chips listed in `chips`",
                    n(*value),
                    chip_list(chips, lang)
                ),
                Lang::Fr => format!(
                    "le jeton de {} est retiré par un color-up mais ne fait pas partie de la mallette ({})\u{a0}; ne retirez que des jetons listés dans `chips`",
                    n(*value),
                    chip_list(chips, lang)
                ),
            },
            Problem::ColorUpAlreadyRemoved { value, after_level } => match lang {
                Lang::En => format!(
                    "the {} chip was already colored up at the break after level {after_level}",
                    n(*value)
                ),
                Lang::Fr => format!(
                    "le jeton de {} a déjà été retiré par le color-up de la pause après le niveau {after_level}",
                    n(*value)
                ),
            },
            Problem::BetsWithoutFixedLimit { game } => match lang {
                Lang::En => format!(
                    "`bets` sets fixed-limit bet sizes, but this level is {game}; remove it or make the level a fixed-limit game"
                ),
                Lang::Fr => format!(
                    "`bets` fixe les mises d'un jeu en limite fixe, mais ce niveau se joue en {game}\u{a0}; retirez `bets` ou passez le niveau en limite fixe"
                ),
            },
            Problem::SmallBetAboveBigBet { small_bet, big_bet } => match lang {
                Lang::En => format!(
                    "the small bet {} is above the big bet {}; the big bet (turn and river) is the larger",
                    n(*small_bet),
                    n(*big_bet)
                ),
                Lang::Fr => format!(
                    "la petite mise ({}) dépasse la grosse mise ({})\u{a0}; la grosse mise (turn et river) est la plus grande",
                    n(*small_bet),
                    n(*big_bet)
                ),
            },
            Problem::NoSuchLevel { what, level, last } => match lang {
                Lang::En => format!(
                    "{} refers to level {level}, but the structure has {last} level(s); use a level from 1 to {last}",
                    what.say(lang)
                ),
                Lang::Fr => format!(
                    "le niveau {level} indiqué pour {} n'existe pas\u{a0}: la structure compte {last} niveau(x)\u{a0}; choisissez un niveau de 1 à {last}",
                    what.say(lang)
                ),
            },
            Problem::ZeroMaximum { what } => match lang {
                Lang::En => format!(
                    "`max_per_player` of the {what} is 0; to allow none, leave the `{what}` out"
                ),
                Lang::Fr => format!(
                    "`max_per_player` de `{what}` vaut 0\u{a0}; pour n'en permettre aucun, retirez `{what}`"
                ),
            },
            Problem::ZeroSeconds { what } => match lang {
                Lang::En => format!("{what} is 0 seconds; it must be at least 1"),
                Lang::Fr => format!("{what} vaut 0 seconde\u{a0}; il faut au moins 1"),
            },
            Problem::PayoutRowEmpty { row } => match lang {
                Lang::En => {
                    format!("payout row {row} pays nobody; list the percentage of each paid place")
                }
                Lang::Fr => format!(
                    "la ligne de prix {row} ne paie personne\u{a0}; indiquez le pourcentage de chaque place payée"
                ),
            },
            Problem::PayoutRowFromZero { row } => match lang {
                Lang::En => format!(
                    "payout row {row} applies from 0 entries; `from_entries` must be at least 1"
                ),
                Lang::Fr => format!(
                    "la ligne de prix {row} s'applique dès 0 entrée\u{a0}; `from_entries` doit valoir au moins 1"
                ),
            },
            Problem::PayoutRowsOrder {
                row,
                from_entries,
                previous,
            } => match lang {
                Lang::En => format!(
                    "payout row {row} starts at {from_entries} entries, not after the previous row ({previous}); list rows by increasing `from_entries`"
                ),
                Lang::Fr => format!(
                    "la ligne de prix {row} commence à {from_entries} entrées, pas après la ligne précédente ({previous})\u{a0}; rangez les lignes par `from_entries` croissant"
                ),
            },
            Problem::PayoutSum { row, sum } => match lang {
                Lang::En => format!(
                    "payout row {row} adds up to {}; the percentages of a row must add up to 100%",
                    percent(*sum, lang)
                ),
                Lang::Fr => format!(
                    "la ligne de prix {row} totalise {}\u{a0}; les pourcentages d'une ligne doivent totaliser 100\u{a0}%",
                    percent(*sum, lang)
                ),
            },
            Problem::PayoutIncreases { row, place } => {
                let above = place.saturating_sub(1);
                match lang {
                    Lang::En => format!(
                        "payout row {row} pays place {place} more than place {above}; a place never pays more than the one above it"
                    ),
                    Lang::Fr => format!(
                        "la ligne de prix {row} paie la place {place} plus que la place {above}\u{a0}; une place ne paie jamais plus que celle du dessus"
                    ),
                }
            }
            Problem::PayoutZeroPlace { row, place } => match lang {
                Lang::En => format!("payout row {row} pays place {place} 0%; remove the place"),
                Lang::Fr => format!(
                    "la ligne de prix {row} paie 0\u{a0}% à la place {place}\u{a0}; retirez cette place"
                ),
            },
            Problem::PayoutMorePlacesThanEntries {
                row,
                places,
                from_entries,
            } => match lang {
                Lang::En => format!(
                    "payout row {row} pays {places} places from {from_entries} entries; a row cannot pay more places than it has entries"
                ),
                Lang::Fr => format!(
                    "la ligne de prix {row} paie {places} places dès {from_entries} entrées\u{a0}; une ligne ne peut pas payer plus de places qu'elle n'a d'entrées"
                ),
            },
            Problem::PaidPercentOutOfRange { percent: paid } => match lang {
                Lang::En => format!(
                    "`paid_percent` is {}; it must be above 0% and at most 100%",
                    percent(*paid, lang)
                ),
                Lang::Fr => format!(
                    "`paid_percent` vaut {}\u{a0}; il doit être au-dessus de 0\u{a0}% et au plus 100\u{a0}%",
                    percent(*paid, lang)
                ),
            },
            Problem::BigJump { from, to } => match lang {
                Lang::En => format!(
                    "the big blind more than doubles, from {} to {}; check for a typo or add a level in between",
                    n(*from),
                    n(*to)
                ),
                Lang::Fr => format!(
                    "la grosse blinde fait plus que doubler, de {} à {}\u{a0}; vérifiez qu'il n'y a pas de faute de frappe ou ajoutez un niveau intermédiaire",
                    n(*from),
                    n(*to)
                ),
            },
            Problem::RepeatedLevel { previous } => match lang {
                Lang::En => format!("same blinds and ante as level {previous}"),
                Lang::Fr => format!("mêmes blindes et même ante qu'au niveau {previous}"),
            },
            Problem::LongWithoutBreak {
                from_level,
                to_level,
                minutes,
            } => match lang {
                Lang::En => format!(
                    "levels {from_level} to {to_level} run {} without a break; players expect one about every two hours",
                    hours_minutes(*minutes)
                ),
                Lang::Fr => format!(
                    "les niveaux {from_level} à {to_level} durent {} sans pause\u{a0}; les joueurs en attendent une toutes les deux heures environ",
                    hours_minutes(*minutes)
                ),
            },
            Problem::ReEntryAfterLateRegistration { until, late } => match lang {
                Lang::En => format!(
                    "re-entries stay open until level {until}, after late registration closes (level {late}); players who bust then may re-enter but newcomers may not"
                ),
                Lang::Fr => format!(
                    "les ré-entrées restent ouvertes jusqu'au niveau {until}, après la fin des inscriptions tardives (niveau {late})\u{a0}; les joueurs éliminés entre-temps peuvent revenir, mais pas les nouveaux venus"
                ),
            },
            Problem::AddOnWithoutBreak { level } => match lang {
                Lang::En => format!(
                    "the add-on is offered at the end of level {level}, but no break follows it"
                ),
                Lang::Fr => format!(
                    "l'add-on est proposé à la fin du niveau {level}, mais aucune pause ne le suit"
                ),
            },
            Problem::ShortStartingStack { big_blinds } => match lang {
                Lang::En => format!(
                    "the starting stack is only {big_blinds} big blinds at level 1; most events start with 50 or more"
                ),
                Lang::Fr => format!(
                    "le tapis de départ ne fait que {big_blinds} grosses blindes au niveau 1\u{a0}; la plupart des tournois partent de 50 ou plus"
                ),
            },
        }
    }
}

crate::worded!(Problem);

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
            Problem::SmallBetAboveBigBet {
                small_bet: 400,
                big_bet: 200,
            },
            Problem::NoSuchLevel {
                what: Subject::LateRegistration,
                level: 12,
                last: 10,
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
        ]
    }

    /// Fails to compile when a problem is added without joining the list above; the list
    /// holds each kind once, so a kind missing from it fails the test below.
    fn _exhaustive(problem: &Problem) {
        crate::text::every_kind!(problem, Problem:
            Syntax, UnknownField, UnknownVariant, MissingField, DuplicateField, WrongValue,
            BadValue, EmptyName, NoLevels, NoChips, ZeroChip, DuplicateChip, ZeroAmount,
            ZeroMinutes, NoDuration, TooLong, SmallBlindNotBelowBigBlind, BlindDecreases,
            AnteAboveBigBlind, NotPayable, RemovedChipNeeded, ColorUpUnknownChip,
            ColorUpAlreadyRemoved, ColorUpRemovesAll, BreakFirst, BreakLast, BreaksInARow,
            BetsWithoutFixedLimit, SmallBetAboveBigBet, NoSuchLevel, ZeroMaximum, ZeroSeconds,
            PayoutTableEmpty, PayoutRowEmpty, PayoutRowFromZero, PayoutRowsOrder, PayoutSum,
            PayoutIncreases, PayoutZeroPlace, PayoutMorePlacesThanEntries,
            PaidPercentOutOfRange, BigJump, RepeatedLevel, LongWithoutBreak,
            ReEntryAfterLateRegistration, AddOnWithoutBreak, ShortStartingStack);
    }

    #[test]
    fn every_problem_is_worded_in_french() {
        let problems = every_problem();
        let kinds: std::collections::BTreeSet<_> = problems.iter().map(Problem::code).collect();
        assert_eq!(kinds.len(), 47, "each kind of problem once");
        for problem in problems {
            crate::text::assert_worded_in_both(&problem);
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
