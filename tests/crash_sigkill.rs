//! A TD's laptop can die at any moment. A child process runs a long script and is killed with
//! SIGKILL at random moments, over two hundred times; every reload must succeed and equal the
//! state after the last command the child reported done (or the one after it, if it was made
//! durable just before the kill): nothing confirmed lost, nothing half-applied.
//!
//! A test binary of its own, like `journal_one_writer`: it drops its session and opens the
//! folder again at once, and in a binary where other tests start processes at the same moment,
//! a child forked mid-spawn shares the lock's file until it runs its program, so the reopening
//! was refused now and then as if another writer held the folder.
#![cfg(unix)]

use chrono::{DateTime, TimeZone, Utc};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use riffle_core::floor::PlayerId;
use riffle_store::journal::Journal;
use riffle_store::session::Session;
use riffle_tournament::{Bust, Command, Setup, StructureSource, Tournament, parse_script};
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Command as Process, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

const SEED: u64 = 42;
/// Kills that must land while the script runs. Each is aimed at a random command (once the
/// child has reported the one before it durable) plus a random part of a command's time; one
/// that still lands after the end counts for nothing, so the loop goes on (up to `ATTEMPTS`).
const KILLS: usize = 200;
const ATTEMPTS: usize = 3 * KILLS;

fn now() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 21, 20, 0, 0).unwrap()
}

fn setup() -> Setup {
    Setup {
        name: "Crash test".into(),
        structure: StructureSource::Shipped("home-turbo".into()),
        house_rules: None,
        seats_per_table: 9,
    }
}

/// A long, valid script: registrations, the draw, hands, eliminations and the floor's moves,
/// clock operations, undos. Built by trying commands on a scratch session and keeping those
/// accepted.
fn script(dir: &Path) -> Vec<Command> {
    let mut session = Session::create(&dir.join("scratch"), &setup(), now()).unwrap();
    session.reseed(SEED);
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let mut kept = vec![Command::Create(setup())];
    let try_run = |session: &mut Session, command: Command, kept: &mut Vec<Command>| {
        if session.execute(&command, now()).is_ok() {
            kept.push(command);
        }
    };
    for i in 0..60 {
        try_run(
            &mut session,
            Command::Register {
                name: format!("Player {i:02}"),
                notes: None,
                confirmed: false,
                profile: None,
            },
            &mut kept,
        );
    }
    try_run(&mut session, Command::DrawSeats, &mut kept);
    try_run(&mut session, Command::StartClock, &mut kept);
    for step in 0..400 {
        if session.tournament().players_left() <= 1 {
            break;
        }
        let command = if let Some(pending) = session.tournament().pending_instruction() {
            recorded_move(session.tournament(), pending).unwrap_or(Command::AcceptInstruction)
        } else {
            match step % 9 {
                0 => Command::DealHand {
                    table: rng.random_range(1..=7),
                    redeal: false,
                    by: riffle_core::floor::Reporter::Td,
                    confirmed: false,
                },
                1 => Command::AddTime { seconds: 30 },
                2 => Command::Undo,
                3 => Command::Redo,
                4 => Command::Announce {
                    text: format!("Step {step}"),
                },
                _ => {
                    let in_play: Vec<PlayerId> = session
                        .tournament()
                        .entries()
                        .iter()
                        .filter(|e| e.in_play())
                        .map(|e| e.id)
                        .collect();
                    let player = in_play[rng.random_range(0..in_play.len())];
                    Command::Eliminate {
                        busts: vec![Bust {
                            by: Vec::new(),
                            player,
                            starting_stack: None,
                        }],
                        on_hand_for_hand_announcement: false,
                    }
                }
            }
        };
        try_run(&mut session, command, &mut kept);
    }
    kept
}

fn to_ron(commands: &[Command]) -> String {
    use ron::extensions::Extensions;
    ron::Options::default()
        .with_default_extension(Extensions::IMPLICIT_SOME | Extensions::UNWRAP_VARIANT_NEWTYPES)
        .to_string(commands)
        .unwrap()
}

/// The state after each command of the script: index k is after the k-th command.
fn reference(dir: &Path, commands: &[Command]) -> Vec<Tournament> {
    let Command::Create(setup) = &commands[0] else {
        panic!("the script creates the tournament")
    };
    let mut session = Session::create(&dir.join("reference"), setup, now()).unwrap();
    session.reseed(SEED);
    let mut states = vec![session.tournament().clone(), session.tournament().clone()];
    for command in &commands[1..] {
        session.execute(command, now()).unwrap();
        states.push(session.tournament().clone());
    }
    states
}

/// When the child is killed: once it has reported `after` commands durable, plus `jitter`, so
/// that each kill lands inside the script however fast or busy the machine is.
#[derive(Clone, Copy)]
struct Kill {
    after: usize,
    jitter: Duration,
}

