//! The one writer of a tournament, shared. The app's window and the venue server run in one
//! process and both send commands: they hold clones of one [`Writer`] around one [`Session`],
//! so the journal keeps a single writer (one lock file, one sequence of commands) and every
//! command is checked, made durable and applied under the same lock, whoever sent it.

use super::journal::{JOURNAL_FILE, JournalError};
use super::session::{Applied, Session, SessionError};
use chrono::{DateTime, Utc};
use riffle_tournament::{Command, Tournament};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

/// A committed command as listeners see it: its number in the journal (the count of commands,
/// which the venue server sends as each change's `seq`) and the tournament after it.
pub struct Committed<'a> {
    pub seq: u64,
    pub at: DateTime<Utc>,
    pub tournament: &'a Tournament,
}

/// Told of every committed command, in journal order, while the writer is still held: it must
/// only hand the change on (a channel send), never wait.
pub type Listener = Box<dyn Fn(&Committed<'_>) + Send>;

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
}

struct Shared {
    session: Session,
    listeners: Vec<(ListenerId, Listener)>,
    next_listener: u64,
}

impl Writer {
    pub fn new(session: Session) -> Writer {
        Writer {
            shared: Arc::new(Mutex::new(Shared {
                session,
                listeners: Vec::new(),
                next_listener: 0,
            })),
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
    /// nothing and tells no listener. Two copies sent at once take the lock in turn, so the
    /// second finds the first.
    pub fn execute_request(
        &self,
        request: Option<&str>,
        command: &Command,
        now: DateTime<Utc>,
    ) -> Result<Applied, SessionError> {
        let mut shared = self.lock();
        let applied = shared.session.execute_request(request, command, now)?;
        if applied.repeat {
            return Ok(applied);
        }
        let seq = applied.seq;
        let committed = Committed {
            seq,
            at: now,
            tournament: shared.session.tournament(),
        };
        for (_, listener) in &shared.listeners {
            listener(&committed);
        }
        Ok(applied)
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
    /// number, at `now`), then of every command committed after it, with no gap and no repeat.
    pub fn listen(&self, now: DateTime<Utc>, listener: Listener) -> ListenerId {
        let mut shared = self.lock();
        listener(&Committed {
            seq: shared.session.commands(),
            at: now,
            tournament: shared.session.tournament(),
        });
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
