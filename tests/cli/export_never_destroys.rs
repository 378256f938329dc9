//! Exports never destroy: a path inside a tournament folder (its journal above all) is refused
//! however it is spelled; the export is written to a temporary file and renamed, so a disk that
//! fails at any step (write, partial write, sync, rename) leaves an earlier file whole and no
//! temporary file behind; and a name a spreadsheet would run as a formula is written as text.

use riffle_store::journal::{Disk, RealDisk};
use riffle_store::session::Session;
use riffle_store::{StoreError, write_export};
use riffle_text::{Lang, Say};
use riffle_tournament::{Command, Setup, StructureSource};
use std::fs::{self, File};
use std::io::{self, Write};
use std::path::Path;
use std::process::Command as Process;

fn now() -> chrono::DateTime<chrono::Utc> {
    chrono::DateTime::from_timestamp(1_800_000_000, 0).unwrap()
}

fn tournament(dir: &Path, names: &[&str]) {
    let setup = Setup {
        name: "Friday Deepstack".into(),
        structure: StructureSource::Shipped("home-turbo".into()),
        house_rules: None,
        seats_per_table: 9,
    };
    let mut session = Session::create(dir, &setup, now()).unwrap();
    for name in names {
        let register = Command::Register {
            name: name.to_string(),
            notes: None,
            confirmed: false,
            profile: None,
        };
        session.execute(&register, now()).unwrap();
    }
}

