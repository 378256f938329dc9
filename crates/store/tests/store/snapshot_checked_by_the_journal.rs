//! The snapshot is a cache the journal can always check. Its checksums only say which bytes of
//! the journal it sums; a snapshot edited by hand with its checksums made to fit again still
//! holds a state the journal does not give. Opening replays the journal and compares: at once
//! for a short journal, in the background after a fast open for a long one. A snapshot that
//! disagrees is set aside with a notice and the state rebuilt from the journal.

use chrono::{DateTime, TimeZone, Utc};
use riffle_store::journal::{Journal, Notice};
use riffle_store::session::{Session, View};
use riffle_tournament::{Command, Event, Setup, StructureSource, Tournament};
use std::fs;
use std::path::Path;

fn at(minutes: i64) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 21, 20, 0, 0).unwrap() + chrono::Duration::minutes(minutes)
}

/// Ann and Bob registered, and `extra` more events after them in one command (a long journal
/// without thousands of writes); then a snapshot of it all.
fn event_with_a_snapshot(dir: &Path, extra: usize) {
    let setup = Setup {
        name: "Friday".into(),
        structure: StructureSource::Shipped("home-turbo".into()),
        house_rules: None,
        seats_per_table: 9,
    };
    let mut session = Session::create(dir, &setup, at(0)).unwrap();
    for (i, name) in ["Ann", "Bob"].into_iter().enumerate() {
        let register = Command::Register {
            name: name.into(),
            notes: None,
            confirmed: false,
            profile: None,
        };
        session.execute(&register, at(i as i64 + 1)).unwrap();
    }
    drop(session);
    if extra > 0 {
        let (mut journal, _) = Journal::open::<Event, Tournament>(dir).unwrap();
        let announcements: Vec<Event> = (0..extra)
            .map(|i| Event::Announced {
                text: Some(format!("Table {i} to the bar")),
            })
            .collect();
        journal.append(at(5), &announcements).unwrap();
    }
    let state = View::open(dir).unwrap().tournament().clone();
    let (mut journal, _) = Journal::open::<Event, Tournament>(dir).unwrap();
    journal.write_snapshot(&state).unwrap();
}

/// Renames Bob to Rob in the snapshot and makes its own checksum fit again, as someone who
/// knows the format would.
fn edit_the_snapshot(dir: &Path) {
    let path = dir.join("snapshot.json");
    let text = fs::read_to_string(&path).unwrap();
    let (_, body) = text.trim_end().split_once(' ').unwrap();
    assert!(body.contains("\"Bob\""));
    let body = body.replace("\"Bob\"", "\"Rob\"");
    fs::write(
        &path,
        format!("{:08x} {body}\n", crc32c::crc32c(body.as_bytes())),
    )
    .unwrap();
}

fn names(tournament: &Tournament) -> Vec<String> {
    tournament
        .entries()
        .iter()
        .map(|e| e.name.clone())
        .collect()
}

fn set_aside(notices: &[Notice]) -> Option<Option<std::path::PathBuf>> {
    notices.iter().find_map(|n| match n {
        Notice::SnapshotDisagrees { file } => Some(file.clone()),
        _ => None,
    })
}

#[test]
fn an_untouched_snapshot_agrees_and_is_kept() {
    let tmp = tempfile::tempdir().unwrap();
    event_with_a_snapshot(tmp.path(), 0);
    let session = Session::open(tmp.path()).unwrap();
    assert!(session.notices().is_empty(), "{:?}", session.notices());
    assert!(tmp.path().join("snapshot.json").is_file());
}

#[test]
fn an_edited_snapshot_with_a_good_checksum_is_set_aside_and_the_state_rebuilt() {
    let tmp = tempfile::tempdir().unwrap();
    event_with_a_snapshot(tmp.path(), 0);
    edit_the_snapshot(tmp.path());
    let edited = fs::read(tmp.path().join("snapshot.json")).unwrap();

    // Reading (an export) rebuilds from the journal and moves nothing.
    let view = View::open(tmp.path()).unwrap();
    assert_eq!(names(view.tournament()), ["Ann", "Bob"]);
    assert_eq!(
        set_aside(view.notices()),
        Some(None),
        "{:?}",
        view.notices()
    );
    assert!(tmp.path().join("snapshot.json").is_file());

    let session = Session::open(tmp.path()).unwrap();
    assert_eq!(names(session.tournament()), ["Ann", "Bob"]);
    let file = set_aside(session.notices())
        .flatten()
        .expect("the snapshot set aside in a file");
    assert_eq!(fs::read(&file).unwrap(), edited, "kept as it was");
    assert!(!tmp.path().join("snapshot.json").exists());
    let said = session.notices()[0].to_string();
    assert!(said.contains("rebuilt from the journal"), "{said}");
    drop(session);

    let again = Session::open(tmp.path()).unwrap();
    assert!(again.notices().is_empty(), "{:?}", again.notices());
    assert_eq!(names(again.tournament()), ["Ann", "Bob"]);
}

#[test]
fn a_long_journal_opens_from_its_snapshot_and_checks_it_in_the_background() {
    let tmp = tempfile::tempdir().unwrap();
    event_with_a_snapshot(tmp.path(), 6_000);
    edit_the_snapshot(tmp.path());
    let mut session = Session::open(tmp.path()).unwrap();
    session.wait_for_snapshot_check().unwrap();
    assert_eq!(names(session.tournament()), ["Ann", "Bob"]);
    assert!(
        matches!(set_aside(session.notices()), Some(Some(_))),
        "{:?}",
        session.notices()
    );
    assert!(!tmp.path().join("snapshot.json").exists());
    // The next command lands on the journal's state.
    let register = Command::Register {
        name: "Cy".into(),
        notes: None,
        confirmed: false,
        profile: None,
    };
    session.execute(&register, at(9)).unwrap();
    drop(session);
    let view = View::open(tmp.path()).unwrap();
    assert_eq!(names(view.tournament()), ["Ann", "Bob", "Cy"]);
}

#[test]
fn a_command_sent_while_the_background_check_runs_lands_on_the_journals_state() {
    let tmp = tempfile::tempdir().unwrap();
    event_with_a_snapshot(tmp.path(), 6_000);
    edit_the_snapshot(tmp.path());
    let mut session = Session::open(tmp.path()).unwrap();
    let register = Command::Register {
        name: "Cy".into(),
        notes: None,
        confirmed: false,
        profile: None,
    };
    session.execute(&register, at(9)).unwrap();
    session.wait_for_snapshot_check().unwrap();
    assert_eq!(names(session.tournament()), ["Ann", "Bob", "Cy"]);
}
