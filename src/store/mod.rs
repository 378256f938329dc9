//! Files: the only layer that reads or writes them.

pub mod journal;
pub mod phh;

use std::path::{Path, PathBuf};
use thiserror::Error;

/// Why a file could not be read or written.
#[derive(Debug, Error)]
pub enum StoreError {
    #[error("cannot read {path}: {source}")]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{path} is not UTF-8 text")]
    NotText { path: PathBuf },
}

/// Reads a hand-edited text file (a structure, a script, a hand history).
pub fn read_text(path: &Path) -> Result<String, StoreError> {
    let bytes = std::fs::read(path).map_err(|source| StoreError::Read {
        path: path.to_path_buf(),
        source,
    })?;
    String::from_utf8(bytes).map_err(|_| StoreError::NotText {
        path: path.to_path_buf(),
    })
}
