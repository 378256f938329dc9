//! A crash leaves only two shapes, both at the end of the journal: bytes after the last newline
//! (a line cut short) and the zeros a power cut leaves where the last, never-confirmed write did
//! not reach the disk. Those are dropped as a crash's, with a notice. A whole line (its newline
//! written) that fails its checksum is damage wherever it stands, the last line too: it was
//! confirmed to the TD, so it is refused with its line, never dropped, and a repair keeps it in
//! the full copy it saves.

use crate::toy_journal::*;
use riffle_store::journal::{Journal, JournalError, LineFault, Notice};
use std::fs;
use std::path::Path;

/// Four commands; the last (command 4) has two lines. Returns the journal's bytes and where
/// each line starts (the header is line 1, at index 0).
fn four_commands(dir: &Path) -> (Vec<u8>, Vec<usize>) {
    let reg = |n: &str| Event::Registered(n.into());
    let mut journal = Journal::create(dir, at(0), &[reg("Ann")]).unwrap();
    journal.append(at(1), &[reg("Bob"), reg("Cy")]).unwrap();
    journal
        .append(at(2), &[Event::Eliminated("Bob".into())])
        .unwrap();
    journal.append(at(3), &[reg("Dee"), reg("Émile")]).unwrap();
    drop(journal);
    let bytes = fs::read(journal_file(dir)).unwrap();
    let mut starts = vec![0];
    starts.extend(
        bytes
            .iter()
            .enumerate()
            .filter(|(i, b)| **b == b'\n' && i + 1 < bytes.len())
            .map(|(i, _)| i + 1),
    );
    (bytes, starts)
}

/// Opening and reading `bytes` are both refused with damage on `line`; nothing is cut.
fn refused_at(dir: &Path, bytes: &[u8], line: usize, case: &str) -> LineFault {
    fs::write(journal_file(dir), bytes).unwrap();
    let mut fault = None;
    for result in [
        Journal::open::<Event, State>(dir).map(|(_, loaded)| loaded),
        Journal::read::<Event, State>(dir),
    ] {
        match result {
            Err(JournalError::Corrupt {
                line: found,
                reason,
                ..
            }) => {
                assert_eq!(found, line, "{case}");
                fault = Some(reason);
            }
            Err(other) => panic!("{case}: {other}"),
            Ok(loaded) => panic!(
                "{case}: opened with {} commands, {:?}",
                loaded.commands, loaded.notices
            ),
        }
    }
    assert_eq!(fs::read(journal_file(dir)).unwrap(), bytes, "{case}: cut");
    fault.unwrap()
}

#[test]
fn a_bit_flipped_anywhere_in_the_last_line_is_refused_not_dropped() {
    let tmp = tempfile::tempdir().unwrap();
    let (bytes, starts) = four_commands(tmp.path());
    let last = *starts.last().unwrap();
    assert_eq!(starts.len(), 7, "header and six event lines");
    for at in last..bytes.len() {
        for bit in 0..8 {
            let mut flipped = bytes.clone();
            flipped[at] ^= 1 << bit;
            // A flip that makes a newline splits the line: its first half is the damage.
            refused_at(tmp.path(), &flipped, 7, &format!("bit {bit} of byte {at}"));
        }
    }
}

#[test]
fn the_last_newline_changed_is_a_damaged_end_of_line() {
    let tmp = tempfile::tempdir().unwrap();
    let (mut bytes, _) = four_commands(tmp.path());
    *bytes.last_mut().unwrap() = b' ';
    let fault = refused_at(tmp.path(), &bytes, 7, "last newline made a space");
    assert_eq!(fault, LineFault::LineEndDamaged);
}

#[test]
fn the_newline_between_the_last_two_lines_made_a_space_is_refused() {
    let tmp = tempfile::tempdir().unwrap();
    let (mut bytes, starts) = four_commands(tmp.path());
    bytes[starts[6] - 1] = b' ';
    let fault = refused_at(tmp.path(), &bytes, 6, "lines 6 and 7 merged");
    assert_eq!(fault, LineFault::ChecksumMismatch);
    // And between two lines in the middle.
    let tmp = tempfile::tempdir().unwrap();
    let (mut bytes, starts) = four_commands(tmp.path());
    bytes[starts[2] - 1] = b' ';
    refused_at(tmp.path(), &bytes, 2, "lines 2 and 3 merged");
}

