//! The journal is the save file: a confirmed command survives any crash, a command cut short by
//! a crash disappears whole, and damage anywhere else is refused with the line it is on.

use crate::toy_journal;
use riffle_store::journal::{Journal, JournalError, Notice};
use std::fs;
use std::path::Path;
use toy_journal::*;

fn three_commands(dir: &Path) {
    // The journal is created with its first command: it never exists without it.
    let mut journal = Journal::create(dir, at(1), &[Event::Registered("Ann".into())]).unwrap();
    assert_eq!(journal.commands(), 1);
    assert_eq!(
        journal
            .append(
                at(2),
                &[
                    Event::Registered("Bob".into()),
                    Event::Registered("Cy".into())
                ]
            )
            .unwrap(),
        2
    );
    assert_eq!(
        journal
            .append(at(3), &[Event::Eliminated("Bob".into())])
            .unwrap(),
        3
    );
}

#[test]
fn confirmed_commands_come_back_in_order() {
    let tmp = tempfile::tempdir().unwrap();
    three_commands(tmp.path());
    let (journal, loaded) = open(tmp.path());
    assert_eq!((loaded.events, loaded.commands), (4, 3));
    assert_eq!(journal.commands(), 3);
    assert!(loaded.notices.is_empty());
    let events: Vec<_> = loaded
        .records
        .iter()
        .map(|r| (r.command, r.event.clone()))
        .collect();
    assert_eq!(
        events,
        [
            (1, Event::Registered("Ann".into())),
            (2, Event::Registered("Bob".into())),
            (2, Event::Registered("Cy".into())),
            (3, Event::Eliminated("Bob".into())),
        ]
    );
    assert_eq!(loaded.records[0].at, at(1));
    assert_eq!(loaded.records[1].at, at(2));
}

#[test]
fn a_line_cut_by_a_crash_is_dropped_with_a_notice_and_appending_continues() {
    let tmp = tempfile::tempdir().unwrap();
    three_commands(tmp.path());
    let path = journal_file(tmp.path());
    let full = fs::read(&path).unwrap();
    // Cut the last line in the middle, as a power cut during the write would.
    fs::write(&path, &full[..full.len() - 10]).unwrap();
    let (mut journal, loaded) = open(tmp.path());
    assert_eq!(loaded.commands, 2);
    assert_eq!(loaded.notices.len(), 2, "{:?}", loaded.notices);
    assert!(
        loaded.notices[0]
            .to_string()
            .contains("cut short by a crash"),
        "{:?}",
        loaded.notices
    );
    // The cut bytes are kept beside the journal, and the notice says where.
    let Notice::TornTailKept { bytes, file } = &loaded.notices[1] else {
        panic!("{:?}", loaded.notices)
    };
    let kept = fs::read(file).unwrap();
    assert_eq!(kept.len() as u64, *bytes);
    let whole = fs::read(&path).unwrap();
    assert_eq!([whole, kept].concat(), &full[..full.len() - 10]);
    // The file was truncated to the last whole command, so new lines follow it cleanly.
    journal
        .append(at(9), &[Event::Registered("Dee".into())])
        .unwrap();
    let loaded = read(tmp.path());
    assert_eq!(loaded.commands, 3);
    assert!(loaded.notices.is_empty());
    assert_eq!(
        loaded.records.last().unwrap().event,
        Event::Registered("Dee".into())
    );
}

#[test]
fn a_command_with_only_some_of_its_events_written_is_dropped_whole() {
    let tmp = tempfile::tempdir().unwrap();
    three_commands(tmp.path());
    let path = journal_file(tmp.path());
    let text = fs::read_to_string(&path).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    // Header, command 1, then only the first of command 2's two events.
    fs::write(&path, format!("{}\n{}\n{}\n", lines[0], lines[1], lines[2])).unwrap();
    let (_, loaded) = open(tmp.path());
    assert_eq!((loaded.events, loaded.commands), (1, 1));
    assert!(
        loaded.notices[0].to_string().contains("command 2"),
        "{:?}",
        loaded.notices
    );
}

#[test]
fn damage_before_the_end_is_refused_with_its_line() {
    let tmp = tempfile::tempdir().unwrap();
    three_commands(tmp.path());
    let path = journal_file(tmp.path());
    let text = fs::read_to_string(&path).unwrap();
    fs::write(&path, text.replacen("Ann", "Ann2", 1)).unwrap();
    let err = Journal::open::<Event, State>(tmp.path()).unwrap_err();
    let message = err.to_string();
    assert!(
        matches!(err, JournalError::Corrupt { line: 2, .. }),
        "{message}"
    );
    assert!(message.contains("line 2 is damaged"), "{message}");
    // Nothing was changed on disk.
    assert_eq!(
        fs::read_to_string(&path).unwrap(),
        text.replacen("Ann", "Ann2", 1)
    );
}

