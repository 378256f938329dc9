//! A failed write stops writing, whatever the command. Every kind of command (the list below
//! fails to compile when a kind is added, and the test fails until a script here sends it) is
//! sent to a disk that fails at each step in turn (nothing written, half written, the sync
//! refused, half written and not cut back), then to a disk that works. Each failure is refused
//! with its cause; the tournament, and the journal as a reader sees it, stay exactly as before;
//! and once the disk works the command lands with the state the same script reaches on a sound
//! disk. Creating the tournament is tried the same way, and also with the rename of the new
//! journal and the sync of its folder failing: the creation is refused with its cause, leaves
//! no tournament behind, and succeeds when tried again. A snapshot whose rename fails loses
//! nothing either.

use crate::faulty_disk;
use faulty_disk::{EACCES, EIO, ENOSPC, EROFS, FaultyDisk, Step};
use riffle_core::betting::{Action, LoggedHand, Phase};
use riffle_core::floor::{PlayerId, TableNo};
use riffle_rules::disputes::Case;
use riffle_rules::disputes::dealing::FouledDeck;
use riffle_rules::penalties::Fault;
use riffle_store::journal::{Journal, JournalError, Notice};
use riffle_store::session::{Session, SessionError, View};
use riffle_tournament::{Command, Setup, Tournament, parse_script};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

fn now() -> chrono::DateTime<chrono::Utc> {
    chrono::DateTime::from_timestamp(1_800_000_000, 0).unwrap()
}

/// Lists every kind of command once, and names a command's kind with a `match` that has no
/// wildcard: a new kind fails to compile until it is listed here.
macro_rules! kinds {
    ($($kind:ident),* $(,)?) => {
        const KINDS: &[&str] = &[$(stringify!($kind)),*];

        fn kind(command: &Command) -> &'static str {
            match command {
                $(Command::$kind { .. } => stringify!($kind),)*
            }
        }
    };
}

kinds!(
    Create,
    SetStructure,
    SetHouseRules,
    Register,
    EndDay,
    BagChips,
    CarryFlights,
    SetCapacity,
    SeatAlternate,
    DropAlternate,
    ReEnter,
    Rebuy,
    AddOn,
    AgreeDeal,
    SetPayouts,
    SetEventDetails,
    SetNotes,
    Rename,
    Unregister,
    OpenTables,
    DrawSeats,
    DealHand,
    TakeBackHand,
    GiveButton,
    CompleteMove,
    SetButton,
    CorrectButton,
    AcceptInstruction,
    OverrideInstruction,
    AssignSeat,
    CloseSeat,
    ReopenSeat,
    BreakTable,
    SetBreakOrder,
    SetGap,
    Eliminate,
    SetChips,
    Reinstate,
    LogHand,
    StartClock,
    PauseClock,
    ResumeClock,
    AddTime,
    RemoveTime,
    JumpToLevel,
    NextPeriod,
    PreviousPeriod,
    StartHandForHand,
    HandForHandCompleted,
    TableFinishedHand,
    EndHandForHand,
    Rule,
    Penalize,
    PenaltyServed,
    CallFloor,
    ReportBust,
    CloseReport,
    ConfirmBust,
    NameKnockers,
    CheckInDealer,
    CheckOutDealer,
    SetDealerPlan,
    Announce,
    ClearAnnouncement,
    ShowLayout,
    Undo,
    Redo,
    SetEntryLimit,
);

/// The steps a command's append can fail at.
const APPEND_STEPS: [(Step, i32); 4] = [
    (Step::Write, ENOSPC),
    (Step::PartialWrite, ENOSPC),
    (Step::Sync, EIO),
    (Step::PartialWriteNotCut, ENOSPC),
];

/// The steps a new tournament's creation can fail at: those of an append, and the rename of
/// the new journal into place and the sync of its folder.
const CREATE_STEPS: [(Step, i32); 6] = [
    (Step::Write, ENOSPC),
    (Step::PartialWrite, EIO),
    (Step::Sync, EIO),
    (Step::PartialWriteNotCut, EROFS),
    (Step::Rename, EACCES),
    (Step::SyncDir, EIO),
];

