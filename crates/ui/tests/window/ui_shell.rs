//! The TD window: tabs switch panels, space starts, pauses and resumes the clock through the
//! backend, refusals and alerts show under the tabs, Settings switches both windows to French,
//! and the players' screen opens from the top bar.

use crate::ui_common;

use egui::{Key, Modifiers, Vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use riffle_core::clock::ClockState;
use riffle_tournament::Command;
use riffle_tournament::DisplayState;
use riffle_ui::app::{App, Config};
use riffle_ui::backend::Backend;
use riffle_ui::panels::Tab;
use std::sync::Arc;
use ui_common::{level_7_running, recording, t0};

fn window(backend: Option<Box<dyn Backend>>) -> Harness<'static, App> {
    let config = Config {
        now: Arc::new(t0),
        ..Config::default()
    };
    let app = App::new(backend, config);
    let mut harness = Harness::builder()
        .with_size(Vec2::new(1280.0, 800.0))
        .build_ui_state(|ui, app: &mut App| app.show(ui), app);
    harness.run();
    harness
}

fn clock_in(state: ClockState) -> DisplayState {
    let mut display = level_7_running();
    display.clock.state = state;
    display
}

#[test]
fn clicking_a_tab_shows_its_panel() {
    let (backend, _) = recording(level_7_running());
    let mut harness = window(Some(backend));
    assert_eq!(harness.state().tab(), Tab::Clock);
    harness.get_by_label("Payouts").click();
    harness.run();
    assert_eq!(harness.state().tab(), Tab::Payouts);
    harness.get_by_label("Prize pool: €12,000");
}

#[test]
fn ctrl_and_a_number_switch_to_the_panel_of_that_tab() {
    let mut harness = window(None);
    harness.key_press_modifiers(Modifiers::COMMAND, Key::Num8);
    harness.run();
    assert_eq!(harness.state().tab(), Tab::Settings);
    harness.key_press_modifiers(Modifiers::COMMAND, Key::Num2);
    harness.run();
    assert_eq!(harness.state().tab(), Tab::Players);
}

#[test]
fn space_pauses_a_running_clock_resumes_a_paused_one_and_starts_one_not_started() {
    for (state, command) in [
        (ClockState::Running, Command::PauseClock),
        (ClockState::Paused, Command::ResumeClock),
        (ClockState::NotStarted, Command::StartClock),
    ] {
        let (backend, log) = recording(clock_in(state));
        let mut harness = window(Some(backend));
        harness.key_press(Key::Space);
        harness.run();
        assert_eq!(log.lock().commands, [command]);
    }
}

#[test]
fn space_sends_one_command_even_when_a_button_has_the_focus() {
    let (backend, log) = recording(clock_in(ClockState::Running));
    let mut harness = window(Some(backend));
    harness.get_by_label("Pause the clock (Space)").click();
    harness.run();
    harness.key_press(Key::Space);
    harness.run();
    assert_eq!(
        log.lock().commands,
        [Command::PauseClock, Command::PauseClock]
    );
}

#[test]
fn the_clock_button_sends_the_command_its_label_says() {
    let (backend, log) = recording(clock_in(ClockState::Paused));
    let mut harness = window(Some(backend));
    harness.get_by_label("Resume the clock (Space)").click();
    harness.run();
    assert_eq!(log.lock().commands, [Command::ResumeClock]);
}

#[test]
fn a_refused_command_shows_under_the_tabs_until_dismissed() {
    let (backend, log) = recording(clock_in(ClockState::Running));
    log.lock().refuse_with = Some("the clock is already paused".to_string());
    let mut harness = window(Some(backend));
    harness.key_press(Key::Space);
    harness.run();
    harness.get_by_label("Refused: the clock is already paused");
    assert!(log.lock().commands.is_empty());
    harness.key_press(Key::Escape);
    harness.run();
    assert!(
        harness
            .query_by_label("Refused: the clock is already paused")
            .is_none()
    );
}

#[test]
fn with_no_tournament_open_space_says_so() {
    let mut harness = window(None);
    harness.get_by_label("No tournament is open.");
    harness.key_press(Key::Space);
    harness.run();
    harness.get_by_label("Refused: No tournament is open.");
}

#[test]
fn the_one_minute_warning_shows_under_the_tabs() {
    let mut display = level_7_running();
    display.clock.time_left_ms = 45_000;
    display.clock.next_break_in_ms = Some(45_000 + 20 * 60_000);
    let (backend, _) = recording(display);
    let harness = window(Some(backend));
    harness.get_by_label("Level 8 in one minute");
}

