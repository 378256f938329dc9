//! The rulebook: every rule the app cites (TDA 2024 rules 1-71 and their lettered parts, the
//! Recommended Procedures that apply, illustrated examples of the addendum, and the sections of
//! the French tournament rules of seed 004), each with our own summary in English and French.
//!
//! The shipped rulebook is `assets/rulebook.ron`, compiled in. A house may extend it (its entries
//! replace shipped ones with the same id) or replace it with its own file.

use riffle_core::house::{ParseError, RuleRef, parse_ron};
use riffle_text::{Lang, Say, Text, fold};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::sync::OnceLock;

/// Where a rule comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Source {
    /// Poker TDA Rules 2024, rules 1-71.
    Tda2024,
    /// TDA 2024 Recommended Procedures (RP-n).
    TdaProcedure,
    /// TDA 2024 Illustration Addendum: worked examples of a rule.
    TdaAddendum,
    /// The French international tournament rules (seed 004).
    Seed004,
    /// A rule the house added in its own rulebook file.
    House,
}

/// One rule: its id, its number as players quote it, and our own title and summary.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RuleEntry {
    pub id: String,
    pub number: String,
    pub source: Source,
    pub title: Text,
    pub summary: Text,
}

/// Why a rulebook file was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RulebookError {
    Parse(ParseError),
    DuplicateId { id: String },
    BadId { id: String },
    Empty { id: String, field: RuleField },
    NoRule,
}

/// The parts every rule in the rulebook must fill in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RuleField {
    Number,
    EnglishTitle,
    FrenchTitle,
    EnglishSummary,
    FrenchSummary,
}

impl RuleField {
    fn name(self, lang: Lang) -> String {
        let key = super::variant_key(&self);
        word_files::words(lang)
            .fields
            .get(&key)
            .cloned()
            .unwrap_or(key)
    }
}

/// The rulebook's own words, apart from [`words`] (a rule's search terms).
mod word_files {
    use riffle_text::Template;
    use serde::Deserialize;
    use std::collections::BTreeMap;

    /// The rulebook's words, read from `assets/words/<language>/rulebook.ron`.
    #[derive(Debug, Deserialize)]
    #[serde(deny_unknown_fields)]
    pub(super) struct Words {
        /// How a citation names each source, by its name as serde writes it.
        pub sources: BTreeMap<String, String>,
        /// The parts of a rule, by their names as serde writes them.
        pub fields: BTreeMap<String, String>,
        pub refusals: Refusals,
    }

    /// Why a rulebook file is refused, one sentence per [`RulebookError`](super::RulebookError).
    #[derive(Debug, Deserialize)]
    #[serde(deny_unknown_fields)]
    pub(super) struct Refusals {
        pub parse: Template,
        pub duplicate_id: Template,
        pub bad_id: Template,
        pub empty: Template,
        pub no_rule: Template,
    }

    riffle_text::word_files!(pub(super) Words = "rulebook.ron");
}

riffle_text::wraps!(RulebookError: Parse(ParseError));

impl Say for RulebookError {
    fn say(&self, lang: Lang) -> String {
        let w = &word_files::words(lang).refusals;
        match self {
            RulebookError::Parse(error) => riffle_text::fill!(w.parse, place = error.say(lang)),
            RulebookError::DuplicateId { id } => riffle_text::fill!(w.duplicate_id, id),
            RulebookError::BadId { id } => riffle_text::fill!(w.bad_id, id),
            RulebookError::Empty { id, field } => {
                riffle_text::fill!(w.empty, id, field = field.name(lang))
            }
            RulebookError::NoRule => riffle_text::fill!(w.no_rule),
        }
    }
}
riffle_text::worded!(RulebookError);

/// A search result, best first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchHit<'a> {
    pub entry: &'a RuleEntry,
    pub score: u32,
}

/// The rules the app cites, looked up by id or number and searched by words.
#[derive(Clone, Debug)]
pub struct Rulebook {
    entries: Vec<RuleEntry>,
    by_id: HashMap<String, usize>,
    words: Vec<EntryWords>,
}

