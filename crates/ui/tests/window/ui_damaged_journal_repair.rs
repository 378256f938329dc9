//! A journal damaged in the middle, opened in the window: the window says which line and why,
//! offers to keep the commands before it, asks again before it does, then repairs through the
//! store's one repair (the whole file copied beside it first, as `riffle repair` does) and opens
//! the repaired tournament. Cancelled, nothing is touched. In English and in French; and at
//! launch, when the tournament to open is the damaged one.

use crate::ui_common;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use riffle_store::session::Session;
use riffle_text::Lang;
use riffle_tournament::{Command, Setup, StructureSource};
use riffle_ui::app::App;
use std::fs;
use std::path::{Path, PathBuf};
use ui_common::{click, event_window, event_window_in, open_folder, read, t0};

/// Another tournament, Thursday's, with four players registered one command each, whose
/// journal line registering Bob was edited: returns its folder, the damaged line's number (the
/// header is line 1), and the damaged file's bytes.
fn thursday_damaged_at_bob(parent: &Path) -> (PathBuf, usize, Vec<u8>) {
    let dir = parent.join("thursday");
    let setup = Setup {
        name: "Thursday Turbo".into(),
        structure: StructureSource::Shipped("home-turbo".into()),
        house_rules: None,
        seats_per_table: 9,
    };
    let mut session = Session::create(&dir, &setup, t0()).unwrap();
    for name in ["Ann", "Bob", "Cy", "Dee"] {
        let register = Command::Register {
            name: name.into(),
            notes: None,
            confirmed: false,
            profile: None,
        };
        session.execute(&register, t0()).unwrap();
    }
    drop(session);
    let journal = dir.join("journal.jsonl");
    let text = fs::read_to_string(&journal).unwrap();
    let mut lines: Vec<String> = text.lines().map(String::from).collect();
    let bob = lines.iter().position(|l| l.contains("\"Bob\"")).unwrap();
    lines[bob] = lines[bob].replace("Bob", "Bxb");
    let damaged = lines.join("\n") + "\n";
    fs::write(&journal, &damaged).unwrap();
    (dir, bob + 1, damaged.into_bytes())
}

fn copies(dir: &Path) -> Vec<PathBuf> {
    fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.to_string_lossy().contains("journal.jsonl.damaged-"))
        .collect()
}

fn names(harness: &Harness<'_, App>) -> Vec<String> {
    read(harness, |t| {
        t.entries().iter().map(|e| e.name.clone()).collect()
    })
}

#[test]
fn the_window_offers_to_keep_the_commands_before_the_damage_and_asks_before_it_repairs() {
    let (mut harness, _folder) = event_window(&[]);
    let other = tempfile::tempdir().unwrap();
    let (dir, line, damaged) = thursday_damaged_at_bob(other.path());
    open_folder(&mut harness, &dir);

    // Which line, why, and what a repair keeps: the creation and Ann's registration.
    harness.get_by_label(&format!("The journal of {} is damaged", dir.display()));
    harness.get_by_label(&format!(
        "Line {line} is damaged (checksum does not match the line). A crash only cuts the end \
         of a line short, so the file was changed or corrupted. Nothing was loaded."
    ));
    assert_eq!(
        read(&harness, |t| t.name().to_string()),
        "Saturday Deepstack",
        "nothing was opened yet"
    );
    click(&mut harness, "Keep the 2 commands before it");

    // Asked again, with what leaves the journal.
    harness.get_by_label(&format!("Keep the 2 commands before line {line}?"));
    harness.get_by_label(&format!(
        "A full copy of the journal is saved beside it first. The 3 lines from line {line} on \
         are set aside: they stay in the copy."
    ));
    assert_eq!(fs::read(dir.join("journal.jsonl")).unwrap(), damaged);
    assert!(
        copies(&dir).is_empty(),
        "nothing is written before the TD confirms"
    );
    click(&mut harness, "Save a copy and keep them");

    // The full copy first, as `riffle repair` saves it; then the repaired tournament opens.
    let saved = copies(&dir);
    assert_eq!(saved.len(), 1, "{saved:?}");
    assert_eq!(fs::read(&saved[0]).unwrap(), damaged);
    assert_eq!(read(&harness, |t| t.name().to_string()), "Thursday Turbo");
    assert_eq!(names(&harness), ["Ann"]);
    assert_eq!(harness.state().refusal(), None, "a repair is no refusal");
    let notice = harness.state().notice().unwrap();
    assert_eq!(
        notice,
        format!(
            "Line {line} was damaged: the whole journal was first copied to {}, then the 2 \
             commands before it were kept.",
            saved[0].display()
        )
    );
    // The window holds it for writing, as any tournament it opens.
    assert!(Session::open(&dir).is_err());
}