/// One line of a script: a command, or one chosen from the tournament as it stands (who the
/// draw seated at a table, the prizes of the pool, a hand the table can deal next).
type Line = Box<dyn Fn(&Tournament) -> Command>;

struct Script {
    name: &'static str,
    setup: Setup,
    lines: Vec<Line>,
}

fn fixed(commands: Vec<Command>) -> Vec<Line> {
    commands
        .into_iter()
        .map(|command| Box::new(move |_: &Tournament| command.clone()) as Line)
        .collect()
}

/// A script in the scripts' own language; its first command creates the tournament.
fn script(name: &'static str, text: &str) -> Script {
    let mut commands = parse_script(text, name).unwrap();
    let Command::Create(setup) = commands.remove(0) else {
        panic!("{name} starts by creating its tournament")
    };
    Script {
        name,
        setup,
        lines: fixed(commands),
    }
}

/// The first of `candidates` the tournament accepts as it stands.
fn first_accepted(t: &Tournament, what: &str, candidates: Vec<Command>) -> Command {
    candidates
        .into_iter()
        .find(|command| {
            let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(0);
            t.clone().execute(command, now(), &mut rng).is_ok()
        })
        .unwrap_or_else(|| {
            panic!(
                "no {what} is accepted here; pending: {:?}",
                t.pending_instruction()
            )
        })
}

fn in_play(t: &Tournament) -> Vec<PlayerId> {
    t.entries()
        .iter()
        .filter(|e| e.out_at.is_none())
        .map(|e| e.id)
        .collect()
}

fn seated_at(t: &Tournament, table: u32) -> Vec<PlayerId> {
    t.floor()
        .table(TableNo(table))
        .map(|t| t.players().map(|(_, p)| p).collect())
        .unwrap_or_default()
}

/// Every seat a player could be sent to: each player in play, at each table and seat.
fn seatings(t: &Tournament) -> Vec<(PlayerId, u32, u8)> {
    in_play(t)
        .into_iter()
        .flat_map(|p| (1..=4).flat_map(move |table| (1..=9).map(move |seat| (p, table, seat))))
        .collect()
}

/// The player busting next at a table: the first one seated there.
fn bust_at(table: u32) -> Line {
    Box::new(move |t| Command::Eliminate {
        busts: vec![riffle_tournament::Bust {
            player: seated_at(t, table)[0],
            starting_stack: None,
            by: Vec::new(),
        }],
        on_hand_for_hand_announcement: false,
    })
}

/// "The button is on seat N" at a table, on a seat where someone sits.
fn give_button(table: u32) -> Line {
    Box::new(move |t| {
        let candidates = (1..=9)
            .map(|seat| Command::GiveButton { table, seat })
            .collect();
        first_accepted(t, "button", candidates)
    })
}

/// A hand the table deals next, folded round to the big blind, as the hand logger records it.
fn folded_hand(table: u32) -> Line {
    Box::new(move |t| {
        let setup = t.hand_setup(TableNo(table), now()).unwrap();
        let rules = t.house_rules().rules.betting.clone();
        let mut hand = setup.clone().start(&rules).unwrap();
        while hand.phase() == Phase::Betting {
            let seat = hand.to_act().unwrap();
            hand.act(seat, Action::Fold).unwrap();
        }
        Command::LogHand {
            table,
            hand: LoggedHand {
                setup,
                events: hand.events().to_vec(),
            },
        }
    })
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
    Register(name: "Hal"),
    Unregister(player: 5),
    SetCapacity(seats: Some(5)),
    Register(name: "Fay"),
    Register(name: "Gus"),
    DropAlternate(alternate: 2),
    SetNotes(player: 0, notes: "left-handed"),
    SetEventDetails(details: (venue: "Le Cercle", country: "France", currency: "eur", charity: true)),
    Rename(player: 1, name: "Bobby"),
    SetGap(gap: 2),
    OpenTables(tables: [1, 2]),
    SetBreakOrder(order: LastOpenedFirst),
    CloseSeat(table: 1, seat: 9),
    ReopenSeat(table: 1, seat: 9),
    DrawSeats,
    StartClock,
    CheckInDealer(name: "Ana"),
    CheckInDealer(name: "Ben"),
    CheckInDealer(name: "Cy"),
    CheckInDealer(name: "Dee"),
    CheckOutDealer(name: "Dee"),
    SetDealerPlan(push_minutes: 30, strings: [(tables: [1, 2], dealers: [0, 1, 2])]),
    AssignSeat(player: 4, table: 2, seat: 5, reason: "near the exit"),
    SetButton(table: 1, seat: 1),
    SetButton(table: 1, seat: 2),
    SetButton(table: 1, seat: 3),
    SetButton(table: 1, seat: 4),
    SetButton(table: 1, seat: 5),
    SetButton(table: 1, seat: 6),
    SetButton(table: 1, seat: 7),
    SetButton(table: 1, seat: 8),
    SetButton(table: 1, seat: 9),
    DealHand(table: 1),
    Eliminate(busts: [(player: 3)]),
    Reinstate(player: 3, reason: "the wrong seat was tapped"),
    Eliminate(busts: [(player: 3)]),
    SeatAlternate,
    SetCapacity(seats: None),
    SetEntryLimit(entries: Some(1000)),
    ReEnter(player: 3),
    AcceptInstruction,
    CallFloor(table: 1, reason: "clock on seat 4"),
    CloseReport(report: 1),
    StartHandForHand,
    TableFinishedHand(table: 1),
    EndHandForHand,
    Penalize(player: 0, fault: Stalling, step: Some(MissedHands(3)), reason: Some("stalling again")),
    PenaltyServed(player: 0),
    OpenTables(tables: [3]),
    BreakTable(table: 3),
]"#;

