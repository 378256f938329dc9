//! Where the window's printouts go: a `prints` folder beside the tournament's folder, never
//! inside it (the tournament's folder holds what the journal needs, and a printout there was
//! overwritten by the next one), each under a name that says what and when and never replaces a
//! file already printed.

use super::StoreError;
use chrono::{DateTime, Local};
use std::path::{Path, PathBuf};

/// The folder of printouts beside the tournament in `dir`.
pub fn prints_folder(dir: &Path) -> PathBuf {
    match dir.parent() {
        Some(parent) => parent.join("prints"),
        None => dir.join("..").join("prints"),
    }
}

/// A new file for a printout of `what` (a short name: `seat-cards`, `payout-sheet`) of the
/// tournament in `dir`, printed at `at`: `prints/<tournament>-<what>-<date>-<time>.<extension>`
/// (`pdf`, `xlsx` for a sheet), with `-2`, `-3`... when that name is taken. Creates the folder.
pub fn print_path(
    dir: &Path,
    what: &str,
    extension: &str,
    at: DateTime<Local>,
) -> Result<PathBuf, StoreError> {
    let folder = prints_folder(dir);
    std::fs::create_dir_all(&folder).map_err(|source| StoreError::Write {
        path: folder.clone(),
        source,
    })?;
    let event = dir
        .file_name()
        .map_or_else(|| "tournament".into(), |n| n.to_string_lossy().into_owned());
    let stem = format!("{event}-{what}-{}", at.format("%Y-%m-%d-%H%M"));
    let mut path = folder.join(format!("{stem}.{extension}"));
    let mut count = 1;
    while path.exists() {
        count += 1;
        path = folder.join(format!("{stem}-{count}.{extension}"));
    }
    Ok(path)
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    #[test]
    fn a_printout_goes_beside_the_tournament_and_never_replaces_another() {
        let tmp = tempfile::tempdir().unwrap();
        let dir = tmp.path().join("Saturday Deepstack");
        std::fs::create_dir_all(&dir).unwrap();
        let at = Local.with_ymd_and_hms(2026, 11, 28, 21, 5, 0).unwrap();
        let first = print_path(&dir, "seat-cards", "pdf", at).unwrap();
        assert_eq!(
            first,
            tmp.path()
                .join("prints")
                .join("Saturday Deepstack-seat-cards-2026-11-28-2105.pdf")
        );
        assert!(
            !first.starts_with(&dir),
            "never inside the tournament's folder"
        );
        std::fs::write(&first, b"%PDF").unwrap();
        let second = print_path(&dir, "seat-cards", "pdf", at).unwrap();
        assert_eq!(
            second.file_name().unwrap(),
            "Saturday Deepstack-seat-cards-2026-11-28-2105-2.pdf"
        );
    }
}
