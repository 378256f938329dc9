//! The journal: the save file of a tournament, as an append-only list of events.
//!
//! A TD's laptop may crash, lose power or be closed at any moment, so a command is reported done
//! only once its events are on disk (`fsync`). Each line is checksummed. Every line of a command
//! says which part of the command it is, so a command cut short by a crash (a torn tail) is
//! recognised and dropped whole on the next load, with a notice. A crash leaves only two shapes,
//! both in the last, unconfirmed write: bytes after the last newline, and the zeros a power cut
//! leaves where data never reached the disk. Anything else (a whole line whose checksum fails,
//! the last one too) is damage to a confirmed command, refused with its line, never cut. A snapshot of the state, written now and
//! then beside the journal, lets a long event load without replaying every event; the journal
//! stays the truth. A snapshot names the part of the journal it sums (its length in bytes and
//! events, and the checksum of those bytes), and one that does not match the journal (stale,
//! edited, from another tournament) is ignored with a notice.
//!
//! Line format: `<checksum of the rest, 8 hex digits> <seq> <json>` where `seq` numbers events
//! from 1 (0 is the header) and the JSON is the record. The header names the format and its
//! version, and the version names the checksum: CRC32C from version 2 (the checksum storage
//! engines use for their records), CRC32 in version 1. A journal keeps the checksum it was created
//! with, so a tournament begun with an older Riffle opens and goes on as it was.
//!
//! One writer: a journal opened for writing holds an exclusive lock on `writer.lock` in its
//! folder, so two programs (the app and a script, two laptops on a shared folder) never append
//! to the same tournament. The operating system drops the lock when its process ends, even in a
//! crash, so a lock never outlives its holder. Reading ([`Journal::read`]) takes no lock. Who
//! holds the lock is written beside it in `writer.holder`: Windows locks a file against
//! reading too, so a second program refused could not read it in the locked file itself.

use super::{os_cause, replace_file, replace_file_on};
use chrono::{DateTime, Utc};
use riffle_text::fill;
use riffle_text::{Lang, Say};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::fs::{File, OpenOptions, TryLockError};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};

/// The journal format this build writes; it reads this one and every one before it.
pub const FORMAT_VERSION: u32 = 2;
const FORMAT_NAME: &str = "riffle-journal";
pub(crate) const JOURNAL_FILE: &str = "journal.jsonl";
const SNAPSHOT_FILE: &str = "snapshot.json";
const LOCK_FILE: &str = "writer.lock";
/// Who holds the writer lock, for the next program refused; only read while the lock is held.
const HOLDER_FILE: &str = "writer.holder";

/// One event as stored, with the command it came from. A field this build does not know is
/// refused, never skipped.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Record<E> {
    /// Number of the command (from 1) that produced the event.
    pub command: u64,
    /// This event's place among the command's events, from 1 to `parts`.
    pub part: u32,
    pub parts: u32,
    /// Wall-clock time the command was executed.
    pub at: DateTime<Utc>,
    /// The client's request the command answered, on its first event only: a repeat of the
    /// request is answered from here instead of being run again. Journals written before
    /// requests were kept have none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub request: Option<RequestMark>,
    pub event: E,
}

/// A client's request as the journal keeps it, so a double tap or a retry after a lost answer
/// or a restart finds the command it already made.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RequestMark {
    /// The id the client gave its request (the venue's `Idempotency-Key`).
    pub id: String,
    /// The CRC32C of the command as sent: the same id with another command is refused.
    pub command: u32,
}

#[derive(Serialize, Deserialize)]
struct Header {
    format: String,
    version: u32,
    created: DateTime<Utc>,
}

/// Why a journal could not be opened, read or written. A parser's own detail (`Encode`, an
/// unreadable record) is kept in its words inside the sentence.
#[derive(Debug)]
pub enum JournalError {
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    AlreadyExists {
        path: PathBuf,
    },
    NotATournament {
        path: PathBuf,
    },
    BadHeader {
        path: PathBuf,
        reason: LineFault,
    },
    NewerFormat {
        path: PathBuf,
        found: u32,
    },
    Corrupt {
        path: PathBuf,
        line: usize,
        reason: LineFault,
    },
    Encode(String),
    /// Another program has the tournament open for writing; `holder` is what it wrote in the
    /// lock file (none if it has not written it yet).
    InUse {
        path: PathBuf,
        holder: Option<Holder>,
    },
    /// A command could not be made durable (full disk, failing or read-only drive, access
    /// refused): it was not saved and not applied, and the file was put back as it was.
    NotSaved {
        path: PathBuf,
        source: io::Error,
    },
    /// A new tournament's journal could not be made durable: nothing was created, and the
    /// same creation can be tried again.
    NotCreated {
        path: PathBuf,
        source: io::Error,
    },
    /// The damage is on the tournament's first command: nothing before it could be kept.
    NothingToKeep {
        path: PathBuf,
        line: usize,
    },
}

/// A copy of an error, for each of the commands it stopped (one sync failing for a group of
/// them): an operating system's error is copied by its code, or its kind and message.
impl Clone for JournalError {
    fn clone(&self) -> JournalError {
        use JournalError as E;
        match self {
            E::Io { path, source } => E::Io {
                path: path.clone(),
                source: copy_error(source),
            },
            E::AlreadyExists { path } => E::AlreadyExists { path: path.clone() },
            E::NotATournament { path } => E::NotATournament { path: path.clone() },
            E::BadHeader { path, reason } => E::BadHeader {
                path: path.clone(),
                reason: reason.clone(),
            },
            E::NewerFormat { path, found } => E::NewerFormat {
                path: path.clone(),
                found: *found,
            },
            E::Corrupt { path, line, reason } => E::Corrupt {
                path: path.clone(),
                line: *line,
                reason: reason.clone(),
            },
            E::Encode(detail) => E::Encode(detail.clone()),
            E::InUse { path, holder } => E::InUse {
                path: path.clone(),
                holder: holder.clone(),
            },
            E::NotSaved { path, source } => E::NotSaved {
                path: path.clone(),
                source: copy_error(source),
            },
            E::NotCreated { path, source } => E::NotCreated {
                path: path.clone(),
                source: copy_error(source),
            },
            E::NothingToKeep { path, line } => E::NothingToKeep {
                path: path.clone(),
                line: *line,
            },
        }
    }
}

/// Where a journal is damaged in the middle, and what a repair would keep: what the TD reads
/// before agreeing to a repair.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Damage {
    /// The first damaged line (the header is line 1).
    pub line: usize,
    /// Why that line is refused, worded in the reader's language when shown.
    pub reason: LineFault,
    /// The whole commands before it: what a repair keeps.
    pub kept_commands: u64,
    /// The lines a repair sets aside, from that line on (they stay in the copy).
    pub dropped_lines: usize,
}

/// What `repair` did to a journal damaged in the middle.
#[derive(Debug, PartialEq, Eq)]
pub struct Repaired {
    /// The first damaged line (the header is line 1).
    pub damaged_line: usize,
    /// The commands kept: every whole command before the damage.
    pub kept_commands: u64,
    /// The lines set aside from that line on (they are still in the copy).
    pub dropped_lines: usize,
    /// The full copy of the journal as it was, beside it.
    pub copy: PathBuf,
}

