//! The coverage map (`riffle rules coverage`): every TDA 2024 rule from 1 to 71 and every
//! recommended procedure of the rulebook has exactly one row saying how Riffle applies it and
//! which test shows it. A row can only name a case the catalogue has, a command the tournament
//! takes and a test file that exists; a rule with nothing to rule, or a spot not asked yet, says
//! why. This file is also the test of the rows whose answer is "nothing to rule".

use riffle_rules::Rulebook;
use riffle_rules::coverage::{Applied, coverage};
use riffle_rules::disputes::Case;
use std::collections::BTreeSet;
use std::path::Path;
use std::process::Command;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn every_tda_rule_from_1_to_71_and_every_recommended_procedure_has_one_row() {
    let rows: Vec<&str> = coverage().iter().map(|row| row.rule.as_str()).collect();
    let unique: BTreeSet<&str> = rows.iter().copied().collect();
    assert_eq!(unique.len(), rows.len(), "a rule has two rows: {rows:?}");
    let missing: Vec<String> = (1..=71)
        .map(|n| format!("TDA-{n}"))
        .filter(|id| !unique.contains(id.as_str()))
        .collect();
    assert!(missing.is_empty(), "rules with no row: {missing:?}");
    let procedures: Vec<&str> = Rulebook::builtin()
        .entries()
        .iter()
        .map(|entry| entry.id.as_str())
        .filter(|id| id.starts_with("RP-") && id[3..].chars().all(|c| c.is_ascii_digit()))
        .collect();
    assert_eq!(procedures.len(), 16);
    for id in &procedures {
        assert!(unique.contains(id), "{id} has no row");
    }
    assert_eq!(
        rows.len(),
        71 + procedures.len(),
        "rows for other ids: {rows:?}"
    );
}

#[test]
fn every_row_names_a_rule_of_the_rulebook_and_a_test_file_that_exists() {
    for row in coverage() {
        assert!(
            Rulebook::builtin().get(&row.rule).is_some(),
            "{} is not in the rulebook",
            row.rule
        );
        assert!(
            (row.test.starts_with("tests/") || row.test.starts_with("crates/"))
                && root().join(&row.test).is_file(),
            "{}: no test file {}",
            row.rule,
            row.test
        );
        assert!(!row.applied.is_empty(), "{} says nothing", row.rule);
    }
}

#[test]
fn every_case_and_command_a_row_names_exists_and_every_reason_is_given() {
    let cases: BTreeSet<&str> = Case::kinds().iter().map(|case| case.name().key).collect();
    let commands =
        std::fs::read_to_string(root().join("crates/tournament/src/command.rs")).unwrap();
    for row in coverage() {
        for applied in &row.applied {
            match applied {
                Applied::Case(key) => {
                    assert!(cases.contains(key.as_str()), "{}: no case {key}", row.rule)
                }
                Applied::Command(name) => assert!(
                    [" {", "(", ","]
                        .iter()
                        .any(|after| commands.contains(&format!("\n    {name}{after}"))),
                    "{}: no command {name}",
                    row.rule
                ),
                Applied::Engine(what) | Applied::Nothing(what) | Applied::NotYet(what) => {
                    assert!(what.len() > 10, "{}: say why, not {what:?}", row.rule)
                }
                Applied::Fault(_) => {}
            }
        }
    }
}

/// `riffle rules coverage --json`: a list of rows, each with the rule id as the rulebook
/// writes it, how it is applied and the test file; all 71 rules are there.
#[test]
fn the_json_listing_has_every_rule_with_how_it_is_applied_and_its_test() {
    let output = Command::new(env!("CARGO_BIN_EXE_riffle"))
        .args(["rules", "coverage", "--json"])
        .output()
        .unwrap();
    assert!(output.status.success());
    let rows: Vec<serde_json::Value> = serde_json::from_slice(&output.stdout).unwrap();
    let tda: BTreeSet<String> = rows
        .iter()
        .filter_map(|row| row["rule"].as_str())
        .filter(|id| id.starts_with("TDA-"))
        .map(str::to_string)
        .collect();
    assert_eq!(tda.len(), 71);
    let row_45 = rows.iter().find(|row| row["rule"] == "TDA-45").unwrap();
    assert_eq!(
        row_45["test"],
        "crates/rules/tests/rules/rule_44_45_last_chips.rs"
    );
    assert_eq!(row_45["applied"][0]["kind"], "dispute case");
    assert_eq!(row_45["applied"][0]["detail"], "several_chips");
    for row in &rows {
        assert!(row["applied"].as_array().is_some_and(|a| !a.is_empty()));
        assert!(row["test"].as_str().is_some_and(|t| t.ends_with(".rs")));
    }
}

/// The plain listing prints a rule's title with how it is applied.
#[test]
fn the_listing_reads_as_a_table_a_td_can_scan() {
    let output = Command::new(env!("CARGO_BIN_EXE_riffle"))
        .args(["rules", "coverage"])
        .output()
        .unwrap();
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(
        text.contains(
            "TDA-18  Asking to see a hand\n        dispute case: ask_to_see_hand\n        \
             crates/rules/tests/rules/rule_18_asking_to_see.rs\n"
        ),
        "{text}"
    );
}
