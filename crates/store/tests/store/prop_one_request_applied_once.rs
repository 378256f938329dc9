//! A command sent twice with one request id is applied once, whatever happened to the writer
//! between the two: the same session, a writer dropped and the journal reopened from disk, or a
//! writer killed while the first copy was being written (its journal cut at any byte of that
//! command). The second copy is answered with the first one's number when the first was kept,
//! and applied when a crash lost it.

use chrono::{DateTime, Duration, TimeZone, Utc};
use proptest::prelude::*;
use riffle_core::floor::{PlayerId, Reporter};
use riffle_store::journal::{Record, read_all};
use riffle_store::session::Session;
use riffle_store::writer::Writer;
use riffle_tournament::{Command, Setup, StructureSource};
use std::path::Path;

fn start() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 21, 19, 0, 0).unwrap()
}

/// What a phone or the window may send twice.
fn command(kind: u8) -> Command {
    match kind % 6 {
        0 => Command::DealHand {
            table: 1,
            redeal: false,
            by: Reporter::Device,
            confirmed: false,
        },
        1 => Command::Register {
            name: "Late Comer".into(),
            notes: None,
            confirmed: false,
            profile: None,
        },
        2 => Command::PauseClock,
        3 => Command::AddTime { seconds: 60 },
        4 => Command::Rebuy {
            player: PlayerId(2),
            profile: None,
        },
        _ => Command::Announce {
            text: "Last hand before the break".into(),
        },
    }
}

/// A started event of eight players seated at one table.
fn seated(dir: &Path) -> Session {
    let setup = Setup {
        name: "Retries".into(),
        structure: StructureSource::Shipped("home-turbo".into()),
        house_rules: None,
        seats_per_table: 9,
    };
    let mut session = Session::create(dir, &setup, start()).unwrap();
    for n in 0..8 {
        let register = Command::Register {
            name: format!("Player {n}"),
            notes: None,
            confirmed: false,
            profile: None,
        };
        session.execute(&register, start()).unwrap();
    }
    session.execute(&Command::DrawSeats, start()).unwrap();
    session.execute(&Command::StartClock, start()).unwrap();
    session
}

/// The journal's commands that carry the request id.
fn commands_with(dir: &Path, id: &str) -> Vec<u64> {
    let records: Vec<Record<serde::de::IgnoredAny>> = read_all(dir).unwrap();
    records
        .into_iter()
        .filter(|r| r.request.as_ref().is_some_and(|mark| mark.id == id))
        .map(|r| r.command)
        .collect()
}

#[derive(Clone, Debug)]
enum Between {
    /// Both copies reach the same writer.
    Nothing,
    /// The writer stops after the first copy and the tournament is opened again.
    Restart,
    /// The writer is killed while writing the first copy: the journal ends this many bytes
    /// into that command's lines (all of them: killed just after the write).
    KilledWriting(usize),
}

fn between() -> impl Strategy<Value = Between> {
    prop_oneof![
        Just(Between::Nothing),
        Just(Between::Restart),
        (0usize..4096).prop_map(Between::KilledWriting),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 40, ..ProptestConfig::default() })]

    #[test]
    fn a_command_sent_twice_with_one_request_id_is_in_the_journal_once(
        kind in 0u8..6,
        between in between(),
        later in 0i64..30,
    ) {
        let tmp = tempfile::tempdir().unwrap();
        let dir = tmp.path().join("event");
        let id = "tap-3f9c";
        let command = command(kind);
        let now = start() + Duration::seconds(1);
        let writer = Writer::new(seated(&dir));
        let journal = dir.join("journal.jsonl");
        let length_before = std::fs::metadata(&journal).unwrap().len();
        let first = writer.execute_request(Some(id), &command, now).unwrap();
        prop_assert!(!first.repeat);
        let writer = match between {
            Between::Nothing => writer,
            Between::Restart => {
                drop(writer);
                Writer::new(Session::open(&dir).unwrap())
            }
            Between::KilledWriting(into) => {
                drop(writer);
                let length_after = std::fs::metadata(&journal).unwrap().len();
                let cut = length_before + (into as u64) % (length_after - length_before + 1);
                let file = std::fs::OpenOptions::new().write(true).open(&journal).unwrap();
                file.set_len(cut).unwrap();
                Writer::new(Session::open(&dir).unwrap())
            }
        };
        let kept = !commands_with(&dir, id).is_empty();
        let second = writer
            .execute_request(Some(id), &command, now + Duration::seconds(later))
            .unwrap();
        prop_assert_eq!(second.repeat, kept);
        if kept {
            prop_assert_eq!(second.seq, first.seq);
        }
        prop_assert_eq!(commands_with(&dir, id).len(), 1);
        prop_assert_eq!(writer.read(|s| s.commands()), first.seq);
    }
}

#[test]
fn the_same_request_id_with_another_command_is_refused_and_changes_nothing() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("event");
    let writer = Writer::new(seated(&dir));
    let now = start() + Duration::seconds(1);
    let first = writer
        .execute_request(Some("tap-1"), &command(0), now)
        .unwrap();
    let refused = writer
        .execute_request(Some("tap-1"), &command(5), now)
        .unwrap_err();
    assert!(
        matches!(&refused, riffle_store::session::SessionError::RequestReused { seq, .. } if *seq == first.seq),
        "{refused:?}"
    );
    assert_eq!(writer.read(|s| s.commands()), first.seq);
}

#[test]
fn a_journal_written_before_request_ids_opens_and_goes_on() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("event");
    drop(seated(&dir));
    let text = std::fs::read_to_string(dir.join("journal.jsonl")).unwrap();
    assert!(!text.contains("\"request\""));
    let writer = Writer::new(Session::open(&dir).unwrap());
    let applied = writer
        .execute_request(Some("tap-1"), &command(2), start())
        .unwrap();
    assert!(!applied.repeat);
}