/// Why one line of a journal is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LineFault {
    Empty,
    NoEnd,
    NotText,
    NoChecksum,
    NotAChecksum {
        text: String,
    },
    NoSequence,
    NotASequence {
        text: String,
    },
    ChecksumMismatch,
    NotAJournal {
        format: String,
    },
    OutOfOrder {
        found: u64,
        expected: u64,
    },
    PartOutOfPlace {
        part: u32,
        parts: u32,
        command: u64,
    },
    /// The record's JSON could not be read; `parser` is the reader's own words.
    Unreadable {
        parser: String,
    },
    /// A snapshot's JSON could not be read: the reader's own words alone.
    Json {
        parser: String,
    },
    /// A standby's copy no longer matches the leader's journal.
    CopyDiffers,
    /// A whole line is followed by other bytes where its newline should be.
    LineEndDamaged,
    /// Zeros stand in a line that later commands follow: a power cut leaves zeros only in the
    /// last, unconfirmed command, so a confirmed one was damaged.
    ZerosAmidCommands,
}

impl Say for LineFault {
    fn say(&self, lang: Lang) -> String {
        let w = words(lang);
        match self {
            LineFault::Empty => fill!(w, "LineEmpty"),
            LineFault::NoEnd => fill!(w, "LineNoEnd"),
            LineFault::NotText => fill!(w, "LineNotText"),
            LineFault::NoChecksum => fill!(w, "LineNoChecksum"),
            LineFault::NotAChecksum { text } => fill!(w, "LineNotAChecksum", text),
            LineFault::NoSequence => fill!(w, "LineNoSequence"),
            LineFault::NotASequence { text } => fill!(w, "LineNotASequence", text),
            LineFault::ChecksumMismatch => fill!(w, "LineChecksumMismatch"),
            LineFault::NotAJournal { format } => fill!(w, "LineNotAJournal", format),
            LineFault::OutOfOrder { found, expected } => {
                fill!(w, "LineOutOfOrder", found, expected)
            }
            LineFault::PartOutOfPlace {
                part,
                parts,
                command,
            } => fill!(w, "LinePartOutOfPlace", part, parts, command),
            LineFault::Unreadable { parser } => fill!(w, "LineUnreadable", parser),
            LineFault::Json { parser } => fill!(w, "LineJson", parser),
            LineFault::CopyDiffers => fill!(w, "LineCopyDiffers"),
            LineFault::LineEndDamaged => fill!(w, "LineEndDamaged"),
            LineFault::ZerosAmidCommands => fill!(w, "LineZerosAmidCommands"),
        }
    }
}

/// The reason a write failed, in words a TD can act on.
fn write_cause(error: &io::Error, lang: Lang) -> String {
    const EIO: i32 = 5;
    let w = words(lang);
    match error.kind() {
        io::ErrorKind::StorageFull | io::ErrorKind::QuotaExceeded => fill!(w, "WriteDiskFull"),
        io::ErrorKind::ReadOnlyFilesystem => fill!(w, "WriteReadOnly"),
        io::ErrorKind::PermissionDenied => fill!(w, "WriteRefused"),
        _ if error.raw_os_error() == Some(EIO) => fill!(w, "WriteCause"),
        _ => fill!(w, "WriteOther", error),
    }
}

/// A copy of an I/O error (they cannot be cloned), to keep the cause of a failed write.
fn copy_error(error: &io::Error) -> io::Error {
    match error.raw_os_error() {
        Some(code) => io::Error::from_raw_os_error(code),
        None => io::Error::new(error.kind(), error.to_string()),
    }
}

/// Who has a tournament open for writing, as written in its lock file, so a TD refused at the
/// second laptop knows where to close it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Holder {
    /// The program's name, e.g. `riffle`.
    pub program: String,
    /// The computer it runs on.
    pub host: String,
    /// Its process id on that computer.
    pub pid: u32,
    /// When it opened the tournament.
    pub since: DateTime<Utc>,
}

/// How many times of 10 ms a lock this process holds, as its lock file says, is tried again
/// before the folder is refused as held.
const OWN_LOCK_WAITS: u32 = 50;

impl Holder {
    /// Whether the holder written in the lock file is this very process.
    fn is_this_process(&self) -> bool {
        let this = Holder::this_process();
        self.pid == this.pid && self.host == this.host
    }

    /// This process, opening a tournament now.
    fn this_process() -> Holder {
        let program = std::env::args_os()
            .next()
            .and_then(|arg| {
                Path::new(&arg)
                    .file_name()
                    .map(|n| n.to_string_lossy().into_owned())
            })
            .unwrap_or_else(|| "riffle".to_string());
        let host = std::env::var("HOSTNAME")
            .ok()
            .or_else(|| std::env::var("COMPUTERNAME").ok())
            .or_else(|| std::fs::read_to_string("/etc/hostname").ok())
            .map(|h| h.trim().to_string())
            .filter(|h| !h.is_empty())
            .unwrap_or_else(|| "this computer".to_string());
        Holder {
            program,
            host,
            pid: std::process::id(),
            since: Utc::now(),
        }
    }
}

impl Say for JournalError {
    fn say(&self, lang: Lang) -> String {
        match self {
            JournalError::Io { path, source } => fill!(
                words(lang),
                "Io",
                path = path.display(),
                source = os_cause(source, lang)
            ),
            JournalError::AlreadyExists { path } => {
                fill!(words(lang), "AlreadyExists", path = path.display())
            }
            JournalError::NotATournament { path } => fill!(
                words(lang),
                "NotATournament",
                path = path.display(),
                JOURNAL_FILE
            ),
            JournalError::BadHeader { path, reason } => {
                let reason = reason.say(lang);
                fill!(words(lang), "BadHeader", path = path.display(), reason)
            }
            JournalError::NewerFormat { path, found } => fill!(
                words(lang),
                "NewerFormat",
                path = path.display(),
                found,
                FORMAT_VERSION
            ),
            JournalError::Corrupt { path, line, reason } => {
                let reason = reason.say(lang);
                fill!(words(lang), "Corrupt", path = path.display(), line, reason)
            }
            JournalError::Encode(reason) => fill!(words(lang), "Encode", reason),
            JournalError::InUse { path, holder } => {
                let since = |h: &Holder| h.since.format("%Y-%m-%d %H:%M UTC").to_string();
                match holder {
                    Some(h) => fill!(
                        words(lang),
                        "InUseBy",
                        path = path.display(),
                        program = h.program,
                        host = h.host,
                        pid = h.pid,
                        since = since(h)
                    ),
                    None => fill!(words(lang), "InUse", path = path.display()),
                }
            }
            JournalError::NothingToKeep { path, line } => {
                fill!(words(lang), "NothingToKeep", path = path.display(), line)
            }
            JournalError::NotCreated { path, source } => fill!(
                words(lang),
                "NotCreated",
                source = write_cause(source, lang),
                path = path.display()
            ),
            JournalError::NotSaved { path, source } => fill!(
                words(lang),
                "NotSaved",
                source = write_cause(source, lang),
                path = path.display()
            ),
        }
    }
}
riffle_text::worded!(JournalError);

