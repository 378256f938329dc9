//! `riffle script`: the example scripts run, every durable command is reported, a refused command
//! stops the script with its sentence and leaves the journal as it was, and `[]` just prints.

use std::path::Path;
use std::process::{Command, Output};

fn riffle(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_riffle"))
        .args(args)
        .output()
        .expect("the riffle binary runs")
}

fn script(script: &Path, folder: &Path, json: bool) -> Output {
    let mut args = vec![
        "script".to_string(),
        script.display().to_string(),
        "--tournament".into(),
        folder.display().to_string(),
        "--now".into(),
        "2026-11-21T20:00:00Z".into(),
        "--seed".into(),
        "5".into(),
    ];
    if json {
        args.push("--json".into());
    }
    riffle(&args.iter().map(String::as_str).collect::<Vec<_>>())
}

fn examples() -> Vec<std::path::PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scripts");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ron"))
        .collect();
    files.sort();
    files
}

#[test]
fn every_example_script_runs_and_reports_each_command() {
    for file in examples()
        .iter()
        .filter(|f| !f.to_string_lossy().contains("refused"))
    {
        let tmp = tempfile::tempdir().unwrap();
        let out = script(file, &tmp.path().join("event"), true);
        let stderr = String::from_utf8(out.stderr).unwrap();
        assert!(out.status.success(), "{}: {stderr}", file.display());
        let commands =
            riffle_tournament::parse_script(&std::fs::read_to_string(file).unwrap(), "x").unwrap();
        let reported: Vec<&str> = stderr
            .lines()
            .filter(|l| l.starts_with("applied "))
            .collect();
        let expected: Vec<String> = (1..=commands.len())
            .map(|n| format!("applied {n}"))
            .collect();
        assert_eq!(reported, expected, "{}", file.display());
        let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(
            json["commands_applied"],
            commands.len(),
            "{}",
            file.display()
        );
        for field in [
            "players",
            "tables",
            "clock",
            "prize_pool",
            "payouts",
            "pending_instruction",
        ] {
            assert!(json.get(field).is_some(), "{}: no {field}", file.display());
        }
    }
}

#[test]
fn the_first_example_seats_twelve_players_at_two_tables() {
    let tmp = tempfile::tempdir().unwrap();
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scripts/01_first_tables.ron");
    let out = script(&file, &tmp.path().join("event"), true);
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["players_left"], 12);
    let tables = json["tables"].as_array().unwrap();
    assert_eq!(tables.len(), 2);
    for table in tables {
        assert_eq!(table["players"].as_array().unwrap().len(), 6);
        assert!(table["next_hand"]["big_blind"].is_u64());
    }
    assert_eq!(json["clock"]["state"], "Running");
}