/// The folded words of an entry, computed once so searching while typing stays instant.
#[derive(Clone, Debug)]
struct EntryWords {
    title: Vec<String>,
    summary: Vec<String>,
}

const BUILTIN_RULEBOOK: &str = include_str!("../../../assets/rulebook.ron");

impl Rulebook {
    /// The shipped rulebook. The file is compiled in and the `rulebook` tests prove it loads, so
    /// a failure here is a build defect and stops the app at once.
    pub fn builtin() -> &'static Rulebook {
        static BUILTIN: OnceLock<Rulebook> = OnceLock::new();
        BUILTIN.get_or_init(|| {
            Rulebook::parse(BUILTIN_RULEBOOK)
                .unwrap_or_else(|error| panic!("assets/rulebook.ron is broken: {error}"))
        })
    }

    /// Reads a whole rulebook: a RON list of rules. A house uses this to replace the shipped
    /// rulebook with its own.
    pub fn parse(text: &str) -> Result<Rulebook, RulebookError> {
        let entries = read_entries(text)?;
        Ok(Rulebook::from_entries(entries))
    }

    /// This rulebook plus a house's file: an entry with an existing id replaces it in place,
    /// a new id is added at the end.
    pub fn extended(&self, text: &str) -> Result<Rulebook, RulebookError> {
        let mut entries = self.entries.clone();
        for entry in read_entries(text)? {
            match self.by_id.get(&entry.id.to_ascii_uppercase()) {
                Some(&at) => entries[at] = entry,
                None => entries.push(entry),
            }
        }
        Ok(Rulebook::from_entries(entries))
    }

    fn from_entries(entries: Vec<RuleEntry>) -> Rulebook {
        let by_id = entries
            .iter()
            .enumerate()
            .map(|(at, entry)| (entry.id.to_ascii_uppercase(), at))
            .collect();
        let words = entries
            .iter()
            .map(|entry| EntryWords {
                title: words(&format!("{} {}", entry.title.en, entry.title.fr)),
                summary: words(&format!("{} {}", entry.summary.en, entry.summary.fr)),
            })
            .collect();
        Rulebook {
            entries,
            by_id,
            words,
        }
    }

    pub fn entries(&self) -> &[RuleEntry] {
        &self.entries
    }

    /// A rule by id or by the number players quote: "47", "47A", "47-A", "rule 47a",
    /// "TDA 47A", "RP-9", "rp 8a", "S004-misdeal".
    pub fn get(&self, query: &str) -> Option<&RuleEntry> {
        let at = canonical_ids(query)
            .iter()
            .find_map(|id| self.by_id.get(id))?;
        Some(&self.entries[*at])
    }

    /// The entry a ruling cites.
    pub fn find(&self, rule: &RuleRef) -> Option<&RuleEntry> {
        self.by_id
            .get(&rule.id().to_ascii_uppercase())
            .map(|&at| &self.entries[at])
    }

    /// The lettered parts of a rule ("TDA-47" → 47A, 47B), for a panel that shows a rule whole.
    pub fn parts(&self, id: &str) -> Vec<&RuleEntry> {
        let Some(parent) = self.get(id) else {
            return Vec::new();
        };
        let prefix = parent.id.to_ascii_uppercase();
        self.entries
            .iter()
            .filter(|entry| {
                let id = entry.id.to_ascii_uppercase();
                id.len() == prefix.len() + 1
                    && id.starts_with(&prefix)
                    && id.ends_with(|c: char| c.is_ascii_uppercase())
            })
            .collect()
    }

    /// Rules matching the words of a query, in English or French, ignoring case and accents;
    /// a rule number or id in the query ranks that rule first. Best matches first: the rules
    /// matching the most query words, then the highest score (title words weigh more), then the
    /// shortest title (the most specific rule), then rulebook order.
    pub fn search(&self, query: &str) -> Vec<SearchHit<'_>> {
        let terms: Vec<String> = words(query)
            .into_iter()
            .filter(|word| !STOP_WORDS.contains(&word.as_str()))
            .collect();
        let exact = self.get(query).map(|entry| entry.id.as_str());
        let mut hits: Vec<(usize, u32, usize, usize)> = Vec::new();
        for (at, (entry, indexed)) in self.entries.iter().zip(&self.words).enumerate() {
            let mut matched = 0;
            let mut score = 0;
            for term in &terms {
                let gained = word_score(term, &indexed.title) * 3
                    + word_score(term, &indexed.summary)
                    + id_score(term, entry);
                if gained > 0 {
                    matched += 1;
                    score += gained;
                }
            }
            if exact == Some(entry.id.as_str()) {
                matched = usize::MAX;
            }
            if matched > 0 {
                hits.push((matched, score, indexed.title.len(), at));
            }
        }
        hits.sort_by(|a, b| {
            (b.0.cmp(&a.0))
                .then(b.1.cmp(&a.1))
                .then(a.2.cmp(&b.2))
                .then(a.3.cmp(&b.3))
        });
        hits.into_iter()
            .map(|(_, score, _, at)| SearchHit {
                entry: &self.entries[at],
                score,
            })
            .collect()
    }
}