#[test]
fn the_players_screen_opens_from_the_top_bar_and_shows_the_clock() {
    let (backend, _) = recording(level_7_running());
    let mut harness = window(Some(backend));
    assert_eq!(harness.query_all_by_label("Players left").count(), 0);
    top_bar_button(&harness, "Players' screen").click();
    harness.run();
    assert!(harness.state().player_screen_open());
    harness.get_by_label("Players left");
    harness.get_by_label("Big-blind ante 600");
    // Embedded in the test's single window, the players' screen lies over the top bar.
    top_bar_button(&harness, "Players' screen").click_accesskit();
    harness.run();
    assert!(!harness.state().player_screen_open());
    assert_eq!(harness.query_all_by_label("Players left").count(), 0);
}

#[test]
fn ctrl_d_opens_and_closes_the_players_screen() {
    let mut harness = window(None);
    harness.key_press_modifiers(Modifiers::COMMAND, Key::D);
    harness.run();
    assert!(harness.state().player_screen_open());
    harness.key_press_modifiers(Modifiers::COMMAND, Key::D);
    harness.run();
    assert!(!harness.state().player_screen_open());
}

#[test]
fn choosing_french_in_settings_translates_both_windows() {
    let (backend, _) = recording(level_7_running());
    let mut harness = window(Some(backend));
    harness.get_by_label("Settings").click();
    harness.run();
    harness.get_by_label("Français").click();
    harness.run();
    for tab in [
        "Horloge",
        "Joueurs",
        "Mains",
        "Arbitrage",
        "Gains",
        "Réglages",
    ] {
        harness.get_by_label(tab);
    }
    top_bar_button(&harness, "Écran des joueurs").click();
    harness.run();
    harness.get_by_label("Joueurs restants");
    harness.get_by_label("Ante grosse blinde 600");
}

#[test]
fn settings_list_the_keyboard_shortcuts() {
    let mut harness = window(None);
    harness.get_by_label("Settings").click();
    harness.run();
    harness.get_by_label("start, pause or resume the clock");
    harness.get_by_label("open or close the players' screen");
}

/// A button of the top bar by its label (a panel may show the same words as a heading, and the
/// notice slot under the bar an undo's Redo): the highest on screen.
fn top_bar_button<'h>(
    harness: &'h Harness<'static, App>,
    label: &'h str,
) -> egui_kittest::Node<'h> {
    harness
        .get_all_by_role_and_label(egui::accesskit::Role::Button, label)
        .min_by(|a, b| a.rect().top().total_cmp(&b.rect().top()))
        .unwrap_or_else(|| panic!("no button {label}"))
}

/// Rests the pointer on a top-bar button, so its tooltip shows.
fn hover(harness: &mut Harness<'static, App>, button: &str) {
    top_bar_button(harness, button).hover();
    harness.run();
}

#[test]
fn the_undo_button_names_what_it_takes_back_in_its_tooltip_and_takes_it_back() {
    let (mut harness, _folder) = ui_common::event_window(&ui_common::seated(&["Ann", "Bob", "Cy"]));
    hover(&mut harness, "Undo");
    harness.get_by_label("Undo: Seat draw");
    top_bar_button(&harness, "Undo").click();
    harness.run();
    assert!(harness.state().refusal().is_none());
    hover(&mut harness, "Undo");
    harness.get_by_label("Undo: Registered Cy");
    hover(&mut harness, "Redo");
    harness.get_by_label("Redo: Seat draw");
    harness.key_press_modifiers(Modifiers::COMMAND, Key::Y);
    harness.run();
    hover(&mut harness, "Undo");
    harness.get_by_label("Undo: Seat draw");
}

#[test]
fn the_demo_is_marked_demo_on_both_windows_and_a_real_event_is_not() {
    let mut demo = level_7_running();
    demo.title = riffle_tournament::demo::NAME.to_string();
    let (backend, _) = recording(demo);
    let mut harness = window(Some(backend));
    harness.get_by_label("DEMO");
    harness.key_press_modifiers(Modifiers::COMMAND, Key::D);
    harness.run();
    harness.get_by_label("DEMO · Demo tournament");

    let (backend, _) = recording(level_7_running());
    let mut harness = window(Some(backend));
    assert!(harness.query_by_label("DEMO").is_none());
    harness.key_press_modifiers(Modifiers::COMMAND, Key::D);
    harness.run();
    // Its tab above the panels, and its title on the players' screen, unmarked.
    assert_eq!(harness.query_all_by_label("Thursday Deepstack").count(), 2);
    assert!(harness.query_by_label_contains("DEMO").is_none());
}

