//! One writer per tournament: while one program has a tournament open for writing, a second is
//! refused with the holder named (program, computer, process, since when), even where the
//! locked file cannot be read (Windows); reading still works;
//! and a holder that dies (killed, crashed) leaves no lock behind.
//!
//! The other program is this test itself, started again as `--hold FOLDER`: it opens the folder
//! for writing, says `holding` on its standard output, and waits to be killed; or as `--create
//! FOLDER` or `--write FOLDER`: it says `ready`, creates the tournament (or opens it and
//! registers a player) when a line comes on its standard input, says how that went, and keeps
//! the tournament open until its standard input closes.

use riffle_store::journal::JournalError;
use riffle_store::session::{Session, SessionError, View};
use riffle_tournament::{Setup, StructureSource};
use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Barrier};

fn setup() -> Setup {
    Setup {
        name: "Friday Deepstack".into(),
        structure: StructureSource::Shipped("home-turbo".into()),
        house_rules: None,
        seats_per_table: 9,
    }
}

fn now() -> chrono::DateTime<chrono::Utc> {
    chrono::DateTime::from_timestamp(1_800_000_000, 0).unwrap()
}

/// Starts another process holding `dir` open for writing, once it says so.
fn holder(dir: &Path) -> Child {
    let mut child = Command::new(std::env::current_exe().unwrap())
        .arg("--hold")
        .arg(dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(child.stdout.as_mut().unwrap())
        .read_line(&mut line)
        .unwrap();
    assert_eq!(line.trim(), "holding", "the holder could not open {dir:?}");
    child
}

fn a_second_writer_is_refused_with_the_holder_named_and_reading_still_works() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("friday");
    drop(Session::create(&dir, &setup(), now()).unwrap());
    let mut child = holder(&dir);

    let refusal = Session::open(&dir)
        .err()
        .expect("a second writer is refused");
    let SessionError::Journal(JournalError::InUse {
        holder: Some(holder),
        ..
    }) = &refusal
    else {
        panic!("not an in-use refusal: {refusal}");
    };
    assert_eq!(holder.pid, child.id());
    assert!(
        holder.program.starts_with("journal_one_writer"),
        "{holder:?}"
    );
    assert!(!holder.host.is_empty());
    let message = refusal.to_string();
    assert!(
        message.contains(&format!("process {}", child.id())) && message.contains(&holder.host),
        "{message}"
    );
    // Creating over it is refused too, and nothing was written by the refused writers.
    assert!(Session::create(&dir, &setup(), now()).is_err());

    let view = View::open(&dir).expect("reading needs no lock");
    assert_eq!(view.tournament().name(), "Friday Deepstack");
    assert_eq!(view.read_commands().unwrap().len(), 1);

    child.kill().unwrap();
    child.wait().unwrap();
}

/// Windows locks the lock file against reading too: the holder is named from the file beside
/// it. Here the locked file is emptied, as a refused program on Windows would find it.
fn the_holder_is_named_even_where_the_locked_file_cannot_be_read() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("sunday");
    drop(Session::create(&dir, &setup(), now()).unwrap());
    let mut child = holder(&dir);
    std::fs::write(dir.join("writer.lock"), "").unwrap();
    let refusal = Session::open(&dir)
        .err()
        .expect("a second writer is refused");
    assert!(
        refusal
            .to_string()
            .contains(&format!("process {}", child.id())),
        "{refusal}"
    );
    child.kill().unwrap();
    child.wait().unwrap();
}

fn a_killed_holder_leaves_no_lock_behind() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("saturday");
    drop(Session::create(&dir, &setup(), now()).unwrap());
    let mut child = holder(&dir);
    assert!(Session::open(&dir).is_err());
    // SIGKILL: the holder gets no chance to clean up.
    child.kill().unwrap();
    child.wait().unwrap();
    let session = Session::open(&dir).expect("the lock died with its process");
    assert_eq!(session.commands(), 1);
}

fn of_two_threads_creating_the_same_folder_exactly_one_wins() {
    for round in 0..20 {
        let tmp = tempfile::tempdir().unwrap();
        let dir = Arc::new(tmp.path().join(format!("sunday-{round}")));
        let start = Arc::new(Barrier::new(4));
        let racers: Vec<_> = (0..4)
            .map(|_| {
                let (dir, start) = (Arc::clone(&dir), Arc::clone(&start));
                std::thread::spawn(move || {
                    start.wait();
                    // Each racer keeps its session until all have tried.
                    Session::create(&dir, &setup(), now())
                })
            })
            .collect();
        let results: Vec<_> = racers.into_iter().map(|r| r.join().unwrap()).collect();
        let winners = results.iter().filter(|r| r.is_ok()).count();
        assert_eq!(winners, 1, "round {round}");
        for loser in results.iter().filter_map(|r| r.as_ref().err()) {
            assert!(
                matches!(
                    loser,
                    SessionError::Journal(
                        JournalError::InUse { .. } | JournalError::AlreadyExists { .. }
                    )
                ),
                "round {round}: {loser}"
            );
        }
        drop(results);
        let session = Session::open(&dir).unwrap();
        assert_eq!(session.commands(), 1, "round {round}");
    }
}

