//! A session: a tournament and its journal kept together. A command is executed by the
//! tournament, its events made durable in the journal, and only then applied; so what the TD
//! sees is always what a restart would load.

use super::journal::{self, Disk, Journal, JournalError, Loaded, Notice, Record, RequestMark};
use chrono::{DateTime, Utc};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use riffle_text::{Lang, Say, fill};
use riffle_tournament::{
    Command, Event, RebuildError, RuleError, Setup, StoredCommand, Tournament,
};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Receiver, TryRecvError};

/// A snapshot is written after this many commands, so a long event loads fast.
const SNAPSHOT_EVERY: u64 = 500;

/// A journal of at most this many events is replayed whole on opening to check the snapshot
/// before the state is shown; a longer one opens from the snapshot at once and is checked by a
/// replay in the background (see [`Session::check_snapshot`]).
const CHECK_AT_ONCE: u64 = 5_000;

/// ... or after this share of the commands so far, if more: a snapshot costs the whole state,
/// so a 100,000-command event writing one every 500 commands would spend its time writing
/// snapshots (the sum of their sizes grows with the square of the event); spaced in proportion
/// their sum stays a few times the last one, and a reopening replays at most this share.
const SNAPSHOT_SHARE: u64 = 5;

/// Whether a snapshot is due after command `number`, the last one having summed `last`.
fn snapshot_due(number: u64, last: u64) -> bool {
    number.saturating_sub(last) >= SNAPSHOT_EVERY.max(number / SNAPSHOT_SHARE)
}

/// Why a command could not be kept, or a tournament not opened.
#[derive(Clone, Debug)]
pub enum SessionError {
    Journal(JournalError),
    Rule(RuleError),
    Rebuild(RebuildError),
    /// A request id already answered with another command (a client that reused an id): the
    /// command the id made is `seq`, and nothing was changed.
    RequestReused {
        id: String,
        seq: u64,
    },
    /// The sender running a group of commands stopped (a panic) before answering this one: it
    /// may be recorded already, so it is not run a second time.
    WriterStopped,
}

riffle_text::wraps!(SessionError: Journal(JournalError), Rule(RuleError));

impl Say for SessionError {
    fn say(&self, lang: Lang) -> String {
        match self {
            SessionError::Journal(error) => error.say(lang),
            // The tournament's refusals are worded by the tournament.
            SessionError::Rule(error) => error.say(lang),
            SessionError::Rebuild(error) => {
                fill!(words(lang), "CannotReplay", cause = error.say(lang))
            }
            SessionError::RequestReused { id, seq } => {
                let w = words(lang);
                fill!(w, "RequestReused", id, seq)
            }
            SessionError::WriterStopped => fill!(words(lang), "WriterStopped"),
        }
    }
}
riffle_text::worded!(SessionError);

riffle_text::sentence_file!(fn words = "requests.ron");

/// What became of a command sent with a request id.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Applied {
    /// The command's number in the journal.
    pub seq: u64,
    /// The request was answered before: nothing was run or written this time.
    pub repeat: bool,
    /// The entry the command made (a registration, a re-entry), so the front that sent it
    /// knows its player without guessing from the list; `None` for a repeat.
    pub entry: Option<riffle_core::floor::PlayerId>,
}

/// Each request id the journal holds: the command it made and that command's fingerprint.
type Requests = HashMap<String, (u64, u32)>;

/// The fingerprint a [`RequestMark`] keeps of a command.
fn fingerprint(command: &Command) -> u32 {
    crc32c::crc32c(
        serde_json::to_string(command)
            .unwrap_or_default()
            .as_bytes(),
    )
}

/// The request ids of every command in the journal (the snapshot does not keep them).
fn requests_in(dir: &Path) -> Result<Requests, SessionError> {
    Ok(journal::read_all::<serde::de::IgnoredAny>(dir)?
        .into_iter()
        .filter_map(|record| {
            let mark = record.request?;
            Some((mark.id, (record.command, mark.command)))
        })
        .collect())
}

pub struct Session {
    journal: Journal,
    tournament: Tournament,
    rng: ChaCha8Rng,
    notices: Vec<Notice>,
    requests: Requests,
    /// The answer of the background replay checking the snapshot the session opened from, while
    /// it is awaited: whether the snapshot holds what the journal gives.
    snapshot_check: Option<Receiver<bool>>,
    /// The command the last snapshot sums (or the last loaded): the next one is spaced from it.
    snapshot_at: u64,
    /// Inside [`Session::in_one_sync`]: snapshots wait for the sync.
    holding: bool,
}

