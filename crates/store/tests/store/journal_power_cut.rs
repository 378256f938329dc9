//! A power cut can stop the disk at any byte, or leave the end of the file as zeros or garbage
//! (the file grew but its data never reached the disk). Whatever the shape, the journal opens
//! with every command that was made durable before the cut, drops only what was not, keeps the
//! dropped bytes in a side file, and goes on. A whole line with a wrong checksum is damage, not
//! a crash, and is never dropped in silence. Lines carry CRC32C; journals written in format 1
//! (CRC32) still open and go on in their own checksum.

use crate::toy_journal;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use riffle_store::journal::{Journal, JournalError, Loaded, Notice};
use std::fs;
use std::path::Path;
use toy_journal::*;

/// The commands written, each a list of events; the last three lines are command 3 (one line)
/// and command 4 (two lines).
fn commands() -> Vec<Vec<Event>> {
    let reg = |n: &str| Event::Registered(n.into());
    vec![
        vec![reg("Ann")],
        vec![reg("Bob"), reg("Cy")],
        vec![Event::Eliminated("Bob".into())],
        vec![reg("Dee"), reg("Émile")],
    ]
}

/// Writes every command, and returns the file's length after each was confirmed (index k is
/// after command k; index 0 is before any).
fn write_all(dir: &Path) -> Vec<u64> {
    let commands = commands();
    let mut ends = vec![0];
    let mut journal = Journal::create(dir, at(0), &commands[0]).unwrap();
    ends.push(fs::metadata(journal_file(dir)).unwrap().len());
    for (k, events) in commands.iter().enumerate().skip(1) {
        journal.append(at(k as i64), events).unwrap();
        ends.push(fs::metadata(journal_file(dir)).unwrap().len());
    }
    ends
}

/// The events of the first `n` commands, with their command numbers.
fn expected(n: usize) -> Vec<(u64, Event)> {
    commands()
        .into_iter()
        .take(n)
        .enumerate()
        .flat_map(|(k, events)| events.into_iter().map(move |e| (k as u64 + 1, e)))
        .collect()
}

fn events(loaded: &Loaded<Event, State>) -> Vec<(u64, Event)> {
    loaded
        .records
        .iter()
        .map(|r| (r.command, r.event.clone()))
        .collect()
}

/// Puts `bytes` as the journal of a fresh folder, opens it, and checks that it holds exactly
/// the commands whose end is within `confirmed_len` bytes, that what was cut is kept beside it,
/// and that the next command lands after the last whole one.
fn opens_with_every_durable_command(bytes: &[u8], ends: &[u64], case: &str) {
    let tmp = tempfile::tempdir().unwrap();
    fs::write(journal_file(tmp.path()), bytes).unwrap();
    let durable = ends
        .iter()
        .rposition(|&end| end <= bytes.len() as u64)
        .unwrap();
    // Reading (an export) sees the same commands and writes nothing.
    let read = Journal::read::<Event, State>(tmp.path()).unwrap_or_else(|e| panic!("{case}: {e}"));
    assert_eq!(events(&read), expected(durable), "{case}: read");
    assert_eq!(fs::read(journal_file(tmp.path())).unwrap(), bytes, "{case}");

    let (mut journal, loaded) =
        Journal::open::<Event, State>(tmp.path()).unwrap_or_else(|e| panic!("{case}: {e}"));
    assert_eq!(events(&loaded), expected(durable), "{case}");
    assert_eq!(loaded.commands, durable as u64, "{case}");
    let cut = &bytes[ends[durable] as usize..];
    if cut.is_empty() {
        assert!(loaded.notices.is_empty(), "{case}: {:?}", loaded.notices);
    } else {
        let kept = loaded.notices.iter().find_map(|n| match n {
            Notice::TornTailKept { file, .. } => Some(fs::read(file).unwrap()),
            _ => None,
        });
        assert_eq!(kept.as_deref(), Some(cut), "{case}: the cut bytes are kept");
    }
    journal
        .append(at(99), &[Event::Registered("Late".into())])
        .unwrap();
    drop(journal);
    let (_, reopened) = Journal::open::<Event, State>(tmp.path()).unwrap();
    assert_eq!(reopened.commands, durable as u64 + 1, "{case}");
    assert!(
        reopened.notices.is_empty(),
        "{case}: {:?}",
        reopened.notices
    );
}

#[test]
fn a_cut_at_every_byte_of_the_last_three_lines_keeps_every_durable_command() {
    let tmp = tempfile::tempdir().unwrap();
    let ends = write_all(tmp.path());
    let full = fs::read(journal_file(tmp.path())).unwrap();
    assert_eq!(full.len() as u64, ends[4]);
    // The last three lines start where command 2 ends.
    let start = ends[2] as usize;
    for cut in start..=full.len() {
        opens_with_every_durable_command(&full[..cut], &ends, &format!("cut at byte {cut}"));
    }
}

