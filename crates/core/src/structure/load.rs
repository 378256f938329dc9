//! From text to a checked structure: RON parsing with positions, then validation. A file with
//! any error is refused whole; nothing of it is kept.

use super::diagnostic::{Choice, Diagnostic, Location, PeriodRef, Place, Problem, Severity};
use super::source_map::{Seg, SourceMap};
use super::{Structure, validate};
use riffle_text::fill;
use riffle_text::{Lang, Say};
use ron::extensions::Extensions;

/// A structure that passed every check, with what deserves a second look.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Loaded {
    pub structure: Structure,
    pub warnings: Vec<Diagnostic>,
}

/// Why a file was refused: its errors (at least one), and the warnings found on the way.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rejected {
    pub file: String,
    pub errors: Vec<Diagnostic>,
    pub warnings: Vec<Diagnostic>,
}

impl Say for Rejected {
    fn say(&self, lang: Lang) -> String {
        let file = &self.file;
        let first = match self.errors.as_slice() {
            [] => fill!(words(lang), "NotAStructure"),
            [only] => only.say(lang),
            [first, rest @ ..] => fill!(
                words(lang),
                "AndMore",
                first = first.say(lang),
                more = rest.len()
            ),
        };
        fill!(words(lang), "Say", file, first)
    }
}

riffle_text::worded!(Rejected);

/// The RON dialect of structure files: `Some(...)` may be left out around optional values, and
/// `Level(...)` holds the level's fields directly.
pub(crate) fn ron_options() -> ron::Options {
    ron::Options::default()
        .with_default_extension(Extensions::IMPLICIT_SOME | Extensions::UNWRAP_VARIANT_NEWTYPES)
}

/// Parses and checks a structure. `file` names the source in every message.
pub fn load(text: &str, file: &str) -> Result<Loaded, Rejected> {
    let map = SourceMap::scan(text);
    let structure: Structure = match ron_options().from_str(text) {
        Ok(structure) => structure,
        Err(error) => {
            return Err(Rejected {
                file: file.to_string(),
                errors: vec![format_error(&error, text, &map, file)],
                warnings: Vec::new(),
            });
        }
    };
    let mut found = validate::validate(&structure, &map, file);
    // In file order; findings with no position last.
    found.sort_by_key(|d| (d.location.is_none(), d.location));
    let (errors, warnings): (Vec<_>, Vec<_>) = found
        .into_iter()
        .partition(|d| d.severity() == Severity::Error);
    if errors.is_empty() {
        Ok(Loaded {
            structure,
            warnings,
        })
    } else {
        Err(Rejected {
            file: file.to_string(),
            errors,
            warnings,
        })
    }
}

const ENDS_EARLY: &str = "the file ends too early; a `(`, `[` or string is not closed";

fn format_error(
    error: &ron::error::SpannedError,
    text: &str,
    map: &SourceMap,
    file: &str,
) -> Diagnostic {
    use ron::Error as E;
    let start = Location {
        line: error.span.start.line,
        column: error.span.start.col,
    };
    let end = Location {
        line: error.span.end.line,
        column: error.span.end.col,
    };
    // ron's span may start on the blanks before the offending value.
    let location = first_visible(text, start, end);
    let at_end = end >= end_of_content(text);
    let problem = match &error.code {
        E::NoSuchStructField {
            expected,
            found,
            outer,
        } => Problem::UnknownField {
            found: found.clone(),
            place: place(outer.as_deref()),
            known: closest_first(found, expected),
        },
        E::NoSuchEnumVariant {
            expected,
            found,
            outer,
        } => Problem::UnknownVariant {
            found: found.clone(),
            place: choice(outer.as_deref()),
            known: closest_first(found, expected),
        },
        E::MissingStructField { field, outer } => Problem::MissingField {
            field: (*field).to_string(),
            place: place(outer.as_deref()),
        },
        E::DuplicateStructField { field, outer } => Problem::DuplicateField {
            field: (*field).to_string(),
            place: place(outer.as_deref()),
        },
        E::InvalidValueForType { expected, found } => {
            zero_where_nonzero(map, location, expected, found).unwrap_or(Problem::WrongValue {
                expected: plain_type(expected),
                found: found.clone(),
            })
        }
        E::ExpectedDifferentLength { expected, found } => Problem::WrongValue {
            expected: plain_type(expected),
            found: format!("{found} element(s)"),
        },
        E::Message(message) => Problem::BadValue {
            message: message.clone(),
        },
        E::IntegerOutOfBounds => Problem::BadValue {
            message: "this number is out of range here: amounts and minutes are whole numbers, \
                      never negative"
                .to_string(),
        },
        E::Eof => Problem::Syntax {
            message: ENDS_EARLY.to_string(),
        },
        E::ExpectedComma => Problem::Syntax {
            message: "expected a comma between two entries".to_string(),
        },
        E::ExceededRecursionLimit => Problem::Syntax {
            message: "the file nests too deeply".to_string(),
        },
        other => Problem::Syntax {
            message: lower_first(&other.to_string()),
        },
    };
    // Whatever ron expected, at the very end it means something was left open.
    let problem = match problem {
        Problem::Syntax { .. } if at_end => Problem::Syntax {
            message: ENDS_EARLY.to_string(),
        },
        problem => problem,
    };
    Diagnostic {
        file: file.to_string(),
        location: Some(location),
        period: period_at(map, location),
        problem,
    }
}

