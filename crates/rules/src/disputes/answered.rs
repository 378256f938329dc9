//! A given or assumed answer in the reader's words: one home for the wizard's list of answers,
//! the recorded ruling's assumptions in the window and the rulings export, so a fact reads the
//! same wherever a TD meets it.

use super::{AssumedAnswer, Case, FactKind, Holds};
use chrono::{DateTime, TimeZone, Utc};
use riffle_core::house::HouseRules;
use riffle_text::{Lang, fill, group_digits};
use serde_json::Value;

riffle_text::sentence_file!(fn words = "dispute_answers.ron");

/// An answer of kind `kind` in words: yes or no, chips grouped, a choice by its label, a time
/// of day in `zone` (the TD's clock).
pub fn describe<Z: TimeZone>(kind: &FactKind, value: &Value, lang: Lang, zone: &Z) -> String
where
    Z::Offset: std::fmt::Display,
{
    let w = words(lang);
    match kind {
        FactKind::YesNo => match value.as_bool() {
            Some(true) => w.text("Yes").to_string(),
            Some(false) => w.text("No").to_string(),
            None => value.to_string(),
        },
        FactKind::Count | FactKind::Seconds => value
            .as_u64()
            .map_or_else(|| value.to_string(), |n| n.to_string()),
        FactKind::Chips => value
            .as_u64()
            .map_or_else(|| value.to_string(), |n| group_digits(n, lang)),
        FactKind::Seat => value
            .as_u64()
            .map_or_else(|| value.to_string(), |n| fill!(w, "Seat", n)),
        FactKind::Table => value
            .as_u64()
            .map_or_else(|| value.to_string(), |n| fill!(w, "Table", n)),
        FactKind::Time => serde_json::from_value::<DateTime<Utc>>(value.clone()).map_or_else(
            |_| value.to_string(),
            |at| at.with_timezone(zone).format("%H:%M:%S").to_string(),
        ),
        FactKind::OneOf(_) => match kind.alternative_of(value) {
            Some((alternative, inner)) => {
                let name = alternative.label(lang).to_string();
                let carried = match alternative.holds {
                    Holds::Nothing => return name,
                    Holds::Value(kind) => describe(kind, inner, lang, zone),
                    Holds::Fields(fields) => describe(&FactKind::Record(fields), inner, lang, zone),
                };
                fill!(w, "Carried", name, carried)
            }
            None => value.to_string(),
        },
        FactKind::Record(fields) => {
            let parts: Vec<String> = fields
                .iter()
                .map(|f| {
                    let v = value.get(f.name).unwrap_or(&Value::Null);
                    match f.kind {
                        // A ticked box reads as its label, an unticked one not at all.
                        FactKind::YesNo => {
                            if v.as_bool() == Some(true) {
                                f.label(lang).to_string()
                            } else {
                                String::new()
                            }
                        }
                        _ => format!("{} {}", f.label(lang), describe(&f.kind, v, lang, zone)),
                    }
                })
                .filter(|part| !part.is_empty())
                .collect();
            parts.join(", ")
        }
        FactKind::ListOf(item) => match value.as_array() {
            Some(items) if items.is_empty() => w.text("None").to_string(),
            Some(items) => {
                let parts: Vec<String> = items
                    .iter()
                    .map(|v| describe(item, v, lang, zone))
                    .collect();
                let separator = if matches!(item, FactKind::Record(_)) {
                    "; "
                } else {
                    ", "
                };
                parts.join(separator)
            }
            None => value.to_string(),
        },
        FactKind::Optional(inner) => {
            if value.is_null() {
                w.text("None").to_string()
            } else {
                describe(inner, value, lang, zone)
            }
        }
    }
}

/// An answer a recorded ruling assumed, in words: the question its case asks for the fact,
/// capitalised as a list line starts, and the answer taken. A fact the case no longer asks (a journal older than the catalogue) reads
/// as its name and its plain value.
pub fn assumed_in_words<Z: TimeZone>(
    case: &Case,
    answer: &AssumedAnswer,
    house: &HouseRules,
    lang: Lang,
    zone: &Z,
) -> (String, String)
where
    Z::Offset: std::fmt::Display,
{
    let asked = case
        .name()
        .question_named(&answer.fact, lang)
        .unwrap_or(&answer.fact);
    let mut chars = asked.chars();
    let question = chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    });
    let value = match case.fact_named(&answer.fact, house) {
        Some(fact) => describe(&fact.kind, &answer.value, lang, zone),
        None => match &answer.value {
            Value::Bool(yes) => describe(&FactKind::YesNo, &Value::Bool(*yes), lang, zone),
            Value::Number(n) => n
                .as_u64()
                .map_or_else(|| n.to_string(), |n| group_digits(n, lang)),
            Value::String(s) => s.clone(),
            other => other.to_string(),
        },
    };
    (question, value)
}
