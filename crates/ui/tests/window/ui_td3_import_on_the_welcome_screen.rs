//! The Tournament Director's saves are imported from the welcome screen, as `riffle import td3`
//! does and through the same import: a save typed (or picked) goes into the folder of new
//! tournaments, the club's database gets its players, and the screen says what was made (each
//! event, to open, the players new and linked, what could not be carried). A damaged save is
//! refused with its sentence and nothing is made; a second click while an import runs imports
//! nothing twice.

use crate::ui_common;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use riffle_ui::app::{App, Config};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use ui_common::{click, t0, type_into};

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../store/tests/fixtures/td3")
        .join(name)
}

/// The window at its first launch, new tournaments going in `tournaments`.
fn welcome(settings: &Path, tournaments: &Path) -> Harness<'static, App> {
    let config = Config {
        now: Arc::new(t0),
        settings_dir: Some(settings.to_path_buf()),
        welcome: true,
        new_folder: Some(tournaments.to_path_buf()),
        dialogs: false,
        ..Config::default()
    };
    let mut harness = Harness::builder()
        .with_size(egui::Vec2::new(1280.0, 720.0))
        .build_ui_state(|ui, app: &mut App| app.show(ui), App::new(None, config));
    harness.run();
    harness
}

/// Draws frames until the import's thread has ended.
/// Clicks Import and draws one frame: the import runs on a thread of its own, whose answer
/// (at once, for a damaged save) asks for frames the harness's settling must not count.
fn start_import(harness: &mut Harness<'static, App>) {
    harness.get_by_label("Import").scroll_to_me();
    harness.run();
    harness.get_by_label("Import").click();
    harness.step();
}

fn until_imported(harness: &mut Harness<'static, App>) {
    for _ in 0..2400 {
        if !harness.state().importing() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(25));
        harness.step();
    }
    assert!(!harness.state().importing(), "the import ended");
    harness.run();
}

fn folders_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name != "players.sqlite")
        .collect();
    names.sort();
    names
}

#[test]
fn a_save_typed_on_the_welcome_screen_is_imported_once_and_its_event_opens_from_the_summary() {
    let settings = tempfile::tempdir().unwrap();
    let tournaments = tempfile::tempdir().unwrap();
    let mut harness = welcome(settings.path(), tournaments.path());
    type_into(
        &mut harness,
        "TD3 save or folder",
        &fixture("club_night.tdt").display().to_string(),
    );
    // Clicked twice: the second lands while the first import runs, or after it (the save is
    // imported then, its field cleared): either way one import.
    harness.get_by_label("Import").click();
    harness.step();
    harness.get_by_label("Import").click();
    harness.step();
    until_imported(&mut harness);

    assert_eq!(folders_in(tournaments.path()), ["club_night"]);
    assert!(tournaments.path().join("players.sqlite").is_file());
    harness.get_by_label(
        "1 event imported, 5 players: 5 new to the club's database, 0 linked to players it had",
    );
    harness.get_by_label("club_night, from club_night.tdt: 6 entries, 5 players");
    harness.get_by_label("Not carried:");
    assert_eq!(harness.state().refusal(), None);

    // The event is first among the recent tournaments, opened from there.
    click(&mut harness, "club_night");
    assert!(!harness.state().welcome_shown());
    let name = harness.state().with_tournament(|t| t.name().to_string());
    assert_eq!(name.as_deref(), Some("Thursday Re-entry"));
}

#[test]
fn a_damaged_save_is_refused_with_its_sentence_and_nothing_is_imported() {
    let settings = tempfile::tempdir().unwrap();
    let tournaments = tempfile::tempdir().unwrap();
    let mut harness = welcome(settings.path(), tournaments.path());
    let damaged = fixture("damaged.tdt");
    type_into(
        &mut harness,
        "TD3 save or folder",
        &damaged.display().to_string(),
    );
    start_import(&mut harness);
    until_imported(&mut harness);

    harness.get_by_label_contains(&format!("{} is damaged at line", damaged.display()));
    harness.get_by_label_contains("nothing was imported");
    assert!(harness.query_by_label_contains("imported, ").is_none());
    assert!(folders_in(tournaments.path()).is_empty(), "nothing made");
    assert!(harness.state().welcome_shown());
}

#[test]
fn a_folder_of_saves_picked_imports_the_season_into_the_folder_of_new_tournaments_made_for_it() {
    let settings = tempfile::tempdir().unwrap();
    let tournaments = tempfile::tempdir().unwrap();
    let season = tempfile::tempdir().unwrap();
    for save in ["club_night.tdt", "chopped_final.tdt"] {
        std::fs::copy(fixture(save), season.path().join(save)).unwrap();
    }
    // The folder of new tournaments is not made yet, as on a first launch: the import makes it.
    let riffle = tournaments.path().join("Riffle");
    let mut harness = welcome(settings.path(), &riffle);
    let ctx = harness.ctx.clone();
    harness
        .state_mut()
        .answer_dialog(&ctx, riffle_ui::platform::Dialog::Td3Folder, season.path());
    until_imported(&mut harness);

    assert_eq!(folders_in(&riffle), ["chopped_final", "club_night"]);
    harness.get_by_label_contains("2 events imported, ");
    harness.get_by_label("club_night");
    harness.get_by_label("chopped_final");
    harness.get_by_label_contains("chopped_final, from chopped_final.tdt: ");
}

#[test]
fn the_summary_says_what_the_house_kept_how_places_were_counted_and_each_link_by_name() {
    let settings = tempfile::tempdir().unwrap();
    let tournaments = tempfile::tempdir().unwrap();
    // TD3 paid 234 and 56 of a pool of 390, and Dee is a second "Cy" with her own TD3 id.
    let text = std::fs::read_to_string(fixture("club_night.tdt"))
        .unwrap()
        .replacen("CalculatedAmount: 156", "CalculatedAmount: 56", 1)
        .replacen("Nickname: \"Dee\"", "Nickname: \"Cy\"", 1);
    let save = settings.path().join("fixed_prizes.tdt");
    std::fs::write(&save, text).unwrap();
    let mut harness = welcome(settings.path(), tournaments.path());
    type_into(
        &mut harness,
        "TD3 save or folder",
        &save.display().to_string(),
    );
    harness.get_by_label("Import").click();
    harness.step();
    until_imported(&mut harness);

    harness.get_by_label_contains("the 100 no place was paid is the house's");
    harness.get_by_label_contains("places are counted by player: 5 players for 6 entries");
    harness.get_by_label_contains("Cy (TD3 id d4) was linked by the same name");
    harness.get_by_label_contains("already TD3 id c3");
}