/// The window on level 7 of a recorded clock, its settings kept in `dir`, from `config`.
fn window_saving_to(dir: &std::path::Path, config: Config) -> Harness<'static, App> {
    let config = Config {
        now: Arc::new(t0),
        settings_dir: Some(dir.to_path_buf()),
        ..config
    };
    let (backend, _) = recording(level_7_running());
    let mut harness = Harness::builder()
        .with_size(Vec2::new(1280.0, 800.0))
        .build_ui_state(
            |ui, app: &mut App| app.show(ui),
            App::new(Some(backend), config),
        );
    harness.run();
    harness
}

#[test]
fn whether_the_players_screen_is_open_is_saved_for_the_next_launch() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = window_saving_to(dir.path(), Config::default());
    let saved = || {
        riffle_store::settings::load(dir.path())
            .0
            .player_screen_open
    };
    harness.key_press_modifiers(Modifiers::COMMAND, Key::D);
    harness.run();
    assert_eq!(saved(), Some(true));
    harness.key_press_modifiers(Modifiers::COMMAND, Key::D);
    harness.run();
    assert_eq!(saved(), Some(false));
}

#[test]
fn leaving_full_screen_on_the_players_screen_is_saved_and_comes_back_in_a_window() {
    let dir = tempfile::tempdir().unwrap();
    let config = Config {
        player_screen: Some(riffle_ui::player_screen::Placement::Monitor(2)),
        ..Config::default()
    };
    let mut harness = window_saving_to(dir.path(), config);
    let saved = || riffle_store::settings::load(dir.path()).0;
    // Opened full screen from the command line: nothing to undo at its start.
    assert!(!harness.state().shared().lock().player_screen_start_windowed);
    // The players' screen window says it left full screen (Esc or a double click there).
    harness.state().shared().lock().player_screen_full = Some(false);
    harness.run();
    assert_eq!(saved().player_screen_full_screen, Some(false));
    harness.key_press_modifiers(Modifiers::COMMAND, Key::D);
    harness.run();
    let saved = saved();
    assert_eq!(saved.player_screen_open, Some(false));
    assert_eq!(saved.monitor, Some(2), "the monitor is kept for next time");

    // The next launch, from those settings, opens it on monitor 2 and leaves full screen once
    // its window exists.
    let config = Config {
        now: Arc::new(t0),
        player_screen: Some(riffle_ui::player_screen::Placement::Monitor(2)),
        player_screen_windowed: true,
        ..Config::default()
    };
    let (backend, _) = recording(level_7_running());
    let app = App::new(Some(backend), config);
    assert!(app.player_screen_open());
    assert!(app.shared().lock().player_screen_start_windowed);
}

/// The window's zoom: Ctrl + makes it bigger and is saved for the next launch, which opens at
/// the same zoom; Settings sets it too.
#[test]
fn the_zoom_set_with_ctrl_plus_is_saved_and_the_next_launch_opens_at_it() {
    let dir = tempfile::tempdir().unwrap();
    let launch = |zoom_percent: u16| {
        let preferences = riffle_ui::shared::Preferences {
            zoom_percent,
            ..Default::default()
        };
        window_saving_to(
            dir.path(),
            Config {
                preferences,
                ..Config::default()
            },
        )
    };
    let mut harness = launch(100);
    assert_eq!(harness.ctx.zoom_factor(), 1.0);
    harness.key_press_modifiers(Modifiers::COMMAND, Key::Plus);
    harness.run();
    let saved = riffle_store::settings::load(dir.path()).0.zoom_percent;
    assert!(saved.is_some_and(|z| z > 100), "{saved:?}");

    let again = launch(saved.unwrap());
    assert_eq!(
        (again.ctx.zoom_factor() * 100.0).round() as u16,
        saved.unwrap()
    );

    let mut harness = launch(100);
    harness
        .state_mut()
        .set_tab(riffle_ui::panels::Tab::Settings);
    harness.run();
    harness.get_by_label("150%").click();
    harness.run();
    assert_eq!(harness.ctx.zoom_factor(), 1.5);
    assert_eq!(
        riffle_store::settings::load(dir.path()).0.zoom_percent,
        Some(150)
    );
}
