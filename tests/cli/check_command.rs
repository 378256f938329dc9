//! `riffle check`: the schedule an organiser reads before the event, problems with their line
//! and column, exit 0 when every file is usable (warnings allowed) and 1 otherwise.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn shipped() -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(root().join("structures"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ron"))
        .collect();
    files.sort();
    files
}

fn fixture(name: &str) -> PathBuf {
    root().join(format!("tests/fixtures/structures/{name}.ron"))
}

fn check(args: &[&Path], json: bool) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_riffle"));
    command.arg("check").args(args);
    if json {
        command.arg("--json");
    }
    command.output().unwrap()
}

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).unwrap()
}

#[test]
fn every_shipped_structure_passes() {
    let files = shipped();
    let paths: Vec<&Path> = files.iter().map(PathBuf::as_path).collect();
    let output = check(&paths, false);
    let text = stdout(&output);
    assert!(output.status.success(), "{text}");
    assert_eq!(
        text.matches(": ok, 0 warning(s)").count(),
        files.len(),
        "{text}"
    );
}

#[test]
fn the_schedule_shows_start_times_breaks_registration_and_the_total() {
    let output = check(&[&root().join("structures/standard-20.ron")], false);
    let text = stdout(&output);
    assert!(output.status.success());
    for line in [
        "      1    0:00  100/200           BB 200           20",
        "      5    1:30  400/800           BB 800           20",
        "  Break    2:50  15 min, color-up of the 100 chips: \"Late registration is closed. The black 100 chips are colored up.\"",
        "  Late registration closes at the start of level 9 (3:05 from the start).",
        "  Re-entry: up to 2 per player until level 8, €90 + €10 fee for 20,000 chips.",
        "  Total: 10:25 of clock time to the end of level 28; the last level then runs on.",
    ] {
        assert!(
            text.lines().any(|l| l == line),
            "missing {line:?} in\n{text}"
        );
    }
}

#[test]
fn a_broken_file_fails_with_its_line_and_column() {
    let path = fixture("blinds-decrease");
    let output = check(&[&path], false);
    let text = stdout(&output);
    assert_eq!(output.status.code(), Some(1));
    let expected = format!(
        "{}:14:33: error: level 6: the big blind goes down from 800 at level 5 to 700; blinds \
         never decrease",
        path.display()
    );
    assert!(text.lines().any(|l| l == expected), "{text}");
}

#[test]
fn warnings_alone_still_pass() {
    let output = check(&[&fixture("warnings-only")], false);
    assert!(output.status.success());
    assert!(stdout(&output).contains(": warning: level 3: the big blind more than doubles"));
}

#[test]
fn several_files_are_checked_in_one_run_and_one_bad_file_fails_the_run() {
    let good = root().join("structures/home-turbo.ron");
    let bad = fixture("missing-big-blind");
    let missing = root().join("structures/no-such-file.ron");
    let output = check(&[&good, &bad, &missing], false);
    let text = stdout(&output);
    assert_eq!(output.status.code(), Some(1));
    assert!(text.contains("home-turbo.ron: ok"), "{text}");
    assert!(
        text.contains("missing-big-blind.ron: refused, 1 error(s)"),
        "{text}"
    );
    assert!(
        text.contains("no-such-file.ron: error: cannot read"),
        "{text}"
    );
}

#[test]
fn json_gives_one_object_per_file() {
    let good = root().join("structures/standard-20.ron");
    let bad = fixture("unknown-field-in-level");
    let output = check(&[&good, &bad], true);
    assert_eq!(output.status.code(), Some(1));
    let lines: Vec<serde_json::Value> = stdout(&output)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[0]["valid"], true);
    let schedule = &lines[0]["schedule"];
    assert_eq!(schedule["total_seconds"], 37_500);
    assert_eq!(
        schedule["late_registration_closes_at_seconds"],
        3 * 3600 + 5 * 60
    );
    assert_eq!(schedule["periods"][4]["kind"], "break");
    assert_eq!(schedule["periods"][5]["start_seconds"], 90 * 60);
    assert_eq!(lines[1]["valid"], false);
    let error = &lines[1]["errors"][0];
    assert_eq!(error["code"], "unknown-field");
    assert_eq!(
        (error["line"].clone(), error["column"].clone()),
        (10.into(), 15.into())
    );
    assert_eq!(error["period"], "level 3");
}
