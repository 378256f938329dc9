//! Files on a computer where no file dialog can open (no desktop portal, no zenity): the
//! window asks for the path in a field instead, Tab completes names from the disk, a wrong
//! path is told under the field, and every file or folder asked for after that is asked the
//! same way. Never a click that does nothing.

use crate::ui_common;

use egui::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use riffle_store::session::Session;
use riffle_tournament::{Setup, StructureSource};
use riffle_ui::app::App;
use riffle_ui::panels::Tab;
use riffle_ui::platform::Dialog;
use ui_common::{click, event_window, read, t0};

fn type_path(harness: &mut Harness<'static, App>, label: &str, text: &str) {
    harness
        .get_by_role_and_label(Role::TextInput, label)
        .focus();
    harness.run();
    harness
        .get_by_role_and_label(Role::TextInput, label)
        .type_text(text);
    harness.run();
}

#[test]
fn a_dialog_that_cannot_open_becomes_a_path_field_that_opens_the_tournament() {
    let (mut harness, _folder) = event_window(&[]);
    let other = tempfile::tempdir().unwrap();
    let setup = Setup {
        name: "Thursday Turbo".into(),
        structure: StructureSource::BuiltIn,
        house_rules: None,
        seats_per_table: 9,
    };
    drop(Session::create(&other.path().join("thursday"), &setup, t0()).unwrap());
    harness.state_mut().set_tab(Tab::Settings);
    harness.run();
    click(&mut harness, "Open another tournament…");
    assert_eq!(
        harness.state().asked_dialog(),
        Some(&Dialog::OpenTournament)
    );
    // The system's dialog came back empty at once: there is none on this computer.
    harness
        .state_mut()
        .dialog_unavailable(Dialog::OpenTournament);
    harness.run();
    harness.get_by_label_contains("No file dialog could open on this computer");
    harness.get_by_label("Open a tournament's folder");

    // A wrong path is told, and nothing changes.
    let wrong = other.path().join("thursdya");
    type_path(&mut harness, "Path", &wrong.display().to_string());
    click(&mut harness, "OK");
    harness.get_by_label(&format!(
        "Nothing is at {}: check the spelling, or press Tab to complete a name.",
        wrong.display()
    ));
    assert_eq!(harness.state().prompted(), Some(&Dialog::OpenTournament));
    assert_eq!(
        read(&harness, |t| t.name().to_string()),
        "Saturday Deepstack"
    );

    // Tab completes the name from the disk.
    harness
        .get_by_role_and_label(Role::TextInput, "Path")
        .focus();
    harness.run();
    for _ in 0..3 {
        harness.key_press(egui::Key::Backspace);
    }
    harness.run();
    harness.key_press(egui::Key::Tab);
    harness.run();
    click(&mut harness, "OK");
    assert_eq!(harness.state().prompted(), None);
    assert_eq!(harness.state().refusal(), None);
    assert_eq!(read(&harness, |t| t.name().to_string()), "Thursday Turbo");

    // The next file asked for goes straight to the field: no dialog is tried again.
    harness.state_mut().set_tab(Tab::Settings);
    harness.run();
    click(&mut harness, "Open another tournament…");
    assert_eq!(harness.state().asked_dialog(), None);
    assert_eq!(harness.state().prompted(), Some(&Dialog::OpenTournament));
    harness.get_by_label("Open a tournament's folder");
    assert!(
        harness
            .query_by_label_contains("No file dialog could open on this computer")
            .is_none()
    );
    harness.key_press(egui::Key::Escape);
    harness.run();
    assert_eq!(harness.state().prompted(), None);
    assert_eq!(read(&harness, |t| t.name().to_string()), "Thursday Turbo");
}

#[test]
fn in_french_the_path_field_says_why_it_is_there_in_french() {
    let (mut harness, _folder) = ui_common::event_window_in(riffle_text::Lang::Fr, &[]);
    harness
        .state_mut()
        .dialog_unavailable(Dialog::StructureFile);
    harness.run();
    harness.get_by_label_contains("Aucune fenêtre de choix de fichier ne peut s'ouvrir");
    harness.get_by_label("Charger un fichier de structure");
    type_path(&mut harness, "Chemin", "structure.ron");
    click(&mut harness, "OK");
    harness.get_by_label_contains("n'est pas un chemin complet\u{a0}: commencez-le par /");
}