/// A Day 2 played from a flight, ended for the night with a player's chips bagged.
const DAY_TWO: &str = r#"[
    Create(name: "Day 2", structure: Shipped("home-turbo")),
    CarryFlights(flights: [(
        name: "Day 1A",
        purchases: (entries: 3, re_entries: 0, rebuys: 0, add_ons: 0),
        bagged: [(name: "Ann", chips: 20000, bag: Some("A-1")), (name: "Bob", chips: 9000)],
    )]),
    DrawSeats,
    StartClock,
    EndDay,
    BagChips(player: 0, chips: 15000, bag: "D2-1"),
]"#;

/// The TD's own prizes, then a deal among the three left (the home turbo's 10 entries pay
/// 100 / 60 / 40).
const PRIZES_AND_A_DEAL: &str = r#"[
    Create(name: "Deal", structure: Shipped("home-turbo")),
    Register(name: "Ann"), Register(name: "Bob"), Register(name: "Cy"), Register(name: "Dee"),
    Register(name: "Eve"), Register(name: "Fay"), Register(name: "Gus"), Register(name: "Hal"),
    Register(name: "Ida"), Register(name: "Jo"),
    DrawSeats,
    SetPayouts(prizes: [90, 60, 30, 20]),
    SetPayouts(prizes: []),
    Eliminate(busts: [(player: 9)]), Eliminate(busts: [(player: 8)]),
    Eliminate(busts: [(player: 7)]), Eliminate(busts: [(player: 6)]),
    Eliminate(busts: [(player: 5)]), Eliminate(busts: [(player: 4)]),
    Eliminate(busts: [(player: 3)]),
    AgreeDeal(shares: [(player: 0, amount: 80, agreed: true), (player: 1, amount: 70, agreed: true), (player: 2, amount: 50, agreed: true)]),
]"#;