impl Session {
    /// Creates a tournament in a new folder.
    pub fn create(dir: &Path, setup: &Setup, now: DateTime<Utc>) -> Result<Session, SessionError> {
        Session::create_on(Box::new(journal::RealDisk), dir, setup, now)
    }

    /// [`Session::create`] through `disk` (see [`Journal::create_on`]: for tests of a creation
    /// the disk refuses).
    pub fn create_on(
        disk: Box<dyn Disk>,
        dir: &Path,
        setup: &Setup,
        now: DateTime<Utc>,
    ) -> Result<Session, SessionError> {
        // The setup is checked before anything is written.
        let events = Tournament::create(setup, now)?;
        let journal = Journal::create_on(disk, dir, now, &events)?;
        let tournament = rebuild(&[stored(1, now, events)])?;
        Ok(Session {
            journal,
            tournament,
            rng: fresh_rng(),
            notices: Vec::new(),
            requests: Requests::new(),
            snapshot_check: None,
            snapshot_at: 0,
            holding: false,
        })
    }

    /// Opens a tournament for writing: the snapshot, then the commands after it. Refused while
    /// another program has it open for writing.
    ///
    /// The snapshot is only a cache the journal checks: a short journal is replayed at once and
    /// compared with it; a long one opens from the snapshot and is replayed in the background,
    /// the answer taken by [`Session::check_snapshot`]. A snapshot that disagrees is set aside
    /// with a notice and the state rebuilt from the journal.
    pub fn open(dir: &Path) -> Result<Session, SessionError> {
        let (journal, loaded) = Journal::open::<Event, Tournament>(dir)?;
        let events = loaded.events;
        let (tournament, notices, snapshot) = build(dir, loaded)?;
        let mut session = Session {
            snapshot_at: journal.commands(),
            journal,
            tournament,
            rng: fresh_rng(),
            notices,
            requests: requests_in(dir)?,
            snapshot_check: None,
            holding: false,
        };
        if let Some(snapshot) = snapshot {
            if events <= CHECK_AT_ONCE {
                let agrees = agrees_with_journal(dir, &snapshot)?;
                session.settle_snapshot(agrees)?;
            } else {
                let (answer, check) = mpsc::channel();
                let dir = dir.to_path_buf();
                std::thread::spawn(move || {
                    // A journal that cannot be read now was read a moment ago: no answer.
                    if let Ok(agrees) = agrees_with_journal(&dir, &snapshot) {
                        let _ = answer.send(agrees);
                    }
                });
                session.snapshot_check = Some(check);
            }
        }
        Ok(session)
    }

    /// Takes the answer of the background replay checking the snapshot, if it has come: a
    /// snapshot that disagrees with the journal is set aside with a notice and the state rebuilt
    /// from the journal. Returns whether the check is still running. Every command takes it
    /// first; the app also calls it while it shows the state.
    pub fn check_snapshot(&mut self) -> Result<bool, SessionError> {
        let Some(check) = &self.snapshot_check else {
            return Ok(false);
        };
        match check.try_recv() {
            Err(TryRecvError::Empty) => Ok(true),
            Err(TryRecvError::Disconnected) => {
                self.snapshot_check = None;
                Ok(false)
            }
            Ok(agrees) => {
                self.snapshot_check = None;
                self.settle_snapshot(agrees)?;
                Ok(false)
            }
        }
    }

    /// Waits for the background replay checking the snapshot, then does as
    /// [`Session::check_snapshot`].
    pub fn wait_for_snapshot_check(&mut self) -> Result<(), SessionError> {
        if let Some(check) = self.snapshot_check.take()
            && let Ok(agrees) = check.recv()
        {
            self.settle_snapshot(agrees)?;
        }
        Ok(())
    }

    fn settle_snapshot(&mut self, agrees: bool) -> Result<(), SessionError> {
        if agrees {
            return Ok(());
        }
        let file = self.journal.set_snapshot_aside().ok();
        self.tournament = rebuild_all(self.journal.dir())?;
        self.notices.push(Notice::SnapshotDisagrees { file });
        Ok(())
    }