/// What the TD should know after a tournament was opened: what a crash cut short, or a snapshot
/// set aside. Worded when shown, in the TD's language.
#[derive(Debug)]
pub enum Notice {
    /// The last command had only some of its lines written when the program stopped.
    CommandCutShort { command: u64 },
    /// The last line was written only in part.
    LineCutShort { line: usize },
    /// The bytes cut from the end of the journal (what a crash left of unconfirmed commands)
    /// are kept in `file`, for whoever wants to look at them.
    TornTailKept { bytes: u64, file: PathBuf },
    /// The snapshot sums more of the journal than the journal holds.
    SnapshotAhead { snapshot: u64, journal: u64 },
    /// The snapshot could not be read.
    SnapshotUnreadable { reason: LineFault },
    /// The snapshot sums other bytes than this journal holds: written for another copy of the
    /// journal, or for another tournament.
    SnapshotMismatch,
    /// An undo reaches back before the last snapshot.
    UndoBeforeSnapshot,
    /// The snapshot sums the journal's bytes but its state is not what replaying them gives
    /// (changed by hand since it was written): the state was rebuilt from the journal, and the
    /// snapshot moved to `file` (none when the tournament was only read).
    SnapshotDisagrees { file: Option<PathBuf> },
    /// The snapshot could not be written; the journal holds everything, so only load time is lost.
    SnapshotNotWritten { error: JournalError },
}

impl Say for Notice {
    fn say(&self, lang: Lang) -> String {
        match self {
            Notice::CommandCutShort { command } => fill!(words(lang), "CommandCutShort", command),
            Notice::LineCutShort { line } => fill!(words(lang), "LineCutShort", line),
            Notice::TornTailKept { bytes, file } => fill!(
                words(lang),
                "TornTailKept",
                bytes = riffle_text::group_digits(*bytes, lang),
                file = file.display()
            ),
            Notice::SnapshotAhead { snapshot, journal } => {
                fill!(words(lang), "SnapshotAhead", snapshot, journal)
            }
            Notice::SnapshotUnreadable { reason } => {
                let reason = reason.say(lang);
                fill!(words(lang), "SnapshotUnreadable", reason)
            }
            Notice::SnapshotMismatch => fill!(words(lang), "SnapshotMismatch"),
            Notice::UndoBeforeSnapshot => fill!(words(lang), "UndoBeforeSnapshot"),
            Notice::SnapshotDisagrees { file: Some(file) } => {
                fill!(
                    words(lang),
                    "SnapshotDisagreesSetAside",
                    file = file.display()
                )
            }
            Notice::SnapshotDisagrees { file: None } => fill!(words(lang), "SnapshotDisagrees"),
            Notice::SnapshotNotWritten { error } => {
                fill!(words(lang), "SnapshotNotWritten", error = error.say(lang))
            }
        }
    }
}

riffle_text::worded!(Notice);

/// What was read back: the latest usable snapshot, the records after it, and notices for the TD.
#[derive(Debug)]
pub struct Loaded<E, S> {
    /// The state after event `seq`, if a snapshot matching the journal was found.
    pub snapshot: Option<(u64, S)>,
    /// The records after the snapshot (all of them without one), in order.
    pub records: Vec<Record<E>>,
    /// Events in the journal (the last seq).
    pub events: u64,
    /// Commands in the journal.
    pub commands: u64,
    /// Things the TD should know, e.g. a command dropped because a crash cut it short.
    pub notices: Vec<Notice>,
}

/// The journal's writes to its file. It exists so that tests can put a disk that fails on
/// purpose (full, pulled out, read-only) in place of the real one, and prove that a failed write
/// leaves the journal and the tournament as they were; the app always uses [`RealDisk`].
pub trait Disk: Send + std::fmt::Debug {
    /// Writes `bytes` at the end of `file` (opened for appending).
    fn append(&mut self, file: &mut File, bytes: &[u8]) -> io::Result<()>;
    /// Makes what was appended durable.
    fn sync(&mut self, file: &File) -> io::Result<()>;
    /// Cuts `file` back to its first `len` bytes, durably.
    fn truncate(&mut self, file: &File, len: u64) -> io::Result<()>;
    /// Renames a whole, durable temporary file over the file it replaces (a new journal,
    /// snapshots, exports).
    fn rename(&mut self, from: &Path, to: &Path) -> io::Result<()> {
        super::rename(from, to)
    }
    /// Makes a new or renamed file's entry in the folder `dir` durable.
    fn sync_dir(&mut self, dir: &Path) -> io::Result<()> {
        super::sync_dir(dir)
    }
}

/// The file system, as it is.
#[derive(Debug)]
pub struct RealDisk;

impl Disk for RealDisk {
    fn append(&mut self, file: &mut File, bytes: &[u8]) -> io::Result<()> {
        file.write_all(bytes)
    }

    fn sync(&mut self, file: &File) -> io::Result<()> {
        file.sync_data()
    }

    fn truncate(&mut self, file: &File, len: u64) -> io::Result<()> {
        file.set_len(len).and_then(|()| file.sync_all())
    }
}

/// An open journal, ready to append. It holds the folder's writer lock until it is dropped.
#[derive(Debug)]
pub struct Journal {
    dir: PathBuf,
    file: File,
    /// The locked `writer.lock`: the lock lasts as long as this file stays open.
    _lock: File,
    disk: Box<dyn Disk>,
    last_seq: u64,
    last_command: u64,
    /// Bytes of the file holding whole, confirmed commands: where a failed write is cut back to.
    good_len: u64,
    /// The checksum of its lines, from the format version in its header.
    checksum: Checksum,
    /// The checksum of the first `good_len` bytes, so far: what a snapshot names.
    prefix: u32,
    /// Why the last write failed, until a command is saved again.
    failure: Option<io::Error>,
    /// Whether a failed write may have left bytes after `good_len` that could not be cut yet.
    dirty: bool,
    /// Syncs held for a batch ([`Journal::hold_syncs`]): where the journal stood at its last
    /// sync, once a command was written since, so a failed sync cuts back to it.
    held: Option<Option<Durable>>,
}

/// Where the journal stood after its last sync: what a batch whose sync fails cuts back to.
#[derive(Clone, Copy, Debug)]
struct Durable {
    good_len: u64,
    prefix: u32,
    last_seq: u64,
    last_command: u64,
}

/// Takes the folder's writer lock, or names who holds it; then writes this process in the lock
/// file for the next one refused.
pub(super) fn lock_for_writing(dir: &Path) -> Result<File, JournalError> {
    let path = dir.join(LOCK_FILE);
    let mut file = OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .open(&path)
        .map_err(io_error(&path))?;
    let mut waits = 0;
    loop {
        match file.try_lock() {
            Ok(()) => break,
            Err(TryLockError::WouldBlock) => {
                // Beside the lock, or in it, where an older Riffle wrote it.
                let holder: Option<Holder> =
                    [dir.join(HOLDER_FILE), path.clone()]
                        .iter()
                        .find_map(|file| {
                            let text = std::fs::read_to_string(file).ok()?;
                            serde_json::from_str(text.trim()).ok()
                        });
                // This process let the folder go a moment ago, but a program it was starting
                // at that moment (a sound, a viewer) shares the lock's file until that program
                // runs: wait that moment out rather than name ourselves as the other writer.
                if waits < OWN_LOCK_WAITS && holder.as_ref().is_some_and(Holder::is_this_process) {
                    waits += 1;
                    std::thread::sleep(std::time::Duration::from_millis(10));
                    continue;
                }
                return Err(JournalError::InUse {
                    path: dir.to_path_buf(),
                    holder,
                });
            }
            Err(TryLockError::Error(source)) => return Err(JournalError::Io { path, source }),
        }
    }
    let holder = serde_json::to_string(&Holder::this_process())
        .map_err(|e| JournalError::Encode(e.to_string()))?;
    file.set_len(0)
        .and_then(|()| file.write_all(format!("{holder}\n").as_bytes()))
        .and_then(|()| file.sync_data())
        .map_err(io_error(&path))?;
    let beside = dir.join(HOLDER_FILE);
    std::fs::write(&beside, format!("{holder}\n")).map_err(io_error(&beside))?;
    Ok(file)
}

