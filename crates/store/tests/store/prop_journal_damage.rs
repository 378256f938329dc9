//! Whatever happens to a journal's bytes, a confirmed command is never dropped without a
//! refusal, and every shape a crash leaves opens. A journal of random commands is damaged once
//! at random: cut short (a crash), its last command's bytes zeroed from a point (a power cut:
//! the file grew, its data never reached the disk), a bit flipped, a run of zeros in a line
//! that is not the last command's, or two lines merged (a newline changed). The crash shapes
//! open with every command written wholly before the cut; every other change is refused, and
//! neither opening nor reading changes the file.

use crate::toy_journal::*;
use proptest::prelude::*;
use riffle_store::journal::{Journal, JournalError};
use std::fs;
use std::path::Path;

#[derive(Clone, Debug)]
enum Harm {
    /// The file cut at this fraction of its bytes after the header.
    Cut(f64),
    /// The last command's bytes zeroed from this fraction of them on: `len` zeros (at least
    /// as many as a power cut leaves), or every byte to the end of the file.
    PowerCut { from: f64, len: usize, to_end: bool },
    /// One bit of one byte (anywhere, the header too) flipped.
    Flip { at: f64, bit: u8 },
    /// Zeros over part of one line of a command before the last (its newline may be among
    /// them), or a short run (a few bytes) inside the last command's lines.
    Zeros { line: f64, from: f64, len: usize },
    /// A newline made this byte.
    Merge { newline: f64, with: u8 },
}

fn harm() -> impl Strategy<Value = Harm> {
    let fraction = 0.0..1.0f64;
    prop_oneof![
        fraction.clone().prop_map(Harm::Cut),
        (fraction.clone(), 8usize..300, any::<bool>())
            .prop_map(|(from, len, to_end)| { Harm::PowerCut { from, len, to_end } }),
        (fraction.clone(), 0u8..8).prop_map(|(at, bit)| Harm::Flip { at, bit }),
        (fraction.clone(), fraction.clone(), 1usize..300)
            .prop_map(|(line, from, len)| Harm::Zeros { line, from, len }),
        (
            fraction,
            prop_oneof![Just(b' '), Just(b'x'), Just(b'\r'), Just(b'}')]
        )
            .prop_map(|(newline, with)| Harm::Merge { newline, with }),
    ]
}

fn commands() -> impl Strategy<Value = Vec<Vec<Event>>> {
    let event = prop_oneof![
        "[A-Za-zé ]{1,12}".prop_map(Event::Registered),
        "[A-Za-z]{1,8}".prop_map(Event::Eliminated),
    ];
    prop::collection::vec(prop::collection::vec(event, 1..4), 2..7)
}

/// Writes the commands; returns the file and where each command ends (index 0: the header).
fn write(dir: &Path, commands: &[Vec<Event>]) -> (Vec<u8>, Vec<usize>) {
    let mut journal = Journal::create(dir, at(0), &commands[0]).unwrap();
    let header = fs::read(journal_file(dir)).unwrap();
    let header_len = header.iter().position(|&b| b == b'\n').unwrap() + 1;
    let mut ends = vec![header_len, header.len()];
    for (k, events) in commands.iter().enumerate().skip(1) {
        journal.append(at(k as i64), events).unwrap();
        ends.push(fs::metadata(journal_file(dir)).unwrap().len() as usize);
    }
    (fs::read(journal_file(dir)).unwrap(), ends)
}

fn pick(fraction: f64, range: std::ops::Range<usize>) -> usize {
    (range.start + ((range.end - range.start) as f64 * fraction) as usize).min(range.end - 1)
}

/// What must become of the damaged file: opened with this many commands, or refused.
#[derive(Debug, PartialEq)]
enum Expect {
    Opens(usize),
    Refused,
}

