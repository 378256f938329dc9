//! Commands sent at once by many senders (twenty phones, the TD's window) are made durable
//! together: one sync for the group waiting while the previous one was written, not one sync
//! each in turn. None is answered, and no listener hands one on, before it is durable; a group
//! whose sync fails is taken back whole, every sender hears why, and no screen ever sees it.

use crate::commands_synced_together::{now, register};
use crate::faulty_disk::{EIO, FaultyDisk, Step};
use riffle_store::journal::{Disk, JournalError};
use riffle_store::session::{Session, SessionError};
use riffle_store::writer::Writer;
use riffle_tournament::Command;
use std::fs::File;
use std::io::{self, Write};
use std::sync::{Arc, Barrier, Mutex};
use std::time::Duration;

const SENDERS: usize = 20;

/// The event of the one-sender tests, behind the writer every sender shares.
fn festival(dir: &std::path::Path) -> Writer {
    Writer::new(crate::commands_synced_together::festival(dir))
}

/// What happened, in order: a command's bytes written, a sync, a listener handing a command on.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Seen {
    Written,
    Synced,
    HandedOn(u64),
}

/// A real disk whose every sync takes a while (a laptop's drive under load), noting each write
/// and sync in a shared log.
#[derive(Debug, Clone)]
struct SlowDisk {
    log: Arc<Mutex<Vec<Seen>>>,
}

impl Disk for SlowDisk {
    fn append(&mut self, file: &mut File, bytes: &[u8]) -> io::Result<()> {
        file.write_all(bytes)?;
        self.log.lock().unwrap().push(Seen::Written);
        Ok(())
    }

    fn sync(&mut self, file: &File) -> io::Result<()> {
        std::thread::sleep(Duration::from_millis(20));
        file.sync_data()?;
        self.log.lock().unwrap().push(Seen::Synced);
        Ok(())
    }

    fn truncate(&mut self, file: &File, len: u64) -> io::Result<()> {
        file.set_len(len).and_then(|()| file.sync_all())
    }
}

/// Sends one registration from each of [`SENDERS`] threads at once; their answers.
fn send_at_once(writer: &Writer) -> Vec<Result<u64, SessionError>> {
    commands_at_once(writer, |n| register(&format!("Player {n}")))
        .into_iter()
        .map(|answer| answer.unwrap())
        .collect()
}

/// Sends `command(n)` from each of [`SENDERS`] threads at once; how each thread ended (its
/// answer, or its panic).
fn commands_at_once(
    writer: &Writer,
    command: impl Fn(usize) -> Command,
) -> Vec<std::thread::Result<Result<u64, SessionError>>> {
    let start = Arc::new(Barrier::new(SENDERS));
    let senders: Vec<_> = (0..SENDERS)
        .map(|n| {
            let (writer, start, command) = (writer.clone(), Arc::clone(&start), command(n));
            std::thread::spawn(move || {
                start.wait();
                writer.execute(&command, now())
            })
        })
        .collect();
    senders.into_iter().map(|s| s.join()).collect()
}

#[test]
fn twenty_senders_at_once_share_syncs_and_each_command_is_durable_before_it_is_handed_on() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("colossus");
    let writer = festival(&dir);
    let log = Arc::new(Mutex::new(Vec::new()));
    let disk = SlowDisk {
        log: Arc::clone(&log),
    };
    writer.configure(|session| session.use_disk(Box::new(disk)));
    let heard = Arc::clone(&log);
    writer.listen(
        now(),
        Box::new(move |committed| {
            let (seq, heard) = (committed.seq, Arc::clone(&heard));
            Some(Box::new(move || {
                heard.lock().unwrap().push(Seen::HandedOn(seq));
            }))
        }),
    );

    let mut seqs: Vec<u64> = send_at_once(&writer)
        .into_iter()
        .map(Result::unwrap)
        .collect();
    seqs.sort_unstable();
    let expected: Vec<u64> = (2..2 + SENDERS as u64).collect();
    assert_eq!(seqs, expected, "every command kept once, with no gap");

    let log = log.lock().unwrap().clone();
    let syncs = log.iter().filter(|s| **s == Seen::Synced).count();
    assert!(
        syncs < SENDERS / 2,
        "{syncs} syncs for {SENDERS} commands sent at once: they are not grouped"
    );
    // Every hand-on follows the sync of every write before it, and they come in order.
    let mut unsynced = 0;
    let mut handed_on = Vec::new();
    for step in &log {
        match step {
            Seen::Written => unsynced += 1,
            Seen::Synced => unsynced = 0,
            Seen::HandedOn(seq) => {
                assert_eq!(unsynced, 0, "command {seq} handed on before it was durable");
                handed_on.push(*seq);
            }
        }
    }
    let every: Vec<u64> = (1..2 + SENDERS as u64).collect();
    assert_eq!(handed_on, every, "each command handed on once, in order");

    drop(writer);
    let reopened = Session::open(&dir).unwrap();
    assert_eq!(reopened.commands(), 1 + SENDERS as u64);
    assert_eq!(reopened.tournament().entries().len(), SENDERS);
}

