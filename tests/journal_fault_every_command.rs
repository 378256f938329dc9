//! A failed write stops writing, whatever the command: each command of the example scripts and
//! of a script touching the set-up, the floor and the seats is sent to a disk that fails at each
//! step in turn (nothing written, half written, the sync refused, half written and not cut
//! back), then to a disk that works. Each failure is refused with its cause; the tournament, and
//! the journal as a reader sees it, stay exactly as before; and once the disk works the command
//! lands with the state the same script reaches on a sound disk. A snapshot whose rename fails
//! loses nothing either.

mod faulty_disk;
use faulty_disk::{EIO, ENOSPC, FaultyDisk, Step};
use riffle::store::journal::{JournalError, Notice};
use riffle::store::session::{Session, SessionError, View};
use riffle::tournament::{Command, Tournament, parse_script};
use std::collections::BTreeSet;
use std::path::Path;

fn now() -> chrono::DateTime<chrono::Utc> {
    chrono::DateTime::from_timestamp(1_800_000_000, 0).unwrap()
}

/// Set-up, seats and the floor: the kinds of command the example scripts leave out. The seats
/// are drawn, so some button moves name an empty seat and are refused: only the accepted
/// commands are sent to the failing disk.
const SET_UP_AND_FLOOR: &str = r#"[
    Create(name: "Every kind", structure: Shipped("home-turbo")),
    SetStructure(structure: Shipped("deep-stack")),
    SetHouseRules(preset: "TDA-2024"),
    Register(name: "Ann"),
    Register(name: "Bob"),
    Register(name: "Cy"),
    Register(name: "Dee"),
    Register(name: "Eve"),
    SetNotes(player: 0, notes: "left-handed"),
    SetGap(gap: 2),
    OpenTables(tables: [1, 2]),
    CloseSeat(table: 1, seat: 9),
    ReopenSeat(table: 1, seat: 9),
    DrawSeats,
    StartClock,
    AssignSeat(player: 4, table: 2, seat: 5, reason: "near the exit"),
    SetButton(table: 1, seat: 1),
    SetButton(table: 1, seat: 2),
    SetButton(table: 1, seat: 3),
    SetButton(table: 1, seat: 4),
    DealHand(table: 1),
    Eliminate(busts: [(player: 3)]),
    ReEnter(player: 3),
    AcceptInstruction,
]"#;

fn scripts() -> Vec<(String, Vec<Command>)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scripts");
    let mut scripts: Vec<(String, Vec<Command>)> = ["01_first_tables", "02_eliminations"]
        .iter()
        .chain(&["03_clock", "04_money"])
        .map(|name| {
            let text = std::fs::read_to_string(dir.join(format!("{name}.ron"))).unwrap();
            (name.to_string(), parse_script(&text, name).unwrap())
        })
        .collect();
    scripts.push((
        "set-up and floor".to_string(),
        parse_script(SET_UP_AND_FLOOR, "set-up and floor").unwrap(),
    ));
    scripts
}

/// The command's kind: its variant's name.
fn kind(command: &Command) -> String {
    format!("{command:?}")
        .split(|c: char| !c.is_alphanumeric())
        .next()
        .unwrap()
        .to_string()
}

fn create(dir: &Path, commands: &[Command]) -> Session {
    let Command::Create(setup) = &commands[0] else {
        panic!("a script starts by creating its tournament")
    };
    let mut session = Session::create(dir, setup, now()).unwrap();
    session.reseed(7);
    session
}

/// The commands a sound disk accepts, each with the state after it. Each command draws from a
/// generator seeded by its place, so a seat draw retried after a failed write draws the same.
fn accepted(dir: &Path, commands: &[Command]) -> Vec<(Command, Tournament)> {
    let mut session = create(dir, commands);
    commands[1..]
        .iter()
        .filter_map(|command| {
            session.reseed(session.commands());
            session
                .execute(command, now())
                .ok()
                .map(|_| (command.clone(), session.tournament().clone()))
        })
        .collect()
}

