//! The welcome screen: the first launch opens on it (no unlabelled demo), and File in the top
//! bar brings it back. From it a new tournament is created (name, structure, house rules,
//! seats, folder), one is opened by its folder or from the recent ones, and the demo opens
//! marked DEMO. A folder typed wrong, or tables bigger than a draw structure's deck serves,
//! are told and nothing happens.

use crate::ui_common;

use egui::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use riffle_store::session::Session;
use riffle_tournament::{Setup, StructureSource};
use riffle_ui::app::{App, Config};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use ui_common::{click, read, t0};

/// Types into the text field a label names (its label beside it names it too).
fn type_into(harness: &mut Harness<'static, App>, label: &str, text: &str) {
    harness
        .get_by_role_and_label(Role::TextInput, label)
        .focus();
    harness.run();
    harness
        .get_by_role_and_label(Role::TextInput, label)
        .type_text(text);
    harness.run();
}

/// The app as it opens the first time on a computer: no tournament, the welcome screen, the
/// app's folder in `settings`.
fn first_launch(
    settings: &Path,
    recent: Vec<PathBuf>,
    new_folder: Option<&Path>,
) -> Harness<'static, App> {
    let config = Config {
        now: Arc::new(t0),
        settings_dir: Some(settings.to_path_buf()),
        welcome: true,
        recent,
        new_folder: new_folder.map(Path::to_path_buf),
        ..Config::default()
    };
    let mut harness = Harness::builder()
        .with_size(egui::Vec2::new(1280.0, 720.0))
        .build_ui_state(|ui, app: &mut App| app.show(ui), App::new(None, config));
    harness.run();
    harness
}

fn event(dir: &Path, name: &str) {
    let setup = Setup {
        name: name.into(),
        structure: StructureSource::BuiltIn,
        house_rules: None,
        seats_per_table: 9,
    };
    drop(Session::create(dir, &setup, t0()).unwrap());
}

fn saved(settings: &Path) -> riffle_store::settings::AppSettings {
    riffle_store::settings::load(settings).0
}

#[test]
fn the_first_launch_opens_on_the_welcome_screen_and_the_demo_opens_marked_demo() {
    let settings = tempfile::tempdir().unwrap();
    let mut harness = first_launch(settings.path(), Vec::new(), None);
    assert!(harness.state().welcome_shown());
    harness.get_by_label("Welcome to Riffle");
    harness.get_by_label("New tournament");
    harness.get_by_label("Open a tournament");
    harness.get_by_label("None yet: the tournaments you open are listed here.");
    assert!(harness.query_by_label("DEMO").is_none());
    click(&mut harness, "Open the demo");
    assert_eq!(harness.state().refusal(), None);
    assert!(!harness.state().welcome_shown());
    assert_eq!(
        read(&harness, |t| t.name().to_string()),
        riffle_tournament::demo::NAME
    );
    harness.get_by_label("DEMO");
    assert!(read(&harness, |t| t.players_left()) > 0);
    let demo = settings.path().join(riffle_tournament::demo::NAME);
    assert_eq!(saved(settings.path()).last_tournament, Some(demo.clone()));
    assert_eq!(saved(settings.path()).recent, [demo]);
}

#[test]
fn a_new_tournament_is_created_from_the_welcome_screen_in_the_folder_typed() {
    let settings = tempfile::tempdir().unwrap();
    let parent = tempfile::tempdir().unwrap();
    let mut harness = first_launch(settings.path(), Vec::new(), Some(parent.path()));
    type_into(&mut harness, "Name", "Friday Bounty");
    harness
        .get_by_role_and_label(Role::SpinButton, "Seats per table")
        .set_value_accesskit(8.0);
    harness.run();
    click(&mut harness, "Create the tournament");
    assert_eq!(harness.state().refusal(), None);
    assert_eq!(read(&harness, |t| t.name().to_string()), "Friday Bounty");
    let dir = parent.path().join("Friday Bounty");
    assert!(riffle_store::journal::Journal::exists(&dir));
    assert_eq!(saved(settings.path()).recent, [dir]);
    assert!(harness.query_by_label("DEMO").is_none());
}

