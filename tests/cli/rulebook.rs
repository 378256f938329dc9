//! The rulebook: every rule the app cites, with our own summaries in English and French, found
//! by number or by words, and open to a house's own additions.

use riffle_core::house::RuleRef;
use riffle_rules::Rulebook;
use riffle_rules::rulebook::{RulebookError, Source};
use riffle_text::Lang;
use std::path::Path;

fn book() -> &'static Rulebook {
    Rulebook::builtin()
}

fn ids(hits: &[riffle_rules::rulebook::SearchHit<'_>]) -> Vec<String> {
    hits.iter().map(|hit| hit.entry.id.clone()).collect()
}

#[test]
fn every_tda_2024_rule_from_1_to_71_is_in_the_rulebook() {
    for n in 1..=71 {
        let entry = book()
            .get(&n.to_string())
            .unwrap_or_else(|| panic!("rule {n} is missing"));
        assert_eq!(entry.id, format!("TDA-{n}"));
        assert_eq!(entry.source, Source::Tda2024);
    }
    assert!(book().get("72").is_none());
}

#[test]
fn the_lettered_parts_the_app_cites_are_in_the_rulebook() {
    let parts = [
        "10A", "10B", "11A", "11C", "11D", "13A", "15B", "17A", "17B", "18A", "18B", "20A", "34A",
        "34B", "35A", "35B", "35C", "35D", "35E", "39A", "39B", "39C", "39D", "43A", "43B", "45A",
        "45B", "47A", "47B", "51A", "51B", "51C", "52A", "52B", "53A", "53B", "54D", "65A", "71A",
        "71B", "71C", "71D",
    ];
    for part in parts {
        assert!(book().get(part).is_some(), "rule {part} is missing");
    }
}

#[test]
fn the_recommended_procedures_and_the_seed_sections_are_in_the_rulebook() {
    for n in 1..=16 {
        let entry = book().get(&format!("RP-{n}")).unwrap();
        assert_eq!(entry.source, Source::TdaProcedure);
    }
    for id in ["RP-5A", "RP-5B", "RP-5C", "RP-8A", "RP-8C"] {
        assert!(book().get(id).is_some(), "{id} is missing");
    }
    let seed: Vec<&str> = book()
        .entries()
        .iter()
        .filter(|e| e.source == Source::Seed004)
        .map(|e| e.id.as_str())
        .collect();
    for id in [
        "S004-misdeal",
        "S004-premature-cards",
        "S004-skipped-player",
        "S004-penalties",
    ] {
        assert!(seed.contains(&id), "{id} is missing");
    }
    assert!(seed.len() >= 40, "seed 004 has {} sections", seed.len());
}

#[test]
fn every_summary_is_one_to_four_sentences_in_both_languages() {
    for entry in book().entries() {
        for (lang, text) in [("en", &entry.summary.en), ("fr", &entry.summary.fr)] {
            let sentences = text
                .split_inclusive(['.', '!', '?'])
                .filter(|s| s.trim().len() > 1)
                .filter(|s| !s.trim_end().ends_with("Add."))
                .count();
            assert!(
                (1..=4).contains(&sentences),
                "{} ({lang}) has {sentences} sentences",
                entry.id
            );
            assert!(
                text.ends_with('.'),
                "{} ({lang}) does not end a sentence",
                entry.id
            );
        }
        assert_ne!(
            entry.summary.en, entry.summary.fr,
            "{} is not translated",
            entry.id
        );
    }
}

#[test]
fn rules_are_found_by_the_numbers_players_quote() {
    assert_eq!(book().get("47").unwrap().id, "TDA-47");
    assert_eq!(book().get("47A").unwrap().id, "TDA-47A");
    assert_eq!(book().get("47-a").unwrap().id, "TDA-47A");
    assert_eq!(book().get("Rule 35 C").unwrap().id, "TDA-35C");
    assert_eq!(book().get("TDA 2024 rule 36").map(|e| e.id.as_str()), None);
    assert_eq!(book().get("tda 36").unwrap().id, "TDA-36");
    assert_eq!(book().get("RP-9").unwrap().id, "RP-9");
    assert_eq!(book().get("rp 8a").unwrap().id, "RP-8A");
    assert_eq!(book().get("s004-misdeal").unwrap().id, "S004-misdeal");
    assert_eq!(book().get("Add 47").unwrap().id, "ADD-47");
    assert_eq!(book().find(&RuleRef::new("TDA-53B")).unwrap().number, "53B");
    let parts: Vec<&str> = book().parts("47").iter().map(|e| e.id.as_str()).collect();
    assert_eq!(parts, ["TDA-47A", "TDA-47B"]);
    let parts: Vec<&str> = book().parts("RP-5").iter().map(|e| e.id.as_str()).collect();
    assert_eq!(parts, ["RP-5A", "RP-5B", "RP-5C", "RP-5D"]);
}

#[test]
fn a_citation_reads_with_its_source_and_title() {
    let entry = book().get("47A").unwrap();
    assert_eq!(
        entry.heading(Lang::En),
        "TDA 2024 rule 47A: Short all-ins in no-limit and pot-limit"
    );
    assert_eq!(
        book().get("RP-9").unwrap().heading(Lang::Fr),
        "TDA 2024 procédure RP-9\u{a0}: Nombre de joueurs en table finale"
    );
    // Where a title does not fit, the number as the rulebook writes it, never the id the
    // program files it under.
    assert_eq!(entry.citation(Lang::En), "TDA 2024 rule 47A");
    assert_eq!(entry.id, "TDA-47A");
}

#[test]
fn search_ranks_a_quoted_number_first() {
    let hits = book().search("47");
    assert_eq!(hits[0].entry.id, "TDA-47");
}

#[test]
fn search_finds_english_words() {
    let hits = ids(&book().search("dead button"));
    assert_eq!(hits[0], "TDA-32");
    assert!(
        hits[..4].contains(&"S004-dead-button".to_string()),
        "{hits:?}"
    );
    let hits = ids(&book().search("premature turn"));
    assert!(hits[..3].contains(&"RP-5B".to_string()), "{hits:?}");
}

#[test]
fn search_finds_french_words_ignoring_case_and_accents() {
    let accented = ids(&book().search("Carte BRÛLÉE"));
    let plain = ids(&book().search("carte brulee"));
    assert_eq!(accented, plain);
    assert!(
        accented[..5].contains(&"S004-street-no-burn".to_string()),
        "{accented:?}"
    );
    let hits = ids(&book().search("fausse donne"));
    assert_eq!(hits[0], "S004-misdeal");
    assert!(hits[..3].contains(&"TDA-35A".to_string()), "{hits:?}");
    let hits = ids(&book().search("chrono"));
    assert_eq!(hits[0], "TDA-29");
    assert!(book().search("zzzz").is_empty());
}

const HOUSE: &str = r#"[
    (id: "TDA-29", number: "29", source: Tda2024,
     title: (en: "Calling for a clock", fr: "Demander le chrono"),
     summary: (en: "Here the clock is 40 seconds plus 10.", fr: "Ici le chrono est de 40 secondes plus 10.")),
    (id: "HOUSE-1", number: "Maison 1", source: House,
     title: (en: "Re-entry desk", fr: "Guichet des réentrées"),
     summary: (en: "Re-entries close at the end of level 6.", fr: "Les réentrées ferment à la fin du niveau 6.")),
]"#;

