//! Files: the only layer that reads or writes them.

pub mod export;
pub mod journal;
pub mod phh;
pub mod session;

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
    #[error("cannot write {path}: {source}")]
    Write {
        path: PathBuf,
        source: std::io::Error,
    },
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

/// Writes an export to a file, or to standard output when no file is given.
pub fn write_output(path: Option<&Path>, text: &str) -> Result<(), StoreError> {
    match path {
        Some(path) => std::fs::write(path, text).map_err(|source| StoreError::Write {
            path: path.to_path_buf(),
            source,
        }),
        None => {
            use std::io::Write;
            std::io::stdout()
                .write_all(text.as_bytes())
                .map_err(|source| StoreError::Write {
                    path: PathBuf::from("standard output"),
                    source,
                })
        }
    }
}
