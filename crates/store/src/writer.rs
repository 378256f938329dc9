//! The one writer of a tournament, shared. The app's window and the venue server run in one
//! process and both send commands: they hold clones of one [`Writer`] around one [`Session`],
//! so the journal keeps a single writer (one lock file, one sequence of commands) and every
//! command is checked, made durable and applied under the same lock, whoever sent it.
//!
//! Commands sent at once are made durable together (a group commit): each sender queues its
//! command and waits for the writer; the first to get it runs every command queued so far,
//! one after the other, and makes them durable with one sync, then answers each sender. Twenty
//! phones tapping at once pay for one sync, not twenty in turn. No command is answered, and no
//! listener told of it, before it is durable; a failed sync takes the whole group back.

use super::journal::{JOURNAL_FILE, JournalError};
use super::session::{Applied, Session, SessionError};
use chrono::{DateTime, Utc};
use riffle_tournament::{Command, Tournament};
use std::collections::VecDeque;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, SyncSender, TryRecvError};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

/// A committed command as listeners see it: its number in the journal (the count of commands,
/// which the venue server sends as each change's `seq`) and the tournament after it.
pub struct Committed<'a> {
    pub seq: u64,
    pub at: DateTime<Utc>,
    pub tournament: &'a Tournament,
}

/// What a listener hands on once its command is durable (a change sent to the screens). It
/// runs in journal order, while the writer is still held: it must never wait.
pub type Delivery = Box<dyn FnOnce() + Send>;

/// Told of every command as soon as it is applied, in journal order, while the writer is held
/// and before the command may be durable: it reads what it needs from the state after that
/// command and returns what to hand on. The writer runs that once the command is durable, and
/// drops it unrun if the sync fails (the command is then taken back): nothing of a command
/// that is not kept reaches a screen. It must never wait.
pub type Listener = Box<dyn Fn(&Committed<'_>) -> Option<Delivery> + Send>;

/// The end of a journal as a standby fetches it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JournalTail {
    /// The bytes from the line asked for to the end of the last whole command.
    pub tail: Vec<u8>,
    /// Lines in the whole file, the header included.
    pub lines: u64,
    /// The checksum of the whole file: a copy with the same lines has the same.
    pub crc32: u32,
    /// Commands in the whole file.
    pub commands: u64,
}

/// Names a listener so it can be removed when its server stops.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ListenerId(u64);

/// A cloneable handle on the tournament's one session.
#[derive(Clone)]
pub struct Writer {
    shared: Arc<Mutex<Shared>>,
    /// Commands waiting for the writer: the next sender to get it runs them all.
    queue: Arc<Mutex<VecDeque<Pending>>>,
}

struct Shared {
    session: Session,
    listeners: Vec<(ListenerId, Listener)>,
    next_listener: u64,
}

/// A command waiting to be run, and where its sender waits for the answer.
struct Pending {
    request: Option<String>,
    command: Command,
    now: DateTime<Utc>,
    answer: SyncSender<Result<Applied, SessionError>>,
    /// Set as the command starts to run: from then on it may be in the journal, and must
    /// never be run again, whatever happens to the sender running its group.
    reached: Arc<AtomicBool>,
}

impl Writer {
    pub fn new(session: Session) -> Writer {
        Writer {
            shared: Arc::new(Mutex::new(Shared {
                session,
                listeners: Vec::new(),
                next_listener: 0,
            })),
            queue: Arc::new(Mutex::new(VecDeque::new())),
        }
    }

    /// Executes a command through the session (checked, durable, applied), then tells every
    /// listener. Returns the command's number in the journal.
    pub fn execute(&self, command: &Command, now: DateTime<Utc>) -> Result<u64, SessionError> {
        self.execute_request(None, command, now)
            .map(|applied| applied.seq)
    }

    /// [`Writer::execute`] for a request its sender may repeat (see
    /// [`Session::execute_request`]): a repeat answers the first command's number, changes
    /// nothing and tells no listener. Two copies sent at once are run in turn, so the second
    /// finds the first.
    ///
    /// The command joins those waiting for the writer; whoever gets the writer first runs
    /// them all and makes them durable together (see the module's notes).
    pub fn execute_request(
        &self,
        request: Option<&str>,
        command: &Command,
        now: DateTime<Utc>,
    ) -> Result<Applied, SessionError> {
        let (answer, answered) = mpsc::sync_channel(1);
        let reached = Arc::new(AtomicBool::new(false));
        self.queued().push_back(Pending {
            request: request.map(str::to_string),
            command: command.clone(),
            now,
            answer,
            reached: Arc::clone(&reached),
        });
        let mut shared = self.lock();
        // Whoever runs a group answers it before letting the writer go: no answer yet means
        // the command is still queued.
        let answer = match answered.try_recv() {
            Err(TryRecvError::Empty) => {
                let group: Vec<Pending> = self.queued().drain(..).collect();
                shared.run(group);
                answered.try_recv()
            }
            other => other,
        };
        drop(shared);
        match answer {
            Ok(answer) => answer,
            // No answer at all: the sender running the group stopped (a panic) before it. A
            // command it started may be in the journal: running it again could charge or move
            // twice, so its sender is told to look first. One it never reached is sent again.
            Err(_) if reached.load(Ordering::SeqCst) => Err(SessionError::WriterStopped),
            Err(_) => self.execute_request(request, command, now),
        }
    }

