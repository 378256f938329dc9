//! A standby's copy of a leader's journal: the same bytes, appended only in whole lines whose
//! checksum over the whole file matches the leader's, and made durable before the leader is
//! told they arrived. When the leader's laptop dies, `riffle open` on the copy carries on.
//!
//! The copy holds its folder's writer lock while it is kept, like an open tournament: opening
//! the copy for writing, or a second standby following into it, is refused until it stops.

use super::journal::{JOURNAL_FILE, JournalError, lock_for_writing};
use std::fs::{File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};

/// The copy being kept, open for appending.
pub struct Standby {
    path: PathBuf,
    file: File,
    lines: u64,
    crc: crc32fast::Hasher,
    /// The folder's writer lock, held as long as the copy is kept.
    _lock: File,
}

impl Standby {
    /// Opens (or starts) the copy in `dir`, taking its writer lock (refused while another
    /// program holds it). A last line cut short by a crash of the standby itself is dropped: it
    /// will be fetched again.
    pub fn open(dir: &Path) -> Result<Standby, JournalError> {
        let path = dir.join(JOURNAL_FILE);
        let io = |source| JournalError::Io {
            path: path.clone(),
            source,
        };
        std::fs::create_dir_all(dir).map_err(io)?;
        let lock = lock_for_writing(dir)?;
        let file = OpenOptions::new()
            .create(true)
            .read(true)
            .append(true)
            .open(&path)
            .map_err(io)?;
        let mut bytes = std::fs::read(&path).map_err(io)?;
        let whole = bytes
            .iter()
            .rposition(|b| *b == b'\n')
            .map_or(0, |at| at + 1);
        if whole < bytes.len() {
            file.set_len(whole as u64).map_err(io)?;
            bytes.truncate(whole);
        }
        let mut crc = crc32fast::Hasher::new();
        crc.update(&bytes);
        Ok(Standby {
            lines: bytes.iter().filter(|b| **b == b'\n').count() as u64,
            path,
            file,
            crc,
            _lock: lock,
        })
    }

    /// Lines held, the header included: where the next fetch starts.
    pub fn lines(&self) -> u64 {
        self.lines
    }

    /// Appends `tail`, the leader's lines after ours, if the whole file then has the leader's
    /// line count and checksum; otherwise nothing is written and the difference is refused.
    pub fn append(
        &mut self,
        tail: &[u8],
        leader_lines: u64,
        leader_crc: u32,
    ) -> Result<(), JournalError> {
        let mut crc = self.crc.clone();
        crc.update(tail);
        let lines = self.lines + tail.iter().filter(|b| **b == b'\n').count() as u64;
        if lines != leader_lines || crc.clone().finalize() != leader_crc {
            return Err(JournalError::Corrupt {
                path: self.path.clone(),
                line: self.lines as usize + 1,
                reason: crate::journal::LineFault::CopyDiffers,
            });
        }
        if tail.is_empty() {
            return Ok(());
        }
        self.file
            .write_all(tail)
            .and_then(|()| self.file.sync_data())
            .map_err(|source| JournalError::NotSaved {
                path: self.path.clone(),
                source,
            })?;
        self.lines = lines;
        self.crc = crc;
        Ok(())
    }
}
