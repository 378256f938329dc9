//! A disk that fails on purpose, at one step of a write, with the operating system's error code
//! (a full disk, a failing drive, a read-only file system, access refused), while its fault is
//! set; the journal's failure tests put it in place of the real one.
#![allow(dead_code)]

use riffle_store::journal::Disk;
use std::fs::File;
use std::io::{self, Write};
use std::path::Path;
use std::sync::{Arc, Mutex};

/// Where the disk gives up.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Step {
    /// Nothing is written.
    Write,
    /// Half the command is written, then the write fails.
    PartialWrite,
    /// Everything is written but the sync fails.
    Sync,
    /// Half the command is written, and cutting it off fails too until the disk is back.
    PartialWriteNotCut,
    /// A whole, durable temporary file cannot be renamed over the file it replaces.
    Rename,
    /// The file is renamed into place but its folder cannot be made durable.
    SyncDir,
}

/// A disk that fails at `Step` with an OS error code while its fault is set.
#[derive(Debug, Clone, Default)]
pub struct FaultyDisk {
    pub fault: Arc<Mutex<Option<(Step, i32)>>>,
}

impl FaultyDisk {
    /// Fails every write at `step` with `code` from now on; `None` mends the disk.
    pub fn set(&self, fault: Option<(Step, i32)>) {
        *self.fault.lock().unwrap() = fault;
    }

    pub fn fault(&self) -> Option<(Step, i32)> {
        *self.fault.lock().unwrap()
    }

    fn failing_at(&self, step: Step) -> Option<io::Error> {
        match self.fault() {
            Some((at, code)) if at == step => Some(io::Error::from_raw_os_error(code)),
            _ => None,
        }
    }
}

impl Disk for FaultyDisk {
    fn append(&mut self, file: &mut File, bytes: &[u8]) -> io::Result<()> {
        if let Some(error) = self.failing_at(Step::Write) {
            return Err(error);
        }
        let partial = self
            .failing_at(Step::PartialWrite)
            .or_else(|| self.failing_at(Step::PartialWriteNotCut));
        if let Some(error) = partial {
            file.write_all(&bytes[..bytes.len() / 2])?;
            return Err(error);
        }
        file.write_all(bytes)
    }

    fn sync(&mut self, file: &File) -> io::Result<()> {
        match self.failing_at(Step::Sync) {
            Some(error) => Err(error),
            None => file.sync_data(),
        }
    }

    fn truncate(&mut self, file: &File, len: u64) -> io::Result<()> {
        match self.failing_at(Step::PartialWriteNotCut) {
            Some(error) => Err(error),
            None => file.set_len(len).and_then(|()| file.sync_all()),
        }
    }

    fn rename(&mut self, from: &Path, to: &Path) -> io::Result<()> {
        match self.failing_at(Step::Rename) {
            Some(error) => Err(error),
            None => std::fs::rename(from, to),
        }
    }

    fn sync_dir(&mut self, dir: &Path) -> io::Result<()> {
        match self.failing_at(Step::SyncDir) {
            Some(error) => Err(error),
            None => File::open(dir).and_then(|folder| folder.sync_all()),
        }
    }
}

pub const ENOSPC: i32 = 28;
pub const EIO: i32 = 5;
pub const EROFS: i32 = 30;
pub const EACCES: i32 = 13;