impl RuleEntry {
    /// "TDA 2024 rule 47A: Re-opening the bet", as the rulings panel heads a citation.
    pub fn heading(&self, lang: Lang) -> String {
        let colon = if lang == Lang::Fr { "\u{a0}:" } else { ":" };
        format!("{}{colon} {}", self.citation(lang), self.title.get(lang))
    }

    /// "TDA 2024 rule 47A": the rule's number as its rulebook writes it, never the id the
    /// program files it under ("TDA-47A"), for lists where a title would not fit.
    pub fn citation(&self, lang: Lang) -> String {
        let key = super::variant_key(&self.source);
        let source = word_files::words(lang).sources.get(&key).unwrap_or(&key);
        format!("{source} {}", self.number)
    }
}

fn read_entries(text: &str) -> Result<Vec<RuleEntry>, RulebookError> {
    let entries: Vec<RuleEntry> = parse_ron(text)?;
    if entries.is_empty() {
        return Err(RulebookError::NoRule);
    }
    let mut seen = HashMap::new();
    for entry in &entries {
        let usable = !entry.id.is_empty()
            && entry
                .id
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-');
        if !usable {
            return Err(RulebookError::BadId {
                id: entry.id.clone(),
            });
        }
        let fields = [
            (RuleField::Number, &entry.number),
            (RuleField::EnglishTitle, &entry.title.en),
            (RuleField::FrenchTitle, &entry.title.fr),
            (RuleField::EnglishSummary, &entry.summary.en),
            (RuleField::FrenchSummary, &entry.summary.fr),
        ];
        if let Some((field, _)) = fields.iter().find(|(_, value)| value.trim().is_empty()) {
            return Err(RulebookError::Empty {
                id: entry.id.clone(),
                field: *field,
            });
        }
        if seen.insert(entry.id.to_ascii_uppercase(), ()).is_some() {
            return Err(RulebookError::DuplicateId {
                id: entry.id.clone(),
            });
        }
    }
    Ok(entries)
}

/// The ids a query may mean, most literal first.
fn canonical_ids(query: &str) -> Vec<String> {
    let upper: String = query
        .trim()
        .to_uppercase()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join("-");
    let mut ids = vec![upper.clone()];
    let compact: String = upper.chars().filter(|c| *c != '-' && *c != '§').collect();
    let compact = compact
        .strip_prefix("RULE")
        .or_else(|| compact.strip_prefix("REGLE"))
        .or_else(|| compact.strip_prefix("RÈGLE"))
        .unwrap_or(&compact);
    let (family, rest) = if let Some(rest) = compact.strip_prefix("RP") {
        ("RP", rest)
    } else if let Some(rest) = compact.strip_prefix("ADD") {
        ("ADD", rest)
    } else {
        ("TDA", compact.strip_prefix("TDA").unwrap_or(compact))
    };
    let digits = rest.trim_end_matches(|c: char| c.is_ascii_alphabetic());
    let letters = &rest[digits.len()..];
    if !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit()) && letters.len() <= 1 {
        ids.push(format!("{family}-{digits}{letters}"));
    }
    ids
}