#[test]
fn a_pending_move_shows_its_basis_and_each_table_its_button_source_and_age() {
    let tmp = tempfile::tempdir().unwrap();
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scripts/06_moves_by_position.ron");
    let out = script(&file, &tmp.path().join("event"), true);
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let pending = &json["pending_instruction"];
    assert_eq!(pending["basis"], "position");
    assert_eq!(pending["moves"].as_array().unwrap().len(), 0);
    assert_eq!(pending["position"]["from"], 2);
    assert_eq!(pending["position"]["to"], 1);
    assert_eq!(
        pending["position"]["player"], 11,
        "table 2's button was given"
    );
    assert!(
        pending["position"]["seat"].is_null(),
        "table 1's is not known"
    );
    let sources: Vec<(u64, &str, bool, u64)> = json["tables"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| {
            (
                t["table"].as_u64().unwrap(),
                t["button_source"].as_str().unwrap(),
                t["button_known"].as_bool().unwrap(),
                t["button_age_minutes"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        sources,
        vec![
            (1, "drawn", true, 0),
            (2, "given", true, 0),
            (3, "drawn", true, 0)
        ]
    );
}

#[test]
fn a_refused_command_stops_the_script_and_leaves_the_journal_as_it_was() {
    let tmp = tempfile::tempdir().unwrap();
    let folder = tmp.path().join("event");
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scripts/05_refused.ron");
    let out = script(&file, &folder, false);
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(stderr.contains("applied 2\n"), "{stderr}");
    assert!(!stderr.contains("applied 3"), "{stderr}");
    assert!(
        stderr.contains("error: command 3 of") && stderr.contains("there is no player 7"),
        "{stderr}"
    );
    let journal = std::fs::read(folder.join("journal.jsonl")).unwrap();
    // Running it again on the same folder: the tournament exists, so the script's Create is
    // refused, and nothing is written.
    let again = script(&file, &folder, false);
    assert_eq!(again.status.code(), Some(1));
    assert!(
        String::from_utf8(again.stderr)
            .unwrap()
            .contains("this tournament already exists")
    );
    assert_eq!(
        std::fs::read(folder.join("journal.jsonl")).unwrap(),
        journal
    );
}

#[test]
fn an_empty_script_opens_and_prints() {
    let tmp = tempfile::tempdir().unwrap();
    let folder = tmp.path().join("event");
    let empty = tmp.path().join("empty.ron");
    std::fs::write(&empty, "[]").unwrap();
    let first = script(&empty, &folder, true);
    assert!(first.status.success());
    let json: serde_json::Value = serde_json::from_slice(&first.stdout).unwrap();
    assert_eq!(json["commands_applied"], 1, "the tournament was created");
    assert_eq!(json["name"], "event");
    let second = script(&empty, &folder, true);
    let json: serde_json::Value = serde_json::from_slice(&second.stdout).unwrap();
    assert_eq!(json["commands_applied"], 1);
}

#[test]
fn a_malformed_script_names_its_line_and_column() {
    let tmp = tempfile::tempdir().unwrap();
    let bad = tmp.path().join("bad.ron");
    std::fs::write(
        &bad,
        "[\n    Register(name: \"Ann\"),\n    Regster(name: \"Bob\"),\n]",
    )
    .unwrap();
    let out = script(&bad, &tmp.path().join("event"), false);
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(stderr.contains("bad.ron:3:5"), "{stderr}");
    assert!(stderr.contains("Regster"), "{stderr}");
    assert!(!tmp.path().join("event").exists(), "nothing was created");
}

#[test]
fn exports_write_results_history_and_hands() {
    let tmp = tempfile::tempdir().unwrap();
    let folder = tmp.path().join("event");
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scripts/02_eliminations.ron");
    assert!(script(&file, &folder, false).status.success());
    let results = tmp.path().join("results.csv");
    let out = riffle(&[
        "export",
        "results",
        "--tournament",
        &folder.display().to_string(),
        "-o",
        &results.display().to_string(),
    ]);
    assert!(out.status.success());
    let csv = std::fs::read_to_string(&results).unwrap();
    // The byte-order mark first, so a spreadsheet opened by a double click reads accents.
    let csv = csv
        .strip_prefix('\u{feff}')
        .unwrap_or_else(|| panic!("no byte-order mark: {csv}"));
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(
        lines[0],
        "place,shared,name,entry,prize,bounties,status,chips,rebuys,add_ons,table,seat,deal,entry_place"
    );
    assert_eq!(lines.len(), 9, "a header and eight entries");
    // Ann registered first: entry 1, as the window numbers her.
    assert!(
        lines.iter().any(|l| l.starts_with("8,false,Ann,1,0,0,out")),
        "{csv}"
    );
    let out = riffle(&[
        "export",
        "history",
        "--tournament",
        &folder.display().to_string(),
    ]);
    let history = String::from_utf8(out.stdout).unwrap();
    assert!(history.contains("#2 Registered Ann"), "{history}");
    assert!(
        history.contains("Busted together, by starting stack: Cy (9,000), Bob (4,000)"),
        "{history}"
    );
    // The record in the language asked: the history and the rulings' record in French.
    let in_french = |what: &str| {
        let out = riffle(&[
            "export",
            what,
            "--tournament",
            &folder.display().to_string(),
            "--lang",
            "fr",
        ]);
        assert!(out.status.success(), "{what}");
        String::from_utf8(out.stdout).unwrap()
    };
    let history = in_french("history");
    assert!(
        history.contains(
            "Éliminés ensemble, par tapis de départ\u{a0}: Cy (9\u{202f}000), Bob (4\u{202f}000)"
        ),
        "{history}"
    );
    let rulings = in_french("rulings");
    assert!(
        rulings.starts_with("Décisions et pénalités de "),
        "{rulings}"
    );
    let out = riffle(&[
        "export",
        "hands",
        "--tournament",
        &folder.display().to_string(),
    ]);
    assert!(out.status.success());
}

#[test]
fn move_slips_export_as_a_pdf_one_page_per_player_moved() {
    let tmp = tempfile::tempdir().unwrap();
    let folder = tmp.path().join("event");
    let first =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scripts/06_moves_by_position.ron");
    assert!(script(&first, &folder, false).status.success());
    let pdf = tmp.path().join("slips.pdf");
    let export = |lang: &str| {
        riffle(&[
            "export",
            "slips",
            "--tournament",
            folder.to_str().unwrap(),
            "-o",
            pdf.to_str().unwrap(),
            "--lang",
            lang,
        ])
    };
    let nothing = export("en");
    assert!(!nothing.status.success(), "no move yet, no slip");
    assert!(String::from_utf8_lossy(&nothing.stderr).contains("there is no slip to print"));
    let record = tmp.path().join("record.ron");
    std::fs::write(&record, "[CompleteMove(player: 11, table: 1, seat: 1)]").unwrap();
    assert!(script(&record, &folder, false).status.success());
    assert!(export("en").status.success());
    let bytes = std::fs::read(&pdf).unwrap();
    let text = String::from_utf8_lossy(&bytes);
    assert!(bytes.starts_with(b"%PDF-"));
    assert!(text.contains("(Lou) Tj"), "player 11 is Lou");
    assert!(text.contains("(TABLE 1) Tj"));
    assert!(text.contains("(SEAT 1) Tj"));
    assert!(text.contains("(from table 2, seat 4) Tj"));
}

#[test]
fn the_payout_sheet_exports_as_a_pdf_in_the_tds_language() {
    let tmp = tempfile::tempdir().unwrap();
    let folder = tmp.path().join("event");
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scripts/02_eliminations.ron");
    assert!(script(&file, &folder, false).status.success());
    let pdf = tmp.path().join("payouts.pdf");
    let folder = folder.to_str().unwrap();
    let nowhere = riffle(&["export", "payouts", "--tournament", folder]);
    assert!(
        !nowhere.status.success(),
        "a PDF is never printed to standard output"
    );
    assert!(String::from_utf8_lossy(&nowhere.stderr).contains("-o FILE.pdf"));
    let out = riffle(&[
        "export",
        "payouts",
        "--tournament",
        folder,
        "-o",
        pdf.to_str().unwrap(),
        "--lang",
        "fr",
    ]);
    assert!(out.status.success(), "{out:?}");
    let bytes = std::fs::read(&pdf).unwrap();
    assert!(bytes.starts_with(b"%PDF-"));
    assert!(String::from_utf8_lossy(&bytes).contains("(Feuille des prix) Tj"));
}

#[test]
fn a_script_registers_a_name_already_in_the_event_and_says_so_on_stderr() {
    let tmp = tempfile::tempdir().unwrap();
    let folder = tmp.path().join("event");
    let file = tmp.path().join("namesakes.ron");
    std::fs::write(
        &file,
        r#"[
    Create(name: "Namesakes", structure: Shipped("home-turbo")),
    Register(name: "Éloïse Martin"),
    Register(name: "eloise martin"),
]"#,
    )
    .unwrap();
    let out = script(&file, &folder, false);
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(out.status.success(), "{stderr}");
    assert!(
        stderr.contains("notice: command 3 of")
            && stderr.contains("is already registered (as “Éloïse Martin”)"),
        "{stderr}"
    );
    assert!(stderr.contains("applied 3\n"), "{stderr}");
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(stdout.contains("2 left of 2 entries"), "{stdout}");
}