/// Moves by position, buttons given and corrected, hands logged, reports from the tables, a
/// ruling and a penalty, on three tables of six (the floor knows no button until told).
fn the_floor_by_position() -> Script {
    let mut script = script(
        "the floor by position",
        r#"[
            Create(name: "By position", seats_per_table: 6),
            Register(name: "Ann"), Register(name: "Bob"), Register(name: "Cy"),
            Register(name: "Dee"), Register(name: "Eve"), Register(name: "Fay"),
            Register(name: "Gus"), Register(name: "Hal"), Register(name: "Ida"),
            Register(name: "Jo"), Register(name: "Kim"), Register(name: "Lou"),
            Register(name: "Max"), Register(name: "Ned"), Register(name: "Oz"),
            Register(name: "Pam"), Register(name: "Quin"), Register(name: "Rae"),
            DrawSeats,
            StartClock,
        ]"#,
    );
    let lines: Vec<Line> = vec![
        // Two busts at table 1 leave 4, 6, 6: a move the floor can only name by position.
        bust_at(1),
        bust_at(1),
        Box::new(|t| {
            let candidates = seatings(t)
                .into_iter()
                .map(|(player, table, seat)| Command::CompleteMove {
                    player,
                    table,
                    seat,
                })
                .collect();
            first_accepted(t, "move", candidates)
        }),
        bust_at(1),
        bust_at(1),
        // The floor is told the buttons at both ends of the move: it names the move again.
        give_button(3),
        give_button(1),
        Box::new(|t| {
            let candidates = seatings(t)
                .into_iter()
                .map(|(player, table, seat)| Command::OverrideInstruction {
                    player,
                    table,
                    seat,
                    reason: "a seat near the exit".to_string(),
                })
                .collect();
            first_accepted(t, "override", candidates)
        }),
        Box::new(|_| Command::DealHand {
            table: 2,
            redeal: false,
            by: Default::default(),
            confirmed: false,
        }),
        // A hand reported by mistake, taken back, and reported again.
        Box::new(|_| Command::TakeBackHand { table: 2 }),
        Box::new(|_| Command::DealHand {
            table: 2,
            redeal: false,
            by: Default::default(),
            confirmed: false,
        }),
        Box::new(|t| {
            let candidates = (1..=6)
                .map(|button| Command::CorrectButton { table: 2, button })
                .collect();
            first_accepted(t, "corrected button", candidates)
        }),
        folded_hand(2),
        Box::new(|_| Command::Rule {
            case: Box::new(Case::FouledDeck(FouledDeck {
                hand_over: Some(false),
                next_hand_started: Some(false),
            })),
            table: Some(2),
            players: Vec::new(),
            choice: None,
        }),
        Box::new(|t| {
            let candidates = in_play(t)
                .into_iter()
                .map(|player| Command::Penalize {
                    player,
                    fault: Fault::Stalling,
                    step: None,
                    reason: None,
                    hand_in_progress: false,
                })
                .collect();
            first_accepted(t, "penalty", candidates)
        }),
        Box::new(|t| {
            let candidates = (1..=3)
                .flat_map(|table| (1..=6).map(move |seat| Command::ReportBust { table, seat }))
                .collect();
            first_accepted(t, "reported bust", candidates)
        }),
        Box::new(|t| Command::ConfirmBust {
            report: t.reports()[0].id,
        }),
    ];
    script.lines.extend(lines);
    script
}

/// A bounty event where a player goes out with nobody named, then the TD names the knocker.
fn a_bounty_claimed_afterwards() -> Script {
    let mut structure = riffle_core::structure::shipped("home-turbo")
        .unwrap()
        .unwrap();
    structure.bounty = 20;
    structure.knockout = riffle_core::structure::Knockout::Progressive;
    let mut script = script(
        "a bounty claimed afterwards",
        r#"[
            Create(name: "PKO"),
            Register(name: "Ann"), Register(name: "Bob"), Register(name: "Cy"),
            DrawSeats,
            Eliminate(busts: [(player: 2)]),
            NameKnockers(player: 2, by: [0, 1]),
        ]"#,
    );
    script.setup.structure = riffle_tournament::StructureSource::Inline(Box::new(structure));
    script
}

fn scripts() -> Vec<Script> {
    let dir = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../..")).join("tests/scripts");
    let mut scripts: Vec<Script> = [
        "01_first_tables",
        "02_eliminations",
        "03_clock",
        "04_money",
        "06_moves_by_position",
    ]
    .iter()
    .map(|name| {
        script(
            name,
            &std::fs::read_to_string(dir.join(format!("{name}.ron"))).unwrap(),
        )
    })
    .collect();
    scripts.push(script("set-up and floor", SET_UP_AND_FLOOR));
    scripts.push(script("prizes and a deal", PRIZES_AND_A_DEAL));
    scripts.push(script("day 2", DAY_TWO));
    scripts.push(the_floor_by_position());
    scripts.push(a_bounty_claimed_afterwards());
    scripts
}