/// The level or break of the `levels` list that holds `location`.
fn period_at(map: &SourceMap, location: Location) -> Option<PeriodRef> {
    let list = [Seg::field("levels")];
    let (index, node) = map.element_at(&list, location)?;
    let levels_up_to = (0..=index)
        .filter(|&i| {
            let path = [Seg::field("levels"), Seg::Index(i)];
            map.node(&path).and_then(|n| n.name.as_deref()) != Some("Break")
        })
        .count();
    let levels_up_to = u32::try_from(levels_up_to).unwrap_or(u32::MAX);
    match node.name.as_deref() {
        Some("Break") if levels_up_to > 0 => Some(PeriodRef::Break {
            after_level: levels_up_to,
        }),
        Some("Level") => Some(PeriodRef::Level(levels_up_to)),
        _ => None,
    }
}

/// The first character at or after `start`, and before `end`, that is not blank.
pub(crate) fn first_visible(text: &str, start: Location, end: Location) -> Location {
    let mut here = Location { line: 1, column: 1 };
    let mut found = start;
    for c in text.chars() {
        if here >= end {
            break;
        }
        if here >= start {
            if !c.is_whitespace() {
                return here;
            }
            found = end;
        }
        if c == '\n' {
            here.line += 1;
            here.column = 1;
        } else {
            here.column += 1;
        }
    }
    found.min(end).max(start)
}

/// Just after the last character that is not blank.
pub(crate) fn end_of_content(text: &str) -> Location {
    let content = text.trim_end();
    Location {
        line: 1 + content.matches('\n').count(),
        column: 1 + content.chars().rev().take_while(|&c| c != '\n').count(),
    }
}

/// How an organiser names the part of the file a struct comes from.
fn place(type_name: Option<&str>) -> Place {
    match type_name {
        Some("Structure") => Place::Structure,
        Some("Level") => Place::Level,
        Some("Break") => Place::Break,
        Some("Chip") => Place::Chip,
        Some("LimitBets") => Place::Bets,
        Some("ReEntry") => Place::ReEntry,
        Some("Rebuy") => Place::Rebuy,
        Some("AddOn") => Place::AddOn,
        Some("ClockOptions") => Place::Clock,
        Some("PayoutRow") => Place::PayoutRow,
        Some("PayoutCurve") => Place::PayoutCurve,
        _ => Place::Entry,
    }
}

fn choice(type_name: Option<&str>) -> Choice {
    match type_name {
        Some("Game") => Choice::Game,
        Some("Ante") => Choice::Ante,
        Some("Entry") => Choice::Entry,
        Some("PayoutRule") => Choice::PayoutRule,
        Some("CurveShape") => Choice::CurveShape,
        Some("HouseRulesPreset") => Choice::HouseRulesPreset,
        _ => Choice::Value,
    }
}