/// Runs the script in a child process, kills it at `kill` (or lets it finish when `kill` is
/// `None`), and returns the last command it reported durable.
fn run_and_kill(script: &Path, folder: &Path, kill: Option<Kill>) -> usize {
    let mut child = Process::new(env!("CARGO_BIN_EXE_riffle"))
        .args(["script"])
        .arg(script)
        .arg("--tournament")
        .arg(folder)
        .args(["--now", "2026-11-21T20:00:00Z", "--seed", &SEED.to_string()])
        // Each command synced and reported on its own, so a kill can land between any two.
        .args(["--synced-together", "1"])
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let stderr = child.stderr.take().unwrap();
    let reported = Arc::new(AtomicUsize::new(0));
    let reader = {
        let reported = Arc::clone(&reported);
        std::thread::spawn(move || {
            let mut reader = BufReader::new(stderr);
            let mut line = String::new();
            // Only whole lines count: the report is written once the command is durable.
            while reader.read_line(&mut line).is_ok_and(|n| n > 0) {
                if let Some(n) = line
                    .strip_suffix('\n')
                    .and_then(|l| l.strip_prefix("applied "))
                {
                    let n = n.parse().expect("a whole report line holds a number");
                    reported.store(n, Ordering::SeqCst);
                }
                line.clear();
            }
        })
    };
    let running = |child: &mut std::process::Child| matches!(child.try_wait(), Ok(None));
    if let Some(kill) = kill {
        while reported.load(Ordering::SeqCst) < kill.after && running(&mut child) {
            std::thread::sleep(Duration::from_micros(100));
        }
        let deadline = Instant::now() + kill.jitter;
        while Instant::now() < deadline && running(&mut child) {
            std::thread::sleep(Duration::from_micros(100).min(deadline - Instant::now()));
        }
        let _ = child.kill(); // SIGKILL; the child may already have finished.
    }
    let _ = child.wait();
    reader.join().unwrap();
    reported.load(Ordering::SeqCst)
}

/// A balancing move the floor could only describe by position (no hand reported this level),
/// completed as the floor staff would: the first player at the source table, the first open
/// seat at the destination.
fn recorded_move(
    tournament: &riffle_tournament::Tournament,
    pending: &riffle_core::floor::Instruction,
) -> Option<Command> {
    let Some(riffle_core::floor::Basis::Position(position)) = &pending.basis else {
        return None;
    };
    let floor = tournament.floor();
    // Anyone but a player the floor has just moved in, who does not move again before a hand.
    let (_, player) = floor
        .table(position.from)?
        .players()
        .find(|(_, player)| floor.moved_in(*player).is_none())?;
    let (seat, _) = floor
        .table(position.to)?
        .seats()
        .find(|(_, s)| *s == riffle_core::floor::Seat::Open)?;
    Some(Command::CompleteMove {
        player,
        table: position.to.0,
        seat,
    })
}

#[test]
fn killed_at_random_moments_the_journal_keeps_every_confirmed_command() {
    let tmp = tempfile::tempdir().unwrap();
    let commands = script(tmp.path());
    assert!(
        commands.len() > 150,
        "the script is long: {} commands",
        commands.len()
    );
    let text = to_ron(&commands);
    assert_eq!(parse_script(&text, "script").unwrap(), commands);
    let script = tmp.path().join("script.ron");
    std::fs::write(&script, &text).unwrap();
    let states = reference(tmp.path(), &commands);

    // How long one command takes on this machine, to spread each kill over a command's work.
    let start = Instant::now();
    let complete = run_and_kill(&script, &tmp.path().join("complete"), None);
    let per_command = start.elapsed() / commands.len() as u32;
    assert_eq!(complete, commands.len());

    let mut rng = ChaCha8Rng::seed_from_u64(2026);
    let mut mid_run = 0;
    for kill in 0..ATTEMPTS {
        if mid_run >= KILLS {
            break;
        }
        let folder = tmp.path().join(format!("run-{kill}"));
        let at = Kill {
            after: rng.random_range(0..commands.len()),
            jitter: per_command.mul_f64(rng.random_range(0.0..2.0)),
        };
        let confirmed = run_and_kill(&script, &folder, Some(at));
        if !Journal::exists(&folder) {
            assert_eq!(
                confirmed, 0,
                "run {kill}: a confirmed command but no journal"
            );
            continue;
        }
        let session =
            Session::open(&folder).unwrap_or_else(|e| panic!("run {kill}: the reload failed: {e}"));
        let durable = session.commands() as usize;
        assert!(
            durable == confirmed || durable == confirmed + 1,
            "run {kill}: {confirmed} confirmed, {durable} in the journal"
        );
        assert_eq!(
            session.tournament(),
            &states[durable],
            "run {kill}: state after command {durable}"
        );
        if durable < commands.len() {
            mid_run += 1;
        }
        // The reloaded tournament goes on: a new command lands after the last whole one.
        if kill % 10 == 0 && durable > 0 {
            let mut session = session;
            session
                .execute(
                    &Command::Announce {
                        text: "After the crash".into(),
                    },
                    now(),
                )
                .unwrap();
            // One writer at a time: the session closes before the folder is opened again.
            drop(session);
            let reopened = Session::open(&folder).unwrap();
            assert_eq!(reopened.commands() as usize, durable + 1);
            assert!(reopened.notices().is_empty(), "{:?}", reopened.notices());
        }
    }
    assert!(
        mid_run >= KILLS,
        "{mid_run} kills landed mid-run in {ATTEMPTS} attempts"
    );
}