/// Creates the script's tournament through a disk that fails at each creation step first:
/// each failure is refused with its cause and leaves no tournament (nothing opens, no
/// temporary file), and the creation tried again on the mended disk makes a whole one.
fn create_through_failures(
    dir: &Path,
    script: &Script,
    tried: &mut BTreeMap<String, BTreeSet<&'static str>>,
) -> (Session, FaultyDisk) {
    let disk = FaultyDisk::default();
    for (step, code) in CREATE_STEPS {
        let case = format!("{}: creating, {step:?}", script.name);
        disk.set(Some((step, code)));
        match Session::create_on(Box::new(disk.clone()), dir, &script.setup, now()) {
            Err(SessionError::Journal(JournalError::NotCreated { source, .. })) => {
                assert_eq!(source.raw_os_error(), Some(code), "{case}")
            }
            Err(other) => panic!("{case}: {other}"),
            Ok(_) => panic!("{case}: created on a failing disk"),
        }
        tried
            .entry(format!("{step:?}"))
            .or_default()
            .insert("Create");
        assert!(!Journal::exists(dir), "{case}: no journal is left");
        assert!(
            matches!(
                Session::open(dir),
                Err(SessionError::Journal(JournalError::NotATournament { .. }))
            ),
            "{case}: no tournament is there"
        );
        let leftovers: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|name| name != "writer.lock" && name != "writer.holder")
            .collect();
        assert!(leftovers.is_empty(), "{case}: {leftovers:?}");
    }
    disk.set(None);
    let mut session = Session::create_on(Box::new(disk.clone()), dir, &script.setup, now())
        .unwrap_or_else(|e| panic!("{}: created again: {e}", script.name));
    session.reseed(7);
    (session, disk)
}

/// The commands a sound disk accepts, each with the state after it. Each command draws from a
/// generator seeded by its place, so a seat draw retried after a failed write draws the same.
fn accepted(dir: &Path, script: &Script) -> Vec<(Command, Tournament)> {
    let mut session = Session::create(dir, &script.setup, now()).unwrap();
    script
        .lines
        .iter()
        .filter_map(|line| {
            let command = line(session.tournament());
            session.reseed(session.commands());
            session
                .execute(&command, now())
                .ok()
                .map(|_| (command, session.tournament().clone()))
        })
        .collect()
}

#[test]
fn every_kind_of_command_refused_by_the_disk_at_each_step_changes_nothing_then_lands() {
    let tmp = tempfile::tempdir().unwrap();
    // The kinds tried at each step of failure.
    let mut tried: BTreeMap<String, BTreeSet<&'static str>> = BTreeMap::new();
    let mut failures = 0;
    for script in scripts() {
        let name = script.name;
        let reference = accepted(&tmp.path().join(format!("{name}-reference")), &script);
        let dir = tmp.path().join(name);
        let (mut session, disk) = create_through_failures(&dir, &script, &mut tried);
        for (k, (command, after)) in reference.iter().enumerate() {
            let before = session.tournament().clone();
            let saved = session.commands();
            for (step, code) in APPEND_STEPS {
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
                tried
                    .entry(format!("{step:?}"))
                    .or_default()
                    .insert(kind(command));
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
    for (step, _) in APPEND_STEPS {
        let kinds = tried.get(&format!("{step:?}")).cloned().unwrap_or_default();
        let missing: Vec<&str> = KINDS
            .iter()
            .copied()
            .filter(|k| !kinds.contains(k))
            .collect();
        assert!(
            missing.is_empty(),
            "{step:?}: kinds never tried: {missing:?}"
        );
    }
    for (step, _) in CREATE_STEPS {
        assert!(tried[&format!("{step:?}")].contains("Create"), "{step:?}");
    }
    assert!(failures >= 4 * 60, "{failures} failed writes");
}

#[test]
fn a_snapshot_whose_rename_fails_loses_no_command() {
    let tmp = tempfile::tempdir().unwrap();
    let script = script("set-up", SET_UP_AND_FLOOR);
    let dir = tmp.path().join("long");
    let mut session = Session::create(&dir, &script.setup, now()).unwrap();
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
    assert_eq!(
        files,
        ["journal.jsonl", "writer.holder", "writer.lock"],
        "no temporary file"
    );
    let reopened = Session::open(&dir).unwrap();
    assert_eq!(reopened.commands(), 500);
    assert!(reopened.tournament() == &state);
}
