//! Every number a command-line option takes states its range in `--help` and is checked
//! against it when read: a number outside is refused with a sentence before anything runs,
//! never carried on into a count that overflows or a run that claims a false result.

use std::process::{Command, Output};

fn riffle(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_riffle"))
        .args(args)
        .output()
        .unwrap()
}

#[test]
fn numbers_outside_their_range_are_refused_before_anything_runs() {
    for (args, range) in [
        (
            &["simulate", "--players", "50", "--seed", "1", "--gap", "254"][..],
            "from 1 to 10",
        ),
        (
            &[
                "simulate",
                "--players",
                "50",
                "--seed",
                "1",
                "--late",
                "4294967295",
            ][..],
            "0 to 1,000,000",
        ),
        (
            &["hand", "random", "--count", "18446744073709551615"][..],
            "1 to 100,000",
        ),
        (&["hand", "random", "--count", "0"][..], "1 to 100,000"),
        (
            &[
                "script",
                "none.ron",
                "--tournament",
                "none",
                "--synced-together",
                "0",
            ][..],
            "1..=10000",
        ),
    ] {
        let out = riffle(args);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success(), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}: nothing ran");
        assert!(stderr.contains(range), "{args:?}: {stderr}");
    }
}

#[test]
fn the_widest_gap_allowed_holds_every_invariant() {
    let out = riffle(&[
        "simulate",
        "--players",
        "200",
        "--seed",
        "3",
        "--gap",
        "10",
        "--max-seats",
        "10",
        "--json",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let summary: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(summary["violations"], 0, "{summary}");
}

#[test]
fn each_ranged_option_states_its_range_in_its_help() {
    for (command, range) in [
        (&["simulate", "--help"][..], "1 to 10"),
        (&["simulate", "--help"][..], "0 to 1,000,000"),
        (&["hand", "random", "--help"][..], "1 to 100,000"),
    ] {
        let help = String::from_utf8(riffle(command).stdout).unwrap();
        assert!(help.contains(range), "{command:?}: {help}");
    }
}