/// A 0 where the format wants a nonzero number, told by what the number is for: a rounding
/// unit, a seat's value or a place of 0 reads as a type error otherwise.
fn zero_where_nonzero(
    map: &SourceMap,
    location: Location,
    expected: &str,
    found: &str,
) -> Option<Problem> {
    if !expected.contains("nonzero") || !found.ends_with("`0`") {
        return None;
    }
    [
        ("payout_rounding", "unit", Problem::ZeroRoundingUnit),
        ("satellite", "seat_value", Problem::ZeroSeatValue),
        (
            "payout_rounding",
            "remainder_to_place",
            Problem::ZeroRemainderPlace,
        ),
    ]
    .into_iter()
    .find(|(part, field, _)| {
        map.node(&[Seg::field(part), Seg::field(field)])
            .is_some_and(|node| {
                node.start <= location && node.end.is_none_or(|end| location <= end)
            })
    })
    .map(|(_, _, problem)| problem)
}

fn plain_type(expected: &str) -> String {
    match expected {
        "u64" | "u32" | "usize" => "a whole number (no sign, no decimals)".to_string(),
        "a string" => "text in double quotes".to_string(),
        other => other.to_string(),
    }
}

pub(crate) fn lower_first(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_lowercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// The allowed names, the closest to what was written first (edit distance, ignoring case);
/// ties keep the order of the format.
pub(crate) fn closest_first(found: &str, known: &[&str]) -> Vec<String> {
    let found = found.to_lowercase();
    let mut ranked: Vec<(usize, &str)> = known
        .iter()
        .map(|name| (edit_distance(&found, &name.to_lowercase()), *name))
        .collect();
    ranked.sort_by_key(|(distance, _)| *distance);
    ranked
        .into_iter()
        .map(|(_, name)| name.to_string())
        .collect()
}

/// Levenshtein distance in characters.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let above = row[j + 1];
            row[j + 1] = (above + 1)
                .min(row[j] + 1)
                .min(diagonal + usize::from(ca != cb));
            diagonal = above;
        }
    }
    row[b.len()]
}

riffle_text::sentence_file!(fn words = "structure_files.ron");

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edit_distance_counts_single_character_edits() {
        assert_eq!(edit_distance("small_blnd", "small_blind"), 1);
        assert_eq!(edit_distance("", "abc"), 3);
        assert_eq!(edit_distance("kitten", "sitting"), 3);
    }

    #[test]
    fn suggestions_put_the_closest_name_first() {
        let known = ["small_blind", "big_blind", "ante", "minutes"];
        let ranked = closest_first("big_blnd", &known);
        assert_eq!(ranked[0], "big_blind");
        assert_eq!(ranked.len(), 4);
    }

    const ANTE_ABOVE_BIG_BLIND: &str = "(
    name: \"Dimanche\",
    starting_stack: 20000,
    chips: [(value: 100), (value: 500)],
    level_minutes: 20,
    levels: [Level(small_blind: 100, big_blind: 200, ante: BigBlind(1500))],
    buy_in: 50,
    fee: 5,
    payouts: Table([(from_entries: 2, percent: [100])]),
)";

    #[test]
    fn a_refused_file_is_worded_in_french_with_its_line_and_column() {
        let rejected = load(ANTE_ABOVE_BIG_BLIND, "dimanche.ron").unwrap_err();
        assert_eq!(
            rejected.to_string(),
            "dimanche.ron was refused: dimanche.ron:6:54: error: level 1: the ante 1,500 is above \
             the big blind 200; an ante may be at most the big blind"
        );
        assert_eq!(
            rejected.say(Lang::Fr),
            "dimanche.ron a été refusé\u{a0}: dimanche.ron, ligne 6, colonne 54\u{a0}: \
             erreur\u{a0}: niveau 1\u{a0}: l'ante (1\u{202f}500) dépasse la grosse blinde \
             (200)\u{a0}; une ante vaut au plus la grosse blinde"
        );
    }

    #[test]
    fn a_file_with_several_errors_says_how_many_more_in_french() {
        let text = ANTE_ABOVE_BIG_BLIND.replace("name: \"Dimanche\"", "name: \"\"");
        let rejected = load(&text, "dimanche.ron").unwrap_err();
        assert_eq!(rejected.errors.len(), 2);
        assert!(rejected.to_string().ends_with("(and 1 more)"), "{rejected}");
        let french = rejected.say(Lang::Fr);
        assert!(
            french.starts_with("dimanche.ron a été refusé\u{a0}: "),
            "{french}"
        );
        assert!(french.ends_with("(et 1 de plus)"), "{french}");
    }
}