/// Every file in `dir`, by name.
fn files(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn a_path_inside_a_tournament_folder_is_refused_however_spelled() {
    let tmp = tempfile::tempdir().unwrap();
    let event = tmp.path().join("event");
    tournament(&event, &["Ann"]);
    fs::create_dir(event.join("exports")).unwrap();
    fs::create_dir(tmp.path().join("elsewhere")).unwrap();
    std::os::unix::fs::symlink(&event, tmp.path().join("link")).unwrap();
    let before: Vec<(String, Vec<u8>)> = files(&event)
        .into_iter()
        .filter(|n| !n.ends_with("exports"))
        .map(|n| (n.clone(), fs::read(event.join(&n)).unwrap()))
        .collect();
    for path in [
        event.join("journal.jsonl"),
        event.join("results.csv"),
        event.join("exports/results.csv"),
        tmp.path().join("elsewhere/../event/journal.jsonl"),
        tmp.path().join("link/journal.jsonl"),
    ] {
        let error = write_export(&mut RealDisk, &path, "place,name\n").unwrap_err();
        assert!(
            matches!(error, StoreError::InsideTournament { .. }),
            "{}: {error}",
            path.display()
        );
        assert!(error.say(Lang::En).contains("choose a file outside"));
        assert!(error.say(Lang::Fr).contains("choisissez un fichier hors"));
    }
    for (name, bytes) in before {
        assert_eq!(
            fs::read(event.join(&name)).unwrap(),
            bytes,
            "{name} untouched"
        );
    }
    assert!(files(&event.join("exports")).is_empty());
    // Beside the folder is fine.
    write_export(&mut RealDisk, &tmp.path().join("results.csv"), "place\n").unwrap();
}

#[test]
fn riffle_export_onto_the_journal_is_refused_and_the_journal_kept() {
    let tmp = tempfile::tempdir().unwrap();
    let event = tmp.path().join("event");
    tournament(&event, &["Ann", "Bob"]);
    let journal = fs::read(event.join("journal.jsonl")).unwrap();
    let output = Process::new(env!("CARGO_BIN_EXE_riffle"))
        .args(["export", "results", "--tournament"])
        .arg(&event)
        .arg("-o")
        .arg(event.join("journal.jsonl"))
        .output()
        .unwrap();
    assert!(!output.status.success());
    let said = String::from_utf8_lossy(&output.stderr);
    assert!(said.contains("inside the tournament folder"), "{said}");
    assert_eq!(fs::read(event.join("journal.jsonl")).unwrap(), journal);
    Session::open(&event).unwrap();
}

/// Where the disk gives up.
#[derive(Clone, Copy, Debug)]
enum Step {
    Write,
    PartialWrite,
    Sync,
    Rename,
}

/// A disk that fails at one step with a full disk (ENOSPC).
#[derive(Debug)]
struct FullDisk(Step);

fn full() -> io::Error {
    io::Error::from_raw_os_error(28)
}

impl Disk for FullDisk {
    fn append(&mut self, file: &mut File, bytes: &[u8]) -> io::Result<()> {
        match self.0 {
            Step::Write => Err(full()),
            Step::PartialWrite => {
                file.write_all(&bytes[..bytes.len() / 2])?;
                Err(full())
            }
            _ => file.write_all(bytes),
        }
    }

    fn sync(&mut self, file: &File) -> io::Result<()> {
        match self.0 {
            Step::Sync => Err(full()),
            _ => file.sync_all(),
        }
    }

    fn truncate(&mut self, file: &File, len: u64) -> io::Result<()> {
        file.set_len(len)
    }

    fn rename(&mut self, from: &Path, to: &Path) -> io::Result<()> {
        match self.0 {
            Step::Rename => Err(full()),
            _ => fs::rename(from, to),
        }
    }
}

#[test]
fn an_export_onto_a_full_disk_leaves_the_earlier_file_whole() {
    let tmp = tempfile::tempdir().unwrap();
    let path = tmp.path().join("results.csv");
    let earlier = "place,name\n1,Ann\n2,Bob\n";
    fs::write(&path, earlier).unwrap();
    let newer = "place,name\n1,Bob\n2,Ann\n".repeat(100);
    for step in [Step::Write, Step::PartialWrite, Step::Sync, Step::Rename] {
        let error = write_export(&mut FullDisk(step), &path, &newer).unwrap_err();
        let StoreError::Write { source, .. } = &error else {
            panic!("{step:?}: {error}")
        };
        assert_eq!(source.raw_os_error(), Some(28), "{step:?}");
        assert!(
            error.say(Lang::Fr).contains("le disque est plein"),
            "{step:?}"
        );
        assert_eq!(fs::read_to_string(&path).unwrap(), earlier, "{step:?}");
        assert_eq!(
            files(tmp.path()),
            ["results.csv"],
            "{step:?}: no temporary file"
        );
    }
    // The disk has room again: the export replaces the file whole.
    write_export(&mut RealDisk, &path, &newer).unwrap();
    assert_eq!(fs::read_to_string(&path).unwrap(), newer);
    assert_eq!(files(tmp.path()), ["results.csv"]);
}

#[test]
fn a_folder_is_not_an_export_file() {
    let tmp = tempfile::tempdir().unwrap();
    let error = write_export(&mut RealDisk, tmp.path(), "x").unwrap_err();
    assert!(matches!(error, StoreError::NotAFile { .. }), "{error}");
}

#[test]
fn names_a_spreadsheet_would_run_are_written_as_text() {
    let tmp = tempfile::tempdir().unwrap();
    let event = tmp.path().join("event");
    let names = [
        "=HYPERLINK(\"http://x\",\"win\")",
        "+1 Ann",
        "-Bob",
        "@SUM(A1)",
        "Cy, the kid",
    ];
    tournament(&event, &names);
    let view = riffle_store::session::View::open(&event).unwrap();
    let csv = riffle_store::export::results_csv(view.tournament(), Default::default());
    for cell in [
        "\"'=HYPERLINK(\"\"http://x\"\",\"\"win\"\")\"",
        ",'+1 Ann,",
        ",'-Bob,",
        ",'@SUM(A1),",
        ",\"Cy, the kid\",",
    ] {
        assert!(csv.contains(cell), "{cell} in\n{csv}");
    }
    for line in csv.lines() {
        for cell in line.split(',') {
            assert!(
                !cell.starts_with(['=', '+', '-', '@', '\t', '\r']),
                "{cell} in {line}"
            );
        }
    }
}
