//! One name per idea in each language: `assets/glossary.ron` lists the terms of both windows
//! and the players' screen (button, big blind, ante, surblind, color-up, level, break,
//! re-entry, add-on, ...) in English and French with the spellings to avoid. The word files use
//! the glossary's term: never an avoided spelling, and where an English sentence names a term,
//! its French sentence names the glossary's French term.

use ron::Value;
use serde::Deserialize;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

#[derive(Debug, Deserialize)]
struct Term {
    en: String,
    fr: String,
    avoid_en: Vec<String>,
    avoid_fr: Vec<String>,
}

fn glossary() -> Vec<Term> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/glossary.ron");
    let text = std::fs::read_to_string(path).unwrap();
    ron::from_str(&text).unwrap_or_else(|e| panic!("glossary.ron: {e}"))
}

fn words_dir(lang: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("assets/words")
        .join(lang)
}

/// Every sentence of every word file of `lang`, by file and path, lowercased, with `code` in
/// backquotes (the names of a file's fields) left out.
fn sentences(lang: &str) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    for entry in std::fs::read_dir(words_dir(lang)).unwrap() {
        let path = entry.unwrap().path();
        let file = path.file_name().unwrap().to_string_lossy().into_owned();
        let value: Value = ron::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        walk(&value, file, &mut out);
    }
    out
}

fn walk(value: &Value, path: String, out: &mut BTreeMap<String, String>) {
    match value {
        Value::String(text) => {
            let prose: String = text.split('`').step_by(2).collect::<Vec<_>>().join(" ");
            out.insert(path, prose.to_lowercase());
        }
        Value::Map(map) => {
            for (key, inner) in map.iter() {
                let key = match key {
                    Value::String(name) => name.clone(),
                    other => format!("{other:?}"),
                };
                walk(inner, format!("{path}.{key}"), out);
            }
        }
        Value::Seq(items) => {
            for (at, inner) in items.iter().enumerate() {
                walk(inner, format!("{path}[{at}]"), out);
            }
        }
        Value::Option(Some(inner)) => walk(inner, path, out),
        _ => {}
    }
}

/// Whether `text` names `term`, in the singular or the plural of each of its words, as a
/// whole word.
fn names(text: &str, term: &str) -> bool {
    let words: Vec<&str> = term.split(' ').collect();
    let chars: Vec<char> = text.chars().collect();
    let starts: Vec<usize> = (0..chars.len())
        .filter(|&i| i == 0 || !chars[i - 1].is_alphanumeric())
        .collect();
    starts.into_iter().any(|start| {
        let mut at = start;
        for (k, word) in words.iter().enumerate() {
            let word: Vec<char> = word.chars().collect();
            if chars.get(at..at + word.len()) != Some(&word[..]) {
                return false;
            }
            at += word.len();
            if chars.get(at) == Some(&'s') || chars.get(at) == Some(&'x') {
                at += 1;
            }
            if k + 1 < words.len() {
                if chars.get(at) != Some(&' ') && chars.get(at) != Some(&'\u{a0}') {
                    return false;
                }
                at += 1;
            }
        }
        chars.get(at).is_none_or(|c| !c.is_alphanumeric())
    })
}

#[test]
fn the_glossary_names_each_idea_once_in_each_language() {
    let terms = glossary();
    assert!(terms.len() >= 10);
    for lang in ["en", "fr"] {
        let mut seen = std::collections::BTreeSet::new();
        for term in &terms {
            let name = if lang == "en" { &term.en } else { &term.fr };
            assert!(!name.trim().is_empty());
            assert!(seen.insert((name.clone(), &term.en)), "{name} twice");
        }
    }
    for term in [
        "button",
        "big blind",
        "ante",
        "surblind",
        "color-up",
        "level",
        "break",
        "re-entry",
        "add-on",
    ] {
        assert!(
            terms.iter().any(|t| t.en == term),
            "the glossary lacks {term}"
        );
    }
}

#[test]
fn the_word_files_never_use_a_spelling_the_glossary_avoids() {
    let terms = glossary();
    let mut found = Vec::new();
    for (lang, sentences) in [("en", sentences("en")), ("fr", sentences("fr"))] {
        for term in &terms {
            let avoid = if lang == "en" {
                &term.avoid_en
            } else {
                &term.avoid_fr
            };
            for spelling in avoid {
                let spelling = spelling.to_lowercase();
                for (path, sentence) in &sentences {
                    if sentence.contains(&spelling) {
                        let term = if lang == "en" { &term.en } else { &term.fr };
                        found.push(format!(
                            "{lang}/{path}: \"{spelling}\" instead of \"{term}\""
                        ));
                    }
                }
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn where_an_english_sentence_names_a_term_its_french_sentence_names_the_glossarys() {
    let terms = glossary();
    let (en, fr) = (sentences("en"), sentences("fr"));
    let mut found = Vec::new();
    for term in terms.iter().filter(|t| PAIRED.contains(&t.en.as_str())) {
        for (path, english) in &en {
            let Some(french) = fr.get(path) else { continue };
            if names(english, &term.en) && !names(french, &term.fr) {
                found.push(format!(
                    "{path}: \"{}\" but no \"{}\" in: {french}",
                    term.en, term.fr
                ));
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// The terms whose English name has no everyday sense a sentence could mean instead ("break" a
/// table, a "button" on screen, a "level" of a ladder are not the poker terms).
const PAIRED: &[&str] = &[
    "small blind",
    "big blind",
    "ante",
    "surblind",
    "color-up",
    "re-entry",
    "rebuy",
    "add-on",
    "hand-for-hand",
    "final table",
    "prize pool",
    "seat draw",
    "average stack",
    "dead button",
];

#[test]
fn a_term_is_named_in_the_singular_or_the_plural_as_a_whole_word() {
    assert!(names("deux grosses blindes", "grosse blinde"));
    assert!(names("la grosse blinde.", "grosse blinde"));
    assert!(!names("la grosse blindée", "grosse blinde"));
    assert!(names("les réentrées", "réentrée"));
    assert!(!names("the antelope", "ante"));
}