fn io_error(path: &Path) -> impl FnOnce(std::io::Error) -> JournalError + '_ {
    move |source| JournalError::Io {
        path: path.to_path_buf(),
        source,
    }
}

/// The checksum of a journal's lines, named by the format version in its header.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Checksum {
    /// Version 1.
    Crc32,
    /// Version 2 on: the Castagnoli polynomial, which catches more of the errors disks make and
    /// which processors compute in hardware.
    Crc32c,
}

impl Checksum {
    fn of_version(version: u32) -> Checksum {
        if version >= 2 {
            Checksum::Crc32c
        } else {
            Checksum::Crc32
        }
    }

    /// The checksum of `crc`'s bytes followed by `bytes`, so a running sum grows with the file.
    fn extend(self, crc: u32, bytes: &[u8]) -> u32 {
        match self {
            Checksum::Crc32 => {
                let mut hasher = crc32fast::Hasher::new_with_initial(crc);
                hasher.update(bytes);
                hasher.finalize()
            }
            Checksum::Crc32c => crc32c::crc32c_append(crc, bytes),
        }
    }

    fn of(self, bytes: &[u8]) -> u32 {
        self.extend(0, bytes)
    }
}

/// `<crc> <seq> <json>\n`
fn encode_line(checksum: Checksum, seq: u64, json: &str) -> String {
    let body = format!("{seq} {json}");
    format!("{:08x} {body}\n", checksum.of(body.as_bytes()))
}

/// A line (without its newline) split into its checksum as written, the bytes it sums, the
/// sequence number and the JSON, before the checksum is checked.
struct RawLine<'a> {
    crc: u32,
    body: &'a str,
    seq: u64,
    json: &'a str,
}

fn split_line(line: &[u8]) -> Result<RawLine<'_>, LineFault> {
    let text = std::str::from_utf8(line).map_err(|_| LineFault::NotText)?;
    let (crc_text, body) = text.split_once(' ').ok_or(LineFault::NoChecksum)?;
    // Written in lowercase: an uppercase digit is a changed byte, though it reads the same.
    let lowercase_hex = crc_text
        .bytes()
        .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b));
    let crc = u32::from_str_radix(crc_text, 16)
        .ok()
        .filter(|_| crc_text.len() == 8 && lowercase_hex)
        .ok_or_else(|| LineFault::NotAChecksum {
            text: crc_text.to_string(),
        })?;
    let (seq, json) = body.split_once(' ').ok_or(LineFault::NoSequence)?;
    let seq = seq.parse().map_err(|_| LineFault::NotASequence {
        text: seq.to_string(),
    })?;
    Ok(RawLine {
        crc,
        body,
        seq,
        json,
    })
}

/// Splits a line (without its newline) into seq and JSON after checking its checksum.
fn decode_line(checksum: Checksum, line: &[u8]) -> Result<(u64, &str), LineFault> {
    let raw = split_line(line)?;
    if checksum.of(raw.body.as_bytes()) != raw.crc {
        return Err(LineFault::ChecksumMismatch);
    }
    Ok((raw.seq, raw.json))
}

/// The fewest zero bytes in a row taken for a power cut's: a file system loses whole blocks,
/// while a flipped bit turns a space or an `@` into a single zero, which is damage.
const POWER_CUT_ZEROS: usize = 8;

/// Whether `line` holds a run of zeros as long as a power cut leaves.
fn has_power_cut_zeros(line: &[u8]) -> bool {
    line.split(|&b| b != 0)
        .any(|run| run.len() >= POWER_CUT_ZEROS)
}

/// Whether the bytes after the last newline hold a whole, valid line followed by other bytes
/// than zeros: a line written in full whose newline was changed, not one a crash cut short.
fn whole_line_then_other_bytes(checksum: Checksum, tail: &[u8]) -> bool {
    tail.iter()
        .enumerate()
        .filter(|(_, b)| **b == b'}')
        .any(|(close, _)| {
            let after = &tail[close + 1..];
            let from = tail[..close]
                .iter()
                .rposition(|&b| b == 0)
                .map_or(0, |z| z + 1);
            after.iter().any(|&b| b != 0) && decode_line(checksum, &tail[from..=close]).is_ok()
        })
}

/// The lines of one command's events, numbered after event `last_seq`.
fn encode_command<E: Serialize>(
    checksum: Checksum,
    command: u64,
    last_seq: u64,
    at: DateTime<Utc>,
    request: Option<&RequestMark>,
    events: &[E],
) -> Result<String, JournalError> {
    let parts = u32::try_from(events.len())
        .map_err(|_| JournalError::Encode("too many events in one command".into()))?;
    let mut text = String::new();
    for (i, event) in events.iter().enumerate() {
        let record = Record {
            command,
            part: i as u32 + 1,
            parts,
            at,
            request: request.filter(|_| i == 0).cloned(),
            event,
        };
        let json =
            serde_json::to_string(&record).map_err(|e| JournalError::Encode(e.to_string()))?;
        text.push_str(&encode_line(checksum, last_seq + i as u64 + 1, &json));
    }
    Ok(text)
}

/// A snapshot as written: the state, and the part of the journal it sums.
#[derive(Serialize)]
struct SnapshotOut<'a, S> {
    journal_bytes: u64,
    journal_crc: u32,
    state: &'a S,
}

/// A snapshot as read back, checked against the journal before it is used.
#[derive(Deserialize)]
struct SnapshotIn<S> {
    journal_bytes: u64,
    journal_crc: u32,
    state: S,
}

impl Journal {
    /// Creates a new tournament folder whose journal starts with `events` (the creation of the
    /// tournament); refused if one is already there. The file appears whole or not at all, so a
    /// crash never leaves a journal without its tournament. The writer lock is taken before the
    /// journal is looked for, so of two programs creating the same folder at once one creates it
    /// and the other is refused.
    pub fn create<E: Serialize>(
        dir: &Path,
        now: DateTime<Utc>,
        events: &[E],
    ) -> Result<Journal, JournalError> {
        Journal::create_on(Box::new(RealDisk), dir, now, events)
    }

    /// [`Journal::create`] through `disk`, which the journal then keeps writing through (tests
    /// make it fail at each step). A failed write, sync, rename or folder sync refuses the
    /// creation with its cause ([`JournalError::NotCreated`]) and leaves no journal behind, so
    /// the folder holds no tournament and the same creation can simply be tried again.
    pub fn create_on<E: Serialize>(
        mut disk: Box<dyn Disk>,
        dir: &Path,
        now: DateTime<Utc>,
        events: &[E],
    ) -> Result<Journal, JournalError> {
        let path = dir.join(JOURNAL_FILE);
        if path.exists() {
            return Err(JournalError::AlreadyExists {
                path: dir.to_path_buf(),
            });
        }
        std::fs::create_dir_all(dir).map_err(io_error(dir))?;
        let lock = lock_for_writing(dir)?;
        if path.exists() {
            return Err(JournalError::AlreadyExists {
                path: dir.to_path_buf(),
            });
        }
        let header = Header {
            format: FORMAT_NAME.to_string(),
            version: FORMAT_VERSION,
            created: now,
        };
        let checksum = Checksum::of_version(FORMAT_VERSION);
        let json =
            serde_json::to_string(&header).map_err(|e| JournalError::Encode(e.to_string()))?;
        let mut text = encode_line(checksum, 0, &json);
        text.push_str(&encode_command(checksum, 1, 0, now, None, events)?);
        let file = replace_file_on(disk.as_mut(), dir, JOURNAL_FILE, text.as_bytes())
            .and_then(|()| OpenOptions::new().read(true).append(true).open(&path));
        let file = match file {
            Ok(file) => file,
            Err(source) => {
                // The rename may have happened before the folder could be made durable: the
                // journal goes too, as the TD is told nothing was created. This writer holds
                // the lock, so nobody else has opened it.
                let _ = std::fs::remove_file(&path);
                return Err(JournalError::NotCreated {
                    path: dir.to_path_buf(),
                    source,
                });
            }
        };
        Ok(Journal {
            dir: dir.to_path_buf(),
            file,
            _lock: lock,
            disk,
            last_seq: events.len() as u64,
            last_command: u64::from(!events.is_empty()),
            good_len: text.len() as u64,
            checksum,
            prefix: checksum.of(text.as_bytes()),
            failure: None,
            dirty: false,
            held: None,
        })
    }