#[test]
fn a_repair_keeps_the_damaged_last_line_aside_in_its_copy() {
    let tmp = tempfile::tempdir().unwrap();
    let (mut bytes, starts) = four_commands(tmp.path());
    bytes[starts[6] + 30] ^= 4;
    fs::write(journal_file(tmp.path()), &bytes).unwrap();
    let damage = Journal::damage(tmp.path()).unwrap().unwrap();
    assert_eq!((damage.line, damage.kept_commands), (7, 3), "{damage:?}");
    let repaired = Journal::repair(tmp.path(), at(60)).unwrap().unwrap();
    assert_eq!(fs::read(&repaired.copy).unwrap(), bytes, "the full copy");
    assert_eq!(
        repaired.dropped_lines, 2,
        "both lines of command 4 set aside"
    );
    let (_, loaded) = open(tmp.path());
    assert_eq!(loaded.commands, 3);
}

/// Opens `bytes` and checks it holds commands 1 to 3 with a notice that command 4 was cut
/// short by a crash, and the cut bytes kept beside the journal.
fn opens_with_three_commands(dir: &Path, bytes: &[u8], case: &str) {
    fs::write(journal_file(dir), bytes).unwrap();
    let read = Journal::read::<Event, State>(dir).unwrap_or_else(|e| panic!("{case}: {e}"));
    assert_eq!(read.commands, 3, "{case}");
    let (_, loaded) = Journal::open::<Event, State>(dir).unwrap_or_else(|e| panic!("{case}: {e}"));
    assert_eq!((loaded.commands, loaded.events), (3, 4), "{case}");
    assert!(
        loaded
            .notices
            .iter()
            .any(|n| matches!(n, Notice::CommandCutShort { command: 4 })),
        "{case}: {:?}",
        loaded.notices
    );
    assert!(
        loaded
            .notices
            .iter()
            .any(|n| matches!(n, Notice::TornTailKept { .. })),
        "{case}: {:?}",
        loaded.notices
    );
}

#[test]
fn a_power_cut_zeroing_the_last_commands_first_line_opens_without_it() {
    let tmp = tempfile::tempdir().unwrap();
    let (bytes, starts) = four_commands(tmp.path());
    // Line 6 is command 4's first line, line 7 its last.
    let (first, second) = (starts[5], starts[6]);
    let with_newline = [
        &bytes[..first],
        &vec![0u8; second - first],
        &bytes[second..],
    ]
    .concat();
    opens_with_three_commands(tmp.path(), &with_newline, "the line and its newline zeroed");
    let without_newline = [
        &bytes[..first],
        &vec![0u8; second - 1 - first],
        &bytes[second - 1..],
    ]
    .concat();
    opens_with_three_commands(
        tmp.path(),
        &without_newline,
        "the line zeroed, not its newline",
    );
    let block_across = [&bytes[..first + 20], &[0u8; 60], &bytes[second + 20..]].concat();
    opens_with_three_commands(tmp.path(), &block_across, "zeros across the two lines");
}

#[test]
fn zeros_in_a_confirmed_command_before_later_ones_are_damage() {
    let tmp = tempfile::tempdir().unwrap();
    let (bytes, starts) = four_commands(tmp.path());
    // Command 3 (line 4) zeroed, command 4 whole after it: command 3 was confirmed.
    let zeroed = [
        &bytes[..starts[3]],
        &vec![0u8; starts[4] - starts[3]],
        &bytes[starts[4]..],
    ]
    .concat();
    let fault = refused_at(tmp.path(), &zeroed, 4, "command 3 zeroed");
    assert_eq!(fault, LineFault::ZerosAmidCommands);
    // Zeros put before a whole last command, where no line of it is missing.
    let inserted = [&bytes[..starts[5]], &[0u8; 16], b"\n", &bytes[starts[5]..]].concat();
    refused_at(tmp.path(), &inserted, 6, "zeros inserted before command 4");
}

#[test]
fn a_single_zero_in_the_last_line_is_a_flipped_bit_not_a_power_cut() {
    let tmp = tempfile::tempdir().unwrap();
    let (mut bytes, starts) = four_commands(tmp.path());
    // A space made a zero by one flipped bit.
    let space = starts[6] + 8;
    assert_eq!(bytes[space], b' ');
    bytes[space] = 0;
    refused_at(tmp.path(), &bytes, 7, "a space made a zero");
}

#[test]
fn the_new_faults_are_worded_in_both_languages() {
    for fault in [LineFault::LineEndDamaged, LineFault::ZerosAmidCommands] {
        riffle_text::assert_worded_in_both(&JournalError::Corrupt {
            path: "events/main".into(),
            line: 7,
            reason: fault,
        });
    }
}
