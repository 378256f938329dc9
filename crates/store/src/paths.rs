//! Paths the TD types, for a computer where no file dialog can open (no desktop portal, no
//! zenity): the name completed from what is on the disk, and a typed path checked before use,
//! with the reason it cannot be used in the TD's language.

use riffle_text::{Lang, Say, fill};
use std::path::{MAIN_SEPARATOR, Path, PathBuf};

/// What a typed path must name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Wanted {
    /// A folder that exists (a tournament's, or one to create a tournament in).
    Folder,
    /// A file that exists (a structure file).
    File,
    /// A file to write, in a folder that exists (an export).
    NewFile,
    /// A file or a folder that exists (a save, or a season's folder of saves).
    FileOrFolder,
}

/// Why a typed path cannot be used. Nothing is done with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PathProblem {
    Empty,
    /// A relative path: relative to what the TD cannot see, so it is refused.
    NotFull {
        path: PathBuf,
    },
    Missing {
        path: PathBuf,
    },
    NotAFolder {
        path: PathBuf,
    },
    NotAFile {
        path: PathBuf,
    },
}

riffle_text::sentence_file!(fn words = "paths.ron");

impl Say for PathProblem {
    fn say(&self, lang: Lang) -> String {
        let w = words(lang);
        match self {
            PathProblem::Empty => fill!(w, "Empty"),
            PathProblem::NotFull { path } => {
                fill!(w, "NotFull", path = path.display(), root = root())
            }
            PathProblem::Missing { path } => fill!(w, "Missing", path = path.display()),
            PathProblem::NotAFolder { path } => fill!(w, "NotAFolder", path = path.display()),
            PathProblem::NotAFile { path } => fill!(w, "NotAFile", path = path.display()),
        }
    }
}
riffle_text::worded!(PathProblem);

/// How a full path starts on this system, for the sentence that asks for one.
fn root() -> &'static str {
    if cfg!(windows) { "C:\\" } else { "/" }
}

/// The path the TD typed, with a leading `~` read as the home folder.
fn expand(typed: &str) -> PathBuf {
    let home = || std::env::var_os(if cfg!(windows) { "USERPROFILE" } else { "HOME" });
    match typed.strip_prefix('~') {
        Some(rest) if rest.is_empty() || rest.starts_with(['/', '\\']) => match home() {
            Some(home) => PathBuf::from(home).join(rest.trim_start_matches(['/', '\\'])),
            None => PathBuf::from(typed),
        },
        _ => PathBuf::from(typed),
    }
}

/// The typed path, checked against what it must name.
pub fn check(typed: &str, wanted: Wanted) -> Result<PathBuf, PathProblem> {
    let typed = typed.trim();
    if typed.is_empty() {
        return Err(PathProblem::Empty);
    }
    let path = expand(typed);
    if !path.is_absolute() {
        return Err(PathProblem::NotFull { path });
    }
    let exists = |path: &Path| path.exists();
    match wanted {
        Wanted::Folder if path.is_dir() => Ok(path),
        Wanted::Folder if exists(&path) => Err(PathProblem::NotAFolder { path }),
        Wanted::File if path.is_file() => Ok(path),
        Wanted::File if path.is_dir() => Err(PathProblem::NotAFile { path }),
        Wanted::NewFile if path.is_dir() => Err(PathProblem::NotAFile { path }),
        Wanted::NewFile if path.parent().is_some_and(Path::is_dir) => Ok(path),
        Wanted::NewFile => Err(PathProblem::Missing {
            path: path.parent().map_or(path.clone(), Path::to_path_buf),
        }),
        Wanted::FileOrFolder if exists(&path) => Ok(path),
        Wanted::Folder | Wanted::File | Wanted::FileOrFolder => Err(PathProblem::Missing { path }),
    }
}

/// What Tab made of a typed path: the path completed as far as the disk allows, and the names
/// it could still become when more than one fits (shown under the field).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Completion {
    pub text: String,
    pub choices: Vec<String>,
}