    /// Where the journal in `dir` is damaged in the middle, and what [`Journal::repair`] would
    /// keep; `None` when nothing is. Takes no lock and writes nothing, so the app can show it
    /// before the TD agrees.
    pub fn damage(dir: &Path) -> Result<Option<Damage>, JournalError> {
        let path = dir.join(JOURNAL_FILE);
        let bytes = std::fs::read(&path).map_err(io_error(&path))?;
        Ok(find_damage(&path, &bytes)?.map(|(damage, _)| damage))
    }

    /// Repairs a journal damaged in the middle (a line changed by hand, a bad sector), which
    /// [`Journal::open`] refuses: first saves a full copy of the file beside it
    /// (`journal.jsonl.damaged-<time>`), then keeps every whole command before the first
    /// damaged line (see [`Journal::damage`]). Takes the writer lock, as it writes. `None` when
    /// nothing is damaged. The app and `riffle repair` both repair through this.
    pub fn repair(dir: &Path, now: DateTime<Utc>) -> Result<Option<Repaired>, JournalError> {
        let path = dir.join(JOURNAL_FILE);
        if !path.is_file() {
            return Err(JournalError::NotATournament {
                path: dir.to_path_buf(),
            });
        }
        let _lock = lock_for_writing(dir)?;
        let bytes = std::fs::read(&path).map_err(io_error(&path))?;
        let Some((damage, keep)) = find_damage(&path, &bytes)? else {
            return Ok(None);
        };
        if damage.kept_commands == 0 {
            return Err(JournalError::NothingToKeep {
                path,
                line: damage.line,
            });
        }
        let name = format!("{JOURNAL_FILE}.damaged-{}", now.format("%Y%m%dT%H%M%SZ"));
        let copy = dir.join(&name);
        replace_file(dir, &name, &bytes).map_err(io_error(&copy))?;
        replace_file(dir, JOURNAL_FILE, &bytes[..keep]).map_err(io_error(&path))?;
        Ok(Some(Repaired {
            damaged_line: damage.line,
            kept_commands: damage.kept_commands,
            dropped_lines: damage.dropped_lines,
            copy,
        }))
    }

    /// Whether `dir` holds a tournament journal.
    pub fn exists(dir: &Path) -> bool {
        dir.join(JOURNAL_FILE).is_file()
    }

    /// Opens a tournament for writing: takes the writer lock, checks every line, drops a torn
    /// tail (truncating the file to the last whole command, with a notice) and returns what is
    /// needed to rebuild the state.
    pub fn open<E: DeserializeOwned, S: DeserializeOwned>(
        dir: &Path,
    ) -> Result<(Journal, Loaded<E, S>), JournalError> {
        let path = dir.join(JOURNAL_FILE);
        if !path.is_file() {
            return Err(JournalError::NotATournament {
                path: dir.to_path_buf(),
            });
        }
        let lock = lock_for_writing(dir)?;
        let mut file = OpenOptions::new()
            .read(true)
            .append(true)
            .open(&path)
            .map_err(io_error(&path))?;
        let mut bytes = Vec::new();
        file.read_to_end(&mut bytes).map_err(io_error(&path))?;
        let mut notices = Vec::new();
        let snapshot = read_snapshot(dir);
        let Decoded {
            checksum,
            records,
            last_seq,
            last_command,
            valid_len,
            snapshot,
        } = decode(&path, &bytes, snapshot.as_deref(), &mut notices)?;
        if valid_len < bytes.len() {
            // The bytes a crash left unconfirmed are kept beside the journal before the cut,
            // so nothing is thrown away unseen.
            let torn = &bytes[valid_len..];
            let name = format!(
                "{JOURNAL_FILE}.torn-{valid_len}-{:08x}",
                Checksum::Crc32c.of(torn)
            );
            let kept = dir.join(&name);
            replace_file(dir, &name, torn).map_err(io_error(&kept))?;
            file.set_len(valid_len as u64)
                .and_then(|()| file.sync_all())
                .map_err(io_error(&path))?;
            notices.push(Notice::TornTailKept {
                bytes: torn.len() as u64,
                file: kept,
            });
        }
        let journal = Journal {
            dir: dir.to_path_buf(),
            file,
            _lock: lock,
            disk: Box::new(RealDisk),
            last_seq,
            last_command,
            good_len: valid_len as u64,
            checksum,
            prefix: checksum.of(&bytes[..valid_len]),
            failure: None,
            dirty: false,
            held: None,
        };
        Ok((
            journal,
            Loaded {
                snapshot,
                records,
                events: last_seq,
                commands: last_command,
                notices,
            },
        ))
    }

    /// Reads a tournament without opening it for writing: no lock is taken and nothing is
    /// written (a torn tail is left in the file for the writer to cut), so an export or a look
    /// at the event works while the app has it open.
    pub fn read<E: DeserializeOwned, S: DeserializeOwned>(
        dir: &Path,
    ) -> Result<Loaded<E, S>, JournalError> {
        let path = dir.join(JOURNAL_FILE);
        if !path.is_file() {
            return Err(JournalError::NotATournament {
                path: dir.to_path_buf(),
            });
        }
        let bytes = std::fs::read(&path).map_err(io_error(&path))?;
        let mut notices = Vec::new();
        let snapshot = read_snapshot(dir);
        let decoded = decode(&path, &bytes, snapshot.as_deref(), &mut notices)?;
        Ok(Loaded {
            snapshot: decoded.snapshot,
            records: decoded.records,
            events: decoded.last_seq,
            commands: decoded.last_command,
            notices,
        })
    }

    /// Appends the events of one command and makes them durable before returning: only then may
    /// the command be reported done. Returns the command's number.
    ///
    /// If the write or the sync fails, the file is cut back to its last confirmed command and
    /// the command is refused with the cause ([`JournalError::NotSaved`]); the journal stays
    /// failed ([`Journal::failure`]) until a later append succeeds. Each append is the retry: it
    /// first finishes cutting the file back if that failed too, then tries the write again.
    pub fn append<E: Serialize>(
        &mut self,
        at: DateTime<Utc>,
        events: &[E],
    ) -> Result<u64, JournalError> {
        self.append_request(at, None, events)
    }

