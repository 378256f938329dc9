//! `riffle rules`: an organiser looks a rule up, searches the rulebook, and checks the house's
//! own files before the event.

use std::io::Write;
use std::process::{Command, Output};

fn riffle(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_riffle"))
        .args(args)
        .output()
        .expect("the riffle binary runs")
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn file(text: &str) -> tempfile::NamedTempFile {
    let mut file = tempfile::NamedTempFile::new().unwrap();
    file.write_all(text.as_bytes()).unwrap();
    file
}

#[test]
fn a_rule_number_prints_the_rule_and_its_parts() {
    let output = riffle(&["rules", "53"]);
    assert!(output.status.success());
    let text = stdout(&output);
    assert!(
        text.starts_with("TDA 2024 rule 53: Action out of turn\n"),
        "{text}"
    );
    assert!(text.contains("TDA 2024 rule 53B: Skipped player"));
}

#[test]
fn words_search_the_rulebook_in_french() {
    let output = riffle(&["rules", "bouton mort", "--lang", "fr"]);
    assert!(output.status.success());
    assert!(
        stdout(&output)
            .lines()
            .next()
            .unwrap()
            .starts_with("TDA-32")
    );
}

#[test]
fn a_house_rules_file_is_checked_and_its_overrides_listed() {
    let shipped = include_str!("../../assets/house_rules.ron");
    let start = shipped.find("\"TDA-2024\": (").unwrap();
    let end = shipped.find("\"Seed-FR\": (").unwrap();
    let club = shipped[start..end]
        .replacen("\"TDA-2024\"", "\"Club\"", 1)
        .replace(
            "seconds: 60, countdown_seconds: 10",
            "seconds: 25, countdown_seconds: 5",
        );
    let house = file(&format!("{{\n{club}}}\n"));
    let output = riffle(&["rules", "--house-rules", house.path().to_str().unwrap()]);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert_eq!(
        stdout(&output),
        "Club\n  Time to act on the clock: 25 s instead of 60 s.\n  Final countdown on the \
         clock: 5 s instead of 10 s.\n"
    );
}

#[test]
fn a_broken_house_rulebook_is_refused_with_its_line() {
    let broken = file(
        "[\n  (id: \"HOUSE-1\", number: \"1\", source: House,\n   titel: (en: \"x\", fr: \"y\")),\n]\n",
    );
    let output = riffle(&["rules", "--rulebook", broken.path().to_str().unwrap()]);
    assert!(!output.status.success());
    let error = String::from_utf8_lossy(&output.stderr);
    assert!(error.contains("line 3"), "{error}");
    assert!(error.contains("titel"), "{error}");
}