#[test]
fn a_folder_typed_wrong_is_told_under_its_field_and_nothing_is_created() {
    let settings = tempfile::tempdir().unwrap();
    let parent = tempfile::tempdir().unwrap();
    // A folder whose parent is not there either: a typing slip, not a first launch's folder.
    let missing = parent.path().join("no such place").join("folder");
    let mut harness = first_launch(settings.path(), Vec::new(), Some(&missing));
    type_into(&mut harness, "Name", "Friday Bounty");
    click(&mut harness, "Create the tournament");
    harness.get_by_label(&format!(
        "Nothing is at {}: check the spelling, or press Tab to complete a name.",
        missing.display()
    ));
    assert!(harness.state().welcome_shown());
    assert!(harness.state().with_tournament(|_| ()).is_none());
    assert!(!parent.path().join("no such place").exists());
}

#[test]
fn a_tournament_opens_from_its_folder_typed_with_tab_completing_the_name() {
    let settings = tempfile::tempdir().unwrap();
    let parent = tempfile::tempdir().unwrap();
    event(&parent.path().join("thursday-turbo"), "Thursday Turbo");
    let mut harness = first_launch(settings.path(), Vec::new(), None);
    type_into(
        &mut harness,
        "Tournament folder",
        &format!("{}/thu", parent.path().display()),
    );
    harness.key_press(egui::Key::Tab);
    harness.run();
    let completed = format!("{}/thursday-turbo/", parent.path().display());
    let field = harness.get_by_role_and_label(Role::TextInput, "Tournament folder");
    assert_eq!(
        field.accesskit_node().value().as_deref(),
        Some(completed.as_str())
    );
    click(&mut harness, "Open");
    assert_eq!(harness.state().refusal(), None);
    assert_eq!(read(&harness, |t| t.name().to_string()), "Thursday Turbo");
}

#[test]
fn a_recent_tournament_opens_with_one_click_and_file_brings_the_screen_back() {
    let settings = tempfile::tempdir().unwrap();
    let parent = tempfile::tempdir().unwrap();
    let friday = parent.path().join("friday");
    let sunday = parent.path().join("sunday");
    event(&friday, "Friday Bounty");
    event(&sunday, "Sunday Deepstack");
    let recent = vec![sunday.clone(), friday.clone()];
    let before = riffle_store::settings::AppSettings {
        recent: recent.clone(),
        ..Default::default()
    };
    riffle_store::settings::save(settings.path(), &before).unwrap();
    let mut harness = first_launch(settings.path(), recent, None);
    harness.get_by_label(&sunday.display().to_string());
    click(&mut harness, "friday");
    assert_eq!(read(&harness, |t| t.name().to_string()), "Friday Bounty");
    assert_eq!(saved(settings.path()).recent, [friday.clone(), sunday]);

    click(&mut harness, "File");
    click(&mut harness, "Welcome screen");
    assert!(harness.state().welcome_shown());
    // The tournament stays open under it, and a tab puts it back.
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Num2);
    harness.run();
    assert!(!harness.state().welcome_shown());
    assert_eq!(read(&harness, |t| t.name().to_string()), "Friday Bounty");
}

#[test]
fn a_folder_that_holds_no_tournament_is_refused_on_the_strip() {
    let settings = tempfile::tempdir().unwrap();
    let empty = tempfile::tempdir().unwrap();
    let mut harness = first_launch(settings.path(), Vec::new(), None);
    type_into(
        &mut harness,
        "Tournament folder",
        &empty.path().display().to_string(),
    );
    click(&mut harness, "Open");
    assert!(harness.state().refusal().is_some());
    assert!(harness.state().welcome_shown());
}

#[test]
fn in_french_the_welcome_screen_speaks_french() {
    let settings = tempfile::tempdir().unwrap();
    let config = Config {
        now: Arc::new(t0),
        settings_dir: Some(settings.path().to_path_buf()),
        welcome: true,
        preferences: riffle_ui::shared::Preferences {
            lang: riffle_text::Lang::Fr,
            ..Default::default()
        },
        ..Config::default()
    };
    let mut harness = Harness::builder()
        .with_size(egui::Vec2::new(1280.0, 720.0))
        .build_ui_state(|ui, app: &mut App| app.show(ui), App::new(None, config));
    harness.run();
    harness.get_by_label("Bienvenue dans Riffle");
    harness
        .get_by_label("Aucun pour l'instant\u{a0}: les tournois que vous ouvrez s'affichent ici.");
    click(&mut harness, "Ouvrir la démo");
    harness.get_by_label("DÉMO");
}