    /// [`Journal::append`], keeping the client's request with the command (see
    /// [`RequestMark`]).
    pub fn append_request<E: Serialize>(
        &mut self,
        at: DateTime<Utc>,
        request: Option<&RequestMark>,
        events: &[E],
    ) -> Result<u64, JournalError> {
        let command = self.last_command + 1;
        let text = encode_command(self.checksum, command, self.last_seq, at, request, events)?;
        let path = self.dir.join(JOURNAL_FILE);
        if self.dirty {
            if let Err(source) = self.disk.truncate(&self.file, self.good_len) {
                self.failure = Some(copy_error(&source));
                return Err(JournalError::NotSaved { path, source });
            }
            self.dirty = false;
        }
        let durable = Durable {
            good_len: self.good_len,
            prefix: self.prefix,
            last_seq: self.last_seq,
            last_command: self.last_command,
        };
        let held = self.held.is_some();
        let written = (self.disk.append(&mut self.file, text.as_bytes())).and_then(|()| {
            if held {
                Ok(())
            } else {
                self.disk.sync(&self.file)
            }
        });
        if let Err(source) = written {
            // Part of the command may be in the file: cut it off now, or before the next write.
            self.dirty = self.disk.truncate(&self.file, self.good_len).is_err();
            self.failure = Some(copy_error(&source));
            return Err(JournalError::NotSaved { path, source });
        }
        if let Some(since @ None) = &mut self.held {
            *since = Some(durable);
        }
        self.good_len += text.len() as u64;
        self.prefix = self.checksum.extend(self.prefix, text.as_bytes());
        self.failure = None;
        self.last_seq += events.len() as u64;
        self.last_command = command;
        Ok(command)
    }

    /// Holds the syncs of the next appends until [`Journal::sync_held`]: a script of 100,000
    /// commands pays one sync for many of them instead of one each. Nothing appended while
    /// syncs are held may be reported saved before `sync_held` returns.
    pub fn hold_syncs(&mut self) {
        if self.held.is_none() {
            self.held = Some(None);
        }
    }

    /// Makes the commands appended since [`Journal::hold_syncs`] durable with one sync, and
    /// syncs each append again. If the sync fails, the file is cut back to where the last sync
    /// left it and those commands are refused together (the caller rebuilds its state from the
    /// journal); the journal stays failed as after a failed append.
    pub fn sync_held(&mut self) -> Result<(), JournalError> {
        let Some(Some(durable)) = self.held.take() else {
            return Ok(());
        };
        let path = self.dir.join(JOURNAL_FILE);
        if let Err(source) = self.disk.sync(&self.file) {
            self.good_len = durable.good_len;
            self.prefix = durable.prefix;
            self.last_seq = durable.last_seq;
            self.last_command = durable.last_command;
            self.dirty = self.disk.truncate(&self.file, self.good_len).is_err();
            self.failure = Some(copy_error(&source));
            return Err(JournalError::NotSaved { path, source });
        }
        Ok(())
    }

    /// Why the last write failed, while the journal cannot be written: the TD keeps seeing it
    /// until a command is saved again.
    pub fn failure(&self) -> Option<JournalError> {
        self.failure.as_ref().map(|source| JournalError::NotSaved {
            path: self.dir.join(JOURNAL_FILE),
            source: copy_error(source),
        })
    }

    /// Puts `disk` in place of the real one (see [`Disk`]: for tests of failed writes).
    pub fn use_disk(&mut self, disk: Box<dyn Disk>) {
        self.disk = disk;
    }

    /// Saves the state after the last event, replacing the previous snapshot atomically (see
    /// [`replace_file`]), with the length and checksum of the journal it sums.
    pub fn write_snapshot<S: Serialize>(&mut self, state: &S) -> Result<(), JournalError> {
        let snapshot = SnapshotOut {
            journal_bytes: self.good_len,
            journal_crc: self.prefix,
            state,
        };
        let json =
            serde_json::to_string(&snapshot).map_err(|e| JournalError::Encode(e.to_string()))?;
        let line = encode_line(self.checksum, self.last_seq, &json);
        replace_file_on(
            self.disk.as_mut(),
            &self.dir,
            SNAPSHOT_FILE,
            line.as_bytes(),
        )
        .map_err(io_error(&self.dir.join(SNAPSHOT_FILE)))
    }

    /// Moves the snapshot out of the way, to `snapshot.json.disagrees-<checksum of its bytes>`
    /// beside the journal, when its state is found not to be the journal's: it is kept for
    /// whoever wants to see what was changed, and never loaded again. Returns where it went.
    pub fn set_snapshot_aside(&mut self) -> Result<PathBuf, JournalError> {
        let from = self.dir.join(SNAPSHOT_FILE);
        let bytes = std::fs::read(&from).map_err(io_error(&from))?;
        let to = self.dir.join(format!(
            "{SNAPSHOT_FILE}.disagrees-{:08x}",
            Checksum::Crc32c.of(&bytes)
        ));
        self.disk
            .rename(&from, &to)
            .and_then(|()| self.disk.sync_dir(&self.dir))
            .map_err(io_error(&to))?;
        Ok(to)
    }

    /// Every record in the journal, ignoring the snapshot: what a rebuild after an undo needs.
    pub fn read_all<E: DeserializeOwned>(&self) -> Result<Vec<Record<E>>, JournalError> {
        read_all(&self.dir)
    }

    /// Events written so far.
    pub fn events(&self) -> u64 {
        self.last_seq
    }

    /// Commands written so far.
    pub fn commands(&self) -> u64 {
        self.last_command
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }
}

/// The first line of `bytes` damaged in the middle, and how many of its bytes hold the whole
/// commands before it. A line found damaged is cut off and the rest read again, as a line
/// before it may be damaged too (out of place rather than unreadable).
fn find_damage(path: &Path, bytes: &[u8]) -> Result<Option<(Damage, usize)>, JournalError> {
    let mut keep = bytes.len();
    let mut damaged = None;
    let kept = loop {
        match decode::<serde::de::IgnoredAny, ()>(path, &bytes[..keep], None, &mut Vec::new()) {
            Ok(decoded) => break decoded,
            Err(JournalError::Corrupt { line, reason, .. }) => {
                damaged = Some((line, reason));
                // The start of that line: just after the newline ending the line before.
                keep = bytes
                    .iter()
                    .enumerate()
                    .filter(|(_, b)| **b == b'\n')
                    .nth(line - 2)
                    .map_or(0, |(i, _)| i + 1);
            }
            Err(other) => return Err(other),
        }
    };
    Ok(damaged.map(|(line, reason)| {
        let dropped_lines = bytes[kept.valid_len..]
            .split(|&b| b == b'\n')
            .filter(|line| !line.is_empty())
            .count();
        let damage = Damage {
            line,
            reason,
            kept_commands: kept.last_command,
            dropped_lines,
        };
        (damage, kept.valid_len)
    }))
}

/// Every record of the journal in `dir`, ignoring the snapshot; takes no lock.
pub fn read_all<E: DeserializeOwned>(dir: &Path) -> Result<Vec<Record<E>>, JournalError> {
    let path = dir.join(JOURNAL_FILE);
    let bytes = std::fs::read(&path).map_err(io_error(&path))?;
    let decoded = decode::<E, ()>(&path, &bytes, None, &mut Vec::new())?;
    Ok(decoded.records)
}

/// The records of a journal's bytes after a snapshot (or all of them), and how much of the file
/// holds whole commands.
struct Decoded<E, S> {
    checksum: Checksum,
    records: Vec<Record<E>>,
    last_seq: u64,
    last_command: u64,
    valid_len: usize,
    snapshot: Option<(u64, S)>,
}