fn damage(bytes: &[u8], ends: &[usize], harm: &Harm) -> (Vec<u8>, Expect) {
    let mut out = bytes.to_vec();
    let last = ends.len() - 1;
    let whole_before = |len: usize| ends.iter().skip(1).filter(|&&end| end <= len).count();
    match *harm {
        Harm::Cut(fraction) => {
            let cut = pick(fraction, ends[0]..bytes.len());
            out.truncate(cut);
            (out, Expect::Opens(whole_before(cut)))
        }
        Harm::PowerCut { from, len, to_end } => {
            let start = pick(from, ends[last - 1]..bytes.len());
            let stop = if to_end {
                bytes.len()
            } else {
                (start + len).min(bytes.len())
            };
            out[start..stop].fill(0);
            (out, Expect::Opens(last - 1))
        }
        Harm::Flip { at, bit } => {
            let at = pick(at, 0..bytes.len());
            out[at] ^= 1 << bit;
            (out, Expect::Refused)
        }
        Harm::Zeros { line, from, len } => {
            let starts: Vec<usize> = std::iter::once(0)
                .chain(
                    bytes
                        .iter()
                        .enumerate()
                        .filter(|(_, b)| **b == b'\n')
                        .map(|(i, _)| i + 1),
                )
                .filter(|&s| s < bytes.len())
                .collect();
            let index = pick(line, 1..starts.len());
            let (start, end) = (
                starts[index],
                *starts.get(index + 1).unwrap_or(&bytes.len()),
            );
            let in_last = start >= ends[last - 1];
            // In the last command only a few zeros short of the end: a flipped bit's shape.
            let len = if in_last { len.min(7) } else { len };
            let from = pick(from, start..end);
            let stop = (from + len).min(end);
            if in_last && stop == bytes.len() {
                // Zeros up to the end are a power cut's, however few.
                out[from..stop].fill(0);
                return (out, Expect::Opens(last - 1));
            }
            out[from..stop].fill(0);
            (out, Expect::Refused)
        }
        Harm::Merge { newline, with } => {
            let newlines: Vec<usize> = bytes
                .iter()
                .enumerate()
                .filter(|(_, b)| **b == b'\n')
                .map(|(i, _)| i)
                .collect();
            let at = newlines[pick(newline, 0..newlines.len())];
            out[at] = with;
            (out, Expect::Refused)
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn no_confirmed_command_is_dropped_without_a_refusal(commands in commands(), harm in harm()) {
        let tmp = tempfile::tempdir().unwrap();
        let (bytes, ends) = write(tmp.path(), &commands);
        let (damaged, expect) = damage(&bytes, &ends, &harm);
        fs::write(journal_file(tmp.path()), &damaged).unwrap();
        let read = Journal::read::<Event, State>(tmp.path());
        prop_assert_eq!(fs::read(journal_file(tmp.path())).unwrap(), damaged.clone());
        let opened = Journal::open::<Event, State>(tmp.path());
        match (expect, read, opened) {
            (Expect::Opens(n), Ok(read), Ok((_, loaded))) => {
                prop_assert_eq!(read.commands, n as u64);
                prop_assert_eq!(loaded.commands, n as u64);
                let events: Vec<Event> = loaded.records.iter().map(|r| r.event.clone()).collect();
                let written: Vec<Event> = commands[..n].concat();
                prop_assert_eq!(events, written);
                prop_assert_eq!(
                    loaded.notices.is_empty(),
                    damaged.len() == ends[n],
                    "a notice exactly when something was dropped: {:?}",
                    loaded.notices
                );
            }
            (Expect::Refused, Err(read), Err(opened)) => {
                for error in [read, opened] {
                    prop_assert!(
                        matches!(error, JournalError::Corrupt { .. } | JournalError::BadHeader { .. } | JournalError::NewerFormat { .. }),
                        "{}", error
                    );
                }
                prop_assert_eq!(fs::read(journal_file(tmp.path())).unwrap(), damaged);
            }
            (expect, read, opened) => {
                let said = |r: Result<u64, JournalError>| r.map_err(|e| e.to_string());
                prop_assert!(
                    false,
                    "{:?} expected {:?}; read {:?}, opened {:?}",
                    harm,
                    expect,
                    said(read.map(|l| l.commands)),
                    said(opened.map(|(_, l)| l.commands))
                );
            }
        }
    }
}