#[test]
fn a_draw_structure_on_tables_bigger_than_its_deck_is_refused_with_what_to_choose() {
    let settings = tempfile::tempdir().unwrap();
    let parent = tempfile::tempdir().unwrap();
    let mut harness = first_launch(settings.path(), Vec::new(), Some(parent.path()));
    type_into(&mut harness, "Name", "Poker fermé");
    harness
        .get_by_role_and_label(Role::ComboBox, "Structure")
        .click();
    harness.run();
    harness.get_by_label_contains("poker-ferme · ").click();
    harness.run();
    harness
        .get_by_role_and_label(Role::SpinButton, "Seats per table")
        .set_value_accesskit(9.0);
    harness.run();
    click(&mut harness, "Create the tournament");
    // Said on the form, under the button, with the way out.
    harness.get_by_label_contains(
        "five-card draw from 52 cards serves 8 players at most, and this event's tables seat 9: \
         choose 8 seats a table or fewer",
    );
    assert!(harness.state().with_tournament(|_| ()).is_none());
    assert!(!parent.path().join("Poker fermé").exists());

    harness
        .get_by_role_and_label(Role::SpinButton, "Seats per table")
        .set_value_accesskit(8.0);
    harness.run();
    click(&mut harness, "Create the tournament");
    assert_eq!(read(&harness, |t| t.floor().settings().max_seats), 8);
}

/// The trial: a draw structure's file typed in the field (Enter not pressed), nine seats, and
/// Create made the event on the first shipped structure, saying so only on the Structure tab.
#[test]
fn a_structure_file_typed_is_the_one_used_or_the_form_says_why_not() {
    let settings = tempfile::tempdir().unwrap();
    let parent = tempfile::tempdir().unwrap();
    let files = tempfile::tempdir().unwrap();
    let draw = files.path().join("ferme.ron");
    let shipped = |name: &str| {
        riffle_core::structure::SHIPPED
            .iter()
            .find(|(file, _)| *file == name)
            .unwrap()
            .1
    };
    std::fs::write(&draw, shipped("poker-ferme")).unwrap();
    let mut harness = first_launch(settings.path(), Vec::new(), Some(parent.path()));
    type_into(&mut harness, "Name", "Jeudi");
    type_into(&mut harness, "Structure file", &draw.display().to_string());
    click(&mut harness, "Create the tournament");
    harness.get_by_label_contains("serves 8 players at most");
    assert!(harness.state().with_tournament(|_| ()).is_none());
    assert!(!parent.path().join("Jeudi").exists(), "nothing created");

    let omaha = files.path().join("plo.ron");
    std::fs::write(&omaha, shipped("pot-limit-omaha")).unwrap();
    harness
        .get_by_role_and_label(Role::TextInput, "Structure file")
        .focus();
    harness.run();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    harness.run();
    harness
        .get_by_role_and_label(Role::TextInput, "Structure file")
        .type_text(&omaha.display().to_string());
    harness.run();
    click(&mut harness, "Create the tournament");
    let structure = read(&harness, |t| t.structure().name.clone());
    let expected = riffle_core::structure::load(shipped("pot-limit-omaha"), "plo.ron")
        .unwrap()
        .structure
        .name;
    assert_eq!(structure, expected, "the file typed, not a shipped default");
}

/// The list names each shipped structure with what an organiser chooses by.
#[test]
fn the_structure_list_shows_game_level_length_stack_and_buy_in() {
    let settings = tempfile::tempdir().unwrap();
    let mut harness = first_launch(settings.path(), Vec::new(), None);
    harness
        .get_by_role_and_label(Role::ComboBox, "Structure")
        .click();
    harness.run();
    harness.get_by_label_contains("poker-ferme · ");
    harness.get_by_label_contains("tournoi-du-jeudi · ");
    let first = harness.get_by_label_contains("standard-20 · ");
    let label = first.accesskit_node().label().unwrap_or_default();
    assert!(
        label.contains(" min · ") && label.contains(" chips · "),
        "{label}"
    );
}