#[test]
fn a_missing_event_in_the_middle_is_refused() {
    let tmp = tempfile::tempdir().unwrap();
    three_commands(tmp.path());
    let path = journal_file(tmp.path());
    let text = fs::read_to_string(&path).unwrap();
    let kept: Vec<&str> = text
        .lines()
        .enumerate()
        .filter(|(i, _)| *i != 2)
        .map(|(_, l)| l)
        .collect();
    fs::write(&path, kept.join("\n") + "\n").unwrap();
    let err = Journal::open::<Event, State>(tmp.path())
        .unwrap_err()
        .to_string();
    assert!(err.contains("line 3 is damaged"), "{err}");
}

#[test]
fn a_newer_format_is_refused_clearly() {
    let tmp = tempfile::tempdir().unwrap();
    three_commands(tmp.path());
    let path = journal_file(tmp.path());
    let body = r#"0 {"format":"riffle-journal","version":7,"created":"2027-01-01T00:00:00Z"}"#;
    let header = format!("{:08x} {body}\n", crc32fast::hash(body.as_bytes()));
    fs::write(&path, header).unwrap();
    let err = Journal::open::<Event, State>(tmp.path())
        .unwrap_err()
        .to_string();
    assert!(err.contains("newer Riffle (journal format 7)"), "{err}");
    assert!(err.contains("reads formats up to 2"), "{err}");
}

#[test]
fn not_a_journal_is_refused_clearly() {
    let tmp = tempfile::tempdir().unwrap();
    let err = Journal::open::<Event, State>(tmp.path())
        .unwrap_err()
        .to_string();
    assert!(err.contains("is not a Riffle tournament"), "{err}");
    fs::write(journal_file(tmp.path()), "hello\n").unwrap();
    let err = Journal::open::<Event, State>(tmp.path())
        .unwrap_err()
        .to_string();
    assert!(err.contains("not a Riffle journal header"), "{err}");
    let err = Journal::create(tmp.path(), at(0), &[Event::Registered("Ann".into())])
        .unwrap_err()
        .to_string();
    assert!(err.contains("already holds a tournament"), "{err}");
}

#[test]
fn a_snapshot_skips_the_events_it_covers() {
    let tmp = tempfile::tempdir().unwrap();
    three_commands(tmp.path());
    let (mut journal, _) = open(tmp.path());
    journal
        .write_snapshot(&vec!["Ann".to_string(), "Cy".to_string()])
        .unwrap();
    journal
        .append(at(5), &[Event::Registered("Dee".into())])
        .unwrap();
    let loaded = read(tmp.path());
    assert_eq!(
        loaded.snapshot,
        Some((4, vec!["Ann".to_string(), "Cy".to_string()]))
    );
    assert_eq!(loaded.records.len(), 1);
    assert_eq!(loaded.records[0].event, Event::Registered("Dee".into()));
    assert_eq!((loaded.events, loaded.commands), (5, 4));
}

#[test]
fn a_snapshot_ahead_of_the_journal_is_ignored() {
    let tmp = tempfile::tempdir().unwrap();
    three_commands(tmp.path());
    let (mut journal, _) = open(tmp.path());
    journal.write_snapshot(&vec!["Ann".to_string()]).unwrap();
    // The journal loses its last command (a torn tail), so the snapshot is now ahead of it.
    let path = journal_file(tmp.path());
    let full = fs::read(&path).unwrap();
    fs::write(&path, &full[..full.len() - 5]).unwrap();
    let loaded = read(tmp.path());
    assert_eq!(loaded.snapshot, None);
    assert_eq!(loaded.records.len(), 3);
    assert!(
        loaded
            .notices
            .iter()
            .any(|n| n.to_string().contains("snapshot")),
        "{:?}",
        loaded.notices
    );
}

#[test]
fn a_damaged_snapshot_falls_back_to_the_journal() {
    let tmp = tempfile::tempdir().unwrap();
    three_commands(tmp.path());
    fs::write(tmp.path().join("snapshot.json"), "garbage").unwrap();
    let (_, loaded) = open(tmp.path());
    assert_eq!(loaded.snapshot, None);
    assert_eq!(loaded.records.len(), 4);
    assert!(
        loaded.notices[0]
            .to_string()
            .contains("snapshot could not be read"),
        "{:?}",
        loaded.notices
    );
}