fn decode<E: DeserializeOwned, S: DeserializeOwned>(
    path: &Path,
    bytes: &[u8],
    snapshot: Option<&[u8]>,
    notices: &mut Vec<Notice>,
) -> Result<Decoded<E, S>, JournalError> {
    let scan = scan(path, bytes)?;
    let snapshot = snapshot.and_then(|bytes| parse_snapshot::<S>(scan.checksum, bytes, notices));

    // Pass 1: the command bookkeeping of every line, to find the last whole command.
    let mut valid_len = scan.header_len;
    let mut last_seq = 0;
    let mut last_command = 0;
    let mut in_command = 0u32;
    let mut parts_of_command = 0u32;
    let mut whole_lines = 0;
    let mut power_cut: Option<PowerCut> = None;
    for (i, line) in scan.lines.iter().enumerate() {
        if line.zeroed && power_cut.is_none() {
            power_cut = Some(PowerCut {
                line: line.number,
                found: in_command,
                last_part: in_command,
                parts: (in_command > 0).then_some(parts_of_command),
            });
        }
        let Some((seq, json)) = line.record else {
            continue;
        };
        let meta: RecordMeta =
            serde_json::from_str(json).map_err(|e| corrupt(path, line.number, e))?;
        if let Some(cut) = &mut power_cut {
            // After the zeros, only the rest of the command they cut may follow: a power cut
            // loses the end of the last write, never a command confirmed before a later one.
            let fits = meta.command == last_command + 1
                && seq == last_seq + u64::from(meta.part)
                && meta.part > cut.last_part
                && meta.part <= meta.parts
                && cut.parts.is_none_or(|parts| parts == meta.parts);
            if !fits {
                return Err(zeros_amid_commands(path, cut.line));
            }
            cut.found += 1;
            cut.last_part = meta.part;
            cut.parts = Some(meta.parts);
            continue;
        }
        let expected_seq = last_seq + u64::from(in_command) + 1;
        if seq != expected_seq {
            return Err(JournalError::Corrupt {
                path: path.to_path_buf(),
                line: line.number,
                reason: LineFault::OutOfOrder {
                    found: seq,
                    expected: expected_seq,
                },
            });
        }
        let first_part = in_command == 0;
        if meta.part != in_command + 1
            || (first_part && meta.command != last_command + 1)
            || (!first_part && meta.parts != parts_of_command)
            || meta.part > meta.parts
        {
            return Err(JournalError::Corrupt {
                path: path.to_path_buf(),
                line: line.number,
                reason: LineFault::PartOutOfPlace {
                    part: meta.part,
                    parts: meta.parts,
                    command: meta.command,
                },
            });
        }
        in_command += 1;
        parts_of_command = meta.parts;
        if meta.part == meta.parts {
            last_seq += u64::from(in_command);
            last_command = meta.command;
            in_command = 0;
            valid_len = line.end;
            whole_lines = i + 1;
        }
    }
    if let Some(cut) = &power_cut {
        // Zeros where no line of the command is missing were put there, not left by a cut.
        if cut.parts == Some(cut.found) {
            return Err(zeros_amid_commands(path, cut.line));
        }
    }
    if in_command > 0 || power_cut.is_some() {
        notices.push(Notice::CommandCutShort {
            command: last_command + 1,
        });
    } else if let Some(line) = scan.torn_line {
        notices.push(Notice::LineCutShort { line });
    }

    // Pass 2: a snapshot is used only if it sums these very bytes, up to a whole command.
    let snapshot = match snapshot {
        Some((seq, _)) if seq > last_seq => {
            notices.push(Notice::SnapshotAhead {
                snapshot: seq,
                journal: last_seq,
            });
            None
        }
        Some((seq, snapshot)) => {
            let end = usize::try_from(snapshot.journal_bytes).unwrap_or(usize::MAX);
            let ends_a_command = if seq == 0 {
                end == scan.header_len
            } else {
                scan.lines[..whole_lines]
                    .iter()
                    .any(|line| line.end == end && line.record.is_some_and(|(s, _)| s == seq))
            };
            if ends_a_command
                && end <= valid_len
                && scan.checksum.of(&bytes[..end]) == snapshot.journal_crc
            {
                Some((seq, snapshot.state))
            } else {
                notices.push(Notice::SnapshotMismatch);
                None
            }
        }
        None => None,
    };
    let skip_through = snapshot.as_ref().map_or(0, |(seq, _)| *seq);

    // Pass 3: the events after the snapshot.
    let records = scan.lines[..whole_lines]
        .iter()
        .filter_map(|line| line.record.map(|record| (line.number, record)))
        .filter(|(_, (seq, _))| *seq > skip_through)
        .map(|(number, (_, json))| serde_json::from_str(json).map_err(|e| corrupt(path, number, e)))
        .collect::<Result<Vec<Record<E>>, _>>()?;

    Ok(Decoded {
        checksum: scan.checksum,
        records,
        last_seq,
        last_command,
        valid_len,
        snapshot,
    })
}

#[derive(Deserialize)]
struct RecordMeta {
    command: u64,
    part: u32,
    parts: u32,
}

fn corrupt(path: &Path, line: usize, error: serde_json::Error) -> JournalError {
    JournalError::Corrupt {
        path: path.to_path_buf(),
        line,
        reason: LineFault::Unreadable {
            parser: error.to_string(),
        },
    }
}

/// The command a power cut left zeros in: the first line with zeros, and the lines of that
/// command still whole.
struct PowerCut {
    line: usize,
    found: u32,
    last_part: u32,
    parts: Option<u32>,
}

fn zeros_amid_commands(path: &Path, line: usize) -> JournalError {
    JournalError::Corrupt {
        path: path.to_path_buf(),
        line,
        reason: LineFault::ZerosAmidCommands,
    }
}

/// A whole line of the journal (its newline written).
struct Line<'a> {
    number: usize,
    /// The sequence number and JSON, when the line's checksum holds; for a line with zeros in
    /// it, those of the line the zeros end on, if it is whole after them.
    record: Option<(u64, &'a str)>,
    /// Whether a power cut's zeros stand in part of the line.
    zeroed: bool,
    /// Byte offset just after the line's newline.
    end: usize,
}

struct Scan<'a> {
    checksum: Checksum,
    header_len: usize,
    lines: Vec<Line<'a>>,
    torn_line: Option<usize>,
}