#[test]
fn zeros_at_the_tail_are_dropped_and_every_durable_command_kept() {
    let tmp = tempfile::tempdir().unwrap();
    let ends = write_all(tmp.path());
    let full = fs::read(journal_file(tmp.path())).unwrap();
    for zeros in [1, 7, 512, 4096] {
        // The file grew by a block that never reached the disk.
        let grown = [&full[..], &vec![0u8; zeros]].concat();
        opens_with_every_durable_command(&grown, &ends, &format!("{zeros} zeros after"));
        // The last command's bytes never reached the disk: zeros in their place.
        for from in [ends[3] as usize, ends[3] as usize + 20] {
            let zeroed = [&full[..from], &vec![0u8; full.len() - from + zeros]].concat();
            opens_with_every_durable_command(
                &zeroed,
                &ends[..4],
                &format!("zeros from byte {from}"),
            );
        }
    }
}

#[test]
fn garbage_after_the_last_newline_is_dropped_and_every_durable_command_kept() {
    let tmp = tempfile::tempdir().unwrap();
    let ends = write_all(tmp.path());
    let full = fs::read(journal_file(tmp.path())).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(15);
    for round in 0..40 {
        let len = rng.random_range(1..4096);
        // Any bytes but a newline; half the time text-like, as a reused block may be.
        let garbage: Vec<u8> = (0..len)
            .map(|_| {
                if round % 2 == 0 {
                    rng.random_range(0..=254u8).wrapping_add(11)
                } else {
                    b" {}\"0123456789abcdef"[rng.random_range(0..19)]
                }
            })
            .collect();
        assert!(!garbage.contains(&b'\n'));
        let after = [&full[..], &garbage].concat();
        opens_with_every_durable_command(&after, &ends, &format!("garbage round {round}"));
        let instead = [&full[..ends[3] as usize + 5], &garbage].concat();
        opens_with_every_durable_command(
            &instead,
            &ends[..4],
            &format!("garbage in the last command, round {round}"),
        );
    }
}

#[test]
fn a_whole_line_of_garbage_after_the_journal_is_damage_not_a_crash() {
    let tmp = tempfile::tempdir().unwrap();
    write_all(tmp.path());
    let path = journal_file(tmp.path());
    let full = fs::read(&path).unwrap();
    // A crash cuts the file short; it does not write a whole line of its own.
    let after = [&full[..], b"0123abcd {}\n"].concat();
    fs::write(&path, &after).unwrap();
    let error = Journal::open::<Event, State>(tmp.path()).unwrap_err();
    assert!(
        matches!(error, JournalError::Corrupt { line: 8, .. }),
        "{error}"
    );
    assert_eq!(fs::read(&path).unwrap(), after, "nothing cut");
}

#[test]
fn a_whole_last_line_with_a_wrong_checksum_is_damage_reported_not_dropped() {
    let tmp = tempfile::tempdir().unwrap();
    write_all(tmp.path());
    let path = journal_file(tmp.path());
    // Someone edits a name in the last line: the line is whole, its checksum no longer fits.
    let text = fs::read_to_string(&path).unwrap();
    let edited = text.replace("Émile", "Emile");
    fs::write(&path, &edited).unwrap();
    for error in [
        Journal::open::<Event, State>(tmp.path()).unwrap_err(),
        Journal::read::<Event, State>(tmp.path()).unwrap_err(),
    ] {
        let JournalError::Corrupt { line, .. } = &error else {
            panic!("{error}")
        };
        assert_eq!(*line, 7, "header, then six event lines: the last is line 7");
        assert!(error.to_string().contains("riffle repair"), "{error}");
    }
    assert_eq!(fs::read_to_string(&path).unwrap(), edited, "nothing cut");
}

/// A format-1 line, as Riffle wrote them before CRC32C.
fn crc32_line(seq: u64, json: &str) -> String {
    let body = format!("{seq} {json}");
    format!("{:08x} {body}\n", crc32fast::hash(body.as_bytes()))
}

