//! Files: the only layer that reads or writes them.

pub mod export;
pub mod journal;
pub mod phh;
pub mod session;
pub mod settings;

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

/// Writes a file the app generates and can generate again (an alert sound) into the system's
/// temporary folder, and returns its path. A file already there with the same bytes is left as
/// it is, so that two running copies of the app never rewrite a file the other is playing.
pub fn write_generated(name: &str, bytes: &[u8]) -> Result<PathBuf, StoreError> {
    let path = std::env::temp_dir().join(name);
    if std::fs::read(&path).is_ok_and(|existing| existing == bytes) {
        return Ok(path);
    }
    std::fs::write(&path, bytes).map_err(|source| StoreError::Write {
        path: path.clone(),
        source,
    })?;
    Ok(path)
}