/// Completes the last name of `typed` from the folder it is in, as a shell's Tab does: one name
/// that fits is completed whole (a folder gets its separator, to go on into it), several are
/// completed as far as they agree and listed. Hidden names are offered only when the typed
/// name starts with a dot; files only when `folders_only` is false. `None` when nothing fits.
pub fn complete(typed: &str, folders_only: bool) -> Option<Completion> {
    let path = expand(typed);
    let ends_in_separator = typed.ends_with(['/', '\\']);
    let (dir, prefix) = if ends_in_separator || typed.is_empty() {
        (path.clone(), String::new())
    } else {
        let prefix = path.file_name()?.to_string_lossy().into_owned();
        (path.parent()?.to_path_buf(), prefix)
    };
    let mut fits: Vec<(String, bool)> = std::fs::read_dir(&dir)
        .ok()?
        .filter_map(Result::ok)
        .filter_map(|entry| {
            let name = entry.file_name().to_string_lossy().into_owned();
            let is_dir = entry.path().is_dir();
            let shown = !name.starts_with('.') || prefix.starts_with('.');
            (name.starts_with(&prefix) && shown && (is_dir || !folders_only))
                .then_some((name, is_dir))
        })
        .collect();
    fits.sort();
    let (first, first_is_dir) = fits.first()?.clone();
    let text = |name: &str, separator: bool| {
        let mut text = dir.join(name).display().to_string();
        if separator {
            text.push(MAIN_SEPARATOR);
        }
        text
    };
    if fits.len() == 1 {
        return Some(Completion {
            text: text(&first, first_is_dir),
            choices: Vec::new(),
        });
    }
    let common = fits.iter().fold(first.clone(), |common, (name, _)| {
        common
            .chars()
            .zip(name.chars())
            .take_while(|(a, b)| a == b)
            .map(|(a, _)| a)
            .collect()
    });
    Some(Completion {
        text: text(&common, false),
        choices: fits.into_iter().map(|(name, _)| name).collect(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn folder_with(names: &[&str], folders: &[&str]) -> tempfile::TempDir {
        let dir = tempfile::tempdir().unwrap();
        for name in names {
            std::fs::write(dir.path().join(name), "").unwrap();
        }
        for name in folders {
            std::fs::create_dir(dir.path().join(name)).unwrap();
        }
        dir
    }

    #[test]
    fn tab_completes_one_name_whole_and_a_folder_with_its_separator() {
        let dir = folder_with(&["turbo.ron"], &["Sunday Deepstack"]);
        let base = dir.path().display().to_string();
        let done = complete(&format!("{base}/Sun"), true).unwrap();
        assert_eq!(done.text, format!("{base}/Sunday Deepstack/"));
        assert!(done.choices.is_empty());
        let done = complete(&format!("{base}/tu"), false).unwrap();
        assert_eq!(done.text, format!("{base}/turbo.ron"));
        // A file is not offered where a folder is asked for.
        assert_eq!(complete(&format!("{base}/tu"), true), None);
    }

    #[test]
    fn several_names_are_completed_as_far_as_they_agree_and_listed() {
        let dir = folder_with(&[".hidden"], &["event-1", "event-2", "other"]);
        let base = dir.path().display().to_string();
        let done = complete(&format!("{base}/ev"), true).unwrap();
        assert_eq!(done.text, format!("{base}/event-"));
        assert_eq!(done.choices, ["event-1", "event-2"]);
        let all = complete(&format!("{base}/"), false).unwrap();
        assert_eq!(all.choices, ["event-1", "event-2", "other"]);
        assert_eq!(complete(&format!("{base}/zz"), false), None);
    }

    #[test]
    fn a_typed_path_is_refused_with_what_is_wrong_with_it() {
        let dir = folder_with(&["turbo.ron"], &["event"]);
        let file = dir.path().join("turbo.ron");
        let folder = dir.path().join("event");
        let text = |p: &Path| p.display().to_string();
        assert_eq!(check(&text(&folder), Wanted::Folder), Ok(folder.clone()));
        assert_eq!(check(&text(&file), Wanted::File), Ok(file.clone()));
        assert_eq!(check(&text(&file), Wanted::FileOrFolder), Ok(file.clone()));
        assert_eq!(
            check(&text(&folder), Wanted::FileOrFolder),
            Ok(folder.clone())
        );
        assert_eq!(check("  ", Wanted::Folder), Err(PathProblem::Empty));
        assert!(matches!(
            check("event", Wanted::Folder),
            Err(PathProblem::NotFull { .. })
        ));
        assert_eq!(
            check(&text(&file), Wanted::Folder),
            Err(PathProblem::NotAFolder { path: file.clone() })
        );
        assert_eq!(
            check(&text(&folder), Wanted::File),
            Err(PathProblem::NotAFile {
                path: folder.clone()
            })
        );
        let missing = dir.path().join("nope");
        assert_eq!(
            check(&text(&missing), Wanted::Folder),
            Err(PathProblem::Missing {
                path: missing.clone()
            })
        );
        let new = folder.join("results.csv");
        assert_eq!(check(&text(&new), Wanted::NewFile), Ok(new));
        assert_eq!(
            check(&text(&missing.join("results.csv")), Wanted::NewFile),
            Err(PathProblem::Missing { path: missing })
        );
        let sentence = PathProblem::NotAFolder { path: file }.say(Lang::Fr);
        assert!(sentence.contains("fichier\u{a0};"), "{sentence}");
    }
}