#[test]
fn a_journal_written_in_format_1_opens_and_goes_on_with_its_own_checksum() {
    let tmp = tempfile::tempdir().unwrap();
    let path = journal_file(tmp.path());
    let record = |command: u64, event: &str| {
        format!(
            r#"{{"command":{command},"part":1,"parts":1,"at":"2027-01-15T08:00:00Z","event":{{"Registered":"{event}"}}}}"#
        )
    };
    let old = [
        crc32_line(
            0,
            r#"{"format":"riffle-journal","version":1,"created":"2027-01-15T08:00:00Z"}"#,
        ),
        crc32_line(1, &record(1, "Ann")),
        crc32_line(2, &record(2, "Bob")),
    ]
    .concat();
    fs::write(&path, &old).unwrap();
    let (mut journal, loaded) = Journal::open::<Event, State>(tmp.path()).unwrap();
    assert_eq!(
        events(&loaded),
        [
            (1, Event::Registered("Ann".into())),
            (2, Event::Registered("Bob".into()))
        ]
    );
    journal
        .append(at(5), &[Event::Eliminated("Bob".into())])
        .unwrap();
    journal.write_snapshot(&vec!["Ann".to_string()]).unwrap();
    drop(journal);
    let text = fs::read_to_string(&path).unwrap();
    let last = text.lines().last().unwrap();
    let (crc, body) = last.split_once(' ').unwrap();
    assert_eq!(
        crc,
        format!("{:08x}", crc32fast::hash(body.as_bytes())),
        "a format-1 journal goes on in CRC32"
    );
    let (_, reopened) = Journal::open::<Event, State>(tmp.path()).unwrap();
    assert_eq!(reopened.commands, 3);
    assert!(reopened.notices.is_empty(), "{:?}", reopened.notices);
    assert_eq!(
        reopened.snapshot,
        Some((3, vec!["Ann".to_string()])),
        "its snapshot is used"
    );
}

#[test]
fn a_new_journal_checksums_its_lines_with_crc32c() {
    let tmp = tempfile::tempdir().unwrap();
    write_all(tmp.path());
    let text = fs::read_to_string(journal_file(tmp.path())).unwrap();
    assert!(text.lines().next().unwrap().contains(r#""version":2"#));
    for line in text.lines() {
        let (crc, body) = line.split_once(' ').unwrap();
        assert_eq!(
            crc,
            format!("{:08x}", crc32c::crc32c(body.as_bytes())),
            "{line}"
        );
        assert_ne!(
            crc,
            format!("{:08x}", crc32fast::hash(body.as_bytes())),
            "{line}"
        );
    }
}

/// Appends a line with its right checksum, as an editor that knows the format would.
fn append_line(dir: &Path, seq: u64, json: &str) {
    use std::io::Write;
    let body = format!("{seq} {json}");
    let line = format!("{:08x} {body}\n", crc32c::crc32c(body.as_bytes()));
    let mut file = fs::OpenOptions::new()
        .append(true)
        .open(journal_file(dir))
        .unwrap();
    file.write_all(line.as_bytes()).unwrap();
}

#[test]
fn a_journal_line_with_an_unknown_field_is_refused_with_its_line() {
    use riffle_store::session::{Session, SessionError};
    use riffle_tournament::{Setup, StructureSource};
    let tmp = tempfile::tempdir().unwrap();
    let setup = Setup {
        name: "Friday".into(),
        structure: StructureSource::Shipped("home-turbo".into()),
        house_rules: None,
        seats_per_table: 9,
    };
    drop(Session::create(tmp.path(), &setup, at(0)).unwrap());
    let at = r#""at":"2027-01-15T08:00:00Z""#;
    for (extra, line) in [
        (
            "colour",
            format!(
                r#"{{"command":2,"part":1,"parts":1,{at},"event":{{"Announced":{{"text":"Break","colour":"red"}}}}}}"#
            ),
        ),
        (
            "by",
            format!(
                r#"{{"command":2,"part":1,"parts":1,{at},"by":"Ann","event":{{"Announced":{{"text":"Break"}}}}}}"#
            ),
        ),
    ] {
        let journal = fs::read(journal_file(tmp.path())).unwrap();
        append_line(tmp.path(), 2, &line);
        let error = match Session::open(tmp.path()) {
            Err(SessionError::Journal(error @ JournalError::Corrupt { line: 3, .. })) => error,
            Err(other) => panic!("{extra}: {other}"),
            Ok(_) => panic!("{extra}: an unknown field was read"),
        };
        assert!(error.to_string().contains(extra), "{error}");
        fs::write(journal_file(tmp.path()), journal).unwrap();
    }
    // Without the unknown field, the same line reads.
    append_line(
        tmp.path(),
        2,
        &format!(
            r#"{{"command":2,"part":1,"parts":1,{at},"event":{{"Announced":{{"text":"Break"}}}}}}"#
        ),
    );
    assert_eq!(Session::open(tmp.path()).unwrap().commands(), 2);
}
