//! Settings on a real tournament: the house-rule preset, with what another preset would change
//! in the TD's language; the balancing gap; the tournament's folder; opening another tournament
//! and creating a new one (the dialogs answered as the window would answer them).

use crate::ui_common;

use egui::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use riffle_core::house::HouseRules;
use riffle_core::house::differences;
use riffle_store::session::Session;
use riffle_tournament::{Setup, StructureSource};
use riffle_ui::app::App;
use riffle_ui::panels::Tab;
use riffle_ui::platform::Dialog;
use ui_common::{event_window, open_folder, read, t0};

fn settings_window() -> (Harness<'static, App>, tempfile::TempDir) {
    let (mut harness, folder) = event_window(&[]);
    harness.state_mut().set_tab(Tab::Settings);
    harness.run();
    (harness, folder)
}

fn location(harness: &Harness<'_, App>) -> Option<std::path::PathBuf> {
    let shared = harness.state().shared().lock();
    shared
        .backend()
        .and_then(|b| b.location().map(|p| p.to_path_buf()))
}

#[test]
fn picking_another_preset_lists_what_it_changes_before_the_event_switches_to_it() {
    let (mut harness, _folder) = settings_window();
    harness.get_by_label("This event's house rules: TDA 2024.");
    let changes = differences(&HouseRules::tda_2024(), &HouseRules::seed_fr());
    assert!(!changes.is_empty());
    assert!(
        harness
            .query_by_label(&format!("• {}", changes[0].sentence.en))
            .is_none()
    );
    harness.get_by_label("French rules").click();
    harness.run();
    harness.get_by_label("French rules instead of TDA 2024 changes:");
    for change in &changes {
        harness.get_by_label(&format!("• {}", change.sentence.en));
    }
    harness
        .get_by_label("Switch the house rules to French rules")
        .click();
    harness.run();
    assert_eq!(harness.state().refusal(), None);
    assert_eq!(
        read(&harness, |t| t.house_rules().preset.clone()),
        "Seed-FR"
    );
    harness.get_by_label("This event's house rules: French rules.");
}

#[test]
fn in_french_the_preset_differences_are_told_in_french() {
    let (mut harness, _folder) = settings_window();
    harness.get_by_label("Français").click();
    harness.run();
    harness.get_by_label("Règles françaises").click();
    harness.run();
    harness.get_by_label("Règles françaises au lieu de TDA 2024 change\u{a0}:");
    let changes = differences(&HouseRules::tda_2024(), &HouseRules::seed_fr());
    harness.get_by_label(&format!("• {}", changes[0].sentence.fr));
    harness.get_by_label("Passer aux règles maison\u{a0}: Règles françaises");
}

#[test]
fn the_balancing_gap_is_set_from_settings() {
    let (mut harness, _folder) = settings_window();
    let before = read(&harness, |t| t.floor().rules().balance_gap);
    harness
        .get_by_role_and_label(Role::SpinButton, "Balancing")
        .set_value_accesskit(f64::from(before + 1));
    harness.run();
    harness.get_by_label("Set the gap").click();
    harness.run();
    assert_eq!(harness.state().refusal(), None);
    assert_eq!(
        read(&harness, |t| t.floor().rules().balance_gap),
        before + 1
    );
    assert!(
        harness
            .get_by_label("Set the gap")
            .accesskit_node()
            .is_disabled()
    );
}

#[test]
fn settings_show_the_tournaments_folder() {
    let (harness, _folder) = settings_window();
    let folder = location(&harness).unwrap();
    // On its tab above the panels, and in Settings.
    assert_eq!(harness.query_all_by_label("Saturday Deepstack").count(), 2);
    harness.get_by_label(&folder.display().to_string());
}

#[test]
fn a_new_tournament_is_created_in_its_own_folder_inside_the_folder_picked() {
    let (mut harness, _folder) = settings_window();
    harness.get_by_label("New tournament…").click();
    harness.run();
    // Settings hands over to the welcome screen, where every new tournament starts.
    assert!(harness.state().welcome_shown());
    harness
        .get_by_role_and_label(Role::TextInput, "Name")
        .click();
    harness.run();
    harness
        .get_by_role_and_label(Role::TextInput, "Name")
        .type_text("Sunday Turbo");
    harness.run();
    ui_common::click(&mut harness, "Choose…");
    assert_eq!(
        harness.state().asked_dialog(),
        Some(&Dialog::NewTournamentFolder)
    );
    let parent = tempfile::tempdir().unwrap();
    let ctx = harness.ctx.clone();
    harness
        .state_mut()
        .answer_dialog(&ctx, Dialog::NewTournamentFolder, parent.path());
    harness.run();
    ui_common::click(&mut harness, "Create the tournament");
    assert_eq!(harness.state().refusal(), None);
    assert_eq!(read(&harness, |t| t.name().to_string()), "Sunday Turbo");
    assert_eq!(location(&harness), Some(parent.path().join("Sunday Turbo")));
    assert!(!harness.state().welcome_shown());
    // On its tab above the panels, in Settings, and offered to the players' screen beside
    // the event opened before it.
    assert_eq!(harness.query_all_by_label("Sunday Turbo").count(), 3);
}

#[test]
fn opening_another_tournament_puts_it_in_the_window() {
    let (mut harness, _folder) = settings_window();
    let other = tempfile::tempdir().unwrap();
    let dir = other.path().join("thursday");
    let setup = Setup {
        name: "Thursday Turbo".into(),
        structure: StructureSource::Shipped("home-turbo".into()),
        house_rules: None,
        seats_per_table: 6,
    };
    drop(Session::create(&dir, &setup, t0()).unwrap());
    harness.get_by_label("Open another tournament…").click();
    harness.run();
    assert_eq!(
        harness.state().asked_dialog(),
        Some(&Dialog::OpenTournament)
    );
    open_folder(&mut harness, &dir);
    assert_eq!(read(&harness, |t| t.name().to_string()), "Thursday Turbo");
    // On its tab above the panels, in Settings, and offered to the players' screen beside
    // the event opened before it.
    assert_eq!(harness.query_all_by_label("Thursday Turbo").count(), 3);
}

#[test]
fn opening_the_tournament_already_in_the_window_keeps_it_there() {
    let (mut harness, _folder) = settings_window();
    let here = location(&harness).unwrap();
    open_folder(&mut harness, &here);
    assert_eq!(harness.state().refusal(), None);
    assert_eq!(location(&harness), Some(here));
}

#[test]
fn opening_a_folder_that_holds_no_tournament_is_refused_on_the_strip() {
    let (mut harness, _folder) = settings_window();
    let empty = tempfile::tempdir().unwrap();
    let ctx = harness.ctx.clone();
    harness
        .state_mut()
        .answer_dialog(&ctx, Dialog::OpenTournament, empty.path());
    harness.run();
    assert!(harness.state().refusal().is_some());
    harness.get_by_label_contains("Refused: ");
    assert_eq!(
        read(&harness, |t| t.name().to_string()),
        "Saturday Deepstack"
    );
}