#[test]
fn a_house_extends_the_rulebook_and_replaces_rules_by_id() {
    let extended = book().extended(HOUSE).unwrap();
    assert_eq!(extended.entries().len(), book().entries().len() + 1);
    assert_eq!(
        extended.get("29").unwrap().summary.en,
        "Here the clock is 40 seconds plus 10."
    );
    assert_eq!(extended.get("house-1").unwrap().source, Source::House);
    assert_eq!(ids(&extended.search("guichet"))[0], "HOUSE-1");
}

#[test]
fn a_house_replaces_the_whole_rulebook() {
    let own = Rulebook::parse(HOUSE).unwrap();
    assert_eq!(own.entries().len(), 2);
    assert!(own.get("47").is_none());
}

#[test]
fn a_broken_house_rulebook_is_refused_with_a_reason() {
    let duplicate = format!(
        "[{0}, {0}]",
        &HOUSE[1..HOUSE.find("),\n    (id: \"HOUSE").unwrap() + 1]
    );
    assert_eq!(
        book().extended(&duplicate).unwrap_err(),
        RulebookError::DuplicateId {
            id: "TDA-29".into()
        }
    );
    let bad_id = HOUSE.replace("HOUSE-1", "house rule 1");
    assert!(matches!(
        book().extended(&bad_id),
        Err(RulebookError::BadId { .. })
    ));
    let empty = HOUSE.replace("Guichet des réentrées", " ");
    assert_eq!(
        book().extended(&empty).unwrap_err().to_string(),
        "rule \"HOUSE-1\" has an empty French title; every rule needs a number, titles and \
         summaries"
    );
    let typo = HOUSE.replace("summary: (en: \"Re-entries", "sumary: (en: \"Re-entries");
    let RulebookError::Parse(error) = book().extended(&typo).unwrap_err() else {
        panic!("expected a parse error");
    };
    let line = typo.lines().position(|l| l.contains("sumary")).unwrap() + 1;
    assert_eq!(error.line, line);
    assert!(error.message.contains("sumary"), "{error}");
    assert_eq!(Rulebook::parse("[]").unwrap_err(), RulebookError::NoRule);
}