    /// Executes a command: checked, made durable, then applied. Returns the command's number
    /// in the journal. A refused command writes nothing and changes nothing, and so does one
    /// the disk failed to save: while the journal cannot be written every command (undo and
    /// redo too) is refused with the cause, each one retrying the disk (see [`Journal::append`]).
    pub fn execute(&mut self, command: &Command, now: DateTime<Utc>) -> Result<u64, SessionError> {
        self.execute_request(None, command, now)
            .map(|applied| applied.seq)
    }

    /// [`Session::execute`] for a request a client may send again (a double tap, a retry after
    /// a lost answer or a restart): the id is journaled with the command, so a repeat is
    /// answered with the first command's number and changes nothing, even after a restart; the
    /// same id with another command is refused. A refused command keeps no id: its repeat is
    /// checked again.
    pub fn execute_request(
        &mut self,
        request: Option<&str>,
        command: &Command,
        now: DateTime<Utc>,
    ) -> Result<Applied, SessionError> {
        let mark = request.map(|id| RequestMark {
            id: id.to_string(),
            command: fingerprint(command),
        });
        self.check_snapshot()?;
        if let Some(mark) = &mark
            && let Some(&(seq, made)) = self.requests.get(&mark.id)
        {
            return if made == mark.command {
                Ok(Applied {
                    seq,
                    repeat: true,
                    entry: None,
                })
            } else {
                Err(SessionError::RequestReused {
                    id: mark.id.clone(),
                    seq,
                })
            };
        }
        let events = self.tournament.execute(command, now, &mut self.rng)?;
        let entry = events.iter().find_map(|event| match event {
            riffle_tournament::Event::Registered { player, .. } => Some(*player),
            _ => None,
        });
        let number = self.journal.append_request(now, mark.as_ref(), &events)?;
        if let Some(mark) = mark {
            self.requests.insert(mark.id, (number, mark.command));
        }
        if Tournament::rebuilds(&events) {
            self.tournament = rebuild_all(self.journal.dir())?;
        } else {
            self.tournament.apply_command(number, now, &events);
        }
        if !self.holding {
            self.snapshot_if_due();
        }
        Ok(Applied {
            seq: number,
            repeat: false,
            entry,
        })
    }

    /// Writes a snapshot when one is due. A failed snapshot costs only load time; the journal
    /// holds everything.
    fn snapshot_if_due(&mut self) {
        let number = self.journal.commands();
        if snapshot_due(number, self.snapshot_at) {
            self.snapshot_at = number;
            if let Err(error) = self.journal.write_snapshot(&self.tournament) {
                self.notices.push(Notice::SnapshotNotWritten { error });
            }
        }
    }

    /// Runs `work`, whose commands are written as they come and made durable together by one
    /// sync at its end: a long script pays one sync for many commands. Until this returns,
    /// none of them may be reported saved. If the sync fails, every one of them is taken back
    /// (the journal is cut back and the state rebuilt from it) and the failure returned.
    pub fn in_one_sync<T>(
        &mut self,
        work: impl FnOnce(&mut Session) -> T,
    ) -> Result<T, SessionError> {
        let done = self.syncs_held(work);
        self.sync_group().map(|()| done)
    }