#[test]
fn every_kind_of_command_refused_by_the_disk_at_each_step_changes_nothing_then_lands() {
    let tmp = tempfile::tempdir().unwrap();
    let mut kinds = BTreeSet::new();
    let mut failures = 0;
    for (name, commands) in scripts() {
        let reference = accepted(&tmp.path().join(format!("{name}-reference")), &commands);
        let dir = tmp.path().join(&name);
        let mut session = create(&dir, &commands);
        let disk = FaultyDisk::default();
        session.use_disk(Box::new(disk.clone()));
        for (k, (command, after)) in reference.iter().enumerate() {
            kinds.insert(kind(command));
            let before = session.tournament().clone();
            let saved = session.commands();
            for (step, code) in [
                (Step::Write, ENOSPC),
                (Step::PartialWrite, ENOSPC),
                (Step::Sync, EIO),
                (Step::PartialWriteNotCut, ENOSPC),
            ] {
                let case = format!("{name}, command {} ({command:?}), {step:?}", k + 2);
                disk.set(Some((step, code)));
                session.reseed(saved);
                match session.execute(command, now()) {
                    Err(SessionError::Journal(JournalError::NotSaved { source, .. })) => {
                        assert_eq!(source.raw_os_error(), Some(code), "{case}")
                    }
                    other => panic!("{case}: {other:?}"),
                }
                failures += 1;
                assert!(session.tournament() == &before, "{case}: nothing applied");
                assert_eq!(session.commands(), saved, "{case}");
                assert!(session.failure().is_some(), "{case}: the failure stays");
                // A reader (an export) sees the confirmed commands and nothing of this one.
                let view = View::open(&dir).unwrap_or_else(|e| panic!("{case}: {e}"));
                assert!(view.tournament() == &before, "{case}: as a reader sees it");
                disk.set(None);
            }
            session.reseed(saved);
            session
                .execute(command, now())
                .unwrap_or_else(|e| panic!("{name}: {command:?} on a sound disk: {e}"));
            assert!(session.failure().is_none());
            assert!(session.tournament() == after, "{name}: {command:?} landed");
        }
        drop(session);
        let reopened = Session::open(&dir).unwrap();
        assert!(
            reopened.tournament() == &reference.last().unwrap().1,
            "{name}: reopened"
        );
    }
    let expected = [
        "AcceptInstruction",
        "AddOn",
        "AddTime",
        "Announce",
        "AssignSeat",
        "ClearAnnouncement",
        "CloseSeat",
        "DealHand",
        "DrawSeats",
        "Eliminate",
        "EndHandForHand",
        "HandForHandCompleted",
        "JumpToLevel",
        "NextPeriod",
        "OpenTables",
        "PauseClock",
        "PreviousPeriod",
        "ReEnter",
        "Rebuy",
        "Redo",
        "Register",
        "RemoveTime",
        "ReopenSeat",
        "ResumeClock",
        "SetButton",
        "SetChips",
        "SetGap",
        "SetHouseRules",
        "SetNotes",
        "SetStructure",
        "StartClock",
        "StartHandForHand",
        "Undo",
    ];
    let missing: Vec<&str> = expected
        .iter()
        .copied()
        .filter(|k| !kinds.contains(*k))
        .collect();
    assert!(missing.is_empty(), "kinds never tried: {missing:?}");
    assert!(failures >= 4 * 60, "{failures} failed writes");
}

#[test]
fn a_snapshot_whose_rename_fails_loses_no_command() {
    let tmp = tempfile::tempdir().unwrap();
    let commands = parse_script(SET_UP_AND_FLOOR, "set-up").unwrap();
    let dir = tmp.path().join("long");
    let mut session = create(&dir, &commands);
    let disk = FaultyDisk::default();
    session.use_disk(Box::new(disk.clone()));
    let announce = |k: u64| Command::Announce {
        text: format!("Table {k} to the final"),
    };
    // A snapshot is written after command 500: its rename fails.
    while session.commands() < 499 {
        session
            .execute(&announce(session.commands()), now())
            .unwrap();
    }
    disk.set(Some((Step::Rename, ENOSPC)));
    assert_eq!(session.execute(&announce(499), now()).unwrap(), 500);
    assert!(
        session
            .notices()
            .iter()
            .any(|n| matches!(n, Notice::SnapshotNotWritten { .. })),
        "{:?}",
        session.notices()
    );
    let state = session.tournament().clone();
    drop(session);
    let mut files: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    files.sort();
    assert_eq!(files, ["journal.jsonl", "writer.lock"], "no temporary file");
    let reopened = Session::open(&dir).unwrap();
    assert_eq!(reopened.commands(), 500);
    assert!(reopened.tournament() == &state);
}