/// Checks the header and every line's checksum. Only two shapes are what a crash leaves, and
/// both only at the end of the file: bytes after the last newline (a line cut short), and the
/// zeros a power cut leaves where the last, unconfirmed write never reached the disk (the file
/// grew, its data did not). A whole line (its newline written) whose checksum fails without
/// such zeros is damage wherever it stands, and so is a whole line followed by anything but its
/// newline: a crash cuts a file short, it neither changes a written line nor its end.
fn scan<'a>(path: &Path, bytes: &'a [u8]) -> Result<Scan<'a>, JournalError> {
    let bad_header = |reason: LineFault| JournalError::BadHeader {
        path: path.to_path_buf(),
        reason,
    };
    let header_len = match bytes.iter().position(|&b| b == b'\n') {
        Some(i) => i + 1,
        None if bytes.is_empty() => return Err(bad_header(LineFault::Empty)),
        None => return Err(bad_header(LineFault::NoEnd)),
    };
    let raw = split_line(&bytes[..header_len - 1]).map_err(bad_header)?;
    let header: Header = serde_json::from_str(raw.json).map_err(|e| {
        bad_header(LineFault::Unreadable {
            parser: e.to_string(),
        })
    })?;
    if header.format != FORMAT_NAME || raw.seq != 0 {
        return Err(bad_header(LineFault::NotAJournal {
            format: header.format,
        }));
    }
    if header.version > FORMAT_VERSION {
        return Err(JournalError::NewerFormat {
            path: path.to_path_buf(),
            found: header.version,
        });
    }
    let checksum = Checksum::of_version(header.version);
    if checksum.of(raw.body.as_bytes()) != raw.crc {
        return Err(bad_header(LineFault::ChecksumMismatch));
    }

    let mut lines = Vec::new();
    let mut torn_line = None;
    let mut start = header_len;
    let mut number = 1;
    while start < bytes.len() {
        number += 1;
        let Some(len) = bytes[start..].iter().position(|&b| b == b'\n') else {
            if whole_line_then_other_bytes(checksum, &bytes[start..]) {
                return Err(JournalError::Corrupt {
                    path: path.to_path_buf(),
                    line: number,
                    reason: LineFault::LineEndDamaged,
                });
            }
            torn_line = Some(number);
            break;
        };
        let content = &bytes[start..start + len];
        let end = start + len + 1;
        match decode_line(checksum, content) {
            Ok(record) => lines.push(Line {
                number,
                record: Some(record),
                zeroed: false,
                end,
            }),
            Err(_) if has_power_cut_zeros(content) => {
                let after_zeros = content
                    .iter()
                    .rposition(|&b| b == 0)
                    .map_or(content, |i| &content[i + 1..]);
                lines.push(Line {
                    number,
                    record: decode_line(checksum, after_zeros).ok(),
                    zeroed: true,
                    end,
                });
            }
            Err(reason) => {
                return Err(JournalError::Corrupt {
                    path: path.to_path_buf(),
                    line: number,
                    reason,
                });
            }
        }
        start = end;
    }
    Ok(Scan {
        checksum,
        header_len,
        lines,
        torn_line,
    })
}

/// The snapshot file's bytes, if there is one; it is checked once the journal's checksum is
/// known.
fn read_snapshot(dir: &Path) -> Option<Vec<u8>> {
    std::fs::read(dir.join(SNAPSHOT_FILE)).ok()
}

fn parse_snapshot<S: DeserializeOwned>(
    checksum: Checksum,
    bytes: &[u8],
    notices: &mut Vec<Notice>,
) -> Option<(u64, SnapshotIn<S>)> {
    let content = bytes.strip_suffix(b"\n").unwrap_or(bytes);
    let parsed = decode_line(checksum, content).and_then(|(seq, json)| {
        serde_json::from_str::<SnapshotIn<S>>(json)
            .map(|state| (seq, state))
            .map_err(|e| LineFault::Json {
                parser: e.to_string(),
            })
    });
    match parsed {
        Ok(snapshot) => Some(snapshot),
        Err(reason) => {
            notices.push(Notice::SnapshotUnreadable { reason });
            None
        }
    }
}

riffle_text::sentence_file!(fn words = "journal.ron");

#[cfg(test)]
mod tests {
    use super::*;

    fn every_journal_refusal() -> Vec<JournalError> {
        let path = PathBuf::from("events/main");
        vec![
            JournalError::Io {
                path: path.clone(),
                source: std::io::Error::from(std::io::ErrorKind::PermissionDenied),
            },
            JournalError::AlreadyExists { path: path.clone() },
            JournalError::NotATournament { path: path.clone() },
            JournalError::BadHeader {
                path: path.clone(),
                reason: LineFault::NotAJournal {
                    format: "csv".to_string(),
                },
            },
            JournalError::NewerFormat {
                path: path.clone(),
                found: 2,
            },
            JournalError::Corrupt {
                path,
                line: 12,
                reason: LineFault::ChecksumMismatch,
            },
            JournalError::Encode("key must be a string".to_string()),
            JournalError::InUse {
                path: PathBuf::from("events/main"),
                holder: Some(Holder {
                    program: "riffle".to_string(),
                    host: "bar-laptop".to_string(),
                    pid: 4242,
                    since: DateTime::from_timestamp(1_800_000_000, 0).unwrap(),
                }),
            },
            JournalError::InUse {
                path: PathBuf::from("events/main"),
                holder: None,
            },
            JournalError::NotSaved {
                path: PathBuf::from("events/main/journal.jsonl"),
                source: std::io::Error::from(std::io::ErrorKind::StorageFull),
            },
            JournalError::NothingToKeep {
                path: PathBuf::from("events/main/journal.jsonl"),
                line: 2,
            },
            JournalError::NotCreated {
                path: PathBuf::from("events/main"),
                source: std::io::Error::from(std::io::ErrorKind::StorageFull),
            },
        ]
    }

    /// Fails to compile when a refusal is added without joining the list above.
    fn _exhaustive(error: &JournalError) {
        match error {
            JournalError::Io { .. }
            | JournalError::AlreadyExists { .. }
            | JournalError::NotATournament { .. }
            | JournalError::BadHeader { .. }
            | JournalError::NewerFormat { .. }
            | JournalError::Corrupt { .. }
            | JournalError::Encode(_)
            | JournalError::InUse { .. }
            | JournalError::NotSaved { .. }
            | JournalError::NotCreated { .. }
            | JournalError::NothingToKeep { .. } => {}
        }
    }

    #[test]
    fn every_notice_is_worded_in_french() {
        let notices = [
            Notice::CommandCutShort { command: 12 },
            Notice::LineCutShort { line: 40 },
            Notice::TornTailKept {
                bytes: 1234,
                file: PathBuf::from("events/main/journal.jsonl.torn-5120-0a1b2c3d"),
            },
            Notice::SnapshotAhead {
                snapshot: 500,
                journal: 480,
            },
            Notice::SnapshotUnreadable {
                reason: LineFault::Json {
                    parser: "expected value".to_string(),
                },
            },
            Notice::SnapshotMismatch,
            Notice::UndoBeforeSnapshot,
            Notice::SnapshotDisagrees {
                file: Some(PathBuf::from(
                    "events/main/snapshot.json.disagrees-0a1b2c3d",
                )),
            },
            Notice::SnapshotDisagrees { file: None },
            Notice::SnapshotNotWritten {
                error: JournalError::Encode("key must be a string".to_string()),
            },
        ];
        for notice in &notices {
            match notice {
                // Fails to compile when a notice is added without joining the list above.
                Notice::CommandCutShort { .. }
                | Notice::LineCutShort { .. }
                | Notice::TornTailKept { .. }
                | Notice::SnapshotAhead { .. }
                | Notice::SnapshotUnreadable { .. }
                | Notice::SnapshotMismatch
                | Notice::UndoBeforeSnapshot
                | Notice::SnapshotDisagrees { .. }
                | Notice::SnapshotNotWritten { .. } => riffle_text::assert_worded_in_both(notice),
            }
        }
    }

    #[test]
    #[cfg(target_os = "linux")]
    fn a_failed_write_says_its_cause_as_a_td_would() {
        let cause = |code: i32, lang| write_cause(&io::Error::from_raw_os_error(code), lang);
        // ENOSPC, EROFS, EACCES, EIO on Linux.
        assert_eq!(cause(28, Lang::En), "the disk is full");
        assert_eq!(cause(28, Lang::Fr), "le disque est plein");
        assert_eq!(cause(30, Lang::Fr), "le disque est en lecture seule");
        assert!(cause(13, Lang::En).contains("refuses"));
        assert!(cause(5, Lang::En).contains("failing or unplugged"));
    }

    #[test]
    fn every_journal_refusal_is_worded_in_french() {
        for error in every_journal_refusal() {
            riffle_text::assert_worded_in_both(&error);
        }
    }
}
