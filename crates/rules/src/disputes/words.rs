//! The catalogue's words, kept as data in `assets/words/<language>/disputes.ron`: each case's
//! title, the name a refusal gives it, the words a TD may search it by and the questions asked
//! for its facts, the labels of the
//! answers, and the headlines of card remedies and re-deal answers. The code keeps only keys, so
//! a translator edits one file per language.
//!
//! A key the file lacks reads as the key itself: a slip shows on screen instead of stopping
//! the app in the middle of a ruling, and the catalogue's test finds it first.

use riffle_text::{Lang, Text};
use serde::Deserialize;
use std::collections::BTreeMap;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Words {
    /// Each case by its key.
    cases: BTreeMap<String, CaseWords>,
    /// Questions for facts several cases ask the same way, by fact name; a case's own question
    /// for a fact of the same name comes first.
    shared_facts: BTreeMap<String, String>,
    /// The labels of each closed set of alternatives, by set, then by variant.
    alternatives: BTreeMap<String, BTreeMap<String, String>>,
    /// The labels of record fields, by field name.
    fields: BTreeMap<String, String>,
    /// What the TD announces for each card remedy, by its name as serde writes it.
    pub(super) card_remedies: BTreeMap<String, String>,
    /// What the TD announces for each answer about a re-deal.
    pub(super) redeal_answers: BTreeMap<String, String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct CaseWords {
    /// What the rulings panel lists.
    title: String,
    /// How a refusal names the case, in the middle of a sentence.
    name: String,
    /// Other words a TD may type to find the case.
    keywords: String,
    /// The question for each fact, by fact name.
    facts: BTreeMap<String, String>,
}

riffle_text::word_files!(Words = "disputes.ron");

/// The words for a unit variant in both languages, from the table `pick` chooses, keyed by the
/// variant's name as serde writes it.
pub(super) fn variant_text(
    value: &impl serde::Serialize,
    pick: fn(&'static Words) -> &'static BTreeMap<String, String>,
) -> Text {
    let key = crate::variant_key(value);
    let get = |lang| pick(words(lang)).get(&key).cloned().unwrap_or(key.clone());
    Text::new(get(Lang::En), get(Lang::Fr))
}

pub(super) fn title(lang: Lang, case: &'static str) -> &'static str {
    find_title(lang, case).unwrap_or(case)
}

pub(super) fn name(lang: Lang, case: &'static str) -> &'static str {
    find_name(lang, case).unwrap_or(case)
}

pub(super) fn keywords(lang: Lang, case: &'static str) -> &'static str {
    words(lang)
        .cases
        .get(case)
        .map_or("", |c| c.keywords.as_str())
}

pub(super) fn question(lang: Lang, case: &'static str, fact: &'static str) -> &'static str {
    find_question(lang, case, fact).unwrap_or(fact)
}

pub(super) fn alternative(lang: Lang, set: &'static str, variant: &'static str) -> &'static str {
    find_alternative(lang, set, variant).unwrap_or(variant)
}

pub(super) fn field(lang: Lang, name: &'static str) -> &'static str {
    find_field(lang, name).unwrap_or(name)
}

pub(super) fn find_title(lang: Lang, case: &str) -> Option<&'static str> {
    words(lang).cases.get(case).map(|c| c.title.as_str())
}

pub(super) fn find_name(lang: Lang, case: &str) -> Option<&'static str> {
    words(lang).cases.get(case).map(|c| c.name.as_str())
}

pub(super) fn find_question(lang: Lang, case: &str, fact: &str) -> Option<&'static str> {
    let w = words(lang);
    let own = w.cases.get(case).and_then(|c| c.facts.get(fact));
    own.or_else(|| w.shared_facts.get(fact)).map(String::as_str)
}

pub(super) fn find_alternative(lang: Lang, set: &str, variant: &str) -> Option<&'static str> {
    let found = words(lang).alternatives.get(set)?.get(variant);
    found.map(String::as_str)
}

pub(super) fn find_field(lang: Lang, name: &str) -> Option<&'static str> {
    words(lang).fields.get(name).map(String::as_str)
}

/// Every question the file holds: by case, then the shared ones (no case).
#[cfg(test)]
pub(super) fn every_question(lang: Lang) -> Vec<(Option<&'static str>, &'static str)> {
    let w = words(lang);
    let own = w.cases.iter().flat_map(|(case, c)| {
        c.facts
            .keys()
            .map(move |fact| (Some(case.as_str()), fact.as_str()))
    });
    let shared = w.shared_facts.keys().map(|fact| (None, fact.as_str()));
    own.chain(shared).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_missing_key_reads_as_the_key() {
        assert_eq!(title(Lang::Fr, "no_such_case"), "no_such_case");
        assert_eq!(question(Lang::En, "no_such_case", "seat"), "seat");
        assert_eq!(alternative(Lang::En, "limit", "Spread"), "Spread");
        assert_eq!(field(Lang::Fr, "no_such_field"), "no_such_field");
    }

    #[test]
    fn a_question_is_the_case_own_or_else_the_shared_one() {
        assert_ne!(
            question(Lang::En, "premature_card", "street"),
            question(Lang::En, "street_without_burn", "street")
        );
        assert_eq!(
            question(Lang::En, "button_and_blinds", "seated"),
            "which seats are taken now?"
        );
        assert_eq!(
            question(Lang::Fr, "insufficient_bet", "spot.players_in_hand"),
            "combien de joueurs sont encore dans le coup\u{a0}?"
        );
    }

    /// Each card remedy and re-deal answer the TD announces has its words in both files.
    #[test]
    fn every_remedy_and_redeal_answer_has_its_words() {
        use crate::disputes::{CardRemedy, RedealAnswer};
        for lang in [Lang::En, Lang::Fr] {
            crate::test_words::assert_every_variant_has_words::<CardRemedy>(
                &words(lang).card_remedies,
            );
            crate::test_words::assert_every_variant_has_words::<RedealAnswer>(
                &words(lang).redeal_answers,
            );
        }
    }
}