#[test]
fn cancelled_the_damaged_journal_is_left_as_it_was() {
    let (mut harness, _folder) = event_window(&[]);
    let other = tempfile::tempdir().unwrap();
    let (dir, _, damaged) = thursday_damaged_at_bob(other.path());
    open_folder(&mut harness, &dir);
    click(&mut harness, "Keep the 2 commands before it");
    click(&mut harness, "Cancel (Esc)");
    assert!(
        harness
            .query_by_label("Save a copy and keep them")
            .is_none()
    );
    assert_eq!(fs::read(dir.join("journal.jsonl")).unwrap(), damaged);
    assert!(copies(&dir).is_empty());
    assert_eq!(
        read(&harness, |t| t.name().to_string()),
        "Saturday Deepstack"
    );
}

#[test]
fn the_offer_is_made_in_french() {
    let (mut harness, _folder) = event_window_in(Lang::Fr, &[]);
    let other = tempfile::tempdir().unwrap();
    let (dir, line, _) = thursday_damaged_at_bob(other.path());
    open_folder(&mut harness, &dir);
    harness.get_by_label(&format!("Le journal de {} est endommagé", dir.display()));
    harness.get_by_label_contains(&format!("La ligne {line} est endommagée"));
    click(&mut harness, "Garder les 2 commandes qui la précèdent");
    harness.get_by_label(&format!(
        "Garder les 2 commandes qui précèdent la ligne {line}\u{a0}?"
    ));
    click(&mut harness, "Enregistrer une copie et les garder");
    assert_eq!(names(&harness), ["Ann"]);
    assert_eq!(harness.state().refusal(), None, "a repair is no refusal");
    let notice = harness.state().notice().unwrap();
    assert!(
        notice.starts_with(&format!(
            "La ligne {line} était endommagée\u{a0}: tout le journal a d'abord été copié dans"
        )),
        "{notice}"
    );
}

#[test]
fn damage_with_nothing_before_it_to_keep_is_refused_on_the_strip() {
    let (mut harness, _folder) = event_window(&[]);
    let other = tempfile::tempdir().unwrap();
    let (dir, _, _) = thursday_damaged_at_bob(other.path());
    let journal = dir.join("journal.jsonl");
    let text = fs::read_to_string(&journal).unwrap();
    let damaged = text.replacen("Thursday Turbo", "Thursday Turbx", 1);
    fs::write(&journal, &damaged).unwrap();
    open_folder(&mut harness, &dir);
    assert!(
        harness
            .query_by_label_contains("commands before it")
            .is_none()
    );
    let refusal = harness.state().refusal().unwrap();
    assert!(refusal.contains("line 2 is damaged"), "{refusal}");
    assert_eq!(fs::read_to_string(&journal).unwrap(), damaged);
}

#[test]
fn a_tournament_found_damaged_at_launch_is_offered_for_repair_in_a_window_with_none_open() {
    let other = tempfile::tempdir().unwrap();
    let (dir, _, _) = thursday_damaged_at_bob(other.path());
    let config = riffle_ui::app::Config {
        now: std::sync::Arc::new(t0),
        damaged: Some(dir.clone()),
        ..riffle_ui::app::Config::default()
    };
    let mut harness = Harness::builder()
        .with_size(egui::Vec2::new(1600.0, 1000.0))
        .build_ui_state(|ui, app: &mut App| app.show(ui), App::new(None, config));
    harness.run();
    harness.get_by_label(&format!("The journal of {} is damaged", dir.display()));
    assert!(harness.state().with_tournament(|_| ()).is_none());
    click(&mut harness, "Keep the 2 commands before it");
    click(&mut harness, "Save a copy and keep them");
    assert_eq!(names(&harness), ["Ann"]);
    assert_eq!(copies(&dir).len(), 1);
}
