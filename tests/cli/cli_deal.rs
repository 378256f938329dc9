//! `riffle deal`: a script or a TD asks for the chip-chop and ICM splits of a final-table deal;
//! bad input is refused with a sentence and a failing exit code.

use std::process::{Command, Output};

fn riffle(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_riffle"))
        .args(args)
        .output()
        .expect("the riffle binary runs")
}

/// `riffle deal --stacks STACKS --prizes PRIZES [--keep KEEP] --json`, read as JSON.
fn deal_json(stacks: &str, prizes: &str, keep: Option<&str>) -> serde_json::Value {
    let mut args = vec!["deal", "--stacks", stacks, "--prizes", prizes];
    if let Some(keep) = keep {
        args.extend(["--keep", keep]);
    }
    args.push("--json");
    json(&riffle(&args))
}

fn json(output: &Output) -> serde_json::Value {
    assert!(output.status.success(), "{output:?}");
    serde_json::from_slice(&output.stdout).expect("one JSON object")
}

#[test]
fn the_issue_example_prints_both_splits_in_the_stacks_order() {
    assert_eq!(
        deal_json("30000,20000,10000", "500,300,200", None),
        serde_json::json!({"chip_chop": [400, 333, 267], "icm": [385, 340, 275], "locked": 200})
    );
}

#[test]
fn the_stacks_order_is_kept_and_the_amount_kept_comes_off_first() {
    assert_eq!(
        deal_json("10000,30000,20000", "500,300,200", Some("100")),
        serde_json::json!({"chip_chop": [250, 350, 300], "icm": [258, 335, 307], "locked": 200})
    );
}

/// Paid in the structure's unit: every share a multiple of 5, the rest below it to the chip
/// leader.
#[test]
fn shares_are_paid_in_the_unit_given() {
    let output = riffle(&[
        "deal",
        "--stacks",
        "30000,20000,10000",
        "--prizes",
        "500,300,200",
        "--unit",
        "5",
        "--json",
    ]);
    assert_eq!(
        json(&output),
        serde_json::json!({"chip_chop": [400, 335, 265], "icm": [385, 340, 275], "locked": 200})
    );
    let zero = riffle(&["deal", "--stacks", "2,1", "--prizes", "3,1", "--unit", "0"]);
    assert!(!zero.status.success());
}

#[test]
fn the_table_names_every_player_and_the_amount_left_to_play_for() {
    let output = riffle(&[
        "deal",
        "--stacks",
        "30000,20000,10000",
        "--prizes",
        "500,300,200",
        "--keep",
        "100",
    ]);
    assert!(output.status.success());
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(text.contains("30,000"), "{text}");
    assert!(text.contains("left to play for: 100"), "{text}");
    assert!(text.contains("each player is sure of 200"), "{text}");
}

#[test]
fn bad_input_is_refused_with_a_sentence() {
    for (stacks, prizes, says) in [
        ("30000,-20000", "500,300", "stack 2 is negative"),
        ("30000,0", "500,300", "stack 2 is empty"),
        ("30000,20000", "500,300,200", "3 prizes for 2 players"),
        ("30000,20000", "300,500", "place 2 pays more than place 1"),
        ("30000,20000", "99999999999999999999", "too large"),
    ] {
        let output = riffle(&["deal", "--stacks", stacks, "--prizes", prizes, "--json"]);
        assert!(!output.status.success());
        assert!(output.stdout.is_empty());
        let error = String::from_utf8_lossy(&output.stderr);
        assert!(error.contains(says), "{error}");
    }
}

#[test]
fn bad_input_is_refused_in_french_with_lang_fr() {
    for (stacks, prizes, says) in [
        (
            "30000,-20000",
            "500,300",
            "le tapis 2 est un nombre négatif",
        ),
        ("30000,0", "500,300", "le tapis 2 est vide\u{a0}:"),
        ("30000,20000", "500,300,200", "3 prix pour 2 joueurs"),
        (
            "30000,20000",
            "300,500",
            "la place 2 paie plus que la place 1",
        ),
        ("30000,20000", "99999999999999999999", "trop grands"),
    ] {
        let output = riffle(&[
            "deal", "--stacks", stacks, "--prizes", prizes, "--json", "--lang", "fr",
        ]);
        assert!(!output.status.success());
        assert!(output.stdout.is_empty(), "nothing printed but the refusal");
        let error = String::from_utf8_lossy(&output.stderr);
        assert!(error.contains(says), "{error}");
        assert!(
            error.starts_with("erreur\u{a0}: "),
            "in French from its first word: {error}"
        );
    }
    // A deal that is good is the same in any language.
    let output = riffle(&[
        "deal",
        "--stacks",
        "30000,20000,10000",
        "--prizes",
        "500,300,200",
        "--json",
        "--lang",
        "fr",
    ]);
    assert_eq!(
        json(&output),
        serde_json::json!({"chip_chop": [400, 333, 267], "icm": [385, 340, 275], "locked": 200})
    );
}
