//! Files: the only layer that reads or writes them.

pub mod export;
pub mod journal;
pub mod layouts;
pub mod league;
pub mod league_file;
pub mod paths;
pub mod payout_sheet;
pub mod pdf;
pub mod phh;
pub mod player_places;
pub mod players;
pub mod prints;
pub mod session;
pub mod settings;
pub mod sheet;
pub mod slips;
pub mod standby;
pub mod table_cards;
pub mod td3;
pub mod venue_keep;
pub mod writer;

use journal::{Disk, Journal, RealDisk};
use riffle_text::fill;
use riffle_text::{Lang, Say};
use std::io;
use std::path::{Path, PathBuf};

/// Why a file could not be read or written.
#[derive(Debug)]
pub enum StoreError {
    Read {
        path: PathBuf,
        source: io::Error,
    },
    NotText {
        path: PathBuf,
    },
    Write {
        path: PathBuf,
        source: io::Error,
    },
    /// An export aimed inside a tournament folder, where it could replace the journal or
    /// another file the tournament needs.
    InsideTournament {
        path: PathBuf,
        folder: PathBuf,
    },
    /// An export path that names a folder, not a file.
    NotAFile {
        path: PathBuf,
    },
}

impl Say for StoreError {
    fn say(&self, lang: Lang) -> String {
        match self {
            StoreError::Read { path, source } => fill!(
                words(lang),
                "Read",
                path = path.display(),
                source = os_cause(source, lang)
            ),
            StoreError::NotText { path } => fill!(words(lang), "NotText", path = path.display()),
            StoreError::Write { path, source } => fill!(
                words(lang),
                "Write",
                path = path.display(),
                source = os_cause(source, lang)
            ),
            StoreError::InsideTournament { path, folder } => fill!(
                words(lang),
                "InsideTournament",
                path = path.display(),
                folder = folder.display()
            ),
            StoreError::NotAFile { path } => fill!(words(lang), "NotAFile", path = path.display()),
        }
    }
}
riffle_text::worded!(StoreError);

/// The operating system's reason a file could not be used. The word files say the common
/// causes a TD can fix (a full disk, a missing folder, a refused permission) in a sentence, or
/// leave it empty where a language keeps the system's own words, as English logs and support
/// expect them.
pub fn os_cause(error: &io::Error, lang: Lang) -> String {
    let w = words(lang);
    let common = match error.kind() {
        io::ErrorKind::NotFound => w.text("OsNotFound"),
        io::ErrorKind::PermissionDenied => w.text("OsPermissionDenied"),
        io::ErrorKind::StorageFull => w.text("OsStorageFull"),
        io::ErrorKind::ReadOnlyFilesystem => w.text("OsReadOnly"),
        io::ErrorKind::AlreadyExists => w.text("OsAlreadyExists"),
        _ => "",
    };
    if common.is_empty() {
        fill!(w, "OsOther", system = error)
    } else {
        common.to_string()
    }
}

/// Replaces the file `name` in `dir` whole, so a crash leaves the old file or the new one and
/// never half of one: the bytes go to a temporary file in the same folder, are made durable,
/// the temporary file is renamed over the old one and the folder made durable. The temporary
/// file is removed if anything fails. Its name carries the process id, so two programs saving
/// the same file never write into each other's temporary file.
pub(crate) fn replace_file(dir: &Path, name: &str, bytes: &[u8]) -> io::Result<()> {
    replace_file_on(&mut RealDisk, dir, name, bytes)
}