/// Words as the search compares them: lowercase, accents removed, a final plural "s" dropped
/// ("Cartes brûlées" and "carte brulee" meet).
fn words(text: &str) -> Vec<String> {
    fold(text)
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|word| !word.is_empty())
        .map(|word| {
            let singular = word.len() >= 4 && word.ends_with('s') && !word.ends_with("ss");
            let word = if singular {
                &word[..word.len() - 1]
            } else {
                word
            };
            word.to_string()
        })
        .collect()
}

/// 2 for a whole-word match, 1 for a word starting with the term (terms of 3 letters or more).
fn word_score(term: &str, words: &[String]) -> u32 {
    if words.iter().any(|word| word == term) {
        2
    } else if term.len() >= 3 && words.iter().any(|word| word.starts_with(term)) {
        1
    } else {
        0
    }
}

/// A term that is the rule's number ("47", "47a", "rp9") scores above any word.
fn id_score(term: &str, entry: &RuleEntry) -> u32 {
    let number = fold(&entry.number).replace([' ', '-'], "");
    if number == term { 10 } else { 0 }
}

const STOP_WORDS: &[&str] = &[
    "a", "an", "the", "of", "to", "in", "on", "is", "and", "or", "for", "by", "at", "it", "le",
    "la", "les", "un", "une", "de", "du", "des", "et", "ou", "en", "au", "aux", "est", "sur",
    "par", "pour", "que", "qui", "l", "d",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn queries_are_read_as_the_ids_players_mean() {
        assert!(canonical_ids("47").contains(&"TDA-47".to_string()));
        assert!(canonical_ids("47-a").contains(&"TDA-47A".to_string()));
        assert!(canonical_ids("Rule 47A").contains(&"TDA-47A".to_string()));
        assert!(canonical_ids("TDA 35 C").contains(&"TDA-35C".to_string()));
        assert!(canonical_ids("rp 8a").contains(&"RP-8A".to_string()));
        assert!(canonical_ids("RP-9").contains(&"RP-9".to_string()));
        assert!(canonical_ids("§47").contains(&"TDA-47".to_string()));
        assert_eq!(canonical_ids("s004 misdeal"), ["S004-MISDEAL"]);
    }

    #[test]
    fn words_ignore_case_accents_and_plurals() {
        assert_eq!(
            words("Cartes BRÛLÉES, œuvre"),
            ["carte", "brulee", "oeuvre"]
        );
        assert_eq!(words("pass"), ["pass"]);
    }

    fn every_rulebook_refusal() -> Vec<RulebookError> {
        vec![
            RulebookError::Parse(ParseError {
                line: 2,
                column: 5,
                message: "Expected closing `)`".to_string(),
            }),
            RulebookError::DuplicateId {
                id: "CLUB-7".to_string(),
            },
            RulebookError::BadId {
                id: "club 7".to_string(),
            },
            RulebookError::Empty {
                id: "CLUB-7".to_string(),
                field: RuleField::FrenchSummary,
            },
            RulebookError::NoRule,
        ]
    }

    /// Fails to compile when a refusal is added without joining the list above.
    fn _exhaustive(error: &RulebookError) {
        match error {
            RulebookError::Parse(_)
            | RulebookError::DuplicateId { .. }
            | RulebookError::BadId { .. }
            | RulebookError::Empty { .. }
            | RulebookError::NoRule => {}
        }
    }

    #[test]
    fn every_rulebook_refusal_is_worded_in_french() {
        for error in every_rulebook_refusal() {
            riffle_text::assert_worded_in_both(&error);
        }
    }

    /// Every source a citation names and every part of a rule a refusal names has its words in
    /// both word files.
    #[test]
    fn every_source_and_rule_part_is_named_in_both_word_files() {
        for lang in [Lang::En, Lang::Fr] {
            let w = word_files::words(lang);
            crate::test_words::assert_every_variant_has_words::<Source>(&w.sources);
            crate::test_words::assert_every_variant_has_words::<RuleField>(&w.fields);
        }
    }
}