    fn queued(&self) -> MutexGuard<'_, VecDeque<Pending>> {
        self.queue.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Reads the session (the tournament, the journal's counts) under the writer's lock.
    pub fn read<R>(&self, read: impl FnOnce(&Session) -> R) -> R {
        read(&self.lock().session)
    }

    /// Changes the session's own settings (a seed for scripts, a test's failing disk); commands
    /// go through [`Writer::execute`] so that listeners hear of them.
    pub fn configure<R>(&self, change: impl FnOnce(&mut Session) -> R) -> R {
        change(&mut self.lock().session)
    }

    /// Adds a listener. It first hears of the tournament as it stands (the last command's
    /// number, at `now`), then of every command committed after it, with no gap and no repeat;
    /// what it hands on for the tournament as it stands is handed on at once.
    pub fn listen(&self, now: DateTime<Utc>, listener: Listener) -> ListenerId {
        let mut shared = self.lock();
        let now = Committed {
            seq: shared.session.commands(),
            at: now,
            tournament: shared.session.tournament(),
        };
        if let Some(delivery) = listener(&now) {
            delivery();
        }
        let id = ListenerId(shared.next_listener);
        shared.next_listener += 1;
        shared.listeners.push((id, listener));
        id
    }

    pub fn stop_listening(&self, id: ListenerId) {
        self.lock().listeners.retain(|(other, _)| *other != id);
    }

    /// The journal's bytes from line `from` (counted from 0, the header being line 0), read
    /// under the writer's lock so they end on a whole command: what a standby copies.
    pub fn journal(&self, from: u64) -> Result<JournalTail, JournalError> {
        let shared = self.lock();
        let path = shared.session.dir().join(JOURNAL_FILE);
        let bytes = std::fs::read(&path).map_err(|source| JournalError::Io { path, source })?;
        let commands = shared.session.commands();
        drop(shared);
        let mut start = if from == 0 { 0 } else { bytes.len() };
        let mut lines = 0;
        for (at, byte) in bytes.iter().enumerate() {
            if *byte == b'\n' {
                lines += 1;
                if lines == from {
                    start = at + 1;
                }
            }
        }
        Ok(JournalTail {
            tail: bytes[start..].to_vec(),
            lines,
            crc32: crc32fast::hash(&bytes),
            commands,
        })
    }

    /// The session, whoever panicked while holding it before: a panic in one sender must not
    /// stop the others (the session itself never applies half a command).
    fn lock(&self) -> MutexGuard<'_, Shared> {
        self.shared.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

impl Shared {
    /// Runs `group` in order, made durable together, then hands on what the listeners built
    /// for each command kept and answers each sender, all before the writer is let go.
    fn run(&mut self, group: Vec<Pending>) {
        let Shared {
            session, listeners, ..
        } = self;
        let mut deliveries: Vec<(u64, Delivery)> = Vec::new();
        let answers = session.execute_together(
            // Each command is marked reached as it is taken, just before it runs.
            group.iter().map(|pending| {
                pending.reached.store(true, Ordering::SeqCst);
                (pending.request.as_deref(), &pending.command, pending.now)
            }),
            |session, applied, at| {
                let committed = Committed {
                    seq: applied.seq,
                    at,
                    tournament: session.tournament(),
                };
                for (_, listener) in listeners.iter() {
                    deliveries.extend(listener(&committed).map(|delivery| (applied.seq, delivery)));
                }
            },
        );
        let kept = |seq| {
            (answers.iter()).any(|answer| {
                answer
                    .as_ref()
                    .is_ok_and(|done| done.seq == seq && !done.repeat)
            })
        };
        for (seq, delivery) in deliveries {
            if kept(seq) {
                delivery();
            }
        }
        for (pending, answer) in group.into_iter().zip(answers) {
            // A sender gone (its thread stopped) needs no answer.
            let _ = pending.answer.send(answer);
        }
    }
}