    /// Commands sent at once by several senders (the venue's phones, the TD's window), each
    /// with its request id and time, run in order and made durable together by one sync (see
    /// [`Session::in_one_sync`]): each one's answer, as [`Session::execute_request`] gives it.
    /// `applied` is told of each command applied (not a repeat), with the state after it,
    /// before any is durable. If the sync fails, every command the group applied is taken
    /// back and answered with the failure; a refused one keeps its refusal.
    pub fn execute_together<'a>(
        &mut self,
        commands: impl IntoIterator<Item = (Option<&'a str>, &'a Command, DateTime<Utc>)>,
        mut applied: impl FnMut(&Session, &Applied, DateTime<Utc>),
    ) -> Vec<Result<Applied, SessionError>> {
        let answers: Vec<_> = self.syncs_held(|session| {
            (commands.into_iter())
                .map(|(request, command, now)| {
                    let answer = session.execute_request(request, command, now);
                    if let Ok(done) = &answer
                        && !done.repeat
                    {
                        applied(session, done, now);
                    }
                    answer
                })
                .collect()
        });
        match self.sync_group() {
            Ok(()) => answers,
            Err(failure) => (answers.into_iter())
                .map(|answer| answer.and_then(|_| Err(failure.clone())))
                .collect(),
        }
    }

    /// Runs `work` with the journal's syncs held: nothing it writes is durable until
    /// [`Session::sync_group`].
    fn syncs_held<T>(&mut self, work: impl FnOnce(&mut Session) -> T) -> T {
        self.journal.hold_syncs();
        self.holding = true;
        let done = work(self);
        self.holding = false;
        done
    }

    /// Makes the commands written since the syncs were held durable with one sync, or takes
    /// them all back (the journal cut back, the state rebuilt from it) when it fails.
    fn sync_group(&mut self) -> Result<(), SessionError> {
        if let Err(error) = self.journal.sync_held() {
            let kept = self.journal.commands();
            self.requests.retain(|_, (seq, _)| *seq <= kept);
            self.tournament = rebuild_all(self.journal.dir())?;
            return Err(error.into());
        }
        self.snapshot_if_due();
        Ok(())
    }

    /// Why the journal cannot be written, while that lasts (a full disk, a pulled-out drive):
    /// the TD must see that nothing is being saved.
    pub fn failure(&self) -> Option<JournalError> {
        self.journal.failure()
    }

    /// Puts `disk` in place of the real one (see [`Disk`]: for tests of failed writes).
    pub fn use_disk(&mut self, disk: Box<dyn Disk>) {
        self.journal.use_disk(disk);
    }

    /// Draws from now on come from this seed, so a script with fixed times and a seed gives the
    /// same seats and buttons on every run.
    pub fn reseed(&mut self, seed: u64) {
        self.rng = ChaCha8Rng::seed_from_u64(seed);
    }

    pub fn tournament(&self) -> &Tournament {
        &self.tournament
    }

    /// Commands in the journal.
    pub fn commands(&self) -> u64 {
        self.journal.commands()
    }

    pub fn events(&self) -> u64 {
        self.journal.events()
    }

    pub fn dir(&self) -> &Path {
        self.journal.dir()
    }

    /// Things the TD should know from loading (a command dropped by a crash, a snapshot
    /// ignored) or since.
    pub fn notices(&self) -> &[Notice] {
        &self.notices
    }

    /// Every command's events, in order, as stored (for exports).
    pub fn read_commands(&self) -> Result<Vec<CommandRecord>, SessionError> {
        Ok(group(self.journal.read_all::<Event>()?))
    }
}

/// Seeds the session's draws from the operating system; each draw's own seed goes into the
/// journal with its outcome.
fn fresh_rng() -> ChaCha8Rng {
    ChaCha8Rng::from_rng(&mut rand::rng())
}

/// One command as the journal holds it: its number, when it ran, its events.
#[derive(Clone, Debug, PartialEq)]
pub struct CommandRecord {
    pub number: u64,
    pub at: DateTime<Utc>,
    pub events: Vec<Event>,
}

fn stored(number: u64, at: DateTime<Utc>, events: Vec<Event>) -> CommandRecord {
    CommandRecord { number, at, events }
}

impl CommandRecord {
    /// The borrowed form the tournament replays.
    pub fn stored(&self) -> StoredCommand<'_> {
        StoredCommand {
            number: self.number,
            at: self.at,
            events: &self.events,
        }
    }
}

fn group(records: Vec<Record<Event>>) -> Vec<CommandRecord> {
    let mut commands: Vec<CommandRecord> = Vec::new();
    for record in records {
        match commands.last_mut() {
            Some(last) if last.number == record.command => last.events.push(record.event),
            _ => commands.push(stored(record.command, record.at, vec![record.event])),
        }
    }
    commands
}

fn rebuild(commands: &[CommandRecord]) -> Result<Tournament, SessionError> {
    Tournament::replay(commands.iter().map(CommandRecord::stored)).map_err(SessionError::Rebuild)
}

fn rebuild_all(dir: &Path) -> Result<Tournament, SessionError> {
    rebuild(&group(journal::read_all::<Event>(dir)?))
}

/// The tournament from what was loaded: the snapshot and the commands after it, or the whole
/// journal when there is no usable snapshot; and the snapshot's state as loaded, when the
/// tournament was built from it, for the journal to check.
fn build(
    dir: &Path,
    loaded: Loaded<Event, Tournament>,
) -> Result<(Tournament, Vec<Notice>, Option<Tournament>), SessionError> {
    let mut notices = loaded.notices;
    let commands = group(loaded.records);
    let (tournament, snapshot) = match loaded.snapshot {
        Some((_, snapshot))
            if !undoes_before(&commands, snapshot.history().last().map_or(0, |c| c.number)) =>
        {
            let mut tournament = snapshot.clone();
            for command in &commands {
                if Tournament::rebuilds(&command.events) {
                    tournament = rebuild_all(dir)?;
                } else {
                    tournament.apply_command(command.number, command.at, &command.events);
                }
            }
            (tournament, Some(snapshot))
        }
        Some(_) => {
            notices.push(Notice::UndoBeforeSnapshot);
            (rebuild_all(dir)?, None)
        }
        None => (rebuild(&commands)?, None),
    };
    Ok((tournament, notices, snapshot))
}

