//! The club's player database given in Settings: typed (a file, an `sqlite:` or a
//! `postgres://` URL), checked by connecting before it is kept, kept in the app's settings, a
//! clear sentence when it fails, and a password never shown back.

use crate::ui_common;

use egui::Vec2;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use riffle_ui::app::{App, Config};
use riffle_ui::panels::Tab;
use std::path::Path;
use std::sync::Arc;
use ui_common::{click, t0, type_into};

const FIELD: &str = "Database (file or URL)";

/// Settings, with the app's settings kept in `settings` and `url` kept from last time.
fn settings(settings: &Path, url: Option<&str>) -> Harness<'static, App> {
    let config = Config {
        now: Arc::new(t0),
        settings_dir: Some(settings.to_path_buf()),
        preferences: riffle_ui::shared::Preferences {
            database_url: url.map(str::to_string),
            ..Default::default()
        },
        ..Config::default()
    };
    let mut app = App::new(None, config);
    app.set_tab(Tab::Settings);
    let mut harness = Harness::builder()
        .with_size(Vec2::new(1280.0, 900.0))
        .build_ui_state(|ui, app: &mut App| app.show(ui), app);
    harness.run();
    harness
}

fn kept(harness: &Harness<'static, App>) -> Option<String> {
    harness
        .state()
        .shared()
        .lock()
        .preferences
        .database_url
        .clone()
}

#[test]
fn a_database_that_connects_is_kept_and_saved_for_the_next_launch() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("club.sqlite");
    let mut harness = settings(&dir.path().join("settings"), None);
    type_into(&mut harness, FIELD, &file.display().to_string());
    click(&mut harness, "Connect");
    assert_eq!(kept(&harness), Some(file.display().to_string()));
    assert!(file.exists(), "connecting made the club's database");
    harness.get_by_label(&file.display().to_string());
    let saved = riffle_store::settings::load(&dir.path().join("settings")).0;
    assert_eq!(saved.database_url, Some(file.display().to_string()));
}

#[test]
fn a_location_that_is_not_a_database_is_refused_with_what_is_allowed() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = settings(&dir.path().join("settings"), None);
    type_into(&mut harness, FIELD, "mysql://td@db.club/riffle");
    click(&mut harness, "Connect");
    assert_eq!(kept(&harness), None);
    // What was wrong and what is allowed, the typed user kept but any password hidden.
    harness.get_by_label(
        "“mysql://td:***@db.club/riffle” is not a database: give a file (players.sqlite), an \
         sqlite: URL or a postgres:// URL",
    );
}

#[test]
fn a_server_that_cannot_be_reached_is_refused_and_the_password_is_not_repeated() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = settings(&dir.path().join("settings"), None);
    // Port 1 on this computer: nothing listens, the connection is refused at once.
    type_into(
        &mut harness,
        FIELD,
        "postgres://td:s3cret@127.0.0.1:1/riffle",
    );
    click(&mut harness, "Connect");
    assert_eq!(kept(&harness), None);
    harness
        .query_by_label_contains("td:***@127.0.0.1:1/riffle")
        .expect("the refusal names the server, its password hidden");
    let saved = riffle_store::settings::load(&dir.path().join("settings")).0;
    assert_eq!(saved.database_url, None);
}

#[test]
fn a_kept_url_shows_without_its_password_and_can_be_forgotten() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = settings(
        &dir.path().join("settings"),
        Some("postgres://td:s3cret@db.club:5432/riffle"),
    );
    harness.get_by_label("postgres://td:***@db.club:5432/riffle");
    assert!(harness.query_by_label_contains("s3cret").is_none());
    click(&mut harness, "Forget it");
    assert_eq!(kept(&harness), None);
}