#[test]
fn a_group_whose_sync_fails_is_refused_to_every_sender_and_never_reaches_a_listener() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("colossus");
    let writer = festival(&dir);
    writer.execute(&register("Ann Durand"), now()).unwrap();
    let before = writer.read(|session| session.tournament().clone());
    let heard = Arc::new(Mutex::new(Vec::new()));
    let told = Arc::clone(&heard);
    writer.listen(
        now(),
        Box::new(move |committed| {
            let (seq, told) = (committed.seq, Arc::clone(&told));
            Some(Box::new(move || told.lock().unwrap().push(seq)))
        }),
    );
    let disk = FaultyDisk::default();
    writer.configure(|session| session.use_disk(Box::new(disk.clone())));
    disk.set(Some((Step::Sync, EIO)));

    for answer in send_at_once(&writer) {
        assert!(
            matches!(
                answer,
                Err(SessionError::Journal(JournalError::NotSaved { .. }))
            ),
            "each sender hears its command was not saved: {answer:?}"
        );
    }
    assert_eq!(*heard.lock().unwrap(), [2], "only the state as it stood");
    assert!(writer.read(|session| session.tournament() == &before));
    assert!(writer.read(|session| session.failure().is_some()));

    disk.set(None);
    let seq = writer.execute(&register("Bob Roux"), now()).unwrap();
    assert_eq!(seq, 3, "the next command follows the last one kept");
    assert_eq!(*heard.lock().unwrap(), [2, 3]);
    drop(writer);
    let reopened = Session::open(&dir).unwrap();
    let names: Vec<&str> = (reopened.tournament().entries().iter())
        .map(|e| e.name.as_str())
        .collect();
    assert_eq!(names, ["Ann Durand", "Bob Roux"]);
}

#[test]
fn a_refused_command_in_a_group_keeps_its_refusal_and_the_others_are_kept() {
    let tmp = tempfile::tempdir().unwrap();
    let writer = festival(&tmp.path().join("colossus"));
    // Every sender registers the same player: one is kept, the others are namesakes of it.
    let answers: Vec<_> = commands_at_once(&writer, |_| register("Zoé Lefèvre"))
        .into_iter()
        .map(|answer| answer.unwrap())
        .collect();
    assert_eq!(answers.iter().filter(|a| a.is_ok()).count(), 1);
    assert!(
        (answers.iter().filter_map(|a| a.as_ref().err()))
            .all(|e| matches!(e, SessionError::Rule(_))),
        "the others are refused as namesakes: {answers:?}"
    );
    assert_eq!(writer.read(|s| s.tournament().entries().len()), 1);
}

/// A bug that stops the sender running a group (here a listener's panic at command 8) never
/// gets a command run twice: one it had started may be in the journal, so its sender is told
/// to look before sending it again; one it never reached runs in a later group.
#[test]
fn a_sender_stopped_in_the_middle_of_a_group_never_gets_a_command_run_twice() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("colossus");
    let writer = festival(&dir);
    let log = Arc::new(Mutex::new(Vec::new()));
    writer.configure(|session| session.use_disk(Box::new(SlowDisk { log })));
    writer.listen(
        now(),
        Box::new(|committed| {
            if committed.seq == 8 {
                panic!("a listener's bug at command 8");
            }
            None
        }),
    );
    // Each a namesake the TD confirmed: a second run would be a second paid entry.
    let answers = commands_at_once(&writer, |n| Command::Register {
        name: format!("Player {n}"),
        notes: None,
        confirmed: true,
        profile: None,
    });
    assert_eq!(
        answers.iter().filter(|a| a.is_err()).count(),
        1,
        "only the sender that ran into the bug stops"
    );
    let names = |session: &Session| -> Vec<String> {
        (session.tournament().entries().iter())
            .map(|e| e.name.clone())
            .collect()
    };
    let registered = writer.read(names);
    for (n, answer) in answers.iter().enumerate() {
        let name = format!("Player {n}");
        let times = registered.iter().filter(|r| **r == name).count();
        assert!(times <= 1, "{name} registered {times} times");
        match answer {
            Ok(Ok(_)) => assert_eq!(times, 1, "{name} answered kept"),
            Ok(Err(SessionError::WriterStopped)) | Err(_) => {}
            Ok(Err(other)) => panic!("{name}: {other:?}"),
        }
    }
    drop(writer);
    let reopened = Session::open(&dir).unwrap();
    assert_eq!(
        names(&reopened),
        registered,
        "the journal holds what was applied"
    );
}
