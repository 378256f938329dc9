//! A club switching from The Tournament Director in one evening, on the command line: its saves
//! imported (`riffle import td3`), a structure taken alone, and the results sheet it sends
//! (`riffle export sheet`), each with `--help`.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("crates/store/tests/fixtures/td3")
        .join(name)
}

fn riffle(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_riffle"))
        .args(args)
        .env_remove("RIFFLE_DATABASE_URL")
        .output()
        .unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn each_command_explains_itself() {
    for (args, expected) in [
        (&["import", "td3", "--help"][..], "--structure"),
        (&["import", "td3", "--help"][..], "--into"),
        (&["export", "--help"][..], "results sheet"),
        (&["export", "--help"][..], "--league"),
    ] {
        let out = riffle(args);
        assert!(out.status.success());
        assert!(text(&out.stdout).contains(expected), "{args:?}");
    }
}

#[test]
fn a_season_of_saves_imports_in_one_command_and_its_sheet_is_sent() {
    let tmp = tempfile::tempdir().unwrap();
    let into = tmp.path().join("season");
    let club = fixture("club_night.tdt");
    let chop = fixture("chopped_final.tdt");
    let out = riffle(&[
        "import",
        "td3",
        club.to_str().unwrap(),
        chop.to_str().unwrap(),
        "--into",
        into.to_str().unwrap(),
    ]);
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(stdout.contains("6 entries"), "{stdout}");
    assert!(stdout.contains("Not carried:"), "{stdout}");
    assert!(stdout.contains("points formula"), "{stdout}");
    assert!(stdout.contains("2 events recorded"), "{stdout}");
    assert!(
        stdout.contains("6 players: 6 new to the club's database, 0 linked"),
        "each TD3 player once across the saves: {stdout}"
    );
    assert!(into.join("club_night/journal.jsonl").exists());
    assert!(into.join("players.sqlite").exists());

    let folder = into.join("club_night");
    let out = riffle(&["export", "sheet", "--tournament", folder.to_str().unwrap()]);
    let csv = text(&out.stdout);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(csv.contains("Entries,6"), "{csv}");
    assert!(
        csv.contains("1,Ann,,Ann,France,234,,,0"),
        "the club's country: {csv}"
    );
    let xlsx = tmp.path().join("club_night.xlsx");
    let out = riffle(&[
        "export",
        "sheet",
        "--tournament",
        folder.to_str().unwrap(),
        "-o",
        xlsx.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        std::fs::read(&xlsx).unwrap().starts_with(b"PK"),
        "a workbook is a zip"
    );
}

#[test]
fn a_damaged_save_is_refused_in_the_language_asked_and_nothing_is_made() {
    let tmp = tempfile::tempdir().unwrap();
    let into = tmp.path().join("season");
    let damaged = fixture("damaged.tdt");
    let out = riffle(&[
        "import",
        "td3",
        fixture("club_night.tdt").to_str().unwrap(),
        damaged.to_str().unwrap(),
        "--into",
        into.to_str().unwrap(),
        "--lang",
        "fr",
    ]);
    assert!(!out.status.success());
    let stderr = text(&out.stderr);
    assert!(
        stderr.starts_with("erreur")
            && stderr.contains("damaged.tdt")
            && stderr.contains("ligne 3"),
        "{stderr}"
    );
    assert!(
        !into.exists(),
        "neither the folder nor the database was made"
    );
}

#[test]
fn the_structure_of_a_save_is_written_alone_as_a_checked_file() {
    let tmp = tempfile::tempdir().unwrap();
    let ron = tmp.path().join("thursday.ron");
    let out = riffle(&[
        "import",
        "td3",
        "--structure",
        fixture("club_night.tdt").to_str().unwrap(),
        "-o",
        ron.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let out = riffle(&["check", ron.to_str().unwrap()]);
    assert!(out.status.success(), "{}", text(&out.stdout));
}

#[test]
fn the_seasons_sheet_of_the_imported_saves_lists_the_standings_with_the_clubs_countries() {
    let tmp = tempfile::tempdir().unwrap();
    let into = tmp.path().join("season");
    let (club, chop) = (fixture("club_night.tdt"), fixture("chopped_final.tdt"));
    let out = riffle(&[
        "import",
        "td3",
        club.to_str().unwrap(),
        chop.to_str().unwrap(),
        "--into",
        into.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let league = into.join("thursday.ron");
    std::fs::write(
        &league,
        r#"League(name: "Thursday League", season: "2025", tournaments: ["club_night", "chopped_final"], points: Beaten(per_player: 1, winner_bonus: 2))"#,
    )
    .unwrap();
    let out = riffle(&["export", "sheet", "--league", league.to_str().unwrap()]);
    let csv = text(&out.stdout);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        csv.starts_with("League,Thursday League\nSeason,2025\nEvents counted,2\n"),
        "{csv}"
    );
    assert!(csv.contains("Players,6\n"), "{csv}");
    assert!(
        csv.lines().any(|l| l.contains(",Ann,France,")),
        "Ann's country from the club's database: {csv}"
    );
    let xlsx = tmp.path().join("season.xlsx");
    let out = riffle(&[
        "export",
        "sheet",
        "--league",
        league.to_str().unwrap(),
        "-o",
        xlsx.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(std::fs::read(&xlsx).unwrap().starts_with(b"PK"));

    let out = riffle(&["export", "results", "--league", league.to_str().unwrap()]);
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("--league writes a season's results sheet"),
        "{}",
        text(&out.stderr)
    );
}
