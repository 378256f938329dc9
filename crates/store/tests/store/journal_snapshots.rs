//! A snapshot is only a shortcut: it names the part of the journal it sums (length and
//! checksum), and one that does not match the journal it sits beside (stale, edited, from
//! another tournament) is ignored with a notice, the state then coming from the journal alone.
//! Snapshots are written whole or not at all, and leave no temporary file behind.

use crate::toy_journal;
use riffle_store::journal::{Journal, Loaded};
use std::fs;
use std::path::Path;
use toy_journal::*;

/// The players still in after the journal's events, the way a snapshot would hold them.
fn state(loaded: &Loaded<Event, State>) -> State {
    let mut players = loaded
        .snapshot
        .as_ref()
        .map_or_else(Vec::new, |(_, s)| s.clone());
    for record in &loaded.records {
        match &record.event {
            Event::Registered(name) => players.push(name.clone()),
            Event::Eliminated(name) => players.retain(|p| p != name),
        }
    }
    players
}

fn registered(dir: &Path, names: &[&str]) -> Journal {
    let mut journal = Journal::create(dir, at(0), &[Event::Registered(names[0].into())]).unwrap();
    for (i, name) in names.iter().enumerate().skip(1) {
        journal
            .append(at(i as i64), &[Event::Registered((*name).into())])
            .unwrap();
    }
    journal
}

fn file_names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

fn ignored_with(loaded: &Loaded<Event, State>, words: &str) {
    assert_eq!(loaded.snapshot, None);
    assert!(
        loaded.notices.iter().any(|n| n.to_string().contains(words)),
        "{:?}",
        loaded.notices
    );
}

#[test]
fn a_matching_snapshot_is_used_and_leaves_no_temporary_file() {
    let tmp = tempfile::tempdir().unwrap();
    let mut journal = registered(tmp.path(), &["Ann", "Bob"]);
    journal
        .write_snapshot(&vec!["Ann".to_string(), "Bob".to_string()])
        .unwrap();
    journal
        .append(at(9), &[Event::Eliminated("Bob".into())])
        .unwrap();
    let loaded = read(tmp.path());
    assert_eq!(loaded.snapshot.as_ref().map(|(seq, _)| *seq), Some(2));
    assert!(loaded.notices.is_empty(), "{:?}", loaded.notices);
    assert_eq!(state(&loaded), ["Ann"]);
    assert_eq!(
        file_names(tmp.path()),
        [
            "journal.jsonl",
            "snapshot.json",
            "writer.holder",
            "writer.lock"
        ]
    );
}

#[test]
fn a_snapshot_that_cannot_be_saved_leaves_no_temporary_file() {
    let tmp = tempfile::tempdir().unwrap();
    let mut journal = registered(tmp.path(), &["Ann"]);
    // A folder in the snapshot's place: the rename over it fails.
    fs::create_dir(tmp.path().join("snapshot.json")).unwrap();
    fs::write(tmp.path().join("snapshot.json").join("x"), "").unwrap();
    assert!(journal.write_snapshot(&vec!["Ann".to_string()]).is_err());
    assert_eq!(
        file_names(tmp.path()),
        [
            "journal.jsonl",
            "snapshot.json",
            "writer.holder",
            "writer.lock"
        ]
    );
}

#[test]
fn a_stale_snapshot_of_a_journal_since_restored_and_continued_is_ignored() {
    let tmp = tempfile::tempdir().unwrap();
    let path = tmp.path().join("journal.jsonl");
    let mut journal = registered(tmp.path(), &["Ann", "Bob"]);
    let backup = fs::read(&path).unwrap();
    journal
        .append(at(5), &[Event::Registered("Cy".into())])
        .unwrap();
    journal
        .write_snapshot::<State>(&vec!["Ann".into(), "Bob".into(), "Cy".into()])
        .unwrap();
    drop(journal);
    // The TD restores the backup and the event goes on differently, as far as the snapshot.
    fs::write(&path, backup).unwrap();
    let (mut journal, _) = Journal::open::<Event, State>(tmp.path()).unwrap();
    journal
        .append(at(6), &[Event::Registered("Dee".into())])
        .unwrap();
    let loaded = read(tmp.path());
    ignored_with(&loaded, "does not match this journal");
    assert_eq!(state(&loaded), ["Ann", "Bob", "Dee"]);
}

#[test]
fn an_edited_snapshot_is_ignored() {
    let tmp = tempfile::tempdir().unwrap();
    let mut journal = registered(tmp.path(), &["Ann", "Bob"]);
    journal
        .write_snapshot(&vec!["Ann".to_string(), "Bob".to_string()])
        .unwrap();
    let snapshot = tmp.path().join("snapshot.json");
    let text = fs::read_to_string(&snapshot).unwrap();

    // Edited by hand: the line's checksum no longer matches.
    fs::write(&snapshot, text.replace("Bob", "Bib")).unwrap();
    let loaded = read(tmp.path());
    ignored_with(&loaded, "could not be read");
    assert_eq!(state(&loaded), ["Ann", "Bob"]);

    // Edited with its checksum made up again, to sum less of the journal than it holds.
    let (_, body) = text.trim_end().split_once(' ').unwrap();
    let bytes = fs::metadata(tmp.path().join("journal.jsonl"))
        .unwrap()
        .len();
    let body = body.replace(
        &format!("\"journal_bytes\":{bytes}"),
        &format!("\"journal_bytes\":{}", bytes - 1),
    );
    let line = format!("{:08x} {body}\n", crc32c::crc32c(body.as_bytes()));
    fs::write(&snapshot, line).unwrap();
    let loaded = read(tmp.path());
    ignored_with(&loaded, "does not match this journal");
    assert_eq!(state(&loaded), ["Ann", "Bob"]);
}

#[test]
fn a_snapshot_from_another_tournament_is_ignored() {
    let tmp = tempfile::tempdir().unwrap();
    let (monday, tuesday) = (tmp.path().join("monday"), tmp.path().join("tuesday"));
    drop(registered(&monday, &["Ann", "Bob"]));
    let mut other = registered(&tuesday, &["Zoe", "Yan"]);
    other
        .write_snapshot(&vec!["Zoe".to_string(), "Yan".to_string()])
        .unwrap();
    // Same number of events, same length: only the checksum tells them apart.
    fs::copy(tuesday.join("snapshot.json"), monday.join("snapshot.json")).unwrap();
    let loaded = read(&monday);
    ignored_with(&loaded, "does not match this journal");
    assert_eq!(state(&loaded), ["Ann", "Bob"]);
}