/// [`replace_file`] for a file only its owner may read or write (a secret): the temporary file
/// is created with those rights, so the secret is never readable by others, even for a moment.
pub(crate) fn replace_file_private(dir: &Path, name: &str, bytes: &[u8]) -> io::Result<()> {
    use std::io::Write;
    let tmp = dir.join(format!("{name}.{}.tmp", std::process::id()));
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create(true).truncate(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    let written = options
        .open(&tmp)
        .and_then(|mut file| file.write_all(bytes).and_then(|()| file.sync_all()))
        .and_then(|()| std::fs::rename(&tmp, dir.join(name)));
    if written.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    written?;
    sync_dir(dir)
}

/// [`replace_file`] through `disk`, which tests make fail at each step.
pub(crate) fn replace_file_on(
    disk: &mut dyn Disk,
    dir: &Path,
    name: &str,
    bytes: &[u8],
) -> io::Result<()> {
    let tmp = dir.join(format!("{name}.{}.tmp", std::process::id()));
    let written = std::fs::File::create(&tmp)
        .and_then(|mut file| {
            disk.append(&mut file, bytes)
                .and_then(|()| disk.sync(&file))
        })
        .and_then(|()| disk.rename(&tmp, &dir.join(name)));
    if written.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    written?;
    disk.sync_dir(dir)
}

/// `path` made absolute, with links and `..` resolved, written as the TD writes it: Windows
/// resolves `C:\Tournois` to `\\?\C:\Tournois`, which no one types and no sentence shows.
pub(crate) fn resolved(path: &Path) -> io::Result<PathBuf> {
    let path = path.canonicalize()?;
    #[cfg(windows)]
    {
        use std::ffi::OsString;
        use std::path::{Component, Prefix};
        let mut components = path.components();
        let start = match components.next() {
            Some(Component::Prefix(prefix)) => match prefix.kind() {
                Prefix::VerbatimDisk(letter) => OsString::from(format!("{}:", char::from(letter))),
                Prefix::VerbatimUNC(server, share) => {
                    let mut start = OsString::from(r"\\");
                    start.push(server);
                    start.push(r"\");
                    start.push(share);
                    start
                }
                _ => return Ok(path),
            },
            _ => return Ok(path),
        };
        let mut plain = PathBuf::from(start);
        plain.push(r"\");
        plain.extend(components.filter(|c| !matches!(c, Component::RootDir)));
        Ok(plain)
    }
    #[cfg(not(windows))]
    Ok(path)
}

/// Renames `from` over `to`. On Windows a program reading `to` at that moment (a backup, an
/// antivirus, the TD's editor) bars the rename: it is tried again for up to three seconds before
/// the system's refusal is returned, the files untouched.
pub(crate) fn rename(from: &Path, to: &Path) -> io::Result<()> {
    /// ERROR_ACCESS_DENIED, ERROR_SHARING_VIOLATION and ERROR_LOCK_VIOLATION.
    const HELD: [i32; 3] = [5, 32, 33];
    const TRIES: u32 = 60;
    let mut tries = 0;
    loop {
        match std::fs::rename(from, to) {
            Err(error)
                if cfg!(windows)
                    && tries < TRIES
                    && error
                        .raw_os_error()
                        .is_some_and(|code| HELD.contains(&code)) =>
            {
                tries += 1;
                std::thread::sleep(std::time::Duration::from_millis(50));
            }
            done => return done,
        }
    }
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

/// Reads a hand-edited text file (a structure, a script, a hand history). A byte-order mark,
/// which some editors put at the start of a file saved as UTF-8, is dropped.
pub fn read_text(path: &Path) -> Result<String, StoreError> {
    let bytes = std::fs::read(path).map_err(|source| StoreError::Read {
        path: path.to_path_buf(),
        source,
    })?;
    let text = String::from_utf8(bytes).map_err(|_| StoreError::NotText {
        path: path.to_path_buf(),
    })?;
    Ok(match text.strip_prefix('\u{feff}') {
        Some(rest) => rest.to_string(),
        None => text,
    })
}

/// Writes an export to a file, or to standard output when no file is given.
pub fn write_output(path: Option<&Path>, text: &str) -> Result<(), StoreError> {
    match path {
        Some(path) => write_export(&mut RealDisk, path, text),
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

/// Writes an export to `path` through `disk` (the real one, or one that fails in tests). An
/// export never destroys: a path inside a tournament folder is refused, and the text goes to a
/// temporary file renamed over `path` only once it is whole and durable, so a full disk or a
/// pulled drive leaves an earlier file at `path` as it was.
pub fn write_export(disk: &mut dyn Disk, path: &Path, text: &str) -> Result<(), StoreError> {
    write_export_bytes(disk, path, text.as_bytes())
}

/// [`write_export`] of a file that is not text (a workbook), to a file on the real disk.
pub fn write_file_export(path: &Path, bytes: &[u8]) -> Result<(), StoreError> {
    write_export_bytes(&mut RealDisk, path, bytes)
}

fn write_export_bytes(disk: &mut dyn Disk, path: &Path, bytes: &[u8]) -> Result<(), StoreError> {
    let not_a_file = || StoreError::NotAFile {
        path: path.to_path_buf(),
    };
    let name = path
        .file_name()
        .and_then(|n| n.to_str())
        .ok_or_else(not_a_file)?;
    if path.is_dir() {
        return Err(not_a_file());
    }
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    if let Some(folder) = tournament_around(dir) {
        return Err(StoreError::InsideTournament {
            path: path.to_path_buf(),
            folder,
        });
    }
    replace_file_on(disk, dir, name, bytes).map_err(|source| StoreError::Write {
        path: path.to_path_buf(),
        source,
    })
}

/// The tournament folder `dir` is in (or is), if any: the folder itself or one above it holds
/// a journal. Links and `..` are resolved first, so no spelling of the path slips past.
fn tournament_around(dir: &Path) -> Option<PathBuf> {
    let dir = resolved(dir).ok()?;
    dir.ancestors()
        .find(|folder| Journal::exists(folder))
        .map(Path::to_path_buf)
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

riffle_text::sentence_file!(fn words = "store.ron");

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
                path: path.clone(),
                source: io::Error::from(io::ErrorKind::StorageFull),
            },
            StoreError::InsideTournament {
                path: PathBuf::from("events/main/results.csv"),
                folder: PathBuf::from("events/main"),
            },
            StoreError::NotAFile { path },
        ]
    }

    /// Fails to compile when a refusal is added without joining the list above.
    fn _exhaustive(error: &StoreError) {
        match error {
            StoreError::Read { .. }
            | StoreError::NotText { .. }
            | StoreError::Write { .. }
            | StoreError::InsideTournament { .. }
            | StoreError::NotAFile { .. } => {}
        }
    }

    #[test]
    fn every_file_refusal_is_worded_in_french() {
        for error in every_store_refusal() {
            riffle_text::assert_worded_in_both(&error);
        }
    }

    #[test]
    fn a_text_file_saved_with_a_byte_order_mark_reads_as_without() {
        let tmp = tempfile::tempdir().unwrap();
        let path = tmp.path().join("night.ron");
        std::fs::write(&path, "\u{feff}[StartClock]\n").unwrap();
        assert_eq!(read_text(&path).unwrap(), "[StartClock]\n");
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