/// Starts three processes in `role` on `dir`, each ready before any is told to go, then tells
/// them all; returns what each said, once each has stopped.
fn race(role: &str, dir: &Path) -> Vec<String> {
    let mut racers: Vec<(Child, BufReader<std::process::ChildStdout>)> = (0..3)
        .map(|_| {
            let mut child = Command::new(std::env::current_exe().unwrap())
                .arg(role)
                .arg(dir)
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .spawn()
                .unwrap();
            let mut out = BufReader::new(child.stdout.take().unwrap());
            let mut line = String::new();
            out.read_line(&mut line).unwrap();
            assert_eq!(line.trim(), "ready");
            (child, out)
        })
        .collect();
    for (child, _) in &mut racers {
        writeln!(child.stdin.as_mut().unwrap(), "go").unwrap();
    }
    let outcomes = racers
        .iter_mut()
        .map(|(_, out)| {
            let mut line = String::new();
            out.read_line(&mut line).unwrap();
            line.trim().to_string()
        })
        .collect();
    // Each keeps what it made until all have said how it went.
    for (mut child, _) in racers {
        drop(child.stdin.take());
        assert!(child.wait().unwrap().success());
    }
    outcomes
}

fn of_two_processes_creating_the_same_folder_exactly_one_wins() {
    for round in 0..10 {
        let tmp = tempfile::tempdir().unwrap();
        let dir = tmp.path().join(format!("sunday-{round}"));
        let outcomes = race("--create", &dir);
        let winners = outcomes.iter().filter(|o| *o == "done").count();
        assert_eq!(winners, 1, "round {round}: {outcomes:?}");
        assert!(
            outcomes
                .iter()
                .all(|o| ["done", "refused: in use", "refused: already exists"]
                    .contains(&o.as_str())),
            "round {round}: {outcomes:?}"
        );
        let session = Session::open(&dir).unwrap();
        assert_eq!(session.commands(), 1, "round {round}");
    }
}

fn of_two_processes_writing_to_one_tournament_exactly_one_writes() {
    for round in 0..10 {
        let tmp = tempfile::tempdir().unwrap();
        let dir = tmp.path().join(format!("sunday-{round}"));
        drop(Session::create(&dir, &setup(), now()).unwrap());
        let outcomes = race("--write", &dir);
        let winners = outcomes.iter().filter(|o| *o == "done").count();
        assert_eq!(winners, 1, "round {round}: {outcomes:?}");
        assert!(
            outcomes
                .iter()
                .all(|o| ["done", "refused: in use"].contains(&o.as_str())),
            "round {round}: {outcomes:?}"
        );
        // The one registration confirmed is there, whole, and nothing else.
        let session = Session::open(&dir).unwrap();
        assert_eq!(session.commands(), 2, "round {round}");
        assert_eq!(session.tournament().entries().len(), 1, "round {round}");
    }
}

/// The other program, racing: when told to go, creates the folder (`--create`) or opens it
/// and registers a player (`--write`), says how that went, and keeps the tournament open until
/// its standard input closes.
fn racer(role: &str, dir: &Path) {
    println!("ready");
    let mut lines = std::io::stdin().lines();
    let _go = lines.next();
    let session = match role {
        "--create" => Session::create(dir, &setup(), now()),
        _ => Session::open(dir).and_then(|mut session| {
            let register = riffle_tournament::Command::Register {
                name: format!("Racer {}", std::process::id()),
                notes: None,
                confirmed: false,
                profile: None,
            };
            session.execute(&register, now()).map(|_| session)
        }),
    };
    let (_kept, outcome) = match session {
        Ok(session) => (Some(session), "done".to_string()),
        Err(SessionError::Journal(JournalError::InUse { .. })) => {
            (None, "refused: in use".to_string())
        }
        Err(SessionError::Journal(JournalError::AlreadyExists { .. })) => {
            (None, "refused: already exists".to_string())
        }
        Err(other) => (None, format!("failed: {other}")),
    };
    println!("{outcome}");
    let _ = lines.count();
}

/// The other program: holds the folder open until killed.
fn hold(dir: &Path) {
    let _session = Session::open(dir).unwrap();
    println!("holding");
    // Waits for its standard input to close, which only the end of the test does.
    let _ = std::io::stdin().lines().count();
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if let [_, role, dir] = args.as_slice() {
        match role.as_str() {
            "--hold" => return hold(Path::new(dir)),
            "--create" | "--write" => return racer(role, Path::new(dir)),
            _ => {}
        }
    }
    let checks: [(&str, fn()); 6] = [
        (
            "the_holder_is_named_even_where_the_locked_file_cannot_be_read",
            the_holder_is_named_even_where_the_locked_file_cannot_be_read,
        ),
        (
            "a_second_writer_is_refused_with_the_holder_named_and_reading_still_works",
            a_second_writer_is_refused_with_the_holder_named_and_reading_still_works,
        ),
        (
            "a_killed_holder_leaves_no_lock_behind",
            a_killed_holder_leaves_no_lock_behind,
        ),
        (
            "of_two_threads_creating_the_same_folder_exactly_one_wins",
            of_two_threads_creating_the_same_folder_exactly_one_wins,
        ),
        (
            "of_two_processes_creating_the_same_folder_exactly_one_wins",
            of_two_processes_creating_the_same_folder_exactly_one_wins,
        ),
        (
            "of_two_processes_writing_to_one_tournament_exactly_one_writes",
            of_two_processes_writing_to_one_tournament_exactly_one_writes,
        ),
    ];
    // `cargo test NAME` passes NAME on: only the checks it names run, as with the usual harness.
    let filter = args.iter().skip(1).find(|arg| !arg.starts_with('-'));
    let chosen = checks
        .into_iter()
        .filter(|(name, _)| filter.is_none_or(|f| name.contains(f.as_str())));
    for (name, check) in chosen {
        check();
        println!("test {name} ... ok");
    }
}
