//! `riffle repair`: a journal damaged in the middle keeps every whole command before the damage,
//! and the whole damaged file is saved beside it first.

use riffle_store::session::Session;
use riffle_tournament::{Command, Setup, StructureSource};
use std::fs;
use std::path::Path;
use std::process::Output;

fn now() -> chrono::DateTime<chrono::Utc> {
    chrono::DateTime::from_timestamp(1_800_000_000, 0).unwrap()
}

fn repair(dir: &Path) -> Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_riffle"))
        .arg("repair")
        .arg(dir)
        .output()
        .unwrap()
}

/// A tournament with four players registered, one command each after its creation.
fn four_players(dir: &Path) {
    let setup = Setup {
        name: "Repair Night".into(),
        structure: StructureSource::Shipped("home-turbo".into()),
        house_rules: None,
        seats_per_table: 9,
    };
    let mut session = Session::create(dir, &setup, now()).unwrap();
    for name in ["Ann", "Bob", "Cy", "Dee"] {
        let register = Command::Register {
            name: name.into(),
            notes: None,
            confirmed: false,
            profile: None,
        };
        session.execute(&register, now()).unwrap();
    }
}

fn lines(dir: &Path) -> Vec<String> {
    fs::read_to_string(dir.join("journal.jsonl"))
        .unwrap()
        .lines()
        .map(String::from)
        .collect()
}

#[test]
fn a_damaged_line_in_the_middle_keeps_the_commands_before_it_and_a_full_copy() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("event");
    four_players(&dir);
    let journal = dir.join("journal.jsonl");
    let all = lines(&dir);
    // Bob's registration is damaged: Cy's and Dee's lines after it are intact.
    let bob = all.iter().position(|l| l.contains("\"Bob\"")).unwrap();
    let mut damaged = all.clone();
    damaged[bob] = damaged[bob].replace("Bob", "Bxb");
    let damaged = damaged.join("\n") + "\n";
    fs::write(&journal, &damaged).unwrap();
    assert!(Session::open(&dir).is_err(), "a damaged journal is refused");

    let output = repair(&dir);
    let said = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "{said}{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(
        said.contains(&format!("Line {} was damaged", bob + 1)),
        "{said}"
    );

    let copies: Vec<_> = fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.to_string_lossy().contains("journal.jsonl.damaged-"))
        .collect();
    assert_eq!(copies.len(), 1, "{copies:?}");
    assert_eq!(fs::read_to_string(&copies[0]).unwrap(), damaged);

    assert_eq!(lines(&dir), all[..bob]);
    let session = Session::open(&dir).unwrap();
    let names: Vec<&str> = session
        .tournament()
        .entries()
        .iter()
        .map(|e| e.name.as_str())
        .collect();
    assert_eq!(names, ["Ann"]);
    assert!(session.notices().is_empty(), "{:?}", session.notices());
}

#[test]
fn an_intact_journal_is_left_alone() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("event");
    four_players(&dir);
    let before = fs::read(dir.join("journal.jsonl")).unwrap();
    let output = repair(&dir);
    assert!(output.status.success());
    assert!(String::from_utf8_lossy(&output.stdout).contains("nothing is damaged"));
    assert_eq!(fs::read(dir.join("journal.jsonl")).unwrap(), before);
    assert!(
        fs::read_dir(&dir)
            .unwrap()
            .all(|e| { !e.unwrap().file_name().to_string_lossy().contains("damaged") })
    );
}

#[test]
fn a_journal_open_for_writing_is_not_repaired_under_its_writer() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("event");
    four_players(&dir);
    let _app = Session::open(&dir).unwrap();
    let output = repair(&dir);
    assert!(!output.status.success());
    let said = String::from_utf8_lossy(&output.stderr);
    assert!(said.contains("already open for writing"), "{said}");
}

#[test]
fn damage_to_the_first_command_is_refused_as_nothing_can_be_kept() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("event");
    four_players(&dir);
    let mut all = lines(&dir);
    all[1] = all[1].replacen("Repair Night", "Repair Nite", 1);
    let damaged = all.join("\n") + "\n";
    fs::write(dir.join("journal.jsonl"), &damaged).unwrap();
    let output = repair(&dir);
    assert!(!output.status.success());
    let said = String::from_utf8_lossy(&output.stderr);
    assert!(said.contains("nothing can be kept"), "{said}");
    assert_eq!(
        fs::read_to_string(dir.join("journal.jsonl")).unwrap(),
        damaged
    );
}