/// Every rule the code or the shipped house rules cite, in rulings (string ids such as
/// "TDA-35A") or in prose ("TDA 2024 rule 47A", "rules 32/34", "RP-9"), exists in the rulebook.
#[test]
fn every_rule_cited_in_the_code_exists_in_the_rulebook() {
    let mut files = Vec::new();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    collect_rust_files(&root.join("src"), &mut files);
    for entry in std::fs::read_dir(root.join("crates")).unwrap() {
        collect_rust_files(&entry.unwrap().path().join("src"), &mut files);
    }
    files.push(
        Path::new(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/assets/house_rules.ron"
        ))
        .into(),
    );
    let mut cited = 0;
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        for id in cited_ids(&text) {
            cited += 1;
            assert!(
                book().get(&id).is_some(),
                "{} cites {id}, which is not in the rulebook",
                file.display()
            );
        }
    }
    assert!(
        cited > 50,
        "only {cited} citations found: is the scanner broken?"
    );
}

fn collect_rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            collect_rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// Rule ids cited in a text: quoted ids, and rule numbers after "rule(s)", "règle(s)" or "TDA".
fn cited_ids(text: &str) -> Vec<String> {
    let mut ids = Vec::new();
    for prefix in ["\"TDA-", "\"RP-", "\"ADD-", "\"S004-"] {
        for (at, _) in text.match_indices(prefix) {
            let rest = &text[at + 1..];
            // A string id ends with the string, or with the text that follows it ("RP-8: ...").
            let Some(end) = rest.find(['"', '\\', ':', ' ']) else {
                continue;
            };
            let id = &rest[..end];
            // "TDA-2024" is the preset's name, not a rule.
            if id != "TDA-2024" {
                ids.push(id.to_string());
            }
        }
    }
    let tokens: Vec<&str> = text
        .split(|c: char| c.is_whitespace() || "()[]{};:,.*".contains(c))
        .filter(|t| !t.is_empty())
        .collect();
    for (i, token) in tokens.iter().enumerate() {
        if let Some(rest) = token.strip_prefix("RP-") {
            ids.extend(number_with_letter(rest).map(|n| format!("RP-{n}")));
            continue;
        }
        let lower = token.to_lowercase();
        if !["rule", "rules", "règle", "règles", "tda"].contains(&lower.as_str()) {
            continue;
        }
        let mut next = i + 1;
        while next < tokens.len() && ["2024", "rule", "rules"].contains(&tokens[next]) {
            next += 1;
        }
        if let Some(numbers) = tokens.get(next) {
            for part in numbers.split('/') {
                ids.extend(number_with_letter(part).map(|n| format!("TDA-{n}")));
            }
        }
    }
    ids
}

/// "47A" → "47A", "32" → "32", "47A's" → "47A"; None when the text does not start with a number.
fn number_with_letter(text: &str) -> Option<String> {
    let digits: String = text.chars().take_while(char::is_ascii_digit).collect();
    if digits.is_empty() {
        return None;
    }
    let letter = text[digits.len()..].chars().next().filter(|c| {
        c.is_ascii_uppercase() && !text[digits.len() + 1..].starts_with(char::is_alphabetic)
    });
    Some(format!(
        "{digits}{}",
        letter.map(String::from).unwrap_or_default()
    ))
}
