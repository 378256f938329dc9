//! `riffle export seats`, `riffle export seating` and `riffle export table-cards`: the seat cards
//! after the draw (one page a player), the seating list by name and by table, and a card a
//! table whose QR code opens the dealer page for that table (never a PIN), as PDFs; with nobody
//! seated yet, or no address for the cards, a sentence and a failing exit code rather than an
//! empty file.

use std::path::Path;
use std::process::Command;

fn riffle(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_riffle"))
        .args(args)
        .output()
        .expect("the riffle binary runs")
}

/// `riffle export WHAT --tournament FOLDER -o PDF`.
fn export(folder: &Path, what: &str, pdf: &Path) -> std::process::Output {
    riffle(&[
        "export",
        what,
        "--tournament",
        &folder.display().to_string(),
        "-o",
        &pdf.display().to_string(),
    ])
}

fn pages(pdf: &[u8]) -> usize {
    let text = String::from_utf8_lossy(pdf);
    text.matches("/Type /Page\n").count() + text.matches("/Type /Page ").count()
}

/// A tournament of eight players, seats drawn, made by a script.
fn drawn(dir: &Path) -> std::path::PathBuf {
    eight_players(dir, "", Some("5"))
}

/// Eight players registered, then the script's `before_draw` commands, then the seat draw,
/// with the draw's `seed` when given.
fn eight_players(dir: &Path, before_draw: &str, seed: Option<&str>) -> std::path::PathBuf {
    let folder = dir.join("event");
    let script = dir.join("draw.ron");
    let names = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Zoé"];
    let registrations: Vec<String> = names
        .iter()
        .map(|n| format!("Register(name: \"{n}\")"))
        .collect();
    std::fs::write(
        &script,
        format!("[{}, {before_draw}DrawSeats]", registrations.join(", ")),
    )
    .unwrap();
    let (script, folder_arg) = (script.display().to_string(), folder.display().to_string());
    let mut args = vec!["script", &script, "--tournament", &folder_arg];
    if let Some(seed) = seed {
        args.extend(["--seed", seed]);
    }
    let out = riffle(&args);
    assert!(out.status.success(), "{out:?}");
    folder
}

#[test]
fn seat_cards_after_the_draw_are_one_page_a_player() {
    let tmp = tempfile::tempdir().unwrap();
    let folder = drawn(tmp.path());
    let pdf = tmp.path().join("cards.pdf");
    let out = export(&folder, "seats", &pdf);
    assert!(out.status.success(), "{out:?}");
    let bytes = std::fs::read(&pdf).unwrap();
    assert_eq!(pages(&bytes), 8);
    assert!(String::from_utf8_lossy(&bytes).contains("(SEAT CARD) Tj"));
}

#[test]
fn the_seating_list_names_everyone_by_name_and_by_table() {
    let tmp = tempfile::tempdir().unwrap();
    let folder = drawn(tmp.path());
    let pdf = tmp.path().join("seating.pdf");
    let out = export(&folder, "seating", &pdf);
    assert!(out.status.success(), "{out:?}");
    let text = String::from_utf8_lossy(&std::fs::read(&pdf).unwrap()).into_owned();
    assert!(text.contains("(Seating by name) Tj"), "{text}");
    assert!(text.contains("(Seating by table) Tj"), "{text}");
    assert!(text.contains("(Table 1) Tj"), "{text}");
}

#[test]
fn before_the_draw_there_is_nothing_to_print_and_it_says_so() {
    let tmp = tempfile::tempdir().unwrap();
    let folder = tmp.path().join("event");
    let script = tmp.path().join("one.ron");
    std::fs::write(&script, "[Register(name: \"Ann\")]").unwrap();
    let made = riffle(&[
        "script",
        &script.display().to_string(),
        "--tournament",
        &folder.display().to_string(),
        "--seed",
        "5",
    ]);
    assert!(made.status.success(), "{made:?}");
    let pdf = tmp.path().join("cards.pdf");
    let out = export(&folder, "seats", &pdf);
    assert!(!out.status.success());
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("no seats have been handed out yet"),
        "{out:?}"
    );
    assert!(!pdf.exists());
}

/// A tournament of eight players at tables 1, 2 and 3, made by a script.
fn three_tables(dir: &Path) -> std::path::PathBuf {
    eight_players(dir, "OpenTables(tables: [1, 2, 3]), ", None)
}

#[test]
fn table_cards_are_a_page_a_table_opening_its_dealer_page_without_a_pin() {
    let tmp = tempfile::tempdir().unwrap();
    let folder = three_tables(tmp.path());
    let pdf = tmp.path().join("tables.pdf");
    let out = riffle(&[
        "export",
        "table-cards",
        "--tournament",
        &folder.display().to_string(),
        "--url",
        "http://192.168.1.20:8080/",
        "-o",
        &pdf.display().to_string(),
    ]);
    assert!(out.status.success(), "{out:?}");
    let bytes = std::fs::read(&pdf).unwrap();
    assert_eq!(pages(&bytes), 3);
    let text = String::from_utf8_lossy(&bytes);
    assert!(text.contains("(TABLE) Tj"), "{text}");
    for table in 1..=3 {
        assert!(
            text.contains(&format!(
                "(or type http://192.168.1.20:8080/dealer?table={table}) Tj"
            )),
            "{text}"
        );
    }
    // Each page draws its QR code as filled squares.
    assert!(
        text.matches(" re\n").count() > 3 * 100,
        "the codes are drawn"
    );
}

#[test]
fn table_cards_of_a_tournament_never_served_need_its_address_and_say_so() {
    let tmp = tempfile::tempdir().unwrap();
    let folder = three_tables(tmp.path());
    let pdf = tmp.path().join("tables.pdf");
    let out = export(&folder, "table-cards", &pdf);
    assert!(!out.status.success());
    assert!(
        String::from_utf8_lossy(&out.stderr).contains(
            "this tournament was never served: run riffle serve on it first, or give the \
             address with --url"
        ),
        "{out:?}"
    );
    let out = riffle(&[
        "export",
        "table-cards",
        "--tournament",
        &folder.display().to_string(),
        "--url",
        "192.168.1.20",
        "-o",
        &pdf.display().to_string(),
    ]);
    assert!(!out.status.success());
    assert!(
        String::from_utf8_lossy(&out.stderr)
            .contains("“192.168.1.20” is no address a phone opens: give it as http://"),
        "{out:?}"
    );
    // An address only this computer opens: refused, with the address to serve on.
    let out = riffle(&[
        "export",
        "table-cards",
        "--tournament",
        &folder.display().to_string(),
        "--url",
        "http://127.0.0.1:8080/",
        "-o",
        &pdf.display().to_string(),
    ]);
    assert!(!out.status.success());
    assert!(
        String::from_utf8_lossy(&out.stderr).contains(
            "the table cards would hold http://127.0.0.1:8080/, which only this computer \
             opens, not a phone: serve the tournament on the venue's network at 0.0.0.0:8080"
        ),
        "{out:?}"
    );
    assert!(!pdf.exists());
}
