//! Files: the only layer that reads or writes them.

pub mod export;
pub mod journal;
pub mod phh;
pub mod session;
pub mod settings;
pub mod standby;
pub mod writer;

use crate::text::{Lang, Say};
use std::io;
use std::path::{Path, PathBuf};

/// Why a file could not be read or written.
#[derive(Debug)]
pub enum StoreError {
    Read { path: PathBuf, source: io::Error },
    NotText { path: PathBuf },
    Write { path: PathBuf, source: io::Error },
}

impl Say for StoreError {
    fn say(&self, lang: Lang) -> String {
        match self {
            StoreError::Read { path, source } => match lang {
                Lang::En => format!("cannot read {}: {source}", path.display()),
                Lang::Fr => format!(
                    "impossible de lire {}\u{a0}: {}",
                    path.display(),
                    os_cause(source, lang)
                ),
            },
            StoreError::NotText { path } => match lang {
                Lang::En => format!("{} is not UTF-8 text", path.display()),
                Lang::Fr => format!("{} n'est pas du texte UTF-8", path.display()),
            },
            StoreError::Write { path, source } => match lang {
                Lang::En => format!("cannot write {}: {source}", path.display()),
                Lang::Fr => format!(
                    "impossible d'écrire {}\u{a0}: {}",
                    path.display(),
                    os_cause(source, lang)
                ),
            },
        }
    }
}
crate::worded!(StoreError);

/// The operating system's reason a file could not be used. English keeps the system's own
/// words, as logs and support expect them; French says the common causes a TD can fix (a full
/// disk, a missing folder, a refused permission) in a sentence, and otherwise gives the
/// system's words.
pub(crate) fn os_cause(error: &io::Error, lang: Lang) -> String {
    match lang {
        Lang::En => error.to_string(),
        Lang::Fr => match error.kind() {
            io::ErrorKind::NotFound => "ce fichier ou ce dossier n'existe pas".to_string(),
            io::ErrorKind::PermissionDenied => {
                "le système refuse l'accès (droits insuffisants)".to_string()
            }
            io::ErrorKind::StorageFull => "le disque est plein".to_string(),
            io::ErrorKind::ReadOnlyFilesystem => "le disque est en lecture seule".to_string(),
            io::ErrorKind::AlreadyExists => "ce fichier existe déjà".to_string(),
            _ => format!("erreur du système ({error})"),
        },
    }
}

/// Replaces the file `name` in `dir` whole, so a crash leaves the old file or the new one and
/// never half of one: the bytes go to a temporary file in the same folder, are made durable,
/// the temporary file is renamed over the old one and the folder made durable. The temporary
/// file is removed if anything fails. Its name carries the process id, so two programs saving
/// the same file never write into each other's temporary file.
pub(crate) fn replace_file(dir: &Path, name: &str, bytes: &[u8]) -> io::Result<()> {
    use std::io::Write;
    let tmp = dir.join(format!("{name}.{}.tmp", std::process::id()));
    let written = std::fs::File::create(&tmp)
        .and_then(|mut file| file.write_all(bytes).and_then(|()| file.sync_all()))
        .and_then(|()| std::fs::rename(&tmp, dir.join(name)));
    if written.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    written?;
    sync_dir(dir)
}

/// Makes a new or renamed file's entry in `dir` durable (a no-op where the system has no such
/// thing).
pub(crate) fn sync_dir(dir: &Path) -> io::Result<()> {
    #[cfg(unix)]
    std::fs::File::open(dir)?.sync_all()?;
    #[cfg(not(unix))]
    let _ = dir;
    Ok(())
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

#[cfg(test)]
mod tests {
    use super::*;

    fn every_store_refusal() -> Vec<StoreError> {
        let path = PathBuf::from("structure.toml");
        vec![
            StoreError::Read {
                path: path.clone(),
                source: io::Error::from(io::ErrorKind::NotFound),
            },
            StoreError::NotText { path: path.clone() },
            StoreError::Write {
                path,
                source: io::Error::from(io::ErrorKind::StorageFull),
            },
        ]
    }

    /// Fails to compile when a refusal is added without joining the list above.
    fn _exhaustive(error: &StoreError) {
        match error {
            StoreError::Read { .. } | StoreError::NotText { .. } | StoreError::Write { .. } => {}
        }
    }

    #[test]
    fn every_file_refusal_is_worded_in_french() {
        for error in every_store_refusal() {
            crate::text::assert_worded_in_both(&error);
        }
    }

    #[test]
    fn a_full_disk_is_said_in_french() {
        let error = StoreError::Write {
            path: PathBuf::from("t1"),
            source: io::Error::from(io::ErrorKind::StorageFull),
        };
        assert_eq!(
            error.say(Lang::Fr),
            "impossible d'écrire t1\u{a0}: le disque est plein"
        );
    }
}