/// Whether `snapshot` is the state replaying the journal gives after the last command it
/// holds: a snapshot edited by hand, its checksums made to fit, still disagrees here. The
/// history is compared by its commands, not its words: a snapshot saved by an older Riffle
/// keeps the sentences it showed, which a replay words anew.
fn agrees_with_journal(dir: &Path, snapshot: &Tournament) -> Result<bool, SessionError> {
    let through = snapshot.history().last().map_or(0, |c| c.number);
    let commands: Vec<CommandRecord> = group(journal::read_all::<Event>(dir)?)
        .into_iter()
        .take_while(|c| c.number <= through)
        .collect();
    let replayed = rebuild(&commands)?;
    let commands_of = |t: &Tournament| -> Vec<_> {
        t.history()
            .iter()
            .map(|c| (c.number, c.at, c.kind, c.undone))
            .collect()
    };
    Ok(**snapshot == *replayed && commands_of(snapshot) == commands_of(&replayed))
}

/// A tournament opened only to be read (exports, a look at a backup): it takes no lock, so it
/// works while the app has the tournament open, and writes nothing.
pub struct View {
    dir: PathBuf,
    tournament: Tournament,
    notices: Vec<Notice>,
}

impl View {
    /// Reads the tournament in `dir` as its journal holds it now.
    ///
    /// A snapshot is checked against the journal at once, whatever its length: what is read
    /// is exported or shown as it stands. One that disagrees is left in place (a view writes
    /// nothing) and the state rebuilt from the journal, with a notice.
    pub fn open(dir: &Path) -> Result<View, SessionError> {
        let loaded = Journal::read::<Event, Tournament>(dir)?;
        let (mut tournament, mut notices, snapshot) = build(dir, loaded)?;
        if let Some(snapshot) = snapshot
            && !agrees_with_journal(dir, &snapshot)?
        {
            tournament = rebuild_all(dir)?;
            notices.push(Notice::SnapshotDisagrees { file: None });
        }
        Ok(View {
            dir: dir.to_path_buf(),
            tournament,
            notices,
        })
    }

    pub fn tournament(&self) -> &Tournament {
        &self.tournament
    }

    /// What the TD should know about the journal as read (a command cut short, a snapshot
    /// ignored).
    pub fn notices(&self) -> &[Notice] {
        &self.notices
    }

    /// Every command's events, in order, as stored (for exports).
    pub fn read_commands(&self) -> Result<Vec<CommandRecord>, SessionError> {
        Ok(group(journal::read_all::<Event>(&self.dir)?))
    }
}

/// Whether a command after the snapshot undoes or redoes one the snapshot already contains.
fn undoes_before(commands: &[CommandRecord], last_in_snapshot: u64) -> bool {
    commands.iter().flat_map(|c| &c.events).any(|e| {
        matches!(e, Event::Undone { command } | Event::Redone { command } if *command <= last_in_snapshot)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn every_session_refusal() -> Vec<SessionError> {
        vec![
            SessionError::Journal(JournalError::NotATournament {
                path: PathBuf::from("events/main"),
            }),
            SessionError::Rule(RuleError::AlreadyCreated),
            SessionError::Rebuild(RebuildError::NotCreated),
            SessionError::RequestReused {
                id: "tap-7".into(),
                seq: 12,
            },
            SessionError::WriterStopped,
        ]
    }

    /// Fails to compile when a refusal is added without joining the list above.
    fn _exhaustive(error: &SessionError) {
        match error {
            SessionError::Journal(_)
            | SessionError::Rule(_)
            | SessionError::Rebuild(_)
            | SessionError::RequestReused { .. }
            | SessionError::WriterStopped => {}
        }
    }

    #[test]
    fn every_session_refusal_is_worded_in_french() {
        for error in every_session_refusal() {
            riffle_text::assert_worded_in_both(&error);
        }
    }
}
