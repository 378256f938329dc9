//! The journal's costs: a durable append (write and fsync of one command's events) against a
//! bare write and fsync of the same bytes, measured in turns on the same disk; and the time to
//! open a tournament of 100,000 commands, with its snapshot and replaying every event.

mod timing;
use chrono::{Duration, TimeZone, Utc};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use riffle_core::floor::{Basis, PlayerId, PositionMove, Seat, TableNo};
use riffle_store::journal::Journal;
use riffle_store::session::Session;
use riffle_tournament::{Bust, ClockOperation, Command, Event, Setup, StructureSource};
use std::fs::OpenOptions;
use std::io::{Read, Seek, SeekFrom, Write};
use std::path::Path;
use std::time::Instant;
use timing::median_seconds;

const APPENDS: usize = 2_000;
const LOAD_COMMANDS: u64 = 100_000;

fn percentile(sorted: &[f64], p: f64) -> f64 {
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

fn append_bench(dir: &Path) {
    let at = Utc.with_ymd_and_hms(2026, 11, 21, 20, 0, 0).unwrap();
    let journal_dir = dir.join("append");
    let first = [Event::Announced {
        text: Some("bench".into()),
    }];
    let mut journal = Journal::create(&journal_dir, at, &first).unwrap();
    let journal_path = journal_dir.join("journal.jsonl");
    let bare_path = dir.join("bare.jsonl");
    let mut bare = OpenOptions::new()
        .create(true)
        .append(true)
        .open(&bare_path)
        .unwrap();
    let mut tail = OpenOptions::new().read(true).open(&journal_path).unwrap();
    let (mut ours, mut theirs) = (Vec::new(), Vec::new());
    for i in 0..APPENDS {
        // A typical command: the TD adds time to the clock.
        let events = [Event::Clock {
            operation: ClockOperation::AddSeconds(30),
            at: at + Duration::seconds(i as i64),
        }];
        let before = std::fs::metadata(&journal_path).unwrap().len();
        let start = Instant::now();
        journal.append(at, &events).unwrap();
        ours.push(start.elapsed().as_secs_f64() * 1e6);
        // The same bytes, written and synced by hand.
        let mut bytes = Vec::new();
        tail.seek(SeekFrom::Start(before)).unwrap();
        tail.read_to_end(&mut bytes).unwrap();
        let start = Instant::now();
        bare.write_all(&bytes).unwrap();
        bare.sync_data().unwrap();
        theirs.push(start.elapsed().as_secs_f64() * 1e6);
    }
    for v in [&mut ours, &mut theirs] {
        v.sort_by(f64::total_cmp);
    }
    let (p50, p99) = (percentile(&ours, 0.5), percentile(&ours, 0.99));
    let (b50, b99) = (percentile(&theirs, 0.5), percentile(&theirs, 0.99));
    println!(
        "{{\"bench\":\"append\",\"impl\":\"riffle\",\"appends\":{APPENDS},\"p50_us\":{p50:.1},\"p99_us\":{p99:.1}}}"
    );
    println!(
        "{{\"bench\":\"append\",\"impl\":\"bare_fsync\",\"appends\":{APPENDS},\"p50_us\":{b50:.1},\"p99_us\":{b99:.1}}}"
    );
    println!(
        "{{\"bench\":\"append\",\"impl\":\"riffle\",\"p50_ratio_to_bare_fsync\":{:.2}}}",
        p50 / b50
    );
}

/// A 10,000-player event: registrations, the draw, hands dealt at every table, eliminations and
/// the floor's moves, until the journal holds `LOAD_COMMANDS` commands.
fn build_big_event(folder: &Path) -> Session {
    let mut now = Utc.with_ymd_and_hms(2026, 7, 4, 11, 0, 0).unwrap();
    let setup = Setup {
        name: "Main Event Day 1".into(),
        structure: StructureSource::Shipped("main-event".into()),
        house_rules: None,
        seats_per_table: 9,
    };
    let mut session = Session::create(folder, &setup, now).unwrap();
    session.reseed(1);
    for i in 0..10_000 {
        let name = format!("Player {i:05}");
        session
            .execute(
                &Command::Register {
                    name,
                    notes: None,
                    confirmed: false,
                    profile: None,
                },
                now,
            )
            .unwrap();
    }
    session.execute(&Command::DrawSeats, now).unwrap();
    session.execute(&Command::StartClock, now).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    while session.commands() < LOAD_COMMANDS {
        now += Duration::seconds(1);
        let t = session.tournament();
        let command = if let Some(pending) = t.pending_instruction() {
            match &pending.basis {
                // A move the floor could only describe by position: the floor records who
                // moved, as in the room.
                Some(Basis::Position(position)) => complete_by_position(t, position),
                _ => Command::AcceptInstruction,
            }
        } else if rng.random_range(0..20) == 0 {
            let player = loop {
                let id = PlayerId(rng.random_range(0..t.entries().len() as u32));
                if t.entry(id).is_some_and(|e| e.in_play()) {
                    break id;
                }
            };
            Command::Eliminate {
                busts: vec![Bust {
                    by: Vec::new(),
                    player,
                    starting_stack: None,
                }],
                on_hand_for_hand_announcement: false,
            }
        } else {
            let tables: Vec<TableNo> = t.floor().tables().map(|t| t.number()).collect();
            Command::DealHand {
                table: tables[rng.random_range(0..tables.len())].0,
                redeal: false,
                by: riffle_core::floor::Reporter::Td,
                confirmed: false,
            }
        };
        session.execute(&command, now).unwrap();
    }
    session
}

/// The player due the big blind at the source table when the floor knows it, else the first
/// seated there, to the worst seat at the destination when known, else its first open seat.
fn complete_by_position(t: &riffle_tournament::Tournament, position: &PositionMove) -> Command {
    let floor = t.floor();
    let source = floor
        .table(position.from)
        .expect("the move's source table is in play");
    let player = position
        .player
        .map(|(player, _)| player)
        .or_else(|| source.players().next().map(|(_, player)| player))
        .expect("the source table has players");
    let destination = floor
        .table(position.to)
        .expect("the move's table is in play");
    let seat = position
        .seat
        .or_else(|| {
            destination
                .seats()
                .find(|(_, state)| *state == Seat::Open)
                .map(|(seat, _)| seat)
        })
        .expect("the destination has an open seat");
    Command::CompleteMove {
        player,
        table: position.to.0,
        seat,
    }
}

fn load_bench(dir: &Path) {
    let folder = dir.join("main-event");
    let start = Instant::now();
    let session = build_big_event(&folder);
    let built = start.elapsed().as_secs_f64();
    let (events, commands) = (session.events(), session.commands());
    let players = session.tournament().players_left();
    drop(session);
    let with_snapshot = median_seconds(5, || {
        let session = Session::open(&folder).unwrap();
        assert_eq!(session.events(), events);
    });
    std::fs::remove_file(folder.join("snapshot.json")).unwrap();
    let replay_all = median_seconds(3, || {
        let session = Session::open(&folder).unwrap();
        assert_eq!(session.events(), events);
    });
    println!(
        "{{\"bench\":\"load\",\"impl\":\"riffle\",\"events\":{events},\"commands\":{commands},\"players_left\":{players},\"seconds\":{with_snapshot:.3}}}"
    );
    println!(
        "{{\"bench\":\"load_without_snapshot\",\"impl\":\"riffle\",\"events\":{events},\"seconds\":{replay_all:.3}}}"
    );
    println!(
        "{{\"bench\":\"build_event_via_commands\",\"impl\":\"riffle\",\"commands\":{commands},\"seconds\":{built:.2}}}"
    );
}

fn main() {
    // Appends go to the real disk, where fsync costs what it costs on a TD's laptop.
    let disk = tempfile::tempdir().unwrap();
    append_bench(disk.path());
    // The big event is built in memory-backed storage when there is some (only the load is
    // timed, and it reads from the page cache either way).
    let shm = Path::new("/dev/shm");
    let big = if shm.is_dir() {
        tempfile::tempdir_in(shm).unwrap()
    } else {
        tempfile::tempdir().unwrap()
    };
    load_bench(big.path());
}
